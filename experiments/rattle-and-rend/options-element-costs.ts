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
 * Warbands must spend exactly 12 points (the engine checks it), so games can
 * only compare equal-point swaps: they say which types are cheap or dear for
 * their cost relative to one another, not how many points one is worth. The
 * largest swap is replayed by the greedy player in options-strengths.ts.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { formatMean } from '../../src/report/format.ts';
import { BAND, HEURISTIC, keepMetrics, moreGames, warband } from './_options.ts';

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

const game = findGame('rattle-and-rend');
const variants = chooseGameVariants(game, []);
const base = warband('Base', SWAP_TACTICS);

const arms: MatchArm[] = SWAPS.map((swap) => ({
  id: swap.id,
  label: `${swap.in} for ${swap.out}`,
  params: { system: game.id, sideA: warband(`${swap.in} for ${swap.out}`, { ...SWAP_TACTICS, elements: swap.elements }), sideB: base, agentA: HEURISTIC, agentB: HEURISTIC, variants },
}));

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
    'Games can compare only equal-point warbands (the rules fix 12 points, and the engine refuses any other total), so this ranks the types against one another but cannot price a point: turning these swaps into fair costs needs games between unequal warbands (say 12 against 11 points), which would take an engine option for the warband total. One base warband, Counter-Punchers and Watchers, Discipline, Wary, the heuristic player; the largest swap at the greedy strength: rr-options-strengths.',
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
  charts: [{ kind: 'arms', metric: 'scoreA', title: 'Score of the warband with the swap against the base' }],
  answer,
});
