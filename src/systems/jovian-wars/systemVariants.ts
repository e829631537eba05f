/**
 * Variants added with System Trait Damage and the later Actions
 * (systemDamage.ts, supportActions.ts), spread into JOVIAN_VARIANTS (rules.ts).
 * A module with no imports of the system's own, so rules.ts can load it first.
 */
import type { GameVariant } from '../../game/definition.ts';
import { SQUADRON_TRAIT_VARIANTS } from './squadronTraitVariants.ts';
import { SCENARIO_VARIANTS } from './scenarioVariants.ts';

/**
 * System Trait Damage (Damage › System Trait Damage, JW-052). Defaults
 * are dropped from a serialized state (`serialDefaults`), so games that never
 * meet them serialise as before.
 */
export const SYSTEM_DAMAGE_VARIANTS = {
  'system-trait-repair': {
    values: ['table', 'd-plus'],
    default: 'table',
    describe:
      'repairing System Trait Damage (JW-052): table (Repair › Capital Ship Repairing Itself: N none, D one on a d6 4+, T one, Q+ two) or d-plus (Damage › System Trait Damage, "One rating of a System Trait may be Repaired on a [D+] result", and traits-2 System Trait: D+ repairs one)',
  },
  'catastrophic-traits': {
    values: ['ratings', 'with-traits', 'with-marines'],
    default: 'ratings',
    describe:
      'Catastrophic Damage Table "1d6 + the number of Systems that have been reduced to 0 rating" (JW-062): ratings (Defense, Sensors, Thrusters, as the Uller example counts "system ratings") or with-traits (System Traits at 0 count too) or with-marines (Marines at 0 counts too, the fourth rating Rating Damage lists: "Ships have, Defense, Sensors, Thrusters, and Marines")',
  },
  'catastrophic-timing': {
    values: ['immediate', 'after-hit'],
    default: 'immediate',
    describe:
      'when a hit\'s Catastrophic Damage rolls are made (Damage Types › Structure Damage: "reduced to 0 Structure Rating is Crippled and must immediately roll on the Catastrophic Damage Table"; JW-010, JW-082): immediate (default: the hit\'s results one at a time in the rulebook\'s order, each with its Critical Hits, then the rolls it called for, before the next result; a Dead or Explode ends the hit) or after-hit (every roll after the whole hit, as the engine played before this variant)',
  },
} as const satisfies Record<string, GameVariant>;

/**
 * Readings named after the catalogue's contradiction and gap items (JW-061 and
 * the rest), each defaulting to what the engine did before it was named.
 */
export const READING_VARIANTS = {
  'negative-macro': {
    values: ['matching', 'any-die'],
    default: 'matching',
    describe:
      'a Negative Macro Pool, "downgrade Base Pool successes based on the Macro Pool roll", given only by example (Dice System › Macro Pool; JW-061): matching (a macro die whose face is a set\'s value lowers that set one step) or any-die (each of the |M| macro dice lowers a kept set one step whatever it shows, the roller choosing which); the example (base 4, 4, 6 with -2M rolling 4, 6 -> N) holds under both',
  },
  'sensor-damage': {
    values: ['shrinks-optimum', 'long-only'],
    default: 'shrinks-optimum',
    describe:
      'Damage Types › Rating Damage: "Damage to Sensors reduces the effective range of weapons by 3" per rating of Sensors lost. This only affects the Long Range of weapons" (JW-055): shrinks-optimum (the Optimum Range edge, Signature + 3" x Sensors, uses the current rating, so a lost Sensor moves 3" of Optimum into Long Range, which needs Sniper or Long Shot) or long-only (the Optimum edge keeps the undamaged rating; with no maximum Long Range printed, lost Sensors then change no weapon\'s band; Long Shot, Vector Attack and Drone Command still read the current rating)',
  },
  'mass-driver-d': {
    values: ['spills', 'critical-at-zero'],
    default: 'spills',
    describe:
      'the Mass Driver table\'s "D 1 Rating Damage OR 1 Critical Hit" (Weapons › Mass Driver; JW-089): spills (always the Rating Damage; on a rating already at 0 it goes to another rating, as any Rating Damage does) or critical-at-zero (a D on a rating already at 0 is 1 Critical Hit instead)',
  },
  'precise-weapon-damage': {
    values: ['5-plus', '4-plus'],
    default: '5-plus',
    describe:
      'the weapon a Critical Hit from Precise damage (a boarding Sabotage) tries to damage (JW-048): 5-plus (the Critical Hit\'s own "on a 5+ ... Spinal Mount weapons ... on a 6+"; the second Traits chapter\'s Precise has no weapon line) or 4-plus (the first Traits chapter\'s Precise: "Weapons are damaged on a 4+ (or 5+ for Spinal Arc weapons)")',
  },
  'renowned-vp': {
    values: ['bonus', 'multiplier'],
    default: 'bonus',
    describe:
      'Traits › Renowned: "If Destroyed this model is worth +20% Victory Points per instance. If Captured ... +30%" (JW-113; only a ship given Renowned by the illustrative side field `renowned` has it): bonus (default: a share of its points to the player who took it: Destroyed, the enemy scores 0.2 x instances x TV; Captured, the captor 1.5 + 0.3 x instances times TV) or multiplier (its own worth raised by the share: Destroyed 0 x 1.2 = 0 under surviving-points scoring; Captured 1.5 x (1 + 0.3 x instances)); under victory=killed a Destroyed Renowned ship counts (1 + 0.2 x instances) x TV either way',
  },
  'fast-text': {
    values: ['full', 'interception-only'],
    default: 'full',
    describe:
      'Traits › Fast (JW-129; only models given Fast by the illustrative side field `fast` have it): full (default: the first Traits chapter, line ~2843, the engine\'s default chapter: the Skill Test of a non-Fast model declaring an Interception or Bombing Run on it (N: it loses a Fuel), +1F on its Evasive Skill rolls, and Boost up to 3 Fuel) or interception-only (the second chapter, line ~3641: the Skill Test alone)',
  },
} as const satisfies Record<string, GameVariant>;

/**
 * The table's size (JW-111; Introduction: "typically a 48" x 48" table"): a square of this side in inches.
 * The Standard and Corner zones, terrain placement and every table edge follow it; the Beacon zone's markers
 * (and so the Advanced Scenarios, which use it) are laid out for 48" only (JovianState.start refuses the rest).
 */
export const TABLE_VARIANTS = {
  table: {
    values: ['48', '36', '60', '72'],
    default: '48',
    describe:
      'the table, a square of this side in inches (JW-111; Introduction: "typically a 48" x 48" table"): 48 (default), 36, 60 or 72. Deployment strips stay 12" deep (Deployment Phase: "the 12" strip extending from their table edge"), so the fleets start table - 12" (capital ships) apart; models spread evenly across the width; terrain (the same pieces) lies in the band between the strips; the Beacon zone and the Advanced Scenarios need 48',
  },
} as const satisfies Record<string, GameVariant>;

/**
 * Traits › Q-Ship (JW-041; qShip.ts). Only a fleet with a Q-Ship card (the illustrative `cega-q-ship`: no printed card
 * has Q-Ship) meets it, so games of the other presets play as before under either value.
 */
export const Q_SHIP_VARIANTS = {
  'q-ship': {
    values: ['hidden', 'public'],
    default: 'hidden',
    describe:
      'what the opponent knows of a Q-Ship (Traits › Q-Ship; JW-041): traits-1 "The weapons loaded (or lack thereof) of this ship\'s Hardpoints are considered private information until the first use of any Hardpoint weapon", traits-2 "it may be deployed as its civilian version" until it "uses any capabilities beyond what is available on the civilian version". hidden (default, both chapters: until one of its Hardpoint weapons is first used, in an attack or a Bombing Run / Dogfight exchange, the heuristic player values an enemy Q-Ship as its civilian version, the card `<id>-civilian`: its TV in every target and Ram / Bombing Run / boarding score; on the illustrative card, whose civilian version is the same hull without the Hardpoint weapons, the two chapters\' reveal triggers are the same moment) or public (every card public, as the engine played before: its true TV)',
  },
} as const satisfies Record<string, GameVariant>;

/** Drops these variants from a serialized state's variant list when at their defaults (hashes of older games stay the same). */
export function serialDefaults(out: Record<string, string>): void {
  for (const [name, v] of Object.entries(EXTRA_VARIANTS)) if (out[name] === v.default) delete out[name];
}


/** Every variant of this file. */
export const EXTRA_VARIANTS = { ...SYSTEM_DAMAGE_VARIANTS, ...SQUADRON_TRAIT_VARIANTS, ...READING_VARIANTS, ...SCENARIO_VARIANTS, ...TABLE_VARIANTS, ...Q_SHIP_VARIANTS } as const;
