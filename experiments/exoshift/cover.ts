/**
 * Exoshift EX-024 (001_9ac883e80b2d20e9.txt, Combat › Cover): "Models in
 * cover give a Combat penalty to models attempting to shoot them" against "If
 * a model is in Light Cover, it gets +1 to its defense" (+2 in Heavy Cover,
 * EX-066). Three readings (variant cover): defense (+1/+2 Defense and
 * Obscured, -1 Combat), combat (-1/-2 Combat only), both. Dice level (exact,
 * in the answer): P(damage) of the rulebook's aimed IGI-87 shot at a Sol
 * trooper in the open, light and heavy cover under each reading. Game level
 * (the arms): Sol Line Patrol against Sol Fire Support, heuristic player both
 * sides, paired games with the sides swapped, each reading against the
 * default.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { AttackValues } from '../../src/systems/attackPipeline.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { formatMean, formatMeanDifference, shown } from '../../src/report/format.ts';

/** Exact P(damage) of one shooting action (`playtest attack exoshift ... --exact`). */
function pDamage(values: Record<string, string | number | boolean>, variants: Record<string, string> = {}): number {
  const filled: Record<string, string | number | boolean | readonly string[]> = {};
  for (const [name, spec] of Object.entries(exoshiftAttack.options)) {
    if (spec.kind === 'flag') filled[name] = false;
    else if (spec.kind === 'list') filled[name] = [];
    else if (spec.default !== undefined) filled[name] = spec.default;
  }
  const chosen = Object.fromEntries(Object.entries(exoshiftAttack.variants).map(([name, v]) => [name, variants[name] ?? v.default]));
  const attack = exoshiftAttack.compile({ ...filled, ...values } as AttackValues, chosen);
  return summariseExact(attack.model, attack.exact()).means.pDamage;
}

const READINGS = ['defense', 'combat', 'both'] as const;
const COVER = ['light', 'heavy'] as const;
/** The rulebook's example shot: Sol Line Infantry, IGI-87, Aim 2 on one shot. */
const SHOT = { attacker: 'sol-line-infantry', weapon: 'igi-87-impulse-gun', target: 'sol-line-infantry', aim: 2 };

function answer(result: ExperimentResult): string[] {
  const pct = (p: number) => `${shown(100 * p, 1)}%`;
  const open = pDamage(SHOT);
  const table = COVER.map((cover) => ({ cover, by: READINGS.map((reading) => pDamage({ ...SHOT, cover }, { cover: reading })) }));
  const spread = Math.max(...table.flatMap((t) => [Math.max(...t.by) - Math.min(...t.by)]));
  const game = (arm: ArmResult) => {
    const d = arm.vsBaseline!;
    const clear = (x: { ci: [number, number] }) => x.ci[0] > 0 || x.ci[1] < 0;
    return `${arm.label.replace('cover=', '')}: score ${formatMeanDifference(d.scoreA.diff, d.scoreA.ci, arm.trials, 'points per game', 'pairs')}${clear(d.scoreA) ? ' (clear)' : ''}, length ${formatMeanDifference(d.length.diff, d.length.ci, arm.trials, 'rounds', 'pairs')}${clear(d.length) ? ' (clear)' : ''}`;
  };
  const moved = result.arms.slice(1).filter((arm) => [arm.vsBaseline!.scoreA, arm.vsBaseline!.length].some((x) => x.ci[0] > 0 || x.ci[1] < 0));
  const base = result.arms[0].metrics.scoreA as MeanMetric;
  return [
    `The cover reading changes a covered shot's chance to damage by up to ${shown(100 * spread, 1)} points: the aimed IGI-87 shot damages ${pct(open)} in the open; in light cover ${table[0].by.map((p, i) => `${pct(p)} (${READINGS[i]})`).join(', ')}; in heavy cover ${table[1].by.map((p, i) => `${pct(p)} (${READINGS[i]})`).join(', ')} (exact, attack pipeline).`,
    `In games (Sol Line Patrol vs Sol Fire Support, heuristic player both sides), against the default defense reading: ${result.arms.slice(1).map(game).join('; ')}; ${moved.length === 0 ? 'neither other reading clearly changes who wins or how long games last' : `clear changes under ${moved.map((arm) => arm.label.replace('cover=', '')).join(', ')}`} (defense: Line Patrol ${formatMean(base.mean, base.ci, 2 * result.arms[0].trials, 'points per game', 'games')}).`,
    'The designer has to pick one sentence: "both" stacks the penalty and the bonus (the lowest numbers above); the terrain chapter is a placeholder (EX-005), so how often models stand in cover is the engine\'s illustrative table. The second agent strength (the one-ply greedy player with 4 sampled dice resolutions per action, both sides) replays these arms in ex-second-strength, which says whether this verdict holds, flips or is clear at one strength only.',
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'ex-cover',
    title: 'Cover: +Defense, -Combat, or both?',
    question: 'Cover is written both as a Combat penalty to the shooter and as +1/+2 Defense: how much does each reading change a shot, and does it change games?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Combat › Cover', catalogue: ['EX-024', 'EX-066', 'EX-017'] },
    system: 'exoshift',
    a: { side: 'preset:sol-line-patrol', agent: 'heuristic' },
    b: { side: 'preset:sol-fire-support', agent: 'heuristic' },
    pairs: 120,
    variants: ['cover'],
  }),
  chunkSize: 8,
  answer,
});
