/**
 * jw-scenarios (experiments/jovian-wars/scenarios.ts): one game's readings against the engine's own scoring, and a
 * short run for the experiment's shape (arms, metrics, the answer naming every catalogue item), the same numbers
 * whatever the worker count.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, readings, shareOfGames } from '../../experiments/jovian-wars/scenarios.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { chartArms } from './chartChecks.ts';

function played(k: number, seed: number): JovianState {
  const player = makeAgent('heuristic', agentContext(jovianWars));
  const p = ARMS[k].params;
  const state = jovianWars.newGame({ sides: [p.sideA, p.sideB] as never, variants: p.variants, chance: Xoshiro128.stream(seed, 0), log: false }) as JovianState;
  playToEnd(state, [
    { agent: player, rng: Xoshiro128.stream(seed, 1) },
    { agent: player, rng: Xoshiro128.stream(seed, 2) },
  ]);
  return state;
}

describe('jw-scenarios: readings', () => {
  it('an Ambush game: the result is the engine\'s winner, highest-tier-only never scores more than cumulative, the shares are fractions', () => {
    const s = played(0, 3);
    const r = readings(s);
    expect(r.seat0Win).toBe(s.winner() === 0 ? 1 : s.winner() === 1 ? 0 : 0.5);
    expect([r.op0, r.op1]).toEqual(s.objectivePoints());
    expect(r.op0Highest).toBeLessThanOrEqual(r.op0);
    expect(r.op1Highest).toBeLessThanOrEqual(r.op1);
    for (const id of ['withdrawn', 'lost3', 'lost5', 'lostEnd']) expect(r[id]).toBeGreaterThanOrEqual(0);
    expect(r.lost3).toBeLessThanOrEqual(r.lost5 + 1e-12);
  });

  it('Break the Truce games: the first attacker is noted, with and without the penalty; without it no seat goes below 0 OP', () => {
    const on = readings(played(1, 3));
    const off = played(2, 3);
    expect(on.firstTurn).toBeGreaterThanOrEqual(1);
    expect(on.firstTurn).toBeLessThanOrEqual(8);
    expect(Math.min(...off.objectivePoints()!)).toBeGreaterThanOrEqual(0);
  });
});

describe('jw-scenarios: charts', () => {
  it('draws the turn of the first attack for the Break the Truce arms only (Ambush has none: it read 0, "8 = none" on the axis)', () => {
    const firstTurn = chartArms(experiment).find((c) => c.request.metric === 'firstTurn')!;
    expect(firstTurn.arms).toEqual(['truce', 'truce-no-penalty']);
    expect(chartArms(experiment).find((c) => c.request.metric === 'seat0Win')!.arms).toEqual(ARMS.map((a) => a.id));
  });
});

describe('jw-scenarios: a short run', () => {
  it('plays every arm, answers every item named, and gives the same numbers with 1 and 2 workers', async () => {
    const one = await runToResult({ experiment: 'jw-scenarios', trials: 8, seed: 5, workers: 1 });
    expect(one.result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const text = experiment.answer!(one.result).join('\n');
    for (const item of experiment.source.catalogue) expect(text).toContain(item);
    const two = await runToResult({ experiment: 'jw-scenarios', trials: 8, seed: 5, workers: 2 });
    for (const a of one.result.arms) {
      const b = two.result.arms.find((x) => x.id === a.id)!;
      expect((b.metrics.seat0Win as MeanMetric).mean).toBe((a.metrics.seat0Win as MeanMetric).mean);
      expect((b.metrics.op1 as MeanMetric).mean).toBe((a.metrics.op1 as MeanMetric).mean);
    }
  }, 300_000);
});

describe('jw-scenarios: a share of games', () => {
  /** An arm whose reading is met in `games` of its 2 x 1,000 games, each in a different pair (as the runner keeps it: a mean over pairs). */
  const arm = (games: number): ArmResult => {
    const n = 1000;
    const mean = games / (2 * n);
    const sd = Math.sqrt((games * 0.25 - n * mean * mean) / (n - 1));
    return { trials: n, metrics: { def50: { kind: 'mean', label: '', unit: '', n, mean, sd, ci: [0, mean + 0.001] } } } as unknown as ArmResult;
  };

  it('gives one game in 2,000 an interval reaching past its estimate, wider than no game at all (not "0.1% (0.0-0.1%)")', () => {
    const one = shareOfGames(arm(1), 'def50');
    const none = shareOfGames(arm(0), 'def50');
    expect(one.ci[0]).toBeGreaterThan(0);
    expect(one.ci[1]).toBeGreaterThan(2 * one.p);
    expect(one.ci[1]).toBeGreaterThan(none.ci[1]);
    expect(none.ci[0]).toBe(0);
  });
});
