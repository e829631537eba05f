/**
 * Syndicate Protocol SP-021: armor floors damage at 0 (4.8 "Minimum final
 * damage = 0") or at 1 (6.1 "Damage cannot be reduced below 1")
 * (003_c7f3f5aee5a5ed6f.txt, Combat › Armor). Expected damage per attack for
 * both floors over rate of fire x armor, at ACC 5 vs DODGE 3 (`--set acc=4`).
 * Each floor1 cell is compared with the floor0 cell at the same RoF and armor.
 */
import { bullets } from '../../src/dice/bullets.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';

/** Operators have 15-20 HP (003_c7f3f5aee5a5ed6f.txt, Operator stats, l.181). */
const OPERATOR_HP = [15, 20];

/** How much floor 1 adds over the grid, and what it does to the attacks needed to remove an Operator. */
function answer(result: ExperimentResult): string[] {
  const damage = (arm: ArmResult) => arm.metrics.damage as MeanMetric;
  const floor1 = result.arms.filter((arm) => arm.coords?.floor === 'floor1');
  const includesZero = (arm: ArmResult) => arm.vsBaseline!.damage.ci[0] <= 0 && arm.vsBaseline!.damage.ci[1] >= 0;
  const unarmored = floor1.filter((arm) => arm.coords?.armor === 0);
  const byGain = floor1.filter((arm) => arm.coords?.armor !== 0).sort((a, b) => a.vsBaseline!.damage.diff - b.vsBaseline!.damage.diff);
  const [least, most] = [byGain[0], byGain[byGain.length - 1]];
  const gain = (arm: ArmResult) => formatMeanDifference(arm.vsBaseline!.damage.diff, arm.vsBaseline!.damage.ci, arm.trials, 'damage per attack', 'attacks');
  const where = (arm: ArmResult) => `RoF ${arm.coords!.rof}, ARM ${arm.coords!.armor}`;
  const atZero = unarmored.every(includesZero) ? 'without armor it changes nothing (every ARM 0 interval includes 0)' : 'even without armor some cells differ, which would be a bug';
  const reference = (floor: string) => result.arms.find((arm) => arm.coords?.rof === 3 && arm.coords?.armor === 2 && arm.coords?.floor === floor)!;
  const attacks = (arm: ArmResult) => {
    const { mean, ci, n } = damage(arm);
    const range = (d: number) => OPERATOR_HP.map((hp) => (d > 0 ? String(Math.round(hp / d)) : 'never')).join('-');
    return `${range(mean)} attacks (${formatMean(mean, ci, n, 'damage per attack', 'attacks')})`;
  };
  return [
    `Reading armor as 6.1's floor 1 instead of 4.8's floor 0 adds from ${gain(least)} at ${where(least)} to ${gain(most)} at ${where(most)}, at ACC ${result.sets.acc ?? 5} against DODGE ${result.sets.dodge ?? 3}; ${atZero}.`,
    `At RoF 3 against ARM 2, removing a 15-20 HP Operator takes about ${attacks(reference('floor0'))} under floor 0 and ${attacks(reference('floor1'))} under floor 1 (expected damage only, before category bonuses).`,
  ];
}

const RATES_OF_FIRE = [1, 2, 3, 4, 5, 6, 7];
const ARMOR = [0, 1, 2, 3];
const FLOORS = ['floor0', 'floor1'];

type Data = { acc: number; dodge: number };
type Cell = { rof: number; acc: number; dodge: number; armor: number; variant: string };

const arms: ArmSpec<Cell, Data>[] = FLOORS.flatMap((floor) =>
  RATES_OF_FIRE.flatMap((rof) =>
    ARMOR.map((armor) => ({
      id: `rof${rof}-arm${armor}-${floor}`,
      label: `RoF ${rof}, ARM ${armor}, ${floor}`,
      params: ({ data }) => ({ rof, acc: data.acc, dodge: data.dodge, armor, variant: floor }),
      coords: { rof, armor, floor },
      baseline: floor === 'floor0' ? null : `rof${rof}-arm${armor}-floor0`,
    })),
  ),
);

export default defineExperiment<Cell, Data>({
  id: 'sp-armor-floor',
  title: 'Armor floor 0 vs floor 1 over rate of fire x armor',
  question: 'How much expected damage per attack does the floor-1 reading of armor add, by rate of fire and armor?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Combat › 4.8 Armor vs 6.1 Armor Rating', catalogue: ['SP-021', 'SP-003'] },
  data: { acc: 5, dodge: 3 },
  arms,
  metrics: {
    damage: { kind: 'mean', label: 'Expected damage', unit: 'damage per attack' },
    noDamage: { kind: 'proportion', label: 'Attack deals no damage' },
  },
  batch: kernelBatch(bullets, { damage: { mean: 'meanDamage' }, noDamage: { proportion: ['0'] } }),
  precision: { targetHalfWidth: 0.005, budget: 2_000_000 },
  answer,
  charts: [
    { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'armor', title: 'Expected damage per attack' },
    { kind: 'forest', metric: 'damage', title: 'Floor 1 minus floor 0' },
  ],
});
