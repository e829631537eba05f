/**
 * Exoshift EX-002 (001_9ac883e80b2d20e9.txt, Changes in Version 0.53: "Focus
 * Fire changed significantly"; Shooting › Focus Bonuses: Quality minus
 * Disruption buys Aim, +1 Combat per shot up to Accuracy, and Extra Shots, 1
 * each up to RoF). What does the v0.53 rule do to a shot, and to a game?
 *
 * Dice level (exact, the attack pipeline, in the answer): P(damage) of a Sol
 * Line Infantry IGI-87 Focus Fire at a Sol trooper in the open, with the
 * focus budget spent the best way, as Disruption eats the budget (0-4), under
 * v0.53 against the comparison reading where RoF shots are free and focus
 * buys only Aim (variant focusFire=free-rof), with Advance (halved focus) and
 * Snap Fire (one shot, no focus) beside it. Game level (the arms): Sol Line
 * Patrol against Sol Fire Support, heuristic player both sides, paired
 * games with the sides swapped, v0.53 against free-rof.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { AttackValues } from '../../src/systems/attackPipeline.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { weaponById } from '../../src/systems/exoshift/profiles.ts';
import { formatMean, formatMeanDifference, shown } from '../../src/report/format.ts';

/** Exact P(damage) and expected disruption of one shooting action (`playtest attack exoshift ... --exact`). */
function shot(values: Record<string, string | number | boolean>, variants: Record<string, string> = {}): { pDamage: number; disruption: number; shots: number; aim: number; hits: number } {
  const filled: Record<string, string | number | boolean | readonly string[]> = {};
  for (const [name, spec] of Object.entries(exoshiftAttack.options)) {
    if (spec.kind === 'flag') filled[name] = false;
    else if (spec.kind === 'list') filled[name] = [];
    else if (spec.default !== undefined) filled[name] = spec.default;
  }
  const chosen = Object.fromEntries(Object.entries(exoshiftAttack.variants).map(([name, v]) => [name, variants[name] ?? v.default]));
  const attack = exoshiftAttack.compile({ ...filled, ...values } as AttackValues, chosen);
  const summary = summariseExact(attack.model, attack.exact());
  const params = attack.params as { shots: number; aimPerShot: number; hitOn: number };
  // Expected hits: every shot hits on the same number (Aim bought for each shot), so shots x hitOn / 10.
  return { pDamage: summary.means.pDamage, disruption: summary.means.expectedDisruption, shots: params.shots, aim: params.aimPerShot, hits: (params.shots * params.hitOn) / 10 };
}

const SHOOTER = { attacker: 'sol-line-infantry', weapon: 'igi-87-impulse-gun', target: 'sol-line-infantry', 'best-focus': true };
const DISRUPTION = [0, 1, 2, 3, 4];

function answer(result: ExperimentResult): string[] {
  const [v053, freeRof] = result.arms;
  const pct = (p: number) => `${shown(100 * p, 1)}%`;
  const rows = DISRUPTION.map((d) => {
    const now = shot({ ...SHOOTER, 'attacker-disruption': d });
    const free = shot({ ...SHOOTER, 'attacker-disruption': d }, { focusFire: 'free-rof' });
    return { d, now, free, gap: now.pDamage - free.pDamage };
  });
  const worst = [...rows].sort((a, b) => a.gap - b.gap)[0];
  const advance = shot({ ...SHOOTER, action: 'advance' });
  const snap = shot({ attacker: 'sol-line-infantry', weapon: 'igi-87-impulse-gun', target: 'sol-line-infantry', action: 'snap-fire' });
  const lance = [0, 2].map((d) => ({ d, now: shot({ attacker: 'sol-rail-lance-team', target: 'sol-line-infantry', 'best-focus': true, 'attacker-disruption': d }), free: shot({ attacker: 'sol-rail-lance-team', target: 'sol-line-infantry', 'best-focus': true, 'attacker-disruption': d }, { focusFire: 'free-rof' }) }));
  const score = v053.metrics.scoreA as MeanMetric;
  const rofOf = weaponById(SHOOTER.weapon).rof;
  const extraRows = DISRUPTION.map((d) => ({ total: shot({ ...SHOOTER, 'attacker-disruption': d }), extra: shot({ ...SHOOTER, 'attacker-disruption': d }, { extraShots: 'rof-extra' }) }));
  const d = freeRof.vsBaseline!.scoreA;
  const length = freeRof.vsBaseline!.length;
  const inGames = d.ci[0] > 0 || d.ci[1] < 0 ? `changes the Line Patrol's score by ${formatMeanDifference(d.diff, d.ci, freeRof.trials, 'points per game', 'pairs')}` : `makes no clear difference to who wins (Line Patrol's score ${formatMeanDifference(d.diff, d.ci, freeRof.trials, 'points per game', 'pairs')})`;
  return [
    `Both readings are v0.53's own: Focus Bonuses' Extra Shots, "Every shot purchased this way costs 1 Focus" (paid shots, the default), and Rate of Fire's "it may make extra shots" (free RoF shots, focus buying only Aim). Per shot, Focus Fire with paid shots ${worst.gap < -1e-9 ? `loses up to ${shown(-100 * worst.gap, 1)} points of P(damage) against free RoF shots, at Disruption ${worst.d}` : 'does as well as free RoF shots at every Disruption'}: a Sol trooper's best IGI-87 Focus Fire damages ${rows.map((r) => `${pct(r.now.pDamage)} at Disruption ${r.d}`).join(', ')}, against ${rows.map((r) => pct(r.free.pDamage)).join(', ')} with free RoF shots (exact, attack pipeline).`,
    `Beside it, Advance (halved focus) ${pct(advance.pDamage)} and Snap Fire (one shot, no focus) ${pct(snap.pDamage)}; the Rail Lance (RoF 3, Power 4) ${lance.map((l) => `${pct(l.now.pDamage)} vs ${pct(l.free.pDamage)} free at Disruption ${l.d}`).join(', ')}.`,
    `In games (Sol Line Patrol vs Sol Fire Support, heuristic player both sides), free RoF shots instead of paid ones ${inGames}, game length ${formatMeanDifference(length.diff, length.ci, freeRof.trials, 'rounds', 'pairs')}; score with paid shots ${formatMean(score.mean, score.ci, 2 * v053.trials, 'points per game', 'games')}.`,
    `EX-036, how many shots RoF allows (Extra Shots: "up to a maximum of the weapon's RoF", read as RoF shots in all, the default extraShots=rof-total; Rate of Fire: "purchase additional attacks up to the weapon's RoF", read as 1 + RoF, rof-extra), exact, best split, by Disruption 0-4: a Sol trooper's IGI-87 (RoF ${rofOf}) buys ${extraRows.map((r) => `${r.total.shots}x Aim ${r.total.aim} against ${r.extra.shots}x Aim ${r.extra.aim}`).join('; ')}, expected hits ${extraRows.map((r) => `${shown(r.total.hits, 2)} against ${shown(r.extra.hits, 2)}`).join('; ')} and P(damage) ${extraRows.map((r) => `${pct(r.total.pDamage)} against ${pct(r.extra.pDamage)}`).join('; ')}. ${extraRows.every((r) => Math.abs(r.total.pDamage - r.extra.pDamage) < 1e-12) ? 'The extra shot the second reading allows is never worth its focus here' : `The second reading's extra shot is worth up to ${shown(100 * Math.max(...extraRows.map((r) => r.extra.pDamage - r.total.pDamage)), 1)} points of P(damage)`}; in games it is ex-variant-sensitivity's extraShots=rof-extra arm.`,
    'What the designer could change: the extra-shot price (1 focus each) is what the paid reading costs; a cheaper first extra shot, or Aim bought once for all shots, would shrink it (code the reading as a focusFire value and rerun). The second agent strength (the one-ply greedy player with 4 sampled dice resolutions per action, both sides) replays these arms in ex-second-strength, which says whether this verdict holds, flips or is clear at one strength only.',
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'ex-focus-fire',
    title: 'The revised Focus Fire (v0.53): per shot and in games',
    question: 'Focus Fire "changed significantly" in v0.53: how much damage does a Focus Fire action do with its focus budget spent best, and does the change matter in games?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Changes in Version 0.53; Shooting › Focus Bonuses', catalogue: ['EX-002', 'EX-061', 'EX-062', 'EX-036'] },
    system: 'exoshift',
    a: { side: 'preset:sol-line-patrol', agent: 'heuristic' },
    b: { side: 'preset:sol-fire-support', agent: 'heuristic' },
    pairs: 150,
    variants: ['focusFire'],
  }),
  chunkSize: 8,
  answer,
});
