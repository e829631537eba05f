/**
 * The Rattle and Rend state: the board (board.ts), both warbands as flat
 * typed arrays (one slot per Element; an attached Champion rides in its
 * host's slot), Momentum and the round, and the resolution stack the engine
 * (engine.ts) works through. Everything is numbers, so clone() copies a few
 * typed arrays and serialize() is plain JSON.
 *
 * The stack holds frames of FRAME numbers: [op, a, b, c, d, e]. The engine pops
 * and runs frames until one asks for a decision (`decision` >= 0) or a check
 * (chance), then waits; the answer lands in `lastChoice` or `lastResult` and
 * the next frame reads it.
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import * as stateModule from '../../game/state.ts';
import type { ChanceOutcome, CloneOptions, GameEvent, GameState, JsonValue, SerializedState } from '../../game/state.ts';
import { reseeded } from '../../game/streams.ts';
import * as boardModule from './board.ts';
import type { Field } from './board.ts';
import * as checkModule from './check.ts';
import * as deckModule from './d20Deck.ts';
import { OP_SOOTHSAYER_FACE } from './ops.ts';
import * as rulesModule from './rules.ts';
import type { ElementProfile, RrVariants } from './rules.ts';
import * as statLinesModule from './statLines.ts';
import type { Roster } from './warband.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { CHANCE, TERMINAL } = stateModule;
const { GEO_ALL, IN_PLAY } = boardModule;
const { checkProbabilitiesForDice, CRITICAL, FAIL, SUCCESS } = checkModule;
const { DECK_SLOTS, deckCheckProbabilities, deckIndex, drawCheck, drawFace, drawForResult, cardsLeft, takeFace } = deckModule;
const { BAND, BAND_MM, BONDS, CHAMPION, defaultVariants, FIGHTERS, HEAVY, HEAVY_TRAITS, LATE_VARIANTS, REPUTATIONS, RR_VARIANTS, SHOOTERS, SKIRMISHERS, TACTICS, WARD } = rulesModule;
const { profilesFor } = statLinesModule;

export const MAX_ELEMENTS_ON_TABLE = 16;

/**
 * The Element types Tactitians' bonus applies to: "all your warband's CHAMPIONS, FIGHTERS, SHOOTERS, and SKIRMISHERS"
 * (Tactics › Tactitians), never Heavies, Dregs or Wards.
 */
export const tactitiansType = (type: number): boolean => type === CHAMPION || type === FIGHTERS || type === SHOOTERS || type === SKIRMISHERS;
/** Where a seat's Momentum came from (statMomentumBy): regains, and Momentum not spent thanks to Discipline or an owed free action. */
export const MOMENTUM_SOURCES = ['fellowship', 'strife', 'bloodlust', 'retinue', 'scheming-plot', 'vengeance', 'discipline', 'free-action'] as const;
export type MomentumSource = (typeof MOMENTUM_SOURCES)[number];
export const MAX_TERRAIN = 12;
export const FRAME = 6;
/** Band table slots per Element: 5 Tactitians choices x (MOV, MOV reacting, RNG, RNG reacting). */
const BAND_SLOTS = 20;

export const REMOVED = 1;
export const RESERVE = 2;
export const BANISHED = 3;
export const CARRIED = 4;

/** Chance kinds. */
export const CK_NONE = 0;
export const CK_CHECK = 1;
/** A d20 face 1..faces (setup tables, Soothsayers). */
export const CK_FACE = 2;

/** Decision kinds. */
export const D_NONE = -1;
export const D_PICK = 0;
export const D_BID = 1;
export const D_FIRST = 2;
export const D_ACTION = 3;
export const D_REACT = 4;
export const D_DENY = 5;
export const D_COUNTER = 6;
export const D_EXIT = 7;
export const DECISION_NAMES = ['pick', 'bid', 'first', 'action', 'react', 'deny', 'counter', 'exit'] as const;

/** Check kinds (for the log and Soothsayers/Temptors). */
export const FURY = 0;
export const GUILE = 1;
export const WILL = 2;
export const CHECK_NAMES = ['Fury', 'Guile', 'Will'] as const;

/** Per-Element flag bits. */
export const F_COMPELLED = 1;
export const F_DUEL_TARGET = 2;
export const F_FREE_NEXT = 4;

export const NO_WINNER = -1;
export const DRAW = 2;

const TACTIC_BIT: Readonly<Record<string, number>> = Object.fromEntries(TACTICS.map((id, i) => [id, 1 << i]));
/** A tactic's bit in `tacticMask` (0 for a name that is no tactic, which `has` then never finds). */
export const tacticBit = (id: string): number => TACTIC_BIT[id] ?? 0;
// `has` takes the bit, looked up once here, not the name: one `has` called with ~25 names made its keyed load
// megamorphic, a generic lookup per call in every rule that asks for a tactic (SPEED.md, fifteenth pass).
const BASTIONS_BIT = tacticBit('bastions');
const BERSERKERS_BIT = tacticBit('berserkers');
const BUTCHERS_BIT = tacticBit('butchers');
const FUSILIERS_BIT = tacticBit('fusiliers');
const HARRIERS_BIT = tacticBit('harriers');
const WATCHERS_BIT = tacticBit('watchers');

/** Scalars serialised and cloned by name. */
const SCALARS = [
  'n', 'nt', 'round', 'scenario', 'deployment', 'density', 'theme', 'layout', 'flip', 'active', 'passes', 'winner', 'decision', 'decider', 'chanceKind',
  'checkStat', 'checkDice', 'checkWho', 'checkKind', 'faces', 'lastResult', 'lastChoice', 'ties', 'turns', 'roundLimit', 'endReason',
  'aKind', 'aActor', 'aTarget', 'aDest', 'aReacted', 'aCancelled', 'aNoMove', 'aSwap', 'aReactor', 'aPursuer', 'aRetaliator', 'aWaveFree', 'aMoved',
  'wStage', 'wTarget', 'wAttacker', 'wExtra', 'aReactorElement', 'aSuppressHit', 'aRetaliatorCode', 'aFodder',
] as const;
const INT8 = ['side', 'type', 'trait', 'champ', 'points', 'status', 'reserve', 'carrier', 'tt', 'mctrl'] as const;
const FLOAT = ['x', 'y', 'radius', 'tx', 'ty', 'tr', 'mx', 'my', 'anchorX', 'anchorY', 'edgeX', 'edgeY'] as const;
const INT32 = [
  'flags', 'banishRound', 'reserveRound', 'mTaken', 'momentum', 'total', 'morale', 'lastActor', 'actions', 'firstTurn', 'freeAction', 'disciplineAction',
  'disciplineReaction', 'tactitians', 'soothsayer', 'soothTurn', 'temptorOffered', 'temptorDie', 'deathDefiers', 'bid', 'packUsed', 'tacticMask', 'bond', 'reputation',
  'offMarkers', 'statRemoved', 'statRegained', 'statReactions', 'statActions', 'statChecks', 'statResurrected', 'statFodder', 'statSpent', 'statBidSpent', 'focus',
  'statMomentumBy', 'statMoraleLost', 'statAttacks', 'statFromInspiring', 'statIntoInspiring', 'statRound1Lost', 'statDeviousMoved', 'statDeviousLost',
  'statFirstAttack', 'statFirstRemoval', 'statOptions', 'statTurns', 'statTies', 'statTieDrain',
] as const;
/**
 * Per-seat fields added after saved games and the behaviour fixture existed, written only for a side that uses them:
 * serialize() leaves one out while it is all zeros and deserialize() leaves a missing one at zeros (LATE_VARIANTS'
 * way), so the states of games that never touch them serialize as before.
 */
const LATE_INT32 = ['tactitiansFirst', 'tactitiansChosen', 'temptorFree', 'd20Decks'] as const;

/**
 * The last band table made (RrState.tableBands) and its inputs: the bands read only the variants, each Element's
 * side, type and trait and both warbands' Tactics, and a match plays the same two warbands game after game, so a new
 * game copies the table instead of making it (its 8 band computations per Element were about 1% of a random game:
 * bench-rattle-and-rend).
 */
const KEPT_BANDS = {
  variants: null as RrVariants | null,
  n: -1,
  masks: new Int32Array(2),
  elements: new Int8Array(3 * MAX_ELEMENTS_ON_TABLE),
  table: new Int8Array(MAX_ELEMENTS_ON_TABLE * BAND_SLOTS),
};

/**
 * The bytes behind a state's typed arrays: one chunk of bytes carved into views, each aligned to its element size. A
 * state is made per game, and its typed arrays (about 70) each with a buffer of its own cost 12-27 µs to make (about 1%
 * of a game between two heuristic players), views on one buffer about a third of that (bench-rattle-and-rend). The
 * views start zeroed, as new arrays do; a state that needs more than a chunk's bytes goes on in a new chunk.
 */
const SLAB_CHUNK = 2048;

/**
 * The ArrayBuffer that chunks are cut from, shared by the states made one after another: a new ArrayBuffer is a call
 * into the runtime (its zeroed bytes allocated outside the heap, then tracked and swept by the garbage collector), and
 * one per game was ~0.5-0.7% of a heuristic game (sixteenth pass). Each chunk is bytes no state was given before, so
 * zeroed like a new buffer's, and no state sees another's (keptSetup.test.ts); a state kept alive keeps its arena's
 * 32 KB alive with it, about a dozen states' worth.
 */
const ARENA_BYTES = 32 * 1024;
let arena = new ArrayBuffer(ARENA_BYTES);
let arenaUsed = 0;

/** `bytes` (a multiple of 8) never handed out before, at a multiple of 8 in `arena` (which it may replace first). */
function arenaBytes(bytes: number): number {
  if (arenaUsed + bytes > arena.byteLength) {
    arena = new ArrayBuffer(Math.max(ARENA_BYTES, bytes));
    arenaUsed = 0;
  }
  const at = arenaUsed;
  arenaUsed += bytes;
  return at;
}

/** A zeroed Int32Array of `length` cut from the arena (the resolution stack's first frames). */
function arenaInt32(length: number): Int32Array {
  const at = arenaBytes(Math.ceil(length / 2) * 8);
  return new Int32Array(arena, at, length);
}

class Slab {
  private buffer: ArrayBuffer;
  /** Where the current chunk starts in `buffer`, its length, and how much of it is carved. */
  private start: number;
  private size = SLAB_CHUNK;
  private offset = 0;
  /** Every chunk's whole bytes as 32-bit words, in order (RrState.tablesInto and its kin). */
  readonly chunks: Int32Array[];
  constructor() {
    this.start = arenaBytes(SLAB_CHUNK);
    this.buffer = arena;
    this.chunks = [new Int32Array(this.buffer, this.start, SLAB_CHUNK / 4)];
  }
  private carve(bytes: number, align: number): number {
    let at = Math.ceil(this.offset / align) * align;
    if (at + bytes > this.size) {
      this.size = Math.max(SLAB_CHUNK, Math.ceil(bytes / 8) * 8);
      this.start = arenaBytes(this.size);
      this.buffer = arena;
      this.chunks.push(new Int32Array(this.buffer, this.start, this.size / 4));
      at = 0;
    }
    this.offset = at + bytes;
    return this.start + at;
  }
  int8(length: number): Int8Array {
    return new Int8Array(this.buffer, this.carve(length, 1), length);
  }
  int32(length: number): Int32Array {
    return new Int32Array(this.buffer, this.carve(4 * length, 4), length);
  }
  float64(length: number): Float64Array {
    return new Float64Array(this.buffer, this.carve(8 * length, 8), length);
  }
}

export class RrState implements GameState<RrObservation>, Field {
  readonly game = 'rattle-and-rend';
  /** Carves the typed arrays below (declared first: fields are initialised in order). */
  private readonly slab = new Slab();
  // Elements
  n = 0;
  side = this.slab.int8(MAX_ELEMENTS_ON_TABLE);
  type = this.slab.int8(MAX_ELEMENTS_ON_TABLE);
  /** Champion Action, Heavy trait or Ward reaction index. */
  trait = this.slab.int8(MAX_ELEMENTS_ON_TABLE);
  /** Attached Champion's action index, or -1. */
  champ = this.slab.int8(MAX_ELEMENTS_ON_TABLE);
  points = this.slab.int8(MAX_ELEMENTS_ON_TABLE);
  status = this.slab.int8(MAX_ELEMENTS_ON_TABLE);
  /** Off-board entry: 0 none, 1 board edge (Frenzied, Delayed), 2 anywhere not within S of an enemy (Ambushers). */
  reserve = this.slab.int8(MAX_ELEMENTS_ON_TABLE);
  carrier = this.slab.int8(MAX_ELEMENTS_ON_TABLE);
  x = this.slab.float64(MAX_ELEMENTS_ON_TABLE);
  y = this.slab.float64(MAX_ELEMENTS_ON_TABLE);
  radius = this.slab.float64(MAX_ELEMENTS_ON_TABLE);
  /**
   * What was written since board.ts's geometry memo last opened on this state: bit i for Element i's x, y or status
   * (place, setStatus), GEO_ALL for anything else (radius, terrain: geometryWritten). The memo then compares only the
   * Elements written, and nothing when none was (thirteenth pass). Write these arrays only through them: a write
   * missed here leaves the memo stale. (To list the writers, type x, y, radius, status and the terrain arrays with a
   * readonly index signature and run tsc.) Not game state: not serialized.
   */
  geoDirty = GEO_ALL;
  flags = this.slab.int32(MAX_ELEMENTS_ON_TABLE);
  banishRound = this.slab.int32(MAX_ELEMENTS_ON_TABLE);
  reserveRound = this.slab.int32(MAX_ELEMENTS_ON_TABLE);
  // Terrain and objectives
  nt = 0;
  tx = this.slab.float64(MAX_TERRAIN);
  ty = this.slab.float64(MAX_TERRAIN);
  tr = this.slab.float64(MAX_TERRAIN);
  tt = this.slab.int8(MAX_TERRAIN);
  mx = this.slab.float64(3);
  my = this.slab.float64(3);
  /** Element controlling each objective marker, -1 none, -2 carried off the board. */
  mctrl = this.slab.int8(3);
  mTaken = this.slab.int32(3);
  /** Deployment-zone centre and board-edge point per seat (Battle Summons, Push to the Brink, reserves). */
  anchorX = this.slab.float64(2);
  anchorY = this.slab.float64(2);
  edgeX = this.slab.float64(2);
  edgeY = this.slab.float64(2);
  // Per seat
  momentum = this.slab.int32(2);
  total = this.slab.int32(2);
  /** Morale checks done: bit 1 at 6, bit 2 at 3. */
  morale = this.slab.int32(2);
  lastActor = this.slab.int32(2);
  actions = this.slab.int32(2);
  firstTurn = this.slab.int32(2);
  freeAction = this.slab.int32(2);
  disciplineAction = this.slab.int32(2);
  disciplineReaction = this.slab.int32(2);
  tactitians = this.slab.int32(2);
  /**
   * Tactitians' timing (variant `tactitians`, RR-111), for a side with the Tactic only: the Turn (s.turns + 1) its first
   * Turn of this Round is, and the Turn it last selected or changed its choice in (0: none this Round).
   */
  tactitiansFirst = this.slab.int32(2);
  tactitiansChosen = this.slab.int32(2);
  soothsayer = this.slab.int32(2);
  soothTurn = this.slab.int32(2);
  /** Temptors, per Temptors side, this Round: 0 not yet offered, 2 offered (the next check takes it), 3 taken by the check being rolled, 1 done. */
  temptorOffered = this.slab.int32(2);
  temptorDie = this.slab.int32(2);
  /** Temptors: 1 while the side's next Action or Reaction this Round costs 0 Momentum (the tempted check failed). */
  temptorFree = this.slab.int32(2);
  deathDefiers = this.slab.int32(2);
  bid = this.slab.int32(2);
  packUsed = this.slab.int32(2);
  tacticMask = this.slab.int32(2);
  bond = this.slab.int32(2);
  reputation = this.slab.int32(2);
  focus = this.slab.int32(2);
  offMarkers = this.slab.int32(2);
  statRemoved = this.slab.int32(2);
  statRegained = this.slab.int32(2);
  statReactions = this.slab.int32(2);
  statActions = this.slab.int32(2);
  statChecks = this.slab.int32(2);
  statResurrected = this.slab.int32(2);
  statFodder = this.slab.int32(2);
  statSpent = this.slab.int32(2);
  statBidSpent = this.slab.int32(2);
  /** Momentum by source: index seat * MOMENTUM_SOURCES.length + source. */
  statMomentumBy = this.slab.int32(2 * MOMENTUM_SOURCES.length);
  /** Points removed by the Warband Morale checks. */
  statMoraleLost = this.slab.int32(2);
  /** Attacks made; those made from Inspiring terrain; those made into it (the target in it). */
  statAttacks = this.slab.int32(2);
  statFromInspiring = this.slab.int32(2);
  statIntoInspiring = this.slab.int32(2);
  /** Points lost in round 1. */
  statRound1Lost = this.slab.int32(2);
  /** Bit i: Element i (of this seat) was moved by the enemy's Devious; the points of those lost in round 1. */
  statDeviousMoved = this.slab.int32(2);
  statDeviousLost = this.slab.int32(2);
  /** The round of the game's first attack and of its first removal, by either side (0: none yet; RR-036). */
  statFirstAttack = this.slab.int32(1);
  statFirstRemoval = this.slab.int32(1);
  /** Per seat: the actions listed (pass left out) on its turns with a choice to make, and how many such turns (RR-031's branching factor). */
  statOptions = this.slab.int32(2);
  statTurns = this.slab.int32(2);
  /** Tied initiative bids in the game, and per seat the Momentum those ties discarded (RR-099's "tie drain"). */
  statTies = this.slab.int32(1);
  statTieDrain = this.slab.int32(2);
  /**
   * d20-source=deck (RR-026, d20Deck.ts): per side, per die position, the values left in its deck (0: a full deck).
   * All zeros, and never read, under the rulebook's dice.
   */
  d20Decks = this.slab.int32(2 * DECK_SLOTS);
  // Game
  round = 0;
  scenario = 0;
  deployment = 0;
  density = 0;
  theme = -1;
  layout = 0;
  /** 1 when Player A deploys at the top edge instead of the bottom (Prepared Player B's arrangement). */
  flip = 0;
  active = 0;
  passes = 0;
  winner = NO_WINNER;
  endReason = 0;
  roundLimit = 12;
  ties = 0;
  turns = 0;
  // What the engine waits for
  decision = D_NONE;
  decider = 0;
  chanceKind = CK_NONE;
  checkStat = 0;
  checkDice = 0;
  checkWho = 0;
  checkKind = 0;
  faces = 20;
  lastResult = 0;
  lastChoice = 0;
  /** Options of a D_PICK or D_REACT decision. */
  options: number[] = [];
  /**
   * The resolution stack: `sp` numbers of `frames` in use, FRAME to a frame. A typed array and a depth, not a list: a
   * list's pushes and pops cost about twice a typed array's stores and loads, and a game runs ~800 steps (bench-ab,
   * tenth pass). Grown (doubled) when a push needs more.
   */
  frames = arenaInt32(16 * FRAME);
  sp = 0;
  // The action being resolved
  aKind = 0;
  aActor = -1;
  aTarget = -1;
  aDest = 0;
  aReacted = 0;
  aCancelled = 0;
  aNoMove = 0;
  aSwap = 0;
  aReactor = -1;
  aPursuer = -1;
  aRetaliator = -1;
  aWaveFree = 0;
  aMoved = 0;
  /** The open reaction window: stage, the Element it is about, the attacker, an extra value. */
  wStage = 0;
  wTarget = -1;
  wAttacker = -1;
  wExtra = 0;
  /** The Element that reacted (Reversal measures from it); whether a Suppress or Defiance attack hit; the Retaliate code in flight. */
  aReactorElement = -1;
  aSuppressHit = 0;
  aRetaliatorCode = 0;
  /**
   * 1 once a Fodder swap has put the Dregs in the action's target's place (its attacks need no reach: AF_FODDER); on a
   * critical (variant fodder-critical) 2: at a Penalty, 3: at a Penalty on one of the attacker's own Elements.
   */
  aFodder = 0;
  /** Dice of the last check rolled from the stream (for the log). */
  dice: number[] = [];
  log: GameEvent[] | null;
  /** Legal actions cache (not part of the state). */
  cache: readonly number[] | null = null;
  /** Derived, not part of the state: the stats variant's seven stat lines (statLines.ts), by type. */
  readonly profiles: readonly ElementProfile[];
  /** Derived from `inspiring` (Game Setup › Inspiring Terrain): its Fury/Will bonus applies; it blocks line of sight (Field). */
  readonly inspiringBonus: boolean;
  readonly inspiringBlocksSight: boolean;
  /** Derived from `d20-source` (RR-026): each side draws its d20s from its decks (d20Deck.ts) instead of rolling them. */
  readonly deckDraws: boolean;
  private bands = this.slab.int8(MAX_ELEMENTS_ON_TABLE * BAND_SLOTS);
  private bandsFor = -1;
  /** Each seat's observation, made once: a live, read-only view of this state, so one per seat serves every decision (sixth pass: one fewer allocation per decision). */
  private observed: [RrObservation | null, RrObservation | null] = [null, null];

  constructor(
    readonly variants: RrVariants,
    readonly rosters: readonly [Roster, Roster],
    public chance: Xoshiro128,
    log: boolean,
  ) {
    this.log = log ? [] : null;
    for (let p = 0; p < 2; p++) {
      let mask = 0;
      for (const t of rosters[p].tactics) mask |= tacticBit(t === 'fearsome' ? 'nightmares' : t);
      this.tacticMask[p] = mask;
      this.bond[p] = BONDS.indexOf(rosters[p].bond);
      this.reputation[p] = REPUTATIONS.indexOf(rosters[p].reputation);
    }
    this.roundLimit = Number(variants['open-ended-rounds']);
    this.profiles = profilesFor(variants.stats);
    this.inspiringBonus = variants.inspiring !== 'no-bonus';
    this.inspiringBlocksSight = variants.inspiring !== 'no-los-block';
    this.deckDraws = variants['d20-source'] === 'deck';
  }

  /** Puts Element i at (x, y) (geoDirty). */
  place(i: number, x: number, y: number): void {
    this.x[i] = x;
    this.y[i] = y;
    this.geoDirty |= 1 << i;
  }
  /** Sets Element i's status (geoDirty). */
  setStatus(i: number, status: number): void {
    this.status[i] = status;
    this.geoDirty |= 1 << i;
  }
  /** After writing x, y, radius, status or the terrain directly (setup, tests): geoDirty. */
  geometryWritten(): void {
    this.geoDirty |= GEO_ALL;
  }

  // ---- every typed array at once (setup.ts keeps whole setups) ------------
  /** How many 32-bit words tablesInto writes: every typed array of this state, in the slab's chunks. */
  tableWords(): number {
    let words = 0;
    for (const chunk of this.slab.chunks) words += chunk.length;
    return words;
  }
  /** Copies every typed array's bytes, as words, into `out` (tableWords() long). */
  tablesInto(out: Int32Array): void {
    let at = 0;
    for (const chunk of this.slab.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
  }
  /** Whether every typed array holds exactly the bytes tablesInto wrote to `words`. */
  tablesEqual(words: Int32Array): boolean {
    let at = 0;
    for (const chunk of this.slab.chunks) {
      for (let k = 0; k < chunk.length; k++) if (chunk[k] !== words[at + k]) return false;
      at += chunk.length;
    }
    return true;
  }
  /** Sets every typed array to the bytes tablesInto wrote to `words` (from a state of the same shape). */
  tablesFrom(words: Int32Array): void {
    let at = 0;
    for (const chunk of this.slab.chunks) {
      chunk.set(words.subarray(at, at + chunk.length));
      at += chunk.length;
    }
    this.geoDirty |= GEO_ALL;
  }

  // ---- small rule helpers -------------------------------------------------
  /** Whether side p has the tactic whose `tacticBit` is `bit`. */
  has(p: number, bit: number): boolean {
    return (this.tacticMask[p] & bit) !== 0;
  }
  /** Fearsome counts as Nightmares for its Will penalty only under fearsome=as-nightmares. */
  hasFearsome(p: number): boolean {
    return this.rosters[p].tactics.includes('fearsome');
  }
  bondIs(p: number, bond: string): boolean {
    return BONDS[this.bond[p]] === bond;
  }
  reputationIs(p: number, reputation: string): boolean {
    return REPUTATIONS[this.reputation[p]] === reputation;
  }
  /** Prepared's player-specific option (A: density/theme, B: deployment) applies to p (variant `prepared`, RR-017). */
  preparedOptions(p: number): boolean {
    return this.reputationIs(p, 'prepared') && this.variants.prepared !== 'rearrange-only';
  }
  /** Prepared's after-deployment terrain changes apply to p (variant `prepared`, RR-017). */
  preparedRearranges(p: number): boolean {
    return this.reputationIs(p, 'prepared') && this.variants.prepared !== 'options-only';
  }
  inPlay(i: number): boolean {
    return this.status[i] === IN_PLAY;
  }
  isHeavyTrait(i: number, trait: string): boolean {
    return this.type[i] === HEAVY && HEAVY_TRAITS[this.trait[i]] === trait;
  }
  /** Champion Action of i: its own (a Champion) or its attached Champion's, or -1. */
  championAction(i: number): number {
    if (this.type[i] === CHAMPION) return this.trait[i];
    return this.champ[i];
  }
  /**
   * MOV and RNG bands depend only on the Element, its warband's Tactics, the
   * Tactitians choice (0-4) and whether it reacts, so they are tabled on first
   * use: BAND_SLOTS per Element (the engine asks for them thousands of times a
   * game; bench-rattle-and-rend).
   */
  movBand(i: number, reaction = false): number {
    if (this.bandsFor !== this.n) this.tableBands();
    return this.bands[i * BAND_SLOTS + this.tactitians[this.side[i]] * 4 + (reaction ? 1 : 0)];
  }
  rngBand(i: number, reaction = false): number {
    if (this.bandsFor !== this.n) this.tableBands();
    return this.bands[i * BAND_SLOTS + this.tactitians[this.side[i]] * 4 + (reaction ? 3 : 2)];
  }
  private tableBands(): void {
    if (this.bandsAsKept()) {
      this.bands.set(KEPT_BANDS.table);
      this.bandsFor = this.n;
      return;
    }
    this.computeBands();
    this.keepBands();
  }
  /** Were the kept bands tabled from the same inputs: variants, Elements (side, type, trait) and both warbands' Tactics? */
  private bandsAsKept(): boolean {
    const kept = KEPT_BANDS;
    if (kept.variants !== this.variants || kept.n !== this.n || kept.masks[0] !== this.tacticMask[0] || kept.masks[1] !== this.tacticMask[1]) return false;
    for (let i = 0; i < this.n; i++) {
      if (kept.elements[3 * i] !== this.side[i] || kept.elements[3 * i + 1] !== this.type[i] || kept.elements[3 * i + 2] !== this.trait[i]) return false;
    }
    return true;
  }
  private keepBands(): void {
    const kept = KEPT_BANDS;
    kept.variants = this.variants;
    kept.n = this.n;
    kept.masks[0] = this.tacticMask[0];
    kept.masks[1] = this.tacticMask[1];
    for (let i = 0; i < this.n; i++) {
      kept.elements[3 * i] = this.side[i];
      kept.elements[3 * i + 1] = this.type[i];
      kept.elements[3 * i + 2] = this.trait[i];
    }
    kept.table.set(this.bands);
  }
  private computeBands(): void {
    const keep = [this.tactitians[0], this.tactitians[1]];
    // The Tactitians option reaches a MOV band only as option 3 and a RNG band only as option 4 (computeMovBand,
    // computeRngBand), so each band is computed under option 0 and under its own option, then written to all five
    // slots (sixth pass: 8 computations per Element instead of 20, the same bands).
    const tac = this.tactitians;
    for (let i = 0; i < this.n; i++) {
      const p = this.side[i];
      tac[p] = 0;
      const mov = this.computeMovBand(i, false);
      const movReaction = this.computeMovBand(i, true);
      const rng = this.computeRngBand(i, false);
      const rngReaction = this.computeRngBand(i, true);
      tac[p] = 3;
      const mov3 = this.computeMovBand(i, false);
      const movReaction3 = this.computeMovBand(i, true);
      tac[p] = 4;
      const rng4 = this.computeRngBand(i, false);
      const rngReaction4 = this.computeRngBand(i, true);
      for (let t = 0; t <= 4; t++) {
        this.bands[i * BAND_SLOTS + t * 4] = t === 3 ? mov3 : mov;
        this.bands[i * BAND_SLOTS + t * 4 + 1] = t === 3 ? movReaction3 : movReaction;
        this.bands[i * BAND_SLOTS + t * 4 + 2] = t === 4 ? rng4 : rng;
        this.bands[i * BAND_SLOTS + t * 4 + 3] = t === 4 ? rngReaction4 : rngReaction;
      }
    }
    this.tactitians[0] = keep[0];
    this.tactitians[1] = keep[1];
    this.bandsFor = this.n;
  }
  /** MOV band of i (Flyer, Transport, Harriers, Berserkers, Bastions, Tactitians; never beyond L). */
  private computeMovBand(i: number, reaction: boolean): number {
    const p = this.side[i];
    const type = this.type[i];
    if (type === WARD) return -1;
    let band = this.profiles[type].mov;
    if (type === HEAVY && (this.isHeavyTrait(i, 'flyer') || this.isHeavyTrait(i, 'transport'))) band = BAND.M;
    if (this.has(p, HARRIERS_BIT)) band++;
    if (this.has(p, BERSERKERS_BIT)) band++;
    if (this.has(p, BASTIONS_BIT)) band--;
    if (this.tactitians[p] === 3 && tactitiansType(type)) band++;
    if (reaction && this.has(p, WATCHERS_BIT)) band++;
    return Math.max(BAND.S, Math.min(BAND.L, band));
  }
  /** RNG band of i (0 = base-to-base). */
  private computeRngBand(i: number, reaction: boolean): number {
    const p = this.side[i];
    const type = this.type[i];
    if (type === WARD) return -1;
    let band = this.profiles[type].rng;
    const contact = band === BAND.B;
    if (this.has(p, FUSILIERS_BIT) && (type === HEAVY || type === FIGHTERS || type === SHOOTERS || type === SKIRMISHERS)) band++;
    if (this.has(p, BASTIONS_BIT)) band++;
    if (this.has(p, BERSERKERS_BIT)) {
      // "Ranges can never go below S": a B-to-B Element stays in contact, or is clamped up to S (variant berserkers-contact).
      band = contact && this.variants['berserkers-contact'] === 'stays-contact' ? band - 1 : Math.max(BAND.S, band - 1);
      if (contact && this.variants['berserkers-contact'] === 'clamped-to-s') band = Math.max(band, BAND.S);
    }
    if (this.tactitians[p] === 4 && tactitiansType(type)) band++;
    if (reaction && this.has(p, WATCHERS_BIT)) band++;
    return Math.max(contact ? BAND.B : BAND.S, Math.min(BAND.L, band));
  }
  movMm(i: number, reaction = false, extra = 0): number {
    return BAND_MM[Math.min(BAND.L, this.movBand(i, reaction) + extra)];
  }
  guileStat(i: number): number {
    return this.profiles[this.type[i]].guile - (this.tactitians[this.side[i]] === 2 && tactitiansType(this.type[i]) ? 1 : 0);
  }
  /** Total Momentum: points of Elements in play, or their number (variant momentum, RR-046). */
  computeTotal(p: number): number {
    let total = 0;
    // `reserve-momentum=counts` (RR-155): Elements waiting off the board count too (not Banished ones: "Your enemy will adjust their TOTAL MOMENTUM").
    const reserves = this.variants['reserve-momentum'] === 'counts';
    for (let i = 0; i < this.n; i++) {
      if (this.side[i] !== p || (this.status[i] !== IN_PLAY && !(reserves && this.status[i] === RESERVE))) continue;
      total += this.variants.momentum === 'points' ? this.points[i] : this.champ[i] >= 0 ? 2 : 1;
    }
    // Transported Elements are still in play (on the board, inside their Transport).
    for (let i = 0; i < this.n; i++) if (this.side[i] === p && this.status[i] === CARRIED) total += this.variants.momentum === 'points' ? this.points[i] : 1;
    return total;
  }
  /**
   * Morale measure: Total Momentum counted as "remaining Elements" (Warband Morale: "reduced to 6pts of TOTAL MOMENTUM
   * (i.e. remaining Elements)"), so Elements held in reserve (Ambushers, Delayed Deployment, Frenzied), banished or
   * carried still count; only removed ones are lost. Butchers do not count lost Dregs.
   */
  moraleMeasure(p: number): number {
    let measure = 0;
    const byPoints = this.variants.momentum === 'points';
    for (let i = 0; i < this.n; i++) if (this.side[i] === p && this.status[i] !== REMOVED) measure += byPoints ? this.points[i] : this.champ[i] >= 0 ? 2 : 1;
    if (this.has(p, BUTCHERS_BIT)) {
      for (let i = 0; i < this.n; i++) if (this.side[i] === p && this.type[i] === 5 && this.status[i] === REMOVED) measure += this.variants.momentum === 'points' ? this.points[i] : 1;
    }
    return measure;
  }
  nonWardInPlay(p: number): number {
    let count = 0;
    for (let i = 0; i < this.n; i++) if (this.side[i] === p && this.status[i] === IN_PLAY && this.type[i] !== WARD) count++;
    return count;
  }
  anyLeft(p: number): boolean {
    for (let i = 0; i < this.n; i++) if (this.side[i] === p && this.status[i] !== REMOVED) return true;
    return false;
  }

  // ---- the engine's plumbing ------------------------------------------------
  push(op: number, a = 0, b = 0, c = 0, d = 0, e = 0): void {
    const at = this.sp;
    if (at + FRAME > this.frames.length) this.growFrames(at + FRAME);
    const frames = this.frames;
    frames[at] = op;
    frames[at + 1] = a;
    frames[at + 2] = b;
    frames[at + 3] = c;
    frames[at + 4] = d;
    frames[at + 5] = e;
    this.sp = at + FRAME;
  }
  private growFrames(length: number): void {
    const grown = new Int32Array(Math.max(length, 2 * this.frames.length));
    grown.set(this.frames.subarray(0, this.sp));
    this.frames = grown;
  }
  /** The resolution stack as a plain list, bottom first (serialize, clone, tests). */
  get stack(): number[] {
    return Array.from(this.frames.subarray(0, this.sp));
  }
  set stack(values: readonly number[]) {
    if (values.length > this.frames.length) this.growFrames(values.length);
    this.frames.set(values);
    this.sp = values.length;
  }
  /**
   * Logs one event. The engine writes `s.log?.push({...})` instead, so without a log
   * the event object (and any narration in it) is never built (bench-rattle-and-rend).
   */
  event(event: GameEvent): void {
    this.log?.push(event);
  }
  decide(kind: number, player: number, options?: number[]): void {
    this.decision = kind;
    this.decider = player;
    if (options) this.options = options;
    this.cache = null;
  }
  /** Asks for a check; the next frame reads `lastResult`. */
  requestCheck(who: number, kind: number, stat: number, dice: number): void {
    this.chanceKind = CK_CHECK;
    this.checkWho = who;
    this.checkKind = kind;
    this.checkStat = stat;
    this.checkDice = dice;
    this.statChecks[this.side[who]]++;
    this.cache = null;
  }
  requestFace(faces: number): void {
    this.chanceKind = CK_FACE;
    this.faces = faces;
    this.cache = null;
  }
  /** Spends Momentum (never below 0). */
  pay(p: number, amount: number): void {
    const spent = Math.min(amount, this.momentum[p]);
    this.momentum[p] -= spent;
    this.statSpent[p] += spent;
  }
  /** Regains Momentum, never above Total Momentum (Strife, Bloodlust: "You cannot have more momentum than your total"). */
  gain(p: number, amount: number, why: MomentumSource): void {
    if (this.bondIs(p, 'null') && why !== 'scheming-plot' && why !== 'vengeance') return;
    const room = Math.max(0, this.total[p] - this.momentum[p]);
    const gained = Math.min(room, amount);
    if (gained <= 0) return;
    this.momentum[p] += gained;
    this.statRegained[p] += gained;
    this.statMomentumBy[p * MOMENTUM_SOURCES.length + MOMENTUM_SOURCES.indexOf(why)] += gained;
    this.log?.push({ kind: 'regain', player: p, amount: gained, why, momentum: this.momentum[p] });
  }

  /** Statistics only: one Momentum not spent, thanks to Discipline or an owed free action. */
  countSaved(p: number, why: MomentumSource): void {
    this.statMomentumBy[p * MOMENTUM_SOURCES.length + MOMENTUM_SOURCES.indexOf(why)]++;
  }

  // ---- GameState ------------------------------------------------------------
  currentPlayer(): number {
    if (this.winner !== NO_WINNER) return TERMINAL;
    if (this.chanceKind !== CK_NONE) return CHANCE;
    return this.decider;
  }
  legalActions(): readonly number[] {
    if (this.cache) return this.cache;
    this.cache = legalActionsOf(this);
    return this.cache;
  }
  describeAction(action: number): string {
    return describeOf(this, action);
  }
  chanceOutcomes(): readonly ChanceOutcome[] {
    if (this.deckDraws) {
      const outcomes = this.deckOutcomes();
      if (outcomes) return outcomes;
    }
    if (this.chanceKind === CK_CHECK) {
      const p = checkProbabilitiesForDice(this.checkStat, this.checkDice);
      const out: ChanceOutcome[] = [];
      for (let k = 0; k < 3; k++) if (p[k] > 0) out.push({ action: k, probability: p[k] });
      return out;
    }
    if (this.chanceKind === CK_FACE) return Array.from({ length: this.faces }, (_, k) => ({ action: k + 1, probability: 1 / this.faces }));
    return [];
  }
  applyChance(): number {
    if (this.deckDraws && this.chanceKind === CK_CHECK) {
      const successes = drawCheck(this.d20Decks, this.side[this.checkWho], this.checkStat, this.checkDice, this.chance, this.dice);
      const result = successes >= 2 ? CRITICAL : successes === 1 ? SUCCESS : FAIL;
      applyOutcome(this, result, true);
      return result;
    }
    if (this.chanceKind === CK_CHECK) {
      let successes = 0;
      const dice = this.dice;
      // No `length` store: setting a list's length is a runtime call, and half of a game's ~80 checks roll another
      // number of dice than the one before (sixteenth pass; the tenth set it only when it changed). A store at the end
      // appends and pops drop the rest, both compiled inline; the list holds the same faces.
      for (let d = 0; d < this.checkDice; d++) {
        const face = this.chance.nextBelow(20) + 1;
        dice[d] = face;
        if (face >= this.checkStat) successes++;
      }
      while (dice.length > this.checkDice) dice.pop();
      const result = successes >= 2 ? CRITICAL : successes === 1 ? SUCCESS : FAIL;
      applyOutcome(this, result, true);
      return result;
    }
    if (this.chanceKind === CK_FACE) {
      const roller = this.deckDraws ? this.faceRoller() : -1;
      const face = roller >= 0 ? drawFace(this.d20Decks, deckIndex(roller, 0), this.chance) : this.chance.nextBelow(this.faces) + 1;
      applyOutcome(this, face, true);
      return face;
    }
    throw new Error('rattle-and-rend: applyChance at a decision node');
  }
  /**
   * The side whose own d20 this face node is, under d20-source=deck: Soothsayers' "roll one d20" (Tactics ›
   * Soothsayers), drawn as a lone die from the side's first deck. Every other face (the scenario, density, theme and
   * deployment tables, the roll-off) is the table's, not a side's die, and stays a die: -1.
   */
  private faceRoller(): number {
    const top = this.sp - FRAME;
    return this.faces === 20 && top >= 0 && this.frames[top] === OP_SOOTHSAYER_FACE ? this.frames[top + 1] : -1;
  }
  /** Under d20-source=deck: the outcomes of a check or a side's face given the values left in its decks (null: a table's face). */
  private deckOutcomes(): ChanceOutcome[] | null {
    if (this.chanceKind === CK_CHECK) {
      const p = deckCheckProbabilities(this.d20Decks, this.side[this.checkWho], this.checkStat, this.checkDice, new Float64Array(3));
      const out: ChanceOutcome[] = [];
      for (let k = 0; k < 3; k++) if (p[k] > 0) out.push({ action: k, probability: p[k] });
      return out;
    }
    const roller = this.chanceKind === CK_FACE ? this.faceRoller() : -1;
    if (roller < 0) return null;
    const left = cardsLeft(this.d20Decks, deckIndex(roller, 0));
    const out: ChanceOutcome[] = [];
    const probability = 1 / deckModule.cardsIn(left);
    for (let face = 1; face <= 20; face++) if (left & (1 << (face - 1))) out.push({ action: face, probability });
    return out;
  }
  /** Under d20-source=deck, a set outcome takes its cards from the decks as a draw that came out so would. */
  private takeSetOutcome(outcome: number): void {
    if (this.chanceKind === CK_CHECK) {
      drawForResult(this.d20Decks, this.side[this.checkWho], this.checkStat, this.checkDice, outcome, this.chance);
      return;
    }
    const roller = this.chanceKind === CK_FACE ? this.faceRoller() : -1;
    if (roller >= 0) takeFace(this.d20Decks, deckIndex(roller, 0), outcome);
  }
  apply(action: number): void {
    if (this.winner !== NO_WINNER) throw new Error('rattle-and-rend: the game is over');
    if (this.chanceKind !== CK_NONE) {
      const legal = this.chanceOutcomes().map((o) => o.action);
      if (!legal.includes(action)) throw new Error(`rattle-and-rend: ${action} is not an outcome of this chance node; outcomes: ${legal.join(', ')}`);
      if (this.deckDraws) this.takeSetOutcome(action);
      this.dice.length = 0;
      applyOutcome(this, action, false);
      return;
    }
    if (!this.legalActions().includes(action)) throw new Error(`rattle-and-rend: illegal action ${action} (${this.describeAction(action)}); legal: ${this.legalActions().join(', ')}`);
    applyDecision(this, action);
  }
  isTerminal(): boolean {
    return this.winner !== NO_WINNER;
  }
  returns(): number[] {
    if (this.winner === 0) return [1, -1];
    if (this.winner === 1) return [-1, 1];
    return [0, 0];
  }
  clone(options: CloneOptions = {}): RrState {
    const chance = options.reseed ? reseeded(options.reseed) : new Xoshiro128(...(this.chance.state() as [number, number, number, number]));
    const copy = new RrState(this.variants, this.rosters, chance, false);
    copyInto(this, copy);
    if (options.log && this.log) copy.log = this.log.slice();
    return copy;
  }
  determinize(player: number, rng: Xoshiro128): RrState {
    const copy = this.clone({ reseed: rng });
    // The only hidden thing: a bid the other seat has committed but not yet revealed.
    if (this.decision === D_BID && this.decider === player && player === 1 && needsSecretBid(this, 0)) {
      copy.bid[0] = rng.nextBelow(Math.min(5, this.momentum[0]) + 1);
    }
    return copy;
  }
  observation(player: number): RrObservation {
    return (this.observed[player] ??= new RrObservation(this, player));
  }
  revealsAction(action: number): boolean {
    void action;
    return !(this.decision === D_BID && this.decider === 0 && needsSecretBid(this, 1));
  }
  events(): readonly GameEvent[] {
    return this.log ?? [];
  }
  serialize(): SerializedState {
    const variants: Record<string, string> = {};
    for (const [name, value] of Object.entries(this.variants)) {
      if (LATE_VARIANTS.includes(name as keyof typeof RR_VARIANTS) && value === RR_VARIANTS[name as keyof typeof RR_VARIANTS].default) continue;
      variants[name] = value;
    }
    const data: Record<string, JsonValue> = { game: 'rattle-and-rend', variants, rosters: this.rosters as unknown as JsonValue };
    const self = this as unknown as Record<string, unknown>;
    for (const key of SCALARS) data[key] = self[key] as number;
    for (const key of [...INT8, ...FLOAT, ...INT32]) data[key] = Array.from(self[key] as ArrayLike<number>);
    for (const key of LATE_INT32) if ((self[key] as Int32Array).some((v) => v !== 0)) data[key] = Array.from(self[key] as ArrayLike<number>);
    data.options = [...this.options];
    data.stack = this.stack;
    data.dice = [...this.dice];
    data.chance = this.chance.state() as unknown as JsonValue;
    data.events = this.log ? ([...this.log] as unknown as JsonValue) : null;
    return data as SerializedState;
  }
  static deserialize(data: SerializedState): RrState {
    if (data.game !== 'rattle-and-rend') throw new GameInputError(`rattle-and-rend state: game must be 'rattle-and-rend', got ${JSON.stringify(data.game)}`);
    const words = data.chance as unknown as number[];
    if (!Array.isArray(words) || words.length !== 4) throw new GameInputError("rattle-and-rend state: field 'chance' must be 4 whole numbers");
    const variants = { ...defaultVariants(), ...(data.variants as object) } as RrVariants;
    const state = new RrState(variants, data.rosters as unknown as [Roster, Roster], new Xoshiro128(words[0] || 1, words[1], words[2], words[3]), data.events !== null);
    const self = state as unknown as Record<string, unknown>;
    for (const key of SCALARS) self[key] = Number(data[key]);
    for (const key of [...INT8, ...FLOAT, ...INT32]) (self[key] as { set(values: ArrayLike<number>): void }).set(data[key] as number[]);
    for (const key of LATE_INT32) if (Array.isArray(data[key])) (self[key] as Int32Array).set(data[key] as number[]);
    state.options = [...(data.options as number[])];
    state.stack = [...(data.stack as number[])];
    state.dice = [...(data.dice as number[])];
    if (Array.isArray(data.events)) state.log = (data.events as unknown as GameEvent[]).slice();
    return state;
  }
}

function copyInto(from: RrState, to: RrState): void {
  const a = from as unknown as Record<string, unknown>;
  const b = to as unknown as Record<string, unknown>;
  for (const key of SCALARS) b[key] = a[key];
  for (const key of [...INT8, ...FLOAT, ...INT32, ...LATE_INT32]) (b[key] as { set(values: ArrayLike<number>): void }).set(a[key] as ArrayLike<number>);
  to.options = from.options.slice();
  to.stack = from.stack;
  to.dice = from.dice.slice();
}

/** Does seat p bid secretly this time (not Superiority's fixed open bid)? */
export function needsSecretBid(s: RrState, p: number): boolean {
  return !(s.bondIs(p, 'superiority') && (s.ties === 0 || s.variants['superiority-tie'] === 'fixed-3'));
}

/**
 * What a seat sees: everything on the table (it is an open game) except the
 * other seat's committed, unrevealed bid. Agents read it through the public
 * accessors; JSON.stringify gives the plain JSON observation.
 */
export class RrObservation {
  readonly #state: RrState;
  constructor(
    state: RrState,
    readonly you: number,
  ) {
    this.#state = state;
  }
  /** The state, for the game's own heuristic only (ai.ts): it reads public fields and never `bid` of the other seat. */
  get table(): Omit<RrState, 'bid' | 'chance' | 'determinize' | 'clone'> {
    return this.#state;
  }
  toJSON(): JsonValue {
    const s = this.#state;
    const elements: JsonValue[] = [];
    for (let i = 0; i < s.n; i++) {
      elements.push([s.side[i], s.type[i], s.trait[i], s.champ[i], s.status[i], Math.round(s.x[i] * 10) / 10, Math.round(s.y[i] * 10) / 10, s.flags[i]]);
    }
    const hideOther = s.decision === D_BID && s.decider === this.you && this.you === 1 && needsSecretBid(s, 0);
    return {
      you: this.you,
      current: s.currentPlayer(),
      round: s.round,
      scenario: s.scenario,
      deployment: s.deployment,
      active: s.active,
      decision: s.decision,
      momentum: [s.momentum[0], s.momentum[1]],
      total: [s.total[0], s.total[1]],
      bidsKnown: hideOther ? [null, null] : [s.bid[0], s.bid[1]],
      action: [s.aKind, s.aActor, s.aTarget, s.aDest],
      options: [...s.options],
      elements,
      terrain: Array.from({ length: s.nt }, (_, t) => [s.tt[t], s.tx[t], s.ty[t], s.tr[t]]),
      markers: [0, 1, 2].map((k) => [s.mx[k], s.my[k], s.mctrl[k]]),
      soothsayer: [s.soothsayer[0], s.soothsayer[1]],
      // d20-source=deck: the values left in each deck are public (every die was seen); their order is not in the state.
      ...(s.deckDraws ? { d20Decks: Array.from(s.d20Decks, (mask) => mask || deckModule.FULL_DECK) } : {}),
    };
  }
}

// Filled in by engine.ts (which imports this file): keeps the class free of the engine's imports.
export let legalActionsOf: (s: RrState) => readonly number[] = () => [];
export let describeOf: (s: RrState, action: number) => string = (_s, a) => `action ${a}`;
export let applyOutcome: (s: RrState, outcome: number, rolled: boolean) => void = () => {};
export let applyDecision: (s: RrState, action: number) => void = () => {};
export function installEngine(engine: { legal: typeof legalActionsOf; describe: typeof describeOf; outcome: typeof applyOutcome; decision: typeof applyDecision }): void {
  legalActionsOf = engine.legal;
  describeOf = engine.describe;
  applyOutcome = engine.outcome;
  applyDecision = engine.decision;
}
