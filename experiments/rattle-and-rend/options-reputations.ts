/**
 * Rattle and Rend RR-015 (004_c41133d86b017ece.txt, Seven Reputations › New
 * Rules, pink box): "Are all the options equally appealing? Are any notably
 * weaker or less interesting?"
 *
 * A tournament of the five printed Reputations (the heading says seven). Every
 * entrant is the Tactics tournament's warband (options-tactics.ts: one of each Element
 * type but Dregs and Wards, Discipline) with Counter-Punchers, a Tactic that
 * acts only on Will checks (never on terrain or
 * deployment, which is all a Reputation touches), and the no-op Butchers; only the Reputation changes. Most
 * Reputations read differently for Player A and Player B, and the match
 * runner seats each entrant as Player A in one game of every pair and as
 * Player B in the other, so the answer gives each Reputation's score in both
 * roles. "Less interesting" is read as "changes how games go least": each
 * Reputation's game profile against the field's. The top and bottom
 * Reputations are replayed by the greedy player in options-strengths.ts.
 *
 * The catalogue's single-Reputation items (RR-140 Frenzied, RR-141 Wary,
 * RR-142 Compelled, "Game.": what the Reputation is worth in games) are
 * answered from the same ratings (REPUTATION_ITEMS); Devious (RR-016) and
 * Prepared (RR-017) have their own studies.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentExperiment, type Entrant } from '../../src/sim/match/tournament.ts';
import type { DistributionMetric, ExperimentResult } from '../../src/sim/result.ts';
import { tournamentRatings } from '../../src/report/tournamentRatings.ts';
import { OPTION_NAMES, REPUTATIONS } from '../../src/systems/rattle-and-rend/rules.ts';
import { bandSentence, bandVerdicts, distinctnessSentences, equalitySentence, HEURISTIC, keepMetrics, optionWorthSentence, showEstimate, tierSentence, warband, type Estimate, type OptionItem } from './_options.ts';
import { shown } from '../../src/report/format.ts';

/** Acts only on Will checks, never on terrain or deployment; every entrant has it, so its own strength cancels. */
export const REPUTATION_TACTIC = 'counter-punchers';

export const reputationName = (id: string): string => OPTION_NAMES.reputations[id as keyof typeof OPTION_NAMES.reputations];

/** The catalogue items that ask what one Reputation is worth in games ("Reputations › <name>", Game), by Reputation id. */
export const REPUTATION_ITEMS: Readonly<Record<string, string>> = {
  frenzied: 'RR-140',
  wary: 'RR-141',
  compelled: 'RR-142',
};

const reputationItems: OptionItem[] = Object.entries(REPUTATION_ITEMS).map(([id, item]) => ({ item, label: reputationName(id) }));

const entrants: Entrant[] = REPUTATIONS.map((id) => ({ id, label: reputationName(id), agent: HEURISTIC, side: warband(reputationName(id), { tactic1: REPUTATION_TACTIC, reputation: id }) }));

const RESULT_SCORE = { win: 1, draw: 0.5, loss: 0 } as const;

/**
 * An entrant's score per game as the rulebook's Player A (seat 0) and as
 * Player B, averaged over its pairings with equal weight. A pair's key is
 * "<row's result in game 1>-<row's result in game 2>"; game 1 seats the row
 * entrant as Player A, game 2 the column entrant.
 */
export function byRole(result: ExperimentResult, label: string): { asA: Estimate; asB: Estimate } {
  const parts = { asA: [] as Estimate[], asB: [] as Estimate[] };
  for (const arm of result.arms) {
    const isRow = String(arm.coords?.row) === label;
    if (!isRow && String(arm.coords?.column) !== label) continue;
    const pair = arm.metrics.pair as DistributionMetric;
    const game = (which: 0 | 1): Estimate => {
      let mean = 0;
      let square = 0;
      pair.keys.forEach((key, k) => {
        const rowScore = RESULT_SCORE[key.split('-')[which] as keyof typeof RESULT_SCORE];
        const mine = isRow ? rowScore : 1 - rowScore;
        mean += pair.p[k] * mine;
        square += pair.p[k] * mine * mine;
      });
      return { mean, se: pair.n > 1 ? Math.sqrt(Math.max(0, square - mean * mean) / pair.n) : 0, games: pair.n };
    };
    // The row entrant is Player A in game 1; the column entrant in game 2.
    parts.asA.push(game(isRow ? 0 : 1));
    parts.asB.push(game(isRow ? 1 : 0));
  }
  const pool = (es: Estimate[]): Estimate => ({ mean: es.reduce((s, e) => s + e.mean, 0) / es.length, se: Math.sqrt(es.reduce((s, e) => s + e.se ** 2, 0)) / es.length, games: es.reduce((s, e) => s + e.games, 0) });
  return { asA: pool(parts.asA), asB: pool(parts.asB) };
}

function answer(result: ExperimentResult): string[] {
  const ratings = tournamentRatings(result, 'scoreA');
  const games = Math.round(ratings.reduce((sum, r) => sum + r.games, 0) / 2);
  const byLabel = new Map(ratings.map((r) => [r.label, byRole(result, r.label)]));
  const gaps = ratings.map((r) => byLabel.get(r.label)!).map(({ asA, asB }) => asA.mean - asB.mean);
  const fieldGap = gaps.reduce((s, g) => s + g, 0) / gaps.length;
  const asA = ratings.map((r) => byLabel.get(r.label)!.asA.mean).reduce((s, m) => s + m, 0) / ratings.length;
  const roles = ratings.map((r, i) => {
    const { asA: a, asB: b } = byLabel.get(r.label)!;
    // As Player A and as Player B are the two games of the same pairs, correlated by an amount not kept: the two
    // standard errors added bound the gap's at any correlation.
    const gapSe = a.se + b.se;
    const d = gaps[i] - fieldGap;
    const lean = d - 1.96 * gapSe > 0 ? ', leans to Player A more than the others' : d + 1.96 * gapSe < 0 ? ', leans to Player B more than the others' : '';
    return `${r.label}: as Player A ${showEstimate(a, 'per game')}, as Player B ${showEstimate(b, 'per game')}${lean}`;
  });
  const seat = `Player A scores ${shown(asA, 2)} per game on average across these pairings (Player B ${shown(1 - asA, 2)}), whichever Reputations meet`;
  // "Strengthen first" follows the band verdict (bandSentence, the line above): clearly below the field's average is
  // not the same as too weak, and a Reputation the band calls balanced is not one to strengthen first.
  const band = bandVerdicts(ratings);
  const names = (rs: typeof ratings) => rs.map((r) => r.label).join(', ');
  const below = ratings.filter((r) => r.ci[1] < 0 && !band.tooWeak.includes(r));
  const belowBalanced = below.filter((r) => band.balanced.includes(r));
  const belowUnsettled = below.filter((r) => !band.balanced.includes(r));
  const weaker = [
    band.tooWeak.length ? `too weak by the band, so the one${band.tooWeak.length > 1 ? 's' : ''} to strengthen first: ${names(band.tooWeak)}` : 'none is too weak by the band, so none has to be strengthened first',
    belowBalanced.length ? `clearly below the field's average but inside the band: ${names(belowBalanced)}` : '',
    belowUnsettled.length ? `clearly below the field's average, not settled against the band: ${names(belowUnsettled)}` : '',
  ].filter(Boolean);
  return [
    equalitySentence(ratings, 'Reputations', games),
    tierSentence(ratings, `${ratings.length} Reputations, the same warband with each in turn`, games),
    bandSentence(ratings, 'Reputations'),
    below.length + band.tooWeak.length ? `Notably weaker: ${weaker.join('; ')}.` : 'None is clearly weaker than the field on these games.',
    `Score by role, against the other Reputations (every entrant plays Player A in half its games and Player B in the other half): ${roles.join('; ')}. ${seat}, so a Reputation "leans" to a role only when its gap between the roles differs clearly from the field's.`,
    ...distinctnessSentences(result, 'Reputations').slice(1),
    optionWorthSentence(ratings, reputationItems, 'Reputation', `the same warband with each Reputation in turn, against the ${ratings.length - 1} others, Player A in half its games and Player B in the other half, heuristic player; the engine makes Frenzied's and Compelled's setup picks by fixed rules`),
    'One warband (no Dregs, no Wards), Counter-Punchers and Butchers, Discipline, both sides played by the heuristic player; setup choices the engine makes by fixed rules (which Elements Compelled sends forward, what Devious moves, Prepared\'s two terrain changes) are one competent reading of each Reputation, not the best one. The top and bottom Reputation at the greedy strength: rr-options-strengths.',
  ];
}

export default defineExperiment({
  ...keepMetrics(tournamentExperiment({
    id: 'rr-options-reputations',
    title: 'Reputations: a tier list, as Player A and as Player B',
    question: 'Are all the Reputations equally appealing? Are any notably weaker or less interesting?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Seven Reputations › New Rules', catalogue: ['RR-015', ...Object.values(REPUTATION_ITEMS)] },
    system: 'rattle-and-rend',
    entrants,
    // 600 pairs a pairing (12,000 games, ~10 s on 2 cores): at 250 the top and bottom Reputations were not settled against the band.
    pairs: 600,
  })),
  answer,
});
