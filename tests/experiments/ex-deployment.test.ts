/**
 * ex-deployment (experiments/exoshift/deployment.ts; EX-048, EX-042, EX-040): the roll's exact chances worked by
 * hand, what one game's readings are, the pair design (the same seat wins the roll in both games of a pair, so each
 * force wins it once), the runner's own games, and the sentences on a quick run (no verdicts).
 */
import { describe, expect, it } from 'vitest';
import { ARMS, answer, comparisonsOf, deploymentTrial, factsOf, rollChances, scoreOf } from '../../experiments/exoshift/deployment.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { playObservedPair, playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { firstToDeploy } from '../../src/systems/exoshift/deployment.ts';
import type { ExoshiftState } from '../../src/systems/exoshift/state.ts';

describe('ex-deployment: the roll, exactly', () => {
  it('two d10s tie 10 in 100; each tie reading by hand', () => {
    // 45 of the 100 face pairs favour A, 45 B, 10 tie.
    expect(rollChances(0, 0, 'reroll')).toEqual({ tie: 0.1, a: 0.5, nobody: 0 });
    expect(rollChances(0, 0, 'none')).toEqual({ tie: 0.1, a: 0.45, nobody: 0.1 });
    expect(rollChances(0, 0, 'higher-quality', true).a).toBeCloseTo(0.55, 12);
    expect(rollChances(0, 0, 'higher-quality', false).a).toBeCloseTo(0.45, 12);
  });

  it('Defensive (-2): d10 - 2 beats d10 on 28 of 100 face pairs (a = 3..10: 0 + 1 + ... + 7) and ties on 8', () => {
    const d = rollChances(-2, 0, 'reroll');
    expect(d.tie).toBeCloseTo(0.08, 12);
    expect(d.a).toBeCloseTo(28 / 92, 12);
    expect(rollChances(-2, 0, 'none').a).toBeCloseTo(0.28, 12);
    // Against the other side's roll the chances add up: A's, B's (with A at -2 seen from B: +2) and the tie.
    const b = rollChances(0, -2, 'none');
    expect(b.a + rollChances(-2, 0, 'none').a + b.tie).toBeCloseTo(1, 12);
  });
});

describe('ex-deployment: played games', () => {
  it('reads the roll winner\'s and the first deployer\'s scores from the game; the same seat wins the roll in both games of a pair', () => {
    const seen: Array<{ seatOfA: number; winner: number; turned: boolean; facts: ReturnType<typeof factsOf>; first: number; scores: number[] }> = [];
    for (const seed of [1, 2, 3]) {
      seen.length = 0;
      playObservedPair<ExoshiftState, undefined>(ARMS[1].params, Xoshiro128.stream(seed, 0), {
        start: () => {},
        read: (state, seatOfA) => {
          const d = state.setup.board.deployment!;
          seen.push({ seatOfA, winner: d.winner, turned: d.turned, facts: factsOf(state), first: firstToDeploy(state.setup.board), scores: [scoreOf(state, 0), scoreOf(state, 1)] });
        },
      });
      expect(seen.length).toBe(2);
      expect(seen[1].winner).toBe(seen[0].winner);
      expect(seen[1].turned).toBe(seen[0].turned);
      for (const g of seen) {
        expect(g.facts.rolled).toBe(true);
        expect(g.facts.winnerScore).toBe(g.scores[g.winner]);
        expect(g.first).toBe(1 - g.winner);
        expect(g.facts.firstScore).toBe(g.scores[1 - g.winner]);
        expect(g.scores[0] + g.scores[1]).toBe(1);
      }
    }
  }, 60_000);

  it('plays the match runner\'s own pair, then the comparisons\' on the same stream (own edge, other edge / fixed deployment)', () => {
    for (let k = 0; k < ARMS.length; k++) {
      const mine = deploymentTrial(ARMS[k].params, Xoshiro128.stream(4, 1)) as Record<string, number>;
      const plain = playPairTrial(ARMS[k].params, Xoshiro128.stream(4, 1));
      for (const id of ['pair', 'scoreA', 'length']) expect(mine[id], `${ARMS[k].id} ${id}`).toBe(plain[id]);
      // Each force won once: A won game 1 and lost game 2 (pair 3 x 0 + 2) or the reverse (3 x 2 + 0).
      expect(mine.split).toBe(mine.pair === 2 || mine.pair === 6 ? 1 : 0);
      const others = comparisonsOf(ARMS[k].params);
      expect(comparisonsOf(ARMS[k].params)).toBe(others);
      const roll = ARMS[k].coords!.question === 'roll';
      expect(others.map((o) => o.variants.deploymentRoll)).toEqual(roll ? ['kept', 'swapped'] : ['none']);
      for (const o of others) expect(o.variants.deployment).toBe('fixed');
      const direct = others.map((o) => {
        const seen: number[] = [];
        playObservedPair<ExoshiftState, undefined>(o, Xoshiro128.stream(4, 1), { start: () => {}, read: (state) => seen.push(factsOf(state)[roll ? 'winnerScore' : 'firstScore']) });
        return (seen[0] + seen[1]) / 2;
      });
      if (roll) {
        expect([mine.winnerScoreKept, mine.winnerScoreSwapped]).toEqual(direct);
        expect(mine.choiceGain).toBeCloseTo(mine.winnerScore - direct[0], 12);
        expect(mine.swapGain).toBeCloseTo(direct[1] - direct[0], 12);
        expect(mine.reverseGain).toBeCloseTo(mine.otherWorse === 1 ? direct[1] - direct[0] : 0, 12);
        expect(mine.winnerScore).toBe(mine.turned === 1 ? direct[1] : direct[0]);
      } else {
        expect(mine.firstScoreFixed).toBe(direct[0]);
        expect(mine.firstGain).toBeCloseTo(mine.firstScore - direct[0], 12);
      }
    }
  }, 120_000);

  it('counts and sentences on a quick run: no roll where none is played, no verdict from a few pairs', async () => {
    const { result } = await runToResult({ experiment: 'ex-deployment', trials: 3, seed: 7, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    for (const arm of result.arms) {
      const m = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      if (arm.coords?.question === 'roll') {
        expect(m('throws')).toBeGreaterThanOrEqual(1);
        expect(m('choiceGain')).toBeCloseTo(m('winnerScore') - m('winnerScoreKept'), 12);
        expect(m('otherBetter')).toBeCloseTo(m('turned'), 12);
        expect(m('turnedWinnerOf') + m('keptWinnerOf')).toBeCloseTo(1, 12);
        expect(m('firstGain')).toBe(0);
      } else {
        expect([m('throws'), m('winnerScore'), m('turned'), m('choiceGain')]).toEqual([0, 0, 0, 0]);
        expect(m('firstGain')).toBeCloseTo(m('firstScore') - m('firstScoreFixed'), 12);
      }
      expect(m('firstScore')).toBeGreaterThanOrEqual(0);
      expect(m('firstScore')).toBeLessThanOrEqual(1);
    }
    const text = answer(result).join('\n');
    expect(text).toMatch(/55\.0%/);
    expect(text).toMatch(/30\.4% with ties rerolled/);
    expect(text).toMatch(/too few games for a verdict/);
    expect(text).not.toMatch(/clearly/);
    // The sampled throws carry their interval (or say there is none) and pair count, beside the exact value.
    expect(text).toMatch(/\d\.\d+ throws a roll \((\d\.\d+ to \d\.\d+, 3 pairs\), against |3 pairs, too few for an interval; )exactly 1\.11/);
  }, 120_000);
});
