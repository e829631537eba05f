/**
 * Jovian Wars as a registered game (`playtest game jovian-wars`, `playtest
 * match jovian-wars`). Rules card: README.md, rules.ts, game.ts.
 *
 * Sides are fleets: `{ "name": "...", "faction": "cega", "tv": 250, "units":
 * "uller, wyvern, pathfinder x3" }`, card ids from data/cards.json, checked
 * against the fleet construction rules (cards.ts checkFleet). Presets: one
 * example fleet per faction at 250 TV and two 150 TV skirmish fleets.
 */
import { defineGame } from '../../game/definition.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import { jovianHeuristic } from './ai.ts';
import { checkFleet, FACTIONS, type FleetSide } from './cards.ts';
import cega from './data/fleet-cega-battle-group.json' with { type: 'json' };
import cegaSkirmish from './data/fleet-cega-skirmish-patrol.json' with { type: 'json' };
import jovian from './data/fleet-jovian-strike-group.json' with { type: 'json' };
import jovianSkirmish from './data/fleet-jovian-skirmish-patrol.json' with { type: 'json' };
import venus from './data/fleet-venusian-raiders.json' with { type: 'json' };
import cegaCarrier from './data/fleet-cega-carrier-group.json' with { type: 'json' };
import jovianCarrier from './data/fleet-jovian-carrier-group.json' with { type: 'json' };
import cegaCap from './data/fleet-cega-cap-patrol.json' with { type: 'json' };
import cegaWing from './data/fleet-cega-wing-group.json' with { type: 'json' };
import cegaQShip from './data/fleet-cega-q-ship-group.json' with { type: 'json' };
import { JW_HEURISTIC_OPTIONS } from './aiSettings.ts';
import { JovianState } from './game.ts';
import { narrateJovian } from './narrate.ts';
import { GAME_TURNS, JOVIAN_VARIANTS } from './rules.ts';
import { believedTv } from './qShip.ts';
import { rating } from './units.ts';
import { STRUCTURE } from './damage.ts';

/**
 * Victory Points now, with damaged capital ships and squadrons counted by the share of Structure left; mine minus
 * theirs over both fleets' TV. Each unit at the TV `player` believes it has (qShip.ts believedTv: an unrevealed enemy
 * Q-Ship is its civilian version, JW-041), as the heuristic weighs it.
 */
function evaluate(state: JovianState, player: number): number {
  const value = [0, 0];
  for (const u of state.units) {
    const card = u.def;
    // Drones score nothing (their cost is their ship's).
    if (card.kind === 'drone') continue;
    const tv = believedTv(state.variants, player, u);
    if (u.status === 'withdrawn') value[u.side] += tv * 0.5;
    if ((!u.inPlay() && u.status !== 'embarked' && u.status !== 'reserve') || u.status === 'crippled') continue;
    const start = card.kind === 'capital' ? card.structure[0] : card.structure;
    // States › Captured: worth 1.5x to its captor.
    value[u.side] += tv * (u.side !== u.owner ? 1.5 : 1) * (0.5 + (0.5 * rating(u, STRUCTURE)) / start);
  }
  return (value[player] - value[1 - player]) / Math.max(1, state.tv[0] + state.tv[1]);
}

const bySeat = (a: number, sideA: boolean) => (sideA ? a : 1 - a);

export const jovianWars = defineGame<JovianState, FleetSide>({
  id: 'jovian-wars',
  title: 'Jovian Wars',
  summary: 'Jovian Wars v1.2.4: capital ships and squadrons on a 48" table, d6 matching-set attacks, seven turns, most Victory Points wins',
  sideSchema: {
    name: { kind: 'string', maxLength: 60, describe: 'the fleet name in narratives and tables' },
    faction: { kind: 'choice', values: FACTIONS, describe: 'the fleet faction; every card must belong to it' },
    tv: { kind: 'integer', min: 150, max: 500, describe: 'the fleet level: 150 (Skirmish), 250 (Engagement) or 500 (Fleet Battle)' },
    units: { kind: 'string', maxLength: 600, describe: "card ids from data/cards.json, comma-separated, each optionally ' xN', e.g. 'uller, pathfinder x3'" },
    renowned: { kind: 'string', maxLength: 60, default: '', describe: "illustrative (no printed card has Renowned): '' or a capital ship's card id, optionally ' xN' (1-3), e.g. 'uller x2': the first such ship in 'units' is Renowned xN (Traits › Renowned: Skill +N; +20%/+30% Victory Points per instance when Destroyed/Captured, variant renowned-vp)" },
    fast: { kind: 'string', maxLength: 200, default: '', describe: "illustrative (no printed card has Fast): '' or card ids of 'units', comma-separated, each optionally ' xN', e.g. 'pathfinder x2, tengu': the first N such models are Fast (Traits › Fast: a non-Fast model declaring an Interception or Bombing Run on it makes a Skill Test and loses a Fuel on N; +1F on its Evasive Skill rolls and Boost up to 3 Fuel under fast-text=full)" },
    embark: { kind: 'string', maxLength: 600, default: 'auto', describe: "squadrons that start Embarked on the fleet's Hangers (Fleet Deployment): 'auto' fills them in list order, 'none', or squadron ids like 'cega-fighter-squadron x2'" },
  },
  presets: {
    'cega-battle-group': cega as FleetSide,
    'jovian-strike-group': jovian as FleetSide,
    'venusian-raiders': venus as FleetSide,
    'cega-skirmish-patrol': cegaSkirmish as FleetSide,
    'jovian-skirmish-patrol': jovianSkirmish as FleetSide,
    'cega-carrier-group': cegaCarrier as FleetSide,
    'jovian-carrier-group': jovianCarrier as FleetSide,
    'cega-cap-patrol': cegaCap as FleetSide,
    'cega-wing-group': cegaWing as FleetSide,
    'cega-q-ship-group': cegaQShip as FleetSide,
  },
  variants: JOVIAN_VARIANTS,
  sideName: (side) => side.name,
  newGame: ({ sides, variants, chance, log }) => {
    const fleets = [checkedFleet(sides[0], 'A', variants['unit-cap'], variants['point-restrictions']), checkedFleet(sides[1], 'B', variants['unit-cap'], variants['point-restrictions'])] as const;
    if (fleets[0].level !== fleets[1].level) throw new GameInputError(`jovian-wars: both fleets must play at the same TV level; got ${fleets[0].level} and ${fleets[1].level}`);
    return JovianState.start(fleets, variants, chance, log);
  },
  deserialize: (serialized) => JovianState.deserialize(serialized),
  heuristic: jovianHeuristic,
  heuristicOptions: JW_HEURISTIC_OPTIONS,
  // A bare `greedy` samples its chance (the exact one-ply lookahead expands every d6 pool and its opposed roll: ~100 s a game with greedy on both sides (2026-11-23), against ~1 s with 4 sampled resolutions, the count jw-second-strength plays).
  greedyRolls: 4,
  dataNote: 'Only the ship numbers the rulebook prints are its data (the Shan-Yu, Alexander, Javelin, Godsfire, Valiant, Tengu, Wyvern, Appalachian and Ryu figures its examples give); every other card value, Threat Values and Unit Caps included, and the generic squadrons are illustrative (src/systems/jovian-wars/README.md).',
  evaluate,
  // A game starts in turn 1 and ends at the end of turn GAME_TURNS at the latest (flow.ts).
  length: { label: 'game turns', of: (state) => state.turn, min: 1, max: GAME_TURNS },
  statistics: {
    activations: { label: 'activations', unit: 'per game', perGame: (s) => s.stats.activations[0] + s.stats.activations[1] },
    attackWindows: { label: 'attack windows', unit: 'per game', perGame: (s) => s.stats.attackWindows },
    attacks: { label: 'attacks resolved', unit: 'per game', perGame: (s) => s.stats.attacks },
    rolls: { label: 'rolls', unit: 'per game', perGame: (s) => s.stats.rolls },
    diceRolled: { label: 'dice rolled', unit: 'd6 per game', perGame: (s) => s.stats.diceRolled },
    opposedRolls: { label: 'opposed rolls', unit: 'per game', perGame: (s) => s.stats.opposedRolls },
    cometAttacks: { label: 'Comet Tail attacks', unit: 'per game (terrain=scattered-comet)', perGame: (s) => s.stats.cometAttacks ?? 0 },
    cometPushes: { label: 'models pushed aside by a Comet Body', unit: 'per game (terrain=scattered-comet)', perGame: (s) => s.stats.cometPushes ?? 0 },
    decisions: { label: 'decisions', unit: 'per game (both players)', perGame: (s) => s.stats.decisions[0] + s.stats.decisions[1] },
    vpA: { label: "A's Victory Points", unit: 'VP', perGame: (s, a) => s.victoryPoints()[bySeat(a, true)] },
    vpB: { label: "B's Victory Points", unit: 'VP', perGame: (s, a) => s.victoryPoints()[bySeat(a, false)] },
  },
  narrate: narrateJovian,
});

/**
 * checkFleet, once per distinct side (its JSON, the seat and the Unit Cap reading): a match or benchmark
 * starts every game from the same sides, and parsing and checking them was about 2% of a heuristic game
 * (`scripts/bench-jovian-wars.ts`). Fleets are only read (JovianState.start copies what it keeps);
 * a side that fails throws every time.
 */
const CHECKED = new Map<string, ReturnType<typeof checkFleet>>();
function checkedFleet(side: FleetSide, seat: 'A' | 'B', unitCap: string | undefined, restrictions: string | undefined): ReturnType<typeof checkFleet> {
  const key = `${seat}|${unitCap}|${restrictions}|${JSON.stringify(side)}`;
  let fleet = CHECKED.get(key);
  if (!fleet) {
    fleet = checkFleet(side, `side ${seat} (${side.name})`, unitCap, restrictions);
    if (CHECKED.size >= 256) CHECKED.clear();
    CHECKED.set(key, fleet);
  }
  return fleet;
}
