/**
 * Actions a model declares at the start of its activation
 * (`002_f697cf6215cb147c.txt`, Action; Generic Special Actions › Evade;
 * Capital Ship Special Actions › Station Keep, Hard Burn, Long Shot, Damage
 * Control; Repair; States › Evading, Station Keeping, Hard Burn:X):
 * what declaring each does, the Skill Tests of Long Shot and Damage Control,
 * and the repairs. Combined Attack is chosen with a squadron's move (flow.ts).
 */
import { highestMagnitude } from '../../dice/setMagnitudes.ts';
import { traitValue } from './cards.ts';
import { DEFENSE, SENSORS, THRUSTERS } from './damage.ts';
import type { JovianState } from './game.ts';
import { DAMAGE_CONTROL, DRONE_COMMAND, EVADE, HARD_BURN, LONG_SHOT, OVERDRIVE, REORIENT, repairable, SEARCH_PODS, STATION_KEEP } from './options.ts';
import { resolveSearch } from './scenarios.ts';
import { REPAIR_ON, REPAIR_RATING_BOXES, traitReading } from './rules.ts';
import type { Unit } from './units.ts';
import { queueSquadronRepairs } from './embark.ts';
import { repairSystemTrait, traitRepairs } from './systemDamage.ts';
import { resolveSilentRunning, resolveVectorAttack, SILENT_RUNNING, VECTOR_ATTACK } from './supportActions.ts';
import { sensorsOf } from './units.ts';

/** A Skill Test job of an Action (Long Shot, Damage Control). */
export interface ActionTestJob {
  kind: 'long-shot' | 'damage-control';
  unit: number;
}

/** A 1d6 repair attempt that needs REPAIR_ON (Repair table "4+"): a weapon line, -1 for one Rating Damage, -2 for one System Trait Damage. */
export interface RepairJob {
  kind: 'repair';
  unit: number;
  weapon: number;
}

/** Declares `action` for the active model (the Action list, options.ts). */
export function declareAction(s: JovianState, unit: Unit, action: number): void {
  s.declared = action;
  if (action === EVADE) unit.evading = true;
  else if (action === STATION_KEEP) unit.stationKeeping = true;
  // Hard Burn:X, "For most ships, X is 2 upon first entering the state" (variant hard-burn, JW-065).
  else if (action === HARD_BURN) unit.hardBurn = Number(s.variants['hard-burn'] ?? 2);
  else if (action === LONG_SHOT) s.jobs.push({ kind: 'long-shot', unit: unit.index });
  else if (action === DRONE_COMMAND) s.jobs.push({ kind: 'drone-command', unit: unit.index });
  else if (action === REORIENT) s.jobs.push({ kind: 'reorient', unit: unit.index, rating: 0 });
  // Silent Running: a Skill Test (supportActions.ts); Suppressing Fire needs nothing more than `declared` (the Fire phase reads it).
  else if (action === SILENT_RUNNING) s.jobs.push({ kind: 'silent-running', unit: unit.index, rating: 0 });
  else if (action === VECTOR_ATTACK) s.jobs.push({ kind: 'vector-attack', unit: unit.index, rating: 0 });
  // Break the Truce › Search for Escape Pods: a Skill Test (scenarios.ts).
  else if (action === SEARCH_PODS) s.jobs.push({ kind: 'search-pods', unit: unit.index, rating: 0 });
  else if (action > OVERDRIVE && action <= OVERDRIVE + 3) s.jobs.push({ kind: 'overdrive', unit: unit.index, rating: action - OVERDRIVE });
  else if (action === DAMAGE_CONTROL) {
    // Repair: "A single Repair attempt may repair damage on the Capital Ship declaring the Damage Control Special Action as well as any embarked Squadrons."
    if (repairable(unit)) s.jobs.push({ kind: 'damage-control', unit: unit.index });
    queueSquadronRepairs(s, unit);
  }
  if (s.log && action !== 0) s.push({ kind: 'action', unit: unit.index, action });
}

/** The Skill Test pool of an Action: Skill, +X for Damage Control with Repair:X under traits-2 ("improves its Skill rating by X"). */
export function actionTestBase(s: JovianState, job: ActionTestJob): number {
  const unit = s.units[job.unit];
  const repair = job.kind === 'damage-control' && traitReading(s.variants, 'repair') === 'traits-2' ? traitValue(unit.def.traits, 'repair') : 0;
  return unit.def.skill + repair;
}

/** The Skill Test result (a magnitude code) of a Long Shot or Damage Control. */
export function resolveActionTest(s: JovianState, job: ActionTestJob, code: number): void {
  const level = highestMagnitude(code);
  const unit = s.units[job.unit];
  if (s.log) s.push({ kind: 'action-test', unit: unit.index, test: job.kind, result: 'NDTQ'[level] });
  if (job.kind === 'long-shot') {
    s.longShot = level;
    return;
  }
  damageControl(s, unit, level);
}

/**
 * Repair › Capital Ship Repairing Itself: one row of the table by the result,
 * chosen by a fixed policy (the player's choice in the rulebook): Q repairs a
 * damaged non-Spinal weapon outright, else a damaged Spinal weapon on 4+ when
 * no rating is damaged, else 3 Rating Damage; T repairs 2 Rating Damage, or a
 * weapon on 4+ when no rating is damaged; D 1 Rating Damage; N 1 Rating Damage
 * on 4+. System Trait Damage (systemDamage.ts) is repaired only when no rating
 * is damaged and the result has no weapon row taken: by `system-trait-repair`,
 * table D one on 4+, T one, Q+ two. Structure and Marines are never repaired
 * ("no way ... out of the Crippled state").
 */
function damageControl(s: JovianState, unit: Unit, level: number): void {
  const ratingDamaged = unit.marked[DEFENSE] + unit.marked[SENSORS] + unit.marked[THRUSTERS] > 0;
  let weapon = -1;
  let spinal = -1;
  unit.def.weapons.forEach((w, wi) => {
    if (!((unit.damaged >> wi) & 1)) return;
    if (w.arc.includes('SPN')) spinal = spinal < 0 ? wi : spinal;
    else weapon = weapon < 0 ? wi : weapon;
  });
  if (level === 3 && weapon >= 0) {
    repairWeapon(s, unit, weapon);
    return;
  }
  if (level === 3 && spinal >= 0 && !ratingDamaged) {
    s.jobs.push({ kind: 'repair', unit: unit.index, weapon: spinal });
    return;
  }
  if (level === 2 && !ratingDamaged && weapon >= 0) {
    s.jobs.push({ kind: 'repair', unit: unit.index, weapon });
    return;
  }
  if (!ratingDamaged && unit.traitDamage !== 0 && level > 0) {
    // Repair table row "System Trait Damage - 4+ Auto 2x Auto" (or D+ one, JW-052).
    const row = traitRepairs(s.variants, level);
    if (row.onFour) s.jobs.push({ kind: 'repair', unit: unit.index, weapon: -2 });
    for (let i = 0; i < row.auto; i++) repairSystemTrait(s, unit);
    return;
  }
  if (level === 0) {
    if (ratingDamaged) s.jobs.push({ kind: 'repair', unit: unit.index, weapon: -1 });
    return;
  }
  for (let i = 0; i < REPAIR_RATING_BOXES[level]; i++) repairRating(s, unit);
}

/** An Overdrive Skill Test (Capital Ship Special Actions › Overdrive) for one rating track (Defense 1, Sensors 2, Thrusters 3). */
export interface OverdriveJob {
  /** Reorient shares the job: a Skill Test whose result the move uses (rating unused). */
  kind: 'overdrive' | 'reorient' | 'turn-test' | 'silent-running' | 'vector-attack' | 'search-pods';
  unit: number;
  rating: number;
}

/**
 * Overdrive: the Skill Test, then N damages the chosen rating "as if hit by a
 * single Particle Cannon attack, marking off redundant boxes", D "a single
 * damage", T+ none; then the ship is Overdriven for that rating (its full
 * value, units.ts rating) until the End Phase.
 */
export function resolveOverdrive(s: JovianState, job: OverdriveJob, code: number): void {
  const unit = s.units[job.unit];
  const level = highestMagnitude(code);
  if (job.kind === 'silent-running') {
    resolveSilentRunning(s, unit, level);
    return;
  }
  if (job.kind === 'search-pods') {
    resolveSearch(s, unit, code);
    return;
  }
  if (job.kind === 'vector-attack') {
    resolveVectorAttack(s, unit, level, sensorsOf(unit), s.table);
    return;
  }
  if (job.kind === 'turn-test') {
    // Capital Ship Movement: "If a Capital Ship has a Thrusters rating of 0, it may not turn unless it first passes a
    // Skill Test with a result of [D+]" (options.ts planOptions reads it).
    unit.turnTest = level;
    if (s.log) s.push({ kind: 'action-test', unit: unit.index, test: 'turn at Thrusters 0', result: 'NDTQ'[level] });
    return;
  }
  if (job.kind === 'reorient') {
    // Capital Ship Special Actions › Reorient: the result shapes this activation's move (options.ts planOptions).
    unit.reorient = level;
    if (s.log) s.push({ kind: 'action-test', unit: unit.index, test: 'reorient', result: 'NDTQ'[level] });
    return;
  }
  const r = job.rating;
  const track = unit.tracks[r];
  if (level <= 1 && unit.marked[r] < track.length) {
    const value = track[unit.marked[r]];
    do unit.marked[r]++;
    while (level === 0 && unit.marked[r] < track.length && track[unit.marked[r]] === value);
  }
  unit.overdriven = r;
  if (s.log) s.push({ kind: 'action-test', unit: unit.index, test: 'overdrive', result: 'NDTQ'[level] });
}

/** The 1d6 of a repair that needs 4+, +X with Repair:X under traits-1 ("add +X to the roll of 1d6"). */
export function resolveRepairDie(s: JovianState, job: RepairJob, die: number): void {
  const unit = s.units[job.unit];
  const bonus = traitReading(s.variants, 'repair') === 'traits-1' ? traitValue(unit.def.traits, 'repair') : 0;
  const ok = die + bonus >= REPAIR_ON;
  if (s.log) s.push({ kind: 'repair-die', unit: unit.index, die, success: ok });
  if (!ok) return;
  if (job.weapon >= 0) repairWeapon(s, unit, job.weapon);
  else if (job.weapon === -2) repairSystemTrait(s, unit);
  else repairRating(s, unit);
}

function repairWeapon(s: JovianState, unit: Unit, wi: number): void {
  unit.damaged &= ~(1 << wi);
  if (s.log) s.push({ kind: 'repaired', unit: unit.index, weapon: unit.def.weapons[wi].name });
}

/**
 * One Rating Damage repaired: one marked box of Defense, Sensors or Thrusters
 * cleared, on the track where that raises the current rating most (ties: the
 * track with more marked boxes, then Defense first). "Ratings may not be
 * increased past their starting values": only marked boxes are cleared.
 */
export function repairRating(s: JovianState, unit: Unit): void {
  let best = -1;
  let bestGain = -1;
  for (const r of [DEFENSE, SENSORS, THRUSTERS]) {
    const m = unit.marked[r];
    if (m === 0) continue;
    const track = unit.tracks[r];
    const gain = track[m - 1] - (track[m] ?? 0);
    if (gain > bestGain || (gain === bestGain && m > unit.marked[best])) {
      best = r;
      bestGain = gain;
    }
  }
  if (best < 0) return;
  unit.marked[best]--;
  if (s.log) s.push({ kind: 'repaired', unit: unit.index, rating: best });
}
