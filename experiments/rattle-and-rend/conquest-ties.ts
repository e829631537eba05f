/**
 * Rattle and Rend RR-151 (004_c41133d86b017ece.txt, Victory Conditions ›
 * Conquest: "At the end of four rounds, calculate which player has more
 * warband points in each zone ... If equal, the winner is the player with the
 * most warband points in the center zone. If still equal, play a fifth ROUND
 * and calculate the winner again at the end of that ROUND."; catalogue: Game).
 *
 * How often does Conquest need its tie-breaks, and does the fifth round settle
 * the games it is played for? Every game is Conquest (toolkit setting
 * `scenario=conquest`, deployment and terrain rolled); how it ended is read
 * from the game's `end` event (engine.ts endOfRoundVictory: most zones won,
 * the centre zone's points, a draw after the fifth round; or every enemy
 * Element removed), and in which round. A fifth round that is still tied is a
 * draw: the rulebook says nothing past it.
 *
 * The six pairings of the four example warbands, and two mirrors (the Dwarven
 * Throng, and the option tournaments' warband of _options.ts), where even sides
 * should tie most often; the Vampire Court mirror is left out (two Superiority
 * warbands pay all their Momentum in tied bids: rr-game-pace). Heuristic player
 * on both sides (it plays to the zone count at full weight from round 4 on, so
 * in a fifth round too), pairs of games with the sides swapped. Each arm reads
 * its own lane of the trial's stream, so the arms pool as independent samples.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { pairRatioSums } from '../../src/sim/match/pairRatios.ts';
import { ratioShare, type RatioSums } from '../../src/stats/ratioShare.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatProportion, groupThousands } from '../../src/report/format.ts';
import { SCENARIO_ROUNDS } from '../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { keepMetrics, titleWords, warband } from './_options.ts';

const game = findGame('rattle-and-rend');
const EXAMPLES = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'] as const;
const preset = (id: string): RrSide => loadSide(game, `preset:${id}`) as RrSide;
/** The option tournaments' warband (one of each Element type but Dregs and Wards; Watchers and Butchers, Discipline, Wary). */
const OPTIONS_WARBAND = warband('Option warband');

function match(a: RrSide, b: RrSide): MatchParams {
  return { system: game.id, sideA: a, sideB: b, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, ['scenario=conquest']) };
}

export const ARMS: MatchArm[] = [
  ...EXAMPLES.flatMap((a, i) =>
    EXAMPLES.slice(i + 1).map((b) => ({ id: `${a}-vs-${b}`, label: `${titleWords(a)} vs ${titleWords(b)}`, params: match(preset(a), preset(b)), coords: { pairing: 'example', a: titleWords(a), b: titleWords(b) }, baseline: null })),
  ),
  { id: 'mirror-dwarven-throng', label: 'Dwarven Throng mirror', params: match(preset('dwarven-throng'), preset('dwarven-throng')), coords: { pairing: 'mirror', a: 'Dwarven Throng', b: 'Dwarven Throng' }, baseline: null },
  { id: 'mirror-option-warband', label: 'Option warband mirror', params: match(OPTIONS_WARBAND, OPTIONS_WARBAND), coords: { pairing: 'mirror', a: 'Option warband', b: 'Option warband' }, baseline: null },
];

/** Arm k reads lane k of the trial's stream (by the two sides' names, since worker threads see copies of the params). */
export const laneOf = (params: MatchParams): number => {
  const k = ARMS.findIndex((arm) => (arm.params.sideA as RrSide).name === (params.sideA as RrSide).name && (arm.params.sideB as RrSide).name === (params.sideB as RrSide).name);
  if (k < 0) throw new Error(`rr-conquest-ties: no arm for ${(params.sideA as RrSide).name} vs ${(params.sideB as RrSide).name}`);
  return k;
};

// ---- How one game ended ---------------------------------------------------------------------

/** How a Conquest game ended: in round 4 or in the fifth round, by zones, by the centre zone, drawn; or by removal. */
export const ENDINGS = ['zones', 'centre', 'fifthZones', 'fifthCentre', 'fifthDraw', 'removed'] as const;
export type Ending = (typeof ENDINGS)[number];

const ENDING_LABELS: Record<Ending, string> = {
  zones: 'most zones won after round 4',
  centre: 'zones tied, the centre zone after round 4',
  fifthZones: 'most zones won after the fifth round',
  fifthCentre: 'zones tied, the centre zone after the fifth round',
  fifthDraw: 'still tied after the fifth round: a draw',
  removed: 'every enemy Element removed (any round)',
};

/** The game's ending, from its last `end` event (engine.ts finish: reason and round). */
export function endingOf(log: readonly GameEvent[]): Ending {
  const end = [...log].reverse().find((event) => event.kind === 'end');
  if (!end) throw new Error('rr-conquest-ties: a game without an end event');
  const reason = String(end.reason);
  const fifth = (end.round as number) > SCENARIO_ROUNDS;
  if (reason === 'every enemy Element removed' || reason === 'both warbands removed') return 'removed';
  if (reason === 'most zones won') return fifth ? 'fifthZones' : 'zones';
  if (reason === 'zones tied: most points in the centre zone') return fifth ? 'fifthCentre' : 'centre';
  if (reason === 'zones tied after the fifth round') return 'fifthDraw';
  throw new Error(`rr-conquest-ties: a Conquest game ended by '${reason}' in round ${end.round}`);
}

// ---- The trial ------------------------------------------------------------------------------

const endingId = (e: Ending) => `end${e[0].toUpperCase()}${e.slice(1)}`;

/** Per-game shares of each ending and of games with a fifth round; the ratio triplet (Hits, Of, Sum) of fifth rounds decided. */
const METRICS: Record<string, MetricSpec> = {
  ...Object.fromEntries(ENDINGS.map((e) => [endingId(e), { kind: 'mean', label: `Conquest ended: ${ENDING_LABELS[e]}`, unit: 'share of games' }])),
  fifthRound: { kind: 'mean', label: 'games that played a fifth round', unit: 'share of games' },
  fifthDecidedHits: { kind: 'mean', label: 'fifth rounds: decided', unit: 'per game', min: 0 },
  fifthDecidedOf: { kind: 'mean', label: 'fifth rounds played', unit: 'per game', min: 0 },
  fifthDecidedSum: { kind: 'mean', label: 'fifth rounds: decided, plus played', unit: 'per game', min: 0 },
};

const READ: PairObserver<RrState> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => {
    for (const id of Object.keys(METRICS)) record[id] = 0;
  },
  read: (state, _seatOfA, record) => {
    const add = (id: string, value: number) => ((record[id] as number) += value / 2);
    const ending = endingOf(state.log ?? []);
    add(endingId(ending), 1);
    const fifth = state.round > SCENARIO_ROUNDS ? 1 : 0;
    add('fifthRound', fifth);
    const decided = fifth && ending !== 'fifthDraw' ? 1 : 0;
    add('fifthDecidedHits', decided);
    add('fifthDecidedOf', fifth);
    add('fifthDecidedSum', decided + fifth);
  },
};

export const conquestTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- The answer -----------------------------------------------------------------------------

/** The arms' sums over pairs added (each arm on its own lane, so independent). */
export function pooledSums(arms: readonly ArmResult[], id: string): RatioSums {
  return addSums(arms.map((arm) => pairRatioSums(arm, id)));
}

/**
 * A per-game 0/1 statistic (kept as its mean over each pair's two games) as
 * the ratio sums of games with it over games (2 a pair), so its interval comes
 * from the ratio estimator over pairs: a Wilson interval, never of zero width
 * when no game had it (a normal interval would be 0 to 0 then).
 */
export function gameShareSums(arm: ArmResult, id: string): RatioSums {
  const m = arm.metrics[id] as MeanMetric;
  const t = m.n;
  const hits = 2 * m.mean * t;
  return { clusters: t, hits, hitsSquared: 4 * ((t > 1 ? (t - 1) * m.sd * m.sd : 0) + t * m.mean * m.mean), observations: 2 * t, observationsSquared: 4 * t, cross: 2 * hits };
}

const addSums = (parts: readonly RatioSums[]): RatioSums => {
  const total: RatioSums = { clusters: 0, hits: 0, hitsSquared: 0, observations: 0, observationsSquared: 0, cross: 0 };
  for (const s of parts) for (const key of Object.keys(total) as (keyof RatioSums)[]) total[key] += s[key];
  return total;
};

/** "3.1% (2.7-3.6%, 16,000 games)": the share of the arms' games with the statistic (arms on their own lanes: sums add). */
function gameShare(arms: readonly ArmResult[], id: string): string {
  const sums = addSums(arms.map((arm) => gameShareSums(arm, id)));
  const r = ratioShare(sums);
  // No game with it: no spread to measure the pairs' correlation by, so count pairs, not games (the widest the design effect can be).
  const ci = sums.hits === 0 ? wilson(0, sums.clusters) : r.ci;
  return formatProportion(r.p, ci, r.n, 'games');
}

export function answer(result: ExperimentResult): string[] {
  const arms = result.arms;
  const games = arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  const decided = ratioShare(pooledSums(arms, 'fifthDecided'));
  const settle =
    decided.n === 0
      ? 'no game needed the fifth round, so whether it settles ties is not measured'
      : decided.ci[0] > 0.5
        ? 'the fifth round settles most of the ties it is played for'
        : decided.ci[1] < 0.5
          ? 'the fifth round leaves most of the ties it is played for drawn'
          : 'whether the fifth round settles most of its ties is not clear from these games';
  const fifthShare = decided.n === 0 ? '' : `; of the ${groupThousands(decided.n)} games that played it, ${formatProportion(decided.p, decided.ci, decided.n, 'fifth rounds')} were decided at its end and the rest drawn`;
  const byEnding = ENDINGS.map((e) => `${ENDING_LABELS[e]} ${gameShare(arms, endingId(e))}`).join('; ');
  const perArm = arms.map((arm) => `${arm.label} ${gameShare([arm], 'fifthRound')}`).join('; ');
  return [
    `RR-151, Conquest's fifth round: ${settle}. Over the ${arms.length} pairings, ${gameShare(arms, 'fifthRound')} of Conquest games are still level on zones and on the centre zone's points after four rounds and play a fifth round${fifthShare}. Without the fifth round those games would be draws; with it, ${gameShare(arms, endingId('fifthDraw'))} of Conquest games end drawn after the fifth round.`,
    `How Conquest games end (all pairings, share of games): ${byEnding}.`,
    `Games that played a fifth round, by pairing: ${perArm}.`,
    `${groupThousands(games)} games, ${groupThousands(arms[0].trials)} pairs per pairing, each arm on its own lane of the stream; scenario Conquest in every game, deployment and terrain rolled; heuristic player on both sides, which plays to the zone count at full weight from round 4 on (people who count the centre zone's points more carefully might tie less, or more). The zones are the engine's: by the x coordinate of each Element's centre, the middle zone 160 mm wide (the rulebook's "Medium (160mm) range width" option); a zone level on points, 0 against 0 too, is won by nobody. Intervals 95%, from the ratio estimator over pairs of games (src/stats/ratioShare.ts: Wilson intervals widened for the two games of a pair sharing their dice), so a share of 0 still has an upper end.`,
  ];
}

const base = matchExperiment(
  {
    id: 'rr-conquest-ties',
    title: "Conquest's tie-breaks: the centre zone and the fifth round",
    question: 'How often does a Conquest game need its tie-breaks (the centre zone, then a fifth round), and does the fifth round settle the games it is played for?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Victory Conditions › Conquest', catalogue: ['RR-151'] },
    pairs: 1000,
  },
  ARMS,
);

const kept = keepMetrics(base);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: { ...kept.metrics, ...METRICS },
  trial: conquestTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'fifthRound', reference: 'none', title: 'Share of Conquest games that played a fifth round' },
    { kind: 'arms', metric: endingId('centre'), reference: 'none', title: 'Share of Conquest games decided by the centre zone after round 4' },
  ],
});
