/**
 * `playtest demo` (`npm run demo`): the best real thing the toolkit does today.
 * Until full games exist: a real designer question answered with exact dice
 * maths — which upgrade adds most to a Jovian Wars pool, +1 Base, +1 Flex or
 * +1 Macro die? — checked against a seeded sample with intervals.
 */
import type { CommandModule } from 'yargs';
import { d6sets } from '../dice/d6sets.ts';
import type { D6SetsParams } from '../dice/d6sets.ts';
import { sampleCounts } from '../dice/sampleCounts.ts';
import { summariseCounts, summariseExact } from '../dice/summarise.ts';
import { percent } from './rollTable.ts';

const TRIALS = 1_000_000;
const SEED = 2026;

export function poolUpgradeTable(base: number): string {
  const arms: Array<[string, D6SetsParams]> = [
    [`base ${base}`, { base, flex: 0, macro: 0, escalate: 0, diminish: 0 }],
    ['+1 Base', { base: base + 1, flex: 0, macro: 0, escalate: 0, diminish: 0 }],
    ['+1 Flex', { base, flex: 1, macro: 0, escalate: 0, diminish: 0 }],
    ['+1 Macro', { base, flex: 0, macro: 1, escalate: 0, diminish: 0 }],
  ];
  const model = d6sets.model(arms[0][1]);
  const lines = [
    `Jovian Wars (002_f697cf6215cb147c.txt, "Dice System"): which upgrade adds most to a base-${base} pool?`,
    `Exact probabilities; the last column is a ${TRIALS.toLocaleString('en-US')}-trial seeded sample (seed ${SEED}) of mean damage with its 95% interval.`,
    '',
    `${'pool'.padEnd(10)} ${'no set'.padStart(8)} ${'D best'.padStart(8)} ${'T best'.padStart(8)} ${'Q best'.padStart(8)} ${'mean dmg'.padStart(9)}   sampled mean damage (95% CI)`,
  ];
  for (const [label, params] of arms) {
    const exact = summariseExact(model, d6sets.exact(params));
    const sample = summariseCounts(model, sampleCounts(d6sets, params, TRIALS, SEED), TRIALS);
    const [lo, hi] = sample.meanCi.meanDamage;
    lines.push(
      `${label.padEnd(10)} ${['N', 'D', 'T', 'Q'].map((k) => percent(exact.outcomes[k], 1).padStart(8)).join(' ')} ${exact.means.meanDamage.toFixed(3).padStart(9)}   ${sample.means.meanDamage.toFixed(3)} (${lo.toFixed(3)}-${hi.toFixed(3)})`,
    );
  }
  return lines.join('\n');
}

export const demoCommand: CommandModule = {
  command: 'demo',
  describe: 'show what the toolkit answers today (run by `npm run demo`)',
  handler: () => {
    process.stdout.write(`${poolUpgradeTable(4)}\n\nTry: npx playtest roll d6sets --base 5 --flex 1 --macro 2\n`);
  },
};
