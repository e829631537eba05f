/**
 * jw-damage-order (experiments/jovian-wars/damage-order.ts; src/systems/jovian-wars/damageOrder.ts; JW-010, JW-082,
 * JW-087): a hit worked by hand in each order (Damage › Capital Ship Damage), the engine's timings checked against the
 * game itself (every way the engine resolves the same roll, _settleExactly.ts), the turn-start kernel by hand, and a
 * short run whose exact values agree with their sampled estimates.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, comparisons, crippledArmId, exact, exactCrippled, hitArmId, HIT_DICE, shipOf, SHIP_STATES, answer } from '../../experiments/jovian-wars/damage-order.ts';
import { settleExactly } from '../../experiments/jovian-wars/_settleExactly.ts';
import { tagRolls } from '../../experiments/jovian-wars/_ramAndMining.ts';
import { twoModelTable } from '../../experiments/jovian-wars/_closeAttacks.ts';
import { d6Pool } from '../../src/dice/d6sets.ts';
import { withLevel } from '../../src/dice/setMagnitudes.ts';
import { runToResult } from '../../src/sim/run.ts';
import { exactPool, type AttackPlan } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS } from '../../src/systems/jovian-wars/cards.ts';
import { damageCapital, DEFENSE, newTally, SENSORS, STRUCTURE, THRUSTERS } from '../../src/systems/jovian-wars/damage.ts';
import { catastrophicOdds, exactFate, fateOf, pathFor, resultsOf, rollPath } from '../../src/systems/jovian-wars/damageOrder.ts';
import { attackJob } from '../../src/systems/jovian-wars/jobs.ts';
import { defaultVariants } from '../../src/systems/jovian-wars/rules.ts';
import { holdsWithSlack } from './intervals.ts';
import type { DistributionMetric, ExperimentResult } from '../../src/sim/result.ts';

const code = (...sets: [face: number, level: number][]) => sets.reduce((c, [face, level]) => withLevel(c, face, level), 0);
/** A Tengu on its last Structure box with one box left on Defense, Sensors and Thrusters. */
const worn = () => shipOf('last-box-worn');

describe('jw-damage-order: a hit by hand (Damage › Capital Ship Damage)', () => {
  it('[D1, T3] on a worn Tengu on its last box: lowest-first zeroes Defense (D1), then the T Cripples it and its Critical Hit zeroes Sensors: the roll is 1d6 + 2 (Dead 4-5, Explode 6); highest-first the T comes first, its Critical Hit takes Defense (the strongest, ties to Defense), the roll is 1d6 + 1 (Dead 5-6), and the D1 spills afterwards', () => {
    const hit = code([1, 1], [3, 2]);
    expect(resultsOf(hit)).toEqual([1 * 8 + 1, 2 * 8 + 3]);
    const low = fateOf(pathFor(worn(), hit, 'lowest-first', 'standard', 'per-result'));
    expect(low).toEqual({ intact: 0, crippled: 3 / 6, dead: 2 / 6, explode: 1 / 6 });
    const high = fateOf(pathFor(worn(), hit, 'highest-first', 'standard', 'per-result'));
    expect(high.crippled).toBeCloseTo(4 / 6, 15);
    expect(high.dead).toBeCloseTo(2 / 6, 15);
    expect(high.explode).toBe(0);
    // The attacker's best order is the rulebook's here; the game rolls after the hit: Defense and Sensors at 0, as lowest-first.
    expect(fateOf(pathFor(worn(), hit, 'attacker-choice', 'standard', 'per-result'))).toEqual(low);
    expect(fateOf(pathFor(worn(), hit, 'lowest-first', 'standard', 'after-hit'))).toEqual(low);
  });

  it('a hit that never reaches Structure calls for no roll; a Q on the last box calls for two (Crippled, then one past it), both at the count after the Q', () => {
    expect(rollPath(worn(), code([2, 1]), resultsOf(code([2, 1])), 'standard', 'per-result')).toEqual({ zeroed: new Int8Array([1]).subarray(0, 0), crippled: false });
    // Q4: 2 Structure (Crippled + 1 past) and 2 Critical Hits (Defense, then Sensors: both at 0).
    expect(rollPath(worn(), code([4, 3]), resultsOf(code([4, 3])), 'standard', 'per-result')).toEqual({ zeroed: new Int8Array([2, 2]), crippled: true });
  });

  it('catastrophicOdds: 1d6 + z, 1-5 none, 6-7 Dead, 8+ Explode', () => {
    expect(catastrophicOdds(0)).toEqual([5 / 6, 1 / 6, 0]);
    expect(catastrophicOdds(2)).toEqual([3 / 6, 2 / 6, 1 / 6]);
    expect(catastrophicOdds(3)).toEqual([2 / 6, 2 / 6, 2 / 6]);
  });

  it('after-hit, the walk marks exactly what damageCapital marks for the whole code (every code of 5 dice on the worn Tengu)', () => {
    const p = exactPool({ base: 5, flex: 0, macro: 0 });
    for (let c = 0; c < p.length; c++) {
      if (p[c] === 0) continue;
      const ship = worn();
      const whole = { tracks: ship.tracks, marked: Int8Array.from(ship.marked) };
      damageCapital(whole, c, 'standard', newTally());
      const steps = { tracks: ship.tracks, marked: Int8Array.from(ship.marked) };
      for (const key of resultsOf(c)) damageCapital(steps, withLevel(0, key & 7, key >> 3), 'standard', newTally());
      expect([...steps.marked]).toEqual([...whole.marked]);
    }
  });
});

/** The game resolving one unopposed `dice`-Base roll on a Tengu in `state` (every way it can come out), as P(Destroyed), P(Explode). */
function gameFate(state: (typeof SHIP_STATES)[number], dice: number, timing: string): { destroyed: number; explode: number } {
  const s = twoModelTable(CARDS.get('valiant')!, [6, 6, 2], CARDS.get('tengu')!, [40, 40, 2], false, { ...defaultVariants(), 'catastrophic-timing': timing });
  const tengu = s.units[1];
  const before = shipOf(state);
  for (let r = 0; r < 5; r++) tengu.marked[r] = before.marked[r];
  tengu.structure = tengu.tracks[STRUCTURE].length - tengu.marked[STRUCTURE];
  const poolParams = { base: dice, flex: 0, macro: 0 };
  const plan: AttackPlan = { refused: null, pool: d6Pool(poolParams), poolParams, escalate: 0, diminish: 0, opposed: null, swarm: null, rerollOnN: false, rolls: 1, declareChance: 1, net: 0 };
  s.jobs.push(attackJob(0, 0, 1, plan, 'standard', 'activation', false));
  s.cached = null;
  s.settle();
  let destroyed = 0;
  let explode = 0;
  for (const w of settleExactly(s, { tag: tagRolls })) {
    if (w.state.units[1].status === 'destroyed') destroyed += w.p;
    if (w.tag.includes('x1')) explode += w.p;
  }
  return { destroyed, explode };
}

describe("jw-damage-order: the game's timings are the pipeline's", () => {
  it('P(Destroyed) and P(Explode) of the game column equal the engine under catastrophic-timing=after-hit, and of the lowest-first column the engine under its default immediate (every state, 4 and 6 dice)', () => {
    for (const [timing, reading] of [['after-hit', 'after-hit'], ['immediate', 'lowest-first']] as const) {
      for (const state of SHIP_STATES) {
        for (const dice of [4, 6]) {
          const g = gameFate(state, dice, timing);
          const e = exact({ part: 'hit', state, dice, reading });
          expect(e.destroyed, `${timing} ${state} ${dice}`).toBeCloseTo(g.destroyed, 12);
          expect(e.explode, `${timing} ${state} ${dice}`).toBeCloseTo(g.explode, 12);
        }
      }
    }
  }, 300_000);

  it('the orders differ on a worn ship and not in the game: lowest-first Destroys more often than highest-first at 8 dice', () => {
    const low = exactFate(worn(), exactPool({ base: 8, flex: 0, macro: 0 }), 'lowest-first', 'standard', 'per-result');
    const high = exactFate(worn(), exactPool({ base: 8, flex: 0, macro: 0 }), 'highest-first', 'standard', 'per-result');
    expect(low.dead + low.explode).toBeGreaterThan(high.dead + high.explode + 0.05);
    for (const f of [low, high]) expect(f.intact + f.crippled + f.dead + f.explode).toBeCloseTo(1, 12);
  });
});

describe('jw-damage-order: JW-087 by hand', () => {
  it('z = 2: each roll leaves it 1/2; destroyed at the k-th turn-start roll (1/2)^k; by the end Dead 2/3 and Explode 1/3 of 1 - (1/2)^6', () => {
    const c = exactCrippled(2);
    expect(c.rolls.slice(0, 3)).toEqual([1 / 2, 1 / 4, 1 / 8]);
    expect(c.rolls[6]).toBe(1 / 64);
    expect(c.fate[1]).toBeCloseTo((2 / 3) * (63 / 64), 15);
    expect(c.fate[2]).toBeCloseTo((1 / 3) * (63 / 64), 15);
    expect(exact({ part: 'crippled', zeroed: 0 }).explode).toBe(0);
  });
});

describe('jw-damage-order: a short run', () => {
  it('plays every arm, and the sampled estimates agree with the exact values; the answer names every item', async () => {
    const { result } = await runToResult({ experiment: 'jw-damage-order', trials: 4096, seed: 7, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const rows = comparisons(result);
    expect(rows.length).toBeGreaterThan(100);
    const inside = rows.filter((r) => r.exact >= r.ci[0] && r.exact <= r.ci[1]).length;
    expect(inside / rows.length).toBeGreaterThan(0.9);
    expect(rows.filter((r) => !holdsWithSlack(r.exact, r.ci)).length / rows.length).toBeLessThan(0.02);
    const text = answer(result).join('\n');
    for (const item of experiment.source.catalogue) expect(text).toContain(item);
    expect(HIT_DICE.length * SHIP_STATES.length * 4 + 4).toBe(ARMS.length);
    expect(exact({ part: 'crippled', zeroed: 3 }).crippledFate[2]).toBeCloseTo(((1 / 3) * (1 - (1 / 3) ** 6)) / (2 / 3), 12);
    expect(ARMS.some((a) => a.id === hitArmId('last-box-worn', 6, 'attacker-choice'))).toBe(true);
    expect(ARMS.some((a) => a.id === crippledArmId(3))).toBe(true);
    // The Crippled arms record their fate too (once left empty, so the report printed 0% beside Dead 66.5%): every
    // trial counted, none intact, and Dead near the exact value.
    for (const z of [0, 1, 2, 3]) {
      const arm = result.arms.find((a) => a.id === crippledArmId(z))!;
      const fate = arm.metrics.fate as DistributionMetric;
      expect(fate.counts.reduce((sum, c) => sum + c, 0)).toBe(arm.trials);
      expect(fate.counts[0]).toBe(0);
      expect(holdsWithSlack(exact({ part: 'crippled', zeroed: z }).crippledFate[1], fate.ci[2])).toBe(true);
    }
  }, 300_000);

  it("labels the after-hit arms by what they do, not as the game's timing (the game rolls immediately, lowest-first)", () => {
    const text = answer({ seed: 1, arms: [] } as unknown as ExperimentResult).join('\n');
    expect(text).not.toContain("the game's timing");
    expect(text).toContain('every roll after the hit (the old after-hit timing)');
    expect(ARMS.filter((a) => a.id.endsWith('-after-hit')).length).toBe(HIT_DICE.length * SHIP_STATES.length);
  });
});
