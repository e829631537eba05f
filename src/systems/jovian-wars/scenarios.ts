/**
 * Advanced Scenarios (`002_f697cf6215cb147c.txt`, Scenarios › Advanced Scenarios), variant `scenario`
 * (scenarioVariants.ts): Ambush, Break the Truce and Water Raid (its rules in waterRaid.ts). Victory Conditions: "The
 * player with the most Objective Points is considered the winner. Ties are broken by whichever player has more Victory
 * Points".
 *
 * Ambush (JW-018, JW-063): Beacon Deployment Zone, Fleet Deployment, "Attacker/Defender chosen by Random Selection":
 * seat 0 is the Attacker and has Initiative (the match runner swaps seats, so each fleet plays both roles).
 * - "The Attacker chooses a table edge that the Defender must escape through": a fixed policy, the edge farthest on
 *   average from the Defender's models (EDGES). "The Defender may only declare the Withdraw action if they are within
 *   6" of this table edge and 6" away from any enemy models" (options.ts planOptions). Leaving Play (Movement) is
 *   unchanged: a model off any edge is Withdrawn (the heuristic only leaves through the escape edge; a squadron's
 *   `escape` move flies straight at it).
 * - Objective Points: 4 for the most Victory Points; Defender 1 / 2 / 3 for 25 / 50 / 75% of its forces Withdrawn;
 *   Attacker 3 if 25% of the Defender's forces are Captured, Crippled or Destroyed by the End Phase of turn 3, 2 for 50%
 *   by the End Phase of turn 5, 1 for 75% by the end. "Use a model's full point value": fractions of the Defender's
 *   fleet TV. `ambush-tiers`: cumulative (default: each line that holds scores) or highest (a side's best line only).
 *
 * Break the Truce (JW-019): Beacon Deployment Zone, Escalating Deployment.
 * - Objective Points: 4 for the most Victory Points; -2 for the first player to attack (`truce-penalty=on|off`); 3 for
 *   the most Escape Pods on Withdrawn Capital Ships, 2 on non-Withdrawn Capital Ships, 1 on non-Destroyed Squadrons
 *   (a tie scores for nobody; pods on a Destroyed model are forfeit; pods on a Captured ship count twice, for the captor).
 * - "The first player to attack": the side of the first model whose attack is resolved (an attack job starting:
 *   guns, missiles, Point Defense (Autofire included: it fires on its own when an enemy squadron comes in range),
 *   Bombing Runs, Dogfights, Rams); Explosions and terrain hazards are nobody's attack. Boarding is not counted.
 * - Search for Escape Pods: an Action for any model (not a Crippled or Captured ship: they "may only take" Repair and
 *   Withdraw), a Skill Test: N none, D one, T+ two, loaded onto the model. Land moves a squadron's pods to its carrier;
 *   Launch takes none along (the rule's "may": a fixed policy).
 */
import type { JovianState } from './game.ts';
import { highestMagnitude } from '../../dice/setMagnitudes.ts';
import { TABLE_INCHES, type Variants } from './rules.ts';
import type { Unit } from './units.ts';
import { distributeWater, waterObjectivePoints } from './waterRaid.ts';

export type ScenarioKind = 'ambush' | 'break-the-truce' | 'water-raid';

export interface ScenarioState {
  kind: ScenarioKind;
  /** Ambush: the Attacker's seat (0) and the escape edge (EDGES index); -1 in Break the Truce. */
  attacker: number;
  edge: number;
  /** Ambush: the Defender's fraction Captured, Crippled or Destroyed at the End Phase of turns 3 and 5 (-1 before). */
  lost: number[];
  /** Break the Truce: the side that attacked first and the turn, -1 until then. */
  firstAttack: number;
  firstAttackTurn: number;
  /** Its Attack Window kind ('activation', 'point-defense' for Autofire, 'exchange' ...), '' until then. */
  firstAttackWindow: string;
  /** Escape Pods aboard each model (by unit index). */
  pods: number[];
  /** Water Raid (waterRaid.ts): water units aboard each model (by unit index); empty in the other scenarios. */
  water: number[];
  /** Water Raid: the terrain index of the Defender's Stationary Comet's Body (-1 before it is placed). */
  comet: number;
  /** Water Raid: units mined from the Comet, Mining attempts made. */
  mined: number;
  mines: number;
}

/** The table edges: y = 0, x = 48, y = 48, x = 0. */
export const EDGES = ['south (y = 0)', 'east (x = 48)', 'north (y = 48)', 'west (x = 0)'] as const;
/** Ambush: the Defender may Withdraw within 6" of the edge (and 6" from enemies, as always). */
export const ESCAPE_REACH = 6;
/** Ambush: the Attacker's lines check the Defender's losses at these End Phases. */
export const AMBUSH_CHECKS = [3, 5] as const;
/** Water Raid › Surprise Attack!: the Defender's capital ships may Withdraw from this turn. */
export const SURPRISE_TURNS = 4;

export function edgeDistance(edge: number, x: number, y: number): number {
  return edge === 0 ? y : edge === 1 ? TABLE_INCHES - x : edge === 2 ? TABLE_INCHES - y : x;
}

/** The variants a scenario plays under: its Deployment Zone and Type replace `zone` and `deployment`. */
export function scenarioVariants(variants: Variants): Variants {
  if (variants.scenario === 'ambush') return { ...variants, zone: 'beacon', deployment: 'fleet' };
  if (variants.scenario === 'break-the-truce') return { ...variants, zone: 'beacon', deployment: 'escalating' };
  // Water Raid: "Deployment Zone: Standard Deployment Zone • Deployment Type: Fleet Deployment".
  if (variants.scenario === 'water-raid') return { ...variants, zone: 'standard', deployment: 'fleet' };
  return variants;
}

/** The scenario's state at the start (after deployment), or null for the Introductory Scenario. */
export function startScenario(s: JovianState): ScenarioState | null {
  const kind = s.variants.scenario;
  if (kind !== 'ambush' && kind !== 'break-the-truce' && kind !== 'water-raid') return null;
  const scenario: ScenarioState = { kind, attacker: -1, edge: -1, lost: [-1, -1], firstAttack: -1, firstAttackTurn: -1, firstAttackWindow: '', pods: s.units.map(() => 0), water: [], comet: -1, mined: 0, mines: 0 };
  if (kind === 'water-raid') {
    // "Initiative: Attacker/Defender chosen by Random Selection": seat 0 is the Attacker (the match runner swaps seats).
    scenario.attacker = 0;
    scenario.water = distributeWater(s, 1);
    return scenario;
  }
  if (kind === 'ambush') {
    scenario.attacker = 0;
    // The Attacker's choice: the edge the Defender's models are farthest from on average (ties: the first).
    let best = -1;
    for (let e = 0; e < EDGES.length; e++) {
      let sum = 0;
      for (const u of s.units) if (u.side === 1) sum += edgeDistance(e, u.x, u.y);
      if (best < 0 || sum > best + 1e-9) {
        best = sum;
        scenario.edge = e;
      }
    }
  }
  return scenario;
}

export function copyScenario(sc: ScenarioState | null): ScenarioState | null {
  // A state serialised before Water Raid existed has no water fields.
  return sc ? { ...sc, lost: sc.lost.slice(), pods: sc.pods.slice(), water: sc.water ? sc.water.slice() : [], comet: sc.comet ?? -1, mined: sc.mined ?? 0, mines: sc.mines ?? 0 } : null;
}

/** Whether `unit` is the Ambush Defender's. */
export function isDefender(s: JovianState, unit: Unit): boolean {
  return s.scenario !== null && s.scenario.kind === 'ambush' && unit.owner !== s.scenario.attacker;
}

/** Whether `unit` belongs to the Water Raid Defender (its owner: a Captured ship stays its owner's). */
export function isWaterDefender(s: JovianState, unit: Unit): boolean {
  return s.scenario !== null && s.scenario.kind === 'water-raid' && unit.owner !== s.scenario.attacker;
}

/** Ambush: the Defender may declare Withdraw only within 6" of the escape edge (the 6" from enemies is checked by the caller). */
export function mayWithdraw(s: JovianState, unit: Unit): boolean {
  const sc = s.scenario;
  // Water Raid › Surprise Attack!: "The Defending Player may not withdraw Capital Ships until Turn 4."
  if (sc && sc.kind === 'water-raid') return !(unit.capital && unit.side !== sc.attacker && s.turn < SURPRISE_TURNS);
  if (!sc || sc.kind !== 'ambush' || unit.side === sc.attacker) return true;
  return edgeDistance(sc.edge, unit.x, unit.y) <= ESCAPE_REACH;
}

/** The Ambush Defender's forces (full TV) Captured, Crippled or Destroyed, as a fraction of its fleet's TV. */
export function defenderLost(s: JovianState): number {
  const defender = 1 - s.scenario!.attacker;
  let lost = 0;
  for (const u of s.units) {
    if (u.owner !== defender || u.def.kind === 'drone') continue;
    if (u.status === 'crippled' || u.status === 'destroyed' || u.side !== u.owner) lost += u.def.tv;
  }
  return lost / s.tv[defender];
}

/** The Ambush Defender's forces Withdrawn (full TV; not Captured ones), as a fraction of its fleet's TV. */
export function defenderWithdrawn(s: JovianState): number {
  const defender = 1 - s.scenario!.attacker;
  let out = 0;
  for (const u of s.units) if (u.owner === defender && u.side === defender && u.status === 'withdrawn' && u.def.kind !== 'drone') out += u.def.tv;
  return out / s.tv[defender];
}

/** End Phase: Ambush records the Defender's losses at turns 3 and 5. */
export function noteEndPhase(s: JovianState): void {
  const sc = s.scenario!;
  if (sc.kind !== 'ambush') return;
  const k = AMBUSH_CHECKS.indexOf(s.turn as 3 | 5);
  if (k >= 0) sc.lost[k] = defenderLost(s);
}

/** An attack by model `attacker` (an index, -1 for terrain) starts: Break the Truce notes the first. */
export function noteAttack(s: JovianState, attacker: number, window: string): void {
  const sc = s.scenario!;
  if (sc.firstAttack >= 0 || attacker < 0) return;
  sc.firstAttack = s.units[attacker].side;
  sc.firstAttackTurn = s.turn;
  sc.firstAttackWindow = window;
  if (s.log) s.push({ kind: 'first-attack', unit: attacker, player: sc.firstAttack, turn: s.turn });
}

/** The Search for Escape Pods Skill Test: N none, D one, T+ two, onto the searching model. */
export function resolveSearch(s: JovianState, unit: Unit, code: number): void {
  const level = highestMagnitude(code);
  const found = level >= 2 ? 2 : level;
  s.scenario!.pods[unit.index] += found;
  if (s.log) s.push({ kind: 'action-test', unit: unit.index, test: 'search-pods', result: 'NDTQ'[level], found });
}

/** Land: "Squadrons making a Land action automatically transfer their found escape pods to the Capital Ship". */
export function transferPods(s: JovianState, from: Unit, to: Unit): void {
  const pods = s.scenario!.pods;
  pods[to.index] += pods[from.index];
  pods[from.index] = 0;
}

/** 1 when a > b, -1 when b > a, 0 when level: who scores a "most" line. */
const most = (a: number, b: number) => (a > b ? 0 : b > a ? 1 : -1);

/** Objective Points by seat (Victory Conditions; the scenario's list); `tiersAs` reads Ambush's tiers another way (the experiment's second reading of the same games). */
export function objectivePoints(s: JovianState, vp: readonly number[], tiersAs: string = s.variants['ambush-tiers']): number[] {
  const sc = s.scenario!;
  if (sc.kind === 'water-raid') return waterObjectivePoints(s, vp);
  const op = [0, 0];
  const byVp = most(vp[0], vp[1]);
  if (sc.kind === 'ambush') {
    if (byVp >= 0) op[byVp] += 4;
    const cumulative = tiersAs !== 'highest';
    const defender = 1 - sc.attacker;
    const out = defenderWithdrawn(s);
    op[defender] += tiers([out >= 0.25 ? 1 : 0, out >= 0.5 ? 2 : 0, out >= 0.75 ? 3 : 0], cumulative);
    const end = defenderLost(s);
    op[sc.attacker] += tiers([end >= 0.75 ? 1 : 0, sc.lost[1] >= 0.5 ? 2 : 0, sc.lost[0] >= 0.25 ? 3 : 0], cumulative);
    return op;
  }
  if (byVp >= 0) op[byVp] += 4;
  if (sc.firstAttack >= 0 && s.variants['truce-penalty'] !== 'off') op[sc.firstAttack] -= 2;
  const pods = podCounts(s);
  for (const [line, points] of [[0, 3], [1, 2], [2, 1]] as const) {
    const who = most(pods[0][line], pods[1][line]);
    if (who >= 0) op[who] += points;
  }
  return op;
}

function tiers(lines: readonly number[], cumulative: boolean): number {
  return cumulative ? lines.reduce((a, b) => a + b, 0) : Math.max(...lines);
}

/**
 * Escape Pods per seat on [Withdrawn capital ships, non-Withdrawn capital ships, non-Destroyed squadrons]: a Destroyed
 * model's are forfeit (a Dead or Exploded ship is Destroyed; a Crippled one still has its pods); a Captured ship's
 * count twice for its captor ("Captured Escape Pods").
 */
export function podCounts(s: JovianState): number[][] {
  const out = [
    [0, 0, 0],
    [0, 0, 0],
  ];
  const pods = s.scenario!.pods;
  for (const u of s.units) {
    const n = pods[u.index];
    if (n === 0 || u.status === 'destroyed') continue;
    const twice = u.side !== u.owner ? 2 : 1;
    const line = !u.capital ? 2 : u.status === 'withdrawn' ? 0 : 1;
    out[u.side][line] += n * twice;
  }
  return out;
}

