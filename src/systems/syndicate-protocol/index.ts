/**
 * Syndicate Protocol: 2095 as a registered game (`playtest game
 * syndicate-protocol`) and its attack pipeline (attack.ts). Rules card:
 * README.md and rules.ts.
 *
 * Sides are Loadouts (loadout.ts): `{ name, operator, weapon, armor,
 * mercenary1, mercenary2, deck }`. Presets: one per printed Operator, with a
 * loadout that fits its dossier (data/presets/): `preset:razor`, `preset:lens`,
 * `preset:glitch`, `preset:velocity`, `preset:rampart`.
 */
import { defineGame } from '../../game/definition.ts';
import { syndicateHeuristic } from './ai.ts';
import { evaluateSyndicate } from './aiEvaluate.ts';
import { SP_HEURISTIC_OPTIONS } from './aiCards.ts';
import glitch from './data/presets/glitch.json' with { type: 'json' };
import lens from './data/presets/lens.json' with { type: 'json' };
import rampart from './data/presets/rampart.json' with { type: 'json' };
import razor from './data/presets/razor.json' with { type: 'json' };
import velocity from './data/presets/velocity.json' with { type: 'json' };
import { SIDE_SCHEMA, type SyndicateSide } from './loadout.ts';
import { narrateSyndicate } from './narrate.ts';
import { GAME_VARIANTS } from './rules.ts';
import { SyndicateState } from './state.ts';

const seatOfB = (seatOfA: number) => 1 - seatOfA;
const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
/** A seat's score in a finished game: win 1, draw 1/2, loss 0. */
const scoreOf = (state: SyndicateState, seat: number) => {
  const r = state.returns()[seat];
  return r > 0 ? 1 : r < 0 ? 0 : 0.5;
};
/**
 * The seat that held Priority in round 1 (won the opening roll-off): Priority
 * flips at every round's end and nowhere else (state.ts, the Reload phase;
 * Game Setup 7, "Priority Alternation Rule"), so it is the last round's holder
 * when that round is odd, the other seat when it is even.
 */
const roundOnePriority = (state: SyndicateState) => (state.round % 2 === 1 ? state.field.priority : 1 - state.field.priority);

/**
 * Health a seat's Operator lost over the game, per round played: nothing in the game heals Health (Nano-Heal Patch and
 * Stim Shot give statuses), so printed Health less what is left (never below 0) is the damage it took.
 */
const operatorLoss = (state: SyndicateState, seat: number) => share(state.setup.loadouts[seat].operator.hp - Math.max(0, state.field.hp[seat * 3]), state.round);

/**
 * SP-014's first contact: the round of a seat's first (state.ts firstTargetRound, firstShotRound; 0 none), or the
 * round after the game's last when it never came (so a mean over games with none is a lower bound: noTarget counts
 * them). `firstOfEither` is the earlier of the two seats' rounds, 0 when neither came.
 */
const roundOr = (state: SyndicateState, first: number) => (first > 0 ? first : state.round + 1);
const firstOfEither = (rounds: Int16Array) => (rounds[0] === 0 ? rounds[1] : rounds[1] === 0 ? rounds[0] : Math.min(rounds[0], rounds[1]));
/** Lower edges of the first-contact histograms: rounds 1, 2, 3, 4-5, 6-7, 8-10, 11-15, 16-20, 21-30, 31+. */
const CONTACT_BINS = [1, 2, 3, 4, 6, 8, 11, 16, 21, 31] as const;

export const syndicateProtocol = defineGame<SyndicateState, SyndicateSide>({
  id: 'syndicate-protocol',
  title: 'Syndicate Protocol: 2095',
  summary: 'Operators and Mercenaries on a 24x24 grid: secret card each round, d6 bullets against Hit Target 6 - (ACC - DODGE), armor; last Operator standing',
  sideSchema: SIDE_SCHEMA,
  presets: { razor, lens, glitch, velocity, rampart } as Record<string, SyndicateSide>,
  variants: GAME_VARIANTS,
  sideName: (side) => side.name,
  newGame: ({ sides, variants, chance, log }) => SyndicateState.start(sides, variants, chance, log),
  deserialize: (serialized) => SyndicateState.deserialize(serialized),
  heuristic: syndicateHeuristic,
  heuristicOptions: SP_HEURISTIC_OPTIONS,
  // A bare `greedy` samples its chance (each bullet's d6 and the Mercenaries' shots multiply the outcomes: the exact one-ply lookahead takes ~5 s a game with greedy on both sides (2026-11-23), against ~2 s with 2 sampled resolutions, the count sp-second-strength plays).
  greedyRolls: 2,
  dataNote: "Operators, weapons, armours, Mercenaries and cards are the rulebook's; each preset's loadout, Mercenaries and 40-card deck are illustrative choices (src/systems/syndicate-protocol/README.md).",
  evaluate: evaluateSyndicate,
  length: { label: 'rounds', of: (state) => state.round },
  statistics: {
    capped: { label: 'games stopped at the round cap', unit: 'share of games (scored as draws)', perGame: (state) => (state.capped ? 1 : 0) },
    damageA: { label: 'damage dealt by A', unit: 'damage per game', perGame: (state, a) => state.damageDealt[a] },
    damageB: { label: 'damage dealt by B', unit: 'damage per game', perGame: (state, a) => state.damageDealt[seatOfB(a)] },
    mercShareA: { label: "share of A's damage dealt by Mercenaries", unit: 'share (SP-010/012)', perGame: (state, a) => share(state.mercDamage[a], state.damageDealt[a]) },
    mercShareB: { label: "share of B's damage dealt by Mercenaries", unit: 'share', perGame: (state, a) => share(state.mercDamage[seatOfB(a)], state.damageDealt[seatOfB(a)]) },
    targetRoundsA: { label: "rounds A's Operator had a target", unit: 'share of rounds (SP-017)', perGame: (state, a) => share(state.roundsWithTarget[a], state.round) },
    targetRoundsB: { label: "rounds B's Operator had a target", unit: 'share of rounds', perGame: (state, a) => share(state.roundsWithTarget[seatOfB(a)], state.round) },
    priorityFirstScore: { label: 'score of the side with Priority in round 1 (the roll-off winner)', unit: 'points per game (win 1, draw 1/2; SP-001)', perGame: (state) => scoreOf(state, roundOnePriority(state)) },
    operatorLossA: { label: "damage taken by A's Operator per round", unit: 'Health per round (SP-008)', perGame: (state, a) => operatorLoss(state, a) },
    operatorLossB: { label: "damage taken by B's Operator per round", unit: 'Health per round', perGame: (state, a) => operatorLoss(state, seatOfB(a)) },
    round2GapA: { label: "spaces from A's Operator to B's as round 2 starts", unit: 'spaces (SP-002)', perGame: (state, a) => state.round2Gap[a] },
    round2CoverA: { label: "spaces from A's Operator to the nearest cover as round 2 starts", unit: 'spaces (0: in cover; SP-002)', perGame: (state, a) => state.round2Cover[a] },
    round2CoverB: { label: "spaces from B's Operator to the nearest cover as round 2 starts", unit: 'spaces', perGame: (state, a) => state.round2Cover[seatOfB(a)] },
    priorityLastScore: { label: 'score of the side with Priority in the last round', unit: 'points per game (win 1, draw 1/2)', perGame: (state) => scoreOf(state, state.field.priority) },
    firstTargetRound: {
      label: 'round in which an Operator first had a target (either side)',
      unit: 'round (SP-014; the round after the last when neither did)',
      perGame: (state) => roundOr(state, firstOfEither(state.firstTargetRound)),
      bins: CONTACT_BINS,
    },
    firstShotRound: { label: 'round in which an Operator first fired (either side)', unit: 'round (SP-014; the round after the last when neither did)', perGame: (state) => roundOr(state, firstOfEither(state.firstShotRound)), bins: CONTACT_BINS },
    firstTargetRoundA: { label: "round in which A's Operator first had a target", unit: 'round (the round after the last when it never did)', perGame: (state, a) => roundOr(state, state.firstTargetRound[a]) },
    firstTargetRoundB: { label: "round in which B's Operator first had a target", unit: 'round', perGame: (state, a) => roundOr(state, state.firstTargetRound[seatOfB(a)]) },
    noTarget: { label: 'games in which neither Operator ever had a target', unit: 'share of games (SP-014)', perGame: (state) => (firstOfEither(state.firstTargetRound) === 0 ? 1 : 0) },
    // Deployment is fixed by seat (state.ts deploy, 11.1): seat 0 on the map's first two rows, seat 1 on its last two.
    seat0Score: { label: "score of seat 0, deploying on the map's first two rows", unit: 'points per game (win 1, draw 1/2; SP-016)', perGame: (state) => scoreOf(state, 0) },
  },
  narrate: narrateSyndicate,
});
