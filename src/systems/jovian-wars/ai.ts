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
import { COS, distance, inWeaponArc, onTable, SIN } from './geometry.ts';
import { JovianState, POINT_DEFENSE, type Option } from './game.ts';
import { cardOf, inPlay, isCapital, rating, sensorsOf, type Unit } from './units.ts';
import { STRUCTURE } from './damage.ts';
import { TABLE_INCHES } from './rules.ts';

const meanCache = new Map<string, number>();

/** Expected set damage (D=1, T=2, Q=3 summed) of an attack plan, exact and cached by its dice. */
export function expectedSets(plan: AttackPlan, variant: OpposedVariant): number {
  const key = `${plan.poolParams.base}/${plan.poolParams.flex}/${plan.poolParams.macro}|${plan.opposed ? `${plan.opposed.base}/${plan.opposed.flex}/${plan.opposed.macro}` : '-'}|${plan.escalate}/${plan.diminish}/${plan.swarm}/${plan.rerollOnN}/${plan.declareChance}|${variant}`;
  let mean = meanCache.get(key);
  if (mean === undefined) {
    const dist = exactAttack(plan, variant);
    mean = 0;
    for (let c = 0; c < dist.length; c++) if (dist[c] > 0) mean += dist[c] * setDamage(c);
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
    for (const t of state.units) if (t.side !== unit.side && inPlay(t) && !isCapital(t) && distance(unit.x, unit.y, t.x, t.y) <= cardOf(t).signature) total += expectedSets(state.plan(unit, POINT_DEFENSE, t, 'point-defense'), state.variants.opposed as OpposedVariant);
    return total;
  }
  const e = expectedSets(state.plan(unit, o.weapon, target, 'activation'), state.variants.opposed as OpposedVariant);
  const value = cardOf(target).tv / 40;
  return e * value * (1 + 1 / remaining(target));
}

/** How well a capital ship at (x, y, h) brings its weapons to bear, and how far it is from the fight. */
function poseScore(state: JovianState, unit: Unit, x: number, y: number, h: number): number {
  if (!onTable(x, y, TABLE_INCHES)) return -1000;
  const card = cardOf(unit) as CapitalCard;
  let score = 0;
  let nearest = Infinity;
  const reach = 6 + 3 * sensorsOf(unit);
  for (const e of state.units) {
    if (e.side === unit.side || !inPlay(e)) continue;
    const d = distance(x, y, e.x, e.y);
    if (isCapital(e)) nearest = Math.min(nearest, d);
    for (const w of card.weapons) {
      const rated = isCapital(e) ? w.ac : w.as;
      if (rated === 0) continue;
      const inRange = w.type === 'missile' ? d <= 12 : d <= reach;
      if (inRange && inWeaponArc(w.arc, h, x, y, e.x, e.y)) score += rated * (isCapital(e) ? 1 : 0.5);
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
      return (isCapital(u) ? 0 : 10) + cardOf(u).tv / 100;
    }
    case 'move': {
      const u = unit!;
      const h = (u.heading + o.turns + 8) % 8;
      return poseScore(state, u, u.x + COS[h] * o.distance, u.y + SIN[h] * o.distance, h);
    }
    case 'withdraw':
      return unit!.status === 'crippled' ? 1000 : !isCapital(unit!) && unit!.structure === 1 && unit!.fuel === 0 ? 1 : -100;
    case 'bomb': {
      const t = state.units[o.target];
      if (unit!.structure <= 1) return -5;
      return 20 + cardOf(t).tv / 10 + 5 / remaining(t) - o.boost;
    }
    case 'intercept': {
      const t = state.units[o.target];
      return 10 + 3 / remaining(t) - o.boost;
    }
    case 'approach': {
      const t = state.units[o.target];
      return (isCapital(t) ? 5 : 4) - distance(unit!.x, unit!.y, t.x, t.y) / 20;
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
      const wantSplit = attacking ? 2 : isCapital(mover) ? 0 : 1;
      const wantBid = Math.min(2, mover.fuel);
      return -Math.abs(o.split - wantSplit) * 2 - Math.abs(o.bid - wantBid);
    }
  }
}

export function jovianHeuristic(view: AgentView, rng: Xoshiro128): number {
  const state = view.sample(rng) as JovianState;
  const options = state.options();
  let best = view.legalActions[0];
  let bestScore = -Infinity;
  for (const action of view.legalActions) {
    const s = scoreOption(state, options[action]);
    if (s > bestScore) {
      bestScore = s;
      best = action;
    }
  }
  return best;
}

