/**
 * Rattle and Rend RR-185 (004_c41133d86b017ece.txt, Three Warband Creation:
 * "Select TWO WARBAND TACTICS"): the rulebook prints 26 Tactics, so 325 pairs
 * (rr-list-legality; the catalogue's first estimate said 190). Which pairs
 * stand out in games?
 *
 * Played here: a sample of SAMPLED pairs drawn without replacement from the
 * 325 by a fixed shuffle (seeded, so the sample is the same every run), each
 * taken by rr-options-tactics' base warband (one of each Element type but
 * Dregs and Wards; Discipline, Wary) against that warband with Watchers and
 * the no-op Butchers (its reference, a single working Tactic), both sides by
 * the heuristic player, in pairs of games with the sides swapped, setup
 * rolled. Two working Tactics against one, the typical pair scores above
 * 1/2, so a pair "stands out" when its whole score interval lies more than
 * 5 points (the half-width of rr-options-tactics' 45-55% band) from the
 * sample's median pair. A sample says
 * how common standouts are and names some; it cannot rank all 325.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatProportion, groupThousands, shown } from '../../src/report/format.ts';
import { TACTICS } from '../../src/systems/rattle-and-rend/rules.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { BAND, keepMetrics, tacticName, warband } from './_options.ts';

const game = findGame('rattle-and-rend');
const variants = chooseGameVariants(game, []);

/** Every unordered pair of the printed Tactics (325). */
export const ALL_PAIRS: readonly (readonly [string, string])[] = TACTICS.flatMap((a, i) => TACTICS.slice(i + 1).map((b) => [a, b] as const));
/** How many pairs are played. */
export const SAMPLED = 40;
/** The shuffle's seed: a fixed sample. */
const SAMPLE_SEED = 185;

/** SAMPLED pairs by a Fisher-Yates shuffle of ALL_PAIRS with a seeded stream, in the order drawn. */
export function samplePairs(count = SAMPLED): (readonly [string, string])[] {
  const rng = Xoshiro128.stream(SAMPLE_SEED, 0);
  const pairs = [...ALL_PAIRS];
  for (let k = 0; k < count; k++) {
    const j = k + rng.nextBelow(pairs.length - k);
    [pairs[k], pairs[j]] = [pairs[j], pairs[k]];
  }
  return pairs.slice(0, count);
}

export const PAIRS = samplePairs();
/** The opponent: the base warband with Watchers and the no-op Butchers (rr-options-tactics' base). */
export const REFERENCE = warband('Base (Watchers)');
export const pairName = ([a, b]: readonly [string, string]): string => `${tacticName(a)} + ${tacticName(b)}`;

export const ARMS: MatchArm[] = PAIRS.map((pair) => ({
  id: pair.join('+'),
  label: pairName(pair),
  coords: { pair: pairName(pair) },
  params: { system: game.id, sideA: warband(pairName(pair), { tactic1: pair[0], tactic2: pair[1] }), sideB: REFERENCE, agentA: 'heuristic', agentB: 'heuristic', variants } satisfies MatchParams,
}));

/** A standout whose interval clears the cut-off (reference +/- margin) by less than this is called borderline. */
const BORDERLINE = 0.01;

export function answer(result: ExperimentResult): string[] {
  const rows = result.arms.map((arm) => ({ arm, s: arm.metrics.scoreA as MeanMetric })).sort((x, y) => y.s.mean - x.s.mean);
  const show = (r: (typeof rows)[number]) => `${r.arm.label} ${formatProportion(r.s.mean, r.s.ci, 2 * r.arm.trials, 'games')}`;
  // Two working Tactics against one: the typical pair scores above 1/2, so a pair stands out against the sample's median
  // pair, by more than the half-width of rr-options-tactics' 45-55% band.
  // The median is a reference line (the median of the estimates, itself noisy), not a tested quantity: a standout's
  // whole interval clears it by the margin, and one that clears the cut-off by less than BORDERLINE is flagged, since
  // a slightly different reference would move it.
  const median = rows[Math.floor(rows.length / 2)].s.mean;
  const margin = (BAND[1] - BAND[0]) / 2;
  const above = rows.filter((r) => r.s.ci[0] > median + margin);
  const below = rows.filter((r) => r.s.ci[1] < median - margin);
  const borderline = [...above.filter((r) => r.s.ci[0] - (median + margin) < BORDERLINE), ...below.filter((r) => median - margin - r.s.ci[1] < BORDERLINE)].map((r) => r.arm.label);
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  // How common standouts are among all 325, from the sample's count: a Wilson interval, which treats the draw as with
  // replacement and so is if anything wider than one for a sample without replacement.
  const standouts = above.length + below.length;
  const common = formatProportion(standouts / rows.length, wilson(standouts, rows.length), rows.length, 'sampled pairs');
  return [
    `RR-185, ${result.arms.length} of the 325 Tactic pairs (a fixed random sample), each on rr-options-tactics' base warband against the same warband with Watchers alone (score per game, win 1, draw 1/2, sides swapped; 95% intervals). Reference line: ${shown(100 * median, 0)}%, the median of the ${rows.length} pairs' estimated scores (two working Tactics against one; a reference, not an estimate with an interval). Standing out by more than ${shown(100 * margin, 0)} points from that line (the whole interval beyond it): ${above.length} above (${above.map(show).join('; ') || 'none'}), ${below.length} below (${below.map(show).join('; ') || 'none'}); the other ${rows.length - above.length - below.length} are within that band of the line or not told apart from it.${borderline.length ? ` Borderline, clearing the cut-off by less than ${shown(100 * BORDERLINE, 0)} point${BORDERLINE === 0.01 ? '' : 's'} and so sensitive to the reference: ${borderline.join('; ')}.` : ''} Whether a standout's Tactics or their pairing carries it is not tested here (rr-options-tactics rates each Tactic alone).`,
    `Every pair sampled, best first: ${rows.map(show).join('; ')}.`,
    `${groupThousands(games)} games in all. A sample of ${result.arms.length} in 325 names standouts and shows how common they are (${standouts} of the ${rows.length} sampled pairs stand out: ${common}, a 95% Wilson interval for the share of all 325, slightly wide for a sample drawn without replacement); it cannot rank every pair. The reference has one working Tactic, so a pair's score mixes its two Tactics' own worth with how they combine; rr-options-tactics rates each Tactic alone. The heuristic player does not plan around a Tactic (it uses each as the rules apply it), so pairs whose strength needs a plan are undervalued.`,
  ];
}

const base = matchExperiment(
  {
    id: 'rr-tactic-pairs',
    title: 'A sample of the 325 Tactic pairs in games: which stand out',
    question: 'Over a random sample of the Tactic pairs, which pairs stand out against a single-Tactic reference, and how common are they?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Three Warband Creation; Five Tactics', catalogue: ['RR-185'] },
    pairs: 150,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...keepMetrics(base),
  answer,
  charts: [{ kind: 'arms', metric: 'scoreA', title: 'Score of each sampled Tactic pair against Watchers alone' }],
});
