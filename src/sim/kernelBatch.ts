/**
 * The batch form for a dice kernel: an arm's params are the kernel's
 * command-line options (`{ rof: 3, acc: 5, dodge: 3, armor: 2, variant: 'floor1' }`,
 * missing ones take their defaults), and each metric names what it reports
 * from the kernel's outcome model:
 * - `'outcome'`: the distribution of the outcome keys (N/D/T/Q, damage "0".."R");
 * - `{ distribution: 'hits' }`: one of the model's extra distributions;
 * - `{ mean: 'meanDamage' }`: one of the model's per-trial means;
 * - `{ proportion: ['T', 'Q'] }`: how often the outcome is one of these keys.
 *
 * A chunk is one call of the kernel's sampler into a reused code buffer, then a
 * count per code; the metrics are folded from the code counts once per chunk.
 * So a trial costs the sampler plus one array increment, and the runner adds
 * no call and no object per trial (`npm run bench`, runner overhead).
 *
 * Example: batch: kernelBatch(d6sets, { highest: 'outcome', damage: { mean: 'meanDamage' } }).
 */
import { kernelOptionValues, type DiceKernel, type FineSampler, type OutcomeModel } from '../dice/kernel.ts';
import type { Xoshiro128 } from '../rng/xoshiro128.ts';
import type { BatchFunction, Params } from './experiment.ts';

export { kernelOptionValues };
import type { Tally } from './tally.ts';

export type KernelMetricSource = 'outcome' | { distribution: string } | { mean: string } | { proportion: readonly string[] };

interface Prepared {
  model: OutcomeModel;
  sampler: FineSampler;
  codes: Uint16Array;
  counts: Float64Array;
}

export function kernelBatch<P>(kernel: DiceKernel<P>, sources: Record<string, KernelMetricSource>): BatchFunction<Params> {
  // Params objects are resolved once per run and reused for every chunk, so the
  // sampler (and its memo tables) is built once per arm per thread.
  const prepared = new WeakMap<Params, Prepared>();
  const prepare = (params: Params): Prepared => {
    let found = prepared.get(params);
    if (!found) {
      const parsed = kernel.parse(kernelOptionValues(kernel, params));
      const model = kernel.model(parsed);
      found = { model, sampler: kernel.sampler(parsed), codes: new Uint16Array(0), counts: new Float64Array(model.size) };
      prepared.set(params, found);
    }
    return found;
  };

  const batch = (params: Params, rng: Xoshiro128, n: number, tally: Tally): void => {
    const state = prepare(params);
    if (state.codes.length < n) state.codes = new Uint16Array(n);
    const { codes, counts, model } = state;
    state.sampler.sample(rng, codes, n);
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[codes[i]]++;
    for (const [metric, source] of Object.entries(sources)) fold(metric, source, model, counts, tally);
  };
  // Run before any trial (checkArms.ts): the options as `playtest roll` checks them, the kernel's own checks, and
  // every metric's source in this arm's model, so a bad arm is refused by name rather than failing mid-chunk.
  batch.check = (params: Params): void => {
    const model = kernel.model(kernel.parse(kernelOptionValues(kernel, params)));
    for (const [metric, source] of Object.entries(sources)) checkSource(metric, source, model);
  };
  batch.keysFor = (metric: string, params: Params): readonly string[] | undefined => {
    const source = sources[metric];
    if (source === 'outcome') return prepare(params).model.outcomeKeys;
    if (source && typeof source === 'object' && 'distribution' in source) return distributionOf(prepare(params).model, source.distribution).keys;
    return undefined;
  };
  return batch;
}

function distributionOf(model: OutcomeModel, name: string): { keys: readonly string[]; of: Int32Array } {
  const found = model.distributions[name];
  if (!found) throw new Error(`the kernel model has no distribution ${name}; it has: ${Object.keys(model.distributions).join(', ') || 'none'}`);
  return found;
}

function checkSource(metric: string, source: KernelMetricSource, model: OutcomeModel): void {
  if (source === 'outcome') return;
  if ('distribution' in source) distributionOf(model, source.distribution);
  else if ('mean' in source) meanOf(model, metric, source.mean);
  else wantedKeys(model, metric, source.proportion);
}

function meanOf(model: OutcomeModel, metric: string, name: string): Float64Array {
  const values = model.means[name];
  if (!values) throw new Error(`mean ${metric}: the kernel model has no mean ${name}; it has: ${Object.keys(model.means).join(', ') || 'none'}`);
  return values;
}

function wantedKeys(model: OutcomeModel, metric: string, keys: readonly string[]): number[] {
  const missing = keys.filter((key) => !model.outcomeKeys.includes(key));
  if (missing.length > 0) throw new Error(`proportion ${metric}: the kernel has no outcome ${missing.join(', ')}; its outcome keys: ${model.outcomeKeys.join(', ') || 'none'}`);
  return keys.map((key) => model.outcomeKeys.indexOf(key));
}

function fold(metric: string, source: KernelMetricSource, model: OutcomeModel, counts: Float64Array, tally: Tally): void {
  if (source === 'outcome' || 'distribution' in source) {
    const of = source === 'outcome' ? model.outcomeOf : distributionOf(model, source.distribution).of;
    const histogram = tally.histogram(metric);
    for (let code = 0; code < counts.length; code++) histogram[of[code]] += counts[code];
  } else if ('mean' in source) {
    const values = meanOf(model, metric, source.mean);
    let sum = 0;
    let sumSquares = 0;
    for (let code = 0; code < counts.length; code++) {
      sum += counts[code] * values[code];
      sumSquares += counts[code] * values[code] * values[code];
    }
    tally.mean(metric, sum, sumSquares);
  } else {
    const wanted = wantedKeys(model, metric, source.proportion);
    let successes = 0;
    for (let code = 0; code < counts.length; code++) if (wanted.includes(model.outcomeOf[code])) successes += counts[code];
    tally.proportion(metric, successes);
  }
}
