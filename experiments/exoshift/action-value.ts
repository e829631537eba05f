/**
 * Exoshift EX-012 (001_9ac883e80b2d20e9.txt, Actions › Primary Actions: Primary actions "allow a unit to
 * affect the battlefield the most in one turn, for the least cost"). What does each Primary and each
 * Secondary action do for each CP it costs? Costs follow Player Turns › Action CP Cost and The Free
 * Primary Action: the 1st, 2nd, 3rd action of a turn that counts costs 1, 2, 3 CP, and the turn's first
 * Primary is free and does not count. Effects: the chance the target takes damage and ends Downed or
 * worse, the Disruption put on it (the attack pipeline, attack.ts, exact; an Assault with the defender's
 * defensive fire first), the inches moved, the Interacts made and the Disruption the action removes from
 * its own unit. Computed from the engine's own numbers (_actionValue.ts).
 *
 * The arms are the rulebook's Sol Line Infantry with its IGI-87 acting against a Sol Line Infantry 10"
 * away in the open, one arm per action and place in the turn (1, 2, 3 CP; a free Primary costs nothing,
 * so its effect per CP has no bound), sampled, each Primary compared with the Secondary that does the
 * same kind of thing. The answer gives the exact numbers, and for the labelled illustrative profiles of
 * data/profiles.json, at 2", 10", 14" and 20" and the target in the open, light and heavy cover.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, percent, shown } from '../../src/report/format.ts';
import { moveAllowance } from '../../src/systems/exoshift/movement.ts';
import { focusBudget } from '../../src/systems/exoshift/shooting.ts';
import { PROFILES, weaponById } from '../../src/systems/exoshift/profiles.ts';
import { PRIMARY_DISRUPTION_REMOVED, REST_COVER_BONUS, SECONDARY_DISRUPTION_ADDED } from '../../src/systems/exoshift/rules.ts';
import { attackValues, attackVariants } from '../../src/systems/attackPipeline.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import {
  ACTION_IDS,
  ACTIONS,
  COVERS,
  PER_CP,
  PRINTED,
  REFERENCE,
  TARGET,
  actionBatch,
  actionName,
  chartName,
  assaultStopped,
  cpCost,
  exactEffect,
  isPrimary,
  versusOf,
  type ActionId,
  type Cell,
  type Effect,
  type Shooter,
  type Situation,
} from './_actionValue.ts';

/** The labelled illustrative profiles that fire a weapon of their own (data/profiles.json, "source": "illustrative ..."). */
export const ILLUSTRATIVE: Shooter[] = [
  { id: 'sol-line-infantry-support-gunner', weapon: 'mk-2-squad-support-gun' },
  { id: 'sol-rail-lance-team', weapon: 'mk-4-rail-lance' },
  { id: 'sol-sentinel-drone', weapon: 'pd-2-needler' },
  { id: 'sol-field-medic', weapon: 'igi-87-sidearm' },
];
/** The grid of the answer: point blank, the IGI-87's short, medium and long bands, in the open and in light and heavy cover. */
export const DISTANCES = [2, 10, 14, 20];
export const PLACES = [1, 2, 3];

/** The charts' action axis: each action's short name, (P) a Primary, (S) a Secondary. */
const ACTION_AXIS = 'action (P Primary, S Secondary)';
const ordinal = (place: number) => ['1st', '2nd', '3rd'][place - 1] ?? `${place}th`;

// Secondaries first: the first arm is the experiment's baseline, so each Primary after it can name its own.
const ORDER = [...ACTION_IDS.filter((a) => !isPrimary(a)), ...ACTION_IDS.filter(isPrimary)];
export const ARMS: ArmSpec<Cell>[] = ORDER.flatMap((action) =>
  PLACES.map((place) => {
    const cp = cpCost(action, place, true);
    const versus = versusOf(action);
    return {
      id: `${action}-${place}`,
      label: `${actionName(action)}, ${ordinal(place)} action: ${cp} CP`,
      params: { action, cp },
      coords: { 'CP paid': cp, [ACTION_AXIS]: chartName(action) },
      // Each Primary against the Secondary that does the same kind of thing, at the same CP.
      baseline: versus ? `${versus}-${place}` : null,
    };
  }),
);

const pct = (p: number) => percent(p, 1);
const inches = (x: number) => `${Number(shown(x, 2))}"`;
const times = (x: number) => `${Number(shown(x, 2))}x`;
const shooterName = (s: Shooter) => `${PROFILES[s.id].name} (${PROFILES[s.id].source.startsWith('rulebook') ? 'printed' : 'illustrative'}, ${weaponById(s.weapon).name})`;
const shotText = (e: Effect) => `${pct(e.damage)} damage, ${pct(e.takenOut)} Downed or worse, ${shown(e.disruption, 2)} Disruption`;
const where = (situation: Situation) => `${situation.distance}" ${situation.cover === 'none' ? 'open' : `${situation.cover} cover`}`;

/** The exact effect, or null where the shooter cannot take the action there. */
const effect = (action: ActionId, shooter: Shooter = PRINTED, situation: Situation = REFERENCE) => exactEffect(action, shooter, situation);

/** Over the grid, where both can fire: a Primary's damage over Snap Fire's, the smallest and the largest and where. */
export function ratioRange(shooter: Shooter, primary: ActionId): { low: number; lowAt: string; high: number; highAt: string; cells: number } | null {
  let found: { low: number; lowAt: string; high: number; highAt: string; cells: number } | null = null;
  for (const distance of DISTANCES) {
    for (const cover of COVERS) {
      const situation = { distance, cover };
      const p = effect(primary, shooter, situation);
      const s = effect('snap-fire', shooter, situation);
      if (!p || !s || s.damage <= 0) continue;
      const r = p.damage / s.damage;
      if (!found) found = { low: r, lowAt: where(situation), high: r, highAt: where(situation), cells: 0 };
      found.cells++;
      if (r < found.low) (found.low = r), (found.lowAt = where(situation));
      if (r > found.high) (found.high = r), (found.highAt = where(situation));
    }
  }
  return found;
}

/** Exact chances of the printed trooper's best Focus Fire at the reference, with these further pipeline options. */
export function focusFire(own: Record<string, number>): { damage: number; takenOut: number } {
  const values = attackValues(exoshiftAttack, { attacker: PRINTED.id, weapon: PRINTED.weapon, target: TARGET, action: 'focus-fire', 'best-focus': true, distance: REFERENCE.distance, ...own });
  const attack = exoshiftAttack.compile(values, attackVariants(exoshiftAttack));
  const summary = summariseExact(attack.model, attack.exact());
  return { damage: summary.means.pDamage, takenOut: ['downed', 'wounded', 'incapacitated', 'destroyed'].reduce((sum, key) => sum + summary.outcomes[key], 0) };
}

function profileLine(shooter: Shooter): string {
  const p = PROFILES[shooter.id];
  const parts: string[] = [];
  for (const action of ['focus-fire', 'advance', 'snap-fire'] as const) {
    const e = effect(action, shooter);
    if (e) parts.push(`${ACTIONS[action].label} ${shotText(e)}`);
  }
  const assault = effect('assault', shooter);
  parts.push(assault ? `an Assault on an unexhausted defender ${shotText(assault)} (its defensive fire stops it ${pct(assaultStopped(shooter, 'focus-fire')!)})` : 'no Assault');
  const range = ratioRange(shooter, 'focus-fire');
  const ratio = range
    ? `Focus Fire does ${times(range.low)} (${range.lowAt}) to ${times(range.high)} (${range.highAt}) Snap Fire's damage over the ${range.cells === DISTANCES.length * COVERS.length ? `${range.cells} situations` : `${range.cells} of the ${DISTANCES.length * COVERS.length} situations where both can fire`}`
    : `no Snap Fire at all (a ${weaponById(shooter.weapon).type} weapon: "Heavy and Setup type weapons may not fire"), so only its Primary actions shoot`;
  const moves = `Run ${inches(moveAllowance(p, 'run', false, false))}, Advance ${inches(moveAllowance(p, 'advance', false, false))}, March ${inches(moveAllowance(p, 'march', false, false))}`;
  return `${shooterName(shooter)} at ${REFERENCE.distance}" in the open (exact): ${parts.join('; ')}; ${ratio}; ${moves}.`;
}

/** Each Primary, the effect it is compared on with its Secondary counterpart (versusOf), and how to say the ratio. */
const PAIRS: { primary: ActionId; key: keyof Effect; says: (ratio: string) => string }[] = [
  { primary: 'focus-fire', key: 'damage', says: (r) => `Focus Fire ${r} Snap Fire's chance of damage` },
  { primary: 'assault', key: 'damage', says: (r) => `an Assault ${r} (defender unexhausted)` },
  { primary: 'assault-exhausted', key: 'damage', says: (r) => `${r} (defender exhausted)` },
  { primary: 'hunker-snap', key: 'damage', says: (r) => `Hunker Down's Snap Fire ${r}` },
  { primary: 'run', key: 'inches', says: (r) => `Run ${r} March's inches` },
  { primary: 'advance', key: 'inches', says: (r) => `Advance ${r} (and shoots)` },
  { primary: 'hunker-move', key: 'inches', says: (r) => `Hunker Down's move ${r}` },
  { primary: 'recover', key: 'ownDisruption', says: (r) => `Recover ${r} the Disruption a Rest removes` },
  { primary: 'interact', key: 'interacts', says: (r) => `an Interact in place ${r} a Secondary Interact's Interacts` },
];

export function answer(result: ExperimentResult): string[] {
  const arm = (action: ActionId, place: number) => result.arms.find((a) => a.id === `${action}-${place}`)!;
  const sampled = (action: ActionId, place: number, metric: string) => {
    const m = arm(action, place).metrics[metric] as MeanMetric;
    return formatMean(m.mean, m.ci, m.n, 'per CP', 'actions');
  };
  const e = Object.fromEntries(ACTION_IDS.map((a) => [a, effect(a)!])) as Record<ActionId, Effect>;
  const p = PROFILES[PRINTED.id];
  // Costs: the engine's actionCost for a paid Primary and a Secondary in each place, and for the free Primary.
  const paid = PLACES.map((k) => cpCost('focus-fire', k, true));
  const secondary = PLACES.map((k) => cpCost('snap-fire', k, true));
  const free = PLACES.map((k) => cpCost('focus-fire', k, false));
  const same = paid.every((c, i) => c === secondary[i]);
  const perCp = (x: number, decimals: number) => paid.map((cp) => shown(x / cp, decimals)).join(' / ');
  const compared = PAIRS.map((pair) => {
    const versus = versusOf(pair.primary)!;
    const ratio = e[pair.primary][pair.key] / e[versus][pair.key];
    return { ...pair, versus, ratio, text: pair.says(times(ratio)) };
  });
  // The Primaries that do no more than their Secondary counterpart.
  const exceptions = compared.filter((c) => c.ratio <= 1 + 1e-9).map((c) => ACTIONS[c.primary].label);
  const marginal = e['focus-fire'].damage / paid[1] < e['snap-fire'].damage / secondary[0];
  const range = ratioRange(PRINTED, 'focus-fire')!;
  const held = [0, 1, 2, 3].map((d) => focusFire({ 'attacker-disruption': d }));
  const carrying = focusFire({ disruption: 1 });
  return [
    `Cost (the engine's actionCost, exact): as the 1st, 2nd and 3rd action of a turn that counts toward the escalation, a Secondary costs ${secondary.join(', ')} CP and a paid Primary ${paid.join(', ')} CP${same ? ', the same' : ''}; only the turn's first Primary is free (${free.every((c) => c === 0) ? '0 CP in any place' : `${free.join(', ')} CP`}) and it does not count. So at equal CP a Primary beats a Secondary exactly where it does more per action; the free Primary is its only price advantage, and a unit has one Primary a round (it is then Exhausted).`,
    `Per action (exact, attack pipeline; the printed Sol Line Infantry with its IGI-87 at a Sol trooper ${REFERENCE.distance}" away in the open): Focus Fire with its best focus ${shotText(e['focus-fire'])}; Advance's shot after its ${inches(e.advance.inches)} move ${shotText(e.advance)}; Snap Fire, and Hunker Down's Snap Fire, ${shotText(e['snap-fire'])}; an Assault (launched from within ${inches(p.mov.primary)} + 1") ${shotText(e.assault)} against an unexhausted defender, whose defensive Focus Fire stops the Assault ${pct(assaultStopped(PRINTED, 'focus-fire')!)} of the time, and ${shotText(e['assault-exhausted'])} against an exhausted one (its Snap Fire stops it ${pct(assaultStopped(PRINTED, 'snap-fire')!)}).`,
    `Per CP as the 1st / 2nd / 3rd action (exact): chance to damage the target with Focus Fire ${perCp(e['focus-fire'].damage, 2)}, with an Assault ${perCp(e.assault.damage, 2)}, with Snap Fire ${perCp(e['snap-fire'].damage, 2)}; ${marginal ? `so a 1-CP Snap Fire (${shown(e['snap-fire'].damage / secondary[0], 3)} per CP) does more per CP than a paid Focus Fire at 2 CP (${shown(e['focus-fire'].damage / paid[1], 3)})` : 'a paid Focus Fire at 2 CP still does more per CP than a 1-CP Snap Fire'}. Sampled, as a check: Focus Fire at 1 CP ${sampled('focus-fire', 1, PER_CP.damage)}, at 2 CP ${sampled('focus-fire', 2, PER_CP.damage)}; Snap Fire at 1 CP ${sampled('snap-fire', 1, PER_CP.damage)}.`,
    `Distance (the engine's move allowances, exact): Run ${inches(e.run.inches)}, Advance ${inches(e.advance.inches)} and then a shot, an Assault up to ${inches(e.assault.inches)}, March ${inches(e.march.inches)}, Hunker Down ${inches(e['hunker-move'].inches)}, Rest ${inches(e.rest.inches)}; per CP at 1 / 2 / 3 CP, Run ${paid.map((cp) => inches(e.run.inches / cp)).join(' / ')} and March ${paid.map((cp) => inches(e.march.inches / cp)).join(' / ')}. Across difficult ground Advance and March ${inches(moveAllowance(p, 'advance', false, true))} and Run ${inches(moveAllowance(p, 'run', false, true))}, the Run with 1 Disruption more (Moving Through Difficult Terrain).`,
    `Own Disruption (exact, for a unit holding enough to remove): every Primary removes ${PRIMARY_DISRUPTION_REMOVED} first, Recover ${shown(e.recover.ownDisruption, 1)} in all with an enemy in sight; every Secondary adds ${SECONDARY_DISRUPTION_ADDED} except Rest, which removes ${shown(e.rest.ownDisruption, 2)} on average (a Morale ${p.mrl} test in the open, +${REST_COVER_BONUS} in cover); an Assault's defensive fire puts ${shown(PRIMARY_DISRUPTION_REMOVED - e.assault.ownDisruption, 2)} Disruption on the assaulting unit against an unexhausted defender.`,
    `What a Secondary's +1 Disruption costs (exact): while it carries that point, a Sol trooper is taken out (Downed or worse) by the Focus Fire above ${pct(carrying.takenOut)} of the time instead of ${pct(held[0].takenOut)}. Its own next Primary removes 1 first, so the point costs focus only when more is left when it shoots: Focus Fire damages ${held.map((h) => pct(h.damage)).join(' / ')} with ${held.map((_, d) => d).join(' / ')} Disruption left (focus ${held.map((_, d) => focusBudget(p.qlt, d, 'focus-fire', weaponById(PRINTED.weapon))).join(' / ')}).`,
    `Verdict for the printed trooper at ${REFERENCE.distance}" in the open (exact, so no interval): at equal CP, ${compared.map((c) => c.text).join(', ')}. Over ${DISTANCES.map((d) => `${d}"`).join(', ')} and the target in the open, light or heavy cover, Focus Fire does ${times(range.low)} (${range.lowAt}) to ${times(range.high)} (${range.highAt}) Snap Fire's damage. So "the most in one turn" holds action for action${exceptions.length > 0 ? `, except ${exceptions.join(' and ')}${exceptions.some((x) => x.startsWith('Hunker Down')) ? ' (Hunker Down\'s worth is its token, not counted here, and sparing the Secondary\'s Disruption)' : ''}` : ''}; "for the least cost" holds only through the free Primary: paid, a Primary costs what a Secondary costs in the same place${marginal ? ', and a 1-CP Snap Fire does more damage per CP than a Focus Fire bought for 2 CP' : ''}.`,
    ...ILLUSTRATIVE.map(profileLine),
    `What is and is not counted: numbers marked exact are the attack pipeline's distributions and the engine's costs and allowances; the tables and charts below are the same actions of the printed trooper sampled, each with its interval and trial count. Not counted: the Hunker Down token's protection, the Assault's Morale test (who gives ground), the Exhaustion a paid Primary brings (the unit's one Primary of the round is spent), what an inch, a point of Disruption or an Interact is worth in a game (no exchange rate between damage and inches is assumed), and an Interact's mission value (a Quality test each). Focus is spent the way that maximises the chance of damage, as the heuristic player spends it; a human may spend it otherwise. The support gunner's sidearm is left out (the pipeline fires one weapon; the game fires both). Rules at their default readings (cover=defense, extraShots=rof-total, assaultCost=primary, restDisruption=exempt).`,
    "EX-013's game part (secondary-heavy against primary-only play) is played in ex-secondary-styles, with the heuristic player's `secondaries` setting (never, weighed, eager); this report prices each action per CP.",
  ];
}

export default defineExperiment<Cell>({
  id: 'ex-action-value',
  title: 'Effect per CP of each Primary and Secondary action',
  question: 'Primary actions "allow a unit to affect the battlefield the most in one turn, for the least cost": what does each Primary and each Secondary action do (damage, Disruption put on the target, distance) for each CP it costs as the 1st, 2nd and 3rd action of a turn?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Actions › Primary Actions, Secondary Actions, Special Actions; Player Turns › Action CP Cost, The Free Primary Action', catalogue: ['EX-012'] },
  arms: ARMS,
  metrics: {
    [PER_CP.damage]: { kind: 'mean', label: 'Target takes damage, per CP', unit: 'chance per CP' },
    [PER_CP.takenOut]: { kind: 'mean', label: 'Target Downed or worse, per CP', unit: 'chance per CP' },
    [PER_CP.disruption]: { kind: 'mean', label: 'Disruption put on the target, per CP', unit: 'Disruption per CP' },
    [PER_CP.inches]: { kind: 'mean', label: 'Inches moved, per CP', unit: 'inches per CP' },
    [PER_CP.interacts]: { kind: 'mean', label: 'Interacts, per CP', unit: 'Interacts per CP' },
    [PER_CP.ownDisruption]: { kind: 'mean', label: 'Disruption removed from the acting unit (negative: added), per CP', unit: 'Disruption per CP' },
  },
  batch: actionBatch(),
  precision: { targetHalfWidth: 0.003, budget: 1_048_576 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'heatmap', metric: PER_CP.damage, x: 'CP paid', y: ACTION_AXIS, title: 'Target damaged per CP, by action and CP paid' },
    { kind: 'heatmap', metric: PER_CP.inches, x: 'CP paid', y: ACTION_AXIS, title: 'Inches moved per CP, by action and CP paid' },
  ],
});
