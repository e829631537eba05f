/**
 * The rules as code (`001_9ac883e80b2d20e9.txt`): every player action, and
 * what follows it up to the next decision (end of turn, end of round,
 * scoring, the next round's refresh, rally and CP), written as generators
 * that `yield` whenever a d10 is rolled and receive its face. The state
 * (state.ts) turns each yield into a chance node with faces 1..10 at 1/10,
 * so scripted dice in tests, the greedy agent's exact expectations and the
 * state's own stream all drive the same code.
 *
 * Helpers that read the table (range, cover, LoS) are in board.ts; the
 * numbers of a shot in shooting.ts (shared with the attack pipeline).
 */
import * as CasualtyModule from '../../dice/casualty.ts';
import type { GameEvent, JsonValue } from '../../game/state.ts';
import * as BoardModule from './board.ts';
import type { Numbers } from './layout.ts';
import * as LayoutModule from './layout.ts';
import type { Profile, Weapon } from './profiles.ts';
import * as RulesModule from './rules.ts';
import type { Setup } from './setup.ts';
import type { FocusAction, ShotNumbers } from './shooting.ts';
import * as ShootingModule from './shooting.ts';
import * as SightlinesModule from './sightlines.ts';
import * as HypotModule from './hypot.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { hypot } = HypotModule;
const { casualtyBand } = CasualtyModule;
const { clampToTable, crossesDifficult, nearestCoverSpot, onOptimal, pushOutOfBuildings } = BoardModule;
const { coverOf, obscured, sees } = SightlinesModule;
const { FLY_ABILITY_CP, ARRIVAL_BOOST_CP, arrivalPasses, ASSAULT_REACH, CONTROL_POINT_REACH, CONTROL_POINTS_TO_WIN, DEPLOYMENT_DEPTH, GRAB_CARRIED_VP, GRAB_DEPLOYMENT_GAP, GRAB_SECURED_VP, GRAB_SIDE_REACH, GRAB_TO_WIN, BASE_CONTACT, SAFETY_ROUNDS, SAFETY_TURNS_PER_ROUND, SPOTTER_BONUS, TABLE_DEPTH, TABLE_WIDTH, d5 } = RulesModule;
const { OUT_OF_RANGE, aimFor, bestFocus, casualtyDisruption, focusBudget, focusCost, maxExtraShots, rangeBand, saveDisruption, shotNumbers } = ShootingModule;
const L = { ...LayoutModule };
const { newNumbers } = LayoutModule;

/** What the rules read and write: the state's numbers, its fixed setup and its log. */
export interface Host {
  s: Numbers;
  readonly setup: Setup;
  log: GameEvent[] | null;
}

/** A step of the rules: yields once per d10, receives the face. */
export type Steps<T = void> = Generator<void, T, number>;

function* d10(): Steps<number> {
  const face: number = yield;
  return face;
}

// ---- reading the state ---------------------------------------------------------------

// Module-local numbers of the layout: `get` runs millions of times a second, and a call to unitAt or a read of L.* each time shows in profiles.
const UNIT_BASE = LayoutModule.UNIT_BASE;
const U_SIZE = LayoutModule.U_SIZE;
const U_STATUS = LayoutModule.U_STATUS;
const U_RESERVE = LayoutModule.U_RESERVE;
const S_INCAPACITATED = LayoutModule.S_INCAPACITATED;
const RESERVE_NONE = LayoutModule.RESERVE_NONE;
export const get = (g: Host, u: number, f: number) => g.s[UNIT_BASE + u * U_SIZE + f];
/**
 * The numbers of the rulebook's unit, kept equal on every model of it:
 * "Disruption affects entire units" (Disruption), and Exhausted, Hunker
 * Down, Routed (and its once-a-round test), unit CP, a unit moved this turn,
 * Reserve and its arrival number are the unit's (Actions; Morale; Reserves).
 * Position, status, damage, Unnerved and a carried token are the model's.
 */
const SHARED_FIELD: readonly boolean[] = (() => {
  const shared = new Array<boolean>(L.U_SIZE).fill(false);
  for (const f of [L.U_EXHAUSTED, L.U_DISRUPTION, L.U_HUNKERED, L.U_ROUTED, L.U_ROUT_TESTED, L.U_UNIT_CP, L.U_STORED, L.U_MOVED, L.U_RESERVE, L.U_ARRIVAL]) shared[f] = true;
  return shared;
})();
const set = (g: Host, u: number, f: number, value: number) => {
  if (g.setup.multi && SHARED_FIELD[f]) {
    const first = g.setup.groupFirst[g.setup.groupOf[u]];
    const n = g.setup.groupSize[g.setup.groupOf[u]];
    for (let i = 0; i < n; i++) g.s[L.unitAt(first + i, f)] = value;
    return;
  }
  g.s[UNIT_BASE + u * U_SIZE + f] = value;
};
const add = (g: Host, u: number, f: number, value: number) => {
  if (g.setup.multi && SHARED_FIELD[f]) return set(g, u, f, g.s[UNIT_BASE + u * U_SIZE + f] + value);
  g.s[UNIT_BASE + u * U_SIZE + f] += value;
};

/**
 * The model that stands for unit k in choices and checks (its actions are
 * listed and scored through it, a shot at the unit is checked against it):
 * the first model with the least severe status. An individual is its own lead.
 */
export function lead(g: Host, k: number): number {
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  if (n === 1) return first;
  let best = first;
  let bestStatus = get(g, first, L.U_STATUS);
  for (let i = 1; i < n; i++) {
    const status = get(g, first + i, L.U_STATUS);
    if (status < bestStatus) {
      best = first + i;
      bestStatus = status;
    }
  }
  return best;
}

/** The first model of u's unit, which answers for the unit in unit-wide loops (its shared numbers are the unit's). */
const isHead = (g: Host, u: number) => !g.setup.multi || g.setup.groupFirst[g.setup.groupOf[u]] === u;

/** The model of friendly unit k that u would help (Downed or Wounded, nearest first), else k's lead. */
export function friendModel(g: Host, u: number, k: number): number {
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  if (n === 1) return first;
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < n; i++) {
    const f = first + i;
    const status = get(g, f, L.U_STATUS);
    if (f === u || (status !== L.S_DOWNED && status !== L.S_WOUNDED)) continue;
    const d = distance(g, u, f);
    if (d < bestD) (best = f), (bestD = d);
  }
  return best < 0 ? lead(g, k) : best;
}
export const sideOf = (g: Host, u: number) => g.setup.side[u];
export const profileOf = (g: Host, u: number): Profile => g.setup.profile[u];
/** In play: on the table and not out of the game (units in Reserve or On Ready are not in play yet: Reserves). */
export const onTable = (g: Host, u: number) => {
  const at = UNIT_BASE + u * U_SIZE;
  return g.s[at + U_STATUS] < S_INCAPACITATED && g.s[at + U_RESERVE] === RESERVE_NONE;
};
/** Quality after Disruption ("Every point of Disruption reduces Quality by 1 for all purposes"). */
export const quality = (g: Host, u: number) => profileOf(g, u).qlt - get(g, u, L.U_DISRUPTION);
export const distance = (g: Host, a: number, b: number) => hypot(get(g, a, L.U_X) - get(g, b, L.U_X), get(g, a, L.U_Y) - get(g, b, L.U_Y));
const radius = (p: Profile) => p.siz.base / 50.8;
/** Closest point to closest point on the bases (Distances and Measurements). */
export const edgeDistance = (g: Host, a: number, b: number) => Math.max(0, distance(g, a, b) - g.setup.radius[a] - g.setup.radius[b]);
export const seesUnit = (g: Host, a: number, b: number) => sees(g.setup.table, g.setup.board, get(g, a, L.U_X), get(g, a, L.U_Y), get(g, b, L.U_X), get(g, b, L.U_Y));

function emit(g: Host, event: Record<string, JsonValue>): void {
  if (g.log) g.log.push({ round: g.s[L.G_ROUND], ...event } as unknown as GameEvent);
}

/** Able to take a Primary action now (Exhausted Units; Stunned may only Recover under variant stunned=recover). */
export function canTakePrimary(g: Host, u: number): boolean {
  const status = get(g, u, L.U_STATUS);
  if (status >= L.S_WOUNDED || get(g, u, L.U_ROUTED) || get(g, u, L.U_EXHAUSTED)) return false;
  return status !== L.S_STUNNED || g.setup.variants.stunned === 'recover';
}

/** May take any action at all (Wounded may not; Routed only flee, on their own). */
export const canAct = (g: Host, u: number) => get(g, u, L.U_STATUS) < L.S_WOUNDED && !get(g, u, L.U_ROUTED) && get(g, u, L.U_RESERVE) === L.RESERVE_NONE;

/** On Ready: arrived from Reserve, may move onto the table as part of a Primary action (Reserves). */
export const onReady = (g: Host, u: number) => get(g, u, L.U_RESERVE) === L.RESERVE_ON_READY;

export function isLeaderOnTable(g: Host, u: number): boolean {
  return profileOf(g, u).leader && onTable(g, u) && !get(g, u, L.U_ROUTED);
}

/** Command range: double the leader's Quality in inches (Leaders and Command › Command Range). */
export const commandRange = (g: Host, leader: number) => 2 * Math.max(0, quality(g, leader));

/** "Friendly units with a model within that radius are considered In Command" (Command Range): any model of u's unit. */
export function inCommandOf(g: Host, u: number, leader: number): boolean {
  if (u === leader) return true;
  if (sideOf(g, u) !== sideOf(g, leader) || !isLeaderOnTable(g, leader)) return false;
  const range = commandRange(g, leader);
  if (!g.setup.multi) return distance(g, u, leader) <= range;
  const k = g.setup.groupOf[u];
  if (k === g.setup.groupOf[leader]) return true;
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const m = g.setup.groupFirst[k] + i;
    if (onTable(g, m) && distance(g, m, leader) <= range) return true;
  }
  return false;
}

/** CP a seat holds that counts for the round end: global plus Tactician unit CP (stored Planning CP does not count). */
export function cpTotal(g: Host, seat: number): number {
  let total = g.s[L.G_CP + seat];
  for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat && isHead(g, u)) total += get(g, u, L.U_UNIT_CP);
  return total;
}

/** CP unit u may spend: global, its own or a commanding leader's Tactician CP, Planning CP stored on itself or a commanding leader. */
export function cpAvailable(g: Host, u: number): number {
  const seat = sideOf(g, u);
  let total = g.s[L.G_CP + seat];
  for (let l = 0; l < g.setup.units; l++) {
    if (sideOf(g, l) !== seat || (get(g, l, L.U_UNIT_CP) === 0 && get(g, l, L.U_STORED) === 0) || !isHead(g, l)) continue;
    if (inCommandOf(g, u, l)) total += get(g, l, L.U_UNIT_CP) + get(g, l, L.U_STORED);
  }
  return total;
}

/** Pays from unit CP first (lost at round end anyway), then stored CP, then the global pool. */
export function payFor(g: Host, u: number, cost: number): void {
  const seat = sideOf(g, u);
  g.s[L.G_CP_SPENT + seat] += cost;
  for (let which = 0; which < 2; which++) {
    const field = which === 0 ? L.U_UNIT_CP : L.U_STORED;
    for (let l = 0; l < g.setup.units && cost > 0; l++) {
      if (sideOf(g, l) !== seat || get(g, l, field) === 0 || !isHead(g, l) || !inCommandOf(g, u, l)) continue;
      const take = Math.min(cost, get(g, l, field));
      add(g, l, field, -take);
      cost -= take;
    }
  }
  g.s[L.G_CP + seat] -= cost;
}

/** Pass fees come from any CP the player holds, global first. */
function payPass(g: Host, seat: number, cost: number): void {
  const take = Math.min(cost, g.s[L.G_CP + seat]);
  g.s[L.G_CP + seat] -= take;
  cost -= take;
  for (let l = 0; l < g.setup.units && cost > 0; l++) {
    if (sideOf(g, l) !== seat || !isHead(g, l)) continue;
    const t = Math.min(cost, get(g, l, L.U_UNIT_CP));
    add(g, l, L.U_UNIT_CP, -t);
    cost -= t;
  }
}

/**
 * CP cost of the next action (Action CP Cost; The Free Primary Action): the
 * first Primary action of a turn is free and does not count; every other
 * action costs one more than the last. Assault under assaultCost=flat-1: 1.
 */
export function actionCost(g: Host, verb: number, u = -1): number {
  if (verb === L.VERB_STORE_CP) return 0;
  if (u >= 0 && g.s[L.G_TEAMWORK] > 0 && !L.PRIMARY_VERBS[verb] && verb !== L.VERB_BOOST_ARRIVAL && teamworkFor(g, u)) return 1;
  if (verb === L.VERB_BOOST_ARRIVAL) return ARRIVAL_BOOST_CP;
  if (verb === L.VERB_ASSAULT && g.setup.variants.assaultCost === 'flat-1') return 1;
  if (L.PRIMARY_VERBS[verb] && !g.s[L.G_FREE_USED]) return 0;
  return g.s[L.G_ACTIONS] + 1;
}

export const passCost = (g: Host, seat: number) => g.s[L.G_PASS + seat] + 1;

/**
 * Teamwork (Traits and Abilities): "As part of a Primary Action, take a
 * Quality test to allow another unit of the same type, in command range of
 * this unit, to immediately take a Secondary Action with fixed 1 CP cost."
 * Whether u may take that Secondary now: another unit of the same side and
 * unit-type keyword (Type's second entry), a model within double the Teamwork
 * unit's Quality (its command range) of the Teamwork unit's lead model.
 */
export function teamworkFor(g: Host, u: number): boolean {
  const k = g.s[L.G_TEAMWORK] - 1;
  if (k < 0 || g.setup.groupOf[u] === k) return false;
  const t = lead(g, k);
  if (sideOf(g, u) !== sideOf(g, t) || !onTable(g, t) || profileOf(g, u).type[1] !== profileOf(g, t).type[1]) return false;
  const range = 2 * Math.max(0, quality(g, t));
  const ku = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[ku]; i++) {
    const m = g.setup.groupFirst[ku] + i;
    if (onTable(g, m) && distance(g, m, t) <= range) return true;
  }
  return false;
}

/** Whether unit u (its lead) has a model with Teamwork on the table. */
function hasTeamwork(g: Host, u: number): boolean {
  const k = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const m = g.setup.groupFirst[k] + i;
    if (profileOf(g, m).teamwork && onTable(g, m)) return true;
  }
  return false;
}

// ---- shooting --------------------------------------------------------------------------

/** PDS protecting a target against indirect fire: the best rating of a friendly PDS in range (Point Defense Systems). */
function pdsRating(g: Host, t: number): number {
  let best = 0;
  for (let u = 0; u < g.setup.units; u++) {
    const pds = profileOf(g, u).pds;
    if (pds && sideOf(g, u) === sideOf(g, t) && onTable(g, u) && distance(g, u, t) <= pds.range && pds.rating > best) best = pds.rating;
  }
  return best;
}

/** A leader's Cautious Leadership Bonus: a friendly model in its command, closer to the attacker, in LoS of the attacker. */
function cautious(g: Host, a: number, t: number): boolean {
  if (!profileOf(g, t).leader) return false;
  const d = distance(g, a, t);
  for (let f = 0; f < g.setup.units; f++) {
    if (f === t || sideOf(g, f) !== sideOf(g, t) || !onTable(g, f)) continue;
    if (distance(g, f, t) <= commandRange(g, t) && distance(g, a, f) < d && seesUnit(g, a, f)) return true;
  }
  return false;
}

/** Whether t lies in its own deployment zone (Familiar Terrain). */
const inOwnDeployment = (g: Host, t: number) => (sideOf(g, t) === 0 ? get(g, t, L.U_Y) <= DEPLOYMENT_DEPTH : get(g, t, L.U_Y) >= TABLE_DEPTH - DEPLOYMENT_DEPTH);

/** 0 direct, 1 indirect with LoS, 2 indirect without; -1 when a cannot shoot t at all. */
export function fireMode(g: Host, a: number, t: number, w: Weapon = g.setup.weapon[a]): number {
  const sees = seesUnit(g, a, t);
  if (w.indirect) {
    const d = edgeDistance(g, a, t);
    if (d < w.indirect.min || d > w.indirect.max) return -1;
    if (sees) return 1;
    for (let f = 0; f < g.setup.units; f++) if (f !== a && sideOf(g, f) === sideOf(g, a) && canAct(g, f) && seesUnit(g, f, t)) return 2;
    return -1;
  }
  if (!sees || rangeBand(w, edgeDistance(g, a, t)) === OUT_OF_RANGE) return -1;
  return 0;
}

/** The numbers of a shot from a at target t (cover measured from the origin ox, oy). */
export function numbersFor(g: Host, a: number, t: number, assault: boolean, mode: number, ox: number, oy: number, w: Weapon = g.setup.weapon[a]): ShotNumbers {
  const tx = get(g, t, L.U_X);
  const ty = get(g, t, L.U_Y);
  let spotted = false;
  if (mode === 2) for (let f = 0; f < g.setup.units; f++) if (sideOf(g, f) === sideOf(g, a) && profileOf(g, f).spotter && canAct(g, f) && seesUnit(g, f, t)) spotted = true;
  // An indirect hit "is considered to originate from the model hit, thus ignoring cover between the firer and target".
  const indirect = mode > 0;
  return shotNumbers(
    {
      com: profileOf(g, a).com,
      attackerStunned: get(g, a, L.U_STATUS) === L.S_STUNNED,
      weapon: w,
      band: assault ? 0 : indirect ? Math.max(1, rangeBand(w, edgeDistance(g, a, t))) : rangeBand(w, edgeDistance(g, a, t)),
      cover: indirect ? (ox === tx && oy === ty ? 0 : coverOf(g.setup.table, g.setup.board, ox, oy, tx, ty)) : coverOf(g.setup.table, g.setup.board, ox, oy, tx, ty),
      obscured: !indirect && obscured(g.setup.table, g.setup.board, ox, oy, tx, ty),
      hunkered: get(g, t, L.U_HUNKERED) === 1,
      familiar: profileOf(g, t).familiarTerrain && inOwnDeployment(g, t),
      targetDef: profileOf(g, t).def,
      targetQlt: profileOf(g, t).qlt,
      targetDisruption: get(g, t, L.U_DISRUPTION),
      targetDowned: get(g, t, L.U_STATUS) >= L.S_DOWNED,
      cautious: cautious(g, a, t),
      indirect: mode,
      spotted,
      pds: indirect ? pdsRating(g, t) : 0,
      assault,
      other: 0,
    },
    g.setup.variants,
  );
}

/** A spotting Quality test for indirect fire without LoS (Weapons › Indirect Fire; [PLAYTEST] auto-pass). */
function* spot(g: Host, a: number, t: number): Steps<boolean> {
  let best = -1;
  for (let f = 0; f < g.setup.units; f++) {
    if (f === a || sideOf(g, f) !== sideOf(g, a) || !canAct(g, f) || !seesUnit(g, f, t)) continue;
    if (best < 0 || (profileOf(g, f).spotter && !profileOf(g, best).spotter)) best = f;
  }
  if (best < 0) return false;
  if (profileOf(g, best).spotter && g.setup.variants.spotterAutoPass === 'on') return true;
  const face = yield* d10();
  const pass = face <= quality(g, best) + (profileOf(g, best).spotter ? SPOTTER_BONUS : 0);
  if (g.log) emit(g, { kind: 'spot', unit: best, die: face, pass });
  return pass;
}

/** What the shots of one attack did to each model, applied together afterwards (Combine Extra Shots). */
class ShotTally {
  // Plain arrays: small typed arrays live off the heap and cost far more to allocate (scripts/bench-exoshift.ts).
  readonly damage: Numbers;
  readonly disruption: Numbers;
  readonly hit: Numbers;
  readonly power: Numbers;
  readonly cautiousOf: Numbers;
  constructor(n: number) {
    this.damage = newNumbers(n);
    this.disruption = newNumbers(n);
    this.hit = newNumbers(n);
    this.power = newNumbers(n);
    this.cautiousOf = newNumbers(n);
  }
}

/** One shot of a's that hit, landing on victim (cover from ox, oy): the Defense test and, on a failed save, damage. */
function* shotAt(g: Host, a: number, victim: number, ox: number, oy: number, assault: boolean, mode: number, tally: ShotTally, w: Weapon): Steps {
  const numbers = numbersFor(g, a, victim, assault, mode, ox, oy, w);
  tally.cautiousOf[victim] = numbers.casualtyQuality > profileOf(g, victim).qlt ? 1 : 0;
  tally.hit[victim] = 1;
  tally.power[victim] = w.power;
  tally.disruption[victim] += w.suppression + (w.aoe ? 1 : 0);
  if (numbers.autoDamage) {
    tally.damage[victim] += w.damage;
    return;
  }
  const face = yield* d10();
  const saved = face <= numbers.defenseTarget;
  tally.disruption[victim] += saveDisruption(face, numbers, w, saved, g.setup.variants);
  if (saved) return;
  if (numbers.qualitySave >= 0 && (yield* d10()) <= numbers.qualitySave) return;
  tally.damage[victim] += w.damage;
}

/**
 * One shooting attack by a at t (Combat › Shooting): focus, each shot's
 * Combat test, AoE saturation, the Defense test, then damage and disruption
 * applied together (Combine Extra Shots) and the casualty table.
 */
export function* shoot(g: Host, a: number, t: number, kind: FocusAction, extra: number, w: Weapon = g.setup.weapon[a], pool = -1): Steps<number> {
  const v = g.setup.variants;
  const assault = kind === 'assault';
  const mode = assault ? 0 : fireMode(g, a, t, w);
  if (mode < 0) return pool < 0 ? 0 : pool;
  if (mode === 2 && !(yield* spot(g, a, t))) return pool < 0 ? 0 : pool;
  let shots = 1;
  let aim = 0;
  let left = 0;
  if (kind === 'focus-fire' || kind === 'advance' || kind === 'defensive-fire') {
    // `pool` >= 0: this model's share of its unit's focus (unitShoot), else the model's own budget.
    const budget = pool >= 0 ? pool : focusBudget(profileOf(g, a).qlt, get(g, a, L.U_DISRUPTION), kind, w);
    extra = Math.min(extra, maxExtraShots(w, v));
    aim = aimFor(budget, extra, w, v);
    if (aim < 0) [extra, aim] = [0, aimFor(budget, 0, w, v)];
    shots = 1 + extra;
    left = Math.max(0, budget - focusCost(aim, extra, v));
  } else if (assault) shots = w.type === 'basic' ? w.rof : 1;
  const n = g.setup.units;
  const tally = new ShotTally(n);
  const { damage, disruption, hit, power, cautiousOf } = tally;
  const ax = get(g, a, L.U_X);
  const ay = get(g, a, L.U_Y);
  const tx = get(g, t, L.U_X);
  const ty = get(g, t, L.U_Y);
  let hits = 0;
  for (let s = 0; s < shots; s++) {
    if (!onTable(g, t) && !w.aoe) break; // "If the target model is killed before another model can shoot at it, the shot is wasted."
    const numbers = numbersFor(g, a, t, assault, mode, ax, ay, w);
    const face = yield* d10();
    if (face > numbers.hitTarget + aim) continue;
    hits++;
    if (!w.aoe) {
      yield* shotAt(g, a, t, ax, ay, assault, mode, tally, w);
      continue;
    }
    // Area of Effect: every model at least half under the template tests Saturation; models only touching it may avoid with Quality.
    const r = w.aoe.diameter / 2;
    for (let m = 0; m < n; m++) {
      if (!onTable(g, m)) continue;
      const d = hypot(get(g, m, L.U_X) - tx, get(g, m, L.U_Y) - ty);
      const touch = radius(profileOf(g, m));
      if (d > r + touch) continue;
      if (d > r && (yield* d10()) <= quality(g, m)) {
        disruption[m] += 1;
        continue;
      }
      if ((yield* d10()) > w.aoe.saturation) continue;
      yield* shotAt(g, a, m, tx, ty, assault, mode, tally, w);
    }
  }
  if (g.log) emit(g, { kind: 'shoot', unit: a, target: t, action: kind, shots, aim, hits, indirect: mode });
  // Damage and disruption from every shot land together, then the casualty table (Combine Extra Shots from Rate of Fire).
  for (let m = 0; m < n; m++) {
    if (!hit[m] && disruption[m] === 0) continue;
    add(g, m, L.U_DISRUPTION, disruption[m]);
    if (damage[m] > 0 && onTable(g, m)) {
      const total = get(g, m, L.U_DAMAGE) + damage[m];
      if (total >= profileOf(g, m).hea) yield* casualty(g, a, m, damage[m], power[m], cautiousOf[m] === 1);
      else set(g, m, L.U_DAMAGE, total);
    }
    if (hit[m] && get(g, m, L.U_UNNERVED) && onTable(g, m)) {
      // Morale: "Unnerved models must make a Rout Test after they are hit by any attack. If a model is both Downed and fails a Rout Test, it is destroyed."
      const failed = yield* routTest(g, m);
      if (failed) {
        if (get(g, m, L.U_STATUS) >= L.S_DOWNED) yield* destroy(g, m, a);
        else yield* rout(g, m);
      }
    }
  }
  return left;
}

/** Whether a weapon may fire in this kind of shooting (Weapons › Weapon Types; Snap Fire penalty; Assault Attacks). */
function mayFire(g: Host, u: number, w: Weapon, kind: FocusAction): boolean {
  if (kind === 'snap-fire') return w.type === 'basic';
  if (kind === 'assault') return w.type !== 'setup' && !w.indirect;
  if (w.type === 'setup') return kind === 'focus-fire' && get(g, u, L.U_MOVED) !== 1;
  return true;
}

/**
 * The model of unit k that shooter m fires at (Declare Targets: "Every model
 * in a unit shoots separately ... Models within a fireteam may target
 * different units and models"): the shooters take the target unit's models
 * in turn, so the shots spread over them, skipping one m cannot shoot; -1 none.
 */
function targetModel(g: Host, m: number, k: number, turn: number, w: Weapon): number {
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  let live = 0;
  for (let i = 0; i < n; i++) if (onTable(g, first + i)) live++;
  if (live === 0) return -1;
  let skip = turn % live;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < n; i++) {
      const t = first + i;
      if (!onTable(g, t)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      if (fireMode(g, m, t, w) >= 0) return t;
    }
  }
  return -1;
}

/**
 * A unit's shooting at unit k (Shooting; Performing Different Actions: every
 * model takes the unit's action): each model able to shoot fires each of its
 * weapons (variant secondWeapon) at one model of k. Stunned models fire only
 * in Snap Fire (Stunned: "may only take secondary actions"), Downed and worse
 * not at all. Focus: the unit's Quality - Disruption split evenly among its
 * shooters, or each model's own (variant focusPool).
 */
export function* unitShoot(g: Host, u: number, k: number, kind: FocusAction, extra: number): Steps {
  const own = g.setup.groupOf[u];
  const first = g.setup.groupFirst[own];
  const n = g.setup.groupSize[own];
  if (n === 1 && g.setup.groupSize[k] === 1 && g.setup.weapons[u].length === 1) {
    yield* shoot(g, u, g.setup.groupFirst[k], kind, extra);
    return;
  }
  const v = g.setup.variants;
  let shooters = 0;
  for (let i = 0; i < n; i++) if (canShoot(g, first + i, kind)) shooters++;
  if (shooters === 0) return;
  const focused = kind === 'focus-fire' || kind === 'advance' || kind === 'defensive-fire';
  const unitBudget = focused ? focusBudget(profileOf(g, u).qlt, get(g, u, L.U_DISRUPTION), kind, g.setup.weapon[u]) : 0;
  let turn = 0;
  for (let i = 0; i < n; i++) {
    const m = first + i;
    if (!canShoot(g, m, kind)) continue;
    const weapons = g.setup.weapons[m];
    const t = targetModel(g, m, k, turn, weapons[0]);
    const share = v.focusPool === 'per-unit' ? Math.floor(unitBudget / shooters) + (turn < unitBudget % shooters ? 1 : 0) : -1;
    turn++;
    if (t < 0) continue;
    let pool = focused ? (share >= 0 ? share : focusBudget(profileOf(g, m).qlt, get(g, m, L.U_DISRUPTION), kind, weapons[0])) : -1;
    const count = v.secondWeapon === 'fires' ? weapons.length : 1;
    for (let j = 0; j < count; j++) {
      if (!mayFire(g, m, weapons[j], kind)) continue;
      // "all attacks from a single model must fire at the same target"; a later weapon gets the focus the earlier left.
      pool = yield* shoot(g, m, t, kind, j === 0 ? extra : 0, weapons[j], pool);
      if (!focused) pool = -1;
    }
  }
}

/** Whether model m takes part in its unit's shooting of this kind. */
function canShoot(g: Host, m: number, kind: FocusAction): boolean {
  if (!onTable(g, m)) return false;
  const status = get(g, m, L.U_STATUS);
  return status < L.S_DOWNED && (status !== L.S_STUNNED || kind === 'snap-fire' || kind === 'defensive-fire');
}

/**
 * A model destroyed (Destroyed), with Shared Responsibility first: "if a
 * model of the same basic type is within Quality range of the destroyed
 * model, it may test Quality. If successful, the destroyed model replaces the
 * testing model, removing any status effects but keeping the models weapons
 * and stats. That model is now Stunned." The game tests whenever it gains:
 * the tester is Downed or Wounded, or the destroyed model's equipment differs.
 */
function* destroy(g: Host, m: number, by: number): Steps {
  const reach = g.setup.variants.sharedResponsibility;
  if (reach !== 'off' && g.setup.multi && onTable(g, m)) {
    const c = responsible(g, m, reach === 'command' ? 2 : 1);
    if (c >= 0) {
      const face = yield* d10();
      const pass = face <= quality(g, c);
      if (g.log) emit(g, { kind: 'shared-responsibility', unit: m, tester: c, die: face, pass });
      if (pass) {
        // The destroyed model takes the tester's place; the tester leaves the table.
        const x = get(g, c, L.U_X);
        const y = get(g, c, L.U_Y);
        dropToken(g, m);
        remove(g, c, L.S_DESTROYED, by);
        set(g, m, L.U_X, x);
        set(g, m, L.U_Y, y);
        set(g, m, L.U_STATUS, L.S_STUNNED);
        set(g, m, L.U_DAMAGE, 0);
        set(g, m, L.U_UNNERVED, 0);
        return;
      }
    }
  }
  remove(g, m, L.S_DESTROYED, by);
}

/** The model of m's unit that would test for Shared Responsibility, or -1 (nearest of the worst off, within range of its Quality x reach). */
function responsible(g: Host, m: number, reach: number): number {
  const k = g.setup.groupOf[m];
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  const p = profileOf(g, m);
  let best = -1;
  let bestStatus = -1;
  let bestD = Infinity;
  for (let i = 0; i < n; i++) {
    const c = first + i;
    if (c === m || !onTable(g, c)) continue;
    const pc = profileOf(g, c);
    if (pc.type[1] !== p.type[1]) continue; // "the same basic type": the unit-type keyword (Sol, *Line Infantry*, Basic)
    const status = get(g, c, L.U_STATUS);
    if (pc.id === p.id && status < L.S_DOWNED) continue; // nothing to gain: the unit would lose a model either way and gain a Stun
    const d = edgeDistance(g, m, c);
    if (d > reach * quality(g, c)) continue;
    if (status > bestStatus || (status === bestStatus && d < bestD)) (best = c), (bestStatus = status), (bestD = d);
  }
  return best;
}

function dropToken(g: Host, u: number): void {
  const o = get(g, u, L.U_CARRY);
  if (o < 0) return;
  g.s[L.objectiveAt(o, L.O_STATE)] = L.TOKEN_ON_TABLE;
  g.s[L.objectiveAt(o, L.O_X)] = get(g, u, L.U_X);
  g.s[L.objectiveAt(o, L.O_Y)] = get(g, u, L.U_Y);
  set(g, u, L.U_CARRY, -1);
}

function remove(g: Host, u: number, status: number, by: number): void {
  if (!onTable(g, u)) return;
  dropToken(g, u);
  set(g, u, L.U_STATUS, status);
  set(g, u, L.U_UNIT_CP, 0);
  if (by >= 0 && sideOf(g, by) !== sideOf(g, u)) g.s[L.G_KILLS + sideOf(g, by)]++;
  if (g.log) emit(g, { kind: 'removed', unit: u, status: L.STATUS_NAMES[status] });
}

/** The casualty roll d10 + Disruption + Power - Quality and its status (Casualties, Casualty Table). */
function* casualty(g: Host, a: number, m: number, damage: number, power: number, cautiousBonus: boolean): Steps {
  const face = yield* d10();
  const modifier = get(g, m, L.U_DISRUPTION) + power - profileOf(g, m).qlt - (cautiousBonus ? 1 : 0);
  const band = casualtyBand(face + modifier);
  const hea = profileOf(g, m).hea;
  if (g.log) emit(g, { kind: 'casualty', unit: m, die: face, modifier, result: ['unhurt', 'stunned', 'downed', 'wounded', 'incapacitated', 'destroyed'][band] });
  if (band >= 4) {
    if (band === 4) remove(g, m, L.S_INCAPACITATED, a);
    else yield* destroy(g, m, a);
    return;
  }
  add(g, m, L.U_DISRUPTION, casualtyDisruption(band, damage, g.setup.variants));
  set(g, m, L.U_DAMAGE, hea - 1); // "The model immediately regains 1 health."
  const status = [L.S_OK, L.S_STUNNED, L.S_DOWNED, L.S_WOUNDED][band];
  if (status > get(g, m, L.U_STATUS)) set(g, m, L.U_STATUS, status);
  if (status >= L.S_DOWNED) dropToken(g, m);
}

// ---- morale ----------------------------------------------------------------------------

/** Morale for a test: a leader's Morale +1 to units in its command (Rout Tests, or all under commandMorale=all), Loyalty Unto Death. */
function morale(g: Host, u: number, rout: boolean): number {
  const p = profileOf(g, u);
  let m = p.mrl;
  if (rout || g.setup.variants.commandMorale === 'all') {
    for (let l = 0; l < g.setup.units; l++) if (l !== u && isLeaderOnTable(g, l) && inCommandOf(g, u, l)) m = Math.max(m, profileOf(g, l).mrl + 1);
  }
  if (p.loyaltyUntoDeath) for (let l = 0; l < g.setup.units; l++) if (sideOf(g, l) === sideOf(g, u) && profileOf(g, l).armyLeader && onTable(g, l)) m += 1;
  return m;
}

/** A Rout Test (Morale › Rout Test): once per round; drones pass; Resolute rerolls a failure. Returns true when failed. */
function* routTest(g: Host, u: number): Steps<boolean> {
  if (get(g, u, L.U_ROUT_TESTED) || profileOf(g, u).drone) return false;
  set(g, u, L.U_ROUT_TESTED, 1);
  const target = morale(g, u, true);
  let face = yield* d10();
  if (face > target && profileOf(g, u).resolute) face = yield* d10();
  if (g.log) emit(g, { kind: 'rout-test', unit: u, die: face, target, pass: face <= target });
  return face > target;
}

/** Moves u toward its own deployment edge (routed units "towards the closest deployment edge"); true if it reaches it. */
function fleeMove(g: Host, u: number, allowance: number): boolean {
  const edge = sideOf(g, u) === 0 ? 0.5 : TABLE_DEPTH - 0.5;
  if (g.setup.multi && g.setup.groupSize[g.setup.groupOf[u]] > 1) {
    // Every model of the unit on the table runs for the edge; the unit reaches it when one of them does.
    const first = g.setup.groupFirst[g.setup.groupOf[u]];
    let reached = false;
    for (let i = 0; i < g.setup.groupSize[g.setup.groupOf[u]]; i++) {
      const m = first + i;
      if (!onTable(g, m)) continue;
      const y = get(g, m, L.U_Y);
      set(g, m, L.U_Y, y + Math.sign(edge - y) * Math.min(allowance, Math.abs(y - edge)));
      carryAlong(g, m);
      if (allowance > Math.abs(y - edge)) reached = true;
    }
    set(g, u, L.U_HUNKERED, 0);
    return reached;
  }
  const y = get(g, u, L.U_Y);
  const step = Math.min(allowance, Math.abs(y - edge));
  set(g, u, L.U_Y, y + Math.sign(edge - y) * step);
  set(g, u, L.U_HUNKERED, 0);
  return allowance > Math.abs(y - edge);
}

/** A carried token goes where its model goes. */
function carryAlong(g: Host, m: number): void {
  const carried = get(g, m, L.U_CARRY);
  if (carried < 0) return;
  g.s[L.objectiveAt(carried, L.O_X)] = get(g, m, L.U_X);
  g.s[L.objectiveAt(carried, L.O_Y)] = get(g, m, L.U_Y);
}

/** Takes every model of u's unit off the table with this status ("all models in the unit are Destroyed", Rout Test; fleeing). */
function removeUnit(g: Host, u: number, status: number): void {
  if (!g.setup.multi) return remove(g, u, status, -1);
  const k = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[k]; i++) remove(g, g.setup.groupFirst[k] + i, status, -1);
}

/** The unit at the edge with movement left tests Quality or flees the table (Routed). */
function* fleeAtEdge(g: Host, u: number): Steps {
  const face = yield* d10();
  if (face > quality(g, u)) removeUnit(g, u, L.S_FLED);
}

/** Routed (Morale › Routed): destroyed at Quality 0 or less; else runs (or marches) for its edge unless a Quality test holds it. */
function* rout(g: Host, u: number): Steps {
  if (quality(g, u) <= 0) {
    removeUnit(g, u, L.S_DESTROYED);
    return;
  }
  set(g, u, L.U_ROUTED, 1);
  dropToken(g, u);
  if (g.setup.multi) for (let i = 0; i < g.setup.groupSize[g.setup.groupOf[u]]; i++) dropToken(g, g.setup.groupFirst[g.setup.groupOf[u]] + i); // "Routed units do not hold objectives"
  if (g.log) emit(g, { kind: 'routed', unit: u });
  if ((yield* d10()) <= quality(g, u)) {
    add(g, u, L.U_DISRUPTION, 1);
    return;
  }
  const p = profileOf(g, u);
  const allowance = get(g, u, L.U_EXHAUSTED) ? p.mov.secondary : 2 * p.mov.primary;
  set(g, u, L.U_EXHAUSTED, 1);
  if (fleeMove(g, u, allowance)) yield* fleeAtEdge(g, u);
}

// ---- movement ----------------------------------------------------------------------------

function moveTo(g: Host, u: number, gx: number, gy: number, allowance: number, stopAt: number): number {
  const x = get(g, u, L.U_X);
  const y = get(g, u, L.U_Y);
  const d = hypot(gx - x, gy - y);
  const step = Math.max(0, Math.min(allowance, d - stopAt));
  if (step <= 0) return 0;
  let nx = clampToTable(x + ((gx - x) / d) * step, TABLE_WIDTH);
  let ny = clampToTable(y + ((gy - y) / d) * step, TABLE_DEPTH);
  [nx, ny] = pushOutOfBuildings(g.setup.board, nx, ny);
  set(g, u, L.U_X, nx);
  set(g, u, L.U_Y, ny);
  set(g, u, L.U_MOVED, 1);
  set(g, u, L.U_HUNKERED, 0); // Hunker Down lasts "until the unit moves in any way other than rotating"
  const carried = get(g, u, L.U_CARRY);
  if (carried >= 0) {
    g.s[L.objectiveAt(carried, L.O_X)] = nx;
    g.s[L.objectiveAt(carried, L.O_Y)] = ny;
  }
  return step;
}

/**
 * The rest of u's unit follows u's move, keeping its formation: each model
 * moves by the same offset (clamped to the table, pushed out of buildings).
 * Downed models stay where they lie unless the whole unit is Downed; Wounded
 * models cannot act (Downed, Wounded). The rulebook states no coherency rule.
 */
function follow(g: Host, u: number, x0: number, y0: number): void {
  if (!g.setup.multi) return;
  const k = g.setup.groupOf[u];
  const n = g.setup.groupSize[k];
  if (n === 1) return;
  const dx = get(g, u, L.U_X) - x0;
  const dy = get(g, u, L.U_Y) - y0;
  if (dx === 0 && dy === 0) return;
  const leadDowned = get(g, u, L.U_STATUS) >= L.S_DOWNED;
  const first = g.setup.groupFirst[k];
  for (let i = 0; i < n; i++) {
    const m = first + i;
    if (m === u || !onTable(g, m)) continue;
    const status = get(g, m, L.U_STATUS);
    if (status >= L.S_WOUNDED || (status === L.S_DOWNED && !leadDowned)) continue;
    let nx = clampToTable(get(g, m, L.U_X) + dx, TABLE_WIDTH);
    let ny = clampToTable(get(g, m, L.U_Y) + dy, TABLE_DEPTH);
    [nx, ny] = pushOutOfBuildings(g.setup.board, nx, ny);
    set(g, m, L.U_X, nx);
    set(g, m, L.U_Y, ny);
    carryAlong(g, m);
  }
}

/** The nearest enemy on the table (for cover spots), or -1. */
export function nearestEnemy(g: Host, u: number): number {
  let best = -1;
  let bestD = Infinity;
  for (let e = 0; e < g.setup.units; e++) {
    if (sideOf(g, e) === sideOf(g, u) || !onTable(g, e)) continue;
    const d = distance(g, u, e);
    if (d < bestD) {
      best = e;
      bestD = d;
    }
  }
  return best;
}

/** A movement goal as a point and how far short of it to stop. */
export function goalPoint(g: Host, u: number, goal: number): [number, number, number] {
  if (goal < L.GOAL_SECURE_LEFT) return [g.s[L.objectiveAt(goal, L.O_X)], g.s[L.objectiveAt(goal, L.O_Y)], g.setup.grab ? 0.8 : 1];
  if (goal === L.GOAL_SECURE_LEFT || goal === L.GOAL_SECURE_RIGHT) {
    const y = Math.min(TABLE_DEPTH - GRAB_DEPLOYMENT_GAP - 1, Math.max(GRAB_DEPLOYMENT_GAP + 1, get(g, u, L.U_Y)));
    return [goal === L.GOAL_SECURE_LEFT ? 1 : TABLE_WIDTH - 1, y, 0];
  }
  if (goal >= L.GOAL_ENEMY && goal < L.GOAL_COVER) {
    const e = lead(g, goal - L.GOAL_ENEMY);
    const w = g.setup.weapon[u];
    return [get(g, e, L.U_X), get(g, e, L.U_Y), Math.max(3, w.range[0].max - 2)];
  }
  const e = nearestEnemy(g, u);
  const fx = e < 0 ? TABLE_WIDTH / 2 : get(g, e, L.U_X);
  const fy = e < 0 ? TABLE_DEPTH / 2 : get(g, e, L.U_Y);
  const [cx, cy] = nearestCoverSpot(g.setup.board, get(g, u, L.U_X), get(g, u, L.U_Y), fx, fy);
  return [cx, cy, 0];
}

/**
 * Moves u toward a goal with a move of `primary` or secondary value
 * (Movement; Moving Through Difficult Terrain: crossing it cuts the move to
 * the secondary value, Run to double secondary plus 1 Disruption; Hover
 * ignores it; Wheeled +2 on optimal ground). Returns whether the path was
 * difficult (an Advance then shoots with the Snap Fire penalty).
 */
function moveToward(g: Host, u: number, goal: number, kind: 'advance' | 'run' | 'march' | 'interact', fly = 0): boolean {
  const x0 = get(g, u, L.U_X);
  const y0 = get(g, u, L.U_Y);
  const difficult = moveLead(g, u, goal, kind, fly);
  follow(g, u, x0, y0);
  return difficult;
}

/**
 * `fly` > 0: Jump X (Advance) or Flight X (Run): the model moves X inches
 * "counting as Flying mobility" ("Flying units can clear obstacles 6" high or
 * shorter"): difficult ground does not slow it (Traits and Abilities).
 */
function moveLead(g: Host, u: number, goal: number, kind: 'advance' | 'run' | 'march' | 'interact', fly: number): boolean {
  const p = profileOf(g, u);
  const [gx, gy, stopAt] = goalPoint(g, u, goal);
  if (fly > 0) {
    moveTo(g, u, gx, gy, fly, stopAt);
    return false;
  }
  const downed = get(g, u, L.U_STATUS) === L.S_DOWNED;
  let allowance = downed ? (kind === 'march' ? 1 : p.mov.secondary) : kind === 'run' ? 2 * p.mov.primary : kind === 'march' ? p.mov.secondary : p.mov.primary;
  const x = get(g, u, L.U_X);
  const y = get(g, u, L.U_Y);
  const d = Math.max(1e-9, hypot(gx - x, gy - y));
  const reach = Math.min(allowance, Math.max(0, d - stopAt));
  const ex = x + ((gx - x) / d) * reach;
  const ey = y + ((gy - y) / d) * reach;
  let difficult = false;
  if (!downed && p.mov.mobility !== 'hover' && p.mov.mobility !== 'hover-forward' && crossesDifficult(g.setup.board, x, y, ex, ey)) {
    difficult = true;
    allowance = kind === 'run' ? 2 * p.mov.secondary : p.mov.secondary;
    if (kind === 'run') add(g, u, L.U_DISRUPTION, 1);
  } else if (!downed && p.mov.mobility === 'wheeled' && onOptimal(g.setup.board, x, y, ex, ey)) allowance += 2;
  moveTo(g, u, gx, gy, allowance, stopAt);
  return difficult;
}

// ---- actions -----------------------------------------------------------------------------

/** The best target and extra shots for u shooting now (Advance's shot and defensive fire are resolved this way). */
export function bestTarget(g: Host, u: number, kind: FocusAction): [number, number] {
  const w = g.setup.weapon[u];
  const budget = focusBudget(profileOf(g, u).qlt, get(g, u, L.U_DISRUPTION), kind, w);
  const maxExtra = kind === 'snap-fire' ? 0 : maxExtraShots(w, g.setup.variants);
  let best = -1;
  let bestExtra = 0;
  let bestValue = 0;
  for (let t = 0; t < g.setup.units; t++) {
    if (sideOf(g, t) === sideOf(g, u) || !onTable(g, t)) continue;
    const mode = fireMode(g, u, t);
    if (mode < 0) continue;
    const n = numbersFor(g, u, t, false, mode, get(g, u, L.U_X), get(g, u, L.U_Y));
    const [extra, p] = bestFocus(n, w, kind === 'snap-fire' ? 0 : budget, maxExtra, g.setup.variants);
    const value = p * (get(g, t, L.U_STATUS) >= L.S_DOWNED ? 0.5 : 1);
    if (value > bestValue) {
      best = t;
      bestExtra = extra;
      bestValue = value;
    }
  }
  return [best, bestExtra];
}

function enemyInSight(g: Host, u: number): boolean {
  for (let e = 0; e < g.setup.units; e++) if (sideOf(g, e) !== sideOf(g, u) && onTable(g, e) && seesUnit(g, u, e)) return true;
  return false;
}

function inCoverFromEnemies(g: Host, u: number): boolean {
  let any = false;
  for (let e = 0; e < g.setup.units; e++) {
    if (sideOf(g, e) === sideOf(g, u) || !onTable(g, e) || !seesUnit(g, e, u)) continue;
    any = true;
    if (coverOf(g.setup.table, g.setup.board, get(g, e, L.U_X), get(g, e, L.U_Y), get(g, u, L.U_X), get(g, u, L.U_Y)) === 0) return false;
  }
  return any;
}

/** Assault (Assaults): move in, defensive fire, assault attacks, then the Downed-is-destroyed and Morale steps. */
function* assault(g: Host, a: number, t: number): Steps {
  const reach = ASSAULT_REACH + radius(profileOf(g, a)) + radius(profileOf(g, t)) - 0.05;
  const x0 = get(g, a, L.U_X);
  const y0 = get(g, a, L.U_Y);
  moveTo(g, a, get(g, t, L.U_X), get(g, t, L.U_Y), profileOf(g, a).mov.primary, reach);
  follow(g, a, x0, y0);
  if (g.log) emit(g, { kind: 'assault', unit: a, target: t });
  const ts = get(g, t, L.U_STATUS);
  const tw = g.setup.weapon[t];
  if (ts < L.S_DOWNED && !get(g, t, L.U_ROUTED) && !tw.indirect) {
    // Defensive Fire at point blank: Focus Fire when unexhausted, Snap Fire when exhausted or Stunned (the defender always takes it here).
    const snap = ts === L.S_STUNNED || get(g, t, L.U_EXHAUSTED) === 1;
    if (!snap && tw.type !== 'setup') yield* shoot(g, t, a, 'defensive-fire', bestTarget(g, t, 'defensive-fire')[1]);
    else if (snap && tw.type === 'basic') yield* shoot(g, t, a, 'snap-fire', 0);
  }
  if (get(g, a, L.U_STATUS) >= L.S_STUNNED) {
    if (g.log) emit(g, { kind: 'assault-stopped', unit: a });
    return;
  }
  if (!g.setup.multi) {
    if (g.setup.weapon[a].type !== 'setup' && !g.setup.weapon[a].indirect) yield* shoot(g, a, t, 'assault', 0);
  } else {
    // Every model of the assaulting unit able to fight makes its Assault Attacks at the target model, with each weapon that may.
    const k = g.setup.groupOf[a];
    for (let i = 0; i < g.setup.groupSize[k]; i++) {
      const m = g.setup.groupFirst[k] + i;
      if (m !== a && !canShoot(g, m, 'assault')) continue;
      const weapons = g.setup.weapons[m];
      for (let j = 0; j < (g.setup.variants.secondWeapon === 'fires' ? weapons.length : 1); j++) if (mayFire(g, m, weapons[j], 'assault')) yield* shoot(g, m, t, 'assault', 0, weapons[j]);
    }
  }
  const after = get(g, t, L.U_STATUS);
  if (after >= L.S_DOWNED && after < L.S_INCAPACITATED) {
    yield* destroy(g, t, a);
    return;
  }
  if (after > L.S_STUNNED) return;
  const face = yield* d10();
  const target = morale(g, t, false) - get(g, t, L.U_DISRUPTION);
  const holds = face <= target;
  if (g.log) emit(g, { kind: 'assault-morale', unit: t, die: face, target, pass: holds });
  const away = (mover: number, from: number) => {
    const mx = get(g, mover, L.U_X);
    const my = get(g, mover, L.U_Y);
    const d = Math.max(1e-9, distance(g, mover, from));
    moveTo(g, mover, mx + ((mx - get(g, from, L.U_X)) / d) * 100, my + ((my - get(g, from, L.U_Y)) / d) * 100, profileOf(g, mover).mov.secondary, 0);
    follow(g, mover, mx, my);
  };
  if (holds) away(a, t);
  else {
    away(t, a);
    if (g.setup.variants.assaultFail === 'rout') yield* rout(g, t);
  }
}

const secureZone = (g: Host, u: number) => {
  const x = get(g, u, L.U_X);
  const y = get(g, u, L.U_Y);
  return (x <= GRAB_SIDE_REACH || x >= TABLE_WIDTH - GRAB_SIDE_REACH) && y >= GRAB_DEPLOYMENT_GAP && y <= TABLE_DEPTH - GRAB_DEPLOYMENT_GAP;
};

/** Whether u is close enough to interact with target param now. */
export function inReach(g: Host, u: number, param: number): boolean {
  if (param >= L.INTERACT_FRIEND) return distance(g, u, friendModel(g, u, param - L.INTERACT_FRIEND)) <= BASE_CONTACT;
  if (param === L.INTERACT_SECURE) return secureZone(g, u);
  const ox = g.s[L.objectiveAt(param, L.O_X)];
  const oy = g.s[L.objectiveAt(param, L.O_Y)];
  const d = hypot(get(g, u, L.U_X) - ox, get(g, u, L.U_Y) - oy);
  if (g.setup.grab) return d <= BASE_CONTACT;
  return d <= CONTROL_POINT_REACH && sees(g.setup.table, g.setup.board, get(g, u, L.U_X), get(g, u, L.U_Y), ox, oy);
}

/** One Interact (Special Actions › Interact): secure a control point, pick up / lock / unlock / secure a token, revive or treat a friend. */
function* interactOnce(g: Host, u: number, param: number): Steps {
  const seat = sideOf(g, u);
  if (param >= L.INTERACT_FRIEND) {
    const f = friendModel(g, u, param - L.INTERACT_FRIEND);
    const status = get(g, f, L.U_STATUS);
    const p = profileOf(g, u);
    if (status === L.S_DOWNED && !p.drone) {
      // Removing the Downed Status: a Quality test, automatic for a Medic or Doctor; the model is then Stunned and Unnerved.
      const pass = p.medic || p.doctor || (yield* d10()) <= quality(g, u);
      if (g.log) emit(g, { kind: 'revive', unit: u, friend: f, pass });
      if (pass) (set(g, f, L.U_STATUS, L.S_STUNNED), set(g, f, L.U_UNNERVED, 1));
    } else if (status === L.S_WOUNDED && (p.medic || p.doctor)) {
      const face = yield* d10();
      const pass = face <= quality(g, u) + (p.doctor ? 2 : 1);
      if (g.log) emit(g, { kind: 'treat', unit: u, friend: f, die: face, pass });
      if (pass) (set(g, f, L.U_STATUS, L.S_STUNNED), set(g, f, L.U_UNNERVED, 1));
    }
    return;
  }
  const state = L.objectiveAt(param, L.O_STATE);
  if (!g.setup.grab) {
    if (g.s[state] === 1 + seat) return;
    const face = yield* d10();
    const pass = face <= quality(g, u);
    if (pass) g.s[state] = g.s[state] === 0 ? 1 + seat : 0; // one state toward the securing player
    if (g.log) emit(g, { kind: 'secure', unit: u, objective: param, die: face, pass, state: g.s[state] });
    return;
  }
  if (param === L.INTERACT_SECURE) {
    const o = get(g, u, L.U_CARRY);
    if (o < 0) return;
    g.s[L.objectiveAt(o, L.O_STATE)] = L.TOKEN_SECURED;
    set(g, u, L.U_CARRY, -1);
    if (g.log) emit(g, { kind: 'token-secured', unit: u, objective: o });
    return;
  }
  const owner = g.s[L.objectiveAt(param, L.O_OWNER)];
  if (owner === seat) {
    if (g.s[state] === L.TOKEN_ON_TABLE) (g.s[state] = L.TOKEN_LOCKED), g.log && emit(g, { kind: 'token-locked', unit: u, objective: param });
  } else if (g.s[state] === L.TOKEN_LOCKED) {
    const face = yield* d10();
    const pass = face <= quality(g, u);
    if (pass) g.s[state] = L.TOKEN_ON_TABLE;
    if (g.log) emit(g, { kind: 'token-unlock', unit: u, objective: param, die: face, pass });
  } else if (g.s[state] === L.TOKEN_ON_TABLE && get(g, u, L.U_CARRY) < 0) {
    g.s[state] = L.TOKEN_CARRIED;
    set(g, u, L.U_CARRY, param);
    if (g.log) emit(g, { kind: 'token-picked', unit: u, objective: param });
  }
}

function interactGoal(g: Host, u: number, param: number): number {
  if (param === L.INTERACT_SECURE) return get(g, u, L.U_X) < TABLE_WIDTH / 2 ? L.GOAL_SECURE_LEFT : L.GOAL_SECURE_RIGHT;
  return param;
}

function* interact(g: Host, u: number, param: number, primary: boolean): Steps {
  let tries = 1;
  if (primary) {
    if (inReach(g, u, param)) tries = 2; // "If the unit does not move, it may Interact twice."
    else if (param >= L.INTERACT_FRIEND) {
      const f = friendModel(g, u, param - L.INTERACT_FRIEND);
      const x0 = get(g, u, L.U_X);
      const y0 = get(g, u, L.U_Y);
      moveTo(g, u, get(g, f, L.U_X), get(g, f, L.U_Y), profileOf(g, u).mov.primary, 1);
      follow(g, u, x0, y0);
    } else moveToward(g, u, interactGoal(g, u, param), 'interact');
  }
  for (let i = 0; i < tries && inReach(g, u, param); i++) yield* interactOnce(g, u, param);
}

/** One player action on a unit, after its cost is paid (Actions). */
function* unitAction(g: Host, action: number): Steps {
  // The action names the rulebook unit; its lead model acts for it (its other models follow and shoot too).
  const u = g.setup.multi ? lead(g, L.actionUnit(action)) : L.actionUnit(action);
  const verb = L.actionVerb(action);
  const param = L.actionParam(action);
  const v = g.setup.variants;
  const seat = sideOf(g, u);
  const primary = L.PRIMARY_VERBS[verb];
  const cost = actionCost(g, verb, u);
  // A Teamwork Secondary: "fixed 1 CP cost", and not one of the turn's escalating actions; the window closes with any action.
  const teamwork = g.s[L.G_TEAMWORK] > 0 && !primary && teamworkFor(g, u);
  g.s[L.G_TEAMWORK] = 0;
  if (verb === L.VERB_STORE_CP) {
    g.s[L.G_CP + seat] -= 1;
    add(g, u, L.U_STORED, 1);
    if (g.log) emit(g, { kind: 'store', unit: u, stored: get(g, u, L.U_STORED) });
    return;
  }
  if (verb === L.VERB_BOOST_ARRIVAL) {
    // "Players may spend 1 CP at any point during their turn to increase the arrival number of a unit by 1" (Reserves): not an action.
    g.s[L.G_CP + seat] -= ARRIVAL_BOOST_CP;
    g.s[L.G_CP_SPENT + seat] += ARRIVAL_BOOST_CP;
    add(g, u, L.U_ARRIVAL, 1);
    if (g.log) emit(g, { kind: 'boost', unit: u, arrival: get(g, u, L.U_ARRIVAL) });
    return;
  }
  if (onReady(g, u)) {
    // "Units that are On Ready may, as part of a Primary Action, move onto the table": it starts just off its own edge (Reserves).
    set(g, u, L.U_RESERVE, L.RESERVE_NONE);
    const k = g.setup.groupOf[u];
    for (let i = 0; i < g.setup.groupSize[k]; i++) set(g, g.setup.groupFirst[k] + i, L.U_Y, seat === 0 ? 0 : TABLE_DEPTH);
    if (g.log) emit(g, { kind: 'arrive', unit: u });
  }
  // Jump / Flight: the goal carries GOAL_FLY, and the ability costs its 1 CP on top of the action (not an action: the escalation ignores it).
  const fly = (verb === L.VERB_ADVANCE || verb === L.VERB_RUN) && param >= L.GOAL_FLY ? (verb === L.VERB_ADVANCE ? profileOf(g, u).jump : profileOf(g, u).flight) : 0;
  payFor(g, u, fly > 0 ? cost + FLY_ABILITY_CP : cost);
  if (primary && cost === 0 && !(verb === L.VERB_ASSAULT && v.assaultCost === 'flat-1')) g.s[L.G_FREE_USED] = 1;
  else if (!teamwork) g.s[L.G_ACTIONS] += 1;
  g.s[L.G_ACTED] = 1;
  g.s[L.G_PASS + seat] = 0;
  g.s[L.G_ACTIONS_TAKEN + seat]++;
  const downed = get(g, u, L.U_STATUS) === L.S_DOWNED;
  if (g.log) emit(g, { kind: 'action', unit: u, verb: L.VERB_NAMES[verb], param, cost, cp: g.s[L.G_CP + seat] });
  if (primary) {
    g.s[L.G_PRIMARY_TAKEN] = 1;
    if (get(g, u, L.U_DISRUPTION) > 0) add(g, u, L.U_DISRUPTION, -1); // "removes 1 Disruption from itself before doing anything else"
  } else if (verb !== L.VERB_REST || v.restDisruption === 'added') add(g, u, L.U_DISRUPTION, 1);
  switch (verb) {
    case L.VERB_FOCUS_FIRE:
      yield* unitShoot(g, u, param >> 2, 'focus-fire', param & 3);
      break;
    case L.VERB_ADVANCE: {
      const difficult = moveToward(g, u, param & L.GOAL_MASK, 'advance', fly);
      const w = g.setup.weapon[u];
      const heavyMoved = w.type === 'setup' || (w.type === 'heavy' && difficult);
      if (!heavyMoved) {
        const kind: FocusAction = difficult ? 'snap-fire' : 'advance';
        if (!(kind === 'snap-fire' && w.type !== 'basic')) {
          const [t, extra] = bestTarget(g, u, kind);
          if (t >= 0) yield* unitShoot(g, u, g.setup.groupOf[t], kind, extra);
        }
      }
      break;
    }
    case L.VERB_RUN:
      moveToward(g, u, param & L.GOAL_MASK, 'run', fly);
      break;
    case L.VERB_RECOVER: {
      // Recover: d5 Disruption, one more with no enemy in LoS (reading "1 CP" as a typo for Disruption, EX-029); clears Stunned.
      const face = yield* d10();
      const removed = d5(face) + (enemyInSight(g, u) ? 0 : 1);
      set(g, u, L.U_DISRUPTION, Math.max(0, get(g, u, L.U_DISRUPTION) - removed));
      if (v.stunned === 'recover') clearStunned(g, u);
      if (g.log) emit(g, { kind: 'recover', unit: u, die: face, removed });
      break;
    }
    case L.VERB_ASSAULT:
      yield* assault(g, u, nearestOf(g, u, param));
      break;
    case L.VERB_HUNKER:
      set(g, u, L.U_HUNKERED, 1);
      break;
    case L.VERB_INTERACT:
      yield* interact(g, u, param, true);
      break;
    case L.VERB_SNAP_FIRE:
      yield* unitShoot(g, u, param, 'snap-fire', 0);
      break;
    case L.VERB_MARCH:
      moveToward(g, u, param, 'march');
      break;
    case L.VERB_REST: {
      const sees = enemyInSight(g, u);
      const target = morale(g, u, false) + (inCoverFromEnemies(g, u) ? 1 : 0);
      const face = sees ? yield* d10() : 0;
      const pass = !sees || face <= target;
      if (pass) {
        if (get(g, u, L.U_DISRUPTION) > 0) add(g, u, L.U_DISRUPTION, -1);
        if (v.stunned === 'rest') clearStunned(g, u);
      }
      if (g.log) emit(g, { kind: 'rest', unit: u, die: face, pass });
      break;
    }
    case L.VERB_INTERACT_SECONDARY:
      yield* interact(g, u, param, false);
      break;
  }
  if (primary) set(g, u, L.U_EXHAUSTED, 1);
  if (downed && onTable(g, u)) add(g, u, L.U_DISRUPTION, 1); // "Each action a Downed model takes adds 1 disruption at the end of the action."
  if (primary && hasTeamwork(g, u) && onTable(g, u) && !get(g, u, L.U_ROUTED)) {
    const face = yield* d10();
    const pass = face <= quality(g, u);
    if (g.log) emit(g, { kind: 'teamwork', unit: u, die: face, pass });
    if (pass) g.s[L.G_TEAMWORK] = g.setup.groupOf[u] + 1;
  }
}

/** Recover (or Rest, variant stunned) clears Stunned on every model of the unit ("all models in the unit perform the action"). */
function clearStunned(g: Host, u: number): void {
  const k = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const m = g.setup.groupFirst[k] + i;
    if (get(g, m, L.U_STATUS) === L.S_STUNNED) set(g, m, L.U_STATUS, L.S_OK);
  }
}

/** The model of unit k on the table nearest to u (an assault's target model), else k's lead. */
function nearestOf(g: Host, u: number, k: number): number {
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  if (n === 1) return first;
  let best = lead(g, k);
  let bestD = Infinity;
  for (let i = 0; i < n; i++) {
    const m = first + i;
    if (!onTable(g, m)) continue;
    const d = distance(g, u, m);
    if (d < bestD) (best = m), (bestD = d);
  }
  return best;
}

// ---- turns and rounds --------------------------------------------------------------------

function anyPrimary(g: Host, seat: number): boolean {
  for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat && (onTable(g, u) || onReady(g, u)) && canTakePrimary(g, u)) return true;
  return false;
}

function startTurn(g: Host): void {
  const seat = g.s[L.G_ACTIVE];
  g.s[L.G_TEAMWORK] = 0;
  g.s[L.G_ACTIONS] = 0;
  g.s[L.G_FREE_USED] = 0;
  g.s[L.G_PRIMARY_TAKEN] = 0;
  g.s[L.G_ACTED] = 0;
  g.s[L.G_MUST_PRIMARY] = anyPrimary(g, seat) ? 1 : 0;
  g.s[L.G_TURNS]++;
  g.s[L.G_TOTAL_TURNS]++;
  for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat) set(g, u, L.U_MOVED, 0);
}

/** A turn with nothing to do: no CP and no unit able to take a Primary action (End of Turn). */
const emptyTurn = (g: Host, seat: number) => cpTotal(g, seat) === 0 && !anyPrimary(g, seat);

function endGame(g: Host, winner: number, reason: string): void {
  g.s[L.G_WINNER] = winner;
  g.s[L.G_PHASE] = L.PHASE_OVER;
  if (g.log) emit(g, { kind: 'end', winner, reason, vp: [g.s[L.G_VP], g.s[L.G_VP + 1]] });
}

/** A side with no model left on the table loses at once (not in the rulebook: nothing could change the result). */
export function checkAnnihilation(g: Host): boolean {
  const left = [0, 0];
  // Units still to arrive from Reserve count: the side is not beaten yet.
  for (let u = 0; u < g.setup.units; u++) if (get(g, u, L.U_STATUS) < L.S_INCAPACITATED) left[sideOf(g, u)]++;
  if (left[0] > 0 && left[1] > 0) return false;
  endGame(g, left[0] === 0 && left[1] === 0 ? 2 : left[0] === 0 ? 1 : 0, 'annihilation');
  return true;
}

/** After a player's turn: the round ends when nobody has CP and every unit is exhausted; else the next player (End of Round). */
export function* afterTurn(g: Host): Steps {
  for (;;) {
    const roundOver = (cpTotal(g, 0) === 0 && cpTotal(g, 1) === 0 && !anyPrimary(g, 0) && !anyPrimary(g, 1)) || g.s[L.G_TURNS] >= SAFETY_TURNS_PER_ROUND;
    if (roundOver) {
      yield* endRound(g);
      return;
    }
    g.s[L.G_ACTIVE] = 1 - g.s[L.G_ACTIVE];
    startTurn(g);
    if (!emptyTurn(g, g.s[L.G_ACTIVE])) return;
    if (g.log) emit(g, { kind: 'empty-turn', player: g.s[L.G_ACTIVE] });
  }
}

function vpFor(g: Host, seat: number): number {
  if (!g.setup.grab) return g.s[L.G_VP + seat];
  let vp = 0;
  for (let o = 0; o < g.setup.objectives; o++) {
    if (g.s[L.objectiveAt(o, L.O_OWNER)] === seat) continue;
    const state = g.s[L.objectiveAt(o, L.O_STATE)];
    if (state === L.TOKEN_SECURED) {
      // Only the seat that does not own a token can carry or secure it, so it scores for that seat.
      vp += GRAB_SECURED_VP;
    } else if (state === L.TOKEN_CARRIED) vp += GRAB_CARRIED_VP;
  }
  return vp;
}

/** End of Round: Downed models at 0 Quality are incapacitated, objectives score, victory is checked, then the next round. */
function* endRound(g: Host): Steps {
  const v = g.setup.variants;
  for (let u = 0; u < g.setup.units; u++) {
    if (get(g, u, L.U_STATUS) === L.S_DOWNED && (v.downedEnd === 'always' || quality(g, u) <= 0)) remove(g, u, L.S_INCAPACITATED, -1);
  }
  if (g.setup.grab) {
    for (const seat of [0, 1]) g.s[L.G_VP + seat] = vpFor(g, seat);
  } else {
    // Winning Control Points: each captured objective scores 1 VP at the end of every round.
    for (let o = 0; o < g.setup.objectives; o++) if (g.s[L.objectiveAt(o, L.O_STATE)] > 0) g.s[L.G_VP + g.s[L.objectiveAt(o, L.O_STATE)] - 1]++;
  }
  const vp0 = g.s[L.G_VP];
  const vp1 = g.s[L.G_VP + 1];
  if (g.log) emit(g, { kind: 'round-end', vp: [vp0, vp1] });
  if (checkAnnihilation(g)) return;
  const goal = g.setup.grab ? GRAB_TO_WIN : CONTROL_POINTS_TO_WIN;
  if ((vp0 >= goal || vp1 >= goal) && vp0 !== vp1) return endGame(g, vp0 > vp1 ? 0 : 1, 'victory points');
  const cap = v.roundCap === 'none' ? SAFETY_ROUNDS : Number(v.roundCap);
  if (g.s[L.G_ROUND] >= cap) return endGame(g, vp0 === vp1 ? 2 : vp0 > vp1 ? 0 : 1, 'round limit');
  yield* startRound(g);
}

/** The army's commander for initiative: the Army Leader, else the best other leader, else the best model (Determine initiative). */
export function commander(g: Host, seat: number): number {
  let best = -1;
  let rank = -1;
  for (let u = 0; u < g.setup.units; u++) {
    if (sideOf(g, u) !== seat || !onTable(g, u)) continue;
    const p = profileOf(g, u);
    const r = (p.armyLeader ? 200 : p.leader ? 100 : 0) + quality(g, u);
    if (r > rank) {
      best = u;
      rank = r;
    }
  }
  return best;
}

/** Start of Game Round: refresh, Downed/Wounded disruption, routed units rally or flee, CP from Strategist and Tactician, then bids. */
export function* startRound(g: Host): Steps {
  g.s[L.G_ROUND]++;
  g.s[L.G_TURNS] = 0;
  if (g.log) emit(g, { kind: 'round' });
  const v = g.setup.variants;
  for (let u = 0; u < g.setup.units; u++) {
    if (!onTable(g, u)) continue;
    set(g, u, L.U_EXHAUSTED, 0);
    set(g, u, L.U_ROUT_TESTED, 0);
    const status = get(g, u, L.U_STATUS);
    if (status === L.S_WOUNDED) add(g, u, L.U_DISRUPTION, 2);
    else if (status === L.S_DOWNED) add(g, u, L.U_DISRUPTION, 1);
  }
  yield* reserveArrivals(g);
  for (let k = 0; k < g.setup.groups; k++) {
    const u = lead(g, k); // a unit rallies once, through a model still on the table
    if (!onTable(g, u) || !get(g, u, L.U_ROUTED)) continue;
    // Rallying: a Rout Test; failing, a free Run toward the edge and another Disruption.
    const failed = yield* routTest(g, u);
    if (!failed) {
      set(g, u, L.U_ROUTED, 0);
      if (g.log) emit(g, { kind: 'rally', unit: u });
      continue;
    }
    add(g, u, L.U_DISRUPTION, 1);
    set(g, u, L.U_EXHAUSTED, 1);
    if (fleeMove(g, u, 2 * profileOf(g, u).mov.primary)) yield* fleeAtEdge(g, u);
  }
  if (checkAnnihilation(g)) return;
  for (const seat of [0, 1]) {
    let cp = 0;
    for (let u = 0; u < g.setup.units; u++) {
      if (sideOf(g, u) !== seat) continue;
      const live = onTable(g, u) && !get(g, u, L.U_ROUTED); // Routed units "do not gain any CP from their traits"
      if (live) cp += profileOf(g, u).strategist;
      if (!isHead(g, u)) continue;
      // Tactician X: unit CP "attached to the unit that generate them" (its models' Tactician, while they are on the table).
      let tactician = live ? profileOf(g, u).tactician : 0;
      if (g.setup.multi) {
        const k = g.setup.groupOf[u];
        for (let i = 1; i < g.setup.groupSize[k]; i++) {
          const m = u + i;
          if (onTable(g, m) && !get(g, m, L.U_ROUTED)) tactician = Math.max(tactician, profileOf(g, m).tactician);
        }
      }
      set(g, u, L.U_UNIT_CP, tactician > 0 ? (v.tactician === 'x' ? tactician : 1) : 0);
    }
    g.s[L.G_CP + seat] = cp;
    g.s[L.G_BID + seat] = -1;
    g.s[L.G_PASS + seat] = 0;
  }
  if (g.log) emit(g, { kind: 'cp', cp: [g.s[L.G_CP], g.s[L.G_CP + 1]] });
  g.s[L.G_PHASE] = L.PHASE_BID;
}

/**
 * Reserves: "At the beginning of every round, the arrival number of every
 * unit in Reserve is increased by 1. Then, test against the arrival number.
 * If successful, the unit leaves the Reserve and becomes On Ready."
 */
export function* reserveArrivals(g: Host): Steps {
  for (let u = 0; u < g.setup.units; u++) {
    if (get(g, u, L.U_RESERVE) !== L.RESERVE_IN || !isHead(g, u)) continue;
    add(g, u, L.U_ARRIVAL, 1);
    const face = yield* d10();
    const pass = arrivalPasses(face, get(g, u, L.U_ARRIVAL));
    if (pass) set(g, u, L.U_RESERVE, L.RESERVE_ON_READY);
    if (g.log) emit(g, { kind: 'arrival', unit: u, die: face, arrival: get(g, u, L.U_ARRIVAL), pass });
  }
}

/** The initiative roll once both secret bids are in: d10 + commander's Quality + bid; ties by Quality, then bid, then a reroll. */
function* initiative(g: Host): Steps {
  const bids = [g.s[L.G_BID], g.s[L.G_BID + 1]];
  for (const seat of [0, 1]) {
    g.s[L.G_CP + seat] -= bids[seat]; // "Any CP bid are expended for the round."
    g.s[L.G_BID_SUM + seat] += bids[seat];
    g.s[L.G_CP_SPENT + seat] += bids[seat];
  }
  const q = [0, 1].map((seat) => {
    const c = commander(g, seat);
    return c < 0 ? 0 : quality(g, c);
  });
  for (;;) {
    const f0 = yield* d10();
    const f1 = yield* d10();
    const totals = [f0 + q[0] + bids[0], f1 + q[1] + bids[1]];
    const winner = totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : q[0] !== q[1] ? (q[0] > q[1] ? 0 : 1) : bids[0] !== bids[1] ? (bids[0] > bids[1] ? 0 : 1) : -1;
    if (g.log) emit(g, { kind: 'initiative', bids, dice: [f0, f1], totals, winner });
    if (winner < 0) continue;
    g.s[L.G_INIT_WINNER] = winner;
    g.s[L.G_INIT_WINS + winner]++;
    g.s[L.G_PHASE] = L.PHASE_ORDER;
    return;
  }
}

/** Everything one decision sets off, up to the next decision. */
export function* run(g: Host, action: number): Steps {
  const phase = g.s[L.G_PHASE];
  if (phase === L.PHASE_BID) {
    const seat = g.s[L.G_BID] < 0 ? 0 : 1;
    g.s[L.G_BID + seat] = action - L.BID_BASE;
    if (seat === 1) yield* initiative(g);
    return;
  }
  if (phase === L.PHASE_ORDER) {
    const winner = g.s[L.G_INIT_WINNER];
    const first = action === L.ORDER_FIRST ? winner : 1 - winner;
    g.s[L.G_FIRST] = first;
    g.s[L.G_PHASE] = L.PHASE_TURN;
    if (g.log) emit(g, { kind: 'order', first });
    g.s[L.G_TURNS] = 0;
    g.s[L.G_ACTIVE] = first;
    startTurn(g);
    if (emptyTurn(g, first)) yield* afterTurn(g);
    return;
  }
  const seat = g.s[L.G_ACTIVE];
  if (action === L.PASS) {
    g.s[L.G_TEAMWORK] = 0;
    const cost = passCost(g, seat);
    payPass(g, seat, cost);
    g.s[L.G_PASS + seat]++;
    g.s[L.G_PASSES + seat]++;
    g.s[L.G_PASS_CP + seat] += cost;
    g.s[L.G_CP_SPENT + seat] += cost;
    if (g.log) emit(g, { kind: 'pass', player: seat, cost });
    yield* afterTurn(g);
    return;
  }
  if (action === L.END_TURN) {
    if (!g.s[L.G_ACTED] || (!g.s[L.G_PRIMARY_TAKEN] && g.s[L.G_MUST_PRIMARY])) {
      // Nothing affordable: the player forfeits the CP it cannot use (a gap rule; see README).
      if (g.log) emit(g, { kind: 'forfeit', player: seat, cp: cpTotal(g, seat) });
      g.s[L.G_CP + seat] = 0;
      for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat) set(g, u, L.U_UNIT_CP, 0);
      for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat && onTable(g, u)) set(g, u, L.U_EXHAUSTED, 1);
    }
    if (g.log) emit(g, { kind: 'end-turn', player: seat });
    yield* afterTurn(g);
    return;
  }
  yield* unitAction(g, action);
  if (checkAnnihilation(g)) return;
  // With no CP left and the free Primary spent, nothing more can happen this turn: it ends by itself.
  if (cpTotal(g, seat) === 0 && g.s[L.G_FREE_USED] && !hasStorable(g, seat)) {
    if (g.log) emit(g, { kind: 'end-turn', player: seat });
    yield* afterTurn(g);
  }
}

function hasStorable(g: Host, seat: number): boolean {
  for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat && isHead(g, u) && get(g, u, L.U_STORED) > 0) return true;
  return false;
}

/** Opening: deployment is fixed (setup.ts); the first round starts. */
export function* open(g: Host): Steps {
  if (g.log) emit(g, { kind: 'start', mission: g.setup.variants.mission });
  yield* startRound(g);
}

