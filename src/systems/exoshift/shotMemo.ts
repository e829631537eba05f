/**
 * What each model can shoot, and the numbers of that shot, remembered across
 * decisions while the models it depends on keep still.
 *
 * The legal actions (Focus Fire, Snap Fire) and the heuristic (shot values,
 * target choice, exposure) ask the same shooter x target pairs at every
 * decision, yet a decision changes one or two units: the one that acted and
 * the ones it hit. So the memo lives as long as a game (one table per module,
 * keyed by the game's Setup object), and `refresh` compares, per model, the
 * numbers these answers read (position, status, Disruption, Hunker Down,
 * Routed, Reserve) with what they were at the last refresh; only pairs whose
 * answer could have changed are forgotten:
 * - fire mode of a at t (targeting.ts fireMode): the positions of a and t
 *   (line of sight, range); for an indirect weapon also which friends of a can
 *   act and see t (Weapons › Indirect Fire), so any change on a's side;
 * - the shot's numbers (targeting.ts numbersFor): a (status, position) and
 *   t (cover, Hunker Down, Disruption, status); t's whole side when t is a
 *   leader (Cautious Leadership reads its friends) or the weapon is indirect
 *   (PDS reads t's friends); a's side for an indirect weapon (Spotters).
 * Everything else a shot reads (profiles, weapons, variants, the table) is
 * the Setup's, fixed for the game. The answers are the same numbers the
 * uncached calls give, so the games are the same (the behaviour fixture,
 * tests/systems/exoshift/behaviour.test.ts, replays them byte for byte).
 *
 * Benchmark: scripts/bench-exoshift.ts (the heuristic asked ~25 pairs per
 * decision again from scratch).
 */
import type { Host } from './host.ts';
import * as HostModule from './host.ts';
import * as LayoutModule from './layout.ts';
import type { ShotNumbers } from './shooting.ts';
import type { Setup } from './setup.ts';
import * as TargetingModule from './targeting.ts';

// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-exoshift.ts).
const { fireMode, numbersFor } = TargetingModule;
const { get } = HostModule;
const U_X = LayoutModule.U_X;
const U_Y = LayoutModule.U_Y;
const U_STATUS = LayoutModule.U_STATUS;
const U_DISRUPTION = LayoutModule.U_DISRUPTION;
const U_HUNKERED = LayoutModule.U_HUNKERED;
const U_ROUTED = LayoutModule.U_ROUTED;
const U_RESERVE = LayoutModule.U_RESERVE;
const UNIT_BASE = LayoutModule.UNIT_BASE;
const U_SIZE = LayoutModule.U_SIZE;
const S_INCAPACITATED = LayoutModule.S_INCAPACITATED;
const RESERVE_NONE = LayoutModule.RESERVE_NONE;

/** The model fields a shot's answers read (see the module comment). */
const WATCHED = [U_X, U_Y, U_STATUS, U_DISRUPTION, U_HUNKERED, U_ROUTED, U_RESERVE] as const;
const WATCH = WATCHED.length;

export const MAX_UNITS = 72;

/**
 * Which models changed the numbers a shot reads since the watcher last
 * looked (each memo that outlives a decision keeps its own watcher: the
 * legal actions and the heuristic look at different moments).
 */
export class ChangeWatch {
  setup: Setup | null = null;
  /** The watched numbers of each model when last looked at. */
  readonly seen = new Float64Array(MAX_UNITS * WATCH);
  /** Per look: whether each model's watched numbers changed (1). */
  readonly changed = new Uint8Array(MAX_UNITS);
  /** Per look: whether each model's position changed (1): all a fire mode reads of the two models. */
  readonly moved = new Uint8Array(MAX_UNITS);
  /** Per look: whether each model's status changed (1): with its position, all a direct shot's numbers read of the shooter. */
  readonly statusChanged = new Uint8Array(MAX_UNITS);
  /** Per look: whether any model of each side changed. */
  readonly sideChanged = new Uint8Array(2);
  /**
   * Per look: whether any model of each side moved, or came onto or left the table (host.ts onTable: status, Reserve):
   * all that line of sight and cover against a side read of it (the heuristic's exposure, ai.ts).
   */
  readonly sideMoved = new Uint8Array(2);
  /** Whether the last look found a new game (everything changed). */
  newGame = true;
  /**
   * How many looks found a change, and per model and side the count at the last one that found it changed or moved
   * (ChangesSince reads them; doubles: exact well past any game count). Only the shot memo's own watch is read so.
   */
  looks = 0;
  readonly changedAt = new Float64Array(MAX_UNITS);
  readonly movedAt = new Float64Array(MAX_UNITS);
  readonly sideChangedAt = new Float64Array(2);
  readonly sideMovedAt = new Float64Array(2);

  /** Compares g's models with the last look; returns whether any changed (or a new game began). */
  look(g: Host): boolean {
    const setup = g.setup;
    const n = setup.units;
    const s = g.s;
    const seen = this.seen;
    const changed = this.changed;
    const moved = this.moved;
    const sideChanged = this.sideChanged;
    if (setup !== this.setup) {
      this.setup = setup;
      this.newGame = true;
      const look = ++this.looks;
      for (let u = 0; u < n; u++) {
        const at = UNIT_BASE + u * U_SIZE;
        for (let i = 0; i < WATCH; i++) seen[u * WATCH + i] = s[at + WATCHED[i]];
        changed[u] = 1;
        moved[u] = 1;
        this.statusChanged[u] = 1;
        this.changedAt[u] = look;
        this.movedAt[u] = look;
      }
      sideChanged[0] = 1;
      sideChanged[1] = 1;
      this.sideMoved[0] = 1;
      this.sideMoved[1] = 1;
      this.sideChangedAt[0] = this.sideChangedAt[1] = this.sideMovedAt[0] = this.sideMovedAt[1] = look;
      return true;
    }
    this.newGame = false;
    let any = false;
    sideChanged[0] = 0;
    sideChanged[1] = 0;
    const sideMoved = this.sideMoved;
    sideMoved[0] = 0;
    sideMoved[1] = 0;
    const side = setup.side;
    const look = this.looks + 1;
    for (let u = 0; u < n; u++) {
      const at = UNIT_BASE + u * U_SIZE;
      const o = u * WATCH;
      // The WATCHED fields spelled out (a loop over the field list cost a few percent of a heuristic game: scripts/bench-exoshift.ts).
      const x = s[at + U_X];
      const y = s[at + U_Y];
      const status = s[at + U_STATUS];
      const disruption = s[at + U_DISRUPTION];
      const hunkered = s[at + U_HUNKERED];
      const routed = s[at + U_ROUTED];
      const reserve = s[at + U_RESERVE];
      if (seen[o] === x && seen[o + 1] === y && seen[o + 2] === status && seen[o + 3] === disruption && seen[o + 4] === hunkered && seen[o + 5] === routed && seen[o + 6] === reserve) {
        changed[u] = 0;
        moved[u] = 0;
        this.statusChanged[u] = 0;
        continue;
      }
      moved[u] = seen[o] !== x || seen[o + 1] !== y ? 1 : 0;
      this.statusChanged[u] = seen[o + 2] !== status ? 1 : 0;
      if (moved[u] === 1) this.movedAt[u] = look;
      this.changedAt[u] = look;
      // On the table before and after (host.ts onTable), from the seen and the new status and Reserve.
      if (moved[u] === 1 || (seen[o + 2] < S_INCAPACITATED && seen[o + 6] === RESERVE_NONE) !== (status < S_INCAPACITATED && reserve === RESERVE_NONE)) sideMoved[side[u]] = 1;
      seen[o] = x;
      seen[o + 1] = y;
      seen[o + 2] = status;
      seen[o + 3] = disruption;
      seen[o + 4] = hunkered;
      seen[o + 5] = routed;
      seen[o + 6] = reserve;
      changed[u] = 1;
      sideChanged[side[u]] = 1;
      any = true;
    }
    if (any) {
      this.looks = look;
      for (let k = 0; k < 2; k++) {
        if (sideChanged[k] === 1) this.sideChangedAt[k] = look;
        if (sideMoved[k] === 1) this.sideMovedAt[k] = look;
      }
    }
    return any;
  }
}

/** What a memo that outlives a decision needs of the changes since it last looked (ChangeWatch, ChangesSince). */
export interface Changes {
  readonly changed: Uint8Array;
  readonly moved: Uint8Array;
  readonly sideChanged: Uint8Array;
  readonly sideMoved: Uint8Array;
  readonly newGame: boolean;
}

/**
 * The changes since this reader last read (the heuristic, from one of its decisions to the next), from the shot memo's
 * own watch (refresh) instead of a look of its own (issue 9, speed: each decision compared every model's numbers three
 * times). A model is changed (moved; a side changed or moved) when any look of the shot memo since found it so, so a
 * model that changed and changed back between two reads counts as changed: a memo forgets more, never less.
 */
export class ChangesSince implements Changes {
  private setup: Setup | null = null;
  /** The shot memo's look count at the last read. */
  private last = 0;
  readonly changed = new Uint8Array(MAX_UNITS);
  readonly moved = new Uint8Array(MAX_UNITS);
  readonly sideChanged = new Uint8Array(2);
  readonly sideMoved = new Uint8Array(2);
  newGame = true;

  /** The changes up to g's numbers, which the shot memo must be up to date with (refresh(g)); whether any (or a new game). */
  read(g: Host): boolean {
    const setup = g.setup;
    const n = setup.units;
    const w = watch;
    const last = this.last;
    this.last = w.looks;
    if (setup !== this.setup) {
      this.setup = setup;
      this.newGame = true;
      this.changed.fill(1, 0, n);
      this.moved.fill(1, 0, n);
      this.sideChanged.fill(1);
      this.sideMoved.fill(1);
      return true;
    }
    this.newGame = false;
    const any = w.looks !== last;
    for (let u = 0; u < n; u++) {
      this.changed[u] = w.changedAt[u] > last ? 1 : 0;
      this.moved[u] = w.movedAt[u] > last ? 1 : 0;
    }
    for (let k = 0; k < 2; k++) {
      this.sideChanged[k] = w.sideChangedAt[k] > last ? 1 : 0;
      this.sideMoved[k] = w.sideMovedAt[k] > last ? 1 : 0;
    }
    return any;
  }
}

/** Whether a's answers as a shooter may have changed: a itself, or for an indirect weapon any friend (Spotters, spotting LoS). */
export const shooterChanged = (w: Changes, setup: Setup, a: number): boolean => w.changed[a] === 1 || (!!setup.weapon[a].indirect && w.sideChanged[setup.side[a]] === 1);

const watch = new ChangeWatch();
/** Row length of the pair tables: the game's model count. */
let stride = 0;
/** Fire mode per pair a * stride + t (-2 not known). */
const modeOf = new Int8Array(MAX_UNITS * MAX_UNITS);
/** Numbers per pair (null not known; only for pairs with a mode of 0 or more). */
const numbersOf: Array<ShotNumbers | null> = new Array<ShotNumbers | null>(MAX_UNITS * MAX_UNITS).fill(null);

/** Brings the memo up to date with g's numbers: call before asking pairs of a state (the legal actions, the heuristic's decision). */
export function refresh(g: Host): void {
  if (!watch.look(g)) return;
  const setup = g.setup;
  const n = setup.units;
  const side = setup.side;
  if (watch.newGame) {
    stride = n;
    modeOf.fill(-2, 0, n * n);
    numbersOf.fill(null, 0, n * n);
    sideCount[0] = 0;
    sideCount[1] = 0;
    for (let u = 0; u < n; u++) {
      sideModels[side[u] * MAX_UNITS + sideCount[side[u]]++] = u;
      readsSide[u] = setup.profile[u].leader ? 1 : 0;
    }
    return;
  }
  // Usually one or two models changed: forget their rows and columns, and the numbers of shots at a changed side.
  // A fire mode reads only positions (line of sight, range), and for an indirect weapon who on its side can act and see.
  const moved = watch.moved;
  let movedCount = 0;
  for (let u = 0; u < n; u++) if (moved[u] === 1) movedList[movedCount++] = u;
  // The targets of a changed side whose numbers any direct shooter forgets (changed, or a leader), listed once here rather
  // than found again for every shooter (issue 9, speed); an indirect weapon forgets the whole changed side.
  let staleCount = 0;
  for (let k = 0; k < 2; k++) {
    if (watch.sideChanged[k] === 0) continue;
    for (let i = 0, at = k * MAX_UNITS; i < sideCount[k]; i++) {
      const t = sideModels[at + i];
      if (readsSide[t] === 1 || watch.changed[t] === 1) staleList[staleCount++] = t;
    }
  }
  for (let a = 0; a < n; a++) {
    const row = a * n;
    const spotters = !!setup.weapon[a].indirect && watch.sideChanged[side[a]] === 1;
    // Rows spelled out, not fill(): the builtin's call cost more than these ~10 entries (issue 9, speed; scripts/bench-exoshift.ts).
    if (moved[a] === 1 || spotters) for (let i = row, end = row + n; i < end; i++) modeOf[i] = -2;
    else for (let i = 0; i < movedCount; i++) modeOf[row + movedList[i]] = -2;
    // The shooter's numbers are its position and whether it is Stunned (numbersFor: its Disruption, Hunker Down, Routed
    // and Reserve are not read), so a shooter that only took Disruption or hunkered keeps its row (issue 9, speed).
    if (moved[a] === 1 || watch.statusChanged[a] === 1 || spotters) {
      for (let i = row, end = row + n; i < end; i++) numbersOf[i] = null;
      continue;
    }
    // A target's numbers read the target, and its whole side only for a leader target (Cautious Leadership reads its
    // friends) or an indirect weapon (PDS reads the target's friends): forget just those (the rest of a changed side
    // kept its numbers; scripts/bench-exoshift.ts).
    if (!setup.weapon[a].indirect) {
      for (let i = 0; i < staleCount; i++) numbersOf[row + staleList[i]] = null;
      continue;
    }
    for (let k = 0; k < 2; k++) {
      if (watch.sideChanged[k] === 0) continue;
      for (let i = 0, at = k * MAX_UNITS; i < sideCount[k]; i++) numbersOf[row + sideModels[at + i]] = null;
    }
  }
}

/** Per game: the models of each side (side * MAX_UNITS + i), and how many. */
const sideModels = new Int32Array(2 * MAX_UNITS);
const sideCount = new Int32Array(2);
/** Per game: whether a shot at each model reads its whole side (1: a leader, Cautious Leadership). */
const readsSide = new Uint8Array(MAX_UNITS);
/** Per refresh: the models that moved. */
const movedList = new Int32Array(MAX_UNITS);
/** Per refresh: the targets whose numbers every direct shooter forgets (see refresh). */
const staleList = new Int32Array(MAX_UNITS);

/** fireMode(g, a, t) for a's own weapon, remembered (0 direct, 1 indirect with LoS, 2 without, -1 none). */
export function pairMode(g: Host, a: number, t: number): number {
  const at = a * stride + t;
  let mode = modeOf[at];
  if (mode === -2) {
    mode = fireMode(g, a, t);
    modeOf[at] = mode;
    numbersOf[at] = null;
  }
  return mode;
}

/** The numbers of a's shot at t from where a stands, remembered; only for a pair whose pairMode is 0 or more. */
export function pairNumbers(g: Host, a: number, t: number): ShotNumbers {
  const at = a * stride + t;
  return (numbersOf[at] ??= numbersFor(g, a, t, false, modeOf[at], get(g, a, U_X), get(g, a, U_Y)));
}
