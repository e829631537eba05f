/**
 * Checks the chunks of one partial result (a `--shard i/n` part file) before
 * `playtest merge` adds them: a part file is JSON a person may copy, edit or
 * truncate, and a damaged number would otherwise merge into a wrong result
 * with exit 0 (every stat negated) or fail deep in the statistics ("abc").
 *
 * What each slot must hold follows the chunk layout (plan.ts): an arm's trial
 * count is exactly the chunk's trials (0 in a chunk the arm sits out); a
 * proportion's count and a distribution's counts are whole numbers from 0, a
 * proportion's at most the trials; sums of squares are not negative; every
 * stat is a finite number. Each chunk index is a chunk of the plan and of the
 * part's own shard.
 *
 * Example: a stats[3] of -306 in part-1-of-2.json throws
 *   "part-1-of-2.json: partial.chunks[0].stats[3] (count of key T of highest, arm base) must be a whole number of 0 or more, got -306".
 */
import { InputError } from './inputError.ts';
import { armPlays, chunkTrials, type RunPlan } from './plan.ts';

type Rule = 'trials' | 'count' | 'share' | 'squares' | 'any';

interface Slot {
  what: string;
  rule: Rule;
  /** The arm's trials slot, for counts bounded by the trials. */
  trials: number;
  arm: number;
}

/** What every slot of a chunk's statistics holds, from the plan's layout. */
function slotsOf(plan: RunPlan): Slot[] {
  const slots: Slot[] = [];
  plan.arms.forEach((arm, a) => {
    const at = (offset: number, what: string, rule: Rule) => (slots[offset] = { what: `${what}, arm ${arm.id}`, rule, trials: arm.offset, arm: a });
    at(arm.offset, 'trials', 'trials');
    for (const metric of arm.metrics) {
      const o = metric.offset;
      if (metric.kind === 'proportion') {
        at(o, `count of ${metric.id}`, 'share');
        at(o + 1, `paired difference sum of ${metric.id}`, 'any');
        at(o + 2, `paired difference sum of squares of ${metric.id}`, 'squares');
      } else if (metric.kind === 'mean') {
        at(o, `sum of ${metric.id}`, 'any');
        at(o + 1, `sum of squares of ${metric.id}`, 'squares');
        at(o + 2, `paired difference sum of ${metric.id}`, 'any');
        at(o + 3, `paired difference sum of squares of ${metric.id}`, 'squares');
      } else {
        metric.keys.forEach((key, k) => at(o + k, `count of key ${key} of ${metric.id}`, 'count'));
        if (metric.clustered) metric.keys.forEach((key, k) => at(o + metric.keys.length + k, `sum of squared counts of key ${key} of ${metric.id}`, 'count'));
      }
    }
  });
  return slots;
}

const shown = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** Throws an InputError naming the part file and the field for the first chunk or stat that cannot be merged. */
export function checkPartChunks(name: string, chunks: unknown, plan: RunPlan, shard: { index: number; count: number }): void {
  if (!Array.isArray(chunks)) throw new InputError(`${name}: partial.chunks must be a list of chunks, got ${shown(chunks)}`);
  const slots = slotsOf(plan);
  chunks.forEach((chunk: { index?: unknown; stats?: unknown }, c) => {
    const field = `${name}: partial.chunks[${c}]`;
    const index = chunk?.index;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= plan.totalChunks) {
      throw new InputError(`${field}.index must be a whole number from 0 to ${plan.totalChunks - 1} (the run has ${plan.totalChunks} chunks), got ${shown(index)}`);
    }
    if (index % shard.count !== shard.index) {
      throw new InputError(`${field}.index is ${index}, a chunk of shard ${index % shard.count}/${shard.count}, not of this part's shard ${shard.index}/${shard.count}`);
    }
    const stats = chunk.stats;
    if (!Array.isArray(stats)) throw new InputError(`${field}.stats must be a list of ${plan.width} numbers, got ${shown(stats)}`);
    if (stats.length !== plan.width) throw new InputError(`${field}.stats has ${stats.length} numbers (chunk ${index}), expected ${plan.width}`);
    const trials = chunkTrials(plan, index);
    stats.forEach((value: unknown, s) => {
      const slot = slots[s];
      const bad = (must: string) => new InputError(`${field}.stats[${s}] (${slot.what}) must be ${must}, got ${shown(value)}`);
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad('a finite number');
      if (slot.rule === 'trials') {
        const expected = armPlays(plan.arms[slot.arm], index) ? trials : 0;
        if (value !== expected) throw bad(`${expected}, the trials this arm plays in chunk ${index}`);
      } else if (slot.rule === 'count' || slot.rule === 'share') {
        if (!Number.isSafeInteger(value) || value < 0) throw bad('a whole number of 0 or more (a count)');
        if (slot.rule === 'share' && value > stats[slot.trials]) throw bad(`at most the arm's ${stats[slot.trials]} trials in chunk ${index}`);
      } else if (slot.rule === 'squares' && value < 0) throw bad('0 or more (a sum of squares)');
    });
  });
}
