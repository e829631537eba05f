/**
 * Rattle and Rend RR-039 (004_c41133d86b017ece.txt, Warband Creation ›
 * Dwarven Throng: "Death-Defiers ensures that your Elements become harder to
 * break as their Will stats improve following allied failures"; Tactics ›
 * Death-Defiers: "Reduce WILL for all ELEMENTS by -2" and "a bonus to the next
 * WILL CHECK you make after an Element from your warband fails a WILL CHECK"):
 * how much harder does the Tactic make each Element type to remove, with and
 * without that bonus? One plain melee attack by Fighters (Fury 9+) on each
 * target type through the game's attack pipeline, without the Tactic, with its
 * -2 Will, and with the -2 Will and the bonus after an ally's failed check.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { ELEMENT_TYPES } from '../../src/systems/rattle-and-rend/rules.ts';
import { formatProportion, percent } from '../../src/report/format.ts';
import { attackBatch, exactOutcomes } from '../_attackBatch.ts';

const READINGS = ['plain', 'death-defiers', 'after-ally-failed'] as const;
type Reading = (typeof READINGS)[number];
type Cell = { target: string; reading: Reading };

/** Fighters' plain melee attack on the cell's target, with the cell's Death-Defiers state, at the default rule readings. */
function compiled(cell: Cell): CompiledAttack {
  const variants = Object.fromEntries(Object.entries(rattleAndRendAttack.variants).map(([name, variant]) => [name, variant.default]));
  const tactic: Record<string, readonly string[] | boolean> = cell.reading === 'plain' ? {} : { 'target-tactic': ['death-defiers'], 'ally-failed': cell.reading === 'after-ally-failed' };
  return rattleAndRendAttack.compile(attackValues(rattleAndRendAttack, { attacker: 'fighters', target: cell.target, ...tactic }), variants);
}

const removedExactly = (cell: Cell) => exactOutcomes(compiled(cell)).removed;

function answer(result: ExperimentResult): string[] {
  const arm = (target: string, reading: Reading) => result.arms.find((a) => a.coords?.target === target && a.coords?.reading === reading)!;
  const removed = (a: ArmResult) => {
    const m = a.metrics.removed as ProportionMetric;
    return formatProportion(m.p, m.ci, m.n, 'attacks');
  };
  // Exactly: the share of removals the Tactic prevents, averaged over the seven target types.
  const prevented = (reading: Reading) => ELEMENT_TYPES.reduce((sum, target) => sum + 1 - removedExactly({ target, reading }) / removedExactly({ target, reading: 'plain' }), 0) / ELEMENT_TYPES.length;
  const willOnly = prevented('death-defiers');
  const withBonus = prevented('after-ally-failed');
  return [
    `Fighters remove enemy Fighters with one melee attack ${removed(arm('fighters', 'plain'))} of the time; against a Death-Defiers warband ${removed(arm('fighters', 'death-defiers'))}, and ${removed(arm('fighters', 'after-ally-failed'))} once an ally has failed a Will check.`,
    `Over the seven Element types the -2 Will alone prevents ${percent(willOnly, 0)} of removals and with the bonus after an ally's failure ${percent(withBonus, 0)} (exact): the bonus (a third Will die, or two after a critical) adds ${withBonus - willOnly > willOnly ? 'more than' : 'less than'} the -2 does.`,
  ];
}

const arms: ArmSpec<Cell>[] = READINGS.flatMap((reading) =>
  ELEMENT_TYPES.map((target) => ({
    id: `${target}-${reading}`,
    label: `${target}, ${reading === 'plain' ? 'no Tactic' : reading === 'death-defiers' ? 'Death-Defiers' : 'Death-Defiers after an ally failed'}`,
    params: () => ({ target, reading }),
    coords: { target, reading },
    baseline: reading === 'plain' ? null : `${target}-plain`,
  })),
);

export default defineExperiment<Cell>({
  id: 'rr-death-defiers',
  title: 'Death-Defiers: how much harder to remove',
  question: 'How much harder does the Death-Defiers Tactic make each Element type to remove, with its -2 Will and with the bonus after an ally fails a Will check?',
  source: { rulebook: '004_c41133d86b017ece.txt', section: 'Tactics › Death-Defiers; Warband Creation › Dwarven Throng', catalogue: ['RR-039'] },
  arms,
  metrics: { removed: { kind: 'proportion', label: 'Target removed' } },
  batch: attackBatch<Cell>(compiled, { removed: { proportion: ['removed'] } }),
  precision: { targetHalfWidth: 0.003, budget: 1_000_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'forest', metric: 'removed', title: 'Death-Defiers minus no Tactic: chance one Fighters attack removes the target' }],
});
