/**
 * Rattle and Rend RR-135 (004_c41133d86b017ece.txt, Bonds › Strife: "When an
 * allied element is removed from play (not due to Morale), gain MOMENTUM equal
 * to that element's points. You cannot have more momentum than your total
 * momentum – even if the points gained this way would go over that limit.";
 * catalogue: "Game (capped at Total Momentum)"). Bloodlust prints the same cap
 * (Bonds › Bloodlust), so it is read beside Strife.
 *
 * How much of what the Bond offers does the cap take away? The engine regains
 * min(amount, Total Momentum - Momentum) (state.ts `gain`), with Total Momentum
 * the one the round began with (set in the round's first step): a removal
 * before the side has spent anything that round regains nothing. Each removal
 * that triggers the Bond is read from the game's log: its Element's points are
 * offered, and the Bond's `regain` event logged right after it (none when the
 * cap left no room) is what was gained.
 *
 * The Bonds tournament's warband (rr-options-bonds: one of each Element type
 * but Dregs and Wards, Rangers and Butchers, Wary) with Strife, and with
 * Bloodlust, meets the same warband with each of the seven Bonds; heuristic
 * player on both sides, pairs of games with the sides swapped. Each arm reads
 * its own lane of the trial's stream (as rr-bond-momentum does), so the arms
 * are independent and a Bond's seven arms pool by adding their sums.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { pairRatioSums } from '../../src/sim/match/pairRatios.ts';
import { ratioShare, type RatioSums } from '../../src/stats/ratioShare.ts';
import { findGame } from '../../src/game/registry.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatProportion, groupThousands } from '../../src/report/format.ts';
import { BONDS } from '../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { BOND_TACTIC, bondName } from './options-bonds.ts';
import { armEstimate, keepMetrics, poolEstimates, showMean, showShare, warband, type Estimate } from './_options.ts';

const game = findGame('rattle-and-rend');

/** The two Bonds that print the cap. */
export const CAPPED = ['strife', 'bloodlust'] as const;
export type CappedBond = (typeof CAPPED)[number];

function match(bond: CappedBond, opponent: string): MatchParams {
  return {
    system: game.id,
    sideA: warband(bondName(bond), { tactic1: BOND_TACTIC, bond }),
    sideB: warband(`${bondName(opponent)} (opponent)`, { tactic1: BOND_TACTIC, bond: opponent }),
    agentA: 'heuristic',
    agentB: 'heuristic',
    variants: chooseGameVariants(game, []),
  };
}

export const ARMS: MatchArm[] = CAPPED.flatMap((bond) =>
  BONDS.map((opponent) => ({ id: `${bond}-vs-${opponent}`, label: `${bondName(bond)} vs ${bondName(opponent)}`, params: match(bond, opponent), coords: { bond: bondName(bond), opponent: bondName(opponent) }, baseline: null })),
);

// ---- One game's removals and regains, read from its log -------------------------------------

/** What a capped Bond offered one side in one game and what the cap let it keep. */
export interface CapReading {
  /** Momentum the Bond's trigger offered (the removed Elements' points). */
  offered: number;
  /** Momentum the Bond regained. */
  gained: number;
  /** Removals that triggered the Bond. */
  removals: number;
  /** Of them, those whose regain the cap cut (in part or in full). */
  cut: number;
  /** Of them, those that regained nothing (the side already at its Total Momentum). */
  full: number;
}

/**
 * Does this removal trigger the Bond of `seat` (engine.ts `remove`)? Strife:
 * its own Element, not by Morale. Bloodlust: an enemy Element removed by an
 * attack or forced off the board by one of its Elements.
 */
export function triggers(bond: CappedBond, seat: number, event: GameEvent): boolean {
  if (bond === 'strife') return event.player === seat && event.cause !== 'morale';
  return event.player !== seat && (event.cause === 'attack' || event.cause === 'board edge') && (event.by as number) >= 0;
}

/**
 * Reads the log: each triggering `removed` event offers its Element's points;
 * the Bond's `regain` for this seat that follows it, before the next removal,
 * is what was gained (the engine logs it right after the removal, and logs
 * nothing when the cap leaves no room).
 */
export function readCap(log: readonly GameEvent[], seat: number, bond: CappedBond, points: ArrayLike<number>): CapReading {
  const reading: CapReading = { offered: 0, gained: 0, removals: 0, cut: 0, full: 0 };
  let open = -1;
  let got = 0;
  const close = () => {
    if (open < 0) return;
    reading.gained += got;
    if (got < open) reading.cut++;
    if (got === 0) reading.full++;
    open = -1;
  };
  for (const event of log) {
    if (event.kind === 'removed') {
      close();
      if (!triggers(bond, seat, event)) continue;
      open = points[event.element as number];
      got = 0;
      reading.offered += open;
      reading.removals++;
    } else if (event.kind === 'regain' && open >= 0 && event.player === seat && event.why === bond) {
      got += event.amount as number;
    }
  }
  close();
  return reading;
}

// ---- The trial ------------------------------------------------------------------------------

/** Per-game means of side A's reading; the ratio triplets (Hits, Of, Sum) rebuild sums over pairs (pairRatios.ts). */
const METRICS: Record<string, MetricSpec> = {
  capOffered: { kind: 'mean', label: "Momentum the Bond's trigger offered side A", unit: 'Momentum per game', min: 0 },
  capGained: { kind: 'mean', label: 'Momentum the Bond regained for side A', unit: 'Momentum per game', min: 0 },
  capCutAny: { kind: 'mean', label: 'games in which the cap cut at least one regain', unit: 'share of games' },
  ...Object.fromEntries(
    (
      [
        ['capPoints', 'offered Momentum', 'cut by the cap'],
        ['capRemovals', 'triggering removals', 'regain cut by the cap'],
        ['capFull', 'triggering removals', 'nothing regained (already at Total Momentum)'],
      ] as const
    ).flatMap(([id, of, hit]) => [
      [`${id}Hits`, { kind: 'mean', label: `${of}: ${hit}`, unit: 'per game', min: 0 }],
      [`${id}Of`, { kind: 'mean', label: of, unit: 'per game', min: 0 }],
      [`${id}Sum`, { kind: 'mean', label: `${of}: ${hit}, plus ${of}`, unit: 'per game', min: 0 }],
    ]),
  ),
};

/** Arm k reads lane k of the trial's stream (by the two Bonds, since worker threads see copies of the params). */
export const laneOf = (params: MatchParams): number => CAPPED.indexOf((params.sideA as RrSide).bond as CappedBond) * BONDS.length + BONDS.indexOf((params.sideB as RrSide).bond as (typeof BONDS)[number]);

const READ: PairObserver<RrState> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => {
    for (const id of Object.keys(METRICS)) record[id] = 0;
  },
  read: (state, seatOfA, record) => {
    const bond = state.bondIs(seatOfA, 'strife') ? 'strife' : 'bloodlust';
    const r = readCap(state.log ?? [], seatOfA, bond, state.points);
    const add = (id: string, value: number) => ((record[id] as number) += value / 2);
    const ratio = (id: string, hits: number, of: number) => {
      add(`${id}Hits`, hits);
      add(`${id}Of`, of);
      add(`${id}Sum`, hits + of);
    };
    add('capOffered', r.offered);
    add('capGained', r.gained);
    add('capCutAny', r.cut > 0 ? 1 : 0);
    ratio('capPoints', r.offered - r.gained, r.offered);
    ratio('capRemovals', r.cut, r.removals);
    ratio('capFull', r.full, r.removals);
  },
};

export const capTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- The answer -----------------------------------------------------------------------------

const armsOf = (result: ExperimentResult, bond: CappedBond): ArmResult[] => result.arms.filter((arm) => arm.id.startsWith(`${bond}-vs-`));

/** A Bond's ratio over its arms: the arms are independent (own lanes), so their sums over pairs add. */
export function pooledSums(arms: readonly ArmResult[], id: string): RatioSums {
  const total: RatioSums = { clusters: 0, hits: 0, hitsSquared: 0, observations: 0, observationsSquared: 0, cross: 0 };
  for (const arm of arms) {
    const s = pairRatioSums(arm, id);
    total.clusters += s.clusters;
    total.hits += s.hits;
    total.hitsSquared += s.hitsSquared;
    total.observations += s.observations;
    total.observationsSquared += s.observationsSquared;
    total.cross += s.cross;
  }
  return total;
}

const share = (arms: readonly ArmResult[], id: string, noun: string) => {
  const r = ratioShare(pooledSums(arms, id));
  return r.n === 0 ? `no ${noun}` : formatProportion(r.p, r.ci, r.n, noun);
};

const pooled = (arms: readonly ArmResult[], id: string): Estimate => poolEstimates(arms.map((arm) => armEstimate(arm, id)));

/** What the cap takes of the points a Bond offers, from the share's interval: a size word only where the interval bounds it. */
export function capVerdict(points: { n: number; ci: readonly [number, number] }): string {
  return points.n === 0
    ? 'never triggered'
    : points.ci[0] > 0.1
      ? 'the cap clearly takes more than a tenth of what the Bond offers'
      : points.ci[1] < 0.05
        ? 'the cap clearly takes less than a twentieth of what the Bond offers'
        : points.ci[0] > 0
          ? points.ci[1] <= 0.1
            ? 'the cap clearly takes some, at most a tenth, of what the Bond offers'
            : `the cap clearly takes some of what the Bond offers, up to ${Math.round(100 * points.ci[1])}% (the interval's upper end)`
          : 'the cap takes nothing measurable';
}

function bondLine(result: ExperimentResult, bond: CappedBond): string {
  const arms = armsOf(result, bond);
  const offered = pooled(arms, 'capOffered');
  const gained = pooled(arms, 'capGained');
  const points = ratioShare(pooledSums(arms, 'capPoints'));
  const verdict = capVerdict(points);
  const perOpponent = arms
    .map((arm) => {
      const r = ratioShare(pairRatioSums(arm, 'capPoints'));
      return `${arm.coords!.opponent} ${r.n === 0 ? 'none offered' : `${Math.round(100 * r.p)}% (${Math.round(100 * r.ci[0])}-${Math.round(100 * r.ci[1])}%)`}`;
    })
    .join(', ');
  const head = bond === 'strife' ? 'RR-135, Strife' : 'Bloodlust (the same printed cap)';
  return `${head}: ${verdict}. Its trigger offers ${showMean(offered, 'Momentum per game')} and it regains ${showMean(gained, 'Momentum per game')}; the cap takes ${share(arms, 'capPoints', 'Momentum points offered')} of what is offered; ${share(arms, 'capRemovals', 'triggering removals')} of the removals that trigger it have their regain cut, ${share(arms, 'capFull', 'triggering removals')} regain nothing at all (the side is already at its Total Momentum), and ${showShare(pooled(arms, 'capCutAny'))} of games see at least one cut regain. Cut share by opponent's Bond: ${perOpponent}.`;
}

/** The regains read from the log against the engine's own count of the Bond's Momentum (index.ts bondMomentumA): they must agree in every arm. */
export function countCheck(result: ExperimentResult): string {
  const apart = result.arms.filter((arm) => Math.abs(armEstimate(arm, 'capGained').mean - armEstimate(arm, 'bondMomentumA').mean) > 1e-9);
  return apart.length === 0
    ? "The Momentum gained as read from the log equals the engine's own count of the Bond's regains in every arm."
    : `The Momentum gained as read from the log DIFFERS from the engine's own count of the Bond's regains in ${apart.map((arm) => arm.label).join(', ')}: the reading is wrong there.`;
}

export function answer(result: ExperimentResult): string[] {
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  return [
    ...CAPPED.map((bond) => bondLine(result, bond)),
    countCheck(result),
    'Why the cap bites: Momentum is refilled to Total Momentum at the start of every round, so a removal before the side has spent anything that round (its bid included) regains nothing, and one after a single spend regains at most 1; the cap is the Total Momentum the round began with (the engine\'s reading: set at the round\'s start, not lowered by the removal itself; a cap at the points still in play after the removal would usually cut more). The cut Momentum is counted as offered minus gained at the moment of the removal; what the uncapped Momentum would have bought later is not played out.',
    `${groupThousands(games)} games in all, ${groupThousands(result.arms[0].trials)} pairs per arm (each arm on its own seeds, so a Bond's seven arms pool by adding their sums; intervals of shares from the ratio estimator over pairs, src/stats/ratioShare.ts), the Bonds tournament's warband (rr-options-bonds) with Strife or Bloodlust against the same warband with each Bond, heuristic player on both sides, setup rolled. What Strife and Bloodlust are worth in games is rr-options-bonds (RR-136 and the tier list).`,
  ];
}

const base = matchExperiment(
  {
    id: 'rr-regain-cap',
    title: 'Strife and Bloodlust: how much the cap at Total Momentum takes',
    question: 'Strife (and Bloodlust) regain Momentum equal to a removed Element\'s points, but never above Total Momentum: how much of what they offer does that cap take away in games?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Bonds › Strife; Bonds › Bloodlust', catalogue: ['RR-135'] },
    pairs: 300,
  },
  ARMS,
);

const kept = keepMetrics(base, ['bondMomentumA']);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: { ...kept.metrics, ...METRICS },
  trial: capTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'capOffered', reference: 'none', title: "Momentum the Bond's trigger offered per game" },
    { kind: 'arms', metric: 'capGained', reference: 'none', title: 'Momentum the Bond regained per game' },
  ],
});
