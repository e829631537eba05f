/**
 * Exoshift's initiative (`001_9ac883e80b2d20e9.txt`, Start of Game Round ›
 * Determine initiative; catalogue EX-052, EX-053): "All players secretly bid a
 * number of global CP, then roll a D10, add the Quality rating of their Army
 * Leader, and the number of CP bid. ... The player with the highest total wins
 * the initiative", and "Any ties between are resolved by Commander's Quality
 * rating, followed by the amount of CP bid". Two players; a tie on all three
 * is rolled again (the rulebook says nothing more; the game does the same,
 * src/systems/exoshift/round.ts initiative).
 *
 * One trial is one initiative roll between player A (quality, bid) and B
 * (vs-quality, vs-bid): code 1 when A wins, 0 when B does. Exact: over the 100
 * pairs of faces, A's wins W and losses L (ties settled by Quality, then bid);
 * with Quality and bid both equal a tied total is rerolled, so P(A) = W / (W + L).
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface InitiativeParams {
  quality: number;
  bid: number;
  vsQuality: number;
  vsBid: number;
}

export const INITIATIVE_OUTCOMES = ['lose', 'win'] as const;

/** 1 if A wins with these faces, 0 if B does, -1 for a tie on total, Quality and bid (rolled again). */
function winnerOf(p: InitiativeParams, face: number, vsFace: number): number {
  const total = face + p.quality + p.bid;
  const vsTotal = vsFace + p.vsQuality + p.vsBid;
  if (total !== vsTotal) return total > vsTotal ? 1 : 0;
  if (p.quality !== p.vsQuality) return p.quality > p.vsQuality ? 1 : 0;
  if (p.bid !== p.vsBid) return p.bid > p.vsBid ? 1 : 0;
  return -1;
}

export const initiative: DiceKernel<InitiativeParams> = {
  name: 'initiative',
  summary: "Exoshift: the initiative roll, d10 + Army Leader's Quality + CP bid against the other player's (EX-052)",
  catalogue: ['EX-052', 'EX-053'],
  options: {
    quality: { kind: 'int', required: true, min: 0, max: 10, describe: "A's Army Leader's Quality" },
    bid: { kind: 'int', required: false, default: 0, min: 0, max: 30, describe: 'CP A bids (spent whether it wins or not)' },
    'vs-quality': { kind: 'int', required: true, min: 0, max: 10, describe: "B's Army Leader's Quality" },
    'vs-bid': { kind: 'int', required: false, default: 0, min: 0, max: 30, describe: 'CP B bids' },
  },
  parse: (values) => ({ quality: values.quality as number, bid: values.bid as number, vsQuality: values['vs-quality'] as number, vsBid: values['vs-bid'] as number }),
  model: () => plainModel(INITIATIVE_OUTCOMES),
  exact(params) {
    let wins = 0;
    let losses = 0;
    for (let face = 1; face <= 10; face++) {
      for (let vsFace = 1; vsFace <= 10; vsFace++) {
        const winner = winnerOf(params, face, vsFace);
        if (winner === 1) wins++;
        else if (winner === 0) losses++;
      }
    }
    return Float64Array.of(losses / (wins + losses), wins / (wins + losses));
  },
  sampler(params) {
    const buffer = new DiceBuffer(10, 2);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) {
          let winner = -1;
          while (winner < 0) {
            const at = buffer.take(rng, 2);
            winner = winnerOf(params, dice[at], dice[at + 1]);
          }
          out[i] = winner;
        }
      },
    };
  },
};
