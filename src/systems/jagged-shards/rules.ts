/**
 * Jagged Shards: Skirmish Protocol v1.02 (`000_9659637e2373f14e.txt`), the
 * rules card: constants, the named readings of every gap or contradiction
 * (default first, each with its section and PLAYTEST-QUESTIONS number), and
 * the small rule functions the game and the attack pipeline share.
 *
 * | constant                | value      | rulebook                                                     |
 * |-------------------------|------------|--------------------------------------------------------------|
 * | battlefield             | 48" x 48"  | Ch. 4 Preparing the Battlefield ("4'x4'")                    |
 * | deployment zones        | 12" square | Ch. 4 Standard Deployment ("12" outward from opposite corners") |
 * | rounds                  | 5          | Ch. 5 The Flow of Battle                                     |
 * | crit fail / crit success| 01-05 / 96-100 | Ch. 3 Critical Results                                   |
 * | light / heavy cover     | +10 / +20 SR | Ch. 4 Terrain Categories, Ch. 7 Cover                      |
 * | elevated attacker       | -10 SR     | Ch. 4 / Ch. 6 Elevated Terrain (variant `elevation`)         |
 * | initiative steal        | D100 >= 66 | Ch. 5 Round 1 Initiative                                     |
 * | Warp Flares             | 3 attacker, 2 defender | Ch. 8 Starting Warp Flares (variant `start-flares`) |
 * | grenades, shard bursts  | 2 Warp Flares | Ch. 8 Grenades & Shard Bursts                             |
 * | standard objective      | 5 Victory Value + 1 Warp Flare | Ch. 9 Objective Value                    |
 * | reinforcements          | from round 2, within 8" of an edge, 8" from enemies, objectives, enemy zone | Ch. 8 |
 * | insertion               | D100 + attacker FR >= Position Value, else -1 Warp Flare | Ch. 10 Insertion |
 *
 * Seat 0 is the attacker (Round 1 initiative, 3 Warp Flares, the insertion
 * roll), seat 1 the defender; a match plays every pair with the sides swapped.
 */
import type { GameVariant } from '../../game/definition.ts';
import { STAT_CHANGES_DESCRIBE, STAT_CHANGES_PREFIX } from './statChanges.ts';

export const BOARD_INCHES = 48;
export const DEPLOYMENT_INCHES = 12;
export const ROUNDS = 5;
export const CRIT_FAIL_MAX = 5;
export const CRIT_SUCCESS_MIN = 96;
export const LIGHT_COVER_SR = 10;
export const HEAVY_COVER_SR = 20;
export const ELEVATION_SR = -10;
export const STEAL_MIN = 66;
export const INSERTION_FAILURE_FLARES = 1;
export const REPLACEMENT_FLARES = 2;
export const FIRST_REINFORCEMENT_ROUND = 2;
export const REINFORCEMENT_EDGE = 8;
export const REINFORCEMENT_CLEARANCE = 8;
export const STANDARD_OBJECTIVE = { victoryValue: 5, warpFlares: 1 } as const;
/** Ch. 8 Warp Flare Recovery: "Major Objectives may restore: 2 Warp Flares"; the Victory Value is the scenario's (JS-029), 10 here. */
export const MAJOR_OBJECTIVE = { victoryValue: 10, warpFlares: 2 } as const;
/** Range Band upper edges in inches (Ch. 3 Range Bands). */
export const BAND_EDGES = [8, 16, 24] as const;
const [CLOSE_EDGE, MEDIUM_EDGE, LONG_EDGE] = BAND_EDGES;
/** Melee needs base contact; the core gives no distance, so units within 1" are engaged (illustrative). */
export const ENGAGEMENT_INCHES = 1;

/** Outcome codes of one d100 roll, as the d100 kernel (src/dice/d100.ts) numbers them. */
export const CRIT_FAIL = 0;
export const FAIL = 1;
export const SUCCESS = 2;
export const CRIT_SUCCESS = 3;
export const OUTCOME_NAMES = ['critical failure', 'fail', 'success', 'critical success'] as const;

/**
 * Every reading the rulebook leaves open, default first. The game and
 * `playtest match --variant name=value` use all of them; the attack pipeline
 * uses the ones that change one attack.
 */
export const JAGGED_VARIANTS = {
  'objective-scoring': {
    values: ['every-round', 'first-capture'],
    default: 'every-round',
    describe:
      "JS-026, Ch. 9 Objective Value vs Round Victory Calculation: an objective's Victory Value counts every round while held (the Ch. 5 example's 'OBJECTIVES CONTROLLED-10'), or once, in the round of each player's first capture",
  },
  'difficult-terrain': {
    values: ['double-cost', 'halved'],
    default: 'double-cost',
    describe: 'JS-023, Ch. 4 vs Ch. 6 Difficult Terrain: each inch through it costs two, or a move that crosses it is halved',
  },
  elevation: {
    values: ['lower-targets', 'always'],
    default: 'lower-targets',
    describe: 'JS-024, Ch. 4 vs Ch. 6 Elevated Terrain: -10 SR only against targets below the elevated attacker, or for every attack from elevated terrain',
  },
  'crit-lockout': {
    values: ['activated-only', 'all-abilities'],
    default: 'activated-only',
    describe:
      'JS-025, Ch. 3 vs Ch. 7 Critical Failure: a critical failure locks out next round only an activated ability it was rolled for, or any ability (replacement attacks, triggered abilities) it was rolled for',
  },
  insertion: {
    values: ['standard-battles', 'campaign-only'],
    default: 'standard-battles',
    describe: 'JS-031, Ch. 4 Deployment Sequence vs Ch. 10 Insertion: the attacker rolls insertion before every battle, or only in campaign battles (never here)',
  },
  'insertion-failure': {
    values: ['flare', 'flare-and-initiative'],
    default: 'flare',
    describe:
      "JS-032, Ch. 10 Insertion Failure: a failed insertion costs the attacker 1 Warp Flare only (the section restates that 'the attacking player begins Round 1 with initiative automatically'), or also Round 1 initiative (the defender then holds it and has no steal to make)",
  },
  'position-value': {
    values: ['60', '40', '80', '100'],
    default: '60',
    describe: 'JS-033, Ch. 10 Position Values: the defended Position Value the insertion roll (D100 + attacker FR) must reach; codex data, so swept here',
  },
  contested: {
    values: ['suspends', 'ends-control'],
    default: 'suspends',
    describe: 'JS-041, Ch. 4 Objectives vs Ch. 9 Contested Objectives: an enemy in range makes an objective worth nothing while it stays, or ends its control',
  },
  'control-range': {
    values: ['3', '1', '6'],
    default: '3',
    describe: "JS-040, Ch. 9 Objective Control: an objective's control range in inches (not given in the core)",
  },
  objectives: {
    values: ['three-standard', 'major-centre'],
    default: 'three-standard',
    describe: 'Ch. 4 Objectives, Ch. 8 Warp Flare Recovery (JS-029): three standard objectives, or the centre one a Major Objective (10 Victory Value, 2 Warp Flares)',
  },
  'flare-cap': {
    values: ['starting-total', 'after-insertion'],
    default: 'starting-total',
    describe: "JS-030, Ch. 8 Warp Flare Recovery: the 'starting total' cap on recovered Warp Flares is the total the battle began with (3), or what was left after a failed insertion (2)",
  },
  'reroll-cost': {
    values: ['1', '2'],
    default: '1',
    describe: 'JS-035, Ch. 8 Rerolls: Warp Flares a reroll costs (not given in the core)',
  },
  'reinforcement-cost': {
    values: ['2', '1', '3'],
    default: '2',
    describe: 'JS-036, Ch. 8 Reinforcements: Warp Flares a reinforcement costs (not given in the core)',
  },
  'battle-tiebreak': {
    values: ['draw', 'total-points', 'final-round'],
    default: 'draw',
    describe:
      'JS-020, Ch. 5 Winning the Battle: equal Round Victories after Round 5 are a draw, or the higher sum of the round totals wins (objective value + enemy Force Rating destroyed, all five rounds), or the winner of Round 5 wins (a draw when that round was tied too)',
  },
  'initiative-tie': {
    values: ['reroll', 'keep-previous', 'defender'],
    default: 'reroll',
    describe: 'JS-037, Ch. 5 Initiative After Round 1: equal D100 rolls are rolled again, leave initiative with its last holder, or go to the defender',
  },
  'rush-attack': {
    values: ['no', 'yes'],
    default: 'no',
    describe: "JS-044, Ch. 6 Rush: a unit that Rushes may not attack that activation (reinforcements 'may not attack, Rush' list them as separate), or may",
  },
  'cover-vs-melee': {
    values: ['applies', 'ignored'],
    default: 'applies',
    describe: "Ch. 7 Cover: cover's +10/+20 SR applies to every attack on the protected target, or only to ranged attacks",
  },
  'range-boundary': {
    values: ['shorter-band', 'longer-band'],
    default: 'shorter-band',
    describe: 'JS-038, Ch. 3 Range Bands (Close 0-8, Medium 8-16, Long 16-24): a distance of exactly 8" or 16" is in the shorter band, or the longer',
  },
  terrain: {
    values: ['25-40', '10-20', '45-60', '10', '20', '30', '40', '50', '60'],
    default: '25-40',
    describe:
      'JS-005/JS-006/JS-007, Ch. 4 Terrain: the share of the battlefield the seeded generator covers with terrain, a band drawn uniformly per battle (the guideline is 25-40%) or one coverage in percent (for a 10-60% sweep)',
  },
  'start-flares': {
    values: ['3-2', '2-2', '3-3'],
    default: '3-2',
    describe:
      "JS-055, Ch. 8 Starting Warp Flares ('the attacker begins with 3 Warp Flares - the defender begins with 2'): attacker-defender starting Warp Flares, as printed or equalised, to split the attacker's edge by source; each side's cap is its starting total (Ch. 8 Warp Flare Recovery)",
  },
  'round-1-initiative': {
    values: ['attacker-steal', 'attacker-always', 'rolled'],
    default: 'attacker-steal',
    describe:
      "JS-009/JS-053, Ch. 5 Round 1 Initiative (restated in Ch. 10 Insertion Failure): the attacker holds it unless the defender steals it on 66+, as printed; or the attacker always holds it (no steal); or both roll D100 as from Round 2 (Ch. 5 Initiative After Round 1, ties by initiative-tie)",
  },
  'flare-discipline': {
    values: ['player', 'rule'],
    default: 'player',
    describe:
      "JS-012, Ch. 8 Battlefield Resource Pressure (a study tool, not a rulebook reading): each side's flarePolicy is a habit of the heuristic player only, or a rule of the side that every player obeys: no Warp Flare spend (ability, reroll, replacement attack, trigger, reinforcement) that would leave fewer than the policy's reserve for the round (flares.ts)",
  },
  'objective-banking': {
    values: ['each-player', 'first-only'],
    default: 'each-player',
    describe:
      "JS-027, Ch. 11 Objective Summary ('5 + Pre-determined Warp Flare Value on first capture by each opponent') vs Ch. 9 Objective Value: under objective-scoring=first-capture, each player banks an objective's 5 Victory Value on its own first capture of it (a flipped objective is worth its value once more), or only the objective's first capture in the battle banks it (a flip banks nothing); Warp Flare recovery stays once per player (Ch. 8); under every-round scoring nothing is banked, so this changes nothing",
  },
  'objective-flares': {
    values: ['every', 'centre-only'],
    default: 'every',
    describe:
      "JS-028, Ch. 8 Warp Flare Recovery ('Certain Objectives may restore Warp Flares when captured') vs Ch. 9 Objective Value ('Standard Objectives possess a value of: 5 Victory Value + 1 Warp Flare Recovered'): every objective refunds its listed Warp Flares on each player's first capture, or only some do: here the centre one (the Major Objective under objectives=major-centre), the other two none",
  },
  'wound-model': {
    values: ['over-durability', 'threshold', 'class'],
    default: 'over-durability',
    describe:
      "JS-039, Ch. 3 Critical Success / Ch. 7 Wounds: Wound Class is never defined in the core (wounds depend on 'weapon profile target, durability, battlefield modifiers, Critical Results'), so a crit's +1 Wound Class is worth what an assumed wound table says: over-durability (max(1, W - D + 1): every hit wounds, 1 more per class above durability), threshold (W - D + 1, a hit whose class is below the durability inflicts nothing), class (W wounds, durability ignored)",
  },
  stats: {
    values: ['printed'],
    default: 'printed',
    describe: "the printed numbers of data/profiles.json's units and weapons, or printed:ID.STAT=VALUE,... with a designer's changes (toolkit setting, not a reading: statChanges.ts)",
    open: { prefix: STAT_CHANGES_PREFIX, describe: STAT_CHANGES_DESCRIBE },
  },
} as const satisfies Record<string, GameVariant>;

/**
 * Variants added after the behaviour fixture was recorded
 * (tests/systems/jagged-shards/behaviour.test.ts). A state's serialisation
 * and its log's start event list them only when they are not at their
 * default, so a battle under the earlier readings is recorded byte for byte
 * as before; deserialising fills the default back in (readVariants).
 */
const LATER_VARIANTS: readonly JaggedVariantName[] = ['start-flares', 'round-1-initiative', 'flare-discipline', 'objective-banking', 'objective-flares', 'wound-model', 'stats'];

/** The readings as a state records them (serialisation, the start event): `names` less the later variants at their default. */
export function recordedVariants(names: JaggedVariants): Record<string, string> {
  const out: Record<string, string> = { ...names };
  for (const name of LATER_VARIANTS) if (out[name] === JAGGED_VARIANTS[name].default) delete out[name];
  return out;
}

/** The attacker's and the defender's starting Warp Flares under variant `start-flares` ("3-2" -> [3, 2]). */
export function startingFlares(reading: string): [number, number] {
  const [attacker, defender] = reading.split('-').map(Number);
  return [attacker, defender];
}

export type JaggedVariantName = keyof typeof JAGGED_VARIANTS;
/** A variant's readings: its listed values, or any string for one with open values (`stats`, checked by statChanges.ts). */
export type JaggedVariants = { readonly [K in JaggedVariantName]: (typeof JAGGED_VARIANTS)[K] extends { open: object } ? string : (typeof JAGGED_VARIANTS)[K]['values'][number] };

/**
 * Every variant at its default, overridden by `chosen` (unknown names and values were refused by the caller). An open
 * variant's value (GameVariant.open: `stats=printed:...`) is kept as given, listed or not: the game checks it
 * (setup.ts compileRules), so a saved state's bad value is an error, never the default.
 */
export function readVariants(chosen: Readonly<Record<string, string>>): JaggedVariants {
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(JAGGED_VARIANTS)) {
    const value = chosen[name];
    const open = 'open' in spec && value !== undefined;
    out[name] = value !== undefined && ((spec.values as readonly string[]).includes(value) || open) ? value : spec.default;
  }
  return out as JaggedVariants;
}

/**
 * The outcome of one d100 roll against SR (Ch. 3 The Core System, Critical
 * Results): the d100 kernel's rule, per face, for scripted dice and the game's
 * chance nodes (tests check it against d100.exact face by face).
 */
export function classifyRoll(roll: number, sr: number): number {
  if (roll <= CRIT_FAIL_MAX) return CRIT_FAIL;
  if (roll >= CRIT_SUCCESS_MIN) return CRIT_SUCCESS;
  return roll >= sr ? SUCCESS : FAIL;
}

/**
 * The Range Band of a distance: 0 close, 1 medium, 2 long, -1 beyond 24".
 * Whether 8" and 16" belong to the shorter band is variant `range-boundary`.
 */
export function rangeBand(distance: number, longerAtEdge: boolean): number {
  // Unrolled over BAND_EDGES: the heuristic asks this for every end point it scores (scripts/bench-jagged-shards.ts).
  if (distance < CLOSE_EDGE || (distance === CLOSE_EDGE && !longerAtEdge)) return 0;
  if (distance < MEDIUM_EDGE || (distance === MEDIUM_EDGE && !longerAtEdge)) return 1;
  return distance <= LONG_EDGE ? 2 : -1;
}

export interface SrModifiers {
  /** 0 open, 1 light cover, 2 heavy cover (the target's). */
  cover: number;
  ignoresCover: boolean;
  attackerElevated: boolean;
  targetElevated: boolean;
  elevationAlways: boolean;
  /** The sum of the passive and activated SR effects (attacker's and target's). */
  abilities: number;
}

/**
 * Steps 2-3 of Attack Resolution (Ch. 7): base SR plus cover (+10/+20, Ch. 7
 * Cover), elevation (-10, Ch. 4 Elevated Terrain) and abilities. Higher is
 * harder ("Higher SR Thresholds always represent more difficult actions").
 */
export function modifiedSr(base: number, m: SrModifiers): number {
  let sr = base + m.abilities;
  if (!m.ignoresCover) sr += m.cover === 2 ? HEAVY_COVER_SR : m.cover === 1 ? LIGHT_COVER_SR : 0;
  if (m.attackerElevated && (m.elevationAlways || !m.targetElevated)) sr += ELEVATION_SR;
  return sr;
}

/** Variant `wound-model` (JS-039) as the number woundsInflicted takes: 0 over-durability, 1 threshold, 2 class. */
export const WOUND_MODELS = JAGGED_VARIANTS['wound-model'].values;
export function woundModelIndex(reading: string): number {
  return Math.max(0, (WOUND_MODELS as readonly string[]).indexOf(reading));
}

/**
 * Wounds a hit of Wound Class `woundClass` inflicts on a unit of `durability`
 * (illustrative wound class model: the core says only that wounds depend on
 * the weapon, durability and critical results, Ch. 7 Wounds, and that a
 * critical success raises the Wound Class by 1, Ch. 3; JS-039, variant
 * `wound-model`). The default (model 0): every hit inflicts at least 1 wound,
 * and 1 more for each Wound Class above the durability, so concentrated
 * small-arms fire still wears heavy units down (Ch. 7 Lethality & Battlefield
 * Pressure). Model 1 (threshold): the same, but a class below the durability
 * inflicts nothing. Model 2 (class): the Wound Class itself.
 *
 * Example: woundsInflicted(3, 1) -> 3; woundsInflicted(1, 3) -> 1; woundsInflicted(1, 3, 1) -> 0; woundsInflicted(1, 3, 2) -> 1.
 */
export function woundsInflicted(woundClass: number, durability: number, model = 0): number {
  if (model === 2) return woundClass;
  if (woundClass >= durability) return woundClass - durability + 1;
  return model === 1 ? 0 : 1;
}

/** The Wound Class of a hit: the weapon's, +1 on a critical success (Ch. 3), + any triggered bonus. */
export function hitWoundClass(outcome: number, weaponClass: number, bonus: number): number {
  return weaponClass + bonus + (outcome === CRIT_SUCCESS ? 1 : 0);
}
