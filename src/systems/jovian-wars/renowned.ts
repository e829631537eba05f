/**
 * Renowned's Victory Points (`002_f697cf6215cb147c.txt`, Traits › Renowned, both chapters; JW-113): "If Destroyed
 * this model is worth +20% Victory Points per instance. If Captured this model is worth +30% Victory Points per
 * instance." Its Skill + 1 per instance is on the ship's derived card (cards.ts renownedCard); no printed card has
 * Renowned, so a fleet gives it with the side field `renowned` (illustrative).
 *
 * Victory Points › "the points total of the surviving models in their fleet", a Destroyed model worth 0 to its
 * owner; a Captured ship "worth 1.5x points for its captor". Whose the extra worth is, and what it is a share of,
 * the text leaves open (`renowned-vp`):
 * - `bonus` (default): a share of the ship's points to the player who took it: Destroyed, its controller's enemy
 *   scores 0.2 x n x TV; Captured, its captor scores 0.3 x n x TV more (1.5 + 0.3n in all, times its state's
 *   multiplier: Withdrawn 0.5, Crippled 0), as "worth ... for its captor" reads.
 * - `multiplier`: the ship's own worth raised by the share: Destroyed, 0 x (1 + 0.2n) = 0 (nothing, under the
 *   Introductory Scenario's surviving-points scoring); Captured, 1.5 x (1 + 0.3n) for its captor.
 * Under `victory=killed` (points killed) a Destroyed Renowned ship counts (1 + 0.2n) x TV for its killer under both.
 * "Destroyed" is the state (Dead or Explode, for a ship): a Crippled ship left on the table is not Destroyed.
 * Shares are worked out as TV x 2n / 10 and TV x 3n / 10, so whole-point values stay whole.
 */
import { traitValue } from './cards.ts';
import { VP_MULTIPLIER } from './rules.ts';
import type { Unit } from './units.ts';

/** Instances of Renowned on the model (0 for squadrons and every shipped card). */
export function renownedInstances(u: Unit): number {
  return u.capital ? traitValue(u.def.traits, 'renowned') : 0;
}

/** The state multiplier a model's points score with (Victory Points table), as JovianState.victoryPoints applies it. */
function stateMultiplier(u: Unit): number {
  if (u.status === 'active' || u.status === 'embarked' || u.status === 'reserve') return VP_MULTIPLIER.active;
  return u.status === 'withdrawn' ? VP_MULTIPLIER.withdrawn : 0;
}

/** Adds to `vp` (by seat) what Renowned ships are worth beyond the plain multipliers, under `renowned-vp`. */
export function addRenownedVictoryPoints(units: readonly Unit[], reading: string, vp: number[]): void {
  for (const u of units) {
    const n = renownedInstances(u);
    if (n === 0) continue;
    const tv = u.def.tv;
    if (u.status === 'destroyed') {
      if (reading === 'bonus') vp[1 - u.side] += (tv * 2 * n) / 10;
      continue;
    }
    if (u.side === u.owner) continue;
    const m = stateMultiplier(u);
    vp[u.side] += reading === 'bonus' ? (tv * m * 3 * n) / 10 : (tv * m * VP_MULTIPLIER.captured * 3 * n) / 10;
  }
}

/** Adds to `killed` (by seat) the +20% per instance of each Destroyed Renowned ship (`victory=killed`). */
export function addRenownedKilledPoints(units: readonly Unit[], killed: number[]): void {
  for (const u of units) {
    const n = renownedInstances(u);
    if (n > 0 && u.status === 'destroyed') killed[1 - u.side] += (u.def.tv * 2 * n) / 10;
  }
}
