/**
 * Pig as a registered game (`playtest game pig`): the reference game that
 * proves the game interface, the agents and the match runner on something
 * small enough to check by hand. Rules card: rules.ts and README.md.
 *
 * Sides: `{ "name": "Ada", "start": 10 }`, a display name and a head start
 * (the starting score). Presets: `preset:standard`, `preset:head-start`.
 */
import type { AgentView } from '../agents/agent.ts';
import { defineGame } from '../definition.ts';
import headStart from './data/head-start.json' with { type: 'json' };
import standard from './data/standard.json' with { type: 'json' };
import { narratePig } from './narrate.ts';
import { PigState, type PigObservation } from './pigState.ts';
import { HOLD, PIG_VARIANTS } from './rules.ts';

export type PigSide = { readonly name: string; readonly start: number };

/**
 * Banked score plus the turn total still at risk, mine minus the opponent's.
 * One ply of greedy lookahead on it is the classic "hold at 20" rule: rolling
 * gains 5/6 * 4 = 20/6 on average and risks turnTotal/6, so it pays while the
 * turn total is below 20 (Neller & Presser 2004, section 2).
 */
/**
 * "Hold at 20" (the classic human rule for Pig, near-optimal to 100): roll
 * until the turn total reaches 20 or banking it wins, then hold.
 */
function holdAtTwenty(view: AgentView): number {
  const seen = view.observation as PigObservation;
  const banked = seen.scores[seen.you] + seen.turnTotal;
  const hold = seen.turnTotal >= 20 || banked >= seen.target;
  return hold && view.legalActions.includes(HOLD) ? HOLD : view.legalActions[0];
}

function evaluate(state: PigState, player: number): number {
  const mine = state.score(player) + (state.player === player ? state.turnTotal : 0);
  const theirs = state.score(1 - player) + (state.player !== player ? state.turnTotal : 0);
  return mine - theirs;
}

const seatOfB = (seatOfA: number) => 1 - seatOfA;

export const pig = defineGame<PigState, PigSide>({
  id: 'pig',
  title: 'Pig',
  summary: 'reference game that proves the game interface: a d6 push-your-luck race (roll or hold; a 1 loses the turn)',
  sideSchema: {
    name: { kind: 'string', maxLength: 40, describe: 'the display name in narratives and tables' },
    start: { kind: 'integer', min: 0, max: 99, default: 0, describe: 'head start: the score the side begins with' },
  },
  presets: { standard: standard as PigSide, 'head-start': headStart as PigSide },
  variants: PIG_VARIANTS,
  sideName: (side) => side.name,
  newGame: ({ sides, variants, chance, log }) => PigState.start(Number(variants.target ?? PIG_VARIANTS.target.default), [sides[0].start, sides[1].start], chance, log),
  deserialize: (serialized) => PigState.deserialize(serialized),
  heuristic: holdAtTwenty,
  heuristicOptions: {},
  evaluate,
  length: { label: 'turns', of: (state) => state.turn },
  statistics: {
    // Binned: a match also reports how many games had 0-1, 2-3 ... 24+ busts (the per-game histogram, statisticBins.ts).
    bustsA: { label: 'busts by A', unit: 'turns lost to a 1 per game', perGame: (state, a) => state.busts[a], bins: [0, 2, 4, 6, 8, 10, 12, 16, 24] },
    bustsB: { label: 'busts by B', unit: 'turns lost to a 1 per game', perGame: (state, a) => state.busts[seatOfB(a)] },
    pointsLostA: { label: 'points A lost to busts', unit: 'points per game', perGame: (state, a) => state.lost[a] },
    pointsLostB: { label: 'points B lost to busts', unit: 'points per game', perGame: (state, a) => state.lost[seatOfB(a)] },
    marginA: { label: "A's final margin", unit: 'points (A minus B)', perGame: (state, a) => state.score(a) - state.score(seatOfB(a)), signed: true },
  },
  narrate: narratePig,
});
