/**
 * Exoshift EX-014 (001_9ac883e80b2d20e9.txt, What is Exoshift?: "managing
 * your command points that allow you to push your troops beyond their
 * limits"): what is one more CP per round worth in win rate?
 *
 * CP is set per round (Start of Game Round › Refresh CP; Command Points:
 * "Each player has a number of command points received at the beginning of
 * every round"). The side field `cpBonus` adds global CP at that refresh and
 * changes nothing else, so the Sol Line Patrol with +1 and with +2 CP plays
 * the same patrol without (its Command Officer's Strategist 4), paired games
 * with the sides swapped on the same seeds, heuristic player both sides; the
 * mirror (no bonus either side) is the reference every arm is paired with.
 */
import { distinctGames } from '../../src/sim/match/pairPools.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatEstimate, formatMean, formatMeanDifference, groupThousands, shown } from '../../src/report/format.ts';

const game = findGame('exoshift');
const PATROL = loadSide(game, 'preset:sol-line-patrol');
const withBonus = (cpBonus: number) => ({ ...PATROL, name: `Sol Line Patrol +${cpBonus} CP`, cpBonus });

function match(a: MatchParams['sideA']): MatchParams {
  return { system: game.id, sideA: a, sideB: PATROL, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, []) };
}

const arms: MatchArm[] = [
  { id: 'mirror', label: 'Line Patrol mirror (no bonus)', params: match(PATROL) },
  { id: 'plus-1-cp', label: '+1 global CP per round (cpBonus 1)', params: match(withBonus(1)), baseline: 'mirror' },
  { id: 'plus-2-cp', label: '+2 global CP per round (cpBonus 2)', params: match(withBonus(2)), baseline: 'mirror' },
];

/** Fewer pairs than this (the quick CI budget): no verdicts. */
const MIN_PAIRS = 8;

function answer(result: ExperimentResult): string[] {
  const [mirror, one, two] = result.arms;
  const score = (arm: ArmResult) => arm.metrics.scoreA as MeanMetric;
  // A mirror played by the (deterministic) heuristic holds one distinct game a pair (pairPools.ts replaysEveryPair).
  const games = distinctGames;
  // A verdict only where the interval is on one side of even (0.5) or of no change (0), and from enough
  // pairs for the normal interval to mean something (a few identical pairs give a zero-width one).
  const enough = result.arms.every((arm) => arm.trials >= MIN_PAIRS);
  const read = (arm: ArmResult) => {
    const s = score(arm);
    const verdict = !enough ? `too few games for a verdict (under ${MIN_PAIRS} pairs)` : s.ci[0] > 0.5 ? 'clearly ahead' : s.ci[1] < 0.5 ? 'clearly behind' : 'not clearly apart from even';
    return `${formatMean(s.mean, s.ci, games(arm), 'points per game', 'games')}, ${verdict}`;
  };
  const gain = (arm: ArmResult) => {
    const d = arm.vsBaseline!.scoreA;
    return `${formatMeanDifference(d.diff, d.ci, arm.trials, 'points per game', 'pairs')} (${!enough ? 'too few games for a verdict' : d.ci[0] > 0 ? 'a clear gain' : d.ci[1] < 0 ? 'a clear loss' : 'no clear change'})`;
  };
  const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
  const est = (arm: ArmResult, id: string) => formatEstimate(mean(arm, id).mean, mean(arm, id).ci);
  const perCp = (arm: ArmResult, k: number) => {
    const d = arm.vsBaseline!.scoreA;
    return `${shown((100 * d.diff) / k, 1)} (${shown((100 * d.ci[0]) / k, 1)} to ${shown((100 * d.ci[1]) / k, 1)})`;
  };
  const twoOverOne = enough && two.vsBaseline!.scoreA.ci[0] > one.vsBaseline!.scoreA.ci[1];
  return [
    `With one more global CP per round the Line Patrol scores ${read(one)} against the same patrol without it; with two more, ${read(two)} (heuristic player both sides; mirror reference ${formatMean(score(mirror).mean, score(mirror).ci, games(mirror), 'points per game', 'games')}).`,
    `Paired against the mirror on the same seeds: +1 CP ${gain(one)}, +2 CP ${gain(two)}; per CP that is ${perCp(one, 1)} and ${perCp(two, 2)} percentage points of score${twoOverOne ? ', and the second CP clearly adds to the first' : ''}.`,
    `What the CP buys (per game, 95% intervals; ${groupThousands(games(one))}, ${groupThousands(games(two))} and ${groupThousands(games(mirror))} games): actions for the patrol with the bonus ${est(one, 'actionsA')} (+1) and ${est(two, 'actionsA')} (+2) against ${est(mirror, 'actionsA')} in the mirror; CP bid for initiative ${est(one, 'bidA')} and ${est(two, 'bidA')} against ${est(mirror, 'bidA')}; initiative won ${est(one, 'initiativeA')} and ${est(two, 'initiativeA')} against ${est(mirror, 'initiativeA')} rounds; game length ${est(mirror, 'rounds')} rounds in the mirror.`,
    !enough
      ? `Too few games for any verdict (under ${MIN_PAIRS} pairs per arm): run the full budget.`
      : [one, two].every((arm) => arm.vsBaseline!.scoreA.ci[0] > 0)
      ? `A designer pricing a Strategist point can take the per-CP gain above as its worth for this force${twoOverOne ? '' : ', but not as a rate: the second CP is not shown to add to the first'}; the heuristic prices a CP by what it would buy later in the round and credits a paid Primary only for its timing (src/systems/exoshift/README.md, CP budgeting), with hand-tuned weights, so a stronger player may get more from it.`
      : [one, two].some((arm) => arm.vsBaseline!.scoreA.ci[1] < 0)
        ? 'More CP clearly does not help this player: the heuristic prices a CP by what it would buy later in the round and credits a paid Primary only for its timing (src/systems/exoshift/README.md, CP budgeting), with hand-tuned weights, so what this measures is how well that rule uses CP, not what CP is worth to a good player; do not price CP from it until a stronger agent confirms.'
        : 'Not enough games to price CP: no clear gain from either bonus; and the heuristic prices a CP by what it would buy later in the round and credits a paid Primary only for its timing (src/systems/exoshift/README.md, CP budgeting), with hand-tuned weights, so a stronger player may get more from it.',
    'The second agent strength (the one-ply greedy player with 4 sampled dice resolutions per action, both sides) replays these arms in ex-second-strength, which says whether this verdict holds, flips or is clear at one strength only.',
  ];
}

export default defineExperiment<MatchParams>({
  ...matchExperiment(
    {
      id: 'ex-cp-value',
      title: 'What is one more CP per round worth?',
      question: 'Command points "push your troops beyond their limits": how much win rate does one more CP per round buy?',
      source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'What is Exoshift?; Command Points; Start of Game Round › Refresh CP', catalogue: ['EX-014'] },
      pairs: 150,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [{ kind: 'arms', metric: 'scoreA', title: 'The patrol with extra CP: its score per game' }],
});
