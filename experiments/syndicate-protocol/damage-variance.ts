/**
 * Syndicate Protocol SP-004 (003_c7f3f5aee5a5ed6f.txt, Combat › Engagement
 * Doctrine): "Positioning and timing decide expected damage before dice are
 * rolled." How much of the spread of one attack's damage comes from the
 * situation (range, cover, the target Marked, whether the attacker moved) and
 * how much from the dice?
 *
 * For one weapon of each category, fired by Razor at Lens in a Light Tactical
 * Vest, every situation of a grid (distance 1-10 within the weapon's reach,
 * cover none, light or heavy, target Marked or not, attacker moved or not)
 * is equally likely. The law of total variance splits the damage's variance
 * exactly: Var(damage) = Var(E[damage | situation]) + E[Var(damage | situation)],
 * the first part the situation's (what positioning and timing decide), the
 * second the dice's. Each trial draws a situation and fires one attack through
 * the pipeline's sampler, so the sampled mean and spread check the exact ones.
 * An attack counts once per round for an Operator (each fires once a round).
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { ParamError } from '../../src/dice/kernel.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { syndicateAttack } from '../../src/systems/syndicate-protocol/attack.ts';
import { ATTACK_VARIANTS } from '../../src/systems/syndicate-protocol/rules.ts';
import { formatMean, percent, shown } from '../../src/report/format.ts';
import { exactOutcomes } from '../_attackBatch.ts';

export const WEAPONS = [
  { id: 'sidekick-9mm', label: 'Sidekick 9mm (pistol)' },
  { id: 'razorline-pdw', label: 'Razorline PDW (SMG)' },
  { id: 'street-sweeper-sg-12', label: 'Street Sweeper SG-12 (shotgun)' },
  { id: 'ar-12-vanguard', label: 'AR-12 Vanguard (assault rifle)' },
  { id: 'longshot-m99', label: 'Longshot M99 (sniper rifle)' },
  { id: 'ironclad-lmg', label: 'Ironclad LMG (heavy weapon)' },
] as const;
const DISTANCES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const COVERS = ['none', 'light', 'heavy'] as const;
const REFERENCE = { attacker: 'razor', target: 'lens', armor: 'light-tactical-vest' };

type Cell = { weapon: string };

/** One situation of the grid and its compiled attack. */
export interface Situation {
  distance: number;
  cover: string;
  marked: boolean;
  moved: boolean;
  attack: CompiledAttack;
  /** Exact chance of each damage value 0..k. */
  damage: number[];
}

const DEFAULTS: Record<string, string> = Object.fromEntries(Object.entries(ATTACK_VARIANTS).map(([name, variant]) => [name, variant.default]));

/** Every situation of the grid the weapon can fire in (a distance beyond its reach is left out: ParamError). */
export function situations(weapon: string): Situation[] {
  const out: Situation[] = [];
  for (const distance of DISTANCES) {
    for (const cover of COVERS) {
      for (const marked of [false, true]) {
        for (const moved of [false, true]) {
          let attack: CompiledAttack;
          try {
            attack = syndicateAttack.compile(attackValues(syndicateAttack, { ...REFERENCE, weapon, distance, cover, moved, status: marked ? ['marked'] : [] }), DEFAULTS);
          } catch (error) {
            if (error instanceof ParamError) continue;
            throw error;
          }
          const outcomes = exactOutcomes(attack);
          const damage: number[] = [];
          for (const [key, p] of Object.entries(outcomes)) damage[Number(key)] = (damage[Number(key)] ?? 0) + p;
          out.push({ distance, cover, marked, moved, attack, damage: Array.from(damage, (p) => p ?? 0) });
        }
      }
    }
  }
  return out;
}

export interface Decomposition {
  situations: number;
  mean: number;
  /** Var(E[damage | situation]): the situation's part. */
  between: number;
  /** E[Var(damage | situation)]: the dice's part. */
  within: number;
}

/** The law of total variance over equally likely situations, exactly. */
export function decompose(list: readonly Situation[]): Decomposition {
  const moments = list.map((s) => {
    const m = s.damage.reduce((sum, p, d) => sum + p * d, 0);
    const m2 = s.damage.reduce((sum, p, d) => sum + p * d * d, 0);
    return { mean: m, variance: m2 - m * m };
  });
  const mean = moments.reduce((sum, x) => sum + x.mean, 0) / list.length;
  const between = moments.reduce((sum, x) => sum + (x.mean - mean) ** 2, 0) / list.length;
  const within = moments.reduce((sum, x) => sum + x.variance, 0) / list.length;
  return { situations: list.length, mean, between, within };
}

// Compiled once per weapon per thread: the runner passes the same params object for every chunk of an arm.
const prepared = new WeakMap<Cell, { list: Situation[]; samplers: ReturnType<CompiledAttack['sampler']>[]; code: Uint16Array; values: Float64Array[] }>();

/** The final damage of each fine outcome code (the pipeline's outcome keys are the damage values "0".."k"). */
function damageOfCodes(attack: CompiledAttack): Float64Array {
  const { outcomeKeys, outcomeOf, size } = attack.model;
  return Float64Array.from({ length: size }, (_, code) => Number(outcomeKeys[outcomeOf[code]]));
}

/** One trial: a situation drawn uniformly, then one attack in it through the pipeline's sampler. */
function trial(cell: Cell, rng: Xoshiro128): { damage: number } {
  let p = prepared.get(cell);
  if (!p) {
    const list = situations(cell.weapon);
    p = { list, samplers: list.map((s) => s.attack.sampler()), code: new Uint16Array(1), values: list.map((s) => damageOfCodes(s.attack)) };
    prepared.set(cell, p);
  }
  const k = rng.nextBelow(p.list.length);
  p.samplers[k].sample(rng, p.code, 1);
  return { damage: p.values[k][p.code[0]] };
}

function answer(result: ExperimentResult): string[] {
  const rows = result.arms.map((arm: ArmResult) => {
    const d = decompose(situations(String(arm.params.weapon)));
    const m = arm.metrics.damage as MeanMetric;
    return { arm, d, m, share: d.between / (d.between + d.within) };
  });
  const line = (r: (typeof rows)[number]) =>
    `${r.arm.label}: ${percent(r.share, 0)} from the situation (variance ${shown(r.d.between, 2)} of ${shown(r.d.between + r.d.within, 2)}, exact over ${r.d.situations} situations; sampled: ${formatMean(r.m.mean, r.m.ci, r.m.n, 'damage', 'attacks')} against ${shown(r.d.mean, 3)} exact, standard deviation ${shown(r.m.sd, 2)} against ${shown(Math.sqrt(r.d.between + r.d.within), 2)})`;
  const situational = rows.filter((r) => r.share > 0.5).map((r) => r.arm.label);
  const dice = rows.filter((r) => r.share <= 0.5).map((r) => r.arm.label);
  return [
    `How much of the spread of one attack's damage the situation decides (range, cover, Marked, moved), the rest being the dice, with every situation of the grid equally likely: ${rows.map(line).join('; ')}.`,
    `${situational.length ? `The situation decides more than the dice for ${situational.join(', ')}` : 'For no weapon does the situation decide more than the dice'}; ${dice.length ? `the dice decide more for ${dice.join(', ')}` : 'for every weapon the situation decides more'}. The claim "positioning and timing decide expected damage before dice are rolled" holds for the expected damage by construction (the dice only spread the result around it); how much of what actually happens it decides is the share above.`,
    'The grid weighs every situation alike; real games meet some far more often (the syndicate-protocol games could weigh them by how often they arise). Statuses other than Marked, cards and weapon traits that depend on earlier rounds are left at their defaults.',
  ];
}

const arms: ArmSpec<Cell>[] = WEAPONS.map((w) => ({ id: w.id, label: w.label, params: { weapon: w.id }, coords: { weapon: w.label } }));

export default defineExperiment<Cell>({
  id: 'sp-damage-variance',
  title: 'Positioning or dice: what decides one attack?',
  question: 'How much of the variance of one attack\'s damage comes from the situation (range, cover, Marked, moving) and how much from the dice?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Combat › Engagement Doctrine', catalogue: ['SP-004'] },
  arms,
  metrics: { damage: { kind: 'mean', label: 'Damage per attack, situation drawn from the grid', unit: 'damage per attack' } },
  trial,
  precision: { targetHalfWidth: 0.01, budget: 200_000 },
  chunkSize: 16384,
  answer,
  charts: [{ kind: 'arms', metric: 'damage', reference: 'none', title: 'Mean damage per attack over the situation grid' }],
});
