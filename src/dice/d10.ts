/**
 * Exoshift's d10 roll-under test (`001_9ac883e80b2d20e9.txt`, "Tests";
 * `specs/dice-kernels.md` section 2): roll 1..10 against a target T (a stat
 * after modifiers); success iff roll <= T. T <= 0 never succeeds, T >= 10
 * always does. Exact: P(success) = clamp(T, 0, 10) / 10.
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface D10Params {
  target: number;
}

export const D10_OUTCOMES = ['fail', 'success'] as const;

export const d10: DiceKernel<D10Params> = {
  name: 'd10',
  summary: 'Exoshift: d10 roll-under test against a target',
  catalogue: ['EX-049', 'EX-069'],
  options: {
    target: { kind: 'int', required: true, describe: 'target T after modifiers (a roll <= T succeeds)' },
  },
  parse: (values) => ({ target: values.target as number }),
  model: () => plainModel(D10_OUTCOMES),
  exact({ target }) {
    const success = Math.min(10, Math.max(0, target)) / 10;
    return Float64Array.of(1 - success, success);
  },
  sampler({ target }) {
    const buffer = new DiceBuffer(10, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) out[i] = dice[buffer.take(rng, 1)] <= target ? 1 : 0;
      },
    };
  },
};
