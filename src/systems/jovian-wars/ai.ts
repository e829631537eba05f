/**
 * The Jovian Wars heuristic player: what a competent admiral does with the
 * abstracted choices (game.ts), from a determinization of its own view (so it
 * never sees the opponent's secret commit or the next die).
 * - Activation order: squadrons first (they strike before the capital ships
 *   they screen), then capital ships.
 * - Capital ship maneuvers: keep the most weapons bearing on targets in Short
 *   or Optimum Range, close on the enemy otherwise, never leave the table;
 *   a Crippled ship (worth 0 VP) withdraws when it can (worth 0.5x).
 * - Squadrons: Bombing Runs on the most damaged reachable capital ship,
 *   Dogfights when no run is possible, otherwise close in.
 * - Attacks: the weapon and target with the highest expected damage (exact,
 *   from the kernels), finishing damaged models first.
 * - Secret commits: bid Fuel up to 2; attackers put two thirds into Attack,
 *   defending capital ships one third.
 */
import type { AgentView } from '../../game/agents/agent.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { setDamage } from '../../dice/setMagnitudes.ts';
import { exactAttack, type AttackPlan } from './attackPool.ts';
import type { OpposedVariant } from '../../dice/d6opposed.ts';
import type { CapitalCard } from './cards.ts';
import { arcCovers, COS, distance, onTable, relativeAngle, SIN } from './geometry.ts';
import { JovianState, POINT_DEFENSE, type Option } from './game.ts';
import { rating, sensorsOf, type Unit } from './units.ts';
import { STRUCTURE } from './damage.ts';
import { TABLE_INCHES } from './rules.ts';

const meanCache = new Map<string, number>();
const meanByNumber = new Map<number, number>();
const SWARM_INDEX = { before: 1, after: 2 } as const;

/**
 * The plan's dice as one number when every part fits its radix (a Map on
 * numbers, not a string built per option: `scripts/bench-jovian-wars.ts`),
 * or -1 (then a string key is used).
 */
function numericKey(plan: AttackPlan, variant: OpposedVariant): number {
  const p = plan.poolParams;
  const o = plan.opposed;
  if (plan.declareChance !== 1 || p.base < 0 || p.base > 31 || p.flex < 0 || p.flex > 31 || p.macro < -32 || p.macro > 31) return -1;
  if (o && (o.base < 0 || o.base > 31 || o.flex < 0 || o.flex > 31 || o.macro < -32 || o.macro > 31)) return -1;
  if (plan.escalate > 3 || plan.diminish > 7) return -1;
  let k = p.base;
  k = k * 32 + p.flex;
  k = k * 64 + p.macro + 32;
  k = k * 2 + (o ? 1 : 0);
  k = k * 32 + (o ? o.base : 0);
  k = k * 32 + (o ? o.flex : 0);
  k = k * 64 + (o ? o.macro + 32 : 0);
  k = k * 4 + plan.escalate;
  k = k * 8 + plan.diminish;
  k = k * 3 + (plan.swarm ? SWARM_INDEX[plan.swarm] : 0);
  k = k * 2 + (plan.rerollOnN ? 1 : 0);
  return k * 2 + (variant === 'steps' ? 0 : 1);
}

function meanOf(plan: AttackPlan, variant: OpposedVariant): number {
  const dist = exactAttack(plan, variant);
  let mean = 0;
  for (let c = 0; c < dist.length; c++) if (dist[c] > 0) mean += dist[c] * setDamage(c);
  return mean;
}

/** Expected set damage (D=1, T=2, Q=3 summed) of an attack plan, exact and cached by its dice. */
export function expectedSets(plan: AttackPlan, variant: OpposedVariant): number {
  const n = numericKey(plan, variant);
  if (n >= 0) {
    let mean = meanByNumber.get(n);
    if (mean === undefined) {
      mean = meanOf(plan, variant);
      meanByNumber.set(n, mean);
    }
    return mean * plan.rolls;
  }
  const key = `${plan.poolParams.base}/${plan.poolParams.flex}/${plan.poolParams.macro}|${plan.opposed ? `${plan.opposed.base}/${plan.opposed.flex}/${plan.opposed.macro}` : '-'}|${plan.escalate}/${plan.diminish}/${plan.swarm}/${plan.rerollOnN}/${plan.declareChance}|${variant}`;
  let mean = meanCache.get(key);
  if (mean === undefined) {
    mean = meanOf(plan, variant);
    meanCache.set(key, mean);
  }
  return mean * plan.rolls;
}

function remaining(u: Unit): number {
  return Math.max(1, rating(u, STRUCTURE));
}

function scoreFire(state: JovianState, o: Option & { kind: 'fire' }): number {
  const unit = state.units[state.active];
  const target = state.units[o.target];
  if (o.weapon === POINT_DEFENSE) {
    let total = 0;
    for (const t of state.units) if (t.side !== unit.side && t.inPlay() && !t.capital && distance(unit.x, unit.y, t.x, t.y) <= t.def.signature) total += expectedSets(state.plan(unit, POINT_DEFENSE, t, 'point-defense'), state.variants.opposed as OpposedVariant);
    return total;
  }
  const e = expectedSets(state.plan(unit, o.weapon, target, 'activation'), state.variants.opposed as OpposedVariant);
  const value = target.def.tv / 40;
  return e * value * (1 + 1 / remaining(target));
}

/** How well a capital ship at (x, y, h) brings its weapons to bear, and how far it is from the fight. */
function poseScore(state: JovianState, unit: Unit, x: number, y: number, h: number): number {
  if (!onTable(x, y, TABLE_INCHES)) return -1000;
  const card = unit.def as CapitalCard;
  let score = 0;
  let nearest = Infinity;
  const reach = 6 + 3 * sensorsOf(unit);
  for (const e of state.units) {
    if (e.side === unit.side || !e.inPlay()) continue;
    const d = distance(x, y, e.x, e.y);
    if (e.capital) nearest = Math.min(nearest, d);
    // One bearing per enemy for every weapon (`scripts/bench-jovian-wars.ts`).
    const dx = e.x - x;
    const dy = e.y - y;
    const a = relativeAngle(h, dx, dy);
    for (const w of card.weapons) {
      const rated = e.capital ? w.ac : w.as;
      if (rated === 0) continue;
      const inRange = w.type === 'missile' ? d <= 12 : d <= reach;
      if (inRange && arcCovers(w.arc, a, h, dx, dy)) score += rated * (e.capital ? 1 : 0.5);
    }
  }
  // Stay off the table edge and close the distance.
  const edge = Math.min(x, y, TABLE_INCHES - x, TABLE_INCHES - y);
  return score - (nearest === Infinity ? 0 : nearest * 0.15) - (edge < 4 ? 4 - edge : 0);
}

function scoreOption(state: JovianState, o: Option): number {
  const unit = state.active >= 0 ? state.units[state.active] : null;
  switch (o.kind) {
    case 'select': {
      const u = state.units[o.unit];
      return (u.capital ? 0 : 10) + u.def.tv / 100;
    }
    case 'move': {
      const u = unit!;
      const h = (u.heading + o.turns + 8) % 8;
      return poseScore(state, u, u.x + COS[h] * o.distance, u.y + SIN[h] * o.distance, h);
    }
    case 'withdraw':
      return unit!.status === 'crippled' ? 1000 : !unit!.capital && unit!.structure === 1 && unit!.fuel === 0 ? 1 : -100;
    case 'bomb': {
      const t = state.units[o.target];
      if (unit!.structure <= 1) return -5;
      return 20 + t.def.tv / 10 + 5 / remaining(t) - o.boost;
    }
    case 'intercept': {
      const t = state.units[o.target];
      return 10 + 3 / remaining(t) - o.boost;
    }
    case 'approach': {
      const t = state.units[o.target];
      return (t.capital ? 5 : 4) - distance(unit!.x, unit!.y, t.x, t.y) / 20;
    }
    case 'hold':
      return 0;
    case 'fire':
      return scoreFire(state, o);
    case 'end':
      return 0.01;
    case 'commit': {
      const ex = state.exchange!;
      const attacking = ex.first === null;
      const mover = state.units[attacking ? ex.attacker : ex.defender];
      const wantSplit = attacking ? 2 : mover.capital ? 0 : 1;
      const wantBid = Math.min(2, mover.fuel);
      return -Math.abs(o.split - wantSplit) * 2 - Math.abs(o.bid - wantBid);
    }
  }
}

export function jovianHeuristic(view: AgentView, rng: Xoshiro128): number {
  // The legal actions first: the sample then shares the option list already built for them.
  const legal = view.legalActions;
  const state = view.sample(rng) as JovianState;
  const options = state.options();
  let best = legal[0];
  let bestScore = -Infinity;
  for (const action of legal) {
    const s = scoreOption(state, options[action]);
    if (s > bestScore) {
      bestScore = s;
      best = action;
    }
  }
  return best;
}

