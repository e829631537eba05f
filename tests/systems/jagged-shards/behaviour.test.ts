/**
 * Same seed -> same battle, byte for byte, across engine changes: the
 * recorded battles of behaviourGames.ts (three settings of presets, flare
 * policies and variant readings; random, heuristic, mixed and search
 * pairings), each played with the log on and off.
 */
import { describe, expect, it } from 'vitest';
import { playAll, readFixture } from './behaviourGames.ts';

describe('the recorded Jagged Shards battles', () => {
  it('replay to the same event logs and final states, with the log on and off', () => {
    const now = playAll();
    const recorded = readFixture();
    expect(Object.keys(now)).toEqual(Object.keys(recorded));
    for (const key of Object.keys(recorded)) expect(now[key], key).toEqual(recorded[key]);
  }, 120_000);
});
