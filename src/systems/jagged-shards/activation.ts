/**
 * What a player decides (`000_9659637e2373f14e.txt` Ch. 5 Activations, Ch. 6
 * Movement, Ch. 8 Abilities & Warp Flares): which unit to activate or which
 * destroyed unit to bring back as a Reinforcement, which activated ability to
 * use, where to move or Rush, then the attack (combat.ts), and the Warp Flare
 * choices inside a roll (reroll, triggered abilities).
 *
 * An activation runs in a fixed order: activated ability, then movement,
 * then one attack (README: the rulebook lists what a unit may do, not the
 * order). Moves go straight toward a goal: an objective, the nearest light
 * cover, heavy cover or elevated square, or an enemy unit (stopping in base
 * contact, 1").
 */
import * as actions from './actions.ts';
import * as board from './board.ts';
import type { MoveEnd } from './board.ts';
import { attackOptions, declareAttack, finishAttack, frenzyDecision, hasAttackOption, predationDecision, shieldDecision, triggerUsable } from './combat.ts';
import * as flares from './flares.ts';
import type { JaggedState } from './jaggedState.ts';
import * as phase from './phase.ts';
import * as profiles from './profiles.ts';
import { beginActivation, countTail, declineSteal, endActivation, nextPick, spend, updateObjectives } from './rounds.ts';
import * as rules from './rules.ts';

// Imported bindings are copied into module-local consts: when tsx loads these files as CommonJS every read
// of an import is a getter call (a fifth of the heuristic's time in such a profile; a few percent under the
// project's ESM loading, scripts/bench-jagged-shards.ts).
const { clearOfEnemyZone, ELEVATED, HEAVY_COVER, LIGHT_COVER, moveToward, moveTowardPair, nearestOfKind, REINFORCEMENT_POINTS } = board;
const { ABILITY, ACTIVATE, ATTACK, DECLINE, DEST_ELEVATED, DEST_HEAVY, DEST_LIGHT, DEST_UNIT, HOLD, MAX_OBJECTIVES, MOVE, NO_ATTACK, PASS, REINFORCE, SKIP_ABILITY, STEAL_ATTEMPT, STEAL_DECLINE, USE } = actions;
const { PHASE } = phase;
const { MAX_SLOTS } = profiles;
const { classifyRoll, CRIT_FAIL, CRIT_SUCCESS, FAIL, FIRST_REINFORCEMENT_ROUND, OUTCOME_NAMES, REINFORCEMENT_CLEARANCE, SUCCESS } = rules;
// What a seat may spend: all its Warp Flares, or above its policy's reserve under flare-discipline=rule (flares.ts).
const { ruleSpendable } = flares;

export { OUTCOME_NAMES };

const goal: MoveEnd = { x: 0, y: 0 };
const end: MoveEnd = { x: 0, y: 0 };
const pointLegal = new Uint8Array(REINFORCEMENT_POINTS.length);

/** Marks the reinforcement points legal for `seat` now (Ch. 8 Reinforcement Deployment); returns how many. */
function markReinforcementPoints(s: JaggedState, seat: number): number {
  const { roster, objectives } = s.setup;
  const clear2 = REINFORCEMENT_CLEARANCE * REINFORCEMENT_CLEARANCE;
  let count = 0;
  for (let p = 0; p < REINFORCEMENT_POINTS.length; p++) {
    const [px, py] = REINFORCEMENT_POINTS[p];
    let legal = clearOfEnemyZone(1 - seat, px, py);
    for (let o = 0; legal && o < objectives.length; o++) {
      const dx = px - objectives[o].x;
      const dy = py - objectives[o].y;
      if (dx * dx + dy * dy < clear2) legal = false;
    }
    for (let u = 0; legal && u < roster.count; u++) {
      if (s.inPlay[u] === 0 || roster.seat[u] === seat) continue;
      const dx = px - s.x[u];
      const dy = py - s.y[u];
      if (dx * dx + dy * dy < clear2) legal = false;
    }
    pointLegal[p] = legal ? 1 : 0;
    if (legal) count++;
  }
  return count;
}

function reinforceable(s: JaggedState, u: number): boolean {
  return s.inPlay[u] === 0 && s.returned[u] === 0 && s.activated[u] === 0;
}

/** Ch. 8 Reinforcements: from Round 2, Warp Flares permitting, a destroyed unit not yet returned (and not activated this round) with a legal point. */
export function canReinforce(s: JaggedState, seat: number): boolean {
  if (s.round < FIRST_REINFORCEMENT_ROUND || ruleSpendable(s, seat) < s.setup.rules.reinforcementCost) return false;
  const { first, size } = s.setup.roster;
  let any = false;
  for (let u = first[seat]; u < first[seat] + size[seat]; u++) if (reinforceable(s, u)) any = true;
  return any && markReinforcementPoints(s, seat) > 0;
}

/** The points offered for a reinforcement: the legal point nearest each objective (one choice per objective approach). */
function reinforcementChoices(s: JaggedState, out: number[]): void {
  const { objectives } = s.setup;
  for (let o = 0; o < objectives.length; o++) {
    let best = -1;
    let bestDistance = Infinity;
    for (let p = 0; p < REINFORCEMENT_POINTS.length; p++) {
      if (pointLegal[p] === 0) continue;
      const dx = REINFORCEMENT_POINTS[p][0] - objectives[o].x;
      const dy = REINFORCEMENT_POINTS[p][1] - objectives[o].y;
      const d = dx * dx + dy * dy;
      if (d < bestDistance) {
        bestDistance = d;
        best = p;
      }
    }
    if (best >= 0 && !out.includes(best)) out.push(best);
  }
}

function usableAbility(s: JaggedState, u: number, a: number): boolean {
  const ability = s.setup.roster.profile[u].abilities[a];
  return ruleSpendable(s, s.setup.roster.seat[u]) >= ability.warpFlares && s.locked[u * MAX_SLOTS + a] !== s.round;
}

export function legalDecisions(s: JaggedState): number[] {
  const out: number[] = [];
  const { roster } = s.setup;
  switch (s.phase) {
    case PHASE.steal:
      out.push(STEAL_ATTEMPT, STEAL_DECLINE);
      break;
    case PHASE.pick: {
      const seat = s.picker;
      for (let u = roster.first[seat]; u < roster.first[seat] + roster.size[seat]; u++) if (s.inPlay[u] === 1 && s.activated[u] === 0) out.push(ACTIVATE + u);
      const units = out.length;
      if (canReinforce(s, seat)) {
        const points: number[] = [];
        reinforcementChoices(s, points);
        for (let u = roster.first[seat]; u < roster.first[seat] + roster.size[seat]; u++) {
          if (reinforceable(s, u)) for (const p of points) out.push(REINFORCE + u * 64 + p);
        }
      }
      // Reinforcing is never compulsory: with no unit left to activate, a player may stop for the round.
      if (units === 0) out.push(PASS);
      break;
    }
    case PHASE.ability: {
      out.push(SKIP_ABILITY);
      for (const a of roster.profile[s.active].activated) if (usableAbility(s, s.active, a)) out.push(ABILITY + a);
      break;
    }
    case PHASE.move:
      moveOptions(s, out);
      break;
    case PHASE.attack:
      out.push(NO_ATTACK);
      attackOptions(s, out);
      break;
    case PHASE.frenzy:
    case PHASE.reroll:
    case PHASE.shield:
    case PHASE.predation:
    case PHASE.uplink:
      out.push(USE, DECLINE);
      break;
  }
  return out;
}

function moveOptions(s: JaggedState, out: number[]): void {
  const { roster, objectives, terrainKinds } = s.setup;
  const u = s.active;
  const rush = roster.profile[u].rush > 0 && s.reinforcing === 0 ? 1 : 0;
  out.push(HOLD);
  for (let o = 0; o < objectives.length; o++) addMove(out, o, rush);
  if (terrainKinds[LIGHT_COVER]) addMove(out, DEST_LIGHT, rush);
  if (terrainKinds[HEAVY_COVER]) addMove(out, DEST_HEAVY, rush);
  if (terrainKinds[ELEVATED]) addMove(out, DEST_ELEVATED, rush);
  const enemy = 1 - roster.seat[u];
  for (let t = roster.first[enemy]; t < roster.first[enemy] + roster.size[enemy]; t++) if (s.inPlay[t] === 1) addMove(out, DEST_UNIT + t, rush);
}

/** A move to `dest`, and a Rush there when the unit may Rush (a function, not a closure per call: tsx wraps every closure it creates). */
function addMove(out: number[], dest: number, rush: number): void {
  out.push(MOVE + dest * 2);
  if (rush === 1) out.push(MOVE + dest * 2 + 1);
}

/** The goal point of a move destination, into `out`; the distance to stop short of it is returned. */
export function destinationPoint(s: JaggedState, u: number, dest: number, out: MoveEnd): number {
  const { objectives, kindCells } = s.setup;
  if (dest < DEST_LIGHT) {
    out.x = objectives[dest].x;
    out.y = objectives[dest].y;
    return 0;
  }
  if (dest >= DEST_UNIT) {
    out.x = s.x[dest - DEST_UNIT];
    out.y = s.y[dest - DEST_UNIT];
    // Stop in base contact: just inside the 1" engagement distance.
    return 0.999;
  }
  const kind = dest === DEST_LIGHT ? LIGHT_COVER : dest === DEST_HEAVY ? HEAVY_COVER : ELEVATED;
  if (!nearestOfKind(kindCells[kind], s.x[u], s.y[u], out)) {
    out.x = s.x[u];
    out.y = s.y[u];
  }
  return 0;
}

/** Where unit u would end a move to `dest` (Rush adds its Rush distance), into `out`. */
export function moveEnd(s: JaggedState, u: number, dest: number, rush: boolean, out: MoveEnd): void {
  const stopShort = destinationPoint(s, u, dest, goal);
  moveEndToward(s, u, goal.x, goal.y, stopShort, rush, out);
}

/** moveEndToward for a move and a Rush toward the same goal at once (board.moveTowardPair), into `out` and `rushOut`. */
export function moveEndsToward(s: JaggedState, u: number, goalX: number, goalY: number, stopShort: number, out: MoveEnd, rushOut: MoveEnd): void {
  const profile = s.setup.roster.profile[u];
  const allowance = profile.movement + 0 + s.extraMove;
  const rushAllowance = profile.movement + profile.rush + s.extraMove;
  moveTowardPair(s.setup.terrain, s.x[u], s.y[u], goalX, goalY, stopShort, allowance, rushAllowance, s.setup.rules.halvedDifficult, s.ignoreDifficult === 1, out, rushOut);
}

/** Where unit u would end a move toward a goal from destinationPoint, into `out` (the heuristic finds each goal once for a move and a Rush). */
export function moveEndToward(s: JaggedState, u: number, goalX: number, goalY: number, stopShort: number, rush: boolean, out: MoveEnd): void {
  const profile = s.setup.roster.profile[u];
  const allowance = profile.movement + (rush ? profile.rush : 0) + s.extraMove;
  moveToward(s.setup.terrain, s.x[u], s.y[u], goalX, goalY, stopShort, allowance, s.setup.rules.halvedDifficult, s.ignoreDifficult === 1, out);
}

export function describeDecision(s: JaggedState, action: number): string {
  const { roster, objectives } = s.setup;
  switch (s.phase) {
    case PHASE.steal:
      return action === STEAL_ATTEMPT ? 'attempt initiative steal' : 'decline initiative steal';
    case PHASE.pick:
      if (action === PASS) return 'pass';
      if (action >= REINFORCE) {
        const u = Math.floor((action - REINFORCE) / 64);
        const [px, py] = REINFORCEMENT_POINTS[(action - REINFORCE) % 64];
        return `reinforce ${roster.label[u]} at (${px}, ${py})`;
      }
      return `activate ${roster.label[action - ACTIVATE]}`;
    case PHASE.ability:
      return action === SKIP_ABILITY ? 'no ability' : `use ${roster.profile[s.active].abilities[action - ABILITY].name}`;
    case PHASE.move: {
      if (action === HOLD) return 'hold position';
      const dest = (action - MOVE) >> 1;
      const verb = (action - MOVE) & 1 ? 'rush' : 'move';
      if (dest < DEST_LIGHT) return `${verb} to objective ${dest + 1} (${objectives[dest].x}, ${objectives[dest].y})`;
      if (dest >= DEST_UNIT) return `${verb} on ${roster.label[dest - DEST_UNIT]}`;
      return `${verb} to ${dest === DEST_LIGHT ? 'light cover' : dest === DEST_HEAVY ? 'heavy cover' : 'elevated terrain'}`;
    }
    case PHASE.attack: {
      if (action === NO_ATTACK) return 'no attack';
      const t = (action - ATTACK) >> 3;
      const w = (action - ATTACK) & 7;
      return `attack ${roster.label[t]} with ${roster.profile[s.active].weapons[w].name}`;
    }
    case PHASE.frenzy:
      return action === USE ? `use ${roster.profile[s.active].abilities[roster.profile[s.active].frenzy].name}` : 'no frenzy';
    case PHASE.reroll:
      return action === USE ? `reroll (${s.setup.rules.rerollCost} Warp Flare${s.setup.rules.rerollCost > 1 ? 's' : ''})` : 'accept the roll';
    case PHASE.shield:
      return action === USE ? `use ${roster.profile[s.target].abilities[roster.profile[s.target].shielding].name}` : 'no shielding';
    case PHASE.predation:
      return action === USE ? `use ${roster.profile[s.active].abilities[roster.profile[s.active].predation].name}` : 'no predation';
    case PHASE.uplink:
      return action === USE ? `use ${roster.profile[s.active].abilities[roster.profile[s.active].uplink].name}` : 'no uplink';
  }
  return `action ${action}`;
}

export function applyDecision(s: JaggedState, action: number): void {
  switch (s.phase) {
    case PHASE.steal:
      if (action === STEAL_ATTEMPT) s.phase = PHASE.stealRoll;
      else declineSteal(s);
      return;
    case PHASE.pick:
      if (action === PASS) {
        s.passed[s.picker] = 1;
        if (s.log) s.push({ kind: 'pass', round: s.round, seat: s.picker });
        nextPick(s, s.picker);
      } else if (action >= REINFORCE) reinforce(s, Math.floor((action - REINFORCE) / 64), (action - REINFORCE) % 64);
      else beginActivation(s, action - ACTIVATE);
      return;
    case PHASE.ability:
      if (action === SKIP_ABILITY) s.phase = PHASE.move;
      else useAbility(s, action - ABILITY);
      return;
    case PHASE.move:
      if (action === HOLD) {
        if (s.log) s.push({ kind: 'hold', unit: s.setup.roster.label[s.active] });
      } else if (move(s, (action - MOVE) >> 1, ((action - MOVE) & 1) === 1)) return;
      return startAttackStep(s);
    case PHASE.attack:
      if (action === NO_ATTACK) return endActivation(s);
      return declareAttack(s, (action - ATTACK) >> 3, (action - ATTACK) & 7);
    case PHASE.frenzy:
      return frenzyDecision(s, action === USE);
    case PHASE.reroll:
      return rerollDecision(s, action === USE);
    case PHASE.shield:
      return shieldDecision(s, action === USE);
    case PHASE.predation:
      return predationDecision(s, action === USE);
    case PHASE.uplink:
      return uplinkDecision(s, action === USE);
  }
}

/** The activated-ability step, skipped when no activated ability is usable (or the unit is a fresh reinforcement). */
export function startAbilityStep(s: JaggedState): void {
  const u = s.active;
  if (s.reinforcing === 0) {
    for (const a of s.setup.roster.profile[u].activated) {
      if (usableAbility(s, u, a)) {
        s.phase = PHASE.ability;
        return;
      }
    }
  }
  s.phase = PHASE.move;
}

function startAttackStep(s: JaggedState): void {
  if (s.reinforcing === 1 || !hasAttackOption(s)) return endActivation(s);
  s.phase = PHASE.attack;
}

/** Ch. 8 Activated Abilities: Warp Flares are spent on declaration; an activation roll, if any, follows. */
function useAbility(s: JaggedState, a: number): void {
  const u = s.active;
  const { roster } = s.setup;
  const ability = roster.profile[u].abilities[a];
  spend(s, roster.seat[u], ability.warpFlares);
  s.abilityIndex = a;
  s.target = -1;
  s.rerolled = 0;
  if (s.log) s.push({ kind: 'ability', unit: roster.label[u], seat: roster.seat[u], ability: ability.name, flares: s.flares[roster.seat[u]] });
  if (ability.activationSr === null) {
    abilityEffect(s);
    s.phase = PHASE.move;
    return;
  }
  s.sr = ability.activationSr;
  s.phase = PHASE.abilityRoll;
}

export function resolveAbilityRoll(s: JaggedState, roll: number): void {
  const outcome = classifyRoll(roll, s.sr);
  const seat = s.setup.roster.seat[s.active];
  if (s.log) s.push({ kind: 'roll', unit: s.setup.roster.label[s.active], roll, sr: s.sr, outcome: OUTCOME_NAMES[outcome], reroll: s.rerolled === 1 });
  if (outcome === FAIL && s.rerolled === 0 && ruleSpendable(s, seat) >= s.setup.rules.rerollCost) {
    s.phase = PHASE.reroll;
    return;
  }
  finishAbility(s, outcome);
}

function finishAbility(s: JaggedState, outcome: number): void {
  if (outcome === SUCCESS || outcome === CRIT_SUCCESS) abilityEffect(s);
  // Ch. 3 / Ch. 7 Critical Failure: "that specific ability may not be used during the following round".
  else if (outcome === CRIT_FAIL) {
    s.locked[s.active * MAX_SLOTS + s.abilityIndex] = s.round + 1;
    if (s.log) s.push({ kind: 'lockout', unit: s.setup.roster.label[s.active], ability: s.setup.roster.profile[s.active].abilities[s.abilityIndex].name, round: s.round + 1 });
  }
  s.abilityIndex = -1;
  s.phase = PHASE.move;
}

function abilityEffect(s: JaggedState): void {
  const u = s.active;
  const { roster } = s.setup;
  const ability = roster.profile[u].abilities[s.abilityIndex];
  switch (ability.effect) {
    case 'designate':
      s.srBonus += ability.value;
      break;
    case 'fracture-step':
      s.extraMove += ability.value;
      s.ignoreDifficult = 1;
      break;
    case 'field-repair': {
      const seat = roster.seat[u];
      let best = -1;
      let missing = 0;
      for (let v = roster.first[seat]; v < roster.first[seat] + roster.size[seat]; v++) {
        const lack = roster.profile[v].wounds - s.wounds[v];
        const dx = s.x[v] - s.x[u];
        const dy = s.y[v] - s.y[u];
        if (s.inPlay[v] === 1 && lack > missing && dx * dx + dy * dy <= ability.range * ability.range) {
          best = v;
          missing = lack;
        }
      }
      if (best >= 0) {
        const healed = Math.min(missing, ability.value);
        s.wounds[best] += healed;
        if (s.log) s.push({ kind: 'repair', unit: roster.label[best], healed, wounds: s.wounds[best] });
      }
      break;
    }
  }
  if (s.log) s.push({ kind: 'effect', unit: roster.label[u], ability: ability.name });
}

/** Ch. 8 Rerolls: declared straight after the roll, once per roll, never on a critical result. */
function rerollDecision(s: JaggedState, reroll: boolean): void {
  const forAttack = s.target >= 0;
  if (reroll) {
    spend(s, s.setup.roster.seat[s.active], s.setup.rules.rerollCost);
    s.rerolled = 1;
    s.phase = forAttack ? PHASE.attackRoll : PHASE.abilityRoll;
    return;
  }
  if (forAttack) finishAttack(s, FAIL);
  else finishAbility(s, FAIL);
}

/** Moves the active unit; returns true when its move captured an objective and an uplink trigger now waits for its player's decision. */
function move(s: JaggedState, dest: number, rush: boolean): boolean {
  const u = s.active;
  const fromX = s.x[u];
  const fromY = s.y[u];
  moveEnd(s, u, dest, rush, end);
  s.x[u] = end.x;
  s.y[u] = end.y;
  if (rush) s.rushed = 1;
  if (s.log) {
    const r = (v: number) => Math.round(v * 10) / 10;
    s.push({ kind: 'move', unit: s.setup.roster.label[u], rush, toward: describeDecision(s, MOVE + dest * 2 + (rush ? 1 : 0)), from: [r(fromX), r(fromY)], to: [r(end.x), r(end.y)] });
  }
  const uplink = s.setup.roster.profile[u].uplink;
  if (uplink < 0) {
    updateObjectives(s);
    return false;
  }
  for (let o = 0; o < s.owner.length; o++) ownerBefore[o] = s.owner[o];
  updateObjectives(s);
  // Ch. 8 Triggered Abilities ("objective interactions"): an objective this unit's move captured, when an attack can follow.
  if (!capturedBy(s, u) || !triggerUsable(s, u, uplink) || !hasAttackOption(s)) return false;
  s.phase = PHASE.uplink;
  return true;
}

const ownerBefore = new Int8Array(MAX_OBJECTIVES);

/** Whether unit u stands in control range of an objective its seat has just captured (its owner was another before this move). */
function capturedBy(s: JaggedState, u: number): boolean {
  const { objectives, roster, rules } = s.setup;
  const seat = roster.seat[u];
  const range2 = rules.controlRange * rules.controlRange;
  for (let o = 0; o < objectives.length; o++) {
    if (s.owner[o] !== seat || ownerBefore[o] === seat) continue;
    const dx = s.x[u] - objectives[o].x;
    const dy = s.y[u] - objectives[o].y;
    if (dx * dx + dy * dy <= range2) return true;
  }
  return false;
}

/** An uplink trigger: this activation's attack SR + value (like a designation), then the attack step. */
function uplinkDecision(s: JaggedState, use: boolean): void {
  if (use) {
    const { roster } = s.setup;
    const u = s.active;
    const ability = roster.profile[u].abilities[roster.profile[u].uplink];
    spend(s, roster.seat[u], ability.warpFlares);
    s.srBonus += ability.value;
    if (s.log) s.push({ kind: 'trigger', unit: roster.label[u], ability: ability.name, flares: s.flares[roster.seat[u]] });
  }
  startAttackStep(s);
}

/** Ch. 8 Reinforcement Deployment: counts as the unit's activation; it may move normally but not attack, Rush or use offensive abilities. */
function reinforce(s: JaggedState, u: number, point: number): void {
  const { roster, rules } = s.setup;
  const seat = roster.seat[u];
  spend(s, seat, rules.reinforcementCost);
  s.inPlay[u] = 1;
  s.returned[u] = 1;
  s.wounds[u] = roster.profile[u].wounds;
  s.x[u] = REINFORCEMENT_POINTS[point][0];
  s.y[u] = REINFORCEMENT_POINTS[point][1];
  s.activated[u] = 1;
  s.arrived[u] = s.round;
  s.reinforcements[seat]++;
  s.activationCount++;
  countTail(s, seat);
  s.active = u;
  s.srBonus = 0;
  s.extraMove = 0;
  s.ignoreDifficult = 0;
  s.rushed = 0;
  s.reinforcing = 1;
  if (s.log) s.push({ kind: 'reinforce', round: s.round, seat, unit: roster.label[u], at: [s.x[u], s.y[u]], flares: s.flares[seat] });
  updateObjectives(s);
  s.phase = PHASE.move;
}
