/**
 * The `playtest` command: parsing, validation messages and hand-over to the
 * layers below. Each subcommand lives in its own module in this folder.
 */
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { UserError } from './userError.ts';
import { rollCommand } from './roll.ts';
import { attackCommand } from './attack.ts';
import { demoCommand } from './demo.ts';
import { runCommand } from './run.ts';
import { mergeCommand } from './merge.ts';
import { reportCommand } from './report.ts';
import { gameCommand } from './game.ts';
import { matchCommand } from './match.ts';

function fail(message: string): never {
  process.stderr.write(`playtest: ${message.split('\n')[0]}\n`);
  process.exit(2);
}

/** Errors in what the user typed: ours, and yargs' own validation errors. */
function isUsageError(error: unknown): error is Error {
  return error instanceof UserError || (error instanceof Error && error.name === 'YError');
}

// `playtest ... | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

try {
  await yargs(hideBin(process.argv))
    .scriptName('playtest')
    .parserConfiguration({ 'parse-numbers': false, 'parse-positional-numbers': false })
    .command(rollCommand)
    .command(attackCommand)
    .command(demoCommand)
    .command(runCommand)
    .command(mergeCommand)
    .command(reportCommand)
    .command(gameCommand)
    .command(matchCommand)
    .demandCommand(1, 'name a command: roll, attack, run, report, merge, game, match, demo (see playtest --help)')
    .strict()
    .fail((message, error) => {
      if (error && !isUsageError(error)) throw error;
      fail(error ? error.message : message);
    })
    .help()
    .version()
    .wrap(Math.min(110, process.stdout.columns || 100))
    .parseAsync();
} catch (error) {
  if (isUsageError(error)) fail(error.message);
  // A bug, not bad input: still one line, with the stack only on request.
  if (process.env.PLAYTEST_DEBUG) throw error;
  fail(`internal error: ${error instanceof Error ? error.message : String(error)} (run with PLAYTEST_DEBUG=1 for the stack trace)`);
}
