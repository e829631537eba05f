/**
 * Exoshift's D5 (`001_9ac883e80b2d20e9.txt`, Rolling the Dice › Other Rolls,
 * l.271; catalogue EX-050): "There are some cases that will call for a D5,
 * just roll a d10 as normal and halve the result, rounding up" (Round Up,
 * l.275). Faces 1-2 give 1, 3-4 give 2, ... 9-10 give 5: uniform on 1..5.
 * Exact: two d10 faces per value, 0.2 each; mean 3.
 *
 * Example: `playtest roll d5` (Recover removes this much Disruption: `playtest roll recover`).
 */
import type { DiceKernel, OutcomeModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';
import * as RulesModule from '../systems/exoshift/rules.ts';

const { d5: d5Of } = RulesModule;

export const D5_OUTCOMES = ['1', '2', '3', '4', '5'] as const;

function model(): OutcomeModel {
  return {
    size: 5,
    outcomeKeys: D5_OUTCOMES,
    outcomeOf: Int32Array.of(0, 1, 2, 3, 4),
    means: { meanValue: Float64Array.of(1, 2, 3, 4, 5) },
    distributions: {},
  };
}

export const d5: DiceKernel<Record<string, never>> = {
  name: 'd5',
  summary: 'Exoshift: a D5, a d10 halved rounding up (Other Rolls, EX-050), e.g. playtest roll d5',
  catalogue: ['EX-050'],
  options: {},
  parse: () => ({}),
  model,
  exact() {
    const p = new Float64Array(5);
    for (let face = 1; face <= 10; face++) p[d5Of(face) - 1] += 1;
    return p.map((faces) => faces / 10);
  },
  sampler() {
    const buffer = new DiceBuffer(10, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) out[i] = d5Of(dice[buffer.take(rng, 1)]) - 1;
      },
    };
  },
};
