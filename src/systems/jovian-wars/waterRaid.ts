/**
 * Water Raid (`002_f697cf6215cb147c.txt`, Scenarios › Advanced Scenarios › Water Raid; variant `scenario=water-raid`,
 * JW-020, JW-064): the scenario's water, its Stationary Comet, Mining the Comet, the transfers and the Objective Points.
 * scenarios.ts holds the scenario state (`water` per model, `comet`, `mined`); the heuristic's play is scenarioAi.ts.
 *
 * - Standard Deployment Zone, Fleet Deployment; "Attacker/Defender chosen by Random Selection": seat 0 is the Attacker
 *   and has Initiative (the match runner swaps seats, so each fleet plays both roles), as in Ambush.
 * - Water Reserves: "the Defender deploys a single [Stationary] [Comet] in their deployment zone": a Comet Body and Tail
 *   that never move (no 2d6 drift; comet.ts skips it), placed by a fixed policy: the Body (1.5" radius) on the table's
 *   centre line 3" from the Defender's edge, behind its capital ships (6" in) and squadrons (10" in), the Tail (4")
 *   touching it on the edge side, so no deployed model stands in either and the Tail lies away from the fight.
 * - "The Defender must distribute 10 units of water across their Fleet": a fixed policy (WATER_POLICY): one unit at a
 *   time round the capital ships in fleet order, carriers (Hangers) only once the others are full, so they keep room
 *   for mined water (each at most 5 at the start: "Capital Ships may be issued a max of 5"),
 *   then Embarked Exo-Armor Squadrons (at most 3: "a max of 3 water units at any time, but may only start with 1 if not
 *   Embarked"), then Exo-Armor Squadrons on the table (at most 1). Fighters carry no water (the text names Exo-Armor
 *   Squadrons and Capital Ships only). Every shipped fleet has two or more capital ships: all 10 go on capital ships.
 * - Carrying: an Exo-Armor Squadron at most 3 at any time; a capital ship by variant `water-capacity`: `unlimited`
 *   (default: "no carrying capacity" read as "no limit", the sentence's "but may only start with 5" being the only
 *   limit it sets, in contrast to the squadrons' "max of 3 ... at any time") or `five` (never more than 5).
 * - Mine the Comet: a Defender Exo-Armor Squadron with an undamaged Lance resolves "a Bombing action against the
 *   Comet": it flies into contact with the Body (Boosting if it must), then rolls the Bombing pool (the Lance's AC +
 *   Skill + the Fuel bid, all of it Attack: the Comet attacks nothing, so no pool is kept for Defense) with the +2
 *   Bombing modifier and no Armor, opposed by the Comet's "Defense rating of 4" (attackPool.ts planAttack, the engine's
 *   bombing roll): D mines 1 unit, T 2, Q+ 3, no more than the squadron's room (3 at any time). The Lance is used and
 *   the Action spent; no free 4" move afterwards (a "may": a fixed policy, the squadron stays by the Comet).
 * - Transfer Water: a Landing squadron gives all its water to its carrier (under `five` as much as fits; the rest stays
 *   with the Embarked squadron); Launching takes up to 3 units from the carrier (`launchWater`), by a fixed policy none
 *   (water scores only on capital ships, as Break the Truce's Launch takes no pods).
 * - Water on a Destroyed model (Dead or Exploded ship, Destroyed squadron, squadrons lost with an Exploding carrier) is
 *   lost: the text is silent; nothing can carry it any more. It stays counted in `water` (the tally reads it as lost).
 * - Not modelled: "Once per game, an Exo-Armor squadron may forfeit a single water unit it has mined to gain the Fuel
 *   Pods trait" (a Fuel Pod token: +2 Fuel for one activation; never offered).
 *
 * Objective Points (printed): 3 for the most Victory Points after seven turns; the Defender 3 for 5+ and 4 for 10+
 * units Withdrawn on non-Crippled capital ships (its own, or ones it captured); the Attacker 3 for preventing 5+ and 4
 * for preventing 10+ from Withdrawing on capital ships. "Prevent" (`preventAs`): `not-withdrawn` (default) counts every
 * unit in the game (10 issued plus those mined) that did not Withdraw on a non-Crippled Defender capital ship by the
 * end (Captured water Withdrawn by the Attacker "counts for the captor": prevented); `denied` (the experiment's second
 * reading of the same games) only the units the Attacker took out: on Destroyed Defender models, on Crippled Defender
 * capital ships (Withdrawn or not) and on Captured ships. The tiers are scored cumulatively (every line that holds, the
 * literal reading of separate bullets, as Ambush's default) or `highest` (a side's best line only; the experiment's).
 */
import type { AttackPlan } from './attackPool.ts';
import { planAttack, situation } from './attackPool.ts';
import type { SquadronCard } from './cards.ts';
import { highestMagnitude } from '../../dice/setMagnitudes.ts';
import type { JovianState } from './game.ts';
import type { Terrain } from './terrain.ts';
import type { Unit } from './units.ts';

/** "The Defender must distribute 10 units of water across their Fleet." */
export const WATER_TOTAL = 10;
/** "Capital Ships may be issued a max of 5 water units total during deployment." */
export const CAPITAL_START_MAX = 5;
/** "Exo-Armor Squadrons may carry a max of 3 water units at any time" (also the most Launch takes along). */
export const SQUADRON_MAX = 3;
/** "... but may only start with 1 if not Embarked." */
export const SQUADRON_TABLE_START = 1;
/** "The Comet is considered to have a Defense rating of 4." */
export const COMET_DEFENSE = 4;
/** The Stationary Comet's Body and Tail radii (placeComet's ranges: Body 1-2", Tail 3-5"; their middles). */
export const COMET_BODY_R = 1.5;
export const COMET_TAIL_R = 4;
/** The Body's centre, inches from the Defender's table edge (behind its capital ships, 6" in). */
export const COMET_DEPTH = 3;
/** How far from the Body's edge a Mining squadron stops (bases are points; the Body may not be overlapped). */
export const MINE_STANDOFF = 0.5;
/** The rules card's name for the distribution policy. */
export const WATER_POLICY = 'round-robin over capital ships (max 5 each; carriers only after the others), then Embarked exo-armor (max 3), then table exo-armor (max 1)';

const hasHangers = (u: Unit) => u.def.traits.some((t) => t.startsWith('hangers:'));

/** Whether a model can carry water at all: capital ships and Exo-Armor Squadrons. */
export function carriesWater(u: Unit): boolean {
  return u.capital || u.def.kind === 'exo-armor';
}

/** The water units `u` may still take aboard now (Infinity for a capital ship under `water-capacity=unlimited`). */
export function waterRoom(s: JovianState, u: Unit): number {
  if (!carriesWater(u)) return 0;
  const held = s.scenario!.water[u.index];
  if (!u.capital) return Math.max(0, SQUADRON_MAX - held);
  return s.variants['water-capacity'] === 'five' ? Math.max(0, CAPITAL_START_MAX - held) : Infinity;
}

/** Water Reserves: the Defender's 10 units at deployment (WATER_POLICY), by unit index. */
export function distributeWater(s: JovianState, defender: number): number[] {
  const water = s.units.map(() => 0);
  let left = WATER_TOTAL;
  // One unit at a time round the capital ships (the load is spread, so one lost ship does not take it all); carriers
  // (Hangers) only once the others are full: they keep room for what their squadrons mine (under `water-capacity=five` too).
  for (const carriers of [false, true]) {
    const ships = s.units.filter((u) => u.side === defender && u.capital && hasHangers(u) === carriers);
    for (let placed = true; left > 0 && placed; ) {
      placed = false;
      for (const u of ships) {
        if (left > 0 && water[u.index] < CAPITAL_START_MAX) {
          water[u.index]++;
          left--;
          placed = true;
        }
      }
    }
  }
  for (const embarked of [true, false]) {
    for (const u of s.units) {
      if (left === 0 || u.side !== defender || u.def.kind !== 'exo-armor' || (u.status === 'embarked') !== embarked) continue;
      const n = Math.min(left, embarked ? SQUADRON_MAX : SQUADRON_TABLE_START);
      water[u.index] = n;
      left -= n;
    }
  }
  return water;
}

/** The Defender's Stationary Comet (module comment): Body then Tail, appended to the terrain; returns the Body's index. */
export function placeWaterComet(s: JovianState): number {
  const defender = 1 - s.scenario!.attacker;
  const edgeY = defender === 0 ? 0 : s.table;
  const toward = defender === 0 ? -1 : 1;
  const by = edgeY - toward * COMET_DEPTH;
  const body: Terrain = Object.freeze({ kind: 'comet-body', x: s.table / 2, y: by, r: COMET_BODY_R });
  const tail: Terrain = Object.freeze({ kind: 'comet-tail', x: s.table / 2, y: by + toward * (COMET_BODY_R + COMET_TAIL_R), r: COMET_TAIL_R });
  s.terrain = [...s.terrain, body, tail];
  s.scenario!.comet = s.terrain.length - 2;
  return s.scenario!.comet;
}

/** The index of the squadron's undamaged Lance, or -1 ("The Exo-Armor Squadron may only use its Lance to attack"). */
export function lanceOf(u: Unit): number {
  const weapons = u.def.weapons;
  for (let wi = 0; wi < weapons.length; wi++) if (weapons[wi].type === 'lance' && !((u.damaged >> wi) & 1) && !((u.used >> wi) & 1)) return wi;
  return -1;
}

/** Whether `u` may Mine the Comet now (besides being in reach): a Defender Exo-Armor Squadron with a Lance to use. */
export function mayMine(s: JovianState, u: Unit): boolean {
  const sc = s.scenario!;
  return sc.comet >= 0 && u.owner !== sc.attacker && u.side === u.owner && u.def.kind === 'exo-armor' && u.status === 'active' && lanceOf(u) >= 0;
}

/** Inches from `u` to the Mining point by the Comet's Body. */
export function mineGap(s: JovianState, u: Unit): number {
  const b = s.terrain[s.scenario!.comet];
  return Math.max(0, Math.hypot(u.x - b.x, u.y - b.y) - b.r - MINE_STANDOFF);
}

/** The Mining roll: the Bombing pool (Lance AC + Skill + bid) all as Attack, +2 Bombing, no Armor, against Defense 4. */
export function minePlan(s: JovianState, u: Unit, wi: number, bid: number): AttackPlan {
  const card = u.def as SquadronCard;
  const lance = card.weapons[wi];
  return planAttack(
    situation(lance, { targetIsCapital: true, armor: 0, window: 'bombing', baseOverride: lance.ac + card.skill + bid, defenseOverride: COMET_DEFENSE, attackerTraits: card.traits, attackerSkill: card.skill }),
    s.variants,
  );
}

/** A Mining roll: the squadron's pool, then the Comet's Defense (stage 1). */
export interface MineJob {
  kind: 'mine';
  unit: number;
  plan: AttackPlan;
  stage: number;
  primary: number;
}

/** The units a Mining result brings: D 1, T 2, Q+ 3 ("Attack Results of D mines 1 unit of water, T mines 2 units, and Q+ results mines 3 units"). */
export function minedUnits(code: number): number {
  return Math.min(3, highestMagnitude(code));
}

/** A Mining result `code` (finalCode of the opposed roll): the units go aboard the squadron, up to its room. */
export function resolveMine(s: JovianState, unit: Unit, code: number): number {
  const sc = s.scenario!;
  const found = minedUnits(code);
  const kept = Math.min(found, waterRoom(s, unit));
  sc.water[unit.index] += kept;
  sc.mined += kept;
  if (s.log) s.push({ kind: 'mine', unit: unit.index, result: 'NDTQ'[Math.min(3, highestMagnitude(code))], found, kept });
  return kept;
}

/** Transfer Water › Land: "automatically transfer their water units to the Capital Ship on which they are Embarked" (as much as fits). */
export function landWater(s: JovianState, from: Unit, to: Unit): void {
  const water = s.scenario!.water;
  const n = Math.min(water[from.index], waterRoom(s, to));
  water[to.index] += n;
  water[from.index] -= n;
}

/** Transfer Water › Launch: "may take with them up to 3 water units" from the carrier (the game's policy takes 0). */
export function launchWater(s: JovianState, unit: Unit, carrier: Unit, wanted: number): number {
  const water = s.scenario!.water;
  const n = Math.max(0, Math.min(wanted, SQUADRON_MAX, water[carrier.index], waterRoom(s, unit)));
  water[carrier.index] -= n;
  water[unit.index] += n;
  return n;
}

/** Where the water is at the end (or now). */
export interface WaterTally {
  /** Issued at deployment plus mined. */
  total: number;
  /** Withdrawn by the Defender on non-Crippled capital ships (its own or captured ones). */
  withdrawn: number;
  /** On Destroyed models (lost). */
  lost: number;
  /** On Crippled Defender capital ships (Withdrawn or not), on Captured ships, or lost: what the Attacker took out. */
  denied: number;
  /** Still in play or Withdrawn otherwise (on squadrons, on ships on the table, on Withdrawn squadrons). */
  other: number;
}

export function waterTally(s: JovianState): WaterTally {
  const sc = s.scenario!;
  const defender = 1 - sc.attacker;
  const t: WaterTally = { total: 0, withdrawn: 0, lost: 0, denied: 0, other: 0 };
  for (const u of s.units) {
    const n = sc.water[u.index] ?? 0;
    if (n === 0) continue;
    t.total += n;
    if (u.status === 'destroyed') {
      t.lost += n;
      t.denied += n;
    } else if (u.side !== u.owner && u.owner === defender) t.denied += n;
    else if (u.capital && u.side === defender && u.structure === 0) t.denied += n;
    else if (u.capital && u.side === defender && u.status === 'withdrawn') t.withdrawn += n;
    else t.other += n;
  }
  return t;
}

/** The Objective Points by seat (module comment); `preventAs` and `tiersAs` give the experiment's other readings. */
export function waterObjectivePoints(s: JovianState, vp: readonly number[], preventAs: 'not-withdrawn' | 'denied' = 'not-withdrawn', tiersAs: 'cumulative' | 'highest' = 'cumulative'): number[] {
  const sc = s.scenario!;
  const op = [0, 0];
  if (vp[0] !== vp[1]) op[vp[0] > vp[1] ? 0 : 1] += 3;
  const t = waterTally(s);
  const prevented = preventAs === 'denied' ? t.denied : t.total - t.withdrawn;
  const lines = (n: number) => (tiersAs === 'highest' ? (n >= 10 ? 4 : n >= 5 ? 3 : 0) : (n >= 5 ? 3 : 0) + (n >= 10 ? 4 : 0));
  op[1 - sc.attacker] += lines(t.withdrawn);
  op[sc.attacker] += lines(prevented);
  return op;
}
