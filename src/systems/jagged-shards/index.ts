/**
 * Jagged Shards as a registered game (`playtest game jagged-shards`,
 * `playtest match jagged-shards`): the battle of `000_9659637e2373f14e.txt`
 * between two Strike Forces built from data/profiles.json. Rules card:
 * rules.ts and README.md.
 *
 * Sides: { "name", "faction", "units", "flarePolicy" } (setup.ts); presets
 * are the illustrative forces of data/forces.json. Seat 0 (side A in
 * `playtest game`) is the attacker.
 */
import { defineGame } from '../../game/definition.ts';
import { evaluateJagged, jaggedHeuristic, JAGGED_HEURISTIC_OPTIONS } from './ai.ts';
import { FORCES } from './data.ts';
import { GAME_ID, JaggedState } from './jaggedState.ts';
import { narrateJagged } from './narrate.ts';
import { leadChanges, resultBy, resultSettledRound } from './momentum.ts';
import { lostAfterReturning, objectivesCaptured, roundsDecidedByForceRating, unitsLost, warpFlaresRecovered } from './economy.ts';
import { JAGGED_VARIANTS, ROUNDS } from './rules.ts';
import { JAGGED_SIDE_SCHEMA, type JaggedSide } from './setup.ts';

const seatOfB = (seatOfA: number) => 1 - seatOfA;
const ROUND_NUMBERS = Array.from({ length: ROUNDS }, (_, i) => i + 1);
/** JS-004: the enemy Force Rating both seats destroyed in round r, as a percentage of both forces' starting Force Rating. */
function percentDestroyed(s: JaggedState, r: number): number {
  const start = s.setup.roster.forceRating[0] + s.setup.roster.forceRating[1];
  return (100 * (s.roundForceRating[(r - 1) * 2] + s.roundForceRating[(r - 1) * 2 + 1])) / start;
}
/** Round-by-round statistics (JS-004, JS-060): one per round, ids ending in the round's number. */
const perRound = Object.fromEntries(
  ROUND_NUMBERS.flatMap((r) => [
    [`tiedRound${r}`, { label: `round ${r} tied`, unit: 'share of battles (equal totals: no Round Victory)', perGame: (s: JaggedState) => (s.roundScore[(r - 1) * 2] === s.roundScore[(r - 1) * 2 + 1] ? 1 : 0) }],
    [`forceRatingDestroyedRound${r}`, { label: `Force Rating destroyed in round ${r}`, unit: "% of both forces' starting Force Rating", perGame: (s: JaggedState) => percentDestroyed(s, r) }],
  ]),
);
/** The attacker's (seat 0's) result from JaggedState.winner: 1 a win, 1/2 a draw, 0 a loss. */
const attackerResult = (winner: number) => (winner === 0 ? 1 : winner === 2 ? 0.5 : 0);

export const jaggedShards = defineGame<JaggedState, JaggedSide>({
  id: GAME_ID,
  title: 'Jagged Shards: Skirmish Protocol',
  summary: 'd100 skirmish on a 4\'x4\' Mars battlefield: alternating activations, cover and elevation, Warp Flares, objectives and Round Victories over five rounds',
  sideSchema: JAGGED_SIDE_SCHEMA,
  presets: FORCES as unknown as Record<string, JaggedSide>,
  variants: JAGGED_VARIANTS,
  sideName: (side) => side.name,
  newGame: ({ sides, variants, chance, log }) => JaggedState.start(sides, variants, chance, log),
  deserialize: (serialized) => JaggedState.deserialize(serialized),
  heuristic: jaggedHeuristic,
  heuristicOptions: JAGGED_HEURISTIC_OPTIONS,
  // A bare `greedy` samples its chance (a d100 attack alone has 100 outcomes: the exact one-ply lookahead takes ~7 s a game with greedy on both sides (2026-11-23), against ~1 s with 4 sampled resolutions, the count js-second-strength plays).
  greedyRolls: 4,
  dataNote: 'The core rulebook prints no unit profiles: every profile, Strike Force and the wound model are illustrative (src/systems/jagged-shards/README.md).',
  evaluate: evaluateJagged,
  length: { label: 'activations', of: (state) => state.activationCount },
  statistics: {
    roundVictoriesA: { label: 'Round Victories of A', unit: 'rounds won per battle', perGame: (s, a) => s.roundVictories[a] },
    roundVictoriesB: { label: 'Round Victories of B', unit: 'rounds won per battle', perGame: (s, a) => s.roundVictories[seatOfB(a)] },
    tiedRounds: { label: 'tied rounds', unit: 'rounds with no Round Victory per battle', perGame: (s) => s.tiedRounds },
    forceRatingDestroyedByA: { label: 'enemy FR destroyed by A', unit: 'Force Rating per battle', perGame: (s, a) => s.frDestroyed[a] },
    forceRatingDestroyedByB: { label: 'enemy FR destroyed by B', unit: 'Force Rating per battle', perGame: (s, a) => s.frDestroyed[seatOfB(a)] },
    objectiveScoreA: { label: 'objective value scored by A', unit: 'Victory Value per battle', perGame: (s, a) => s.objectiveScore[a] },
    objectiveScoreB: { label: 'objective value scored by B', unit: 'Victory Value per battle', perGame: (s, a) => s.objectiveScore[seatOfB(a)] },
    warpFlaresSpentA: { label: 'Warp Flares spent by A', unit: 'Warp Flares per battle', perGame: (s, a) => s.flaresSpent[a] },
    warpFlaresSpentB: { label: 'Warp Flares spent by B', unit: 'Warp Flares per battle', perGame: (s, a) => s.flaresSpent[seatOfB(a)] },
    reinforcementsA: { label: 'reinforcements by A', unit: 'units returned per battle', perGame: (s, a) => s.reinforcements[a] },
    reinforcementsB: { label: 'reinforcements by B', unit: 'units returned per battle', perGame: (s, a) => s.reinforcements[seatOfB(a)] },
    initiativeStolen: { label: 'Round 1 initiative stolen', unit: 'share of battles', perGame: (s) => s.stolen },
    insertionFailed: { label: 'insertion failed', unit: 'share of battles', perGame: (s) => s.insertionFailed },
    // Seat 0 attacks (Ch. 8 Starting Warp Flares, Ch. 5 Round 1 Initiative): per pair this is the mean of the two
    // attackers' results, so two arms on the same seeds can be compared pair by pair on it.
    attackerScore: { label: "the attacker's score", unit: 'points per battle (win 1, draw 1/2)', perGame: (s) => attackerResult(s.winner) },
    // JS-007; a battle with no attack counts its whole length (README "Statistics per battle").
    activationsToFirstEngagement: {
      label: 'activations until the first attack',
      unit: 'activations per battle',
      perGame: (s) => (s.firstEngagement > 0 ? s.firstEngagement : s.activationCount),
    },
    // Battlefield Momentum (momentum.ts; README "Statistics per battle").
    leadChanges: { label: 'Round Victory lead changes', unit: 'times the lead passed to the other side per battle', perGame: (s) => leadChanges(s), bins: [0, 1, 2, 3] },
    resultSettledRound: { label: 'round the result was settled', unit: 'round after which win, draw or loss could no longer change', perGame: (s) => resultSettledRound(s), bins: ROUND_NUMBERS },
    scorersDisagree: { label: 'Round Victories and total points disagree', unit: "share of battles whose result by Round Victories differs from the result by total points", perGame: (s) => (resultBy(s, 'round-victories') === resultBy(s, 'points') ? 0 : 1) },
    tabled: { label: 'a side tabled', unit: 'share of battles with an End Phase that found a side with no unit in play', perGame: (s) => (s.tabledRound[0] > 0 || s.tabledRound[1] > 0 ? 1 : 0) },
    forceRatingDestroyed: { label: 'Force Rating destroyed in the battle', unit: "% of both forces' starting Force Rating (reinforcements can be destroyed again)", perGame: (s) => ROUND_NUMBERS.reduce((sum, r) => sum + percentDestroyed(s, r), 0) },
    ...perRound,
    contestedRounds: { label: 'rounds with a contested objective', unit: 'End Phases with units of both sides in control range of an objective, per battle', perGame: (s) => s.contestedRounds },
    tailActivationsA: { label: 'unanswered activations by A', unit: "activations straight after A's own in the same round, per battle", perGame: (s, a) => s.tailActivations[a] },
    tailActivationsB: { label: 'unanswered activations by B', unit: "activations straight after B's own in the same round, per battle", perGame: (s, a) => s.tailActivations[seatOfB(a)] },
    // The battle's economy (economy.ts; README "Statistics per battle"): Ch. 8 Warp Flare Recovery and Reinforcements, Ch. 9 Force Rating Scoring.
    warpFlaresRecoveredA: { label: 'Warp Flares recovered by A', unit: 'Warp Flares recovered from objectives per battle', perGame: (s, a) => warpFlaresRecovered(s, a) },
    warpFlaresRecoveredB: { label: 'Warp Flares recovered by B', unit: 'Warp Flares recovered from objectives per battle', perGame: (s, a) => warpFlaresRecovered(s, seatOfB(a)) },
    objectivesCapturedA: { label: 'objectives captured by A', unit: 'objectives A captured at least once per battle', perGame: (s, a) => objectivesCaptured(s, a) },
    objectivesCapturedB: { label: 'objectives captured by B', unit: 'objectives B captured at least once per battle', perGame: (s, a) => objectivesCaptured(s, seatOfB(a)) },
    unitsLostA: { label: 'units of A destroyed', unit: 'units of A destroyed at least once per battle', perGame: (s, a) => unitsLost(s, a) },
    unitsLostB: { label: 'units of B destroyed', unit: 'units of B destroyed at least once per battle', perGame: (s, a) => unitsLost(s, seatOfB(a)) },
    lostAfterReturningA: { label: 'reinforcements of A destroyed again', unit: 'units per battle (they cannot return twice)', perGame: (s, a) => lostAfterReturning(s, a) },
    lostAfterReturningB: { label: 'reinforcements of B destroyed again', unit: 'units per battle (they cannot return twice)', perGame: (s, a) => lostAfterReturning(s, seatOfB(a)) },
    roundsDecidedByForceRating: { label: 'rounds decided by Force Rating', unit: 'rounds per battle whose result differs from the result by objective value alone', perGame: (s) => roundsDecidedByForceRating(s) },
  },
  narrate: narrateJagged,
});
