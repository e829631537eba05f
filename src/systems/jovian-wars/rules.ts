/**
 * Jovian Wars v1.2.4 rules constants and named variants
 * (`002_f697cf6215cb147c.txt`; sections cited per constant). Every
 * contradiction this toolkit models is a variant, default first; the two
 * Traits chapters are `traits=traits-1|traits-2` with per-trait overrides
 * (`trait-ecm=set|...`, where `set` follows `traits`).
 */
import type { GameVariant } from '../../game/definition.ts';
import { EXTRA_VARIANTS } from './systemVariants.ts';
import { STAT_VARIANTS } from './statVariants.ts';

/** Sequence › Structure of a Game: "Typically, a game lasts for seven Game Turns". */
export const GAME_TURNS = 7;
/**
 * Introduction: "typically a 48" x 48" table"; Sequence › Deployment Phase: the 12" strip. The default
 * table: variant `table` (JW-111) sets another square size for a game (`tableInches`, JovianState.table).
 */
export const TABLE_INCHES = 48;

/** The table's side in inches under variant `table` (48 when absent: games serialised before it). */
export function tableInches(variants: Variants): number {
  const t = variants.table;
  return t === undefined ? TABLE_INCHES : Number(t);
}
export const DEPLOYMENT_DEPTH = 12;

/** Attack › Attack Modifier: bonuses and penalties by scenario. */
export const MODIFIER = {
  shortRange: 1,
  longRange: -3,
  sideArc: 1,
  aftArc: 2,
  obscured: -2,
  stationKeeping: 1,
  bombing: 2,
  secondaryTarget: -1,
} as const;

export interface PoolShift {
  base: number;
  flex: number;
  macro: number;
}

/**
 * Attack › Attack Modifier, Net Modifier Effects: -1 and beyond -1M per point;
 * 0 nothing; +1 -> +1B; +2 -> +1B +1F; +3 and beyond +1B +1F +1M and +1M per
 * further point ("at a net bonus of -3, the effect is -3M. At a net bonus of
 * 4, the effect is +1B, +1F, and +2M").
 */
export function modifierEffect(net: number): PoolShift {
  if (net <= 0) return { base: 0, flex: 0, macro: net };
  if (net === 1) return { base: 1, flex: 0, macro: 0 };
  if (net === 2) return { base: 1, flex: 1, macro: 0 };
  return { base: 1, flex: 1, macro: net - 2 };
}

export const RANGE_BANDS = ['short', 'optimum', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/**
 * Attack › Sensor Range: Short <= target Signature; Optimum up to Signature +
 * 3" x Sensors (the table says <=, the text says "less than": JW-054, variant
 * `optimum-edge`); beyond is Long (Sniper or Long Shot only).
 */
export function rangeBand(distance: number, signature: number, sensors: number, edge: string): RangeBand {
  if (distance <= signature) return 'short';
  const optimum = signature + 3 * Math.max(0, sensors);
  if (edge === 'exclusive' ? distance < optimum : distance <= optimum) return 'optimum';
  return 'long';
}

/** Weapons › Missile: maximum ranges by missile type (missiles ignore sensor range). */
export const MISSILE_RANGE = { ac: 18, as: 12, cmm: 12, nuke: 18, swarm: 9, torpedo: 24 } as const;

/** Dogfight › Weapon Initiative: lower resolves first; Lance simultaneous, Missile last. */
export const WEAPON_INITIATIVE = { beam: 1, particle: 2, kinetic: 3, 'mass-driver': 4, lance: 0, missile: 5, drone: 5 } as const;

/** Damage › Weapon Damage: a critical hit damages a weapon on 5+ (Spinal on 6+). */
export const WEAPON_DAMAGE_ON = 5;
export const SPINAL_WEAPON_DAMAGE_ON = 6;

/** Damage › Catastrophic Damage Table: 1d6 + systems at 0; 1-5 none, 6-7 Dead, 8+ Explode. */
export const CATASTROPHIC_DEAD = 6;
export const CATASTROPHIC_EXPLODE = 8;

export function catastrophicResult(die: number, zeroedSystems: number): 'none' | 'dead' | 'explode' {
  const total = die + zeroedSystems;
  return total >= CATASTROPHIC_EXPLODE ? 'explode' : total >= CATASTROPHIC_DEAD ? 'dead' : 'none';
}
/** Damage › Explosion: every model within 6" suffers a Particle Cannon attack; Macro 2 within 3". */
export const EXPLOSION_RADIUS = 6;
export const EXPLOSION_CLOSE = 3;

/** Victory Conditions › Victory Points: multipliers by state. */
export const VP_MULTIPLIER = { active: 1, captured: 1.5, crippled: 0, destroyed: 0, withdrawn: 0.5 } as const;

/** Fleet: the three levels and the 25% rules. */
export const FLEET_LEVELS = [150, 250, 500] as const;
export const MIN_SHARE = 0.25;

/** Actions › Boost: +3" per fuel spent, 1 to 2 fuel. */
export const BOOST_INCHES = 3;
export const BOOST_MAX_FUEL = 2;
/**
 * Capital Ship Special Actions › Long Shot: after each Long Range attack the
 * weapon is damaged on a d6 of at least this, by the activation's Skill Test
 * result N/D/T/Q ("N - Damage the weapons system", "D - On a 4+", "T - On a
 * 6+", "Q+ - No damage"); 1 = always (no die), 7 = never.
 */
export const LONG_SHOT_DAMAGE_ON = [1, 4, 6, 7] as const;

/**
 * Repair › Capital Ship Repairing Itself, by Skill Test result N/D/T/Q+:
 * how many Rating Damage boxes a result repairs automatically, and whether
 * the rating row needs a 4+ (N: one box on 4+). Weapon damage: T on 4+, Q
 * automatically; SPN weapon damage: Q on 4+. (System Trait Damage: its own
 * row, systemDamage.ts traitRepairs.)
 */
export const REPAIR_RATING_BOXES = [1, 1, 2, 3] as const;
export const REPAIR_ON = 4;

/** Generic Special Actions › Launch: "placed within 1" of the carrying model". */
export const LAUNCH_INCHES = 1;
/** Traits › Launchers: "within 3"" (traits-1) / "within 6"" (traits-2) instead of 1" (JW-040). */
export const LAUNCHERS_INCHES = { 'traits-1': 3, 'traits-2': 6 } as const;
/** Traits › Catapult: "in the Front arc of a model within 6"" (traits-1) / 12" (traits-2) (JW-034). */
export const CATAPULT_INCHES = { 'traits-1': 6, 'traits-2': 12 } as const;

/** Bombing Run step 9 / Dogfight step 8: the survivor's free move. */
export const FREE_MOVE = 4;

/** The twenty traits the two Traits chapters define differently (catalogue JW (c)) that this toolkit models. */
export const CONTESTED_TRAITS = ['ecm', 'eccm', 'ap', 'energy-armor', 'reactive-armor', 'evasive', 'sniper', 'snub', 'swarm', 'link', 'cmm', 'stealth', 'cloak', 'td', 'autofire', 'barrier', 'repair', 'catapult', 'launchers'] as const;
export type ContestedTrait = (typeof CONTESTED_TRAITS)[number];

/** The attack-modifier table also lists ECM -1, ECCM +1 and Link +1 per rating: a third reading for those three. */
const TABLE_READING: readonly ContestedTrait[] = ['ecm', 'eccm', 'link'];

const TRAIT_SOURCES: Record<ContestedTrait, string> = {
  ecm: 'ECM: traits-1 diminishes attacks X times; traits-2 removes up to X bonus flex dice; table: -1 modifier per rating (JW-029)',
  eccm: 'ECCM: traits-1 cancels up to X ECM ratings; traits-2 ignores one ECM rating (per X); table: +1 modifier per rating (JW-030)',
  ap: 'AP: traits-1 ignores up to 2 Armor ratings; traits-2 ignores all Armor (not Reactive) (JW-031)',
  'energy-armor': 'Energy Armor vs Beam/Particle: traits-1 +X Armor; traits-2 +1 (JW-036)',
  'reactive-armor': 'Reactive Armor vs Mass Driver/Kinetic/Missile: traits-1 +X Armor; traits-2 +1 (JW-037)',
  evasive: 'Evasive: traits-1 an opposed roll against Skill; traits-2 at long range the base pool is capped at X (2 for squadrons), the excess becomes macro (JW-038)',
  sniper: 'Sniper: traits-1 long range at -3; traits-2 no short-range bonus, +1F at long range (JW-049)',
  snub: 'Snub: traits-1 +1 modifier at short range (and dogfight/bombing); traits-2 +1M at short range (JW-050)',
  swarm: 'Swarm: traits-1 diminish T+ after point defence, +2 AC/AS in bombing/dogfight; traits-2 diminish T+ before point defence (JW-051)',
  link: 'Link: traits-1 one roll at +1 per extra weapon; traits-2 each weapon rolls separately for one Fire Control (JW-047)',
  cmm: 'CMM: traits-1 substitute the missile AS for Defense (missile defence, point defence); traits-2 escalate results against squadrons (JW-046)',
  stealth: 'Stealth: traits-1 +6" for missile range only; traits-2 attacker Sensors -X (JW-043)',
  cloak: 'Cloak: traits-1 always at Long Range; traits-2 a Skill Test D+ to target it at Long Range (JW-035)',
  td: 'Target Designator: traits-1 escalate missile results in its Optimum Range; traits-2 missiles use its Sensor Range (JW-044)',
  autofire: 'Autofire (Point Defense): traits-1 fires when an enemy squadron enters Sensor Range at any point of its move (line 3056), traits-2 when it ends a Movement, declares an Attack or an Action within Sensor Range (line 3537) (JW-032)',
  barrier: 'Barrier: traits-1 Point Defense at 6", and friendly capital ships within 6" (not 3") support missile defence; traits-2 Point Defense at 6", and friendly models within 6" may use its Defense against missiles (JW-033)',
  repair: 'Repair:X: traits-1 +X to the 1d6 of a capital ship repair that needs 4+ and +X Flex dice to the Skill Test repairing an Embarked squadron; traits-2 +X Skill for Repair rolls (JW-042)',
  catapult: 'Catapult: a Launching model is placed in the carrier\'s Front arc within 6" (traits-1) or 12" (traits-2) (JW-034)',
  launchers: 'Launchers: a Launching model is placed within 3" (traits-1) or 6" (traits-2) of the carrier instead of 1" (JW-040)',
};

function traitVariant(trait: ContestedTrait): GameVariant {
  // Autofire's third reading is the Attack Window section's ("ending its movement in range", JW-032).
  const values = TABLE_READING.includes(trait) ? ['set', 'traits-1', 'traits-2', 'table'] : trait === 'autofire' ? ['set', 'traits-1', 'traits-2', 'attack-window'] : ['set', 'traits-1', 'traits-2'];
  return { values, default: 'set', describe: `${TRAIT_SOURCES[trait]}; set = follow --variant traits` };
}

/** Every variant of the system, default first (shared by the attack pipeline and the game). */
export const JOVIAN_VARIANTS = {
  traits: { values: ['traits-1', 'traits-2'], default: 'traits-1', describe: 'which of the two Traits chapters of 002_...txt applies (catalogue JW (c)); traits-1 is the chapter under Action, traits-2 the one after the scenarios' },
  ...(Object.fromEntries(CONTESTED_TRAITS.map((t) => [`trait-${t}`, traitVariant(t)])) as Record<`trait-${ContestedTrait}`, GameVariant>),
  opposed: { values: ['steps', 'one-set'], default: 'steps', describe: 'Opposed Roll D/T bullets are blank (JW-022): a secondary D/T diminishes 1/2 steps, or removes one set' },
  'squadron-damage': { values: ['1-2-3', '1-2-4', '1-3-5'], default: '1-2-3', describe: 'Squadron Damage table is blank (JW-023): structure per D-T-Q set' },
  armor: { values: ['modifier', 'macro'], default: 'modifier', describe: 'Armor as a -1 Attack Modifier per rating netted through the table (Attack › Armor), or -1M per rating after it (Dice System › Macro Pool) (JW-026)' },
  'kinetic-secondary': { values: ['modifier', 'base'], default: 'modifier', describe: 'Kinetic Cannon secondary targets: -1 Attack Modifier (-> -1M) as the text says, or -1B as its examples do (JW-025)' },
  'station-keeping': { values: ['modifier', 'flex'], default: 'modifier', describe: 'attacks on a Station Keeping ship: +1 Attack Modifier (table) or +1 Flex die (state) (JW-027); the game\'s Station Keep action uses it' },
  'missile-support': { values: ['flex', 'modifier'], default: 'flex', describe: 'each friendly capital ship within 3" of a missile target: +1F to its defence roll (Missile) or +1 modifier (Point Defense) (JW-028)' },
  'bombing-armor': { values: ['applies', 'ignored'], default: 'applies', describe: 'Armor in a Bombing Run: Bombing Run says apply Armor; Attack › Armor says it "does not apply to Bombing actions"' },
  'optimum-edge': { values: ['inclusive', 'exclusive'], default: 'inclusive', describe: 'Optimum Range edge: <= (table) or < (text) (JW-054)' },
  'explosion-structure': { values: ['starting', 'current'], default: 'starting', describe: 'Explosion attack rating "Structure": the starting rating, or the current one (0 when Crippled) (JW-056)' },
  'unit-cap': { values: ['per-250', 'example'], default: 'per-250', describe: 'Unit Cap at 500 TV: 2x per 250 points (8 for UC 4), or the example\'s 10 (JW-021)' },
  'weapon-use': { values: ['activation', 'round'], default: 'activation', describe: 'a weapon fires once per Activation (Attack Window) or once per round (Weapon Attributes) (JW-053): point-defence autofire reuse' },
  terrain: { values: ['none', 'scattered', 'scattered-comet'], default: 'none', describe: 'terrain on the table: none (the Introductory Scenario places none; the rulebook has no placement rule) or scattered (two Asteroid Fields, a Debris Field, a Particle Cloud, two Large Asteroids, a Small Moon and an Atmosphere band, placed from the game\'s seed; Terrain) or scattered-comet (the same, then one Comet that drifts 2d6" away from its Tail at the end of each Deployment Phase; Terrain › Comets)' },
  deployment: { values: ['fleet', 'escalating'], default: 'fleet', describe: 'Deployment Type (Scenarios › Deployment Type): fleet (Fleet Deployment, the Introductory Scenario: every model in the first Deployment Phase) or escalating (Escalating Deployment: one capital ship and two squadrons per player in the first Deployment Phase, none Embarked; the rest In Reserve until the second, squadrons Embarked only on capital ships deployed then)' },
  zone: { values: ['standard', 'beacon', 'corner'], default: 'standard', describe: 'Deployment Zone (Scenarios › Deployment Zone; zones.ts): standard (the Introductory Scenario: a 12" strip from each table edge) or beacon (four Beacon markers each, 12" apart, models within 3" of them, at least one per marker; Solar Storm, Break the Truce) or corner (diagonally opposite 24" quadrants; Scavenger Hunt); placement is a fixed policy shaped by the zone' },
  'comet-push': { values: ['end', 'path'], default: 'end', describe: 'Terrain › Comets: "Models that would be overlapped by the Body are moved out of the way": end (default: the models its new place overlaps; the Tail sentence says "overlapped or moved over", the Body\'s only "overlapped") or path (every model the Body passes over on its 2d6" way, moved out sideways from its course)' },
  planet: { values: ['none', 'west'], default: 'none', describe: 'Terrain › Planet or Large Moon (an Edge piece): none (the Introductory Scenario has none) or west (the west table edge, x = 0, is a Planet: a capital ship with that whole edge in its Front Arc at the start of a Movement gains Speed +2, in its Aft Arc Speed -1; "may not be overlapped or moved through": no capital ship move ends past it, and a squadron stops at it instead of leaving play)' },
  'hard-burn': { values: ['2', '1', '3'], default: '2', describe: 'X of Hard Burn:X on first entering the state, "for most ships, X is 2" (Capital Ship Special Actions › Hard Burn; JW-065): doubled Speed for X turns, Turns 1 until the state ends' },
  'thrusters-zero-turns': { values: ['one', 'turns-rating'], default: 'one', describe: 'Capital Ship Movement: at Thrusters 0 a ship "may not turn unless it first passes a Skill Test with a result of [D+]" (made as its move begins, no Action), but how many turns a pass allows is not said: one (default: no more than Thrusters 1 would allow) or its Turns rating (the Thrusters cap lifted)' },
  'ram-range': { values: ['example', 'short'], default: 'example', describe: 'Ram rolls: "Flank/Rear and Range Attack Modifiers apply", but the worked example (a Valiant rams a Tengu\'s side: Structure 4 + 1 = 5d6) adds no Short Range bonus: example = arc only, short = arc and Short Range +1 (Action › Ram)' },
  'ram-explosion': { values: ['damage-first', 'explosion-first'], default: 'damage-first', describe: 'Action › Ram step 3, a rammer Crippled at the start of the Ram: "Resolve Damage from the rolls as normal. However, ... it is considered Destroyed ... Roll on the Catastrophic Damage Table to see if it [Explodes]": damage-first (default: the text\'s order; the Catastrophic rolls the Ram\'s damage calls for, and anything they set off, are made before the rammer\'s own roll, and a Dead or Explode among them ends it) or explosion-first (the rammer\'s own roll first; the Catastrophic rolls its damage called for are then never made, the ship being Destroyed)' },
  'squadron-repair': { values: ['0-1-2-full', 'none'], default: '0-1-2-full', describe: 'Repair › Capital Ship Repairing an Embarked Squadron: the outcome list is blank (JW-024): Structure repaired per Skill Test result N/D/T/Q+ = 0/1/2/all, or none (the blank read as no repair)' },
  'drone-command': { values: ['at-once', 'later'], default: 'at-once', describe: 'when drones picked by a Drone Command activate, which Generic Special Actions › Drone Command does not say: at-once (one after another right after the commanding model, "Resolve the entire activation before activating any other Drones targeted by the same Drone Command action") or later (each joins the player\'s activations this turn)' },
  ...EXTRA_VARIANTS,
  victory: { values: ['surviving', 'killed'], default: 'surviving', describe: 'who wins: most Victory Points from surviving models (Victory Points) or most points killed (Pre-Game Setup) (JW-059)' },
  'point-restrictions': { values: ['enforced', 'off'], default: 'enforced', describe: 'Fleet › Point Restrictions ("At least 25% of points must be spent on Squadrons", and on Capital Ships): enforced, or off for the unconstrained lists of JW-003 (Pre-Game Setup: "your game might not be balanced"); TV level, faction and Unit Caps still apply. Changes which fleets load, never how a game plays' },
  // Last (the numbers every reading above plays with; statVariants.ts, statChanges.ts).
  ...STAT_VARIANTS,
} as const satisfies Record<string, GameVariant>;

export type VariantName = keyof typeof JOVIAN_VARIANTS;
export type Variants = Readonly<Record<string, string>>;

export function defaultVariants(): Record<string, string> {
  return Object.fromEntries(Object.entries(JOVIAN_VARIANTS).map(([k, v]) => [k, v.default]));
}

/** The chapter that rules `trait` under these variants: the override, or the chosen chapter. */
const TRAIT_KEYS = Object.fromEntries(CONTESTED_TRAITS.map((t) => [t, `trait-${t}`])) as Record<ContestedTrait, string>;

export type TraitReading = 'traits-1' | 'traits-2' | 'table' | 'attack-window';

export function traitReading(variants: Variants, trait: ContestedTrait): TraitReading {
  // Asked at every option and plan: the readings of the last variants object seen, worked out once (`scripts/bench-jovian-wars.ts`).
  if (variants !== lastVariants) {
    lastReadings = Object.create(null) as Record<ContestedTrait, TraitReading>;
    for (const t of CONTESTED_TRAITS) {
      const override = variants[TRAIT_KEYS[t]] ?? 'set';
      lastReadings[t] = (override === 'set' ? (variants.traits ?? 'traits-1') : override) as TraitReading;
    }
    lastVariants = variants;
  }
  return lastReadings[trait];
}

let lastVariants: Variants | null = null;
let lastReadings = Object.create(null) as Record<ContestedTrait, TraitReading>;
