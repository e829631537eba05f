/**
 * The share of drawn games in a match arm, read from its pair outcomes
 * ("win-draw", "draw-draw", ...: each pair is two games with the sides
 * swapped), with its Wilson interval. Shared by round-cap.ts and
 * table-size.ts.
 */
import type { ArmResult, DistributionMetric } from '../../src/sim/result.ts';
import { wilson } from '../../src/stats/wilson.ts';

export function draws(arm: ArmResult): { p: number; ci: [number, number]; games: number } {
  const pair = arm.metrics.pair as DistributionMetric;
  let count = 0;
  pair.keys.forEach((key, k) => (count += pair.counts[k] * key.split('-').filter((r) => r === 'draw').length));
  const games = 2 * pair.n;
  return { p: count / games, ci: wilson(count, games), games };
}
