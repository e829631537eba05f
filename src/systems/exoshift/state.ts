/**
 * The Exoshift game state (GameState, src/game/state.ts). The numbers live in
 * one plain array of doubles (layout.ts); the rules are plain functions
 * (resolve.ts and its modules) that call `die()` once per d10. While an action
 * waits for a die the state is a chance node with faces 1..10 at exactly 1/10 each.
 *
 * The state keeps the numbers from before the action, the action and the
 * faces applied so far (the tape); the rules are deterministic given the
 * dice, so an action can always be run again from that snapshot. Two ways
 * (issue 9, speed: the rules were generators, paused at every die):
 * - ahead (no log, faces from the state's own stream, `applyChance`): the
 *   action runs to its end at once, its later dice drawn from a copy of the
 *   stream, which are exactly the faces `applyChance` will draw next; each
 *   `applyChance` then checks its face against them, and the final numbers
 *   are taken when the last face is in. The numbers at the first die are
 *   kept, so `s` right after `apply(action)` is exact; at a later chance node
 *   reached by `applyChance`, `s` is not the partial numbers until `settle()`
 *   (observation and evaluation call it).
 * - exact (a log, scripted faces via `apply(face)`, clones, `settle`): the
 *   action runs again from the snapshot with the tape, and stops at the first
 *   die past it, leaving exactly the numbers and events of that moment.
 * Copies at chance nodes start from the snapshot and the tape, so clones,
 * serialisations and determinizations at chance nodes continue exactly.
 *
 * Secret bids: seat 0 bids first and seat 1's observation shows only that a
 * bid is in; CP are deducted when both are revealed (Determine initiative).
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import { CHANCE, TERMINAL, type ChanceOutcome, type CloneOptions, type GameEvent, type GameState, type JsonValue, type SerializedState } from '../../game/state.ts';
import { reseeded } from '../../game/streams.ts';
import type { Board } from './board.ts';
import * as BoardModule from './board.ts';
import type { Numbers } from './layout.ts';
import * as LayoutModule from './layout.ts';
import { forgetListing, isLegal, legalActions, listedAction, listedFor } from './legal.ts';
import { describe, unitName } from './describe.ts';
import type { Host } from './resolve.ts';
import * as ResolveModule from './resolve.ts';
import type { ExoshiftVariants } from './rules.ts';
import * as RulesModule from './rules.ts';
import { deploymentPoint, formationOffset, makeSetup, objectivePoints, type ExoshiftSide, type Setup } from './setup.ts';
import { alternatingPoints, firstToDeploy, rollForDeployment } from './deployment.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { generateBoard } = BoardModule;
const { open, pendingRout, run } = ResolveModule;
const { EXOSHIFT_VARIANTS, TABLE_SIZES } = RulesModule;
/** Variant deploymentRoll's edge choice (deployment.ts rollForDeployment): the winner's policy, or a comparison arm's fixed edge. */
const ROLL_CHOICE = { none: 'best', zone: 'best', kept: 'own', swapped: 'other' } as const;
const L = { ...LayoutModule };

const FACES: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
const FACE_OUTCOMES: readonly ChanceOutcome[] = Object.freeze(FACES.map((action) => Object.freeze({ action, probability: 1 / 10 })));
const NO_ACTIONS: readonly number[] = Object.freeze([]);
/** Thrown by `die` in an exact run at the first die past the tape (the action waits there); caught in `exec`. */
const STOP = { stop: true };
/** The pseudo-action that opens the game (deployment, round 1). */
const OPEN = -1;

export interface ExoshiftObservation {
  you: number;
  mission: string;
  round: number;
  phase: number;
  current: number;
  active: number;
  cp: [number, number];
  bidIn: [boolean, boolean];
  /** Your own committed bid, -1 if none (the opponent's stays hidden until both are in). */
  yourBid: number;
  passes: [number, number];
  actionsThisTurn: number;
  freePrimaryUsed: boolean;
  primaryTaken: boolean;
  vp: [number, number];
  /** Per unit: [seat, x, y, status, exhausted, disruption, damage, hunkered, unnerved, routed, carry, unitCp, stored, moved, reserve, arrival, steadied (a Medic's or Doctor's Unnerved removals used)]. */
  units: number[][];
  /** Per model: the index of its rulebook unit (a unit of several models shares Disruption, Exhausted, Routed ...). */
  unitOf: number[];
  /** Per objective: [x, y, state, owner]. */
  objectives: number[][];
  profiles: string[];
  board: Board;
}

export class ExoshiftState implements GameState<ExoshiftObservation>, Host {
  readonly game = 'exoshift';
  s: Numbers;
  log: GameEvent[] | null;
  /** Whether an action waits for a die (a chance node). */
  private pending = false;
  /** The numbers before the pending action (null between actions); `beforeBuffer` is reused for it. */
  private before: Numbers | null = null;
  private beforeBuffer: Numbers | null = null;
  private beforeLog = 0;
  private pendingAction = 0;
  /** The faces applied to the pending action so far. */
  private tape: number[] = [];
  private legalCache: readonly number[] | null = null;
  /** The next die's index in the running action. */
  private cursor = 0;
  /** Exact run: `die` stops at the end of the tape. */
  private stopAtTape = false;
  /** Ahead run: every face of the action (the tape, then the faces drawn ahead); `rolledCount` of them; valid while `ahead`. */
  private rolled: number[] = [];
  private rolledCount = 0;
  private ahead = false;
  /** Whether `s` is exactly the numbers at this chance node (false after an ahead run's later faces: `settle`). */
  private exact = true;
  /** Ahead run from the first die: the numbers at that die are kept in `firstBuffer` and swapped into `s`; the final ones wait in `finalBuffer`. */
  private keepFirst = false;
  private keptFirst = false;
  private firstBuffer: Numbers | null = null;
  private finalBuffer: Numbers | null = null;
  /** The copy of the chance stream an ahead run draws from. */
  private spec: Xoshiro128 | null = null;

  /** `numbers` is taken as it is (a clone passes its own copy: one allocation per clone, scripts/bench-exoshift.ts). */
  constructor(
    public setup: Setup,
    private chance: Xoshiro128,
    log: GameEvent[] | null,
    numbers?: Numbers,
  ) {
    this.s = numbers ?? L.newNumbers(L.stateSize(setup.units));
    this.log = log;
  }

  /** A new game: the table from the chance stream (or a given one, for tests), deployment, objectives, round 1. */
  static start(sides: readonly [ExoshiftSide, ExoshiftSide], variants: ExoshiftVariants, chance: Xoshiro128, log: boolean, table?: Board): ExoshiftState {
    const [width, depth] = TABLE_SIZES[variants.table];
    let board = table ?? generateBoard(chance, width, depth, variants.terrain, variants.tableHalves);
    // The deployment roll and the winner's edge (variant deploymentRoll, EX-048; deployment.ts): off by default, drawing nothing.
    if (variants.deploymentRoll !== 'none' && board.deployment === undefined) board = rollForDeployment(board, objectivePoints(variants.mission === 'objective-grab', Number(variants.controlPoints), width, depth), chance, ROLL_CHOICE[variants.deploymentRoll]);
    const state = new ExoshiftState(makeSetup(sides, variants, board), chance, log ? [] : null);
    state.deploy();
    state.log?.push({ kind: 'roster', round: 0, units: Array.from({ length: state.setup.units }, (_, u) => unitName(state, u)) });
    state.begin(OPEN);
    return state;
  }

  private deploy(): void {
    const { setup, s } = this;
    const counts = [0, 0];
    const index = [0, 0];
    // Deployment points per unit; a unit's models stand in formation around its point (setup.ts formationOffset).
    for (let k = 0; k < setup.groups; k++) counts[setup.side[setup.groupFirst[k]]]++;
    // Alternating deployment (variant deployment, EX-042; deployment.ts): each unit's point from the placements in turn.
    const alternating = setup.variants.deployment === 'alternating' ? alternatingPoints(setup, firstToDeploy(setup.board)) : null;
    for (let k = 0; k < setup.groups; k++) {
      const first = setup.groupFirst[k];
      const size = setup.groupSize[k];
      const seat = setup.side[first];
      const fixed = deploymentPoint(index[seat]++, counts[seat], seat, setup.board.width, setup.board.depth);
      const [x, y] = alternating ? alternating[k] : fixed;
      for (let i = 0; i < size; i++) {
        const u = first + i;
        s[L.unitAt(u, L.U_X)] = size === 1 ? x : x + formationOffset(i, size);
        s[L.unitAt(u, L.U_Y)] = y;
        s[L.unitAt(u, L.U_CARRY)] = -1;
        s[L.unitAt(u, L.U_FACING)] = seat === 0 ? Math.PI / 2 : -Math.PI / 2; // toward the enemy's edge
        if (setup.arrival[u] >= 0) {
          // In Reserve: off the table, waiting at the point of its own edge where it will move on (Reserves).
          s[L.unitAt(u, L.U_RESERVE)] = L.RESERVE_IN;
          s[L.unitAt(u, L.U_ARRIVAL)] = setup.arrival[u];
          s[L.unitAt(u, L.U_Y)] = seat === 0 ? 0 : setup.board.depth;
        }
      }
    }
    objectivePoints(setup.grab, setup.objectives, setup.board.width, setup.board.depth).forEach(([x, y, owner], o) => {
      s[L.objectiveAt(o, L.O_X)] = x;
      s[L.objectiveAt(o, L.O_Y)] = y;
      s[L.objectiveAt(o, L.O_OWNER)] = owner;
    });
    s[L.G_WINNER] = -1;
    s[L.G_BID] = -1;
    s[L.G_BID + 1] = -1;
    s[L.G_INIT_WINNER] = -1;
  }

  /** Starts resolving an action from the current numbers. */
  private begin(action: number): void {
    // One snapshot buffer per state, refilled per action (a clone mid-action copies it).
    const s = this.s;
    if (this.beforeBuffer === null) this.beforeBuffer = s.slice();
    else copyNumbers(s, this.beforeBuffer);
    this.before = this.beforeBuffer;
    this.beforeLog = this.log ? this.log.length : 0;
    this.pendingAction = action;
    if (this.tape.length > 0) this.tape.length = 0;
    this.legalCache = null;
    forgetListing(this);
    if (this.log !== null) this.runExact(false);
    else this.runAhead(false);
  }

  /** One d10 for the rules (Host.die): from the tape, else stop (exact run) or draw ahead from the stream's copy. */
  die(): number {
    const i = this.cursor++;
    if (i < this.tape.length) return (this.rolled[i] = this.tape[i]);
    if (this.stopAtTape) throw STOP;
    if (this.keepFirst && i === 0) {
      // The numbers at the first die: what `s` shows until the last face is in.
      const s = this.s;
      if (this.firstBuffer === null) this.firstBuffer = s.slice();
      else copyNumbers(s, this.firstBuffer);
      this.keptFirst = true;
    }
    return (this.rolled[i] = this.spec!.nextBelow(10) + 1);
  }

  /** Runs the pending action with the tape; false when it stopped at a die past the tape. */
  private exec(): boolean {
    this.cursor = 0;
    try {
      if (this.pendingAction === OPEN) open(this);
      else run(this, this.pendingAction);
    } catch (e) {
      if (e === STOP) return false;
      throw e;
    }
    return true;
  }

  /** Puts the snapshot back (and the log as it was) before running the action again. */
  private restore(): void {
    const s = this.s;
    const before = this.before!;
    copyNumbers(before, s);
    if (this.log !== null) this.log.length = this.beforeLog;
  }

  /** Runs the action up to the first die past the tape: `s` and the log are exactly those of that moment. */
  private runExact(again: boolean): void {
    if (again) this.restore();
    this.stopAtTape = true;
    this.ahead = false;
    const done = this.exec();
    this.stopAtTape = false;
    if (done) this.finish();
    else {
      this.pending = true;
      this.exact = true;
    }
  }

  /** Runs the whole action, the faces past the tape drawn from a copy of the stream (what `applyChance` will draw). */
  private runAhead(again: boolean): void {
    if (again) this.restore();
    const [s0, s1, s2, s3] = this.chance.state();
    if (this.spec === null) this.spec = new Xoshiro128(s0, s1, s2, s3);
    else this.spec.reset(s0, s1, s2, s3);
    this.keepFirst = this.tape.length === 0;
    this.keptFirst = false;
    this.exec();
    this.keepFirst = false;
    this.rolledCount = this.cursor;
    if (this.rolledCount === this.tape.length) {
      this.finish();
      return;
    }
    this.pending = true;
    this.ahead = true;
    if (this.keptFirst) {
      // `s` shows the numbers at the first die; the final ones wait.
      const final = this.s;
      this.s = this.firstBuffer!;
      this.firstBuffer = this.finalBuffer;
      this.finalBuffer = final;
      this.exact = true;
    } else {
      this.finalBuffer = null;
      this.exact = false;
    }
  }

  /** Takes face as the next die of the pending action. */
  private accept(face: number, scripted: boolean): void {
    const i = this.tape.length;
    this.tape.push(face);
    this.legalCache = null;
    forgetListing(this);
    if (this.log !== null || scripted) {
      // Scripted faces need not be the stream's: run again up to here (and draw ahead from the stream later).
      this.runExact(true);
      return;
    }
    if (!this.ahead || this.rolled[i] !== face) {
      this.runAhead(true);
      return;
    }
    if (i + 1 < this.rolledCount) {
      this.exact = false;
      return;
    }
    if (this.finalBuffer !== null) {
      const shown = this.s;
      this.s = this.finalBuffer;
      this.finalBuffer = null;
      this.firstBuffer = shown;
    }
    this.finish();
  }

  private finish(): void {
    this.pending = false;
    this.before = null;
    this.ahead = false;
    this.exact = true;
    if (this.tape.length > 0) this.tape.length = 0;
    this.legalCache = null;
    forgetListing(this);
  }

  /** Makes `s` (and the log) exactly those of this chance node (after `applyChance` ran ahead); observation and evaluation call it. */
  settle(): void {
    if (this.pending && !this.exact) this.runExact(true);
  }

  currentPlayer(): number {
    if (this.pending) return CHANCE;
    const phase = this.s[L.G_PHASE];
    if (phase === L.PHASE_OVER) return TERMINAL;
    if (phase === L.PHASE_BID) return this.s[L.G_BID] < 0 ? 0 : 1;
    if (phase === L.PHASE_ORDER) return this.s[L.G_INIT_WINNER];
    if (phase === L.PHASE_ROUT) return this.setup.side[pendingRout(this)];
    return this.s[L.G_ACTIVE];
  }

  legalActions(): readonly number[] {
    if (this.pending) return FACES;
    if (this.s[L.G_PHASE] === L.PHASE_OVER) return NO_ACTIONS;
    return (this.legalCache ??= legalActions(this));
  }

  describeAction(action: number): string {
    if (this.pending) return `d10 ${action}`;
    return describe(this, action);
  }

  chanceOutcomes(): readonly ChanceOutcome[] {
    return this.pending ? FACE_OUTCOMES : [];
  }

  applyChance(): number {
    if (!this.pending) throw new Error('exoshift: applyChance at a decision node');
    const face = this.chance.nextBelow(10) + 1;
    this.accept(face, false);
    return face;
  }

  apply(action: number): void {
    if (this.pending) {
      if (!(Number.isInteger(action) && action >= 1 && action <= 10)) throw new Error(`exoshift: ${action} is not a d10 face`);
      this.accept(action, true);
      return;
    }
    if (this.s[L.G_PHASE] === L.PHASE_OVER) throw new Error('exoshift: the game is over');
    // The list when it is there (the agents read it first), or the shared list the heuristic read it from (legal.ts
    // listTurnActions); else the one action checked alone (legal.ts isLegal), same acceptance.
    const legal = this.legalCache;
    if (legal !== null ? !legal.includes(action) : listedFor(this) ? !listedAction(action) : !isLegal(this, action)) throw new Error(`exoshift: illegal action ${action} (${describe(this, action)})`);
    this.begin(action);
  }

  isTerminal(): boolean {
    return !this.pending && this.s[L.G_PHASE] === L.PHASE_OVER;
  }

  returns(): number[] {
    if (!this.isTerminal()) return [0, 0];
    const w = this.s[L.G_WINNER];
    return w === 0 ? [1, -1] : w === 1 ? [-1, 1] : [0, 0];
  }

  clone(options: CloneOptions = {}): ExoshiftState {
    // A state handed back by the heuristic (release) is refilled instead of allocating a state and its numbers.
    const reuse = spare;
    if (reuse !== null && !this.pending && !options.log && reuse.s.length === this.s.length) {
      spare = null;
      return reuse.refill(this, options.reseed);
    }
    const chance = options.reseed ? reseeded(options.reseed) : copyStream(this.chance);
    const log = options.log && this.log ? this.log.slice() : null;
    if (!this.pending) return new ExoshiftState(this.setup, chance, log, this.s.slice());
    const copy = new ExoshiftState(this.setup, chance, log, this.before!.slice());
    if (copy.log) copy.log.length = this.beforeLog;
    copy.replay(this.pendingAction, this.tape);
    return copy;
  }

  /** Becomes a copy of `from` (between actions) with the stream a clone would get: the same four words as game/streams.ts reseeded(). */
  private refill(from: ExoshiftState, reseed: Xoshiro128 | undefined): ExoshiftState {
    this.setup = from.setup;
    const s = this.s;
    const source = from.s;
    copyNumbers(source, s);
    if (reseed) {
      const s0 = reseed.nextUint32();
      const s1 = reseed.nextUint32();
      const s2 = reseed.nextUint32();
      const s3 = reseed.nextUint32();
      this.chance.reset((s0 | s1 | s2 | s3) === 0 ? 1 : s0, s1, s2, s3);
    } else {
      const [s0, s1, s2, s3] = from.chance.state();
      this.chance.reset(s0, s1, s2, s3);
    }
    this.finish();
    return this;
  }

  /**
   * Hands back a state made by `clone` or `determinize` that nothing else holds
   * (the heuristic's sample once it has decided, ai.ts), for the next clone to
   * reuse: a ~2 KB state per heuristic decision was the largest allocation
   * (scripts/bench-exoshift.ts). One spare per thread; a logging state is never kept.
   */
  static release(state: ExoshiftState): void {
    if (state.log === null) spare = state;
  }

  /** Resumes a copied action: the same faces, stopping at the die it waited for (no draw from the stream). */
  private replay(action: number, tape: readonly number[]): void {
    const s = this.s;
    if (this.beforeBuffer === null) this.beforeBuffer = s.slice();
    else copyNumbers(s, this.beforeBuffer);
    this.before = this.beforeBuffer;
    this.beforeLog = this.log ? this.log.length : 0;
    this.pendingAction = action;
    this.tape.length = 0;
    for (const face of tape) this.tape.push(face);
    this.legalCache = null;
    forgetListing(this);
    this.runExact(false);
  }

  /**
   * The next determinize returns this state itself and draws nothing from rng, whatever the phase: the heuristic reads
   * only the phase and, in a player turn, the turn's list (legal.ts listTurnActions: the list `view.legalActions` would
   * copy), before it samples as before (peekNextSample), so its draws are unchanged (issue 9, speed).
   */
  static probeNextSample(): void {
    peekNext = PROBE;
  }

  /**
   * The next determinize (the heuristic's `view.sample`, ai.ts) returns this state itself when it would hold nothing
   * `player` cannot see (no action pending, no opponent's bid hidden), after drawing from rng exactly what a sample
   * draws there (clone's four reseed words): the heuristic only reads its sample, and outside the bid the sample's
   * numbers are the game's. Returns whether the last determinize since `peekNextSample(true)` did so (the caller must
   * then not `release` it). The same draws and the same choices without a state copy per decision (issue 9, speed;
   * scripts/bench-exoshift.ts); as Jovian Wars' peekNextSample. tests/systems/exoshift/sampleReuse.test.ts checks the
   * game serialises identically around every heuristic decision and the draws match a sample's.
   */
  static peekNextSample(on: boolean): boolean {
    const peeked = peekNext === PEEKED;
    peekNext = on ? PEEK : NO_PEEK;
    return peeked;
  }

  /** Re-draws what `player` cannot see: the opponent's committed, unrevealed bid (uniform over what it could have bid). */
  determinize(player: number, rng: Xoshiro128): ExoshiftState {
    const other = 1 - player;
    if (peekNext === PROBE) {
      // probeNextSample: the state itself, nothing drawn; the heuristic reads only its phase and turn list, then samples.
      peekNext = NO_PEEK;
      return this;
    }
    if (peekNext === PEEK) {
      if (!this.pending && !(this.s[L.G_PHASE] === L.PHASE_BID && this.s[L.G_BID + other] >= 0 && this.s[L.G_BID + player] < 0)) {
        // clone({ reseed: rng })'s four words (game/streams.ts reseeded, or refill's), nothing more outside a hidden bid.
        rng.nextUint32();
        rng.nextUint32();
        rng.nextUint32();
        rng.nextUint32();
        peekNext = PEEKED;
        return this;
      }
      peekNext = NO_PEEK;
    }
    const copy = this.clone({ reseed: rng });
    if (!copy.pending && copy.s[L.G_PHASE] === L.PHASE_BID && copy.s[L.G_BID + other] >= 0 && copy.s[L.G_BID + player] < 0) {
      copy.s[L.G_BID + other] = rng.nextBelow(Math.min(L.MAX_BID, copy.s[L.G_CP + other]) + 1);
    }
    return copy;
  }

  observation(player: number): ExoshiftObservation {
    this.settle();
    const s = this.s;
    const units: number[][] = [];
    for (let u = 0; u < this.setup.units; u++) {
      const at = L.unitAt(u, 0);
      units.push([this.setup.side[u], s[at + L.U_X], s[at + L.U_Y], s[at + L.U_STATUS], s[at + L.U_EXHAUSTED], s[at + L.U_DISRUPTION], s[at + L.U_DAMAGE], s[at + L.U_HUNKERED], s[at + L.U_UNNERVED], s[at + L.U_ROUTED], s[at + L.U_CARRY], s[at + L.U_UNIT_CP], s[at + L.U_STORED], s[at + L.U_MOVED], s[at + L.U_RESERVE], s[at + L.U_ARRIVAL], s[at + L.U_STEADIED]]);
    }
    const objectives: number[][] = [];
    for (let o = 0; o < this.setup.objectives; o++) objectives.push([s[L.objectiveAt(o, L.O_X)], s[L.objectiveAt(o, L.O_Y)], s[L.objectiveAt(o, L.O_STATE)], s[L.objectiveAt(o, L.O_OWNER)]]);
    return {
      you: player,
      mission: this.setup.variants.mission,
      round: s[L.G_ROUND],
      phase: s[L.G_PHASE],
      current: this.currentPlayer(),
      active: s[L.G_ACTIVE],
      cp: [s[L.G_CP], s[L.G_CP + 1]],
      bidIn: [s[L.G_BID] >= 0, s[L.G_BID + 1] >= 0],
      yourBid: s[L.G_PHASE] === L.PHASE_BID ? s[L.G_BID + player] : -1,
      passes: [s[L.G_PASS], s[L.G_PASS + 1]],
      actionsThisTurn: s[L.G_ACTIONS],
      freePrimaryUsed: s[L.G_FREE_USED] === 1,
      primaryTaken: s[L.G_PRIMARY_TAKEN] === 1,
      vp: [s[L.G_VP], s[L.G_VP + 1]],
      units,
      unitOf: Array.from(this.setup.groupOf),
      objectives,
      profiles: this.setup.profile.map((p) => p.id),
      board: this.setup.board,
    };
  }

  /** Bids are secret commits: the other player does not see the amount. */
  revealsAction(action: number): boolean {
    return !(!this.pending && this.s[L.G_PHASE] === L.PHASE_BID && action >= L.BID_BASE && action <= L.BID_BASE + L.MAX_BID);
  }

  events(): readonly GameEvent[] {
    return this.log ?? [];
  }

  serialize(): SerializedState {
    return {
      game: 'exoshift',
      sides: this.setup.sides as unknown as JsonValue,
      variants: savedVariants(this.setup.variants) as unknown as JsonValue,
      board: this.setup.board as unknown as JsonValue,
      numbers: Array.from(this.pending ? this.before! : this.s),
      pendingAction: this.pending ? this.pendingAction : null,
      tape: [...this.tape],
      chance: this.chance.state(),
      events: this.log ? (this.log as unknown as JsonValue[]) : null,
      eventsBefore: this.pending ? this.beforeLog : null,
    };
  }

  static deserialize(data: SerializedState): ExoshiftState {
    if (data.game !== 'exoshift') throw new GameInputError(`exoshift state: game must be 'exoshift', got ${JSON.stringify(data.game)}`);
    const chance = data.chance;
    if (!Array.isArray(chance) || chance.length !== 4) throw new GameInputError("exoshift state: field 'chance' must be 4 whole numbers");
    const variants = { ...Object.fromEntries(Object.entries(EXOSHIFT_VARIANTS).map(([k, v]) => [k, v.default])), ...(data.variants as object) } as ExoshiftVariants;
    const setup = makeSetup(data.sides as unknown as [ExoshiftSide, ExoshiftSide], variants, data.board as unknown as Board);
    const [c0, c1, c2, c3] = chance as number[];
    const events = Array.isArray(data.events) ? (data.events as unknown as GameEvent[]).slice() : null;
    const state = new ExoshiftState(setup, new Xoshiro128(c0 || 1, c1, c2, c3), events);
    state.s = L.newNumbers((data.numbers as number[]).length);
    (data.numbers as number[]).forEach((x, i) => (state.s[i] = x));
    if (data.pendingAction !== null && data.pendingAction !== undefined) {
      if (state.log) state.log.length = Number(data.eventsBefore);
      // Replaying must not draw from the stream: the faces are on the tape.
      state.replay(Number(data.pendingAction), data.tape as number[]);
    }
    return state;
  }
}

/**
 * Copies a state's numbers into another of the same length (the snapshot per action, the numbers at the first die, the
 * heuristic's sample). Four entries per step: about half the time of one per step on these ~250 doubles (a plain loop
 * was 1.6% of a heuristic game in `begin` alone; issue 9, speed). The same doubles either way.
 */
function copyNumbers(from: Numbers, to: Numbers): void {
  const n = from.length;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    to[i] = from[i];
    to[i + 1] = from[i + 1];
    to[i + 2] = from[i + 2];
    to[i + 3] = from[i + 3];
  }
  for (; i < n; i++) to[i] = from[i];
}

/** peekNextSample: off, asked for the next determinize, or taken by it (it returned the game itself). */
const NO_PEEK = 0;
const PEEK = 1;
const PEEKED = 2;
/** probeNextSample: the next determinize returns the state itself and draws nothing. */
const PROBE = 3;
let peekNext = NO_PEEK;

/** The state handed back by `release`, reused by the next clone (null none). */
let spare: ExoshiftState | null = null;

function copyStream(stream: Xoshiro128): Xoshiro128 {
  const [s0, s1, s2, s3] = stream.state();
  return new Xoshiro128(s0, s1, s2, s3);
}

/**
 * Variants added after saved states existed, with their defaults: a serialized state leaves one out while it holds its
 * default (deserialize fills a missing variant with its default: an absent `stats` is printed), so states saved before
 * it and the states saved now under the printed numbers are alike.
 */
const LATE_VARIANTS: Readonly<Record<string, string>> = { stats: 'printed' };

/** The variants as saved: once a game (a match serializes each final state), so not kept between calls. */
function savedVariants(variants: ExoshiftVariants): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(variants).filter(([name, value]) => LATE_VARIANTS[name] !== value));
}
