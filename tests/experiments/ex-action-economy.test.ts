/**
 * ex-action-economy (experiments/exoshift/action-economy.ts, EX-054 to EX-057): its arms and the statistics it reads,
 * a short run's shape, and verdict wording only where a hand-made interval lies wholly on one side of its line.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import experiment, { ARMS, answer, MIN_PAIRS, side } from '../../experiments/exoshift/action-economy.ts';
import { axisTitlesNotReadOnce } from './chartChecks.ts';

const READ = ['actionsPerTurn', 'turnShare0', 'turnShare1', 'turnShare2', 'turnShare3', 'turnShare4', 'freePrimaryShare', 'freePrimaryWhenAble', 'primaryTurnShare', 'passShare', 'passes', 'repeatPasses', 'passCp', 'actionsPerRound', 'turnsPerRound', 'cpLeftAtRoundEnd', 'emptyTurnShare', 'forfeitCp', 'cpBurnedShare', 'cpIncome', 'rounds'];

const mean = (value: number, ci: [number, number]): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 100, mean: value, sd: 0, ci });

/** A hand-made arm: every statistic at 0.3 with a wide interval (0.1-0.5) unless given. */
function arm(id: string, trials: number, given: Record<string, [number, [number, number]]>): ArmResult {
  const metrics = Object.fromEntries(READ.map((key) => [key, given[key] ? mean(given[key][0], given[key][1]) : mean(0.3, [0.1, 0.5])]));
  return { id, label: id, params: {}, trials, metrics };
}
const result = (arms: ArmResult[]) => ({ arms, sets: {} }) as unknown as ExperimentResult;

describe('ex-action-economy', () => {
  it('names its charted statistics so an axis reads "label (unit)" once (the game\'s own nested their units: "actions per turn (actions per turn ended (...))")', () => {
    expect(axisTitlesNotReadOnce(experiment)).toEqual([]);
    expect(experiment.metrics.actionsPerTurn.unit).toBe('actions per turn ended');
    expect(experiment.metrics.actionsPerRound.unit).toBe('actions per round played');
  });

  it('plays two Control Points pairings, heuristic both sides, with every statistic it reads', async () => {
    expect(ARMS.map((a) => a.id)).toEqual(['patrol-vs-fire-support', 'fireteams-vs-patrol']);
    for (const a of ARMS) expect([a.params.agentA, a.params.agentB, a.params.variants.mission]).toEqual(['heuristic', 'heuristic', 'control-points']);
    expect(experiment.source.catalogue).toEqual(['EX-054', 'EX-055', 'EX-056', 'EX-057']);
    for (const key of READ) expect(experiment.metrics[key], key).toBeDefined();
    const { result: run } = await runToResult({ experiment: 'ex-action-economy', trials: 8, seed: 1, workers: 1 });
    expect(run.arms.map((a) => a.trials)).toEqual([8, 8]);
    const text = run.answer!.join('\n');
    for (const ex of ['EX-054', 'EX-055', 'EX-056', 'EX-057']) expect(text).toContain(ex);
    // Every turn falls in one bin: the mean shares add up to 1.
    for (const a of run.arms) expect([0, 1, 2, 3, 4].reduce((sum, k) => sum + (a.metrics[`turnShare${k}`] as MeanMetric).mean, 0)).toBeCloseTo(1, 9);
    expect(text).toContain('16 games');
  }, 60_000);

  it('gives a verdict only when the interval lies on one side of its line, and none from too few pairs', () => {
    expect(side(mean(0.6, [0.55, 0.65]), 0.5)).toBe('above');
    expect(side(mean(0.4, [0.35, 0.45]), 0.5)).toBe('below');
    expect(side(mean(0.52, [0.45, 0.6]), 0.5)).toBe('unclear');
    const clear = arm('clear', 100, {
      turnShare1: [0.6, [0.55, 0.65]],
      turnShare4: [0.01, [0, 0.02]],
      freePrimaryWhenAble: [0.97, [0.95, 0.99]],
      repeatPasses: [0.1, [0.05, 0.15]],
      cpBurnedShare: [0.2, [0.15, 0.25]],
    });
    const text = answer(result([clear])).join('\n');
    expect(text).toContain('most turns are a single action');
    expect(text).toContain('turns of 4 or more actions are clearly rare');
    expect(text).toContain('almost always takes the free one');
    expect(text).toContain('the escalation clearly rarely bites');
    expect(text).toContain('the round end forces a real CP burn');
    const wide = answer(result([arm('wide', 100, { turnShare1: [0.5, [0.4, 0.6]], turnShare4: [0.05, [0.01, 0.09]], freePrimaryWhenAble: [0.9, [0.85, 0.95]], repeatPasses: [0.5, [0.2, 0.8]], cpBurnedShare: [0.05, [0.02, 0.08]] })])).join('\n');
    expect(wide).toContain('single-action turns are not clearly above or below half');
    expect(wide).not.toContain('clearly rare');
    expect(wide).toContain('not clearly above or below 90%');
    expect(wide).toContain('not clearly above or below one escalated pass per two games');
    expect(wide).toContain('not clearly above or below 5%');
    const few = answer(result([arm('few', MIN_PAIRS - 1, { turnShare1: [0.6, [0.55, 0.65]] })])).join('\n');
    expect(few).toContain('too few games for a verdict');
    expect(few).not.toContain('most turns are a single action');
    // Intervals of rare counts are clipped at 0 in the text.
    const rare = answer(result([arm('rare', 100, { passes: [0.02, [-0.01, 0.05]], passShare: [0.001, [-0.001, 0.003]] })])).join('\n');
    expect(rare).not.toMatch(/\(-/);
  });
});
