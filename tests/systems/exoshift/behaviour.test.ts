/**
 * Same seed -> same game, byte for byte, across engine changes: 188 recorded
 * games (3 settings x random and heuristic pairings x 20 seeds, 2 settings
 * with units of several models x 2 pairings x 8 seeds, assault-squad,
 * recon-team and motor-patrol x 2 pairings x 6 seeds), each played with the log on and off
 * (behaviourGames.ts).
 */
import { describe, expect, it } from 'vitest';
import { playAll, readFixture } from './behaviourGames.ts';

describe('the recorded Exoshift games', () => {
  it('replay to the same event logs and final numbers, with the log on and off', () => {
    const now = playAll();
    const recorded = readFixture();
    expect(Object.keys(now)).toEqual(Object.keys(recorded));
    for (const key of Object.keys(recorded)) expect(now[key], key).toEqual(recorded[key]);
  }, 120_000);
});
