/**
 * Same seed -> same game, byte for byte: the games of behaviour.ts replay to
 * the digests recorded in fixtures/behaviour.json. Speed work must keep this
 * green; a deliberate change of behaviour regenerates the fixture
 * (RR_FIXTURE_WRITE=1) in its own step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureGames, type FixtureGame } from './behaviour.ts';

const FIXTURE = new URL('./fixtures/behaviour.json', import.meta.url);

describe('Rattle and Rend behaviour fixture', () => {
  it('every recorded game replays to the same choices, dice, log and final state', () => {
    const games = fixtureGames();
    if (process.env.RR_FIXTURE_WRITE === '1') writeFileSync(FIXTURE, `${JSON.stringify(games, null, 1)}\n`);
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as FixtureGame[];
    expect(games.length).toBe(recorded.length);
    const differing = games.filter((g, k) => g.name !== recorded[k].name || g.play !== recorded[k].play || g.log !== recorded[k].log).map((g) => g.name);
    expect(differing).toEqual([]);
  });
});
