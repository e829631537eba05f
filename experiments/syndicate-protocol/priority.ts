/**
 * Syndicate Protocol SP-001 and SP-061 (003_c7f3f5aee5a5ed6f.txt, Game Setup
 * 6-7 and 3.3): the opening d6 roll-off gives one side Priority, Priority then
 * alternates every round, and the Priority side attacks first; the rulebook
 * says alternation "ensures fairness and predictable tactical flow". Does the
 * side that wins the roll-off (Priority in rounds 1, 3, 5...) score more?
 * And does it matter more when an Operator eliminated by the first attack
 * cannot fire back (eliminated-fire=no, 4.11) than when it still fires
 * (eliminated-fire=yes, 3.3)?
 *
 * Each trial is a pair of games on the same streams with the sides swapped
 * (src/sim/match/pairTrial.ts), played here by a loop that also notes who
 * held Priority: the roll-off is the first chance node, so both games of a
 * pair give Priority to the same seat, hence once to each side, and the
 * sides' strengths cancel even in an unequal matchup. Both sides are played
 * by the game's heuristic player; sp-second-strength replays the Lens and
 * Velocity mirrors and Lens vs Razor with the one-ply greedy player (2
 * sampled rolls) on both sides and reads the same two Priority scores there.
 */
import { sameOnBothSeats } from '../../src/sim/match/pairPools.ts';
import { defineExperiment, type ArmSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { formatMean, formatMeanDifference, formatProportion, groupThousands } from '../../src/report/format.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { prepareMatch, type MatchParams, type PreparedMatch } from '../../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, type Seat } from '../../src/game/playGame.ts';
import type { SyndicateState } from '../../src/systems/syndicate-protocol/state.ts';
import { secondStrengthSentence } from './second-strength.ts';
import { gameShare } from '../../src/sim/match/pairPools.ts';

const SYSTEM = 'syndicate-protocol';
/** Matchups (preset ids): three mirrors (long-range Light, short-range Light, Composite) and one unequal pairing. */
const MATCHUPS: readonly (readonly [string, string])[] = [
  ['lens', 'lens'],
  ['velocity', 'velocity'],
  ['razor', 'razor'],
  ['lens', 'razor'],
];
const READINGS = ['no', 'yes'] as const;
const AGENT = 'heuristic';
const PAIRS = 250;

/** The part of the state this experiment reads (state.ts). */
type Finished = SyndicateState & { round: number; capped: boolean };

/** Plays one game to the end; returns the seat that held Priority in round 1 (at the first decision). */
function play(state: Finished, seats: readonly [Seat, Seat]): number {
  let first = -1;
  // The roll-off and the opening draws are chance nodes; the first decision is in round 1.
  playToEnd(state, seats, () => {
    if (first < 0) first = state.field.priority;
  });
  return first < 0 ? state.field.priority : first;
}

const prepared = new WeakMap<MatchParams, PreparedMatch>();

/** One pair: the round-1 Priority side's score, the final-round Priority side's score, length and round-cap share. */
function trial(params: MatchParams, root: Xoshiro128): TrialRecord {
  let match = prepared.get(params);
  if (!match) prepared.set(params, (match = prepareMatch(params)));
  dealStreams(root, match.words);
  const record = { firstPriority: 0, lastPriority: 0, length: 0, capped: 0, sameSeat: 1 };
  let seatBefore = -1;
  for (let g = 0; g < 2; g++) {
    const sides = g === 0 ? ([params.sideA, params.sideB] as const) : ([params.sideB, params.sideA] as const);
    const a: Seat = { agent: match.agentA, rng: resetTo(match.rngA, match.words, 4) };
    const b: Seat = { agent: match.agentB, rng: resetTo(match.rngB, match.words, 8) };
    const state = match.game.newGame({ sides, variants: params.variants, chance: resetTo(match.chance, match.words, 0), log: false }) as Finished;
    const first = play(state, g === 0 ? [a, b] : [b, a]);
    const returns = state.returns();
    const score = (seat: number) => (returns[seat] > 0 ? 1 : returns[seat] < 0 ? 0 : 0.5);
    record.firstPriority += score(first) / 2;
    record.lastPriority += score(state.field.priority) / 2;
    record.length += state.round / 2;
    record.capped += (state.capped ? 1 : 0) / 2;
    if (g === 1 && first !== seatBefore) record.sameSeat = 0;
    seatBefore = first;
  }
  return record;
}

const game = findGame(SYSTEM);
const name = (id: string) => (game.presets[id] as { name: string }).name;
const armId = (a: string, b: string, reading: string) => `${a}-vs-${b}-fire-${reading}`;

const arms: ArmSpec<MatchParams>[] = MATCHUPS.flatMap(([a, b]) =>
  READINGS.map((reading) => ({
    id: armId(a, b, reading),
    label: `${name(a)} vs ${name(b)}, eliminated-fire=${reading}`,
    params: {
      system: SYSTEM,
      sideA: sideOf(game, `preset:${a}`, 'sp-priority'),
      sideB: sideOf(game, `preset:${b}`, 'sp-priority'),
      agentA: AGENT,
      agentB: AGENT,
      variants: chooseGameVariants(game, [`eliminated-fire=${reading}`]),
    },
    coords: { matchup: `${name(a)} vs ${name(b)}`, reading },
    baseline: reading === 'no' ? null : armId(a, b, 'no'),
  })),
);

const mean = (arm: ArmResult, metric: string) => arm.metrics[metric] as MeanMetric;
/**
 * Distinct games of an arm: in a mirror the heuristic (deterministic) replays the pair's first game in its second
 * (scripts/mirror-audit.ts, tests/sim/pairReplays.test.ts), so a mirror holds one game a pair. This experiment keeps
 * neither `pair` nor `scoreA`, from which pairPools.ts replaysEveryPair would read it, so the mirror is read from the sides.
 */
const games = (arm: ArmResult) => (sameOnBothSeats(arm) && AGENT === 'heuristic' ? 1 : 2) * arm.trials;
/** The share of an arm's games stopped at the round cap; a mirror's pair is one game (games), so its pairs are the games counted. */
function cappedShare(arm: ArmResult): string {
  if (games(arm) === 2 * arm.trials) return gameShare([arm], 'capped');
  const hits = Math.round(mean(arm, 'capped').mean * arm.trials);
  return formatProportion(hits / arm.trials, wilson(hits, arm.trials), arm.trials, 'games');
}
const FAIR = 0.5;
/** The matchups sp-second-strength replays at the second strength. */
const REPLAYED = ['Lens vs Lens', 'Velocity vs Velocity', 'Lens vs Razor'];

function answer(result: ExperimentResult): string[] {
  const score = (arm: ArmResult) => {
    const m = mean(arm, 'firstPriority');
    return formatMean(m.mean, m.ci, games(arm), 'points per game', 'games');
  };
  const defaults = result.arms.filter((arm) => arm.coords?.reading === 'no');
  const above = defaults.filter((arm) => mean(arm, 'firstPriority').ci[0] > FAIR);
  const below = defaults.filter((arm) => mean(arm, 'firstPriority').ci[1] < FAIR);
  const matchup = (arm: ArmResult) => String(arm.coords?.matchup);
  // Pooled over the default-reading arms (equal pairs per arm): a mean of means with its normal interval.
  const pooled = (metric: string) => {
    const ms = defaults.map((arm) => mean(arm, metric));
    const m = ms.reduce((s, x) => s + x.mean, 0) / ms.length;
    const half = Math.sqrt(ms.reduce((s, x) => s + ((x.ci[1] - x.ci[0]) / 2) ** 2, 0)) / ms.length;
    return { m, ci: [m - half, m + half] as [number, number], n: defaults.reduce((s, arm) => s + games(arm), 0) };
  };
  const all = pooled('firstPriority');
  const inBand = (ci: readonly [number, number]) => ci[0] >= FAIR - 0.05 && ci[1] <= FAIR + 0.05;
  // The pooled mean can sit inside +/-0.05 while one matchup is clearly off half (the others pull it back), so "fair"
  // needs every matchup's interval inside the band too; a matchup clearly off half is named in the verdict itself.
  const offHalf = [...above, ...below];
  const wide = defaults.filter((arm) => !inBand(mean(arm, 'firstPriority').ci));
  const fair = inBand(all.ci) && wide.length === 0;
  /** Pooled inside the band but some matchup clearly off half: the verdict names it. */
  const offInOne = inBand(all.ci) && !fair && offHalf.length > 0;
  const side = (arms: ArmResult[], word: string) => (arms.length > 0 ? [`in ${arms.map(matchup).join(', ')} the roll-off side scores clearly ${word} than half`] : []);
  const verdict =
    all.ci[0] > FAIR
      ? 'No, not as played here: the side that wins the roll-off scores clearly more than half'
      : all.ci[1] < FAIR
        ? 'No, not as played here: the side that wins the roll-off scores clearly less than half'
        : fair
          ? 'Yes within +/-0.05 points per game, pooled and in every matchup: any edge from winning the roll-off is smaller than that'
          : offInOne
            ? `Pooled within +/-0.05 points per game, but ${[...side(above, 'more'), ...side(below, 'less')].join(' and ')}`
            : inBand(all.ci)
              ? `Pooled within +/-0.05 points per game and no matchup clearly off half, but not shown in every matchup: ${wide.map(matchup).join(', ')} could still be off by more than 0.05`
              : 'Inconclusive: the interval reaches beyond +/-0.05 of an even score';
  // Inconclusive: how many games would either show a clear edge or confine it within +/-0.05 (if the estimate holds).
  const settle = () => {
    if (all.ci[0] > FAIR || all.ci[1] < FAIR || inBand(all.ci)) return '';
    const half = (all.ci[1] - all.ci[0]) / 2;
    const distance = Math.abs(all.m - FAIR);
    const target = Math.max(0.05 - distance, distance);
    return target > 0 ? ` (about ${groupThousands(Math.ceil(all.n * (half / target) ** 2))} games in all would settle it if the estimate holds)` : '';
  };
  const last = pooled('lastPriority');
  /**
   * The final-round Priority side's score, read matchup by matchup: the pooled mean can clear 1/2 on one matchup alone
   * (the Velocity mirror, where the first shot kills), so a claim is made only for the matchups whose own interval
   * clears 1/2, and the pooled figure is given as what it is, an average over these matchups.
   */
  const finalRound = () => {
    const lastOf = (arm: ArmResult) => {
      const m = mean(arm, 'lastPriority');
      return `${matchup(arm)} ${formatMean(m.mean, m.ci, games(arm), 'points per game', 'games')}`;
    };
    const more = defaults.filter((arm) => mean(arm, 'lastPriority').ci[0] > FAIR);
    const less = defaults.filter((arm) => mean(arm, 'lastPriority').ci[1] < FAIR);
    const unclear = defaults.filter((arm) => !more.includes(arm) && !less.includes(arm));
    const pooled = formatMean(last.m, last.ci, last.n, 'points per game', 'games');
    if (more.length === 0 && less.length === 0)
      // An interval that holds 1/2 does not show that shooting first rarely decides a game, only that these games cannot tell.
      return `Even the side holding Priority in the final round does not score clearly more in any matchup (${defaults.map(lastOf).join('; ')}; pooled ${pooled}), so these games do not show whether shooting first decides games here.`;
    const parts = [
      ...(more.length > 0
        ? [`The side holding Priority in the final round scores clearly more than half in ${more.map(lastOf).join('; ')}: there it shoots first, and under 4.11 a dead Operator does not fire back, so Priority decides games round by round there`]
        : []),
      ...(less.length > 0 ? [`it scores clearly less than half in ${less.map(lastOf).join('; ')}`] : []),
      ...(unclear.length > 0 ? [`not clearly off half in ${unclear.map(lastOf).join('; ')}, so these games do not show it deciding games there`] : []),
    ];
    const sentence = parts.join('; ');
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. Pooled over the ${defaults.length} matchups it scores ${pooled}, an average over them, not a finding for each.`;
  };
  const shifts = result.arms
    .filter((arm) => arm.vsBaseline?.firstPriority)
    .map((arm) => {
      const d = arm.vsBaseline!.firstPriority;
      return `${matchup(arm)} ${formatMeanDifference(d.diff, d.ci, arm.trials, '', 'pairs')}`;
    });
  const moved = result.arms.filter((arm) => arm.vsBaseline?.firstPriority && (arm.vsBaseline.firstPriority.ci[0] > 0 || arm.vsBaseline.firstPriority.ci[1] < 0));
  const capped = defaults.map((arm) => `${matchup(arm)} ${cappedShare(arm)}`).join(', ');
  const notReplayed = defaults.filter((arm) => !REPLAYED.includes(matchup(arm)));
  return [
    `Is alternating Priority fair? ${verdict}: pooled over ${defaults.length} matchups the round-1 Priority side scores ${formatMean(all.m, all.ci, all.n, 'points per game', 'games')}${settle()}; by matchup ${defaults.map((arm) => `${matchup(arm)} ${score(arm)}`).join('; ')}.${offHalf.length > 0 && !offInOne ? ` Clearly off 0.5: ${offHalf.map(matchup).join(', ')}.` : ''}`,
    finalRound(),
    `Letting an eliminated Operator still fire (eliminated-fire=yes, 3.3) changes the round-1 Priority side's score by ${shifts.join('; ')}${moved.length === 0 ? ': no matchup moves clearly' : `: clearly in ${moved.map(matchup).join(', ')}`}.`,
    `Share of games stopped at the 50-round cap (draws, which dilute any Priority edge): ${capped}. ${
      fair
        ? 'Nothing to change for fairness; where games mostly reach the cap (the Composite-armoured matchups) Priority has no room to show, so the claim is untested there.'
        : offInOne
          ? // One matchup of several clear of 1/2 at 95% can be chance: a rerun of it settles whether to change anything.
            `Fairness is not shown for ${offHalf.map(matchup).join(', ')}: with ${defaults.length} matchups tested at 95% each, rerun ${offHalf.length === 1 ? 'it' : 'them'} with more games before changing the rule; eliminated-fire=yes ${offHalf.some((arm) => moved.some((m) => matchup(m) === matchup(arm))) ? 'clearly moves the score there' : 'does not clearly move the score there'}.`
          : 'If the designer wants the roll-off to matter less, simultaneous damage (eliminated-fire=yes) is the reading to test with more games.'
    }`,
    secondStrengthSentence(
      "the Lens and Velocity mirrors and Lens vs Razor, reading the round-1 Priority side's score pooled over those three and the final-round Priority side's score in each,",
      notReplayed.length > 0 ? `Not replayed there: ${notReplayed.map((arm) => `${matchup(arm)}, where the heuristic stops ${cappedShare(arm)} at the cap`).join('; ')}.` : '',
    ),
  ];
}

export default defineExperiment<MatchParams>({
  id: 'sp-priority',
  title: 'Is alternating Priority fair? The roll-off winner\'s score, with and without return fire from the eliminated',
  question: 'Alternating Priority "ensures fairness and predictable tactical flow": does the side that wins the opening roll-off score more, and does it depend on whether an eliminated Operator still fires?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Game Setup › 7. Priority Alternation Rule; Round Structure › 3.3 Attack Phase', catalogue: ['SP-001', 'SP-061'] },
  arms,
  metrics: {
    firstPriority: { kind: 'mean', label: 'Round-1 Priority side\'s score (win 1, draw 1/2)', unit: 'points per game' },
    lastPriority: { kind: 'mean', label: 'Final-round Priority side\'s score', unit: 'points per game' },
    length: { kind: 'mean', label: 'Game length', unit: 'rounds' },
    capped: { kind: 'mean', label: 'Games stopped at the round cap', unit: 'share of games' },
    sameSeat: { kind: 'mean', label: 'Both games of a pair gave Priority to the same seat (check)', unit: 'share of pairs' },
  },
  trial,
  precision: { budget: PAIRS },
  chunkSize: 8,
  bands: [{ metric: 'firstPriority', low: 0.45, high: 0.55 }],
  answer,
  charts: [
    { kind: 'arms', metric: 'firstPriority', title: 'Round-1 Priority side\'s score by matchup and reading' },
    { kind: 'forest', metric: 'firstPriority', title: 'eliminated-fire=yes minus no' },
  ],
});
