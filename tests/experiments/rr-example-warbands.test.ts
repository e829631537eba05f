/**
 * rr-example-warbands (experiments/rattle-and-rend/example-warbands.ts;
 * RR-029, RR-030, RR-031): the playstyle verdicts on hand-made results whose
 * answers are known, the pooled spread of points lost worked by hand, and the
 * shape of the round robin (every pairing at both strengths).
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import exampleWarbands, { lossSpread, PRESETS } from '../../experiments/rattle-and-rend/example-warbands.ts';

const N = 400;
const mean = (value: number, sd = 1): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: N, mean: value, sd, ci: [value - 0.1, value + 0.1] });

/** A round robin at both strengths: `lost[x]` the points x loses per game, `early[x]` the points x's enemies lose in round 1, `sd[x]` the spread of x's losses. */
function resultWith(lost: number[], early: number[], sd: number[]): ExperimentResult {
  const arms: ArmResult[] = [];
  for (const strength of ['heuristic', 'greedy']) {
    for (let i = 0; i < 4; i++) {
      for (let j = i + 1; j < 4; j++) {
        arms.push({
          id: `${PRESETS[i].id}-vs-${PRESETS[j].id}${strength === 'greedy' ? '@greedy' : ''}`,
          label: `${PRESETS[i].label} vs ${PRESETS[j].label}${strength === 'greedy' ? ' @greedy' : ''}`,
          params: {},
          coords: { row: PRESETS[i].label, column: PRESETS[j].label, strength },
          trials: N,
          metrics: {
            scoreA: mean(0.5 + 0.05 * (j - i)),
            removedByA: mean(lost[j], sd[j]),
            removedByB: mean(lost[i], sd[i]),
            round1LostA: mean(early[j]),
            round1LostB: mean(early[i]),
          },
        });
      }
    }
  }
  return { arms } as unknown as ExperimentResult;
}

const say = (result: ExperimentResult) => exampleWarbands.answer!(result).join('\n');

describe('rr-example-warbands', () => {
  it('plays all six pairings of the four presets, again with the greedy player on a fifth of the seeds', () => {
    expect(exampleWarbands.arms).toHaveLength(12);
    expect(exampleWarbands.arms.filter((arm) => arm.id.endsWith('@greedy')).every((arm) => arm.share === 0.2)).toBe(true);
  });

  it('pools the spread of points lost over an entrant\'s pairings, whichever side it sat', () => {
    const result = resultWith([5, 5, 5, 5], [1, 1, 1, 1], [1, 3, 3, 3]);
    const heuristic = { arms: result.arms.filter((arm) => arm.coords?.strength === 'heuristic') } as unknown as ExperimentResult;
    const throng = lossSpread(heuristic, 'Dwarven Throng');
    expect(throng.sd).toBeCloseTo(1, 12);
    expect(throng.games).toBe(3 * 2 * N);
    // Ghostly Host sits as column against the Throng and as row against the other two: sd 3 everywhere.
    expect(lossSpread(heuristic, 'Ghostly Host').sd).toBeCloseTo(3, 12);
    expect(throng.ci[1]).toBeLessThan(1.1);
  });

  it('upholds the Throng and Ogrekin claims only when their intervals clear every other warband', () => {
    const holds = say(resultWith([3, 6, 6, 6], [1, 1, 3, 1], [1, 3, 3, 3]));
    expect(holds).toContain('The Throng clearly loses the fewest: the claim holds');
    expect(holds).toContain("the Throng's is clearly the smallest");
    expect(holds).toContain('The Ogrekin clearly remove the most in round 1: the claim holds');
    const fails = say(resultWith([6, 6, 6, 3], [1, 1, 1, 3], [3, 3, 3, 3]));
    expect(fails).toContain('The Throng does not clearly lose the fewest: the claim is not shown');
    expect(fails).toContain("the Throng's is not clearly the smallest");
    expect(fails).toContain('The Ogrekin do not clearly remove the most in round 1');
    expect(say(resultWith([9, 6, 6, 6], [1, 1, 1, 1], [3, 3, 3, 3]))).toContain('The Throng clearly loses the most');
    expect(say(resultWith([6, 6, 6, 6], [2, 2, 0.5, 2], [3, 3, 3, 3]))).toContain('The Ogrekin clearly remove the fewest in round 1: the claim does not hold');
  });

  it('says "at both strengths" for its two strengths, not the template "at all 2"', () => {
    const text = say(resultWith([5, 5, 5, 5], [1, 1, 1, 1], [3, 3, 3, 3]));
    expect(text).toContain("Every entrant's place (above, level with or below the field) is the same at both strengths (heuristic, greedy).");
    expect(text).not.toContain('at all 2 strengths');
  });
});
