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
 * - Boarding: board when the chance of a capture (Point Defense's losses on the
 *   way in exactly, then the firefight's capture chances solved as a game:
 *   boardingOdds.ts) times the ship's worth pays for the Marines and the
 *   Action; in a firefight both sides Engage (the equilibrium:
 *   jw-boarding-firefight).
 * - Carriers: launch a squadron aboard when an enemy is in its reach this
 *   activation, keep it aboard otherwise or while damaged (for repair); land a
 *   squadron down to 1 Structure; Damage Control for damaged squadrons aboard.
 * - Drones: use a Drone Bay when nothing better fires; Drone Command when offered.
 * - Suppressing Fire, Silent Running, Vector Attack: supportAi.ts (suppress
 *   when the guns cannot reach a capital ship anyway; run silent when nothing
 *   better offers; vector squadrons that have not activated yet).
 * - Overdrive a rating that lost 2 or more when nothing scores higher; never
 *   Reorient (scoring all eight facings is too slow for the benchmark).
 * - Q-Ship: fires its Hardpoints like any gun, or under q-ship-fire=ambush
 *   holds them until the ambush is worth its secret (qShipAi.ts).
 */
import type { AgentView } from '../../game/agents/agent.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { setDamage as setDamageImport } from '../../dice/setMagnitudes.ts';
import { exactAttack as exactAttackImport, type AttackPlan } from './attackPool.ts';
import type { OpposedVariant } from '../../dice/d6opposed.ts';
import type { CapitalCard, SquadronCard } from './cards.ts';
import { arcBits as arcBitsImport, arcMasksOf as arcMasksOfImport, COS as COSImport, onTable as onTableImport, SIN as SINImport } from './geometry.ts';
import { JovianState, POINT_DEFENSE as POINT_DEFENSEImport, type Option } from './game.ts';
import { defenseOf as defenseOfImport, marinesOf as marinesOfImport, rating as ratingImport, sensorsOf as sensorsOfImport, thrustersOf as thrustersOfImport, type Unit } from './units.ts';
import { BOARDING_LOSSES, boardingDefensePlan, boardingReach, boardMove, canBoard, ENGAGE as ENGAGEImport, losses } from './boarding.ts';
import { captureChance } from './boardingOdds.ts';
import { GAME_TURNS, type Variants } from './rules.ts';
import { DAMAGE_CONTROL as DAMAGE_CONTROLImport, DRONE_COMMAND as DRONE_COMMANDImport, EVADE as EVADEImport, OVERDRIVE as OVERDRIVEImport, REORIENT as REORIENTImport, HARD_BURN as HARD_BURNImport, LONG_SHOT as LONG_SHOTImport, LET_PASS, NO_ACTION as NO_ACTIONImport, STATION_KEEP as STATION_KEEPImport } from './options.ts';
import { STRUCTURE as STRUCTUREImport } from './damage.ts';
import { launchPoint as launchPointImport } from './embark.ts';
import { crosses as crossesImport, hazardRating as hazardRatingImport } from './terrain.ts';
import { SILENT_RUNNING, SUPPRESSING_FIRE, suppressingShot, VECTOR_ATTACK } from './supportActions.ts';
import { silentRunningScore, squadronSilentScore, suppressActionScore, suppressScore, vectorAttackScore } from './supportAi.ts';
import { escapeScore, scenarioAdjust } from './scenarioAi.ts';
import { ambushes, applySettings, beyondPlannedBoost, boostsRuns, dogfightBid, plannedBoostMax, reactsAlways, weighsInterceptions, weighsRamInterceptions } from './aiSettings.ts';
import { pathInterceptor } from './reactiveOffer.ts';
import { firstInterceptor } from './escorts.ts';
import { squadronMoveEnd } from './squadronPaths.ts';
import { believedTv } from './qShip.ts';
import { holdsHardpoints, revealsQShip } from './qShipAi.ts';

/**
 * Module-local copies of the imported bindings used in hot paths: under tsx every imported binding
 * read is a getter call (18% of a tsx heuristic game in the profile; `scripts/bench-jovian-wars.ts`).
 * Only modules that cannot import this one back (so they are evaluated first).
 */
const setDamage = setDamageImport;
const exactAttack = exactAttackImport;
const COS = COSImport;
const onTable = onTableImport;
const arcBits = arcBitsImport;
const arcMasksOf = arcMasksOfImport;
const SIN = SINImport;
const POINT_DEFENSE = POINT_DEFENSEImport;
const defenseOf = defenseOfImport;
const marinesOf = marinesOfImport;
const rating = ratingImport;
const sensorsOf = sensorsOfImport;
const thrustersOf = thrustersOfImport;
const ENGAGE = ENGAGEImport;
const DAMAGE_CONTROL = DAMAGE_CONTROLImport;
const DRONE_COMMAND = DRONE_COMMANDImport;
const EVADE = EVADEImport;
const OVERDRIVE = OVERDRIVEImport;
const REORIENT = REORIENTImport;
const HARD_BURN = HARD_BURNImport;
const LONG_SHOT = LONG_SHOTImport;
const NO_ACTION = NO_ACTIONImport;
const STATION_KEEP = STATION_KEEPImport;
const STRUCTURE = STRUCTUREImport;
const launchPoint = launchPointImport;
const crosses = crossesImport;
const hazardRating = hazardRatingImport;

const meanCache = new Map<string, number>();
const meanByNumber = new Map<number, number>();
const meanByPlanSteps = new WeakMap<AttackPlan, number>();
const meanByPlanOneSet = new WeakMap<AttackPlan, number>();
const SWARM_INDEX = { before: 1, after: 2 } as const;

/**
 * The plan's dice as one number when every part fits its radix (a Map on
 * numbers, not a string built per option: `scripts/bench-jovian-wars.ts`),
 * or -1 (then a string key is used).
 */
function numericKey(plan: AttackPlan, variant: OpposedVariant): number {
  const p = plan.poolParams;
  const o = plan.opposed;
  if (plan.declareChance !== 1 || p.negative !== undefined || p.base < 0 || p.base > 31 || p.flex < 0 || p.flex > 31 || p.macro < -32 || p.macro > 31) return -1;
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
  // By the plan object first (plans are immutable and cached, jobs.ts planFor): no key arithmetic and float-keyed Map per option.
  const byPlan = variant === 'steps' ? meanByPlanSteps : meanByPlanOneSet;
  const known = byPlan.get(plan);
  if (known !== undefined) return known * plan.rolls;
  const n = numericKey(plan, variant);
  if (n >= 0) {
    let mean = meanByNumber.get(n);
    if (mean === undefined) {
      mean = meanOf(plan, variant);
      meanByNumber.set(n, mean);
    }
    byPlan.set(plan, mean);
    return mean * plan.rolls;
  }
  const key = `${plan.poolParams.base}/${plan.poolParams.flex}/${plan.poolParams.macro}/${plan.poolParams.negative ?? ''}|${plan.opposed ? `${plan.opposed.base}/${plan.opposed.flex}/${plan.opposed.macro}` : '-'}|${plan.escalate}/${plan.diminish}/${plan.swarm}/${plan.rerollOnN}/${plan.declareChance}|${variant}`;
  let mean = meanCache.get(key);
  if (mean === undefined) {
    mean = meanOf(plan, variant);
    meanCache.set(key, mean);
  }
  byPlan.set(plan, mean);
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
    for (const t of state.units) if (t.side !== unit.side && t.inPlay() && !t.capital && dist(unit.x, unit.y, t.x, t.y) <= t.def.signature) total += expectedSets(state.plan(unit, POINT_DEFENSE, t, 'point-defense'), state.variants.opposed as OpposedVariant);
    return total;
  }
  // A Drone Bay launches drones: worth an attack of about one set.
  if (o.target === unit.index) return 1;
  if (state.declared === SUPPRESSING_FIRE) {
    const w = unit.def.weapons[o.weapon];
    if (suppressingShot(state, unit, w, target)) return suppressScore(target, w.ac, believedTv(state.variants, unit.side, target));
  }
  const e = expectedSets(state.plan(unit, o.weapon, target, 'activation'), state.variants.opposed as OpposedVariant);
  // Traits › Q-Ship: an unrevealed enemy Q-Ship is worth its civilian version to this player (qShip.ts, JW-041).
  const value = believedTv(state.variants, unit.side, target) / 40;
  return e * value * (1 + 1 / remaining(target));
}

/** A card's weapons for poseScore: AC, AS, and 1 for a missile, per weapon (cards are fixed: made once per card). */
type PoseWeapons = { ac: Float64Array; as: Float64Array; missile: Uint8Array };
const poseWeapons = new WeakMap<CapitalCard, PoseWeapons>();
let lastPoseCard: CapitalCard | null = null;
let lastPoseWeapons: PoseWeapons = { ac: new Float64Array(0), as: new Float64Array(0), missile: new Uint8Array(0) };
function poseWeaponsOf(card: CapitalCard): PoseWeapons {
  if (card === lastPoseCard) return lastPoseWeapons;
  let pw = poseWeapons.get(card);
  if (!pw) {
    const n = card.weapons.length;
    pw = { ac: new Float64Array(n), as: new Float64Array(n), missile: new Uint8Array(n) };
    for (let wi = 0; wi < n; wi++) {
      const w = card.weapons[wi];
      pw.ac[wi] = w.ac;
      pw.as[wi] = w.as;
      pw.missile[wi] = w.type === 'missile' ? 1 : 0;
    }
    poseWeapons.set(card, pw);
  }
  lastPoseCard = card;
  lastPoseWeapons = pw;
  return pw;
}

/** How well a capital ship at (x, y, h) brings its weapons to bear, and how far it is from the fight. */
function poseScore(state: JovianState, unit: Unit, x: number, y: number, h: number): number {
  const table = state.table;
  if (!onTable(x, y, table)) return -1000;
  const card = unit.def as CapitalCard;
  let score = 0;
  let nearest = Infinity;
  const reach = 6 + 3 * sensorsOf(unit);
  const longShot = state.longShot >= 0 && state.active === unit.index;
  // The enemies in play, listed once per decision and unit (every move option asks; jovianHeuristic clears poseOf).
  if (poseOf !== unit) {
    poseOf = unit;
    poseEnemies = 0;
    if (state.units.length > POSE_X.length) {
      POSE_X = new Float64Array(state.units.length);
      POSE_Y = new Float64Array(state.units.length);
      POSE_CAPITAL = new Uint8Array(state.units.length);
    }
    for (const e of state.units) {
      if (e.side === unit.side || !e.inPlay()) continue;
      POSE_X[poseEnemies] = e.x;
      POSE_Y[poseEnemies] = e.y;
      POSE_CAPITAL[poseEnemies] = e.capital ? 1 : 0;
      poseEnemies++;
    }
  }
  const masks = arcMasksOf(card);
  const weapons = poseWeaponsOf(card);
  for (let i = 0; i < poseEnemies; i++) {
    const capital = POSE_CAPITAL[i] === 1;
    // One bearing per enemy for every weapon; sqrt, not Math.hypot (several times slower; same games: `scripts/bench-jovian-wars.ts`).
    const dx = POSE_X[i] - x;
    const dy = POSE_Y[i] - y;
    const d = Math.sqrt(dx * dx + dy * dy);
    if (capital) nearest = Math.min(nearest, d);
    // Out of every weapon's reach (missiles 12"): no bearing to work out.
    if (d > 12 && d > reach && !longShot) continue;
    // The arcs this bearing lies in, once per enemy (geometry.ts arcBits: arcCovers' tests as bits, ARC_BITS, without
    // atan2 away from the diagonals), then one mask test per weapon instead of arcCovers' walk over the weapon's arc names
    // (`scripts/bench-jovian-wars.ts`).
    let covered = arcBits(h, dx, dy);
    if (masks.spinal) {
      const ahead = dx * COS[h] + dy * SIN[h];
      const across = Math.abs(-dx * SIN[h] + dy * COS[h]);
      if (ahead > 0 && across <= 1) covered |= 32;
    }
    // The card's weapons as typed arrays (poseWeaponsOf: weapon objects come in several shapes, optional fields).
    const n = weapons.missile.length;
    const ratings = capital ? weapons.ac : weapons.as;
    for (let wi = 0; wi < n; wi++) {
      const rated = ratings[wi];
      if (rated === 0) continue;
      // A Long Shot reaches any distance, at -3 (-3M): worth less than a shot in range.
      const missile = weapons.missile[wi] === 1;
      const inRange = missile ? d <= 12 : d <= reach || longShot;
      if (inRange && (masks.bits[wi] & covered) !== 0) score += rated * (capital ? 1 : 0.5) * (!missile && d > reach ? 0.3 : 1);
    }
  }
  // Stay off the table edge and close the distance.
  const edge = Math.min(x, y, table - x, table - y);
  return score - (nearest === Infinity ? 0 : nearest * 0.15) - (edge < 4 ? 4 - edge : 0);
}

/**
 * Which Action to declare (Action; Capital Ship Special Actions): a ship
 * about to die Evades (an opposed roll against every attack), a damaged one
 * makes Damage Control, one with no enemy it can bring into Optimum Range
 * this activation takes a Long Shot, one far from the enemy early Hard Burns,
 * one whose best firing position is where it is Station Keeps. A squadron
 * with nothing to run at and damage taken Evades. Otherwise none (Withdraw,
 * Bombing Runs, Dogfights and Combined Attacks are Actions too).
 */
function scoreAction(state: JovianState, unit: Unit, action: number): number {
  // No Action keeps the Action free for a Board (offered with the move only when nothing was declared: options.ts).
  if (action === NO_ACTION) return unit.capital ? boardOpportunity(state, unit) : 0;
  if (!unit.capital) {
    const sq = unit.def as SquadronCard;
    if (action === SILENT_RUNNING) return squadronSilentScore(state, unit);
    if (action !== EVADE || unit.structure >= sq.structure) return -1;
    // Two Boosts (three for a Fast model if its setting fast-boost=3 lets it: aiSettings.ts).
    const reach = sq.speed + Math.min(plannedBoostMax(state, unit), unit.fuel) * 3;
    for (const e of state.units) if (e.side !== unit.side && e.inPlay() && dist(unit.x, unit.y, e.x, e.y) <= reach) return -1;
    return 1;
  }
  const card = unit.def as CapitalCard;
  if (unit.status === 'crippled') return action === EVADE ? 2 : -1;
  // The nearest enemy, worked out once per decision (every Action option asks; jovianHeuristic clears nearestOf).
  if (nearestOf !== unit) {
    nearestOf = unit;
    nearestEnemy = Infinity;
    for (const e of state.units) if (e.side !== unit.side && e.inPlay()) nearestEnemy = Math.min(nearestEnemy, dist(unit.x, unit.y, e.x, e.y));
  }
  const nearest = nearestEnemy;
  switch (action) {
    case EVADE:
      return rating(unit, STRUCTURE) <= 1 ? 4 : -1;
    case DAMAGE_CONTROL:
      return 3 + unit.marked[1] + unit.marked[2] + unit.marked[3];
    case DRONE_COMMAND:
      // Offered only with a Controllable drone in Sensor Range: each commanded drone is another activation.
      return 2.5;
    case REORIENT:
      // Not declared: a D+ offers all eight facings, and scoring them cost about 10% of heuristic games/s
      // (A/B, `scripts/bench-jovian-wars.ts`) against the 500 games/s target; the Turns rating already turns it each move.
      return -1;
    case OVERDRIVE + 1:
    case OVERDRIVE + 2:
    case OVERDRIVE + 3: {
      // Overdrive a rating that has lost 2 or more: its full value this turn, at the risk of more damage (Damage Control, permanent, usually scores higher).
      const r = action - OVERDRIVE;
      const gain = unit.tracks[r][0] - rating(unit, r);
      return gain >= 2 ? 1 + gain : -1;
    }
    case SUPPRESSING_FIRE:
      return suppressActionScore(state, unit);
    case SILENT_RUNNING:
      return silentRunningScore(unit, nearest);
    case VECTOR_ATTACK:
      return vectorAttackScore(state, unit);
    case LONG_SHOT:
      return nearest > 6 + 3 * sensorsOf(unit) + card.speed + thrustersOf(unit) + 3 && state.turn > 1 ? 2 : -1;
    case HARD_BURN:
      return nearest > 30 ? 1.5 : -1;
    case STATION_KEEP: {
      const stay = poseScore(state, unit, unit.x, unit.y, unit.heading);
      if (stay <= 0) return -1;
      const lo = card.speed - thrustersOf(unit);
      const hi = card.speed + thrustersOf(unit);
      let best = -Infinity;
      for (let t = -1; t <= 1; t++) {
        const h = (unit.heading + t + 8) % 8;
        for (let k = 0; k < 2; k++) {
          const d = k === 0 ? lo : hi;
          best = Math.max(best, poseScore(state, unit, unit.x + COS[h] * d, unit.y + SIN[h] * d, h));
          // A score of 0 or less never beats declaring no Action (0, listed first): stop looking.
          if (stay - best - 1 <= 0) return -1;
        }
      }
      return stay - best - 1;
    }
  }
  return -1;
}

/**
 * The squadron that would stop `unit`'s Bombing Run or Intercept `o` on its way with a Reactive Interception (escorts.ts
 * firstInterceptor on the move flow.ts would make), or null. Only when some squadron could (state.reactive).
 */
function runInterceptor(state: JovianState, unit: Unit, o: { target: number; boost: number; kind: 'approach' | 'bomb' | 'intercept' | 'combined' }, intercepting: boolean): Unit | null {
  if (!state.reactive || !weighsInterceptions()) return null;
  squadronMoveEnd(unit, state.units[o.target], o.kind, o.boost, RUN_END);
  return firstInterceptor(state, unit, unit.x, unit.y, RUN_END[0], RUN_END[1], o.target, intercepting);
}
const RUN_END = [0, 0];

function scoreOption(state: JovianState, o: Option): number {
  const unit = state.active >= 0 ? state.units[state.active] : null;
  switch (o.kind) {
    case 'select': {
      const u = state.units[o.unit];
      return (u.capital ? 0 : 10) + u.def.tv / 100;
    }
    case 'action':
      return scoreAction(state, unit!, o.action);
    case 'combined': {
      // A Combined Attack is an approach that also marks the ship Targeted (+1 for every later attack on it).
      const t = state.units[o.target];
      return 5.5 - dist(unit!.x, unit!.y, t.x, t.y) / 20;
    }
    case 'move': {
      const u = unit!;
      const h = (u.heading + o.turns + 8) % 8;
      const x = u.x + COS[h] * o.distance;
      const y = u.y + SIN[h] * o.distance;
      let hazard = 0;
      // Terrain: steer around what would attack the ship on the way (Terrain › Move).
      for (const t of state.terrain) if (hazardRating(t, true) > 0 && crosses(t, u.x, u.y, x, y)) hazard += hazardRating(t, true);
      return poseScore(state, u, x, y, h) - 1.5 * hazard;
    }
    case 'withdraw':
      return unit!.status === 'crippled' ? 1000 : !unit!.capital && unit!.structure === 1 && unit!.fuel === 0 ? 1 : -100;
    case 'bomb': {
      const t = state.units[o.target];
      if (unit!.structure <= 1) return -5;
      // A squadron on the way intercepts (Reactive Interception, escorts.ts): the run lapses, a Dogfight with it instead.
      const stopped = runInterceptor(state, unit!, o, false);
      if (stopped) return 10 + 3 / remaining(stopped) - o.boost;
      return 20 + believedTv(state.variants, unit!.side, t) / 10 + 5 / remaining(t) - o.boost;
    }
    case 'intercept': {
      const stopped = runInterceptor(state, unit!, o, true);
      const t = stopped ?? state.units[o.target];
      return 10 + 3 / remaining(t) - o.boost;
    }
    case 'approach': {
      const t = state.units[o.target];
      return (t.capital ? 5 : 4) - dist(unit!.x, unit!.y, t.x, t.y) / 20;
    }
    case 'hold':
      return 0;
    case 'escape':
      return escapeScore(state, unit!, o.boost);
    case 'mine':
      // Water Raid only; scored by waterRaidAi.ts.
      return -5;
    case 'ram': {
      // A Crippled ship is worth nothing already: ramming trades it for damage; a squadron down to 1 Structure likewise.
      const t = state.units[o.target];
      if (unit!.capital) return unit!.status === 'crippled' ? 900 + believedTv(state.variants, unit!.side, t) / 10 : -50;
      // A squadron on the way stops it (reactiveOffer.ts pathInterceptor, flow.ts's own check): a Dogfight instead, as for a Bombing Run.
      const stopped = state.reactive && weighsRamInterceptions() ? pathInterceptor(state, unit!, o) : null;
      if (stopped) return 10 + 3 / remaining(stopped) - o.boost;
      return 15 + believedTv(state.variants, unit!.side, t) / 20 - o.boost;
    }
    case 'fire':
      return scoreFire(state, o);
    case 'end':
      return 0.01;
    case 'board':
      return scoreBoard(state, unit!, o);
    case 'launch':
      return scoreLaunch(state, unit!);
    case 'stay':
      return 0;
    case 'land': {
      // Land to save a squadron about to be lost (aboard it scores as Active and can be repaired); a scratched one only if nothing better offers.
      const max = (unit!.def as SquadronCard).structure;
      return unit!.structure <= 1 ? 25 - o.boost : unit!.structure < max && state.variants['squadron-repair'] !== 'none' ? 3 - o.boost : -10;
    }
    case 'firefight':
      // Both sides Engage: the firefight solved as a game (jw-boarding-firefight, JW-096) has Engage against Engage as
      // its equilibrium in every state but a few last firefights. The old rule (the side behind Sabotages or Defends)
      // handed the boarders up to 0.6 of the ship's points (Defend) or gave up their capture chances (Sabotage).
      return o.choice === ENGAGE ? 1 : 0;
    case 'react':
      // Let pass scores 0 and is listed first: it is kept on a tie.
      return o.choice === LET_PASS ? 0 : reactScore(state);
    case 'commit': {
      const ex = state.exchange!;
      const attacking = ex.first === null;
      const mover = state.units[attacking ? ex.attacker : ex.defender];
      const wantSplit = attacking ? 2 : mover.capital ? 0 : 1;
      // All its Fuel, up to the engine's 3 (setting dogfight-bid, aiSettings.ts).
      const wantBid = Math.min(dogfightBid(), mover.fuel);
      return -Math.abs(o.split - wantSplit) * 2 - Math.abs(o.bid - wantBid);
    }
  }
}

/**
 * A Reactive Interception offered (reactiveOffer.ts), against letting the active squadron pass (0): 1 (take it) under
 * `react=always` (default, aiSettings.ts). Under `weighed`: an interception lapses the
 * active squadron's Action (flow.ts): a Bombing Run, Ram, Land, Combined Attack, escape or mining run stopped is
 * always worth the Dogfight (1). Otherwise (an approach, a hold, an Intercept of another squadron, a further
 * interception after a Dogfight) the Dogfight itself decides: taken when it is at least even (dogfightEdge); against
 * an Intercept, when the offered squadron would fight it at least as well as the squadron it was after.
 */
function reactScore(state: JovianState): number {
  if (reactsAlways()) return 1;
  // react=weighed.
  const r = state.react!;
  const mover = state.units[state.active];
  const interceptor = state.units[r.unit];
  const o = r.option;
  // Every option has the field (optionShape.ts); undefined where its kind Boosts nothing.
  const boost = (o as { boost?: number } | null)?.boost ?? 0;
  if (o !== null && (o.kind === 'bomb' || o.kind === 'ram' || o.kind === 'land' || o.kind === 'combined' || o.kind === 'escape' || o.kind === 'mine')) return 1;
  const edge = dogfightEdge(interceptor, mover, boost);
  if (o !== null && o.kind === 'intercept') return edge >= dogfightEdge(state.units[o.target], mover, boost) ? 1 : -1;
  return edge >= 0 ? 1 : -1;
}

/**
 * How much stronger `u` is than the active squadron `v` in a Dogfight, roughly: each one's pool (its best weapon's AS,
 * Skill and the Fuel it can bid, Dogfight steps 2-4; the active squadron's after the `boost` its move spends) times
 * its Structure left, a difference.
 */
function dogfightEdge(u: Unit, v: Unit, boost: number): number {
  return dogfightPool(u, u.fuel) * remaining(u) - dogfightPool(v, v.fuel - boost) * remaining(v);
}

function dogfightPool(u: Unit, fuel: number): number {
  let as = 0;
  const weapons = u.def.weapons;
  for (let wi = 0; wi < weapons.length; wi++) {
    const w = weapons[wi];
    if (w.type !== 'missile' && w.type !== 'drone' && !((u.damaged >> wi) & 1) && w.as > as) as = w.as;
  }
  return as + (u.def as SquadronCard).skill + Math.max(0, Math.min(dogfightBid(), fuel));
}

/**
 * Launch (or stay aboard, 0): launch when an enemy model is within this
 * activation's reach from the launch point (Speed, two Boosts, and the
 * enemy's Short Range plus Optimum Range for the squadron's Sensors; three Boosts when Fast) - the
 * squadron would find a target; keep it aboard otherwise (off the table it
 * cannot be attacked), and keep a damaged one aboard for the carrier's Damage
 * Control while the game has turns left.
 */
function scoreLaunch(state: JovianState, unit: Unit): number {
  const sq = unit.def as SquadronCard;
  if (unit.structure < sq.structure && state.turn < 7 && state.variants['squadron-repair'] !== 'none') return -1;
  launchPoint(state, state.units[unit.carrier], unit.side, LAUNCH_AT);
  const reach = sq.speed + Math.min(plannedBoostMax(state, unit), unit.fuel) * 3 + 3 * sq.sensors;
  for (const e of state.units) if (e.side !== unit.side && e.inPlay() && dist(LAUNCH_AT[0], LAUNCH_AT[1], e.x, e.y) <= reach + e.def.signature) return 1;
  return -1;
}
const LAUNCH_AT = [0, 0];
/** poseScore's enemies in play (positions, capital 1) for the unit deciding now: listed once per decision (cleared per decision). */
/**
 * The highest score supportAi.ts gives each support Action (Suppressing Fire 1.8, Vector Attack 1, Silent
 * Running 0.5 for a capital ship or a squadron; other Actions Infinity): jovianHeuristic keeps the first best
 * (strictly higher replaces it), so an Action whose cap is not above the best so far cannot be chosen and is
 * not scored (the same choice, without its loops over the units).
 */
export const SUPPORT_CAP: Float64Array = (() => {
  const caps = new Float64Array(Math.max(SUPPRESSING_FIRE, SILENT_RUNNING, VECTOR_ATTACK) + 1).fill(Infinity);
  caps[SUPPRESSING_FIRE] = 1.8;
  caps[VECTOR_ATTACK] = 1;
  caps[SILENT_RUNNING] = 0.5;
  return caps;
})();
let poseOf: Unit | null = null;
let poseEnemies = 0;
let POSE_X = new Float64Array(256);
let POSE_Y = new Float64Array(256);
let POSE_CAPITAL = new Uint8Array(256);
/** scoreAction's nearest-enemy distance for the unit deciding now (cleared per decision). */
let nearestOf: Unit | null = null;
let nearestEnemy = Infinity;

/**
 * Board: the firing position the move reaches (the ship still fires after boarding: flow.ts board), plus
 * P(capture) x the capture's worth, minus what the Marines and the Action cost:
 * - P(capture): the committed Marines run the target's Point Defense (Board step 2, boarding.ts: D 1, T 3, Q+ 5
 *   Marines lost per result; its exact distribution, `boardingLosses`), the survivors join the Boarders already aboard,
 *   and the firefights left (one per activation of the boarded ship, States › Boarded: this turn's too when the
 *   target has not activated yet, to the end of Game Turn 7) are played at the equilibrium (boardingOdds.ts, from
 *   the exact solver of jw-boarding-firefight); Marines 0 on arrival is a capture at once (States › Captured).
 * - The capture's worth: the target's TV / 5, the prize this heuristic has always put on it (a Captured ship scores
 *   1.5x for its captor and nothing for its owner).
 * - The cost: each Marine committed is lost unless the ship is captured (a box of the boarding ship's rating track:
 *   its TV / 40, scoreFire's worth of a set of damage on it), and the Action declared (no Evade or Station Keeping
 *   this activation): 1, about a support Action's score (SUPPORT_CAP).
 */
function scoreBoard(state: JovianState, unit: Unit, o: Option & { kind: 'board' }): number {
  const t = state.units[o.target];
  const h = (unit.heading + o.turns + 8) % 8;
  const pose = poseScore(state, unit, unit.x + COS[h] * o.distance, unit.y + SIN[h] * o.distance, h);
  return pose + boardGain(state, unit, t, o.marines) - BOARD_ACTION_COST;
}
const BOARD_ACTION_COST = 1;

/**
 * scoreBoard's prize less the Marines' cost: P(capture) x TV / 5 - P(no capture) x Marines x the boarder's TV / 40.
 * An Exo-Suit squadron (exoSuits.ts) leaves the table and scores as Destroyed whatever happens aboard: it costs its
 * whole worth on the same scale, its TV / 5.
 */
function boardGain(state: JovianState, unit: Unit, t: Unit, marines: number): number {
  const p = boardingCaptureChance(state, t, marines);
  const worth = believedTv(state.variants, unit.side, t);
  if (!unit.capital) return p * (worth / 5) - unit.def.tv / 5;
  return p * (worth / 5) - (1 - p) * marines * (unit.def.tv / 40);
}

/**
 * What declaring no Action is worth to a capital ship: the best Board its move could then make (scoreBoard without the
 * pose, less the Action's cost), or 0. The Action comes before the move, and every other Action shuts Board out, so
 * without this the heuristic, which nearly always has Damage Control or Silent Running to declare near the enemy, was
 * never offered a Board. The move's reach is the card's plain one (Speed +/- Thrusters, Turns up to Thrusters); terrain,
 * the planet, Hard Burn and Station Keeping are not counted (a ship that then cannot reach just moves).
 */
function boardOpportunity(state: JovianState, unit: Unit): number {
  if (!canBoard(unit)) return 0;
  const card = unit.def as CapitalCard;
  const thrusters = thrustersOf(unit);
  const maxTurns = unit.status === 'active' ? Math.min(card.turns, thrusters) : 0;
  const lo = Math.max(0, card.speed - thrusters);
  const hi = card.speed + thrusters;
  const reach = boardingReach(unit);
  const marines = marinesOf(unit);
  let best = 0;
  for (const e of state.units) {
    if (e.side === unit.side || !e.inPlay() || !e.capital) continue;
    if (dist(unit.x, unit.y, e.x, e.y) > hi + reach) continue;
    if (!boardMove(unit, e, maxTurns, lo, hi, reach)) continue;
    for (let m = 1; m <= marines; m++) best = Math.max(best, boardGain(state, unit, e, m) - BOARD_ACTION_COST);
  }
  return best;
}

/** The chance that `marines` committed now capture `t` (scoreBoard): Point Defense's losses, then the firefights left. */
export function boardingCaptureChance(state: JovianState, t: Unit, marines: number): number {
  const exchanges = GAME_TURNS - state.turn + (t.activated ? 0 : 1);
  const defending = marinesOf(t);
  const lost = boardingLosses(state.variants, defenseOf(t));
  let p = 0;
  for (let l = 0; l < lost.length; l++) if (lost[l] > 0) p += lost[l] * captureChance(exchanges, t.boarders + Math.max(0, marines - l), defending);
  return p;
}

/** Per (variants, Defense): the chance Point Defense removes exactly l boarding Marines, l = 0..(the last array slot, "that many or more"). */
const LOSSES_CAP = 16;
const boardingLossCache = new WeakMap<Variants, Float64Array[]>();
function boardingLosses(variants: Variants, defense: number): Float64Array {
  let byDefense = boardingLossCache.get(variants);
  if (!byDefense) {
    byDefense = [];
    boardingLossCache.set(variants, byDefense);
  }
  let out = byDefense[defense];
  if (!out) {
    out = new Float64Array(LOSSES_CAP + 1);
    const plan = defense > 0 ? boardingDefensePlan(variants, defense) : null;
    // No Point Defense roll (boarding.ts startBoardJob): everyone arrives.
    if (plan === null || plan.refused !== null || plan.poolParams.base + plan.poolParams.flex <= 0) out[0] = 1;
    else {
      const dist = exactAttack(plan, variants.opposed as OpposedVariant);
      for (let code = 0; code < dist.length; code++) if (dist[code] > 0) out[Math.min(LOSSES_CAP, losses(code, BOARDING_LOSSES))] += dist[code];
    }
    byDefense[defense] = out;
  }
  return out;
}

export function jovianHeuristic(view: AgentView, rng: Xoshiro128, settings: Readonly<Record<string, string>> = {}): number {
  // The legal actions first: the sample then shares the option list already built for them.
  const legal = view.legalActions;
  if (legal.length === 1) return legal[0];
  applySettings(settings);
  // A read-only sample: scoring never moves or damages anything, and nothing it reads differs between a sample and the
  // game, so the sample is the game itself, after the same draws from rng as a real sample (game.ts peekNextSample; it
  // used to be a shell sharing the game's units). The flag is cleared after, whatever view.sample did.
  JovianState.peekNextSample(true);
  const state = view.sample(rng) as JovianState;
  JovianState.peekNextSample(false);
  const options = state.options();
  nearestOf = null;
  poseOf = null;
  let best = legal[0];
  let bestScore = -Infinity;
  // Traits › Q-Ship under q-ship-fire=ambush (qShipAi.ts): its own unrevealed Q-Ship keeps its Hardpoints hidden. Fire and
  // Action options are only ever offered to the active model's player, and the attack phase's End is never held, so
  // something is always left to choose. One flag read per decision under the default (eager).
  const holding = ambushes() && state.active >= 0 && holdsHardpoints(state, state.units[state.active], options);
  // Indexed, not for-of: the legal list is a frozen array (game.ts range), which V8's optimised for-of does not
  // cover, so for-of allocated an iterator result per action (about 12% of a heuristic game's allocation).
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i];
    const o = options[action];
    // A third Fuel Boosted (a Fast model, fast-text=full) only under fast-boost=3 (aiSettings.ts); a squadron always has Hold.
    if ('boost' in o && beyondPlannedBoost(o.boost)) continue;
    // No Boost into a run under run-boost=none (default, aiSettings.ts): its Fuel is the run's bid.
    if ((o.kind === 'bomb' || o.kind === 'intercept') && o.boost > 0 && !boostsRuns()) continue;
    if (holding && revealsQShip(state.units[state.active], o)) continue;
    // Suppressing Fire, Vector Attack and Silent Running score at most SUPPORT_CAP (supportAi.ts): scored only when that could beat the best so far.
    if (o.kind === 'action' && o.action < SUPPORT_CAP.length && SUPPORT_CAP[o.action] <= bestScore) continue;
    // An Advanced Scenario adjusts the scores to its Objective Points (scenarioAi.ts).
    const s = state.scenario === null ? scoreOption(state, o) : scenarioAdjust(state, o, scoreOption(state, o));
    if (s > bestScore) {
      bestScore = s;
      best = action;
    }
  }
  return best;
}

/**
 * Distance in inches, module-local (under tsx every imported binding read is
 * a getter call) and with sqrt rather than Math.hypot (several times slower):
 * only compared and scored here, and the fixture games are unchanged
 * (`scripts/bench-jovian-wars.ts`).
 */
function dist(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  return Math.sqrt(dx * dx + dy * dy);
}
