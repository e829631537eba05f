/**
 * Rattle and Rend: the four example warbands against each other (Warband
 * Creation, the example warbands' playstyle notes).
 *
 * - RR-029 (Dwarven Throng: "This is a defensive powerhouse designed for
 *   reliability"): the 4x4 matchup matrix and ratings; the points the Throng
 *   loses per game and how much that varies, against the other three.
 * - RR-030 (Ogrekin Hunting Party: "This warband excels at psychological
 *   warfare and sudden aggression"): the points its enemies lose in round 1.
 * - RR-031 (Vampire Court: "the most complex to play and master"), its
 *   AI-strength part: every pairing is played again by the one-ply greedy
 *   player on both sides (on the first fifth of the seeds), and the answer says
 *   whose rating moves with the player. (Its options per turn: rr-game-pace.)
 *
 * A round robin of the presets, both sides played by the heuristic player, in
 * pairs of games with the sides swapped; setup (scenario, terrain,
 * deployment) rolled as the rulebook says.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentAnswer, tournamentExperiment } from '../../src/sim/match/tournament.ts';
import { atStrength } from '../../src/sim/match/strengths.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { tournamentRatings } from '../../src/report/tournamentRatings.ts';
import { differenceBound, entrantEstimate, interval, keepMetrics, showEstimate, type Estimate } from './_options.ts';
import { formatRating, shown } from '../../src/report/format.ts';

export const PRESETS = [
  { id: 'dwarven-throng', label: 'Dwarven Throng' },
  { id: 'ghostly-host', label: 'Ghostly Host' },
  { id: 'ogrekin-hunting-party', label: 'Ogrekin Hunting Party' },
  { id: 'vampire-court', label: 'Vampire Court' },
] as const;
const [THRONG, , OGREKIN, COURT] = PRESETS.map((p) => p.label);
const HEURISTIC = 'heuristic';
const GREEDY = 'greedy';
const Z95 = 1.959964;

/**
 * `label`'s estimate clearly below (or above) every other entrant's. Two entrants' estimates share the arm in which
 * they meet (one's points lost are the other's points removed there), so they are not independent: each difference
 * takes the two intervals' ends added (differenceBound), which holds whatever that correlation.
 */
function clearlyExtreme(estimates: Map<string, Estimate>, label: string, side: 'lowest' | 'highest'): boolean {
  const own = bounded(estimates.get(label)!);
  return [...estimates].every(([other, e]) => other === label || (side === 'lowest' ? differenceBound(bounded(e), own).ci[0] > 0 : differenceBound(own, bounded(e)).ci[0] > 0));
}
const bounded = (e: Estimate) => ({ mean: e.mean, ci: interval(e) });

/**
 * Per entrant, the spread of the points it loses: the standard deviation over pairs of games (each pair's mean of
 * two games), pooled over its pairings, with an approximate 95% interval (normal approximation: se = sd / sqrt(2(n-1))).
 */
export function lossSpread(result: ExperimentResult, label: string): { sd: number; ci: [number, number]; games: number } {
  const parts = result.arms.flatMap((arm) => {
    if (String(arm.coords?.row) === label) return [arm.metrics.removedByB as MeanMetric];
    if (String(arm.coords?.column) === label) return [arm.metrics.removedByA as MeanMetric];
    return [];
  });
  const n = parts.reduce((sum, m) => sum + m.n, 0);
  const sd = Math.sqrt(parts.reduce((sum, m) => sum + (m.n - 1) * m.sd ** 2, 0) / Math.max(1, n - parts.length));
  const se = sd / Math.sqrt(2 * Math.max(1, n - 1));
  return { sd, ci: [sd - Z95 * se, sd + Z95 * se], games: 2 * n };
}

function warbandLines(result: ExperimentResult): string[] {
  const field = atStrength(result, HEURISTIC);
  const labels: string[] = PRESETS.map((p) => p.label);
  const lost = new Map(labels.map((label) => [label, entrantEstimate(field, label, 'removedByB', 'removedByA')] as const));
  const early = new Map(labels.map((label) => [label, entrantEstimate(field, label, 'round1LostB', 'round1LostA')] as const));
  const spread = new Map(labels.map((label) => [label, lossSpread(field, label)] as const));
  const showSpread = (label: string) => {
    const s = spread.get(label)!;
    return `${shown(s.sd, 2)} (${shown(s.ci[0], 2)} to ${shown(s.ci[1], 2)})`;
  };
  const steadiest = labels.every((label) => label === THRONG || spread.get(THRONG)!.ci[1] < spread.get(label)!.ci[0]);
  const ratings = (strength: string) => new Map(tournamentRatings(atStrength(result, strength), 'scoreA').map((r) => [r.label, r] as const));
  const [byHeuristic, byGreedy] = [ratings(HEURISTIC), ratings(GREEDY)];
  const showRating = (r: { rating: number; ci: [number, number] } | undefined) => (r ? formatRating(r.rating, r.ci) : 'not played');
  return [
    `RR-029, the Dwarven Throng as a "defensive powerhouse": points each warband loses per game against the other three (heuristic player, 95% intervals): ${labels.map((label) => `${label} ${showEstimate(lost.get(label)!, 'points')}`).join('; ')}. ${clearlyExtreme(lost, THRONG, 'lowest') ? 'The Throng clearly loses the fewest: the claim holds in these games' : clearlyExtreme(lost, THRONG, 'highest') ? 'The Throng clearly loses the most: the claim does not hold in these games' : 'The Throng does not clearly lose the fewest: the claim is not shown'}.`,
    `"Designed for reliability": the spread of the points lost (standard deviation over pairs of games, approximate 95% intervals): ${labels.map((label) => `${label} ${showSpread(label)}`).join('; ')}; ${steadiest ? 'the Throng\'s is clearly the smallest' : 'the Throng\'s is not clearly the smallest'}. Each warband's figures are against the other three, so they mix its own play with its opponents'.`,
    `RR-030, the Ogrekin Hunting Party's "sudden aggression": points its enemies lose in round 1, per game: ${labels.map((label) => `${label} ${showEstimate(early.get(label)!, 'points')}`).join('; ')}. ${clearlyExtreme(early, OGREKIN, 'highest') ? 'The Ogrekin clearly remove the most in round 1: the claim holds in these games' : clearlyExtreme(early, OGREKIN, 'lowest') ? 'The Ogrekin clearly remove the fewest in round 1: the claim does not hold in these games' : 'The Ogrekin do not clearly remove the most in round 1: the claim is not shown'} ("psychological warfare" is not measured).`,
    `RR-031, does the Vampire Court reward the player? Its rating is ${showRating(byHeuristic.get(COURT))} Elo with the heuristic player and ${showRating(byGreedy.get(COURT))} with the one-ply greedy player; the other warbands: ${labels.filter((l) => l !== COURT).map((l) => `${l} ${showRating(byHeuristic.get(l))} and ${showRating(byGreedy.get(l))}`).join('; ')}. Neither player is a human expert, so this shows only whether the Court's standing depends on how it is played, not how hard it is to master.`,
  ];
}

function answer(result: ExperimentResult): string[] {
  const ranking = tournamentAnswer(result);
  return [...ranking, ...warbandLines(result)];
}

const base = tournamentExperiment({
  id: 'rr-example-warbands',
  title: 'The four example warbands: matchups, and their playstyle claims',
  question: 'How do the four example warbands fare against each other, and do the Throng, the Ogrekin and the Court play as their notes say?',
  source: { rulebook: '004_c41133d86b017ece.txt', section: 'Warband Creation › Dwarven Throng, Ogrekin Hunting Party, Vampire Court', catalogue: ['RR-029', 'RR-030', 'RR-031'] },
  system: 'rattle-and-rend',
  entrants: PRESETS.map((p) => ({ id: p.id, label: p.label, side: `preset:${p.id}`, agent: HEURISTIC })),
  pairs: 500,
  strengths: [{ id: HEURISTIC }, { id: GREEDY, label: 'the one-ply greedy player', agent: GREEDY, share: 0.2 }],
});

export default defineExperiment({ ...keepMetrics(base, ['round1LostA', 'round1LostB']), answer });
