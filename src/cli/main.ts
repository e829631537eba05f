/**
 * The `playtest` command: parsing, validation messages and hand-over to the
 * layers below (runCli.ts). Each subcommand lives in its own module in this folder.
 */
import { runCli } from './runCli.ts';
import { rollCommand } from './roll.ts';
import { attackCommand } from './attack.ts';
import { demoCommand } from './demo.ts';
import { runCommand } from './run.ts';
import { mergeCommand } from './merge.ts';
import { reportCommand } from './report.ts';
import { gameCommand } from './game.ts';
import { matchCommand } from './match.ts';

await runCli((cli) =>
  cli.command(rollCommand).command(attackCommand).command(demoCommand).command(runCommand).command(mergeCommand).command(reportCommand).command(gameCommand).command(matchCommand),
);
