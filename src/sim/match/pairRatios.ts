/**
 * A share or mean counted over the battles of a match whose pairs hold uneven
 * numbers of them (of the battles where a side destroyed more, the share it
 * won), kept by a pair trial as three per-battle mean metrics: `<id>Hits`,
 * `<id>Of` and `<id>Sum` (hits + observations, whose spread gives the cross
 * sum). This rebuilds the sufficient statistics over pairs that
 * src/stats/ratioShare.ts takes: a pair's count is twice its per-battle mean.
 * Used by js-win-sources and js-economy-rules.
 */
import type { ArmResult, MeanMetric } from '../result.ts';
import type { RatioSums } from '../../stats/ratioShare.ts';

export function pairRatioSums(arm: ArmResult, id: string): RatioSums {
  const metric = (suffix: string) => arm.metrics[`${id}${suffix}`] as MeanMetric;
  const [hits, of, both] = [metric('Hits'), metric('Of'), metric('Sum')];
  const t = of.n;
  const sum = (m: MeanMetric) => 2 * m.mean * t;
  const squares = (m: MeanMetric) => 4 * ((t > 1 ? (t - 1) * m.sd * m.sd : 0) + t * m.mean * m.mean);
  return {
    clusters: t,
    hits: sum(hits),
    hitsSquared: squares(hits),
    observations: Math.round(sum(of)),
    observationsSquared: squares(of),
    cross: (squares(both) - squares(hits) - squares(of)) / 2,
  };
}
