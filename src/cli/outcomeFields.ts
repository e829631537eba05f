/**
 * The JSON fields shared by `playtest roll` and `playtest attack`
 * (`specs/dice-kernels.md`, command-line contract): `mode`, `outcomes`, the
 * means (meanDamage...) and extra distributions (hits...) at the top level,
 * and in sample mode `trials`, `seed`, `ci`, `meanCi` and `<name>Ci`.
 */
import type { FineSampler, OutcomeModel } from '../dice/kernel.ts';
import { sampleCodeCounts } from '../dice/sampleCounts.ts';
import { summariseCounts, summariseExact } from '../dice/summarise.ts';
import { MIN_TRIALS, MIN_TRIALS_WHY } from '../sim/minTrials.ts';
import { parseInteger } from './parseInteger.ts';
import { UserError } from './userError.ts';

const MAX_TRIALS = 1e10;

/** Exact unless --trials is given; --exact with --trials, or --seed alone, is an error. */
export function isExact(argv: Record<string, unknown>): boolean {
  if (argv.exact === true && argv.trials !== undefined) throw new UserError('--exact and --trials exclude each other: choose one');
  if (argv.trials === undefined && argv.seed !== undefined) throw new UserError('--seed goes with --trials N (exact mode has no randomness)');
  return argv.trials === undefined;
}

export function readSampling(argv: Record<string, unknown>): { trials: number; seed: number } {
  return {
    trials: parseInteger('trials', argv.trials, MIN_TRIALS, MAX_TRIALS, MIN_TRIALS_WHY),
    seed: argv.seed === undefined ? 1 : parseInteger('seed', argv.seed, 0, Number.MAX_SAFE_INTEGER),
  };
}

export type Evaluation = { exact: Float64Array } | { sampler: FineSampler; trials: number; seed: number };

export function outcomeFields(model: OutcomeModel, evaluation: Evaluation): Record<string, unknown> {
  if ('exact' in evaluation) {
    const { outcomes, means, distributions } = summariseExact(model, evaluation.exact);
    return { mode: 'exact', outcomes, ...means, ...distributions };
  }
  const { trials, seed } = evaluation;
  const summary = summariseCounts(model, sampleCodeCounts(model.size, evaluation.sampler, trials, seed), trials);
  const out: Record<string, unknown> = { mode: 'sample', seed, outcomes: summary.outcomes, trials, ci: summary.ci, ...summary.means, ...summary.distributions };
  if (Object.keys(summary.meanCi).length > 0) out.meanCi = summary.meanCi;
  for (const [name, ci] of Object.entries(summary.distributionCi)) out[`${name}Ci`] = ci;
  return out;
}
