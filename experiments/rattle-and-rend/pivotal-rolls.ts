/**
 * Rattle and Rend RR-027 (004_c41133d86b017ece.txt, Core Mechanics › Why Use
 * d20s?: "even the most carefully laid plans can be upended by a single
 * roll"): how often does re-rolling one die change who wins?
 *
 * Each trial plays a game between two example warbands (the heuristic player
 * on both sides, the first named warband as Player A), then plays it again
 * with one die re-rolled, chosen uniformly among every die the game rolled
 * (setup rolls included), everything else the same; and once more with all
 * new dice (src/sim/match/pivotalTrial.ts). The share of games whose result
 * (win, draw or loss) changes is the chance that a single roll upends the
 * game; the all-new-dice share is how much the dice decide at most. Every
 * pairing of the four example warbands, one seating each.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import type { ExperimentResult, MeanMetric, ProportionMetric, DistributionMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { formatEstimate, formatProportion, formatShareEstimate } from '../../src/report/format.ts';
import { averageBound, ratioBound } from '../../src/stats/combinedBounds.ts';
import { PIVOTAL_KEYS, playPivotalTrial, ROUND_KEYS } from '../../src/sim/match/pivotalTrial.ts';
import { PRESETS } from './example-warbands.ts';

const game = findGame('rattle-and-rend');
const variants = chooseGameVariants(game, []);

export const PAIRINGS = PRESETS.flatMap((a, i) => PRESETS.slice(i + 1).map((b) => ({ a, b })));

const params = (a: string, b: string): MatchParams => ({ system: game.id, sideA: game.presets[a], sideB: game.presets[b], agentA: 'heuristic', agentB: 'heuristic', variants });

const Z95 = 1.959964;
const prop = (m: ProportionMetric) => formatProportion(m.p, m.ci, m.n, 'games');

/** Equal-weight mean of the arms' proportions with a normal interval (arms independent). */
export function pooled(parts: readonly ProportionMetric[]): { p: number; se: number; ci: [number, number]; n: number } {
  const k = parts.length;
  const p = parts.reduce((s, m) => s + m.p, 0) / k;
  const se = Math.sqrt(parts.reduce((s, m) => s + (m.p * (1 - m.p)) / m.n, 0)) / k;
  return { p, se, ci: [Math.max(0, p - Z95 * se), Math.min(1, p + Z95 * se)], n: parts.reduce((s, m) => s + m.n, 0) };
}

/** P(pivotal | the re-rolled die fell in round key r): the two distributions' shares, pooled over arms by counts. */
export function pivotalByRound(result: ExperimentResult): { key: string; share: number; dice: number }[] {
  return ROUND_KEYS.map((key, r) => {
    let rerolled = 0;
    let pivotal = 0;
    for (const arm of result.arms) {
      const all = arm.metrics.rerolledRound as DistributionMetric;
      const piv = arm.metrics.pivotalRound as DistributionMetric;
      rerolled += all.p[r] * all.n;
      pivotal += piv.p[r + 1] * piv.n;
    }
    return { key, share: rerolled > 0 ? pivotal / rerolled : 0, dice: Math.round(rerolled) };
  });
}

function answer(result: ExperimentResult): string[] {
  const flips = result.arms.map((arm) => arm.metrics.flip as ProportionMetric);
  const fresh = result.arms.map((arm) => arm.metrics.flipFresh as ProportionMetric);
  const one = pooled(flips);
  const all = pooled(fresh);
  const draws = averageBound(result.arms.map((arm) => arm.metrics.draws as MeanMetric));
  // One die's share of what all new dice change: both measured on the same games, so a bound that holds whatever their correlation.
  const carried = ratioBound({ mean: one.p, se: one.se }, { mean: all.p, se: all.se });
  const rounds = pivotalByRound(result);
  const byRound = rounds.filter((r) => r.dice > 0);
  // The dice of play only (round 1 on): setup rolls pick the scenario, terrain and deployment, which changes the whole game.
  const inPlay = rounds.slice(1).reduce((acc, r) => ({ pivotal: acc.pivotal + r.share * r.dice, dice: acc.dice + r.dice }), { pivotal: 0, dice: 0 });
  const setup = rounds[0];
  const peak = byRound.reduce((best, r) => (r.share > best.share ? r : best), byRound[0]);
  const show = (x: { p: number; ci: [number, number]; n: number }) => formatProportion(x.p, x.ci, x.n, 'games');
  // A share of dice with its normal interval (each die a trial of its own game; games are independent).
  const interval = (share: number, dice: number): [number, number] => {
    const half = Z95 * Math.sqrt((share * (1 - share)) / Math.max(1, dice));
    return [Math.max(0, share - half), Math.min(1, share + half)];
  };
  const shareOf = (share: number, dice: number) => formatProportion(share, interval(share, dice), dice, 'dice');
  // "The most decisive" only when the peak's interval clears every other round's (the rounds' dice are different
  // dice of the same games, so non-overlap is the test that holds at any correlation); else by estimate.
  const peakLow = interval(peak.share, peak.dice)[0];
  const tiedWithPeak = byRound.filter((r) => r !== peak && interval(r.share, r.dice)[1] >= peakLow);
  const roundName = (r: { key: string }) => (r.key === 'setup' ? 'setup' : `round ${r.key}`);
  const peakWords =
    tiedWithPeak.length === 0
      ? `the most decisive dice are those of ${roundName(peak)}`
      : `the most decisive dice by estimate are those of ${roundName(peak)}, not told apart from ${tiedWithPeak.map(roundName).join(', ')}`;
  return [
    `RR-027, "upended by a single roll": re-rolling one die of a game (chosen uniformly among the ${formatEstimate(draws.mean, draws.ci)} dice a game rolls on average, setup included; heuristic player on both sides) changes the result (win, draw or loss) in ${show(one)} of games, pooled over the ${result.arms.length} pairings of the example warbands (95% intervals). Re-rolling every die changes it in ${show(all)}: one die carries ${formatShareEstimate(carried.mean, carried.ci)} of that (intervals at least 95%, src/stats/combinedBounds.ts). ${one.ci[0] > 0 ? `So a single roll does upend some games, one re-roll in ${formatEstimate(1 / one.p, [1 / one.ci[1], 1 / one.ci[0]])}; ` : ''}per pairing: ${result.arms.map((arm, i) => `${arm.label} ${prop(flips[i])} (all new dice ${prop(fresh[i])})`).join('; ')}.`,
    `Which dice matter: the share of re-rolled dice that changed the result, by when they were rolled: ${byRound.map((r) => `${r.key === 'setup' ? 'setup' : `round ${r.key}`} ${shareOf(r.share, r.dice)}`).join(', ')}; ${peakWords}. Over the dice of play alone (round 1 on) ${shareOf(inPlay.pivotal / Math.max(1, inPlay.dice), inPlay.dice)} of re-rolls change the result, against ${shareOf(setup.share, setup.dice)} for setup rolls (scenario, terrain, deployment: a new setup is a new game). A re-roll can give the same face again (1 in 20 on a d20), which these shares include, as a real re-roll would.`,
    'A "die" here is one draw of the game\'s chance stream: a d20 of a check, a setup roll; the rest of the stream is kept, so after the re-roll the game may spend the same later draws on other rolls, as a replayed game would. The heuristic player is not a human expert: a stronger player might recover more often from a bad roll.',
  ];
}

export default defineExperiment({
  id: 'rr-pivotal-rolls',
  title: 'One die re-rolled: how often does it change who wins?',
  question: 'How often does re-rolling a single die change the result of a game, against re-rolling them all?',
  source: { rulebook: '004_c41133d86b017ece.txt', section: 'Core Mechanics › Why Use d20s?', catalogue: ['RR-027'] },
  arms: PAIRINGS.map(({ a, b }) => ({ id: `${a.id}-vs-${b.id}`, label: `${a.label} vs ${b.label}`, params: params(a.id, b.id), baseline: null })),
  metrics: {
    flip: { kind: 'proportion', label: 'result changed by re-rolling one die' },
    flipFresh: { kind: 'proportion', label: 'result changed by re-rolling every die' },
    draws: { kind: 'mean', label: 'dice rolled', unit: 'chance-stream draws per game' },
    rerolledRound: { kind: 'distribution', label: 'round of the re-rolled die', keys: ROUND_KEYS },
    pivotalRound: { kind: 'distribution', label: 'round of a pivotal re-rolled die', keys: PIVOTAL_KEYS },
  },
  trial: playPivotalTrial,
  precision: { budget: 1000 },
  chunkSize: 16,
  charts: [{ kind: 'arms', metric: 'flip', reference: 'none', title: 'Result changed by re-rolling one die' }],
  answer,
});
