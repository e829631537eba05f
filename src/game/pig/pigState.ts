/**
 * The Pig state (rules.ts). Everything is a few numbers, so a clone is cheap
 * and a random game allocates nothing per roll (`npm run bench`, "pig random
 * games/s").
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { GameInputError } from '../gameInputError.ts';
import { CHANCE, TERMINAL, type ChanceOutcome, type CloneOptions, type GameEvent, type GameState, type SerializedState } from '../state.ts';
import { reseeded } from '../streams.ts';
import { BUST_FACE, DIE_FACES, HOLD, MAX_TURNS, ROLL } from './rules.ts';

export interface PigObservation {
  /** The seat observing. */
  you: number;
  /** Seat to move, or -1 while the die is in the air, -2 when over. */
  current: number;
  scores: [number, number];
  turnTotal: number;
  turn: number;
  target: number;
}

const DECISION_ACTIONS: readonly number[] = Object.freeze([ROLL, HOLD]);
const FACES: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6]);
const FACE_OUTCOMES: readonly ChanceOutcome[] = Object.freeze(FACES.map((action) => Object.freeze({ action, probability: 1 / DIE_FACES })));
const NO_ACTIONS: readonly number[] = Object.freeze([]);
const NO_WINNER = -1;
const DRAW = 2;

export class PigState implements GameState<PigObservation> {
  readonly game = 'pig';
  score0 = 0;
  score1 = 0;
  turnTotal = 0;
  /** The seat whose turn it is. */
  player = 0;
  /** True between ROLL and the die landing: a chance node. */
  rolling = false;
  /** Turns begun, from 1. */
  turn = 1;
  winner = NO_WINNER;
  /** Per seat: turns ended by a 1, points lost that way, holds. */
  readonly busts = [0, 0];
  readonly lost = [0, 0];
  readonly holds = [0, 0];
  private log: GameEvent[] | null;

  constructor(
    readonly target: number,
    private readonly chance: Xoshiro128,
    log: boolean,
  ) {
    this.log = log ? [] : null;
  }

  /** A new game: sides' head starts are their starting scores. */
  static start(target: number, starts: readonly [number, number], chance: Xoshiro128, log: boolean): PigState {
    for (const start of starts) {
      if (start >= target) throw new GameInputError(`pig: a side's start (${start}) must be below the target (${target}); choose a higher --variant target`);
    }
    const state = new PigState(target, chance, log);
    state.score0 = starts[0];
    state.score1 = starts[1];
    state.log?.push({ kind: 'start', target, scores: [starts[0], starts[1]] });
    return state;
  }

  currentPlayer(): number {
    if (this.winner !== NO_WINNER) return TERMINAL;
    return this.rolling ? CHANCE : this.player;
  }

  legalActions(): readonly number[] {
    if (this.winner !== NO_WINNER) return NO_ACTIONS;
    return this.rolling ? FACES : DECISION_ACTIONS;
  }

  describeAction(action: number): string {
    if (this.rolling) return `die ${action}`;
    return action === ROLL ? 'roll' : action === HOLD ? 'hold' : `action ${action}`;
  }

  chanceOutcomes(): readonly ChanceOutcome[] {
    return this.rolling ? FACE_OUTCOMES : [];
  }

  applyChance(): number {
    if (!this.rolling) throw new Error('pig: applyChance at a decision node');
    const face = this.chance.nextBelow(DIE_FACES) + 1;
    this.land(face);
    return face;
  }

  apply(action: number): void {
    if (this.winner !== NO_WINNER) throw new Error('pig: the game is over');
    if (this.rolling) {
      if (!(Number.isInteger(action) && action >= 1 && action <= DIE_FACES)) throw new Error(`pig: ${action} is not a die face`);
      this.land(action);
    } else if (action === ROLL) {
      this.rolling = true;
    } else if (action === HOLD) {
      this.hold();
    } else {
      throw new Error(`pig: illegal action ${action}; legal: 0 (roll), 1 (hold)`);
    }
  }

  private land(face: number): void {
    this.rolling = false;
    const p = this.player;
    if (face === BUST_FACE) {
      this.busts[p]++;
      this.lost[p] += this.turnTotal;
      this.log?.push({ kind: 'bust', turn: this.turn, player: p, die: face, lost: this.turnTotal });
      this.endTurn();
      return;
    }
    this.turnTotal += face;
    this.log?.push({ kind: 'roll', turn: this.turn, player: p, die: face, turnTotal: this.turnTotal });
  }

  private hold(): void {
    const p = this.player;
    const banked = this.turnTotal;
    this.holds[p]++;
    const score = p === 0 ? (this.score0 += banked) : (this.score1 += banked);
    this.log?.push({ kind: 'hold', turn: this.turn, player: p, banked, scores: [this.score0, this.score1] });
    if (score >= this.target) {
      this.winner = p;
      this.log?.push({ kind: 'win', turn: this.turn, player: p, scores: [this.score0, this.score1] });
      return;
    }
    this.endTurn();
  }

  private endTurn(): void {
    this.turnTotal = 0;
    this.player = 1 - this.player;
    if (this.turn === MAX_TURNS) {
      this.winner = DRAW;
      this.log?.push({ kind: 'draw', turn: this.turn, scores: [this.score0, this.score1] });
      return;
    }
    this.turn++;
  }

  isTerminal(): boolean {
    return this.winner !== NO_WINNER;
  }

  returns(): number[] {
    if (this.winner === 0) return [1, -1];
    if (this.winner === 1) return [-1, 1];
    return [0, 0];
  }

  /** Scores by seat. */
  score(seat: number): number {
    return seat === 0 ? this.score0 : this.score1;
  }

  clone(options: CloneOptions = {}): PigState {
    const chance = options.reseed ? reseeded(options.reseed) : copyStream(this.chance);
    const copy = new PigState(this.target, chance, false);
    copy.score0 = this.score0;
    copy.score1 = this.score1;
    copy.turnTotal = this.turnTotal;
    copy.player = this.player;
    copy.rolling = this.rolling;
    copy.turn = this.turn;
    copy.winner = this.winner;
    copy.busts[0] = this.busts[0];
    copy.busts[1] = this.busts[1];
    copy.lost[0] = this.lost[0];
    copy.lost[1] = this.lost[1];
    copy.holds[0] = this.holds[0];
    copy.holds[1] = this.holds[1];
    if (options.log && this.log) copy.log = this.log.slice();
    return copy;
  }

  /** Pig hides nothing but the future dice, so a determinization is a reseeded clone. */
  determinize(_player: number, rng: Xoshiro128): PigState {
    return this.clone({ reseed: rng });
  }

  observation(player: number): PigObservation {
    return {
      you: player,
      current: this.currentPlayer(),
      scores: [this.score0, this.score1],
      turnTotal: this.turnTotal,
      turn: this.turn,
      target: this.target,
    };
  }

  revealsAction(): boolean {
    return true;
  }

  events(): readonly GameEvent[] {
    return this.log ?? [];
  }

  serialize(): SerializedState {
    return {
      game: 'pig',
      target: this.target,
      scores: [this.score0, this.score1],
      turnTotal: this.turnTotal,
      player: this.player,
      rolling: this.rolling,
      turn: this.turn,
      winner: this.winner,
      busts: [...this.busts],
      lost: [...this.lost],
      holds: [...this.holds],
      chance: this.chance.state(),
      events: this.log ? [...this.log] : null,
    };
  }

  static deserialize(data: SerializedState): PigState {
    const numbers = (value: unknown, length: number, field: string): number[] => {
      if (!Array.isArray(value) || value.length !== length || !value.every((x) => Number.isInteger(x))) throw new GameInputError(`pig state: field '${field}' must be ${length} whole numbers`);
      return value as number[];
    };
    if (data.game !== 'pig') throw new GameInputError(`pig state: game must be 'pig', got ${JSON.stringify(data.game)}`);
    const [c0, c1, c2, c3] = numbers(data.chance, 4, 'chance');
    const state = new PigState(Number(data.target), new Xoshiro128(c0 || 1, c1, c2, c3), data.events !== null);
    [state.score0, state.score1] = numbers(data.scores, 2, 'scores');
    state.turnTotal = Number(data.turnTotal);
    state.player = Number(data.player);
    state.rolling = data.rolling === true;
    state.turn = Number(data.turn);
    state.winner = Number(data.winner);
    numbers(data.busts, 2, 'busts').forEach((x, i) => (state.busts[i] = x));
    numbers(data.lost, 2, 'lost').forEach((x, i) => (state.lost[i] = x));
    numbers(data.holds, 2, 'holds').forEach((x, i) => (state.holds[i] = x));
    if (Array.isArray(data.events)) state.log = (data.events as GameEvent[]).slice();
    return state;
  }
}

function copyStream(stream: Xoshiro128): Xoshiro128 {
  const [s0, s1, s2, s3] = stream.state();
  return new Xoshiro128(s0, s1, s2, s3);
}
