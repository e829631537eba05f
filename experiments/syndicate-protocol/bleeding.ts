/**
 * Syndicate Protocol SP-085 (003_c7f3f5aee5a5ed6f.txt, Status Effects › 10.3
 * Bleeding: "Takes 1 damage at the start of the Attack Phase • Cannot
 * benefit from Shielded (Shielded is removed when Bleeding triggers) •
 * Bleeding cannot reduce a unit below 1 HP"; Appendix D: "cannot drop below 1
 * HP"): what Bleeding adds to a round in which the target is also shot.
 *
 * A round's loss for a Bleeding target with h HP: the tick first (1, but none
 * at 1 HP: the floor; any Shielded is removed, state.ts attackPhaseStart),
 * then one attack through the game's attack pipeline (attack.ts) without the
 * Shielded it lost. The reference attack is sp-status-effects's: Razor's AR-12
 * Vanguard at 4 spaces, stationary, against Lens in a Light Tactical Vest in
 * Light Cover. For h = 1..6, with and without Shielded, Bleeding against no
 * Bleeding: the chance the target is eliminated this round and the Health it
 * loses (never more than h). Exact from the pipeline's distribution, sampled
 * with its sampler (the tests check they agree).
 *
 * Nothing printed applies Bleeding (rules card: no card, trait or armor
 * does), so this is the status as written, not how often it happens.
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { syndicateAttack } from '../../src/systems/syndicate-protocol/attack.ts';
import { formatProportion, shown } from '../../src/report/format.ts';

export type Cell = { hp: number; bleeding: boolean; shielded: boolean };
export const HEALTH = [1, 2, 3, 4, 5, 6] as const;
const REFERENCE = { attacker: 'razor', weapon: 'ar-12-vanguard', target: 'lens', armor: 'light-tactical-vest', distance: 4, cover: 'light' };

/** The tick at the start of the Attack Phase (10.3): 1, but never below 1 HP. */
export const bleedTick = (cell: Cell) => (cell.bleeding && cell.hp > 1 ? 1 : 0);

/** The attack after the tick: Shielded only if Bleeding did not remove it. */
export function compiled(cell: Cell): CompiledAttack {
  const statuses: Record<string, readonly string[]> = cell.shielded && !cell.bleeding ? { status: ['shielded'] } : {};
  return syndicateAttack.compile(attackValues(syndicateAttack, { ...REFERENCE, ...statuses }), {});
}

/** Final damage of each fine outcome code (outcome keys are the damage "0".."k"). */
const damageOf = (attack: CompiledAttack) => Int32Array.from(attack.model.outcomeOf, (o) => Number(attack.model.outcomeKeys[o]));

/** Exact: the chance the round eliminates the target, and its mean Health lost. */
export function exactRound(cell: Cell): { eliminated: number; lost: number } {
  const attack = compiled(cell);
  const damage = damageOf(attack);
  const tick = bleedTick(cell);
  let eliminated = 0;
  let lost = 0;
  attack.exact().forEach((q, code) => {
    const total = Math.min(cell.hp, tick + damage[code]);
    if (total >= cell.hp) eliminated += q;
    lost += q * total;
  });
  return { eliminated, lost };
}

const prepared = new WeakMap<Params, { sampler: ReturnType<CompiledAttack['sampler']>; damage: Int32Array; codes: Uint16Array }>();
const batch: BatchFunction<Params> = (params, rng, n, tally) => {
  const cell = params as unknown as Cell;
  let p = prepared.get(params);
  if (!p) {
    const attack = compiled(cell);
    p = { sampler: attack.sampler(), damage: damageOf(attack), codes: new Uint16Array(0) };
    prepared.set(params, p);
  }
  if (p.codes.length < n) p.codes = new Uint16Array(n);
  p.sampler.sample(rng, p.codes, n);
  const tick = bleedTick(cell);
  let eliminated = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const total = Math.min(cell.hp, tick + p.damage[p.codes[i]]);
    if (total >= cell.hp) eliminated++;
    sum += total;
    squares += total * total;
  }
  tally.proportion('eliminated', eliminated);
  tally.mean('lost', sum, squares);
};

const armId = (c: Cell) => `hp${c.hp}-${c.shielded ? 'shielded' : 'plain'}-${c.bleeding ? 'bleeding' : 'none'}`;
const cells: Cell[] = HEALTH.flatMap((hp) => [false, true].flatMap((shielded) => [false, true].map((bleeding) => ({ hp, bleeding, shielded }))));
const arms: ArmSpec<Cell>[] = cells.map((cell) => ({
  id: armId(cell),
  label: `${cell.hp} HP${cell.shielded ? ', Shielded' : ''}${cell.bleeding ? ', Bleeding' : ''}`,
  params: () => ({ ...cell }),
  coords: { hp: cell.hp, shielded: cell.shielded ? 'Shielded' : 'not Shielded', bleeding: cell.bleeding ? 'Bleeding' : 'none' },
  baseline: cell.bleeding ? armId({ ...cell, bleeding: false }) : null,
}));

function answer(result: ExperimentResult): string[] {
  const arm = (c: Cell) => result.arms.find((a) => a.id === armId(c))!;
  const kill = (a: ArmResult) => a.metrics.eliminated as ProportionMetric;
  const show = (c: Cell) => formatProportion(kill(arm(c)).p, kill(arm(c)).ci, arm(c).trials, 'rounds');
  const row = (shielded: boolean) =>
    HEALTH.map((hp) => `${hp} HP ${shown(exactRound({ hp, shielded, bleeding: false }).eliminated, 3)} to ${shown(exactRound({ hp, shielded, bleeding: true }).eliminated, 3)}`).join(', ');
  const lost = (hp: number, shielded: boolean) => `${shown(exactRound({ hp, shielded, bleeding: false }).lost, 3)} to ${shown(exactRound({ hp, shielded, bleeding: true }).lost, 3)}`;
  const gain = (hp: number) => exactRound({ hp, shielded: false, bleeding: true }).eliminated - exactRound({ hp, shielded: false, bleeding: false }).eliminated;
  const top = HEALTH.reduce((best, hp) => (gain(hp) > gain(best) ? hp : best), HEALTH[0]);
  return [
    `Chance that the round eliminates the target (the reference attack: Razor's AR-12 at 4 spaces against Lens in a Light Tactical Vest and Light Cover), exact, without Bleeding to with it: ${row(false)}; Shielded target: ${row(true)}.`,
    `The floor: at 1 HP Bleeding deals nothing and the kill chance is the attack's alone (sampled ${show({ hp: 1, shielded: false, bleeding: true })}). Bleeding never eliminates a unit by itself: at h HP (h of 2 or more) it turns the attack's needed damage from h into h - 1, most at ${top} HP here (sampled ${show({ hp: top, shielded: false, bleeding: true })} against ${show({ hp: top, shielded: false, bleeding: false })} without Bleeding). Health lost in the round, exact, without Bleeding to with it: at 4 HP ${lost(4, false)}, Shielded ${lost(4, true)} (Bleeding also removes the Shielded that would have prevented 1 of the attack's damage).`,
    `Exact values from the attack pipeline's distribution; the sampled intervals (95%, Wilson) are the check. Each cell ${arm({ hp: 1, shielded: false, bleeding: false }).trials.toLocaleString('en')} sampled rounds.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'sp-bleeding',
  title: 'Bleeding: the 1 HP floor and a round with an attack',
  question: 'Bleeding deals 1 at the start of the Attack Phase, removes Shielded and cannot reduce a unit below 1 HP (10.3): what does it add to a round in which the target is also shot?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Status Effects › 10.3 Bleeding; Appendix D', catalogue: ['SP-085'] },
  arms,
  metrics: {
    eliminated: { kind: 'proportion', label: 'Rounds that eliminate the target' },
    lost: { kind: 'mean', label: 'Health lost in the round', unit: 'HP per round' },
  },
  batch,
  precision: { budget: 200_000 },
  chunkSize: 65536,
  answer,
  charts: [{ kind: 'arms', metric: 'eliminated', reference: 'none', title: 'Chance the round eliminates the target' }],
});
