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
  heuristicOptions: {},
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
  },
  narrate: narrateSyndicate,
});
