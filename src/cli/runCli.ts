/**
 * The `playtest` command's parsing and error handling, for a given set of
 * subcommands: main.ts runs it with all of them, quickMain.ts (the bundled
 * fast start, bin.mjs) with those that load no experiment file.
 */
import yargs, { type Argv } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { UserError } from './userError.ts';

function fail(message: string): never {
  process.stderr.write(`playtest: ${message.split('\n')[0]}\n`);
  process.exit(2);
}

/** Errors in what the user typed: ours, and yargs' own validation errors. */
function isUsageError(error: unknown): error is Error {
  return error instanceof UserError || (error instanceof Error && error.name === 'YError');
}

/** Options a user may give more than once (each adds a value), beside those declared as arrays. */
const REPEATABLE = new Set(['variant', 'set', 'band']);

/**
 * An option given twice that takes one value (`--seed 1 --seed 2`, `--attacker fighters --attacker heavy`): yargs
 * would join them into a list that the option's own check then reports as one odd value ('1,2'). Named here instead.
 */
function refuseRepeats(argv: Record<string, unknown>, arrays: readonly string[]): void {
  const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const allowed = new Set([...REPEATABLE, ...arrays, '_']);
  for (const name of [...allowed]) allowed.add(camel(name));
  for (const [name, value] of Object.entries(argv)) {
    if (!Array.isArray(value) || allowed.has(name)) continue;
    // yargs keeps a kebab-case option under its camelCase name too: name it as typed.
    if (/[A-Z]/.test(name)) continue;
    throw new UserError(`--${name} is given ${value.length} times (${value.join(', ')}); give it once`);
  }
}

/** Parses the command line and runs the subcommand it names; bad input ends in one line on stderr and exit 2. */
export async function runCli(addCommands: (cli: Argv) => Argv): Promise<void> {
  // `playtest ... | head` closes the pipe early: that is the reader's choice, not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  try {
    const cli = yargs(hideBin(process.argv))
      .scriptName('playtest')
      .parserConfiguration({ 'parse-numbers': false, 'parse-positional-numbers': false });
    await addCommands(cli)
      // The subcommand's own options are the instance's by the time middleware runs (yargs resets it per command).
      .middleware((argv) => refuseRepeats(argv, (cli as unknown as { getOptions(): { array: string[] } }).getOptions().array), true)
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
}
