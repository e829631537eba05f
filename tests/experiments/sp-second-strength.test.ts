/**
 * The answer of sp-second-strength (experiments/syndicate-protocol/second-strength.ts)
 * on made-up results: a verdict read at both strengths holds or is clear at
 * one only as in the other systems' checks, but a strength that stops more
 * than half the games of an arm at the round cap and reads nothing clear
 * there leaves the check undecided, and the answer says so; a clear reading
 * stands even where a player stalls, and the rule the answer states says so too.
 */
import { describe, expect, it } from 'vitest';
import experiment from '../../experiments/syndicate-protocol/second-strength.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const mean = (value: number, half: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 100, mean: value, sd: 0.1, ci: [value - half, value + half] });

/** Every arm of the experiment: A behind (0.3), the round-1 Priority side behind and the final-round one ahead, each reading 5 rounds shorter with 0.1 fewer capped games, all clear; `capped` and `score` override per arm id. */
function result(capped: Record<string, number> = {}, score: Record<string, [number, number]> = {}): ExperimentResult {
  const arms: ArmResult[] = experiment.arms.map((arm) => ({
    id: arm.id,
    label: arm.label ?? arm.id,
    params: {},
    coords: arm.coords,
    trials: arm.id.includes('@') ? 60 : 200,
    metrics: {
      scoreA: mean(...(score[arm.id] ?? [0.3, 0.05])),
      length: mean(30, 2),
      capped: mean(capped[arm.id] ?? 0.1, 0.05),
      priorityFirstScore: mean(0.45, 0.03),
      priorityLastScore: mean(0.6, 0.03),
    },
    ...(arm.baseline
      ? {
          baselineArm: arm.baseline,
          vsBaseline: { length: { diff: -5, ci: [-7, -3], paired: true }, capped: { diff: -0.1, ci: [-0.15, -0.05], paired: true }, scoreA: { diff: -0.1, ci: [-0.15, -0.05], paired: true } },
        }
      : {}),
  }));
  return { arms } as unknown as ExperimentResult;
}

describe('sp-second-strength answer', () => {
  it('says every verdict holds when both strengths read the same clear verdicts and nothing stalls', () => {
    const [headline, stalls] = experiment.answer!(result());
    expect(headline).toMatch(/, 17 verdicts: 17 holds;/);
    expect(headline).toContain('200 pairs of games per arm with heuristic, 60 pairs of games per arm with greedy');
    expect(stalls).toContain('heuristic in none of these arms; greedy in none of these arms');
  });

  it('leaves a check undecided where the greedy player stalls and reads nothing clear, and names the arm', () => {
    const answer = experiment.answer!(result({ 'lens-vs-rampart@greedy': 0.9 }, { 'lens-vs-rampart@greedy': [0.5, 0.1] }));
    expect(answer[0]).toMatch(/16 holds, 1 undecided where a player stalls at the cap/);
    expect(answer[0]).toContain('undecided because a player stops most of those games at the round cap: tier list (sp-operator-tiers) (1 of 3)');
    const tiers = answer.find((line) => line.startsWith('Tier list'))!;
    expect(tiers).toContain('Lens vs Rampart: heuristic');
    // The stalled share with its interval and games.
    expect(tiers).toMatch(/: undecided where a player stalls at the cap \(greedy stops 90% \(\d+-\d+%, \d+ games\) of Lens vs Rampart at the cap, so its draws can hide a verdict\)/);
    expect(answer[1]).toContain('greedy in Lens vs Rampart');
  });

  it('keeps a clear reading where a player stalls, with a note', () => {
    const answer = experiment.answer!(result({ 'lens-vs-rampart@greedy': 0.9 }));
    expect(answer[0]).toMatch(/17 verdicts: 17 holds;/);
    expect(answer.find((line) => line.startsWith('Tier list'))).toMatch(/\(Rampart ahead\): holds \(greedy stops 90% \(\d+-\d+%, \d+ games\) of Lens vs Rampart at the cap\)/);
    // The rule stated beside it agrees: a stalled matchup with a clear reading is not called undecidable.
    expect(answer[1]).not.toContain('cannot decide');
    expect(answer[1]).toContain('a clear check still stands');
  });

  it("reads the final-round Priority side's score matchup by matchup, not pooled", () => {
    const r = result();
    for (const arm of r.arms.filter((a) => /^(lens-mirror|lens-vs-razor)(@greedy)?$/.test(a.id))) arm.metrics.priorityLastScore = mean(0.5, 0.05);
    const priority = experiment.answer!(r).find((line) => line.startsWith('Priority'))!;
    expect(priority).toMatch(/final-round Priority side, Velocity mirror: heuristic [^;]*\(more than half\)[^;]*: holds/);
    expect(priority).toMatch(/final-round Priority side, Lens mirror: heuristic .*?: unclear at every strength; final-round Priority side, Velocity mirror/);
    expect(priority).not.toContain('final-round Priority side, pooled');
  });
});
