/**
 * The entry of the command's own bundle (cliBundle.ts, started by bin.mjs):
 * the subcommands that load no experiment file, so the bundle never needs a
 * TypeScript loader. An experiment file (run, report, merge, demo) imports the
 * project's modules itself; loaded beside a bundle it would get second copies of
 * them, so those commands always start through tsx (main.ts). bin.mjs lists the
 * four by name (QUICK): keep the two lists the same.
 */
import { attackCommand } from './attack.ts';
import { gameCommand } from './game.ts';
import { matchCommand } from './match.ts';
import { rollCommand } from './roll.ts';
import { runCli } from './runCli.ts';

await runCli((cli) => cli.command(rollCommand).command(attackCommand).command(gameCommand).command(matchCommand));
