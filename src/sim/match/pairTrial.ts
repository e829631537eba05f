/**
 * One trial of a match: a pair of games on the same streams with the sides
 * swapped. Game 1 seats A first; game 2 seats B first with the same dice and
 * each agent on the same stream as before, so seat advantage and dice luck
 * cancel within the pair (common random numbers, ARCHITECTURE.md).
 *
 * The record holds, per pair: which of the nine (game 1, game 2) results for
 * A it was (`pair`), A's mean score over the two games (win 1, draw 1/2,
 * loss 0), the mean game length, and the mean of each of the game's own
 * statistics. Means over pairs are means over games; their intervals respect
 * the pairing. A statistic with `bins` also adds each game's bin to its
 * per-game histogram (statisticBins.ts). An experiment that reads more from
 * each game (a ledger, the log) plays the same pair with an observer
 * (playObservedPair).
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { isShareUnit, type TrialRecord } from '../experiment.ts';
import { dealStreams, playToEnd, resetTo, type Seat } from '../../game/playGame.ts';
import type { GameState } from '../../game/state.ts';
import { prepareMatch, type MatchParams, type PreparedMatch } from '../../game/matchSetup.ts';
import { binOf, perGameId } from './statisticBins.ts';

export const GAME_RESULTS = ['win', 'draw', 'loss'] as const;
/** 'win-loss': A won game 1 (A first) and lost game 2 (B first). Index = 3 * result1 + result2. */
export const PAIR_KEYS: readonly string[] = GAME_RESULTS.flatMap((first) => GAME_RESULTS.map((second) => `${first}-${second}`));

// One preparation per params object per thread: the runner passes the same params object for every trial of an arm.
const prepared = new WeakMap<MatchParams, PreparedMatch>();

function resultIndex(returnOfA: number): number {
  return returnOfA > 0 ? 0 : returnOfA < 0 ? 2 : 1;
}

export function playPairTrial(params: MatchParams, root: Xoshiro128): TrialRecord {
  return playObservedPair(params, root, PLAIN);
}

/** A pair trial's record: the three fields every pair has, the game's statistics and an observer's own fields. */
export type PairRecord = Record<string, number | number[]> & { pair: number; scoreA: number; length: number };

/**
 * What an experiment reads from each game of a pair beyond playPairTrial's record (a round ledger, a reaction tally,
 * the log): the pair is the match runner's own, dealt and played the same way, so its results, length and statistics
 * are those playPairTrial gives for the same stream (tests/experiments/jw-decided.test.ts checks one).
 */
export interface PairObserver<S extends GameState = GameState, P = unknown> {
  /** The game's log on (readings from its events). */
  log?: boolean;
  /** Words of the trial's stream skipped before the pair is dealt: arm k of arms meant to be independent reads lane k (12 k words). */
  skip?(params: MatchParams): number;
  /** The game statistics the record keeps (default: every one the game declares). */
  statistics?: readonly string[];
  /** The observer's own record fields, at their start values. */
  start(record: PairRecord): void;
  /** Plays the game to its end (default playToEnd), e.g. showing a ledger every decision; its answer goes to `read`. */
  play?(state: S, seats: readonly [Seat, Seat]): P;
  /** After each game of the pair (seatOfA 0: A seated first): its readings into the record (per-game means add halves). */
  read(state: S, seatOfA: number, record: PairRecord, played: P | undefined): void;
}

const PLAIN: PairObserver = { start: () => {}, read: () => {} };

/** playPairTrial with an observer (PairObserver): the same pair, the observer's readings added to the record. */
export function playObservedPair<S extends GameState, P>(params: MatchParams, root: Xoshiro128, observer: PairObserver<S, P>): TrialRecord {
  let match = prepared.get(params);
  if (!match) prepared.set(params, (match = prepareMatch(params)));
  const { game, words } = match;
  for (let k = observer.skip ? observer.skip(params) : 0; k > 0; k--) root.nextUint32();
  dealStreams(root, words);
  const record: PairRecord = { pair: 0, scoreA: 0, length: 0 };
  const statistics = observer.statistics ? observer.statistics.map((id) => [id, game.statistics[id]] as const) : Object.entries(game.statistics);
  for (const [id, statistic] of statistics) {
    record[id] = 0;
    if (statistic.bins) record[perGameId(id)] = [];
  }
  observer.start(record);
  for (let g = 0; g < 2; g++) {
    const seatOfA = g;
    const sides = seatOfA === 0 ? ([match.params.sideA, match.params.sideB] as const) : ([match.params.sideB, match.params.sideA] as const);
    const seatA = { agent: match.agentA, rng: resetTo(match.rngA, words, 4) };
    const seatB = { agent: match.agentB, rng: resetTo(match.rngB, words, 8) };
    const state = game.newGame({ sides, variants: match.params.variants, chance: resetTo(match.chance, words, 0), log: observer.log === true }) as S;
    const seats = seatOfA === 0 ? ([seatA, seatB] as const) : ([seatB, seatA] as const);
    const played = observer.play ? observer.play(state, seats) : (playToEnd(state, seats), undefined);
    const result = resultIndex(state.returns()[seatOfA]);
    record.pair = g === 0 ? 3 * result : record.pair + result;
    record.scoreA += (2 - result) / 4;
    record.length += game.length.of(state) / 2;
    for (const [id, statistic] of statistics) {
      const value = statistic.perGame(state, seatOfA);
      // A statistic not declared signed is a count or a share: its interval is clipped at 0 (matchMetrics), so a
      // negative value is a bug in the statistic or a missing `signed`, never a reading to average in.
      if (value < 0 && statistic.signed !== true) throw new Error(`${game.id} statistic '${id}' gave ${value} in a game${readings(game, match.params.variants)}: a statistic that can be negative must be declared signed (GameStatistic.signed)`);
      // A share's interval is clipped at 1 too (experiment.ts shareBounds): a value above 1 is a bug in it.
      if (value > 1 && isShareUnit(statistic.unit)) throw new Error(`${game.id} statistic '${id}' gave ${value} in a game${readings(game, match.params.variants)}: its unit '${statistic.unit}' names a share, which cannot exceed 1`);
      (record[id] as number) += value / 2;
      // One observation per game for a binned statistic (statisticBins.ts).
      if (statistic.bins) (record[perGameId(id)] as number[]).push(binOf(statistic.bins, value));
    }
    observer.read(state, seatOfA, record, played);
  }
  return record;
}

/**
 * Whether the second game of the pair dealt from `root` replays the first: the same final state, byte for byte
 * (serialize()). It does for a mirror (the same side on both seats) whose agents draw nothing from their own
 * streams: game 2 seats the same side with the same kind of agent on the same chance stream. Such a pair is one
 * distinct game counted twice (its intervals over pairs stay valid; its game count is half what 2 x pairs says).
 * Sides that differ never replay (returns false without playing).
 */
export function pairReplays(params: MatchParams, root: Xoshiro128): boolean {
  if (JSON.stringify(params.sideA) !== JSON.stringify(params.sideB)) return false;
  const match = prepareMatch(params);
  dealStreams(root, match.words);
  const finals: string[] = [];
  for (let g = 0; g < 2; g++) {
    const state = match.game.newGame({ sides: [params.sideA, params.sideB], variants: params.variants, chance: resetTo(match.chance, match.words, 0), log: false });
    const seatA = { agent: match.agentA, rng: resetTo(match.rngA, match.words, 4) };
    const seatB = { agent: match.agentB, rng: resetTo(match.rngB, match.words, 8) };
    playToEnd(state, g === 0 ? [seatA, seatB] : [seatB, seatA]);
    finals.push(JSON.stringify(state.serialize()));
  }
  return finals[0] === finals[1];
}

/** The rule readings off their defaults, for an error that names the game it happened in (" under x=y"), or "". */
function readings(game: { variants: Readonly<Record<string, { default: string }>> }, variants: Readonly<Record<string, string>>): string {
  const off = Object.entries(variants).filter(([name, value]) => game.variants[name]?.default !== value);
  return off.length > 0 ? ` under ${off.map(([name, value]) => `${name}=${value}`).join(' ')}` : '';
}
