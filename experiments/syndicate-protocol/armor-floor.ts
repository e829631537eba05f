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
  charts: [
    { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'armor', title: 'Expected damage per attack' },
    { kind: 'forest', metric: 'damage', title: 'Floor 1 minus floor 0' },
  ],
});
