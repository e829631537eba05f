/**
 * A Dogfight's secret commits (002_f697cf6215cb147c.txt, Dogfight steps 2-5: a Fuel bid, then the pool of weapon AS +
 * Skill + bid divided into Attack and Defense) as a zero-sum game, for jw-dogfight-commits (JW-103). Every pair of
 * commits is played by the engine itself (jw-damage-pipeline's dogfight table: a Jovian Fighter Squadron, Beam
 * Projector, initiative 1, intercepts a CEGA Fighter Squadron, Kinetic Cannon, initiative 3; both Structure 2, Skill
 * 2, Fuel 4, Evasive) and settled exactly over every roll (_settleExactly.ts), or sampled by the game's dice.
 *
 * The commits are the engine's (options.ts commitOptions): a bid of 0-3 Fuel and an Attack share of 1/3, 1/2 or 2/3
 * of the pool (rounded; the rulebook allows any division: README, "Simplified"), 12 per side. The payoff to the
 * interceptor is read two ways: `destroyed` (default), the chance the other squadron is Destroyed less the chance
 * the interceptor is (a squadron scores its points in full until Destroyed: Victory Points); `structure`, the
 * Structure each loses, the same difference. Fuel spent is not charged: it refreshes in the End Phase (a bid costs
 * only the Boost it would have paid for later that turn).
 */
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { CARDS, type SquadronCard } from '../../src/systems/jovian-wars/cards.ts';
import { MAX_BID, SPLITS } from '../../src/systems/jovian-wars/options.ts';
import { CHANCE } from '../../src/game/state.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { twoModelTable } from './_closeAttacks.ts';
import { startExchange } from './_damageTables.ts';
import { expectation, settleExactly } from './_settleExactly.ts';
import { solveMatrixGame, type GameSolution } from '../_matrixGame.ts';

export const INTERCEPTOR = 'jovian-fighter-squadron';
export const DEFENDER = 'cega-fighter-squadron';

/** One side's commit: its Fuel bid and the index of its Attack share (SPLITS). */
export interface Commit {
  bid: number;
  split: number;
}
export const COMMITS: readonly Commit[] = Array.from({ length: (MAX_BID + 1) * SPLITS.length }, (_, i) => ({ bid: Math.floor(i / SPLITS.length), split: i % SPLITS.length }));
export const SHARE_NAMES = ['1/3', '1/2', '2/3'] as const;
export const commitName = (c: Commit) => `bid ${c.bid}, ${SHARE_NAMES[c.split]} into Attack`;

/** The heuristic player's commits (jovian-wars/ai.ts, case 'commit'): all its Fuel up to 3 (Fuel 4 here); the interceptor 2/3 into Attack, a defending squadron 1/2. */
export const HEURISTIC_INTERCEPTOR: Commit = { bid: 3, split: 2 };
export const HEURISTIC_DEFENDER: Commit = { bid: 3, split: 1 };

/** What a settled Dogfight leaves: each squadron Destroyed (0/1) and its Structure lost. */
export interface Fight {
  interceptorDestroyed: number;
  defenderDestroyed: number;
  interceptorLoss: number;
  defenderLoss: number;
}

/** The table at the reveal: the interceptor activates, declares no Action, intercepts, and both commit. */
export function dogfightTable(interceptor: Commit, defender: Commit): JovianState {
  const s = twoModelTable(CARDS.get(INTERCEPTOR)!, [24, 18, 2], CARDS.get(DEFENDER)!, [24, 22, 6]);
  startExchange(s, 'intercept', [interceptor.bid, interceptor.split], [defender.bid, defender.split]);
  return s;
}

function read(s: JovianState): Fight {
  const [a, b] = s.units;
  const structure = (id: string) => (CARDS.get(id) as SquadronCard).structure;
  return {
    interceptorDestroyed: a.status === 'destroyed' ? 1 : 0,
    defenderDestroyed: b.status === 'destroyed' ? 1 : 0,
    interceptorLoss: structure(INTERCEPTOR) - a.structure,
    defenderLoss: structure(DEFENDER) - b.structure,
  };
}

const exactCache = new Map<string, Fight>();
/** The pair's Fight in expectation over every way the engine settles it. */
export function exactFight(interceptor: Commit, defender: Commit): Fight {
  const key = `${interceptor.bid}/${interceptor.split}/${defender.bid}/${defender.split}`;
  let f = exactCache.get(key);
  if (!f) {
    const states = settleExactly(dogfightTable(interceptor, defender));
    const mean = (k: keyof Fight) => expectation(states, (s) => read(s)[k]);
    f = { interceptorDestroyed: mean('interceptorDestroyed'), defenderDestroyed: mean('defenderDestroyed'), interceptorLoss: mean('interceptorLoss'), defenderLoss: mean('defenderLoss') };
    exactCache.set(key, f);
  }
  return f;
}

/** One Dogfight rolled by the game's dice: a copy of the table with a fresh stream from rng, settled. */
export function playFight(table: JovianState, rng: Xoshiro128): Fight {
  const s = table.clone({ reseed: rng });
  while (s.currentPlayer() === CHANCE) s.applyChance();
  return read(s);
}

export const PAYOFFS = ['destroyed', 'structure'] as const;
export type Payoff = (typeof PAYOFFS)[number];
const payoffOf = (f: Fight, payoff: Payoff) => (payoff === 'destroyed' ? f.defenderDestroyed - f.interceptorDestroyed : f.defenderLoss - f.interceptorLoss);

/** The payoff matrix: rows the interceptor's commits, columns the defender's (COMMITS order). */
export function payoffMatrix(payoff: Payoff): number[][] {
  return COMMITS.map((a) => COMMITS.map((d) => payoffOf(exactFight(a, d), payoff)));
}

const solved = new Map<Payoff, GameSolution>();
export function equilibrium(payoff: Payoff): GameSolution {
  let s = solved.get(payoff);
  if (!s) {
    s = solveMatrixGame(payoffMatrix(payoff));
    solved.set(payoff, s);
  }
  return s;
}
