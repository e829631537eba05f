/**
 * One game's reactions by kind, per side (RR-045: Four Elements › Ward, "a
 * powerful REACTION"; Eleven Reactions › Warding Reactions): how often each
 * of the fourteen reactions was on offer and how often it was declared. The
 * engine counts only a side's reactions in all (state.ts `statReactions`);
 * the tally watches the game's reaction decisions instead, so it changes
 * nothing in the state, its serialized form, the log or the rules (the
 * behaviour fixture's games are untouched), as roundLedger.ts does.
 *
 * A reaction window (engine.ts OP_REACT_WINDOW) asks the reacting side for a
 * decision only when it can pay and has a reaction to declare; its options
 * are "no reaction" (0) and one code per reaction (ops.ts reactionCode). A
 * kind counts as offered once per window however many Elements could declare
 * it, and as declared when the side picked it ("DECLARE: ... spends 1
 * Momentum"), whether or not the enemy then denied it.
 *
 * Example: a window offering Retaliate (the attacked Fighters) and Defiance
 * from two Elements, answered with Defiance: windows +1, offered Retaliate +1
 * and Defiance +1, declared Defiance +1.
 */
import { REACTION_NAMES, reactionKind } from './ops.ts';
import { D_REACT } from './state.ts';

/** Reaction kinds (ops.ts RK_*), in REACTION_NAMES order. */
export const REACTION_KINDS = REACTION_NAMES.length;

/** What the tally reads of a state at a decision (RrState has it all). */
export interface TallyState {
  decision: number;
  decider: number;
  legalActions(): readonly number[];
}

export class ReactionTally {
  /** Per seat: reaction decisions (windows with something to declare). */
  readonly windows = new Int32Array(2);
  /** offered[seat * REACTION_KINDS + kind]: windows in which the kind was among the seat's options. */
  readonly offered = new Int32Array(2 * REACTION_KINDS);
  /** declared[seat * REACTION_KINDS + kind]: reactions of the kind the seat declared. */
  readonly declared = new Int32Array(2 * REACTION_KINDS);
  private readonly seen = new Uint8Array(REACTION_KINDS);

  /** Call at every decision of the game with the action chosen, before it is applied (it reads only reaction decisions). */
  observe(s: TallyState, choice: number): void {
    if (s.decision !== D_REACT) return;
    const p = s.decider;
    this.windows[p]++;
    this.seen.fill(0);
    for (const code of s.legalActions()) if (code !== 0) this.seen[reactionKind(code)] = 1;
    for (let kind = 0; kind < REACTION_KINDS; kind++) this.offered[p * REACTION_KINDS + kind] += this.seen[kind];
    if (choice !== 0) this.declared[p * REACTION_KINDS + reactionKind(choice)]++;
  }

  offeredOf(p: number, kind: number): number {
    return this.offered[p * REACTION_KINDS + kind];
  }

  declaredOf(p: number, kind: number): number {
    return this.declared[p * REACTION_KINDS + kind];
  }
}
