/**
 * Jagged Shards JS-055, JS-009, JS-053 (000_9659637e2373f14e.txt, Ch. 8
 * Starting Warp Flares: "the attacker begins with 3 Warp Flares - the defender
 * begins with 2 Warp Flares"; Ch. 5 Round 1 Initiative: the attacker holds it
 * unless the defender rolls 66+). Is the attacker favoured, and by how much?
 *
 * Seat 0 is the attacker. A match plays each pair of games with the sides
 * swapped, so each side attacks once per pair; the attacker's score per pair
 * is read from the pair's two results (A attacks in game 1, B in game 2).
 * Mirror matches (the same force on both sides) isolate the seat; the
 * Colonies against the Order checks it in a mixed matchup. Two readings
 * separate the insertion roll (JS-031: no insertion roll, so no lost Warp
 * Flare; JS-032: a failed insertion also hands over Round 1 initiative).
 * The second agent strength (MCTS) plays the two mirrors in
 * js-second-strength.ts: a search player is ~100x slower, and the runner
 * gives every arm of one experiment the same number of games.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { Z95 } from '../../src/stats/wilson.ts';
import { formatMean } from '../../src/report/format.ts';

/** "Fair": the attacker's expected score inside 45-55% (a designer's band; change it here). */
const BAND = [0.45, 0.55] as const;

const game = findGame('jagged-shards');
const defaults = chooseGameVariants(game, []);
const side = (id: string) => loadSide(game, `preset:${id}`);

function match(a: string, b: string, variants: Record<string, string> = {}): MatchParams {
  return { system: game.id, sideA: side(a), sideB: side(b), agentA: 'heuristic', agentB: 'heuristic', variants: { ...defaults, ...variants } };
}

const arms: MatchArm[] = [
  { id: 'colonial-mirror', label: 'Colonial Strike Force mirror', params: match('colonial-strike-force', 'colonial-strike-force') },
  { id: 'martian-mirror', label: 'Martian Warband mirror', params: match('martian-warband', 'martian-warband') },
  { id: 'colonies-vs-order', label: 'Colonial Strike Force vs Martian Warband', params: match('colonial-strike-force', 'martian-warband') },
  { id: 'no-insertion', label: 'Colonial mirror, no insertion roll (insertion=campaign-only)', params: match('colonial-strike-force', 'colonial-strike-force', { insertion: 'campaign-only' }) },
  { id: 'failure-costs-initiative', label: 'Colonial mirror, failed insertion also costs initiative', params: match('colonial-strike-force', 'colonial-strike-force', { 'insertion-failure': 'flare-and-initiative' }) },
];

const SCORE: Record<string, number> = { win: 1, draw: 0.5, loss: 0 };

/** The attacker's mean score per game with a normal 95% interval, from the pair results (A attacks in game 1, B in game 2). */
export function attackerScore(arm: ArmResult): { mean: number; ci: [number, number]; games: number } {
  const pair = arm.metrics.pair as DistributionMetric;
  let sum = 0;
  let sumSquares = 0;
  pair.keys.forEach((key, k) => {
    const [first, second] = key.split('-');
    const score = (SCORE[first] + 1 - SCORE[second]) / 2;
    sum += pair.counts[k] * score;
    sumSquares += pair.counts[k] * score * score;
  });
  const n = pair.n;
  const mean = sum / n;
  // One pair says nothing about the spread: the whole range.
  if (n < 2) return { mean, ci: [0, 1], games: 2 * n };
  const sd = Math.sqrt(Math.max(0, sumSquares / n - mean * mean) * (n / Math.max(1, n - 1)));
  const half = (Z95 * sd) / Math.sqrt(n);
  return { mean, ci: [mean - half, mean + half], games: 2 * n };
}

function verdict(ci: [number, number]): string {
  if (ci[0] > BAND[1]) return 'favoured beyond the 45-55% band';
  if (ci[1] < BAND[0]) return 'disadvantaged beyond the 45-55% band';
  if (ci[0] >= BAND[0] && ci[1] <= BAND[1]) return ci[0] > 0.5 ? 'slightly favoured, yet inside the 45-55% band' : ci[1] < 0.5 ? 'slightly behind, yet inside the 45-55% band' : 'fair (inside the 45-55% band)';
  return 'inconclusive against the 45-55% band';
}

/** Games needed for a 95% interval of half-width w on a score with this spread (about 0.5 per game). */
function gamesFor(halfWidth: number): number {
  return Math.ceil(((Z95 * 0.5) / halfWidth) ** 2);
}

function answer(result: ExperimentResult): string[] {
  const byId = (id: string) => result.arms.find((arm) => arm.id === id)!;
  const show = (arm: ArmResult) => {
    const s = attackerScore(arm);
    return `${formatMean(s.mean, s.ci, s.games, 'points per game', 'games')}: ${verdict(s.ci)}`;
  };
  const stat = (arm: ArmResult, id: string) => (arm.metrics[id] as MeanMetric).mean;
  const main = byId('colonial-mirror');
  const headline = attackerScore(main);
  const edge = Math.max(0.005, Math.min(Math.abs(headline.mean - BAND[0]), Math.abs(headline.mean - BAND[1])));
  const needed = verdict(headline.ci).startsWith('inconclusive') ? ` About ${gamesFor(edge).toLocaleString('en-US')} games would settle it.` : '';
  return [
    `In the Colonial Strike Force mirror (heuristic player both sides) the attacker, with 3 Warp Flares to 2 and Round 1 initiative unless stolen on 66+, scores ${show(main)}.${needed}`,
    `Elsewhere: ${['martian-mirror', 'colonies-vs-order'].map((id) => `${byId(id).label} ${show(byId(id))}`).join('; ')}. In the Colonial mirror the defender stole Round 1 initiative in ${Math.round(100 * stat(main, 'initiativeStolen'))}% of battles and the attacker failed insertion in ${Math.round(100 * stat(main, 'insertionFailed'))}% (Position Value 60).`,
    `The insertion roll's share: with no insertion roll the attacker scores ${show(byId('no-insertion'))}; if a failed insertion also cost Round 1 initiative, ${show(byId('failure-costs-initiative'))} (unpaired against the first line).`,
    'The same two mirrors at a second agent strength (MCTS, both sides) are in js-second-strength, which says whether the verdict holds.',
    'To change the edge the designer could equalise Warp Flares (3-3 or 2-2) or drop the automatic Round 1 initiative; the engine cannot yet separate those two sources (it needs a starting-Warp-Flares variant and a Round 1 initiative variant), and the forces are illustrative (the core prints no profiles).',
  ];
}

const base = matchExperiment(
  {
    id: 'js-attacker-advantage',
    title: 'Is the attacker favoured? 3 vs 2 Warp Flares and Round 1 initiative',
    question: 'The attacker begins with 3 Warp Flares to the defender\'s 2 and holds Round 1 initiative unless the defender steals it on 66+: what is the attacker\'s score, and is it fair?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 Starting Warp Flares; Ch. 5 Round 1 Initiative', catalogue: ['JS-055', 'JS-009', 'JS-053', 'JS-056', 'JS-031', 'JS-032'] },
    pairs: 1000,
  },
  arms,
);

export default defineExperiment<MatchParams>({
  ...base,
  answer,
  charts: [{ kind: 'arms', metric: 'scoreA', title: "Side A's score per game (mirrors: 0.5 by symmetry; the attacker's score is in the answer)" }],
});
