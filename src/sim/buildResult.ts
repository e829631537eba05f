/**
 * Assembles result.json from a plan and its merged statistics. Everything but
 * `timing` depends only on the plan and the statistics, which is what makes
 * runs with different worker counts, and merged shards, byte-identical.
 */
import type { StopReason } from '../stats/index.ts';
import type { RunPlan } from './plan.ts';
import { RESULT_SCHEMA, type ExperimentResult, type PartialStats } from './result.ts';
import { summarizeArms } from './summarize.ts';

export interface ResultMeta {
  tool: ExperimentResult['tool'];
  stopReason: StopReason;
  shard: ExperimentResult['shard'];
  timing: ExperimentResult['timing'];
  partial?: PartialStats;
}

export function buildResult(plan: RunPlan, totals: Float64Array, meta: ResultMeta): ExperimentResult {
  return {
    schema: RESULT_SCHEMA,
    experiment: plan.experiment,
    tool: meta.tool,
    seed: plan.seed,
    chunkSize: plan.chunkSize,
    stopReason: meta.stopReason,
    target: { halfWidth: plan.targetHalfWidth, budget: plan.budget },
    variants: plan.variants,
    sets: plan.sets,
    arms: summarizeArms(plan, totals),
    charts: plan.charts,
    bands: plan.bands,
    command: plan.command,
    shard: meta.shard,
    timing: meta.timing,
    ...(meta.partial ? { partial: meta.partial } : {}),
  };
}
