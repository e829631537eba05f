/**
 * Jovian Wars JW-007: "Base Modifiers are the most impactful of the modifier
 * types" (002_f697cf6215cb147c.txt, Dice System › Base Pool). One extra Base,
 * Flex or Macro die on a base pool of 4 (`--set base=3` for another pool).
 */
import { d6sets } from '../../src/dice/d6sets.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { formatMeanDifference, formatProportion } from '../../src/report/format.ts';

/** The upgrades ranked by added damage; a rank is claimed only where the intervals do not overlap. */
function answer(result: ExperimentResult): string[] {
  const [base, ...upgrades] = result.arms;
  const gain = (arm: ArmResult) => arm.vsBaseline!.damage;
  const ranked = [...upgrades].sort((a, b) => gain(b).diff - gain(a).diff);
  const separated = ranked.slice(1).every((arm, i) => gain(ranked[i]).ci[0] > gain(arm).ci[1]);
  const gains = ranked.map((arm) => `${arm.label} ${formatMeanDifference(gain(arm).diff, gain(arm).ci, arm.trials, 'damage', 'rolls')}`).join('; ');
  const tOrBetter = (arm: ArmResult) => {
    const highest = arm.metrics.highest;
    if (highest.kind !== 'distribution') throw new Error('highest must be a distribution');
    const count = highest.counts[highest.keys.indexOf('T')] + highest.counts[highest.keys.indexOf('Q')];
    return `${arm.label} ${formatProportion(count / highest.n, wilson(count, highest.n), highest.n, 'rolls')}`;
  };
  const verdict = separated
    ? `${ranked[0].label} adds the most damage to a base-${result.sets.base ?? 4} pool, then ${ranked.slice(1).map((a) => a.label).join(', then ')}; every interval is clear of the next`
    : `the upgrades cannot all be ranked: some damage intervals overlap`;
  return [
    `${verdict[0].toUpperCase()}${verdict.slice(1)} (damage over the base pool: ${gains}).`,
    `Chance of a T or better: ${[base, ...upgrades].map(tOrBetter).join('; ')}.`,
  ];
}

export default defineExperiment({
  id: 'jw-pool-upgrades',
  title: 'Base pool: +1 Base vs +1 Flex vs +1 Macro',
  question: 'Which one-die upgrade of a base pool raises the highest magnitude and the damage most?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Dice System › Base Pool', catalogue: ['JW-007', 'JW-008'] },
  data: { base: 4 },
  arms: [
    { id: 'base', label: 'base pool', params: ({ data }) => ({ base: data.base }) },
    { id: 'plus-1-base', label: '+1 Base', params: ({ data }) => ({ base: data.base + 1 }) },
    { id: 'plus-1-flex', label: '+1 Flex', params: ({ data }) => ({ base: data.base, flex: 1 }) },
    { id: 'plus-1-macro', label: '+1 Macro', params: ({ data }) => ({ base: data.base, macro: 1 }) },
  ],
  metrics: {
    highest: { kind: 'distribution', label: 'Highest magnitude' },
    damage: { kind: 'mean', label: 'Damage', unit: 'damage per roll' },
    sets: { kind: 'mean', label: 'Sets', unit: 'sets per roll' },
  },
  batch: kernelBatch(d6sets, { highest: 'outcome', damage: { mean: 'meanDamage' }, sets: { mean: 'meanSets' } }),
  precision: { targetHalfWidth: 0.002, budget: 20_000_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'distribution', metric: 'highest', title: 'Highest magnitude by upgrade' },
    { kind: 'forest', metric: 'damage', title: 'Damage: upgrade minus base pool' },
  ],
});
