/**
 * After a run or a merge: the report a designer forwards (report.html,
 * summary.md, charts) beside result.json, and a fresh reports/index.html when
 * the report lives under reports/. Prints where it went and the headline.
 */
import { join, relative, resolve, sep } from 'node:path';
import type { ExperimentResult } from '../sim/result.ts';
import { writeReport } from '../report/writeReport.ts';
import { writeIndex } from '../report/indexPage.ts';
import { asOutputError } from './outputFolder.ts';

export const REPORTS_ROOT = 'reports';

function isInside(root: string, dir: string): boolean {
  const path = relative(resolve(root), resolve(dir));
  return path !== '' && !path.startsWith('..') && !path.startsWith(sep);
}

/** `option`: the option that named the folder, for error messages ('--out'; '' for the default folder). */
export async function publishReport(result: ExperimentResult, out: string, print: (line: string) => void, option = ''): Promise<string[]> {
  let written;
  try {
    written = await writeReport(result, out, { rerenderCommand: `playtest report ${join(out, 'result.json')}` });
    if (isInside(REPORTS_ROOT, out)) writeIndex(REPORTS_ROOT);
  } catch (error) {
    throw asOutputError(option, out, error);
  }
  for (const chart of written.model.charts) if (chart.error) process.stderr.write(`playtest: ${chart.name}: ${chart.error}\n`);
  print(`report: ${join(out, 'report.html')}`);
  for (const line of written.verdicts.headline) print(`  ${line}`);
  return written.verdicts.headline;
}
