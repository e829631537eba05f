/**
 * Rattle and Rend RR-002 (004_c41133d86b017ece.txt, Four Elements › Element
 * Stats, pink box): "POINTS: Do the 1, 2, 3-point costs feel appropriate?"
 *
 * Swaps at equal points. The base is the Tactics tournament's warband
 * (options-tactics.ts: Champion with Spot Weakness, a Colossal Heavy, two Fighters,
 * Shooters, Skirmishers; Discipline, Wary) with two Tactics that favour no
 * Element type (SWAP_TACTICS).
 * Each arm plays the base against a copy with one swap of equal cost, the
 * copy as side A, both sides by the heuristic player, in pairs of games with
 * the sides swapped: A's score above 1/2 means what was brought in is worth
 * more than what was taken out, at the same points. Dregs (1 point) are the
 * yardstick for the 1- and 3-point types; Fighters for the other 2-point ones.
 *
 * A warband spends exactly 12 points, so swaps say which types are cheap or
 * dear for their cost relative to one another. To price the types themselves,
 * a second set of arms leaves one Element of each type out of the base and
 * fields what is left (9-11 points: the engine plays such a warband as a
 * Campaign Warband shrunk below 12, which "fields all it has", Campaign Play)
 * against the 12-point base: the score it loses is what that Element is worth
 * in play, and over its cost, what a point of it is worth. If the costs were
 * right, a point of every type would be worth the same. Dregs and the Ward are
 * priced by adding them to the base without its Champion (the Champion swaps
 * against the same seeds). The largest swap is replayed by the greedy player in
 * options-strengths.ts.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { formatEstimate, formatMean } from '../../src/report/format.ts';
import { type Bounded, differenceBound } from '../../src/stats/combinedBounds.ts';
import { BAND, BASE_ELEMENTS, HEURISTIC, keepMetrics, moreGames, warband } from './_options.ts';

/** Both act on every Element type alike (Will criticals; reaction ranges); both sides have them, so only their interaction with a swap matters. */
export const SWAP_TACTICS = { tactic1: 'counter-punchers', tactic2: 'watchers' } as const;

export interface Swap {
  id: string;
  /** What leaves the base and what comes in, as a designer says it. */
  out: string;
  in: string;
  elements: string;
}

/** Each a legal 12-point warband (4 to 8 Elements, at least 4 points of Fighters, Shooters or Skirmishers). */
export const SWAPS: readonly Swap[] = [
  { id: 'heavy-for-fighters-and-dregs', out: 'the Heavy (3)', in: 'Fighters and Dregs (2 + 1)', elements: 'champion(spot-weakness), fighters, dregs, fighters, fighters, shooters, skirmishers' },
  { id: 'heavy-for-three-dregs', out: 'the Heavy (3)', in: 'three Dregs (1 + 1 + 1)', elements: 'champion(spot-weakness), dregs, dregs, dregs, fighters, fighters, shooters, skirmishers' },
  { id: 'fighters-for-two-dregs', out: 'one Fighters (2)', in: 'two Dregs (1 + 1)', elements: 'champion(spot-weakness), heavy(colossal), dregs, dregs, fighters, shooters, skirmishers' },
  { id: 'shooters-for-fighters', out: 'the Shooters (2)', in: 'Fighters (2)', elements: 'champion(spot-weakness), heavy(colossal), fighters, fighters, fighters, skirmishers' },
  { id: 'skirmishers-for-fighters', out: 'the Skirmishers (2)', in: 'Fighters (2)', elements: 'champion(spot-weakness), heavy(colossal), fighters, fighters, fighters, shooters' },
  { id: 'champion-for-dregs', out: 'the Champion (1)', in: 'Dregs (1)', elements: 'dregs, heavy(colossal), fighters, fighters, shooters, skirmishers' },
  { id: 'champion-for-ward', out: 'the Champion (1)', in: 'a Ward with Defiance (1)', elements: 'ward(defiance), heavy(colossal), fighters, fighters, shooters, skirmishers' },
];

/** One Element of the base left out; the rest fielded at its own points against the 12-point base. */
export interface Removal {
  id: string;
  /** The Element left out, as a designer says it, its type's name and its cost in points. */
  out: string;
  type: string;
  cost: number;
  elements: string;
}

/** The base (BASE_ELEMENTS) less one Element of each type it holds; each stays legal (4+ Elements, 4+ core points). */
export const REMOVALS: readonly Removal[] = [
  { id: 'without-champion', out: 'the Champion (1)', type: 'Champion', cost: 1, elements: 'heavy(colossal), fighters, fighters, shooters, skirmishers' },
  { id: 'without-heavy', out: 'the Heavy (3)', type: 'Heavy', cost: 3, elements: 'champion(spot-weakness), fighters, fighters, shooters, skirmishers' },
  { id: 'without-fighters', out: 'one Fighters (2)', type: 'Fighters', cost: 2, elements: 'champion(spot-weakness), heavy(colossal), fighters, shooters, skirmishers' },
  { id: 'without-shooters', out: 'the Shooters (2)', type: 'Shooters', cost: 2, elements: 'champion(spot-weakness), heavy(colossal), fighters, fighters, skirmishers' },
  { id: 'without-skirmishers', out: 'the Skirmishers (2)', type: 'Skirmishers', cost: 2, elements: 'champion(spot-weakness), heavy(colossal), fighters, fighters, shooters' },
];

/** Types priced by adding them to the base without its Champion: the swap arm's score less that removal's. */
const ADDED = [
  { type: 'Dregs', cost: 1, swap: 'champion-for-dregs' },
  { type: 'Ward with Defiance', cost: 1, swap: 'champion-for-ward' },
] as const;

const game = findGame('rattle-and-rend');
const variants = chooseGameVariants(game, []);
const base = warband('Base', SWAP_TACTICS);

const arms: MatchArm[] = SWAPS.map((swap) => ({
  id: swap.id,
  label: `${swap.in} for ${swap.out}`,
  params: { system: game.id, sideA: warband(`${swap.in} for ${swap.out}`, { ...SWAP_TACTICS, elements: swap.elements }), sideB: base, agentA: HEURISTIC, agentB: HEURISTIC, variants },
}));
for (const removal of REMOVALS) {
  const points = 12 - removal.cost;
  arms.push({
    id: removal.id,
    label: `Without ${removal.out} (${points} points)`,
    params: { system: game.id, sideA: warband(`Without ${removal.out}`, { ...SWAP_TACTICS, elements: removal.elements, points }), sideB: base, agentA: HEURISTIC, agentB: HEURISTIC, variants },
  });
}

export interface TypeWorth {
  type: string;
  cost: number;
  /** The score the type's Element is worth in play (win 1, draw 1/2), and per point of its cost. */
  worth: Bounded;
  perPoint: Bounded;
  /** How it was measured: "left out" (the removal's score lost) or "added" (swap less removal, ends added). */
  how: 'left out' | 'added';
  games: number;
}

/**
 * What each type is worth in play. Left out: 1/2 less the removal's score (its own interval). Added: the swap arm's
 * score less the removal without the Champion's, both against the base on the same seeds, so the half-widths are
 * added (differenceBound: holds at any correlation). Per point: divided by the cost, an exact constant.
 */
export function typeWorths(result: ExperimentResult): TypeWorth[] {
  const armOf = (id: string) => {
    const found = result.arms.find((a) => a.id === id);
    if (!found) throw new Error(`rr-options-element-costs: no arm ${id}`);
    return found;
  };
  const score = (id: string) => armOf(id).metrics.scoreA as MeanMetric;
  const perPoint = (b: Bounded, cost: number): Bounded => ({ mean: b.mean / cost, ci: [b.ci[0] / cost, b.ci[1] / cost] });
  const leftOut = REMOVALS.map((r): TypeWorth => {
    const s = score(r.id);
    const worth: Bounded = { mean: 0.5 - s.mean, ci: [0.5 - s.ci[1], 0.5 - s.ci[0]] };
    return { type: r.type, cost: r.cost, worth, perPoint: perPoint(worth, r.cost), how: 'left out', games: 2 * armOf(r.id).trials };
  });
  const added = ADDED.map((a): TypeWorth => {
    const worth = differenceBound(score(a.swap), score('without-champion'));
    return { type: a.type, cost: a.cost, worth, perPoint: perPoint(worth, a.cost), how: 'added', games: 2 * Math.min(armOf(a.swap).trials, armOf('without-champion').trials) };
  });
  return [...leftOut, ...added];
}

/** The price sentences: each type's worth and worth per point, then whether the points buy alike. */
export function priceLines(worths: readonly TypeWorth[]): string[] {
  const line = (w: TypeWorth) =>
    `${w.type} (${w.cost}) ${formatMean(w.worth.mean, [w.worth.ci[0], w.worth.ci[1]], w.games, '', 'games')}${w.cost > 1 ? `, ${formatEstimate(w.perPoint.mean, w.perPoint.ci)} a point` : ''}`;
  const leftOut = worths.filter((w) => w.how === 'left out');
  const added = worths.filter((w) => w.how === 'added');
  const sorted = [...worths].sort((x, y) => y.perPoint.mean - x.perPoint.mean);
  const top = sorted[0];
  const bottom = sorted[sorted.length - 1];
  // Estimates from arms on shared seeds: apart only when their intervals do not overlap (the ends-added difference).
  const over = (x: TypeWorth, y: TypeWorth) => x.perPoint.ci[0] > y.perPoint.ci[1];
  // Each type with the types it is clearly worth more than per point, highest first.
  const groups = sorted.map((x) => ({ x, below: sorted.filter((y) => over(x, y)).map((y) => y.type) })).filter((g) => g.below.length > 0);
  const same = sorted.filter((w) => w.cost === 2);
  const sameApart = same.flatMap((x) => same.filter((y) => over(x, y)).map((y) => `${x.type} over ${y.type}`));
  const point = (w: TypeWorth) => `${w.type}, ${formatEstimate(w.perPoint.mean, w.perPoint.ci)}`;
  return [
    `What each type is worth in play (the score a game's result moves by, win 1, draw 1/2): the base with one Element left out, fielded at its 9-11 points (as a Campaign Warband shrunk below 12 fields all it has) against the 12-point base, loses ${leftOut.map(line).join('; ')}. Added to the base without its Champion (11 points), on the same seeds (intervals at least 95%, the ends added): ${added.map(line).join('; ')}.`,
    `If the costs were right, a point of every type would be worth the same. Per point, the most by estimate is ${point(top)}, and the least ${point(bottom)}. ${
      groups.length
        ? `Clearly worth more per point (intervals apart), so the costs do not price the types alike: ${groups.map((g) => `${g.x.type} than ${g.below.join(', ')}`).join('; ')}`
        : 'No two types are told apart per point (every pair of intervals overlaps), so these games show no cost out of line with the others'
    }. Of the three 2-point types, ${sameApart.length ? `clearly apart per point: ${sameApart.join('; ')}` : 'none is clearly apart from another per point'}. A point need not be worth the same whichever one goes (a 9-point warband is further down a curve that ends at a score of 0), so types of different costs compare only roughly; the 2-point types compare like for like.`,
  ];
}

function answer(result: ExperimentResult): string[] {
  const read = SWAPS.map((swap) => {
    const arm = result.arms.find((a) => a.id === swap.id)!;
    const s = arm.metrics.scoreA as MeanMetric;
    const effect: 'helps' | 'hurts' | 'even' | 'unclear' = s.ci[0] > 0.5 ? 'helps' : s.ci[1] < 0.5 ? 'hurts' : s.ci[0] >= BAND[0] && s.ci[1] <= BAND[1] ? 'even' : 'unclear';
    return { swap, s, games: 2 * arm.trials, effect };
  });
  const said = { helps: 'the swap helps', hurts: 'the swap hurts', even: 'even within the 45-55% band', unclear: 'no clear difference' };
  const sentence = ({ swap, s, games, effect }: (typeof read)[number]) => `${swap.in} for ${swap.out}: ${formatMean(s.mean, s.ci, games, 'per game', 'games')}, ${said[effect]}`;
  // A swap that hurts: what left was worth more than the same points of what came in (cheap for its cost); one that helps: dear.
  const beyond = (r: (typeof read)[number]) => (r.s.ci[1] < BAND[0] || r.s.ci[0] > BAND[1] ? ', beyond the 45-55% band' : '');
  const cheap = read.filter((r) => r.effect === 'hurts').map((r) => `${r.swap.out} against ${r.swap.in}${beyond(r)}`);
  const dear = read.filter((r) => r.effect === 'helps').map((r) => `${r.swap.out} against ${r.swap.in}${beyond(r)}`);
  const dregsRows = read.filter((r) => /Dregs/.test(r.swap.in) && !/Fighters/.test(r.swap.in));
  const dregsLose = dregsRows.filter((r) => r.effect === 'hurts').length;
  const unclear = read.filter((r) => r.effect === 'unclear').sort((x, y) => Math.abs(y.s.mean - 0.5) - Math.abs(x.s.mean - 0.5));
  return [
    `Score of the warband with the swap against the base (1/2 = the swap changes nothing; both sides played by the heuristic player, sides swapped): ${read.map(sentence).join('; ')}.`,
    cheap.length + dear.length === 0
      ? `No swap clearly changes the result: at these numbers the 1, 2 and 3-point costs are consistent with one another${read.every((r) => r.effect === 'even') ? ' (every swap even within the 45-55% band)' : ''}.`
      : `What it implies for the costs: ${cheap.length ? `cheap for their points (worth more than what replaced them; a higher cost, or a better replacement, would even it): ${cheap.join('; ')}` : ''}${cheap.length && dear.length ? '. ' : ''}${dear.length ? `dear for their points (worth less than what replaced them): ${dear.join('; ')}` : ''}.`,
    dregsRows.length > 0 && dregsLose === dregsRows.length
      ? 'Every type tested loses value when traded for the same points of Dregs: a point of Dregs buys less than a point of anything else, so it is the Dregs that are dear at 1 point (better Dregs would even it; the cost cannot go lower).'
      : `Traded for the same points of Dregs, ${dregsLose} of ${dregsRows.length} types clearly lose value: Dregs are not dear or cheap as a class.`,
    unclear.length
      ? `Unsettled (no clear difference, yet not shown even within the band): ${unclear.map((r) => `${r.swap.in} for ${r.swap.out} (about ${moreGames(r.s.ci, r.s.mean - 0.5, r.games)} would settle a difference of the size seen)`).join('; ')}.`
      : 'Every swap is settled at this budget (a clear difference, or even within the band).',
    ...priceLines(typeWorths(result)),
    `One base warband (${BASE_ELEMENTS}), Counter-Punchers and Watchers, Discipline, Wary, the heuristic player: a type's worth is its worth in this warband, beside these Elements. The widest equal-point swap by estimate (picked when rr-options-strengths was last run) is replayed by the greedy player there.`,
  ];
}

export default defineExperiment({
  ...keepMetrics(matchExperiment(
    {
      id: 'rr-options-element-costs',
      title: 'Element costs: equal-point swaps against the same warband',
      question: 'Do the 1, 2 and 3-point costs of the Elements feel appropriate?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Four Elements › Element Stats', catalogue: ['RR-002'] },
      pairs: 600,
    },
    arms,
  )),
  // The band the swap verdicts use, so the chart's reference is the base's 1/2, not the first arm.
  bands: [{ metric: 'scoreA', low: BAND[0], high: BAND[1] }],
  charts: [{ kind: 'arms', metric: 'scoreA', title: 'Score against the 12-point base: equal-point swaps, and one Element left out' }],
  answer,
});
