/**
 * One experiment run from start to result: load the experiment, apply the
 * command-line patches, make the plan, play it on workers (or in this thread
 * for one worker; the numbers are the same), and build result.json.
 *
 * Example: await runToResult({ experiment: 'jw-pool-upgrades', trials: 1e6, seed: 7 })
 *   -> { result: ExperimentResult, system: 'jovian-wars' }.
 */
import { availableParallelism } from 'node:os';
import { buildResult } from './buildResult.ts';
import type { Experiment } from './experiment.ts';
import { ChunkFailure, executorFor } from './executor.ts';
import { InputError } from './inputError.ts';
import { loadExperiment } from './loadExperiment.ts';
import { applySets, chooseVariants } from './patches.ts';
import { checkArms } from './checkArms.ts';
import { makePlan } from './plan.ts';
import type { ExperimentResult } from './result.ts';
import { runExperiment, type Shard } from './runExperiment.ts';
import { toolInfo } from './toolInfo.ts';
import { MIN_TRIALS, MIN_TRIALS_WHY } from './minTrials.ts';

export const DEFAULT_SEED = 1;

export interface RunRequest {
  /** An experiment id, a file name in experiments/, or a path. */
  experiment: string;
  trials?: number;
  seed?: number;
  workers?: number;
  /** Overrides every precision target; null plays the whole budget. */
  targetHalfWidth?: number | null;
  shard?: Shard | null;
  sets?: readonly string[];
  variants?: readonly string[];
  onProgress?: (trials: number, budget: number) => void;
  /** Called once the experiment is loaded and the request checked, before any trial: the run command checks its output folder here. */
  onLoaded?: (loaded: { system: string; id: string }) => void;
  /** Aborting stops the workers at once; the run then rejects with RunAborted. */
  signal?: AbortSignal;
}

/** A trial or batch function threw: the message names the experiment and the chunk. */
export class ExperimentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExperimentFailure';
  }
}

export class RunAborted extends Error {
  constructor() {
    super('run interrupted; nothing written');
    this.name = 'RunAborted';
  }
}

/** The command that reproduces a result: only what changes the numbers (not workers, output or shard). */
function reproduceCommand(request: RunRequest, seed: number, budget: number): string {
  const words = ['playtest', 'run', request.experiment, '--trials', String(budget), '--seed', String(seed)];
  if (request.targetHalfWidth !== undefined) words.push('--target-ci', String(request.targetHalfWidth ?? 'none'));
  for (const set of request.sets ?? []) words.push('--set', set);
  for (const variant of request.variants ?? []) words.push('--variant', variant);
  return words.map((word) => (/^[\w.,:/=+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/** The experiment's answer sentences; a failing answer function names the experiment. */
export function answerOf(experiment: Experiment, result: ExperimentResult): string[] {
  try {
    return experiment.answer!(result);
  } catch (error) {
    throw new ExperimentFailure(`experiment ${experiment.id}: its answer function failed: ${(error as Error).message}`);
  }
}

/** A merged result gets its answer from the experiment file (named as the shards named it), as a single run does. */
export async function withAnswer(result: ExperimentResult, reference: string): Promise<ExperimentResult> {
  const { experiment } = await loadExperiment(reference);
  return experiment.answer ? { ...result, answer: answerOf(experiment, result) } : result;
}

export async function runToResult(request: RunRequest): Promise<{ result: ExperimentResult; system: string }> {
  const { path, system, experiment } = await loadExperiment(request.experiment);
  const seed = request.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new InputError(`--seed must be a non-negative integer, got ${seed}`);
  const budget = request.trials ?? experiment.precision.budget;
  // Two at least: a mean's interval comes from the spread of the trials, and one trial has none.
  if (!Number.isSafeInteger(budget) || budget < MIN_TRIALS) throw new InputError(`--trials must be a whole number of ${MIN_TRIALS} or more (${MIN_TRIALS_WHY}), got ${budget}`);
  const workers = request.workers ?? availableParallelism();
  if (!Number.isInteger(workers) || workers < 1) throw new InputError(`--workers must be a positive integer, got ${workers}`);
  const { data, sets } = applySets(experiment, request.sets ?? []);
  const variants = chooseVariants(experiment, request.variants ?? []);
  checkArms(experiment, { data, variants }, request.sets ?? []);
  const plan = makePlan(experiment, {
    system,
    seed,
    budget,
    targetHalfWidth: request.targetHalfWidth,
    setup: { data, variants },
    sets,
    command: reproduceCommand(request, seed, budget),
  });
  const shard = request.shard ?? null;
  if (shard && plan.totalChunks < shard.count) {
    throw new InputError(`--shard ${shard.index}/${shard.count}: the budget has only ${plan.totalChunks} chunks of ${plan.chunkSize} trials; use fewer shards`);
  }
  request.onLoaded?.({ system, id: experiment.id });

  const executor = executorFor(workers, plan, experiment, path);
  const onAbort = () => void executor.close();
  request.signal?.addEventListener('abort', onAbort);
  const started = performance.now();
  try {
    const outcome = await runExperiment({ plan, executor, shard, onProgress: request.onProgress });
    const seconds = (performance.now() - started) / 1000;
    const result = buildResult(plan, outcome.totals, {
      tool: toolInfo(),
      stopReason: outcome.stopReason,
      shard,
      timing: { seconds, trialsPerSecond: seconds > 0 ? outcome.trials / seconds : 0, workers, ...(executor.threads ? { threads: executor.threads } : {}) },
      ...(outcome.chunks ? { partial: { experiment: request.experiment, plan, chunks: outcome.chunks.map(({ index, stats }) => ({ index, stats: Array.from(stats) })) } } : {}),
    });
    if (!shard && experiment.answer) result.answer = answerOf(experiment, result);
    return { result, system };
  } catch (error) {
    if (request.signal?.aborted) throw new RunAborted();
    if (error instanceof ChunkFailure) throw new ExperimentFailure(`experiment ${experiment.id} failed in chunk ${error.chunk}: ${error.message}`);
    throw error;
  } finally {
    request.signal?.removeEventListener('abort', onAbort);
    await executor.close();
  }
}
