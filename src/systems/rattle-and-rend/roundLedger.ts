/**
 * One game's Momentum round by round, per side (RR-025, RR-042 to RR-044: Bonds
 * › Mechanical Effect, Discipline, Superiority): what each side had to spend in
 * a round and what it did with it. The engine counts only a game's totals
 * (state.ts `stat*`, `statMomentumBy`); the ledger reads those counters at each
 * round's choice of who acts first and keeps the differences, so it changes
 * nothing in the state, its serialized form, the log or the rules (the
 * behaviour fixture's games are untouched).
 *
 * A round is read from its initiative choice (the D_FIRST decision: Momentum
 * already reset to Total Momentum and every bid, tied ones too, paid:
 * "Initiative Phase") to the next round's. What lies between the end of a
 * round and the next choice (Warband Morale, bids) regains nothing and takes
 * no action or reaction: Fellowship and Strife exclude Morale, and Momentum is
 * reset there anyway. A game that ends inside a round closes it at the end.
 *
 * Example: Total Momentum 12 and a bid of 1 paid (kept 11), then Fellowship
 * regains 1 twice and one action is taken free: available 11 + 2 + 1 = 14.
 */
import { D_FIRST, MOMENTUM_SOURCES, type MomentumSource } from './state.ts';

/** One side's round. */
export interface RoundEntry {
  round: number;
  /** Total Momentum the round began with (Momentum is reset to it: Initiative Phase). */
  start: number;
  /** Momentum left once the Initiative Phase was over: start less every bid paid, tied re-bids included. */
  kept: number;
  /** 1 when this side won the initiative (by its bid or the roll-off) and chose who acts first. */
  won: number;
  /** Momentum regained in the round, every source (Bonds, Scheming Plot, Vengeance); never above Total Momentum. */
  regained: number;
  /** Actions and reactions taken without paying: Discipline's first of each, and owed free actions. */
  saved: number;
  /** What the side's own Bond gave: its regains (Fellowship, Strife, Bloodlust, Retinue) or Discipline's free first action and reaction. */
  bond: number;
  actions: number;
  reactions: number;
}

/** Momentum the side could spend on actions and reactions in the round: what it kept, what it regained, what it took free. */
export const available = (e: RoundEntry): number => e.kept + e.regained + e.saved;

/** What the ledger reads of a state: the engine's counters (RrState has them all). */
export interface LedgerState {
  round: number;
  decision: number;
  decider: number;
  total: ArrayLike<number>;
  momentum: ArrayLike<number>;
  statRegained: ArrayLike<number>;
  statActions: ArrayLike<number>;
  statReactions: ArrayLike<number>;
  statMomentumBy: ArrayLike<number>;
  currentPlayer(): number;
  bondIs(p: number, bond: string): boolean;
}

const at = (why: MomentumSource): number => MOMENTUM_SOURCES.indexOf(why);
const SAVED = [at('discipline'), at('free-action')];
/** The sources that are a Bond's own (Superiority and Null have none). */
const BOND_SOURCES: Readonly<Record<string, number>> = { fellowship: at('fellowship'), strife: at('strife'), bloodlust: at('bloodlust'), retinue: at('retinue'), discipline: at('discipline') };

/** A seat's counters: [regained, saved, bond, actions, reactions]. */
function counters(s: LedgerState, p: number): number[] {
  const by = (k: number) => s.statMomentumBy[p * MOMENTUM_SOURCES.length + k];
  let bond = 0;
  for (const [name, k] of Object.entries(BOND_SOURCES)) if (s.bondIs(p, name)) bond += by(k);
  return [s.statRegained[p], by(SAVED[0]) + by(SAVED[1]), bond, s.statActions[p], s.statReactions[p]];
}

export class RoundLedger {
  /** Per seat, its rounds in order. */
  readonly rounds: [RoundEntry[], RoundEntry[]] = [[], []];
  private open: [RoundEntry | null, RoundEntry | null] = [null, null];
  /** Each seat's counters when its open round began. */
  private mark: [number[], number[]] = [[], []];
  private lastRound = 0;

  /** Call at every decision of the game, before it is answered (it does nothing but at a round's initiative choice). */
  observe(s: LedgerState): void {
    if (s.decision !== D_FIRST || s.round === this.lastRound || s.currentPlayer() !== s.decider) return;
    this.close(s);
    this.lastRound = s.round;
    for (let p = 0; p < 2; p++) {
      const entry: RoundEntry = { round: s.round, start: s.total[p], kept: s.momentum[p], won: s.decider === p ? 1 : 0, regained: 0, saved: 0, bond: 0, actions: 0, reactions: 0 };
      this.open[p] = entry;
      this.rounds[p].push(entry);
      this.mark[p] = counters(s, p);
    }
  }

  /** Closes the open round: call once the game is over (observe closes every other round). */
  close(s: LedgerState): void {
    for (let p = 0; p < 2; p++) {
      const entry = this.open[p];
      if (!entry) continue;
      const now = counters(s, p);
      const d = (k: number) => now[k] - this.mark[p][k];
      [entry.regained, entry.saved, entry.bond, entry.actions, entry.reactions] = [d(0), d(1), d(2), d(3), d(4)];
      this.open[p] = null;
    }
  }
}
