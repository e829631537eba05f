/**
 * Exoshift EX-021 (001_9ac883e80b2d20e9.txt, Casualties; Disruption: "Every
 * point of Disruption reduces Quality by 1 for all purposes"): how far does
 * accumulated Disruption 0-6 shift the casualty table, for targets of Quality
 * 4-8? The casualty roll is d10 + Disruption + Power - Quality; each cell is a
 * Power 2 hit (the IGI-87's) on a model with that Quality and Disruption,
 * sampled with the casualty kernel (`--set power=3` for another weapon). The
 * answer adds exact shares.
 */
import { casualty } from '../../src/dice/casualty.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { formatProportion, percent } from '../../src/report/format.ts';

const DISRUPTION = [0, 1, 2, 3, 4, 5, 6];
const QUALITY = [4, 5, 6, 7, 8];

type Data = { power: number };
type Cell = { modifier: number };

/** Exact share of a casualty roll at or past Downed (downed, wounded, incapacitated, destroyed). */
function exactDownedOrWorse(modifier: number): number {
  const outcomes = summariseExact(casualty.model({ modifier }), casualty.exact({ modifier })).outcomes;
  return outcomes.downed + outcomes.wounded + outcomes.incapacitated + outcomes.destroyed;
}

function answer(result: ExperimentResult): string[] {
  const power = Number(result.sets.power ?? 2);
  const arm = (quality: number, disruption: number) => result.arms.find((a) => a.coords?.quality === quality && a.coords?.disruption === disruption)!;
  const share = (a: ArmResult, metric: string) => {
    const m = a.metrics[metric] as ProportionMetric;
    return formatProportion(m.p, m.ci, m.n, 'rolls');
  };
  const exact = summariseExact(casualty.model({ modifier: power - 6 }), casualty.exact({ modifier: power - 6 })).outcomes;
  const freshRemoval = exact.incapacitated + exact.destroyed;
  const ladder = (quality: number) => DISRUPTION.map((d) => percent(exactDownedOrWorse(d + power - quality), 0)).join(', ');
  return [
    `Each point of Disruption moves the casualty roll one step down the table (d10 + Disruption + Power ${power} - Quality), so it counts exactly like a point less Quality: a Quality 6 model is Downed or worse by ${share(arm(6, 0), 'downedOrWorse')} of the Power ${power} hits that reach the table with no Disruption, ${share(arm(6, 3), 'downedOrWorse')} with 3 and ${share(arm(6, 6), 'downedOrWorse')} with 6.`,
    `Exactly, Downed or worse for Disruption 0-6: Quality 4 ${ladder(4)}; Quality 6 ${ladder(6)}; Quality 8 ${ladder(8)}.`,
    `Removal (Incapacitated or Destroyed) needs a total of 9 or more: a fresh Quality 6 model ${freshRemoval === 0 ? 'never suffers it' : `suffers it ${percent(freshRemoval, 0)} of the time (exactly)`} from Power ${power}; at Disruption 6 ${share(arm(6, 6), 'removed')} of the time, and a Quality 4 model at Disruption 6 ${share(arm(4, 6), 'removed')}.`,
  ];
}

const arms: ArmSpec<Cell, Data>[] = QUALITY.flatMap((quality) =>
  DISRUPTION.map((disruption) => ({
    id: `q${quality}-d${disruption}`,
    label: `Quality ${quality}, Disruption ${disruption}`,
    params: ({ data }) => ({ modifier: disruption + data.power - quality }),
    coords: { quality, disruption },
    baseline: null,
  })),
);

export default defineExperiment<Cell, Data>({
  id: 'ex-disruption-casualties',
  title: 'Disruption and the casualty table',
  question: 'How far does accumulated Disruption 0-6 shift the casualty table for targets of Quality 4-8?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Casualties; Disruption', catalogue: ['EX-021', 'EX-071'] },
  data: { power: 2 },
  arms,
  metrics: {
    outcome: { kind: 'distribution', label: 'Casualty result' },
    downedOrWorse: { kind: 'proportion', label: 'Downed or worse' },
    removed: { kind: 'proportion', label: 'Incapacitated or Destroyed' },
  },
  batch: kernelBatch(casualty, { outcome: 'outcome', downedOrWorse: { proportion: ['downed', 'wounded', 'incapacitated', 'destroyed'] }, removed: { proportion: ['incapacitated', 'destroyed'] } }),
  precision: { targetHalfWidth: 0.002, budget: 1_000_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'heatmap', metric: 'downedOrWorse', x: 'disruption', y: 'quality', title: 'Downed or worse, by Disruption and Quality (Power 2)' },
    { kind: 'heatmap', metric: 'removed', x: 'disruption', y: 'quality', title: 'Incapacitated or Destroyed, by Disruption and Quality (Power 2)' },
  ],
});
