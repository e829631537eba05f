/**
 * Traits › Heavy (`002_f697cf6215cb147c.txt`; JW-039, JW-058) and the toolkit's RULING for [Break Off] and
 * [Stay on Target], which the rulebook names but never defines. Neither the game nor the attack pipeline plays a
 * Break Off (the Dogfight procedure, Squadron Special Actions › Dogfight steps 1-8, has no such step, and no card
 * carries Heavy), so nothing here changes a game: this is the pure maths the experiment jw-break-off reports.
 *
 * The two chapters define Heavy twice (HEAVY_READINGS, default first, as the system's `traits` variant, whose default
 * is traits-1):
 * - `structure-for-st` (traits-1, line ~2934; the default): "Substitute this model's starting Structure for all
 *   instances of "ST" on the model's unit card." No printed card (nor data/cards.json) has an "ST" value for it to
 *   replace, and it says nothing about Break Off: under it a Heavy squadron breaks off as any other.
 * - `break-off-2d6` (traits-2, line ~3694): "This model only rolls 2d6 to [Break Off] from a Dogfight, regardless of
 *   Skill. The Heavy trait also allows the use of the [Stay on Target] Dogfight action."
 *
 * The ruling (BREAK_OFF_RULING; built only from the rulebook's own dice rules, nothing invented beyond them):
 * - Break Off is a Skill Test (Dice System › Skill Test: "make an Unopposed Roll using the model's Skill as the Base
 *   Pool ... An N is considered a failed test and a [D+] is successful"); success takes the squadron out of the
 *   Dogfight. Dice System › Base Pool of 1 applies: a Skill below 2 rolls 2d6 (d6Pool does this).
 * - Heavy under `break-off-2d6`: "only rolls 2d6 ... regardless of Skill": Base Pool 2, no Flex, no Macro.
 * - Stay on Target: the Heavy opponent's answer to a Break Off. Since Heavy "allows" it, no one else may use it; it
 *   turns the Break Off into an Opposed Roll (Dice System › Opposed Roll: "one player will be attempting to do some
 *   action while the other player is trying to prevent the action from occurring"), the breaking squadron Primary,
 *   the Heavy squadron Secondary with its Skill as the Base Pool, as Traits › Evasive builds its Secondary ("the
 *   Secondary Player's Base Pool is equal to their Skill rating"). Heavy's "only 2d6" is about Break Off, so the
 *   Stay on Target roll uses the full Skill. The Opposed Roll's blank D/T bullets follow the `opposed` variant
 *   (JW-022; default `steps`).
 * Consequence (exact, jw-break-off): Base Pool of 1 already gives a Skill 1 or 2 squadron 2d6, so Heavy's 2d6 changes
 * nothing there and is a penalty from Skill 3 on; it can never be a bonus while the Break Off roll carries no
 * penalty of its own (a negative Macro on a Skill 2 roll, say, which the 2d6 "only" would drop).
 */
import { applyEffect, secondaryEffect, type OpposedVariant } from '../../dice/d6opposed.ts';
import { CODE_COUNT } from '../../dice/setMagnitudes.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { exactPool, rollPool, type PoolParams } from './attackPool.ts';

export const HEAVY_READINGS = ['structure-for-st', 'break-off-2d6'] as const;
export type HeavyReading = (typeof HEAVY_READINGS)[number];

/** The toolkit's ruling, named so a report can say which it used (the rulebook defines neither action). */
export const BREAK_OFF_RULING = 'skill-test';

/** One Break Off: the breaking squadron's Skill and whether it is Heavy, and the Skill of a Heavy opponent declaring Stay on Target (null: none). */
export interface BreakOff {
  skill: number;
  heavy: boolean;
  reading: HeavyReading;
  stayOnTarget: number | null;
}

/** A one-line error naming the field, for bad input. */
function check(b: BreakOff): void {
  if (!Number.isInteger(b.skill) || b.skill < 0 || b.skill > 12) throw new Error(`breakOff: skill must be a whole number 0-12, got ${b.skill}`);
  if (!HEAVY_READINGS.includes(b.reading)) throw new Error(`breakOff: reading must be one of ${HEAVY_READINGS.join(', ')}, got ${b.reading}`);
  if (b.stayOnTarget !== null && (!Number.isInteger(b.stayOnTarget) || b.stayOnTarget < 0 || b.stayOnTarget > 12)) throw new Error(`breakOff: stayOnTarget must be null or a whole number 0-12, got ${b.stayOnTarget}`);
  // Stay on Target exists only through the traits-2 Heavy text.
  if (b.stayOnTarget !== null && b.reading !== 'break-off-2d6') throw new Error(`breakOff: stayOnTarget needs reading break-off-2d6 (only traits-2's Heavy allows it), got ${b.reading}`);
}

/** The breaking squadron's pool: its Skill as the Base Pool, or 2d6 flat for a Heavy squadron under `break-off-2d6`. */
export function breakOffPool(b: BreakOff): PoolParams {
  check(b);
  return b.heavy && b.reading === 'break-off-2d6' ? { base: 2, flex: 0, macro: 0 } : { base: b.skill, flex: 0, macro: 0 };
}

/** The Stay on Target pool (the Heavy opponent's Skill as the Secondary's Base Pool), or null. */
export function stayOnTargetPool(b: BreakOff): PoolParams | null {
  check(b);
  return b.stayOnTarget === null ? null : { base: b.stayOnTarget, flex: 0, macro: 0 };
}

/** Exact chance the squadron breaks off: P(its result is [D+] after any Stay on Target diminishes it). */
export function breakOffChance(b: BreakOff, opposed: OpposedVariant): number {
  const primary = exactPool(breakOffPool(b));
  const sot = stayOnTargetPool(b);
  if (sot === null) return 1 - primary[0];
  // The secondary matters only through its effect (as attackPool.ts exactAttack sums it).
  const secondary = exactPool(sot);
  const byEffect = new Map<number, number>();
  for (let q = 0; q < CODE_COUNT; q++) {
    if (secondary[q] === 0) continue;
    const e = secondaryEffect(q, opposed);
    byEffect.set(e, (byEffect.get(e) ?? 0) + secondary[q]);
  }
  let p = 0;
  for (let code = 1; code < CODE_COUNT; code++) {
    if (primary[code] === 0) continue;
    for (const [e, mass] of byEffect) if (applyEffect(code, e, opposed) !== 0) p += primary[code] * mass;
  }
  return p;
}

/** One sampled Break Off with the game's roller (attackPool.ts rollPool): the breaking squadron first, then the Stay on Target roll. */
export function rollBreakOff(b: BreakOff, opposed: OpposedVariant, rng: Xoshiro128): boolean {
  const code = rollPool(breakOffPool(b), rng);
  const sot = stayOnTargetPool(b);
  if (sot === null) return code !== 0;
  const against = rollPool(sot, rng);
  return applyEffect(code, secondaryEffect(against, opposed), opposed) !== 0;
}
