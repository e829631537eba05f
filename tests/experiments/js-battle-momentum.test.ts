/**
 * js-battle-momentum (experiments/jagged-shards/battle-momentum.ts): the
 * readings of one battle checked on hand-worked events and round records,
 * the ratio interval on hand-worked pairs, and a small run for the
 * experiment's shape.
 */
import { describe, expect, it } from 'vitest';
import experiment, {
  decisiveRoundResult,
  heavyFocus,
  PAIRINGS,
  ratioShare,
  roundMargins,
  settledAgainstTabling,
  tailRounds,
  wonRoundResults,
} from '../../experiments/jagged-shards/battle-momentum.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { jaggedShards } from '../../src/systems/jagged-shards/index.ts';
import type { JaggedState } from '../../src/systems/jagged-shards/jaggedState.ts';

const events = (list: object[]) => list as unknown as GameEvent[];

/** A battle state whose five rounds scored `totals` ([A, B] per round) with `fr` of it enemy Force Rating destroyed. */
function scored(totals: [number, number][], fr: [number, number][], winner: number, tabled: [number, number] = [0, 0]): JaggedState {
  const s = jaggedShards.newGame({ sides: [jaggedShards.presets['colonial-strike-force'], jaggedShards.presets['martian-warband']], variants: {}, chance: Xoshiro128.stream(1, 0), log: false }) as JaggedState;
  totals.forEach(([a, b], i) => {
    s.roundScore[i * 2] = a;
    s.roundScore[i * 2 + 1] = b;
    s.roundForceRating[i * 2] = fr[i][0];
    s.roundForceRating[i * 2 + 1] = fr[i][1];
  });
  s.winner = winner;
  s.tabledRound.set(tabled);
  return s;
}

describe('js-battle-momentum: the readings of one battle', () => {
  it('heavy focus: distinct attackers per heavy unit and round, destroyed or not, and whether a critical success destroyed it', () => {
    const heavy = new Set(['1 Crystalline Colossus', '0 Bastion Walker']);
    const log = events([
      { kind: 'round', round: 2 },
      // Round 2: two squads attack the Colossus (one twice), a third attack on a non-heavy; it survives.
      { kind: 'attack', seat: 0, unit: 'Squad 1', target: 'Crystalline Colossus' },
      { kind: 'roll', unit: 'Squad 1', outcome: 'success' },
      { kind: 'attack', seat: 0, unit: 'Squad 1', target: 'Crystalline Colossus' },
      { kind: 'attack', seat: 0, unit: 'Squad 2', target: 'Crystalline Colossus' },
      { kind: 'attack', seat: 0, unit: 'Squad 2', target: 'Shard Seer' },
      { kind: 'attack', seat: 1, unit: 'Colossus', target: 'Bastion Walker' },
      { kind: 'round-victory', round: 2, seat: 0 },
      // Round 3: three units attack the Colossus; the third's critical success destroys it.
      { kind: 'round', round: 3 },
      { kind: 'attack', seat: 0, unit: 'Squad 1', target: 'Crystalline Colossus' },
      { kind: 'roll', unit: 'Squad 1', outcome: 'fail' },
      { kind: 'attack', seat: 0, unit: 'Squad 2', target: 'Crystalline Colossus' },
      { kind: 'roll', unit: 'Squad 2', outcome: 'success' },
      { kind: 'attack', seat: 0, unit: 'Operative', target: 'Crystalline Colossus' },
      { kind: 'roll', unit: 'Operative', outcome: 'critical success' },
      { kind: 'destroyed', seat: 1, unit: 'Crystalline Colossus' },
      // A non-heavy destroyed by a plain hit is no heavy kill.
      { kind: 'attack', seat: 1, unit: 'Seer', target: 'Squad 1' },
      { kind: 'roll', unit: 'Seer', outcome: 'success' },
      { kind: 'destroyed', seat: 0, unit: 'Squad 1' },
      { kind: 'round-victory', round: 3, seat: 0 },
    ]);
    const out = heavyFocus(log, heavy);
    // Round 2: Colossus by 2 survived, Walker by 1 survived; round 3: Colossus by 3 destroyed.
    expect(out.focus).toEqual([[0], [0], [1]]);
    expect(out.kills).toEqual([0]);
  });

  it('unanswered activations: rounds where one side alone followed its own activation, and how that round went for it', () => {
    const log = events([
      { kind: 'round', round: 1 },
      { kind: 'activate', seat: 0 },
      { kind: 'activate', seat: 1 },
      { kind: 'activate', seat: 1 },
      { kind: 'round-victory', round: 1, seat: 1 },
      { kind: 'round', round: 2 },
      { kind: 'activate', seat: 0 },
      { kind: 'activate', seat: 0 },
      { kind: 'activate', seat: 1 },
      { kind: 'activate', seat: 1 },
      { kind: 'round-victory', round: 2, seat: 0 },
      { kind: 'round', round: 3 },
      { kind: 'activate', seat: 1 },
      { kind: 'activate', seat: 0 },
      { kind: 'reinforce', seat: 0 },
      { kind: 'round-victory', round: 3, seat: -1 },
      { kind: 'round', round: 4 },
      { kind: 'activate', seat: 1 },
      { kind: 'activate', seat: 0 },
      { kind: 'activate', seat: 0 },
      { kind: 'round-victory', round: 4, seat: 1 },
    ]);
    // Round 1: seat 1's tail, won; round 2 both had one (left out); round 3 seat 0's, tied; round 4 seat 0's, lost.
    expect(tailRounds(log)).toEqual([0, 2, 1]);
  });

  it("the decisive round: the largest Force Rating swing's round winner against the battle's result", () => {
    const totals: [number, number][] = [[0, 0], [13, 5], [5, 11], [0, 0], [5, 0]];
    // Round 2 swings 8 (A), round 3 swings 6 (B): round 2 is decisive, and A won it and the battle.
    const fr: [number, number][] = [[0, 0], [8, 0], [0, 6], [0, 0], [0, 0]];
    expect(decisiveRoundResult(scored(totals, fr, 0))).toBe(0);
    expect(decisiveRoundResult(scored(totals, fr, 1))).toBe(1);
    expect(decisiveRoundResult(scored(totals, fr, 2))).toBe(2);
    // The swing round tied on totals (objectives made up the FR): 'that round tied'.
    expect(decisiveRoundResult(scored([[0, 0], [8, 8], [5, 11], [0, 0], [5, 0]], fr, 0))).toBe(3);
    // No Force Rating destroyed at all: no decisive round.
    expect(decisiveRoundResult(scored(totals, [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], 0))).toBe(-1);
    // Won rounds 2 (A), 3 (B), 5 (A) against a battle A won: same, other, same.
    expect(wonRoundResults(scored(totals, fr, 0))).toEqual([0, 1, 0]);
    expect(wonRoundResults(scored(totals, fr, 2))).toEqual([2, 2, 2]);
  });

  it('round margins in the bins tied, 1-4, 5-9, 10+', () => {
    const s = scored([[0, 0], [13, 5], [5, 11], [10, 0], [5, 1]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], 0);
    expect(roundMargins(s)).toEqual([0, 2, 2, 3, 1]);
  });

  it('when the result was settled against tabling', () => {
    const wins: [number, number][] = [[5, 0], [5, 0], [5, 0], [0, 0], [0, 0]];
    const none: [number, number][] = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]];
    // A 3-0 lead after round 3 with two rounds left: settled in round 3.
    expect(settledAgainstTabling(scored(wins, none, 0))).toBe(0);
    expect(settledAgainstTabling(scored(wins, none, 0, [0, 3]))).toBe(1);
    expect(settledAgainstTabling(scored(wins, none, 0, [0, 4]))).toBe(0);
    // 2-0 after round 2 and tied rounds after: settled only after round 4 (a lead of 2 with 1 round left).
    expect(settledAgainstTabling(scored([[5, 0], [5, 0], [0, 0], [0, 0], [0, 0]], none, 0))).toBe(0);
    // 1-0 after round 1 and tied rounds after: a lead of 1 with 1 round left is not settled, so only by Round 5.
    expect(settledAgainstTabling(scored([[5, 0], [0, 0], [0, 0], [0, 0], [0, 0]], none, 0))).toBe(2);
  });

  it('a ratio share over pairs: hits over observations, its interval the ratio estimator widened from Wilson', () => {
    // Pairs (hits, observations): (1, 2), (0, 2), (3, 3), (0, 1): p = 4 / 8. Stored per battle: halves.
    const pairs = [[1, 2], [0, 2], [3, 3], [0, 1]];
    const metric = (values: number[]): MeanMetric => {
      const n = values.length;
      const mean = values.reduce((a, b) => a + b, 0) / n;
      const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
      return { kind: 'mean', label: '', unit: '', n, mean, sd, ci: [0, 0] };
    };
    const arm = {
      metrics: {
        tailRoundHits: metric(pairs.map(([h]) => h / 2)),
        tailRoundOf: metric(pairs.map(([, o]) => o / 2)),
        tailRoundSum: metric(pairs.map(([h, o]) => (h + o) / 2)),
      },
    } as unknown as ArmResult;
    const r = ratioShare(arm, 'tailRound');
    expect(r.n).toBe(8);
    expect(r.p).toBeCloseTo(0.5, 12);
    // By hand: residuals h - p o = 0, -1, 1.5, -0.5; sum of squares 3.5; S^2 = 3.5 / 3; mean observations 2;
    // variance 3.5 / 3 / (4 x 4) = 0.0729; binomial 0.25 / 8 = 0.03125: design effect 2.333.
    const effect = 3.5 / 3 / 16 / (0.25 / 8);
    const [lo, hi] = wilson(4 / effect, 8 / effect);
    expect(r.ci[0]).toBeCloseTo(lo, 10);
    expect(r.ci[1]).toBeCloseTo(hi, 10);
    expect(r.ci[0]).toBeLessThan(wilson(4, 8)[0]);
  });
});

describe('js-battle-momentum: the experiment', () => {
  it('names its catalogue items and plays the four pairings, heuristic on both sides', () => {
    expect(experiment.source.catalogue).toEqual(['JS-003', 'JS-004', 'JS-008', 'JS-010', 'JS-011', 'JS-019', 'JS-059', 'JS-060', 'JS-062', 'JS-063']);
    expect(experiment.arms.map((a) => a.id)).toEqual(PAIRINGS.map(([id]) => id));
    for (const arm of experiment.arms) expect([(arm.params as { agentA: string }).agentA, (arm.params as { agentB: string }).agentB]).toEqual(['heuristic', 'heuristic']);
  });

  it('a small run gives every reading, consistent counts, and an answer line per catalogue item', async () => {
    const { result } = await runToResult({ experiment: 'experiments/jagged-shards/battle-momentum.ts', trials: 16, seed: 5, workers: 1 });
    expect(result.arms).toHaveLength(4);
    for (const arm of result.arms) {
      expect(arm.trials).toBe(16);
      const m = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      // Observations never fewer than hits; the Sum metric is their sum.
      for (const id of ['heavyFocus1', 'heavyFocus2', 'heavyFocus3', 'heavyKill', 'decisiveRound', 'wonRound', 'tailRound']) {
        expect(m(`${id}Hits`)).toBeLessThanOrEqual(m(`${id}Of`));
        expect(m(`${id}Sum`)).toBeCloseTo(m(`${id}Hits`) + m(`${id}Of`), 10);
      }
      // Every battle has five rounds' margins and one settled reading; per-round FR sums to the battle's.
      expect((arm.metrics.roundMargin as { n: number }).n).toBe(5 * 32);
      expect((arm.metrics.settledTabling as { n: number }).n).toBe(32);
      const rounds = [1, 2, 3, 4, 5].reduce((sum, r) => sum + m(`forceRatingDestroyedRound${r}`), 0);
      expect(rounds).toBeCloseTo(m('forceRatingDestroyed'), 8);
      expect(m('resultSettledRound')).toBeGreaterThanOrEqual(1);
      expect(m('resultSettledRound')).toBeLessThanOrEqual(5);
    }
    const lines = experiment.answer!(result);
    for (const id of ['JS-010', 'JS-011', 'JS-062', 'JS-019', 'JS-059', 'JS-060', 'JS-003', 'JS-004', 'JS-008', 'JS-063']) expect(lines.some((l) => l.startsWith(id) || l.includes(`, ${id}`))).toBe(true);
    expect(lines.join(' ')).toMatch(/Edge deployment is not modelled/);
    // The share settled early, either way, with its interval and count (it printed a bare "53.4%").
    expect(lines.join(' ')).toMatch(/settled early in all: [\d.]+% \([\d.]+-[\d.]+%, 32 battles\)/);
  }, 120_000);
});
