/**
 * Jagged Shards JS-064 (000_9659637e2373f14e.txt, Ch. 8 Grenades & Shard
 * Bursts: "cost 2 Warp Flares • replace a normal attack"; Ch. 8 Rerolls: "A
 * roll may only be rerolled once", cost not given: variant `reroll-cost`,
 * default 1): are 2 Warp Flares better spent on a grenade or on two rerolls?
 *
 * Through the attack pipeline (attack.ts, `playtest attack jagged-shards`),
 * for the two units with a replacement attack in the illustrative profiles
 * (data/profiles.json: the Containment Operative's Frag Grenade, wound class
 * 2, and the Shard Seer's Shard Burst, wound class 3; both SR 30 close / 40
 * medium, ignoring cover) against every unit of the other faction at 4"
 * (close) and 12" (medium), in the open, Light and Heavy Cover:
 * - `attack`: the unit's normal weapon, no Warp Flare;
 * - `reroll`: the same attack with a reroll of a plain fail (1 Warp Flare);
 * - `grenade`: the replacement attack instead (2 Warp Flares).
 * The grenade's worth for its 2 Warp Flares is its expected wounds less the
 * normal attack's (it replaces it); two rerolls at 1 Warp Flare each, which
 * must be on two different rolls (once per roll), are worth twice a reroll's
 * gain on an attack like this one; under reroll-cost=2, one reroll. Exact
 * from the d100 kernel, sampled with the pipeline's sampler (the tests check
 * they agree). Wounds under the default wound model.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { jaggedShardsAttack } from '../../src/systems/jagged-shards/attack.ts';
import { PROFILES } from '../../src/systems/jagged-shards/data.ts';
import { formatMean, shown } from '../../src/report/format.ts';
import { attackBatch, exactMean } from '../_attackBatch.ts';

export const SPENDS = ['attack', 'reroll', 'grenade'] as const;
export type Spend = (typeof SPENDS)[number];
export const THROWERS = [
  { unit: 'containment-operative', grenade: 'frag-grenade' },
  { unit: 'shard-seer', grenade: 'shard-burst' },
] as const;
export const DISTANCES = [4, 12] as const;
export const COVERS = ['none', 'light', 'heavy'] as const;
export type Cell = { attacker: string; grenade: string; target: string; distance: number; cover: string; spend: Spend };

const unit = (id: string) => PROFILES.byId.get(id)!;
const foesOf = (id: string) => PROFILES.units.filter((u) => u.faction !== unit(id).faction).map((u) => u.id);

export function compiled(cell: Cell): CompiledAttack {
  const values: Record<string, string | number | boolean> = { attacker: cell.attacker, target: cell.target, distance: cell.distance, cover: cell.cover };
  if (cell.spend === 'grenade') values.weapon = cell.grenade;
  if (cell.spend === 'reroll') values.reroll = true;
  return jaggedShardsAttack.compile(attackValues(jaggedShardsAttack, values), {});
}

export const exactWounds = (cell: Cell) => exactMean(compiled(cell), 'meanWounds');

/** Expected wounds 2 Warp Flares buy: the grenade's over the attack it replaces, or the rerolls' (2 at cost 1, 1 at cost 2). */
export function worthOfTwoFlares(cell: Omit<Cell, 'spend'>, rerollCost: 1 | 2): { grenade: number; rerolls: number } {
  const plain = exactWounds({ ...cell, spend: 'attack' });
  return { grenade: exactWounds({ ...cell, spend: 'grenade' }) - plain, rerolls: (2 / rerollCost) * (exactWounds({ ...cell, spend: 'reroll' }) - plain) };
}

const armId = (c: Cell) => `${c.attacker}-${c.target}-${c.distance}in-${c.cover}-${c.spend}`;
export const CELLS: Cell[] = THROWERS.flatMap((t) =>
  foesOf(t.unit).flatMap((target) => DISTANCES.flatMap((distance) => COVERS.flatMap((cover) => SPENDS.map((spend) => ({ attacker: t.unit, grenade: t.grenade, target, distance, cover, spend }))))),
);
const arms: ArmSpec<Cell>[] = CELLS.map((cell) => ({
  id: armId(cell),
  label: `${unit(cell.attacker).name} vs ${unit(cell.target).name}, ${cell.distance}", ${cell.cover}: ${cell.spend}`,
  params: () => ({ ...cell }),
  coords: { attacker: unit(cell.attacker).name, target: unit(cell.target).name, distance: cell.distance, cover: cell.cover, spend: cell.spend },
  baseline: cell.spend === 'attack' ? null : armId({ ...cell, spend: 'attack' }),
}));

const batch = attackBatch<Cell>(compiled, { wounds: { mean: 'meanWounds' }, destroyed: { mean: 'destroyed' } });

function answer(result: ExperimentResult): string[] {
  const situations = CELLS.filter((c) => c.spend === 'attack');
  const tally = (cost: 1 | 2) => {
    let grenade = 0;
    let rerolls = 0;
    for (const c of situations) {
      const w = worthOfTwoFlares(c, cost);
      if (w.grenade > w.rerolls + 1e-12) grenade++;
      else if (w.rerolls > w.grenade + 1e-12) rerolls++;
    }
    return { grenade, rerolls, tie: situations.length - grenade - rerolls };
  };
  const one = tally(1);
  const two = tally(2);
  const perThrower = THROWERS.map((t) => {
    const rows = DISTANCES.flatMap((distance) =>
      COVERS.map((cover) => {
        const cs = situations.filter((c) => c.attacker === t.unit && c.distance === distance && c.cover === cover);
        const g = cs.reduce((s, c) => s + worthOfTwoFlares(c, 1).grenade, 0) / cs.length;
        const r = cs.reduce((s, c) => s + worthOfTwoFlares(c, 1).rerolls, 0) / cs.length;
        return `${distance}" ${cover}: grenade ${g >= 0 ? '+' : ''}${shown(g, 3)}, two rerolls +${shown(r, 3)}`;
      }),
    );
    return `${unit(t.unit).name} (${unit(t.unit).weapons.find((w) => w.ability >= 0)?.name ?? t.grenade}), averaged over its ${foesOf(t.unit).length} targets: ${rows.join('; ')}`;
  });
  const sample = result.arms.find((a) => a.id === armId({ ...situations[0], spend: 'grenade' }))!.metrics.wounds as MeanMetric;
  const within = result.arms.filter((a) => { const m = a.metrics.wounds as MeanMetric; const v = exactWounds(a.params as unknown as Cell); return m.ci[0] <= v && v <= m.ci[1]; }).length;
  return [
    `Expected wounds bought by 2 Warp Flares, exact (reroll-cost=1): ${perThrower.join('. ')}.`,
    `Over all ${situations.length} situations (2 throwers x their targets x 2 distances x 3 covers): at 1 Warp Flare a reroll, two rerolls buy more than the grenade in ${one.rerolls}, the grenade more in ${one.grenade}${one.tie > 0 ? `, equal in ${one.tie}` : ''}; at 2 Warp Flares a reroll (one reroll for the grenade's price), rerolls ${two.rerolls}, grenade ${two.grenade}${two.tie > 0 ? `, equal ${two.tie}` : ''}. The grenade gains in cover (it ignores it) and at close range (base SR 30); two rerolls need two attacks to spend them on (once per roll, Ch. 8).`,
    `Exact from the d100 kernel; the sampled attacks hold the exact mean inside their 95% interval in ${within} of ${result.arms.length} cells (e.g. ${result.arms.find((a) => a.id === armId({ ...situations[0], spend: 'grenade' }))!.label}: ${formatMean(sample.mean, sample.ci, sample.n, 'wounds', 'attacks')}). Illustrative profiles (the core prints none); default wound model.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'js-grenade-or-rerolls',
  title: 'A grenade or two rerolls for 2 Warp Flares',
  question: 'Grenades and shard bursts cost 2 Warp Flares and replace a normal attack (Ch. 8): is that worth more than two rerolls at 1 Warp Flare each?',
  source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 Grenades & Shard Bursts; Ch. 8 Rerolls', catalogue: ['JS-064'] },
  arms,
  metrics: {
    wounds: { kind: 'mean', label: 'Expected wounds', unit: 'wounds per attack' },
    destroyed: { kind: 'mean', label: 'Chance the target is destroyed', unit: 'share of attacks' },
  },
  batch,
  precision: { budget: 40_000 },
  chunkSize: 65536,
  answer,
  // Heatmaps of one distance and cover each (a forest of all 132 comparisons was a 1.2 MB chart); the answer covers every cell.
  charts: THROWERS.map((t) => ({ kind: 'heatmap' as const, metric: 'wounds', x: 'spend', y: 'target', where: { attacker: unit(t.unit).name, distance: 4, cover: 'light' }, title: `${unit(t.unit).name}, 4" against Light Cover: expected wounds by what the Warp Flares buy` })),
});
