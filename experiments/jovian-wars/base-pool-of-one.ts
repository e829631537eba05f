/**
 * Jovian Wars JW-060: "In such a case, roll 2d6, regardless of the modified
 * Base Pool size, but do not apply Flex Dice or Macro Dice"
 * (002_f697cf6215cb147c.txt, Dice System › Base Pool of 1). Negative macro
 * dice are ignored once the base falls below 2, so a further penalty can help.
 * Where, over base -1..3 and macro 0..-3?
 */
import { d6sets } from '../../src/dice/d6sets.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { formatProportion } from '../../src/report/format.ts';

const BASES = [-1, 0, 1, 2, 3];
const MACROS = [0, -1, -2, -3];

type Cell = { base: number; macro: number };

const arms: ArmSpec<Cell>[] = MACROS.flatMap((macro) =>
  BASES.map((base) => ({ id: `base${base}-macro${macro}`.replace(/-(?=\d)/g, 'm'), label: `base ${base}, macro ${macro}`, params: { base, macro }, coords: { base, macro }, baseline: null })),
);

function answer(result: ExperimentResult): string[] {
  const cell = (base: number, macro: number) => result.arms.find((arm) => arm.coords?.base === base && arm.coords?.macro === macro)!;
  const p = (base: number, macro: number) => cell(base, macro).metrics.anySet as ProportionMetric;
  const text = (base: number, macro: number) => `base ${base} macro ${macro}: ${formatProportion(p(base, macro).p, p(base, macro).ci, p(base, macro).n, 'rolls')}`;
  // A penalty "helps" where one base less gives a clearly higher chance of a set.
  const inverted: string[] = [];
  for (const macro of MACROS) {
    for (const base of BASES.slice(1)) {
      if (p(base - 1, macro).ci[0] > p(base, macro).ci[1]) inverted.push(`${text(base - 1, macro)} beats ${text(base, macro)}`);
    }
  }
  return inverted.length > 0
    ? [`The rule is not monotonic in ${inverted.length} of ${MACROS.length * (BASES.length - 1)} neighbouring cells: one more Base penalty raises the chance of any set, e.g. ${inverted[0]}.`, 'A designer could apply negative macro dice to the 2d6 of a Base Pool of 1, or roll max(base, 2) dice with macro, to remove the inversion.']
    : ['No cell where one more Base penalty raises the chance of a set: the rule is monotonic over this grid.'];
}

export default defineExperiment<Cell>({
  id: 'jw-base-pool-of-one',
  title: 'Base Pool of 1: when does a further penalty help?',
  question: 'With negative macro dice ignored below base 2, where does one more Base penalty raise the chance of a set?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Dice System › Base Pool of 1', catalogue: ['JW-060'] },
  arms,
  metrics: { anySet: { kind: 'proportion', label: 'Chance of any set (D+)' } },
  batch: kernelBatch(d6sets, { anySet: { proportion: ['D', 'T', 'Q'] } }),
  precision: { targetHalfWidth: 0.002, budget: 4_000_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'heatmap', metric: 'anySet', x: 'macro', y: 'base', title: 'Chance of any set by base and macro' }],
});
