/**
 * Pooling a match experiment's per-pair counts over its arms (game-facts reports: ex-game-facts, jw-game-facts).
 * Arms on their own lanes of the trial's stream are independent, so their sufficient sums (src/stats/ratioShare.ts
 * RatioSums) add. A mirror arm (the same force on both sides, coords a = b) whose player draws nothing from its own
 * stream replays the first game of a pair in the second, move for move: its pair is one game, counted once.
 */
import type { ArmResult, DistributionMetric, MeanMetric } from '../result.ts';
import type { MetricSpec } from '../experiment.ts';
import type { PairRecord } from './pairTrial.ts';
import { ratioShare, type RatioSums } from '../../stats/ratioShare.ts';
import { wilson } from '../../stats/wilson.ts';
import { formatProportion } from '../../report/format.ts';
import { pairRatioSums } from './pairRatios.ts';

export function addSums(parts: readonly RatioSums[]): RatioSums {
  const total: RatioSums = { clusters: 0, hits: 0, hitsSquared: 0, observations: 0, observationsSquared: 0, cross: 0 };
  for (const s of parts) for (const key of Object.keys(total) as (keyof RatioSums)[]) total[key] += s[key];
  return total;
}

/** A mirror: the same force on both sides (the arm's coords a and b; an arm without them is none). */
export const isMirror = (a: ArmResult): boolean => a.coords?.a !== undefined && a.coords.a === a.coords.b;
/** Distinct games of an arm: two a pair, one for a mirror. */
export const gamesIn = (a: ArmResult): number => (isMirror(a) ? 1 : 2) * a.trials;
export const gamesOf = (arms: readonly ArmResult[]): number => arms.reduce((s, a) => s + gamesIn(a), 0);
/** The same side and the same agent on both seats (the arm's match params). */
export function sameOnBothSeats(arm: ArmResult): boolean {
  const p = arm.params;
  return p !== undefined && p.agentA === p.agentB && p.sideA !== undefined && JSON.stringify(p.sideA) === JSON.stringify(p.sideB);
}

/**
 * Whether every pair of a match arm was one game played twice (pairTrial.ts pairReplays): the same side and agent on
 * both seats, and every pair's results those of one game seen from both seats (A won one and lost the other, or
 * both drawn: A scored 1/2 in every pair), read from the `pair` distribution or, without it, from `scoreA`. A
 * deterministic player in a mirror does this; a player that draws from its stream does not (its pairs hold some
 * win-win or loss-loss). Without either metric it cannot tell and says no.
 */
export function replaysEveryPair(arm: ArmResult): boolean {
  if (!sameOnBothSeats(arm) || arm.trials === 0) return false;
  const pair = arm.metrics.pair as DistributionMetric | undefined;
  if (pair?.kind === 'distribution') return ['win-loss', 'loss-win', 'draw-draw'].reduce((sum, key) => sum + pair.counts[pair.keys.indexOf(key)], 0) === arm.trials;
  const score = arm.metrics.scoreA as MeanMetric | undefined;
  return score?.kind === 'mean' && score.mean === 0.5 && score.sd === 0;
}

/** Distinct games of a match arm: two a pair, one when every pair replays its first game (replaysEveryPair). */
export const distinctGames = (arm: ArmResult): number => (replaysEveryPair(arm) ? 1 : 2) * arm.trials;

/** Sums of one pair's counts taken once for a mirror (coords a = b) or an arm whose every pair replays its first game (replaysEveryPair): sums halved, squares quartered. */
export const once = (a: ArmResult, s: RatioSums): RatioSums =>
  isMirror(a) || replaysEveryPair(a) ? { clusters: s.clusters, hits: s.hits / 2, hitsSquared: s.hitsSquared / 4, observations: Math.round(s.observations / 2), observationsSquared: s.observationsSquared / 4, cross: s.cross / 4 } : s;
/** A ratio triplet's sums for one arm (pairRatios.ts), a mirror's games once. */
export const ratioSums = (a: ArmResult, id: string): RatioSums => once(a, pairRatioSums(a, id));
/** A ratio's sums over independent arms. */
export const pooled = (arms: readonly ArmResult[], id: string): RatioSums => addSums(arms.map((a) => ratioSums(a, id)));

/**
 * The sums of a per-game statistic kept as its mean over each pair's two games (a count, or 0/1 for a share of
 * games): the games' total over the games, two a pair (one for a mirror), so pooled arms give a mean (ratioMean)
 * or a share (ratioShare).
 */
export function perGameSums(a: ArmResult, id: string): RatioSums {
  const m = a.metrics[id] as MeanMetric;
  const t = m.n;
  const hits = 2 * m.mean * t;
  return once(a, { clusters: t, hits, hitsSquared: 4 * ((t > 1 ? (t - 1) * m.sd * m.sd : 0) + t * m.mean * m.mean), observations: 2 * t, observationsSquared: 4 * t, cross: 2 * hits });
}

/** "3.1% (2.7-3.6%, 16,000 games)": the share of the arms' games with a per-game 0/1 statistic (perGameSums, pooled). */
export const gameShare = (arms: readonly ArmResult[], id: string): string => formatShare(addSums(arms.map((a) => perGameSums(a, id))), 'games');

/** "3.4% (2.1-5.2%, 812 stay-put tests)"; "none (no ...)" when nothing was counted. */
export function formatShare(s: RatioSums, noun: string): string {
  if (!(s.observations > 0)) return `none (no ${noun})`;
  const r = ratioShare(s);
  // Nothing counted as a hit: no spread to read the pairs' correlation by, so count pairs, not events (the widest it can be).
  const ci = s.hits === 0 ? wilson(0, Math.min(s.clusters, s.observations)) : r.ci;
  return formatProportion(r.p, ci, r.n, noun);
}

// ---- Per-game readings kept in a pair's record ----------------------------------------------

/**
 * A per-game count or mean read from one game's facts F (seatOfA: A's seat in that game). Its interval is clipped at
 * 0 and a negative value is refused, unless it is declared `signed` (a score difference, a gain).
 */
export interface CountReading<F> {
  label: string;
  unit: string;
  of: (f: F, seatOfA: number) => number;
  signed?: boolean;
}
/** A share or mean over events (not games), kept as the triplet `<id>Hits`, `<id>Of`, `<id>Sum` (pairRatios.ts). */
export interface RatioReading<F> {
  label: string;
  hits: (f: F, seatOfA: number) => number;
  of: (f: F, seatOfA: number) => number;
}

/**
 * The mean metrics the readings keep: one per count, three per ratio. Counts not declared signed, and a ratio's
 * numerator and denominator, are bounded below by 0, so a rare count's interval cannot print "0.001 (-0.001 to 0.003)".
 */
export function readingMetrics<F>(counts: Record<string, CountReading<F>>, ratios: Record<string, RatioReading<F>>): Record<string, MetricSpec> {
  const count = (label: string, unit: string, signed = false): MetricSpec => ({ kind: 'mean', label, unit, ...(signed ? {} : { min: 0 }) });
  return {
    ...Object.fromEntries(Object.entries(counts).map(([id, c]) => [id, count(c.label, c.unit, c.signed)])),
    ...Object.fromEntries(
      Object.entries(ratios).flatMap(([id, r]) => [
        [`${id}Hits`, count(`${r.label}: numerator`, 'per game')],
        [`${id}Of`, count(`${r.label}: denominator`, 'per game')],
        [`${id}Sum`, count(`${r.label}: numerator plus denominator`, 'per game')],
      ]),
    ),
  };
}

/** Refuses a negative reading where its metric is bounded at 0: a bug in the reading, which the clip would hide. */
export function nonNegative(id: string, value: number): number {
  if (value < 0) throw new Error(`reading '${id}' gave ${value} in a game: it is a count, bounded below by 0 (declare it signed if it can be negative)`);
  return value;
}

/** Adds one game's readings to the pair's record (each a per-game mean: half a game's value). */
export function addReadings<F>(record: PairRecord, counts: Record<string, CountReading<F>>, ratios: Record<string, RatioReading<F>>, f: F, seatOfA: number): void {
  const add = (id: string, value: number) => ((record[id] as number) += value / 2);
  for (const [id, c] of Object.entries(counts)) {
    const value = c.of(f, seatOfA);
    add(id, c.signed ? value : nonNegative(id, value));
  }
  for (const [id, r] of Object.entries(ratios)) {
    const [hits, of] = [nonNegative(`${id}Hits`, r.hits(f, seatOfA)), nonNegative(`${id}Of`, r.of(f, seatOfA))];
    add(`${id}Hits`, hits);
    add(`${id}Of`, of);
    add(`${id}Sum`, hits + of);
  }
}
