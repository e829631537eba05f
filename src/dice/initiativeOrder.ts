/**
 * Exoshift's initiative among three players (`001_9ac883e80b2d20e9.txt`, Start of Game Round › Determine initiative;
 * catalogue EX-035): "The player with the highest total wins the initiative and chooses his place in turn order. The
 * player with the second most bid chooses his position, and so on." After the winner, the rest choose either by
 * their bids ("second most bid", the text as printed: reading `most-bid`, the default) or by their totals (what
 * "and so on" after "highest total" suggests: reading `highest-total`). The two-player game cannot tell them apart
 * (the loser takes the one place left), so this kernel plays three players A, B and C.
 *
 * Each player bids, rolls a d10 and adds its Army Leader's Quality and its bid (the `initiative` kernel's roll).
 * "Any ties between are resolved by Commander's Quality rating, followed by the amount of CP bid": for the winner and
 * under `highest-total`, ties on total go to the higher Quality, then the higher bid; under `most-bid`, ties on bid go
 * to the higher Quality, then the higher total (this project's choice: the rulebook's own tie order, with the roll as
 * the last word). Players still tied on everything roll off between themselves (as the two-player game and kernel roll
 * again): being alike in every number, each wins the roll-off with the same chance, so exactly each of the 1,000 face
 * triples splits its weight evenly between such players; the sampler draws the roll-off's winner from the stream.
 *
 * Each player takes the first place still free (going first is the place the game's heuristic always picks), so the
 * order of choosing is the turn order. One trial's code is A's place: 0 first, 1 second, 2 third.
 * Quick numbers (exact): A at Quality 5 bidding 3 against two Quality 5 players bidding nothing goes first 67.1% of
 * the time under either reading; last 0% by bid and 9.1% by total (tests/dice/golden.test.ts works them out).
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export const ORDER_READINGS = ['most-bid', 'highest-total'] as const;
export type OrderReading = (typeof ORDER_READINGS)[number];

export interface InitiativeOrderParams {
  /** Quality and bid of A, B and C. */
  quality: readonly [number, number, number];
  bid: readonly [number, number, number];
  order: OrderReading;
}

export const ORDER_OUTCOMES = ['first', 'second', 'third'] as const;

/** > 0 when player i ranks before j by total (ties: Quality, then bid), < 0 after, 0 tied on all three. */
function byTotal(p: InitiativeOrderParams, total: Int32Array, i: number, j: number): number {
  return total[i] - total[j] || p.quality[i] - p.quality[j] || p.bid[i] - p.bid[j];
}
/** The same by bid (ties: Quality, then total). */
function byBid(p: InitiativeOrderParams, total: Int32Array, i: number, j: number): number {
  return p.bid[i] - p.bid[j] || p.quality[i] - p.quality[j] || total[i] - total[j];
}

/**
 * Sixths of A's chance of each place (0-2) with these totals, added to `out` (roll-offs between players alike in
 * every number are even: halves and thirds, so whole sixths).
 */
function placeSixths(p: InitiativeOrderParams, total: Int32Array, out: Int32Array): void {
  // The winner: the highest total (ties: Quality, then bid); players tied on all three roll off.
  let top = 0;
  for (const i of [1, 2]) if (byTotal(p, total, i, top) > 0) top = i;
  let tied = 0;
  for (let i = 0; i < 3; i++) if (byTotal(p, total, i, top) === 0) tied++;
  const share = 6 / tied;
  for (let w = 0; w < 3; w++) {
    if (byTotal(p, total, w, top) !== 0) continue;
    if (w === 0) {
      out[0] += share;
      continue;
    }
    // B or C won: A chooses second if it ranks before the remaining player under the reading (alike: a roll-off).
    const other = 3 - w;
    const rank = p.order === 'most-bid' ? byBid(p, total, 0, other) : byTotal(p, total, 0, other);
    if (rank > 0) out[1] += share;
    else if (rank < 0) out[2] += share;
    else (out[1] += share / 2), (out[2] += share / 2);
  }
}

export const initiativeOrder: DiceKernel<InitiativeOrderParams> = {
  name: 'initiative-order',
  summary: 'Exoshift: turn order among three players, the initiative winner first, then by "second most bid" or by total (EX-035)',
  catalogue: ['EX-035'],
  options: {
    quality: { kind: 'int', required: true, min: 0, max: 10, describe: "A's Army Leader's Quality" },
    bid: { kind: 'int', required: false, default: 0, min: 0, max: 30, describe: 'CP A bids' },
    'b-quality': { kind: 'int', required: true, min: 0, max: 10, describe: "B's Army Leader's Quality" },
    'b-bid': { kind: 'int', required: false, default: 0, min: 0, max: 30, describe: 'CP B bids' },
    'c-quality': { kind: 'int', required: true, min: 0, max: 10, describe: "C's Army Leader's Quality" },
    'c-bid': { kind: 'int', required: false, default: 0, min: 0, max: 30, describe: 'CP C bids' },
    order: { kind: 'choice', values: ORDER_READINGS, describe: 'after the winner: by bid ("second most bid", default) or by total' },
  },
  parse: (values) => ({
    quality: [values.quality as number, values['b-quality'] as number, values['c-quality'] as number],
    bid: [values.bid as number, values['b-bid'] as number, values['c-bid'] as number],
    order: ((values.order as string | undefined) ?? 'most-bid') as OrderReading,
  }),
  model: () => plainModel(ORDER_OUTCOMES),
  exact(params) {
    const sixths = new Int32Array(3);
    const total = new Int32Array(3);
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        for (let c = 1; c <= 10; c++) {
          total[0] = a + params.quality[0] + params.bid[0];
          total[1] = b + params.quality[1] + params.bid[1];
          total[2] = c + params.quality[2] + params.bid[2];
          placeSixths(params, total, sixths);
        }
      }
    }
    return Float64Array.from(sixths, (n) => n / 6000);
  },
  sampler(params) {
    const buffer = new DiceBuffer(10, 3);
    const total = new Int32Array(3);
    const sixths = new Int32Array(3);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) {
          const at = buffer.take(rng, 3);
          for (let k = 0; k < 3; k++) total[k] = dice[at + k] + params.quality[k] + params.bid[k];
          sixths.fill(0);
          placeSixths(params, total, sixths);
          // Usually one place holds all six sixths; a roll-off draws one sixth from the stream.
          let place = sixths[0] === 6 ? 0 : sixths[1] === 6 ? 1 : sixths[2] === 6 ? 2 : -1;
          if (place < 0) {
            let r = rng.nextBelow(6);
            place = 0;
            while (r >= sixths[place]) r -= sixths[place++];
          }
          out[i] = place;
        }
      },
    };
  },
};
