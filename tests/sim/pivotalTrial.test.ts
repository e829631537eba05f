/**
 * Pivotal rolls (src/sim/match/pivotalTrial.ts): the swapping generator is the
 * plain stream but for the one draw it swaps; a trial is a function of its
 * stream; a swap with the same word changes nothing; and the record's fields
 * agree with each other.
 */
import { describe, expect, it } from 'vitest';
import { pigParams } from './pigMatch.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../../src/game/playGame.ts';
import { prepareMatch } from '../../src/game/matchSetup.ts';
import { LAST_ROUND, PIVOTAL_KEYS, playPivotalTrial, ROUND_KEYS, roundKey, SwappingRng } from '../../src/sim/match/pivotalTrial.ts';

const params = pigParams;

describe('SwappingRng', () => {
  it('draws the plain stream, counting, except the one word it swaps', () => {
    const words = Uint32Array.of(11, 22, 33, 44);
    const plain = resetTo(new Xoshiro128(1, 0, 0, 0), words, 0);
    const expected = Array.from({ length: 10 }, () => plain.nextUint32());
    const swapping = new SwappingRng(1, 0, 0, 0).restart(words, 0, 3, 12345);
    const got = Array.from({ length: 10 }, () => swapping.nextUint32());
    expect(got).toEqual(expected.map((w, i) => (i === 3 ? 12345 : w)));
    expect(swapping.draws).toBe(10);
    const seen: number[] = [];
    swapping.restart(words, 0);
    swapping.onDraw = (i) => seen.push(i);
    expect([swapping.nextUint32(), swapping.nextUint32()]).toEqual(expected.slice(0, 2));
    expect(seen).toEqual([0, 1]);
    expect(swapping.restart(words, 0).onDraw).toBeNull();
  });

  it('swapping a draw for the word it already was changes no game', () => {
    const match = prepareMatch(params());
    const words = new Uint32Array(STREAM_WORDS);
    for (let t = 0; t < 30; t++) {
      dealStreams(Xoshiro128.stream(t, 9), words);
      const play = (chance: Xoshiro128) => {
        const state = match.game.newGame({ sides: [match.params.sideA, match.params.sideB], variants: match.params.variants, chance, log: false });
        playToEnd(state, [
          { agent: match.agentA, rng: resetTo(match.rngA, words, 4) },
          { agent: match.agentB, rng: resetTo(match.rngB, words, 8) },
        ]);
        return state.returns()[0];
      };
      const plainResult = play(resetTo(new Xoshiro128(1, 0, 0, 0), words, 0));
      const counting = new SwappingRng(1, 0, 0, 0).restart(words, 0);
      expect(play(counting)).toBe(plainResult);
      const k = t % counting.draws;
      const stream = resetTo(new Xoshiro128(1, 0, 0, 0), words, 0);
      for (let i = 0; i < k; i++) stream.nextUint32();
      expect(play(new SwappingRng(1, 0, 0, 0).restart(words, 0, k, stream.nextUint32()))).toBe(plainResult);
    }
  });
});

describe('playPivotalTrial', () => {
  it('is a function of its stream, and its fields agree', () => {
    const p = params();
    let flips = 0;
    for (let t = 0; t < 200; t++) {
      const record = playPivotalTrial(p, Xoshiro128.stream(t, 4));
      expect(playPivotalTrial(p, Xoshiro128.stream(t, 4))).toEqual(record);
      expect(record.draws as number).toBeGreaterThan(0);
      const round = record.rerolledRound as number;
      expect(round).toBeGreaterThanOrEqual(0);
      expect(round).toBeLessThan(ROUND_KEYS.length);
      expect(record.pivotalRound).toBe(record.flip ? 1 + round : 0);
      if (record.flip) flips++;
    }
    // Pig is all dice: some single re-rolls change the winner, most do not.
    expect(flips).toBeGreaterThan(0);
    expect(flips).toBeLessThan(200);
  });

  it('keys rounds as setup, 1 .. LAST_ROUND - 1 and an open last one', () => {
    expect(ROUND_KEYS[0]).toBe('setup');
    expect(ROUND_KEYS[LAST_ROUND]).toBe(`${LAST_ROUND}+`);
    expect(PIVOTAL_KEYS).toEqual(['not pivotal', ...ROUND_KEYS]);
    expect([roundKey(0), roundKey(3), roundKey(LAST_ROUND + 5)]).toEqual([0, 3, LAST_ROUND]);
  });
});
