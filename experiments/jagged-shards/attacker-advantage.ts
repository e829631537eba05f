/**
 * Jagged Shards JS-055, JS-009, JS-053, JS-056 (000_9659637e2373f14e.txt,
 * Ch. 8 Starting Warp Flares: "the attacker begins with 3 Warp Flares - the
 * defender begins with 2 Warp Flares"; Ch. 5 Round 1 Initiative: the attacker
 * holds it unless the defender rolls 66+; Ch. 10 Insertion: a failed roll
 * costs the attacker 1 Warp Flare). Is the attacker favoured, by how much, and
 * which of the three sources gives the edge?
 *
 * Seat 0 is the attacker. A match plays each pair of games with the sides
 * swapped, so each force attacks once per pair; the game's `attackerScore`
 * statistic is the attacker's result (win 1, draw 1/2), so its mean over a
 * pair is the attacker's score and two arms on the same seeds are compared
 * pair by pair on it. The Colonial Strike Force mirror isolates the seat;
 * each source is then removed on its own (variants `start-flares`,
 * `round-1-initiative`, `insertion`), and all three at once (the level arm:
 * any edge left there comes from moving first in the alternation rules, not
 * from the three sources). The second agent strength (the one-ply greedy
 * player with sampled dice) plays the two mirrors in js-second-strength.ts.
 */
import { replaysEveryPair } from '../../src/sim/match/pairPools.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { Z95 } from '../../src/stats/wilson.ts';
import { formatMean, formatProportion, pairedChange } from '../../src/report/format.ts';

/** "Fair": the attacker's expected score inside 45-55% (a designer's band; change it here). */
const BAND = [0.45, 0.55] as const;

const game = findGame('jagged-shards');
const side = (id: string) => loadSide(game, `preset:${id}`);
const MIRROR = 'colonial-strike-force';

function match(a: string, b: string, variants: Record<string, string> = {}): MatchParams {
  return { system: game.id, sideA: side(a), sideB: side(b), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, Object.entries(variants).map(([k, v]) => `${k}=${v}`)) };
}

/** One source of the edge removed (or changed) at a time, in the Colonial mirror, paired with the printed rules. */
const SOURCES = [
  { id: 'flares-3-3', label: 'defender also starts with 3 Warp Flares (start-flares=3-3)', variants: { 'start-flares': '3-3' } },
  { id: 'flares-2-2', label: 'attacker starts with 2 Warp Flares (start-flares=2-2)', variants: { 'start-flares': '2-2' } },
  { id: 'initiative-rolled', label: 'Round 1 initiative rolled as from Round 2 (round-1-initiative=rolled)', variants: { 'round-1-initiative': 'rolled' } },
  { id: 'no-steal', label: 'no Initiative Steal (round-1-initiative=attacker-always)', variants: { 'round-1-initiative': 'attacker-always' } },
  { id: 'no-insertion', label: 'no insertion roll (insertion=campaign-only)', variants: { insertion: 'campaign-only' } },
  { id: 'failure-costs-initiative', label: 'a failed insertion also costs Round 1 initiative', variants: { 'insertion-failure': 'flare-and-initiative' } },
  { id: 'level', label: 'all three removed (3-3 Warp Flares, rolled Round 1 initiative, no insertion)', variants: { 'start-flares': '3-3', 'round-1-initiative': 'rolled', insertion: 'campaign-only' } },
] as const;

const arms: MatchArm[] = [
  { id: 'colonial-mirror', label: 'Colonial Strike Force mirror, printed rules', params: match(MIRROR, MIRROR) },
  ...SOURCES.map((s) => ({ id: s.id, label: `Colonial mirror, ${s.label}`, params: match(MIRROR, MIRROR, s.variants), baseline: 'colonial-mirror' })),
  { id: 'martian-mirror', label: 'Martian Warband mirror', params: match('martian-warband', 'martian-warband') },
  { id: 'colonies-vs-order', label: 'Colonial Strike Force vs Martian Warband', params: match(MIRROR, 'martian-warband') },
];

function verdict(ci: [number, number]): string {
  if (ci[0] > BAND[1]) return 'favoured beyond the 45-55% band';
  if (ci[1] < BAND[0]) return 'disadvantaged beyond the 45-55% band';
  if (ci[0] >= BAND[0] && ci[1] <= BAND[1]) return ci[0] > 0.5 ? 'slightly favoured, yet inside the 45-55% band' : ci[1] < 0.5 ? 'slightly behind, yet inside the 45-55% band' : 'fair (inside the 45-55% band)';
  return 'inconclusive against the 45-55% band';
}

/** Pairs needed for a 95% interval of half-width w on the attacker's score per pair (spread about 0.5 per pair: a mirror pair is won twice by the same seat or drawn twice). */
function gamesFor(halfWidth: number): number {
  return Math.ceil(((Z95 * 0.5) / halfWidth) ** 2);
}

function answer(result: ExperimentResult): string[] {
  const byId = (id: string) => result.arms.find((arm) => arm.id === id)!;
  const score = (arm: ArmResult) => arm.metrics.attackerScore as MeanMetric;
  const show = (arm: ArmResult) => {
    const s = score(arm);
    return `${formatMean(s.mean, s.ci, arm.trials, 'points per game', 'pairs of games')}: ${verdict(s.ci)}`;
  };
  const change = (arm: ArmResult) => {
    const d = arm.vsBaseline?.attackerScore;
    return d ? pairedChange(d, arm.trials, 'points') : 'no paired comparison';
  };
  // A share of battles, averaged per pair of battles (its interval is over the pairs).
  const share = (arm: ArmResult, id: string) => {
    const m = arm.metrics[id] as MeanMetric;
    return formatProportion(m.mean, m.ci, m.n, 'pairs');
  };
  const main = byId('colonial-mirror');
  const headline = score(main);
  const edge = Math.max(0.005, Math.min(Math.abs(headline.mean - BAND[0]), Math.abs(headline.mean - BAND[1])));
  const needed = verdict(headline.ci).startsWith('inconclusive') ? ` About ${gamesFor(edge).toLocaleString('en-US')} pairs of games would settle it.` : '';
  // A source "carries" edge when removing it clearly lowers the attacker's score (the interval of the paired change is below 0).
  const removals = ['flares-3-3', 'flares-2-2', 'initiative-rolled', 'no-insertion'];
  const carrying = removals.filter((id) => (byId(id).vsBaseline?.attackerScore?.ci[1] ?? 0) < 0).map((id) => SOURCES.find((s) => s.id === id)!.label);
  const level = byId('level');
  const levelCi = score(level).ci;
  const residual = levelCi[0] > 0.5 ? 'still clearly above 0.5, so part of the edge comes from elsewhere than the three sources' : levelCi[1] < 0.5 ? 'clearly below 0.5' : 'not clearly different from 0.5';
  return [
    `In the Colonial Strike Force mirror (heuristic player both sides), under the printed rules (3 Warp Flares to 2, Round 1 initiative unless stolen on 66+, the insertion roll) the attacker scores ${show(main)}.${needed}`,
    `Each source removed on its own, paired with the printed rules on the same seeds (change in the attacker's score per game): ${SOURCES.filter((s) => s.id !== 'level').map((s) => `${s.label} ${change(byId(s.id))}`).join('; ')}.`,
    `With all three sources removed the attacker scores ${show(level)} (${change(level)} against the printed rules), ${residual}. ${carrying.length === 0 ? 'No single removal clearly lowers the attacker\'s score at this budget.' : `Removals that clearly lower it: ${carrying.join('; ')}.`}`,
    `Elsewhere under the printed rules: ${['martian-mirror', 'colonies-vs-order'].map((id) => `${byId(id).label} ${show(byId(id))}`).join('; ')}. In the Colonial mirror the defender stole Round 1 initiative in ${share(main, 'initiativeStolen')} of battles and the attacker failed insertion in ${share(main, 'insertionFailed')} (Position Value 60).`,
    ...(replaysEveryPair(main) ? ['In the mirrors the two battles of a pair are one battle played twice with the sides swapped (the heuristic player is deterministic), so each pair counted above is one distinct battle; the intervals are over pairs and stay honest.'] : []),
    'The designer can equalise starting Warp Flares (start-flares) or change Round 1 initiative (round-1-initiative) by the size of the changes above; the same two mirrors at a second agent strength (the one-ply greedy player with sampled dice) are in js-second-strength, which says whether the verdict holds, and the forces are illustrative (the core prints no profiles).',
  ];
}

const base = matchExperiment(
  {
    id: 'js-attacker-advantage',
    title: 'Is the attacker favoured? 3 vs 2 Warp Flares, Round 1 initiative and the insertion roll',
    question: "The attacker begins with 3 Warp Flares to the defender's 2 and holds Round 1 initiative unless the defender steals it on 66+: what is the attacker's score, is it fair, and which source gives the edge?",
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 Starting Warp Flares; Ch. 5 Round 1 Initiative; Ch. 10 Insertion', catalogue: ['JS-055', 'JS-009', 'JS-053', 'JS-056', 'JS-031', 'JS-032'] },
    pairs: 8000,
  },
  arms,
);

export default defineExperiment<MatchParams>({
  ...base,
  answer,
  charts: [
    { kind: 'arms', metric: 'attackerScore', reference: 'even', title: "The attacker's score per game, printed rules and each source removed" },
    { kind: 'forest', metric: 'attackerScore', title: "Change in the attacker's score when a source is removed (paired, same seeds)" },
  ],
});
