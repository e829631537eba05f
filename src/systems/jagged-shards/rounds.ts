/**
 * The battle's frame (`000_9659637e2373f14e.txt`): deployment and insertion
 * (Ch. 4 Deployment Sequence, Ch. 10 Insertion), Round 1 initiative and the
 * Initiative Steal, d100 initiative from Round 2 (Ch. 5), alternating
 * activations (Ch. 5 Activation Order), objective control (Ch. 9), the End
 * Phase and Round Victory (Ch. 5, Ch. 9), and the end of the battle after
 * five rounds.
 */
import { resolveAbilityRoll, startAbilityStep, canReinforce } from './activation.ts';
import * as board from './board.ts';
import type { MoveEnd } from './board.ts';
import { resolveAttackRoll } from './combat.ts';
import type { JaggedState } from './jaggedState.ts';
import * as phase from './phase.ts';
import * as rules from './rules.ts';

// Imported bindings are copied into module-local consts: when tsx loads these files as CommonJS every read
// of an import is a getter call (a fifth of the heuristic's time in such a profile; a few percent under the
// project's ESM loading, scripts/bench-jagged-shards.ts).
const { deploymentSpot } = board;
const { PHASE } = phase;
const { INSERTION_FAILURE_FLARES, ROUNDS, STEAL_MIN, recordedVariants } = rules;

const spot: MoveEnd = { x: 0, y: 0 };

/** Ch. 4 Deployment Sequence: deploy both Strike Forces, then insertion (variant `insertion`), then Round 1. */
export function startBattle(s: JaggedState): void {
  const { roster, rules, objectives, terrain } = s.setup;
  for (let u = 0; u < roster.count; u++) {
    const seat = roster.seat[u];
    deploymentSpot(seat, u - roster.first[seat], spot);
    s.x[u] = spot.x;
    s.y[u] = spot.y;
    s.wounds[u] = roster.profile[u].wounds;
    s.inPlay[u] = 1;
  }
  // Ch. 8 Starting Warp Flares: the attacker (seat 0) 3, the defender 2 (variant `start-flares`); each
  // side's cap is its starting total (Ch. 8 Warp Flare Recovery: "never possess more ... than its starting total").
  for (const seat of [0, 1]) {
    s.flares[seat] = rules.startFlares[seat];
    s.flareCap[seat] = rules.startFlares[seat];
  }
  s.round = 1;
  s.initiative = 0;
  if (s.log) {
    let covered = 0;
    for (let i = 0; i < terrain.length; i++) if (terrain[i] !== 0) covered++;
    s.push({
      kind: 'start',
      units: [roster.size[0], roster.size[1]],
      forceRating: [roster.forceRating[0], roster.forceRating[1]],
      terrainPercent: Math.round((100 * covered) / terrain.length),
      objectives: objectives.map((o) => `${o.major ? 'major ' : ''}(${o.x}, ${o.y})`),
      variants: recordedVariants(rules.names),
    });
  }
  if (rules.insertion) s.phase = PHASE.insertionRoll;
  else roundOneInitiative(s);
}

/**
 * Round 1 initiative after deployment and insertion, by variant
 * `round-1-initiative`: Ch. 5 Round 1 Initiative (restated in Ch. 10
 * Insertion Failure) gives it to the attacker and lets the defender try a
 * steal on 66+ (`attacker-steal`); `attacker-always` leaves out the steal;
 * `rolled` has both players roll D100 as from Round 2 (Ch. 5 Initiative After
 * Round 1; a tie under initiative-tie=keep-previous stays with the attacker,
 * who holds it before any roll).
 */
function roundOneInitiative(s: JaggedState): void {
  const reading = s.setup.rules.roundOneInitiative;
  if (reading === 'attacker-steal') s.phase = PHASE.steal;
  else if (reading === 'rolled') s.phase = PHASE.initiativeRollA;
  else startActivations(s);
}

export function applyRoll(s: JaggedState, roll: number): void {
  s.lastRoll = roll;
  switch (s.phase) {
    case PHASE.insertionRoll:
      return insertion(s, roll);
    case PHASE.stealRoll:
      return steal(s, roll);
    case PHASE.initiativeRollA:
      s.rollA = roll;
      s.phase = PHASE.initiativeRollB;
      return;
    case PHASE.initiativeRollB:
      return initiative(s, roll);
    case PHASE.abilityRoll:
      return resolveAbilityRoll(s, roll);
    case PHASE.attackRoll:
      return resolveAttackRoll(s, roll);
  }
}

/**
 * Ch. 10 Insertion Formula: D100 + attacker Force Rating >= Position Value;
 * failure costs 1 Warp Flare (Ch. 10 Insertion Failure, Ch. 8) and, under
 * variant `insertion-failure` = flare-and-initiative (JS-032), Round 1
 * initiative too: the defender holds it, so there is no steal to attempt.
 */
function insertion(s: JaggedState, roll: number): void {
  const { roster, rules } = s.setup;
  const success = roll + roster.forceRating[0] >= rules.positionValue;
  const losesInitiative = !success && rules.insertionCostsInitiative;
  if (!success) {
    s.insertionFailed = 1;
    s.flares[0] = Math.max(0, s.flares[0] - INSERTION_FAILURE_FLARES);
    // JS-030: is the "starting total" cap what the battle began with, or what is left?
    if (rules.capAfterInsertion) s.flareCap[0] = s.flares[0];
  }
  if (s.log) {
    const event = { kind: 'insertion', roll, forceRating: roster.forceRating[0], positionValue: rules.positionValue, success, flares: s.flares[0] };
    s.push(losesInitiative ? { ...event, initiative: 1 } : event);
  }
  if (losesInitiative) {
    s.initiative = 1;
    startActivations(s);
    return;
  }
  roundOneInitiative(s);
}

/** Ch. 5 Round 1 Initiative: the defender's optional steal succeeds on 66+. */
export function declineSteal(s: JaggedState): void {
  if (s.log) s.push({ kind: 'steal', attempted: false });
  startActivations(s);
}

function steal(s: JaggedState, roll: number): void {
  const success = roll >= STEAL_MIN;
  if (success) {
    s.initiative = 1;
    s.stolen = 1;
  }
  if (s.log) s.push({ kind: 'steal', attempted: true, roll, success });
  startActivations(s);
}

/** Ch. 5 Initiative After Round 1: both roll, the higher result gains initiative; ties by variant `initiative-tie` (JS-037). */
function initiative(s: JaggedState, rollB: number): void {
  const rollA = s.rollA;
  if (rollA === rollB) {
    const rule = s.setup.rules.initiativeTie;
    if (rule === 'reroll') {
      if (s.log) s.push({ kind: 'initiative', round: s.round, rolls: [rollA, rollB], tie: 'reroll' });
      s.phase = PHASE.initiativeRollA;
      return;
    }
    if (rule === 'defender') s.initiative = 1;
  } else {
    s.initiative = rollA > rollB ? 0 : 1;
  }
  if (s.log) s.push({ kind: 'initiative', round: s.round, rolls: [rollA, rollB], seat: s.initiative });
  startActivations(s);
}

function startActivations(s: JaggedState): void {
  s.picker = s.initiative;
  s.phase = PHASE.pick;
  s.lastSeat = -1;
  if (s.log) s.push({ kind: 'round', round: s.round, seat: s.initiative, flares: [s.flares[0], s.flares[1]] });
  if (!hasEligible(s, s.picker)) nextPick(s, s.picker);
}

/** Whether `seat` still has an activation to make this round: a unit in play that has not activated, or a reinforcement it may deploy. */
export function hasEligible(s: JaggedState, seat: number): boolean {
  if (s.passed[seat] === 1) return false;
  const { first, size } = s.setup.roster;
  for (let u = first[seat]; u < first[seat] + size[seat]; u++) if (s.inPlay[u] === 1 && s.activated[u] === 0) return true;
  return canReinforce(s, seat);
}

/** Ch. 5 Activation Order: after `seat` activates, the opponent activates if it can, else `seat` again; none left ends the round. */
export function nextPick(s: JaggedState, seat: number): void {
  s.active = -1;
  const other = 1 - seat;
  if (hasEligible(s, other)) s.picker = other;
  else if (hasEligible(s, seat)) s.picker = seat;
  else return endPhase(s);
  s.phase = PHASE.pick;
}

/** JS-063 statistic, for every activation (reinforcements too): one straight after the same seat's own, this round, went unanswered. */
export function countTail(s: JaggedState, seat: number): void {
  if (s.lastSeat === seat) s.tailActivations[seat]++;
  s.lastSeat = seat;
}

/** Starts unit u's activation (Ch. 5 Activations): abilities, then movement, then an attack. */
export function beginActivation(s: JaggedState, u: number): void {
  s.active = u;
  s.activated[u] = 1;
  s.activationCount++;
  countTail(s, s.setup.roster.seat[u]);
  s.srBonus = 0;
  s.extraMove = 0;
  s.ignoreDifficult = 0;
  s.rushed = 0;
  s.reinforcing = 0;
  if (s.log) s.push({ kind: 'activate', round: s.round, seat: s.setup.roster.seat[u], unit: s.setup.roster.label[u] });
  startAbilityStep(s);
}

/** Spends Warp Flares (Ch. 8: "spent immediately when an ability or effect is declared"). */
export function spend(s: JaggedState, seat: number, flares: number): void {
  s.flares[seat] -= flares;
  s.flaresSpent[seat] += flares;
}

/**
 * Objective control (Ch. 9): a unit in control range with no enemy there
 * captures it; control is sticky; an enemy in range contests it (variant
 * `contested`: its value is suspended, or control ends). A player's first
 * capture of an objective recovers its Warp Flares, never above the cap
 * (Ch. 8 Warp Flare Recovery), and banks its Victory Value for variant
 * `objective-scoring` = first-capture.
 */
export function updateObjectives(s: JaggedState): void {
  const { objectives, roster, rules } = s.setup;
  const range2 = rules.controlRange * rules.controlRange;
  for (let o = 0; o < objectives.length; o++) {
    const ox = objectives[o].x;
    const oy = objectives[o].y;
    let present0 = false;
    let present1 = false;
    for (let u = 0; u < roster.count; u++) {
      if (s.inPlay[u] === 0) continue;
      const dx = s.x[u] - ox;
      const dy = s.y[u] - oy;
      if (dx * dx + dy * dy <= range2) {
        if (roster.seat[u] === 0) present0 = true;
        else present1 = true;
      }
    }
    if (present0 && !present1) capture(s, o, 0);
    else if (present1 && !present0) capture(s, o, 1);
    else if (present0 && present1 && rules.contestEndsControl && s.owner[o] !== -1) {
      if (s.log) s.push({ kind: 'contest', objective: o, seat: s.owner[o], lost: true });
      s.owner[o] = -1;
    }
  }
}

function capture(s: JaggedState, o: number, seat: number): void {
  if (s.owner[o] === seat) return;
  s.owner[o] = seat;
  const objective = s.setup.objectives[o];
  const first = s.captured[o * 2 + seat] === 0;
  let recovered = 0;
  if (first) {
    s.captured[o * 2 + seat] = 1;
    recovered = Math.max(0, Math.min(objective.warpFlares, s.flareCap[seat] - s.flares[seat]));
    s.flares[seat] += recovered;
    // JS-027 objective-banking=first-only: the other player captured it first, so this capture banks no Victory Value.
    if (!(s.setup.rules.bankFirstOnly && s.captured[o * 2 + 1 - seat] === 1)) s.vvThisRound[seat] += objective.victoryValue;
  }
  if (s.log) s.push({ kind: 'capture', objective: o, seat, first, recovered, flares: s.flares[seat] });
}

/** Whether objective o is contested: its owner's enemy has a unit in control range. */
export function contested(s: JaggedState, o: number): boolean {
  const owner = s.owner[o];
  if (owner < 0) return false;
  const { objectives, roster, rules } = s.setup;
  const range2 = rules.controlRange * rules.controlRange;
  for (let u = 0; u < roster.count; u++) {
    if (s.inPlay[u] === 0 || roster.seat[u] === owner) continue;
    const dx = s.x[u] - objectives[o].x;
    const dy = s.y[u] - objectives[o].y;
    if (dx * dx + dy * dy <= range2) return true;
  }
  return false;
}

/** Objective value a seat scores this round (Ch. 9 Round Victory Calculation; variant `objective-scoring`, JS-026). */
export function objectiveValue(s: JaggedState, seat: number): number {
  if (!s.setup.rules.scoreEveryRound) return s.vvThisRound[seat];
  let total = 0;
  for (let o = 0; o < s.owner.length; o++) if (s.owner[o] === seat && !contested(s, o)) total += s.setup.objectives[o].victoryValue;
  return total;
}

/** Ch. 5 End Phase (regeneration, expiry) then Round Victory; after Round 5 the battle ends. */
function endPhase(s: JaggedState): void {
  const { roster } = s.setup;
  for (let u = 0; u < roster.count; u++) {
    const regen = roster.profile[u].regeneration;
    if (regen > 0 && s.inPlay[u] === 1 && s.wounds[u] < roster.profile[u].wounds) {
      const healed = Math.min(regen, roster.profile[u].wounds - s.wounds[u]);
      s.wounds[u] += healed;
      if (s.log) s.push({ kind: 'regenerate', unit: roster.label[u], seat: roster.seat[u], healed, wounds: s.wounds[u] });
    }
  }
  const roundWinner = scoreRound(s);
  if (s.round === ROUNDS) {
    finish(s, roundWinner);
    return;
  }
  s.round++;
  s.activated.fill(0);
  s.passed.fill(0);
  s.frThisRound.fill(0);
  s.vvThisRound.fill(0);
  s.phase = PHASE.initiativeRollA;
}

/**
 * Ch. 9 Round Victory Calculation: objective value controlled + enemy Force
 * Rating destroyed this round; the higher total gains 1 Round Victory, a tie
 * none. Returns the round's winner, -1 for a tied round.
 */
export function scoreRound(s: JaggedState): number {
  const objectives = [objectiveValue(s, 0), objectiveValue(s, 1)];
  const totals = [objectives[0] + s.frThisRound[0], objectives[1] + s.frThisRound[1]];
  s.objectiveScore[0] += objectives[0];
  s.objectiveScore[1] += objectives[1];
  const winner = totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : -1;
  if (winner >= 0) s.roundVictories[winner]++;
  else s.tiedRounds++;
  recordRound(s, totals);
  if (s.log) s.push({
    kind: 'round-victory',
    round: s.round,
    objectives,
    forceRating: [s.frThisRound[0], s.frThisRound[1]],
    totals,
    seat: winner,
    roundVictories: [s.roundVictories[0], s.roundVictories[1]],
  });
  return winner;
}

/**
 * Statistics of the round just scored, read by nothing in the battle: each
 * seat's total and Force Rating destroyed, objectives with units of both
 * seats in control range (whoever holds them), and a seat with no unit in
 * play (tabled; reinforcements may still bring it back).
 */
function recordRound(s: JaggedState, totals: readonly number[]): void {
  const at = (s.round - 1) * 2;
  const { objectives, roster, rules } = s.setup;
  for (const seat of [0, 1]) {
    s.roundScore[at + seat] = totals[seat];
    s.roundForceRating[at + seat] = s.frThisRound[seat];
    let inPlay = false;
    for (let u = roster.first[seat]; u < roster.first[seat] + roster.size[seat]; u++) if (s.inPlay[u] === 1) inPlay = true;
    if (!inPlay && s.tabledRound[seat] === 0) s.tabledRound[seat] = s.round;
  }
  const range2 = rules.controlRange * rules.controlRange;
  let found = 0;
  for (const objective of objectives) {
    let seats = 0;
    for (let u = 0; u < roster.count; u++) {
      if (s.inPlay[u] === 0) continue;
      const dx = s.x[u] - objective.x;
      const dy = s.y[u] - objective.y;
      if (dx * dx + dy * dy <= range2) seats |= 1 << roster.seat[u];
    }
    if (seats === 3) found++;
  }
  s.contestedObjectives += found;
  if (found > 0) s.contestedRounds++;
}

/**
 * Ch. 5 Winning the Battle: most Round Victories after Round 5 wins; equal is
 * a draw, or by variant `battle-tiebreak` (JS-020) goes to the higher sum of
 * the round totals (objective value scored + enemy Force Rating destroyed,
 * every round: the objectiveScore and frDestroyed statistics) or to the
 * winner of Round 5 (`finalRound`, -1 when it was tied).
 */
function finish(s: JaggedState, finalRound: number): void {
  const a = s.roundVictories[0];
  const b = s.roundVictories[1];
  s.winner = a > b ? 0 : b > a ? 1 : 2;
  const tiebreak = s.winner === 2 ? s.setup.rules.battleTiebreak : 'draw';
  let points: number[] | null = null;
  if (tiebreak === 'total-points') {
    points = [s.objectiveScore[0] + s.frDestroyed[0], s.objectiveScore[1] + s.frDestroyed[1]];
    s.winner = points[0] > points[1] ? 0 : points[1] > points[0] ? 1 : 2;
  } else if (tiebreak === 'final-round' && finalRound >= 0) s.winner = finalRound;
  s.phase = PHASE.over;
  s.active = -1;
  if (s.log) {
    const event = { kind: 'battle', seat: s.winner === 2 ? -1 : s.winner, roundVictories: [a, b] };
    s.push(tiebreak === 'draw' ? event : { ...event, tiebreak, ...(points ? { points } : { finalRound }) });
  }
}

/** Used by activation.ts and combat.ts when a unit's activation is over. */
export function endActivation(s: JaggedState): void {
  const seat = s.setup.roster.seat[s.active];
  s.target = -1;
  s.weapon = -1;
  nextPick(s, seat);
}
