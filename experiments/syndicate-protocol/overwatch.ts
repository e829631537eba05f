/**
 * Syndicate Protocol SP-032 (003_c7f3f5aee5a5ed6f.txt, Status Effects › 10.4
 * Overwatch and Appendix A Overwatch Stance: "Unit gains +1 RoF until end of
 * round if enemy moved this turn." vs the Glossary (Appendix E): "A reactive
 * state that allows interrupt attacks against qualifying enemy movement."):
 * the damage per round each reading gives.
 *
 * Overwatch Stance is Bulwark United's (Rampart's) card, so the attacker is
 * Rampart with the Ironclad LMG (RoF 6, range 5), standing still (he played a
 * Maneuver), at 4 spaces from a target that moved, in the open or in Light
 * Cover, through the game's attack pipeline (attack.ts), against each preset
 * Operator in its preset armour. Readings:
 * - `plus-one-rof` (10.4, the engine's): his attack this round rolls one more
 *   die (the target moved);
 * - `interrupt-extra` (Glossary): an interrupt attack at the moving target on
 *   top of his attack this round: two plain attacks;
 * - `interrupt-instead`: the interrupt is his attack this round, made earlier:
 *   one plain attack.
 * The plain attack (no card) is the baseline. Exact from the pipeline's
 * distribution; sampled by the pipeline's sampler (one or two attacks a
 * round), which the tests check against it.
 *
 * What this does not measure (why SP-032 is a game question too): when the
 * interrupt comes (before the target's own attack, so it can kill first),
 * where on its path the target is caught, and the reaction window, which the
 * simultaneous round (3.1-3.5) does not define; the engine plays only the
 * +1 RoF reading (rules card).
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { syndicateAttack } from '../../src/systems/syndicate-protocol/attack.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { formatMean, shown } from '../../src/report/format.ts';
import { exactMean } from '../_attackBatch.ts';

export const READINGS = ['plain', 'plus-one-rof', 'interrupt-extra', 'interrupt-instead'] as const;
export type Reading = (typeof READINGS)[number];
export const TARGETS = ['lens', 'velocity', 'razor', 'glitch', 'rampart'] as const;
export const COVERS = ['none', 'light'] as const;
export type Cell = { reading: Reading; target: string; cover: string };

const presetOf = (id: string) => syndicateProtocol.presets[id] as SyndicateSide;
/** Attacks a round under each reading (the interrupt on top of the round's attack is a second one). */
export const ATTACKS: Record<Reading, number> = { plain: 1, 'plus-one-rof': 1, 'interrupt-extra': 2, 'interrupt-instead': 1 };

export function compiled(cell: Cell): CompiledAttack {
  const card: Record<string, string> = cell.reading === 'plus-one-rof' ? { card: 'overwatch-stance' } : {};
  const values = { attacker: 'rampart', weapon: 'ironclad-lmg', target: cell.target, armor: presetOf(cell.target).armor, distance: 4, cover: cell.cover, 'target-moved': true, ...card };
  return syndicateAttack.compile(attackValues(syndicateAttack, values), {});
}

/** Exact expected damage a round: the attack's mean times the attacks a round. */
export const exactRound = (cell: Cell) => ATTACKS[cell.reading] * exactMean(compiled(cell), 'meanDamage');

const prepared = new WeakMap<Params, { sampler: ReturnType<CompiledAttack['sampler']>; damage: Float64Array; codes: Uint16Array }>();
const batch: BatchFunction<Params> = (params, rng, n, tally) => {
  const cell = params as unknown as Cell;
  let p = prepared.get(params);
  if (!p) {
    const attack = compiled(cell);
    p = { sampler: attack.sampler(), damage: Float64Array.from(attack.model.means.meanDamage), codes: new Uint16Array(0) };
    prepared.set(params, p);
  }
  const k = ATTACKS[cell.reading];
  if (p.codes.length < k * n) p.codes = new Uint16Array(k * n);
  p.sampler.sample(rng, p.codes, k * n);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    let round = 0;
    for (let j = 0; j < k; j++) round += p.damage[p.codes[i * k + j]];
    sum += round;
    squares += round * round;
  }
  tally.mean('damage', sum, squares);
};

const armId = (c: Cell) => `${c.target}-${c.cover}-${c.reading}`;
const cells: Cell[] = TARGETS.flatMap((target) => COVERS.flatMap((cover) => READINGS.map((reading) => ({ reading, target, cover }))));
const arms: ArmSpec<Cell>[] = cells.map((cell) => ({
  id: armId(cell),
  label: `vs ${presetOf(cell.target).name}${cell.cover === 'light' ? ' in Light Cover' : ''}, ${cell.reading}`,
  params: () => ({ ...cell }),
  coords: { target: presetOf(cell.target).name, cover: cell.cover, reading: cell.reading },
  baseline: cell.reading === 'plain' ? null : armId({ ...cell, reading: 'plain' }),
}));

function answer(result: ExperimentResult): string[] {
  const arm = (c: Cell) => result.arms.find((a) => a.id === armId(c))!;
  const line = (cover: string) =>
    TARGETS.map((target) => {
      const at = (reading: Reading) => shown(exactRound({ reading, target, cover }), 2);
      return `${presetOf(target).name} ${at('plain')} / ${at('plus-one-rof')} / ${at('interrupt-extra')}`;
    }).join('; ');
  const gain = (reading: Reading) => TARGETS.map((target) => exactRound({ reading, target, cover: 'none' }) - exactRound({ reading: 'plain', target, cover: 'none' }));
  const ratio = TARGETS.map((target) => (exactRound({ reading: 'interrupt-extra', target, cover: 'none' }) - exactRound({ reading: 'plain', target, cover: 'none' })) / Math.max(1e-12, exactRound({ reading: 'plus-one-rof', target, cover: 'none' }) - exactRound({ reading: 'plain', target, cover: 'none' })));
  const sample = arm({ reading: 'plus-one-rof', target: 'lens', cover: 'none' }).metrics.damage as MeanMetric;
  const within = cells.filter((c) => { const m = arm(c).metrics.damage as MeanMetric; const v = exactRound(c); return m.ci[0] <= v && v <= m.ci[1]; }).length;
  return [
    `Rampart's Ironclad LMG, standing still, 4 spaces from a target that moved: expected damage a round, exact, plain attack / +1 RoF (10.4, the engine's reading) / plain attack plus an interrupt attack (Glossary, on top): in the open ${line('none')}; in Light Cover ${line('light')}. An interrupt that replaces the round's attack deals the plain attack's damage, only earlier.`,
    `In the open the +1 die adds ${shown(Math.min(...gain('plus-one-rof')), 2)} to ${shown(Math.max(...gain('plus-one-rof')), 2)} damage a round and the extra interrupt attack ${shown(Math.min(...gain('interrupt-extra')), 2)} to ${shown(Math.max(...gain('interrupt-extra')), 2)}: the Glossary's reading, if the interrupt comes on top, is worth ${shown(Math.min(...ratio), 1)} to ${shown(Math.max(...ratio), 1)} times the 10.4 reading's gain. Against the Composite Operators (ARM 2 and Reinforced Plating) every reading stays small.`,
    `Exact values from the attack pipeline; the sampled rounds hold the exact value inside their 95% interval in ${within} of ${cells.length} cells (e.g. +1 RoF against Lens in the open: ${formatMean(sample.mean, sample.ci, sample.n, 'damage', 'rounds')}). In Light Cover the Heavy weapon's +1 against a target in cover comes with the cover's +1 Dodge (5.7's Suppression Scaling, "+1 if the target is in cover", names no stat: read as damage by default, so cover can raise the damage taken; variant category-bonus plays accuracy or a die instead). Not measured: the interrupt's timing (before the target fires), where on its path the target is caught, and the reaction window the simultaneous round does not define; the engine's games play the +1 RoF reading only.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'sp-overwatch',
  title: 'Overwatch: +1 RoF or an interrupt attack, damage a round',
  question: 'Overwatch is "+1 RoF until end of round if enemy moved" (10.4, App. A) or "a reactive state that allows interrupt attacks" (Glossary): how much damage a round does each reading give?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Status Effects › 10.4 Overwatch vs Appendix E Glossary › Overwatch', catalogue: ['SP-032'] },
  arms,
  metrics: { damage: { kind: 'mean', label: 'Expected damage a round', unit: 'damage per round' } },
  batch,
  precision: { budget: 200_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'arms', metric: 'damage', reference: 'none', title: 'Damage a round under each reading' }],
});
