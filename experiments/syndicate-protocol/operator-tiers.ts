/**
 * Syndicate Protocol SP-019 (003_c7f3f5aee5a5ed6f.txt, Operators › Operator
 * Doctrine: "Operators are not interchangeable; each one is a tactical
 * identity with distinct risk profiles"): a tier list of the five printed
 * Operators with their presets (src/systems/syndicate-protocol/data/presets:
 * illustrative loadouts chosen from each dossier), every pairing played in
 * paired games with the sides swapped, both sides driven by the heuristic
 * player. Games stopped at the 50-round cap count as draws; the answer says
 * how often that happens, since the Composite-armoured presets (Razor,
 * Glitch, Rampart) often reach it and a draw hides who was ahead. The second
 * agent strength (greedy, 2 sampled rolls) replays Lens against Razor,
 * Rampart and Velocity in sp-second-strength.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentAnswer, tournamentExperiment } from '../../src/sim/match/tournament.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { secondStrengthSentence } from './second-strength.ts';
import { gameShare, perGameSums } from '../../src/sim/match/pairPools.ts';
import { ratioShare } from '../../src/stats/ratioShare.ts';
import { tournamentRatings, type EntrantRating } from '../../src/report/tournamentRatings.ts';
import { formatRating, groupThousands } from '../../src/report/format.ts';
import { notApartFrom, overlaps } from './_apart.ts';

const PRESETS = ['razor', 'lens', 'glitch', 'velocity', 'rampart'] as const;
const game = findGame('syndicate-protocol');
const armorOf = (id: string) => (game.presets[id] as { armor: string }).armor;
const COMPOSITE = 'composite-armor-rig';

/**
 * What the ranking's order rests on: it is the order of the point estimates, and two entrants whose rating intervals
 * overlap are not told apart (_apart.ts). Where every group of overlapping entrants overlaps pairwise the groups are
 * tiers; otherwise (A overlaps B, B overlaps C, A clear of C) the pairs not told apart are named instead.
 */
function tiers(ratings: readonly EntrantRating[]): string {
  const close = ratings.flatMap((r, i) => ratings.slice(i + 1).filter((q) => overlaps(r.ci, q.ci)).map((q) => [r, q] as const));
  if (close.length === 0) return 'Every rating interval is clear of every other, so the order holds as listed.';
  // Groups of entrants linked by overlapping intervals, in rating order (the ratings come sorted).
  const groups: EntrantRating[][] = [];
  for (const r of ratings) {
    const group = groups.find((g) => g.some((q) => overlaps(q.ci, r.ci)));
    if (group) group.push(r);
    else groups.push([r]);
  }
  const names = (g: readonly EntrantRating[]) => g.map((r) => r.label).join(g.length === 2 ? ' and ' : ', ');
  const cliques = groups.every((g) => g.every((r) => g.every((q) => overlaps(r.ci, q.ci)))) && close.every(([r, q]) => groups.some((g) => g.includes(r) && g.includes(q)));
  const notApart = `not told apart (their intervals overlap): ${close.map(([r, q]) => `${r.label} and ${q.label}`).join('; ')}`;
  return cliques && groups.length > 1
    ? `The order is of point estimates; ${notApart}. The ${groups.length} tiers the intervals support, top to bottom: ${groups.map(names).join('; then ')}.`
    : `The order is of point estimates; ${notApart}.`;
}

function answer(result: ExperimentResult): string[] {
  const capped = (arm: ArmResult) => arm.metrics.capped as MeanMetric;
  // Pooled over the arms (independent lanes: their pairs' sums add, pairPools.ts).
  const all = gameShare(result.arms, 'capped');
  const composites = PRESETS.filter((id) => armorOf(id) === COMPOSITE).map((id) => (game.presets[id] as { name: string }).name);
  const both = result.arms.filter((arm) => composites.includes(String(arm.coords?.row)) && composites.includes(String(arm.coords?.column)));
  const byCap = [...result.arms].sort((x, y) => capped(y).mean - capped(x).mean);
  const worst = byCap.slice(0, 3);
  // The top three by estimate; "by estimate" when a pairing below them has an interval reaching the third's.
  const cappedCi = (arm: ArmResult) => ratioShare(perGameSums(arm, 'capped')).ci;
  const tied = worst.length === 0 ? [] : notApartFrom(worst[worst.length - 1], byCap.slice(worst.length), cappedCi);
  const show = (arm: ArmResult) => `${arm.label} ${gameShare([arm], 'capped')}`;
  const bothShare = both.length > 0 ? gameShare(both, 'capped') : '';
  // The bottom of the list from the ratings and their intervals (the ranking's own numbers), not from raw mean scores:
  // clearly lowest only when its interval lies below every other entrant's.
  const ratings = tournamentRatings(result, 'scoreA');
  const lowest = ratings[ratings.length - 1];
  const above = notApartFrom(lowest, ratings, (r) => r.ci);
  const rating = (r: (typeof ratings)[number]) => `${r.label} ${formatRating(r.rating, r.ci)}`;
  const bottom =
    lowest.label === 'Lens'
      ? above.length === 0
        ? `Lens rates clearly lowest here, ${formatRating(lowest.rating, lowest.ci)} Elo points over its ${groupThousands(lowest.games)} games`
        : `Lens rates lowest here by estimate, ${formatRating(lowest.rating, lowest.ci)} Elo points, not clearly below ${above.map(rating).join(', ')}`
      : `Lens was the bottom when that check was written; ${lowest.label} rates lowest here now${above.length === 0 ? '' : ' by estimate'}, ${rating(lowest)} Elo points`;
  const [ranking, ...rest] = tournamentAnswer(result);
  return [
    `${ranking} ${tiers(ratings)}`,
    ...rest,
    `Round-cap draws: ${all} of all games stop at the 50-round cap; most often${tied.length > 0 ? ' by estimate' : ''} in ${worst.map(show).join('; ')}${tied.length > 0 ? ` (not clearly less often: ${tied.map(show).join('; ')})` : ''}${both.length > 0 ? `; between two Composite-armoured presets (${composites.join(', ')}) ${bothShare}` : ''}. These draws pull every rating toward the average, so a Composite preset's place says as much about the stall (ARM 2 and Reinforced Plating against hits on 6+) as about its strength; the designer could test faster kills (armor-floor=floor1) or a shorter cap with a tiebreak.`,
    secondStrengthSentence(
      `Lens against Razor, Rampart and Velocity (${bottom})`,
      both.length > 0 ? `Not replayed there: the pairings of two Composite-armoured presets, where the heuristic stops ${bothShare} of their games at the cap, so draws hide their order.` : '',
    ),
  ];
}

export default defineExperiment({
  ...tournamentExperiment({
    id: 'sp-operator-tiers',
    title: 'Operator tier list: the five printed Operators with their preset loadouts',
    question: 'Operators "are not interchangeable; each one is a tactical identity": with their printed statlines and a loadout from each dossier, which Operators are clearly stronger or weaker than the field?',
    source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Operators › Operator Doctrine; 8.5 Example Operators', catalogue: ['SP-019', 'SP-059'] },
    system: 'syndicate-protocol',
    entrants: PRESETS.map((id) => ({ id, label: (game.presets[id] as { name: string }).name, side: `preset:${id}`, agent: 'heuristic' })),
    pairs: 150,
  }),
  chunkSize: 8,
  answer,
});
