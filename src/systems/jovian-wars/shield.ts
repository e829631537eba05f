/**
 * Traits › Shield (`002_f697cf6215cb147c.txt`; JW-115): "[D+] Results with values of [1] or [2] do one less damage."
 * No shipped card has Shield and the game does not play it; this is the trait's damage for the pipeline
 * (jw-shield). "One less damage" needs a reading on a capital ship, whose results do kinds of damage, not points
 * (Damage › Capital Ship Damage: D 1 Rating Damage; T 1 Structure + 1 Critical Hit; Q+ 2 Structure + 2 Critical Hits):
 * - `one-less` (default, the text's words): one fewer box of damage, Critical Hits untouched: a shielded D does
 *   nothing, a T only its Critical Hit, a Q+ 1 Structure and 2 Critical Hits; on a squadron the result's Squadron
 *   Damage minus 1.
 * - `step-down`: the result counts one Magnitude lower (D -> N, T -> D, Q -> T), as a Macro die's downgrade does.
 * On a squadron under the default 1-2-3 scale the two agree. Shielded results are resolved after the rest (the
 * totals of one hit do not depend on the order: damage.ts, jw-damage-pipeline's test).
 */
import { FACES, levelOf, withLevel } from '../../dice/setMagnitudes.ts';
import { damageCapital, markStructure, type DamageTable, type DamageTally, type Tracks } from './damage.ts';

export const SHIELD_READINGS = ['one-less', 'step-down'] as const;
export type ShieldReading = (typeof SHIELD_READINGS)[number];

/** "values of [1] or [2]". */
const SHIELDED = (value: number) => value <= 2;

/** The code with its shielded results taken out (values 3-6 only), and the shielded ones alone. */
function split(code: number): { open: number; shielded: number } {
  let open = code;
  let shielded = 0;
  for (let value = 1; value <= FACES; value++) {
    const level = levelOf(code, value);
    if (level === 0 || !SHIELDED(value)) continue;
    open = withLevel(open, value, 0);
    shielded = withLevel(shielded, value, level);
  }
  return { open, shielded };
}

/** step-down: every shielded result one Magnitude lower. */
export function stepDown(code: number): number {
  let out = code;
  for (let value = 1; value <= FACES; value++) {
    const level = levelOf(code, value);
    if (level > 0 && SHIELDED(value)) out = withLevel(out, value, level - 1);
  }
  return out;
}

/** A capital ship's damage from `code` against Shield under `reading` (standard-table results; Critical Hits counted, not resolved). */
export function shieldedCapital(ship: Tracks, code: number, table: DamageTable, reading: ShieldReading, tally: DamageTally): void {
  if (reading === 'step-down') {
    damageCapital(ship, stepDown(code), table, tally);
    return;
  }
  const { open, shielded } = split(code);
  damageCapital(ship, open, table, tally);
  for (let value = 1; value <= FACES; value++) {
    const level = levelOf(shielded, value);
    // D: its one Rating Damage gone; T: its Structure gone, its Critical Hit kept; Q+: one of its two Structure gone.
    if (level >= 2) tally.criticals += level === 2 ? 1 : 2;
    if (level === 3) markStructure(ship, tally);
  }
}

/** A squadron's damage from `code` against Shield (perSet: [0, D, T, Q] from the squadron-damage scale). */
export function shieldedSquadron(code: number, perSet: readonly number[], reading: ShieldReading): number {
  let damage = 0;
  for (let value = 1; value <= FACES; value++) {
    const level = levelOf(code, value);
    if (level === 0) continue;
    if (!SHIELDED(value)) damage += perSet[level];
    else damage += reading === 'one-less' ? perSet[level] - 1 : perSet[level - 1];
  }
  return damage;
}
