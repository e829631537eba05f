/**
 * Jagged Shards JS-068, JS-069: the game's geometry (000_9659637e2373f14e.txt Ch. 4 Standard Deployment: "Each
 * player controls one Deployment Zone extending 12" outward from opposite battlefield corners"; Ch. 4 Preparing the
 * Battlefield and Ch. 6 Movement Values: "measured base-to-base using the shortest legal path").
 *
 * Exact (no sampling, in the answer): the gap between the two Deployment Zones on the 48" x 48" board under three
 * shapes "extending 12" outward from a corner" can take (the engine plays the square), the engine's deployment
 * spots (board.ts) and, per unit profile of the four preset forces, the first round in which a unit could attack an
 * enemy standing on the nearest enemy spot (Rushing in the rounds before, moving then attacking in that round; a
 * Rushing unit may not attack, Ch. 6).
 *
 * Played (heuristic on both sides, default readings, the three matchups of js-terrain-coverage, pairs of battles
 * with the sides swapped): the round of the battle's first attack and the gap between the nearest opposing units as
 * Round 2 starts. Measured on each pair's own generated board (JS-069): what the shortest legal path would save over
 * the straight line the engine moves along (experiments/jagged-shards/_pathCost.ts; nothing on the board is
 * impassable and units are points that pass through each other, so difficult terrain is the only thing a legal
 * path can go round), from each deployment spot a force uses to each objective and to the enemy zone's near corner.
 * The engine cannot play the shortest-path reading, so its effect on results is not measured.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm, runnerMetrics } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { CHANCE } from '../../src/game/state.ts';
import type { Seat } from '../../src/game/playGame.ts';
import { formatMean, groupThousands, shown } from '../../src/report/format.ts';
import { deploymentSpot, type MoveEnd } from '../../src/systems/jagged-shards/board.ts';
import { BOARD_INCHES, DEPLOYMENT_INCHES } from '../../src/systems/jagged-shards/rules.ts';
import { FORCES, PROFILES } from '../../src/systems/jagged-shards/data.ts';
import type { JaggedState } from '../../src/systems/jagged-shards/jaggedState.ts';
import { latticeCosts, SIDE, straightCost } from './_pathCost.ts';
import { TERRAIN_MATCHUPS } from './terrain-coverage.ts';

const game = findGame('jagged-shards');
const ROUNDS = 5;
/** The longest Range Band's far edge (Ch. 7: long 16-24") and base contact for melee (README, 1"). */
const LONG_EDGE = 24;
const MELEE_REACH = 1;

export const ARMS: MatchArm[] = TERRAIN_MATCHUPS.map((m) => ({
  id: m.id,
  label: m.label,
  params: { system: game.id, sideA: loadSide(game, `preset:${m.a}`), sideB: loadSide(game, `preset:${m.b}`), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, []) },
}));

// ---- Exact geometry ---------------------------------------------------------------------------

/**
 * The nearest points of the two zones, seat 0's in the (0, 0) corner and seat 1's in the (48, 48) corner, for the
 * three shapes "extending 12" outward from a corner" can take: a 12" square (the engine's), a quarter circle of
 * radius 12", a right triangle with 12" legs along the edges. All three are symmetric about the diagonal, so the
 * nearest points lie on it: corner distance less each zone's reach along the diagonal.
 */
export function zoneGaps(board = BOARD_INCHES, depth = DEPLOYMENT_INCHES): { square: number; quarterCircle: number; triangle: number; corners: number } {
  const corners = board * Math.SQRT2;
  return { corners, square: corners - 2 * depth * Math.SQRT2, quarterCircle: corners - 2 * depth, triangle: corners - depth * Math.SQRT2 };
}

const spot = (seat: number, index: number): [number, number] => {
  const out: MoveEnd = { x: 0, y: 0 };
  deploymentSpot(seat, index, out);
  return [out.x, out.y];
};

/** The units of a preset force in deployment order ("colonial-rifle-squad x2, ..."). */
export function forceUnits(force: string): string[] {
  const text = (FORCES as Record<string, { units: string }>)[force].units;
  return text.split(',').flatMap((part) => {
    const [id, times] = part.trim().split(/\s+x/);
    return Array<string>(times ? Number(times) : 1).fill(id);
  });
}

/**
 * The first round in which a unit moving `movement` (Rushing `rush` more in the rounds before) can bring an enemy
 * `gap` inches away within `reach`: the round r with (r - 1)(movement + rush) + movement + met(r) >= gap - reach,
 * where met(r) is what the enemy has closed by then (0 when it stands still; r(its Move + Rush) when it Rushes to
 * meet it, activating first each round); 0 when it cannot within the battle's five rounds.
 */
export function firstRound(gap: number, reach: number, movement: number, rush: number, enemyStride = 0): number {
  for (let r = 1; r <= ROUNDS; r++) if ((r - 1) * (movement + rush) + movement + r * enemyStride >= gap - reach - 1e-9) return r;
  return 0;
}

export interface ContactRow {
  name: string;
  movement: number;
  rush: number;
  reach: number;
  /** From the nearest spot the profile fills in any preset force to the nearest enemy spot (six a side). */
  gap: number;
  /** First rounds: attack and base contact against an enemy standing still, then against one of the same kind Rushing to meet it. */
  ranged: number;
  melee: number;
  rangedMet: number;
  meleeMet: number;
}

/** Per profile the preset forces use: its Move/Rush, longest reach, nearest enemy spot and the first rounds of contact. */
export function contactTable(): ContactRow[] {
  const rows = new Map<string, ContactRow>();
  for (const force of Object.keys(FORCES)) {
    forceUnits(force).forEach((id, index) => {
      const profile = PROFILES.byId.get(id);
      if (!profile) throw new Error(`js-deployment-geometry: force ${force} names unknown profile '${id}'`);
      const [x, y] = spot(0, index);
      let gap = Infinity;
      for (let k = 0; k < 6; k++) {
        const [ex, ey] = spot(1, k);
        gap = Math.min(gap, Math.hypot(ex - x, ey - y));
      }
      if ((rows.get(id)?.gap ?? Infinity) <= gap) return;
      const shooting = profile.weapons.filter((w) => !w.melee);
      const reach = shooting.some((w) => w.sr[2] !== null) ? LONG_EDGE : shooting.some((w) => w.sr[1] !== null) ? 16 : shooting.length > 0 ? 8 : MELEE_REACH;
      const stride = profile.movement + profile.rush;
      rows.set(id, {
        name: profile.name,
        movement: profile.movement,
        rush: profile.rush,
        reach,
        gap,
        ranged: firstRound(gap, reach, profile.movement, profile.rush),
        melee: firstRound(gap, MELEE_REACH, profile.movement, profile.rush),
        rangedMet: firstRound(gap, reach, profile.movement, profile.rush, stride),
        meleeMet: firstRound(gap, MELEE_REACH, profile.movement, profile.rush, stride),
      });
    });
  }
  return [...rows.values()].sort((a, b) => a.gap - b.gap || a.name.localeCompare(b.name));
}

// ---- Played battles ----------------------------------------------------------------------------

export interface Played {
  /** Round of the battle's first attack, ROUNDS + 1 when there was none. */
  firstAttack: number;
  /** Nearest opposing units (point to point, inches) as Round 2 starts; NaN if the battle ended before. */
  gapRound2: number;
}

function nearestOpposing(s: JaggedState): number {
  const seat = s.setup.roster.seat;
  let best = Infinity;
  for (let u = 0; u < seat.length; u++) {
    if (seat[u] !== 0 || s.inPlay[u] === 0) continue;
    for (let v = 0; v < seat.length; v++) if (seat[v] === 1 && s.inPlay[v] === 1) best = Math.min(best, Math.hypot(s.x[u] - s.x[v], s.y[u] - s.y[v]));
  }
  return best;
}

/** playToEnd's loop, watching the round in which the first attack comes and the positions as Round 2 starts. */
export function playWatching(state: JaggedState, seats: readonly [Seat, Seat]): Played {
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  const played: Played = { firstAttack: ROUNDS + 1, gapRound2: NaN };
  const look = (round: number) => {
    if (played.firstAttack > ROUNDS && state.firstEngagement > 0) played.firstAttack = round;
    if (state.round >= 2 && Number.isNaN(played.gapRound2) && !state.isTerminal()) played.gapRound2 = nearestOpposing(state);
  };
  while (!state.isTerminal()) {
    const round = state.round;
    const mover = state.currentPlayer();
    if (mover === CHANCE) state.applyChance();
    else state.apply(seats[mover].agent.act(views[mover], seats[mover].rng));
    look(round);
  }
  return played;
}

const COSTS = new Float64Array(SIDE * SIDE);

/**
 * On one board: from each deployment spot the force uses to each objective and the enemy zone's near corner, the
 * straight line's cost and what the cheapest lattice path saves (_pathCost.ts). Returns the paths' mean saving, the
 * share saving 1" or more, the straight lines' mean cost and its mean extra over their length (difficult terrain).
 */
export function pathSavings(s: JaggedState): { saving: number; shareOver1: number; cost: number; extra: number; paths: number } {
  const terrain = s.setup.terrain;
  const targets: [number, number][] = [...s.setup.objectives.map((o) => [o.x, o.y] as [number, number]), [BOARD_INCHES - DEPLOYMENT_INCHES, BOARD_INCHES - DEPLOYMENT_INCHES]];
  let saving = 0;
  let over1 = 0;
  let extra = 0;
  let cost = 0;
  let paths = 0;
  for (let u = 0; u < s.setup.roster.seat.length; u++) {
    if (s.setup.roster.seat[u] !== 0) continue;
    const [sx, sy] = spot(0, u);
    latticeCosts(terrain, sx, sy, COSTS);
    for (const [tx, ty] of targets) {
      const straight = straightCost(terrain, sx, sy, tx, ty);
      const best = Math.min(straight, COSTS[ty * SIDE + tx]);
      saving += straight - best;
      if (straight - best >= 1) over1++;
      cost += straight;
      extra += straight - Math.hypot(tx - sx, ty - sy);
      paths++;
    }
  }
  return { saving: saving / paths, shareOver1: over1 / paths, cost: cost / paths, extra: extra / paths, paths };
}

const READ: PairObserver<JaggedState, Played> = {
  statistics: [],
  start(record) {
    Object.assign(record, { firstAttackRound: 0, attackInRound1: 0, gapRound2: 0, pathSaving: 0, pathsSavingOver1: 0, straightCost: 0, straightExtra: 0 });
  },
  play: playWatching,
  read(state, seatOfA, record: PairRecord, played) {
    const p = played!;
    (record.firstAttackRound as number) += p.firstAttack / 2;
    (record.attackInRound1 as number) += (p.firstAttack === 1 ? 1 : 0) / 2;
    // Every battle reaches Round 2 (five rounds are always played, Ch. 5), so the gap is always read.
    (record.gapRound2 as number) += p.gapRound2 / 2;
    if (seatOfA === 0) {
      // Both battles of a pair are fought on the same board (the same chance stream draws it): measured once.
      const paths = pathSavings(state);
      record.pathSaving = paths.saving;
      record.pathsSavingOver1 = paths.shareOver1;
      record.straightCost = paths.cost;
      record.straightExtra = paths.extra;
    }
  },
};

export const geometryTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

const EXTRA_METRICS: Record<string, MetricSpec> = {
  firstAttackRound: { kind: 'mean', label: 'round of the first attack', unit: `round (${ROUNDS + 1}: none in the battle)` },
  attackInRound1: { kind: 'mean', label: 'battles with an attack in Round 1', unit: 'share of battles' },
  gapRound2: { kind: 'mean', label: 'nearest opposing units as Round 2 starts', unit: 'inches, point to point' },
  pathSaving: { kind: 'mean', label: 'what the shortest legal path saves over the straight line (at least)', unit: 'inches of movement per path' },
  pathsSavingOver1: { kind: 'mean', label: 'paths on which the shortest legal path saves 1" or more', unit: 'share of paths per board' },
  straightCost: { kind: 'mean', label: 'movement cost of the straight line', unit: 'inches of movement per path' },
  straightExtra: { kind: 'mean', label: 'difficult terrain on the straight line', unit: 'inches of movement over the length, per path' },
};

// ---- The answer --------------------------------------------------------------------------------

const metric = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const show = (arm: ArmResult, id: string, unit: string, scale = 1) => formatMean(metric(arm, id).mean * scale, [metric(arm, id).ci[0] * scale, metric(arm, id).ci[1] * scale], arm.trials, unit, 'pairs');
const inches = (v: number) => `${shown(v, 1)}"`;
const roundText = (r: number) => (r === 0 ? `none by round ${ROUNDS}` : `round ${r}`);

/**
 * When both sides close (each unit met by an enemy of its kind Rushing toward it), the round of the first attack, read
 * off the table rather than written in: the round most unit types share, and the exceptions by name ("in round 2 for 8
 * of the 9 unit types and in round 1 for the Containment Operative").
 */
export function closingSentence(table: readonly ContactRow[]): string {
  const byRound = new Map<number, string[]>();
  for (const r of table) byRound.set(r.rangedMet, [...(byRound.get(r.rangedMet) ?? []), r.name]);
  // Most unit types first; on a tie, the earlier round first (none by round 5, 0, last).
  const order = (r: number) => (r === 0 ? ROUNDS + 1 : r);
  const groups = [...byRound.entries()].sort((a, b) => b[1].length - a[1].length || order(a[0]) - order(b[0]));
  const [[round, names], ...rest] = groups;
  const when = (r: number) => (r === 0 ? `not at all in the ${ROUNDS} rounds` : `in round ${r}`);
  const most = rest.length === 0 ? `${when(round)} for every unit type (${names.length})` : `${when(round)} for ${names.length} of the ${table.length} unit types`;
  const others = rest.map(([r, n]) => `${when(r)} for the ${n.join(', the ')}`);
  return `So when both sides close, the first attack comes ${[most, ...others].join(' and ')}`;
}

function answer(result: ExperimentResult): string[] {
  const g = zoneGaps();
  const table = contactTable();
  const nearestSpots = Math.min(...[0, 1, 2, 3, 4, 5].flatMap((i) => [0, 1, 2, 3, 4, 5].map((k) => Math.hypot(spot(0, i)[0] - spot(1, k)[0], spot(0, i)[1] - spot(1, k)[1]))));
  const lines = [
    `JS-068, the zones (exact): on the 48" x 48" board the corners are ${inches(g.corners)} apart. Read as 12" squares (the engine's reading), the two Deployment Zones' nearest points are ${inches(g.square)} apart; as quarter circles of radius 12", ${inches(g.quarterCircle)}; as triangles with 12" legs along the edges, ${inches(g.triangle)}. The rulebook's "extending 12" outward from opposite battlefield corners" does not say which shape; the engine plays the square. The engine deploys units on fixed spots (board.ts); the nearest two opposing spots a preset force fills are ${inches(nearestSpots)} apart, so no attack can reach across in Round 1 without a move (the long Range Band ends at 24").`,
    `JS-068, turns to contact (exact; a unit Rushes in the rounds before and moves then attacks in that round, Ch. 6): ${table
      .map((r) => `${r.name} (Move ${r.movement}", Rush ${r.rush}", reach ${r.reach}", ${inches(r.gap)} from the nearest enemy spot): against an enemy standing still, first attack in ${roundText(r.ranged)} and base contact in ${roundText(r.melee)}; met by an enemy of its kind Rushing toward it, ${roundText(r.rangedMet)} and ${roundText(r.meleeMet)}`)
      .join('; ')}. ${closingSentence(table)}; the engine's heuristic does close (below).`,
  ];
  for (const arm of result.arms) {
    lines.push(
      `${arm.label}, played (heuristic on both sides): the first attack comes in round ${show(arm, 'firstAttackRound', '')}; battles with an attack in Round 1: ${show(arm, 'attackInRound1', '%', 100)}; the nearest opposing units stand ${show(arm, 'gapRound2', 'inches')} apart as Round 2 starts.`,
    );
  }
  const all = result.arms.reduce((n, arm) => n + arm.trials, 0);
  const first = result.arms[0];
  lines.push(
    `JS-069, shortest legal path (measured on the engine's boards, not played): the engine measures and moves point to point along straight lines; nothing on its board is impassable and units pass through each other, so the only legal path shorter in movement than the straight line goes round difficult terrain (each inch in it costs two, Ch. 4). From each deployment spot of the ${first.label.split(' vs ')[0]} to each objective and to the enemy zone's near corner, difficult terrain adds ${show(first, 'straightExtra', 'inches')} to the straight line's cost (which is ${show(first, 'straightCost', 'inches')} of movement), and the shortest legal path saves at least ${show(first, 'pathSaving', 'inches')} of movement per path; it saves 1\" or more on ${show(first, 'pathsSavingOver1', '% of paths', 100)}. What it would do to results is not measured: the engine cannot move along a chosen path (README "What is simplified"), and bases are not modelled (measurement is point to point, so base-to-base gaps would be shorter by the two bases' radii).`,
  );
  lines.push(`${groupThousands(2 * all)} battles (${groupThousands(first.trials)} pairs per matchup, sides swapped, each pair on one generated board), default rule readings, the illustrative forces (the core prints no profiles); 95% intervals over pairs.`);
  return lines;
}

const base = matchExperiment(
  {
    id: 'js-deployment-geometry',
    title: 'Deployment geometry: the gap between the corner zones, turns to contact, shortest legal path against the straight line',
    question: 'How far apart are the corner Deployment Zones on the 48" board, how many rounds pass before the forces can attack each other, and how much would measuring movement by the shortest legal path instead of the straight line change?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 4 › Preparing the Battlefield, Standard Deployment; Ch. 6 › Movement Values', catalogue: ['JS-068', 'JS-069'] },
    pairs: 1500,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: geometryTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'firstAttackRound', reference: 'none', title: 'Round of the first attack' },
    { kind: 'arms', metric: 'gapRound2', reference: 'none', title: 'Nearest opposing units as Round 2 starts (inches)' },
  ],
});
