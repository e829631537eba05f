/**
 * The batch form for experiments whose cells are single attacks through a
 * system's attack pipeline (src/systems/attackPipeline.ts): each arm's params
 * compile one attack, and n attacks are drawn from its sampler into a reused
 * code buffer, then folded into the experiment's metrics. A cell the rules
 * forbid (compile returns null) deals nothing: its attacks count as none. The
 * shared code of rr-element-matchups, rr-death-defiers, sp-status-effects and ex-assault; named
 * with '_' so `npm run reports` does not run it as an experiment.
 */
import type { BatchFunction, Params } from '../src/sim/experiment.ts';
import type { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import type { Tally } from '../src/sim/tally.ts';
import type { CompiledAttack } from '../src/systems/attackPipeline.ts';

/** A metric: the share of attacks ending in one of these outcome keys, or the mean of one of the model's per-attack values. */
export type AttackMetric = { proportion: readonly string[] } | { mean: string };

/** Exact chance of each reported outcome of a compiled attack. */
export function exactOutcomes(attack: CompiledAttack): Record<string, number> {
  const p = attack.exact();
  const out: Record<string, number> = Object.fromEntries(attack.model.outcomeKeys.map((key) => [key, 0]));
  for (let code = 0; code < p.length; code++) out[attack.model.outcomeKeys[attack.model.outcomeOf[code]]] += p[code];
  return out;
}

/** Exact mean of one of the model's per-attack values (0 for a forbidden attack). */
export function exactMean(attack: CompiledAttack | null, mean: string): number {
  if (!attack) return 0;
  const values = attack.model.means[mean];
  return attack.exact().reduce((sum, q, code) => sum + q * values[code], 0);
}

interface Prepared {
  attack: CompiledAttack | null;
  sampler: ReturnType<CompiledAttack['sampler']> | null;
  codes: Uint16Array;
  /** Per metric: for a proportion, whether each fine code counts; for a mean, the value of each fine code. */
  folds: { id: string; kind: 'proportion' | 'mean'; perCode: Float64Array }[];
}

export function attackBatch<P>(compile: (params: P) => CompiledAttack | null, metrics: Readonly<Record<string, AttackMetric>>): BatchFunction<Params> {
  // Params objects are reused for every chunk of an arm, so each cell is compiled once per thread.
  const prepared = new WeakMap<Params, Prepared>();
  return (params: Params, rng: Xoshiro128, n: number, tally: Tally) => {
    let cell = prepared.get(params);
    if (!cell) {
      const attack = compile(params as unknown as P);
      const folds = Object.entries(metrics).map(([id, metric]) => {
        const size = attack?.model.size ?? 0;
        if ('mean' in metric) {
          if (attack && !attack.model.means[metric.mean]) throw new Error(`mean ${id}: the attack model has ${Object.keys(attack.model.means).join(', ')}`);
          return { id, kind: 'mean' as const, perCode: attack ? Float64Array.from(attack.model.means[metric.mean]) : new Float64Array(0) };
        }
        const wanted = metric.proportion.map((key) => attack?.model.outcomeKeys.indexOf(key) ?? -1);
        if (attack && wanted.includes(-1)) throw new Error(`proportion ${id}: outcome keys are ${attack.model.outcomeKeys.join(', ')}`);
        return { id, kind: 'proportion' as const, perCode: Float64Array.from({ length: size }, (_, code) => (wanted.includes(attack!.model.outcomeOf[code]) ? 1 : 0)) };
      });
      cell = { attack, sampler: attack?.sampler() ?? null, codes: new Uint16Array(0), folds };
      prepared.set(params, cell);
    }
    if (cell.sampler) {
      if (cell.codes.length < n) cell.codes = new Uint16Array(n);
      cell.sampler.sample(rng, cell.codes, n);
    }
    for (const fold of cell.folds) {
      let sum = 0;
      let squares = 0;
      if (cell.sampler) {
        for (let i = 0; i < n; i++) {
          const value = fold.perCode[cell.codes[i]];
          sum += value;
          squares += value * value;
        }
      }
      if (fold.kind === 'mean') tally.mean(fold.id, sum, squares);
      else tally.proportion(fold.id, sum);
    }
  };
}
