/**
 * Jagged Shards JS-012 (000_9659637e2373f14e.txt, Ch. 8 Battlefield Resource
 * Pressure): "Strike Forces that waste resources early often collapse before
 * the final rounds of battle." The heuristic player's three Warp Flare
 * spending policies (`heuristic:flares=front-load|paced|hoard`: spend at once,
 * keep a reserve that shrinks by round, spend nothing before round 4) play a
 * tournament: each policy on each faction's balanced force, every pairing in
 * paired games with the sides swapped, Bradley-Terry ratings with intervals.
 *
 * The policy is a setting of the heuristic player, so there is no second
 * agent strength to play it at: a search player chooses its own spending.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentExperiment, tournamentAnswer, type Entrant } from '../../src/sim/match/tournament.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean } from '../../src/report/format.ts';

const POLICIES = ['front-load', 'paced', 'hoard'] as const;
const FORCES = [
  { id: 'colonial', preset: 'colonial-strike-force', label: 'Colonial' },
  { id: 'martian', preset: 'martian-warband', label: 'Martian' },
] as const;

const entrants: Entrant[] = FORCES.flatMap((force) =>
  POLICIES.map((policy) => ({ id: `${force.id}-${policy}`, label: `${force.label} ${policy}`, side: `preset:${force.preset}`, agent: `heuristic:flares=${policy}` })),
);

function answer(result: ExperimentResult): string[] {
  const arm = (a: string, b: string) => result.arms.find((x) => x.id === `${a}-vs-${b}`);
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
    ...tournamentAnswer(result),
    'If the warning should hold, early spending has to cost more than it does here: the designer could price a reroll at 2 Warp Flares (the reroll-cost variant) or refund fewer on capture. The policy is a setting of the heuristic player, so no second agent strength applies: a search player picks its own spending.',
  ];
}

export default defineExperiment({
  ...tournamentExperiment({
    id: 'js-flare-policies',
    title: 'Warp Flare spending: front-load vs paced vs hoard',
    question: 'Do Strike Forces that spend their Warp Flares early collapse before the final rounds, as the rulebook warns? Which spending policy wins?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 Abilities & Warp Flares › Battlefield Resource Pressure', catalogue: ['JS-012', 'JS-013', 'JS-050'] },
    system: 'jagged-shards',
    entrants,
    pairs: 300,
  }),
  answer,
});
