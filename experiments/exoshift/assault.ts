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
 * casualty table. The Assault arms sample its Assault Attacks alone; the
 * answer composes them exactly with the chance the defensive fire stops the
 * Assault (the assaulting model Stunned or worse: Focus Fire back from an
 * unexhausted target, Snap Fire from an Exhausted or Hunkered one), as
 * ex-action-value does (_actionValue.ts).
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { formatProportion, percent, shown } from '../../src/report/format.ts';
import { attackBatch, exactOutcomes } from '../_attackBatch.ts';
import { assaultStopped, PRINTED } from './_actionValue.ts';

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
  // "If the assaulting model is Stunned, Downed, or worse, as the result of Defensive Fire, it stops the assault" (Assaults):
  // an unexhausted defender fires back a Focus Fire, an Exhausted one a Snap Fire. A Hunkered target is Exhausted (Hunker
  // Down is a Primary action). The arms sample the Assault Attacks alone; the whole Assault is those times getting through.
  const stopped = { 'focus-fire': assaultStopped(PRINTED, 'focus-fire')!, 'snap-fire': assaultStopped(PRINTED, 'snap-fire')! };
  const assault = (cover: Cover, defence: 'focus-fire' | 'snap-fire') => (1 - stopped[defence]) * takenOutExactly({ action: 'assault', cover });
  const fire = (cover: Cover) => takenOutExactly({ action: 'focus-fire', cover });
  const hunkered = assault('heavy-hunkered', 'snap-fire');
  const compare = (a: number, b: number) => (a > b + 1e-12 ? `the Assault ${shown(a / b, 2)} times as often` : b > a + 1e-12 ? `Focus Fire ${shown(b / a, 2)} times as often` : 'the same');
  const open = { fresh: assault('open', 'focus-fire'), tired: assault('open', 'snap-fire'), fire: fire('open') };
  const heavy = { fresh: assault('heavy', 'focus-fire'), fire: fire('heavy') };
  return [
    `Against a Hunkered target in heavy cover (Exhausted by its Hunker Down, so its defensive fire is a Snap Fire, which stops the Assault ${percent(stopped['snap-fire'], 1)} of the time) the whole Assault takes it out ${percent(hunkered, 1)} of the time and Focus Fire ${percent(fire('heavy-hunkered'), 1)}: ${compare(hunkered, fire('heavy-hunkered'))} (exact; the Assault Attacks alone, once through, ${out(arm('assault', 'heavy-hunkered'))}, Focus Fire sampled ${out(arm('focus-fire', 'heavy-hunkered'))}).`,
    `Against an unexhausted target, whose defensive Focus Fire stops the Assault ${percent(stopped['focus-fire'], 1)} of the time: in heavy cover the Assault takes it out ${percent(heavy.fresh, 1)} and Focus Fire ${percent(heavy.fire, 1)} (${compare(heavy.fresh, heavy.fire)}); in the open ${percent(open.fresh, 1)} against Focus Fire's ${percent(open.fire, 1)} (${compare(open.fresh, open.fire)}; ${percent(open.tired, 1)} against an Exhausted target in the open). Exact, the attack pipeline's chances composed; the Assault Attacks ignore cover, so only the defensive fire and Focus Fire change with it.`,
    `The price: the target's defensive fire at point blank takes the assaulting model out ${out(arm('defensive-fire', 'open'))} of the time (exactly ${percent(takenOutExactly({ action: 'defensive-fire', cover: 'open' }), 1)}; a Focus Fire from an unexhausted target), before its own attacks; ex-action-value prices the Assault per CP among the other actions.`,
  ];
}

const cells: Cell[] = [...(['focus-fire', 'assault'] as const).flatMap((action) => COVERS.map((cover) => ({ action, cover }))), { action: 'defensive-fire', cover: 'open' }];

const arms: ArmSpec<Cell>[] = cells.map((cell) => ({
  id: `${cell.action}-${cell.cover}`,
  label: cell.action === 'defensive-fire' ? 'defensive fire at the assaulter' : `${cell.action === 'assault' ? 'Assault Attacks (once through the defensive fire)' : 'Focus Fire'}, target ${cell.cover.replace('-', ', ')}`,
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
  charts: [{ kind: 'arms', metric: 'takenOut', title: "Target Downed or worse, per action (an Assault's attacks once through)" }],
});
