/**
 * A warband side file and its rules ("Three Warband Creation"): 12 points of
 * Elements (9-11 for a shrunk Campaign Warband: field 'points'), 4 to 8 Elements, at least 4 points of Fighters, Shooters or
 * Skirmishers, two different Tactics, one Bond, one Reputation. Champions,
 * Heavies and Wards name their trait in brackets; an attached Champion joins
 * its host with `+` (the Ogrekin's "FIGHTERS with Attached Champion").
 *
 * Example side (data/warbands/dwarven-throng.json):
 *   { "name": "Dwarven Throng",
 *     "elements": "champion(spot-weakness), fighters, fighters, fighters, fighters, heavy(transport)",
 *     "tactic1": "death-defiers", "tactic2": "riders", "bond": "fellowship", "reputation": "prepared" }
 * Errors are one line naming the warband, the field and what is allowed.
 */
import type { SideSchema } from '../../game/sideSchema.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import {
  BONDS,
  CAMPAIGN_MIN_POINTS,
  CHAMPION,
  CHAMPION_ACTIONS,
  ELEMENT_TYPES,
  FIGHTERS,
  HEAVY,
  HEAVY_TRAITS,
  MAX_ELEMENTS,
  MIN_CORE_POINTS,
  MIN_ELEMENTS,
  PROFILES,
  REPUTATIONS,
  SHOOTERS,
  SKIRMISHERS,
  TACTIC_ALIASES,
  TACTICS,
  WARBAND_POINTS,
  WARD,
  WARD_REACTIONS,
  type ElementProfile,
} from './rules.ts';

export type RrSide = {
  readonly name: string;
  readonly elements: string;
  readonly tactic1: string;
  readonly tactic2: string;
  readonly bond: string;
  readonly reputation: string;
  readonly focus: number;
  /** The points the Elements cost: 12, or 9-11 for a Campaign Warband shrunk below 12 (campaign.ts). */
  readonly points?: number;
};

const TACTIC_CHOICES = [...TACTICS, ...Object.keys(TACTIC_ALIASES)];

export const RR_SIDE_SCHEMA: SideSchema = {
  name: { kind: 'string', maxLength: 60, describe: 'the warband name in narratives and tables' },
  elements: {
    kind: 'string',
    maxLength: 600,
    describe: "comma-separated Elements: champion(ACTION), heavy(TRAIT), fighters, shooters, skirmishers, dregs, ward(REACTION); attach a Champion with host+champion(ACTION)",
  },
  tactic1: { kind: 'choice', values: TACTIC_CHOICES, describe: 'the first warband Tactic' },
  tactic2: { kind: 'choice', values: TACTIC_CHOICES, describe: 'the second warband Tactic (different from the first)' },
  bond: { kind: 'choice', values: BONDS, describe: 'the warband Bond' },
  reputation: { kind: 'choice', values: REPUTATIONS, describe: 'the warband Reputation' },
  focus: { kind: 'integer', min: 0, max: MAX_ELEMENTS, default: 0, describe: "Retinue's Focus: the Nth Element (1-8), or 0 for the first Champion (else the first Element)" },
  points: {
    kind: 'integer',
    min: CAMPAIGN_MIN_POINTS,
    max: WARBAND_POINTS,
    default: WARBAND_POINTS,
    describe: 'the points the Elements cost: 12, or 9-11 for a Campaign Warband shrunk below 12, which fields all it has (Campaign Play; campaign.ts)',
  },
};

/** One Element on the table (an attached Champion rides in `champion`). */
export interface Unit {
  type: number;
  /** Champion Action, Heavy trait or Ward reaction index (per type), or -1. */
  trait: number;
  /** The attached Champion's action index, or -1. */
  champion: number;
  points: number;
}

export interface Roster {
  name: string;
  units: Unit[];
  /** Tactic ids (aliases kept: 'fearsome'). */
  tactics: string[];
  bond: string;
  reputation: string;
  /** Index in units of Retinue's focus. */
  focus: number;
}

function fail(side: RrSide, field: string, message: string): never {
  throw new GameInputError(`warband '${side.name}': field '${field}': ${message}`);
}

function parseOne(side: RrSide, text: string): { type: number; trait: number } {
  const match = /^([a-z-]+)\s*(?:\(\s*([a-z-]+)\s*\))?$/.exec(text.trim().toLowerCase());
  if (!match) fail(side, 'elements', `cannot read '${text.trim()}'; write e.g. fighters, champion(spot-weakness), heavy(colossal), ward(detonate)`);
  const type = ELEMENT_TYPES.indexOf(match[1] as (typeof ELEMENT_TYPES)[number]);
  if (type < 0) fail(side, 'elements', `unknown Element type '${match[1]}'; allowed: ${ELEMENT_TYPES.join(', ')}`);
  const traits = type === CHAMPION ? CHAMPION_ACTIONS : type === HEAVY ? HEAVY_TRAITS : type === WARD ? WARD_REACTIONS : null;
  const given = match[2];
  if (!traits) {
    if (given) fail(side, 'elements', `${match[1]} take no trait, got '${given}'`);
    return { type, trait: -1 };
  }
  if (!given) fail(side, 'elements', `${match[1]} needs a trait in brackets, e.g. ${match[1]}(${traits[0]}); one of ${traits.join(', ')}`);
  const trait = traits.indexOf(given);
  if (trait < 0) fail(side, 'elements', `unknown ${match[1]} trait '${given}'; allowed: ${traits.join(', ')}`);
  return { type, trait };
}

/**
 * Reads and checks a side against the warband rules; `attached` is the variant 'attached-champion', `profiles` the
 * `stats` variant's stat lines (statLines.ts: a changed cost changes what the Elements cost).
 */
export function parseWarband(side: RrSide, attached: 'one-element' | 'two-elements' = 'one-element', profiles: readonly ElementProfile[] = PROFILES): Roster {
  const units: Unit[] = [];
  let entries = 0;
  for (const raw of side.elements.split(',')) {
    if (raw.trim() === '') fail(side, 'elements', 'an empty entry (two commas in a row?)');
    const parts = raw.split('+');
    if (parts.length > 2) fail(side, 'elements', `'${raw.trim()}': one Champion at most attaches to an Element`);
    const host = parseOne(side, parts[0]);
    const unit: Unit = { ...host, champion: -1, points: profiles[host.type].cost };
    entries++;
    if (parts.length === 2) {
      const rider = parseOne(side, parts[1]);
      if (rider.type !== CHAMPION) fail(side, 'elements', `'${raw.trim()}': only a Champion attaches (host+champion(ACTION))`);
      if (![HEAVY, FIGHTERS, SHOOTERS, SKIRMISHERS].includes(host.type)) fail(side, 'elements', `'${raw.trim()}': a Champion attaches only to a Heavy, Fighters, Shooters or Skirmishers`);
      unit.champion = rider.trait;
      unit.points += profiles[CHAMPION].cost;
      if (attached === 'two-elements') entries++;
    }
    units.push(unit);
  }
  const points = units.reduce((sum, u) => sum + u.points, 0);
  const spends = side.points ?? WARBAND_POINTS;
  // Costs changed by the stats variant are named, so a preset that no longer adds up says why.
  const changed = ELEMENT_TYPES.filter((_, type) => profiles[type].cost !== PROFILES[type].cost).map((name) => `${name} ${profiles[ELEMENT_TYPES.indexOf(name)].cost}`);
  const costs = changed.length > 0 ? ` (costs changed by --variant stats: ${changed.join(', ')})` : '';
  if (points !== spends) fail(side, 'elements', `the Elements cost ${points} points${costs}; ${spends === WARBAND_POINTS ? `a warband spends ${WARBAND_POINTS}` : `this Campaign Warband has ${spends} (field 'points')`}`);
  if (entries < MIN_ELEMENTS || entries > MAX_ELEMENTS) {
    fail(side, 'elements', `${entries} Elements${attached === 'two-elements' ? ' (an attached Champion counting as its own Element: variant attached-champion=two-elements)' : ''}; a warband has ${MIN_ELEMENTS} to ${MAX_ELEMENTS}`);
  }
  const core = units.filter((u) => u.type === FIGHTERS || u.type === SHOOTERS || u.type === SKIRMISHERS).reduce((sum, u) => sum + profiles[u.type].cost, 0);
  if (core < MIN_CORE_POINTS) fail(side, 'elements', `only ${core} points of Fighters, Shooters or Skirmishers; at least ${MIN_CORE_POINTS} are needed`);
  const canon = (id: string) => TACTIC_ALIASES[id] ?? id;
  if (canon(side.tactic1) === canon(side.tactic2)) fail(side, 'tactic2', `must differ from tactic1 ('${side.tactic1}'): a warband selects two Tactics`);
  let focus = side.focus - 1;
  if (side.focus === 0) {
    focus = units.findIndex((u) => u.type === CHAMPION || u.champion >= 0);
    if (focus < 0) focus = 0;
  }
  if (focus >= units.length) fail(side, 'focus', `there are only ${units.length} Elements; give 1-${units.length} or 0`);
  return { name: side.name, units, tactics: [side.tactic1, side.tactic2], bond: side.bond, reputation: side.reputation, focus };
}
