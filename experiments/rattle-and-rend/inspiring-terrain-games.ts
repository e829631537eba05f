/**
 * Rattle and Rend RR-019 (004_c41133d86b017ece.txt, Game Setup › Inspiring
 * Terrain, pink box): "Feedback requested for Inspiring Terrain." The
 * game-level half of rr-inspiring-terrain (which measures one attack exactly):
 * what each of its two effects does to whole games. Variant `inspiring`:
 * as written (a Fury bonus to attack from it, a Will bonus to defend in it,
 * and it blocks line of sight) vs no-bonus (a sight blocker only) vs
 * no-los-block (the bonus only), paired game by game on the same seeds, sides
 * swapped, both warbands played by the heuristic player, in two matchups of
 * the example warbands. Metrics: the first warband's score, the enemy points
 * each side removes, the game length in rounds, and how many attacks each side
 * makes from Inspiring terrain and into it (the engine counts them by
 * position under every reading). The engine's boards carry
 * one Inspiring piece, plus up to two from a side's Prepared.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, pairedChange } from '../../src/report/format.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armEstimate, keepMetrics, showMean } from './_options.ts';

/** The engine statistics this answer reads: attacks made, from Inspiring terrain, into it. */
const INSPIRING_METRICS = ['attacksA', 'attacksB', 'fromInspiringA', 'fromInspiringB', 'intoInspiringA', 'intoInspiringB'];

/** How often the terrain is in play: each side's attacks per game, from it and into it, as written; and what the no-bonus reading does to attacks from it. */
function usage(base: ArmResult, noBonus: ArmResult, a: string, b: string): string {
  const side = (name: string, x: 'A' | 'B') =>
    `${name} makes ${showMean(armEstimate(base, `attacks${x}`), 'attacks')}, ${showMean(armEstimate(base, `fromInspiring${x}`), 'from Inspiring terrain')} and ${showMean(armEstimate(base, `intoInspiring${x}`), 'into it')}`;
  const d = noBonus.vsBaseline!;
  return `Inspiring Terrain in play, as written, per game: ${side(a, 'A')}; ${side(b, 'B')}. Without the bonus, attacks from it change by ${pairedChange(d.fromInspiringA, noBonus.trials, 'per game')} for ${a} and ${pairedChange(d.fromInspiringB, noBonus.trials, 'per game')} for ${b} (the move "toward Inspiring Terrain" stays offered under no-bonus, so a change here is how much the players were going there for the bonus).`;
}

const PAIRS = 10000;
const defaults = chooseGameVariants(rattleAndRend, []);
const MATCHUPS = [
  { id: 'throng-court', a: 'dwarven-throng', b: 'vampire-court', label: 'Dwarven Throng v Vampire Court' },
  { id: 'ogrekin-host', a: 'ogrekin-hunting-party', b: 'ghostly-host', label: 'Ogrekin Hunting Party v Ghostly Host' },
] as const;
const READINGS = [
  { id: 'as-written', label: 'as written' },
  { id: 'no-bonus', label: 'no Fury/Will bonus' },
  { id: 'no-los-block', label: 'does not block sight' },
] as const;

const arms: MatchArm[] = MATCHUPS.flatMap((m) =>
  READINGS.map((reading) => ({
    id: `${m.id}-${reading.id}`,
    label: `${m.label}, Inspiring ${reading.label}`,
    params: {
      system: rattleAndRend.id,
      sideA: rattleAndRend.presets[m.a],
      sideB: rattleAndRend.presets[m.b],
      agentA: 'heuristic',
      agentB: 'heuristic',
      variants: { ...defaults, inspiring: reading.id },
    },
    coords: { matchup: m.label, inspiring: reading.id },
    baseline: reading.id === 'as-written' ? null : `${m.id}-as-written`,
  })),
);

function answer(result: ExperimentResult): string[] {
  const arm = (id: string) => result.arms.find((a) => a.id === id) as ArmResult;
  const removals = (a: ArmResult) => (a.vsBaseline!.removedByA.diff + a.vsBaseline!.removedByB.diff);
  const clear = (a: ArmResult, metric: string) => a.vsBaseline![metric].ci[0] > 0 || a.vsBaseline![metric].ci[1] < 0;
  const lines = MATCHUPS.map((m) => {
    // The warbands' names, as the labels print them, not their preset ids.
    const [a, b] = [m.a, m.b].map((id) => (rattleAndRend.presets[id] as RrSide).name);
    const base = arm(`${m.id}-as-written`);
    const score = base.metrics.scoreA as MeanMetric;
    const length = base.metrics.length as MeanMetric;
    const parts = READINGS.slice(1).map((reading) => {
      const r = arm(`${m.id}-${reading.id}`);
      const d = r.vsBaseline!;
      return `${reading.label}: ${a} score ${pairedChange(d.scoreA, r.trials, 'per game')}; points removed by ${a} ${pairedChange(d.removedByA, r.trials, 'per game')}, by ${b} ${pairedChange(d.removedByB, r.trials, 'per game')}; length ${pairedChange(d.length, r.trials, 'rounds')}`;
    });
    return `${m.label} (as written: ${a} scores ${formatMean(score.mean, score.ci, 2 * base.trials, 'per game', 'games')}, games last ${formatMean(length.mean, length.ci, 2 * base.trials, 'rounds', 'games')}). Each reading minus as written: ${parts.join('. ')}. ${usage(base, arm(`${m.id}-no-bonus`), a, b)}`;
  });
  const noBonus = MATCHUPS.map((m) => arm(`${m.id}-no-bonus`));
  const noBlock = MATCHUPS.map((m) => arm(`${m.id}-no-los-block`));
  const scoreMoves = [...noBonus, ...noBlock].filter((a) => clear(a, 'scoreA')).map((a) => a.label);
  // The two sides' removals change together (one game), and no pair-level total is kept: the interval of the total is
  // the two intervals' ends added, which covers it at any correlation (sd(X + Y) <= sd(X) + sd(Y)), so it is conservative.
  const totalCi = (a: ArmResult): [number, number] => [
    a.vsBaseline!.removedByA.ci[0] + a.vsBaseline!.removedByB.ci[0],
    a.vsBaseline!.removedByA.ci[1] + a.vsBaseline!.removedByB.ci[1],
  ];
  const totals = MATCHUPS.map((m, k) => `${m.label} ${formatMeanDifference(removals(noBonus[k]), totalCi(noBonus[k]), noBonus[k].trials, 'per game', 'pairs')}`);
  const more = MATCHUPS.filter((_, k) => totalCi(noBonus[k])[0] > 0).map((m) => m.label);
  const bonusLine = `Without its bonus the points removed in all (both sides; the interval is the two sides' ends added, so conservative) change by: ${totals.join('; ')}. ${
    more.length === MATCHUPS.length
      ? 'Both matchups clearly remove more points, so as written it slows the killing (the Will bonus to defend outweighs the Fury bonus, as rr-inspiring-terrain finds per attack).'
      : more.length > 0
        ? `Clearly more in ${more.join(', ')} only: as written it slows the killing there (the Will bonus to defend outweighs the Fury bonus, as rr-inspiring-terrain finds per attack), not clearly in the other matchup.`
        : 'Not clearly more in either matchup.'
  }`;
  return [
    `${scoreMoves.length === 0 ? 'At this budget neither effect of Inspiring Terrain clearly changes who wins in these two matchups' : `Inspiring Terrain's reading clearly changes the first warband's score in: ${scoreMoves.join('; ')}`} (heuristic player on both sides, variant inspiring, paired on the same seeds, sides swapped). ${bonusLine}`,
    ...lines,
    'Caveats: the engine\'s boards carry one Inspiring piece (King of the Hill\'s centre piece replaces the layout\'s; a side with Prepared turns up to two more Inspiring), so a board built around Inspiring Terrain would show larger effects; the heuristic player was written for the rules as printed; two matchups of the example warbands only.',
  ];
}

export default defineExperiment({
  ...keepMetrics(matchExperiment(
    {
      id: 'rr-inspiring-terrain-games',
      title: 'Inspiring Terrain: what do its bonus and its sight-blocking do to whole games?',
      question: 'Inspiring Terrain gives a Fury bonus to attack from it and a Will bonus to defend in it, and blocks line of sight: what does each effect do to who wins, how much is removed and how long games last?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Game Setup › Inspiring Terrain', catalogue: ['RR-019'] },
      pairs: PAIRS,
    },
    arms,
  ), INSPIRING_METRICS),
  charts: [
    { kind: 'forest', metric: 'scoreA', title: "First warband's score: each reading minus as written" },
    { kind: 'forest', metric: 'length', title: 'Game length (rounds): each reading minus as written' },
  ],
  answer,
});
