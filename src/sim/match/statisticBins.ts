/**
 * Per-game histograms of a game statistic that declares `bins` (lower edges):
 * a mean per game hides whether a Bond nets 4 Momentum every game or 12 in a
 * third of them (RR-013 asks for the distribution). The match records each
 * game's bin, so the metric counts games, two per pair; the two games of a
 * pair share their dice, so the metric is `clustered`: its intervals widen by
 * the design effect the pairs show (summarize.ts clusteredWilson) and stay
 * honest per pair, like the means'.
 */

/** The metric id of a statistic's per-game histogram. */
export const perGameId = (statistic: string): string => `${statistic}PerGame`;

const show = (x: number): string => String(Number(x.toPrecision(6)));

/** Bin labels: '0' for a one-integer bin, '2-3' for integer ranges, '0.5-<1' otherwise, '8+' for the last. */
export function binKeys(edges: readonly number[]): string[] {
  if (edges.length === 0) throw new Error('bins need at least one lower edge');
  for (let i = 1; i < edges.length; i++) if (!(edges[i] > edges[i - 1])) throw new Error(`bins must ascend: ${edges.join(', ')}`);
  return edges.map((low, i) => {
    if (i === edges.length - 1) return `${show(low)}+`;
    const high = edges[i + 1];
    const integers = Number.isInteger(low) && Number.isInteger(high);
    if (integers) return high === low + 1 ? show(low) : `${show(low)}-${show(high - 1)}`;
    return `${show(low)}-<${show(high)}`;
  });
}

/** The bin a value falls in; values below the first edge go to the first bin. */
export function binOf(edges: readonly number[], value: number): number {
  let bin = 0;
  while (bin + 1 < edges.length && value >= edges[bin + 1]) bin++;
  return bin;
}
