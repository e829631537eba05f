/**
 * Same seed -> same game, byte for byte, across engine and player
 * optimisations: replays the recorded games (fixtures/behaviourGames.ts) and
 * compares the hash of each final serialized state and action sequence.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PATH, PAIRINGS, playRecorded, SEEDS } from './fixtures/behaviourGames.ts';

const recorded = JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Record<string, { hash: string; rounds: number; returns: number[] }[]>;

describe('behaviour fixture: the recorded games replay identically', () => {
  for (const pairing of PAIRINGS) {
    it(`${pairing.name}: ${SEEDS} seeds`, () => {
      for (let seed = 1; seed <= SEEDS; seed++) expect({ seed, ...playRecorded(pairing, seed) }).toEqual({ seed, ...recorded[pairing.name][seed - 1] });
    }, 60_000);
  }
});
