/**
 * Syndicate Protocol SP-013 (003_c7f3f5aee5a5ed6f.txt, Status Effects › 10.7
 * Design Philosophy: "designed to be impactful but temporary"): how much does
 * each status change one attack's expected damage, on the target and on the
 * attacker? A reference attack through the game's attack pipeline (attack.ts):
 * Razor's AR-12 Vanguard at 4 spaces, stationary, against Lens in a Light
 * Tactical Vest in Light Cover, then the same attack with one status, each
 * compared with the plain attack; the statuses with two printed definitions
 * are measured under the section 10 reading (the default) and under appendix
 * D's. Damage over time (Burning, Bleeding) and what a status stops (Jammed's
 * cards, Hidden's targeting) are not one attack's damage: those show no change
 * here, and how long statuses last is a game-level question this does not
 * answer.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { ParamError } from '../../src/dice/kernel.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { syndicateAttack } from '../../src/systems/syndicate-protocol/attack.ts';
import { ATTACK_VARIANTS, STATUS_NAMES } from '../../src/systems/syndicate-protocol/rules.ts';
import { formatMean, formatMeanDifference, shown } from '../../src/report/format.ts';
import { attackBatch, exactMean } from '../_attackBatch.ts';

type Side = 'none' | 'target' | 'attacker';
type Cell = { status: string; side: Side; reading: string };

/** The statuses whose definition is a named variant (section 10 vs appendix D). */
const READ_TWICE = STATUS_NAMES.filter((status) => Object.hasOwn(ATTACK_VARIANTS, status));
const REFERENCE = { attacker: 'razor', weapon: 'ar-12-vanguard', target: 'lens', armor: 'light-tactical-vest', distance: 4, cover: 'light' };

/** The reference attack with the cell's status, at default readings except the status's own; null when the status forbids it. */
function compiled(cell: Cell): CompiledAttack | null {
  const variants: Record<string, string> = Object.fromEntries(Object.entries(ATTACK_VARIANTS).map(([name, variant]) => [name, variant.default]));
  if (cell.reading !== 'default' && Object.hasOwn(variants, cell.status)) variants[cell.status] = cell.reading;
  const statuses = cell.side === 'none' ? {} : { [cell.side === 'target' ? 'status' : 'attacker-status']: [cell.status] };
  try {
    return syndicateAttack.compile(attackValues(syndicateAttack, { ...REFERENCE, ...statuses }), variants);
  } catch (error) {
    if (error instanceof ParamError) return null; // e.g. a Hidden target beyond reach, a Jammed attacker
    throw error;
  }
}

/** n attacks through the pipeline's sampler (an attack the status forbids does no damage). */
const batch = attackBatch<Cell>(compiled, { damage: { mean: 'meanDamage' } });

function answer(result: ExperimentResult): string[] {
  const plain = result.arms[0];
  const base = plain.metrics.damage as MeanMetric;
  const changed = result.arms.slice(1).filter((arm) => arm.vsBaseline!.damage.ci[0] > 0 || arm.vsBaseline!.damage.ci[1] < 0);
  const unchanged = result.arms.slice(1).filter((arm) => !changed.includes(arm));
  const change = (arm: ArmResult) => `${arm.label} ${formatMeanDifference(arm.vsBaseline!.damage.diff, arm.vsBaseline!.damage.ci, arm.trials, '', 'attacks')}`;
  const byEffect = [...changed].sort((a, b) => b.vsBaseline!.damage.diff - a.vsBaseline!.damage.diff);
  const exactOf = (arm: ArmResult) => exactMean(compiled(arm.params as unknown as Cell), 'meanDamage');
  const largest = byEffect[0];
  return [
    `The reference attack (Razor's AR-12 at 4 spaces against Lens in a Light Tactical Vest and Light Cover) does ${formatMean(base.mean, base.ci, base.n, 'damage', 'attacks')}.`,
    `Statuses that change it, largest gain for the attacker first: ${byEffect.map(change).join('; ')}.${largest ? ` Exactly, ${largest.label} moves it from ${shown(exactOf(plain), 3)} to ${shown(exactOf(largest), 3)}.` : ''}`,
    `No clear change to one attack's damage (they act on other things: damage over time, cards, targeting, movement): ${unchanged.map((arm) => arm.label).join(', ')}. How long each status lasts is a game-level question this does not measure.`,
  ];
}

const cells: Cell[] = [
  { status: 'none', side: 'none', reading: 'default' },
  ...STATUS_NAMES.flatMap((status) => (['target', 'attacker'] as const).map((side) => ({ status, side, reading: 'default' }))),
  ...READ_TWICE.flatMap((status) => (['target', 'attacker'] as const).map((side) => ({ status, side, reading: 'appendix-d' }))),
];

const arms: ArmSpec<Cell>[] = cells.map((cell) => ({
  id: cell.side === 'none' ? 'plain' : `${cell.side}-${cell.status}${cell.reading === 'default' ? '' : `-${cell.reading}`}`,
  label: cell.side === 'none' ? 'no status' : `${cell.side} ${cell.status}${cell.reading === 'default' ? '' : ` (${cell.reading})`}`,
  params: () => ({ ...cell }),
  coords: { status: cell.status, side: cell.side, reading: cell.reading },
}));

export default defineExperiment<Cell>({
  id: 'sp-status-effects',
  title: 'Status effects and one attack',
  question: "How much does each status effect, on the target or on the attacker, change one attack's expected damage?",
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Status Effects (section 10, appendix D)', catalogue: ['SP-013'] },
  arms,
  metrics: { damage: { kind: 'mean', label: 'Expected damage', unit: 'damage per attack' } },
  batch,
  precision: { targetHalfWidth: 0.005, budget: 1_000_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'forest', metric: 'damage', title: 'Each status minus no status' }],
});
