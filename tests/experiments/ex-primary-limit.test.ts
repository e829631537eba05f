/**
 * ex-primary-limit (experiments/exoshift/primary-limit.ts, _primaryLimit.ts; EX-058): the tally of unit-rounds worked
 * by hand, the counting loop plays the runner's own game, the players never give a unit two Primary actions in a
 * round (checked against the decisions themselves, not the log), and the sentences on a short real run.
 */
import { describe, expect, it } from 'vitest';
import { ARMS, answer, laneOf, per100k, primaryTrial } from '../../experiments/exoshift/primary-limit.ts';
import { playCounted, tally, type UnitRound } from '../../experiments/exoshift/_primaryLimit.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS, type Seat } from '../../src/game/playGame.ts';
import { prepareMatch } from '../../src/game/matchSetup.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { CHANCE } from '../../src/game/state.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import type { ExoshiftState } from '../../src/systems/exoshift/state.ts';

const c = (player: number, defensive = 0, free = 0): UnitRound => ({ player, defensive, free });

describe('ex-primary-limit: the tally of unit-rounds', () => {
  it('sorts unit-rounds into none, one and two or more, by the rules that gave the second', () => {
    const counts = new Map([
      [1, new Map([[0, c(1)], [1, c(1, 1)], [2, c(0, 0, 1)]])],
      [2, new Map([[0, c(1, 0, 1)], [1, c(2)]])],
    ]);
    const present = new Map([[1, new Set([0, 1, 2, 3])], [2, new Set([0, 1, 2])]]);
    const standing = new Map([[1, new Set([0, 1, 3])], [2, new Set([0])]]);
    const f = tally(counts, present, standing, 1, 2);
    // Round 1: unit 0 one, 1 two (defensive), 2 one (a Run), 3 none (standing). Round 2: 0 two (free), 1 two (player twice), 2 none (gone).
    expect([f.none, f.one, f.twoPlus]).toEqual([2, 2, 3]);
    expect([f.twoPlusDefensive, f.twoPlusFree, f.playerTwice]).toEqual([1, 1, 1]);
    expect([f.player, f.defensive, f.noneStanding]).toEqual([5, 1, 1]);
    expect([f.rounds, f.roundsTwoPlus, f.rallyRuns, f.freeRuns]).toEqual([2, 2, 1, 2]);
  });

  it('refuses a count for a unit that never stood on the table in that round', () => {
    expect(() => tally(new Map([[1, new Map([[5, c(1)]])]]), new Map([[1, new Set([0])]]), new Map(), 0, 0)).toThrow(/unit 5 acted in round 1/);
  });
});

describe('ex-primary-limit: rare shares', () => {
  /** Sums of `pairs` pairs of equal size, the hits spread one to a pair (no correlation to read). */
  const sums = (hits: number, observations: number, pairs = 2000) => {
    const o = observations / pairs;
    return { clusters: pairs, hits, hitsSquared: hits, observations, observationsSquared: pairs * o * o, cross: hits * o };
  };

  it('bounds a zero count by its own count, not by the pairs: never above an arm that counted 2 in as many', () => {
    // The committed report read "0.0 per 100,000 (0.0 to 191.7; 0 of 241,720)" beside "0.8 (0.2 to 2.8; 2 of 264,663)".
    expect(per100k(sums(0, 241_720), 'unit-rounds')).toBe('0.0 per 100,000 unit-rounds (0.0 to 1.6; 0 of 241,720)');
    const upper = (text: string) => Number(/ to ([\d.]+);/.exec(text)![1]);
    expect(upper(per100k(sums(0, 241_720), 'unit-rounds'))).toBeLessThan(upper(per100k(sums(2, 264_663), 'unit-rounds')));
  });
});

describe('ex-primary-limit: played games', () => {
  it('plays the match runner\'s own pair (same results and lengths as playPairTrial on the same lane)', () => {
    for (let k = 0; k < ARMS.length; k++) {
      const params = ARMS[k].params;
      expect(laneOf(params)).toBe(k);
      const mine = primaryTrial(params, Xoshiro128.stream(3, 1));
      const root = Xoshiro128.stream(3, 1);
      for (let i = 0; i < STREAM_WORDS * k; i++) root.nextUint32();
      const plain = playPairTrial(params, root);
      for (const id of ['pair', 'scoreA', 'length']) expect(mine[id], `${ARMS[k].id} ${id}`).toBe(plain[id]);
    }
  }, 60_000);

  it('counts the player Primaries the decisions took, never two for a unit in a round', () => {
    for (const k of [0, 3]) {
      const match = prepareMatch(ARMS[k].params);
      for (let seed = 0; seed < 4; seed++) {
        const words = match.words;
        dealStreams(Xoshiro128.stream(40 + seed, 0), words);
        const newGame = () => match.game.newGame({ sides: [match.params.sideA, match.params.sideB], variants: match.params.variants, chance: resetTo(match.chance, words, 0), log: true }) as ExoshiftState;
        const seats = (): [Seat, Seat] => [{ agent: match.agentA, rng: resetTo(match.rngA, words, 4) }, { agent: match.agentB, rng: resetTo(match.rngB, words, 8) }];
        const counted = newGame();
        const facts = playCounted(counted, seats());
        // The same game by hand: every decision that is a Primary, per unit and round, read from the actions themselves.
        const plain = newGame();
        const s = seats();
        const views = [new SeatView(plain, 0), new SeatView(plain, 1)] as const;
        const seen = new Map<string, number>();
        let primaries = 0;
        while (!plain.isTerminal()) {
          if (plain.currentPlayer() === CHANCE) {
            plain.applyChance();
            continue;
          }
          const p = plain.currentPlayer();
          const action = s[p].agent.act(views[p], s[p].rng);
          if (L.isUnitAction(action) && L.PRIMARY_VERBS[L.actionVerb(action)]) {
            primaries++;
            const key = `${plain.s[L.G_ROUND]}/${L.actionUnit(action)}`;
            seen.set(key, (seen.get(key) ?? 0) + 1);
          }
          plain.apply(action);
        }
        expect(JSON.stringify(counted.serialize())).toBe(JSON.stringify(plain.serialize()));
        expect(facts.player, `${ARMS[k].id} seed ${seed}`).toBe(primaries);
        expect(Math.max(...seen.values())).toBe(1);
        expect(facts.playerTwice).toBe(0);
        expect(facts.none + facts.one + facts.twoPlus).toBeGreaterThanOrEqual(seen.size);
      }
    }
  }, 60_000);

  it('checks a plain playToEnd game is the one counted', () => {
    const match = prepareMatch(ARMS[2].params);
    dealStreams(Xoshiro128.stream(9, 0), match.words);
    const make = () => match.game.newGame({ sides: [match.params.sideA, match.params.sideB], variants: match.params.variants, chance: resetTo(match.chance, match.words, 0), log: true }) as ExoshiftState;
    const seats = (): [Seat, Seat] => [{ agent: match.agentA, rng: resetTo(match.rngA, match.words, 4) }, { agent: match.agentB, rng: resetTo(match.rngB, match.words, 8) }];
    const a = make();
    playCounted(a, seats());
    const b = make();
    playToEnd(b, seats());
    expect(JSON.stringify(a.serialize())).toBe(JSON.stringify(b.serialize()));
  });

  it('gives shares that add up, and sentences without verdicts on a quick run', async () => {
    const { result } = await runToResult({ experiment: 'ex-primary-limit', trials: 3, seed: 5, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    for (const arm of result.arms) {
      const m = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      expect(m('noneOf')).toBeCloseTo(m('oneOf'), 9);
      expect(m('noneHits') + m('oneHits') + m('twoPlusShareHits')).toBeCloseTo(m('noneOf'), 9);
      expect(m('noneStandingHits')).toBeLessThanOrEqual(m('noneHits') + 1e-9);
      expect(m('playerTwice')).toBe(0);
      expect(m('player')).toBeGreaterThan(0);
    }
    const text = answer(result).join('\n');
    expect(text).toMatch(/0 unit-rounds with two in/);
    expect(text).toMatch(/too few games for a verdict/);
    expect(text).not.toMatch(/clearly/);
  }, 60_000);
});
