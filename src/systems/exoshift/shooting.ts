/**
 * The numbers of one shot (Combat › Shooting, `001_9ac883e80b2d20e9.txt`):
 * the Combat target to hit, the Defense target after cover and Power, the
 * disruption clause, and the focus budget. Pure arithmetic shared by the
 * attack pipeline (attack.ts) and the game (targeting.ts, unitShoot.ts), so both read the
 * rulebook the same way under every variant.
 *
 * Example: Sol Line Infantry (COM 6) with two Aim at short range against a
 * Sol Line Infantry (DEF 5) in the open with an IGI-87 (Power 2): hit on
 * d10 <= 8, save on d10 <= 3, so P(damage) = 0.8 x 0.7 = 0.56.
 */
import type { Weapon } from './profiles.ts';
import type { ExoshiftVariants } from './rules.ts';
import * as RulesModule from './rules.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { COVER_BONUS, INDIRECT_PENALTY_BLIND, INDIRECT_PENALTY_LOS, OBSCURED_PENALTY, POINT_BLANK_BONUS, STUNNED_PENALTY, halfUp } = RulesModule;

/** Range bands (Check Range): 0 point blank (within 2"), 1 short, 2 medium, 3 long, 4 out of range. */
export const RANGE_BANDS = ['point-blank', 'short', 'medium', 'long'] as const;
export type RangeBandName = (typeof RANGE_BANDS)[number];
export const OUT_OF_RANGE = 4;

/** The band of a distance in inches for a weapon; OUT_OF_RANGE past the long band. */
export function rangeBand(weapon: Weapon, distance: number): number {
  if (distance <= 2) return 0;
  if (distance <= weapon.range[0].max) return 1;
  if (distance <= weapon.range[1].max) return 2;
  if (distance <= weapon.range[2].max) return 3;
  return OUT_OF_RANGE;
}

/** Combat modifier of a band: point blank ignores range modifiers and gives +2. */
export function rangeModifier(weapon: Weapon, band: number): number {
  return band === 0 ? POINT_BLANK_BONUS : weapon.range[band - 1].mod;
}

export const INDIRECT_MODES = ['none', 'with-los', 'blind'] as const;

export interface ShotSituation {
  com: number;
  attackerStunned: boolean;
  weapon: Weapon;
  band: number;
  /** 0 none, 1 light, 2 heavy. */
  cover: number;
  /** Obscured by terrain other than the cover (cover itself may count as Obscured: variant `cover`). */
  obscured: boolean;
  hunkered: boolean;
  /** Familiar Terrain: +1 Defense when hunkered in its own deployment zone. */
  familiar: boolean;
  targetDef: number;
  targetQlt: number;
  targetDisruption: number;
  targetDowned: boolean;
  /** Cautious Leadership Bonus: -1 Combat to the attacker, +1 Quality to the leader. */
  cautious: boolean;
  /** 0 direct, 1 indirect with LoS, 2 indirect without LoS. */
  indirect: number;
  /** Spotter: ignore indirect penalties except PDS. */
  spotted: boolean;
  /** The best PDS rating protecting the target against indirect fire (targeting.ts pdsRating: one PDS at a time, not a sum). */
  pds: number;
  /** Assault attacks: no cover or obscurement, Close Quarters bonus. */
  assault: boolean;
  /** Extra Combat from other rules (an unfinished emplacement, scenario rules). */
  other: number;
}

export interface ShotNumbers {
  /** d10 <= hitTarget hits, before Aim. */
  hitTarget: number;
  /** d10 <= defenseTarget saves (Defense after modifiers, minus Power). */
  defenseTarget: number;
  /** Defense the disruption clause compares die + Power with (modified or printed, variant `defenseDisruption`). */
  defenseReference: number;
  /** [PLAYTEST] Defense at 0 or less: damage with no test. */
  autoDamage: boolean;
  /** d10 <= this passes the Quality save (variant `qualitySave`); -1 when there is none. */
  qualitySave: number;
  /** Quality the casualty roll subtracts (Cautious Leadership adds 1). */
  casualtyQuality: number;
}

export function shotNumbers(s: ShotSituation, v: ExoshiftVariants): ShotNumbers {
  const cover = s.assault ? 0 : s.cover;
  const coverCombat = v.cover === 'defense' ? 0 : COVER_BONUS[cover];
  const coverDefense = v.cover === 'combat' ? 0 : COVER_BONUS[cover];
  // Models in cover also count as Obscured (Combat › Cover), except in the Combat-penalty-only reading; never more than -1.
  const obscured = !s.assault && (s.obscured || (cover > 0 && v.cover !== 'combat'));
  const hunker = s.hunkered && cover > 0 ? 1 : 0;
  let hit = s.com + rangeModifier(s.weapon, s.band) - coverCombat - (obscured ? OBSCURED_PENALTY : 0) - hunker + s.other;
  if (s.attackerStunned) hit -= STUNNED_PENALTY;
  if (s.targetDowned) hit += 1;
  if (s.cautious) hit -= 1;
  if (s.assault) hit += s.weapon.closeQuarters;
  if (s.indirect > 0) {
    // A Spotter's spot lifts the indirect penalty (Weapons › Indirect Fire), or not (the Spotter trait entry: variant spotterPenalties, EX-041).
    if (!s.spotted || v.spotterPenalties === 'kept') hit -= s.indirect === 1 ? INDIRECT_PENALTY_LOS : INDIRECT_PENALTY_BLIND;
    hit -= s.pds;
  }
  // Familiar Terrain: with Hunker Down's own bonus (in cover), or whenever Hunkered Down (variant familiarTerrain, EX-120).
  const familiar = s.familiar && (v.familiarTerrain === 'hunkered' ? s.hunkered : hunker > 0) ? 1 : 0;
  const defense = s.targetDef + coverDefense + hunker + familiar - (s.targetDowned ? 1 : 0);
  const defenseTarget = defense - s.weapon.power;
  const casualtyQuality = s.targetQlt + (s.cautious ? 1 : 0);
  return {
    hitTarget: hit,
    defenseTarget,
    defenseReference: v.defenseDisruption === 'save-base' ? s.targetDef : defense,
    autoDamage: v.autoDamageAtZero === 'on' && defenseTarget <= 0,
    qualitySave: v.qualitySave === 'on' ? casualtyQuality - s.targetDisruption : -1,
    casualtyQuality,
  };
}

/** Disruption a save gives (Defense Test: die + Power >= Defense gives 1 per point of damage). */
export function saveDisruption(face: number, n: ShotNumbers, weapon: Weapon, saved: boolean, v: ExoshiftVariants): number {
  if (v.defenseDisruption === 'none' || n.autoDamage) return 0;
  if (!saved && v.defenseDisruption !== 'always-modified') return 0;
  return face + weapon.power >= n.defenseReference ? weapon.damage : 0;
}

/** Disruption from the casualty table's own lines (Unhurt, Stunned, Downed). */
export function casualtyDisruption(band: number, damage: number, v: ExoshiftVariants): number {
  if (band <= 1) return v.damageAvoided === 'all' ? damage : damage - 1;
  if (band === 2) return damage - 1;
  return 0;
}

export const FOCUS_ACTIONS = ['focus-fire', 'advance', 'snap-fire', 'assault', 'defensive-fire'] as const;
export type FocusAction = (typeof FOCUS_ACTIONS)[number];

/**
 * Focus bonuses (Choose Focus Bonuses): Quality minus Disruption for Focused
 * Fire; for Advance, Disruption first, then halved (up), unless the weapon
 * fires on the move and its "Quality Bonus" is read as the Focus Bonus
 * (variant fireOnTheMove, EX-037; only an Advance reads `v`, and without it
 * the default reading). Snap Fire and assault attacks get none.
 */
export function focusBudget(qlt: number, disruption: number, action: FocusAction, weapon: Weapon, v?: ExoshiftVariants): number {
  const base = Math.max(0, qlt - disruption);
  if (action === 'focus-fire' || action === 'defensive-fire') return base;
  if (action === 'advance') return weapon.fireOnTheMove && (v === undefined || v.fireOnTheMove === 'not-halved') ? base : halfUp(base);
  return 0;
}

/** Most extra shots a weapon allows (variant `extraShots`). */
export function maxExtraShots(weapon: Weapon, v: ExoshiftVariants): number {
  return v.extraShots === 'rof-total' ? weapon.rof - 1 : weapon.rof;
}

/**
 * Focus spent on `extra` extra shots with `aim` Aim on every shot: each extra
 * shot 1, each Aim 1 per shot (v0.53). In the `free-rof` arm every RoF shot
 * is free, so only Aim costs.
 */
export function focusCost(aim: number, extra: number, v: ExoshiftVariants): number {
  return v.focusFire === 'free-rof' ? aim * (1 + extra) : aim * (1 + extra) + extra;
}

/**
 * The best even split for a budget when the player fires `extra` extra
 * shots: as much Aim per shot as the budget and Accuracy allow. Returns -1
 * when the extra shots alone exceed the budget.
 */
export function aimFor(budget: number, extra: number, weapon: Weapon, v: ExoshiftVariants): number {
  const left = v.focusFire === 'free-rof' ? budget : budget - extra;
  if (left < 0) return -1;
  return Math.min(weapon.accuracy, Math.floor(left / (1 + extra)));
}

/** P(a shot deals damage) from its numbers (for choosing targets and focus, not for resolving). */
export function damageChance(n: ShotNumbers, weapon: Weapon, aim: number): number {
  const t = n.hitTarget + aim;
  const hit = (t <= 0 ? 0 : t >= 10 ? 10 : t) / 10;
  const lands = weapon.aoe ? Math.max(0, Math.min(10, weapon.aoe.saturation)) / 10 : 1;
  const save = n.autoDamage ? 0 : Math.max(0, Math.min(10, n.defenseTarget)) / 10;
  const quality = n.qualitySave >= 0 ? Math.max(0, Math.min(10, n.qualitySave)) / 10 : 0;
  return hit * lands * (1 - save) * (1 - quality);
}

/** The number of extra shots (with Aim spread evenly) that maximises P(at least one damaging shot), and that chance. */
export function bestFocus(n: ShotNumbers, weapon: Weapon, budget: number, maxExtra: number, v: ExoshiftVariants): [number, number] {
  let best = 0;
  let bestExtra = 0;
  for (let extra = 0; extra <= maxExtra; extra++) {
    const aim = aimFor(budget, extra, weapon, v);
    if (aim < 0) break;
    const p = 1 - Math.pow(1 - damageChance(n, weapon, aim), 1 + extra);
    if (p > best + 1e-9) {
      best = p;
      bestExtra = extra;
    }
  }
  return [bestExtra, best];
}
