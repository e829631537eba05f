/**
 * rr-ward-reactions (experiments/rattle-and-rend/ward-reactions.ts; RR-045,
 * RR-034): one game read by hand, the pooled ratio's interval on hand-worked
 * numbers, the verdicts on made-up results whose answers are known, each
 * arm's warbands, and a short real run that checks the identities its
 * statistics must keep.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, BASE, BOND, DREGS, laneOf, RATIOS, ratioOf, readGame, REFERENCE, SLOT, SLOTS, unansweredVerdict, verdictOf, versus } from '../../experiments/rattle-and-rend/ward-reactions.ts';
import { BASE_ELEMENTS } from '../../experiments/rattle-and-rend/_options.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { SCENARIOS, WARD_REACTIONS } from '../../src/systems/rattle-and-rend/rules.ts';
import { reactionCode, RK_BLINK, RK_DEFIANCE, RK_RETALIATE, RK_SUPPRESS } from '../../src/systems/rattle-and-rend/ops.ts';
import { D_REACT } from '../../src/systems/rattle-and-rend/state.ts';
import { ReactionTally } from '../../src/systems/rattle-and-rend/reactionTally.ts';
import type { Carry } from '../../src/systems/rattle-and-rend/carryLedger.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';

const CTF = SCENARIOS.indexOf('capture-the-flags');

describe('rr-ward-reactions: one game read', () => {
  const tally = new ReactionTally();
  const window = (seat: number, legal: number[], choice: number) => tally.observe({ decision: D_REACT, decider: seat, legalActions: () => legal }, choice);
  // Side A (seat 1 here): Defiance declared once, offered twice; a Blink; a Retaliate; a Suppress declined. Seat 0's reactions are not A's.
  const defiance = reactionCode(RK_DEFIANCE, 7, 2);
  window(1, [0, defiance, reactionCode(RK_RETALIATE, 2, 0)], defiance);
  window(1, [0, defiance], 0);
  window(1, [0, reactionCode(RK_BLINK, 7, 0)], reactionCode(RK_BLINK, 7, 0));
  window(1, [0, reactionCode(RK_RETALIATE, 3, 0)], reactionCode(RK_RETALIATE, 3, 0));
  window(1, [0, reactionCode(RK_SUPPRESS, 4, 0)], 0);
  window(0, [0, reactionCode(RK_RETALIATE, 9, 0)], reactionCode(RK_RETALIATE, 9, 0));
  const carry = (seat: number, outcome: Carry['outcome'], enemyWindows: number, enemyReactions: number, enemyActions: number, ownActions: number): Carry => ({ marker: 0, seat, element: 0, outcome, enemyWindows, enemyReactions, enemyActions, ownActions });
  const carries = [carry(0, 'off', 2, 1, 3, 4), carry(1, 'off', 0, 0, 0, 2), carry(1, 'off', 5, 0, 1, 3), carry(0, 'dropped', 1, 1, 0, 1), carry(1, 'held', 0, 0, 0, 0)];

  it("counts side A's Warding Reactions, Blinks and other reactions", () => {
    const g = readGame(tally, [], 1, 0, 12, [0, 0]);
    expect([g.wardOffered, g.wardDeclared, g.blink, g.otherReactions]).toEqual([2, 1, 1, 1]);
    // Not Capture the Flags: no rounds or carries counted.
    expect([g.ctf, g.ctfRounds, g.ctfTwoOff, g.taken, g.off]).toEqual([0, 0, 0, 0, 0]);
  });

  it('sums the carried-off markers of a Capture the Flags game, both sides, and bins their enemy windows', () => {
    const g = readGame(tally, carries, 1, CTF, 3, [1, 2]);
    expect([g.ctf, g.ctfRounds, g.ctfTwoOff]).toEqual([1, 3, 1]);
    expect([g.taken, g.off, g.dropped, g.held]).toEqual([5, 3, 1, 1]);
    expect([g.offWindows, g.offReactions, g.offEnemyActions, g.offOwnActions]).toEqual([7, 1, 4, 9]);
    // Of the three off: one with no enemy window and no enemy action; the dropped one is not counted.
    expect([g.offNoWindow, g.offUnanswered]).toEqual([1, 1]);
    // One marker off each: the game ran its four rounds.
    expect(readGame(tally, carries, 1, CTF, 4, [1, 1]).ctfTwoOff).toBe(0);
  });
});

describe('rr-ward-reactions: intervals and verdicts', () => {
  it('pools a ratio over the arms by the delta method, the covariance read off the sum; arms sharing a lane add their errors', () => {
    // Two arms: N 2 and 4 (se 0.1, 0.3), D 1 and 1 (se 0.1, 0.1). Pooled N 3, D 1, R 3.
    // Cov from Var(sum): arm 1 (0.2^2 - 0.01 - 0.01) / 2 = 0.01; arm 2 (0.3^2 - 0.09 - 0.01) / 2 = -0.005.
    // Each arm's N - 3D: arm 1 0.01 - 6 x 0.01 + 9 x 0.01 = 0.04 (se 0.2); arm 2 0.09 + 0.03 + 0.09 = 0.21.
    const e = (mean: number, se: number) => ({ mean, se, games: 100 });
    const parts = (lanes: [number, number]) => [
      { num: e(2, 0.1), den: e(1, 0.1), sum: e(3, 0.2), lane: lanes[0] },
      { num: e(4, 0.3), den: e(1, 0.1), sum: e(5, 0.3), lane: lanes[1] },
    ];
    const apart = ratioOf(parts([0, 1]));
    expect(apart.mean).toBe(3);
    // Independent: (0.04 + 0.21) / 4 = 0.0625.
    expect(apart.se).toBeCloseTo(0.25, 12);
    expect(apart.games).toBe(200);
    // One lane: (0.2 + sqrt(0.21)) / 2.
    expect(ratioOf(parts([0, 0])).se).toBeCloseTo((0.2 + Math.sqrt(0.21)) / 2, 12);
  });

  it('compares two Wards through their paired differences from the reference, adding the standard errors, and a Ward with Dregs as independent', () => {
    // Defiance 0.03 above the Pursuit Ward (se 0.01), Vengeance 0.01 below it (se 0.02).
    const arm = (id: string, diff: number, se: number) => ({ id, trials: 1000, baselineArm: REFERENCE, vsBaseline: { scoreA: { diff, ci: [diff - 1.959964 * se, diff + 1.959964 * se], paired: true } } });
    // Dregs on its own seeds: 0.52 (sd 0.3 over 1,000 pairs), Defiance 0.47 (sd 0.4).
    const score = (mean: number, sd: number) => ({ scoreA: { kind: 'mean', n: 1000, mean, sd } });
    const result = { arms: [{ id: REFERENCE, trials: 1000 }, { ...arm('defiance', 0.03, 0.01), metrics: score(0.47, 0.4) }, arm('vengeance', -0.01, 0.02), { id: DREGS, trials: 1000, metrics: score(0.52, 0.3) }] } as unknown as ExperimentResult;
    const close = (e: { mean: number; se: number }, mean: number, se: number) => {
      expect(e.mean).toBeCloseTo(mean, 12);
      expect(e.se).toBeCloseTo(se, 12);
    };
    close(versus(result, 'defiance', REFERENCE), 0.03, 0.01);
    close(versus(result, REFERENCE, 'vengeance'), 0.01, 0.02);
    // sd(x - y) <= sd(x) + sd(y): 0.01 + 0.02.
    close(versus(result, 'defiance', 'vengeance'), 0.04, 0.03);
    // Independent: the variances add, (0.4^2 + 0.3^2) / 1,000.
    close(versus(result, 'defiance', DREGS), -0.05, Math.sqrt(0.25 / 1000));
    expect(() => versus(result, 'defiance', 'defiance')).toThrow();
  });

  it("calls a Ward better or worse than the Champion's point only when the interval clears 1/2, even only inside the band", () => {
    const at = (mean: number, se: number) => ({ mean, se, games: 4000 });
    expect(verdictOf(at(0.53, 0.01))).toBe('better');
    expect(verdictOf(at(0.46, 0.01))).toBe('worse');
    expect(verdictOf(at(0.5, 0.01))).toBe('even');
    expect(verdictOf(at(0.5, 0.05))).toBe('unclear');
  });

  it('says the other side always had time only when no marker left unanswered', () => {
    expect(unansweredVerdict({ mean: 0, se: 0, games: 100 })).toContain('as the rule intends');
    expect(unansweredVerdict({ mean: 0.05, se: 0.01, games: 100 })).toContain('not always');
    expect(unansweredVerdict({ mean: 0.01, se: 0.01, games: 100 })).toContain('not settled');
  });
});

describe('rr-ward-reactions: arms', () => {
  it("puts each Ward, then Dregs, in the Champion's slot of the base and plays the unchanged base; the Wards share seeds and pair with the Pursuit Ward, Dregs has its own", () => {
    expect(REFERENCE).toBe('pursuit');
    expect([...SLOTS].sort()).toEqual([...WARD_REACTIONS, DREGS].sort());
    expect(SLOTS[0]).toBe(REFERENCE);
    expect(ARMS.map((arm) => arm.id)).toEqual([...SLOTS]);
    for (const arm of ARMS) {
      const [a, b] = [arm.params.sideA as RrSide, arm.params.sideB as RrSide];
      expect(b).toEqual(BASE);
      expect(b.elements).toBe(BASE_ELEMENTS);
      expect(a.elements).toBe(BASE_ELEMENTS.replace(SLOT, arm.id === DREGS ? 'dregs' : `ward(${arm.id})`));
      expect({ ...a, name: '', elements: '' }).toEqual({ ...b, name: '', elements: '' });
      expect(a.bond).toBe(BOND);
      expect([arm.params.agentA, arm.params.agentB]).toEqual(['heuristic', 'heuristic']);
      expect(arm.baseline).toBe(arm.id === REFERENCE || arm.id === DREGS ? null : REFERENCE);
      expect(laneOf(arm.params)).toBe(arm.id === DREGS ? 1 : 0);
    }
  });
});

// ---- the answer on made-up results ----

const N = 2000;
const metric = (mean: number, sd: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: N, mean, sd, ci: [mean - (1.96 * sd) / Math.sqrt(N), mean + (1.96 * sd) / Math.sqrt(N)] });

/** Every arm's metrics: its score and Warding Reactions declared; the Capture the Flags readings alike in every arm. */
/** Paired differences from the reference this tight (standard error per difference). */
const PAIRED_SE = 0.004;

function made(score: (lane: string) => number, declared: (lane: string) => number, unanswered: number): ExperimentResult {
  const arms = SLOTS.map((lane): ArmResult => {
    const metrics: Record<string, MeanMetric> = {
      scoreA: metric(score(lane), 0.35),
      wardDeclared: metric(declared(lane), declared(lane) === 0 ? 0 : 1),
      wardOffered: metric(lane === DREGS ? 0 : declared(lane) + 1, 1),
      blink: metric(lane === DREGS ? 0 : 0.3, 0.5),
      otherReactions: metric(5, 2),
      vengeanceA: metric(lane === 'vengeance' ? 0.6 : 0, 1),
      ctf: metric(0.2, 0.3),
      ctfRounds: metric(0.76, 1.2),
      ctfTwoOff: metric(0.02, 0.1),
      taken: metric(0.8, 1.5),
      off: metric(0.2, 0.4),
      dropped: metric(0.5, 1),
      held: metric(0.1, 0.3),
      offWindows: metric(0.36, 0.8),
      offReactions: metric(0.15, 0.4),
      offEnemyActions: metric(0.6, 1.2),
      offOwnActions: metric(0.9, 1.5),
      offNoWindow: metric(unanswered * 0.4, unanswered > 0 ? 0.2 : 0),
      offUnanswered: metric(unanswered * 0.2, unanswered > 0 ? 0.1 : 0),
    };
    for (const [ratio, [num, den]] of Object.entries(RATIOS)) metrics[`${ratio}Sum`] = metric(metrics[num].mean + metrics[den].mean, metrics[num].sd + metrics[den].sd);
    const diff = score(lane) - score(REFERENCE);
    const vsBaseline = { scoreA: { diff, ci: [diff - 1.96 * PAIRED_SE, diff + 1.96 * PAIRED_SE] as [number, number], paired: true } };
    return { id: lane, label: lane, params: {}, trials: N, metrics, ...(lane === REFERENCE || lane === DREGS ? {} : { vsBaseline, baselineArm: REFERENCE }) };
  });
  return { arms } as unknown as ExperimentResult;
}

describe('rr-ward-reactions answer', () => {
  // Defiance clearly better than the Champion, Reversal clearly worse, Pursuit never declared; the rest at 1/2.
  const score = (lane: string) => ({ defiance: 0.56, reversal: 0.44 })[lane as 'defiance'] ?? 0.5;
  const text = experiment.answer!(made(score, (lane) => (lane === 'pursuit' || lane === DREGS ? 0 : 1), 0.05)).join('\n');

  it('names the reactions clearly better and clearly worse than the Champion, and the pairs clearly apart', () => {
    expect(text).toContain('clearly better: Defiance; clearly worse: Reversal; not told apart from it: Vengeance, Confusion, Sacrifice, Pursuit, Detonate.');
    expect(text).toContain('Defiance over Reversal');
    expect(text).toContain('Sacrifice over Reversal');
    // Two reactions at the same score are not called apart.
    expect(text).not.toMatch(/Sacrifice over Vengeance|Vengeance over Sacrifice/);
  });

  it('reads the never-declared Pursuit Ward as the bare Ward and measures each reaction against it, pair by pair', () => {
    expect(text).toContain('Never declared although offered: Pursuit');
    expect(text).toMatch(/What each Warding Reaction itself adds, against the same Ward with a reaction never used \(Pursuit[^)]*\), pair by pair on the same seeds: Defiance adds clearly/);
    expect(text).toContain('Reversal costs clearly');
    expect(text).toContain('Vengeance is not told apart from nothing');
    // Dregs 0.5 against the bare Ward's 0.5.
    expect(text).toMatch(/A Dregs point in the Ward's place scores [^:]* against the bare Ward \(independent seeds\): not told apart\./);
  });

  it("answers RR-175 (Confusion) and RR-178 (Reversal) with each reaction's own paired worth, and leaves RR-177 (Pursuit, the bare reference) unanswered", () => {
    expect(text).toMatch(/RR-175 Confusion is not told apart from nothing: [^;]*paired games\) of score, declared 1\.00 times per game/);
    expect(text).toMatch(/RR-178 Reversal costs its Ward clearly: -6\.0 pp/);
    expect(text).toContain('Pursuit itself (RR-177) is not measured');
    expect(experiment.source.catalogue).toEqual(expect.arrayContaining(['RR-175', 'RR-178']));
    expect(experiment.source.catalogue).not.toContain('RR-177');
  });

  it('does not call the Pursuit Ward bare once the player declares Pursuit', () => {
    const declaring = experiment.answer!(made(score, (lane) => (lane === DREGS ? 0 : 1), 0.05)).join('\n');
    expect(declaring).toContain('so it is not a bare Ward');
    expect(declaring).not.toContain('What each Warding Reaction itself adds');
    expect(declaring).toContain("not a reaction's own worth");
  });

  it('says so when every Ward is clearly worse than the Champion', () => {
    const low = experiment.answer!(made((lane) => (lane === DREGS ? 0.5 : 0.44), () => 1, 0)).join('\n');
    expect(low).toContain("every one of the seven Wards is clearly worse");
  });

  it('says no reaction stands apart when every score sits at 1/2', () => {
    const flat = experiment.answer!(made(() => 0.5, () => 1, 0)).join('\n');
    expect(flat).toContain('No Warding Reaction makes its Ward clearly better or clearly worse');
    expect(flat).toContain('no pair differs clearly');
    expect(flat).not.toContain('Never declared');
    expect(flat).toContain('as the rule intends');
  });

  it('gives the Capture the Flags means per carried-off marker and per game', () => {
    // 0.36 windows over 0.2 markers off: 1.8 per marker; 0.76 rounds over 0.2 games: 3.8.
    expect(text).toMatch(/the other side had 1\.8\d* reaction windows/);
    expect(text).toMatch(/Capture the Flags games lasted 3\.8\d* rounds/);
  });
});

describe('rr-ward-reactions: a short run', () => {
  it('plays every arm and keeps the identities of its statistics', async () => {
    const { result } = await runToResult({ experiment: 'rr-ward-reactions', trials: 16, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual([...SLOTS]);
    for (const arm of result.arms) if (arm.id !== REFERENCE && arm.id !== DREGS) expect([arm.baselineArm, arm.vsBaseline?.scoreA.paired]).toEqual([REFERENCE, true]);
    expect(result.arms.find((arm) => arm.id === DREGS)!.vsBaseline).toBeUndefined();
    const mean = (arm: ArmResult, id: string) => (arm.metrics[id] as MeanMetric).mean;
    let ctf = 0;
    for (const arm of result.arms) {
      // Every reaction of side A is a Warding Reaction, a Blink or one of its Elements' own (the engine's count).
      expect(mean(arm, 'wardDeclared') + mean(arm, 'blink') + mean(arm, 'otherReactions')).toBeCloseTo(mean(arm, 'reactionsA'), 9);
      expect(mean(arm, 'wardDeclared')).toBeLessThanOrEqual(mean(arm, 'wardOffered'));
      // Every marker taken was carried off, dropped or still held at the end.
      expect(mean(arm, 'off') + mean(arm, 'dropped') + mean(arm, 'held')).toBeCloseTo(mean(arm, 'taken'), 9);
      expect(mean(arm, 'offReactions')).toBeLessThanOrEqual(mean(arm, 'offWindows'));
      expect(mean(arm, 'ctfRounds')).toBeLessThanOrEqual(4 * mean(arm, 'ctf') + 1e-9);
      expect(mean(arm, 'offUnanswered')).toBeLessThanOrEqual(mean(arm, 'offNoWindow'));
      expect(mean(arm, 'offNoWindow')).toBeLessThanOrEqual(mean(arm, 'off'));
      ctf += mean(arm, 'ctf');
    }
    const dregs = result.arms.find((arm) => arm.id === DREGS)!;
    expect([mean(dregs, 'wardOffered'), mean(dregs, 'wardDeclared'), mean(dregs, 'blink')]).toEqual([0, 0, 0]);
    // Only the Vengeance arm regains Momentum by Vengeance.
    for (const arm of result.arms) if (arm.id !== 'vengeance') expect(mean(arm, 'vengeanceA')).toBe(0);
    expect(ctf).toBeGreaterThan(0);
    expect(experiment.answer!(result).length).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
