/**
 * Jovian Wars JW-023: the Squadron Damage table is four empty bullets
 * (002_f697cf6215cb147c.txt, Damage › Squadron Damage); its example
 * ([D2,T3] deals 3) fixes only D = 1 and T = 2. Damage per anti-squadron
 * attack under the catalogue's three candidate scales (D, T, Q) = (1,2,3),
 * (1,2,4), (1,3,5), for attack pools of 2-6 dice.
 */
import { DAMAGE_SCALES, d6sets } from '../../src/dice/d6sets.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';
import { differenceBound } from '../../src/stats/combinedBounds.ts';

const POOLS = [2, 3, 4, 5, 6];
/** The readings compared with 1-2-3. */
const OTHER_SCALES = DAMAGE_SCALES.filter((scale) => scale !== '1-2-3');

type Cell = { base: number; damage: string };

const arms: ArmSpec<Cell>[] = DAMAGE_SCALES.flatMap((scale) =>
  POOLS.map((base) => ({
    id: `base${base}-${scale}`,
    label: `base ${base}, ${scale}`,
    params: { base, damage: scale },
    coords: { base, scale },
    baseline: scale === '1-2-3' ? null : `base${base}-1-2-3`,
  })),
);

/** Damage per attack at base 2, 3 and 6: the pool too small for a T, the smallest that makes one, the largest. */
const SHOWN_POOLS = [2, 3, 6];

function answer(result: ExperimentResult): string[] {
  const mean = (arm: ArmResult) => arm.metrics.damage as MeanMetric;
  const at = (base: number, scale: string) => result.arms.find((arm) => arm.coords?.base === base && arm.coords?.scale === scale)!;
  // Each reading against 1-2-3 on the same pool: the arm's own difference from its baseline (the report's "vs baseline").
  const change = (base: number, scale: string) => at(base, scale).vsBaseline!.damage;
  const changeText = (base: number, scale: string) => formatMeanDifference(change(base, scale).diff, change(base, scale).ci, at(base, scale).trials, 'damage per attack', 'attacks');
  const clearlyMore = (base: number, scale: string) => change(base, scale).ci[0] > 0;
  // "More the bigger the pool" only when the base-6 difference is clearly above the base-3 one: the difference of the
  // two differences with the half-widths added (differenceBound), which holds whatever the two arms' correlation.
  const grows = (scale: string) => differenceBound({ mean: change(6, scale).diff, ci: change(6, scale).ci }, { mean: change(3, scale).diff, ci: change(3, scale).ci }).ci[0] > 0;
  const base2Same = OTHER_SCALES.every((scale) => !clearlyMore(2, scale) && change(2, scale).ci[1] >= 0);
  const describe = (base: number) =>
    `base ${base}: ${DAMAGE_SCALES.map((scale) => `${scale} ${formatMean(mean(at(base, scale)).mean, mean(at(base, scale)).ci, at(base, scale).trials, '', 'attacks')}`).join(', ')}`;
  const opening = grows('1-3-5')
    ? 'The unwritten values matter more the bigger the pool (the base-6 difference clearly above the base-3 one)'
    : 'The unwritten values are not shown to matter more the bigger the pool (the base-6 difference is not clearly above the base-3 one)';
  const more = (base: number, scale: string) => `${changeText(base, scale)} at base ${base}${clearlyMore(base, scale) ? '' : ' (not clearly more)'}`;
  return [
    `${opening}: against 1-2-3, 1-3-5 deals ${more(3, '1-3-5')} and ${more(6, '1-3-5')}; 1-2-4 deals ${more(3, '1-2-4')} and ${more(6, '1-2-4')}${grows('1-2-4') ? ', also clearly more at base 6 than at base 3' : ''}. A squadron loses its Structure sooner under a reading that deals clearly more. ${base2Same ? 'At base 2 no reading differs clearly from 1-2-3, as none can: two dice never make a T.' : 'At base 2, where two dice never make a T, a reading differs clearly from 1-2-3: chance (one interval in twenty misses) or a fault in the kernel.'}`,
    `Damage per attack, ${SHOWN_POOLS.map(describe).join('; ')}.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'jw-squadron-damage',
  title: 'Squadron damage: (D, T, Q) = 1-2-3 vs 1-2-4 vs 1-3-5',
  question: 'How much does the blank Squadron Damage table change damage per anti-squadron attack, by attack pool?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Damage › Squadron Damage', catalogue: ['JW-023'] },
  arms,
  metrics: { damage: { kind: 'mean', label: 'Damage per attack', unit: 'damage per attack' } },
  batch: kernelBatch(d6sets, { damage: { mean: 'meanDamage' } }),
  precision: { targetHalfWidth: 0.005, budget: 4_000_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'sweep', metric: 'damage', x: 'base', title: 'Damage per anti-squadron attack by pool' },
    { kind: 'forest', metric: 'damage', title: 'Other readings minus 1-2-3' },
  ],
});
