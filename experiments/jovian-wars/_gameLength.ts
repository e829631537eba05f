/**
 * The match runner's game-length metric (matchExperiment.ts matchMetrics: min 0, no max) with the bounds a Jovian Wars
 * game has: it starts in turn 1 and ends at the end of turn GAME_TURNS at the latest (flow.ts). The runner clips a
 * mean's interval to its metric's min and max, so without the max a length near seven turns printed "6.96 (6.92 to
 * 7.01) of 7 turns". Named with '_' so `npm run reports` does not run it as an experiment.
 */
import type { MetricSpec, Params } from '../../src/sim/experiment.ts';
import { GAME_TURNS } from '../../src/systems/jovian-wars/rules.ts';

export function withTurnBounds<P extends Params>(metrics: Record<string, MetricSpec<P>>): Record<string, MetricSpec<P>> {
  if (!metrics.length) throw new Error('withTurnBounds: no game-length metric to bound');
  return { ...metrics, length: { ...metrics.length, min: 1, max: GAME_TURNS } };
}
