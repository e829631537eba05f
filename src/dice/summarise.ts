/**
 * Turns a kernel's fine-code distribution into what is reported: outcome
 * probabilities, means and extra distributions, and, for sampled counts, a 95%
 * Wilson interval on every probability and a Student's t interval on every mean,
 * kept within the values one roll can give (no negative damage at 2 trials).
 * Exact probabilities and sampled counts go through the same code, so the two
 * modes can differ only by sampling noise.
 */
import type { OutcomeModel } from './kernel.ts';
import { wilson, Z95 } from '../stats/wilson.ts';
import { meanInterval } from '../stats/meanInterval.ts';

export interface Summary {
  outcomes: Record<string, number>;
  means: Record<string, number>;
  distributions: Record<string, Record<string, number>>;
}

export interface SampledSummary extends Summary {
  trials: number;
  ci: Record<string, [number, number]>;
  meanCi: Record<string, [number, number]>;
  distributionCi: Record<string, Record<string, [number, number]>>;
}

function collapse(weights: Float64Array, of: Int32Array, keys: readonly string[]): number[] {
  const totals = new Array<number>(keys.length).fill(0);
  for (let code = 0; code < weights.length; code++) if (weights[code] !== 0) totals[of[code]] += weights[code];
  return totals;
}

function keyed<T>(keys: readonly string[], values: readonly T[]): Record<string, T> {
  return Object.fromEntries(keys.map((key, i) => [key, values[i]]));
}

/** Reported values from exact probabilities per code. */
export function summariseExact(model: OutcomeModel, probability: Float64Array): Summary {
  const means: Record<string, number> = {};
  for (const [name, value] of Object.entries(model.means)) {
    let mean = 0;
    for (let code = 0; code < model.size; code++) mean += probability[code] * value[code];
    means[name] = mean;
  }
  const distributions: Record<string, Record<string, number>> = {};
  for (const [name, { keys, of }] of Object.entries(model.distributions)) distributions[name] = keyed(keys, collapse(probability, of, keys));
  return { outcomes: keyed(model.outcomeKeys, collapse(probability, model.outcomeOf, model.outcomeKeys)), means, distributions };
}

/** Reported values with intervals from counts per code over `trials` trials. */
export function summariseCounts(model: OutcomeModel, counts: Float64Array, trials: number, z: number = Z95): SampledSummary {
  const proportions = (keys: readonly string[], of: Int32Array) => {
    const totals = collapse(counts, of, keys);
    return {
      p: keyed(keys, totals.map((count) => count / trials)),
      ci: keyed(keys, totals.map((count) => wilson(count, trials, z))),
    };
  };
  const outcomes = proportions(model.outcomeKeys, model.outcomeOf);
  const means: Record<string, number> = {};
  const meanCi: Record<string, [number, number]> = {};
  for (const [name, value] of Object.entries(model.means)) {
    let sum = 0;
    let sumSquares = 0;
    let low = Infinity;
    let high = -Infinity;
    for (let code = 0; code < model.size; code++) {
      sum += counts[code] * value[code];
      sumSquares += counts[code] * value[code] * value[code];
      low = Math.min(low, value[code]);
      high = Math.max(high, value[code]);
    }
    const { mean, ci } = meanInterval(trials, sum, sumSquares, z);
    means[name] = mean;
    meanCi[name] = [Math.max(low, ci[0]), Math.min(high, ci[1])];
  }
  const distributions: Record<string, Record<string, number>> = {};
  const distributionCi: Record<string, Record<string, [number, number]>> = {};
  for (const [name, { keys, of }] of Object.entries(model.distributions)) {
    const d = proportions(keys, of);
    distributions[name] = d.p;
    distributionCi[name] = d.ci;
  }
  return { outcomes: outcomes.p, means, distributions, trials, ci: outcomes.ci, meanCi, distributionCi };
}
