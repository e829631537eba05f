/**
 * Damage jobs (`002_f697cf6215cb147c.txt`, Attack › Attack Window, Damage,
 * States › Crippled, Generic Special Actions › Withdraw): the queue of rolls a
 * game resolves between decisions. An attack job rolls its pool (after a
 * Cloak test, with the opposed roll, the Beam re-roll and Link's separate
 * rolls) and applies the result; critical hits queue weapon-damage d6 rolls,
 * Structure lost past the last box queues Catastrophic Damage rolls, and an
 * explosion queues an attack on every model within 6". Each job is a chance
 * node at a time (`JovianState.roll`).
 */
import type { OpposedVariant } from '../../dice/d6opposed.ts';
import { describeCode } from '../../dice/setMagnitudes.ts';
import { finalCode, planAttack, situation, type AttackPlan, type AttackWindowKind } from './attackPool.ts';
import { traitValue, type CapitalCard, type SquadronCard, type Weapon } from './cards.ts';
import { damageCapital, damageScale, DEFENSE, markRating, markStructure, newTally, SENSORS, squadronDamage, STRUCTURE, THRUSTERS, zeroedSystems, type DamageTable } from './damage.ts';
import type { JovianState } from './game.ts';
import { attackedArc, distance } from './geometry.ts';
import { POINT_DEFENSE } from './options.ts';
import { catastrophicResult, EXPLOSION_CLOSE, EXPLOSION_RADIUS, rangeBand, SPINAL_WEAPON_DAMAGE_ON, traitReading, WEAPON_DAMAGE_ON, type Variants } from './rules.ts';
import { defenseOf, rating, sensorsOf, tracksOf, type Unit } from './units.ts';

export interface AttackJob {
  kind: 'attack';
  attacker: number;
  weapon: number;
  target: number;
  plan: AttackPlan;
  table: DamageTable;
  window: AttackWindowKind;
  /** Skip when the attacker is out of play when the job starts (dogfight initiative order). */
  needsAttacker: boolean;
  stage: number;
  primary: number;
  rerolled: boolean;
  rollsLeft: number;
}
interface D6Job {
  kind: 'catastrophic' | 'weapon-damage';
  unit: number;
  weapon: number;
}
interface SkillJob {
  kind: 'withdraw';
  unit: number;
}
export type Job = AttackJob | D6Job | SkillJob;

const EXPLOSION = -2;

export function tableOf(w: Weapon): DamageTable {
  return w.type === 'mass-driver' ? 'mass-driver' : w.type === 'particle' ? 'particle' : 'standard';
}

/** The implicit Point Defense weapon: AC 0, AS = current Defense, Macro 0, Turret. */
function pointDefense(ship: Unit): Weapon {
  return { id: 'point-defense', name: 'Point Defense', type: 'kinetic', arc: ['T'], ac: 0, as: defenseOf(ship), macro: 0, traits: [], count: 1 };
}

function weaponOf(unit: Unit, wi: number): Weapon {
  return wi === POINT_DEFENSE ? pointDefense(unit) : unit.def.weapons[wi];
}

type SituationExtra = Partial<Parameters<typeof situation>[1]>;
/** The `extra` of an ordinary attack and of a Kinetic Cannon's secondary target: the two the plan cache knows. */
export const NO_EXTRA: SituationExtra = Object.freeze({});
const SECONDARY: SituationExtra = Object.freeze({ secondaryTarget: true });

const WINDOW_INDEX: Record<AttackWindowKind, number> = { activation: 0, bombing: 1, dogfight: 2, 'point-defense': 3, explosion: 4 };
const BAND_INDEX = { short: 0, optimum: 1, long: 2 } as const;
const ARC_INDEX = { fore: 0, side: 1, aft: 2 } as const;
/**
 * Plans by everything they depend on, per variants object: the same weapon,
 * target card, band, arc and state give the same dice, and a game asks again
 * and again (the heuristic scores every fire option; `scripts/bench-jovian-wars.ts`).
 * Plans are never mutated, so jobs share them.
 */
const planCaches = new WeakMap<Variants, Map<number, AttackPlan>>();

/** The attack's dice for this unit, weapon and target now (attackPool.ts). */
export function planFor(s: JovianState, unit: Unit, wi: number, target: Unit, window: AttackWindowKind, extra: SituationExtra = NO_EXTRA): AttackPlan {
  const w = weaponOf(unit, wi);
  const tCard = target.def;
  const aCard = unit.def;
  const d = distance(unit.x, unit.y, target.x, target.y);
  const stealth = traitReading(s.variants, 'stealth') === 'traits-2' ? traitValue(tCard.traits, 'stealth') : 0;
  const sensors = wi === POINT_DEFENSE ? 0 : Math.max(0, sensorsOf(unit) - stealth);
  const band = rangeBand(d, tCard.signature, sensors, s.variants['optimum-edge']);
  const capital = tCard.kind === 'capital';
  let support = 0;
  if (capital && w.type === 'missile') {
    for (const f of s.units) if (f !== target && f.side === target.side && f.inPlay() && f.capital && distance(f.x, f.y, target.x, target.y) <= 3) support++;
  }
  const evasive = !capital && (traitValue(tCard.traits, 'evasive') > 0 || target.boosted) && target.fuel > 0;
  const linked = traitValue(w.traits, 'link') > 0 ? w.count : 1;
  const arc = capital ? attackedArc(target.heading, target.x, target.y, unit.x, unit.y) : 'fore';
  const missileDefense = capital ? defenseOf(target) : tCard.skill;
  let key = -1;
  if ((extra === NO_EXTRA || extra === SECONDARY) && wi < 7 && w.as < 16 && support < 8 && missileDefense < 16 && unit.ordinal < 64 && target.ordinal < 64) {
    key = unit.ordinal * 8 + wi + 1;
    key = key * 16 + (wi === POINT_DEFENSE ? w.as : 0);
    key = key * 64 + target.ordinal;
    key = ((key * 3 + BAND_INDEX[band]) * 3 + ARC_INDEX[arc]) * 8 + support;
    key = ((key * 2 + (evasive ? 1 : 0)) * 2 + (evasive && target.boosted ? 1 : 0)) * 16 + missileDefense;
    key = (key * 5 + WINDOW_INDEX[window]) * 2 + (extra === SECONDARY ? 1 : 0);
  }
  let cache = planCaches.get(s.variants);
  if (!cache) {
    cache = new Map();
    planCaches.set(s.variants, cache);
  }
  if (key >= 0) {
    const known = cache.get(key);
    if (known) return known;
  }
  const plan = planAttack(
    situation(w, {
      targetIsCapital: capital,
      armor: capital ? (tCard as CapitalCard).armor[arc] : (tCard as SquadronCard).armor,
      arc,
      targetTraits: tCard.traits,
      missileDefense,
      targetSkill: tCard.skill,
      targetStartingStructure: capital ? (tCard as CapitalCard).structure.length : 2,
      evasive,
      evasiveFuel: evasive && target.boosted,
      band,
      window,
      attackerTraits: aCard.traits,
      attackerSkill: aCard.skill,
      support,
      linked,
      ...extra,
    }),
    s.variants,
  );
  if (key >= 0) cache.set(key, plan);
  return plan;
}

export function attackJob(attacker: number, weapon: number, target: number, plan: AttackPlan, table: DamageTable, window: AttackWindowKind, needsAttacker: boolean): AttackJob {
  return { kind: 'attack', attacker, weapon, target, plan, table, window, needsAttacker, stage: plan.declareChance < 1 ? -1 : 0, primary: 0, rerolled: false, rollsLeft: plan.rolls };
}

export function queueAttack(s: JovianState, unit: Unit, wi: number, target: Unit, window: AttackWindowKind, secondary: boolean): void {
  const w = weaponOf(unit, wi);
  const plan = planFor(s, unit, wi, target, window, secondary ? SECONDARY : NO_EXTRA);
  s.jobs.push(attackJob(unit.index, wi, target.index, plan, tableOf(w), window, false));
}

/** Starts the first queued job: sets the roll it needs, or drops it when it no longer applies. */
export function startJob(s: JovianState, job: Job): void {
  if (job.kind === 'attack') {
    const attacker = s.units[job.attacker];
    const target = s.units[job.target];
    if (!target.inPlay() || (job.needsAttacker && !attacker.inPlay())) {
      s.jobs.shift();
      return;
    }
    s.stats.attacks++;
    if (job.plan.opposed) s.stats.opposedRolls++;
    s.roll = job.stage === -1 ? { base: attacker.def.skill, flex: 0, macro: 0 } : job.plan.poolParams;
    return;
  }
  if (job.kind === 'withdraw') {
    s.roll = { base: s.units[job.unit].def.skill, flex: 0, macro: 0 };
    return;
  }
  const unit = s.units[job.unit];
  if (job.kind === 'catastrophic' && unit.status !== 'crippled') {
    s.jobs.shift();
    return;
  }
  s.roll = 'd6';
}

function countDice(s: JovianState): void {
  const r = s.roll;
  s.stats.rolls++;
  if (r === 'd6') s.stats.diceRolled++;
  else if (r) s.stats.diceRolled += r.base < 2 ? 2 : r.base + r.flex + Math.abs(r.macro);
}

/** Resolves the pending roll of the first job with this outcome, then settles the state. */
export function resolveRoll(s: JovianState, outcome: number): void {
  countDice(s);
  s.roll = null;
  const job = s.jobs[0];
  if (job.kind === 'attack') continueAttack(s, job, outcome);
  else if (job.kind === 'withdraw') {
    s.jobs.shift();
    const unit = s.units[job.unit];
    const ok = outcome !== 0;
    if (ok) unit.status = 'withdrawn';
    if (s.log) s.push({ kind: 'withdraw', unit: unit.index, roll: describeCode(outcome), success: ok });
  } else if (job.kind === 'weapon-damage') {
    s.jobs.shift();
    const unit = s.units[job.unit];
    const spinal = unit.def.weapons[job.weapon].arc.includes('SPN');
    const hit = outcome >= (spinal ? SPINAL_WEAPON_DAMAGE_ON : WEAPON_DAMAGE_ON);
    if (hit) unit.damaged |= 1 << job.weapon;
    if (s.log) s.push({ kind: 'weapon-damage', unit: unit.index, weapon: unit.def.weapons[job.weapon].name, die: outcome, damaged: hit });
  } else {
    s.jobs.shift();
    catastrophic(s, s.units[job.unit], outcome);
  }
  s.settle();
}

function continueAttack(s: JovianState, job: AttackJob, outcome: number): void {
  const plan = job.plan;
  if (job.stage === -1) {
    // Cloak (traits-2): a Skill Test D+ to target the cloaked model at Long Range.
    if (outcome === 0) {
      s.jobs.shift();
      if (s.log) s.push({ kind: 'cloak-test', unit: job.attacker, success: false });
      return;
    }
    job.stage = 0;
    s.roll = plan.poolParams;
    return;
  }
  if (job.stage === 0 && plan.opposed) {
    job.primary = outcome;
    job.stage = 1;
    s.roll = plan.opposed;
    return;
  }
  const primary = job.stage === 0 ? outcome : job.primary;
  const secondary = job.stage === 1 ? outcome : 0;
  const code = finalCode(plan, primary, secondary, s.variants.opposed as OpposedVariant);
  if (code === 0 && plan.rerollOnN && !job.rerolled) {
    job.rerolled = true;
    job.stage = 0;
    s.roll = plan.poolParams;
    return;
  }
  applyDamage(s, job, code);
  job.rollsLeft--;
  if (job.rollsLeft > 0 && s.units[job.target].inPlay()) {
    job.stage = 0;
    job.rerolled = false;
    s.roll = plan.poolParams;
    return;
  }
  s.jobs.shift();
}

const SCALES = new Map<string, number[]>();

/** The `squadron-damage` scale, parsed once. */
function scaleOf(id: string): number[] {
  let scale = SCALES.get(id);
  if (!scale) {
    scale = damageScale(id);
    SCALES.set(id, scale);
  }
  return scale;
}

function applyDamage(s: JovianState, job: AttackJob, code: number): void {
  const target = s.units[job.target];
  const card = target.def;
  if (card.kind !== 'capital') {
    const dmg = squadronDamage(code, scaleOf(s.variants['squadron-damage']));
    target.structure = Math.max(0, target.structure - dmg);
    if (target.structure === 0) target.status = 'destroyed';
    if (s.log) s.push({ kind: 'hit', attacker: job.attacker, weapon: job.weapon, target: target.index, result: describeCode(code), damage: dmg, left: target.structure, destroyed: target.structure === 0 });
    return;
  }
  const ship = tracksOf(target);
  const tally = newTally();
  damageCapital(ship, code, job.table, tally);
  // Critical Hit: the attacker's choice, played as the strongest remaining of Defense, Sensors, Thrusters,
  // else a weapon (5+, Spinal 6+), else Structure.
  for (let i = 0; i < tally.criticals; i++) {
    let best = -1;
    for (const r of [DEFENSE, SENSORS, THRUSTERS]) if ((ship.tracks[r][ship.marked[r]] ?? 0) > (best < 0 ? 0 : ship.tracks[best][ship.marked[best]])) best = r;
    if (best >= 0) markRating(ship, best, false, tally);
    else {
      const wi = target.def.weapons.findIndex((_, k) => !((target.damaged >> k) & 1));
      if (wi >= 0) s.jobs.push({ kind: 'weapon-damage', unit: target.index, weapon: wi });
      else markStructure(ship, tally);
    }
  }
  const wasCrippled = target.status === 'crippled';
  target.marked = Array.from(ship.marked);
  target.structure = rating(target, STRUCTURE);
  if (s.log) s.push({ kind: 'hit', attacker: job.attacker, weapon: job.weapon, target: target.index, result: describeCode(code), structure: tally.structure, rating: tally.rating, criticals: tally.criticals, left: target.structure });
  if (!wasCrippled && target.structure === 0) {
    // States › Crippled: roll when the ship "loses its last Structure" and each time it would lose more.
    target.status = 'crippled';
    if (s.log) s.push({ kind: 'crippled', unit: target.index });
    s.jobs.push({ kind: 'catastrophic', unit: target.index, weapon: 0 });
  }
  for (let i = 0; i < tally.overflow; i++) s.jobs.push({ kind: 'catastrophic', unit: target.index, weapon: 0 });
}

function catastrophic(s: JovianState, unit: Unit, die: number): void {
  if (unit.status !== 'crippled') return;
  const total = die + zeroedSystems(tracksOf(unit));
  const result = catastrophicResult(die, zeroedSystems(tracksOf(unit)));
  if (s.log) s.push({ kind: 'catastrophic', unit: unit.index, die, total, result });
  if (result === 'none') return;
  unit.status = 'destroyed';
  if (result === 'explode') explode(s, unit);
}

/** Damage › Explosion: a Particle Cannon attack on every model within 6", AC = AS = Structure, Macro 2 within 3". */
function explode(s: JovianState, ship: Unit): void {
  const card = ship.def as CapitalCard;
  const structure = s.variants['explosion-structure'] === 'current' ? rating(ship, STRUCTURE) : card.structure[0];
  for (const m of s.units) {
    if (m === ship || !m.inPlay()) continue;
    const d = distance(ship.x, ship.y, m.x, m.y);
    if (d > EXPLOSION_RADIUS) continue;
    const w: Weapon = { id: 'explosion', name: 'Explosion', type: 'particle', arc: ['T'], ac: structure, as: structure, macro: d <= EXPLOSION_CLOSE ? 2 : 0, traits: [], count: 1 };
    const tCard = m.def;
    const capital = tCard.kind === 'capital';
    const plan = planAttack(
      situation(w, {
        targetIsCapital: capital,
        armor: capital ? (tCard as CapitalCard).armor[attackedArc(m.heading, m.x, m.y, ship.x, ship.y)] : (tCard as SquadronCard).armor,
        arc: capital ? attackedArc(m.heading, m.x, m.y, ship.x, ship.y) : 'fore',
        targetTraits: tCard.traits,
        band: d <= tCard.signature ? 'short' : 'optimum',
      }),
      s.variants,
    );
    s.jobs.push(attackJob(ship.index, EXPLOSION, m.index, plan, 'particle', 'activation', false));
  }
}
