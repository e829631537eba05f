/**
 * `playtest game <system>`: plays one game between two sides and prints its
 * story (turn, who acts, the roll, the result, the score), or with --json
 * the whole record with the event log and the final state.
 */
import type { Argv, CommandModule } from 'yargs';
import { agentUsage } from '../game/agents/agentSpec.ts';
import { GameInputError } from '../game/gameInputError.ts';
import { playOne } from '../game/playOne.ts';
import { GAME_NAMES, GAMES } from '../game/registry.ts';
import { StatusLine } from '../sim/progressBar.ts';
import { parseInteger } from './parseInteger.ts';
import { UserError } from './userError.ts';

export function gameList(): string {
  return Object.keys(GAME_NAMES)
    .map((id) => `${id} (${GAMES[id as keyof typeof GAMES].summary})`)
    .join('; ');
}

/** Game-layer input errors become one-line UserErrors. */
export function asGameUserError(error: unknown): unknown {
  return error instanceof GameInputError ? new UserError(error.message) : error;
}

export function list(raw: unknown): string[] {
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

/** The games whose bare `greedy` samples its dice (GameDefinition.greedyRolls), for the help: "; greedy's rolls: 4 in exoshift, ...". */
function greedyDefaults(): string {
  const sampled = Object.values(GAMES).filter((game) => (game.greedyRolls ?? 0) > 0);
  return sampled.length === 0 ? '' : `; greedy's rolls default to ${sampled.map((game) => `${game.greedyRolls} in ${game.id}`).join(', ')}`;
}

/** Options shared by `game` and `match`. */
export function gameOptions(y: Argv): Argv {
  return y
    .positional('system', { describe: `the game: ${gameList()}`, type: 'string' })
    .option('a', { type: 'string', requiresArg: true, describe: "side A (seat 0 in a single game): a JSON file or preset:<id> (default: the game's first preset)" })
    .option('b', { type: 'string', requiresArg: true, describe: 'side B: a JSON file or preset:<id>' })
    .option('agent-a', { type: 'string', requiresArg: true, default: 'heuristic', describe: `who plays A (default: the game's own heuristic player): ${agentUsage()}${greedyDefaults()}` })
    .option('agent-b', { type: 'string', requiresArg: true, default: 'heuristic', describe: 'who plays B (same choices)' })
    .option('seed', { type: 'string', requiresArg: true, describe: 'seed: same seed, same game (default 1)' })
    .option('variant', { type: 'string', requiresArg: true, describe: "name=value: a rule variant of the game (repeatable); stats=printed:ID.STAT=VALUE,... plays your own numbers (Rattle and Rend: stats=v03:TYPE.STAT=VALUE,...), e.g. --variant stats=printed:velocity.hp=19" })
    .option('json', { type: 'boolean', describe: 'print one JSON object' });
}

export function defaultSide(system: string, raw: unknown): string {
  if (raw !== undefined) return String(raw);
  const game = Object.hasOwn(GAMES, system) ? GAMES[system as keyof typeof GAMES] : undefined;
  return game ? `preset:${Object.keys(game.presets)[0]}` : 'preset:';
}

export const gameCommand: CommandModule = {
  command: 'game <system>',
  describe: 'play one game between two sides and print its story',
  builder: (y: Argv) =>
    gameOptions(y)
      .example('playtest game pig --a preset:standard --b preset:head-start --agent-a greedy --agent-b random --seed 7', 'one Pig game, narrated')
      .example('playtest game pig --agent-a mcts:iterations=400,c=1.4 --json', 'the full event log as JSON'),
  handler: (argv) => {
    // A game between search agents can take a minute: a status line on a terminal (never in piped output).
    const status = process.stderr.isTTY ? new StatusLine(process.stderr) : null;
    try {
      const system = String(argv.system);
      const unit = GAMES[system as keyof typeof GAMES]?.length.label ?? 'length';
      const played = playOne({
        system,
        a: defaultSide(system, argv.a),
        b: defaultSide(system, argv.b),
        agentA: String(argv['agent-a']),
        agentB: String(argv['agent-b']),
        seed: argv.seed === undefined ? 1 : parseInteger('seed', argv.seed, 0),
        variants: list(argv.variant),
        onDecision: status ? (length, decisions) => status.update(() => `playing: ${length} ${unit}, ${decisions} decisions`) : undefined,
      });
      status?.done();
      if (argv.json) {
        process.stdout.write(`${JSON.stringify(played)}\n`);
        return;
      }
      const variants = Object.entries(played.variants).map(([name, value]) => `${name}=${value}`).join(', ');
      const header = [
        `${played.system}: ${played.a.name} (A, ${played.a.agent}) vs ${played.b.name} (B, ${played.b.agent}), seed ${played.seed}${variants ? `, ${variants}` : ''}`,
        '',
      ];
      const winner = played.winner === 'draw' ? 'draw' : `${played.winner === 'A' ? played.a.name : played.b.name} (${played.winner}) wins`;
      const footer = ['', `result: ${winner}; ${played.length.value} ${played.length.unit}, ${played.decisions} decisions`];
      process.stdout.write(`${[...header, ...played.lines, ...footer].join('\n')}\n`);
    } catch (error) {
      status?.done();
      throw asGameUserError(error);
    }
  },
};
