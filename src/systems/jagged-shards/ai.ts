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
 * move units about on that copy to score candidate moves.
 */
import type { AgentView } from '../../game/agents/agent.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { ABILITY, ACTIVATE, ATTACK, DECLINE, DEST_UNIT, HOLD, MOVE, NO_ATTACK, PASS, REINFORCE, SKIP_ABILITY, STEAL_ATTEMPT, USE } from './actions.ts';
import { moveEnd } from './activation.ts';
import { hitChance } from './attack.ts';
import { ELEVATED, HEAVY_COVER, LIGHT_COVER, REINFORCEMENT_POINTS, sightBetween, terrainAt, type MoveEnd } from './board.ts';
import { attackOptions, attackSr } from './combat.ts';
import { PHASE, type JaggedState } from './jaggedState.ts';
import { contested, objectiveValue } from './rounds.ts';
import { ENGAGEMENT_INCHES, rangeBand, ROUNDS, woundsInflicted } from './rules.ts';

/** P(hit) by modified SR (index SR + 100, SR -100..300), from the d100 kernel, without and with a reroll. */
const HIT = Float64Array.from({ length: 401 }, (_, i) => hitChance(i - 100, false));
const HIT_REROLL = Float64Array.from({ length: 401 }, (_, i) => hitChance(i - 100, true));
const CRIT_SUCCESS_CHANCE = 0.05;

function hit(sr: number, reroll: boolean): number {
  const i = sr < -100 ? 0 : sr > 300 ? 400 : sr + 100;
  return reroll ? HIT_REROLL[i] : HIT[i];
}

/** Warp Flares the seat's policy lets it spend now. */
export function spendable(s: JaggedState, seat: number): number {
  const policy = s.setup.policies[seat];
  const cap = s.flareCap[seat];
  const reserve = policy === 'front-load' ? 0 : policy === 'hoard' ? (s.round < ROUNDS - 1 ? cap : 0) : Math.floor((cap * (ROUNDS - s.round)) / ROUNDS);
  return s.flares[seat] - reserve;
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
  const wounds = woundsInflicted(weapon.woundClass, target.durability);
  const critWounds = woundsInflicted(weapon.woundClass + 1, target.durability);
  const pKill = wounds >= remaining ? p : critWounds >= remaining ? CRIT_SUCCESS_CHANCE : 0;
  return pKill * (2 * target.forceRating + 3) + (p * Math.min(wounds, remaining) * target.forceRating) / target.wounds;
}

/** The best attack of the active unit from where it stands now: [value, action]. */
function bestAttack(s: JaggedState, reroll: boolean, allowReplacement: boolean): [number, number] {
  options.length = 0;
  attackOptions(s, options);
  const u = s.active;
  let best = 0;
  let action = NO_ATTACK;
  for (const option of options) {
    const t = (option - ATTACK) >> 3;
    const w = (option - ATTACK) & 7;
    const replacement = s.setup.roster.profile[u].weapons[w].ability >= 0;
    if (replacement && !allowReplacement) continue;
    // A replacement attack costs 2 Warp Flares: take it only when clearly better.
    const value = attackValue(s, u, t, w, reroll) - (replacement ? 1 : 0);
    if (value > best) {
      best = value;
      action = option;
    }
  }
  return [best, action];
}

/**
 * Which enemy units in play could shoot at (x, y): a bit per enemy within
 * 24" plus its Movement with Line of Sight. The same Line of Sight serves
 * the attacks from (x, y) (bestAttackAt), so each pair is traced once.
 */
function exposure(s: JaggedState, seat: number, x: number, y: number): number {
  const { roster, terrain } = s.setup;
  const enemy = 1 - seat;
  const first = roster.first[enemy];
  let mask = 0;
  for (let t = first; t < first + roster.size[enemy]; t++) {
    if (s.inPlay[t] === 0) continue;
    const dx = s.x[t] - x;
    const dy = s.y[t] - y;
    const reach = 24 + roster.profile[t].movement;
    if (dx * dx + dy * dy <= reach * reach && sightBetween(terrain, s.setup.sight, s.x[t], s.y[t], x, y)) mask |= 1 << (t - first);
  }
  return mask;
}

function bits(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** The best normal attack unit u could make from where it stands, given the enemies it can see (`visible` from exposure). */
function bestAttackAt(s: JaggedState, u: number, visible: number, reroll: boolean): number {
  const { roster, rules } = s.setup;
  const enemy = 1 - roster.seat[u];
  const first = roster.first[enemy];
  const weapons = roster.profile[u].weapons;
  let best = 0;
  for (let t = first; t < first + roster.size[enemy]; t++) {
    if (s.inPlay[t] === 0) continue;
    const dx = s.x[t] - s.x[u];
    const dy = s.y[t] - s.y[u];
    const distance = Math.sqrt(dx * dx + dy * dy);
    const band = rangeBand(distance, rules.longerAtEdge);
    const seen = (visible & (1 << (t - first))) !== 0;
    for (let w = 0; w < weapons.length; w++) {
      const weapon = weapons[w];
      if (weapon.ability >= 0) continue;
      const usable = weapon.melee ? distance <= ENGAGEMENT_INCHES : seen && band >= 0 && weapon.sr[band] !== null;
      if (!usable) continue;
      const value = attackValue(s, u, t, w, reroll);
      if (value > best) best = value;
    }
  }
  return best;
}

/** Per objective, for the unit being scored: its worth before crowding, and the other friendly units' distances to it. */
const objectiveWorth = new Float64Array(8);
const friendDistance = new Float64Array(8 * 16);
const friendCount = new Int32Array(8);
const objectiveHeld = new Uint8Array(8);

/** Fills the per-objective tables for unit u (once per decision: they do not depend on where u ends). */
function prepareObjectives(s: JaggedState, u: number): void {
  const { roster, objectives } = s.setup;
  const seat = roster.seat[u];
  for (let o = 0; o < objectives.length; o++) {
    const owner = s.owner[o];
    const held = owner === seat && !contested(s, o);
    objectiveHeld[o] = held ? 1 : 0;
    objectiveWorth[o] = owner !== seat ? 12 : held ? 3 : 10;
    let n = 0;
    for (let v = roster.first[seat]; v < roster.first[seat] + roster.size[seat]; v++) {
      if (v === u || s.inPlay[v] === 0) continue;
      friendDistance[o * 16 + n++] = Math.sqrt((s.x[v] - objectives[o].x) ** 2 + (s.y[v] - objectives[o].y) ** 2);
    }
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
  const { objectives, rules } = s.setup;
  const range = rules.controlRange;
  let best = -Infinity;
  for (let o = 0; o < objectives.length; o++) {
    const d = Math.sqrt((x - objectives[o].x) ** 2 + (y - objectives[o].y) ** 2);
    const held = objectiveHeld[o] === 1;
    let worth = objectiveWorth[o];
    for (let i = 0; i < friendCount[o]; i++) {
      const g = friendDistance[o * 16 + i];
      if (g <= range) worth -= held ? 2.5 : 5;
      else if (g < d) worth -= 3;
    }
    worth *= objectives[o].victoryValue / 5;
    const score = d <= range ? worth : worth - 0.8 * (d - range) - 2;
    if (score > best) best = score;
  }
  return best;
}

/** Cover, elevation and exposure at (x, y): cover is worth more the more enemies can shoot there. */
function groundScore(s: JaggedState, x: number, y: number, exposed: number): number {
  if (exposed === 0) return 0.5;
  const ground = terrainAt(s.setup.terrain, x, y);
  const cover = ground === HEAVY_COVER ? 2 : ground === LIGHT_COVER ? 1 : ground === ELEVATED ? 0.6 : 0;
  return cover * Math.min(exposed, 3) - 0.4 * exposed;
}

const endX = new Float64Array(64);
const endY = new Float64Array(64);

/**
 * Where to move: every distinct end point of the legal moves is scored for
 * objectives, ground and the best attack it allows (approach moves only
 * toward the two nearest enemies: the others point the same way or away).
 */
function chooseMove(s: JaggedState, legal: readonly number[], seat: number, reroll: boolean): number {
  const { rules } = s.setup;
  const u = s.active;
  const x0 = s.x[u];
  const y0 = s.y[u];
  const [near1, near2] = nearestEnemies(s, u);
  prepareObjectives(s, u);
  let ends = 0;
  let best = -Infinity;
  let choice = HOLD;
  for (const action of legal) {
    const rush = action !== HOLD && ((action - MOVE) & 1) === 1;
    const dest = (action - MOVE) >> 1;
    if (action !== HOLD && dest >= DEST_UNIT && dest - DEST_UNIT !== near1 && dest - DEST_UNIT !== near2) continue;
    s.x[u] = x0;
    s.y[u] = y0;
    if (action === HOLD) {
      spot.x = x0;
      spot.y = y0;
    } else moveEnd(s, u, dest, rush, spot);
    let seen = false;
    for (let e = 0; e < ends && !seen; e++) seen = Math.abs(endX[e] - spot.x) < 0.05 && Math.abs(endY[e] - spot.y) < 0.05 && (endX[e + 32] === (rush ? 1 : 0));
    if (seen) continue;
    if (ends < 32) {
      endX[ends] = spot.x;
      endY[ends] = spot.y;
      endX[ends + 32] = rush ? 1 : 0;
      ends++;
    }
    s.x[u] = spot.x;
    s.y[u] = spot.y;
    const exposed = exposure(s, seat, spot.x, spot.y);
    let score = objectiveScore(s, spot.x, spot.y) + groundScore(s, spot.x, spot.y, bits(exposed));
    if (!rush || rules.rushAttack) score += 2.5 * bestAttackAt(s, u, exposed, reroll);
    if (score > best) {
      best = score;
      choice = action;
    }
  }
  s.x[u] = x0;
  s.y[u] = y0;
  return choice;
}

/** The two enemy units in play nearest unit u (-1 where there are fewer). */
function nearestEnemies(s: JaggedState, u: number): [number, number] {
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
  return [a, b];
}

/** Which unit to activate: the one with the best shot now, else the one with the most objective work to do. */
function choosePick(s: JaggedState, legal: readonly number[], seat: number): number {
  const { roster, rules } = s.setup;
  const canSpend = spendable(s, seat) >= rules.reinforcementCost && s.round < ROUNDS;
  let best = -Infinity;
  let choice = legal[0];
  for (const action of legal) {
    let score: number;
    if (action === PASS) score = -50;
    else if (action >= REINFORCE) {
      if (!canSpend) continue;
      const u = Math.floor((action - REINFORCE) / 64);
      const [px, py] = REINFORCEMENT_POINTS[(action - REINFORCE) % 64];
      prepareObjectives(s, u);
      score = roster.profile[u].forceRating + objectiveScore(s, px, py) * 0.5;
    } else {
      const u = action - ACTIVATE;
      s.active = u;
      s.rushed = 0;
      s.reinforcing = 0;
      s.srBonus = 0;
      const [shot] = bestAttack(s, false, false);
      prepareObjectives(s, u);
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
      if (bestAttack(s, false, false)[0] > 1.5) return action;
    } else if (ability.effect === 'fracture-step') {
      prepareObjectives(s, u);
      if (objectiveScore(s, s.x[u], s.y[u]) < 4) return action;
    }
  }
  return SKIP_ABILITY;
}

/** The heuristic player: see the file comment. */
export function jaggedHeuristic(view: AgentView, rng: Xoshiro128): number {
  const legal = view.legalActions;
  if (legal.length === 1) return legal[0];
  if (legal.includes(STEAL_ATTEMPT)) return STEAL_ATTEMPT; // Costless: always worth trying (JS-043).
  const s = view.sample(rng) as JaggedState;
  const seat = view.player;
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
      const [, action] = bestAttack(s, budget >= rules.rerollCost, budget >= 2);
      return legal.includes(action) ? action : legal[legal.length > 1 ? 1 : 0];
    }
    case PHASE.frenzy:
      return budget >= 1 ? USE : DECLINE;
    case PHASE.reroll:
      return budget >= rules.rerollCost ? USE : DECLINE;
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
