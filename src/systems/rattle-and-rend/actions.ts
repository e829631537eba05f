/**
 * Actions ("Ten Actions": the five standard actions and the seven Champion
 * Actions) plus the small things that cost Momentum on a turn (entering from
 * reserve, taking an objective marker, embarking, Tactitians' choice): which
 * are legal, how each is named, and how each resolves. Movement comes first,
 * then the effect ("MOVEMENT IS BUILT INTO EACH ACTION and must be made first").
 */
import * as boardModule from './board.ts';
import * as checkModule from './check.ts';
import * as engineModule from './engine.ts';
import * as O from './ops.ts';
import * as rulesModule from './rules.ts';
import * as setupModule from './setup.ts';
import * as stateModule from './state.ts';
import type { RrState } from './state.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { hypot, closeGeometryMemo, distance, distanceRow, lineOfSight, nearestFreeSpot, openGeometryMemo, withinBand, IN_PLAY, MEMO_DISTANCE } = boardModule;
const { CRITICAL, diceFor, FAIL } = checkModule;
const { canAttack, checkVictory, destinationPoint, hasObjective, nearestEnemy, withdraw } = engineModule;
const { BAND, BAND_MM, BOARD_MM, CHAMPION, CHAMPION_ACTIONS, CONTACT_SLACK_MM, HEAVY, HEAVY_TRAITS, OPTION_NAMES, PROFILES, WARD, WARD_REACTIONS } = rulesModule;
const { entryPoint, ENTRY_POINTS } = setupModule;
const { BANISHED, CARRIED, F_FREE_NEXT, GUILE, REMOVED, RESERVE, tacticBit } = stateModule;
// Tactic bits, looked up once: state.has and the listing test the bit (a name per call went megamorphic: SPEED.md,
// seventh and fifteenth passes).
const RIDERS_BIT = tacticBit('riders');
const TACTITIANS_BIT = tacticBit('tactitians');
const PACK_HUNTERS_BIT = tacticBit('pack-hunters');
const SNEAK_THIEVES_BIT = tacticBit('sneak-thieves');
const { ACTION_NAMES, AF_BONUS, AF_PENALTY, AF_CHARGE, AF_DOOM, AF_EXCHANGE, AF_EXTRA_BAND, AF_FODDER, AF_NO_SWARM, AF_UNLISTED, AK_BANISH, AK_CHARGE, AK_CONTROL, AK_DISEMBARK, AK_DOOM, AK_EMBARK, AK_ENTER, AK_FEINT, AK_MANEUVER, AK_PLOT, AK_PUSH, AK_SPOT, AK_SPRINT, AK_STAND, AK_SUMMONS, AK_TACTITIANS, AK_WAVE, CHAMPION_ACTION_KIND, DEST_AWAY, DEST_EDGE, DEST_OBJECTIVE, DEST_STAY, DEST_TOWARD, MF_CONTACT, MF_FREE_TERRAIN, MF_RANGE, MF_SPRINT, OP_ACTION_END, OP_ATTACK, OP_EFFECT, OP_EFFECT_RESULT, OP_MOVE, OP_REACT_WINDOW, OP_SELF_WILL, PASS, ST_DECLARE, actionActor, actionArg, actionCode, actionDest, actionKind } = O;

const NAMES = OPTION_NAMES;

/** "Fighters 3", "Heavy (Colossal) 9", "Fighters + Champion (Spot Weakness) 2": type, trait and slot. */
export function elementLabel(s: RrState, i: number): string {
  const type = s.type[i];
  let label = PROFILES[type].name;
  if (type === CHAMPION) label += ` (${(NAMES.championActions as Record<string, string>)[CHAMPION_ACTIONS[s.trait[i]]]})`;
  if (type === HEAVY) label += ` (${(NAMES.heavyTraits as Record<string, string>)[HEAVY_TRAITS[s.trait[i]]]})`;
  if (type === WARD) label += ` (${(NAMES.wardReactions as Record<string, string>)[WARD_REACTIONS[s.trait[i]]]})`;
  if (s.champ[i] >= 0) label += ` + Champion (${(NAMES.championActions as Record<string, string>)[CHAMPION_ACTIONS[s.champ[i]]]})`;
  return `${label} ${i}`;
}

function destName(s: RrState, dest: number): string {
  if (dest === DEST_STAY) return 'in place';
  if (dest >= DEST_TOWARD && dest < DEST_TOWARD + 16) return `toward ${elementLabel(s, dest - DEST_TOWARD)}`;
  return ['away from the nearest enemy', 'toward the objective', 'toward the nearest board edge', 'toward Inspiring Terrain'][dest - DEST_AWAY] ?? `dest ${dest}`;
}

export function describeActionCode(s: RrState, code: number): string {
  if (code === PASS) return 'pass';
  const kind = actionKind(code);
  const actor = actionActor(code);
  const arg = actionArg(code);
  const dest = actionDest(code);
  const who = elementLabel(s, actor);
  switch (kind) {
    case AK_SPRINT:
      return `${who}: Sprint ${destName(s, dest)}`;
    case AK_CHARGE:
    case AK_STAND:
    case AK_FEINT:
    case AK_DOOM:
    case AK_BANISH:
    case AK_PUSH:
      return `${who}: ${ACTION_NAMES[kind]} ${elementLabel(s, arg)}${dest !== DEST_STAY && kind !== AK_CHARGE ? ` (moving ${destName(s, dest)})` : ''}`;
    case AK_MANEUVER:
      return `${who}: Maneuver, calling ${elementLabel(s, arg)}`;
    case AK_SUMMONS:
      return `${who}: Battle Summons for ${elementLabel(s, arg)}`;
    case AK_ENTER:
      return `${who}: enter play at entry point ${arg + 1}`;
    case AK_CONTROL:
      return `${who}: take control of objective marker ${arg + 1}`;
    case AK_EMBARK:
      return `${who}: embark on ${elementLabel(s, arg)}`;
    case AK_DISEMBARK:
      return `${who}: disembark ${destName(s, dest)}`;
    case AK_TACTITIANS:
      return `Tactitians: ${['', '-1 Fury', '-1 Guile', '+1 MOV band', '+1 RNG band'][arg]}`;
    default:
      return `${who}: ${ACTION_NAMES[kind]}`;
  }
}

/** The enemy that Spot Weakness, Avengers and the heuristic pick for i: the one it is likeliest to remove (lowest Will, then nearest). */
export function bestTarget(s: RrState, i: number, flags = 0): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let e = 0; e < s.n; e++) {
    if (s.side[e] === s.side[i] || !canAttack(s, i, e, flags)) continue;
    const score = -s.profiles[s.type[e]].will * 10 + s.points[e] * 5 - distance(s, i, e) / 100;
    if (score > bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return best;
}

function carriedPoints(s: RrState, h: number): number {
  let sum = 0;
  for (let k = 0; k < s.n; k++) if (s.status[k] === CARRIED && s.carrier[k] === h) sum += s.points[k];
  return sum;
}

export function transportCapacity(s: RrState, h: number): number {
  if (s.type[h] !== HEAVY || s.status[h] !== IN_PLAY) return 0;
  const riders = (s.tacticMask[s.side[h]] & RIDERS_BIT) !== 0;
  if (s.isHeavyTrait(h, 'transport')) return riders ? 4 : 2;
  return riders ? 2 : 0;
}

const ENEMIES = new Int8Array(16);
const ENEMY_DISTANCE = new Float64Array(16);

/** Legal action codes for seat p; index 0 is always pass. */
export function legalActionCodes(s: RrState, p: number): number[] {
  const opened = openGeometryMemo(s);
  try {
    return listActionCodes(s, p);
  } finally {
    closeGeometryMemo(opened);
  }
}

/**
 * The listing's scratch: codes are written here and copied out once, at their final length (no growing array per
 * turn), and p's in-play non-Ward Elements are gathered once for the Maneuver pairs (bench-rattle-and-rend).
 */
const LIST: number[] = [];
let LISTED = 0;
const FRIENDS = new Int8Array(16);
const FOES = new Int8Array(16);

function put(code: number): void {
  LIST[LISTED++] = code;
}

/**
 * Shared with the heuristic (sixth pass): for the list the last listing returned (LISTED_CODES, compared by identity,
 * so a list from any other listing or state finds nothing here), whether each of the seat's Elements listed in full
 * can attack an enemy now (1), cannot (2), or was not listed in full (0). The listing asks canAttack of every enemy
 * within contact or the RNG band and canAttack is false beyond both, so 1 is exactly "canAttack is true for some
 * enemy": the heuristic's inReach reads it instead of asking every enemy again.
 */
let LISTED_CODES: readonly number[] | null = null;
const LISTED_REACH = new Int8Array(16);

/** LISTED_REACH[i] when `codes` is the last listing's list, else 0 (not known). */
export function listedReach(codes: readonly number[], i: number): number {
  return codes === LISTED_CODES ? LISTED_REACH[i] : 0;
}

function listActionCodes(s: RrState, p: number): number[] {
  LISTED = 0;
  LISTED_CODES = null;
  // A loop, not fill: a builtin call costs more than clearing 16 bytes (bench-rattle-and-rend, ninth pass).
  for (let k = 0; k < 16; k++) LISTED_REACH[k] = 0;
  put(PASS);
  const generalFree = s.freeAction[p] > 0 || s.temptorFree[p] > 0 || (s.bondIs(p, 'discipline') && !s.disciplineAction[p]);
  const paying = s.momentum[p] >= 1 || generalFree;
  const q = 1 - p;
  const n = s.n;
  const side = s.side;
  const status = s.status;
  const radius = s.radius;
  let room = -1;
  let friends = 0;
  const type = s.type;
  // p's non-Ward Elements in play and q's Elements in play, in index order, gathered once in one pass (each of p's
  // Elements sorts the foes by its distances; the friends are the Maneuver pairs).
  let foes = 0;
  // Non-Ward Elements of p not removed (in play, in reserve, carried, banished): Last Man Standing under none-waiting.
  let standing = 0;
  for (let j = 0; j < n; j++) {
    if (status[j] !== IN_PLAY) {
      if (side[j] === p && status[j] !== REMOVED && type[j] !== WARD) standing++;
      continue;
    }
    if (side[j] === p) {
      if (type[j] !== WARD) {
        standing++;
        FRIENDS[friends++] = j;
      }
    } else if (side[j] === q) FOES[foes++] = j;
  }
  const lastActor = s.lastActor[p];
  // Ten Actions: "AN ELEMENT MAY NOT TAKE BACK-TO-BACK ACTIONS", except under Last Man Standing ("if a player is down
  // to a single non-Ward Element"): variant last-man-standing, in-play (the one non-Ward Element in play may repeat;
  // an Element carried is not in play, so never that one) or none-waiting (no other non-Ward Element left anywhere).
  const noneWaiting = s.variants['last-man-standing'] === 'none-waiting';
  const lastInPlay = noneWaiting ? standing <= 1 : friends <= 1;
  const lastCarried = noneWaiting && standing <= 1;
  const canControl = s.momentum[p] >= 1;
  const feintMoves = s.variants['feint-move'] === 'move-first';
  const maneuverMm = BAND_MM[BAND.M];
  // Asked once, not per Element (ninth pass): hasObjective reads only the scenario and the markers, and with every
  // marker off the board or unused (-2: every scenario but Capture the Flags) no marker can be listed.
  const objective = hasObjective(s, 0);
  const markers = s.mctrl[0] !== -2 || s.mctrl[1] !== -2 || s.mctrl[2] !== -2;
  for (let i = 0; i < n; i++) {
    if (side[i] !== p) continue;
    if (!paying && !(s.flags[i] & F_FREE_NEXT)) continue;
    if (status[i] === RESERVE && s.reserveRound[i] <= s.round) {
      for (let k = 0; k < ENTRY_POINTS; k++) put(actionCode(AK_ENTER, i, k, 0));
      continue;
    }
    if (status[i] === CARRIED) {
      // Embarking was this Element's action: it may not disembark as its very next one (no back-to-back actions).
      if (lastActor === i && !lastCarried) continue;
      const e = nearestEnemyOf(s, s.carrier[i], q);
      if (e >= 0) put(actionCode(AK_DISEMBARK, i, 0, DEST_TOWARD + e));
      if (hasObjective(s, s.carrier[i])) put(actionCode(AK_DISEMBARK, i, 0, DEST_OBJECTIVE));
      continue;
    }
    // canAct written out: no back-to-back actions except under Last Man Standing (lastInPlay above).
    if (status[i] !== IN_PLAY || type[i] === WARD || (lastActor === i && !lastInPlay)) continue;
    const mov = s.movMm(i);
    const band = s.rngBand(i);
    // i's distances read in place from the memo's row (legalActionCodes opened the memo for s).
    const row = distanceRow(s, i);
    // Standard actions against each enemy, nearest first (insertion sort: at most 8 enemies).
    let count = 0;
    for (let m = 0; m < foes; m++) {
      const e = FOES[m];
      const d = MEMO_DISTANCE[row + e];
      let at = count++;
      while (at > 0 && ENEMY_DISTANCE[at - 1] > d) {
        ENEMY_DISTANCE[at] = ENEMY_DISTANCE[at - 1];
        ENEMIES[at] = ENEMIES[at - 1];
        at--;
      }
      ENEMY_DISTANCE[at] = d;
      ENEMIES[at] = e;
    }
    // canAttack (engine.ts canAttackNow) is false beyond both contact and the RNG band: not asked there.
    const attackReach = band <= 0 ? -1 : BAND_MM[band < 3 ? band : 3];
    LISTED_REACH[i] = 2;
    for (let k = 0; k < count; k++) {
      const e = ENEMIES[k];
      const d = ENEMY_DISTANCE[k];
      if ((d <= radius[i] + radius[e] + CONTACT_SLACK_MM || d <= attackReach) && canAttack(s, i, e)) {
        LISTED_REACH[i] = 1;
        put(actionCode(AK_STAND, i, e, DEST_STAY));
        put(actionCode(AK_FEINT, i, e, DEST_STAY));
      } else {
        const reach = band <= 0 ? radius[i] + radius[e] + 1 : BAND_MM[band];
        if (ENEMY_DISTANCE[k] - reach <= mov) {
          put(actionCode(AK_CHARGE, i, e, DEST_TOWARD + e));
          // Feint: "MOVEMENT: Move up to your MOV value" comes first, then an enemy "within your RNG and in line of sight"
          // (Ten Actions › Feint): the feinter may close in first, as a Charge does (feint-move=move-first).
          if (feintMoves) put(actionCode(AK_FEINT, i, e, DEST_TOWARD + e));
        }
      }
      if (k < 3) put(actionCode(AK_SPRINT, i, 0, DEST_TOWARD + e));
    }
    if (count > 0) put(actionCode(AK_SPRINT, i, 0, DEST_AWAY));
    if (objective) put(actionCode(AK_SPRINT, i, 0, DEST_OBJECTIVE));
    for (let k = 0; k < 3 && markers; k++) {
      if (s.mctrl[k] === i) put(actionCode(AK_SPRINT, i, 0, DEST_EDGE));
      if (s.mctrl[k] !== -1 || !canControl) continue;
      // Apart by more on an axis, apart by more: hypot is never below the larger of |dx| and |dy| (fourteenth pass).
      const dx = s.mx[k] - s.x[i];
      const dy = s.my[k] - s.y[i];
      const limit = radius[i] + 6;
      if ((+(Math.abs(dx) > limit) | +(Math.abs(dy) > limit)) === 0 && hypot(dx, dy) <= limit) put(actionCode(AK_CONTROL, i, k, 0));
    }
    // Maneuver: call an ally within M in line of sight (not in contact: withinBand M and inContact on one distance).
    for (let f = 0; f < friends; f++) {
      const j = FRIENDS[f];
      if (j === i) continue;
      const d = MEMO_DISTANCE[row + j];
      if (d <= maneuverMm && !(d <= radius[i] + radius[j] + CONTACT_SLACK_MM) && lineOfSight(s, i, j)) put(actionCode(AK_MANEUVER, i, j, DEST_STAY));
    }
    // Embark on a Transport within MOV (room: capacity less the points aboard, the same integers; only p's Heavies in
    // play with room, gathered once per listing: a Heavy off the board has no capacity).
    if (s.type[i] !== HEAVY) {
      if (room < 0) room = fillRoom(s, p);
      for (let c = 0; c < room; c++) {
        const h = CARRIERS[c];
        if (ROOM[h] < s.points[i]) continue;
        if (MEMO_DISTANCE[row + h] <= mov + radius[i] + radius[h]) put(actionCode(AK_EMBARK, i, h, 0));
      }
    }
    const championAction = s.championAction(i);
    if (championAction >= 0) pushChampionActions(s, p, i, CHAMPION_ACTION_KIND[championAction], count);
  }
  if ((s.tacticMask[p] & TACTITIANS_BIT) !== 0 && s.momentum[p] >= 1 && tactitiansOpen(s, p)) {
    for (let option = 1; option <= 4; option++) if (s.tactitians[p] !== option) put(actionCode(AK_TACTITIANS, 0, option, 0));
  }
  const codes = LIST.slice(0, LISTED);
  LISTED_CODES = codes;
  return codes;
}

/**
 * Whether seat p (with Tactitians, on its Turn) may select or change its choice now (Tactics › Tactitians: "During your
 * first TURN each ROUND, you may spend 1pt of Momentum to select ..."; "You may spend 1pt of MOMENTUM on your TURN to
 * change your tactical choice after your first turn that round"; "Your choice from a previous ROUND persists").
 * `tactitians=first-turn` (default, RR-111): with no choice standing, only during the side's first Turn of the Round;
 * with one standing, on any Turn (a first Turn's selection may replace it); one choice per Turn. `any-turn`: always.
 */
export function tactitiansOpen(s: RrState, p: number): boolean {
  if (s.variants.tactitians === 'any-turn') return true;
  const turn = s.turns + 1;
  if (s.tactitiansChosen[p] === turn) return false;
  return s.tactitians[p] !== 0 || s.tactitiansFirst[p] === turn;
}

/** Per listing: each of p's Heavies' transport capacity less the points it carries (nothing moves while listing). */
const ROOM = new Int32Array(16);

/** p's Heavies in play with room aboard, in index order; fillRoom returns how many. */
const CARRIERS = new Int8Array(16);

function fillRoom(s: RrState, p: number): number {
  let count = 0;
  for (let h = 0; h < s.n; h++) {
    if (s.side[h] !== p || s.type[h] !== HEAVY) continue;
    // No capacity (off the board, or no Transport without Riders): no room whatever it carries (ninth pass: carriedPoints skipped).
    const capacity = transportCapacity(s, h);
    if (capacity <= 0) continue;
    ROOM[h] = capacity - carriedPoints(s, h);
    if (s.status[h] === IN_PLAY && ROOM[h] > 0) CARRIERS[count++] = h;
  }
  return count;
}

function nearestEnemyOf(s: RrState, i: number, q: number): number {
  let best = -1;
  for (let e = 0; e < s.n; e++) if (s.side[e] === q && s.status[e] === IN_PLAY && (best < 0 || distance(s, i, e) < distance(s, i, best))) best = e;
  return best;
}

/** `count`: how many enemies ENEMIES holds, nearest first (no subarray view per Element: bench-rattle-and-rend). */
function pushChampionActions(s: RrState, p: number, i: number, kind: number, count: number): void {
  const band = Math.max(BAND.S, s.rngBand(i));
  switch (kind) {
    case AK_WAVE:
      for (let j = 0; j < s.n; j++) {
        if (j !== i && s.side[j] === p && s.status[j] === IN_PLAY && s.type[j] !== WARD && withinBand(s, i, j, BAND.M)) {
          put(actionCode(kind, i, 0, 0));
          return;
        }
      }
      return;
    case AK_SPOT:
      for (let j = 0; j < s.n; j++) {
        if (j !== i && s.side[j] === p && s.status[j] === IN_PLAY && s.type[j] !== WARD && withinBand(s, i, j, band) && bestTarget(s, j) >= 0) {
          put(actionCode(kind, i, 0, 0));
          return;
        }
      }
      return;
    case AK_SUMMONS:
      for (let j = 0; j < s.n; j++) if (s.side[j] === p && s.status[j] === REMOVED && s.points[j] <= 2) put(actionCode(kind, i, j, 0));
      return;
    case AK_DOOM:
      for (let k = 0; k < count; k++) {
        const e = ENEMIES[k];
        if (distance(s, i, e) <= BAND_MM[BAND.L]) put(actionCode(kind, i, e, 0));
      }
      return;
    case AK_BANISH:
      for (let k = 0; k < count; k++) {
        const e = ENEMIES[k];
        if (withinBand(s, i, e, band)) put(actionCode(kind, i, e, 0));
      }
      return;
    case AK_PUSH:
      for (let k = 0; k < count; k++) {
        const e = ENEMIES[k];
        if (withinBand(s, i, e, band) && lineOfSight(s, i, e)) put(actionCode(kind, i, e, 0));
      }
      return;
    case AK_PLOT: {
      let mine = 0;
      let theirs = 0;
      for (let k = 0; k < s.n; k++) {
        if (s.status[k] !== IN_PLAY || !withinBand(s, i, k, band)) continue;
        if (s.side[k] === p) mine += s.points[k];
        else theirs += s.points[k];
      }
      // RR-066: usable with no enemy in RNG, or (default reading) with more allied than enemy points there.
      if (theirs === 0 || (s.variants['scheming-plot'] === 'either' && mine > theirs)) put(actionCode(kind, i, 0, 0));
      return;
    }
  }
}

/** Executes action steps: op 0 starts the action `a` (its code); OP_EFFECT and OP_EFFECT_RESULT continue it. */
export function actionOps(s: RrState, op: number, a: number, b: number, c: number, d: number, e: number): void {
  if (op === 0) return startAction(s, a);
  if (op === OP_EFFECT) return effect(s, a, b, c, d, e);
  return effectResult(s, a, b, c, d, e);
}

function startAction(s: RrState, code: number): void {
  const p = s.active;
  const kind = actionKind(code);
  const actor = actionActor(code);
  const arg = actionArg(code);
  const dest = actionDest(code);
  const elementAction = kind !== AK_TACTITIANS;
  // Momentum: 1, or nothing for Temptors' owed Action (the side's next, so it goes first), Discipline's first action, a
  // Maneuver critical's target, or a free action owed.
  let cost = 1;
  if (elementAction && s.temptorFree[p] > 0 && kind !== AK_CONTROL) {
    s.temptorFree[p] = 0;
    cost = 0;
    s.countSaved(p, 'free-action');
  } else if (elementAction && s.flags[actor] & F_FREE_NEXT) {
    cost = 0;
    s.countSaved(p, 'free-action');
  } else if (elementAction && s.freeAction[p] > 0 && kind !== AK_CONTROL) {
    s.freeAction[p]--;
    cost = 0;
    s.countSaved(p, 'free-action');
  } else if (elementAction && s.bondIs(p, 'discipline') && !s.disciplineAction[p] && kind !== AK_CONTROL) {
    s.disciplineAction[p] = 1;
    cost = 0;
    s.countSaved(p, 'discipline');
  }
  s.pay(p, cost);
  for (let i = 0; i < s.n; i++) if (s.side[i] === p) s.flags[i] &= ~F_FREE_NEXT;
  s.actions[p]++;
  s.statActions[p]++;
  if (elementAction) s.lastActor[p] = actor;
  s.aKind = kind;
  s.aActor = elementAction ? actor : -1;
  // The kinds aimed at an Element (tested one by one: an array literal here was allocated on every action).
  s.aTarget = kind === AK_CHARGE || kind === AK_STAND || kind === AK_FEINT || kind === AK_DOOM || kind === AK_BANISH || kind === AK_PUSH ? arg : -1;
  s.aDest = dest;
  s.aReacted = 0;
  s.aCancelled = 0;
  s.aNoMove = 0;
  s.aSwap = 0;
  s.aFodder = 0;
  s.aReactor = -1;
  s.aPursuer = -1;
  s.aRetaliator = -1;
  s.aWaveFree = 0;
  s.aMoved = 0;
  s.log?.push({ kind: 'action', round: s.round, player: p, action: describeActionCode(s, code), cost, momentum: s.momentum[p] });
  s.push(OP_ACTION_END);
  s.push(OP_EFFECT, kind, actor, arg, dest, 1);
  s.push(OP_EFFECT, kind, actor, arg, dest, 0);
  // Placing an Element from reserve "cannot be Reacted to"; Tactitians is no Element's action.
  if (kind !== AK_ENTER && kind !== AK_TACTITIANS && kind !== AK_DISEMBARK) s.push(OP_REACT_WINDOW, ST_DECLARE, s.aTarget, 0, actor, 0);
}

/** The budget of an action's movement. */
function budgetOf(s: RrState, kind: number, actor: number): number {
  return kind === AK_SPRINT ? s.movMm(actor, false, 1) : s.movMm(actor);
}

/** Movement flags of an action toward an Element: into contact for B-to-B attackers, into range for the rest. */
export function actionMoveFlags(s: RrState, kind: number, actor: number): number {
  if (kind === AK_SPRINT) return MF_CONTACT | MF_SPRINT;
  return s.rngBand(actor) <= 0 || s.type[actor] === HEAVY ? MF_CONTACT : MF_RANGE;
}

/** Where the action's movement will end (for reaction triggers). */
export function actionMovement(s: RrState): { dest: number; budget: number; flags: number } | null {
  const kind = s.aKind;
  if (s.aActor < 0 || (kind !== AK_SPRINT && kind !== AK_CHARGE && kind !== AK_FEINT) || s.aDest === DEST_STAY) return null;
  return { dest: s.aDest, budget: budgetOf(s, kind, s.aActor), flags: actionMoveFlags(s, kind, s.aActor) };
}

function effect(s: RrState, kind: number, actor: number, arg: number, dest: number, phase: number): void {
  if (s.aCancelled) return;
  const p = s.active;
  if (phase === 0) {
    switch (kind) {
      case AK_SPRINT:
      case AK_CHARGE:
      case AK_FEINT:
        if (dest !== DEST_STAY) s.push(OP_MOVE, actor, dest, budgetOf(s, kind, actor), actionMoveFlags(s, kind, actor));
        return;
      case AK_ENTER: {
        const [x, y] = entryPoint(s, actor, arg);
        const spot = nearestFreeSpot(s, x, y, s.radius[actor], actor);
        s.place(actor, spot.x, spot.y);
        s.setStatus(actor, IN_PLAY);
        s.log?.push({ kind: 'enters', round: s.round, player: p, element: actor, at: [Math.round(spot.x), Math.round(spot.y)] });
        return;
      }
      case AK_EMBARK:
        s.setStatus(actor, CARRIED);
        s.carrier[actor] = arg;
        s.place(actor, s.x[arg], s.y[arg]);
        return;
      case AK_DISEMBARK: {
        const h = s.carrier[actor];
        const point = destinationPoint(s, h, dest) ?? [s.x[h], s.y[h] + 1];
        const dx = point[0] - s.x[h];
        const dy = point[1] - s.y[h];
        const dd = hypot(dx, dy) || 1;
        const gap = s.radius[h] + s.radius[actor] + 1;
        const spot = nearestFreeSpot(s, s.x[h] + (dx / dd) * gap, s.y[h] + (dy / dd) * gap, s.radius[actor], actor);
        s.place(actor, spot.x, spot.y);
        s.setStatus(actor, IN_PLAY);
        s.carrier[actor] = -1;
        s.log?.push({ kind: 'disembarks', round: s.round, player: p, element: actor });
        // Riders: getting out no longer counts as the movement, so the Element also moves.
        if (s.has(p, RIDERS_BIT)) s.push(OP_MOVE, actor, dest, s.movMm(actor), MF_CONTACT);
        return;
      }
    }
    return;
  }
  if (s.status[actor] !== IN_PLAY && kind !== AK_TACTITIANS) return;
  switch (kind) {
    case AK_CHARGE:
    case AK_STAND:
      return attackAction(s, actor, s.aTarget, kind === AK_CHARGE ? AF_CHARGE : 0);
    case AK_DOOM:
      s.push(OP_ATTACK, actor, s.aTarget, AF_DOOM | AF_NO_SWARM);
      return;
    case AK_FEINT:
    case AK_MANEUVER:
    case AK_WAVE:
    case AK_SPOT:
    case AK_SUMMONS:
    case AK_PUSH:
    case AK_PLOT:
    case AK_BANISH: {
      if ((kind === AK_FEINT || kind === AK_PUSH || kind === AK_BANISH) && s.status[s.aTarget] !== IN_PLAY) return;
      // A Feint that moved first selects its target only if it is now within RNG and in line of sight (Ten Actions › Feint).
      if (kind === AK_FEINT && dest !== DEST_STAY && !canAttack(s, actor, s.aTarget)) {
        s.log?.push({ kind: 'feint-out-of-reach', round: s.round, player: p, element: actor, target: s.aTarget });
        return;
      }
      s.push(OP_EFFECT_RESULT, kind, actor, kind === AK_FEINT || kind === AK_PUSH || kind === AK_BANISH ? s.aTarget : arg, dest);
      // Banish Foe's Guile check is made at a PENALTY; so is a Feint's at a Sneak-Thief beyond S under `sneak-thieves=listed` (RR-054).
      s.requestCheck(actor, GUILE, s.guileStat(actor), diceFor(0, kind === AK_BANISH || (kind === AK_FEINT && sneakFeint(s, actor, s.aTarget)) ? 1 : 0, s.variants.dice));
      return;
    }
    case AK_CONTROL:
      s.mctrl[arg] = actor;
      s.mTaken[arg] = s.turns;
      s.log?.push({ kind: 'marker-taken', round: s.round, player: p, element: actor, marker: arg });
      return;
    case AK_TACTITIANS:
      s.tactitians[p] = arg;
      s.tactitiansChosen[p] = s.turns + 1;
      return;
  }
}

/**
 * Sneak-Thieves under `sneak-thieves=listed` (RR-054): "Enemies have a penalty when targeting your non-HEAVY ELEMENTS
 * from longer than S RANGE with ... FEINT ACTIONS" (Tactics › Sneak-Thieves).
 */
export function sneakFeint(s: RrState, actor: number, target: number): boolean {
  return s.variants['sneak-thieves'] === 'listed' && s.has(s.side[target], SNEAK_THIEVES_BIT) && s.type[target] !== HEAVY && !withinBand(s, actor, target, BAND.S);
}

/** Charge or Stand and Fight: the attack, Pack-Hunters' partner, a Colossal Heavy's extra targets, a Retaliate exchange. */
function attackAction(s: RrState, actor: number, target: number, flags: number): void {
  const p = s.side[actor];
  let main = flags;
  if (s.aRetaliator >= 0) main |= AF_EXCHANGE;
  // A Fodder critical (reactions.ts fodderCritical): at a Penalty (2), on one of the attacker's own Elements (3: no
  // Swarmers join an attack on their own side).
  if (s.aFodder) main |= AF_FODDER | (s.aFodder >= 2 ? AF_PENALTY : 0) | (s.aFodder === 3 ? AF_NO_SWARM : 0);
  if (s.isHeavyTrait(actor, 'colossal')) {
    // Colossal: Fury checks against up to three enemies within RNG, each once.
    let extra = 0;
    for (let e = s.n - 1; e >= 0 && extra < 2; e--) {
      if (e === target || s.side[e] === p || !canAttack(s, actor, e)) continue;
      s.push(OP_ATTACK, actor, e, (flags & AF_CHARGE) | AF_NO_SWARM);
      extra++;
    }
  }
  if (s.has(p, PACK_HUNTERS_BIT) && !s.packUsed[p]) {
    // Pack-Hunters, once per round: an ally within M and line of sight acts with it; two together both gain a BONUS.
    for (let k = 0; k < s.n; k++) {
      if (k === actor || s.side[k] !== p || s.status[k] !== IN_PLAY || s.type[k] === WARD || !withinBand(s, actor, k, BAND.M) || !lineOfSight(s, actor, k)) continue;
      if (!canAttack(s, k, target)) continue;
      s.packUsed[p] = 1;
      main |= AF_BONUS;
      s.push(OP_ATTACK, k, target, AF_BONUS | AF_NO_SWARM);
      s.log?.push({ kind: 'pack-hunters', round: s.round, player: p, element: k });
      break;
    }
  }
  s.push(OP_ATTACK, actor, target, main);
}

function effectResult(s: RrState, kind: number, actor: number, arg: number, dest: number, _e: number): void {
  void dest;
  const result = s.lastResult;
  const p = s.side[actor];
  const q = 1 - p;
  if (kind === AK_BANISH) {
    // Whatever the result, a Will check follows unless the Guile check was critical (RR-065: whose? variant banish-will).
    if (result !== FAIL && s.status[arg] === IN_PLAY) {
      s.setStatus(arg, BANISHED);
      s.banishRound[arg] = s.round;
      s.log?.push({ kind: 'banished', round: s.round, player: s.side[arg], element: arg });
      checkVictory(s);
    }
    if (result !== CRITICAL) s.push(OP_SELF_WILL, s.variants['banish-will'] === 'champion' ? actor : arg, 0);
    return;
  }
  if (result === FAIL) return;
  const critical = result === CRITICAL;
  switch (kind) {
    case AK_FEINT: {
      // Move the enemy up to M: away from the feinter, or on a critical into Hazardous Terrain within M if there is one.
      if (s.status[arg] !== IN_PLAY) return;
      withdraw(s, arg, actor, BAND_MM[BAND.M]);
      if (critical) hazardPull(s, arg);
      return;
    }
    case AK_MANEUVER:
      if (s.status[arg] !== IN_PLAY) return;
      s.push(OP_MOVE, arg, DEST_TOWARD + actor, s.movMm(arg), MF_CONTACT);
      if (critical) s.flags[arg] |= F_FREE_NEXT;
      return;
    case AK_WAVE:
      for (let j = s.n - 1; j >= 0; j--) {
        if (j === actor || s.side[j] !== p || s.status[j] !== IN_PLAY || s.type[j] === WARD || !withinBand(s, actor, j, BAND.M)) continue;
        const e = nearestEnemy(s, j);
        if (e < 0) continue;
        const flags = (s.rngBand(j) <= 0 || s.type[j] === HEAVY ? MF_CONTACT : MF_RANGE) | (critical ? MF_FREE_TERRAIN : 0);
        s.push(OP_MOVE, j, DEST_TOWARD + e, s.movMm(j), flags);
      }
      return;
    case AK_SPOT: {
      // Two allies within RNG that have a target attack (one under spot-weakness=one-ally); a critical adds a BONUS and a range band.
      const band = Math.max(BAND.S, s.rngBand(actor));
      let allowed = s.variants['spot-weakness'] === 'two-allies' ? 2 : 1;
      for (let j = 0; j < s.n && allowed > 0; j++) {
        if (j === actor || s.side[j] !== p || s.status[j] !== IN_PLAY || s.type[j] === WARD || !withinBand(s, actor, j, band)) continue;
        const flags = AF_NO_SWARM | (critical ? AF_BONUS | AF_EXTRA_BAND : 0) | (s.variants['sneak-thieves'] === 'listed' ? AF_UNLISTED : 0);
        const e = bestTarget(s, j, flags);
        if (e < 0) continue;
        s.push(OP_ATTACK, j, e, flags);
        allowed--;
      }
      return;
    }
    case AK_SUMMONS: {
      if (s.status[arg] !== REMOVED) return;
      const spot = nearestFreeSpot(s, s.anchorX[p], s.anchorY[p], s.radius[arg], arg);
      s.place(arg, spot.x, spot.y);
      s.setStatus(arg, IN_PLAY);
      s.log?.push({ kind: 'returns', round: s.round, player: p, element: arg, why: 'battle-summons' });
      if (critical) {
        const e = nearestEnemy(s, arg);
        if (e >= 0) s.push(OP_MOVE, arg, DEST_TOWARD + e, s.movMm(arg), MF_CONTACT);
      }
      return;
    }
    case AK_PUSH: {
      if (s.status[arg] !== IN_PLAY) return;
      pushToBrink(s, actor, arg);
      if (critical) s.push(OP_SELF_WILL, arg, 0);
      return;
    }
    case AK_PLOT: {
      const amount = critical ? 3 : 2;
      s.gain(p, amount, 'scheming-plot');
      const lost = Math.min(amount, s.momentum[q]);
      s.momentum[q] -= lost;
      s.log?.push({ kind: 'momentum-lost', round: s.round, player: q, amount: lost, momentum: s.momentum[q] });
      return;
    }
  }
}

/**
 * Feint critical: into Hazardous Terrain within M of the target, if any ("You may move the target into HAZARDOUS
 * TERRAIN"): its centre, or the spot inside the piece nearest its centre that no base covers (bases never overlap:
 * board.ts settle); a piece with no such spot is passed over.
 */
function hazardPull(s: RrState, i: number): void {
  for (let t = 0; t < s.nt; t++) {
    if (s.tt[t] !== 2) continue;
    if (hypot(s.tx[t] - s.x[i], s.ty[t] - s.y[i]) > BAND_MM[BAND.M]) continue;
    // Rings 6 mm apart inside the piece's footprint, 12 directions each.
    for (let ring = 0; ring * 6 < s.tr[t]; ring++) {
      for (let k = 0; k < (ring === 0 ? 1 : 12); k++) {
        const x = s.tx[t] + Math.cos((k * Math.PI) / 6) * ring * 6;
        const y = s.ty[t] + Math.sin((k * Math.PI) / 6) * ring * 6;
        if (!clearOfBases(s, i, x, y)) continue;
        s.place(i, x, y);
        s.log?.push({ kind: 'pushed-into-hazard', round: s.round, player: s.side[i], element: i });
        return;
      }
    }
  }
}

/** Whether i's base at (x, y) is on the board and overlaps no other base in play. */
function clearOfBases(s: RrState, i: number, x: number, y: number): boolean {
  const r = s.radius[i];
  if (x < r || y < r || x > BOARD_MM - r || y > BOARD_MM - r) return false;
  for (let k = 0; k < s.n; k++) if (k !== i && s.status[k] === IN_PLAY && hypot(x - s.x[k], y - s.y[k]) < r + s.radius[k]) return false;
  return true;
}

/** Push to the Brink: back toward its own deployment zone as far as the pusher can still see it. */
function pushToBrink(s: RrState, actor: number, target: number): void {
  const p = s.side[target];
  const fromX = s.x[target];
  const fromY = s.y[target];
  let bestX = fromX;
  let bestY = fromY;
  for (let k = 1; k <= 8; k++) {
    const f = k / 8;
    s.place(target, fromX + (s.anchorX[p] - fromX) * f, fromY + (s.anchorY[p] - fromY) * f);
    if (!lineOfSight(s, actor, target)) break;
    bestX = s.x[target];
    bestY = s.y[target];
  }
  const spot = nearestFreeSpot(s, bestX, bestY, s.radius[target], target);
  s.place(target, spot.x, spot.y);
  s.log?.push({ kind: 'pushed', round: s.round, player: p, element: target, to: [Math.round(spot.x), Math.round(spot.y)] });
}

