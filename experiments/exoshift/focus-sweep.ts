/**
 * Exoshift EX-002 (001_9ac883e80b2d20e9.txt, Changes in Version 0.53: "Focus Fire changed significantly"; Shooting ›
 * Focus Bonuses: Quality minus Disruption buys Aim, +1 Combat per shot up to Accuracy, and Extra Shots, 1 focus each up
 * to RoF). The catalogue asks for expected hits, damage and disruption per CP of Focus Fire (the best Aim/extra-shot
 * split of its focus) against Advance (halved focus) and Snap Fire, over Quality 3-8, Disruption 0-4, Accuracy 1-3 and
 * RoF 1-4. ex-focus-fire answers the v0.53 change at one shooter and in games; this is the sweep.
 *
 * Every cell is a Sol Line Infantry shooting a Sol trooper in the open at short range, through the attack pipeline
 * (`playtest attack exoshift ... --quality Q --attacker-disruption D --accuracy A --rof R --best-focus`): the focus spent
 * the way that maximises the chance of damage, as the heuristic player spends it. Two parts: Quality x Disruption with
 * the printed IGI-87 (Accuracy 2, RoF 2), and Accuracy x RoF at Quality 6, Disruption 0; Focus Fire and Advance in each,
 * and Snap Fire (RoF 1, no focus) once, since nothing swept changes it. The numbers in the answer are exact; the arms
 * sample every cell as the check.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ExperimentResult, MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { attackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { groupThousands, percent, shown } from '../../src/report/format.ts';
import { attackBatch, exactMean, exactOutcomes } from '../_attackBatch.ts';

const SOLDIER = 'sol-line-infantry';
export const QUALITIES = [3, 4, 5, 6, 7, 8] as const;
export const DISRUPTIONS = [0, 1, 2, 3, 4] as const;
export const ACCURACIES = [1, 2, 3] as const;
export const ROFS = [1, 2, 3, 4] as const;
/** The printed IGI-87 and the rulebook trooper's Quality, where a part holds them fixed. */
const PRINTED = { accuracy: 2, rof: 2, quality: 6 };

type Action = 'focus-fire' | 'advance' | 'snap-fire';
export type Cell = {
  part: 'quality' | 'weapon' | 'snap';
  action: Action;
  quality: number;
  disruption: number;
  accuracy: number;
  rof: number;
};

const DAMAGE = ['damaged', 'unhurt', 'stunned', 'downed', 'wounded', 'incapacitated', 'destroyed'];
const TAKEN_OUT = ['downed', 'wounded', 'incapacitated', 'destroyed'];

export function compiled(cell: Cell): CompiledAttack {
  const variants = Object.fromEntries(Object.entries(exoshiftAttack.variants).map(([name, variant]) => [name, variant.default]));
  // Snap Fire takes no focus: the pipeline refuses focus options for it, and nothing swept changes it.
  const focus: Record<string, number | boolean> = cell.action === 'snap-fire' ? {} : { 'best-focus': true, quality: cell.quality, 'attacker-disruption': cell.disruption, accuracy: cell.accuracy, rof: cell.rof };
  return exoshiftAttack.compile(attackValues(exoshiftAttack, { attacker: SOLDIER, target: SOLDIER, action: cell.action, range: 'short', ...focus }), variants);
}

/** A cell's exact numbers: P(damage), P(Downed or worse), expected Disruption inflicted, and the split the focus bought. */
export function exactCell(cell: Cell): { damage: number; takenOut: number; disruption: number; shots: number; aim: number; focus: number } {
  const attack = compiled(cell);
  const outcomes = exactOutcomes(attack);
  const sum = (keys: readonly string[]) => keys.reduce((total, key) => total + (outcomes[key] ?? 0), 0);
  const params = attack.params as { shots: number; aimPerShot: number; focus: number };
  return { damage: sum(DAMAGE), takenOut: sum(TAKEN_OUT), disruption: exactMean(attack, 'expectedDisruption'), shots: params.shots, aim: params.aimPerShot, focus: params.focus };
}

export const CELLS: Cell[] = [
  ...(['focus-fire', 'advance'] as const).flatMap((action) => QUALITIES.flatMap((quality) => DISRUPTIONS.map((disruption) => ({ part: 'quality' as const, action, quality, disruption, accuracy: PRINTED.accuracy, rof: PRINTED.rof })))),
  ...(['focus-fire', 'advance'] as const).flatMap((action) => ACCURACIES.flatMap((accuracy) => ROFS.map((rof) => ({ part: 'weapon' as const, action, quality: PRINTED.quality, disruption: 0, accuracy, rof })))),
  { part: 'snap', action: 'snap-fire', quality: PRINTED.quality, disruption: 0, accuracy: PRINTED.accuracy, rof: PRINTED.rof },
];

const NAMES: Record<Action, string> = { 'focus-fire': 'Focus Fire', advance: 'Advance', 'snap-fire': 'Snap Fire' };
export const cellId = (c: Cell) => (c.part === 'snap' ? 'snap-fire' : c.part === 'quality' ? `${c.action}-q${c.quality}-d${c.disruption}` : `${c.action}-acc${c.accuracy}-rof${c.rof}`);

const arms: ArmSpec<Cell>[] = CELLS.map((cell) => ({
  id: cellId(cell),
  label: cell.part === 'snap' ? 'Snap Fire (RoF 1, no focus)' : cell.part === 'quality' ? `${NAMES[cell.action]}, Quality ${cell.quality}, Disruption ${cell.disruption}` : `${NAMES[cell.action]}, Accuracy ${cell.accuracy}, RoF ${cell.rof}`,
  params: () => ({ ...cell }),
  coords: { part: cell.part, action: cell.action, quality: cell.quality, disruption: cell.disruption, accuracy: cell.accuracy, rof: cell.rof },
  baseline: null,
}));

// ---- The answer -------------------------------------------------------------------------------

const pct = (p: number) => percent(p, 1);

export function answer(result: ExperimentResult): string[] {
  const quality = CELLS.filter((c) => c.part === 'quality');
  // Quality and Disruption enter a shot only through the focus budget, Quality - Disruption (Focus Bonuses): cells with
  // the same budget must give the same numbers, which is checked here, not assumed.
  const byFocus = new Map<string, { cell: Cell; exact: ReturnType<typeof exactCell> }[]>();
  for (const cell of quality) {
    const exact = exactCell(cell);
    const key = `${cell.action}:${Math.max(0, cell.quality - cell.disruption)}`;
    byFocus.set(key, [...(byFocus.get(key) ?? []), { cell, exact }]);
  }
  const same = [...byFocus.values()].every((group) => group.every((g) => Math.abs(g.exact.damage - group[0].exact.damage) < 1e-12 && Math.abs(g.exact.disruption - group[0].exact.disruption) < 1e-12));
  const budgets = [...new Set(quality.map((c) => Math.max(0, c.quality - c.disruption)))].sort((a, b) => a - b);
  const at = (action: Action, f: number) => byFocus.get(`${action}:${f}`)![0].exact;
  const line = (action: Action) => budgets.map((f) => `${f}: ${pct(at(action, f).damage)} (${at(action, f).shots} shot${at(action, f).shots === 1 ? '' : 's'} at Aim ${at(action, f).aim})`).join(', ');
  const full = budgets.find((f) => budgets.every((g) => g < f || Math.abs(at('focus-fire', g).damage - at('focus-fire', f).damage) < 1e-12))!;
  const snap = exactCell(CELLS.find((c) => c.part === 'snap')!);
  const gaps = budgets.map((f) => ({ f, gap: at('focus-fire', f).damage - at('advance', f).damage }));
  const widest = gaps.reduce((a, b) => (b.gap > a.gap ? b : a));
  const matchSnap = budgets.find((f) => at('focus-fire', f).damage > snap.damage + 1e-12);
  const weapon = CELLS.filter((c) => c.part === 'weapon' && c.action === 'focus-fire');
  const weaponCells = weapon.map((c) => ({ c, exact: exactCell(c) }));
  // Exact values that tie are reported as ties (Accuracy buys nothing once the focus goes on shots), not the first found.
  const bestDamage = Math.max(...weaponCells.map((w) => w.exact.damage));
  const bestWeapons = weaponCells.filter((w) => Math.abs(w.exact.damage - bestDamage) < 1e-12);
  const bestText =
    bestWeapons.length === 1
      ? `The best weapon here is Accuracy ${bestWeapons[0].c.accuracy}, RoF ${bestWeapons[0].c.rof} (${pct(bestDamage)})`
      : `The best weapons here tie exactly: ${
          new Set(bestWeapons.map((w) => w.c.rof)).size === 1
            ? `Accuracy ${bestWeapons.map((w) => w.c.accuracy).join(', ').replace(/, (\d+)$/, ' and $1')} at RoF ${bestWeapons[0].c.rof}`
            : bestWeapons.map((w) => `Accuracy ${w.c.accuracy}, RoF ${w.c.rof}`).join('; ')
        } (each ${pct(bestDamage)}, exact)`;
  const rows = ACCURACIES.map((acc) => `Accuracy ${acc}: ${ROFS.map((rof) => { const e = weaponCells.find((w) => w.c.accuracy === acc && w.c.rof === rof)!.exact; return `RoF ${rof} ${pct(e.damage)} (${e.shots}x Aim ${e.aim})`; }).join(', ')}`);
  const weaponAt = (accuracy: number, rof: number) => weaponCells.find((w) => w.c.accuracy === accuracy && w.c.rof === rof)!.exact.damage;
  const printed = weaponAt(PRINTED.accuracy, PRINTED.rof);
  const [moreRof, moreAccuracy] = [weaponAt(PRINTED.accuracy, PRINTED.rof + 1) - printed, weaponAt(PRINTED.accuracy + 1, PRINTED.rof) - printed];
  const advanceWeapon = CELLS.filter((c) => c.part === 'weapon' && c.action === 'advance').map((c) => exactCell(c).damage);
  // The sampled check: each distinct sample's intervals against its cell's exact value. A batch experiment hands every
  // arm the same dice (chunkRunner.ts), so cells whose attacks are the same (the same shots at the same Aim: one
  // focus budget, or Accuracy that buys nothing) read the same sample: one check, counted once. Distinct samples still
  // share their dice, so even they are not independent checks.
  const samples = new Map<string, { exact: ReturnType<typeof exactCell>; m: ProportionMetric; d: MeanMetric }>();
  for (const arm of result.arms) {
    const m = arm.metrics.damage as ProportionMetric;
    const d = arm.metrics.disruption as MeanMetric;
    const key = `${m.count}:${(arm.metrics.takenOut as ProportionMetric).count}:${d.mean}`;
    if (!samples.has(key)) samples.set(key, { exact: exactCell(CELLS.find((c) => cellId(c) === arm.id)!), m, d });
  }
  const distinct = [...samples.values()];
  const held = distinct.flatMap(({ exact, m, d }) => [m.ci[0] <= exact.damage && exact.damage <= m.ci[1], d.ci[0] <= exact.disruption && exact.disruption <= d.ci[1]]).filter(Boolean).length;
  const farthest = Math.max(
    0,
    ...distinct.flatMap(({ exact, m, d }) => [Math.abs(m.p - exact.damage) / Math.sqrt((exact.damage * (1 - exact.damage)) / m.n), d.sd > 0 ? Math.abs(d.mean - exact.disruption) / (d.sd / Math.sqrt(d.n)) : 0]),
  );
  const trials = result.arms[0]?.trials ?? 0;
  return [
    `EX-002, Quality and Disruption (printed IGI-87: Accuracy 2, RoF 2; exact, attack pipeline, best split of the focus): ${same ? 'they act only through the focus budget, Quality - Disruption: every cell with the same budget gives the same numbers, so the 30 cells of each action are one line by budget' : 'cells with the same budget Quality - Disruption give different numbers: CHECK the pipeline'}. Focus Fire's P(damage) by budget ${line('focus-fire')}; beyond ${full} focus it buys nothing more with this weapon (Aim 2 on both shots and the extra shot cost 5). Expected Disruption inflicted: ${budgets.map((f) => `${f}: ${shown(at('focus-fire', f).disruption, 2)}`).join(', ')}.`,
    `Advance (the budget halved, rounded up) by the same budgets: ${line('advance')}; it costs Focus Fire up to ${shown(100 * widest.gap, 1)} points of P(damage), at budget ${widest.f}. Snap Fire (RoF 1, no focus, whatever the Quality) damages ${pct(snap.damage)}: ${matchSnap === undefined ? 'no budget of Focus Fire does better' : `Focus Fire does better from budget ${matchSnap}`} (a Quality 6 trooper loses that edge at Disruption ${PRINTED.quality - (matchSnap ?? 0) + 1}).`,
    `Accuracy and RoF at Quality 6, Disruption 0 (Focus Fire, best split): ${rows.join('; ')}. ${bestText}; Advance across the same 12 weapons ${pct(Math.min(...advanceWeapon))} to ${pct(Math.max(...advanceWeapon))}. From the printed Accuracy 2, RoF 2 (${pct(printed)}), one more RoF adds ${shown(100 * moreRof, 1)} points and one more Accuracy ${shown(100 * moreAccuracy, 1)}: ${moreRof > moreAccuracy + 1e-12 ? 'with 6 focus a shot is worth more than a third Aim' : moreAccuracy > moreRof + 1e-12 ? 'with 6 focus a third Aim is worth more than a shot' : 'the two are worth the same here'}.`,
    "Per CP: every action but the turn's first Primary costs the turn's escalating price (Actions › The Free Primary Action: a March 1 CP, then an Advance 0 as the free Primary, a Focus Fire 2, a Snap Fire 3). Focus Fire and Advance are Primaries and Snap Fire a Secondary, so apart from the free first Primary (which only Focus Fire or Advance can be) the three cost the same CP at any point of a turn: per CP they rank as per action, and a value per CP is the number above divided by that price.",
    `The check: the ${result.arms.length} cells share one stream of dice, so cells making the same attack (the same shots at the same Aim) read the same sample: ${distinct.length} distinct samples of ${groupThousands(trials)} attacks each, and ${held} of their ${2 * distinct.length} intervals (P(damage) and expected Disruption) hold the exact value, the farthest ${shown(farthest, 1)} standard errors off; about 95% should, though samples that share their dice are not independent checks. Every number above is exact. Expected hits are not a pipeline output: each shot hits on its hit number (the JSON's hitOn, in tenths), so hits per action are shots x hitOn / 10.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'ex-focus-sweep',
  title: 'Focus Fire, Advance and Snap Fire across Quality, Disruption, Accuracy and RoF',
  question: 'How much does Focus Fire (the best split of Quality - Disruption focus between Aim and extra shots) deal against Advance and Snap Fire, as Quality, Disruption, Accuracy and RoF change?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Changes in Version 0.53; Shooting › Focus Bonuses; Actions › The Free Primary Action', catalogue: ['EX-002'] },
  arms,
  metrics: {
    damage: { kind: 'proportion', label: 'Target damaged (a hit past the Defense test)' },
    takenOut: { kind: 'proportion', label: 'Target Downed or worse' },
    disruption: { kind: 'mean', label: 'Disruption inflicted', unit: 'points per action', min: 0 },
  },
  batch: attackBatch<Cell>(compiled, { damage: { proportion: DAMAGE }, takenOut: { proportion: TAKEN_OUT }, disruption: { mean: 'expectedDisruption' } }),
  precision: { budget: 131_072 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'heatmap', metric: 'damage', x: 'quality', y: 'disruption', where: { part: 'quality', action: 'focus-fire' }, title: 'Focus Fire: P(damage) by Quality and Disruption (printed IGI-87)' },
    { kind: 'heatmap', metric: 'damage', x: 'quality', y: 'disruption', where: { part: 'quality', action: 'advance' }, title: 'Advance: P(damage) by Quality and Disruption (printed IGI-87)' },
    { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'accuracy', where: { part: 'weapon', action: 'focus-fire' }, title: 'Focus Fire: P(damage) by Accuracy and RoF (Quality 6)' },
  ],
});
