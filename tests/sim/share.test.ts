/**
 * An arm with a share of the budget (ArmSpec.share) plays exactly the first
 * chunks of the run, paired with its baseline on the same seeds, whatever the
 * number of workers: what lets a slow second agent strength play fewer games.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { makePlan } from '../../src/sim/plan.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ProportionMetric } from '../../src/sim/result.ts';
import { withoutTiming } from './helpers.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/coinShare.ts', import.meta.url));

describe('an arm with a share of the budget', () => {
  it('plays the first half of the chunks, the same trials and pairs a half-budget run plays, with 1 and 2 workers alike', async () => {
    const full = (await runToResult({ experiment: FIXTURE, seed: 4, workers: 1 })).result;
    expect(full.arms.map((arm) => arm.trials)).toEqual([10_000, 10_000, 5_000]);
    const half = (await runToResult({ experiment: FIXTURE, seed: 4, workers: 1, trials: 5_000 })).result;
    const heads = (arm: (typeof full.arms)[number]) => arm.metrics.heads as ProportionMetric;
    expect(heads(full.arms[2]).count).toBe(heads(half.arms[1]).count);
    expect(full.arms[2].vsBaseline!.heads).toEqual(half.arms[1].vsBaseline!.heads);
    expect(full.arms[2].vsBaseline!.score).toEqual(half.arms[1].vsBaseline!.score);
    const two = (await runToResult({ experiment: FIXTURE, seed: 4, workers: 2 })).result;
    expect(withoutTiming(two)).toBe(withoutTiming(full));
  });

  it('plays 2 trials at least, so its means have an interval, even where its share of a small budget is under one chunk', () => {
    const experiment = defineExperiment({ id: 'x', title: 'x', question: 'x', source: { rulebook: 'none', section: 'x', catalogue: [] }, arms: [{ id: 'a', params: {} }, { id: 'b', params: {}, share: 0.3 }], metrics: { m: { kind: 'mean', label: 'm' } }, trial: () => ({ m: 0 }), chunkSize: 1, precision: { budget: 10 }, charts: [] });
    const plan = (budget: number) => makePlan(experiment, { system: 'x', seed: 1, budget, setup: { data: {}, variants: {} }, sets: {}, command: 'x' });
    // 30% of 2 one-trial chunks would be 1 chunk, one trial; of 10, 3.
    expect(plan(2).arms[1].chunks).toBe(2);
    expect(plan(10).arms[1].chunks).toBe(3);
  });

  it('is refused above 1, at 0, or above its baseline\'s share, naming the arm', () => {
    const spec = (arms: { id: string; share?: number; baseline?: string }[]) => () =>
      defineExperiment({ id: 'x', title: 'x', question: 'x', source: { rulebook: 'none', section: 'x', catalogue: [] }, arms: arms.map((arm) => ({ ...arm, params: {} })), metrics: { m: { kind: 'mean', label: 'm' } }, trial: () => ({ m: 0 }), precision: { budget: 10 }, charts: [] });
    expect(spec([{ id: 'a' }, { id: 'b', share: 1.5 }])).toThrow(/arm b has share 1.5; a share is a fraction of the budget above 0 and at most 1/);
    expect(spec([{ id: 'a' }, { id: 'b', share: 0 }])).toThrow(/arm b has share 0/);
    expect(spec([{ id: 'a', share: 0.25 }, { id: 'b', share: 0.5 }])).toThrow(/arm b has share 0.5, more than its baseline a \(0.25\)/);
  });
});
