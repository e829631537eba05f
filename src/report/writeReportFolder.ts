/**
 * A report folder written as a whole: result.json, data.csv, report.html,
 * summary.md, verdict.json and the charts are drawn into a new folder that
 * replaces the old one only once complete (replaceFolder.ts). A drawing that
 * fails or is interrupted leaves the folder as it was: never a new result.json
 * beside an old report.html, never half the files.
 *
 * The new folder holds only what writeReport writes (so charts an older run
 * drew under other names go). A folder holding anything else (notes a designer
 * added, the parts of a sharded run, other reports, or the folder is `.`) is
 * refused rather than replaced, since replacing it would delete those.
 *
 *   await writeReportFolder(result, 'reports/jovian-wars/jw-pool-upgrades')
 */
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExperimentResult } from '../sim/result.ts';
import { replaceFolder } from './replaceFolder.ts';
import { isReportFile, writeReport, type WriteReportOptions, type WrittenReport } from './writeReport.ts';

/** A folder that is not only a report, which writing a report there would delete. */
export class ReportFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportFolderError';
  }
}

/**
 * Why `dir` cannot be replaced by a report folder: what it holds that writeReport does not write (leftover `.tmp-`
 * files of an interrupted write aside). Null when it can, or does not exist yet.
 */
export function reportFolderProblem(dir: string): string | null {
  if (!existsSync(dir)) return null;
  const strangers = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.tmp-') && !(entry.isFile() && isReportFile(entry.name)))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
    .sort();
  if (strangers.length === 0) return null;
  const named = strangers.length > 3 ? `${strangers.slice(0, 3).join(', ')} and ${strangers.length - 3} more` : strangers.join(', ');
  const [are, them] = strangers.length === 1 ? ['is', 'it'] : ['are', 'them'];
  return `holds ${named}, which ${are} not part of a report: a report folder is replaced whole, which would delete ${them} (move ${them} out, or choose another folder)`;
}

export async function writeReportFolder(result: ExperimentResult, dir: string, options: WriteReportOptions & { signal?: AbortSignal } = {}): Promise<WrittenReport> {
  const problem = reportFolderProblem(dir);
  if (problem) throw new ReportFolderError(`${dir}: ${problem}`);
  const { signal, ...drawing } = options;
  const saved = join(dir, 'result.json');
  return replaceFolder(
    dir,
    async (fresh) => {
      // The saved result.json goes in first: writeReport keeps it byte for byte when it holds this result (a redraw).
      if (existsSync(saved)) copyFileSync(saved, join(fresh, 'result.json'));
      const written = await writeReport(result, fresh, { ...drawing, rerenderCommand: drawing.rerenderCommand ?? `playtest report ${saved}` });
      return { ...written, dir };
    },
    signal,
  );
}
