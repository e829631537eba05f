/**
 * `playtest merge parts/*.json`: combines the partial results of sharded runs
 * (`playtest run ... --shard i/n`) into the result one machine gives
 * (src/sim/mergeParts.ts), and writes its report folder as `run` does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { mergeParts } from '../sim/mergeParts.ts';
import { withAnswer } from '../sim/run.ts';
import type { ExperimentResult } from '../sim/result.ts';
import { resultTable } from '../sim/resultTable.ts';
import { checkOutputFolder } from './outputFolder.ts';
import { asUserError } from './run.ts';
import { UserError } from './userError.ts';
import { publishReport, REPORTS_ROOT } from './publishReport.ts';
import { untilStopped } from './stopSignals.ts';

function readPart(name: string): { name: string; result: ExperimentResult } {
  let text: string;
  try {
    text = readFileSync(name, 'utf8');
  } catch {
    throw new UserError(`cannot read ${name}`);
  }
  try {
    return { name, result: JSON.parse(text) as ExperimentResult };
  } catch {
    throw new UserError(`${name} is not JSON (is it a partial result.json from --shard?)`);
  }
}

export const mergeCommand: CommandModule = {
  command: 'merge <parts..>',
  describe: 'combine the partial results of `run --shard i/n` into one result',
  builder: (y: Argv) =>
    y
      .positional('parts', { describe: 'partial result files, one per shard', type: 'string', array: true })
      .option('out', { type: 'string', requiresArg: true, describe: 'output folder (default reports/<system>/<id>/)' })
      .example('playtest merge parts/*/part-*.json --out reports/syndicate-protocol/sp-armor-floor', 'merge three shards'),
  handler: async (argv) => {
    const parts = (argv.parts as string[]).map(readPart);
    // A Ctrl-C or SIGTERM while the answer is worked out or the report drawn: nothing is written.
    await untilStopped(
      async (signal) => {
        let result: ExperimentResult;
        try {
          result = await withAnswer(mergeParts(parts), parts[0].result.partial?.experiment ?? parts[0].result.experiment.id);
        } catch (error) {
          throw asUserError(error);
        }
        const option = argv.out === undefined ? '' : '--out';
        const out = argv.out === undefined ? join(REPORTS_ROOT, parts[0].result.partial?.plan.system ?? 'misc', result.experiment.id) : String(argv.out);
        checkOutputFolder(option, out, 'replace');
        process.stdout.write(`${resultTable(result)}\n\n`);
        await publishReport(result, out, (line) => process.stdout.write(`${line}\n`), { option, signal });
      },
      () => 'merge interrupted; nothing written',
    );
  },
};
