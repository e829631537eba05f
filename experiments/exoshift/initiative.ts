/**
 * Exoshift EX-052 and EX-053 (001_9ac883e80b2d20e9.txt, Start of Game Round ›
 * Determine initiative): how much does a CP bid, or a better Army Leader, raise
 * the chance of winning the initiative? d10 + Quality + bid, ties to the higher
 * Quality, then the higher bid, then rolled again. Player A's bid 0-4 against B
 * bidding nothing, at Quality differences -2..+2 (B has Quality 5; `--set
 * vsBid=1` for another opposing bid). The initiative kernel
 * (src/dice/initiative.ts) samples the roll; the answer also gives exact chances.
 */
import { initiative } from '../../src/dice/initiative.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { formatProportion, percent } from '../../src/report/format.ts';

const BIDS = [0, 1, 2, 3, 4];
const EDGES = [-2, -1, 0, 1, 2];
const VS_QUALITY = 5;

type Data = { vsBid: number };
type Cell = { quality: number; bid: number; 'vs-quality': number; 'vs-bid': number };

const exactWin = (edge: number, bid: number, vsBid: number) => initiative.exact({ quality: VS_QUALITY + edge, bid, vsQuality: VS_QUALITY, vsBid })[1];

function answer(result: ExperimentResult): string[] {
  const vsBid = Number(result.sets.vsBid ?? 0);
  const arm = (edge: number, bid: number) => result.arms.find((a) => a.coords?.edge === edge && a.coords?.bid === bid)!;
  const win = (a: ArmResult) => {
    const m = a.metrics.first as ProportionMetric;
    return formatProportion(m.p, m.ci, m.n, 'rolls');
  };
  const ladder = BIDS.map((bid) => `${bid}: ${percent(exactWin(0, bid, vsBid), 0)}`).join(', ');
  // The bid that makes up a Quality deficit of 1 and of 2: the smallest with an exact chance of at least one half.
  const catchUp = (edge: number) => BIDS.find((bid) => exactWin(edge, bid, vsBid) >= 0.5);
  const catchUpText = (edge: number) => {
    const bid = catchUp(edge);
    // An exact chance (the kernel's enumeration), so it is marked exact rather than given an interval.
    return bid === undefined ? `more than ${BIDS[BIDS.length - 1]} CP` : `${bid} CP (${percent(exactWin(edge, bid, vsBid), 0)}, exact)`;
  };
  return [
    `At equal Quality, bidding 1 CP against ${vsBid} wins the initiative ${win(arm(0, 1))} of the time and 2 CP ${win(arm(0, 2))}; exactly, by A's bid: ${ladder}.`,
    `A better Army Leader works like a bid that ties in its favour: Quality +1 without a bid wins ${win(arm(1, 0))}, Quality -1 ${win(arm(-1, 0))}. To reach even chances a leader 1 Quality worse needs ${catchUpText(-1)}, 2 worse ${catchUpText(-2)}.`,
    `Bids are spent whether they win or not ("Any CP bid are expended for the round"), so whether a point of win chance is worth a CP is a game-level question: ex-cp-value measures what one more CP a round is worth in play.`,
  ];
}

const arms: ArmSpec<Cell, Data>[] = EDGES.flatMap((edge) =>
  BIDS.map((bid) => ({
    id: `q${edge >= 0 ? '+' : ''}${edge}-bid${bid}`,
    label: `Quality ${edge >= 0 ? '+' : ''}${edge}, bid ${bid}`,
    params: ({ data }) => ({ quality: VS_QUALITY + edge, bid, 'vs-quality': VS_QUALITY, 'vs-bid': data.vsBid }),
    coords: { edge, bid },
    baseline: null,
  })),
);

export default defineExperiment<Cell, Data>({
  id: 'ex-initiative',
  title: 'Winning the initiative: CP bids against a better leader',
  question: 'How much does each CP bid, and each point of Army Leader Quality, raise the chance of winning the initiative roll?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Start of Game Round › Determine initiative', catalogue: ['EX-052', 'EX-053'] },
  data: { vsBid: 0 },
  arms,
  // Not named 'win': a proportion called that is read as a game's win rate (report/metricFacts.ts isWinRate).
  metrics: { first: { kind: 'proportion', label: 'A takes the initiative' } },
  batch: kernelBatch(initiative, { first: { proportion: ['win'] } }),
  precision: { targetHalfWidth: 0.002, budget: 1_000_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'heatmap', metric: 'first', x: 'bid', y: 'edge', title: "A's chance to take the initiative by its bid and Quality edge" }],
});
