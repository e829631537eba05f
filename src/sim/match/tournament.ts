/**
 * A tournament as a reusable experiment type: every pair of entrants (a side
 * and an agent each) plays paired games with the sides swapped; the report
 * shows the matchup matrix and each entrant's Bradley-Terry rating with its
 * interval, and the answer names the ranking the intervals support. For the
 * many-options questions of the rulebooks: Tactics, Bonds, Reputations,
 * Operators, cards.
 *
 * Example (an experiment file, run with `playtest run <file>`):
 *   export default defineExperiment(tournamentExperiment({
 *     id: 'pig-head-starts', title: ..., question: ..., source: ..., system: 'pig', pairs: 200,
 *     entrants: [{ id: 'standard', side: 'preset:standard', agent: 'greedy' }, ...],
 *   }));
 */
import type { ExperimentResult, SourceRef } from '../result.ts';
import type { ExperimentSpec } from '../experiment.ts';
import { sideOf } from '../../game/loadSide.ts';
import type { Side } from '../../game/definition.ts';
import { formatRating } from '../../report/format.ts';
import { findGame } from '../../game/registry.ts';
import { chooseGameVariants } from '../../game/variants.ts';
import type { MatchParams } from '../../game/matchSetup.ts';
import { tournamentRatings } from '../../report/tournamentRatings.ts';
import { matchExperiment, type MatchArm } from './matchExperiment.ts';
import { atStrength, atStrengths, chartsAtStrengths, strengthsIn, type AgentStrength } from './strengths.ts';

export interface Entrant {
  id: string;
  label?: string;
  /** A side file, `preset:<id>`, or the side itself (checked by the game's schema). */
  side: string | Side;
  /** An agent spec, e.g. 'heuristic' or 'mcts:iterations=200'. */
  agent: string;
}

export interface TournamentSpec {
  id: string;
  title: string;
  question: string;
  source: SourceRef;
  system: string;
  entrants: readonly Entrant[];
  /** Pairs of games (sides swapped) per pairing. */
  pairs: number;
  variants?: Readonly<Record<string, string>>;
  /** Play the whole tournament again at each further strength (strengths.ts); the first is the entrants' own agents. */
  strengths?: readonly AgentStrength[];
}

/** The ranking the intervals support: who is clearly above or below the field's average. */
export function tournamentAnswer(result: ExperimentResult): string[] {
  const strengths = strengthsIn(result);
  if (strengths.length < 2) return rankingAnswer(result);
  const lines = strengths.flatMap((strength) => rankingAnswer(atStrength(result, strength)).map((line) => `With ${strength}: ${line}`));
  return [...lines, rankingAgreement(result, strengths)];
}

/** Entrants clearly above or below the field at one strength and not at another: the verdicts that flip. */
function rankingAgreement(result: ExperimentResult, strengths: string[]): string {
  const side = new Map<string, string[]>();
  for (const strength of strengths) {
    for (const r of tournamentRatings(atStrength(result, strength), 'scoreA')) {
      const verdict = r.ci[0] > 0 ? 'above' : r.ci[1] < 0 ? 'below' : 'level';
      side.set(r.label, [...(side.get(r.label) ?? []), verdict]);
    }
  }
  const flips = [...side].filter(([, verdicts]) => new Set(verdicts).size > 1);
  if (flips.length === 0) return `Every entrant's place (above, level with or below the field) is the same at ${strengths.length === 2 ? 'both' : `all ${strengths.length}`} strengths (${strengths.join(', ')}).`;
  return `The verdict changes with the player's strength for ${flips.map(([label, verdicts]) => `${label} (${strengths.map((s, i) => `${verdicts[i]} with ${s}`).join(', ')})`).join('; ')}; trust only the places that hold at every strength.`;
}

function rankingAnswer(result: ExperimentResult): string[] {
  const ratings = tournamentRatings(result, 'scoreA');
  const show = (r: (typeof ratings)[number]) => `${r.label} ${formatRating(r.rating, r.ci)}`;
  const above = ratings.filter((r) => r.ci[0] > 0);
  const below = ratings.filter((r) => r.ci[1] < 0);
  const games = Math.round(ratings.reduce((sum, r) => sum + r.games, 0) / 2);
  return [
    `Ranking by Bradley-Terry rating (Elo points, 0 = average, 95% intervals, ${games.toLocaleString('en-US')} games): ${ratings.map(show).join('; ')}.`,
    above.length + below.length === 0
      ? 'No entrant is clearly above or below the field: every interval includes 0.'
      : `Clearly above the field: ${above.map((r) => r.label).join(', ') || 'none'}; clearly below: ${below.map((r) => r.label).join(', ') || 'none'}.`,
  ];
}

export function tournamentExperiment(spec: TournamentSpec): ExperimentSpec<MatchParams> {
  const game = findGame(spec.system);
  if (spec.entrants.length < 2) throw new Error(`tournament ${spec.id}: needs at least two entrants`);
  const variants = chooseGameVariants(game, Object.entries(spec.variants ?? {}).map(([name, value]) => `${name}=${value}`));
  const sides = spec.entrants.map((entrant) => sideOf(game, entrant.side, `tournament ${spec.id} entrant ${entrant.id}`));
  const label = (i: number) => spec.entrants[i].label ?? spec.entrants[i].id;
  const arms: MatchArm[] = [];
  for (let i = 0; i < spec.entrants.length; i++) {
    for (let j = i + 1; j < spec.entrants.length; j++) {
      const [a, b] = [spec.entrants[i], spec.entrants[j]];
      arms.push({
        id: `${a.id}-vs-${b.id}`,
        label: `${label(i)} vs ${label(j)}`,
        params: { system: game.id, sideA: sides[i], sideB: sides[j], agentA: a.agent, agentB: b.agent, variants },
        coords: { row: label(i), column: label(j) },
      });
    }
  }
  const strengths = spec.strengths ?? [];
  const base = matchExperiment({ id: spec.id, title: spec.title, question: spec.question, pairs: spec.pairs, source: spec.source }, atStrengths(arms, strengths));
  return {
    ...base,
    charts: chartsAtStrengths(
      [
        { kind: 'ranking', metric: 'scoreA', title: 'Ranking' },
        { kind: 'matrix', metric: 'scoreA', x: 'column', y: 'row', title: "Row entrant's score against the column entrant" },
      ],
      strengths,
    ),
    answer: tournamentAnswer,
  };
}
