/**
 * Capture the Flags, marker by marker (RR-034: Victory Conditions › Capture
 * the Flags, "You cannot move the objective marker off the board on the same
 * Turn you take control of it ... this gives the other player time to
 * react"): for every time an Element takes control of a marker, what the
 * other side could do before the marker left the board, was dropped, or the
 * game ended with it still held. Statistics only: the ledger watches the
 * game's decisions and reads the markers' controllers (state.ts `mctrl`: an
 * Element, -1 on the board, -2 carried off), so it changes nothing in the
 * state, its serialized form, the log or the rules, as roundLedger.ts does.
 *
 * A carry opens at the first decision that sees the marker controlled (taking
 * control is an action of its own, so the next decision comes after it) and
 * closes at the first decision, or at the game's end, that sees it carried off
 * ('off'), back on the board or under another Element ('dropped': a Will check,
 * forced movement or removal loses control), or still held when the game ends
 * ('held'). While it is open, every decision of the other side counts: a
 * reaction window (a D_REACT decision: it could pay and had a reaction to
 * declare), a reaction declared there, an action taken (a D_ACTION answered
 * with anything but a pass); and the carrying side's own actions. The window
 * and the action that carry the marker off come before it leaves, so they count.
 *
 * Example: A takes a marker; B charges something else (an enemy action); A
 * sprints toward the edge and B declines the reaction offered (a window); A
 * sprints off the board and B declares a reaction that fails to stop it (a
 * window and a reaction): the carry closes 'off' with 2 enemy windows, 1
 * enemy reaction, 1 enemy action and 2 actions of A's.
 */
import { PASS } from './ops.ts';
import { D_ACTION, D_REACT } from './state.ts';

export type CarryOutcome = 'off' | 'dropped' | 'held';

export interface Carry {
  /** Which of the three markers, and the seat and Element that took it. */
  marker: number;
  seat: number;
  element: number;
  outcome: CarryOutcome;
  /** The other side's reaction windows, reactions declared and actions taken while it was carried. */
  enemyWindows: number;
  enemyReactions: number;
  enemyActions: number;
  /** The carrying side's actions while it was carried (the one that carries it off included). */
  ownActions: number;
}

/** What the ledger reads of a state (RrState has it all). */
export interface CarryState {
  /** 0 during setup, when the markers are not placed yet (their controllers read 0 until then). */
  round: number;
  decision: number;
  decider: number;
  /** Per marker: the controlling Element, -1 on the board, -2 carried off. */
  mctrl: ArrayLike<number>;
  side: ArrayLike<number>;
}

export const MARKERS = 3;

export class CarryLedger {
  /** Every carry of the game, in the order they opened. */
  readonly carries: Carry[] = [];
  private readonly open: (Carry | null)[] = [null, null, null];

  /** Call at every decision of the game with the action chosen, before it is applied. */
  observe(s: CarryState, choice: number): void {
    if (s.round < 1) return;
    this.sync(s);
    const react = s.decision === D_REACT;
    const act = s.decision === D_ACTION && choice !== PASS;
    if (!react && !act) return;
    for (const carry of this.open) {
      if (!carry) continue;
      if (s.decider === carry.seat) {
        if (act) carry.ownActions++;
      } else if (react) {
        carry.enemyWindows++;
        if (choice !== 0) carry.enemyReactions++;
      } else carry.enemyActions++;
    }
  }

  /** Closes what the game's end leaves open: call once the game is over. */
  close(s: CarryState): void {
    this.sync(s);
    for (let k = 0; k < MARKERS; k++) this.finish(k, 'held');
  }

  private sync(s: CarryState): void {
    for (let k = 0; k < MARKERS; k++) {
      const now = s.mctrl[k];
      const carry = this.open[k];
      if (carry && carry.element === now) continue;
      if (carry) this.finish(k, now === -2 ? 'off' : 'dropped');
      if (now >= 0) {
        const opened: Carry = { marker: k, seat: s.side[now], element: now, outcome: 'held', enemyWindows: 0, enemyReactions: 0, enemyActions: 0, ownActions: 0 };
        this.open[k] = opened;
        this.carries.push(opened);
      }
    }
  }

  private finish(k: number, outcome: CarryOutcome): void {
    const carry = this.open[k];
    if (!carry) return;
    carry.outcome = outcome;
    this.open[k] = null;
  }
}
