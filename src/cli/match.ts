/**
 * `playtest match <system>`: N games of A against B in pairs with the sides
 * swapped (src/sim/match/runMatch.ts); a table, or with --json one object
 * with games, winsA, winsB, draws, winRateA, ci, meanLength, gamesPerSecond,
 * the game's statistics, the band and the verdict against it (45-55% unless --band).
 */
import type { Argv, CommandModule } from 'yargs';
import { matchTable, matchVerdict } from '../sim/match/matchTable.ts';
import { runMatch } from '../sim/match/runMatch.ts';
import { ProgressBar } from '../sim/progressBar.ts';
import { asGameUserError, defaultSide, gameOptions, list } from './game.ts';
import { parseInteger } from './parseInteger.ts';
import { parseBandRange } from './report.ts';
import { UserError } from './userError.ts';
import { DEFAULT_WIN_RATE_BAND } from '../report/verdict.ts';

/** `--band low:high` for a win rate: inside 0-1 (or 0%-100%). */
function winRateBand(option: string): readonly [number, number] {
  const [low, high] = parseBandRange(option, option);
  if (low < 0 || high > 1) throw new UserError(`--band ${option}: a win rate band lies within 0:1 (0%:100%)`);
  return [low, high];
}

export const matchCommand: CommandModule = {
  command: 'match <system>',
  describe: 'play N games of side A against side B in pairs with sides swapped: win rate with its interval, and a verdict against a band',
  builder: (y: Argv) =>
    gameOptions(y)
      .option('games', { type: 'string', requiresArg: true, describe: 'games to play, an even number of 4 or more (default 1000)' })
      .option('band', { type: 'string', requiresArg: true, describe: "the win rate the verdict calls balanced, low:high (default 45%:55%), e.g. --band 40%:60%" })
      .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads (default: all cores); never changes the result' })
      .example('playtest match pig --a preset:standard --b preset:head-start --agent-a greedy --agent-b random --games 1000 --seed 7 --json', ''),
  handler: async (argv) => {
    // A search agent's match can take minutes: show pairs played on a terminal (never in piped output).
    const bar = process.stderr.isTTY ? new ProgressBar(process.stderr, 'pairs') : null;
    try {
      const band = argv.band === undefined ? DEFAULT_WIN_RATE_BAND : winRateBand(String(argv.band));
      const system = String(argv.system);
      const summary = await runMatch({
        system,
        a: defaultSide(system, argv.a),
        b: defaultSide(system, argv.b),
        agentA: String(argv['agent-a']),
        agentB: String(argv['agent-b']),
        games: argv.games === undefined ? 1000 : parseInteger('games', argv.games),
        seed: argv.seed === undefined ? 1 : parseInteger('seed', argv.seed, 0),
        workers: argv.workers === undefined ? undefined : parseInteger('workers', argv.workers, 1, 1024),
        variants: list(argv.variant),
        onProgress: bar ? (pairs, total) => bar.update(pairs, total) : undefined,
      });
      bar?.done();
      process.stdout.write(`${argv.json ? JSON.stringify({ ...summary, band, verdict: matchVerdict(summary, band) }) : matchTable(summary, band)}\n`);
    } catch (error) {
      bar?.done();
      throw asGameUserError(error);
    }
  },
};
