/**
 * Syndicate Protocol SP-051 (003_c7f3f5aee5a5ed6f.txt, Tactics Deck › 7.6
 * Utility Cards: "Telemetry Ping Choose an enemy within 10”."; 2.1: "A space
 * is a 1"x 1" square on the map"): section 7 prints card ranges in inches on a
 * grid measured in spaces. With 1 space = 1", the question is the diagonal:
 *
 * - `spaces` (the engine's reading, as every distance in the game: king
 *   steps, a diagonal counts 1): within N means max(|dx|, |dy|) <= N;
 * - `inches` (a ruler from centre to centre): sqrt(dx^2 + dy^2) <= N;
 * - `orthogonal` (counting spaces without diagonals): |dx| + |dy| <= N.
 *
 * For each range printed in inches (Shock Beacon 2", Counterline Pressure and
 * Holo-Decoy 3", Flash Disruptor and Fragmentation Grenade 6", Signal Jammer
 * and Flashbang 8", Telemetry Ping 10"): the spaces within reach in open
 * ground, and the share of the ordered pairs of distinct spaces of the 24 x 24
 * board within range, exactly by enumerating all 331,200 pairs, and sampled
 * (uniform random pairs), which the tests check against the enumeration.
 * Terrain, line of sight (cards need none: rules card) and where units stand
 * in play are not counted: this is the reach each reading gives a card.
 */
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { formatProportion, groupThousands, percent, shown } from '../../src/report/format.ts';

export const READINGS = ['spaces', 'inches', 'orthogonal'] as const;
export type Reading = (typeof READINGS)[number];
export const RANGES = [
  { inches: 2, cards: 'Shock Beacon' },
  { inches: 3, cards: 'Counterline Pressure, Holo-Decoy' },
  { inches: 6, cards: 'Flash Disruptor, Fragmentation Grenade' },
  { inches: 8, cards: 'Signal Jammer, Flashbang' },
  { inches: 10, cards: 'Telemetry Ping' },
] as const;
const SIZE = 24;

/** Whether an offset (dx, dy) is within `range` under a reading. */
export function within(reading: Reading, dx: number, dy: number, range: number): boolean {
  const x = Math.abs(dx);
  const y = Math.abs(dy);
  if (reading === 'spaces') return Math.max(x, y) <= range;
  if (reading === 'inches') return x * x + y * y <= range * range;
  return x + y <= range;
}

/** Spaces other than its own within `range` of a space in open ground (no board edge). */
export function openReach(reading: Reading, range: number): number {
  let count = 0;
  for (let dx = -range; dx <= range; dx++) for (let dy = -range; dy <= range; dy++) if ((dx !== 0 || dy !== 0) && within(reading, dx, dy, range)) count++;
  return count;
}

/** Exact share of ordered pairs of distinct spaces of the 24 x 24 board within `range`. */
export function boardShare(reading: Reading, range: number): number {
  // Pairs at offset (dx, dy) on the board: (24 - |dx|)(24 - |dy|).
  let hits = 0;
  for (let dx = -(SIZE - 1); dx < SIZE; dx++) for (let dy = -(SIZE - 1); dy < SIZE; dy++) if ((dx !== 0 || dy !== 0) && within(reading, dx, dy, range)) hits += (SIZE - Math.abs(dx)) * (SIZE - Math.abs(dy));
  return hits / (SIZE * SIZE * (SIZE * SIZE - 1));
}

/** P(X <= k) for X binomial(n, p). */
function atMost(k: number, n: number, p: number): number {
  let term = (1 - p) ** n; // P(X = 0)
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= ((n - i + 1) / i) * (p / (1 - p));
    sum += term;
  }
  return Math.min(1, sum);
}

type Cell = { reading: Reading; range: number };
const cellIndex = (c: Cell) => RANGES.findIndex((r) => r.inches === c.range) * READINGS.length + READINGS.indexOf(c.reading);
const batch: BatchFunction<Params> = (params, rng, n, tally) => {
  const cell = params as unknown as Cell;
  // The batch form hands every arm the same generator state for a chunk, so without this every cell would read the
  // same pairs: the first committed report's 15 cells were one sample of 100,000 pairs, a little closer together than the board
  // (2.2-2.5 standard errors in the cells that missed), so 7 of 15 missed together. Each cell draws its own stream,
  // (chunk's first word, cell), so the cells are 15 independent checks of the enumeration.
  const own = Xoshiro128.stream(rng.nextUint32(), cellIndex(cell));
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const a = own.nextBelow(SIZE * SIZE);
    // A second space uniformly among the other 575.
    let b = own.nextBelow(SIZE * SIZE - 1);
    if (b >= a) b++;
    if (within(cell.reading, (a % SIZE) - (b % SIZE), Math.floor(a / SIZE) - Math.floor(b / SIZE), cell.range)) hits++;
  }
  tally.proportion('inRange', hits);
};

const armId = (c: Cell) => `${c.range}in-${c.reading}`;
const cells: Cell[] = RANGES.flatMap((r) => READINGS.map((reading) => ({ reading, range: r.inches })));
const arms: ArmSpec<Cell>[] = cells.map((cell) => ({
  id: armId(cell),
  label: `${cell.range}", ${cell.reading}`,
  params: () => ({ ...cell }),
  coords: { range: cell.range, reading: cell.reading },
  baseline: cell.reading === 'spaces' ? null : armId({ ...cell, reading: 'spaces' }),
}));

function answer(result: ExperimentResult): string[] {
  const metric = (c: Cell) => result.arms.find((a) => a.id === armId(c))!.metrics.inRange as ProportionMetric;
  const lines = RANGES.map((r) => {
    const share = (reading: Reading) => boardShare(reading, r.inches);
    return `${r.inches}" (${r.cards}): ${openReach('spaces', r.inches)} / ${openReach('inches', r.inches)} / ${openReach('orthogonal', r.inches)} spaces in open ground; ${percent(share('spaces'), 1)} / ${percent(share('inches'), 1)} / ${percent(share('orthogonal'), 1)} of the board's pairs of spaces (a ruler keeps ${percent(share('inches') / share('spaces'), 0)} of the engine's reach, orthogonal counting ${percent(share('orthogonal') / share('spaces'), 0)})`;
  });
  const agree = cells.filter((c) => { const m = metric(c); const v = boardShare(c.reading, c.range); return m.ci[0] <= v && v <= m.ci[1]; }).length;
  // How far each cell's sample sits from the exact share, in standard errors of a sample of its size.
  const farthest = Math.max(...cells.map((c) => { const m = metric(c); const v = boardShare(c.reading, c.range); return Math.abs(m.p - v) / Math.sqrt((v * (1 - v)) / m.n); }));
  // The cells are independent samples (batch), so the count inside is binomial(15, 0.95): how often chance gives this few.
  const chance = atMost(agree, cells.length, 0.95);
  const check =
    chance >= 0.025
      ? `about ${Math.round(0.95 * cells.length)} should, and ${agree} or fewer happens ${percent(chance, 0)} of the time by chance, so the samples agree with the enumeration`
      : `about ${Math.round(0.95 * cells.length)} should, and ${agree} or fewer happens ${chance < 0.001 ? 'less than 0.1%' : `only ${shown(chance * 100, 1)}%`} of the time by chance, so the samples disagree with the enumeration: treat the exact shares as unchecked`;
  const ping = metric({ reading: 'inches', range: 10 });
  // The farthest diagonal step (k, k) within 10 under each reading.
  const diagonal = (reading: Reading) => { let k = 0; while (within(reading, k + 1, k + 1, 10)) k++; return k; };
  return [
    `Reach of each range printed in inches, spaces (king steps, the engine's) / inches by a ruler / orthogonal steps: ${lines.join('; ')}.`,
    `The readings agree along a row or column and part most on the diagonal: under the ruler, Telemetry Ping's 10" reaches only ${diagonal('inches')} spaces diagonally (10 / sqrt 2 = ${shown(10 / Math.SQRT2, 2)}), under orthogonal counting ${diagonal('orthogonal')}; the engine reaches ${diagonal('spaces')}. A designer who means a ruler should say so, or print ranges in spaces as the weapon ranges are (4.4).`,
    `Every share above is exact, by enumerating the board's 331,200 ordered pairs. Sampled check (each cell its own ${groupThousands(ping.n)} uniform pairs, seed ${result.seed}): ${agree} of ${cells.length} cells hold the exact value inside their 95% Wilson interval, the farthest ${shown(farthest, 1)} standard errors off; ${check} (e.g. 10" by a ruler: ${formatProportion(ping.p, ping.ci, ping.n, 'pairs')}). Terrain and where units stand in play are not counted.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'sp-card-inches',
  title: 'Card ranges in inches on a grid of spaces: what the diagonal does',
  question: 'Section 7 prints card ranges in inches ("Telemetry Ping: Choose an enemy within 10”") on a grid measured in spaces: how much reach does each way of counting the diagonal give?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Tactics Deck › 7.6 Utility Cards; 2.1', catalogue: ['SP-051'] },
  arms,
  metrics: { inRange: { kind: 'proportion', label: 'Pairs of spaces within range' } },
  batch,
  precision: { budget: 100_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'arms', metric: 'inRange', reference: 'none', title: 'Share of the board within range, by reading' }],
});
