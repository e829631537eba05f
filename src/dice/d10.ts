/**
 * Exoshift's d10 roll-under test (`001_9ac883e80b2d20e9.txt`, "Tests";
 * `specs/dice-kernels.md` section 2): roll 1..10 against a target T (a stat
 * after modifiers); success iff roll <= T. T <= 0 never succeeds, T >= 10
 * always does. Exact: P(success) = clamp(T, 0, 10) / 10.
 *
 * With `--reroll` a failed test is rolled once more and the second roll
 * stands: p + (1 - p) p. Resolute ("may reroll failed Rout Tests", Unit
 * Traits l.1259, EX-104) and the Army Leader's "spend 1 CP to reroll any
 * morale tests" (Command Traits l.1213, EX-103) on a Morale test, T = Morale.
 * Example: `playtest roll d10 --target 6 --reroll` -> 0.84.
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface D10Params {
  target: number;
  reroll: boolean;
}

export const D10_OUTCOMES = ['fail', 'success'] as const;

export const d10: DiceKernel<D10Params> = {
  name: 'd10',
  summary: 'Exoshift: d10 roll-under test against a target',
  catalogue: ['EX-049', 'EX-069', 'EX-103', 'EX-104'],
  options: {
    target: { kind: 'int', required: true, describe: 'target T after modifiers (a roll <= T succeeds)' },
    reroll: { kind: 'flag', describe: 'reroll a failed test once (Resolute on Rout Tests, EX-104; the Army Leader\'s 1 CP Morale reroll, EX-103)' },
  },
  parse: (values) => ({ target: values.target as number, reroll: values.reroll === true }),
  model: () => plainModel(D10_OUTCOMES),
  exact({ target, reroll }) {
    const once = Math.min(10, Math.max(0, target)) / 10;
    const success = reroll ? once + (1 - once) * once : once;
    return Float64Array.of(1 - success, success);
  },
  sampler({ target, reroll }) {
    const buffer = new DiceBuffer(10, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        if (!reroll) {
          for (let i = 0; i < n; i++) out[i] = dice[buffer.take(rng, 1)] <= target ? 1 : 0;
          return;
        }
        // One die per trial, and one more only after a fail (read each take before taking again).
        for (let i = 0; i < n; i++) out[i] = dice[buffer.take(rng, 1)] <= target || dice[buffer.take(rng, 1)] <= target ? 1 : 0;
      },
    };
  },
};
