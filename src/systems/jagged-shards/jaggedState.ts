/**
 * The Jagged Shards battle state (GameState): typed arrays per unit, per
 * seat and per objective, a phase saying which decision or roll comes next,
 * and the shared BattleSetup. The rules that move it on live in rounds.ts
 * (insertion, initiative, activation order, objectives, End Phase, Round
 * Victory), activation.ts (what a unit may do) and combat.ts (attacks).
 *
 * Every roll is a chance node with outcomes 1..100, each 1/100: the
 * insertion roll, the Initiative Steal, both initiative rolls, ability
 * activation rolls and attack rolls (and their Warp Flare rerolls). A test
 * scripts dice with `apply(roll)` at those nodes.
 *
 * Nothing is hidden in Jagged Shards but the future dice, so a
 * determinization is a reseeded clone and an observation is the whole board.
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import { CHANCE, TERMINAL, type ChanceOutcome, type CloneOptions, type GameEvent, type GameState, type JsonValue, type SerializedState } from '../../game/state.ts';
import { reseeded } from '../../game/streams.ts';
import { applyDecision, describeDecision, legalDecisions } from './activation.ts';
import { applyRoll, startBattle } from './rounds.ts';
import { buildSetup, refreshTerrain, type BattleSetup, type JaggedSide } from './setup.ts';
import { recordedVariants, ROUNDS } from './rules.ts';
import * as board from './board.ts';
import * as phase from './phase.ts';
import * as profiles from './profiles.ts';

export const GAME_ID = 'jagged-shards';

// Imported bindings are copied into module-local consts: when tsx loads these files as CommonJS every read
// of an import is a getter call (a fifth of the heuristic's time in such a profile; a few percent under the
// project's ESM loading, scripts/bench-jagged-shards.ts).
const { GRID } = board;
const { PHASE, PHASE_NAMES } = phase;
const { MAX_SLOTS } = profiles;

export { PHASE, PHASE_NAMES };

const ROLLS: readonly number[] = Object.freeze(Array.from({ length: 100 }, (_, i) => i + 1));
const ROLL_OUTCOMES: readonly ChanceOutcome[] = Object.freeze(ROLLS.map((action) => Object.freeze({ action, probability: 1 / 100 })));
const NO_ACTIONS: readonly number[] = Object.freeze([]);

export interface JaggedObservation {
  you: number;
  current: number;
  round: number;
  phase: string;
  initiative: number;
  warpFlares: number[];
  roundVictories: number[];
  /** Enemy Force Rating destroyed by each seat this round. */
  forceRatingThisRound: number[];
  objectives: { owner: number }[];
  active: number;
  units: { unit: string; seat: number; x: number; y: number; wounds: number; inPlay: boolean; activated: boolean }[];
}

/** The per-unit, per-seat and per-objective arrays, listed once for clone and serialise. */
const UNIT_ARRAYS = ['x', 'y', 'wounds', 'inPlay', 'returned', 'activated', 'arrived'] as const;
const SEAT_ARRAYS = ['flares', 'flareCap', 'roundVictories', 'frThisRound', 'vvThisRound', 'passed', 'frDestroyed', 'flaresSpent', 'reinforcements', 'objectiveScore', 'attacks', 'hits'] as const;
/**
 * Statistics added after the behaviour fixture was recorded (JS-003/004/008/010/011/019/059/060/062/063):
 * bookkeeping that no decision or roll reads. Serialised under their own keys, each optional on load (a
 * state recorded before them loads with zeros), and left out of the fixture's state hashes (behaviourGames.ts).
 */
const ROUND_ARRAYS = ['roundScore', 'roundForceRating'] as const;
const LATE_SEAT_ARRAYS = ['tailActivations', 'tabledRound'] as const;
const LATE_SCALARS = ['contestedRounds', 'contestedObjectives', 'lastSeat'] as const;
const SCALARS = [
  'phase',
  'round',
  'initiative',
  'picker',
  'active',
  'rollA',
  'target',
  'weapon',
  'sr',
  'bonusClass',
  'frenzyUsed',
  'rerolled',
  'abilityIndex',
  'pendingWounds',
  'srBonus',
  'extraMove',
  'ignoreDifficult',
  'rushed',
  'reinforcing',
  'lastRoll',
  'tiedRounds',
  'stolen',
  'insertionFailed',
  'activationCount',
  'winner',
] as const;

export class JaggedState implements GameState<JaggedObservation> {
  readonly game = GAME_ID;
  /** Every typed array below is a view on this one buffer, so a copy is one `set` (see the constructor). */
  readonly bytes: Uint8Array;
  // Units (index into setup.roster).
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly wounds: Int8Array;
  readonly inPlay: Uint8Array;
  readonly returned: Uint8Array;
  readonly activated: Uint8Array;
  /** Round a reinforcement arrived in (0: never). */
  readonly arrived: Int8Array;
  /** Per unit and ability slot: the round the ability is locked out in (Ch. 3 Critical Failure), 0 for none. */
  readonly locked: Int8Array;
  // Seats.
  readonly flares: Int8Array;
  readonly flareCap: Int8Array;
  readonly roundVictories: Int8Array;
  readonly frThisRound: Int16Array;
  readonly vvThisRound: Int16Array;
  readonly passed: Uint8Array;
  // Statistics per seat.
  readonly frDestroyed: Int16Array;
  readonly flaresSpent: Int16Array;
  readonly reinforcements: Int16Array;
  readonly objectiveScore: Int16Array;
  readonly attacks: Int16Array;
  readonly hits: Int16Array;
  /** Per round r (1-5) and seat, at (r - 1) * 2 + seat: the round's total (objective value + enemy FR destroyed), Ch. 9 Round Victory Calculation. */
  readonly roundScore: Int16Array;
  /** Per round and seat, as roundScore: the enemy Force Rating the seat destroyed in that round. */
  readonly roundForceRating: Int16Array;
  /** Per seat: activations made straight after the same seat's own activation in the same round (the opponent had none left or passed). */
  readonly tailActivations: Int16Array;
  /** Per seat: the first round whose End Phase found none of its units in play (tabled), 0 for never. */
  readonly tabledRound: Int8Array;
  // Objectives: owner seat or -1, and per objective and seat whether it was ever captured (first-capture recovery).
  readonly owner: Int8Array;
  readonly captured: Uint8Array;
  // Flow.
  phase: number = PHASE.steal;
  round = 1;
  initiative = 0;
  picker = 0;
  active = -1;
  rollA = 0;
  // The attack or ability roll in progress.
  target = -1;
  weapon = -1;
  sr = 0;
  bonusClass = 0;
  frenzyUsed = 0;
  rerolled = 0;
  abilityIndex = -1;
  pendingWounds = 0;
  // The activation in progress.
  srBonus = 0;
  extraMove = 0;
  ignoreDifficult = 0;
  rushed = 0;
  reinforcing = 0;
  lastRoll = 0;
  // Game statistics.
  tiedRounds = 0;
  stolen = 0;
  insertionFailed = 0;
  activationCount = 0;
  /**
   * The activation (counted as activationCount) in which the battle's first
   * attack was declared, 0 before it (JS-007 "activations until first
   * engagement"). Serialised under its own key, outside SCALARS: a state
   * recorded before it existed still loads (as 0), and the behaviour
   * fixture's state hashes leave it out (behaviourGames.ts).
   */
  firstEngagement = 0;
  /** Rounds whose End Phase found an objective with units of both seats in control range (JS-008). */
  contestedRounds = 0;
  /** Objectives so found, summed over the End Phases (0-3 a round with the standard three). */
  contestedObjectives = 0;
  /** The seat of the round's last activation, -1 before the round's first (tailActivations). */
  lastSeat = -1;
  /** -1 while playing; 0 or 1 the winner; 2 a draw. */
  winner = -1;
  log: GameEvent[] | null;
  private legalCache: readonly number[] | null = null;

  /**
   * The typed arrays are laid out in one buffer: 8-byte fields first, then
   * 2-byte, then 1-byte ones, so every view is aligned. Copying a state
   * (a sample per heuristic decision) is then one `bytes.set` and the
   * scalars (it was a quarter of the heuristic's time as 22 copies into 22
   * new arrays, scripts/bench-jagged-shards.ts).
   */
  constructor(
    public setup: BattleSetup,
    readonly chance: Xoshiro128,
    log: boolean,
  ) {
    const n = setup.roster.count;
    const k = setup.objectives.length;
    const buffer = new ArrayBuffer(16 * n + 16 * 2 + 8 * ROUNDS + 4 + 13 * n + 10 + 3 * k);
    this.bytes = new Uint8Array(buffer);
    let at = 0;
    this.x = new Float64Array(buffer, at, n);
    this.y = new Float64Array(buffer, (at += 8 * n), n);
    at += 8 * n;
    this.frThisRound = new Int16Array(buffer, at, 2);
    this.vvThisRound = new Int16Array(buffer, (at += 4), 2);
    this.frDestroyed = new Int16Array(buffer, (at += 4), 2);
    this.flaresSpent = new Int16Array(buffer, (at += 4), 2);
    this.reinforcements = new Int16Array(buffer, (at += 4), 2);
    this.objectiveScore = new Int16Array(buffer, (at += 4), 2);
    this.attacks = new Int16Array(buffer, (at += 4), 2);
    this.hits = new Int16Array(buffer, (at += 4), 2);
    this.roundScore = new Int16Array(buffer, (at += 4), 2 * ROUNDS);
    this.roundForceRating = new Int16Array(buffer, (at += 4 * ROUNDS), 2 * ROUNDS);
    this.tailActivations = new Int16Array(buffer, (at += 4 * ROUNDS), 2);
    at += 4;
    this.wounds = new Int8Array(buffer, at, n);
    this.inPlay = new Uint8Array(buffer, (at += n), n);
    this.returned = new Uint8Array(buffer, (at += n), n);
    this.activated = new Uint8Array(buffer, (at += n), n);
    this.arrived = new Int8Array(buffer, (at += n), n);
    this.locked = new Int8Array(buffer, (at += n), n * MAX_SLOTS);
    this.flares = new Int8Array(buffer, (at += n * MAX_SLOTS), 2);
    this.flareCap = new Int8Array(buffer, (at += 2), 2);
    this.roundVictories = new Int8Array(buffer, (at += 2), 2);
    this.passed = new Uint8Array(buffer, (at += 2), 2);
    this.tabledRound = new Int8Array(buffer, (at += 2), 2);
    this.owner = new Int8Array(buffer, (at += 2), k).fill(-1);
    this.captured = new Uint8Array(buffer, (at += k), 2 * k);
    this.log = log ? [] : null;
  }

  /** A new battle: the terrain is generated from `chance`, then Ch. 4's Deployment Sequence runs up to the first decision or roll. */
  static start(sides: readonly [JaggedSide, JaggedSide], variants: Readonly<Record<string, string>>, chance: Xoshiro128, log: boolean): JaggedState {
    const state = new JaggedState(buildSetup(sides, variants, chance), chance, log);
    startBattle(state);
    return state;
  }

  /** The seat to decide at a decision node. */
  mover(): number {
    switch (this.phase) {
      case PHASE.steal:
        return 1;
      case PHASE.pick:
        return this.picker;
      case PHASE.shield:
        return this.setup.roster.seat[this.target];
      default:
        return this.setup.roster.seat[this.active];
    }
  }

  isRoll(): boolean {
    const p = this.phase;
    return p === PHASE.insertionRoll || p === PHASE.stealRoll || p === PHASE.initiativeRollA || p === PHASE.initiativeRollB || p === PHASE.abilityRoll || p === PHASE.attackRoll;
  }

  currentPlayer(): number {
    if (this.phase === PHASE.over) return TERMINAL;
    return this.isRoll() ? CHANCE : this.mover();
  }

  legalActions(): readonly number[] {
    if (this.phase === PHASE.over) return NO_ACTIONS;
    if (this.isRoll()) return ROLLS;
    if (this.legalCache === null) this.legalCache = legalDecisions(this);
    return this.legalCache;
  }

  describeAction(action: number): string {
    return this.isRoll() ? `roll ${action}` : describeDecision(this, action);
  }

  chanceOutcomes(): readonly ChanceOutcome[] {
    return this.isRoll() ? ROLL_OUTCOMES : [];
  }

  applyChance(): number {
    if (!this.isRoll()) throw new Error('jagged-shards: applyChance at a decision node');
    const roll = this.chance.nextBelow(100) + 1;
    this.legalCache = null;
    applyRoll(this, roll);
    return roll;
  }

  apply(action: number): void {
    if (this.phase === PHASE.over) throw new Error('jagged-shards: the battle is over');
    if (this.isRoll()) {
      if (!(Number.isInteger(action) && action >= 1 && action <= 100)) throw new Error(`jagged-shards: ${action} is not a d100 roll (1-100)`);
      this.legalCache = null;
      applyRoll(this, action);
      return;
    }
    if (!this.legalActions().includes(action)) throw new Error(`jagged-shards: illegal action ${action} (${PHASE_NAMES[this.phase]}); legal: ${this.legalActions().join(', ')}`);
    this.legalCache = null;
    applyDecision(this, action);
  }

  /** Drops cached legal actions and Line of Sight after a change made outside apply (tests that set up positions or terrain). */
  invalidate(): void {
    this.legalCache = null;
    refreshTerrain(this.setup);
  }

  isTerminal(): boolean {
    return this.phase === PHASE.over;
  }

  returns(): number[] {
    if (this.winner === 0) return [1, -1];
    if (this.winner === 1) return [-1, 1];
    return [0, 0];
  }

  push(event: GameEvent): void {
    this.log?.push(event);
  }

  /**
   * An exact copy, or with `reseed` one with a fresh chance stream. A state
   * handed back with `JaggedState.release` (the heuristic's sample, once it
   * has decided) is reused for the next clone of a battle of the same size
   * instead of allocating a new one.
   */
  clone(options: CloneOptions = {}): JaggedState {
    let copy: JaggedState;
    const reuse = spare;
    if (reuse !== null && reuse.x.length === this.x.length && reuse.owner.length === this.owner.length) {
      spare = null;
      copy = reuse;
      copy.setup = this.setup;
      copy.legalCache = null;
      const from = options.reseed;
      // The same four words as game/streams.ts reseeded(), drawn into the reused generator.
      if (from) copy.chance.reset(from.nextUint32(), from.nextUint32(), from.nextUint32(), from.nextUint32());
      else {
        const [s0, s1, s2, s3] = this.chance.state();
        copy.chance.reset(s0, s1, s2, s3);
      }
    } else {
      copy = new JaggedState(this.setup, options.reseed ? reseeded(options.reseed) : copyStream(this.chance), false);
    }
    copy.bytes.set(this.bytes);
    this.copyScalars(copy);
    if (options.log && this.log) copy.log = this.log.slice();
    return copy;
  }

  /**
   * Hands back a state made by `clone` or `determinize` that nothing else
   * holds (the heuristic's sample after its decision), for the next clone to
   * reuse. One spare per thread; a logging state is never kept.
   */
  static release(state: JaggedState): void {
    if (state.log === null) spare = state;
  }

  /** Field by field (a loop over field names was a third of the clone's time, scripts/bench-jagged-shards.ts). */
  private copyScalars(c: JaggedState): void {
    c.phase = this.phase;
    c.round = this.round;
    c.initiative = this.initiative;
    c.picker = this.picker;
    c.active = this.active;
    c.rollA = this.rollA;
    c.target = this.target;
    c.weapon = this.weapon;
    c.sr = this.sr;
    c.bonusClass = this.bonusClass;
    c.frenzyUsed = this.frenzyUsed;
    c.rerolled = this.rerolled;
    c.abilityIndex = this.abilityIndex;
    c.pendingWounds = this.pendingWounds;
    c.srBonus = this.srBonus;
    c.extraMove = this.extraMove;
    c.ignoreDifficult = this.ignoreDifficult;
    c.rushed = this.rushed;
    c.reinforcing = this.reinforcing;
    c.lastRoll = this.lastRoll;
    c.tiedRounds = this.tiedRounds;
    c.stolen = this.stolen;
    c.insertionFailed = this.insertionFailed;
    c.activationCount = this.activationCount;
    c.firstEngagement = this.firstEngagement;
    c.contestedRounds = this.contestedRounds;
    c.contestedObjectives = this.contestedObjectives;
    c.lastSeat = this.lastSeat;
    c.winner = this.winner;
  }

  /** Nothing is hidden but the future dice: a reseeded clone. */
  determinize(_player: number, rng: Xoshiro128): JaggedState {
    return this.clone({ reseed: rng });
  }

  observation(player: number): JaggedObservation {
    const { roster } = this.setup;
    const round2 = (v: number) => Math.round(v * 100) / 100;
    return {
      you: player,
      current: this.currentPlayer(),
      round: this.round,
      phase: PHASE_NAMES[this.phase],
      initiative: this.initiative,
      warpFlares: [this.flares[0], this.flares[1]],
      roundVictories: [this.roundVictories[0], this.roundVictories[1]],
      forceRatingThisRound: [this.frThisRound[0], this.frThisRound[1]],
      objectives: Array.from(this.owner, (owner) => ({ owner })),
      active: this.active,
      units: roster.profile.map((p, u) => ({
        unit: roster.label[u],
        seat: roster.seat[u],
        x: round2(this.x[u]),
        y: round2(this.y[u]),
        wounds: this.wounds[u],
        inPlay: this.inPlay[u] === 1,
        activated: this.activated[u] === 1,
      })),
    };
  }

  revealsAction(): boolean {
    return true;
  }

  events(): readonly GameEvent[] {
    return this.log ?? [];
  }

  serialize(): SerializedState {
    const out: Record<string, JsonValue> = {
      game: GAME_ID,
      sides: this.setup.sides as unknown as JsonValue,
      variants: recordedVariants(this.setup.rules.names),
      terrain: Array.from(this.setup.terrain),
    };
    for (const key of UNIT_ARRAYS) out[key] = Array.from(this[key] as ArrayLike<number>);
    for (const key of SEAT_ARRAYS) out[key] = Array.from(this[key] as ArrayLike<number>);
    out.locked = Array.from(this.locked);
    out.owner = Array.from(this.owner);
    out.captured = Array.from(this.captured);
    for (const key of SCALARS) out[key] = this[key];
    out.firstEngagement = this.firstEngagement;
    for (const key of ROUND_ARRAYS) out[key] = Array.from(this[key]);
    for (const key of LATE_SEAT_ARRAYS) out[key] = Array.from(this[key]);
    for (const key of LATE_SCALARS) out[key] = this[key];
    out.chance = this.chance.state();
    out.events = this.log ? [...this.log] : null;
    return out as SerializedState;
  }

  static deserialize(data: SerializedState): JaggedState {
    if (data.game !== GAME_ID) throw new GameInputError(`jagged-shards state: game must be '${GAME_ID}', got ${JSON.stringify(data.game)}`);
    const numbers = (field: string, length?: number): number[] => {
      const value = data[field];
      if (!Array.isArray(value) || (length !== undefined && value.length !== length) || !value.every((v) => typeof v === 'number')) {
        throw new GameInputError(`jagged-shards state: field '${field}' must be a list of ${length ?? 'some'} numbers`);
      }
      return value as number[];
    };
    const terrain = Uint8Array.from(numbers('terrain', GRID * GRID));
    const setup = buildSetup(data.sides as unknown as [JaggedSide, JaggedSide], data.variants as Record<string, string>, null, terrain);
    const [c0, c1, c2, c3] = numbers('chance', 4);
    const state = new JaggedState(setup, new Xoshiro128(c0 || 1, c1, c2, c3), data.events !== null);
    const n = setup.roster.count;
    for (const key of UNIT_ARRAYS) state[key].set(numbers(key, n));
    for (const key of SEAT_ARRAYS) state[key].set(numbers(key, 2));
    state.locked.set(numbers('locked', n * MAX_SLOTS));
    state.owner.set(numbers('owner', setup.objectives.length));
    state.captured.set(numbers('captured', setup.objectives.length * 2));
    for (const key of SCALARS) {
      if (typeof data[key] !== 'number') throw new GameInputError(`jagged-shards state: field '${key}' must be a number`);
      state[key] = data[key] as number;
    }
    if (data.firstEngagement !== undefined && typeof data.firstEngagement !== 'number') throw new GameInputError(`jagged-shards state: field 'firstEngagement' must be a number`);
    state.firstEngagement = (data.firstEngagement as number | undefined) ?? 0;
    for (const key of ROUND_ARRAYS) if (data[key] !== undefined) state[key].set(numbers(key, 2 * ROUNDS));
    for (const key of LATE_SEAT_ARRAYS) if (data[key] !== undefined) state[key].set(numbers(key, 2));
    for (const key of LATE_SCALARS) {
      if (data[key] === undefined) continue;
      if (typeof data[key] !== 'number') throw new GameInputError(`jagged-shards state: field '${key}' must be a number`);
      state[key] = data[key] as number;
    }
    if (Array.isArray(data.events)) state.log = (data.events as GameEvent[]).slice();
    return state;
  }
}

/** The spare state `release` keeps for the next clone (module state: one per thread). */
let spare: JaggedState | null = null;

function copyStream(stream: Xoshiro128): Xoshiro128 {
  const [s0, s1, s2, s3] = stream.state();
  return new Xoshiro128(s0, s1, s2, s3);
}
