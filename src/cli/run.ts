/**
 * `playtest run <experiment>`: runs one experiment file on worker threads and
 * writes its report folder, result.json and data.csv with the report, put in
 * place whole once complete (see src/sim/run.ts for what a run does). The
 * folder is checked before the first trial. Progress goes to stderr when it is
 * a terminal; the result table to stdout.
 */
import { join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { ExperimentFailure, runToResult, type RunRequest } from '../sim/run.ts';
import { InputError } from '../sim/inputError.ts';
import { ProgressBar } from '../sim/progressBar.ts';
import { resultTable } from '../sim/resultTable.ts';
import type { ExperimentResult } from '../sim/result.ts';
import type { Shard } from '../sim/runExperiment.ts';
import { MIN_TRIALS, MIN_TRIALS_WHY } from '../sim/minTrials.ts';
import { makeFolders } from '../report/replaceFolder.ts';
import { writeFileAtomic } from '../report/writeFileAtomic.ts';
import { asOutputError, checkOutputFolder } from './outputFolder.ts';
import { parseInteger } from './parseInteger.ts';
import { UserError } from './userError.ts';
import { publishReport, REPORTS_ROOT } from './publishReport.ts';
import { untilStopped } from './stopSignals.ts';

function parseShard(raw: unknown): Shard | null {
  if (raw === undefined) return null;
  const match = /^(\d+)\/(\d+)$/.exec(String(raw).trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!(count >= 1 && index < count)) throw new UserError(`--shard needs i/n with 0 <= i < n, e.g. 0/3; got '${String(raw)}'`);
  return { index, count };
}

function parseTarget(raw: unknown): number | null | undefined {
  if (raw === undefined) return undefined;
  if (String(raw) === 'none') return null;
  const value = Number(String(raw));
  if (!(value > 0 && value < Infinity)) throw new UserError(`--target-ci must be a positive number (an interval half-width), got '${String(raw)}'`);
  return value;
}

function list(raw: unknown): string[] {
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

/** A shard's partial result: one file added to the folder (the other shards may write theirs beside it). */
function writePart(out: string, shard: Shard, result: ExperimentResult): string {
  const file = join(out, `part-${shard.index}-of-${shard.count}.json`);
  makeFolders(out);
  writeFileAtomic(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}


/** Runner errors that come from what the user typed or wrote become one-line UserErrors. */
export function asUserError(error: unknown): unknown {
  if (error instanceof InputError || error instanceof ExperimentFailure) return new UserError(error.message);
  return error;
}

export const runCommand: CommandModule = {
  command: 'run <experiment>',
  describe: 'run an experiment: estimates with 95% intervals, result.json, data.csv and report.html',
  builder: (y: Argv) =>
    y
      .positional('experiment', { describe: 'experiment id (e.g. jw-pool-upgrades), file name in experiments/, or path', type: 'string' })
      .option('trials', { type: 'string', requiresArg: true, describe: "trial budget per arm (default: the experiment's)" })
      .option('seed', { type: 'string', requiresArg: true, describe: 'seed: same seed, same result (default 1)' })
      .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads (default: all cores); never changes the result' })
      .option('target-ci', { type: 'string', requiresArg: true, describe: "stop once every 95% interval half-width is at most this ('none': play the whole budget)" })
      .option('out', { type: 'string', requiresArg: true, describe: 'output folder (default reports/<system>/<id>/)' })
      .option('quiet', { type: 'boolean', describe: 'no progress bar' })
      .option('shard', { type: 'string', requiresArg: true, describe: 'i/n: play only chunks k with k mod n = i and write a partial result for `playtest merge`' })
      .option('set', { type: 'string', requiresArg: true, describe: "path=value: change a number or name in the experiment's data (repeatable)" })
      .option('variant', { type: 'string', requiresArg: true, describe: 'name=value: choose a declared variant (repeatable)' })
      .example('playtest run jw-pool-upgrades --trials 1e7 --seed 7', 'Jovian Wars +1B vs +1F vs +1M')
      .example('playtest run sp-armor-floor --set acc=4 --shard 0/3 --out parts/0', 'one third of a sharded run'),
  handler: async (argv) => {
    const shard = parseShard(argv.shard);
    const request: RunRequest = {
      experiment: String(argv.experiment),
      trials: argv.trials === undefined ? undefined : parseInteger('trials', argv.trials, MIN_TRIALS, 1e12, MIN_TRIALS_WHY),
      seed: argv.seed === undefined ? undefined : parseInteger('seed', argv.seed, 0),
      workers: argv.workers === undefined ? undefined : parseInteger('workers', argv.workers, 1, 1024),
      targetHalfWidth: parseTarget(argv['target-ci']),
      shard,
      sets: list(argv.set),
      variants: list(argv.variant),
    };
    // Checked once the experiment is known (the default folder is named after it), before any trial.
    const option = argv.out === undefined ? '' : '--out';
    let out = argv.out === undefined ? '' : String(argv.out);
    const checkOut = ({ system, id }: { system: string; id: string }) => {
      out ||= join(REPORTS_ROOT, system, id);
      checkOutputFolder(option, out, shard ? 'add' : 'replace');
    };
    const bar = process.stderr.isTTY && !argv.quiet ? new ProgressBar(process.stderr) : null;
    try {
      await untilStopped(
        async (signal) => {
          const { result } = await runToResult({ ...request, signal, onLoaded: checkOut, onProgress: bar ? (t, b) => bar.update(t, b) : undefined });
          bar?.done();
          const print = (line: string) => process.stdout.write(`${line}\n`);
          if (shard) {
            let file: string;
            try {
              file = writePart(out, shard, result);
            } catch (error) {
              throw asOutputError(option, out, error);
            }
            print(`shard ${shard.index}/${shard.count} of ${result.experiment.id}: ${result.partial?.chunks.length} chunks`);
            print(`wrote ${file}`);
          } else {
            print(`${resultTable(result)}\n`);
            await publishReport(result, out, print, { option, signal });
          }
        },
        () => 'run interrupted; nothing written',
        () => bar?.done(),
      );
    } catch (error) {
      bar?.done();
      throw asUserError(error);
    }
  },
};
