/**
 * After a run or a merge: the result's whole report folder (result.json,
 * data.csv, report.html, summary.md, verdict.json, charts), put in place only
 * once complete (writeReportFolder), and a fresh reports/index.html when the
 * folder lives under reports/. Prints where it went and the headline.
 */
import { dataNoteOf } from './dataNote.ts';
import { join, relative, resolve, sep } from 'node:path';
import type { ExperimentResult } from '../sim/result.ts';
import { writeReportFolder } from '../report/writeReportFolder.ts';
import { writeIndex } from '../report/indexPage.ts';
import { asOutputError } from './outputFolder.ts';

export const REPORTS_ROOT = 'reports';

/** Whether dir lies below root (not root itself), as an index of root would list it. */
export function isInside(root: string, dir: string): boolean {
  const path = relative(resolve(root), resolve(dir));
  return path !== '' && !path.startsWith('..') && !path.startsWith(sep);
}

export interface PublishOptions {
  /** The option that named the folder, for error messages ('--out'; '' for the default folder). */
  option?: string;
  /** Aborted (Ctrl-C, SIGTERM) before the folder is complete: nothing is written. */
  signal?: AbortSignal;
}

export async function publishReport(result: ExperimentResult, out: string, print: (line: string) => void, options: PublishOptions = {}): Promise<string[]> {
  let written;
  try {
    written = await writeReportFolder(result, out, { signal: options.signal, dataNote: dataNoteOf(result) });
    if (isInside(REPORTS_ROOT, out)) writeIndex(REPORTS_ROOT);
  } catch (error) {
    throw asOutputError(options.option ?? '', out, error);
  }
  for (const chart of written.model.charts) if (chart.error) process.stderr.write(`playtest: ${chart.name}: ${chart.error}\n`);
  print(`wrote ${join(out, 'result.json')}, ${join(out, 'data.csv')}`);
  print(`report: ${join(out, 'report.html')}`);
  for (const line of written.verdicts.headline) print(`  ${line}`);
  return written.verdicts.headline;
}
