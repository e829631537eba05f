/**
 * ex-disruption-pipeline (experiments/exoshift/disruption-pipeline.ts, EX-059, EX-060, EX-078, EX-083, EX-084,
 * EX-087, EX-093, EX-095): every helper against hand-worked d10 numbers (a Quality test, two tests in a row, the
 * Disruption bookkeeping, Recover's d5, a Focus Fire's casualty roll with the saved hit's Disruption, the Unnerved
 * Rout Test, an Assault on an exhausted defender, spotting), the exact numbers against `playtest attack exoshift`
 * compiled from its own options and the engine driven by the rules tests' scripted dice, and a short run whose
 * every arm (the engine playing the cell) holds its exact distribution within its interval.
 */
import { describe, expect, it } from 'vitest';
import type { DistributionMetric, ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { attackValues, attackVariants } from '../../src/systems/attackPipeline.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { edgeDistance } from '../../src/systems/exoshift/host.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import { weaponById } from '../../src/systems/exoshift/profiles.ts';
import { rangeBand } from '../../src/systems/exoshift/shooting.ts';
import experiment, { ARMS, armId } from '../../experiments/exoshift/disruption-pipeline.ts';
import {
  DEFENDERS,
  DISRUPTIONS,
  METRIC,
  RANGE,
  SPOTTERS,
  WEAPON,
  afterRecovery,
  assaultOptions,
  bench,
  cellBench,
  commandRangeAt,
  disruptionAfter,
  enumerateDice,
  exactCell,
  expectedToClear,
  fireOptions,
  heldWhenShooting,
  keysOf,
  offTableKey,
  passes,
  playCell,
  routAfterHit,
  takenOutKey,
  type Cell,
} from '../../experiments/exoshift/_disruptionPipeline.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from '../systems/exoshift/scripted.ts';
import { holdsWithSlack } from './intervals.ts';

const near = (a: number, b: number) => expect(a).toBeCloseTo(b, 12);
const fire = (attacker: number, target: number) => exactCell({ family: 'fire', attacker, target });
const sumOf = (exact: Record<string, number>, keep: (key: string) => boolean) => Object.entries(exact).reduce((s, [k, p]) => s + (keep(k) ? p : 0), 0);

/**
 * One IGI-87 shot of the printed trooper at a trooper, hit on 8 (Combat 6 + Aim 2, or + point blank 2) and saved
 * on 3 (Defense 5 - Power 2): miss 0.2; saved on faces 1-2 0.16; saved on face 3, whose 3 + Power 2 reaches
 * Defense 5 and gives 1 Disruption (Defense Test), 0.08; damage 0.56.
 */
const SHOT = { miss: 0.2, saved: 0.16, savedDisrupting: 0.08, damage: 0.56 };

describe('ex-disruption-pipeline helpers', () => {
  it('enumerates the dice a rule asks for: a Quality 4 test, and two Quality 6 tests in a row', () => {
    const b = bench('sol-line-infantry', 'sol-line-infantry');
    const one = enumerateDice(b, () => {}, (g) => g.die() <= 4);
    near(one.get(true)!, 0.4);
    near(one.get(false)!, 0.6);
    const two = enumerateDice(b, () => {}, (g) => g.die() <= 6 && g.die() <= 6);
    near(two.get(true)!, 0.36);
    near(two.get(false)!, 0.64);
    expect([passes(6), passes(-1), passes(12)]).toEqual([0.6, 0, 1]);
  });

  it('keeps the books as the engine does: +1 a Secondary, -1 first on a Primary, never below 0', () => {
    const march = L.VERB_MARCH;
    expect([1, 2, 3].map((k) => disruptionAfter(0, Array(k).fill(march)))).toEqual([1, 2, 3]);
    expect(disruptionAfter(3, [L.VERB_RUN])).toBe(2);
    expect(disruptionAfter(0, [L.VERB_RUN])).toBe(0);
    expect(DISRUPTIONS.map(heldWhenShooting)).toEqual([0, 0, 1, 2, 3, 4, 5]);
    // The same with the rules tests' scripted turn: two Marches, then a Run.
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 4);
    place(g, 0, 36, 10);
    place(g, 1, 36, 40);
    const at = () => g.s[L.unitAt(0, L.U_DISRUPTION)];
    drive(g, L.unitAction(0, L.VERB_MARCH, L.GOAL_ENEMY + 1), []);
    g.s[L.G_CP] = 4;
    drive(g, L.unitAction(0, L.VERB_MARCH, L.GOAL_ENEMY + 1), []);
    expect(at()).toBe(2);
    g.s[L.G_CP] = 4;
    drive(g, L.unitAction(0, L.VERB_RUN, L.GOAL_ENEMY + 1), []);
    expect(at()).toBe(disruptionAfter(0, [march, march, L.VERB_RUN]));
  });

  it('works Recover and Rest by hand: 1 + d5 with an enemy in sight, and a Morale 6 test for 1', () => {
    const six = afterRecovery(L.VERB_RECOVER, 6);
    for (const left of [0, 1, 2, 3, 4]) near(six.get(left)!, 0.2);
    // E(1) = E(2) = 1; E(3) = 1 + 0.2 E(1); E(4) = 1 + 0.2 (E(2) + E(1)); E(5) = 1 + 0.2 (E(3) + E(2) + E(1)); E(6) = 1 + 0.2 (E(4) + E(3) + E(2) + E(1)).
    const hand = [1, 1, 1.2, 1.4, 1.64, 1.92];
    hand.forEach((e, i) => near(expectedToClear(L.VERB_RECOVER, i + 1), e));
    near(expectedToClear(L.VERB_REST, 1), 1 / 0.6);
    near(expectedToClear(L.VERB_REST, 3), 3 / 0.6);
  });

  it('shrinks the command range by 2" a point (2 x (Quality - Disruption)), to 0 at Quality', () => {
    expect(DISRUPTIONS.map(commandRangeAt)).toEqual([12, 10, 8, 6, 4, 2, 0]);
  });

  it('works a fresh Focus Fire at 10" by hand: two shots, the saved hit\'s Disruption in the casualty roll (d10 + Disruption - 4)', () => {
    const e = fire(0, 0);
    near(e.miss, SHOT.miss ** 2);
    near(e.saved, (1 - SHOT.damage) ** 2 - SHOT.miss ** 2);
    // Downed or worse needs d10 + Disruption + 2 - 6 >= 5: face 9+ with no Disruption from the attack, face 8+ with the saved hit's 1.
    const bothDamage = SHOT.damage ** 2;
    const withDisruption = 2 * SHOT.damage * SHOT.savedDisrupting;
    const without = 2 * SHOT.damage * (SHOT.miss + SHOT.saved);
    near(sumOf(e, takenOutKey), bothDamage * 0.2 + withDisruption * 0.3 + without * 0.2);
    // Holding 6 the target is taken out on face 3+ (face 2+ with the attack's 1).
    near(sumOf(fire(0, 6), takenOutKey), bothDamage * 0.8 + withDisruption * 0.9 + without * 0.8);
    // Focus 4 (after 3 Secondaries, 2 when it shoots): two shots at Aim 1, hit on 7.
    near(1 - fire(3, 0).miss - fire(3, 0).saved, 1 - (1 - 0.7 * 0.7) ** 2);
    expect(Object.keys(e)).toEqual([...keysOf({ family: 'fire', attacker: 0, target: 0 })]);
  });

  it('plays the Unnerved Rout Test as the engine does: fails on 7+ (Morale 6); Downed: destroyed; Quality 0 or less: the unit destroyed; else Routed', () => {
    const downed = routAfterHit(L.S_DOWNED, 2);
    near(downed.get('stays-downed')!, 0.6);
    near(downed.get('destroyed-downed-rout')!, 0.4);
    near(routAfterHit(L.S_OK, 6).get('destroyed-quality-0')!, 0.4);
    near(routAfterHit(L.S_OK, 5).get('routed')!, 0.4);
    expect(routAfterHit(L.S_OK, 5).has('destroyed-quality-0')).toBe(false);
    // At 0: every Downed-or-worse result still on the table fails 40%; every other hit is Routed 40%.
    const e = exactCell({ family: 'unnerved', target: 0 });
    const out = sumOf(fire(0, 0), takenOutKey);
    near(e['destroyed-downed-rout'], out * 0.4);
    near(e.routed, (1 - SHOT.miss ** 2 - out) * 0.4);
    near(e['destroyed-quality-0'] + e['incapacitated-or-destroyed'], 0);
  });

  it('works an Assault on an exhausted defender by hand: Snap Fire stops it 0.56 x 0.4, then Morale 6 - Disruption', () => {
    const e = exactCell({ family: 'assault', defender: 'exhausted', target: 0 });
    const stopped = 0.56 * 0.4;
    near(e.stopped, stopped);
    // Through: the two Assault Attacks are the Focus Fire's two shots (hit on 6 + point blank 2). The Morale test is
    // Morale 6 less the attack's Disruption: the saved hits' and, on Unhurt or Stunned, 1 per point of damage.
    const noDamage = (SHOT.miss + SHOT.saved) ** 2 * 0.6 + 2 * (SHOT.miss + SHOT.saved) * SHOT.savedDisrupting * 0.5 + SHOT.savedDisrupting ** 2 * 0.4;
    const bothDamage = SHOT.damage ** 2 * 0.8 * 0.4; // unhurt or stunned on faces 1-8, then Morale 6 - 2
    const oneAndSaved = 2 * SHOT.damage * SHOT.savedDisrupting * 0.7 * 0.4; // faces 1-7, Morale 6 - (1 + 1)
    const one = 2 * SHOT.damage * (SHOT.miss + SHOT.saved) * 0.8 * 0.5; // faces 1-8, Morale 6 - 1
    near(e.holds, (1 - stopped) * (noDamage + bothDamage + oneAndSaved + one));
    near(e.stopped + e.holds + e['gives-ground'] + e['destroyed-as-downed'] + e['incapacitated-or-destroyed'], 1);
  });

  it('destroys a Downed defender every time: no defensive fire, and it stays Downed or worse', () => {
    for (const target of DISRUPTIONS) {
      const e = exactCell({ family: 'assault', defender: 'downed', target });
      near(e['destroyed-as-downed'] + e['incapacitated-or-destroyed'], 1);
      expect(e.stopped).toBe(0);
    }
  });

  it('spots as the engine\'s spot(): the drone always under the auto-pass, else Quality 4 + 2 - Disruption; the trooper Quality 6 - Disruption', () => {
    for (const d of DISRUPTIONS) {
      near(exactCell({ family: 'spot', spotter: 'drone-auto', disruption: d }).spotted, 1);
      near(exactCell({ family: 'spot', spotter: 'drone-test', disruption: d }).spotted, Math.max(0, 6 - d) / 10);
      near(exactCell({ family: 'spot', spotter: 'trooper', disruption: d }).spotted, Math.max(0, 6 - d) / 10);
    }
  });

  it('takes its exact numbers from `playtest attack exoshift` compiled from the option names a designer types', () => {
    const exact = (own: Record<string, string | number | boolean>) => exoshiftAttack.compile(attackValues(exoshiftAttack, own), attackVariants(exoshiftAttack)).exact();
    for (const attacker of DISRUPTIONS) {
      // "after k Secondaries": its Focus Fire, a Primary, shoots with k - 1 (never below 0).
      const cli = exact({ attacker: 'sol-line-infantry', target: 'sol-line-infantry', 'best-focus': true, distance: 10, 'attacker-disruption': Math.max(0, attacker - 1), disruption: 3 });
      expect(Array.from(exact(fireOptions(attacker, 3) as Record<string, string | number | boolean>))).toEqual(Array.from(cli));
    }
    const { defence, attacks } = assaultOptions('stunned', 2);
    expect(defence).toMatchObject({ action: 'snap-fire', range: 'point-blank', 'attacker-stunned': true });
    expect(attacks).toMatchObject({ action: 'assault', disruption: 2, downed: false });
    expect(assaultOptions('unexhausted', 4).defence).toMatchObject({ action: 'defensive-fire', 'best-focus': true, 'attacker-disruption': 4 });
    expect(assaultOptions('downed', 0)).toMatchObject({ defence: null, attacks: { downed: true } });
  });

  it('sets each cell\'s table as it says: the Focus Fire target in the short band, the Assault within the primary move', () => {
    const b = cellBench({ family: 'fire', attacker: 2, target: 5 });
    const g = { ...b.host, s: b.base };
    expect(rangeBand(weaponById(WEAPON), edgeDistance(g, b.actor, b.target))).toBe(rangeBand(weaponById(WEAPON), RANGE));
    expect([g.s[L.unitAt(b.actor, L.U_DISRUPTION)], g.s[L.unitAt(b.target, L.U_DISRUPTION)]]).toEqual([2, 5]);
    const a = cellBench({ family: 'assault', defender: 'stunned', target: 3 });
    expect(a.base[L.unitAt(a.target, L.U_STATUS)]).toBe(L.S_STUNNED);
    expect(edgeDistance({ ...a.host, s: a.base }, a.actor, a.target)).toBeLessThan(6);
    const u = cellBench({ family: 'unnerved', target: 1 });
    expect(u.base[L.unitAt(u.target, L.U_UNNERVED)]).toBe(1);
    // An engine trial with scripted dice: both shots miss (faces 9, 10), nothing happens.
    const faces = [9, 10];
    expect(playCell({ family: 'fire', attacker: 0, target: 0 }, cellBench({ family: 'fire', attacker: 0, target: 0 }), () => faces.shift()!)).toBe('miss');
    // An Assault on a Downed defender whose Assault Attacks both miss: destroyed by the rule.
    const misses = [9, 10];
    expect(playCell({ family: 'assault', defender: 'downed', target: 0 }, cellBench({ family: 'assault', defender: 'downed', target: 0 }), () => misses.shift()!)).toBe('destroyed-as-downed');
  });
});

describe('ex-disruption-pipeline run', () => {
  it('has every cell once, compares each with its own reference, and the engine playing each cell holds the exact distribution', async () => {
    expect(experiment.source.catalogue).toEqual(['EX-016', 'EX-059', 'EX-060', 'EX-078', 'EX-083', 'EX-084', 'EX-087', 'EX-093', 'EX-095']);
    expect(ARMS).toHaveLength(DISRUPTIONS.length * (DISRUPTIONS.length + 1 + DEFENDERS.length + SPOTTERS.length));
    for (const arm of ARMS) {
      const cell = arm.params as Cell;
      expect(arm.id).toBe(armId(cell));
      if (cell.family === 'unnerved') expect(arm.baseline).toBe(armId({ family: 'fire', attacker: 0, target: cell.target }));
      if (cell.family === 'spot') expect(arm.baseline).toBe(cell.spotter === 'trooper' ? null : armId({ family: 'spot', spotter: 'trooper', disruption: cell.disruption }));
    }
    const trials = 16_384;
    const { result } = await runToResult({ experiment: 'ex-disruption-pipeline', trials, seed: 11, workers: 1 });
    expect(result.arms).toHaveLength(ARMS.length);
    // EX-016: +1 Quality as a target is one step up the casualty table, the reverse of one point of Disruption.
    const ex016 = experiment.answer!(result).find((line) => line.startsWith('EX-016'))!;
    expect(ex016).toContain('takes a Quality 7 trooper out 9.0% of the time against 17.0% at Quality 6 and 25.1% at 5');
    expect(ex016).toContain("Rout Test fails 40.0% at Morale 6 and 30.0% at 7");
    for (const arm of result.arms) {
      const cell = arm.params as unknown as Cell;
      const exact = exactCell(cell);
      const outcome = arm.metrics[METRIC.outcome] as DistributionMetric;
      expect(outcome.n).toBe(trials);
      expect(outcome.keys).toEqual([...keysOf(cell)]);
      outcome.keys.forEach((key, i) => expect(holdsWithSlack(exact[key], outcome.ci[i]), `${arm.id} ${key}: ${exact[key]} in ${outcome.ci[i]}`).toBe(true));
      const share = (metric: string) => (arm.metrics[metric] as ProportionMetric).ci;
      expect(holdsWithSlack(sumOf(exact, takenOutKey), share(METRIC.takenOut)), `${arm.id} takenOut`).toBe(true);
      expect(holdsWithSlack(sumOf(exact, offTableKey), share(METRIC.offTable)), `${arm.id} offTable`).toBe(true);
      expect(holdsWithSlack(exact.spotted ?? 0, share(METRIC.spotted)), `${arm.id} spotted`).toBe(true);
    }
    const answer = result.answer!.join('\n');
    for (const id of experiment.source.catalogue) expect(answer).toContain(id);
    expect(answer).toContain('EX-092');
  }, 120_000);
});
