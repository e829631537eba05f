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
import { formatMean, formatMeanDifference, shown, trimNumber } from '../../src/report/format.ts';
import { ParamError } from '../../src/dice/kernel.ts';
import { attackValues, type AttackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { syndicateAttack } from '../../src/systems/syndicate-protocol/attack.ts';
import { findGame } from '../../src/game/registry.ts';
import { ARMOR as ARMOR_DATA, OPERATORS, WEAPONS } from '../../src/systems/syndicate-protocol/data.ts';

/** Operators have 15-20 HP (003_c7f3f5aee5a5ed6f.txt, Operator stats, l.181). */
const OPERATOR_HP = [15, 20];

/**
 * Expected number of attacks until the damage adds up to `hp`, exactly:
 * E[N] = sum over n >= 0 of P(S_n < hp), with S_n the damage of n attacks,
 * each attack dealing damage[k] with probability p[k]; the distribution of
 * S_n below hp is carried forward attack by attack until its mass is
 * negligible. Returns Infinity when no attack can deal damage.
 */
export function expectedAttacksToKill(p: ArrayLike<number>, damage: ArrayLike<number>, hp: number): number {
  let hurts = 0;
  for (let k = 0; k < p.length; k++) if (damage[k] > 0) hurts += p[k];
  if (hurts < 1e-12) return Infinity;
  let below = new Float64Array(hp);
  below[0] = 1;
  let expected = 0;
  for (let n = 0; n < 1_000_000; n++) {
    let alive = 0;
    for (let s = 0; s < hp; s++) alive += below[s];
    expected += alive;
    if (alive < 1e-12) break;
    const next = new Float64Array(hp);
    for (let s = 0; s < hp; s++) {
      if (below[s] === 0) continue;
      for (let k = 0; k < p.length; k++) {
        const t = s + damage[k];
        if (t < hp) next[t] += below[s] * p[k];
      }
    }
    below = next;
  }
  return expected;
}

/** Exact expected damage per attack for the bullets kernel at one cell of the grid. */
function bulletsMean(rof: number, acc: number, dodge: number, armor: number, floor: string): number {
  const params = bullets.parse({ rof, acc, dodge, armor, variant: floor });
  const damage = bullets.model(params).means.meanDamage;
  return bullets.exact(params).reduce((sum, q, code) => sum + q * damage[code], 0);
}

/** Exact expected attacks for the bullets kernel at one cell of the grid. */
function bulletsAttacks(rof: number, acc: number, dodge: number, armor: number, floor: string, hp: number): number {
  const params = bullets.parse({ rof, acc, dodge, armor, variant: floor });
  const model = bullets.model(params);
  return expectedAttacksToKill(bullets.exact(params), model.means.meanDamage, hp);
}

/** Every attack-pipeline option at its default, then these (what `playtest attack` reads). */
function pipelineValues(own: Record<string, number | string | boolean>): AttackValues {
  return attackValues(syndicateAttack, own);
}

type Preset = { name: string; operator: string; weapon: string; armor: string };
const PRESETS = Object.values(findGame('syndicate-protocol').presets) as Preset[];

/**
 * Preset against preset through the attack pipeline: the shooter stationary at
 * the distance within its weapon's range where it does the most damage under
 * floor 0, no cover, no cards; the exact expected attacks to take the target's
 * printed HP under each floor (Reinforced Plating and Hold the Line included,
 * as the first attack of a round: one Operator attack per round).
 */
function presetAttacks(shooter: Preset, target: Preset, floor: string): number {
  const compile = (distance: number, variant: string): CompiledAttack | null => {
    try {
      return syndicateAttack.compile(pipelineValues({ attacker: shooter.operator, weapon: shooter.weapon, target: target.operator, armor: target.armor, distance }), { 'armor-floor': variant });
    } catch (error) {
      if (error instanceof ParamError) return null;
      throw error;
    }
  };
  const mean = (a: CompiledAttack) => a.exact().reduce((sum, q, code) => sum + q * a.model.means.meanDamage[code], 0);
  let best = 1;
  let bestMean = -1;
  for (let d = 1; d <= (WEAPONS.get(shooter.weapon)?.range ?? 1); d++) {
    const a = compile(d, 'floor0');
    if (a && mean(a) > bestMean) [best, bestMean] = [d, mean(a)];
  }
  const attack = compile(best, floor)!;
  return expectedAttacksToKill(attack.exact(), attack.model.means.meanDamage, OPERATORS.get(target.operator)!.hp);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const attacksText = (x: number) => (Number.isFinite(x) ? (x >= 100 ? String(Math.round(x)) : shown(x, 1)) : 'never');

/** How much floor 1 adds over the grid, and what it does to the attacks needed to remove an Operator. */
function answer(result: ExperimentResult): string[] {
  const damage = (arm: ArmResult) => arm.metrics.damage as MeanMetric;
  const floor1 = result.arms.filter((arm) => arm.coords?.floor === 'floor1');
  const includesZero = (arm: ArmResult) => arm.vsBaseline!.damage.ci[0] <= 0 && arm.vsBaseline!.damage.ci[1] >= 0;
  const unarmored = floor1.filter((arm) => arm.coords?.armor === 0);
  const acc = Number(result.sets.acc ?? 5);
  const dodge = Number(result.sets.dodge ?? 3);
  // The extremes are picked by the exact gain (the kernel's exact law), not the simulated one: two cells whose exact gains
  // differ by less than their intervals' width (RoF 3 and RoF 4 at ARM 3) would otherwise be ordered by noise.
  const exactGain = (arm: ArmResult) => {
    const rof = Number(arm.coords!.rof);
    const armor = Number(arm.coords!.armor);
    return bulletsMean(rof, acc, dodge, armor, 'floor1') - bulletsMean(rof, acc, dodge, armor, 'floor0');
  };
  const byGain = floor1
    .filter((arm) => arm.coords?.armor !== 0)
    .map((arm) => ({ arm, exact: exactGain(arm) }))
    .sort((a, b) => a.exact - b.exact);
  const [least, most] = [byGain[0], byGain[byGain.length - 1]];
  const gain = (arm: ArmResult) => formatMeanDifference(arm.vsBaseline!.damage.diff, arm.vsBaseline!.damage.ci, arm.trials, 'damage per attack', 'attacks');
  const where = (arm: ArmResult) => `RoF ${arm.coords!.rof}, ARM ${arm.coords!.armor}`;
  // An extreme by its exact gain, with every cell tied with it exactly (RoF 3 and 4 at ARM 3 both add 0.875), and the
  // simulated gains with their intervals.
  const extreme = (cell: (typeof byGain)[number]) => {
    const tied = byGain.filter((c) => Math.abs(c.exact - cell.exact) < 1e-9);
    return `exactly ${cell.exact > 0 ? '+' : ''}${trimNumber(cell.exact)} damage per attack at ${tied.map((c) => where(c.arm)).join(' and ')} (${tied.length > 1 ? 'tied; ' : ''}simulated ${tied.map((c) => gain(c.arm)).join(' and ')})`;
  };
  const atZero = unarmored.every(includesZero) ? 'without armor it changes nothing (every ARM 0 interval includes 0)' : 'even without armor some cells differ, which would be a bug';
  const reference = (floor: string) => result.arms.find((arm) => arm.coords?.rof === 3 && arm.coords?.armor === 2 && arm.coords?.floor === floor)!;
  const attacks = (floor: string) => OPERATOR_HP.map((hp) => attacksText(bulletsAttacks(3, acc, dodge, 2, floor, hp))).join('-');
  const mean = (floor: string) => {
    const { mean: m, ci, n } = damage(reference(floor));
    return formatMean(m, ci, n, 'damage per attack', 'attacks');
  };
  const pairings = PRESETS.flatMap((shooter) => PRESETS.filter((target) => target !== shooter).map((target) => ({ shooter, target })));
  const byFloor = FLOORS.map((floor) => pairings.map(({ shooter, target }) => presetAttacks(shooter, target, floor)));
  const spread = (values: number[]) => `median ${attacksText(median(values))}, from ${attacksText(Math.min(...values))} to ${attacksText(Math.max(...values))}`;
  const slowest = pairings.map((pair, i) => ({ ...pair, floor0: byFloor[0][i], floor1: byFloor[1][i] })).sort((x, y) => y.floor0 - x.floor0)[0];
  const armorName = (p: Preset) => ARMOR_DATA.get(p.armor)?.name ?? p.armor;
  const shortened = pairings.filter((_, i) => byFloor[1][i] < byFloor[0][i] - 1e-9).length;
  const never = pairings.filter((_, i) => !Number.isFinite(byFloor[0][i])).map(({ shooter, target }) => `${shooter.name} against ${target.name}`);
  return [
    `Reading armor as 6.1's floor 1 instead of 4.8's floor 0 adds from ${extreme(least)} to ${extreme(most)}, at ACC ${result.sets.acc ?? 5} against DODGE ${result.sets.dodge ?? 3}; ${atZero}.`,
    `Time to kill, exact: at RoF 3 against ARM 2, removing a 15-20 HP Operator takes on average ${attacks('floor0')} attacks under floor 0 (${mean('floor0')}) and ${attacks('floor1')} under floor 1 (${mean('floor1')}), one Operator attack per round (dice only, before category bonuses).`,
    `With the printed presets through the attack pipeline (each shooter stationary at its best distance, no cover, every bonus, trait and armor trait included), the expected attacks to eliminate the enemy Operator over the ${pairings.length} pairings of different presets are: floor 0 ${spread(byFloor[0])}; floor 1 ${spread(byFloor[1])}. Floor 1 shortens ${shortened} of these ${pairings.length} pairings: category bonuses usually lift a preset's hits above the armor, and against the Composite Armor Rig Reinforced Plating (and Rampart's Hold the Line) take off 1 after the floor, undoing it on the first attack each round. ${never.length > 0 ? `Never under either floor (the first attack of a round can do no damage): ${never.join(', ')}. ` : `Slowest: ${slowest.shooter.name} against ${slowest.target.name}, ${attacksText(slowest.floor0)} attacks. `}So for Operator fire the floor matters only for weapons without a bonus (and for Mercenaries' plain 1-2 dice against ARM 2-3); the game-level effect is in sp-armor-floor-games.`,
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
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Combat › 4.8 Armor vs 6.1 Armor Rating', catalogue: ['SP-021', 'SP-003', 'SP-005'] },
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
