/**
 * Capital Ship Movement, the rulebook's Shan-Yu examples (002 › Movement › Capital Ship Movement):
 * "A Venusian Shan-Yu has a Speed of 2 and currently has a Thrusters rating of 3, so it may move a minimum of -1"
 * backward and a maximum of 5" during its activation. If the Shan-Yu takes damage and has its Thrusters rating reduced
 * to 1, it must now move at least 1" with a maximum move of 3"." and "... a Turns rating of 2 and a Thrusters rating of
 * 3. Undamaged, it may make up to two turns ... reduced to a Thrusters rating of 1, it may only make a single turn ...
 * Once at Thrusters 0, it may not turn without a skill test" ("a Skill Test with a result of [D+]").
 */
import { describe, expect, it } from 'vitest';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { THRUSTERS } from '../../../src/systems/jovian-wars/damage.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { thrustersOf } from '../../../src/systems/jovian-wars/units.ts';
import { activate, choose, D, N, T, table, unitOf } from './scripted.ts';

const RAIDERS = [jovianWars.presets['venusian-raiders'], jovianWars.presets['jovian-strike-group']] as const;

/** A Shan-Yu alone against a Javelin ahead of it, with `marked` Thrusters boxes marked. */
function shanYu(marked: number, variants: Record<string, string> = {}) {
  const state = table({ 'shan-yu': [24, 20, 2], javelin: [24, 34, 6] }, variants, { sides: RAIDERS });
  const ship = unitOf(state, 'shan-yu');
  ship.marked[THRUSTERS] = marked;
  state.cached = null;
  return { state, ship };
}

const moves = (state: JovianState) => state.options().filter((o) => o.kind === 'move') as { turns: number; distance: number }[];
const distances = (state: JovianState) => [...new Set(moves(state).map((m) => m.distance))].sort((a, b) => a - b);
const turns = (state: JovianState) => [...new Set(moves(state).map((m) => m.turns))].sort((a, b) => a - b);

describe('Capital Ship Movement: the Shan-Yu examples', () => {
  it('undamaged (Speed 2, Thrusters 3, Turns 2): from -1" (backward) to 5", up to two turns', () => {
    const { state, ship } = shanYu(0);
    expect([ship.def.speed, thrustersOf(ship), (ship.def as { turns: number }).turns]).toEqual([2, 3, 2]);
    activate(state, ship);
    expect(state.currentPlayer()).toBeGreaterThanOrEqual(0);
    expect(Math.min(...distances(state))).toBe(-1);
    expect(Math.max(...distances(state))).toBe(5);
    expect(turns(state)).toEqual([-2, -1, 0, 1, 2]);
  });

  it('a move of -1" goes 1" backward, the heading kept, and is told as such', () => {
    const { state, ship } = shanYu(0);
    activate(state, ship);
    const [x, y, heading] = [ship.x, ship.y, ship.heading];
    choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === -1);
    // Heading 2 faces +y (the deployment test: capital ships of seat 0 face the enemy at heading 2).
    expect([ship.x, ship.y, ship.heading]).toEqual([x, y - 1, heading]);
    expect(jovianWars.narrate(state.events(), { names: ['A', 'B'] }).join('\n')).toMatch(/moves 1" backward/);
  });

  it('at Thrusters 1: at least 1", at most 3", a single turn', () => {
    const { state, ship } = shanYu(2);
    expect(thrustersOf(ship)).toBe(1);
    activate(state, ship);
    expect(distances(state)).toEqual([1, 2, 3]);
    expect(turns(state)).toEqual([-1, 0, 1]);
  });

  it('at Thrusters 0: a Skill Test as the move begins; N allows no turn, D+ one (or the Turns rating under thrusters-zero-turns=turns-rating)', () => {
    for (const [variant, result, expected] of [
      ['one', N, [0]],
      ['one', D, [-1, 0, 1]],
      ['one', T, [-1, 0, 1]],
      ['turns-rating', N, [0]],
      ['turns-rating', D, [-2, -1, 0, 1, 2]],
    ] as const) {
      const { state, ship } = shanYu(3, { 'thrusters-zero-turns': variant });
      expect(thrustersOf(ship)).toBe(0);
      activate(state, ship);
      // The test is the Shan-Yu's Skill, rolled before any move is offered.
      expect(state.currentPlayer()).toBeLessThan(0);
      expect(state.roll).toEqual({ base: ship.def.skill, flex: 0, macro: 0 });
      state.apply(result);
      expect(distances(state)).toEqual([2]);
      expect(turns(state)).toEqual(expected);
      choose(state, (o) => o.kind === 'move');
      while (state.active >= 0) choose(state, (o) => o.kind === 'end');
      expect(ship.turnTest).toBe(-1);
    }
  });

  it('makes no test above Thrusters 0', () => {
    const { state, ship } = shanYu(2);
    activate(state, ship);
    expect(state.currentPlayer()).toBeGreaterThanOrEqual(0);
    expect(ship.turnTest).toBe(-1);
  });
});
