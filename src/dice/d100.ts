/**
 * Jagged Shards' d100 threshold roll (`000_9659637e2373f14e.txt`, Ch. 3 "Core
 * Mechanics", Ch. 7-8; `specs/dice-kernels.md` section 1).
 *
 * Roll 1..100 against a modified threshold SR (cover, elevation and the like
 * are applied by the caller, so SR may fall below 1 or rise above 100):
 * - critFail: 1..critFail (default 1..5), fails whatever SR is;
 * - critSuccess: critSuccess..100 (default 96..100), succeeds whatever SR is;
 * - success: any other roll >= SR; fail: any other roll < SR.
 * With `reroll` (a Warp Flare) every plain fail is rerolled once and the second
 * roll stands as it falls; critical results are never rerolled.
 *
 * Exact: count the faces in each band (four outcomes); with a reroll,
 * P(x) = P1(x) + P1(fail) * P1(x) for x != fail and P(fail) = P1(fail)^2.
 */
import type { DiceKernel, FineSampler } from './kernel.ts';
import { ParamError, plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface D100Params {
  sr: number;
  critFail: number;
  critSuccess: number;
  reroll: boolean;
}

export const D100_OUTCOMES = ['critFail', 'fail', 'success', 'critSuccess'] as const;
const CRIT_FAIL = 0;
const FAIL = 1;
const SUCCESS = 2;
const CRIT_SUCCESS = 3;

/** outcomeByRoll[r] is the outcome code of a roll r (index 0 unused). */
function outcomeByRoll({ sr, critFail, critSuccess }: D100Params): Uint8Array {
  const table = new Uint8Array(101);
  for (let roll = 1; roll <= 100; roll++) {
    if (roll <= critFail) table[roll] = CRIT_FAIL;
    else if (roll >= critSuccess) table[roll] = CRIT_SUCCESS;
    else table[roll] = roll >= sr ? SUCCESS : FAIL;
  }
  return table;
}

export const d100: DiceKernel<D100Params> = {
  name: 'd100',
  summary: 'Jagged Shards: d100 roll-high against SR, crit bands, Warp Flare reroll',
  // JS-043 and JS-053: --sr 66 (the Initiative Steal); JS-057: --sr PV-FR --crit-fail 0 --crit-success 101 (the insertion roll, tests/dice/golden.test.ts).
  catalogue: ['JS-043', 'JS-046', 'JS-047', 'JS-048', 'JS-049', 'JS-053', 'JS-057', 'JS-071'],
  options: {
    sr: { kind: 'int', required: true, describe: 'modified threshold SR (a roll >= SR succeeds)' },
    'crit-fail': { kind: 'int', required: false, default: 5, min: 0, max: 100, describe: 'rolls 1..N are critical failures' },
    'crit-success': { kind: 'int', required: false, default: 96, min: 1, max: 101, describe: 'rolls N..100 are critical successes (101: none)' },
    reroll: { kind: 'flag', describe: 'reroll every plain fail once (a Warp Flare)' },
  },
  parse(values) {
    const params: D100Params = {
      sr: values.sr as number,
      critFail: values['crit-fail'] as number,
      critSuccess: values['crit-success'] as number,
      reroll: values.reroll === true,
    };
    if (params.critFail >= params.critSuccess) {
      throw new ParamError(
        'crit-fail',
        `crit bands overlap: --crit-fail ${params.critFail} makes 1..${params.critFail} critical failures but --crit-success ${params.critSuccess} makes ${params.critSuccess}..100 critical successes`,
      );
    }
    return params;
  },
  model: () => plainModel(D100_OUTCOMES),
  exact(params) {
    const table = outcomeByRoll(params);
    const once = new Float64Array(4);
    for (let roll = 1; roll <= 100; roll++) once[table[roll]] += 1;
    for (let code = 0; code < 4; code++) once[code] /= 100;
    if (!params.reroll) return once;
    const pFail = once[FAIL];
    const withReroll = new Float64Array(4);
    for (let code = 0; code < 4; code++) withReroll[code] = code === FAIL ? pFail * pFail : once[code] * (1 + pFail);
    return withReroll;
  },
  sampler(params): FineSampler {
    const table = outcomeByRoll(params);
    const reroll = params.reroll;
    const buffer = new DiceBuffer(100, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        // One die per trial, and one more only if it rerolls. (A take may
        // refill the buffer, so no index is held across two takes.)
        for (let i = 0; i < n; i++) {
          let outcome = table[dice[buffer.take(rng, 1)]];
          if (outcome === FAIL && reroll) outcome = table[dice[buffer.take(rng, 1)]];
          out[i] = outcome;
        }
      },
    };
  },
};
