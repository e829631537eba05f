/**
 * Rattle and Rend's d20 bonus/penalty pool (`004_c41133d86b017ece.txt`, "Core
 * Dice Mechanic"; `specs/dice-kernels.md` section 4). "Standard CHECKS roll
 * 2d20. PENALTIES force a roll of a single d20. BONUSES allow you to roll 3d20.
 * PENALTIES AND BONUSES CANCEL EACH OTHER OUT, regardless of the amount."
 *
 * A die succeeds iff it shows >= T (the stat after numeric modifiers; roll
 * high, so a lower stat is better). Outcome: fail (no die succeeds), success
 * (exactly one), critical (two or more, so a single die is never critical).
 *
 * Variants (dice rolled):
 * - `cancel` (default, the rulebook's text): 2 if b = p = 0 or both > 0; 3 if
 *   only bonuses; 1 if only penalties.
 * - `stack`: 2 + b - p dice, at least 1.
 * Exact: the number of successes is binomial(dice, q) with q = P(d20 >= T).
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';
import { binomialPmf } from './binomial.ts';

export const D20_VARIANTS = ['cancel', 'stack'] as const;
export type D20Variant = (typeof D20_VARIANTS)[number];

export interface D20Params {
  target: number;
  bonus: number;
  penalty: number;
  variant: D20Variant;
}

export const D20_OUTCOMES = ['fail', 'success', 'critical'] as const;

/** How many d20 a check rolls (see the variants above). */
export function d20DiceCount({ bonus, penalty, variant }: D20Params): number {
  if (variant === 'stack') return Math.max(1, 2 + bonus - penalty);
  if (bonus > 0 && penalty === 0) return 3;
  if (penalty > 0 && bonus === 0) return 1;
  return 2;
}

export const d20: DiceKernel<D20Params> = {
  name: 'd20',
  summary: 'Rattle and Rend: 2d20 check, 3 with a bonus, 1 with a penalty; roll >= stat',
  // Also two actions whose whole effect is one check (tests/dice/golden.test.ts): Intimidate (Heavy Fury 7+, RR-167) and Banish Foe
  // (Champion Guile 10+ with a penalty, RR-163; whose Will check follows is RR-065).
  catalogue: ['RR-071', 'RR-072', 'RR-073', 'RR-074', 'RR-075', 'RR-076', 'RR-077', 'RR-078', 'RR-163', 'RR-167'],
  options: {
    target: { kind: 'int', required: true, describe: 'the stat T after numeric modifiers (a die >= T succeeds)' },
    bonus: { kind: 'int', required: false, default: 0, min: 0, max: 100, describe: 'number of bonuses' },
    penalty: { kind: 'int', required: false, default: 0, min: 0, max: 100, describe: 'number of penalties' },
    variant: { kind: 'choice', values: D20_VARIANTS, describe: 'cancel: bonuses and penalties cancel (rulebook); stack: each adds/removes a die' },
  },
  parse: (values) => ({
    target: values.target as number,
    bonus: values.bonus as number,
    penalty: values.penalty as number,
    variant: values.variant as D20Variant,
  }),
  model: () => plainModel(D20_OUTCOMES),
  exact(params) {
    const dice = d20DiceCount(params);
    const q = Math.min(20, Math.max(0, 21 - params.target)) / 20;
    const successes = binomialPmf(dice, q);
    let critical = 0;
    for (let k = 2; k <= dice; k++) critical += successes[k];
    return Float64Array.of(successes[0], successes[1], critical);
  },
  sampler(params) {
    const count = d20DiceCount(params);
    const target = params.target;
    const buffer = new DiceBuffer(20, count);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) {
          const at = buffer.take(rng, count);
          let successes = 0;
          for (let d = 0; d < count; d++) successes += dice[at + d] >= target ? 1 : 0;
          out[i] = successes > 2 ? 2 : successes;
        }
      },
    };
  },
};
