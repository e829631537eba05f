/**
 * ex-action-value (experiments/exoshift/action-value.ts, EX-012): the helpers against hand-worked numbers and
 * against the engine playing the action on a hand-made table (costs: the rulebook's "Actions" example; moves:
 * Run, March, Advance in the open and through woods; Interact twice in place; Recover's d5), and a short run
 * whose every arm is the printed trooper at 10" in the open, priced by the engine and holding the exact
 * effects per CP within its interval.
 */
import { describe, expect, it } from 'vitest';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { Board } from '../../src/systems/exoshift/board.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import type { Host } from '../../src/systems/exoshift/resolve.ts';
import experiment, { ARMS, ILLUSTRATIVE, focusFire, ratioRange } from '../../experiments/exoshift/action-value.ts';
import { ACTION_IDS, PER_CP, PRINTED, REFERENCE, assaultStopped, cpCost, exactEffect, inchesOf, isPrimary, versusOf, type ActionId, type Effect } from '../../experiments/exoshift/_actionValue.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from '../systems/exoshift/scripted.ts';
import { holdsWithSlack } from './intervals.ts';

const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];
const effect = (action: ActionId) => exactEffect(action, PRINTED, REFERENCE)!;
/** The CP of an action as the 1st, 2nd and 3rd action that counts, with the free Primary used. */
const PLACE_COSTS = (action: ActionId) => [1, 2, 3].map((k) => cpCost(action, k, true));
/** holdsWithSlack, with room for rounding where the interval has no width (a fixed move or Interact count). */
const holds = (value: number, ci: readonly [number, number]) => holdsWithSlack(value, [ci[0] - 1e-12, ci[1] + 1e-12]);

describe('ex-action-value helpers', () => {
  it('prices actions as the rulebook\'s example turn: March 1 CP, Advance free, Focused Fire 2 CP, Snap Fire 3 CP', () => {
    expect(cpCost('march', 1, false)).toBe(1);
    expect(cpCost('advance', 2, false)).toBe(0);
    expect(cpCost('focus-fire', 2, true)).toBe(2);
    expect(cpCost('snap-fire', 3, true)).toBe(3);
    expect(PLACE_COSTS('run')).toEqual([1, 2, 3]);
    expect(PLACE_COSTS('rest')).toEqual([1, 2, 3]);
  });

  it('moves as far as the engine moves a Sol trooper toward a far enemy: in the open, and through woods (difficult ground)', () => {
    const WOODS: Board = { width: 72, depth: 48, pieces: [{ kind: 'woods', x0: 12, y0: 20, x1: 14, y1: 28 }] };
    for (const [action, verb] of [['run', L.VERB_RUN], ['march', L.VERB_MARCH], ['advance', L.VERB_ADVANCE]] as const) {
      for (const table of [EMPTY_TABLE, WOODS]) {
        const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', table, 4);
        place(g, 0, 10, 24);
        place(g, 1, 62, 24); // 52" away: every move is cut by its allowance, not by the goal, and Advance has nothing in range
        drive(g, L.unitAction(0, verb, L.GOAL_ENEMY + 1), []);
        const moved = at(g, 0, L.U_X) - 10;
        if (table === EMPTY_TABLE) expect(moved, action).toBeCloseTo(inchesOf(action, PRINTED), 9);
        // Advance through woods with nothing in range: it holds fire and keeps its primary move (Moving Through Difficult
        // Terrain: "Units may advance through difficult terrain using their primary move if they do not shoot").
        else expect(moved, `${action} through woods`).toBeCloseTo({ run: 8, march: 4, advance: 6 }[action], 9);
      }
    }
    expect([inchesOf('run', PRINTED), inchesOf('march', PRINTED), inchesOf('advance', PRINTED), inchesOf('assault', PRINTED)]).toEqual([12, 4, 6, 6]);
  });

  it('counts two Interacts for a Primary Interact in place, as the engine makes two Quality tests at a control point', () => {
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 4);
    place(g, 0, g.s[L.objectiveAt(0, L.O_X)], g.s[L.objectiveAt(0, L.O_Y)]);
    place(g, 1, 60, 44);
    expect(drive(g, L.unitAction(0, L.VERB_INTERACT, 0), [10, 10])).toBe(effect('interact').interacts);
    expect(effect('interact-secondary').interacts).toBe(1);
  });

  it('works a Snap Fire at 10" by hand: hit on 6, saved on 3, a save on 3 gives the clause\'s 1 Disruption, the casualty roll d10 - 4', () => {
    const snap = effect('snap-fire');
    expect(snap.damage).toBeCloseTo(0.6 * 0.7, 12);
    // Faces 1-6 Unhurt and 7-8 Stunned give back +1 Disruption; 9-10 Downed (damage 1: none beyond the first).
    expect(snap.takenOut).toBeCloseTo(0.42 * 0.2, 12);
    expect(snap.disruption).toBeCloseTo(0.6 * 0.1 + 0.42 * 0.8, 12);
    expect(effect('hunker-snap')).toEqual({ ...snap, ownDisruption: 1 });
    expect(snap.ownDisruption).toBe(-1);
  });

  it('works Focus Fire by hand: focus 6 buys two shots at Aim 2 (2 x 2 + 1 = 5), each hit on 8 and saved on 3', () => {
    const damage = 1 - (1 - 0.8 * 0.7) ** 2;
    expect(effect('focus-fire').damage).toBeCloseTo(damage, 12);
    expect(focusFire({}).damage).toBeCloseTo(damage, 12);
    // With 2 Disruption left the focus is 4: two shots at Aim 1 (2 x 1 + 1 = 3) do best.
    expect(focusFire({ 'attacker-disruption': 2 }).damage).toBeCloseTo(1 - (1 - 0.7 * 0.7) ** 2, 12);
  });

  it('works an Assault on an exhausted defender by hand: its point-blank Snap Fire stops it 0.56 x 0.4, then two shots hit on 8', () => {
    const stopped = 0.56 * 0.4;
    expect(assaultStopped(PRINTED, 'snap-fire')).toBeCloseTo(stopped, 12);
    expect(effect('assault-exhausted').damage).toBeCloseTo((1 - stopped) * (1 - 0.44 ** 2), 12);
    expect(effect('assault').damage).toBeLessThan(effect('assault-exhausted').damage);
  });

  it('removes Disruption as the rules do: a Primary 1, Recover 1 + d5 (mean 3), Rest on a passed Morale 6 test, a Secondary adds 1', () => {
    expect(effect('run').ownDisruption).toBe(1);
    expect(effect('recover').ownDisruption).toBeCloseTo(4, 12);
    expect(effect('rest').ownDisruption).toBeCloseTo(0.6, 12);
    expect(effect('march').ownDisruption).toBe(-1);
    // The engine's Recover with face 7 (d5 = 4) and the target in sight, from 6 Disruption: 1 for the Primary, then 4.
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 4);
    place(g, 0, 30, 20);
    place(g, 1, 30, 30);
    g.s[L.unitAt(0, L.U_DISRUPTION)] = 6;
    drive(g, L.unitAction(0, L.VERB_RECOVER, 0), [7]);
    expect(at(g, 0, L.U_DISRUPTION)).toBe(1);
  });

  it('gives no Snap Fire to the Heavy rail lance, so no Focus Fire-to-Snap Fire ratio; the printed trooper has all 12 situations', () => {
    expect(exactEffect('snap-fire', ILLUSTRATIVE.find((s) => s.id === 'sol-rail-lance-team')!, REFERENCE)).toBeNull();
    expect(ratioRange(ILLUSTRATIVE.find((s) => s.id === 'sol-rail-lance-team')!, 'focus-fire')).toBeNull();
    expect(ratioRange(PRINTED, 'focus-fire')!.cells).toBe(12);
    // Out of the IGI-87's 22" long range nothing fires.
    expect(exactEffect('focus-fire', PRINTED, { distance: 23, cover: 'none' })).toBeNull();
  });
});

describe('ex-action-value run', () => {
  it('has one arm per action and place, the printed trooper at 10" in the open, each Primary against its Secondary, and holds the exact effects per CP', async () => {
    expect(experiment.source.catalogue).toEqual(['EX-012']);
    expect(ARMS).toHaveLength(ACTION_IDS.length * 3);
    for (const arm of ARMS) {
      const params = arm.params as { action: ActionId; cp: number };
      expect(Object.keys(params)).toEqual(['action', 'cp']);
      const place = Number(arm.id.slice(arm.id.lastIndexOf('-') + 1));
      expect(params.cp, arm.id).toBe(place);
      expect(arm.baseline, arm.id).toBe(isPrimary(params.action) ? `${versusOf(params.action)}-${place}` : null);
    }
    const { result } = await runToResult({ experiment: 'ex-action-value', trials: 65_536, seed: 5, workers: 1 });
    expect(result.arms).toHaveLength(ARMS.length);
    // Every arm is the printed trooper at 10" from the target in the open (the model's reference).
    expect([PRINTED, REFERENCE]).toEqual([{ id: 'sol-line-infantry', weapon: 'igi-87-impulse-gun' }, { distance: 10, cover: 'none' }]);
    const keys: [keyof typeof PER_CP, keyof Effect][] = [['damage', 'damage'], ['takenOut', 'takenOut'], ['disruption', 'disruption'], ['inches', 'inches'], ['interacts', 'interacts'], ['ownDisruption', 'ownDisruption']];
    for (const arm of result.arms) {
      const { action, cp } = arm.params as { action: ActionId; cp: number };
      // Each Primary is compared with its Secondary counterpart at the same CP (a Secondary arm comes first, the experiment's baseline).
      if (isPrimary(action)) expect(arm.baselineArm, arm.id).toBe(`${versusOf(action)}-${cp}`);
      const exact = effect(action);
      for (const [metric, key] of keys) {
        const m = arm.metrics[PER_CP[metric]] as MeanMetric;
        expect(m.n).toBe(65_536);
        expect(holds(exact[key] / cp, m.ci), `${arm.id} ${metric}: ${exact[key] / cp} in ${m.ci}`).toBe(true);
      }
    }
    expect(result.answer!.join('\n')).toContain('EX-013');
  }, 60_000);
});
