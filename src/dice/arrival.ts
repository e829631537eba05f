/**
 * Exoshift's Reserves (`001_9ac883e80b2d20e9.txt`, Reserves; catalogue EX-023,
 * EX-099): a unit in Reserve has an arrival number 0-9; "At the beginning of
 * every round, the arrival number ... is increased by 1. Then, test against the
 * arrival number" (a d10 roll-under, Tests), and on a pass it becomes On Ready.
 * "Players may spend 1 CP at any point during their turn to increase the
 * arrival number of a unit by 1": `boost` CP a round, spent in each round's
 * turns, so they count from the next round's test on.
 *
 * One trial is one unit's wait; its code is the round it arrives in. Round r
 * tests A_r = start + r + boost (r - 1) with p_r = min(A_r, 10) / 10, so
 * P(round r) = p_r x product over k < r of (1 - p_k), and every unit has arrived
 * by round 10 at the latest (A_10 >= 10).
 */
import type { DiceKernel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface ArrivalParams {
  start: number;
  boost: number;
}

/** Rounds 1 .. LAST_ROUND: by then the arrival number is at least 10 and the test cannot fail. */
const LAST_ROUND = 10;
const ROUNDS = Array.from({ length: LAST_ROUND }, (_, i) => String(i + 1));

/** The number round r (from 1) tests against. */
export function arrivalNumber({ start, boost }: ArrivalParams, round: number): number {
  return start + round + boost * (round - 1);
}

export const arrival: DiceKernel<ArrivalParams> = {
  name: 'arrival',
  summary: 'Exoshift: the round a unit in Reserve arrives (On Ready), with CP spent to raise its arrival number (EX-023)',
  catalogue: ['EX-023', 'EX-099'],
  options: {
    start: { kind: 'int', required: true, min: 0, max: 9, describe: 'the arrival number it enters Reserve with (0-9)' },
    boost: { kind: 'int', required: false, default: 0, min: 0, max: 9, describe: 'CP spent every round to raise the number by 1 each (from the next test on)' },
  },
  parse: (values) => ({ start: values.start as number, boost: values.boost as number }),
  model: () => ({
    size: LAST_ROUND + 1,
    outcomeKeys: ROUNDS,
    outcomeOf: Int32Array.from({ length: LAST_ROUND + 1 }, (_, code) => Math.max(0, code - 1)),
    means: { meanRound: Float64Array.from({ length: LAST_ROUND + 1 }, (_, code) => code) },
    distributions: {},
  }),
  exact(params) {
    const out = new Float64Array(LAST_ROUND + 1);
    let waiting = 1;
    for (let round = 1; round <= LAST_ROUND && waiting > 0; round++) {
      const p = Math.min(10, arrivalNumber(params, round)) / 10;
      out[round] = waiting * p;
      waiting *= 1 - p;
    }
    return out;
  },
  sampler(params) {
    const targets = Int32Array.from({ length: LAST_ROUND + 1 }, (_, round) => arrivalNumber(params, round));
    const buffer = new DiceBuffer(10, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) {
          let round = 1;
          while (dice[buffer.take(rng, 1)] > targets[round]) round++;
          out[i] = round;
        }
      },
    };
  },
};
