/**
 * jw-ram-and-mining (experiments/jovian-wars/ram-and-mining.ts; JW-088, JW-097, JW-098, JW-099, JW-119): small cases
 * worked by hand (2- and 3-die Skill Tests, a 4-die Point Defense roll, a 3-die Ram roll with and without its
 * escalation, the water per result); the pools every table's first rolls use against the rules; scripted Rams read
 * as the game leaves them (an Explosion tagged from the engine's own table, ram-explosion's two readings); the
 * exact settling summing to 1; a short run whose every exact value agrees with its sampled estimate; and the answer's
 * sentences on made-up results.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, comparisons, JW_010, RAM_EXAMPLE, ramArmId, ramCell, sampledCheck, squadronArmId, answer } from '../../experiments/jovian-wars/ram-and-mining.ts';
import {
  chainStart,
  exact,
  exactMining,
  miningPlan,
  ramPools,
  ramRoll,
  ramStart,
  resolveCell,
  settleCell,
  skillDPlus,
  squadronRamStart,
  startOf,
  waterBest,
  waterEach,
  type GameCell,
} from '../../experiments/jovian-wars/_ramAndMining.ts';
import { withLevel } from '../../src/dice/setMagnitudes.ts';
import { CHANCE } from '../../src/game/state.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import type { AttackJob } from '../../src/systems/jovian-wars/jobs.ts';
import { D, N, die } from '../systems/jovian-wars/scripted.ts';
import { holdsWithSlack } from './intervals.ts';

const code = (...sets: [face: number, level: number][]) => sets.reduce((c, [face, level]) => withLevel(c, face, level), 0);

/** Scripted dice for resolveCell: each pending roll must be the pool given (Base, Flex, Macro, or 'd6') and comes up as the outcome given. */
function scripted(steps: [pool: [number, number, number] | 'd6', outcome: number][]): ((s: JovianState) => number) & { left: () => number } {
  const roll = ((s: JovianState) => {
    const step = steps.shift();
    expect(step, `an unscripted roll: ${JSON.stringify(s.roll)}`).toBeDefined();
    const [pool, outcome] = step!;
    expect(s.roll).toEqual(pool === 'd6' ? 'd6' : { base: pool[0], flex: pool[1], macro: pool[2] });
    s.apply(outcome);
    return outcome;
  }) as ((s: JovianState) => number) & { left: () => number };
  roll.left = () => steps.length;
  return roll;
}

function play(cell: GameCell, steps: Parameters<typeof scripted>[0]) {
  const table = startOf(cell);
  const dice = scripted(steps);
  const reading = resolveCell(cell, table, table.clone(), dice);
  expect(dice.left(), 'scripted rolls left over').toBe(0);
  return reading;
}

describe('jw-ram-and-mining: small cases by hand', () => {
  it('Skill Tests: 2 dice show a pair 6/36 = 1/6 and never a T; 3 dice no pair 6x5x4/216 = 5/9, a pair 90/216 = 5/12, a triple 6/216 = 1/36', () => {
    expect(skillDPlus(2)).toBeCloseTo(1 / 6, 12);
    expect(skillDPlus(3)).toBeCloseTo(4 / 9, 12);
    // A squadron's Ram with Point Defense skipped is its Skill Test alone: [shot down, N, D, T+].
    const fighter = exact({ part: 'squadron-ram', squadron: 'cega-fighter-squadron', ship: 'undamaged', pointDefense: 'skipped' }).test;
    [0, 5 / 6, 1 / 6, 0].forEach((p, k) => expect(fighter[k]).toBeCloseTo(p, 12));
    const pathfinder = exact({ part: 'squadron-ram', squadron: 'pathfinder', ship: 'undamaged', pointDefense: 'skipped' }).test;
    [0, 5 / 9, 5 / 12, 1 / 36].forEach((p, k) => expect(pathfinder[k]).toBeCloseTo(p, 12));
  });

  it("Point Defense on a Pathfinder at 1 Structure: 4 dice (Defense 3, Short Range +1) with no pair 6x5x4x3/1296 = 5/18, so it is shot down 13/18; the Skill Test follows only in the 5/18", () => {
    const s = squadronRamStart({ part: 'squadron-ram', squadron: 'pathfinder', ship: 'undamaged', pointDefense: 'fired' });
    expect(s.roll).toEqual({ base: 4, flex: 0, macro: 0 });
    const t = exact({ part: 'squadron-ram', squadron: 'pathfinder', ship: 'undamaged', pointDefense: 'fired' }).test;
    [13 / 18, (5 / 18) * (5 / 9), (5 / 18) * (5 / 12), (5 / 18) * (1 / 36)].forEach((p, k) => expect(t[k]).toBeCloseTo(p, 12));
    // On a Valiant on its last box only the T+ (1/36) takes Structure: Crippled, then its Catastrophic roll (no System at 0) is Dead on a 6.
    const last = exact({ part: 'squadron-ram', squadron: 'pathfinder', ship: 'last-box', pointDefense: 'skipped' });
    expect(last.targetOut).toBeCloseTo(1 / 36, 12);
    expect(last.targetDestroyed).toBeCloseTo(1 / 216, 12);
  });

  it('JW-098 by hand, Structure 3 side Ram, rammer on its last box: the rammed ship\'s 3 dice escalated Cripple it on any pair or triple, 4/9; unescalated only on the triple, 1/36', () => {
    const rule = exact(ramCell(3, 'side', 'last-box', 'undamaged'));
    const none = exact(ramCell(3, 'side', 'last-box', 'undamaged', 'unescalated'));
    expect(rule.attackerOut).toBeCloseTo(4 / 9, 12);
    expect(none.attackerOut).toBeCloseTo(1 / 36, 12);
    // Destroyed: a pair escalated to a T (5/12) Cripples it, one Catastrophic roll, Dead on a 6; a triple escalated to a Q (1/36)
    // takes the last box and one more, two rolls: 5/12 x 1/6 + 1/36 x (1 - 25/36) = 101/1296. Unescalated: the triple's T, 1/36 x 1/6.
    expect(rule.attackerDestroyed).toBeCloseTo(101 / 1296, 12);
    expect(none.attackerDestroyed).toBeCloseTo(1 / 216, 12);
    // The kernel's reading of the same roll: escalated, T+ = P(D+) of 3 dice; 1 Structure per T, 2 per Q.
    const roll = ramRoll({ base: 3, flex: 0, macro: 0 }, true);
    expect(roll.magnitude[2] + roll.magnitude[3]).toBeCloseTo(4 / 9, 12);
    expect(roll.structure).toBeCloseTo(5 / 12 + 2 / 36, 12);
  });

  it('water per result: every result mines D 1, T 2, Q 3, at most 3 (the most a squadron carries); the best result alone; the Comet\'s Q (6/1296) negates every result', () => {
    expect(waterEach(code([2, 1], [3, 2]))).toBe(3);
    expect(waterEach(code([1, 2], [2, 2]))).toBe(3);
    expect(waterEach(code([4, 1]))).toBe(1);
    expect(waterEach(0)).toBe(0);
    expect(waterBest(code([2, 1], [3, 2]))).toBe(2);
    expect(waterBest(code([5, 3]))).toBe(3);
    // Bidding 3 Fuel, 10 Base dice always hold a set, so an empty attack is (almost) only the Comet's 4 matching dice.
    const e = exactMining(3);
    expect(e.each[0]).toBeGreaterThanOrEqual(6 / 1296 - 1e-12);
    expect(e.each[0]).toBeLessThan(6 / 1296 + 1e-3);
    expect(e.each.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe('jw-ram-and-mining: the pools the tables roll', () => {
  it("the Ram's two rolls: starting Structure, +1B each head-on, the side arc's +1 (+1B) or the aft's +2 (+1B +1F) for the rammer; the rammed ship escalates", () => {
    for (const s of [3, 4, 5]) {
      expect(ramPools(ramCell(s, 'head-on', 'last-box', 'undamaged'))).toEqual({ rammer: { base: s + 1, flex: 0, macro: 0 }, rammed: { base: s + 1, flex: 0, macro: 0 }, rammedEscalates: true });
      expect(ramPools(ramCell(s, 'side', 'last-box', 'undamaged'))).toEqual({ rammer: { base: s + 1, flex: 0, macro: 0 }, rammed: { base: s, flex: 0, macro: 0 }, rammedEscalates: true });
      expect(ramPools(ramCell(s, 'aft', 'crippled', 'last-box'))).toEqual({ rammer: { base: s + 1, flex: 1, macro: 0 }, rammed: { base: s, flex: 0, macro: 0 }, rammedEscalates: true });
      expect(ramPools(ramCell(s, 'side', 'last-box', 'undamaged', 'unescalated')).rammed).toEqual({ base: s, flex: 0, macro: 0 });
    }
    // The rulebook's example: "The Valiant rolls 5d6 ... The Tengu Rolls 3d6 (Structure:3)".
    expect(ramPools(RAM_EXAMPLE)).toEqual({ rammer: { base: 5, flex: 0, macro: 0 }, rammed: { base: 3, flex: 0, macro: 0 }, rammedEscalates: true });
    expect(ramStart(RAM_EXAMPLE).roll).toEqual({ base: 3, flex: 0, macro: 0 });
  });

  it('mining: Lance AC 3 + Skill 3 + bid in Attack, Bombing +2 (+1B +1F), the Lance\'s Macro 1, against the Comet\'s 4 Defense dice', () => {
    expect(miningPlan(0).poolParams).toEqual({ base: 7, flex: 1, macro: 1 });
    expect(miningPlan(3).poolParams).toEqual({ base: 10, flex: 1, macro: 1 });
    expect(miningPlan(2).opposed).toEqual({ base: 4, flex: 0, macro: 0 });
  });

  it('a chain starts at the first Explosion attack: AC = AS = the Structure, the near Valiant 2" (Macro 2), the far one 4" (Macro 0); Short Range +1, side +1, side Armor -1: +1B', () => {
    const s = chainStart({ part: 'chain', structure: 4, neighbours: 'fresh' });
    expect(s.units[0].status).toBe('destroyed');
    const [near, far] = s.jobs as AttackJob[];
    expect([near.target, far.target]).toEqual([1, 2]);
    expect(near.plan.poolParams).toEqual({ base: 5, flex: 0, macro: 2 });
    expect(far.plan.poolParams).toEqual({ base: 5, flex: 0, macro: 0 });
    expect(s.roll).toEqual(near.plan.poolParams);
  });
});

describe('jw-ram-and-mining: scripted Rams read as the game leaves them', () => {
  const bare = ramCell(4, 'head-on', 'crippled-bare', 'undamaged');

  it('a rammer Crippled with no ratings: its end rolls 5 (+3 Systems at 0 = 8): Exploded, and its blast (AC 4, Macro 2, 1" away; Short +1, fore Armor -1) is resolved on the rammed ship', () => {
    const r = play(bare, [
      [[3, 0, 0], N], // Skill Test: no escalation
      [[5, 0, 0], N], // the rammer, head-on: 4 + 1B
      [[5, 0, 0], N], // the rammed ship, head-on: 4 + 1B
      ['d6', 5], // the rammer's end: Explode
      [[4, 0, 2], die(1, 2)], // the Explosion on the Tengu: [D2], one Defense box
    ]);
    expect(r).toMatchObject({ attackerFate: 3, targetFate: 0, targetStructure: 0, targetBoxes: 1, explosions: 1 });
  });

  it('engine (ram-explosion=damage-first): the rammed ship\'s [D] escalates to a T past the Crippled rammer\'s last box, and that Catastrophic roll comes before the rammer\'s own: a 5 (+3) Explodes it; explosion-first: its own roll comes first (4: Destroyed, not Exploded) and neither the Catastrophic roll nor the weapon roll on the Destroyed ship is made', () => {
    const head = (): Parameters<typeof scripted>[0] => [
      [[3, 0, 0], N],
      [[5, 0, 0], N],
      [[5, 0, 0], D], // escalated [T]: 1 Structure past the last box (a Catastrophic roll) and a Critical Hit on its first weapon (no rating left)
    ];
    const engine = play(bare, [...head(), ['d6', 1], ['d6', 5], [[4, 0, 2], N]]); // the weapon's 5+ roll, the Catastrophic roll (Explode), the blast
    expect(engine).toMatchObject({ attackerFate: 3, explosions: 1 });
    const old = ramCell(4, 'head-on', 'crippled-bare', 'undamaged', 'explosion-first');
    const first = play(old, [...head(), ['d6', 4]]); // the end (4: no Explosion); no weapon roll on the Destroyed ship (jobs.ts startJob)
    expect(first).toMatchObject({ attackerFate: 2, explosions: 0 });
  });

  it('exact settling: the probabilities sum to 1 and no settled state waits on a roll (every game cell of Structure 3, every squadron cell, the example)', () => {
    for (const spec of ARMS) {
      const cell = spec.params as GameCell;
      if ((cell as { part: string }).part === 'mining' || (cell.part === 'ram' && cell.rammer !== 3 && spec.id !== 'ram-example-valiant-tengu') || (cell.part === 'chain' && cell.structure !== 3)) continue;
      const states = settleCell(cell);
      expect(states.reduce((sum, w) => sum + w.p, 0), spec.id).toBeCloseTo(1, 9);
      expect(states.every((w) => w.state.currentPlayer() !== CHANCE), spec.id).toBe(true);
    }
  }, 300_000);
});

/** A made-up arm: the given metrics only (comparisons skips what an arm does not have). */
function fakeArm(id: string, metrics: ArmResult['metrics'], trials = 1000): ArmResult {
  return { id, label: id, params: {}, trials, metrics };
}
function fakeResult(arms: ArmResult[]): ExperimentResult {
  return { schema: 'playtest-result/1', experiment: { id: 'jw-ram-and-mining', title: '', question: '', source: experiment.source, baseline: arms[0].id }, tool: { name: '', version: '', commit: '' }, seed: 9, chunkSize: 1, stopReason: 'budget', target: { halfWidth: null, budget: 1000 }, variants: {}, sets: {}, arms, charts: [], bands: [], command: '', shard: null, timing: { seconds: 1, trialsPerSecond: 1, workers: 1 } };
}

describe("jw-ram-and-mining: the answer's sentences", () => {
  it('counts the exact values inside their intervals and the farthest in standard errors, on made-up estimates', () => {
    const rule = ramArmId(3, 'side', 'last-box', 'undamaged');
    const fighter = squadronArmId('cega-fighter-squadron', 'undamaged', 'skipped');
    // Exact: the rammer out 4/9; the fighter's test [0, 5/6, 1/6, 0] (only N and D are neither impossible nor certain).
    const result = fakeResult([
      fakeArm(rule, { attackerOut: { kind: 'proportion', label: '', n: 1000, count: 444, p: 0.444, ci: [0.413, 0.475] } }),
      fakeArm(fighter, { test: { kind: 'distribution', label: '', n: 1000, keys: ['shot-down', 'N', 'D', 'T+'], counts: [0, 900, 100, 0], p: [0, 0.9, 0.1, 0], ci: [[0, 0.004], [0.88, 0.917], [0.083, 0.12], [0, 0.004]] } }),
    ]);
    const rows = comparisons(result);
    expect(rows.map((r) => r.metric)).toEqual(['attackerOut', 'test:N', 'test:D']);
    const text = sampledCheck(result);
    expect(text).toContain('1 of 3 exact values');
    // The D: |0.1 - 1/6| / sqrt(1/6 x 5/6 / 1000) = 5.66 standard errors.
    expect(text).toContain('5.7 standard errors off');
    expect(text).toContain('seed 9');
  });

  it('answers every catalogue item it lists, with the hand-worked numbers, and says where JW-010 is answered', () => {
    const text = answer(fakeResult([fakeArm(ramArmId(3, 'side', 'last-box', 'undamaged'), {})])).join('\n');
    expect(experiment.source.catalogue).toEqual(['JW-088', 'JW-097', 'JW-098', 'JW-099', 'JW-119']);
    for (const item of experiment.source.catalogue) expect(text).toContain(`${item}`);
    // JW-098: 44.4% with the rule against 2.8% without (Structure 3, side); JW-099: shot down 72.2% (13/18), D 41.7% without Point Defense.
    expect(text).toContain('44.4% / 72.2% / 90.7% with the rule against 2.8%');
    expect(text).toContain('shot down 72.2%');
    expect(text).toContain('the Pathfinder D 41.7%, T+ 2.8%');
    expect(text).toContain(JW_010);
    expect(text).toContain('ram-explosion');
    expect(text).toContain("the rulebook's arithmetic, not a game");
  }, 300_000);
});

describe('jw-ram-and-mining: a short run', () => {
  it('plays every arm as it names it, and the sampled estimates agree with the exact values', async () => {
    const { result } = await runToResult({ experiment: 'jw-ram-and-mining', trials: 2048, seed: 7, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const rows = comparisons(result);
    expect(rows.length).toBeGreaterThan(500);
    const inside = rows.filter((r) => r.exact >= r.ci[0] && r.exact <= r.ci[1]).length;
    const slack = rows.filter((r) => !holdsWithSlack(r.exact, r.ci));
    // 95% intervals: about 95% inside; with the interval widened by half (about 3 standard errors) nearly all.
    expect(inside / rows.length).toBeGreaterThan(0.9);
    expect(slack.length / rows.length, JSON.stringify(slack.slice(0, 5))).toBeLessThan(0.01);
    // What is certain is certain in the sample too: a Crippled rammer is always Destroyed; an undamaged Tengu of Structure 3-5 never Crippled by a Ram without an Explosion.
    for (const s of [3, 4, 5]) {
      const crippled = result.arms.find((a) => a.id === ramArmId(s, 'aft', 'crippled', 'undamaged'))!;
      expect((crippled.metrics.attackerDestroyed as { count: number }).count).toBe(2048);
      expect((crippled.metrics.targetOut as { count: number }).count).toBe(0);
    }
    expect(result.answer!.length).toBeGreaterThan(10);
  }, 600_000);
});
