/**
 * Jovian Wars JW-022: the Opposed Roll's D and T bullets are blank
 * (002_f697cf6215cb147c.txt, Dice System › Opposed Roll: "The Secondary Player
 * may now Diminish the Primary Player's [Results] in the following ways: • • •
 * Q+: Negate all"). Missiles, Evasive, Dogfights, Bombing Runs and Sabotage all
 * run through it. How much of a base-4 missile attack survives point defence of
 * 1-4 dice under the two candidate readings (`src/dice/d6opposed.ts`)?
 */
import { d6opposed } from '../../src/dice/d6opposed.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';

const POINT_DEFENCE = [1, 2, 3, 4];
const READINGS = ['steps', 'one-set'] as const;

type Data = { missile: number };
type Cell = { base: number; 'vs-base': number; variant: string };

const arms: ArmSpec<Cell, Data>[] = READINGS.flatMap((reading) =>
  POINT_DEFENCE.map((pd) => ({
    id: `pd${pd}-${reading}`,
    label: `PD ${pd}, ${reading}`,
    params: ({ data }) => ({ base: data.missile, 'vs-base': pd, variant: reading }),
    coords: { pointDefence: pd, reading },
    baseline: reading === 'steps' ? null : `pd${pd}-steps`,
  })),
);

/** The smallest and the largest size a difference can have inside its interval. */
const sizeRange = (ci: readonly [number, number]): [number, number] =>
  ci[0] <= 0 && ci[1] >= 0 ? [0, Math.max(-ci[0], ci[1])] : [Math.min(Math.abs(ci[0]), Math.abs(ci[1])), Math.max(Math.abs(ci[0]), Math.abs(ci[1]))];

function answer(result: ExperimentResult): string[] {
  const damage = (arm: ArmResult) => arm.metrics.damage as MeanMetric;
  const oneSet = result.arms.filter((arm) => arm.coords?.reading === 'one-set');
  const widest = [...oneSet].sort((a, b) => Math.abs(b.vsBaseline!.damage.diff) - Math.abs(a.vsBaseline!.damage.diff))[0];
  const steps = result.arms.find((arm) => arm.id === widest.baselineArm)!;
  const clear = oneSet.filter((arm) => arm.vsBaseline!.damage.ci[0] > 0 || arm.vsBaseline!.damage.ci[1] < 0).length;
  // "Most at" only when the largest change's smallest possible size exceeds every other's largest (intervals apart).
  const clearlyWidest = oneSet.every((arm) => arm === widest || sizeRange(widest.vsBaseline!.damage.ci)[0] > sizeRange(arm.vsBaseline!.damage.ci)[1]);
  const d = widest.vsBaseline!.damage;
  const pd = widest.label.replace(', one-set', '');
  const largest = `${clearlyWidest ? `most at ${pd}` : `the largest estimate at ${pd}, not clearly larger than every other`}: ${formatMeanDifference(d.diff, d.ci, widest.trials, 'damage', 'rolls')} (steps ${formatMean(damage(steps).mean, damage(steps).ci, steps.trials, 'damage', 'rolls')})`;
  const reading = `reading a point-defence D or T as removing a whole set ('one-set') instead of 1 or 2 steps ('steps')`;
  const missile = `a base-${result.sets.missile ?? 4} missile's damage`;
  // "The blank bullets matter" only when some interval excludes 0.
  return clear > 0
    ? [
        `The blank bullets matter: ${reading} clearly changes ${missile} in ${clear} of ${oneSet.length} point-defence sizes, ${largest}.`,
        'Until the rulebook fills the bullets, every missile, Evasive, dogfight, bombing and sabotage number depends on this choice.',
      ]
    : [
        `The blank bullets are not shown to matter here: ${reading} clearly changes ${missile} in none of ${oneSet.length} point-defence sizes (${largest}).`,
        'Missile, Evasive, dogfight, bombing and sabotage numbers may still depend on this choice where the pools differ from these.',
      ];
}

export default defineExperiment<Cell, Data>({
  id: 'jw-opposed-readings',
  title: 'Opposed roll: "steps" vs "one-set" for the blank D and T bullets',
  question: 'How much of a missile attack survives point defence under each reading of the blank Opposed Roll bullets?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Dice System › Opposed Roll', catalogue: ['JW-022'] },
  data: { missile: 4 },
  arms,
  metrics: {
    anySet: { kind: 'proportion', label: 'Missile keeps a set' },
    damage: { kind: 'mean', label: 'Damage left', unit: 'damage per missile' },
  },
  batch: kernelBatch(d6opposed, { anySet: { proportion: ['D', 'T', 'Q'] }, damage: { mean: 'meanDamage' } }),
  precision: { targetHalfWidth: 0.004, budget: 4_000_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'sweep', metric: 'damage', x: 'pointDefence', title: 'Missile damage left by point-defence dice' },
    { kind: 'forest', metric: 'damage', title: "'one-set' minus 'steps'" },
  ],
});
