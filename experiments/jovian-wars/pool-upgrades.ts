/**
 * Jovian Wars JW-007: "Base Modifiers are the most impactful of the modifier
 * types" (002_f697cf6215cb147c.txt, Dice System › Base Pool). One extra Base,
 * Flex or Macro die on a base pool of 4 (`--set base=3` for another pool).
 */
import { d6sets } from '../../src/dice/d6sets.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';

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
  charts: [
    { kind: 'distribution', metric: 'highest', title: 'Highest magnitude by upgrade' },
    { kind: 'forest', metric: 'damage', title: 'Damage: upgrade minus base pool' },
  ],
});
