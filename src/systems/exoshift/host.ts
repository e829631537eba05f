/**
 * What the rules read and write (the Host: the state's numbers, its fixed
 * setup and its log) and the readers every rule uses: a model's numbers, its
 * unit's shared numbers (set/add keep them equal on every model), the lead
 * model, distances, line of sight, command range, who may act.
 */
import type { GameEvent, JsonValue } from '../../game/state.ts';
import type { Numbers } from './layout.ts';
import type { Profile } from './profiles.ts';
import type { Setup } from './setup.ts';
import * as HypotModule from './hypot.ts';
import * as LayoutModule from './layout.ts';
import * as SightlinesModule from './sightlines.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { hypot } = HypotModule;
const { sees } = SightlinesModule;
const L = { ...LayoutModule };

/** What the rules read and write: the state's numbers, its fixed setup and its log, and the dice. */
export interface Host {
  s: Numbers;
  readonly setup: Setup;
  log: GameEvent[] | null;
  /**
   * One d10 (1-10). The rules are plain functions (issue 9, speed: they were
   * generators whose every bare `yield` was a die, about 30% of a game's
   * allocation); every `g.die()` is one chance node of the state, which
   * supplies the faces from its tape or its stream and re-runs an action from
   * its snapshot when a face is not yet known (state.ts).
   */
  die(): number;
}

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
export const set = (g: Host, u: number, f: number, value: number) => {
  if (g.setup.multi && SHARED_FIELD[f]) {
    const first = g.setup.groupFirst[g.setup.groupOf[u]];
    const n = g.setup.groupSize[g.setup.groupOf[u]];
    for (let i = 0; i < n; i++) g.s[L.unitAt(first + i, f)] = value;
    return;
  }
  g.s[UNIT_BASE + u * U_SIZE + f] = value;
};
export const add = (g: Host, u: number, f: number, value: number) => {
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
export const isHead = (g: Host, u: number) => !g.setup.multi || g.setup.groupFirst[g.setup.groupOf[u]] === u;

/**
 * The model of friendly unit k that u would help: one u can revive (Downed, unless u is a drone) or treat (Wounded, if u
 * is a Medic or Doctor), nearest first; else one Unnerved on its feet (for a Medic's or Doctor's steadying: interact.ts
 * steadyable), nearest first; else k's lead. (Before, a nearer Wounded model was picked for a helper that cannot treat,
 * and the Interact did nothing.)
 */
export function friendModel(g: Host, u: number, k: number): number {
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  if (n === 1) return first;
  const p = profileOf(g, u);
  const medic = p.medic || p.doctor;
  let best = -1;
  let bestD = Infinity;
  let unnerved = -1;
  let unnervedD = Infinity;
  for (let i = 0; i < n; i++) {
    const f = first + i;
    if (f === u) continue;
    const status = get(g, f, L.U_STATUS);
    if ((status === L.S_DOWNED && !p.drone) || (status === L.S_WOUNDED && medic)) {
      const d = distance(g, u, f);
      if (d < bestD) (best = f), (bestD = d);
    } else if (best < 0 && status < L.S_DOWNED && get(g, f, L.U_UNNERVED) === 1 && get(g, f, L.U_RESERVE) === L.RESERVE_NONE) {
      const d = distance(g, u, f);
      if (d < unnervedD) (unnerved = f), (unnervedD = d);
    }
  }
  return best >= 0 ? best : unnerved >= 0 ? unnerved : lead(g, k);
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
export const radius = (p: Profile) => p.siz.base / 50.8;
/** Closest point to closest point on the bases (Distances and Measurements). */
export const edgeDistance = (g: Host, a: number, b: number) => Math.max(0, distance(g, a, b) - g.setup.radius[a] - g.setup.radius[b]);
export const seesUnit = (g: Host, a: number, b: number) => sees(g.setup.table, g.setup.board, get(g, a, L.U_X), get(g, a, L.U_Y), get(g, b, L.U_X), get(g, b, L.U_Y));

export function emit(g: Host, event: Record<string, JsonValue>): void {
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
