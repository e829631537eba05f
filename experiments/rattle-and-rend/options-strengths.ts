/**
 * Rattle and Rend, issue 11's second strength for the Bond, Reputation and
 * Element-cost answers (RR-012, RR-015, RR-002): the greedy player is about
 * 1/30 to 1/100 of the heuristic's speed in this game, so only the widest
 * verdict of each is replayed: the highest-rated Bond by estimate against the
 * lowest-rated one, the same for the Reputations, the largest equal-point swap
 * against the base. The picks are fixed here, and this run does not rate the
 * options, so the answer calls them picks "by estimate" (whether intervals
 * separate them from the runners-up is in those tournaments' reports). Each is played by the heuristic player and by the one-ply greedy
 * player (both sides), on the same seeds; the answer says whether the verdict
 * holds, weakens or flips. The picks (PICKS) come from runs of options-bonds.ts,
 * options-reputations.ts and options-element-costs.ts; re-pick them when those rankings move.
 * (The Tactics check is part of options-tactics.ts itself.)
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { STRENGTH } from '../../src/sim/match/strengths.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';
import { GREEDY, HEURISTIC, moreGames, warband } from './_options.ts';
import { BOND_TACTIC, bondName } from './options-bonds.ts';
import { REPUTATION_TACTIC, reputationName } from './options-reputations.ts';
import { SWAP_TACTICS, SWAPS } from './options-element-costs.ts';

/** The widest verdict of each experiment by estimate, from its run at the report seed (2026) when this report was designed: re-pick when those answers move. */
export const PICKS = {
  bonds: { top: 'fellowship', bottom: 'superiority' },
  reputations: { top: 'frenzied', bottom: 'compelled' },
  swap: 'shooters-for-fighters',
} as const;

interface Check {
  id: string;
  /** What the check asks, e.g. "Null against Superiority". */
  what: string;
  a: RrSide;
  b: RrSide;
}

const swap = SWAPS.find((s) => s.id === PICKS.swap)!;
const CHECKS: Check[] = [
  {
    id: 'bonds',
    what: `${bondName(PICKS.bonds.top)} against ${bondName(PICKS.bonds.bottom)} (picked as the highest- and lowest-rated Bond by estimate in rr-options-bonds when this report was designed)`,
    a: warband(bondName(PICKS.bonds.top), { tactic1: BOND_TACTIC, bond: PICKS.bonds.top }),
    b: warband(bondName(PICKS.bonds.bottom), { tactic1: BOND_TACTIC, bond: PICKS.bonds.bottom }),
  },
  {
    id: 'reputations',
    what: `${reputationName(PICKS.reputations.top)} against ${reputationName(PICKS.reputations.bottom)} (picked as the highest- and lowest-rated Reputation by estimate in rr-options-reputations when this report was designed)`,
    a: warband(reputationName(PICKS.reputations.top), { tactic1: REPUTATION_TACTIC, reputation: PICKS.reputations.top }),
    b: warband(reputationName(PICKS.reputations.bottom), { tactic1: REPUTATION_TACTIC, reputation: PICKS.reputations.bottom }),
  },
  {
    id: 'element-swap',
    what: `the warband with ${swap.in} for ${swap.out} against the base`,
    a: warband(`${swap.in} for ${swap.out}`, { ...SWAP_TACTICS, elements: swap.elements }),
    b: warband('Base', SWAP_TACTICS),
  },
];

const game = findGame('rattle-and-rend');
const variants = chooseGameVariants(game, []);

const arms: MatchArm[] = CHECKS.flatMap((check) => [
  { id: check.id, label: `${check.id}: ${check.a.name} vs ${check.b.name}`, params: { system: game.id, sideA: check.a, sideB: check.b, agentA: HEURISTIC, agentB: HEURISTIC, variants }, coords: { check: check.id, [STRENGTH]: HEURISTIC } },
  { id: `${check.id}@${GREEDY}`, label: `${check.id}: ${check.a.name} vs ${check.b.name} @${GREEDY}`, params: { system: game.id, sideA: check.a, sideB: check.b, agentA: GREEDY, agentB: GREEDY, variants }, coords: { check: check.id, [STRENGTH]: GREEDY }, baseline: check.id },
]);

function verdict(s: MeanMetric): string {
  return s.ci[0] > 0.5 ? 'ahead' : s.ci[1] < 0.5 ? 'behind' : 'not clearly apart';
}

function sentence(result: ExperimentResult, check: Check): string {
  const h = result.arms.find((arm) => arm.id === check.id)!;
  const g = result.arms.find((arm) => arm.id === `${check.id}@${GREEDY}`)!;
  const [sh, sg] = [h, g].map((arm: ArmResult) => arm.metrics.scoreA as MeanMetric);
  const [vh, vg] = [verdict(sh), verdict(sg)];
  const d = g.vsBaseline?.scoreA;
  const said = (v: string) => (v === 'not clearly apart' ? 'no clear winner' : `${check.a.name} ${v}`);
  const agreement =
    vh === vg
      ? `the verdict (${said(vh)}) is the same at both strengths`
      : vg === 'not clearly apart'
        ? `clear with the heuristic player only (${said(vh)}); about ${moreGames(sg.ci, sg.mean - 0.5, 2 * g.trials)} with greedy would settle it`
        : vh === 'not clearly apart'
          ? `clear with greedy only (${said(vg)})`
          : `the verdict FLIPS (${said(vh)} with the heuristic player, ${said(vg)} with greedy)`;
  return `${check.what[0].toUpperCase()}${check.what.slice(1)}: ${formatMean(sh.mean, sh.ci, 2 * h.trials, 'per game', 'games')} with the heuristic player, ${formatMean(sg.mean, sg.ci, 2 * g.trials, 'per game', 'games')} with greedy${d ? ` (greedy minus heuristic ${formatMeanDifference(d.diff, d.ci, g.trials, '', 'pairs')})` : ''}: ${agreement}.`;
}

function answer(result: ExperimentResult): string[] {
  return [
    ...CHECKS.map((check) => sentence(result, check)),
    'Each check replays one pairing picked from a heuristic-player run (rr-options-bonds, rr-options-reputations, rr-options-element-costs); a verdict that holds at both strengths is about the rules, one that moves is partly about how the heuristic plays.',
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'rr-options-strengths',
      title: 'Bonds, Reputations and Element costs: the widest verdicts at a second agent strength',
      question: 'Do the top-against-bottom verdicts of the Bond and Reputation tournaments and the largest Element swap hold when both sides are played by the one-ply greedy player?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Six Bonds; Seven Reputations; Four Elements › Element Stats', catalogue: ['RR-012', 'RR-015', 'RR-002'] },
      // 96 pairs: at 40 the Bond check was clear with the heuristic only and needed about 180 greedy games (90 pairs) to settle.
      pairs: 96,
    },
    arms,
  ),
  charts: [{ kind: 'arms', metric: 'scoreA', title: "A's score per game, heuristic and greedy" }],
  answer,
});
