/**
 * Merges chunk statistics strictly in chunk order and applies the stopping
 * rule at round ends (plan.ts `nextRoundEnd`).
 *
 * Floating-point addition is not associative, so the totals are always
 * ((chunk 0 + chunk 1) + chunk 2) + ...: chunks that finish early wait in
 * `pending` until every earlier chunk is in. That makes the totals, and so every
 * estimate, interval and the stop point, the same bytes whatever the number of
 * workers or shards. Used by the live runner and by `playtest merge` alike.
 */
import { stoppingDecision, type StopReason } from '../stats/index.ts';
import { nextRoundEnd, trialsThrough, type RunPlan } from './plan.ts';
import { scaledHalfWidths, summarizeArms } from './summarize.ts';

export class ChunkMerger {
  readonly totals: Float64Array;
  /** Chunks 0 .. merged-1 are in the totals. */
  merged = 0;
  /** The end of the current round, where the stopping rule is next checked. */
  roundEnd: number;
  stopReason: StopReason | null = null;
  private readonly pending = new Map<number, Float64Array>();

  constructor(private readonly plan: RunPlan) {
    this.totals = new Float64Array(plan.width);
    this.roundEnd = nextRoundEnd(plan, 0);
  }

  /** Adds one chunk's statistics; merges every chunk that is now next in order, up to the stop point. */
  add(chunk: number, stats: Float64Array): void {
    if (this.stopReason !== null || chunk < this.merged || this.pending.has(chunk)) return;
    this.pending.set(chunk, stats);
    for (let next = this.pending.get(this.merged); next && this.stopReason === null; next = this.pending.get(this.merged)) {
      this.pending.delete(this.merged);
      for (let i = 0; i < next.length; i++) this.totals[i] += next[i];
      this.merged++;
      if (this.merged === this.roundEnd) this.checkRound();
    }
  }

  get trials(): number {
    return trialsThrough(this.plan, this.merged);
  }

  private checkRound(): void {
    const plan = this.plan;
    const halfWidths = scaledHalfWidths(plan, summarizeArms(plan, this.totals));
    this.stopReason = stoppingDecision({
      halfWidths,
      trials: this.trials,
      targetHalfWidth: halfWidths.length > 0 ? 1 : null,
      budget: plan.budget,
    });
    if (this.stopReason === null) this.roundEnd = nextRoundEnd(plan, this.merged);
  }
}
