/**
 * The flow of a game (`002_f697cf6215cb147c.txt`, Sequence, Movement,
 * Attack › Attack Window, Weapons › Point Defense, End Phase): turns,
 * alternating activations, and what each chosen option does on the table
 * (maneuvers, squadron moves, Withdraw, fire). Rolls are queued as jobs
 * (jobs.ts); Bombing Runs and Dogfights open an exchange (exchanges.ts).
 */
import { endSupportStates, fireBreaksSilence, suppress, suppressingShot } from './supportActions.ts';
import { canActivate, defenseOf, rangeSensorsOf, thrustersOf, type Unit } from './units.ts';
import { carrierLost, launch } from './embark.ts';
import { launchDrones, pendingDrones } from './drones.ts';
import { traitValue, type SquadronCard } from './cards.ts';
import { declareAction } from './actions.ts';
import { commit } from './exchanges.ts';
import type { JovianState } from './game.ts';
import { COS, distance, distanceToSegment, onTable, segmentEntry, SIN } from './geometry.ts';
import { planFor, queueAttack, queueHazard } from './jobs.ts';
import { coverStealth, crosses, hazardRating } from './terrain.ts';
import { queueComets } from './comet.ts';
import { actionOptions, BOARD_ACTION, COMBINED_ATTACK, INTERCEPT, LET_PASS, NO_ACTION, POINT_DEFENSE, RAM_ACTION, type Option } from './options.ts';
import { INTERCEPTABLE, nextOffered, offerInterception, open } from './reactiveOffer.ts';
import { openFirefight, startBoarding } from './boarding.ts';
import { ramPointDefense, startRam } from './ram.ts';
import { firstInterceptor, followEscorts, INTERCEPT_AT, interceptAfterDogfight, nextInterceptor, reactiveInterceptor, startReactiveDogfight } from './escorts.ts';
import { followFormations } from './formation.ts';
import { useWeapon } from './qShip.ts';
import { exoSuitLeaves } from './exoSuits.ts';
import { declareOnFast } from './fast.ts';
import { noteEndPhase } from './scenarios.ts';
import { lanceOf, minePlan } from './waterRaid.ts';
import { contactEnd, escapeEnd, mineEnd, squadronMoveEnd } from './squadronPaths.ts';
import { GAME_TURNS, LONG_SHOT_DAMAGE_ON, rangeBand, traitReading } from './rules.ts';

export function beginTurn(s: JovianState): void {
  // Escalating Deployment › "During subsequent Deployment Phases": the reserves deploy (fixed policy: nobody declines).
  if (s.turn === 2 && s.variants.deployment === 'escalating') deployReserves(s);
  for (const u of s.units) {
    // Drones activate only under a Drone Command (Weapons › Drone; drones.ts).
    // Traits › Formation: the partner activates with its leader (formation.ts).
    u.activated = !canActivate(u) || u.def.kind === 'drone' || u.escort >= 0 || (u.formation >= 0 && u.formation < u.index);
    u.used = 0;
    u.pdUsed = false;
    u.boosted = false;
  }
  if (s.log) s.push({ kind: 'turn', turn: s.turn, vp: s.victoryPoints() });
  // States › Crippled: each Crippled ship rolls when "You start the Deployment Phase of a turn".
  if (s.turn > 1) for (const u of s.units) if (u.status === 'crippled') s.jobs.push({ kind: 'catastrophic', unit: u.index, weapon: 0 });
  // Terrain › Comets: "At the end of each Deployment Phase, resolve a Movement of the Comet" (2d6 inches).
  if (s.terrain.length > 0) queueComets(s);
  s.toMove = 0;
  s.phase = 'select';
  s.settle();
}

export function hasReady(s: JovianState, side: number): boolean {
  return s.units.some((u) => u.side === side && !u.activated && canActivate(u));
}

export function endActivation(s: JovianState): void {
  const unit = s.units[s.active];
  if (unit) {
    unit.boosted = false;
    unit.reorient = -1;
    unit.turnTest = -1;
    // Attack Window: "Weapons may not be used more than one time per Activation" (default), or per round (JW-053).
    if (s.variants['weapon-use'] !== 'round') {
      unit.used = 0;
      for (const u of s.units) u.pdUsed = false;
    }
  }
  if (s.escorts) followEscorts(s);
  if (s.formations) followFormations(s);
  s.active = -1;
  s.declared = NO_ACTION;
  s.longShot = -1;
  s.mustAttack = -1;
  if (decided(s)) {
    finish(s);
    return;
  }
  // drone-command=at-once: the drones a Drone Command picked activate next, before play passes on.
  if (s.drones && s.variants['drone-command'] !== 'later' && pendingDrones(s, s.toMove)) {
    s.phase = 'select';
    return;
  }
  const other = 1 - s.toMove;
  if (hasReady(s, other)) s.toMove = other;
  else if (!hasReady(s, s.toMove)) {
    endTurn(s);
    return;
  }
  s.phase = 'select';
}

export function endTurn(s: JovianState): void {
  // End Phase: Fuel refreshes; Evading, Station Keeping and Targeted end; Hard Burn:X becomes X-1, or ends from 0.
  for (const u of s.units) {
    if (!u.capital) u.fuel = (u.def as SquadronCard).fuel;
    u.evading = false;
    u.stationKeeping = false;
    u.targeted = 0;
    u.overdriven = -1;
    if (u.hardBurn >= 0) u.hardBurn--;
    if (u.suppressed !== 0 || u.silent !== 0) endSupportStates(u);
  }
  // Ambush: the Attacker's lines read the Defender's losses at the End Phase of turns 3 and 5 (scenarios.ts).
  if (s.scenario !== null) noteEndPhase(s);
  if (s.turn >= GAME_TURNS || decided(s)) {
    finish(s);
    return;
  }
  s.turn++;
  beginTurn(s);
}

/** One fleet has nothing left on the table: the game ends (after the activation or in the End Phase). */
export function decided(s: JovianState): boolean {
  // A side with models In Reserve (Escalating Deployment) is still in the game.
  return s.units.every((u) => u.side === 0 || (!u.inPlay() && u.status !== 'reserve')) || s.units.every((u) => u.side === 1 || (!u.inPlay() && u.status !== 'reserve'));
}

/**
 * Escalating Deployment, subsequent Deployment Phases: in initiative order the
 * players deploy their Capital Ships, then their Squadrons, Embarked "on Capital
 * Ships deployed in this Phase" (the carrier chosen at the start, game.ts) or on
 * the table. Every model deploys (a fixed policy: nobody holds models back), at
 * the place Fleet Deployment would have given it.
 */
export function deployReserves(s: JovianState): void {
  const deployed: number[] = [];
  for (let side = 0; side < 2; side++) {
    for (const capital of [true, false]) {
      for (const u of s.units) {
        if (u.side !== side || u.status !== 'reserve' || u.capital !== capital) continue;
        if (u.carrier >= 0) {
          const carrier = s.units[u.carrier];
          u.status = 'embarked';
          u.x = carrier.x;
          u.y = carrier.y;
          u.heading = carrier.heading;
        } else u.status = 'active';
        deployed.push(u.index);
      }
    }
  }
  if (s.log && deployed.length > 0) s.push({ kind: 'deploy', turn: s.turn, units: deployed, embarked: deployed.filter((i) => s.units[i].status === 'embarked') });
}

function finish(s: JovianState): void {
  s.phase = 'over';
  s.jobs.length = 0;
  s.roll = null;
  if (s.log) s.push({ kind: 'end', turn: s.turn, vp: s.victoryPoints(), winner: s.winner(), ...(s.scenario ? { op: s.objectivePoints() } : {}) });
}

/**
 * What a chosen option does. A squadron's move or hold that an enemy squadron may intercept waits for that squadron's
 * answer first (reactiveOffer.ts): the option is played once every offer is answered.
 */
export function play(s: JovianState, o: Option): void {
  if (s.reactive && INTERCEPTABLE[o.kind] && offerInterception(s, o)) return;
  playOption(s, o);
}

function playOption(s: JovianState, o: Option): void {
  switch (o.kind) {
    case 'select': {
      s.active = o.unit;
      const unit = s.units[o.unit];
      unit.activated = true;
      s.firedThisActivation = 0;
      s.stats.activations[unit.side]++;
      s.declared = NO_ACTION;
      s.longShot = -1;
      s.mustAttack = -1;
      if (s.log) s.push({ kind: 'activate', turn: s.turn, player: unit.side, unit: unit.index, card: unit.card });
      // States › Embarked: off the table until it Launches; the choice comes first.
      if (unit.status === 'embarked') {
        s.phase = 'launch';
        return;
      }
      // Action: declared at the start of the activation; no choice to make when none is possible.
      s.phase = actionOptions(s, unit).length > 1 ? 'action' : 'plan';
      if (s.phase === 'plan') {
        boardedEffects(s, unit);
        turnTestAtZero(s, unit);
      }
      return;
    }
    case 'launch': {
      // Generic Special Actions › Launch: an extra Action; then the activation goes on as any other.
      const unit = s.units[s.active];
      launch(s, unit);
      s.phase = actionOptions(s, unit).length > 1 ? 'action' : 'plan';
      return;
    }
    case 'stay':
      endActivation(s);
      return;
    case 'land':
      landOn(s, s.units[s.active], o);
      return;
    case 'action': {
      const unit = s.units[s.active];
      declareAction(s, unit, o.action);
      s.phase = 'plan';
      // Autofire (traits-2): a squadron declaring an Action in range.
      if (o.action !== NO_ACTION && !unit.capital) autofire(s, unit, 'action', unit.x, unit.y);
      boardedEffects(s, unit);
      turnTestAtZero(s, unit);
      return;
    }
    case 'move':
      moveCapital(s, s.units[s.active], o.turns, o.distance);
      return;
    case 'withdraw':
      s.jobs.push({ kind: 'withdraw', unit: s.active });
      s.phase = 'attack';
      return;
    case 'escape':
      escapeSquadron(s, s.units[s.active], o.boost);
      return;
    case 'mine':
      mineComet(s, s.units[s.active], o.boost, o.bid);
      return;
    case 'hold':
      s.stats.attackWindows++;
      s.phase = 'attack';
      if (s.log) s.push({ kind: 'hold', unit: s.active });
      if (s.reactive) holdIntercepted(s, s.units[s.active]);
      return;
    case 'approach':
    case 'bomb':
    case 'intercept':
    case 'combined':
      moveSquadron(s, s.units[s.active], o);
      return;
    case 'ram':
      ram(s, s.units[s.active], o);
      return;
    case 'board':
      board(s, s.units[s.active], o);
      return;
    case 'fire':
      fire(s, s.units[s.active], o.weapon, o.target);
      return;
    case 'end':
      endActivation(s);
      return;
    case 'commit':
    case 'firefight':
      commit(s, o);
      return;
    case 'react':
      answerInterception(s, o.choice);
      return;
  }
}

/**
 * The offered squadron's answer (reactiveOffer.ts). Letting the active squadron pass offers the next squadron on its
 * way, if any; then (or on an interception) the waiting option is played, its own check meeting the squadron that
 * intercepted, or none. After a Dogfight (interception-limit=unlimited) an interception opens the next Dogfight.
 */
function answerInterception(s: JovianState, choice: number): void {
  const r = s.react!;
  const mover = s.units[s.active];
  const offered = s.units[r.unit];
  s.toMove = mover.side;
  if (choice === LET_PASS) {
    if (s.log) s.push({ kind: 'lets-pass', unit: offered.index, target: mover.index });
    r.passed.push(offered.index);
    const next = nextOffered(s, r);
    if (next) return open(s, r.option, next, r.passed, r.done);
  }
  if (r.option !== null) {
    s.phase = 'plan';
    playOption(s, r.option);
  } else {
    s.phase = 'attack';
    if (choice === INTERCEPT) interceptAfterDogfight(s, mover, offered, r.done!);
  }
  s.react = null;
}

function moveCapital(s: JovianState, unit: Unit, turns: number, inches: number): void {
  // Turns are taken at the start of the move (the rulebook allows any point).
  unit.heading = (unit.heading + turns + 8) % 8;
  const fromX = unit.x;
  const fromY = unit.y;
  unit.x += COS[unit.heading] * inches;
  unit.y += SIN[unit.heading] * inches;
  // Planet (variant `planet=west`) "may not be ... moved through": a ship boxed in with no other move stops at its edge.
  if (unit.x < 0 && s.variants.planet === 'west') {
    unit.y -= (SIN[unit.heading] * unit.x) / COS[unit.heading];
    unit.x = 0;
  }
  if (s.log) s.push({ kind: 'move', unit: unit.index, turns, distance: inches, x: round(unit.x), y: round(unit.y) });
  if (leaveIfOff(s, unit)) return;
  if (s.escorts) followEscorts(s);
  hazards(s, unit, fromX, fromY);
  s.stats.attackWindows++;
  s.phase = 'attack';
}

/**
 * Capital Ship Movement: "If a Capital Ship has a Thrusters rating of 0, it may not turn unless it first passes a Skill
 * Test with a result of [D+]". Made as the move begins, after the Action and the Boarded state's firefight (a firefight
 * queues it when it ends: exchanges.ts commit); it is no Action itself (Reorient, Hard Burn and Station Keep need
 * Thrusters 1+), and a failed test costs nothing, so a ship that could turn always makes it. The job rolls only if the
 * ship is still Active at Thrusters 0 when it comes up (jobs.ts startJob). How many turns a pass allows is variant
 * `thrusters-zero-turns` (options.ts planOptions).
 */
export function turnTestAtZero(s: JovianState, unit: Unit): void {
  if (s.phase === 'plan' && unit.capital && unit.status === 'active' && thrustersOf(unit) === 0) s.jobs.push({ kind: 'turn-test', unit: unit.index, rating: 0 });
}

/** Activation Phase: "Declare its intent to use an Action. Apply effects of the Boarded state." (boarding.ts). */
function boardedEffects(s: JovianState, unit: Unit): void {
  if (unit.boarders > 0 && unit.inPlay()) openFirefight(s, unit);
}

/** Board (boarding.ts): the move to within reach of the target, then the boarding itself. */
function board(s: JovianState, unit: Unit, o: Option & { kind: 'board' }): void {
  s.declared = BOARD_ACTION;
  if (!unit.capital) {
    // An Exo-Suit squadron boards "as if they were Marines" and leaves the table (exoSuits.ts).
    const marines = exoSuitLeaves(s, unit, o);
    s.stats.attackWindows++;
    if (s.log) s.push({ kind: 'board', unit: unit.index, target: o.target, marines });
    s.jobs.push({ kind: 'board', unit: unit.index, target: o.target, marines });
    s.phase = 'attack';
    return;
  }
  unit.heading = (unit.heading + o.turns + 8) % 8;
  const fromX = unit.x;
  const fromY = unit.y;
  unit.x += COS[unit.heading] * o.distance;
  unit.y += SIN[unit.heading] * o.distance;
  if (s.log) s.push({ kind: 'move', unit: unit.index, turns: o.turns, distance: o.distance, x: round(unit.x), y: round(unit.y) });
  hazards(s, unit, fromX, fromY);
  startBoarding(s, unit, s.units[o.target], o.marines);
  s.phase = 'attack';
}

/** Ram (ram.ts): the move into base contact, then Point Defense on a squadron and the Skill Test. */
function ram(s: JovianState, unit: Unit, o: Option & { kind: 'ram' }): void {
  const target = s.units[o.target];
  const crippled = unit.status === 'crippled';
  s.declared = RAM_ACTION;
  if (unit.capital) {
    unit.heading = (unit.heading + o.turns + 8) % 8;
    const fromX = unit.x;
    const fromY = unit.y;
    unit.x += COS[unit.heading] * o.distance;
    unit.y += SIN[unit.heading] * o.distance;
    hazards(s, unit, fromX, fromY);
  } else {
    const fromX = unit.x;
    const fromY = unit.y;
    moveIntoContact(unit, target, o.boost);
    const interceptor = stoppedOnTheWay(s, unit, fromX, fromY);
    hazards(s, unit, fromX, fromY);
    if (interceptor) {
      // The Ram lapses, as an intercepted Bombing Run does: stopped short of the ship, no Point Defense from it, a Dogfight.
      autofire(s, unit, 'move', fromX, fromY);
      if (s.log) s.push({ kind: 'move', unit: unit.index, turns: 0, distance: round(distance(fromX, fromY, unit.x, unit.y)), x: round(unit.x), y: round(unit.y) });
      s.phase = 'attack';
      return startReactiveDogfight(s, unit, interceptor);
    }
    ramPointDefense(s, unit, target);
    autofire(s, unit, 'move', fromX, fromY);
  }
  if (s.log) s.push({ kind: 'move', unit: unit.index, turns: o.turns, distance: o.distance, x: round(unit.x), y: round(unit.y) });
  startRam(s, unit, target, crippled);
  s.phase = 'attack';
}

/** A squadron's straight move to 1" from `target` (base contact), Boosting by `boost` Fuel (Ram, Land). */
function moveIntoContact(unit: Unit, target: Unit, boost: number): void {
  unit.fuel -= boost;
  unit.boosted = boost > 0;
  contactEnd(unit, target, MOVE_END);
  unit.x = MOVE_END[0];
  unit.y = MOVE_END[1];
}

/** Terrain › Move: an Attack from every hazardous piece of terrain the move passed through (terrain.ts). */
function hazards(s: JovianState, unit: Unit, fromX: number, fromY: number): void {
  if (s.terrain.length === 0) return;
  for (const t of s.terrain) {
    const rating = hazardRating(t, unit.capital);
    if (rating > 0 && crosses(t, fromX, fromY, unit.x, unit.y)) queueHazard(s, unit, rating);
  }
}

/** Movement › Leaving Play: a model that ends a move off the table is Withdrawn. */
function leaveIfOff(s: JovianState, unit: Unit): boolean {
  if (onTable(unit.x, unit.y, s.table)) return false;
  unit.status = 'withdrawn';
  if (s.log) s.push({ kind: 'left-table', unit: unit.index });
  carrierLost(s, unit, 'withdrawn');
  endActivation(s);
  return true;
}

/**
 * Squadron Special Actions › Land: the move into base contact with the
 * carrier (Boosting if it must), through terrain and Point Defense like any
 * move; the squadron Embarks once those have resolved, if it still flies and
 * the carrier still has room (a `land` job).
 */
function landOn(s: JovianState, unit: Unit, o: { kind: 'land'; target: number; boost: number }): void {
  const carrier = s.units[o.target];
  const fromX = unit.x;
  const fromY = unit.y;
  moveIntoContact(unit, carrier, o.boost);
  const interceptor = stoppedOnTheWay(s, unit, fromX, fromY);
  if (s.log) s.push({ kind: 'move', unit: unit.index, turns: 0, distance: round(distance(fromX, fromY, unit.x, unit.y)), x: round(unit.x), y: round(unit.y) });
  hazards(s, unit, fromX, fromY);
  autofire(s, unit, 'move', fromX, fromY);
  s.phase = 'attack';
  if (interceptor) return startReactiveDogfight(s, unit, interceptor);
  s.jobs.push({ kind: 'land', unit: unit.index, carrier: carrier.index });
}

/**
 * Ambush (scenarios.ts): a Defender squadron flies straight at the escape edge, Speed + 3" per Fuel Boosted; past
 * the edge it leaves the table (Movement › Leaving Play: Withdrawn). Terrain, Autofire and formations as any move.
 */
function escapeSquadron(s: JovianState, unit: Unit, boost: number): void {
  unit.fuel -= boost;
  unit.boosted = boost > 0;
  const fromX = unit.x;
  const fromY = unit.y;
  // A little past the edge when in reach (off the table), else the whole reach toward it.
  escapeEnd(s, unit, boost, MOVE_END);
  unit.x = MOVE_END[0];
  unit.y = MOVE_END[1];
  const interceptor = stoppedOnTheWay(s, unit, fromX, fromY);
  if (s.log) s.push({ kind: 'escape', unit: unit.index, boost, x: round(unit.x), y: round(unit.y) });
  s.stats.attackWindows++;
  if (leaveIfOff(s, unit)) return;
  hazards(s, unit, fromX, fromY);
  if (s.formations) followFormations(s);
  autofire(s, unit, 'move', fromX, fromY);
  s.phase = 'attack';
  if (interceptor) startReactiveDogfight(s, unit, interceptor);
}

/**
 * Water Raid › Mine the Comet (waterRaid.ts): straight into contact with the Stationary Comet's Body, Boosting by
 * `boost` Fuel, through terrain and Point Defense like any move; then the Fuel bid is spent, the Lance used (a Fire
 * Control, Bombing Run step 6) and the Mining roll queued (a `mine` job, after any Autofire the move drew).
 */
function mineComet(s: JovianState, unit: Unit, boost: number, bid: number): void {
  unit.fuel -= boost;
  unit.boosted = boost > 0;
  const fromX = unit.x;
  const fromY = unit.y;
  mineEnd(s, unit, boost, MOVE_END);
  unit.x = MOVE_END[0];
  unit.y = MOVE_END[1];
  const interceptor = stoppedOnTheWay(s, unit, fromX, fromY);
  if (s.log) s.push({ kind: 'move', unit: unit.index, turns: 0, distance: round(distance(fromX, fromY, unit.x, unit.y)), x: round(unit.x), y: round(unit.y) });
  s.stats.attackWindows++;
  hazards(s, unit, fromX, fromY);
  if (s.formations) followFormations(s);
  autofire(s, unit, 'move', fromX, fromY);
  if (interceptor) {
    // The mining lapses, as an intercepted Bombing Run does: no bid spent, no Lance used, no Mining roll.
    s.phase = 'attack';
    return startReactiveDogfight(s, unit, interceptor);
  }
  const wi = lanceOf(unit);
  unit.fuel -= bid;
  unit.used |= 1 << wi;
  s.firedThisActivation++;
  s.scenario!.mines++;
  s.jobs.push({ kind: 'mine', unit: unit.index, plan: minePlan(s, unit, wi, bid), stage: 0, primary: 0 });
  s.phase = 'attack';
}

/**
 * Reactive Interception (escorts.ts) on a squadron's other straight moves: a Ram's or a Land's move into contact, an
 * Ambush escape, a Water Raid mining run. None is a move the rules exempt (Interception: only "Squadrons taking a free
 * movement after a Bombing Run, leaving Assaulting state, or at the end of a Dogfight" and Vector Attack's 4" move
 * "cannot" be intercepted). The squadron is stopped at the first point in range and its Action lapses, as a run's does
 * (moveSquadron): the caller opens the Dogfight instead. A point past the table's edge is not met (an escaping squadron
 * that got there has left). Returns the interceptor, or null.
 */
function stoppedOnTheWay(s: JovianState, unit: Unit, fromX: number, fromY: number): Unit | null {
  if (!s.reactive) return null;
  const interceptor = firstInterceptor(s, unit, fromX, fromY, unit.x, unit.y, -1, false);
  if (!interceptor) return null;
  const x = fromX + (unit.x - fromX) * INTERCEPT_AT[0];
  const y = fromY + (unit.y - fromY) * INTERCEPT_AT[0];
  if (!onTable(x, y, s.table)) return null;
  unit.x = x;
  unit.y = y;
  // Traits › Fast (fast.ts): intercepting a Fast squadron costs the interceptor the Skill Test, as on a run.
  if (s.fast) declareOnFast(s, interceptor, unit);
  return interceptor;
}

/**
 * Interception › Reactive Interception: "if the active enemy Squadron is within 3" at any point during its activation".
 * A squadron that holds (and then only fires) is in range of an eligible enemy squadron within 3" of its spot: the
 * first such (unit order, as a move's tie) not among those that let it pass (reactiveOffer.ts: each is offered the
 * interception first) intercepts there, before its attacks. A capital ship is not a Squadron and is never intercepted.
 */
function holdIntercepted(s: JovianState, unit: Unit): void {
  if (unit.capital) return;
  const interceptor = nextInterceptor(s, unit, NONE_BEFORE);
  if (!interceptor) return;
  // Traits › Fast (fast.ts): intercepting a Fast squadron costs the interceptor the Skill Test, as on a move.
  if (s.fast) declareOnFast(s, interceptor, unit);
  startReactiveDogfight(s, unit, interceptor);
}
const NONE_BEFORE: readonly number[] = [];

/** Scratch for the squadronPaths.ts end points (no array per move). */
const MOVE_END = [0, 0];

function moveSquadron(s: JovianState, unit: Unit, o: { kind: 'approach' | 'bomb' | 'intercept' | 'combined'; target: number; boost: number }): void {
  const target = s.units[o.target];
  // Squadron Special Actions › Boost: +3" per Fuel (1-2; 1-3 for a Fast model, fast.ts); grants Evasive for the activation.
  unit.fuel -= o.boost;
  unit.boosted = o.boost > 0;
  const fromX = unit.x;
  const fromY = unit.y;
  squadronMoveEnd(unit, target, o.kind, o.boost, MOVE_END);
  unit.x = MOVE_END[0];
  unit.y = MOVE_END[1];
  // Interception › Reactive Interception: an enemy squadron's (an escort's) stops the move at the first point in range (escorts.ts).
  const escort = s.reactive ? reactiveInterceptor(s, unit, fromX, fromY, target.index, o.kind === 'intercept') : null;
  // Traits › Fast (fast.ts, JW-129): a Bombing Run or Interception declared on a Fast model, and an escort's
  // Reactive Interception of a Fast squadron, cost the declaring model a Skill Test, rolled before the move's autofire.
  if (s.fast) {
    if (o.kind === 'bomb' || o.kind === 'intercept') declareOnFast(s, unit, target);
    if (escort) declareOnFast(s, escort, unit);
  }
  if (s.log) s.push({ kind: o.kind, unit: unit.index, target: target.index, boost: o.boost, x: round(unit.x), y: round(unit.y) });
  s.stats.attackWindows++;
  hazards(s, unit, fromX, fromY);
  if (s.formations) followFormations(s);
  if (escort) {
    autofire(s, unit, 'move', fromX, fromY);
    return startReactiveDogfight(s, unit, escort);
  }
  if (o.kind === 'combined') {
    s.declared = COMBINED_ATTACK;
    // Combined Attack: "a Capital Ship Target in Optimal or Short Range" enters Targeted:1 or goes up by one.
    if (rangeBand(distance(unit.x, unit.y, target.x, target.y), target.def.signature, rangeSensorsOf(unit, s.variants['sensor-damage'] === 'long-only'), s.variants['optimum-edge']) !== 'long') {
      target.targeted++;
      s.mustAttack = target.index;
      if (s.log) s.push({ kind: 'targeted', unit: target.index, level: target.targeted });
    }
  }
  autofire(s, unit, 'move', fromX, fromY);
  if (o.kind === 'approach' || o.kind === 'combined') {
    s.phase = 'attack';
    return;
  }
  s.exchange = { kind: o.kind === 'bomb' ? 'bombing' : 'dogfight', attacker: unit.index, defender: target.index, first: null, second: null };
  s.phase = 'commit';
}

/**
 * Point Defense with Autofire (Weapons › Point Defense; Attack Window;
 * Traits › Autofire, two chapters: `trait-autofire`, JW-032). Range is the
 * squadron's Short Range (Sensors counted as 0; 6" with Barrier). A capital
 * ship with Defense above 0 attacks an active enemy squadron, once per
 * activation or round (`weapon-use`):
 * - attack-window (Attack Window: "An enemy Model ending its movement in
 *   range"): when the squadron ends a move in range;
 * - traits-1 ("enters the model's Sensor Range at any point"): when its
 *   straight-line move passes into range from outside, resolved at the point
 *   of entry (not when it starts in range);
 * - traits-2 ("ends a Movement, declares an Attack, or declares a Action
 *   within this model's Sensor Range"): at the end of a move, an attack or an
 *   Action declared in range.
 * `event` is what the squadron just did; a move passes its start point.
 */
function autofire(s: JovianState, squadron: Unit, event: 'move' | 'attack' | 'action', fromX: number, fromY: number): void {
  const reading = traitReading(s.variants, 'autofire');
  if (event !== 'move' && reading !== 'traits-2') return;
  for (const ship of s.units) {
    if (ship.side === squadron.side || !ship.inPlay() || !ship.capital || ship.pdUsed || defenseOf(ship) <= 0) continue;
    const range = pointDefenseRange(s, ship, squadron);
    if (reading === 'traits-1') {
      // Entry from outside: the first point of the segment within range.
      if (distance(ship.x, ship.y, fromX, fromY) <= range) continue;
      const t = segmentEntry(fromX, fromY, squadron.x, squadron.y, ship.x, ship.y, range);
      if (t < 0) continue;
      const endX = squadron.x;
      const endY = squadron.y;
      squadron.x = fromX + (endX - fromX) * t;
      squadron.y = fromY + (endY - fromY) * t;
      pointDefenseAt(s, ship, squadron);
      squadron.x = endX;
      squadron.y = endY;
      continue;
    }
    if (distance(ship.x, ship.y, squadron.x, squadron.y) > range) continue;
    pointDefenseAt(s, ship, squadron);
  }
}

function pointDefenseAt(s: JovianState, ship: Unit, squadron: Unit): void {
  ship.pdUsed = true;
  s.stats.attackWindows++;
  queueAttack(s, ship, POINT_DEFENSE, squadron, 'point-defense', false);
}

/** Point Defense reaches a squadron within its Short Range (its Signature), or 6" from a ship with Barrier (both chapters). */
export function pointDefenseRange(s: JovianState, ship: Unit, squadron: Unit): number {
  return traitValue(ship.def.traits, 'barrier') > 0 ? Math.max(6, squadron.def.signature) : squadron.def.signature;
}

function fire(s: JovianState, unit: Unit, wi: number, targetIndex: number): void {
  const target = s.units[targetIndex];
  s.firedThisActivation++;
  if (wi === POINT_DEFENSE) {
    // "declare an attack using its Point Defense weapon against all Squadrons in range".
    unit.pdUsed = true;
    fireBreaksSilence(unit, null);
    for (const t of s.units) if (t.side !== unit.side && t.inPlay() && !t.capital && distance(unit.x, unit.y, t.x, t.y) <= pointDefenseRange(s, unit, t)) queueAttack(s, unit, POINT_DEFENSE, t, 'point-defense', false);
    return;
  }
  unit.used |= 1 << wi;
  s.mustAttack = -1;
  const w = unit.def.weapons[wi];
  fireBreaksSilence(unit, w);
  useWeapon(unit, w);
  if (suppressingShot(s, unit, w, target)) {
    // Suppressing Fire: "Instead of resolving the attack, put the targeted Capital Ship into the Suppressed:X state" (supportActions.ts).
    suppress(s, unit, w, target);
    return;
  }
  if (w.type === 'drone') {
    launchDrones(s, unit, wi);
    return;
  }
  if (s.log) s.push({ kind: 'fire', unit: unit.index, weapon: w.name, target: targetIndex });
  // Autofire (traits-2) interrupts a squadron declaring an attack in range: Point Defense resolves first.
  if (!unit.capital) autofire(s, unit, 'attack', unit.x, unit.y);
  queueAttack(s, unit, wi, target, 'activation', false);
  // Long Shot: after an attack at Long Range, the weapon is damaged by the activation's Skill Test result.
  if (s.longShot >= 0 && w.type !== 'missile' && isLongRange(s, unit, target)) {
    const on = LONG_SHOT_DAMAGE_ON[s.longShot];
    if (on <= 6) s.jobs.push({ kind: 'long-shot-damage', unit: unit.index, weapon: wi, on });
  }
  if (w.type === 'kinetic') {
    // Kinetic Cannon: every other model touched by the 1"-wide line is a Secondary Target, farthest first.
    const hit = s.units
      .filter((m) => m !== unit && m !== target && m.inPlay() && distanceToSegment(m.x, m.y, unit.x, unit.y, target.x, target.y) <= 0.5)
      .sort((a, b) => distance(unit.x, unit.y, b.x, b.y) - distance(unit.x, unit.y, a.x, a.y));
    for (const m of hit) if (planFor(s, unit, wi, m, 'activation').refused === null) queueAttack(s, unit, wi, m, 'activation', true);
  }
}

/** Whether the target is beyond the attacker's Optimum Range now (Attack › Sensor Range; Stealth traits-2 lowers Sensors). */
function isLongRange(s: JovianState, unit: Unit, target: Unit): boolean {
  const cover = s.terrain.length > 0 ? coverStealth(s.terrain, target.x, target.y) : 0;
  const stealth = traitReading(s.variants, 'stealth') === 'traits-2' ? traitValue(target.def.traits, 'stealth') + cover + (target.silent > 0 ? 1 : 0) : 0;
  const cloaked = traitValue(target.def.traits, 'cloak') > 0 && traitReading(s.variants, 'cloak') === 'traits-1';
  return cloaked || rangeBand(distance(unit.x, unit.y, target.x, target.y), target.def.signature, Math.max(0, rangeSensorsOf(unit, s.variants['sensor-damage'] === 'long-only') - stealth), s.variants['optimum-edge']) === 'long';
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
