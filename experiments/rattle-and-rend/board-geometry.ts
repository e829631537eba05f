/**
 * Rattle and Rend: the board's geometry (004_c41133d86b017ece.txt), read off
 * the engine's terrain layouts and deployment zones, no dice and no players:
 *
 * - RR-035 (Step 2. Terrain: "Dense terrain should be so thick that in some
 *   places a player must be forced to move through Rough or Hazardous
 *   terrain"): from a deployment slot of Player A to one of Player B, is there
 *   a way round that keeps out of Rough and Hazardous terrain, and what does it
 *   cost? A check of the engine's prepared layouts against the rulebook's aim,
 *   and of the layouts built to Step 2's figures (variant terrain-layouts=step-2:
 *   about 20% and 40% of the board, a pocket ringed by Rough and Hazardous pieces
 *   on each dense one), with each set's share of the board under terrain.
 * - RR-146 (Core Mechanics › Ranges and Measurements: S 80, M 160, L 240 mm
 *   on a 400 mm board): how far apart the two warbands start, in bands.
 * - RR-147 (Core Mechanics › Movement: an S move is straight, "M RANGE
 *   movement can make one pivot anywhere along their path", L two): how often
 *   a move toward the enemy's slot is cut short by terrain, and how often only
 *   because of the pivot limit (the same move with two pivots is not).
 *
 * Design. Each arm is one of the twelve prepared layouts (setup.ts: three per
 * density in each of the two sets; terrain themes off, the default; not King of
 * the Hill, which moves pieces). Each trial draws a deployment (Corner, Side, Close or Surrounded,
 * equally often; Delayed uses Side's zones), which way round the zones lie,
 * and one slot of each side's zone (setup.ts zoneSlots: where the engine
 * places Elements), uniformly; the mover is a 20 mm base on an empty board.
 * Paths are shortest paths on a 4 mm grid over what the engine lets a centre
 * cross (_boardPaths.ts: within about 3% of true length). Moves are the
 * engine's own move planner (board.ts planMoveIn) toward the enemy slot, with
 * the band's length; a move is "cut short" when it gains less than 90% of the
 * ground an unhindered move of that length would on the shortest path
 * (stopping on entering Rough or Hazardous terrain counts as cut short).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type ArmSpec, type Params } from '../../src/sim/experiment.ts';
import type { DistributionMetric, ExperimentResult, MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { formatMean, formatProportion, groupThousands, percent } from '../../src/report/format.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { Xoshiro128 as Generator } from '../../src/rng/xoshiro128.ts';
import { newRattleAndRend, rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { MOVER_NORMAL, PLAN_IN, planMoveIn } from '../../src/systems/rattle-and-rend/board.ts';
import { BAND_MM, BLOCKING, HAZARDOUS, ROUGH, type RrVariants } from '../../src/systems/rattle-and-rend/rules.ts';
import { layoutPieces, placeTerrain, zoneSlots } from '../../src/systems/rattle-and-rend/setup.ts';
import { RESERVE, type RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { boardCoverage, cellOf, distanceField, nearestOpen, openCells, SIDE, segmentEnters } from './_boardPaths.ts';

const DENSITIES = ['sparse', 'dense'] as const;
/** The deployments with zones of their own (rules.ts DEPLOYMENTS indices; Delayed, 2, has Side's zones). */
const DEPLOYMENTS = [0, 1, 3, 4] as const;
const ROUTES = ['straight', 'around', 'forced', 'sealed'] as const;
const BANDS = ['within S', 'S-M', 'M-L', 'beyond L'] as const;
/** A path that keeps out of Rough and Hazardous terrain "costs" when it is this much longer than the shortest. */
const COSTLY = 1.1;
/** A move is cut short when it gains less than this share of what an unhindered move would. */
const CUT = 0.9;
const TERRAIN = [BLOCKING, ROUGH, HAZARDOUS];

type Layouts = RrVariants['terrain-layouts'];
type Layout = { density: number; layout: number; layouts: Layouts };

/** One board per arm per thread: a real game state (the presets' Elements, default variants) with its terrain placed. */
interface Board {
  s: RrState;
  mover: number;
  open: Uint8Array;
  openAvoiding: Uint8Array;
  field: Float64Array;
  fieldAvoiding: Float64Array;
}
const boards = new WeakMap<Params, Board>();

function boardFor(params: Layout): Board {
  const known = boards.get(params);
  if (known) return known;
  const sides = [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']] as [RrSide, RrSide];
  const s = newRattleAndRend(sides, chooseGameVariants(rattleAndRend, [`terrain-layouts=${params.layouts}`]) as unknown as RrVariants, new Generator(1, 0, 0, 0), false);
  s.scenario = 0;
  s.density = params.density;
  s.layout = params.layout;
  s.theme = -1;
  placeTerrain(s);
  let mover = 0;
  while (mover < s.n - 1 && s.radius[mover] !== 10) mover++;
  for (let k = 0; k < s.n; k++) s.status[k] = k === mover ? 0 : RESERVE;
  const board: Board = {
    s,
    mover,
    open: new Uint8Array(SIDE * SIDE),
    openAvoiding: new Uint8Array(SIDE * SIDE),
    field: new Float64Array(SIDE * SIDE),
    fieldAvoiding: new Float64Array(SIDE * SIDE),
  };
  openCells(s, s.radius[mover], false, board.open);
  openCells(s, s.radius[mover], true, board.openAvoiding);
  boards.set(params, board);
  return board;
}

/** Shortest-path distance (mm) to the field's source from (x, y): its cell's, or the nearest open cell's. */
const fieldAt = (b: Board, field: Float64Array, open: Uint8Array, x: number, y: number) => field[nearestOpen(open, cellOf(x, y))];

function trial(params: Params, rng: Xoshiro128) {
  const b = boardFor(params as unknown as Layout);
  const s = b.s;
  s.deployment = DEPLOYMENTS[rng.nextBelow(DEPLOYMENTS.length)];
  s.flip = rng.nextBelow(2);
  const from = zoneSlots(s, 0, rng.nextBelow(2));
  const to = zoneSlots(s, 1, rng.nextBelow(2));
  const [ax, ay] = from[rng.nextBelow(from.length)];
  const [bx, by] = to[rng.nextBelow(to.length)];
  const target = nearestOpen(b.open, cellOf(bx, by));
  distanceField(b.open, target, b.field);
  distanceField(b.openAvoiding, nearestOpen(b.openAvoiding, cellOf(bx, by)), b.fieldAvoiding);
  const path = fieldAt(b, b.field, b.open, ax, ay);
  const avoiding = fieldAt(b, b.fieldAvoiding, b.openAvoiding, ax, ay);
  // A point of the board drawn uniformly (a place a player may want to reach: an objective, a flank).
  const place = nearestOpen(b.open, cellOf(rng.nextFloat() * 400, rng.nextFloat() * 400));
  const straight = !segmentEnters(s, ax, ay, bx, by, TERRAIN);
  const route = straight ? 0 : Number.isFinite(avoiding) ? 1 : Number.isFinite(path) ? 2 : 3;
  const distance = Math.hypot(bx - ax, by - ay);
  const band = distance <= BAND_MM[1] ? 0 : distance <= BAND_MM[2] ? 1 : distance <= BAND_MM[3] ? 2 : 3;
  // A move of `budget` mm with `pivots` pivots from A's slot toward B's, by the engine's planner.
  const cutShort = (budget: number, pivots: number) => {
    s.x[b.mover] = ax;
    s.y[b.mover] = ay;
    PLAN_IN[0] = bx;
    PLAN_IN[1] = by;
    PLAN_IN[2] = budget;
    PLAN_IN[3] = 0;
    const end = planMoveIn(s, b.mover, pivots, MOVER_NORMAL, false, -1);
    const gained = path - fieldAt(b, b.field, b.open, end.x, end.y);
    return gained < CUT * Math.min(budget, path);
  };
  const cutS = cutShort(BAND_MM[1], 0);
  const cutM = cutShort(BAND_MM[2], 1);
  return {
    route,
    costly: route === 1 ? avoiding > COSTLY * path : route >= 2,
    placeForced: Number.isFinite(b.field[place]) && !Number.isFinite(b.fieldAvoiding[nearestOpen(b.openAvoiding, place)]),
    distance,
    path: Number.isFinite(path) ? path : 0,
    band,
    cutS,
    cutM,
    cutL: cutShort(BAND_MM[3], 2),
    // Cut short with the band's pivots but not with two: what the pivot rule itself costs, paired move by move.
    pivotS: cutS && !cutShort(BAND_MM[1], 2),
    pivotM: cutM && !cutShort(BAND_MM[2], 2),
  };
}

/** The two sets of prepared layouts (variant terrain-layouts): the engine's first ones and those built to Step 2's figures (the default). */
const LAYOUT_SETS: readonly Layouts[] = ['lanes', 'step-2'];
const arms: ArmSpec<Layout>[] = LAYOUT_SETS.flatMap((layouts) =>
  DENSITIES.flatMap((density, d) =>
    [0, 1, 2].map((layout) => ({
      id: `${layouts === 'lanes' ? '' : 'step2-'}${density}-${layout + 1}`,
      label: `${density[0].toUpperCase()}${density.slice(1)} layout ${layout + 1}${layouts === 'lanes' ? '' : ' (Step 2)'}`,
      params: { density: d, layout, layouts },
      coords: { density, layout: layout + 1, layouts },
      baseline: null,
    })),
  ),
);

/**
 * A share over the three layouts of a density, each equally likely (Player B picks one): the mean of the layouts'
 * shares. The layouts' arms share their slot draws (the same trial seeds), so the arms are not independent; the
 * interval is the mean of the layouts' Wilson intervals' reaches either side, which is at least as wide as the true
 * interval of the mean whatever the correlation (a conservative interval).
 */
function pooled(result: ExperimentResult, density: string, read: (arm: ExperimentResult['arms'][number]) => [number, number], layouts: Layouts = 'lanes'): string {
  const shares = result.arms
    .filter((arm) => arm.coords?.density === density && arm.coords?.layouts === layouts)
    .map((arm) => {
      const [count, n] = read(arm);
      return { p: count / n, ci: wilson(count, n), n };
    });
  const mean = (f: (x: (typeof shares)[number]) => number) => shares.reduce((sum, x) => sum + f(x), 0) / shares.length;
  const p = mean((x) => x.p);
  return formatProportion(p, [p - mean((x) => x.p - x.ci[0]), p + mean((x) => x.ci[1] - x.p)], shares[0].n, `slot pairs on each of ${shares.length} layouts`);
}
const proportion = (id: string) => (arm: ExperimentResult['arms'][number]): [number, number] => {
  const m = arm.metrics[id] as ProportionMetric;
  return [m.count, m.n];
};
/** The band distribution's first `upTo` keys together, in one arm (the zones and draws are the same on every layout). */
const bandsUpTo = (result: ExperimentResult, upTo: number): string => {
  const m = result.arms[0].metrics.band as DistributionMetric;
  const count = m.counts.slice(0, upTo).reduce((a, b) => a + b, 0);
  return formatProportion(count / m.n, wilson(count, m.n), m.n, 'slot pairs');
};

/** Each layout's share of the board under terrain (exact, a 1 mm grid), for one set and density. */
const coverages = (layouts: Layouts, density: number) => [0, 1, 2].map((layout) => `${percent(boardCoverage(layoutPieces(density, layout, layouts)), 1)}`).join(', ');

/** RR-035 for one set of layouts: the dense slot pairs forced, the cost of keeping out, the pockets. */
function forcing(result: ExperimentResult, layouts: Layouts): string {
  const dense = result.arms.filter((arm) => arm.coords?.density === 'dense' && arm.coords?.layouts === layouts);
  const forcedBy = dense.map((arm) => {
    const m = arm.metrics.route as DistributionMetric;
    return `${arm.label} ${formatProportion(m.p[2], m.ci[2], m.n, 'slot pairs')}`;
  });
  const anyForced = dense.some((arm) => (arm.metrics.route as DistributionMetric).counts[2] > 0);
  const everyForced = dense.every((arm) => (arm.metrics.route as DistributionMetric).ci[2][0] > 0);
  const place = (density: string) => pooled(result, density, proportion('placeForced'), layouts);
  const pockets = dense.every((arm) => (arm.metrics.placeForced as ProportionMetric).count > 0);
  return (
    `from a slot of Player A's zone to one of Player B's, every way round goes through Rough or Hazardous terrain in: ${forcedBy.join('; ')}. ` +
    (everyForced
      ? 'Every dense layout forces some slot pairs through it. '
      : anyForced
        ? 'Some dense layouts force some slot pairs through it; the others leave a way round from every slot pair seen. '
        : 'No dense layout forces a way between the zones for any slot pair seen. ') +
    `Keeping out costs at least ${Math.round((COSTLY - 1) * 100)}% more path (or is impossible) in ${pooled(result, 'dense', proportion('costly'), layouts)} on dense boards, against ${pooled(result, 'sparse', proportion('costly'), layouts)} on sparse ones. ` +
    `A point of the board drawn at random can be reached from B's slot only through Rough or Hazardous terrain in ${place('dense')} on dense boards, ${place('sparse')} on sparse ones` +
    (pockets ? ': every dense layout has such places, as the rulebook asks ("in some places a player must be forced to move through Rough or Hazardous terrain").' : anyForced ? '.' : ': the dense layouts fall short of the rulebook\'s aim (the pieces leave lanes between them), and a designer checking the rule should expect players to find a way round.')
  );
}

function answer(result: ExperimentResult): string[] {
  const sealed = result.arms.reduce((sum, arm) => sum + (arm.metrics.route as DistributionMetric).counts[3], 0);
  const distance = (density: string) => {
    const m = result.arms.find((a) => a.coords?.density === density)!.metrics.distance as MeanMetric;
    return formatMean(m.mean, m.ci, m.n, 'mm', 'slot pairs');
  };
  const step2 = (density: string, id: string) => pooled(result, density, proportion(id), 'step-2');
  return [
    `RR-035, does dense terrain force a path through Rough or Hazardous terrain? The engine's first layouts (variant terrain-layouts=lanes): ${forcing(result, 'lanes')}`,
    `Step 2's figures ("Sparse Terrain ... approximately 20% of the board"; "Dense Terrain ... Fill roughly 40%"): the engine's layouts cover less, sparse ${coverages('lanes', 0)} and dense ${coverages('lanes', 1)} of the board (exact, a 1 mm grid); the layouts of terrain-layouts=step-2 (the default) cover sparse ${coverages('step-2', 0)} and dense ${coverages('step-2', 1)}, each dense one ringing a pocket with Rough and Hazardous pieces. With them: ${forcing(result, 'step-2')} ${sealed === 0 ? 'Blocking terrain never sealed' : 'Blocking terrain sealed'} one zone from the other (${groupThousands(sealed)} of ${groupThousands(result.arms.reduce((sum, arm) => sum + arm.trials, 0))} slot pairs over all layouts of both sets).`,
    `RR-146, the bands on a 400 mm board: the two warbands start ${distance('sparse')} apart, centre to centre (the same zones on every layout). Slot pairs within M (160 mm, Shooters' RNG) from the first turn: ${bandsUpTo(result, 2)}; within L (240 mm, in reach of a Shooters' Charge: a move up to its MOV of S, then an attack at M, at a penalty): ${bandsUpTo(result, 3)}; within S: ${bandsUpTo(result, 1)}.`,
    `RR-147, pivots: a move toward the enemy's slot is cut short by terrain (less than ${Math.round(CUT * 100)}% of the ground an unhindered move gains) on the engine's first (lanes) dense boards for S (straight) ${pooled(result, 'dense', proportion('cutS'))}, M (one pivot) ${pooled(result, 'dense', proportion('cutM'))}, L (two pivots) ${pooled(result, 'dense', proportion('cutL'))}. Cut short only because of the pivot limit (the same move with two pivots is not): S ${pooled(result, 'dense', proportion('pivotS'))}, M ${pooled(result, 'dense', proportion('pivotM'))}. On their sparse boards: S ${pooled(result, 'sparse', proportion('cutS'))} (${pooled(result, 'sparse', proportion('pivotS'))} because of the pivot limit), M ${pooled(result, 'sparse', proportion('cutM'))}, L ${pooled(result, 'sparse', proportion('cutL'))}. On the Step 2 layouts (the default), dense: S ${step2('dense', 'cutS')}, M ${step2('dense', 'cutM')}, L ${step2('dense', 'cutL')}; sparse: S ${step2('sparse', 'cutS')}, M ${step2('sparse', 'cutM')}, L ${step2('sparse', 'cutL')}.`,
    "These are prepared layouts (setup.ts; the rulebook leaves placement to Player B): the engine's first ones and the toolkit's Step 2 ones (the default); an empty board and a 20 mm base; the pivots are placed by the engine's planner, not by the best possible choice. What the Step 2 layouts do to games: rr-variant-sensitivity (terrain-layouts).",
  ];
}

export default defineExperiment<Layout>({
  id: 'rr-board-geometry',
  title: 'The board: forced paths through terrain, starting distances in bands, what pivots cost',
  question: 'Does dense terrain force Elements through Rough or Hazardous terrain, how far apart in bands do the warbands start, and how often do the pivot limits cut a move short?',
  source: { rulebook: '004_c41133d86b017ece.txt', section: 'Game Setup › Step 2. Terrain; Core Mechanics › Ranges and Measurements, Movement', catalogue: ['RR-035', 'RR-146', 'RR-147'] },
  arms,
  metrics: {
    route: { kind: 'distribution', label: 'Way from A\'s slot to B\'s: straight line clear, round terrain, forced through Rough/Hazardous, sealed', keys: ROUTES },
    placeForced: { kind: 'proportion', label: 'A board point reachable from B\'s slot only through Rough/Hazardous' },
    costly: { kind: 'proportion', label: `Keeping out of Rough/Hazardous costs ${Math.round((COSTLY - 1) * 100)}%+ more path, or is impossible` },
    distance: { kind: 'mean', label: 'Distance between the slots, centre to centre', unit: 'mm' },
    path: { kind: 'mean', label: 'Shortest path between the slots round Blocking terrain', unit: 'mm' },
    band: { kind: 'distribution', label: 'Distance between the slots, in bands', keys: BANDS },
    cutS: { kind: 'proportion', label: 'S move (straight) cut short by terrain' },
    cutM: { kind: 'proportion', label: 'M move (one pivot) cut short by terrain' },
    cutL: { kind: 'proportion', label: 'L move (two pivots) cut short by terrain' },
    pivotS: { kind: 'proportion', label: 'S move cut short straight, not with two pivots (the pivot rule\'s own cost)' },
    pivotM: { kind: 'proportion', label: 'M move cut short with one pivot, not with two (the pivot rule\'s own cost)' },
  },
  trial,
  precision: { targetHalfWidth: 0.015, budget: 6_000 },
  chunkSize: 500,
  charts: [
    { kind: 'arms', metric: 'costly', reference: 'none', title: 'Keeping out of Rough and Hazardous terrain costs 10%+ more path, by layout' },
    { kind: 'arms', metric: 'cutS', reference: 'none', title: 'S moves (straight) cut short by terrain, by layout' },
    { kind: 'arms', metric: 'cutM', reference: 'none', title: 'M moves (one pivot) cut short by terrain, by layout' },
  ],
  answer,
});
