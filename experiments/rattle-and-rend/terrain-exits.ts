/**
 * Rattle and Rend RR-143 (004_c41133d86b017ece.txt, Terrain Rules › Rough
 * Terrain: "to exit Rough Terrain and move as normal requires a successful
 * GUILE CHECK or paying 1 MOMENTUM"; Hazardous: a Will check, whose failure
 * removes the Element, or 2 Momentum): how often does an Element have to leave
 * such terrain, how often is it paid for or rolled, and what does the choice
 * cost?
 *
 * The engine offers the payment as a decision when the side has the Momentum
 * (engine.ts move); the heuristic player pays with 5 or more Momentum, else
 * rolls. Its setting `exit=five|pay|roll` (ai.ts) makes it always pay or
 * always roll instead. Design, as rr-heuristic-gaps: the four example
 * warbands' mirror matches, the option side with each policy against the
 * default player, the policies of a lane on the same seeds (paired with
 * five), each pair of games with the sides swapped, setup rolled. Every exit
 * is read from the log (engine.ts: `exit-check`, `exit-paid`, `stuck`).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference, formatPointsDifference, groupThousands } from '../../src/report/format.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armById, interval, keepMetrics, pairedEstimate, poolEstimates, titleWords, type Estimate } from './_options.ts';
import { addReadings, readingMetrics, share, showPerGame, startReadings, type GameReading, type RatioTable } from './game-facts.ts';
import { armId, laneArms, laneIn, type Lane } from './heuristic-gaps.ts';

const game = findGame('rattle-and-rend');

export const POLICIES = ['five', 'pay', 'roll'] as const;
export const LANES: readonly Lane[] = Object.keys(game.presets).map((id) => ({ id, item: 'RR-143', setting: 'exit', values: POLICIES, sideA: game.presets[id] as RrSide, sideB: game.presets[id] as RrSide }));
export const ARMS = laneArms(LANES);

export const READINGS = {
  winA: { label: 'games the option side won', unit: 'share of games' },
  exits: { label: 'times an Element of the option side left Rough or Hazardous terrain or tried to', unit: 'per game' },
  exitsRough: { label: 'of them from Rough terrain', unit: 'per game' },
  exitsPaid: { label: 'exits paid for in Momentum', unit: 'per game' },
  momentumPaid: { label: 'Momentum paid to leave terrain', unit: 'Momentum per game' },
  exitsRolled: { label: 'exits rolled (Guile from Rough, Will from Hazardous)', unit: 'per game' },
  exitsRolledOk: { label: 'rolled exits that succeeded', unit: 'per game' },
  exitsStuck: { label: 'rolled exits that failed, the Element staying put', unit: 'per game' },
  exitsRemoved: { label: 'rolled Hazardous exits that failed, the Element removed', unit: 'per game' },
} as const;

export const SHARES: RatioTable = {
  paidShare: ['exitsPaid', 'exits'],
  rolledOkShare: ['exitsRolledOk', 'exitsRolled'],
  roughShare: ['exitsRough', 'exits'],
};

/** The option side's (seat `seat`) terrain exits, read from one game's log. */
export function readGame(state: RrState, seat: number): GameReading {
  const log: readonly GameEvent[] = state.log ?? [];
  const r: GameReading = Object.fromEntries(Object.keys(READINGS).map((id) => [id, 0]));
  r.winA = state.returns()[seat] > 0 ? 1 : 0;
  for (let i = 0; i < log.length; i++) {
    const event = log[i];
    if (event.player !== seat) continue;
    if (event.kind === 'exit-paid') {
      r.exits++;
      r.exitsPaid++;
      r.momentumPaid += Number(event.momentum);
      if (Number(event.momentum) === 1) r.exitsRough++;
      continue;
    }
    if (event.kind !== 'exit-check') continue;
    r.exits++;
    r.exitsRolled++;
    if (!event.hazard) r.exitsRough++;
    const at = log.findIndex((e, j) => j > i && e.kind === 'check' && e.element === event.element);
    if (at < 0) throw new Error(`rr-terrain-exits: an exit with no check (element ${event.element})`);
    if (log[at].result !== 'fail') {
      r.exitsRolledOk++;
      continue;
    }
    // A failed exit: the engine logs `stuck`, or removes the Element (Hazardous, hazardous-fail=removed).
    const after = log.find((e, j) => j > at && e.element === event.element && (e.kind === 'stuck' || e.kind === 'removed'));
    if (after?.kind === 'removed') r.exitsRemoved++;
    else r.exitsStuck++;
  }
  return r;
}

const OBSERVER: PairObserver<RrState> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneIn(LANES, params),
  start: (record) => startReadings(record, READINGS, SHARES),
  read: (state, seatOfA, record) => addReadings(record, readGame(state, seatOfA), READINGS, SHARES),
};

export const exitsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVER);

// ---- The answer -------------------------------------------------------------------------

const WHO = 'rr-terrain-exits';
const armsOf = (result: ExperimentResult, policy: string): ArmResult[] => LANES.map((lane) => armById(result, armId(lane, policy), WHO));
const pooled = (result: ExperimentResult, policy: string, metric = 'scoreA'): Estimate => poolEstimates(LANES.map((lane) => pairedEstimate(result, armId(lane, policy), armId(lane, 'five'), metric, WHO)));
const pp = (e: Estimate) => formatPointsDifference(e.mean, interval(e), e.games, 'paired games');
const verdictOf = (e: Estimate): string => (interval(e)[0] > 0 ? 'clearly better' : interval(e)[1] < 0 ? 'clearly worse' : 'not told apart');

export function answer(result: ExperimentResult): string[] {
  const five = armsOf(result, 'five');
  const how = (policy: string) => {
    const arms = armsOf(result, policy);
    return `${showPerGame(arms, 'exits', 'exits per game')}, ${share(arms, 'paidShare', 'exits', SHARES)} paid (${showPerGame(arms, 'momentumPaid', 'Momentum per game')}), rolled checks succeeding ${share(arms, 'rolledOkShare', 'rolled exits', SHARES)}, ${showPerGame(arms, 'exitsStuck', 'Elements held in place per game')}, ${showPerGame(arms, 'exitsRemoved', 'removed by a failed Hazardous exit per game')}`;
  };
  const lanes = LANES.map((lane) => {
    const d = (policy: string) => pp(pairedEstimate(result, armId(lane, policy), armId(lane, 'five'), 'scoreA', WHO));
    return `${titleWords(lane.id)}: pay ${d('pay')}, roll ${d('roll')}`;
  });
  return [
    `RR-143, how often: the heuristic player's side (pooled over the four example warbands' mirror matches, equal weight; 95% intervals) leaves or tries to leave Rough or Hazardous terrain ${how('five')}; ${share(five, 'roughShare', 'exits', SHARES)} of exits are from Rough terrain. The player steers its moves away from ending in Hazardous terrain (ai.ts moveGain).`,
    `What the choice costs (the option side always paying, or always rolling, against paying only with 5 or more Momentum, pair by pair on the same seeds): always pay ${pp(pooled(result, 'pay'))} of score (${verdictOf(pooled(result, 'pay'))}; ${how('pay')}); always roll ${pp(pooled(result, 'roll'))} (${verdictOf(pooled(result, 'roll'))}; ${how('roll')}). Points lost, always roll against five: ${formatMeanDifference(pooled(result, 'roll', 'removedByB').mean, interval(pooled(result, 'roll', 'removedByB')), pooled(result, 'roll', 'removedByB').games, 'points per game', 'paired games')}. By warband: ${lanes.join('; ')}.`,
    `${groupThousands(result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0))} games in all, ${groupThousands(2 * (result.arms[0]?.trials ?? 0))} per arm, setup rolled. The engine offers the payment whenever the side has the price (engine.ts move; before rr-terrain-exits only with one Momentum more), else the check is rolled, so "always pay" still rolls at 0 Momentum (1 for Hazardous); Harriers, Flyers, Compelled Elements and Crashing Wave criticals leave freely and are not counted.`,
  ];
}

// ---- The experiment ---------------------------------------------------------------------

const base = matchExperiment(
  {
    id: 'rr-terrain-exits',
    title: 'Leaving Rough and Hazardous terrain: how often, paid or rolled, and what the choice costs',
    question: 'How often must an Element leave Rough or Hazardous terrain, how often is it paid for, how often does the check hold it, and does always paying or always rolling change results?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Terrain Rules › Rough Terrain; Hazardous Terrain', catalogue: ['RR-143'] },
    pairs: 300,
  },
  ARMS,
);

const kept = keepMetrics(base);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: { ...kept.metrics, ...readingMetrics(READINGS, SHARES) },
  trial: exitsTrial,
  answer,
  charts: [{ kind: 'forest', metric: 'scoreA', title: 'Score: always pay and always roll minus the default (pay with 5 or more), pair by pair' }],
});
