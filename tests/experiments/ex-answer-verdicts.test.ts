/**
 * The Verdict texts of ex-rule-weights, ex-variant-sensitivity, ex-second-strength, ex-deployment and ex-round-cap
 * follow their intervals (audit of the answers): a change's share of the game is judged against 2% from its interval,
 * the replayed readings are said to be chosen by an earlier run's estimates (and which are not clear now), the roll's
 * worth is read from each policy's own interval, and the final VP carry theirs.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import weights, { armId, WHAT_IFS } from '../../experiments/exoshift/rule-weights.ts';
import sensitivity from '../../experiments/exoshift/variant-sensitivity.ts';
import secondStrength from '../../experiments/exoshift/second-strength.ts';
import { rollSummary } from '../../experiments/exoshift/deployment.ts';
import roundCap from '../../experiments/exoshift/round-cap.ts';

/** A per-game mean over `n` pairs with interval mean +/- half. */
const mean = (value: number, half: number, n = 1000): MeanMetric => ({ kind: 'mean', label: '', unit: '', n, mean: value, sd: (half / 1.96) * Math.sqrt(n), ci: [value - half, value + half] });
const diff = (d: number, half: number) => ({ diff: d, ci: [d - half, d + half] as [number, number], paired: true });
const sides = { sideA: { name: 'A' }, sideB: { name: 'B' }, agentA: 'heuristic', agentB: 'heuristic' };

describe('ex-rule-weights answer', () => {
  it("calls each clear change's share of the game against 2% from the share's interval", () => {
    const lengthChange: Record<string, [number, number]> = {
      [armId(WHAT_IFS.find((w) => w.variant === 'interactTwice')!)]: [0.11, 0.1],
      [armId(WHAT_IFS.find((w) => w.variant === 'woundedDecay')!)]: [0.06, 0.03],
      [armId(WHAT_IFS.find((w) => w.variant === 'droneLeash')!)]: [-0.5, 0.1],
    };
    const result = {
      arms: weights.arms.map((spec) => {
        const [d, half] = lengthChange[spec.id] ?? [0, 0.1];
        const metrics = Object.fromEntries(['length', 'scoreA', 'killsA', 'killsB'].map((k) => [k, mean(k === 'length' ? 10 : 1, 0.08)]));
        const vsBaseline = Object.fromEntries(['length', 'scoreA', 'killsA', 'killsB'].map((k) => [k, k === 'length' ? diff(d, half) : diff(0, 0.1)]));
        return { id: spec.id, label: spec.label, trials: 1000, metrics, ...(spec.baseline ? { vsBaseline } : {}) };
      }),
    } as unknown as ExperimentResult;
    const text = weights.answer!(result).join('\n');
    // +1.1% of a 10-round game, its change clear (+0.01 to +0.21) but the share's interval (at least 95%) reaching 0 and past 2%.
    expect(text).toMatch(/EX-110 interactTwice=once \+1\.1% \(-0\.\d+ to \+2\.\d%\), not clear against 2%/);
    expect(text).toMatch(/EX-075 woundedDecay=off \+0\.6% \(\+0\.\d+ to \+[01]\.\d+%\), clearly under 2%/);
    expect(text).toMatch(/EX-119 droneLeash=off -5\.0% \(-6\.\d to -3\.\d%\), clearly over 2%/);
    expect(text).toContain('EX-075 woundedDecay=off is clear only because 2,000 paired games resolve it');
    expect(text).toMatch(/models taken out 1\.00 \(0\.92 to 1\.08\) by the Patrol and 1\.00 \(0\.92 to 1\.08\) by Fire Support a game \(2,000 games\)/);
  });
});

describe('ex-variant-sensitivity answer', () => {
  it('says the replayed readings were chosen by an earlier run, which are not clear now, and which clear ones are not replayed', () => {
    const reading = (label: string, length: [number, number], score: [number, number]): ArmResult =>
      ({ id: label.replace('=', '-'), label, params: sides, trials: 40, metrics: { scoreA: mean(0.3, 0.05, 40), length: mean(8, 0.3, 40) }, vsBaseline: { length: diff(...length), scoreA: diff(...score) } }) as unknown as ArmResult;
    const result = {
      arms: [
        { id: 'defaults', label: 'every default reading', params: sides, trials: 40, metrics: { scoreA: mean(0.3, 0.05, 40), length: mean(8, 0.3, 40) } },
        reading('mission=objective-grab', [-0.64, 1.4], [-0.02, 0.14]),
        reading('qualitySave=on', [0.6, 0.4], [0, 0.1]),
        reading('defenseDisruption=always-modified', [-1.1, 0.5], [0, 0.1]),
        reading('assaultCost=flat-1', [0, 0.2], [-0.1, 0.08]),
        reading('roundCap=6', [-2.4, 0.4], [0.17, 0.08]),
      ],
    } as unknown as ExperimentResult;
    const last = sensitivity.answer!(result).at(-1)!;
    expect(last).toContain('ex-second-strength replays qualitySave=on, mission=objective-grab and defenseDisruption=always-modified');
    expect(last).toContain('they were chosen by their estimates in an earlier run of this experiment, not from this run\'s intervals');
    expect(last).toContain('In this run mission=objective-grab moves neither game length nor the score clearly (every interval includes 0).');
    // roundCap=6 is replayed for ex-round-cap; assaultCost=flat-1 is not replayed at all.
    expect(last).toMatch(/Clear in this run but replayed at no second strength: assaultCost=flat-1\.$/);
    expect(last).not.toContain('moved game length or the score most');
  });
});

describe('ex-second-strength answer', () => {
  it('does not call the replayed readings the ones that moved the games most, and says which are unclear with the heuristic here', () => {
    const unclear = new Set(['mission-objective-grab']);
    const result = {
      arms: secondStrength.arms.map((spec) => {
        const d = unclear.has(spec.id) ? diff(-0.1, 0.3) : diff(0.5, 0.2);
        return { id: spec.id, label: spec.label, coords: spec.coords, params: spec.params, trials: 192, metrics: { scoreA: mean(0.4, 0.05, 192), length: mean(8, 0.2, 192) }, ...(spec.baseline ? { vsBaseline: { scoreA: d, length: d } } : {}) };
      }),
    } as unknown as ExperimentResult;
    const text = secondStrength.answer!(result).join('\n');
    expect(text).toContain('Readings chosen by their estimates in an earlier run of ex-variant-sensitivity (not re-chosen from its current intervals), length and then score:');
    expect(text).toContain('With the heuristic here, mission=objective-grab moves neither length nor score clearly (every interval includes 0).');
    expect(text).not.toContain("moved the heuristic's games most");
    // "holds" is agreement of the two strengths on this experiment's own games, not a confirmation of the original report.
    expect(text).toContain('"The same at both strengths" means the heuristic and the greedy arms of this experiment agree, on its own 192 pairs, which are other games than the original experiments\'');
  });
});

describe('ex-deployment roll summary', () => {
  const roll = (policy: [number, number], reverse: [number, number]) =>
    ({ id: 'roll', label: 'roll', coords: { mission: 'objective-grab' }, params: sides, trials: 2000, metrics: { choiceGain: mean(policy[0], policy[1], 2000), reverseGain: mean(reverse[0], reverse[1], 2000) } }) as unknown as ArmResult;

  it("reads each policy's own interval, not the larger estimate", () => {
    // The heuristic's edge has the larger estimate but an interval through 0; the opposite choice is clear.
    // With its trial count: the games of the pairs (both games of each, the sides differ).
    expect(rollSummary([roll([0.05, 0.1], [0.04, 0.015])])).toContain('in Objective Grab, +0.04 points a game (+0.03 to +0.06, 4,000 games, paired) for a winner taking the edge whose half scores lower');
    expect(rollSummary([roll([0, 0.01], [-0.04, 0.015])])).toContain("in Objective Grab, neither policy clearly adds to the winner's score");
    expect(rollSummary([roll([0, 0.01], [0.01, 0.015])])).toContain('in Objective Grab, nothing clear for either policy');
  });
});

describe('ex-round-cap answer', () => {
  it('gives the final VP with their intervals and claims nothing unmeasured when no cap binds', () => {
    const result = {
      arms: roundCap.arms.map((spec, i) => ({
        id: spec.id,
        label: spec.label,
        params: spec.params,
        trials: 100,
        metrics: {
          length: mean(8.3, 0.2, 100),
          scoreA: mean(0.3, 0.05, 100),
          vpA: mean(12.8, 0.9, 100),
          vpB: mean(14.7, 0.8, 100),
          victoryPointsEnd: { ...mean(0.54, 0.07, 100), ci: [0.47, 0.61] },
          engineStopEnd: { ...mean(0, 0, 100), ci: [0, 0.037] },
          pair: { kind: 'distribution', label: '', n: 100, keys: ['win-loss', 'loss-win', 'draw-draw'], counts: [17, 18, 65], p: [0.17, 0.18, 0.65], ci: [[0.1, 0.26], [0.11, 0.27], [0.55, 0.74]] },
        },
        // The last cap changes no pair's score: a paired interval of 0 to 0.
        ...(i > 0 ? { vsBaseline: { length: diff(0, 0.1), scoreA: diff(0, i === roundCap.arms.length - 1 ? 0 : 0.02) } } : {}),
      })),
    } as unknown as ExperimentResult;
    const first = roundCap.answer!(result)[0];
    expect(first).toContain('final VP 12.8 (11.9 to 13.7) vs 14.7 (13.9 to 15.5) over the 200 games');
    expect(first).toContain('no cap of 6, 8 or 10 rounds clearly shortens it, so no cap measured here shows a clear change in game length');
    expect(first).not.toContain('rarely');
    const lines = roundCap.answer!(result);
    // The stalemate risk from the report's own end counts, not "the engine does not report it".
    expect(lines.join(' ')).not.toContain('does not report');
    // The same 0 of 200 games as the draws, so the same interval (Wilson's on the games), not 0-4% from the 100 pairs.
    expect(lines).toContainEqual(expect.stringContaining("0.0% (0.0-1.9%, 200 games) ran to the engine's 30-round stop, so stalemates are rare here"));
    // A score no pair changed is bounded by the pairs' count, not "0.00 (0.00 to 0.00)".
    expect(lines[1]).toContain("Line Patrol's score unchanged in all 100 pairs (Wilson's upper end for 0 of 100: 3.7% of pairs), so a change of up to 0.04 points per game either way is not ruled out");
    expect(lines[1]).not.toContain('(0.00 to 0.00');
    // EX-009: 17 pairs to the first seat, 18 to the second: 49% of the 35 the seat decided, no advantage shown.
    expect(lines).toContainEqual(expect.stringContaining('the first seat won both games of a pair in 17 of 100 pairs and the second seat in 18'));
    expect(lines).toContainEqual(expect.stringContaining('35 pairs the seat decided): no seat advantage shown'));
  });
});
