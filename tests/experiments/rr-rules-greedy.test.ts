/**
 * rr-rules-greedy (experiments/rattle-and-rend/rules-greedy.ts): the answer's
 * count of verdicts that hold at both strengths, on a made-up result whose
 * answer is known.
 */
import { describe, expect, it } from 'vitest';
import experiment from '../../experiments/rattle-and-rend/rules-greedy.ts';
import type { ArmResult, Difference, ExperimentResult } from '../../src/sim/result.ts';
import { chartArms } from './chartChecks.ts';

const unclear: Difference = { diff: 0, ci: [-0.05, 0.05], paired: true } as Difference;
const higher: Difference = { diff: 0.2, ci: [0.1, 0.3], paired: true } as Difference;

/** Every comparison unclear on both metrics, but RR-024's score (not what its verdict reads) clearly higher with the heuristic. */
function made(): ExperimentResult {
  const arms = experiment.arms.map((spec): ArmResult => {
    const rr024 = spec.id.startsWith('stats-v02-plus') && !spec.id.includes('@');
    return {
      id: spec.id,
      label: spec.label ?? spec.id,
      coords: spec.coords,
      params: {},
      trials: 100,
      metrics: {},
      ...(spec.baseline ? { vsBaseline: { scoreA: rr024 ? higher : unclear, length: unclear }, baselineArm: spec.baseline } : {}),
    } as unknown as ArmResult;
  });
  return { arms } as unknown as ExperimentResult;
}

describe('rr-rules-greedy answer', () => {
  it("counts each comparison under the metric its verdict reads: A's score for 13, game length for RR-024's two", () => {
    const text = experiment.answer!(made()).join('\n');
    expect(text).toContain("Checked at 2 agent strengths (heuristic, greedy): 13 of 13 comparisons of A's score give the same verdict at every strength (13 of them unclear at every strength).");
    expect(text).toContain('2 of 2 comparisons of game length (RR-024) give the same verdict at every strength (2 of them unclear at every strength).');
    // RR-024's score difference is not a verdict this report gives, so it is named nowhere as clear at one strength.
    expect(text).not.toMatch(/clear at one strength only \(more games may settle it\) for stats=/);
  });
});

describe('rr-rules-greedy charts', () => {
  it("draws each comparison on the forest of the metric its verdict reads: RR-024's game-length comparisons never on A's score", () => {
    const charts = chartArms(experiment);
    expect(charts.map((c) => `${c.request.metric}@${c.request.where?.strength}`)).toEqual(['scoreA@heuristic', 'length@heuristic', 'scoreA@greedy', 'length@greedy']);
    const base = (id: string) => id.replace(/@[^@]*$/, '');
    for (const chart of charts) {
      // The comparisons drawn: arms with a baseline (a forest draws nothing for a baseline).
      const drawn = chart.arms.filter((id) => experiment.arms.find((arm) => arm.id === id)!.baseline).map(base);
      if (chart.request.metric === 'length') {
        expect(drawn).toEqual(['stats-v02-plus1', 'stats-v02-plus2']);
        // Its baseline is selected too, so the axis names it rather than its id.
        expect(chart.arms.map(base)).toContain('court-vs-throng');
      } else {
        expect(drawn).toHaveLength(13);
        expect(drawn.filter((id) => id.startsWith('stats-'))).toEqual([]);
      }
    }
  });
});
