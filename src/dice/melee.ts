/**
 * Syndicate Protocol's melee contest (`003_c7f3f5aee5a5ed6f.txt`, "Combat",
 * melee; `specs/dice-kernels.md` section 5): 1d6 + ACC against 1d6 + DODGE.
 * Higher total wins; a tie means both take 1. Exact: the 36 face pairs.
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface MeleeParams {
  acc: number;
  dodge: number;
}

export const MELEE_OUTCOMES = ['attacker', 'tie', 'defender'] as const;

function contest(attackerTotal: number, defenderTotal: number): number {
  if (attackerTotal > defenderTotal) return 0;
  return attackerTotal === defenderTotal ? 1 : 2;
}

export const melee: DiceKernel<MeleeParams> = {
  name: 'melee',
  summary: 'Syndicate Protocol: melee contest 1d6 + ACC against 1d6 + DODGE',
  catalogue: ['SP-075'],
  options: {
    acc: { kind: 'int', required: true, describe: "attacker's accuracy ACC" },
    dodge: { kind: 'int', required: true, describe: "defender's dodge DODGE" },
  },
  parse: (values) => ({ acc: values.acc as number, dodge: values.dodge as number }),
  model: () => plainModel(MELEE_OUTCOMES),
  exact({ acc, dodge }) {
    const pairs = new Float64Array(3);
    for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) pairs[contest(a + acc, d + dodge)] += 1;
    return pairs.map((count) => count / 36);
  },
  sampler({ acc, dodge }) {
    const buffer = new DiceBuffer(6, 2);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) {
          const at = buffer.take(rng, 2);
          out[i] = contest(dice[at] + acc, dice[at + 1] + dodge);
        }
      },
    };
  },
};
