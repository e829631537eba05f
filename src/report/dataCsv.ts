/**
 * `data.csv`: every estimate as one row, in the runner's format
 * (src/sim/writeResult.ts), so a redrawn report folder holds the same CSV the
 * run wrote.
 */
import { stringify } from 'csv-stringify/sync';
import type { ExperimentResult } from '../sim/result.ts';
import { csvRows } from '../sim/writeResult.ts';

export function reportCsv(result: ExperimentResult): string {
  return stringify(csvRows(result));
}
