/**
 * Jovian Wars' opposed roll (`002_f697cf6215cb147c.txt`, "Opposed Rolls", used
 * by missiles, Evasive, dogfights; `specs/dice-kernels.md` section 3): both
 * sides roll a d6 sets pool; the secondary's sets then diminish the primary's.
 * The rulebook leaves the D and T bullets blank and keeps only "Q+: negate all",
 * so the two readings are variants:
 * - `steps` (default): a secondary D gives 1 step, a T 2 steps; each step lowers
 *   one primary set by one. Every step costs the primary 1 damage whichever set
 *   it hits, so to minimise the primary's damage and then its best set, the
 *   secondary always lowers the primary's highest set (highest value on ties).
 * - `one-set`: each secondary D or T removes one primary set, the highest
 *   (highest value on ties).
 * Under both, any secondary Q negates every primary set.
 * Reported as for d6sets: the primary's result after the secondary's effect.
 *
 * Exact: the primary's exact code distribution against the secondary's effect
 * distribution (negate, or k steps/removals). Sample: both pools sampled with
 * the same generator, primary first, in batches.
 */
import type { DiceKernel, FineSampler } from './kernel.ts';
import { d6Pool, exactSetCodes, setCodeSampler, setsModel } from './d6sets.ts';
import { CODE_COUNT, FACES, levelOf, withLevel } from './setMagnitudes.ts';

export const OPPOSED_VARIANTS = ['steps', 'one-set'] as const;
export type OpposedVariant = (typeof OPPOSED_VARIANTS)[number];

export interface D6OpposedParams {
  base: number;
  flex: number;
  macro: number;
  vsBase: number;
  vsFlex: number;
  vsMacro: number;
  variant: OpposedVariant;
}

/** Effects are 0..MAX_EFFECT steps or removals, and NEGATE_ALL. */
const MAX_EFFECT = 12;
const NEGATE_ALL = MAX_EFFECT + 1;
const EFFECTS = NEGATE_ALL + 1;

/** What a secondary result does to the primary under a variant. */
export function secondaryEffect(code: number, variant: OpposedVariant): number {
  let effect = 0;
  for (let face = 1; face <= FACES; face++) {
    const level = levelOf(code, face);
    if (level === 3) return NEGATE_ALL;
    if (level > 0) effect += variant === 'steps' ? level : 1;
  }
  return effect;
}

/** The primary's highest set (highest value on ties), or 0 when none is left. */
function topFace(code: number): number {
  let best = 0;
  for (let face = 1; face <= FACES; face++) {
    if (levelOf(code, face) > 0 && (best === 0 || levelOf(code, face) >= levelOf(code, best))) best = face;
  }
  return best;
}

/** The primary's code after a secondary effect. */
export function applyEffect(primary: number, effect: number, variant: OpposedVariant): number {
  if (effect === NEGATE_ALL) return 0;
  let code = primary;
  for (let i = 0; i < effect; i++) {
    const face = topFace(code);
    if (face === 0) break;
    code = withLevel(code, face, variant === 'steps' ? levelOf(code, face) - 1 : 0);
  }
  return code;
}

function parts(params: D6OpposedParams) {
  const primary = d6Pool(params);
  const secondary = d6Pool({ base: params.vsBase, flex: params.vsFlex, macro: params.vsMacro });
  // effectOf[secondary code] and resultOf[primary code * EFFECTS + effect]
  const effectOf = new Uint8Array(CODE_COUNT);
  const resultOf = new Uint16Array(CODE_COUNT * EFFECTS);
  for (let code = 0; code < CODE_COUNT; code++) {
    effectOf[code] = secondaryEffect(code, params.variant);
    for (let effect = 0; effect < EFFECTS; effect++) resultOf[code * EFFECTS + effect] = applyEffect(code, effect, params.variant);
  }
  return { primary, secondary, effectOf, resultOf };
}

const BATCH = 4096;

export const d6opposed: DiceKernel<D6OpposedParams> = {
  name: 'd6opposed',
  summary: 'Jovian Wars: opposed roll, the secondary pool diminishes the primary pool',
  options: {
    base: { kind: 'int', required: true, min: -100, max: 100, describe: "primary's base dice" },
    flex: { kind: 'int', required: false, default: 0, min: 0, max: 100, describe: "primary's flex dice" },
    macro: { kind: 'int', required: false, default: 0, min: -100, max: 100, describe: "primary's macro dice" },
    'vs-base': { kind: 'int', required: true, min: -100, max: 100, describe: "secondary's base dice" },
    'vs-flex': { kind: 'int', required: false, default: 0, min: 0, max: 100, describe: "secondary's flex dice" },
    'vs-macro': { kind: 'int', required: false, default: 0, min: -100, max: 100, describe: "secondary's macro dice" },
    variant: { kind: 'choice', values: OPPOSED_VARIANTS, describe: 'steps: secondary D = 1 step, T = 2 steps (default); one-set: each D or T removes a set' },
  },
  parse: (values) => ({
    base: values.base as number,
    flex: values.flex as number,
    macro: values.macro as number,
    vsBase: values['vs-base'] as number,
    vsFlex: values['vs-flex'] as number,
    vsMacro: values['vs-macro'] as number,
    variant: values.variant as OpposedVariant,
  }),
  model: () => setsModel(),
  exact(params) {
    const { primary, secondary, effectOf, resultOf } = parts(params);
    const primaryCodes = exactSetCodes(primary);
    const secondaryCodes = exactSetCodes(secondary);
    const effects = new Float64Array(EFFECTS);
    for (let code = 0; code < CODE_COUNT; code++) effects[effectOf[code]] += secondaryCodes[code];
    const result = new Float64Array(CODE_COUNT);
    for (let code = 0; code < CODE_COUNT; code++) {
      if (primaryCodes[code] === 0) continue;
      for (let effect = 0; effect < EFFECTS; effect++) result[resultOf[code * EFFECTS + effect]] += primaryCodes[code] * effects[effect];
    }
    return result;
  },
  sampler(params): FineSampler {
    const { primary, secondary, effectOf, resultOf } = parts(params);
    const primarySampler = setCodeSampler(primary);
    const secondarySampler = setCodeSampler(secondary);
    const secondaryCodes = new Uint16Array(BATCH);
    return {
      sample(rng, out, n) {
        for (let done = 0; done < n; done += BATCH) {
          const size = Math.min(BATCH, n - done);
          const primaryCodes = out.subarray(done, done + size);
          primarySampler.sample(rng, primaryCodes, size);
          secondarySampler.sample(rng, secondaryCodes, size);
          for (let i = 0; i < size; i++) primaryCodes[i] = resultOf[primaryCodes[i] * EFFECTS + effectOf[secondaryCodes[i]]];
        }
      },
    };
  },
};
