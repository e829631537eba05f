/**
 * jw-tender (experiments/jovian-wars/tender.ts; JW-045, Traits › Tender, Fleet Tender, Resupply): the Resupply Skill
 * Test's exact distribution agrees with the engine's roller and with the dice kernels, the throughput formula on
 * hand-made counts, the reach counts on a hand-placed table, watching a pair changes no game, and the verdict wording.
 */
import { describe, expect, it } from 'vitest';
import experiment, { allowedDistribution, ARMS, meanAllowed, overallVerdict, partsVerdict, reachOf, SKILLS, tenderTrial, throughput } from '../../experiments/jovian-wars/tender.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { d6sets } from '../../src/dice/d6sets.ts';
import { skillTable } from '../../src/dice/skillTable.ts';
import { highestMagnitude } from '../../src/dice/setMagnitudes.ts';
import { rollPool } from '../../src/systems/jovian-wars/attackPool.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { defaultVariants } from '../../src/systems/jovian-wars/rules.ts';

describe('jw-tender: the Resupply Skill Test (part 1)', () => {
  it('hand-worked cells: Skill 1 and Skill 2 roll 2d6 (a pair 1/6); Skill 2 +1F keeps the pair of 3d6 (1 - 120/216); Skill 1 ignores +1F', () => {
    expect(allowedDistribution(1, 0)[1]).toBeCloseTo(1 / 6, 12);
    expect(allowedDistribution(2, 0)[1]).toBeCloseTo(1 / 6, 12);
    expect(allowedDistribution(2, 1)[1]).toBeCloseTo(1 - 120 / 216, 12);
    expect(allowedDistribution(1, 1)).toEqual(allowedDistribution(1, 0));
    // Skill 3: three of a kind 6/216, a pair 90/216.
    expect(allowedDistribution(3, 0)[2]).toBeCloseTo(6 / 216, 12);
    expect(allowedDistribution(3, 0)[1]).toBeCloseTo(90 / 216, 12);
  });

  it('agrees with the d6sets kernel (highest magnitude) and, without Flex, with the Drone Command table (N/D/T/Q+ 1/2/3/4)', () => {
    for (const skill of SKILLS) {
      for (const flex of [0, 1]) {
        const codes = d6sets.exact(d6sets.parse({ base: skill, flex, macro: 0 }));
        const p = [0, 0, 0, 0];
        codes.forEach((q, code) => (p[highestMagnitude(code)] += q));
        allowedDistribution(skill, flex).forEach((q, k) => expect(q).toBeCloseTo(p[k], 12));
      }
      const drones = skillTable.exact(skillTable.parse({ skill, table: 'drone-command' }));
      const mean = Array.from(drones).reduce((sum, q, count) => sum + q * count, 0);
      expect(meanAllowed(allowedDistribution(skill, 0))).toBeCloseTo(mean, 12);
    }
  });

  it("exact and sampled agree: 40,000 rolls of the engine's roller (rollPool) per cell, each key within 4.5 standard errors", () => {
    const rng = Xoshiro128.stream(45, 0);
    const n = 40_000;
    for (const skill of SKILLS) {
      for (const flex of [0, 1]) {
        const counts = [0, 0, 0, 0];
        for (let i = 0; i < n; i++) counts[highestMagnitude(rollPool({ base: skill, flex, macro: 0 }, rng))]++;
        const exact = allowedDistribution(skill, flex);
        exact.forEach((p, k) => {
          const se = Math.sqrt(Math.max(p * (1 - p), 1e-9) / n);
          expect(Math.abs(counts[k] / n - p), `skill ${skill} flex ${flex} key ${k}`).toBeLessThan(4.5 * se + 1e-12);
        });
      }
    }
  });
});

describe('jw-tender: throughput and reach (part 2)', () => {
  it('E[min(allowed, in range)] on hand-made counts', () => {
    const p = [0.5, 0.3, 0.2, 0];
    expect(throughput(p, 0)).toBe(0);
    expect(throughput(p, 1)).toBeCloseTo(1, 12);
    expect(throughput(p, 2)).toBeCloseTo(0.5 * 1 + 0.5 * 2, 12);
    expect(throughput(p, 3)).toBeCloseTo(0.5 + 0.6 + 0.6, 12);
    expect(throughput(p, 4)).toBeCloseTo(meanAllowed(p), 12);
    expect(throughput(p, 9)).toBeCloseTo(meanAllowed(p), 12);
    // A certain Q+ resupplies everyone in range up to 4.
    expect(throughput([0, 0, 0, 1], 3)).toBe(3);
  });

  it('reach on a hand-placed table: friendly models within 3" (squadrons), 6" and 12", enemies, Destroyed and Embarked models apart', () => {
    const s = jovianWars.newGame({ sides: [jovianWars.presets['cega-battle-group'], jovianWars.presets['jovian-strike-group']], variants: defaultVariants(), chance: Xoshiro128.stream(1, 0), log: false }) as JovianState;
    const ship = s.units.find((u) => u.capital && u.side === 0)!;
    const friends = s.units.filter((u) => u.side === 0 && u !== ship);
    const squadrons = friends.filter((u) => !u.capital);
    const capitals = friends.filter((u) => u.capital);
    for (const u of s.units) [u.x, u.y] = [100, 100];
    [ship.x, ship.y] = [20, 20];
    // A squadron at 2", a capital ship at 5", a squadron at 10", one Destroyed at 1", one Embarked aboard, an enemy at 1".
    [squadrons[0].x, squadrons[0].y] = [22, 20];
    [capitals[0].x, capitals[0].y] = [20, 25];
    [squadrons[1].x, squadrons[1].y] = [20, 30];
    [squadrons[2].x, squadrons[2].y] = [21, 20];
    squadrons[2].status = 'destroyed';
    squadrons[3].status = 'embarked';
    squadrons[3].carrier = ship.index;
    const enemy = s.units.find((u) => u.side === 1)!;
    [enemy.x, enemy.y] = [20, 21];
    expect(reachOf(s, ship.index)).toEqual({ near3: 1, near6: 2, near12: 3, aboard: 1 });
  });

  it('watching a pair changes nothing: the same results, score and length as the plain pair trial', () => {
    for (const arm of ARMS) {
      const watched = tenderTrial(arm.params, Xoshiro128.stream(9, 1));
      const plain = playPairTrial(arm.params, Xoshiro128.stream(9, 1));
      expect([arm.id, watched.pair, watched.scoreA, watched.length]).toEqual([arm.id, plain.pair, plain.scoreA, plain.length]);
      // A's gain is exactly the range alone plus the +1F at 12".
      expect(watched.gainA3 as number).toBeCloseTo((watched.range3 as number) + (watched.flexAt123 as number), 12);
    }
  }, 120_000);
});

describe('jw-tender: the answer', () => {
  const d = (mean: number, lo: number, hi: number) => ({ mean, ci: [lo, hi] as [number, number], pairs: 600 });

  it("names the part of A's gain only where the paired interval clears 0", () => {
    expect(partsVerdict(3, d(0.5, 0.4, 0.6))).toContain('the 12" range gives more of A\'s gain than the +1F');
    expect(partsVerdict(3, d(-0.2, -0.3, -0.1))).toContain('the +1F gives more of A\'s gain than the 12" range');
    expect(partsVerdict(2, d(0.01, -0.02, 0.04))).toContain('cannot be ranked');
    expect(overallVerdict([{ gain: d(0.6, 0.5, 0.7), rangeVsFlex: d(0.5, 0.4, 0.6) }, { gain: d(0.6, 0.5, 0.7), rangeVsFlex: d(0.5, 0.4, 0.6) }])).toBe(
      'reading A resupplies clearly more models per action than reading B (a plain ship) in all 2 matchup-and-Skill cells and in every cell the 12" range gives more of that gain than the +1F',
    );
    expect(overallVerdict([{ gain: d(0.6, 0.5, 0.7), rangeVsFlex: d(0.5, 0.4, 0.6) }, { gain: d(0.1, -0.1, 0.3), rangeVsFlex: d(0, -0.1, 0.1) }])).toBe(
      "reading A's gain over reading B is clear of 0 in 1 of 2 matchup-and-Skill cells; the 12\" range gives more of it than the +1F in 1 cells, the +1F more in 0, and 1 cannot be ranked",
    );
  });

  it('a short run: throughput grows with range and +1F, the sampled throughput matches the exact one, and the answer names JW-045 with its verdict', async () => {
    const { result } = await runToResult({ experiment: 'jw-tender', trials: 16, seed: 5, workers: 1 });
    const text = experiment.answer!(result).join('\n');
    expect(text).toContain('JW-045 verdict:');
    expect(text).toContain('models allowed');
    for (const arm of result.arms) {
      // Throughput grows with the range and with the +1F (the same activations in every column).
      const tp = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      expect(tp('tp3_12F')).toBeGreaterThanOrEqual(tp('tp3_12'));
      expect(tp('tp3_12')).toBeGreaterThan(tp('tp3_6'));
      expect(tp('tp3_6F')).toBeGreaterThanOrEqual(tp('tp3_6'));
      expect((arm.metrics.near12 as MeanMetric).mean).toBeGreaterThanOrEqual((arm.metrics.near6 as MeanMetric).mean);
      // Rolling the Skill Test (rollPool) instead of averaging it exactly: the paired deviation is 0 within 4 standard errors.
      for (const id of Object.keys(arm.metrics).filter((k) => k.startsWith('dev'))) {
        const dev = arm.metrics[id] as MeanMetric;
        expect(Math.abs(dev.mean), `${arm.id} ${id}`).toBeLessThanOrEqual((4 * (dev.ci[1] - dev.ci[0])) / 3.92 + 1e-12);
      }
    }
  }, 300_000);
});
