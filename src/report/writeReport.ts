/**
 * Writes one run's report folder: report.html, summary.md, data.csv,
 * verdict.json (the bands and sentences the page states, read by the index),
 * each chart as .svg and .png, and result.json when the folder does not
 * already hold this result. Every file goes through writeFileAtomic, so a
 * reader (or the index) never sees a half-written report.
 *
 * Example: await writeReport(result, 'reports/resurrectionists-too-strong')
 *   -> { files: ['chart-1-arms-win.svg', ..., 'report.html', 'summary.md', ...], verdicts }
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ExperimentResult } from '../sim/result.ts';
import { reportCsv } from './dataCsv.ts';
import { reportHtml } from './html.ts';
import { reportMarkdown } from './markdown.ts';
import { renderPng } from './render.ts';
import { buildReportModel, type ReportModel, type ReportOptions } from './reportModel.ts';
import type { Verdicts } from './verdict.ts';
import { writeFileAtomic } from './writeFileAtomic.ts';

export interface WriteReportOptions extends ReportOptions {
  /** Write a PNG beside each SVG (default true). */
  png?: boolean;
  /** Shown in the page as the command that redraws it, e.g. "playtest report reports/x/result.json". */
  rerenderCommand?: string;
}

export interface WrittenReport {
  dir: string;
  /** File names written, relative to dir, in the order written. */
  files: string[];
  verdicts: Verdicts;
  model: ReportModel;
}

/** What verdict.json holds: enough for the index page without recomputing. */
export interface VerdictFile {
  title: string;
  headline: string[];
  bands: Verdicts['bands'];
  sentences: string[];
}

export const VERDICT_FILE = 'verdict.json';

/** The names writeReport gives its files (a chart's, from chartName, begins "chart-"). */
export function isReportFile(name: string): boolean {
  return ['result.json', 'data.csv', 'report.html', 'summary.md', VERDICT_FILE].includes(name) || /^chart-.+\.(svg|png)$/.test(name);
}

function sameResultAlreadyThere(path: string, result: ExperimentResult): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(readFileSync(path, 'utf8')), JSON.parse(JSON.stringify(result)));
  } catch {
    return false;
  }
}

export async function writeReport(result: ExperimentResult, dir: string, options: WriteReportOptions = {}): Promise<WrittenReport> {
  const model = await buildReportModel(result, options);
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  const write = (name: string, data: string | Uint8Array) => {
    writeFileAtomic(join(dir, name), data);
    files.push(name);
  };
  for (const chart of model.charts) {
    if (!chart.svg) continue;
    write(`${chart.name}.svg`, chart.svg);
    if (options.png !== false) write(`${chart.name}.png`, renderPng(chart.svg));
  }
  write('data.csv', reportCsv(result));
  const verdictFile: VerdictFile = {
    title: result.experiment.title,
    headline: model.verdicts.headline,
    bands: model.verdicts.bands,
    sentences: [...model.verdicts.bandVerdicts, ...model.verdicts.differenceVerdicts].map((v) => v.sentence),
  };
  write(VERDICT_FILE, `${JSON.stringify(verdictFile, null, 2)}\n`);
  write('summary.md', reportMarkdown(model));
  const resultFile = join(dir, 'result.json');
  if (!sameResultAlreadyThere(resultFile, result)) write('result.json', `${JSON.stringify(result, null, 2)}\n`);
  // The page last: once report.html exists, everything it links to exists too.
  write('report.html', reportHtml(model, { rerenderCommand: options.rerenderCommand ?? `playtest report ${join(dir, 'result.json')}` }));
  return { dir, files, verdicts: model.verdicts, model };
}
