/**
 * Jagged Shards JS-012 (000_9659637e2373f14e.txt, Ch. 8 Battlefield Resource
 * Pressure): "Strike Forces that waste resources early often collapse before
 * the final rounds of battle." The heuristic player's three Warp Flare
 * spending policies (`heuristic:flares=front-load|paced|hoard`: spend at once,
 * keep a reserve that shrinks by round, spend nothing before round 4) play a
 * tournament: each policy on each faction's balanced force, every pairing in
 * paired games with the sides swapped, Bradley-Terry ratings with intervals.
 *
 * A second strength: the policies are settings of the heuristic player, so
 * the usual check (the same arms replayed with another agent on both sides)
 * would drop the policies altogether, and no search agent takes the heuristic
 * as its rollout or base policy (mcts and flat roll out random or greedy).
 * Instead each policy plays, on the same force, against a fixed different
 * opponent, the one-ply greedy player with 4 sampled dice resolutions
 * (`greedy:rolls=4`, js-second-strength's second player, which spends its
 * own Warp Flares), on the same seeds for the three policies: the paired
 * differences against `paced` (the middle of the tournament's ranking) say
 * whether front-load > paced > hoard holds when the opponent plays
 * differently. The heuristic wins most games against greedy, so the score
 * has little room; Round Victories per battle (0-5) are the finer reading of
 * the same thing and are reported beside it.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentExperiment, tournamentAnswer, type Entrant } from '../../src/sim/match/tournament.ts';
import { agreement, type Reading } from '../../src/sim/match/strengths.ts';
import type { ArmResult, Difference, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { ArmSpec } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';

const POLICIES = ['front-load', 'paced', 'hoard'] as const;
const FORCES = [
  { id: 'colonial', preset: 'colonial-strike-force', label: 'Colonial' },
  { id: 'martian', preset: 'martian-warband', label: 'Martian' },
] as const;

const entrants: Entrant[] = FORCES.flatMap((force) =>
  POLICIES.map((policy) => ({ id: `${force.id}-${policy}`, label: `${force.label} ${policy}`, side: `preset:${force.preset}`, agent: `heuristic:flares=${policy}` })),
);

/** The fixed opponent of the second check, and the share of the tournament's pairs it plays (greedy games cost more). */
const OPPONENT = 'greedy:rolls=4';
const OPPONENT_SHARE = 0.4;
const PART = 'part';
const TOURNAMENT = 'tournament';
const AGAINST_GREEDY = 'against greedy';
const BASE_POLICY = 'paced';

const game = findGame('jagged-shards');
const variants = chooseGameVariants(game, []);
const opponentId = (force: string, policy: string) => `${force}-${policy}-vs-greedy`;
const opponentArms: ArmSpec<MatchParams>[] = FORCES.flatMap((force) => {
  const side = sideOf(game, `preset:${force.preset}`, `js-flare-policies ${force.id} against greedy`);
  return POLICIES.map((policy) => ({
    id: opponentId(force.id, policy),
    label: `${force.label} ${policy} vs greedy`,
    params: { system: game.id, sideA: side, sideB: side, agentA: `heuristic:flares=${policy}`, agentB: OPPONENT, variants },
    coords: { [PART]: AGAINST_GREEDY, force: force.label, policy },
    baseline: policy === BASE_POLICY ? null : opponentId(force.id, BASE_POLICY),
    share: OPPONENT_SHARE,
  }));
});

/** The tournament's arms only. */
const tournamentOnly = (result: ExperimentResult): ExperimentResult => ({ ...result, arms: result.arms.filter((arm) => arm.coords?.[PART] === TOURNAMENT) });

/**
 * Whether the tournament's order of two policies (their same-force head-to-head) holds against the greedy opponent
 * (each policy's paired difference from paced there): one line per force and adjacent pair of the ranking.
 */
export function againstGreedy(result: ExperimentResult): { lines: string[]; outcomes: string[] } {
  const byId = (id: string) => result.arms.find((arm) => arm.id === id)!;
  const lines: string[] = [];
  const outcomes: string[] = [];
  for (const force of FORCES) {
    for (const [p, q] of [['front-load', 'paced'], ['paced', 'hoard']] as const) {
      const head = byId(`${force.id}-${p}-vs-${force.id}-${q}`).metrics.scoreA as MeanMetric;
      const headVerdict = head.ci[0] > 0.5 ? `${p} ahead` : head.ci[1] < 0.5 ? `${q} ahead` : '';
      // Against greedy both are compared with paced: front-load minus paced, or paced minus hoard (the sign turned).
      const other = byId(opponentId(force.id, p === BASE_POLICY ? q : p));
      const turn = p === BASE_POLICY ? -1 : 1;
      const read = (d: Difference, unit: string): Reading => {
        const [lo, hi] = turn === 1 ? d.ci : [-d.ci[1], -d.ci[0]];
        return { text: formatMeanDifference(turn * d.diff, [lo, hi], other.trials, unit, 'pairs'), verdict: lo > 0 ? `${p} ahead` : hi < 0 ? `${q} ahead` : '', value: turn * d.diff, ci: [lo, hi] };
      };
      const s = read(other.vsBaseline!.scoreA, 'points per game');
      const r = read(other.vsBaseline!.roundVictoriesA, 'Round Victories per battle');
      const greedy = s.verdict || r.verdict;
      const outcome = agreement([headVerdict, greedy]);
      outcomes.push(outcome);
      lines.push(
        `${force.label} ${p} vs ${q}: head to head ${formatMean(head.mean, head.ci, 2 * byId(`${force.id}-${p}-vs-${force.id}-${q}`).trials, '', 'games')} (${headVerdict || 'not clearly apart'}); against greedy, ${p} minus ${q} ${s.text} in score and ${r.text} (${greedy || 'not clearly apart'}): ${outcome}`,
      );
    }
  }
  return { lines, outcomes };
}

function answer(result: ExperimentResult): string[] {
  const arm = (a: string, b: string) => result.arms.find((x) => x.id === `${a}-vs-${b}`);
  const check = againstGreedy(result);
  const pairs = result.arms.find((x) => x.coords?.[PART] === AGAINST_GREEDY)!.trials;
  const count = (outcome: string) => check.outcomes.filter((o) => o === outcome).length;
  const holds =
    count('FLIPS') > 0
      ? `FLIPS in ${count('FLIPS')} of ${check.outcomes.length} comparisons (trust only what holds with both opponents)`
      : count('holds') === check.outcomes.length
        ? 'holds in every comparison'
        : `holds in ${count('holds')} of ${check.outcomes.length} comparisons, is clear with one opponent only in ${count('clear at one strength only')} and with neither in ${count('unclear at every strength')}, and never reverses`;
  const score = (x: ArmResult) => x.metrics.scoreA as MeanMetric;
  // Same force on both sides: the policy is the only difference, so A's score is the head-to-head.
  const headToHead = FORCES.flatMap((force) =>
    POLICIES.flatMap((p, i) =>
      POLICIES.slice(i + 1).map((q) => {
        const found = arm(`${force.id}-${p}`, `${force.id}-${q}`)!;
        const s = score(found);
        const clear = s.ci[0] > 0.5 ? `${p} ahead` : s.ci[1] < 0.5 ? `${q} ahead` : 'not clearly apart';
        return { force, p, q, s, clear, games: 2 * found.trials };
      }),
    ),
  );
  const frontLoad = headToHead.filter((h) => h.p === 'front-load');
  const collapses = frontLoad.filter((h) => h.s.ci[1] < 0.5).length;
  const survives = frontLoad.filter((h) => h.s.ci[0] > 0.5).length;
  const claim =
    collapses === frontLoad.length
      ? 'supported: spending Warp Flares at once loses to both other policies with both forces'
      : survives > 0
        ? `not supported: front-loading beats ${survives} of the ${frontLoad.length} other-policy pairings it plays on the same force`
        : collapses > 0
          ? `partly supported: front-loading loses ${collapses} of its ${frontLoad.length} same-force pairings and is level in the rest`
          : 'not shown: no same-force pairing of front-loading is clearly won or lost';
  const flares = (x: ArmResult) => {
    const a = x.metrics.warpFlaresSpentA as MeanMetric;
    const b = x.metrics.warpFlaresSpentB as MeanMetric;
    return `${a.mean.toFixed(1)} vs ${b.mean.toFixed(1)}`;
  };
  return [
    `The rulebook's warning that early spenders collapse is ${claim} (heuristic player, illustrative forces).`,
    `Same force, policy against policy (A's score per game, 95% intervals): ${headToHead.map((h) => `${h.force.label} ${h.p} vs ${h.q} ${formatMean(h.s.mean, h.s.ci, h.games, '', 'games')}, ${h.clear}`).join('; ')}.`,
    `Warp Flares spent per battle (A vs B), Colonial: ${POLICIES.flatMap((p, i) => POLICIES.slice(i + 1).map((q) => `${p}/${q} ${flares(arm(`colonial-${p}`, `colonial-${q}`)!)}`)).join(', ')}.`,
    ...tournamentAnswer(tournamentOnly(result)),
    `Against a fixed different opponent (${OPPONENT} on the same force, ${pairs} pairs of games per policy on the same seeds; a verdict is the score's, or the Round Victories' where the score cannot tell), the tournament's order ${holds}: ${check.lines.join('; ')}.`,
    'If the warning should hold, early spending has to cost more than it does here: the designer could price a reroll at 2 Warp Flares (the reroll-cost variant) or refund fewer on capture.',
  ];
}

const tournament = tournamentExperiment({
  id: 'js-flare-policies',
  title: 'Warp Flare spending: front-load vs paced vs hoard',
  question: 'Do Strike Forces that spend their Warp Flares early collapse before the final rounds, as the rulebook warns? Which spending policy wins?',
  source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 Abilities & Warp Flares › Battlefield Resource Pressure', catalogue: ['JS-012', 'JS-013', 'JS-050'] },
  system: 'jagged-shards',
  entrants,
  pairs: 300,
});

export default defineExperiment<MatchParams>({
  ...tournament,
  arms: [...tournament.arms.map((arm) => ({ ...arm, coords: { ...arm.coords, [PART]: TOURNAMENT } })), ...opponentArms],
  answer,
  charts: [
    ...(tournament.charts ?? []).map((chart) => ({ ...chart, where: { [PART]: TOURNAMENT } })),
    { kind: 'forest', metric: 'roundVictoriesA', title: 'Against greedy: Round Victories of each policy minus paced', where: { [PART]: AGAINST_GREEDY } },
    { kind: 'forest', metric: 'scoreA', title: 'Against greedy: score of each policy minus paced', where: { [PART]: AGAINST_GREEDY } },
  ],
});
