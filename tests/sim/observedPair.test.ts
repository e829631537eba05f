/**
 * playObservedPair (src/sim/match/pairTrial.ts): an experiment's observer sees
 * the match runner's own pair. With an observer that reads nothing, the record
 * is playPairTrial's; `skip` reads the stream from further on; the observer's
 * play and read see both games, A seated first in the first.
 */
import { describe, expect, it } from 'vitest';
import { pig, pigParams } from './pigMatch.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import { playObservedPair, playPairTrial, type PairObserver } from '../../src/sim/match/pairTrial.ts';

const params = pigParams;

describe('playObservedPair', () => {
  it('with an observer that reads nothing, gives playPairTrial\'s record for the same stream', () => {
    const p = params();
    const none: PairObserver = { start: () => {}, read: () => {} };
    for (let k = 0; k < 20; k++) expect(playObservedPair(p, Xoshiro128.stream(k, 2), none)).toEqual(playPairTrial(p, Xoshiro128.stream(k, 2)));
  });

  it('skip reads the pair from further on in the stream', () => {
    const p = params();
    const skipped: PairObserver = { skip: () => 12, start: () => {}, read: () => {} };
    const advanced = Xoshiro128.stream(5, 2);
    for (let k = 0; k < 12; k++) advanced.nextUint32();
    expect(playObservedPair(p, Xoshiro128.stream(5, 2), skipped)).toEqual(playPairTrial(p, advanced));
  });

  it("adds the observer's fields, plays each game through it and reads both, A seated first in the first", () => {
    const seen: number[] = [];
    const counting: PairObserver<ReturnType<typeof pig.newGame>, number> = {
      log: true,
      start: (record) => {
        record.decisions = 0;
      },
      play: (state, seats) => playToEnd(state, seats),
      read: (state, seatOfA, record, decisions) => {
        seen.push(seatOfA);
        expect(state.isTerminal()).toBe(true);
        expect(state.events().length).toBeGreaterThan(0); // the log is on
        (record.decisions as number) += decisions! / 2;
      },
    };
    const record = playObservedPair(params(), Xoshiro128.stream(3, 2), counting);
    expect(seen).toEqual([0, 1]);
    expect(record.decisions).toBeGreaterThan(0);
    const { decisions: _, ...rest } = record as Record<string, unknown>;
    expect(rest).toEqual(playPairTrial(params(), Xoshiro128.stream(3, 2)));
  });
});
