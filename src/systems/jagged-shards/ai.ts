/**
 * The game's own player (`--agent-a heuristic`) and its evaluation (greedy,
 * search rollouts). It plays as the rulebook advises (Ch. 9 Strategic
 * Pressure, Ch. 7 Lethality): contest and capture objectives, end moves in
 * cover or on elevated ground when enemies can see it, focus fire on units it
 * can destroy this round (their Force Rating scores now), and spend Warp
 * Flares by its side's `flarePolicy` (JS-012):
 * - `front-load`: spend whenever something is worth it;
 * - `paced` (default): keep a reserve that shrinks each round (3 -> 2, 1, 1, 0, 0);
 * - `hoard`: spend nothing before round 4.
 *
 * It sees what every agent sees: it works on `view.sample(rng)`, a reseeded
 * copy of the board (nothing in the game is hidden but the dice), and may
 * move units about on that copy to score candidate moves. It hands the copy
 * back (JaggedState.release) once it has decided, so the next decision's
 * sample reuses it instead of allocating a state.
 */
import type { AgentView } from '../../game/agents/agent.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import * as actions from './actions.ts';
import * as activation from './activation.ts';
import { hitChance } from './attack.ts';
import * as board from './board.ts';
import type { MoveEnd } from './board.ts';
import * as combat from './combat.ts';
import * as flares from './flares.ts';
import { JaggedState } from './jaggedState.ts';
import { FLARE_POLICIES, type FlarePolicy } from './setup.ts';
import * as phase from './phase.ts';
import * as profiles from './profiles.ts';
import * as rounds from './rounds.ts';
import * as rules from './rules.ts';

// Imported bindings are copied into module-local consts: when tsx loads these files as CommonJS every read
// of an import is a getter call (a fifth of the heuristic's time in such a profile; a few percent under the
// project's ESM loading, scripts/bench-jagged-shards.ts).
const { ABILITY, ACTIVATE, ATTACK, DECLINE, DEST_UNIT, HOLD, MOVE, NO_ATTACK, PASS, REINFORCE, SKIP_ABILITY, STEAL_ATTEMPT, USE } = actions;
const { destinationPoint, moveEndToward, moveEndsToward } = activation;
const { cellAt, ELEVATED, HEAVY_COVER, LIGHT_COVER, MAX_UNITS_PER_SIDE, REINFORCEMENT_POINTS, sightBetweenCells } = board;
const { attackOptions, attackSr } = combat;
const { PHASE } = phase;
const { MAX_SLOTS } = profiles;
const { contested, objectiveValue } = rounds;
const { ENGAGEMENT_INCHES, rangeBand, ROUNDS, woundsInflicted } = rules;
const { policyReserve } = flares;

/** P(hit) by modified SR (index SR + 100, SR -100..300), from the d100 kernel, without and with a reroll. */
const HIT = Float64Array.from({ length: 401 }, (_, i) => hitChance(i - 100, false));
const HIT_REROLL = Float64Array.from({ length: 401 }, (_, i) => hitChance(i - 100, true));
const CRIT_SUCCESS_CHANCE = 0.05;

function hit(sr: number, reroll: boolean): number {
  const i = sr < -100 ? 0 : sr > 300 ? 400 : sr + 100;
  return reroll ? HIT_REROLL[i] : HIT[i];
}

/**
 * The agent's own Warp Flare policy (`--agent-a heuristic:flares=hoard`), set
 * only while jaggedHeuristic decides (decisions are synchronous); null means
 * the side's `flarePolicy`.
 */
let agentPolicy: FlarePolicy | null = null;

/**
 * The agent's movement style (`heuristic:moves=...,cover=...,stance=...`; JS-015, JS-016, JS-017), set like
 * agentPolicy only while jaggedHeuristic decides. The defaults are the heuristic above; the others are
 * deliberately one-sided players for the playtest questions: `moves=objectives` scores a move by objectives and
 * ground only, `moves=kills` by the shots it allows and ground only, `cover=ignore` gives ground no value (a
 * naive player that does not seek cover or elevation), `stance=hold` never moves (it still shoots and uses
 * abilities). Attacks, picks and Warp Flares are chosen as by the default player in every style.
 */
let objectiveWeight = 1;
let attackWeight = 2.5;
let seeksGround = true;
let holds = false;

/**
 * Warp Flares the seat's policy lets it spend now (the reserve is flares.ts's,
 * the one the engine enforces under flare-discipline=rule).
 */
export function spendable(s: JaggedState, seat: number): number {
  return s.flares[seat] - policyReserve(agentPolicy ?? s.setup.policies[seat], s.flareCap[seat], s.round);
}

const options: number[] = [];
const spot: MoveEnd = { x: 0, y: 0 };

/**
 * The value of unit u attacking t with weapon slot w from where it stands:
 * the chance to destroy t times its Force Rating (it scores this round),
 * plus the expected wounds as a share of t's value.
 */
function attackValue(s: JaggedState, u: number, t: number, w: number, reroll: boolean): number {
  const { roster } = s.setup;
  const weapon = roster.profile[u].weapons[w];
  const target = roster.profile[t];
  const p = hit(attackSr(s, u, t, w), reroll);
  const remaining = s.wounds[t];
  const model = s.setup.rules.woundModel;
  const wounds = woundsInflicted(weapon.woundClass, target.durability, model);
  const critWounds = woundsInflicted(weapon.woundClass + 1, target.durability, model);
  const pKill = wounds >= remaining ? p : critWounds >= remaining ? CRIT_SUCCESS_CHANCE : 0;
  return pKill * (2 * target.forceRating + 3) + (p * Math.min(wounds, remaining) * target.forceRating) / target.wounds;
}

/** The best attack of the active unit from where it stands now, into bestValue and bestAction (NO_ATTACK: none worth anything). */
let bestValue = 0;
let bestAction = 0;

function bestAttack(s: JaggedState, reroll: boolean, allowReplacement: boolean): void {
  options.length = 0;
  attackOptions(s, options);
  const u = s.active;
  const weapons = s.setup.roster.profile[u].weapons;
  let best = 0;
  let action = NO_ATTACK;
  for (let i = 0; i < options.length; i++) {
    const option = options[i];
    const t = (option - ATTACK) >> 3;
    const w = (option - ATTACK) & 7;
    const replacement = weapons[w].ability >= 0;
    if (replacement && !allowReplacement) continue;
    // A replacement attack costs 2 Warp Flares: take it only when clearly better.
    const value = attackValue(s, u, t, w, reroll) - (replacement ? 1 : 0);
    if (value > best) {
      best = value;
      action = option;
    }
  }
  bestValue = best;
  bestAction = action;
}

/**
 * Per move decision (prepareMoveScoring): the enemy units in play, in roster
 * order, with their squares, their bits in an exposure mask and their reach
 * squared (24" plus Movement); and the value of each normal attack of the
 * moving unit by (target, weapon slot, Range Band, attacker elevated), filled
 * on first use. While one unit moves, an attack's value depends on where it
 * ends only through the Range Band and whether it stands on elevated ground
 * (the target, its cover and its auras stay put), so each is worked out once
 * per decision instead of once per end point (scripts/bench-jagged-shards.ts).
 */
const enemyUnit = new Int32Array(MAX_UNITS_PER_SIDE);
const enemyCell = new Int32Array(MAX_UNITS_PER_SIDE);
const enemyBit = new Int32Array(MAX_UNITS_PER_SIDE);
const enemyReach2 = new Float64Array(MAX_UNITS_PER_SIDE);
/** The squared distance of each enemy from the end point last passed to exposure (bestAttackAt reads it). */
const enemyDistance2 = new Float64Array(MAX_UNITS_PER_SIDE);
let enemyCount = 0;
const ATTACK_KEYS = 2 * MAX_UNITS_PER_SIDE * MAX_SLOTS * 3 * 2;
const attackTable = new Float64Array(ATTACK_KEYS);
/** attackTable[key] is this decision's when attackStamp[key] === decisionStamp. */
const attackStamp = new Int32Array(ATTACK_KEYS);
let decisionStamp = 0;

function prepareMoveScoring(s: JaggedState, u: number): void {
  const { roster } = s.setup;
  const enemy = 1 - roster.seat[u];
  const first = roster.first[enemy];
  let n = 0;
  for (let t = first; t < first + roster.size[enemy]; t++) {
    if (s.inPlay[t] === 0) continue;
    const reach = 24 + roster.profile[t].movement;
    enemyUnit[n] = t;
    enemyCell[n] = cellAt(s.x[t], s.y[t]);
    enemyBit[n] = 1 << (t - first);
    enemyReach2[n] = reach * reach;
    n++;
  }
  enemyCount = n;
  if (++decisionStamp === 0x7fffffff) {
    attackStamp.fill(0);
    decisionStamp = 1;
  }
}

/**
 * Which enemy units in play could shoot at (x, y), standing in square
 * `cell`: a bit per enemy within 24" plus its Movement with Line of Sight.
 * The same Line of Sight serves the attacks from (x, y) (bestAttackAt), so
 * each pair is traced once.
 */
function exposure(s: JaggedState, x: number, y: number, cell: number): number {
  const { heavy } = s.setup;
  let mask = 0;
  for (let i = 0; i < enemyCount; i++) {
    const t = enemyUnit[i];
    const dx = s.x[t] - x;
    const dy = s.y[t] - y;
    const d2 = dx * dx + dy * dy;
    enemyDistance2[i] = d2;
    if (d2 <= enemyReach2[i] && sightBetweenCells(heavy, enemyCell[i], cell)) mask |= enemyBit[i];
  }
  return mask;
}

function bits(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/**
 * The best normal attack unit u could make from where it stands, given the
 * enemies it can see (`visible` from exposure, called for the same point)
 * and whether it stands on elevated ground (1 or 0).
 */
function bestAttackAt(s: JaggedState, u: number, visible: number, reroll: boolean, elevated: number): number {
  const { roster, rules } = s.setup;
  const weapons = roster.profile[u].weapons;
  const longerAtEdge = rules.longerAtEdge;
  let best = 0;
  for (let i = 0; i < enemyCount; i++) {
    const seen = (visible & enemyBit[i]) !== 0;
    // Unseen and beyond base contact: no weapon can reach it (the margin keeps sqrt's rounding at 1" out of the question).
    if (!seen && enemyDistance2[i] > 1.0001) continue;
    const t = enemyUnit[i];
    const distance = Math.sqrt(enemyDistance2[i]);
    const band = rangeBand(distance, longerAtEdge);
    for (let w = 0; w < weapons.length; w++) {
      const weapon = weapons[w];
      if (weapon.ability >= 0) continue;
      const usable = weapon.melee ? distance <= ENGAGEMENT_INCHES : seen && band >= 0 && weapon.sr[band] !== null;
      if (!usable) continue;
      // A melee weapon is usable only within 1", always the Close band.
      const key = ((t * MAX_SLOTS + w) * 3 + band) * 2 + elevated;
      let value: number;
      if (attackStamp[key] === decisionStamp) value = attackTable[key];
      else {
        value = attackValue(s, u, t, w, reroll);
        attackTable[key] = value;
        attackStamp[key] = decisionStamp;
      }
      if (value > best) best = value;
    }
  }
  return best;
}

/**
 * Per objective, for the unit being scored: where it is, its Victory Value /
 * 5, whether the seat holds it, its worth before crowding (uncaptured 12,
 * contested 10, held 3), and the other friendly units: those already in
 * control range, counted into `objectiveBase` (the worth less 5 each, 2.5 for
 * a held one), and the distances of the others in increasing order
 * (`friendDistance`, each costing 3 when nearer than the point scored). Worths are sums of halves,
 * exact in any order, so this is the per-point sum taken once.
 */
const objectiveX = new Float64Array(8);
const objectiveY = new Float64Array(8);
const objectiveScale = new Float64Array(8);
const objectiveWorth = new Float64Array(8);
const objectiveBase = new Float64Array(8);
const friendDistance = new Float64Array(8 * 16);
const friendCount = new Int32Array(8);
const objectiveHeld = new Uint8Array(8);
let objectiveCount = 0;

/** Fills the per-objective tables for unit u (once per decision: they do not depend on where u ends). */
function prepareObjectives(s: JaggedState, u: number): void {
  prepareObjectiveOwners(s, s.setup.roster.seat[u]);
  prepareFriends(s, u);
}

/** The part of prepareObjectives that is the same for every unit of `seat`: where each objective is, and what it is worth to the seat. */
function prepareObjectiveOwners(s: JaggedState, seat: number): void {
  const { objectives } = s.setup;
  objectiveCount = objectives.length;
  for (let o = 0; o < objectives.length; o++) {
    const owner = s.owner[o];
    const held = owner === seat && !contested(s, o);
    objectiveX[o] = objectives[o].x;
    objectiveY[o] = objectives[o].y;
    objectiveScale[o] = objectives[o].victoryValue / 5;
    objectiveHeld[o] = held ? 1 : 0;
    objectiveWorth[o] = owner !== seat ? 12 : held ? 3 : 10;
  }
}

/** The part of prepareObjectives for unit u: its friendly units in play (u itself left out) near each objective. */
function prepareFriends(s: JaggedState, u: number): void {
  const { roster, objectives, rules } = s.setup;
  const seat = roster.seat[u];
  const range = rules.controlRange;
  for (let o = 0; o < objectives.length; o++) {
    let worth = objectiveWorth[o];
    const inRange = objectiveHeld[o] === 1 ? 2.5 : 5;
    let n = 0;
    for (let v = roster.first[seat]; v < roster.first[seat] + roster.size[seat]; v++) {
      if (v === u || s.inPlay[v] === 0) continue;
      const g = Math.sqrt((s.x[v] - objectives[o].x) ** 2 + (s.y[v] - objectives[o].y) ** 2);
      if (g <= range) {
        worth -= inRange;
        continue;
      }
      // Kept in increasing order, so objectiveScore stops at the first friend farther than the point.
      let at = o * 16 + n++;
      while (at > o * 16 && friendDistance[at - 1] > g) {
        friendDistance[at] = friendDistance[at - 1];
        at--;
      }
      friendDistance[at] = g;
    }
    objectiveBase[o] = worth;
    friendCount[o] = n;
  }
}

/**
 * How much standing at (x, y) does for objectives (after prepareObjectives):
 * the best objective's worth (uncaptured 12, contested 10, already held 3)
 * less 0.8 per inch still to go. Friendly units nearer an objective lower its
 * worth to this one, so the Strike Force spreads over the objectives instead
 * of queueing for one.
 */
function objectiveScore(s: JaggedState, x: number, y: number): number {
  const range = s.setup.rules.controlRange;
  let best = -Infinity;
  for (let o = 0; o < objectiveCount; o++) {
    const d = Math.sqrt((x - objectiveX[o]) ** 2 + (y - objectiveY[o]) ** 2);
    let worth = objectiveBase[o];
    for (let i = o * 16, end = i + friendCount[o]; i < end && friendDistance[i] < d; i++) worth -= 3;
    worth *= objectiveScale[o];
    const score = d <= range ? worth : worth - 0.8 * (d - range) - 2;
    if (score > best) best = score;
  }
  return best;
}

/** The highest groundScore of each terrain kind over every exposure (open 0.5, light 1.8, heavy 4.8 with 3 exposed, elevated 0.6), as computed. */
const GROUND_BEST = Float64Array.from({ length: 8 }, (_, ground) => {
  let most = -Infinity;
  for (let exposed = 0; exposed <= MAX_UNITS_PER_SIDE; exposed++) most = Math.max(most, groundScore(ground, exposed));
  return most;
});

/** Cover, elevation and exposure on `ground` (a terrain kind): cover is worth more the more enemies can shoot there. */
function groundScore(ground: number, exposed: number): number {
  if (exposed === 0) return 0.5;
  const cover = ground === HEAVY_COVER ? 2 : ground === LIGHT_COVER ? 1 : ground === ELEVATED ? 0.6 : 0;
  return cover * Math.min(exposed, 3) - 0.4 * exposed;
}

/** End points already scored this decision, moves at 0.. and Rushes at 32.. (a move and a Rush to one point are both scored). */
const endX = new Float64Array(64);
const endY = new Float64Array(64);
const goal: MoveEnd = { x: 0, y: 0 };
const rushSpot: MoveEnd = { x: 0, y: 0 };

/**
 * Where to move: every distinct end point of the legal moves is scored for
 * objectives, ground and the best attack it allows (approach moves only
 * toward the two nearest enemies: the others point the same way or away).
 * A move and a Rush to the same destination share its goal point.
 */
function chooseMove(s: JaggedState, legal: readonly number[], seat: number, reroll: boolean): number {
  if (holds && legal.includes(HOLD)) return HOLD;
  const { rules, terrain } = s.setup;
  const u = s.active;
  const x0 = s.x[u];
  const y0 = s.y[u];
  nearestEnemies(s, u);
  const near1 = nearest1;
  const near2 = nearest2;
  prepareObjectives(s, u);
  prepareMoveScoring(s, u);
  let ends = 0;
  let moveEnds = 0;
  let rushEnds = 0;
  let best = -Infinity;
  let choice = HOLD;
  let goalDest = -1;
  let stopShort = 0;
  let rushDest = -1;
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i];
    const rush = action !== HOLD && ((action - MOVE) & 1) === 1;
    const dest = (action - MOVE) >> 1;
    if (action !== HOLD && dest >= DEST_UNIT && dest - DEST_UNIT !== near1 && dest - DEST_UNIT !== near2) continue;
    s.x[u] = x0;
    s.y[u] = y0;
    if (action === HOLD) {
      spot.x = x0;
      spot.y = y0;
    } else if (rush && rushDest === dest) {
      spot.x = rushSpot.x;
      spot.y = rushSpot.y;
    } else {
      if (dest !== goalDest) {
        stopShort = destinationPoint(s, u, dest, goal);
        goalDest = dest;
      }
      // The Rush to the same destination comes next in the legal list: walk both at once.
      if (!rush && i + 1 < legal.length && legal[i + 1] === action + 1) {
        moveEndsToward(s, u, goal.x, goal.y, stopShort, spot, rushSpot);
        rushDest = dest;
      } else moveEndToward(s, u, goal.x, goal.y, stopShort, rush, spot);
    }
    let seen = false;
    const first = rush ? 32 : 0;
    const last = first + (rush ? rushEnds : moveEnds);
    for (let e = first; e < last && !seen; e++) seen = Math.abs(endX[e] - spot.x) < 0.05 && Math.abs(endY[e] - spot.y) < 0.05;
    if (seen) continue;
    if (ends < 32) {
      endX[last] = spot.x;
      endY[last] = spot.y;
      if (rush) rushEnds++;
      else moveEnds++;
      ends++;
    }
    const x = spot.x;
    const y = spot.y;
    s.x[u] = x;
    s.y[u] = y;
    const cell = cellAt(x, y);
    const ground = terrain[cell];
    const objective = objectiveScore(s, x, y);
    const attacks = !rush || rules.rushAttack;
    // A point that cannot attack and could not beat the best even with its ground's best exposure score is
    // not worth the Line of Sight (float addition is monotone, so the bound is exact): most Rushes.
    if (!attacks && objectiveWeight * objective + (seeksGround ? GROUND_BEST[ground] : 0) <= best) continue;
    const exposed = exposure(s, x, y, cell);
    let score = objectiveWeight * objective + (seeksGround ? groundScore(ground, bits(exposed)) : 0);
    if (attacks && attackWeight > 0) score += attackWeight * bestAttackAt(s, u, exposed, reroll, ground === ELEVATED ? 1 : 0);
    if (score > best) {
      best = score;
      choice = action;
    }
  }
  s.x[u] = x0;
  s.y[u] = y0;
  return choice;
}

/** The two enemy units in play nearest unit u, into nearest1 and nearest2 (-1 where there are fewer). */
let nearest1 = -1;
let nearest2 = -1;

function nearestEnemies(s: JaggedState, u: number): void {
  const { roster } = s.setup;
  const enemy = 1 - roster.seat[u];
  let a = -1;
  let b = -1;
  let da = Infinity;
  let db = Infinity;
  for (let t = roster.first[enemy]; t < roster.first[enemy] + roster.size[enemy]; t++) {
    if (s.inPlay[t] === 0) continue;
    const d = (s.x[t] - s.x[u]) ** 2 + (s.y[t] - s.y[u]) ** 2;
    if (d < da) {
      b = a;
      db = da;
      a = t;
      da = d;
    } else if (d < db) {
      b = t;
      db = d;
    }
  }
  nearest1 = a;
  nearest2 = b;
}

/**
 * Which unit to activate: the one with the best shot now, else the one with
 * the most objective work to do. A reinforcement is scored by its Force
 * Rating and the objective work at its point (the friends it would join are
 * the same for every destroyed unit: it is not in play).
 */
function choosePick(s: JaggedState, legal: readonly number[], seat: number): number {
  const { roster, rules } = s.setup;
  const canSpend = spendable(s, seat) >= rules.reinforcementCost && s.round < ROUNDS;
  prepareObjectiveOwners(s, seat);
  let friendsOf = -1;
  let best = -Infinity;
  let choice = legal[0];
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i];
    let score: number;
    if (action === PASS) score = -50;
    else if (action >= REINFORCE) {
      if (!canSpend) continue;
      const u = Math.floor((action - REINFORCE) / 64);
      const point = REINFORCEMENT_POINTS[(action - REINFORCE) % 64];
      if (friendsOf !== -2) {
        prepareFriends(s, u);
        friendsOf = -2;
      }
      score = roster.profile[u].forceRating + objectiveScore(s, point[0], point[1]) * 0.5;
    } else {
      const u = action - ACTIVATE;
      s.active = u;
      s.rushed = 0;
      s.reinforcing = 0;
      s.srBonus = 0;
      bestAttack(s, false, false);
      const shot = bestValue;
      prepareFriends(s, u);
      friendsOf = u;
      score = 3 * shot + 0.2 * objectiveScore(s, s.x[u], s.y[u]) + 0.01 * roster.profile[u].movement;
    }
    if (score > best) {
      best = score;
      choice = action;
    }
  }
  return choice;
}

function chooseAbility(s: JaggedState, legal: readonly number[], seat: number): number {
  const { roster } = s.setup;
  const u = s.active;
  const budget = spendable(s, seat);
  for (const action of legal) {
    if (action === SKIP_ABILITY) continue;
    const ability = roster.profile[u].abilities[action - ABILITY];
    if (ability.warpFlares > budget) continue;
    if (ability.effect === 'field-repair') {
      for (let v = roster.first[seat]; v < roster.first[seat] + roster.size[seat]; v++) {
        const dx = s.x[v] - s.x[u];
        const dy = s.y[v] - s.y[u];
        if (s.inPlay[v] === 1 && roster.profile[v].wounds - s.wounds[v] >= 2 && dx * dx + dy * dy <= ability.range * ability.range) return action;
      }
    } else if (ability.effect === 'designate') {
      bestAttack(s, false, false);
      if (bestValue > 1.5) return action;
    } else if (ability.effect === 'fracture-step') {
      prepareObjectives(s, u);
      if (objectiveScore(s, s.x[u], s.y[u]) < 4) return action;
    }
  }
  return SKIP_ABILITY;
}

/** The heuristic player: see the file comment. */
export function jaggedHeuristic(view: AgentView, rng: Xoshiro128, options: Readonly<Record<string, string>> = {}): number {
  const legal = view.legalActions;
  if (legal.length === 1) return legal[0];
  if (legal.includes(STEAL_ATTEMPT)) return STEAL_ATTEMPT; // Costless: always worth trying (JS-043).
  const s = view.sample(rng) as JaggedState;
  agentPolicy = (options.flares as FlarePolicy | undefined) ?? null;
  objectiveWeight = options.moves === 'kills' ? 0 : 1;
  attackWeight = options.moves === 'objectives' ? 0 : 2.5;
  seeksGround = options.cover !== 'ignore';
  holds = options.stance === 'hold';
  try {
    return decide(s, legal, view.player);
  } finally {
    agentPolicy = null;
    objectiveWeight = 1;
    attackWeight = 2.5;
    seeksGround = true;
    holds = false;
    // Nothing else holds the sample: the next one reuses it (no state allocated per decision).
    JaggedState.release(s);
  }
}

/** `heuristic:flares=...` overrides the side's Warp Flare policy (JS-012), so policies can be compared as agents; the movement styles (JS-015-017) are above. */
export const JAGGED_HEURISTIC_OPTIONS = {
  flares: { values: FLARE_POLICIES, describe: "when to spend Warp Flares (default: the side's flarePolicy)" },
  moves: { values: ['balanced', 'objectives', 'kills'], describe: 'what a move is scored by: objectives, ground and shots (default), objectives and ground only, or shots and ground only (JS-015)' },
  cover: { values: ['seek', 'ignore'], describe: 'whether a move seeks cover and elevated ground (default) or ignores the ground (JS-016)' },
  stance: { values: ['mobile', 'hold'], describe: 'whether units move (default) or always hold position, still shooting (JS-017)' },
} as const;

function decide(s: JaggedState, legal: readonly number[], seat: number): number {
  const budget = spendable(s, seat);
  const rules = s.setup.rules;
  switch (s.phase) {
    case PHASE.pick:
      return choosePick(s, legal, seat);
    case PHASE.ability:
      return chooseAbility(s, legal, seat);
    case PHASE.move:
      return chooseMove(s, legal, seat, budget >= rules.rerollCost);
    case PHASE.attack: {
      bestAttack(s, budget >= rules.rerollCost, budget >= 2);
      return legal.includes(bestAction) ? bestAction : legal[legal.length > 1 ? 1 : 0];
    }
    case PHASE.frenzy:
      return budget >= 1 ? USE : DECLINE;
    case PHASE.reroll:
      return budget >= rules.rerollCost ? USE : DECLINE;
    case PHASE.predation: {
      // Worth its Warp Flares only when the unit has wounds to recover.
      const profile = s.setup.roster.profile[s.active];
      return profile.abilities[profile.predation].warpFlares <= budget && s.wounds[s.active] < profile.wounds ? USE : DECLINE;
    }
    case PHASE.uplink: {
      const profile = s.setup.roster.profile[s.active];
      return profile.abilities[profile.uplink].warpFlares <= budget ? USE : DECLINE;
    }
    case PHASE.shield: {
      const t = s.target;
      const ability = s.setup.roster.profile[t].abilities[s.setup.roster.profile[t].shielding];
      const saves = s.pendingWounds >= s.wounds[t] && s.pendingWounds - ability.value < s.wounds[t];
      return ability.warpFlares <= budget && (saves || s.pendingWounds >= 3) ? USE : DECLINE;
    }
  }
  return legal[0];
}

/**
 * Heuristic value for `player`: Round Victories won dominate, then this
 * round's score (objective value held + enemy Force Rating destroyed), then
 * Force Rating still in play weighted by wounds left, then Warp Flares.
 */
export function evaluateJagged(s: JaggedState, player: number): number {
  if (s.isTerminal()) return 1000 * s.returns()[player];
  const { roster } = s.setup;
  const side = [0, 0];
  for (let u = 0; u < roster.count; u++) {
    if (s.inPlay[u] === 1) side[roster.seat[u]] += (roster.profile[u].forceRating * s.wounds[u]) / roster.profile[u].wounds;
  }
  const round = [objectiveValue(s, 0) + s.frThisRound[0], objectiveValue(s, 1) + s.frThisRound[1]];
  const other = 1 - player;
  return 20 * (s.roundVictories[player] - s.roundVictories[other]) + 0.6 * (round[player] - round[other]) + 0.4 * (side[player] - side[other]) + 1.5 * (s.flares[player] - s.flares[other]);
}
