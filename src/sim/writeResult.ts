/**
 * Writes result.json and data.csv into a folder, each first to a temporary
 * name and renamed only when both are complete, so a crash or Ctrl-C never
 * leaves a half-written report behind.
 *
 * data.csv has one row per arm x metric x key: estimate, 95% interval, trials.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { ExperimentResult } from './result.ts';

export function csvRows(result: ExperimentResult): (string | number)[][] {
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

/** Writes the files; returns their paths. */
export function writeResult(dir: string, result: ExperimentResult, name = 'result.json'): string[] {
  mkdirSync(dir, { recursive: true });
  const files: [string, string][] = [[join(dir, name), `${JSON.stringify(result, null, 2)}\n`]];
  if (!result.partial) files.push([join(dir, 'data.csv'), stringify(csvRows(result))]);
  const temporary = files.map(([path]) => `${path}.tmp-${process.pid}`);
  try {
    files.forEach(([, text], i) => writeFileSync(temporary[i], text));
    files.forEach(([path], i) => renameSync(temporary[i], path));
  } finally {
    for (const path of temporary) rmSync(path, { force: true });
  }
  return files.map(([path]) => path);
}
