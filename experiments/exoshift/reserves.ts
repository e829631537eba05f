/**
 * Exoshift EX-023 and EX-099 (001_9ac883e80b2d20e9.txt, Reserves): in which
 * round does a unit in Reserve arrive, by the arrival number it starts with
 * (0-9), and what do 1 or 2 CP a round spent raising that number buy? The
 * arrival kernel (src/dice/arrival.ts) samples the wait; the answer also gives
 * the exact expectations.
 */
import { arrival } from '../../src/dice/arrival.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult, MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, formatProportion, shown } from '../../src/report/format.ts';

const STARTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const BOOSTS = [0, 1, 2];

type Cell = { start: number; boost: number };

/** The exact expected arrival round. */
const exactRound = (start: number, boost: number) => summariseExact(arrival.model({ start, boost }), arrival.exact({ start, boost })).means.meanRound;

function answer(result: ExperimentResult): string[] {
  const arm = (start: number, boost: number) => result.arms.find((a) => a.coords?.start === start && a.coords?.boost === boost)!;
  const round = (a: ArmResult) => a.metrics.round as MeanMetric;
  const early = (a: ArmResult) => a.metrics.byRound2 as ProportionMetric;
  const mean = (a: ArmResult) => formatMean(round(a).mean, round(a).ci, round(a).n, '', 'units');
  const saved = (a: ArmResult) => formatMeanDifference(a.vsBaseline!.round.diff, a.vsBaseline!.round.ci, a.trials, 'rounds', 'units');
  const exact = [0, 2, 4, 6, 9].map((start) => `${start}: ${shown(exactRound(start, 0), 2)}`).join(', ');
  const cpSaved = (start: number) => (exactRound(start, 0) - exactRound(start, 1)) / Math.max(1, exactRound(start, 1) - 1);
  return [
    `A unit entering Reserve with arrival number 0 arrives on average in round ${mean(arm(0, 0))}; with number 9 in round ${mean(arm(9, 0))} (round 1 tests 10, which always passes). Exactly, by starting number: ${exact}.`,
    `By the end of round 2 ${formatProportion(early(arm(0, 0)).p, early(arm(0, 0)).ci, early(arm(0, 0)).n, 'units')} of number-0 units are in, ${formatProportion(early(arm(3, 0)).p, early(arm(3, 0)).ci, early(arm(3, 0)).n, 'units')} of number-3 units.`,
    `Spending 1 CP every round on a number-0 unit changes its arrival by ${saved(arm(0, 1))} and 2 CP by ${saved(arm(0, 2))}; exactly, each CP spent (one per round until it arrives) saves about ${shown(cpSaved(0), 2)} rounds at number 0 and ${shown(cpSaved(3), 2)} at number 3.`,
  ];
}

const arms: ArmSpec<Cell>[] = BOOSTS.flatMap((boost) =>
  STARTS.map((start) => ({
    id: `start${start}-boost${boost}`,
    label: `arrival ${start}, ${boost} CP a round`,
    params: () => ({ start, boost }),
    coords: { start, boost },
    // Each boosted cell is compared with the same starting number and no CP.
    baseline: boost === 0 ? null : `start${start}-boost0`,
  })),
);

export default defineExperiment<Cell>({
  id: 'ex-reserves',
  title: 'When units arrive from Reserve',
  question: 'In which round does a unit in Reserve arrive, by its starting arrival number, and what does spending CP to raise the number buy?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Reserves', catalogue: ['EX-023', 'EX-099'] },
  arms,
  metrics: {
    // Label and unit read once on an axis or legend: "Arrival (round)", not "Arrival round (round)".
    round: { kind: 'mean', label: 'Arrival', unit: 'round' },
    byRound2: { kind: 'proportion', label: 'Arrived by round 2' },
  },
  batch: kernelBatch(arrival, { round: { mean: 'meanRound' }, byRound2: { proportion: ['1', '2'] } }),
  precision: { targetHalfWidth: 0.01, budget: 2_000_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'heatmap', metric: 'round', x: 'start', y: 'boost', title: 'Arrival round by starting number and CP spent each round' },
    { kind: 'forest', metric: 'round', title: 'CP each round minus none' },
  ],
});
