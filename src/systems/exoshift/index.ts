/**
 * Exoshift: Tactics as a registered game (`playtest game exoshift`,
 * `playtest match exoshift`). Rules card: README.md and rules.ts.
 *
 * Sides: `{ "name": "Sol Line Patrol", "units": "sol-command-officer, sol-line-infantry x3, sol-field-medic" }`
 * (profile ids from data/profiles.json are individuals, unit ids from data/units.json units of
 * 1-6 models; up to 6 units). Presets: data/forces/*.json.
 */
import { defineGame } from '../../game/definition.ts';
import { evaluateExoshift, exoshiftHeuristic, EXOSHIFT_HEURISTIC_OPTIONS } from './ai.ts';
import fireSupport from './data/forces/sol-fire-support.json' with { type: 'json' };
import garrison from './data/forces/sol-garrison.json' with { type: 'json' };
import linePatrol from './data/forces/sol-line-patrol.json' with { type: 'json' };
import raiders from './data/forces/sol-raiders.json' with { type: 'json' };
import fireteams from './data/forces/sol-fireteams.json' with { type: 'json' };
import assaultSquad from './data/forces/sol-assault-squad.json' with { type: 'json' };
import reconTeam from './data/forces/sol-recon-team.json' with { type: 'json' };
import motorPatrol from './data/forces/sol-motor-patrol.json' with { type: 'json' };
import * as L from './layout.ts';
import { narrateExoshift } from './narrate.ts';
import { END_ROUND_LIMIT, END_VICTORY_POINTS, endReason } from './round.ts';
import { EXOSHIFT_VARIANTS, MAX_CP_BONUS, SAFETY_ROUNDS, defaultVariants, type ExoshiftVariants } from './rules.ts';
import type { ExoshiftSide } from './setup.ts';
import { ExoshiftState } from './state.ts';

const seatOfB = (seatOfA: number) => 1 - seatOfA;
const stat = (field: number) => (state: ExoshiftState, seat: number) => state.s[field + seat];
/** Both seats' count of a per-seat statistic. */
const both = (state: ExoshiftState, field: number) => state.s[field] + state.s[field + 1];
/** Turns ended in a game by both players with `actions` actions (the last bin: that many or more): layout.ts G_TURN_LENGTH. */
export const turnsWith = (state: ExoshiftState, actions: number) => {
  let n = 0;
  for (let seat = 0; seat < 2; seat++) n += state.s[L.G_TURN_LENGTH + seat * L.TURN_LENGTH_BINS + actions];
  return n;
};
/** Turns ended in a game, both players (a game ended inside an action leaves its last turn out). */
export const turnsEnded = (state: ExoshiftState) => {
  let n = 0;
  for (let k = 0; k < L.TURN_LENGTH_BINS; k++) n += turnsWith(state, k);
  return n;
};
/** Actions taken in the turns that ended: all actions, less those of a turn still open when the game ended inside an action. */
export const actionsInEndedTurns = (state: ExoshiftState) => {
  const open = state.s[L.G_TURN_MARK] >= 0 ? state.s[L.G_ACTIONS_TAKEN + state.s[L.G_ACTIVE]] - state.s[L.G_TURN_MARK] : 0;
  return both(state, L.G_ACTIONS_TAKEN) - open;
};
/** A game's own share (0 of nothing is 0). */
const share = (count: number, of: number) => (of > 0 ? count / of : 0);
/** Actions per round (both players, rounds played): EX-057. */
const ACTIONS_PER_ROUND_BINS = [0, 4, 6, 8, 10, 12, 16] as const;
/** Actions per turn (both players, per game): EX-054. */
const ACTIONS_PER_TURN_BINS = [0, 1, 1.5, 2, 2.5, 3] as const;

export const exoshift = defineGame<ExoshiftState, ExoshiftSide>({
  id: 'exoshift',
  title: 'Exoshift: Tactics',
  summary: 'Exoshift: Tactics v0.53 (001): Command Points, secret initiative bids, escalating action costs, Focus Fire, the casualty table; Control Points or Objective Grab',
  sideSchema: {
    name: { kind: 'string', maxLength: 40, describe: 'the force name in narratives and tables' },
    units: { kind: 'string', maxLength: 400, describe: "comma-separated unit entries (1-6 units): a profile id is an individual, a data/units.json id a unit of 1-6 models; 'id xN' to repeat, 'reserve N' after either to start in Reserve with arrival number N (0-9), e.g. 'sol-command-officer, sol-line-infantry-fireteam x2, sol-field-medic reserve 2'" },
    cpBonus: { kind: 'integer', min: 0, max: MAX_CP_BONUS, default: 0, describe: 'extra global CP every round (a designer\'s dial, not a rulebook rule: Start of Game Round › Refresh CP), e.g. 1 to measure what one more CP is worth' },
  },
  presets: {
    'sol-line-patrol': linePatrol as ExoshiftSide,
    // Second, so the shared contract suite (tests/game/contract.ts plays the first two presets) plays units of several models.
    'sol-fireteams': fireteams as ExoshiftSide,
    'sol-fire-support': fireSupport as ExoshiftSide,
    'sol-raiders': raiders as ExoshiftSide,
    'sol-garrison': garrison as ExoshiftSide,
    // Illustrative: two Spray Template sprayers (IFF Limiter) and a Sweeping Fire gunner.
    'sol-assault-squad': assaultSquad as ExoshiftSide,
    // Illustrative: Recon Deployment (and Hopper), Independent Targeting, Two handed, a Drone Operator and its drone.
    'sol-recon-team': reconTeam as ExoshiftSide,
    'sol-motor-patrol': motorPatrol as ExoshiftSide,
  },
  variants: EXOSHIFT_VARIANTS,
  sideName: (side) => side.name,
  newGame: ({ sides, variants, chance, log }) => ExoshiftState.start(sides, { ...defaultVariants(), ...variants } as ExoshiftVariants, chance, log),
  deserialize: (serialized) => ExoshiftState.deserialize(serialized),
  heuristic: exoshiftHeuristic,
  heuristicOptions: EXOSHIFT_HEURISTIC_OPTIONS,
  // A bare `greedy` samples its chance (the exact one-ply lookahead expands every d10 of an attack and its casualty rolls: ~45 s a game for each greedy side (2026-11-23), against ~1 s with 4 sampled resolutions, the count ex-second-strength plays).
  greedyRolls: 4,
  dataNote: 'The forces are illustrative, built from the printed profiles, weapons and traits; some profiles, units and vehicles, and the CP income, are illustrative too (src/systems/exoshift/README.md).',
  evaluate: evaluateExoshift,
  length: { label: 'rounds', of: (state) => state.s[L.G_ROUND] },
  statistics: {
    vpA: { label: "A's victory points", unit: 'VP per game', perGame: (state, a) => stat(L.G_VP)(state, a) },
    vpB: { label: "B's victory points", unit: 'VP per game', perGame: (state, a) => stat(L.G_VP)(state, seatOfB(a)) },
    killsA: { label: 'enemy models A took out', unit: 'models per game', perGame: (state, a) => stat(L.G_KILLS)(state, a) },
    killsB: { label: 'enemy models B took out', unit: 'models per game', perGame: (state, a) => stat(L.G_KILLS)(state, seatOfB(a)) },
    initiativeA: { label: 'rounds A won the initiative', unit: 'rounds per game', perGame: (state, a) => stat(L.G_INIT_WINS)(state, a) },
    bidA: { label: 'CP A bid for initiative', unit: 'CP per game', perGame: (state, a) => stat(L.G_BID_SUM)(state, a) },
    passCpA: { label: 'CP A paid to pass', unit: 'CP per game', perGame: (state, a) => stat(L.G_PASS_CP)(state, a) },
    actionsA: { label: 'actions A took', unit: 'actions per game', perGame: (state, a) => stat(L.G_ACTIONS_TAKEN)(state, a) },
    spotterSpotsA: { label: "spotting for A's indirect fire done by a Spotter (where the [PLAYTEST] auto-pass applies)", unit: 'spots per game', perGame: (state, a) => stat(L.G_SPOTTER_SPOTS)(state, a) },
    spotterSpotsB: { label: "spotting for B's indirect fire done by a Spotter", unit: 'spots per game', perGame: (state, a) => stat(L.G_SPOTTER_SPOTS)(state, seatOfB(a)) },
    // Stalemate risk (EX-043): rounds played, and whether the game ran into the roundCap variant's limit or the engine's own stop.
    rounds: { label: 'rounds played', unit: 'rounds per game', perGame: (state) => state.s[L.G_ROUND] },
    roundCapEnd: { label: 'ended at the roundCap variant\'s limit (on VP)', unit: 'share of games', perGame: (state) => (endReason(state) === END_ROUND_LIMIT && state.setup.variants.roundCap !== 'none' ? 1 : 0) },
    engineStopEnd: { label: `ended at the engine's ${SAFETY_ROUNDS}-round stop (roundCap=none, on VP)`, unit: 'share of games', perGame: (state) => (endReason(state) === END_ROUND_LIMIT && state.setup.variants.roundCap === 'none' ? 1 : 0) },
    victoryPointsEnd: { label: 'ended by reaching the mission\'s VP to win', unit: 'share of games', perGame: (state) => (endReason(state) === END_VICTORY_POINTS ? 1 : 0) },
    // Table size (EX-015): when the first attack came, and shooting against assault (both players).
    contactRound: { label: 'round of the first attack action (shot or Assault; games with none count the rounds played + 1)', unit: 'round', perGame: (state) => state.s[L.G_CONTACT_ROUND] || state.s[L.G_ROUND] + 1 },
    shootingActions: { label: 'shooting actions (Focus Fire, Snap Fire, an Advance or Hunker Down that shot)', unit: 'actions per game (both players)', perGame: (state) => both(state, L.G_SHOOTING_ACTIONS) },
    assaultActions: { label: 'Assaults', unit: 'actions per game (both players)', perGame: (state) => both(state, L.G_ASSAULT_ACTIONS) },
    assaultShare: { label: 'Assaults, of all attack actions', unit: 'share of attack actions', perGame: (state) => share(both(state, L.G_ASSAULT_ACTIONS), both(state, L.G_ASSAULT_ACTIONS) + both(state, L.G_SHOOTING_ACTIONS)) },
    turnsPerRound: { label: 'player turns per round', unit: 'turns per round', perGame: (state) => state.s[L.G_TOTAL_TURNS] / Math.max(1, state.s[L.G_ROUND]) },
    // Action economy (EX-054 to EX-057), both players, over the turns that ended (layout.ts G_ECONOMY_BASE; a game ended
    // inside an action leaves its last turn out). Shares are a game's own share, averaged over games.
    turnsEnded: { label: 'player turns ended', unit: 'turns per game (both players)', perGame: (state) => turnsEnded(state) },
    actionsPerTurn: { label: 'actions per turn (both players; passes and empty turns count as 0)', unit: 'actions per turn ended', perGame: (state) => share(actionsInEndedTurns(state), turnsEnded(state)), bins: ACTIONS_PER_TURN_BINS },
    turnShare0: { label: 'turns with no action (a pass, an empty turn, a forfeit)', unit: 'share of turns', perGame: (state) => share(turnsWith(state, 0), turnsEnded(state)) },
    turnShare1: { label: 'turns of 1 action', unit: 'share of turns', perGame: (state) => share(turnsWith(state, 1), turnsEnded(state)) },
    turnShare2: { label: 'turns of 2 actions', unit: 'share of turns', perGame: (state) => share(turnsWith(state, 2), turnsEnded(state)) },
    turnShare3: { label: 'turns of 3 actions', unit: 'share of turns', perGame: (state) => share(turnsWith(state, 3), turnsEnded(state)) },
    turnShare4: { label: 'turns of 4 actions or more', unit: 'share of turns', perGame: (state) => share(turnsWith(state, L.TURN_LENGTH_BINS - 1), turnsEnded(state)) },
    freePrimaryShare: { label: 'turns using the free Primary Action', unit: 'share of turns', perGame: (state) => share(both(state, L.G_FREE_TURNS), turnsEnded(state)) },
    freePrimaryWhenAble: { label: 'turns using the free Primary Action, of those with a unit able to take a Primary', unit: 'share of such turns', perGame: (state) => share(both(state, L.G_FREE_TURNS), both(state, L.G_PRIMARY_TURNS)) },
    primaryTurnShare: { label: 'turns with a unit able to take a Primary action (at their start, or after a Rest under stunned=rest)', unit: 'share of turns', perGame: (state) => share(both(state, L.G_PRIMARY_TURNS), turnsEnded(state)) },
    emptyTurnShare: { label: 'empty turns (no CP, nothing able to take a Primary)', unit: 'share of turns', perGame: (state) => share(both(state, L.G_EMPTY_TURNS), turnsEnded(state)) },
    passes: { label: 'passes', unit: 'passes per game (both players)', perGame: (state) => both(state, L.G_PASSES) },
    passShare: { label: 'turns that were passes', unit: 'share of turns', perGame: (state) => share(both(state, L.G_PASSES), turnsEnded(state)) },
    repeatPasses: { label: 'passes costing 2 CP or more (a pass after a pass)', unit: 'passes per game (both players)', perGame: (state) => both(state, L.G_PASS_REPEAT) },
    passCp: { label: 'CP paid to pass', unit: 'CP per game (both players)', perGame: (state) => both(state, L.G_PASS_CP) },
    actionsPerRound: { label: 'actions per round (both players)', unit: 'actions per round played', perGame: (state) => share(both(state, L.G_ACTIONS_TAKEN), state.s[L.G_ROUND]), bins: ACTIONS_PER_ROUND_BINS },
    cpIncome: { label: 'CP received at Refresh CP (both players; global and Tactician)', unit: 'CP per game', perGame: (state) => both(state, L.G_CP_INCOME) },
    forfeitCp: { label: 'CP forfeited by ending a turn with nothing affordable', unit: 'CP per game (both players)', perGame: (state) => both(state, L.G_FORFEIT_CP) },
    cpBurnedShare: { label: 'CP burned (paid to pass or forfeited), of CP received', unit: 'share of CP received', perGame: (state) => share(both(state, L.G_PASS_CP) + both(state, L.G_FORFEIT_CP), both(state, L.G_CP_INCOME)) },
    cpLeftAtRoundEnd: { label: 'CP still held when a round ended (both players; Planning CP not counted)', unit: 'CP per game', perGame: (state) => both(state, L.G_CP_LEFT) },
  },
  narrate: (events, context) => {
    // Unit names come from the roster event the game logs first.
    const names = (events.find((e) => e.kind === 'roster')?.units as string[] | undefined) ?? [];
    return narrateExoshift(events, context, names);
  },
});

