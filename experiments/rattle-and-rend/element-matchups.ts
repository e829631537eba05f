/**
 * Rattle and Rend RR-038 ("the Heavy provides a high-impact presence on the
 * board", 004_c41133d86b017ece.txt, Four Elements) and RR-032 ("two Colossal
 * Heavies can devastate multiple Elements simultaneously", Warband Creation ›
 * Ghostly Host): how often does one melee attack of each Element type remove,
 * or stop (remove or make withdraw), each target type, and how much is that
 * per point of the attacker's cost? Plain attacks through the game's attack
 * pipeline (attack.ts: Fury check, then the target's Will check, a critical
 * Fury forcing Will on 1d20), no Tactics, terrain or support; a Ward takes no
 * actions and does not attack. A Colossal Heavy makes Fury checks against up
 * to three Elements within its range (Heavy Traits › Colossal), so by linearity
 * its expected removals are the sum of its single-attack removal chances.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { ELEMENT_TYPES, PROFILES } from '../../src/systems/rattle-and-rend/rules.ts';
import { formatProportion, shown } from '../../src/report/format.ts';
import { attackBatch, exactOutcomes } from '../_attackBatch.ts';

const ATTACKERS = ELEMENT_TYPES.filter((type) => type !== 'ward');
const TARGETS = ELEMENT_TYPES;
const costOf = (type: string) => PROFILES[ELEMENT_TYPES.indexOf(type as (typeof ELEMENT_TYPES)[number])].cost;

type Cell = { attacker: string; target: string };

/** One plain melee attack of `attacker` on `target`, compiled at the default rule readings. */
function compiled(cell: Cell): CompiledAttack {
  const variants = Object.fromEntries(Object.entries(rattleAndRendAttack.variants).map(([name, variant]) => [name, variant.default]));
  return rattleAndRendAttack.compile(attackValues(rattleAndRendAttack, { attacker: cell.attacker, target: cell.target }), variants);
}

/** n plain attacks through the pipeline's sampler: how many remove the target, and how many remove it or make it withdraw. */
const batch = attackBatch<Cell>(compiled, { removed: { proportion: ['removed'] }, stopped: { proportion: ['removed', 'withdrawn'] } });

function answer(result: ExperimentResult): string[] {
  const arm = (attacker: string, target: string) => result.arms.find((a) => a.coords?.attacker === attacker && a.coords?.target === target)!;
  const removed = (a: ArmResult) => {
    const m = a.metrics.removed as ProportionMetric;
    return formatProportion(m.p, m.ci, m.n, 'attacks');
  };
  // Exact removal chance averaged over the seven target types, and per point of the attacker's cost.
  const average = (attacker: string) => TARGETS.reduce((sum, target) => sum + exactOutcomes(compiled({ attacker, target })).removed, 0) / TARGETS.length;
  const ranked = [...ATTACKERS].sort((a, b) => average(b) / costOf(b) - average(a) / costOf(a));
  const perPoint = ranked.map((type) => `${type} ${shown(average(type) / costOf(type), 3)} (${shown(average(type), 3)} for ${costOf(type)} pt)`).join(', ');
  const heavyOn = (target: string) => exactOutcomes(compiled({ attacker: 'heavy', target })).removed;
  const colossal = (targets: string[]) => shown(targets.reduce((sum, target) => sum + heavyOn(target), 0), 2);
  return [
    `A Heavy's melee attack removes Fighters ${removed(arm('heavy', 'fighters'))} of the time, Dregs ${removed(arm('heavy', 'dregs'))} and another Heavy ${removed(arm('heavy', 'heavy'))}; Fighters remove Fighters ${removed(arm('fighters', 'fighters'))}.`,
    `Per point of cost, exactly (removal chance averaged over the seven target types, divided by the attacker's points), best first: ${perPoint}. The Heavy's 3 points buy ${ranked.indexOf('heavy') === 0 ? 'the most removal per point' : `rank ${ranked.indexOf('heavy') + 1} of ${ranked.length} per point`} in attack alone (its Will ${PROFILES[ELEMENT_TYPES.indexOf('heavy')].will}+, Intimidate and traits are not counted here).`,
    `A Colossal Heavy checks up to three Elements at once: against three Fighters it removes ${colossal(['fighters', 'fighters', 'fighters'])} on average (one: ${colossal(['fighters'])}), against three Dregs ${colossal(['dregs', 'dregs', 'dregs'])} (exact, the sum of its single-attack chances); and a Colossal Heavy that passes its own Will check does not withdraw.`,
  ];
}

const arms: ArmSpec<Cell>[] = ATTACKERS.flatMap((attacker) =>
  TARGETS.map((target) => ({
    id: `${attacker}-v-${target}`,
    label: `${attacker} attacking ${target}`,
    params: () => ({ attacker, target }),
    coords: { attacker, target },
    baseline: null,
  })),
);

export default defineExperiment<Cell>({
  id: 'rr-element-matchups',
  title: 'One melee attack of each Element against each Element',
  question: 'How often does one melee attack of each Element type remove or stop each target type, and how much is that per point of cost (the Heavy, the Colossal Heavy)?',
  source: { rulebook: '004_c41133d86b017ece.txt', section: 'Four Elements; Gameplay › Attacks; Heavy Traits › Colossal', catalogue: ['RR-038', 'RR-032', 'RR-089'] },
  arms,
  metrics: {
    removed: { kind: 'proportion', label: 'Target removed' },
    stopped: { kind: 'proportion', label: 'Target removed or withdrawn' },
  },
  batch,
  precision: { targetHalfWidth: 0.003, budget: 1_000_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'matrix', metric: 'removed', x: 'target', y: 'attacker', title: 'Chance one melee attack removes the target' },
    { kind: 'matrix', metric: 'stopped', x: 'target', y: 'attacker', title: 'Chance one melee attack removes the target or makes it withdraw' },
  ],
});
