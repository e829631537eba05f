/**
 * Same seed -> same game, byte for byte, across engine rewrites: every game
 * of the behaviour fixture (behaviour.ts) replays to the recorded hash of its
 * serialized final state.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PATH, playFixtureGame, SETTINGS, type GameRecord } from './behaviour.ts';

const fixture = JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Record<string, GameRecord[]>;

describe('Jovian Wars behaviour fixture (20 seeds per setting)', () => {
  it.each(SETTINGS.map((s) => [s.name, s] as const))('replays %s exactly', (name, setting) => {
    const recorded = fixture[name];
    expect(recorded?.length).toBeGreaterThan(0);
    for (const game of recorded) expect(playFixtureGame(setting, game.seed)).toEqual(game);
  }, 60_000);
});
