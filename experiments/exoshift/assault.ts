/**
 * Exoshift EX-018 (001_9ac883e80b2d20e9.txt, Assaults: "sometimes all a
 * commander can do is order troops to close in to circumvent or overcome those
 * defenses"): against a target in cover, how much more does an Assault (its
 * attacks ignore cover and obscurement, at point blank) take out than Focus
 * Fire from short range, and what does the assaulting model risk from the
 * target's defensive fire at point blank? The rulebook's Sol Line Infantry with
 * the IGI-87 on both sides, one action each, through the game's attack
 * pipeline (attack.ts; Focus Fire spends its focus the way that maximises the
 * chance of damage); the target in the open, in light cover, in heavy cover,
 * and Hunkered Down in heavy cover. "Taken out" is Downed or worse on the
 * casualty table.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { formatProportion, percent, shown } from '../../src/report/format.ts';
import { attackBatch, exactOutcomes } from '../_attackBatch.ts';

const SOLDIER = 'sol-line-infantry';
const COVERS = ['open', 'light', 'heavy', 'heavy-hunkered'] as const;
type Cover = (typeof COVERS)[number];
type Action = 'focus-fire' | 'assault' | 'defensive-fire';
type Cell = { action: Action; cover: Cover };

const TAKEN_OUT = ['downed', 'wounded', 'incapacitated', 'destroyed'];

/** One action of the cell; defensive fire is the target shooting back at the assaulting model, which stands in the open. */
function compiled(cell: Cell): CompiledAttack {
  const variants = Object.fromEntries(Object.entries(exoshiftAttack.variants).map(([name, variant]) => [name, variant.default]));
  const cover = cell.cover === 'open' ? 'none' : cell.cover === 'light' ? 'light' : 'heavy';
  const own =
    cell.action === 'defensive-fire'
      ? { attacker: SOLDIER, target: SOLDIER, action: 'defensive-fire' }
      : { attacker: SOLDIER, target: SOLDIER, action: cell.action, cover, hunkered: cell.cover === 'heavy-hunkered', ...(cell.action === 'focus-fire' ? { 'best-focus': true, range: 'short' } : {}) };
  return exoshiftAttack.compile(attackValues(exoshiftAttack, own), variants);
}

const takenOutExactly = (cell: Cell) => TAKEN_OUT.reduce((sum, key) => sum + (exactOutcomes(compiled(cell))[key] ?? 0), 0);

function answer(result: ExperimentResult): string[] {
  const arm = (action: Action, cover: Cover) => result.arms.find((a) => a.coords?.action === action && a.coords?.cover === cover)!;
  const out = (a: ArmResult) => {
    const m = a.metrics.takenOut as ProportionMetric;
    return formatProportion(m.p, m.ci, m.n, 'actions');
  };
  const clearlyMore = (a: ArmResult, b: ArmResult) => (a.metrics.takenOut as ProportionMetric).ci[0] > (b.metrics.takenOut as ProportionMetric).ci[1];
  const hunkered = [arm('assault', 'heavy-hunkered'), arm('focus-fire', 'heavy-hunkered')] as const;
  const open = [arm('assault', 'open'), arm('focus-fire', 'open')] as const;
  const ratio = takenOutExactly({ action: 'assault', cover: 'heavy-hunkered' }) / takenOutExactly({ action: 'focus-fire', cover: 'heavy-hunkered' });
  return [
    `Against a Hunkered target in heavy cover an Assault takes it out ${out(hunkered[0])} of the time and Focus Fire ${out(hunkered[1])}${clearlyMore(...hunkered) ? `: the Assault ${shown(ratio, 1)} times as often (exact)` : ': no clear difference'}.`,
    `In the open Focus Fire ${clearlyMore(open[1], open[0]) ? 'does better' : clearlyMore(...open) ? 'still does worse' : 'does about as well'}: ${out(open[1])} against the Assault's ${out(open[0])}.`,
    `The price: the target's defensive fire at point blank takes the assaulting model out ${out(arm('defensive-fire', 'open'))} of the time (exactly ${percent(takenOutExactly({ action: 'defensive-fire', cover: 'open' }), 1)}), before its own attacks.`,
  ];
}

const cells: Cell[] = [...(['focus-fire', 'assault'] as const).flatMap((action) => COVERS.map((cover) => ({ action, cover }))), { action: 'defensive-fire', cover: 'open' }];

const arms: ArmSpec<Cell>[] = cells.map((cell) => ({
  id: `${cell.action}-${cell.cover}`,
  label: cell.action === 'defensive-fire' ? 'defensive fire at the assaulter' : `${cell.action === 'assault' ? 'Assault' : 'Focus Fire'}, target ${cell.cover.replace('-', ', ')}`,
  params: () => ({ ...cell }),
  coords: { action: cell.action, cover: cell.cover },
  baseline: null,
}));

export default defineExperiment<Cell>({
  id: 'ex-assault',
  title: 'Assault or Focus Fire against a target in cover',
  question: 'Against a target in cover, how much more does an Assault take out than Focus Fire, and what does the assaulting model risk from defensive fire?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Assaults; Actions › Focus Fire; Combat › Cover; Actions › Hunker Down', catalogue: ['EX-018', 'EX-081', 'EX-082'] },
  arms,
  metrics: {
    takenOut: { kind: 'proportion', label: 'Target Downed or worse' },
    through: { kind: 'proportion', label: 'A hit gets past the Defense test' },
  },
  batch: attackBatch<Cell>(compiled, { takenOut: { proportion: TAKEN_OUT }, through: { proportion: ['damaged', 'unhurt', 'stunned', ...TAKEN_OUT] } }),
  precision: { targetHalfWidth: 0.003, budget: 1_000_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'arms', metric: 'takenOut', title: 'Target Downed or worse, per action' }],
});
