/**
 * `playtest report <result.json | folder>`: redraws a run's report folder from
 * its saved result without re-running (report.html, summary.md, data.csv,
 * charts as SVG and PNG; put in place whole, as `run` does), then refreshes
 * `reports/index.html` when the folder is under reports/ (or `--reports`).
 *
 *   playtest report reports/resurrectionists-too-strong
 *   playtest report result.json --out reports/rr-009 --band win=40%:60%
 *   playtest report reports            (every result.json under reports/)
 *   playtest report reports/syndicate-protocol/sp-priority --reanswer
 *
 * `--reanswer` also works the verdict sentences out again with the
 * experiment's own answer function (the file in experiments/ with the result's
 * id), for when only that function changed: the numbers stay the saved ones,
 * so a reworded verdict costs no games. It refuses a result whose arms or
 * metrics the experiment no longer has, or whose numbers its answer cannot
 * read (re-run that one).
 */
import { dataNoteOf } from './dataNote.ts';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CommandModule } from 'yargs';
import type { ExperimentResult, VerdictBand } from '../sim/result.ts';
import { InputError } from '../sim/inputError.ts';
import { loadExperiment } from '../sim/loadExperiment.ts';
import { answerOf } from '../sim/run.ts';
import { findResultFiles, writeIndex } from '../report/indexPage.ts';
import { readResult, ResultFileError } from '../report/readResult.ts';
import { writeReportFolder } from '../report/writeReportFolder.ts';
import { asOutputError, checkOutputFolder } from './outputFolder.ts';
import { isInside, REPORTS_ROOT } from './publishReport.ts';
import { untilStopped } from './stopSignals.ts';
import { UserError } from './userError.ts';

interface ReportArgs {
  path: string;
  out?: string;
  band?: string[];
  reports?: string;
  png: boolean;
  reanswer?: boolean;
}

/** "45%" -> 0.45, "0.45" -> 0.45, "3.5" -> 3.5 (a mean). */
function bandNumber(text: string, option: string): number {
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new UserError(`--band ${option}: '${text}' is not a number (write 0.45 or 45%)`);
  return percent ? value / 100 : value;
}

/** Parses `low:high` (`0.45:0.55` or `45%:55%`) of the option `--band <option>`. */
export function parseBandRange(range: string, option: string): [number, number] {
  const match = /^([^:]+):(.+)$/.exec(range.trim());
  if (!match) throw new UserError(`--band ${option}: expected low:high, e.g. 0.45:0.55 or 45%:55%`);
  const low = bandNumber(match[1], option);
  const high = bandNumber(match[2], option);
  if (!(low < high)) throw new UserError(`--band ${option}: low (${low}) must be below high (${high})`);
  return [low, high];
}

/** Parses `metric=low:high`, e.g. `win=0.45:0.55` or `win=45%:55%`. */
export function parseBand(option: string): VerdictBand {
  const match = /^([^=]+)=(.+)$/.exec(option.trim());
  if (!match || !match[2].includes(':')) throw new UserError(`--band ${option}: expected metric=low:high, e.g. --band win=0.45:0.55 or --band win=45%:55%`);
  const [low, high] = parseBandRange(match[2], option);
  return { metric: match[1].trim(), low, high };
}

function resultFiles(path: string): string[] {
  let isFolder: boolean;
  try {
    isFolder = statSync(path).isDirectory();
  } catch {
    throw new UserError(`${path}: no such file or folder (give a result.json or a report folder)`);
  }
  if (!isFolder) return [path];
  const found = findResultFiles(path);
  if (found.length === 0) throw new UserError(`${path}: no result.json in this folder or below it`);
  return found;
}

/**
 * The result with its answer worked out again by its experiment's answer function (`--reanswer`), after checking that
 * the experiment still has the result's arms and metrics, in order: an answer function reads them by id.
 */
async function reanswered(file: string, result: ExperimentResult): Promise<ExperimentResult> {
  const id = result.experiment.id;
  // An experiment of experiments/ by its id; one kept elsewhere by the file its command ran ("playtest run <file> ..."),
  // when that file still defines the same id.
  const ran = result.command?.split(' ')[2];
  let experiment;
  try {
    ({ experiment } = await loadExperiment(id));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const elsewhere = ran !== undefined && ran !== id && existsSync(ran) ? await loadExperiment(ran).catch(() => null) : null;
    if (elsewhere?.experiment.id !== id) throw new UserError(`${file}: --reanswer: ${error.message}`);
    experiment = elsewhere.experiment;
  }
  if (!experiment.answer) throw new UserError(`${file}: --reanswer: experiment ${id} has no answer function`);
  // The same arms in order, and every saved metric still known (metrics added since are fine while the answer does not read them).
  const arms = experiment.arms.map((arm) => arm.id);
  const saved = result.arms.map((arm) => arm.id);
  const rerun = `re-run it: ${result.command ?? `playtest run ${id}`}`;
  const unknown = Object.keys(result.arms[0]?.metrics ?? {}).filter((metric) => !(metric in experiment.metrics));
  if (arms.join(',') !== saved.join(',') || unknown.length > 0) {
    throw new UserError(`${file}: --reanswer: experiment ${id} no longer has this result's ${unknown.length > 0 ? `metrics ${unknown.join(', ')}` : 'arms'} (${rerun})`);
  }
  try {
    return { ...result, answer: answerOf(experiment, result) };
  } catch (error) {
    throw new UserError(`${file}: --reanswer: ${(error as Error).message} (${rerun})`);
  }
}

/**
 * A band must name a metric of the result (of one of them, for a folder of results where a band applies to those
 * that have it): an unknown name was once ignored, and the report printed without the band the user asked for.
 */
function checkBandMetrics(written: readonly string[], bands: readonly VerdictBand[], loaded: readonly { file: string; result: ExperimentResult }[], path: string): void {
  const metrics = [...new Set(loaded.flatMap(({ result }) => result.arms.flatMap((arm) => Object.keys(arm.metrics))))];
  bands.forEach((band, i) => {
    if (metrics.includes(band.metric)) return;
    const which = loaded.length === 1 ? `${loaded[0].file} has no metric ${band.metric}` : `no result under ${path} has a metric ${band.metric}`;
    throw new UserError(`--band ${written[i]}: ${which}; ${loaded.length === 1 ? 'its' : 'their'} metrics: ${metrics.join(', ') || 'none'}`);
  });
}

export async function runReport(args: ReportArgs, print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<void> {
  const bands = (args.band ?? []).map(parseBand);
  const files = resultFiles(args.path);
  if (args.out !== undefined && files.length > 1) {
    throw new UserError(`${args.path}: holds ${files.length} results; --out takes one (name a single result.json)`);
  }
  // Read and check every file before writing anything, so a bad file leaves no half-redrawn set.
  const loaded = files.map((file) => {
    try {
      return readResult(file);
    } catch (error) {
      if (error instanceof ResultFileError) throw new UserError(error.message);
      throw error;
    }
  });
  checkBandMetrics(args.band ?? [], bands, loaded, args.path);
  const reports = args.reports ?? REPORTS_ROOT;
  let redrawn = 0;
  let refresh = false;
  // A Ctrl-C or SIGTERM drops the folder being drawn (or the answers being worked out); those already redrawn stay, each whole.
  const kept = () => `report interrupted; ${redrawn} of ${loaded.length} ${loaded.length === 1 ? 'report' : 'reports'} redrawn, the rest left as they were${refresh && redrawn > 0 ? ' (the reports index not refreshed)' : ''}`;
  await untilStopped(async (signal) => {
    if (args.reanswer) for (const entry of loaded) entry.result = await reanswered(entry.file, entry.result);
    const option = args.out === undefined ? '' : '--out';
    const folders = loaded.map(({ file }) => args.out ?? dirname(file));
    for (const dir of folders) checkOutputFolder(option, dir, 'replace');
    // As after a run or a merge, the index is refreshed only when a redrawn folder is one it lists: a report copied
    // elsewhere and redrawn there leaves reports/index.html alone.
    refresh = folders.some((dir) => isInside(reports, dir));
    if (refresh || args.reports !== undefined) checkOutputFolder('--reports', reports, 'add');
    for (const [i, { file, result }] of loaded.entries()) {
      const dir = folders[i];
      let written;
      try {
        // Each folder whole (result.json too, when --reanswer changed it), or not at all.
        written = await writeReportFolder(result, dir, { bands, png: args.png, dataNote: dataNoteOf(result), signal });
      } catch (error) {
        throw asOutputError(option, dir, error);
      }
      redrawn++;
      for (const chart of written.model.charts) if (chart.error) process.stderr.write(`playtest: ${file}: ${chart.error}\n`);
      print(`${join(dir, 'report.html')}: ${written.verdicts.headline[0]}`);
    }
  }, kept);
  if (!refresh) return;
  let entries;
  try {
    entries = writeIndex(reports);
  } catch (error) {
    throw asOutputError('--reports', reports, error);
  }
  print(`${join(reports, 'index.html')}: ${entries.length} ${entries.length === 1 ? 'report' : 'reports'} listed`);
}

export const reportCommand: CommandModule<object, ReportArgs> = {
  command: 'report <path>',
  describe: 'redraw a report (HTML, Markdown, charts) from a saved result.json, without re-running',
  builder: (yargs) =>
    yargs
      .positional('path', { type: 'string', demandOption: true, describe: 'a result.json, a report folder, or a folder of report folders' })
      .option('out', { type: 'string', describe: 'folder to write the report into (default: the folder of result.json)' })
      .option('band', {
        type: 'string',
        array: true,
        describe: 'verdict band for a metric, metric=low:high, e.g. win=0.45:0.55 or win=45%:55% (repeatable)',
      })
      .option('reports', { type: 'string', describe: `reports folder whose index.html is refreshed when a redrawn report is in it (default ${REPORTS_ROOT})` })
      .option('png', { type: 'boolean', default: true, describe: 'also write each chart as PNG (--no-png to skip)' })
      .option('reanswer', { type: 'boolean', default: false, describe: "work the verdict out again with the experiment's answer function (its file in experiments/), keeping the saved numbers" })
      .example('$0 report reports/syndicate-protocol/sp-priority --reanswer', 'reword a verdict without replaying its games'),
  handler: async (args) => {
    await runReport(args);
  },
};
