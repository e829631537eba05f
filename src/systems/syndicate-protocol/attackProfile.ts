/**
 * One ranged attack of Syndicate Protocol resolved end to end, shared by the
 * attack pipeline (attack.ts, `playtest attack`) and the full game: the
 * modifiers of a situation become an AttackProfile (dice, Hit Target,
 * rerolls, and the final damage for every number of hits), from which come
 * the exact distribution of hits and a dice-level resolution for the sampler
 * and for scripted-dice tests.
 *
 * Order (003 sections 4.1-4.9, 5, 6, 10):
 * 1. Legality: a Jammed attacker under appendix-d cannot fire; a Hidden
 *    target beyond 4 (section-10) or 3 (appendix-d) spaces cannot be targeted;
 *    the weapon's range (5.1), Shotguns never at 5+ (5.4).
 * 2. Accuracy = printed ACC + cards and abilities + Marked (+1, section-10) +
 *    Focused (+1) - Suppressed (1) + the weapon trait (Quickdraw, Door-Kicker,
 *    Precision Burst, Deadeye, Modular Rail) + a category bonus read as
 *    accuracy (variant category-bonus).
 * 3. Dice = RoF + cards + Marked (+1, appendix-d) + Focused (+1, section-10) +
 *    Overwatch (+1 if the target moved; not while Suppressed under appendix-d)
 *    + Modular Rail / Spin-Up; halved (rounded up) for Suppressing Fire;
 *    Suppressed caps it at 2 dice, Suppressed and Disoriented at 1 (10.3, 10.5).
 * 4. Dodge = the target's Dodge (armor and Encumbered included) + cover (+1
 *    Light, +2 Heavy, +1 from Wall) unless ignored (Spray Pattern, Adaptive
 *    Optics, Silent Strike, Shotguns at 1-2 vs Light, Disoriented section-10,
 *    Revealed appendix-d) - 1 if Disoriented + 1 for Close Quarters; never
 *    below 0 (6.4). Hit Target = 6 - (ACC - Dodge) in 2..6 (src/dice/bullets.ts).
 * 5. Dice: each hits on >= Hit Target; Sustained Fire rerolls 1s, Recoil
 *    Control and Tactical Reload reroll missed dice, then the defender's
 *    forced rerolls (Phantom Feint: the highest die; Glitch's Signal Jam: a
 *    hit). A rerolled die hits with the plain chance.
 * 6. Damage, only if at least one bullet hits: hits + bonus damage (category
 *    bonuses, 5.2-5.8; cards), less Shielded (before armor, 6.7), less armor
 *    (ARM + Guarded - Piercing Round 2 - Armor Shred 1 - Armor Breaker per hit;
 *    Corrosion ignores it) with the armor-floor variant (bulletDamage), then
 *    less Hold the Line and Reinforced Plating (1 each, after the attack; or
 *    counted with the armor, under the floor: reduction-order).
 */
import * as binomialModule from '../../dice/binomial.ts';
import * as bulletsModule from '../../dice/bullets.ts';
import type { BulletsVariant } from '../../dice/bullets.ts';
import type { Category, WeaponTrait } from './data.ts';
import * as rulesModule from './rules.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { binomialPmf } = binomialModule;
const { bulletDamage, hitTarget } = bulletsModule;
const { countBits, NEGATIVE_STATUSES, STATUS } = rulesModule;

/** Most dice an attack can roll (RoF 7 + every die bonus at once). */
export const MAX_DICE = 16;

/** Everything an attack depends on; the game fills one from its state, the pipeline from its options. */
export interface AttackSetup {
  /** null for a Mercenary's simple weapon profile (9.3): no category bonus, no trait. */
  category: Category | null;
  trait: WeaponTrait | null;
  /** Maximum range in spaces. */
  range: number;
  /** Printed RoF (or a Mercenary's dice). */
  rof: number;
  /** The attacker's printed Accuracy (a Mercenary's includes its weapon's +1): the Sniper's "base Accuracy" (5.6). */
  baseAcc: number;
  /** Accuracy from cards and abilities. */
  acc: number;
  /** Dice from cards and abilities. */
  dice: number;
  /** Damage on a hit from cards ("+1 DOQ" read as damage). */
  damage: number;
  /** Missed dice rerolled (Tactical Reload). */
  rerollMisses: number;
  /** Suppressing Fire: half RoF, rounded up. */
  halfRof: boolean;
  distance: number;
  /** Cover level the target has: 0 none, 1 Light, 2 Heavy. */
  cover: number;
  /** Extra Dodge counted as cover (Wall's Cover Extension). */
  coverExtra: number;
  /** The target's Dodge before cover and statuses: printed + armor + Encumbered + round bonuses. */
  dodge: number;
  /** The target's ARM before statuses: armor or Mercenary ARM + round bonuses. */
  armor: number;
  attackerStatus: number;
  targetStatus: number;
  guarded: number;
  shielded: number;
  /** Spaces the attacker moved this round. */
  moved: number;
  movedLastRound: boolean;
  targetMoved: boolean;
  /** Cyclone Rotary Gun: this is its first round of firing. */
  firstFiring: boolean;
  /** Hydra Modular Rifle: 0 = +1 Accuracy, 1 = +1 RoF. */
  rail: number;
  /** The target wields a Viper Compact (Close Quarters) and may use its trait. */
  targetCloseQuarters: boolean;
  /** Phantom Feint: the attacker must reroll its highest die. */
  rerollHighest: boolean;
  /** Glitch's Signal Jam: the defender forces a reroll of one hit. */
  rerollHit: boolean;
  /** Glyph's Data Relay: one die counts as a 4. */
  fixedFour: boolean;
  /** Damage reductions after armor (Hold the Line, Reinforced Plating). */
  afterArmor: number;
}

export function emptySetup(): AttackSetup {
  return {
    category: null, trait: null, range: 1, rof: 1, baseAcc: 0, acc: 0, dice: 0, damage: 0, rerollMisses: 0, halfRof: false, distance: 1, cover: 0, coverExtra: 0, dodge: 0, armor: 0,
    attackerStatus: 0, targetStatus: 0, guarded: 0, shielded: 0, moved: 0, movedLastRound: false, targetMoved: false, firstFiring: false, rail: 0,
    targetCloseQuarters: false, rerollHighest: false, rerollHit: false, fixedFour: false, afterArmor: 0,
  };
}

/** The readings an attack depends on (rules.ts ATTACK_VARIANTS), as plain strings. */
export interface AttackReadings {
  armorFloor: BulletsVariant;
  marked: string;
  hidden: string;
  burning: string;
  jammed: string;
  suppressed: string;
  disoriented: string;
  revealed: string;
  focused: string;
  categoryBonus: string;
  armorBreaker: string;
  /** Hold the Line and Reinforced Plating after the armor floor ('after-floor') or with the armor ('before-floor'; reduction-order). */
  reductionOrder: string;
  /** Suppressed + Disoriented: 1 die ('section-10.5') or each status on its own ('independent'; condition-interactions, SP-056). */
  interactions: string;
  /** Glyph's Data Relay: always fix a die at 4 ('as-written'), or only when a 4 hits ('when-it-hits'; game variant data-relay). */
  dataRelay: string;
}

export function readings(variants: Readonly<Record<string, string>>): AttackReadings {
  return {
    armorFloor: (variants['armor-floor'] ?? 'floor0') as BulletsVariant,
    marked: variants.marked ?? 'section-10',
    hidden: variants.hidden ?? 'section-10',
    burning: variants.burning ?? 'section-10',
    jammed: variants.jammed ?? 'section-10',
    suppressed: variants.suppressed ?? 'section-10',
    disoriented: variants.disoriented ?? 'section-10',
    revealed: variants.revealed ?? 'section-10',
    focused: variants.focused ?? 'section-10',
    categoryBonus: variants['category-bonus'] ?? 'damage',
    armorBreaker: variants['armor-breaker'] ?? 'this-attack',
    interactions: variants['condition-interactions'] ?? 'section-10.5',
    reductionOrder: variants['reduction-order'] ?? 'after-floor',
    dataRelay: variants['data-relay'] ?? 'as-written',
  };
}

/** What a number of hits does to the target besides damage (weapon traits and cards; the game applies these). */
export const ON_HIT = {
  disoriented: 1,
  marked: 2,
  suppressed: 4,
  /** -1 Accuracy next round (EchoBurst 45). */
  accuracyDown: 8,
  /** Speed -1 next round (Hammerlock .50). */
  slowed: 16,
  /** Armor -hits for the rest of the round (Breach Cannon). */
  armorBroken: 32,
  /** 1 damage to a second target within 2 (Arc-Coil Emitter). */
  chain: 64,
  /** Teleport the target 1 space (Phase Disruptor). */
  teleport: 128,
} as const;
export type OnHitName = keyof typeof ON_HIT;

export class AttackProfile {
  legal = true;
  reason = '';
  rof = 0;
  accuracy = 0;
  targetDodge = 0;
  hitTarget = 6;
  /** Chance one die hits. */
  p = 0;
  rerollOnes = false;
  rerollMisses = 0;
  rerollHighest = false;
  rerollHit = false;
  fixedFour = false;
  /** Bonus damage on a hit (category + cards). */
  bonus = 0;
  /** The target's armor for the attack before Armor Breaker. */
  armor = 0;
  /** Weapon trait in force (null when Jammed under section-10, or a Mercenary). */
  trait: WeaponTrait | null = null;
  /** damage[h]: final damage for h hits. */
  readonly damage = new Int32Array(MAX_DICE + 1);
  /** effects[h]: ON_HIT bits for h hits. */
  readonly effects = new Int32Array(MAX_DICE + 1);
  /** Card effects on hit / on a miss, set by the caller before profiling (ON_HIT bits). */
  onHit = 0;
  onMiss = 0;

  /** The largest final damage any hit count gives. */
  maxDamage(): number {
    let max = 0;
    for (let h = 0; h <= this.rof; h++) if (this.damage[h] > max) max = this.damage[h];
    return max;
  }
}

function categoryBonus(s: AttackSetup, acc: number): number {
  switch (s.category) {
    case 'pistol': {
      // 5.2 Opportunistic Precision: +1 with any negative status, +2 with two or more.
      const negatives = countBits(s.targetStatus & NEGATIVE_STATUSES);
      return negatives >= 2 ? 2 : negatives;
    }
    case 'smg':
      // 5.3 Momentum Scaling.
      return s.distance <= 3 ? (s.moved >= 2 ? 2 : 1) : 0;
    case 'heavy':
      // 5.7 Suppression Scaling (max +2).
      return (s.moved === 0 ? 1 : 0) + (s.cover > 0 ? 1 : 0);
    case 'shotgun':
      // 5.4 Damage Profile: +3/+2/+1/+0 at 1/2/3/4 spaces, once per attack.
      return s.distance <= 3 ? 4 - s.distance : 0;
    case 'assault-rifle':
      // 5.5 Hold the Line: +1 if you did not move this round, +2 if not last round either.
      return s.moved === 0 ? (s.movedLastRound ? 1 : 2) : 0;
    case 'sniper-rifle':
      // 5.6 Precision Scaling: +1 per point of Accuracy above base, max +3.
      return Math.min(3, Math.max(0, acc - s.baseAcc));
    default:
      return 0;
  }
}

const UNNAMED_BONUS: ReadonlySet<string> = new Set(['pistol', 'smg', 'heavy']);

/** Fills `out` with the profile of the attack `s` under readings `r`. */
export function profileAttack(s: AttackSetup, r: AttackReadings, out: AttackProfile): AttackProfile {
  out.legal = true;
  out.reason = '';
  const mine = s.attackerStatus;
  const theirs = s.targetStatus;
  const jammed = (mine & STATUS.jammed) !== 0;
  const reason = illegality(mine, theirs, s.distance, s.range, s.category, r);
  if (reason !== '') return illegal(out, reason);
  const trait = s.category !== null && !(jammed && r.jammed === 'section-10') ? s.trait : null;
  out.trait = trait;
  // The trait and category compared as strings ('' for none): a null among the strings made every compare below a
  // generic one (a builtin call, perf, tenth pass); the same verdicts.
  const named = trait ?? '';
  const category = s.category ?? '';
  const suppressed = (mine & STATUS.suppressed) !== 0 && r.suppressed !== 'speed';

  let acc = s.baseAcc + s.acc;
  if ((theirs & STATUS.marked) !== 0 && r.marked === 'section-10') acc += 1;
  if ((mine & STATUS.focused) !== 0) acc += 1;
  if (suppressed) acc -= 1;
  if (named === 'quickdraw' && s.moved > 0) acc += 1;
  if (named === 'door-kicker' && s.distance <= 1) acc += 1;
  if (named === 'precision-burst' && s.moved === 0) acc += 1;
  if (named === 'deadeye' && s.distance >= 6) acc += 2;
  if (named === 'modular-rail' && s.rail === 0) acc += 1;

  let dice = s.rof + s.dice;
  if ((theirs & STATUS.marked) !== 0 && r.marked === 'appendix-d') dice += 1;
  if ((mine & STATUS.focused) !== 0 && r.focused === 'section-10') dice += 1;
  if ((mine & STATUS.overwatch) !== 0 && s.targetMoved && !((mine & STATUS.suppressed) !== 0 && r.suppressed === 'appendix-d')) dice += 1;
  if (named === 'modular-rail' && s.rail === 1) dice += 1;
  if (named === 'spin-up') dice += s.firstFiring ? -1 : 1;

  let bonus = s.damage;
  if (s.category !== null && s.category !== 'sniper-rifle') {
    const b = categoryBonus(s, acc);
    if (UNNAMED_BONUS.has(s.category) && r.categoryBonus === 'accuracy') acc += b;
    else if (UNNAMED_BONUS.has(s.category) && r.categoryBonus === 'die') dice += b;
    else bonus += b;
  }
  if (category === 'sniper-rifle') bonus += categoryBonus(s, acc);

  if (s.halfRof) dice = Math.ceil(dice / 2);
  if (suppressed && r.suppressed === 'section-10') dice = Math.min(dice, (mine & STATUS.disoriented) !== 0 && r.interactions === 'section-10.5' ? 1 : 2);
  dice = Math.max(0, Math.min(MAX_DICE, dice));

  let cover = s.cover;
  let coverExtra = s.coverExtra;
  if (named === 'silent-strike') cover = coverExtra = 0;
  if (cover === 1 && (named === 'spray-pattern' || (category === 'shotgun' && s.distance <= 2))) cover = 0;
  if (cover === 2 && named === 'adaptive-optics') cover = 0;
  if ((theirs & STATUS.disoriented) !== 0 && r.disoriented === 'section-10') cover = coverExtra = 0;
  if ((theirs & STATUS.revealed) !== 0 && r.revealed === 'appendix-d') cover = coverExtra = 0;
  let dodge = s.dodge + cover + coverExtra;
  if ((theirs & STATUS.disoriented) !== 0) dodge -= 1;
  if (s.targetCloseQuarters && s.distance <= 2) dodge += 1;
  dodge = Math.max(0, dodge);

  out.rof = dice;
  out.accuracy = acc;
  out.targetDodge = dodge;
  out.hitTarget = hitTarget(acc, dodge);
  out.p = (7 - out.hitTarget) / 6;
  out.rerollOnes = named === 'sustained-fire' && s.moved === 0;
  out.rerollMisses = s.rerollMisses + (named === 'recoil-control' ? 1 : 0);
  out.rerollHighest = s.rerollHighest;
  out.rerollHit = s.rerollHit;
  // Data Relay read as a choice (data-relay=when-it-hits) is not used when a 4 misses; unused, it is still there this round (state.ts).
  out.fixedFour = s.fixedFour && dice > 0 && (r.dataRelay !== 'when-it-hits' || 4 >= out.hitTarget);
  out.bonus = bonus;

  let armor = s.armor + s.guarded;
  if (named === 'piercing-round') armor -= 2;
  if (named === 'armor-shred' && s.distance <= 2) armor -= 1;
  armor = Math.max(0, armor);
  out.armor = armor;
  for (let h = 0; h <= MAX_DICE; h++) {
    out.damage[h] = 0;
    out.effects[h] = 0;
  }
  for (let h = 0; h <= dice; h++) out.effects[h] = h === 0 ? out.onMiss : onHitEffects(trait, h) | out.onHit;
  for (let h = 1; h <= dice; h++) {
    let total = h + bonus;
    // Shielded prevents the next damage and applies before Armor (10.4, 6.7).
    total -= Math.min(s.shielded, total);
    if (total <= 0) continue;
    let against = named === 'corrosion' ? 0 : armor;
    if (named === 'armor-breaker' && r.armorBreaker === 'this-attack') against = Math.max(0, against - h);
    // reduction-order (SP-021, SP-083): Hold the Line and Reinforced Plating after the floor, or as armor under it.
    out.damage[h] = r.reductionOrder === 'before-floor' ? bulletDamage(total, against + s.afterArmor, r.armorFloor) : Math.max(0, bulletDamage(total, against, r.armorFloor) - s.afterArmor);
  }
  return out;
}

/**
 * Why an attack is illegal (profileAttack's first checks: Jammed under appendix D, a Hidden target's limit, the range,
 * the Shotgun's 5+ spaces), '' when it is legal. They read only these numbers, so the round machine's target checks
 * (Field.attackLegal, state.ts canAttack) ask them without profiling the whole attack.
 */
export function illegality(attackerStatus: number, targetStatus: number, distance: number, range: number, category: Category | null, r: AttackReadings): string {
  if ((attackerStatus & STATUS.jammed) !== 0 && r.jammed === 'appendix-d') return 'the attacker is Jammed and cannot use ranged weapons (appendix D)';
  if ((targetStatus & STATUS.hidden) !== 0 && (targetStatus & STATUS.revealed) === 0) {
    const limit = r.hidden === 'appendix-d' ? 3 : 4;
    if (distance > limit) return `the target is Hidden and cannot be targeted beyond ${limit} spaces`;
  }
  if (distance > range) return `the target is ${distance} spaces away, beyond the weapon's range ${range}`;
  if (category !== null && category === 'shotgun' && distance >= 5) return 'a Shotgun cannot attack at 5+ spaces (5.4)';
  return '';
}

function illegal(out: AttackProfile, reason: string): AttackProfile {
  out.legal = false;
  out.reason = reason;
  out.rof = 0;
  out.damage.fill(0);
  out.effects.fill(0);
  return out;
}

/** The ON_HIT bits a weapon trait gives for h >= 1 hits (5.2-5.8). */
function onHitEffects(trait: WeaponTrait | null, h: number): number {
  switch (trait) {
    case 'pellet-spread':
      return h >= 2 ? ON_HIT.disoriented : 0;
    case 'suppressive-fire':
      return h >= 2 ? ON_HIT.accuracyDown : 0;
    case 'stopping-power':
      return ON_HIT.slowed;
    case 'armor-breaker':
      return ON_HIT.armorBroken;
    case 'chain-lightning':
      return ON_HIT.chain;
    case 'dimensional-shift':
      return ON_HIT.teleport;
    default:
      return 0;
  }
}

/**
 * P(final hits = h), h = 0..rof, exactly: binomial dice (one fixed at 4 for
 * Glyph), 1s rerolled, missed dice rerolled, then the forced rerolls.
 * Dice are exchangeable, so only the count of hits matters at each step.
 */
export function hitsDistribution(profile: AttackProfile, out: Float64Array = new Float64Array(MAX_DICE + 1)): Float64Array {
  out.fill(0);
  const n = profile.rof;
  if (!profile.legal || n === 0) {
    out[0] = 1;
    return out;
  }
  if (out.length < n + 1) throw new RangeError(`hitsDistribution: ${n} dice need ${n + 1} slots, got ${out.length}`);
  // Remembered by everything the distribution reads, when p is the Hit Target's (7 - target) / 6 as profileAttack sets
  // it: a game's attacks repeat a few dozen shapes (sixth pass, bench-syndicate-protocol; the same numbers, copied).
  const target = profile.hitTarget;
  const key =
    (target & 7) === target && (n | 0) === n && n <= MAX_DICE && (profile.rerollMisses & 31) === profile.rerollMisses && profile.p === (7 - target) / 6
      ? n | (target << 5) | (profile.rerollMisses << 8) | ((profile.rerollOnes ? 1 : 0) << 13) | ((profile.fixedFour ? 1 : 0) << 14) | ((profile.rerollHighest ? 1 : 0) << 15) | ((profile.rerollHit ? 1 : 0) << 16)
      : -1;
  if (key >= 0) {
    const kept = KEPT_HITS.get(key);
    if (kept !== undefined) {
      for (let h = 0; h <= n; h++) out[h] = kept[h];
      return out;
    }
  }
  const p = profile.p;
  const firstRoll = profile.rerollOnes ? p + p / 6 : p;
  const fixedHit = profile.fixedFour && 4 >= profile.hitTarget ? 1 : 0;
  const random = profile.fixedFour ? n - 1 : n;
  const base = binomialPmf(random, firstRoll);
  // Module scratch, not two or three arrays per call: this runs at every attack's chance node
  // (bench-syndicate-protocol, sixth pass); the same sums in the same order.
  const work = scratch(WORK, n);
  for (let h = 0; h <= random; h++) work[h + fixedHit] = base[h];
  if (profile.rerollMisses > 0) {
    const next = scratch(NEXT, n);
    for (let h = 0; h <= n; h++) {
      if (work[h] === 0) continue;
      const k = Math.min(profile.rerollMisses, n - h);
      const extra = binomialPmf(k, p);
      for (let j = 0; j <= k; j++) next[h + j] += work[h] * extra[j];
    }
    for (let h = 0; h <= n; h++) work[h] = next[h];
  }
  if (profile.rerollHighest) forcedReroll(work, n, p, true);
  if (profile.rerollHit) forcedReroll(work, n, p, false);
  for (let h = 0; h <= n; h++) out[h] = work[h];
  if (key >= 0) KEPT_HITS.set(key, out.slice(0, n + 1));
  return out;
}

/** hitsDistribution's results by shape (rof, Hit Target, rerolls, Glyph's fixed die): at most 2^17 keys, a few dozen in use. */
const KEPT_HITS = new Map<number, Float64Array>();
const WORK = new Float64Array(MAX_DICE + 1);
const NEXT = new Float64Array(MAX_DICE + 1);

/** `table` with slots 0..n zeroed, or a fresh array when n is past MAX_DICE. */
function scratch(table: Float64Array, n: number): Float64Array {
  if (n + 1 > table.length) return new Float64Array(n + 1);
  table.fill(0, 0, n + 1);
  return table;
}

/** One die rerolled: a hit if there is one; with none, the highest (a miss) only when `orMiss`. */
function forcedReroll(work: Float64Array, n: number, p: number, orMiss: boolean): void {
  const next = scratch(NEXT, n);
  for (let h = 0; h <= n; h++) {
    if (h === 0 && !orMiss) {
      next[0] += work[0];
      continue;
    }
    const kept = h === 0 ? 0 : h - 1;
    next[kept] += work[h] * (1 - p);
    next[kept + 1] += work[h] * p;
  }
  for (let h = 0; h <= n; h++) work[h] = next[h];
}

/**
 * Resolves the attack with explicit dice: `die()` gives the next face 1-6
 * (the sampler's stream, or a test's script). Returns the final hits.
 * Dice are read in order: the initial roll, each 1 rerolled (Sustained Fire),
 * each missed die rerolled (first misses first), the highest die (Phantom
 * Feint), then one hit (Signal Jam).
 */
export function rollHits(profile: AttackProfile, die: () => number, faces: Uint8Array = new Uint8Array(MAX_DICE)): number {
  const n = profile.rof;
  if (!profile.legal || n === 0) return 0;
  const target = profile.hitTarget;
  const start = profile.fixedFour ? 1 : 0;
  if (profile.fixedFour) faces[0] = 4;
  for (let i = start; i < n; i++) faces[i] = die();
  if (profile.rerollOnes) for (let i = start; i < n; i++) if (faces[i] === 1) faces[i] = die();
  let rerolls = profile.rerollMisses;
  for (let i = 0; i < n && rerolls > 0; i++) {
    if (faces[i] < target) {
      faces[i] = die();
      rerolls--;
    }
  }
  if (profile.rerollHighest) {
    let highest = 0;
    for (let i = 1; i < n; i++) if (faces[i] > faces[highest]) highest = i;
    faces[highest] = die();
  }
  if (profile.rerollHit) {
    for (let i = 0; i < n; i++) {
      if (faces[i] >= target) {
        faces[i] = die();
        break;
      }
    }
  }
  let hits = 0;
  for (let i = 0; i < n; i++) if (faces[i] >= target) hits++;
  return hits;
}

/** Mean final damage of a profile (exact). */
export function meanDamage(profile: AttackProfile, scratch?: Float64Array): number {
  const pmf = hitsDistribution(profile, scratch);
  let mean = 0;
  for (let h = 0; h <= profile.rof; h++) mean += pmf[h] * profile.damage[h];
  return mean;
}

/**
 * Mean final damage without allocating: the binomial terms are built in
 * place when no reroll or fixed die changes the count (the player's hot
 * path, ai.ts), otherwise the exact distribution.
 */
export function expectedDamage(profile: AttackProfile): number {
  if (!profile.legal || profile.rof === 0) return 0;
  if (profile.rerollOnes || profile.rerollMisses > 0 || profile.rerollHighest || profile.rerollHit || profile.fixedFour) return meanDamage(profile);
  const n = profile.rof;
  const p = profile.p;
  const q = 1 - p;
  let term = q ** n;
  let mean = 0;
  for (let h = 0; h <= n; h++) {
    mean += term * profile.damage[h];
    term *= ((n - h) / (h + 1)) * (p / q);
  }
  return mean;
}
