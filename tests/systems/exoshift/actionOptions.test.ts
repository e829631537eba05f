/**
 * The options the game used to leave out (`001_9ac883e80b2d20e9.txt`):
 * Hunker Down's "Models in the unit may either move 2" or Snap Fire. Then,
 * mark the unit with a Hunker Down token" (Actions › Primary Actions List,
 * line 586), Rest's "Models in the unit may move 1", but may not shoot. Test
 * Morale" (Secondary Actions List, line 602), and the Army Leader's "You may
 * spend 1 CP to reroll any morale tests by units under its command" (Command
 * Traits, line 1213), with scripted dice on a set table.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE, type GameEvent } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { legalActions } from '../../../src/systems/exoshift/legal.ts';
import { routTest } from '../../../src/systems/exoshift/morale.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';
import type { ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { drive, place, scriptedTurn } from './scripted.ts';
import { describe as describeAction } from '../../../src/systems/exoshift/describe.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';

// A heavy wall across x 30-42 at y 30: the nearest cover for a model at (36, 20) facing an enemy at (36, 44) lies just short of it.
const WALL = { width: 72, depth: 48, pieces: [{ kind: 'heavy-wall' as const, x0: 30, y0: 30, x1: 42, y1: 30.5 }] };

/** Side A's turn with 4 CP and nothing spent, on a copy of a fresh game's numbers (its own log). */
const turn = (unitsA: string, unitsB: string, variants: Partial<ExoshiftVariants> = {}) => scriptedTurn(unitsA, unitsB, WALL, 8, variants);
const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];
/** A Sol Line Infantry (model 0) at (36, 20), an enemy one (model 1) at (36, 28): 8" apart, in sight and in range. */
function facing(): Host & { log: GameEvent[] } {
  const g = turn('sol-line-infantry', 'sol-line-infantry');
  place(g, 0, 36, 20);
  place(g, 1, 36, 28);
  return g;
}

describe('Hunker Down: "may either move 2" or Snap Fire. Then, mark the unit" (line 586)', () => {
  const HUNKER = L.unitAction(0, L.VERB_HUNKER, 0);
  const MOVE = L.unitAction(0, L.VERB_HUNKER, L.HUNKER_MOVE);
  const SNAP = L.unitAction(0, L.VERB_HUNKER, L.HUNKER_SNAP + 1);

  it('lists all three, in place, moving 2" and snap firing at each enemy in sight', () => {
    const g = facing();
    expect(legalActions(g)).toEqual(expect.arrayContaining([HUNKER, MOVE, SNAP]));
    expect(describeAction(g, SNAP)).toBe('Sol Line Infantry A1: hunker down, snap firing at Sol Line Infantry B1 (0 CP)');
  });

  it('moving: 2" straight toward the nearest cover, then the marker, as the free Primary', () => {
    const g = facing();
    place(g, 1, 36, 44);
    expect(drive(g, MOVE, [])).toBe(0);
    expect(at(g, 0, L.U_X)).toBe(36);
    expect(at(g, 0, L.U_Y)).toBeCloseTo(22, 9);
    expect(at(g, 0, L.U_HUNKERED)).toBe(1);
    expect(g.s[L.G_CP]).toBe(4);
  });

  it('snap firing: one shot (RoF 1, no Aim), the model stays where it is, then the marker', () => {
    const g = facing();
    expect(drive(g, SNAP, [10])).toBe(1); // a 10 misses
    expect(g.log.filter((e) => e.kind === 'shoot').map((e) => [e.target, e.action, e.shots, e.aim])).toEqual([[1, 'snap-fire', 1, 0]]);
    expect([at(g, 0, L.U_X), at(g, 0, L.U_Y), at(g, 0, L.U_HUNKERED)]).toEqual([36, 20, 1]);
  });

  it('in place: only the marker, no die', () => {
    const g = facing();
    expect(drive(g, HUNKER, [])).toBe(0);
    expect([at(g, 0, L.U_Y), at(g, 0, L.U_HUNKERED)]).toEqual([20, 1]);
  });
});

describe('Rest: "may move 1", but may not shoot. Test Morale" (line 602)', () => {
  it('moves 1" toward the nearest cover, then tests Morale (enemy in sight): a 6 passes Morale 6 and removes 1 Disruption', () => {
    const g = facing();
    place(g, 1, 36, 44);
    g.s[L.unitAt(0, L.U_DISRUPTION)] = 2;
    const rest = L.unitAction(0, L.VERB_REST, L.REST_MOVE);
    expect(legalActions(g)).toContain(rest);
    expect(describeAction(g, rest)).toBe('Sol Line Infantry A1: rest, moving 1" toward the nearest cover (1 CP)');
    expect(drive(g, rest, [6])).toBe(1);
    expect(at(g, 0, L.U_Y)).toBeCloseTo(21, 9);
    expect(at(g, 0, L.U_DISRUPTION)).toBe(1);
  });
});

describe('the Army Leader\'s 1-CP Morale reroll (Command Traits, line 1213)', () => {
  // Side A: the command officer (Army Leader, QLT 7: command range 14") at (36, 4) and a Sol Line Infantry (model 1).
  function rout(x: number, cp: number, variants: Partial<ExoshiftVariants> = {}) {
    const g = turn('sol-command-officer, sol-line-infantry', 'sol-line-infantry', variants);
    place(g, 0, 36, 4);
    place(g, 1, x, 4);
    g.s[L.G_CP] = cp;
    return g;
  }

  it('a failed Rout Test in command (Morale 8 with the leader\'s +1) is rerolled for 1 global CP: 10, then 3 passes', () => {
    const g = rout(40, 2);
    const failed = routTestWith(g, [10, 3]);
    expect(failed).toEqual({ failed: false, dice: 2 });
    expect(g.s[L.G_CP]).toBe(1);
    expect(g.log.find((e) => e.kind === 'reroll')).toMatchObject({ unit: 1, leader: 0 });
  });

  it('no reroll without a global CP, out of command range (20" away), or under armyLeaderReroll=never; whole-army reaches it anywhere', () => {
    expect(routTestWith(rout(40, 0), [10])).toEqual({ failed: true, dice: 1 });
    expect(routTestWith(rout(56, 2), [10])).toEqual({ failed: true, dice: 1 });
    expect(routTestWith(rout(40, 2, { armyLeaderReroll: 'never' }), [10])).toEqual({ failed: true, dice: 1 });
    const far = rout(56, 2, { armyLeaderReroll: 'whole-army' });
    expect(routTestWith(far, [10, 2])).toEqual({ failed: false, dice: 2 });
    expect(far.s[L.G_CP]).toBe(1);
  });

  function routTestWith(g: Host, faces: number[]): { failed: boolean; dice: number } {
    let used = 0;
    g.die = () => faces[used++];
    const failed = routTest(g, 1);
    return { failed, dice: used };
  }
});

describe('in whole games', () => {
  /** The new options the agent takes in up to 10 games (Line Patrol against Fire Support), stopping once `enough` are seen. */
  function options(agentSpec: string, enough: number): Set<string> {
    const seen = new Set<string>();
    for (let seed = 0; seed < 10 && seen.size < enough; seed++) {
      const state = exoshift.newGame({ sides: [exoshift.presets['sol-line-patrol'], exoshift.presets['sol-fire-support']], variants: {}, chance: Xoshiro128.stream(seed, 0), log: true }) as ExoshiftState;
      const agent = makeAgent(agentSpec, agentContext(exoshift));
      const rng = Xoshiro128.stream(seed, 1);
      while (!state.isTerminal()) {
        if (state.currentPlayer() === CHANCE) state.applyChance();
        else state.apply(agent.act(new SeatView(state, state.currentPlayer()), rng));
      }
      for (const e of state.events()) {
        if (e.kind !== 'action') continue;
        if (e.verb === 'hunker down' && e.param === L.HUNKER_MOVE) seen.add('hunker-move');
        if (e.verb === 'hunker down' && Number(e.param) >= L.HUNKER_SNAP) seen.add('hunker-snap');
        if (e.verb === 'rest' && e.param === L.REST_MOVE) seen.add('rest-move');
      }
    }
    return seen;
  }

  it('random games take every new option: Hunker Down with its 2" move and with a Snap Fire, Rest with its 1" move', () => {
    expect([...options('random', 3)].sort()).toEqual(['hunker-move', 'hunker-snap', 'rest-move']);
  }, 30_000);

  it('the heuristic rests with the 1" move toward cover', () => {
    expect(options('heuristic', 1).has('rest-move')).toBe(true);
  }, 30_000);
});
