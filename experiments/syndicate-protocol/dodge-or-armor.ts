/**
 * Syndicate Protocol SP-009 (003_c7f3f5aee5a5ed6f.txt, Armor › 6.9 Design
 * Philosophy): which protects an Operator more, +1 DODGE or +1 ARM? Expected
 * damage per attack over ACC 2-6 x RoF 1-7 against DODGE 3 and ARM 1 (a Light
 * Tactical Vest), and with one more of either; each improved cell is compared
 * with the same attack on the base target (a kernel batch does not share dice
 * across arms, so the differences are unpaired). Armor floor 0 (4.8) by
 * default; `--set floor=floor1` reads 6.1's floor instead.
 */
import { bullets } from '../../src/dice/bullets.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference } from '../../src/report/format.ts';

const ACCURACY = [2, 3, 4, 5, 6];
const RATES = [1, 2, 3, 4, 5, 6, 7];
const DEFENCES = ['base', 'dodge+1', 'armor+1'] as const;
const DODGE = 3;
const ARMOR = 1;

type Data = { floor: string };
type Cell = { rof: number; acc: number; dodge: number; armor: number; variant: string };

/** Exact expected damage of one attack. */
function exactDamage(rof: number, acc: number, dodge: number, armor: number, floor: string): number {
  const params = bullets.parse({ rof, acc, dodge, armor, variant: floor });
  const p = bullets.exact(params);
  const damage = bullets.model(params).means.meanDamage;
  return p.reduce((sum, q, code) => sum + q * damage[code], 0);
}

function answer(result: ExperimentResult): string[] {
  const floor = String(result.sets.floor ?? 'floor0');
  const arm = (acc: number, rof: number, defence: string) => result.arms.find((a) => a.coords?.acc === acc && a.coords?.rof === rof && a.coords?.defence === defence)!;
  const cut = (a: ArmResult) => formatMeanDifference(a.vsBaseline!.damage.diff, a.vsBaseline!.damage.ci, a.trials, 'damage per attack', 'attacks');
  let dodgeBetter = 0;
  let armorBetter = 0;
  let same = 0;
  for (const acc of ACCURACY) {
    for (const rof of RATES) {
      const base = exactDamage(rof, acc, DODGE, ARMOR, floor);
      const byDodge = base - exactDamage(rof, acc, DODGE + 1, ARMOR, floor);
      const byArmor = base - exactDamage(rof, acc, DODGE, ARMOR + 1, floor);
      if (Math.abs(byDodge - byArmor) < 1e-12) same++;
      else if (byDodge > byArmor) dodgeBetter++;
      else armorBetter++;
    }
  }
  const cells = ACCURACY.length * RATES.length;
  const cutBy = (rof: number, dodge: number, armor: number) => exactDamage(rof, 4, DODGE, ARMOR, floor) - exactDamage(rof, 4, dodge, armor, floor);
  const crossover = RATES.find((rof) => cutBy(rof, DODGE + 1, ARMOR) > cutBy(rof, DODGE, ARMOR + 1) + 1e-12);
  return [
    `Exactly, over the ${cells} cells (ACC 2-6 x RoF 1-7, against DODGE ${DODGE} and ARM ${ARMOR}, ${floor}): +1 ARM takes off more damage in ${armorBetter}, +1 DODGE in ${dodgeBetter}, and they tie in ${same}.`,
    `At ACC 4 and RoF 3 (Hit Target 5+): +1 DODGE changes the damage by ${cut(arm(4, 3, 'dodge+1'))}, +1 ARM by ${cut(arm(4, 3, 'armor+1'))}; at RoF 7: ${cut(arm(4, 7, 'dodge+1'))} against ${cut(arm(4, 7, 'armor+1'))}.`,
    `Why: +1 DODGE takes one face in six off every bullet's chance (none once the Hit Target is capped at 6+, as at ACC 2 against DODGE 3, where it changes nothing), so its cut grows with the rate of fire; +1 ARM takes one point off each attack that gets through the armor, at most 1 an attack. So armor is worth more at low rates of fire and Dodge at high ones: at ACC 4, Dodge is ahead ${crossover === undefined ? 'at no RoF up to 7' : `from RoF ${crossover}`} (exact).${floor === 'floor0' ? ` Against ARM ${ARMOR} a single bullet never does damage under floor 0, so at RoF 1 neither changes anything.` : ''}`,
  ];
}

const arms: ArmSpec<Cell, Data>[] = DEFENCES.flatMap((defence) =>
  ACCURACY.flatMap((acc) =>
    RATES.map((rof) => ({
      id: `acc${acc}-rof${rof}-${defence}`,
      label: `ACC ${acc}, RoF ${rof}, ${defence}`,
      params: ({ data }) => ({ rof, acc, dodge: DODGE + (defence === 'dodge+1' ? 1 : 0), armor: ARMOR + (defence === 'armor+1' ? 1 : 0), variant: data.floor }),
      coords: { acc, rof, defence },
      baseline: defence === 'base' ? null : `acc${acc}-rof${rof}-base`,
    })),
  ),
);

export default defineExperiment<Cell, Data>({
  id: 'sp-dodge-or-armor',
  title: '+1 DODGE or +1 ARM?',
  question: 'Which takes off more expected damage per attack, one more DODGE or one more ARM, over ACC 2-6 and RoF 1-7?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Armor › 6.9 Design Philosophy; Combat › 4.6 Hit Calculation', catalogue: ['SP-009'] },
  data: { floor: 'floor0' },
  arms,
  metrics: { damage: { kind: 'mean', label: 'Expected damage', unit: 'damage per attack' } },
  batch: kernelBatch(bullets, { damage: { mean: 'meanDamage' } }),
  precision: { targetHalfWidth: 0.004, budget: 1_000_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'heatmap', metric: 'damage', x: 'rof', y: 'acc', title: 'Expected damage per attack: base target, +1 DODGE, +1 ARM' }],
});
