/**
 * `playtest merge`: combines the partial results of `--shard i/n` runs into the
 * result one machine gives. The parts must come from the same plan (experiment,
 * seed, budget, patches) and together hold every chunk exactly once. Chunks are
 * then merged in chunk order and the stopping rule is replayed at the same round
 * ends as a single run, so the estimates, intervals and stop reason match it
 * exactly (chunks after the stop point are played by the shards but not used).
 * Every chunk of a part is checked before it is added (checkPartChunks.ts).
 */
import { buildResult } from './buildResult.ts';
import { ChunkMerger } from './chunkMerger.ts';
import { checkPartChunks } from './checkPartChunks.ts';
import { InputError } from './inputError.ts';
import type { ExperimentResult } from './result.ts';

export function mergeParts(parts: { name: string; result: ExperimentResult }[]): ExperimentResult {
  if (parts.length === 0) throw new InputError('merge needs at least one partial result');
  const [first] = parts;
  if (!first.result?.partial) throw new InputError(`${first.name} is not a partial result (run with --shard i/n)`);
  const plan = first.result.partial.plan;
  // The chunk checks read the layout from the plan: a plan without one is named, not a crash in them.
  if (!(Array.isArray(plan?.arms) && Number.isSafeInteger(plan.width) && Number.isSafeInteger(plan.totalChunks) && plan.totalChunks >= 1)) {
    throw new InputError(`${first.name}: partial.plan is damaged (it needs arms, width and totalChunks); run the shard again`);
  }
  const planText = JSON.stringify(plan);
  const count = first.result.shard?.count ?? 0;
  const chunks = new Map<number, number[]>();
  for (const { name, result } of parts) {
    if (!result?.partial || !result.shard) throw new InputError(`${name} is not a partial result (run with --shard i/n)`);
    if (JSON.stringify(result.partial.plan) !== planText) {
      throw new InputError(`${name} comes from a different run than ${first.name} (experiment, seed, trials or patches differ)`);
    }
    if (JSON.stringify(result.tool) !== JSON.stringify(first.result.tool)) {
      throw new InputError(`${name} was made by ${result.tool?.version} at ${result.tool?.commit}, ${first.name} by ${first.result.tool?.version} at ${first.result.tool?.commit}`);
    }
    if (result.shard.count !== count) throw new InputError(`${name} is shard ${result.shard.index}/${result.shard.count}, ${first.name} is one of ${count}`);
    const { index: shardIndex } = result.shard;
    if (!(Number.isInteger(count) && count >= 1 && Number.isInteger(shardIndex) && shardIndex >= 0 && shardIndex < count)) {
      throw new InputError(`${name}: shard must be i/n with whole numbers 0 <= i < n, got ${JSON.stringify(result.shard)}`);
    }
    checkPartChunks(name, result.partial.chunks, plan, result.shard);
    for (const { index, stats } of result.partial.chunks) {
      if (chunks.has(index)) throw new InputError(`chunk ${index} appears twice (is ${name} given twice?)`);
      chunks.set(index, stats);
    }
  }
  const missing: number[] = [];
  for (let k = 0; k < plan.totalChunks; k++) if (!chunks.has(k)) missing.push(k);
  if (missing.length > 0) {
    const shards = [...new Set(missing.map((k) => k % count))].map((i) => `${i}/${count}`);
    throw new InputError(`merge is missing ${missing.length} of ${plan.totalChunks} chunks; add the parts of shard ${shards.join(', ')}`);
  }

  const merger = new ChunkMerger(plan);
  for (let k = 0; k < plan.totalChunks && merger.stopReason === null; k++) merger.add(k, Float64Array.from(chunks.get(k)!));
  const seconds = parts.reduce((sum, { result }) => sum + result.timing.seconds, 0);
  const workers = parts.reduce((sum, { result }) => sum + result.timing.workers, 0);
  return buildResult(plan, merger.totals, {
    tool: first.result.tool,
    stopReason: merger.stopReason ?? 'budget',
    shard: null,
    timing: { seconds, trialsPerSecond: seconds > 0 ? merger.trials / seconds : 0, workers },
  });
}
