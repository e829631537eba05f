/**
 * pairedProportionDifference (src/stats/pairedProportionDifference.ts): Newcombe's square-and-add interval for two
 * proportions measured on the same trials. Checked on the published table, against the Wilson intervals it is built
 * from, and by simulation: with rare disagreements between the arms it covers the true difference at least about 95%
 * of the time, where Student's interval on the per-trial differences (pairedDifference.ts) falls short.
 */
import { describe, expect, it } from 'vitest';
import { pairedProportionDifference } from '../../src/stats/pairedProportionDifference.ts';
import { pairedDifference } from '../../src/stats/pairedDifference.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type Params } from '../../src/sim/experiment.ts';
import { makePlan } from '../../src/sim/plan.ts';
import { InProcessExecutor } from '../../src/sim/executor.ts';
import { runExperiment } from '../../src/sim/runExperiment.ts';
import { summarizeArms } from '../../src/sim/summarize.ts';

describe('pairedProportionDifference', () => {
  it("gives Newcombe's table (59 both, 6 A only, 16 B only, 80 neither) -0.0621 (-0.1186 to -0.0046)", () => {
    // As the R package contingencytables' tests give it (Newcombe_square_and_add_CI_paired_2x2, chapter 8).
    const { diff, ci } = pairedProportionDifference(161, 65, 6 - 16, 6 + 16);
    expect(diff).toBeCloseTo(-0.0621, 4);
    expect(ci[0]).toBeCloseTo(-0.1186, 4);
    expect(ci[1]).toBeCloseTo(-0.0046, 4);
  });

  it("is the two Wilson intervals' half-widths squared and added when the arms are uncorrelated", () => {
    // a = 10, b = 10, c = 10, d = 10: ad - bc = 0, so psi = 0.
    const { ci } = pairedProportionDifference(40, 20, 0, 20);
    const [l, u] = wilson(20, 40);
    expect(ci[0]).toBeCloseTo(-Math.hypot(0.5 - l, u - 0.5), 12);
    expect(ci[1]).toBeCloseTo(Math.hypot(u - 0.5, 0.5 - l), 12);
  });

  it('refuses sums that make no 2x2 table, naming them', () => {
    expect(() => pairedProportionDifference(10, 2, 3, 4)).toThrow(/paired counts do not make a 2x2 table: n 10, A's count 2, differences' sum 3 and sum of squares 4/);
    expect(pairedProportionDifference(0, 0, 0, 0)).toEqual({ diff: NaN, ci: [-1, 1] });
  });

  it("covers a rare difference where Student's interval on the differences falls short", () => {
    // Each trial: B succeeds with 2%; A succeeds when B does, and also in 0.4% more (a small gain that few trials show).
    const rng = Xoshiro128.stream(21);
    const truth = 0.004 * 0.98;
    let newcombe = 0;
    let student = 0;
    const samples = 4000;
    for (let r = 0; r < samples; r++) {
      let countA = 0;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < 500; i++) {
        const b = rng.nextFloat() < 0.02 ? 1 : 0;
        const a = b === 1 || rng.nextFloat() < 0.004 ? 1 : 0;
        countA += a;
        sum += a - b;
        squares += (a - b) ** 2;
      }
      const n = pairedProportionDifference(500, countA, sum, squares).ci;
      const s = pairedDifference(500, sum, squares).ci;
      if (n[0] <= truth && truth <= n[1]) newcombe++;
      if (s[0] <= truth && truth <= s[1]) student++;
    }
    expect(newcombe / samples).toBeGreaterThanOrEqual(0.93);
    expect(student / samples).toBeLessThan(newcombe / samples - 0.05);
  });

  it("is what the runner reports for a proportion's paired difference from its baseline", async () => {
    // Two arms on the same seeds: the baseline's coin lands heads below 0.3, the other's below 0.32 of the same draw.
    const seen: boolean[][] = [[], []];
    // Params as the runner types them (the arms' own shape is read back in the trial).
    const experiment = defineExperiment<Params>({
      id: 'x', title: 'x', question: 'x', source: { rulebook: 'none', section: 'x', catalogue: [] },
      arms: [{ id: 'base', params: { arm: 0, cut: 0.3 } }, { id: 'tilted', params: { arm: 1, cut: 0.32 } }],
      metrics: { heads: { kind: 'proportion', label: 'heads' } },
      // The first arm is every other arm's baseline.
      trial: (params, rng) => {
        const { arm, cut } = params as { arm: number; cut: number };
        const heads = rng.nextFloat() < cut;
        seen[arm].push(heads);
        return { heads };
      },
      chunkSize: 100,
      precision: { budget: 400 },
      charts: [],
    });
    const plan = makePlan(experiment, { system: 'x', seed: 3, budget: 400, targetHalfWidth: null, setup: { data: {}, variants: {} }, sets: {}, command: 'x' });
    const { totals } = await runExperiment({ plan, executor: new InProcessExecutor(plan, experiment) });
    const d = summarizeArms(plan, totals)[1].vsBaseline!.heads;
    // The 2x2 table counted trial by trial.
    const onlyA = seen[1].filter((h, i) => h && !seen[0][i]).length;
    const onlyB = seen[0].filter((h, i) => h && !seen[1][i]).length;
    const countA = seen[1].filter(Boolean).length;
    expect(seen[1]).toHaveLength(400);
    expect(onlyA).toBeGreaterThan(0);
    expect(d.paired).toBe(true);
    expect(d).toMatchObject(pairedProportionDifference(400, countA, onlyA - onlyB, onlyA + onlyB));
    expect(d.ci).not.toEqual(pairedDifference(400, onlyA - onlyB, onlyA + onlyB).ci);
  });
});
