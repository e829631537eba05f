/**
 * Exoshift's casualty roll (`001_9ac883e80b2d20e9.txt`, "Casualties";
 * `specs/dice-kernels.md` section 2): d10 + X, where X = Disruption + Power -
 * Quality, read on the casualty table: unhurt <= 2, stunned 3-4, downed 5-6,
 * wounded 7-8, incapacitated 9-10, destroyed >= 11.
 * Exact: each of the ten faces lands in one band.
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface CasualtyParams {
  /** X = Disruption + Power - Quality. */
  modifier: number;
}

export const CASUALTY_OUTCOMES = ['unhurt', 'stunned', 'downed', 'wounded', 'incapacitated', 'destroyed'] as const;

/** The casualty-table band of a modified total. */
export function casualtyBand(total: number): number {
  if (total <= 2) return 0;
  if (total >= 11) return 5;
  return (total - 1) >> 1; // 3-4 -> 1, 5-6 -> 2, 7-8 -> 3, 9-10 -> 4
}

/** bandByFace[f] is the band of face f (1..10) with the modifier added. */
function bandByFace(modifier: number): Uint8Array {
  const table = new Uint8Array(11);
  for (let face = 1; face <= 10; face++) table[face] = casualtyBand(face + modifier);
  return table;
}

export const casualty: DiceKernel<CasualtyParams> = {
  name: 'casualty',
  summary: 'Exoshift: d10 + (Disruption + Power - Quality) on the casualty table',
  catalogue: ['EX-071'],
  options: {
    modifier: { kind: 'int', required: true, describe: 'X = Disruption + Power - Quality, added to the d10' },
  },
  parse: (values) => ({ modifier: values.modifier as number }),
  model: () => plainModel(CASUALTY_OUTCOMES),
  exact({ modifier }) {
    const table = bandByFace(modifier);
    const p = new Float64Array(CASUALTY_OUTCOMES.length);
    for (let face = 1; face <= 10; face++) p[table[face]] += 1;
    return p.map((faces) => faces / 10);
  },
  sampler({ modifier }) {
    const table = bandByFace(modifier);
    const buffer = new DiceBuffer(10, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) out[i] = table[dice[buffer.take(rng, 1)]];
      },
    };
  },
};
