/**
 * The share of drawn games in a paired match arm, read from its pair outcomes
 * ('<game 1>-<game 2>' results for A, e.g. "win-draw": each pair is two games
 * with the sides swapped), with its Wilson interval.
 */
import type { ArmResult, DistributionMetric } from '../result.ts';
import { wilson } from '../../stats/wilson.ts';

export function drawShare(arm: ArmResult): { p: number; ci: [number, number]; games: number } {
  const pair = arm.metrics.pair as DistributionMetric;
  let count = 0;
  pair.keys.forEach((key, k) => (count += pair.counts[k] * key.split('-').filter((r) => r === 'draw').length));
  const games = 2 * pair.n;
  return { p: count / games, ci: wilson(count, games), games };
}
