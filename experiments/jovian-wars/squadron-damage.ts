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
import { formatMean } from '../../src/report/format.ts';

const POOLS = [2, 3, 4, 5, 6];

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

function answer(result: ExperimentResult): string[] {
  const mean = (arm: ArmResult) => arm.metrics.damage as MeanMetric;
  const at = (base: number, scale: string) => result.arms.find((arm) => arm.coords?.base === base && arm.coords?.scale === scale)!;
  const ratio = (base: number, scale: string) => mean(at(base, scale)).mean / mean(at(base, '1-2-3')).mean;
  const describe = (base: number) =>
    `base ${base}: ${DAMAGE_SCALES.map((scale) => `${scale} ${formatMean(mean(at(base, scale)).mean, mean(at(base, scale)).ci, at(base, scale).trials, '', 'attacks')}`).join(', ')}`;
  return [
    `The unwritten values matter more the bigger the pool: 1-3-5 deals ${Math.round((ratio(3, '1-3-5') - 1) * 100)}% more damage per attack than 1-2-3 at base 3 and ${Math.round((ratio(6, '1-3-5') - 1) * 100)}% more at base 6 (1-2-4: ${Math.round((ratio(6, '1-2-4') - 1) * 100)}% more at base 6); a squadron dies that much sooner under that reading. At base 2 they agree exactly: two dice never make a T.`,
    `Damage per attack, ${describe(2)}; ${describe(6)}.`,
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
