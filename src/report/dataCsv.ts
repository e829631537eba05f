/**
 * `data.csv`: one row per arm x metric x key with the estimate, its 95%
 * interval and the trials, for a spreadsheet.
 */
import { stringify } from 'csv-stringify/sync';
import type { ExperimentResult } from '../sim/result.ts';

function csvRows(result: ExperimentResult): (string | number)[][] {
  const rows: (string | number)[][] = [['experiment', 'arm', 'metric', 'kind', 'key', 'estimate', 'lo', 'hi', 'n']];
  for (const arm of result.arms) {
    for (const [id, metric] of Object.entries(arm.metrics)) {
      const row = (key: string, estimate: number, ci: [number, number]) =>
        rows.push([result.experiment.id, arm.id, id, metric.kind, key, estimate, ci[0], ci[1], metric.n]);
      if (metric.kind === 'proportion') row('', metric.p, metric.ci);
      else if (metric.kind === 'mean') row('', metric.mean, metric.ci);
      else metric.keys.forEach((key, k) => row(key, metric.p[k], metric.ci[k]));
    }
  }
  return rows;
}

export function reportCsv(result: ExperimentResult): string {
  return stringify(csvRows(result));
}
