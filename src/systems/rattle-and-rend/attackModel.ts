/**
 * One Rattle and Rend attack as checks ("Attacks", "Will Checks" and the
 * Tactics that touch a single attack), shared by the attack pipeline
 * (attack.ts) and the full game (so both use the same modifiers):
 *
 *   [Nightmares: the attacker's Guile check, fail = no attack]
 *   Fury check: fail = no effect; success = the target's Will check;
 *               critical = that Will check at a PENALTY
 *   Will check: fail = removed; success = withdrawn (moved away);
 *               critical = holds (stays, with a bonus move)
 *   [Poisoners as written: a critical Will check is re-rolled at a penalty]
 *   [Swarmers: each ally in contact with the target adds a Fury check at a penalty]
 *
 * Outcome codes: 0 noEffect, 1 removed, 2 withdrawn, 3 holds.
 */
import type { D20Variant } from '../../dice/d20.ts';
import * as checkModule from './check.ts';
import * as rulesModule from './rules.ts';
import type { ElementProfile, RrVariants } from './rules.ts';
import * as statLinesModule from './statLines.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { checkProbabilitiesForDice, diceFor } = checkModule;
const { CHAMPION, FIGHTERS, HEAVY, SHOOTERS, SKIRMISHERS } = rulesModule;
const { profilesFor } = statLinesModule;

export const NO_EFFECT = 0;
export const REMOVED = 1;
export const WITHDRAWN = 2;
export const HOLDS = 3;
export const ATTACK_OUTCOMES = ['noEffect', 'removed', 'withdrawn', 'holds'] as const;

/** Everything about the moment of an attack that changes its dice. */
export interface AttackSituation {
  attacker: number;
  target: number;
  melee: boolean;
  charge: boolean;
  /** Melee: a friendly Element in contact with the attacker or its target (bonus). */
  support: boolean;
  /** Melee: outnumbered in base-to-base contact (penalty). */
  outnumbered: boolean;
  /** Ranged: target within S (bonus). */
  shortRange: boolean;
  /** Ranged: target in contact with Blocking Terrain (penalty). */
  cover: boolean;
  /** Attacker within or touching Inspiring Terrain (Fury bonus). */
  attackerInspiring: boolean;
  /** Target within or touching Inspiring Terrain (Will bonus against attacks). */
  targetInspiring: boolean;
  /** A Champion is attached to the target (its Will checks have a bonus). */
  targetAttached: boolean;
  /** Tactics of the attacker's warband that apply now (ids; Zealots only while at or below 6 Total Momentum). */
  attackerTactics: readonly string[];
  /** Tactics of the target's warband that apply now (Shield-Brothers only with an ally in range). */
  targetTactics: readonly string[];
  /** Death-Defiers: an allied Element of the target failed a Will check since its last Will check (bonus). */
  deathDefiersBonus: boolean;
  /** Attacker's Tactitians choice is -1 Fury. */
  tactitiansFury: boolean;
  /** Attacker's Tactitians choice is -1 Guile (its Guile check against Nightmares). */
  tactitiansGuile: boolean;
  /** Extra bonuses and penalties to the Fury check (Spot Weakness critical, Defiance, Pack-Hunters...). */
  extraFuryBonus: number;
  extraFuryPenalty: number;
  /** The attack is a Charge, Stand and Fight, Feint or Suppress (Sneak-Thieves' list, RR-054). */
  sneakApplies: boolean;
  /** Swarmers: the types of the attacker's other Elements in contact with the target. */
  swarmers: readonly number[];
}

export function situation(attacker: number, target: number, fields: Partial<AttackSituation> = {}): AttackSituation {
  return {
    attacker,
    target,
    melee: true,
    charge: false,
    support: false,
    outnumbered: false,
    shortRange: false,
    cover: false,
    attackerInspiring: false,
    targetInspiring: false,
    targetAttached: false,
    attackerTactics: [],
    targetTactics: [],
    deathDefiersBonus: false,
    tactitiansFury: false,
    tactitiansGuile: false,
    extraFuryBonus: 0,
    extraFuryPenalty: 0,
    sneakApplies: true,
    swarmers: [],
    ...fields,
  };
}

/** The checks an attack makes: stats after numeric modifiers, bonuses and penalties. */
export interface AttackChecks {
  /** Guile stat of the Nightmares check, or 0 when there is none. */
  nightmaresGuile: number;
  furyStat: number;
  furyBonus: number;
  furyPenalty: number;
  willStat: number;
  willBonus: number;
  /** Penalties on the Will check after a simple success (a critical Fury adds one). */
  willPenalty: number;
  /** Poisoners as written: re-roll a critical Will check at a penalty. */
  poisonReroll: boolean;
  /** Swarmers' extra Fury checks (each at a penalty): their Fury stats. */
  swarmerFury: readonly number[];
  swarmersOnlyOnSuccess: boolean;
}

const FURY_ELITES = new Set([HEAVY, FIGHTERS, SHOOTERS, SKIRMISHERS]);
const TACTITIANS_TYPES = new Set([CHAMPION, FIGHTERS, SHOOTERS, SKIRMISHERS]);

/** Fury of an Element of `type` with its warband's standing stat tactics (Elites, Tactitians' -1 Fury); `profiles`: the stats variant's lines (statLines.ts). */
export function furyOf(type: number, tactics: readonly string[], profiles: readonly ElementProfile[], tactitiansFury: boolean): number {
  let fury = profiles[type].fury;
  if (tactics.includes('elites') && FURY_ELITES.has(type)) fury -= 1;
  if (tactitiansFury && TACTITIANS_TYPES.has(type)) fury -= 1;
  return fury;
}

export function willOf(type: number, tactics: readonly string[], profiles: readonly ElementProfile[]): number {
  return profiles[type].will - (tactics.includes('death-defiers') ? 2 : 0);
}

export function guileOf(type: number, profiles: readonly ElementProfile[], tactitiansGuile = false): number {
  return profiles[type].guile - (tactitiansGuile && TACTITIANS_TYPES.has(type) ? 1 : 0);
}

/** Does a Nightmares-like tactic of the target's warband force the Guile check / the Will penalty? (variant `fearsome`). */
function hasNightmaresGuile(tactics: readonly string[]): boolean {
  return tactics.includes('nightmares') || tactics.includes('fearsome');
}
function hasNightmaresWill(tactics: readonly string[], fearsome: string): boolean {
  return tactics.includes('nightmares') || (tactics.includes('fearsome') && fearsome === 'as-nightmares');
}

export function attackChecks(s: AttackSituation, variants: Pick<RrVariants, 'stats' | 'poisoners' | 'swarmers' | 'fearsome'>): AttackChecks {
  const profiles = profilesFor(variants.stats);
  const a = s.attackerTactics;
  const t = s.targetTactics;
  const heavy = s.attacker === HEAVY;
  // "HEAVY Elements are always in melee if in range of their enemy" (Attacks › Melee Attacks).
  const melee = s.melee || heavy;
  let furyBonus = s.extraFuryBonus;
  let furyPenalty = s.extraFuryPenalty;
  if (melee) {
    if (s.support) furyBonus++;
    if (s.outnumbered) furyPenalty++;
  } else {
    if (s.shortRange) furyBonus++;
    if (s.cover) furyPenalty++;
  }
  // Charge: "Attack ... but do so with a PENALTY" unless Elites (Tactics › Elites).
  if (s.charge && !a.includes('elites')) furyPenalty++;
  if (s.attackerInspiring) furyBonus++;
  if (a.includes('zealots')) furyBonus++;
  // Sneak-Thieves: targeting a non-Heavy from longer than S range (RR-054 maps Engage/Aim/Give Fire).
  if (t.includes('sneak-thieves') && s.target !== HEAVY && !melee && !s.shortRange && s.sneakApplies) furyPenalty++;
  let willBonus = 0;
  let willPenalty = 0;
  if (s.targetAttached) willBonus++;
  if (s.targetInspiring) willBonus++;
  if (t.includes('shield-brothers')) willBonus++;
  if (s.deathDefiersBonus) willBonus++;
  const close = melee || s.shortRange;
  // Nightmares: enemies within S of your Elements make Will checks at a penalty.
  if (close && hasNightmaresWill(a, variants.fearsome)) willPenalty++;
  if (a.includes('poisoners') && variants.poisoners === 'will-penalty') willPenalty++;
  const swarmerFury = a.includes('swarmers') ? s.swarmers.map((type) => furyOf(type, a, profiles, s.tactitiansFury)) : [];
  return {
    // Tactitians' -1 Guile is the attacker's Guile for every check, this one too (Tactics › Tactitians).
    nightmaresGuile: close && hasNightmaresGuile(t) ? guileOf(s.attacker, profiles, s.tactitiansGuile) : 0,
    furyStat: furyOf(s.attacker, a, profiles, s.tactitiansFury),
    furyBonus,
    furyPenalty,
    willStat: willOf(s.target, t, profiles),
    willBonus,
    willPenalty,
    poisonReroll: a.includes('poisoners') && variants.poisoners === 'as-written',
    swarmerFury,
    swarmersOnlyOnSuccess: variants.swarmers === 'successful-only',
  };
}

/** [removed, withdrawn, holds] for the Will check after a Fury success (critical: one more penalty). */
export function willOutcome(c: AttackChecks, critical: boolean, dice: D20Variant): [number, number, number] {
  const penalty = c.willPenalty + (critical ? 1 : 0);
  const w = checkProbabilitiesForDice(c.willStat, diceFor(c.willBonus, penalty, dice));
  if (!c.poisonReroll) return [w[0], w[1], w[2]];
  // Poisoners: on a critical Will the target re-rolls at a PENALTY and accepts that result.
  const r = checkProbabilitiesForDice(c.willStat, diceFor(c.willBonus, penalty + 1, dice));
  return [w[0] + w[2] * r[0], w[1] + w[2] * r[1], w[2] * r[2]];
}

/** Exact distribution over the four outcome codes. */
export function exactAttack(c: AttackChecks, dice: D20Variant): Float64Array {
  // state: 0 nothing yet, 1 removed, 2 withdrawn at least once, 3 only held so far
  let p = Float64Array.of(1, 0, 0, 0);
  if (c.nightmaresGuile > 0) {
    const g = checkProbabilitiesForDice(c.nightmaresGuile, diceFor(0, 0, dice));
    p = Float64Array.of(g[0], 0, 0, 0);
    const afterGuile = 1 - g[0];
    const rest = exactFromFury(c, dice);
    for (let k = 0; k < 4; k++) p[k] += afterGuile * rest[k];
    return p;
  }
  return exactFromFury(c, dice);
}

function step(p: Float64Array, fury: Float64Array, c: AttackChecks, dice: D20Variant): Float64Array {
  const ws = willOutcome(c, false, dice);
  const wc = willOutcome(c, true, dice);
  const next = new Float64Array(4);
  for (let s = 0; s < 4; s++) {
    if (p[s] === 0) continue;
    if (s === REMOVED) {
      next[REMOVED] += p[s];
      continue;
    }
    next[s] += p[s] * fury[0];
    for (const [hit, w] of [
      [fury[1], ws],
      [fury[2], wc],
    ] as const) {
      next[REMOVED] += p[s] * hit * w[0];
      next[WITHDRAWN] += p[s] * hit * w[1];
      next[s === NO_EFFECT ? HOLDS : s] += p[s] * hit * w[2];
    }
  }
  return next;
}

function exactFromFury(c: AttackChecks, dice: D20Variant): Float64Array {
  const main = checkProbabilitiesForDice(c.furyStat, diceFor(c.furyBonus, c.furyPenalty, dice));
  let p = step(Float64Array.of(1, 0, 0, 0), main, c, dice);
  if (c.swarmerFury.length === 0) return p;
  // Swarmers' checks come after the main one; "successful-only" skips them when the main Fury failed.
  let gated = new Float64Array(4);
  if (c.swarmersOnlyOnSuccess) {
    gated = Float64Array.of(main[0], 0, 0, 0);
    p[NO_EFFECT] = 0;
  }
  for (const fury of c.swarmerFury) p = step(p, checkProbabilitiesForDice(fury, diceFor(0, 1, dice)), c, dice);
  for (let k = 0; k < 4; k++) p[k] += gated[k];
  return p;
}
