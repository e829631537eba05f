/**
 * The heuristic's `prune` setting (aiCards.ts SP_HEURISTIC_OPTIONS): `prune=off` is the player before sp-prune, byte for
 * byte. fixtures/behaviourPruneOff.json holds the behaviour fixture's heuristic games as recorded before the setting
 * (commit 9d57fd6); they are replayed here with every heuristic seat set to prune=off. (That the default, prune=on, beats
 * random is ai.test.ts's.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAIRINGS, playRecorded, SEEDS } from './fixtures/behaviourGames.ts';

const recorded = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/behaviourPruneOff.json', import.meta.url)), 'utf8')) as Record<string, { hash: string; rounds: number; returns: number[] }[]>;

describe('heuristic:prune=off is the player before the setting', () => {
  for (const pairing of PAIRINGS.filter((p) => p.agent.includes('heuristic'))) {
    it(`${pairing.name}: ${SEEDS} seeds replay as recorded before prune`, () => {
      const off = { ...pairing, agent: pairing.agent.map((a) => (a === 'heuristic' ? 'heuristic:prune=off' : a)) as [string, string] };
      for (let seed = 1; seed <= SEEDS; seed++) expect({ seed, ...playRecorded(off, seed) }).toEqual({ seed, ...recorded[pairing.name][seed - 1] });
    }, 60_000);
  }
});
