/**
 * Syndicate Protocol's melee contest (`003_c7f3f5aee5a5ed6f.txt`, "Combat",
 * melee; `specs/dice-kernels.md` section 5): 1d6 + ACC against 1d6 + DODGE.
 * Higher total wins; a tie means both take 1. Exact: the 36 face pairs.
 * With `reroll-ties` a tie is rolled again until one side wins: the starting
 * Priority roll-off (Game Setup 6, "both players roll 1d6 ... If tied, reroll
 * until a winner is determined", SP-071) is --acc 0 --dodge 0 --reroll-ties.
 * Exact: P(attacker) = W / (W + L) over the face pairs.
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface MeleeParams {
  acc: number;
  dodge: number;
  rerollTies?: boolean;
}

export const MELEE_OUTCOMES = ['attacker', 'tie', 'defender'] as const;

function contest(attackerTotal: number, defenderTotal: number): number {
  if (attackerTotal > defenderTotal) return 0;
  return attackerTotal === defenderTotal ? 1 : 2;
}

export const melee: DiceKernel<MeleeParams> = {
  name: 'melee',
  summary: 'Syndicate Protocol: melee contest 1d6 + ACC against 1d6 + DODGE (with --reroll-ties, the starting Priority roll-off)',
  catalogue: ['SP-071', 'SP-075'],
  options: {
    acc: { kind: 'int', required: true, describe: "attacker's accuracy ACC (0 for the Priority roll-off)" },
    dodge: { kind: 'int', required: true, describe: "defender's dodge DODGE (0 for the Priority roll-off)" },
    'reroll-ties': { kind: 'flag', describe: 'roll ties again until one side wins (Game Setup 6, starting Priority: "If tied, reroll")' },
  },
  parse: (values) => ({ acc: values.acc as number, dodge: values.dodge as number, ...(values['reroll-ties'] === true ? { rerollTies: true } : {}) }),
  model: () => plainModel(MELEE_OUTCOMES),
  exact({ acc, dodge, rerollTies }) {
    const pairs = new Float64Array(3);
    for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) pairs[contest(a + acc, d + dodge)] += 1;
    if (!rerollTies || pairs[0] + pairs[2] === 0) return pairs.map((count) => count / 36);
    const decided = pairs[0] + pairs[2];
    return Float64Array.of(pairs[0] / decided, 0, pairs[2] / decided);
  },
  sampler({ acc, dodge, rerollTies }) {
    const buffer = new DiceBuffer(6, 2);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) {
          const at = buffer.take(rng, 2);
          let result = contest(dice[at] + acc, dice[at + 1] + dodge);
          while (rerollTies && result === 1) {
            const again = buffer.take(rng, 2);
            result = contest(dice[again] + acc, dice[again + 1] + dodge);
          }
          out[i] = result;
        }
      },
    };
  },
};
