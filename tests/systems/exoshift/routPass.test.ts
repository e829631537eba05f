/**
 * Morale › Routed (`001_9ac883e80b2d20e9.txt`, line 1146): "A unit may [make] a Quality test to avoid being forced to
 * Run or March. If successful, the unit receives 1 disruption and remains in place, but is still considered Routed. A
 * player may spend 1 CP to automatically pass the Quality test." (EX-096). The owner of a unit an action routed chooses
 * once the action is resolved (morale.ts rout, turns.ts PHASE_ROUT), with scripted dice on an empty table.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/game/state.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { describe as describeAction } from '../../../src/systems/exoshift/describe.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { legalActions } from '../../../src/systems/exoshift/legal.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';
import type { ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];
/** Side A's Sol Line Infantry (model 0) at (36, 20) Focus Fires at side B's Unnerved one (model 1) at (36, 28); B holds `cp`. */
function unnervedTarget(cp: number, variants: Partial<ExoshiftVariants> = {}): Host & { log: GameEvent[] } {
  const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 8, variants);
  place(g, 0, 36, 20);
  place(g, 1, 36, 28);
  g.s[L.unitAt(1, L.U_UNNERVED)] = 1;
  g.s[L.G_CP + 1] = cp;
  return g;
}
/** Focus Fire, 1 extra shot: the Combat die 1 hits, the Defense die 1 saves, the Rout Test ("hit by any attack") rolls 10 > Morale 6: Routed. */
const FOCUS = L.unitAction(0, L.VERB_FOCUS_FIRE, 4);
const HIT_SAVED_ROUT_FAILED = [1, 1, 10];

describe('the 1-CP automatic pass of a Routed unit\'s stay-put test (Morale › Routed, line 1146)', () => {
  it('with a global CP in hand the owner chooses once the attack is resolved: no die yet, B to decide between paying and testing', () => {
    const g = unnervedTarget(2);
    expect(drive(g, FOCUS, HIT_SAVED_ROUT_FAILED)).toBe(3);
    expect(g.log.find((e) => e.kind === 'routed')).toMatchObject({ unit: 1, choice: true });
    expect(g.s[L.G_PHASE]).toBe(L.PHASE_ROUT);
    expect(at(g, 1, L.U_ROUTED)).toBe(L.ROUT_CHOICE);
    expect(legalActions(g)).toEqual([L.ROUT_PAY, L.ROUT_TEST]);
    expect(describeAction(g, L.ROUT_PAY)).toBe('Sol Line Infantry B1: pay 1 CP to pass the stay-put test');
    expect(describeAction(g, L.ROUT_TEST)).toBe('Sol Line Infantry B1: test Quality to stay put');
    const state = new ExoshiftState(g.setup, Xoshiro128.stream(1, 0), null, g.s.slice());
    expect(state.currentPlayer()).toBe(1);
  });

  it('paying: no die, 1 CP from B\'s global pool, "receives 1 disruption and remains in place, but is still considered Routed"; A\'s turn goes on', () => {
    const g = unnervedTarget(2);
    drive(g, FOCUS, HIT_SAVED_ROUT_FAILED);
    const disruption = at(g, 1, L.U_DISRUPTION);
    expect(drive(g, L.ROUT_PAY, [])).toBe(0);
    expect(g.s[L.G_CP + 1]).toBe(1);
    expect([at(g, 1, L.U_DISRUPTION), at(g, 1, L.U_X), at(g, 1, L.U_Y), at(g, 1, L.U_ROUTED)]).toEqual([disruption + 1, 36, 28, 1]);
    expect([g.s[L.G_PHASE], g.s[L.G_ACTIVE], g.s[L.G_ROUT_PENDING]]).toEqual([L.PHASE_TURN, 0, 0]);
    expect(g.log.at(-1)).toMatchObject({ kind: 'rout-choice', unit: 1, paid: true });
  });

  it('testing: a die at or under Quality - Disruption stays put (+1 Disruption); above it, the unit Runs 2 x 6" for its edge; no CP spent', () => {
    const stays = unnervedTarget(2);
    drive(stays, FOCUS, HIT_SAVED_ROUT_FAILED);
    const quality = 6 - at(stays, 1, L.U_DISRUPTION);
    expect(drive(stays, L.ROUT_TEST, [quality])).toBe(1);
    expect([stays.s[L.G_CP + 1], at(stays, 1, L.U_Y), at(stays, 1, L.U_DISRUPTION)]).toEqual([2, 28, 7 - quality]);
    const runs = unnervedTarget(2);
    drive(runs, FOCUS, HIT_SAVED_ROUT_FAILED);
    expect(drive(runs, L.ROUT_TEST, [quality + 1])).toBe(1);
    expect([runs.s[L.G_CP + 1], at(runs, 1, L.U_Y), at(runs, 1, L.U_ROUTED), at(runs, 1, L.U_EXHAUSTED)]).toEqual([2, 40, 1, 1]);
  });

  it('offers only the test when the CP held at the rout is gone by the choice (a pass bought for another unit, an Army Leader\'s reroll)', () => {
    const g = unnervedTarget(1);
    drive(g, FOCUS, HIT_SAVED_ROUT_FAILED);
    expect(legalActions(g)).toEqual([L.ROUT_PAY, L.ROUT_TEST]);
    g.s[L.G_CP + 1] = 0;
    expect(legalActions(g)).toEqual([L.ROUT_TEST]);
  });

  it('with no global CP, or under routPass=never, there is no choice: the test is rolled at once inside the attack, as before', () => {
    for (const g of [unnervedTarget(0), unnervedTarget(2, { routPass: 'never' })]) {
      expect(drive(g, FOCUS, [...HIT_SAVED_ROUT_FAILED, 10])).toBe(4);
      expect(g.log.find((e) => e.kind === 'routed')).toMatchObject({ unit: 1, choice: false });
      expect([g.s[L.G_PHASE], at(g, 1, L.U_Y), at(g, 1, L.U_ROUTED)]).toEqual([L.PHASE_TURN, 40, 1]);
    }
  });

  it('the heuristic pays when the failed test would run the unit off its edge, and tests when the CP buys more later and it stands far from it', () => {
    const choose = (y: number, disruption: number, cp: number) => {
      const g = unnervedTarget(cp);
      drive(g, FOCUS, HIT_SAVED_ROUT_FAILED);
      g.s[L.unitAt(1, L.U_Y)] = y;
      g.s[L.unitAt(1, L.U_DISRUPTION)] = disruption;
      const state = new ExoshiftState(g.setup, Xoshiro128.stream(1, 0), null, g.s.slice());
      return makeAgent('heuristic', agentContext(exoshift)).act(new SeatView(state, 1), Xoshiro128.stream(2, 0));
    };
    // 6" from B's edge (y 47.5) with a 12" Run: a failed test (Quality 6 - 2 = 4: 60%) ends at the edge, and a second failure flees the table.
    expect(choose(41.5, 2, 1)).toBe(L.ROUT_PAY);
    // 19.5" from it at Quality 6 - 0: a failure only costs the unit its place; one CP is worth more in a later turn.
    expect(choose(28, 0, 1)).toBe(L.ROUT_TEST);
  });
});
