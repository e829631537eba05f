/**
 * A game of Syndicate Protocol (003), as a GameState (src/game/state.ts).
 *
 * Setup (Game Setup 1-8): the map (generated per section 11 from the game's
 * own stream, or a hand-authored one), fixed deployment in the 2-row zones,
 * the opening d6 roll-off for Priority (a chance node: each seat 1/2, ties
 * rerolled), 5 cards each (chance nodes: one card drawn from the unseen deck).
 *
 * A round (3.1-3.5): Hydra owners choose their Modular Rail; each player
 * commits one card face down (a secret commit: revealsAction is false, so the
 * other player's observation does not show it), both are revealed; the
 * Movement sub-phase resolves Movement cards in Priority order (a decision:
 * where to end); the Tactics sub-phase resolves the other cards (melee: where
 * to stand, then the contest as a chance node); each player moves their
 * Mercenaries (a decision each); Operators attack (Quick Draw first, then
 * Priority; a chance node whose outcome is the number of hits, with the
 * exact distribution of attackProfile.ts), then Mercenaries (closest enemy,
 * 9.5); Reload: discard, draw 1, statuses end, Priority passes.
 *
 * The game ends when an Operator is eliminated (2.12, 4.11), both at once is
 * a draw, and at the round cap it is stopped as a draw and counted `capped`.
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import * as stateModule from '../../game/state.ts';
import type { ChanceOutcome, CloneOptions, GameEvent, GameState, SerializedState } from '../../game/state.ts';
import * as streamsModule from '../../game/streams.ts';
import { AttackProfile } from './attackProfile.ts';
import * as attackProfileModule from './attackProfile.ts';
import { Board, type MoveRules } from './board.ts';
import * as boardModule from './board.ts';
import * as cardsModule from './cards.ts';
import * as dataModule from './data.ts';
import type { AttackReadings } from './attackProfile.ts';
import type { CardDef } from './data.ts';
import * as effectsModule from './effects.ts';
import { Field } from './field.ts';
import * as loadoutModule from './loadout.ts';
import type { Loadout, SyndicateSide } from './loadout.ts';
import * as mapGeneratorModule from './mapGenerator.ts';
import type { TerrainDensity } from './mapGenerator.ts';
import * as mapsModule from './maps.ts';
import * as rulesModule from './rules.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { CHANCE, TERMINAL } = stateModule;
const { reseeded } = streamsModule;
const { emptySetup, hitsDistribution, MAX_DICE, ON_HIT, readings } = attackProfileModule;
const { cellAt, cellX, cellY, distance, MoveMasks, nearestCover, reachable } = boardModule;
const { afterMovement, cardBlocked, grantsMovement, meleeOdds, meleeOptions, meleeResult, movementOptions, NEXT, tacticEffect } = cardsModule;
const { CARD_COUNT, CARD_LIST, cardTable, cardsUnder } = dataModule;
const { damageUnit, giveStatus, moveUnit, teleportUnit, unitName } = effectsModule;
const { buildLoadout } = loadoutModule;
const { generatedMap } = mapGeneratorModule;
const { mapBoard } = mapsModule;
const { BOARD_SIZE, isOperator, seatOf, STARTING_HAND, STATUS, UNITS } = rulesModule;

export const PHASE = {
  rolloff: 0, deal: 1, roundStart: 2, hydra: 3, plan: 4, movement: 5, tactics: 6, mercMovement: 7, attackStart: 8, operatorAttack: 9, mercAttack: 10, reload: 11, reloadDraw: 12, over: 13,
} as const;
export const DECISION = { none: 0, hydra: 1, plan: 2, move: 3, merc: 4, target: 5, surge: 6, meleeMove: 7, freeMove: 8 } as const;
export const CHANCE_KIND = { rolloff: 1, draw: 2, attack: 3, melee: 4 } as const;
/** The PLAN action meaning "no card" (an empty or unplayable hand). */
export const NO_CARD = CARD_COUNT;
const DRAW = 2;
const NONE = -1;

export interface SyndicateObservation {
  you: number;
  current: number;
  phase: number;
  decision: { kind: number; unit: number; card: number };
  field: Field;
  /** Your hand as card indices (one entry per copy, sorted; frozen, shared between observations). */
  hand: readonly number[];
  /** The card you committed this round (-1 none). */
  myCommit: number;
  committed: [boolean, boolean];
  handSizes: [number, number];
  deckSizes: [number, number];
  /** Cards each seat has discarded (played), by index: public (frozen, shared between observations). */
  discards: readonly [readonly number[], readonly number[]];
  winner: number;
}

export interface GameSetup {
  sides: readonly [SyndicateSide, SyndicateSide];
  loadouts: readonly [Loadout, Loadout];
  variants: Readonly<Record<string, string>>;
  board: Board;
  /** The card catalogue as the variants read it. */
  cards: readonly CardDef[];
  roundCap: number;
}

/** Deployment (Game Setup 3, 11.1): Operator centre-front, Mercenaries on its flanks; seat 1's mirror seat 0's. */
const DEPLOY_X = [11, 8, 14];

export class SyndicateState implements GameState<SyndicateObservation> {
  readonly game = 'syndicate-protocol';
  field: Field;
  /** Cards by seat * CARD_COUNT + card index. */
  readonly deck = new Int16Array(2 * CARD_COUNT);
  readonly hand = new Int16Array(2 * CARD_COUNT);
  readonly discard = new Int16Array(2 * CARD_COUNT);
  readonly handSize = new Int16Array(2);
  readonly deckSize = new Int16Array(2);
  readonly committed = new Int16Array(2).fill(NONE);
  readonly pendingDraws = new Int16Array(2);

  phase: number = PHASE.rolloff;
  sub = 0;
  step = 0;
  decisionKind: number = DECISION.none;
  decisionSeat = 0;
  decisionUnit = 0;
  decisionCard = NONE;
  readonly options = new Int16Array(200);
  readonly optionFlags = new Uint8Array(200);
  optionCount = 0;
  chanceKind = 0;
  attacker = NONE;
  target = NONE;
  /** Spaces of the free move to offer (Sonic Pulse, Adrenal Injector, post-melee moves). */
  freeMove = 0;
  readonly opOrder = new Int16Array(2);
  winner = NONE;
  capped = false;
  /** The phase in which each Operator fell (-1 still standing). */
  readonly eliminatedAt = new Int16Array(2).fill(NONE);

  // Statistics (index.ts).
  readonly damageDealt = new Int32Array(2);
  readonly mercDamage = new Int32Array(2);
  readonly roundsWithTarget = new Int32Array(2);
  /** As round 2 starts (notePosition): spaces from each Operator to the enemy Operator, and to the nearest space with cover. */
  readonly round2Gap = new Int32Array(2);
  readonly round2Cover = new Int32Array(2);
  readonly attacks = new Int32Array(2);
  readonly cardsPlayed = new Int32Array(CARD_COUNT);
  statusesSeen = 0;
  /**
   * SP-014's first contact (index.ts), per seat, 0 while it has not happened: the round in which the seat's Operator
   * first had a legal target at its attack (the roundsWithTarget check), and the round it first rolled an attack (its
   * attack, or Suppressing Fire in the Tactics sub-phase). Counted only: copied by clone() but left out of serialize()
   * (COUNTED_ONLY), so saved states and the behaviour fixture are as before; a state restored from a save counts them
   * from the restore (it cannot know an earlier round).
   */
  readonly firstTargetRound = new Int16Array(2);
  readonly firstShotRound = new Int16Array(2);

  /** Transient (recomputed when missing): the attack or contest waiting at a chance node. */
  private readonly profile = new AttackProfile();
  private readonly setupScratch = emptySetup();
  private readonly pmf = new Float64Array(MAX_DICE + 1);
  private outcomes: ChanceOutcome[] | null = null;
  /**
   * True only between applyChance's fillChance of an attack and the resolveAttack it leads to (nothing changes the field
   * in between: one draw from the chance stream), so the attack is profiled once there, not twice (seventh pass).
   */
  private profileFresh = false;
  /** A chance node's outcomes (fillChance): at most CARD_COUNT draws, MAX_DICE + 1 hit counts, 3 contest results. */
  private readonly chanceActions = new Int16Array(Math.max(CARD_COUNT, MAX_DICE + 1, 3));
  private readonly chanceOdds = new Float64Array(Math.max(CARD_COUNT, MAX_DICE + 1, 3));
  private legal: number[] | null = null;
  log: GameEvent[] | null;
  /** What observations show: a copy of the field on its own board, synced per observation (publicField()). */
  private publicView: Field | null = null;
  /** Hands and discards as the last observation listed them (observation() rebuilds the lists only when these differ). */
  private readonly listedHand = new Int16Array(2 * CARD_COUNT).fill(-1);
  private readonly listedDiscard = new Int16Array(2 * CARD_COUNT).fill(-1);
  /** The same counts four at a time (listCards): whole Float64 words only, the rest compared one by one. */
  private readonly listedHandWords = new Float64Array(this.listedHand.buffer, 0, CARD_WORDS);
  private readonly listedDiscardWords = new Float64Array(this.listedDiscard.buffer, 0, CARD_WORDS);
  private readonly handWords = new Float64Array(this.hand.buffer, 0, CARD_WORDS);
  private readonly discardWords = new Float64Array(this.discard.buffer, 0, CARD_WORDS);
  /** Each player's observation object, rewritten by observation(). */
  private readonly seen: [SyndicateObservation | null, SyndicateObservation | null] = [null, null];
  private handLists: readonly [readonly number[], readonly number[]] = [[], []];
  /** What an agent assigned to its observation's hand / discards since the last observation() (listLazily). */
  private readonly handSet: [readonly number[] | null, readonly number[] | null] = [null, null];
  private readonly discardsSet: [SyndicateObservation['discards'] | null, SyndicateObservation['discards'] | null] = [null, null];
  /**
   * Bumped by everything in this file that writes a hand or a discard pile (draw, reveal, Reload, reshuffle, setHand,
   * copyFrom): listCards compares the counts only when it moved (bench-syndicate-protocol; the hands and discards are
   * this class's own arrays, written nowhere else). determinize writes its copy's hands before any observation of it.
   */
  private cardsVersion = 0;
  private listedVersion = -1;
  private discardLists: readonly [readonly number[], readonly number[]] = [[], []];

  constructor(
    readonly setup: GameSetup,
    readonly chance: Xoshiro128,
    log: boolean,
  ) {
    this.log = log ? [] : null;
    this.field = new Field(setup.board, setup.loadouts, readingsOf(setup), setup.variants);
    this.cards = cardTable(setup.cards);
  }

  /** setup.cards as a plain array (data.ts cardTable: a frozen array's keyed loads are not inlined), for look-ups by index. */
  private readonly cards: readonly CardDef[];

  static start(sides: readonly [SyndicateSide, SyndicateSide], variants: Readonly<Record<string, string>>, chance: Xoshiro128, log: boolean): SyndicateState {
    const loadouts = loadoutPair(buildLoadout(sides[0], variants, `${sides[0].name} (seat 0)`), buildLoadout(sides[1], variants, `${sides[1].name} (seat 1)`));
    const mapId = variants.map ?? 'generated';
    const board = mapId === 'generated' ? generatedMap(chance, (variants['terrain-density'] ?? 'percent') as TerrainDensity) : mapBoard(mapId);
    const setup: GameSetup = { sides, loadouts, variants, board, cards: cardsUnder(variants), roundCap: Number(variants['round-cap'] ?? '50') };
    const state = new SyndicateState(setup, chance, log);
    state.deploy();
    // The units' names only when logging (a list per game was ~0.3% of a heuristic game, bench-syndicate-protocol).
    if (state.log !== null) {
      const units = loadouts.flatMap((l) => [l.operator.name, l.mercenaries[0].name, l.mercenaries[1].name]);
      state.log.push({ kind: 'start', map: board.id, sides: [sides[0].name, sides[1].name], operators: [loadouts[0].operator.name, loadouts[1].operator.name], units });
    }
    state.run();
    return state;
  }

  private deploy(): void {
    const f = this.field;
    for (let seat = 0; seat < 2; seat++) {
      const l = this.setup.loadouts[seat];
      for (let k = 0; k < 3; k++) {
        const unit = seat * 3 + k;
        // Seat 0 on row 1 (front of rows 0-1), seat 1 the mirror on row 22; the nearest free space if terrain is in the way.
        const x = seat === 0 ? DEPLOY_X[k] : BOARD_SIZE - 1 - DEPLOY_X[k];
        const y = seat === 0 ? 1 : BOARD_SIZE - 2;
        // Toolkit setting mercenaries=none (loadout.ts, not a rule): the side's Mercenaries never take the field, as if removed (4.11).
        if (k > 0 && !l.mercenariesFielded) {
          f.pos[unit] = -1;
          f.hp[unit] = 0;
          continue;
        }
        f.pos[unit] = this.freeSpaceNear(cellAt(x, y), seat);
        f.hp[unit] = k === 0 ? l.operator.hp : l.mercenaries[k - 1].hp;
      }
      for (let c = 0; c < CARD_COUNT; c++) this.deck[seat * CARD_COUNT + c] = l.deck[c];
      this.deckSize[seat] = l.deck.reduce((a, b) => a + b, 0);
    }
  }

  private freeSpaceNear(cell: number, seat: number): number {
    const f = this.field;
    for (let r = 0; r < BOARD_SIZE; r++) {
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const x = cellX(cell) + dx;
          const y = cellY(cell) + dy;
          if (x < 0 || y < 0 || x >= BOARD_SIZE || y >= BOARD_SIZE) continue;
          if ((seat === 0 && y > 1) || (seat === 1 && y < BOARD_SIZE - 2)) continue;
          const c = cellAt(x, y);
          if (f.board.passable(c) && f.unitAt(c) < 0) return c;
        }
      }
    }
    throw new GameInputError(`syndicate-protocol map ${f.board.id}: no free space in seat ${seat}'s deployment zone`);
  }

  // ----- the interface -----

  currentPlayer(): number {
    if (this.winner !== NONE) return TERMINAL;
    return this.chanceKind !== 0 ? CHANCE : this.decisionSeat;
  }

  legalActions(): readonly number[] {
    if (this.winner !== NONE) return [];
    if (this.legal) return this.legal;
    if (this.chanceKind !== 0) this.legal = this.chanceOutcomes().map((o) => o.action);
    else {
      // A plain loop, not Array.from over a subarray: it runs at every decision (bench-syndicate-protocol). Made at its
      // size: pushing grew it through two or three copies, most of a heuristic game's allocation (sixth pass).
      const count = this.optionCount;
      const legal: number[] = new Array<number>(count);
      for (let i = 0; i < count; i++) legal[i] = this.options[i];
      this.legal = legal;
    }
    return this.legal;
  }

  describeAction(action: number): string {
    const f = this.field;
    if (this.chanceKind === CHANCE_KIND.rolloff) return `${this.setup.sides[action]?.name ?? '?'} wins the roll-off`;
    if (this.chanceKind === CHANCE_KIND.draw) return `draws ${CARD_LIST[action]?.name ?? '?'}`;
    if (this.chanceKind === CHANCE_KIND.attack) return `${action} hit${action === 1 ? '' : 's'}`;
    if (this.chanceKind === CHANCE_KIND.melee) return ['attacker wins', 'tie', 'defender wins'][action] ?? '?';
    switch (this.decisionKind) {
      case DECISION.hydra:
        return action === 0 ? 'Modular Rail: +1 Accuracy' : 'Modular Rail: +1 RoF';
      case DECISION.plan:
        return action === NO_CARD ? 'no card' : `play ${CARD_LIST[action]?.name ?? '?'}`;
      case DECISION.target:
        return `attack ${unitName(this, action)}`;
      default:
        return action === f.pos[this.decisionUnit] ? 'stay' : `move to ${space(action)}`;
    }
  }

  chanceOutcomes(): readonly ChanceOutcome[] {
    if (this.chanceKind === 0) return [];
    if (this.outcomes) return this.outcomes;
    const count = this.fillChance();
    const outcomes: ChanceOutcome[] = [];
    for (let i = 0; i < count; i++) outcomes.push({ action: this.chanceActions[i], probability: this.chanceOdds[i] });
    this.outcomes = outcomes;
    return outcomes;
  }

  /**
   * The chance node's outcomes with a probability above 0, in action order,
   * into chanceActions / chanceOdds (returns how many): applyChance samples
   * from them without making the outcome objects (bench-syndicate-protocol:
   * they were a quarter of a heuristic game's allocations).
   */
  private fillChance(): number {
    const actions = this.chanceActions;
    const odds = this.chanceOdds;
    let count = 0;
    switch (this.chanceKind) {
      case CHANCE_KIND.rolloff:
        actions[0] = 0;
        odds[0] = 0.5;
        actions[1] = 1;
        odds[1] = 0.5;
        count = 2;
        break;
      case CHANCE_KIND.draw: {
        const seat = this.drawSeat();
        const opening = this.setup.loadouts[seat].openingMovement;
        if (opening >= 0 && this.phase === PHASE.deal) {
          // Toolkit setting openingMovement=k (loadout.ts, not a rule): the opening hand's first k draws are Movement
          // cards and the rest are not, each drawn at random from the deck's cards of its kind.
          const wantMovement = STARTING_HAND - this.pendingDraws[seat] < opening;
          let size = 0;
          for (let c = 0; c < CARD_COUNT; c++) if ((this.setup.cards[c].type === 'movement') === wantMovement) size += this.deck[seat * CARD_COUNT + c];
          for (let c = 0; c < CARD_COUNT; c++) {
            const n = this.deck[seat * CARD_COUNT + c];
            if (n > 0 && (this.setup.cards[c].type === 'movement') === wantMovement) {
              actions[count] = c;
              odds[count++] = n / size;
            }
          }
          break;
        }
        const size = this.deckSize[seat];
        for (let c = 0; c < CARD_COUNT; c++) {
          const n = this.deck[seat * CARD_COUNT + c];
          if (n > 0) {
            actions[count] = c;
            odds[count++] = n / size;
          }
        }
        break;
      }
      case CHANCE_KIND.attack: {
        this.profileAttack();
        hitsDistribution(this.profile, this.pmf);
        for (let h = 0; h <= this.profile.rof; h++) {
          if (this.pmf[h] > 0) {
            actions[count] = h;
            odds[count++] = this.pmf[h];
          }
        }
        break;
      }
      case CHANCE_KIND.melee: {
        const melee = meleeOdds(this, this.decisionSeat, this.cards[this.field.played[this.decisionSeat]]);
        for (let k = 0; k < 3; k++) {
          if (melee[k] > 0) {
            actions[count] = k;
            odds[count++] = melee[k];
          }
        }
        break;
      }
    }
    return count;
  }

  /** Whether the next draw is from the opening hand under the toolkit setting openingMovement (fillChance's own odds). */
  private openingDraw(): boolean {
    return this.setup.loadouts[this.drawSeat()].openingMovement >= 0 && this.phase === PHASE.deal;
  }

  /** applyChance's card for the uniform number `u` at a plain draw: the first card whose odds exceed what is left of u. */
  private drawnCard(u: number): number {
    const seat = this.drawSeat();
    const size = this.deckSize[seat];
    const base = seat * CARD_COUNT;
    let last = -1;
    for (let c = 0; c < CARD_COUNT; c++) {
      const n = this.deck[base + c];
      if (n <= 0) continue;
      const p = n / size;
      if (u < p) return c;
      u -= p;
      last = c;
    }
    if (last < 0) throw new Error('syndicate-protocol: applyChance at a decision node');
    return last;
  }

  applyChance(): number {
    if (this.chanceKind === 0) throw new Error('syndicate-protocol: applyChance at a decision node');
    // The listed outcomes if someone listed them, else the same numbers from the scratch arrays (one draw, same walk).
    const listed = this.outcomes;
    if (listed === null && this.chanceKind === CHANCE_KIND.draw && !this.openingDraw()) {
      // A card drawn from the deck: fillChance's outcomes and the walk below in one pass that stops at the card drawn,
      // the same odds (n / size) subtracted in the same order, so the same card (thirteenth pass: random x1.025, every
      // pair; heuristic x1.005; game.test.ts checks it against the listed outcomes).
      this.profileFresh = false;
      const card = this.drawnCard(this.chance.nextFloat());
      this.resolve(card);
      return card;
    }
    const count = listed ? listed.length : this.fillChance();
    if (count === 0) throw new Error('syndicate-protocol: applyChance at a decision node');
    this.profileFresh = listed === null && this.chanceKind === CHANCE_KIND.attack;
    let u = this.chance.nextFloat();
    let action = listed ? listed[count - 1].action : this.chanceActions[count - 1];
    for (let i = 0; i < count; i++) {
      const p = listed ? listed[i].probability : this.chanceOdds[i];
      if (u < p) {
        action = listed ? listed[i].action : this.chanceActions[i];
        break;
      }
      u -= p;
    }
    // The outcome is one of the listed ones: no need to list the legal actions to check it.
    this.resolve(action);
    return action;
  }

  apply(action: number): void {
    if (this.winner !== NONE) throw new Error('syndicate-protocol: the game is over');
    const legal = this.legalActions();
    if (!legal.includes(action)) throw new Error(`syndicate-protocol: illegal action ${action}; legal: ${legal.join(', ')}`);
    this.profileFresh = false;
    this.resolve(action);
  }

  /** Applies a legal action. */
  private resolve(action: number): void {
    this.legal = null;
    this.outcomes = null;
    if (this.chanceKind !== 0) {
      const kind = this.chanceKind;
      this.chanceKind = 0;
      this.resolveChance(kind, action);
    } else {
      const kind = this.decisionKind;
      this.decisionKind = DECISION.none;
      this.resolveDecision(kind, action);
    }
    this.run();
  }

  isTerminal(): boolean {
    return this.winner !== NONE;
  }

  returns(): number[] {
    if (this.winner === 0) return [1, -1];
    if (this.winner === 1) return [-1, 1];
    return [0, 0];
  }

  /** The first card committed is secret until the other player has committed too; the second is revealed at once (3.2). */
  revealsAction(action: number): boolean {
    if (this.chanceKind !== 0 || this.decisionKind !== DECISION.plan || action < 0) return true;
    return this.committed[1 - this.decisionSeat] !== NONE;
  }

  /**
   * Replaces a seat's hand (cards by id, one entry per copy) and, at that
   * seat's planning decision, its choices: for scripted scenarios and tests.
   * The cards come out of nowhere: the deck is left as it is.
   */
  setHand(seat: number, cards: readonly string[]): void {
    const base = seat * CARD_COUNT;
    for (let c = 0; c < CARD_COUNT; c++) this.hand[base + c] = 0;
    for (const id of cards) {
      const index = CARD_LIST.findIndex((c) => c.id === id);
      if (index < 0) throw new GameInputError(`syndicate-protocol: unknown card '${id}'`);
      this.hand[base + index]++;
    }
    this.handSize[seat] = cards.length;
    this.cardsVersion++;
    if (this.chanceKind === 0 && this.decisionKind === DECISION.plan && this.decisionSeat === seat) this.decide(DECISION.plan, seat, seat * 3, this.planOptions(seat));
  }

  events(): readonly GameEvent[] {
    return this.log ?? [];
  }

  get round(): number {
    return this.field.round;
  }

  // ----- the round -----

  private order(sub: number): number {
    return sub === 0 ? this.field.priority : 1 - this.field.priority;
  }

  private mercOrder(sub: number): number {
    return this.order(sub >> 1) * 3 + 1 + (sub & 1);
  }

  private drawSeat(): number {
    const first = this.field.priority;
    return this.pendingDraws[first] > 0 ? first : 1 - first;
  }

  private decide(kind: number, seat: number, unit: number, count: number): void {
    this.decisionKind = kind;
    this.decisionSeat = seat;
    this.decisionUnit = unit;
    this.optionCount = count;
    this.legal = null;
  }

  private chanceNode(kind: number): void {
    this.chanceKind = kind;
    this.legal = null;
    this.outcomes = null;
  }

  /** Plays automatic steps until a decision or chance node, or the end. */
  private run(): void {
    const f = this.field;
    for (;;) {
      if (this.winner !== NONE) {
        this.phase = PHASE.over;
        return;
      }
      switch (this.phase) {
        case PHASE.rolloff:
          this.chanceNode(CHANCE_KIND.rolloff);
          return;
        case PHASE.deal:
        case PHASE.reloadDraw:
          if (this.pendingDraws[0] + this.pendingDraws[1] > 0) {
            const seat = this.drawSeat();
            if (this.deckSize[seat] === 0 && (f.variants['empty-deck'] ?? 'reshuffle') === 'reshuffle') this.reshuffle(seat);
            if (this.deckSize[seat] > 0) {
              this.chanceNode(CHANCE_KIND.draw);
              return;
            }
            this.pendingDraws[seat] = 0;
            break;
          }
          if (this.phase === PHASE.deal) this.phase = PHASE.roundStart;
          else this.endRound();
          break;
        case PHASE.roundStart:
          this.startRound();
          this.phase = PHASE.hydra;
          this.sub = 0;
          break;
        case PHASE.hydra: {
          if (this.sub >= 2) {
            this.phase = PHASE.plan;
            this.sub = 0;
            break;
          }
          const seat = this.order(this.sub);
          if (f.loadouts[seat].weapon.trait.id === 'modular-rail') {
            this.options[0] = 0;
            this.options[1] = 1;
            this.decide(DECISION.hydra, seat, seat * 3, 2);
            return;
          }
          this.sub++;
          break;
        }
        case PHASE.plan: {
          if (this.sub >= 2) {
            this.reveal();
            this.phase = PHASE.movement;
            this.sub = 0;
            this.step = 0;
            break;
          }
          const seat = this.order(this.sub);
          this.decide(DECISION.plan, seat, seat * 3, this.planOptions(seat));
          return;
        }
        case PHASE.movement:
        case PHASE.tactics:
          if (this.sub >= 2) {
            this.phase = this.phase === PHASE.movement ? PHASE.tactics : PHASE.mercMovement;
            this.sub = 0;
            this.step = 0;
            break;
          }
          if (this.pendingDraws[0] + this.pendingDraws[1] > 0) {
            // Tactical Uplink's draws resolve at once.
            if (this.deckSize[this.drawSeat()] > 0) {
              this.chanceNode(CHANCE_KIND.draw);
              return;
            }
            this.pendingDraws[this.drawSeat()] = 0;
            break;
          }
          if (this.phase === PHASE.movement ? this.movementStep(this.order(this.sub)) : this.tacticsStep(this.order(this.sub))) return;
          this.sub++;
          this.step = 0;
          break;
        case PHASE.mercMovement: {
          if (this.sub >= 4) {
            this.phase = PHASE.attackStart;
            break;
          }
          const unit = this.mercOrder(this.sub);
          if (f.alive(unit) && !f.has(unit, STATUS.immobilized)) {
            const count = this.mercOptions(unit);
            if (count > 1) {
              this.decide(DECISION.merc, seatOf(unit), unit, count);
              return;
            }
          }
          this.sub++;
          break;
        }
        case PHASE.attackStart:
          this.attackPhaseStart();
          this.phase = PHASE.operatorAttack;
          this.sub = 0;
          this.step = 0;
          break;
        case PHASE.operatorAttack:
          if (this.sub >= 2) {
            if (this.checkEnd()) break;
            this.phase = PHASE.mercAttack;
            this.sub = 0;
            this.step = 0;
            break;
          }
          if (this.operatorAttackStep(this.opOrder[this.sub])) return;
          this.sub++;
          this.step = 0;
          break;
        case PHASE.mercAttack:
          if (this.sub >= 4) {
            this.phase = PHASE.reload;
            break;
          }
          if (this.mercAttackStep(this.mercOrder(this.sub))) return;
          this.sub++;
          this.step = 0;
          break;
        case PHASE.reload:
          for (let seat = 0; seat < 2; seat++) {
            const card = f.played[seat];
            if (card >= 0) this.discard[seat * CARD_COUNT + card]++;
            this.cardsVersion++;
            this.pendingDraws[seat] += 1;
          }
          this.phase = PHASE.reloadDraw;
          break;
        default:
          return;
      }
    }
  }

  /** empty-deck=reshuffle: the discards become the deck (draws from it are chance nodes, so no order is kept). */
  private reshuffle(seat: number): void {
    const base = seat * CARD_COUNT;
    let size = 0;
    for (let c = 0; c < CARD_COUNT; c++) {
      this.deck[base + c] += this.discard[base + c];
      size += this.discard[base + c];
      this.discard[base + c] = 0;
    }
    this.deckSize[seat] += size;
    this.cardsVersion++;
    if (size > 0) this.log?.push({ kind: 'effect', round: this.field.round, seat, unit: seat * 3, text: `reshuffles ${size} discarded cards into a new deck` });
  }

  private startRound(): void {
    const f = this.field;
    f.round++;
    for (let u = 0; u < UNITS; u++) {
      f.accDown[u] = f.accDownNext[u];
      f.accDownNext[u] = 0;
      f.slowRound[u] = f.slowNext[u];
      f.slowNext[u] = 0;
      if (f.heldNext[u] !== 0 && f.alive(u)) giveStatus(this, u, STATUS.immobilized, 'Holding Grip');
      f.heldNext[u] = 0;
      f.startPos[u] = f.pos[u];
      f.moved[u] = 0;
    }
    this.log?.push({ kind: 'round', round: f.round, priority: f.priority, hp: Array.from(f.hp) });
    if (f.round === 2) this.notePosition();
    for (let seat = 0; seat < 2; seat++) {
      const op = seat * 3;
      // Stealth Weave (6.6): Hidden when starting the round in cover.
      if (f.loadouts[seat].armor.traits.includes('stealth-weave') && f.board.cover(f.pos[op]) > 0) giveStatus(this, op, STATUS.hidden, 'Stealth Weave');
    }
  }

  /** SP-002's statistics (index.ts): where each Operator stands as round 2 starts: spaces to the enemy Operator, and to the nearest space with cover. */
  private notePosition(): void {
    const f = this.field;
    for (let seat = 0; seat < 2; seat++) {
      const at = f.pos[seat * 3];
      this.round2Gap[seat] = distance(at, f.pos[3 - seat * 3]);
      this.round2Cover[seat] = nearestCover(f.board, at);
    }
  }

  private planOptions(seat: number): number {
    let count = 0;
    const base = seat * CARD_COUNT;
    for (let c = 0; c < CARD_COUNT; c++) {
      // Four counts at a time where a seat's hand starts on a Float64 word (handWords): a hand holds ~5 of the 72 cards,
      // and a word of four 0 counts reads 0 (a count is never negative, so never -0; eighteenth pass).
      if ((c & 3) === 0 && HAND_BY_WORDS && this.handWords[(base + c) >> 2] === 0) {
        c += 3;
        continue;
      }
      if (this.hand[base + c] > 0 && !cardBlocked(this, seat, this.cards[c])) this.options[count++] = c;
    }
    if (count === 0) this.options[count++] = NO_CARD;
    return count;
  }

  private reveal(): void {
    const f = this.field;
    for (let seat = 0; seat < 2; seat++) {
      const card = this.committed[seat];
      this.committed[seat] = NONE;
      if (card === NO_CARD || card < 0) {
        f.played[seat] = NONE;
        continue;
      }
      this.hand[seat * CARD_COUNT + card]--;
      this.handSize[seat]--;
      this.cardsVersion++;
      f.played[seat] = card;
      this.cardsPlayed[card]++;
    }
    this.log?.push({ kind: 'reveal', round: f.round, cards: [cardName(f.played[0]), cardName(f.played[1])] });
  }

  /** The Movement sub-phase for one seat; true when waiting on a decision. */
  private movementStep(seat: number): boolean {
    const f = this.field;
    const op = seat * 3;
    const card = f.played[seat] >= 0 ? this.cards[f.played[seat]] : null;
    if (!card || card.type !== 'movement' || !f.alive(op)) return false;
    if (this.step === 0) {
      this.step = 1;
      if (card.move > 0) {
        const count = movementOptions(this, seat, card);
        if (count > 1) {
          this.decide(DECISION.move, seat, op, count);
          return true;
        }
      }
      afterMovement(this, seat, card, 0);
      if (this.checkEnd()) return true;
    }
    return this.surgeStep(seat, 1, 'after-any-action');
  }

  /** Velocity's Surge Step (8.5 / Appendix B): a free 2-space move once per round. */
  private surgeStep(seat: number, atStep: number, reading: string): boolean {
    const f = this.field;
    const op = seat * 3;
    if (this.step !== atStep) return false;
    this.step = atStep + 1;
    const variant = f.variants.velocity ?? 'after-attack';
    if (f.loadouts[seat].operator.ability.id !== 'surge-step' || f.surged[seat] !== 0 || !f.alive(op) || (variant !== reading && reading !== 'after-attack')) return false;
    const count = this.freeMoveOptions(op, 2);
    if (count <= 1) return false;
    this.decide(DECISION.surge, seat, op, count);
    return true;
  }

  /** Free moves of `steps` spaces for a unit (Surge Step, Sonic Pulse, Adrenal Injector, Momentum Kick, Slipstream Burst). */
  private freeMoveOptions(unit: number, steps: number): number {
    const f = this.field;
    if (f.has(unit, STATUS.immobilized)) return 1;
    f.fillMasks(seatOf(unit), MASKS);
    WALK_RULES.steps = steps;
    return reachable(f.board, f.pos[unit], WALK_RULES, ENEMY, OCCUPIED, this.options, this.optionFlags);
  }

  /**
   * Whether the Encumbered tax (2.4, 8.2: "Movement-granting ... cards cost 1 HP to play") falls due at this point of
   * the card: `on-play` as it resolves, `if-movement` only once its movement can be taken (the variant
   * `encumbered-tax-paid`).
   */
  private taxDue(seat: number, card: CardDef, when: 'on-play' | 'if-movement'): boolean {
    const f = this.field;
    return f.loadouts[seat].encumbered && (f.variants['encumbered-tax-paid'] ?? 'on-play') === when && grantsMovement(card, f.variants);
  }

  /** The Tactics sub-phase for one seat; true when waiting. Steps: 0 effect, 1-3 melee, 4 free move, 5 extra attack, 6 surge. */
  private tacticsStep(seat: number): boolean {
    const f = this.field;
    const op = seat * 3;
    const card = f.played[seat] >= 0 ? this.cards[f.played[seat]] : null;
    if (!card || card.type === 'movement' || !f.alive(op)) return false;
    if (this.step === 0) {
      if (cardBlocked(this, seat, card)) {
        this.log?.push({ kind: 'effect', round: f.round, seat, unit: op, text: `cannot play ${card.name} (a status blocks it)` });
        return false;
      }
      if (this.taxDue(seat, card, 'on-play')) damageUnit(this, op, 1, -1, 'Encumbered', true);
      if (card.type === 'utility') {
        // Scrap's Jam Pulse (9.6): the nearest enemy suffers -1 Accuracy.
        const scrap = f.mercWith(seat, 'jam-pulse');
        if (scrap >= 0) {
          let nearest = -1;
          for (let u = (1 - seat) * 3; u < (1 - seat) * 3 + 3; u++) if (f.alive(u) && (nearest < 0 || distance(f.pos[u], f.pos[scrap]) < distance(f.pos[nearest], f.pos[scrap]))) nearest = u;
          if (nearest >= 0) f.accPenalty[nearest] = 1;
        }
      }
      this.log?.push({ kind: 'effect', round: f.round, seat, unit: op, text: `resolves ${card.name}` });
      const next = tacticEffect(this, seat, card);
      if (this.checkEnd()) return true;
      this.step = next === NEXT.melee ? 1 : next === NEXT.move ? 4 : next === NEXT.extraAttack ? 5 : 6;
    }
    if (this.step === 1) {
      const count = meleeOptions(this, seat, card);
      if (count > 0 && this.taxDue(seat, card, 'if-movement')) {
        damageUnit(this, op, 1, -1, 'Encumbered', true);
        if (this.checkEnd()) return true;
      }
      if (count === 0) {
        this.log?.push({ kind: 'effect', round: f.round, seat, unit: op, text: `is not adjacent: no ${card.name} contest` });
        this.step = 6;
      } else if (count === 1) {
        moveUnit(this, op, this.options[0], card.name);
        this.step = 2;
      } else {
        this.step = 2;
        this.decide(DECISION.meleeMove, seat, op, count);
        return true;
      }
    }
    if (this.step === 2) {
      if (this.checkEnd()) return true;
      this.step = 3;
      this.decisionSeat = seat;
      this.chanceNode(CHANCE_KIND.melee);
      return true;
    }
    if (this.step === 4) {
      this.step = 6;
      const count = this.freeMoveOptions(op, this.freeMove);
      if (count > 1 && this.taxDue(seat, card, 'if-movement')) {
        damageUnit(this, op, 1, -1, 'Encumbered', true);
        if (this.checkEnd()) return true;
      }
      if (count > 1) {
        this.decide(DECISION.freeMove, seat, op, count);
        return true;
      }
    }
    if (this.step === 5) {
      this.step = 6;
      const target = (1 - seat) * 3;
      if (this.canAttack(op, target)) {
        // Suppressing Fire (Appendix A), read as an extra attack: half RoF, Suppressed on a hit.
        f.nextHalf[op] = 1;
        f.nextOnHit[op] |= ON_HIT.suppressed;
        this.attacker = op;
        this.target = target;
        this.chanceNode(CHANCE_KIND.attack);
        return true;
      }
    }
    if (this.checkEnd()) return true;
    return this.surgeStep(seat, 6, 'after-any-action');
  }

  private mercOptions(unit: number): number {
    const f = this.field;
    const steps = Math.max(0, f.mercMove(unit) - f.slowRound[unit]);
    f.fillMasks(seatOf(unit), MASKS);
    WALK_RULES.steps = steps;
    return reachable(f.board, f.pos[unit], WALK_RULES, ENEMY, OCCUPIED, this.options, this.optionFlags);
  }

  /** Start of the Attack Phase: Bleeding and the second Burning tick (10.3); the Operators' firing order. */
  private attackPhaseStart(): void {
    const f = this.field;
    for (let u = 0; u < UNITS; u++) {
      if (!f.alive(u)) continue;
      if (f.has(u, STATUS.bleeding)) {
        // Bleeding cannot reduce a unit below 1 HP and removes Shielded.
        f.shielded[u] = 0;
        f.status[u] &= ~STATUS.shielded;
        if (f.hp[u] > 1) damageUnit(this, u, 1, -1, 'Bleeding', true);
      }
      if (f.burn[u] > 0 && f.readings.burning === 'section-10') {
        f.burn[u] = 0;
        f.status[u] &= ~STATUS.burning;
        damageUnit(this, u, 1, -1, 'Burning', true);
      }
    }
    const first = f.quickDraw[f.priority] === 0 && f.quickDraw[1 - f.priority] !== 0 ? 1 - f.priority : f.priority;
    this.opOrder[0] = first;
    this.opOrder[1] = 1 - first;
    this.checkEnd();
  }

  /** Whether `attacker` can fire at `target` now: alive, in LoS, legal under the profile (range, Hidden, Jammed). */
  canAttack(attacker: number, target: number): boolean {
    const f = this.field;
    if (!f.alive(target) || seatOf(target) === seatOf(attacker)) return false;
    const from = f.pos[attacker];
    // Beyond the weapon's range the profile is illegal whatever else holds (attackProfile.ts, 4.4: fillSetup's distance
    // and range), so neither the LoS look-up nor the profiling is needed (seventh pass: most checks of a random game's
    // Attack Phase). Exact: LoS has no side effect but its cache (walkLine is symmetric, checked over 8.8 million pairs).
    // Then only the profile's legality checks (Field.attackLegal), not a whole profile into the scratch one (tenth pass),
    // which is made again before every use anyway (profileAttack()).
    if (distance(from, f.pos[target]) > f.range(attacker)) return false;
    if (!f.sees(from, target)) return false;
    return f.attackLegal(attacker, target, from);
  }

  private fires(op: number): boolean {
    const f = this.field;
    if (f.hp[op] > 0) return true;
    // eliminated-fire=yes: an Operator felled in this Attack sub-phase still fires (SP-061).
    return (f.variants['eliminated-fire'] ?? 'no') === 'yes' && this.eliminatedAt[seatOf(op)] === PHASE.operatorAttack;
  }

  /** One Operator's attack: 0 choose a target, 1 fire (chance), 2 after, 3 surge. */
  private operatorAttackStep(seat: number): boolean {
    const f = this.field;
    const op = seat * 3;
    if (this.step === 0) {
      if (!this.fires(op)) return false;
      let count = 0;
      const anyEnemy = (f.variants['operator-targets'] ?? 'operators-only') === 'any-enemy';
      for (let u = (1 - seat) * 3; u < (1 - seat) * 3 + 3; u++) if ((isOperator(u) || anyEnemy) && this.canAttack(op, u)) this.options[count++] = u;
      if (count > 0) {
        this.roundsWithTarget[seat]++;
        if (this.firstTargetRound[seat] === 0) this.firstTargetRound[seat] = f.round;
      }
      if (count === 0) {
        this.log?.push({ kind: 'no-target', round: f.round, unit: op, name: unitName(this, op) });
        this.step = 4;
      } else if (count === 1) {
        this.target = this.options[0];
        this.step = 1;
      } else {
        this.step = 1;
        this.decide(DECISION.target, seat, op, count);
        return true;
      }
    }
    if (this.step === 1) {
      this.step = 2;
      if (this.absorbedByDecoy(op, this.target)) {
        f.attacked[seat] = 1;
        this.step = 3;
      } else {
        this.ghostRelay(this.target);
        this.attacker = op;
        this.chanceNode(CHANCE_KIND.attack);
        return true;
      }
    }
    if (this.step === 2) this.step = 3;
    // Surge Step comes "after performing an attack" (Appendix B): not when there was nothing to fire at.
    if (this.step === 3 && f.hp[op] > 0 && f.attacked[seat] !== 0) return this.surgeStep(seat, 3, 'after-attack');
    return false;
  }

  /** Holo-Decoy and Holographic Decoy (7.6, Appendix A): the attack on the Operator hits the Decoy instead. */
  private absorbedByDecoy(attacker: number, target: number): boolean {
    const f = this.field;
    if (!isOperator(target)) return false;
    const seat = seatOf(target);
    if (f.decoyRound[seat] === 0 && f.decoy[seat] === 0) return false;
    if (f.decoyRound[seat] !== 0) f.decoyRound[seat] = 0;
    else f.decoy[seat]--;
    this.log?.push({ kind: 'effect', round: f.round, seat, unit: attacker, text: 'fires at a Decoy' });
    return true;
  }

  /** Ping's Ghost Relay (9.6): the first time its Operator is targeted each round, Ping moves 1 space towards the attacker. */
  private ghostRelay(target: number): void {
    const f = this.field;
    if (!isOperator(target)) return;
    const seat = seatOf(target);
    const ping = f.mercWith(seat, 'ghost-relay');
    if (ping < 0 || f.pingUsed[seat] !== 0) return;
    f.pingUsed[seat] = 1;
    const count = this.freeMoveOptions(ping, 1);
    const enemy = f.pos[(1 - seat) * 3];
    let best = this.options[0];
    for (let i = 1; i < count; i++) if (distance(this.options[i], enemy) < distance(best, enemy)) best = this.options[i];
    moveUnit(this, ping, best, 'Ghost Relay');
  }

  /** A Mercenary's attack on the closest enemy in range and LoS (9.5): ties to the one closest to its Operator, then Operators first. */
  private mercAttackStep(unit: number): boolean {
    const f = this.field;
    if (this.step !== 0 || !f.alive(unit)) return false;
    this.step = 1;
    const merc = f.merc(unit);
    if (merc.weapon.cannotMoveAndShoot && f.moved[unit] > 0) return false;
    const op = seatOf(unit) * 3;
    let best = NONE;
    for (let u = (1 - seatOf(unit)) * 3; u < (1 - seatOf(unit)) * 3 + 3; u++) {
      if (!this.canAttack(unit, u)) continue;
      if (best === NONE) best = u;
      else {
        const d = distance(f.pos[unit], f.pos[u]) - distance(f.pos[unit], f.pos[best]);
        const tie = distance(f.pos[op], f.pos[u]) - distance(f.pos[op], f.pos[best]);
        if (d < 0 || (d === 0 && tie < 0)) best = u;
      }
    }
    if (best === NONE) return false;
    if (this.absorbedByDecoy(unit, best)) return false;
    this.attacker = unit;
    this.target = best;
    this.chanceNode(CHANCE_KIND.attack);
    return true;
  }

  private profileAttack(): void {
    const f = this.field;
    f.attackSetup(this.attacker, this.target, f.pos[this.attacker], this.setupScratch, this.profile);
  }

  /** A fired attack with `hits` final hits (4.7-4.8, 5, 10). */
  private resolveAttack(hits: number): void {
    const f = this.field;
    const attacker = this.attacker;
    const target = this.target;
    // applyChance's fillChance profiled this very attack on this very field (profileFresh), else profile it now.
    if (this.profileFresh) this.profileFresh = false;
    else this.profileAttack();
    const p = this.profile;
    const seat = seatOf(attacker);
    const enemySeat = 1 - seat;
    let dmg = p.damage[hits];
    if (isOperator(target)) {
      const l = f.loadout(target);
      // Ballistic Gel (6.6): once per game, saved for a blow of 3 or more or a lethal one.
      if (l.armor.traits.includes('ballistic-gel') && f.gelUsed[enemySeat] === 0 && dmg > 0 && (dmg >= 3 || dmg >= f.hp[target])) {
        f.gelUsed[enemySeat] = 1;
        dmg = 0;
      }
      if (l.armor.traits.includes('reinforced-plating')) f.platingUsed[enemySeat] = 1;
      if (l.operator.ability.id === 'hold-the-line' && hits > 0) f.abilityUsed[enemySeat] = 1;
    }
    if (p.rerollHit) f.abilityUsed[enemySeat] = 1;
    if (p.fixedFour) f.glyphUsed[seat] = 1;
    if (hits > 0 && f.shielded[target] > 0) {
      const used = Math.min(f.shielded[target], hits + p.bonus);
      f.shielded[target] -= used;
      if (f.shielded[target] === 0) f.status[target] &= ~STATUS.shielded;
    }
    this.log?.push({ kind: 'attack', round: f.round, unit: attacker, name: unitName(this, attacker), target, targetName: unitName(this, target), dice: p.rof, hitTarget: p.hitTarget, hits, damage: dmg });
    this.attacks[seat]++;
    if (isOperator(attacker) && this.firstShotRound[seat] === 0) this.firstShotRound[seat] = f.round;
    // The attack is spent: next-attack bonuses, Focused, Phantom Feint, penalties; attacking breaks Hidden (10.4).
    f.accPenalty[attacker] = 0;
    f.rerollHighest[attacker] = 0;
    f.status[attacker] &= ~STATUS.focused;
    if (f.readings.hidden === 'section-10' || f.hiddenPersist[attacker] !== 0) {
      f.status[attacker] &= ~STATUS.hidden;
      f.hiddenPersist[attacker] = 0;
    }
    if (isOperator(attacker)) {
      const selfDamage = f.nextSelfDamage[attacker];
      f.nextAcc[attacker] = f.nextDice[attacker] = f.nextDamage[attacker] = f.nextReroll[attacker] = f.nextHalf[attacker] = 0;
      f.nextOnHit[attacker] = f.nextOnMiss[attacker] = f.nextSelfDamage[attacker] = 0;
      f.firedBefore[seat] = 1;
      if (this.phase === PHASE.operatorAttack) {
        f.attacked[seat] = 1;
        f.attackDistance[seat] = distance(f.pos[attacker], f.pos[target]);
      }
      damageUnit(this, target, dmg, attacker, 'attack', true);
      if (selfDamage > 0) damageUnit(this, attacker, selfDamage, -1, 'Overclocked Shot', true);
      // Brick's Forward Pressure (9.6): after an Operator's hit, Brick steps 1 space towards the same target.
      const brick = f.mercWith(seat, 'forward-pressure');
      if (hits > 0 && brick >= 0 && f.alive(target)) {
        const count = this.freeMoveOptions(brick, 1);
        let best = this.options[0];
        for (let i = 1; i < count; i++) if (distance(this.options[i], f.pos[target]) < distance(best, f.pos[target])) best = this.options[i];
        moveUnit(this, brick, best, 'Forward Pressure');
      }
    } else {
      damageUnit(this, target, dmg, attacker, 'attack', true);
      // Havoc's Suppression Link (9.6): its hits cost the target 1 Accuracy (next round: Mercenaries fire last).
      if (hits > 0 && f.merc(attacker).ability.id === 'suppression-link' && f.synergy(attacker) && f.moved[seatOf(attacker) * 3] === 0) f.accDownNext[target] = 1;
    }
    const effects = p.effects[hits];
    if (effects !== 0) this.applyOnHit(effects, target, hits, attacker);
  }

  private applyOnHit(effects: number, target: number, hits: number, attacker: number): void {
    const f = this.field;
    const source = isOperator(attacker) ? f.loadout(attacker).weapon.trait.name : 'attack';
    if ((effects & ON_HIT.disoriented) !== 0) giveStatus(this, target, STATUS.disoriented, source);
    if ((effects & ON_HIT.marked) !== 0) giveStatus(this, target, STATUS.marked, source);
    if ((effects & ON_HIT.suppressed) !== 0) giveStatus(this, target, STATUS.suppressed, source);
    if ((effects & ON_HIT.accuracyDown) !== 0) f.accDownNext[target] = 1;
    if ((effects & ON_HIT.slowed) !== 0) f.slowNext[target] = 1;
    if ((effects & ON_HIT.armorBroken) !== 0) f.armorBroken[target] += hits;
    if ((effects & ON_HIT.teleport) !== 0) teleportUnit(this, target);
    if ((effects & ON_HIT.chain) !== 0) {
      // Chain Lightning (5.8): a second enemy within 2 spaces of the target takes 1 damage (no Dodge; not an attack, so no armor).
      for (let u = seatOf(target) * 3; u < seatOf(target) * 3 + 3; u++) {
        if (u !== target && f.alive(u) && f.alive(target) && distance(f.pos[u], f.pos[target]) <= 2) {
          damageUnit(this, u, 1, attacker, 'Chain Lightning');
          break;
        }
      }
    }
  }

  private resolveChance(kind: number, action: number): void {
    const f = this.field;
    switch (kind) {
      case CHANCE_KIND.rolloff:
        f.priority = action;
        this.log?.push({ kind: 'rolloff', winner: action });
        this.pendingDraws[0] = STARTING_HAND;
        this.pendingDraws[1] = STARTING_HAND;
        this.phase = PHASE.deal;
        break;
      case CHANCE_KIND.draw: {
        const seat = this.drawSeat();
        this.deck[seat * CARD_COUNT + action]--;
        this.deckSize[seat]--;
        this.hand[seat * CARD_COUNT + action]++;
        this.handSize[seat]++;
        this.cardsVersion++;
        this.pendingDraws[seat]--;
        break;
      }
      case CHANCE_KIND.attack:
        this.resolveAttack(action);
        this.checkEnd();
        break;
      case CHANCE_KIND.melee: {
        const seat = this.decisionSeat;
        const card = this.cards[f.played[seat]];
        const moves = meleeResult(this, seat, card, action);
        if (this.checkEnd()) break;
        this.freeMove = moves;
        this.step = moves > 0 ? 4 : 6;
        break;
      }
    }
  }

  private resolveDecision(kind: number, action: number): void {
    const f = this.field;
    const seat = this.decisionSeat;
    const op = seat * 3;
    let at = -1;
    for (let i = 0; i < this.optionCount && at < 0; i++) if (this.options[i] === action) at = i;
    const flags = at >= 0 ? this.optionFlags[at] : 0;
    // The decision is taken: its options are spent. Only a decision reads optionCount (legalActions, this lookup), and
    // the next decide() sets it afresh; zeroing it here keeps serialize() from saving, at the chance nodes and the end
    // that follow, the spent list (or a free move's reachable() list written over its head: fifteenth speed pass).
    this.optionCount = 0;
    switch (kind) {
      case DECISION.hydra:
        f.rail[seat] = action;
        this.sub++;
        break;
      case DECISION.plan:
        this.committed[seat] = action;
        this.log?.push({ kind: 'commit', round: f.round, seat });
        this.sub++;
        break;
      case DECISION.move: {
        const card = this.cards[f.played[seat]];
        moveUnit(this, op, action, card.name);
        afterMovement(this, seat, card, flags);
        this.checkEnd();
        break;
      }
      case DECISION.merc:
        moveUnit(this, this.decisionUnit, action, 'Mercenary movement');
        this.sub++;
        break;
      case DECISION.target:
        this.target = action;
        break;
      case DECISION.surge:
        f.surged[seat] = 1;
        moveUnit(this, op, action, 'Surge Step');
        break;
      case DECISION.meleeMove:
      case DECISION.freeMove:
        moveUnit(this, op, action, this.cards[f.played[seat]].name);
        break;
    }
    this.checkEnd();
  }

  /** Ends the game if an Operator has fallen (deferred to the end of the Operators' attacks under eliminated-fire=yes). */
  private checkEnd(): boolean {
    const f = this.field;
    const down0 = f.hp[0] <= 0;
    const down1 = f.hp[3] <= 0;
    if (!down0 && !down1) return false;
    if (this.phase === PHASE.operatorAttack && this.sub < 2 && (f.variants['eliminated-fire'] ?? 'no') === 'yes') return false;
    this.winner = down0 && down1 ? DRAW : down0 ? 1 : 0;
    this.log?.push(this.winner === DRAW ? { kind: 'draw', round: f.round, reason: 'both Operators eliminated' } : { kind: 'win', round: f.round, seat: this.winner });
    return true;
  }

  /** Reload (3.4): statuses and round effects end, Priority passes, the round cap. */
  private endRound(): void {
    const f = this.field;
    for (let u = 0; u < UNITS; u++) {
      if (!f.alive(u)) continue;
      if (f.has(u, STATUS.burning) && f.readings.burning === 'appendix-d') damageUnit(this, u, 1, -1, 'Burning', true);
    }
    if (this.checkEnd()) return;
    for (let u = 0; u < UNITS; u++) {
      // 10.1: effects end with the round; Shadowstep's Hidden and a pending Burning tick carry on.
      let keep = 0;
      if (f.hiddenPersist[u] !== 0) keep |= STATUS.hidden;
      if (f.burn[u] > 0) keep |= STATUS.burning;
      f.status[u] &= keep;
      f.guarded[u] = f.shielded[u] = 0;
      f.accRound[u] = f.dodgeRound[u] = f.armorRound[u] = f.armorBroken[u] = f.accPenalty[u] = f.accDown[u] = f.slowRound[u] = 0;
      f.movedLast[u] = f.moved[u];
      f.noDisplace[u] = f.rerollHighest[u] = 0;
      f.nextAcc[u] = f.nextDice[u] = f.nextDamage[u] = f.nextReroll[u] = f.nextHalf[u] = f.nextOnHit[u] = f.nextOnMiss[u] = f.nextSelfDamage[u] = 0;
    }
    for (let seat = 0; seat < 2; seat++) {
      f.predictiveTarget[seat] = NONE;
      f.decoyRound[seat] = f.mirage[seat] = f.abilityUsed[seat] = f.platingUsed[seat] = f.glyphUsed[seat] = f.pingUsed[seat] = 0;
      f.attacked[seat] = f.attackDistance[seat] = f.quickDraw[seat] = f.breached[seat] = f.surged[seat] = 0;
      f.barrier[seat] = NONE;
      f.played[seat] = NONE;
      if (f.beacon[seat] >= 0 && f.beaconUntil[seat] <= f.round) f.beacon[seat] = NONE;
    }
    this.log?.push({ kind: 'reload', round: f.round, hp: Array.from(f.hp) });
    if (f.round >= this.setup.roundCap) {
      this.capped = true;
      this.winner = DRAW;
      this.log?.push({ kind: 'draw', round: f.round, reason: `round cap ${this.setup.roundCap}` });
      return;
    }
    f.priority = 1 - f.priority;
    this.phase = PHASE.roundStart;
  }

  // ----- search and hidden information -----

  clone(options: CloneOptions = {}): SyndicateState {
    const chance = options.reseed ? reseeded(options.reseed) : copyStream(this.chance);
    const copy = new SyndicateState(this.setup, chance, false);
    copy.copyFrom(this);
    if (options.log && this.log) copy.log = this.log.slice();
    return copy;
  }

  private copyFrom(other: SyndicateState): void {
    this.field.copyFrom(other.field);
    for (const name of COPIED_ARRAYS) this[name].set(other[name]);
    for (const name of COUNTED_ONLY) this[name].set(other[name]);
    this.phase = other.phase;
    this.sub = other.sub;
    this.step = other.step;
    this.decisionKind = other.decisionKind;
    this.decisionSeat = other.decisionSeat;
    this.decisionUnit = other.decisionUnit;
    this.decisionCard = other.decisionCard;
    this.options.set(other.options);
    this.optionFlags.set(other.optionFlags);
    this.optionCount = other.optionCount;
    this.chanceKind = other.chanceKind;
    this.attacker = other.attacker;
    this.target = other.target;
    this.freeMove = other.freeMove;
    this.winner = other.winner;
    this.capped = other.capped;
    this.statusesSeen = other.statusesSeen;
    this.cardsVersion++;
  }

  /**
   * A copy consistent with what `player` sees: the opponent's hand (and the
   * card it committed face down, if not yet revealed) re-drawn from the cards
   * `player` has not seen (its hand and deck together; decklists are public),
   * and a fresh chance stream.
   */
  determinize(player: number, rng: Xoshiro128): SyndicateState {
    const copy = this.clone({ reseed: rng });
    const other = 1 - player;
    const base = other * CARD_COUNT;
    // A committed card stays in the hand until the reveal, so the pool is hand + deck.
    const pool: number[] = [];
    for (let c = 0; c < CARD_COUNT; c++) {
      const n = copy.hand[base + c] + copy.deck[base + c];
      for (let k = 0; k < n; k++) pool.push(c);
    }
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.nextBelow(i + 1);
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    for (let c = 0; c < CARD_COUNT; c++) {
      copy.hand[base + c] = 0;
      copy.deck[base + c] = 0;
    }
    const handSize = this.handSize[other];
    for (let k = 0; k < pool.length; k++) (k < handSize ? copy.hand : copy.deck)[base + pool[k]]++;
    copy.cardsVersion++;
    const committed = copy.committed[other];
    if (committed >= 0 && committed !== NO_CARD) {
      let chosen = NO_CARD;
      for (let k = 0; k < handSize && chosen === NO_CARD; k++) if (!cardBlocked(copy, other, copy.setup.cards[pool[k]])) chosen = pool[k];
      copy.committed[other] = chosen;
    }
    return copy;
  }

  /**
   * What `player` sees. One object per player and state, rewritten in place
   * at each call (every field, so an agent that wrote to it sees the truth
   * again), like the public field it carries: no allocation per decision
   * (bench-syndicate-protocol).
   */
  observation(player: number): SyndicateObservation {
    const field = this.publicField();
    let o = this.seen[player];
    if (o === null) {
      o = this.newObservation(player, field);
      this.seen[player] = o;
    }
    // An agent's own assignments to hand or discards last until the next observation (the truth again).
    this.handSet[player] = null;
    this.discardsSet[player] = null;
    o.decision = decisionAs(o.decision, this.chanceKind !== 0 ? DECISION.none : this.decisionKind, this.decisionUnit, this.field.played[this.decisionSeat]);
    o.you = player;
    o.current = this.currentPlayer();
    o.phase = this.phase;
    o.field = field;
    o.myCommit = this.committed[player];
    o.committed = flagPair(o.committed, this.committed[0] !== NONE, this.committed[1] !== NONE);
    o.handSizes = countPair(o.handSizes, this.handSize[0], this.handSize[1]);
    o.deckSizes = countPair(o.deckSizes, this.deckSize[0], this.deckSize[1]);
    o.winner = this.winner;
    return o;
  }

  /**
   * A player's observation object, with `hand` and `discards` as enumerable accessors (so JSON and spreads still show
   * them): the frozen lists are made when an agent reads them, not at every observation (bench-syndicate-protocol: the
   * heuristic reads neither, and listing them was ~3% of a heuristic game). They show the cards at the time of the read.
   * Built property by property in the interface's order, the accessors one shared pair (OBSERVED_HAND, OBSERVED_DISCARDS)
   * finding their state and seat through two hidden symbol keys: turning a data property into an accessor, as the
   * first version did, left every observation in dictionary mode, and per-object closures gave each its own hidden
   * class (ninth pass).
   */
  private newObservation(player: number, field: Field): SyndicateObservation {
    const o = { you: player, current: 0, phase: 0, decision: { kind: 0, unit: 0, card: 0 }, field } as Partial<SyndicateObservation>;
    Object.defineProperty(o, OWNER, { value: this, enumerable: false, writable: false, configurable: false });
    Object.defineProperty(o, OWNER_SEAT, { value: player, enumerable: false, writable: false, configurable: false });
    Object.defineProperty(o, 'hand', SyndicateState.OBSERVED_HAND);
    o.myCommit = NONE;
    o.committed = [false, false];
    o.handSizes = [0, 0];
    o.deckSizes = [0, 0];
    Object.defineProperty(o, 'discards', SyndicateState.OBSERVED_DISCARDS);
    o.winner = NONE;
    return o as SyndicateObservation;
  }

  private static readonly OBSERVED_HAND: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: OwnedObservation): readonly number[] {
      const state = this[OWNER];
      const player = this[OWNER_SEAT];
      const set = state.handSet[player];
      if (set !== null) return set;
      state.listCards();
      return state.handLists[player];
    },
    set(this: OwnedObservation, value: readonly number[]): void {
      this[OWNER].handSet[this[OWNER_SEAT]] = value;
    },
  };

  private static readonly OBSERVED_DISCARDS: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: OwnedObservation): SyndicateObservation['discards'] {
      const state = this[OWNER];
      const set = state.discardsSet[this[OWNER_SEAT]];
      if (set !== null) return set;
      state.listCards();
      return state.discardLists;
    },
    set(this: OwnedObservation, value: SyndicateObservation['discards']): void {
      this[OWNER].discardsSet[this[OWNER_SEAT]] = value;
    },
  };

  /** Rebuilds the frozen hand and discard lists when a hand or discard pile changed since the last observation. */
  private listCards(): void {
    if (this.listedVersion === this.cardsVersion) return;
    this.listedVersion = this.cardsVersion;
    // Four counts per Float64 compare (bench-syndicate-protocol). Counts are small, so a word is a NaN only while the listed
    // copy still holds its initial -1s, and then it differs, as it should; +0 and -0 cannot arise from counts.
    const hand = this.handWords;
    const discard = this.discardWords;
    const wasHand = this.listedHandWords;
    const wasDiscard = this.listedDiscardWords;
    let same = true;
    for (let i = 0; i < CARD_WORDS && same; i++) same = wasHand[i] === hand[i] && wasDiscard[i] === discard[i];
    for (let i = 4 * CARD_WORDS; i < 2 * CARD_COUNT && same; i++) same = this.listedHand[i] === this.hand[i] && this.listedDiscard[i] === this.discard[i];
    if (same) return;
    // Only the lists that changed are made again (a draw changes one hand; bench-syndicate-protocol).
    let hands = this.handLists;
    let discards = this.discardLists;
    for (let seat = 0; seat < 2; seat++) {
      if (countsDiffer(this.listedHand, this.hand, seat)) hands = seat === 0 ? [listOf(this.hand, 0), hands[1]] : [hands[0], listOf(this.hand, 1)];
      if (countsDiffer(this.listedDiscard, this.discard, seat)) discards = Object.freeze(seat === 0 ? [listOf(this.discard, 0), discards[1]] : [discards[0], listOf(this.discard, 1)]) as typeof discards;
    }
    this.listedHand.set(this.hand);
    this.listedDiscard.set(this.discard);
    this.handLists = hands;
    this.discardLists = discards;
  }

  /**
   * The public battlefield as a player sees it: a Field of its own (its own
   * Board, frozen loadouts, variants and readings) that observation() brings
   * up to date by copying only what changed, so no agent can change the game
   * through it (the player's what-ifs write to it and restore). Made once per
   * game (a copy per decision was the heuristic's largest cost,
   * bench-syndicate-protocol). Hands are not on the field: they stay hidden.
   */
  private publicField(): Field {
    const f = this.field;
    if (this.publicView === null) {
      const board = f.board.publicView();
      this.publicView = new Field(board, frozenLoadouts(f.loadouts), f.readings, frozenVariants(f.variants));
    }
    this.publicView.syncFrom(f);
    return this.publicView;
  }

  /** The decision waiting, for the player (ai.ts): which kind, for which unit, with which card. */
  pendingDecision(): { kind: number; seat: number; unit: number } {
    return { kind: this.decisionKind, seat: this.decisionSeat, unit: this.decisionUnit };
  }

  serialize(): SerializedState {
    const arrays: Record<string, number[]> = {};
    for (const name of COPIED_ARRAYS) arrays[name] = Array.from(this[name]);
    return {
      game: 'syndicate-protocol',
      sides: this.setup.sides as unknown as SerializedState[],
      variants: savedVariants(this.setup.variants),
      map: this.setup.board.rows(),
      field: this.field.toJSON() as SerializedState,
      arrays,
      machine: [this.phase, this.sub, this.step, this.decisionKind, this.decisionSeat, this.decisionUnit, this.decisionCard, this.optionCount, this.chanceKind, this.attacker, this.target, this.freeMove, this.winner, this.capped ? 1 : 0, this.statusesSeen],
      options: Array.from(this.options.subarray(0, this.optionCount)),
      optionFlags: Array.from(this.optionFlags.subarray(0, this.optionCount)),
      chance: this.chance.state(),
      events: this.log ? [...this.log] : null,
    };
  }

  static deserialize(data: SerializedState): SyndicateState {
    if (data.game !== 'syndicate-protocol') throw new GameInputError(`syndicate-protocol state: game must be 'syndicate-protocol', got ${JSON.stringify(data.game)}`);
    const sides = data.sides as unknown as [SyndicateSide, SyndicateSide];
    const variants = data.variants as Record<string, string>;
    const loadouts = [buildLoadout(sides[0], variants, 'saved state'), buildLoadout(sides[1], variants, 'saved state')] as const;
    const board = Board.fromRows(data.map as string[], String(variants.map ?? 'generated'), 'saved state');
    const [c0, c1, c2, c3] = data.chance as number[];
    const setup: GameSetup = { sides, loadouts, variants, board, cards: cardsUnder(variants), roundCap: Number(variants['round-cap'] ?? '50') };
    const state = new SyndicateState(setup, new Xoshiro128(c0 || 1, c1, c2, c3), data.events !== null);
    state.field.restore(data.field as Record<string, unknown>);
    const arrays = data.arrays as Record<string, number[]>;
    for (const name of COPIED_ARRAYS) state[name].set(arrays[name]);
    const m = data.machine as number[];
    [state.phase, state.sub, state.step, state.decisionKind, state.decisionSeat, state.decisionUnit, state.decisionCard, state.optionCount, state.chanceKind, state.attacker, state.target, state.freeMove, state.winner] = m;
    state.capped = m[13] === 1;
    state.statusesSeen = m[14];
    state.options.set(data.options as number[]);
    state.optionFlags.set(data.optionFlags as number[]);
    if (Array.isArray(data.events)) state.log = (data.events as GameEvent[]).slice();
    return state;
  }
}

const READINGS = new WeakMap<GameSetup, AttackReadings>();

/** The attack readings of a game's variants, frozen, made once per game (its clones share them). */
function readingsOf(setup: GameSetup): AttackReadings {
  let r = READINGS.get(setup);
  if (r === undefined) READINGS.set(setup, (r = Object.freeze(readings(setup.variants))));
  return r;
}

/** Whether a seat's counts differ between two seat-by-card count arrays. */
function countsDiffer(was: Int16Array, now: Int16Array, seat: number): boolean {
  for (let c = seat * CARD_COUNT; c < (seat + 1) * CARD_COUNT; c++) if (was[c] !== now[c]) return true;
  return false;
}

/** A seat's cards as a frozen list of card indices, one entry per copy, in index order. */
function listOf(counts: Int16Array, seat: number): readonly number[] {
  const list: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) for (let k = 0; k < counts[seat * CARD_COUNT + c]; k++) list.push(c);
  return Object.freeze(list);
}

/** Whole Float64 words in a seat-by-card count array (listCards). */
const CARD_WORDS = Math.floor((2 * CARD_COUNT) / 4);
/** Each seat's counts start on a word and fill whole words (planOptions). */
const HAND_BY_WORDS = CARD_COUNT % 4 === 0;
/** An observation's state and seat, as non-enumerable symbol keys (JSON, spreads and Object.keys leave them out). */
const OWNER = Symbol('syndicate observation state');
const OWNER_SEAT = Symbol('syndicate observation seat');
interface OwnedObservation {
  [OWNER]: SyndicateState;
  [OWNER_SEAT]: number;
}
const COPIED_ARRAYS = ['deck', 'hand', 'discard', 'handSize', 'deckSize', 'committed', 'pendingDraws', 'opOrder', 'eliminatedAt', 'damageDealt', 'mercDamage', 'roundsWithTarget', 'attacks', 'cardsPlayed', 'round2Gap', 'round2Cover'] as const;
/** Statistics copied by clone() but not serialized (see firstTargetRound). */
const COUNTED_ONLY = ['firstTargetRound', 'firstShotRound'] as const;
/** The movement masks (Field.fillMasks); the two arrays named for the reads. */
const MASKS = new MoveMasks();
const ENEMY = MASKS.enemy;
const OCCUPIED = MASKS.occupied;
/** A plain walk's rules (free moves, Mercenary moves), `steps` set per call: reachable only reads them (no object per move). */
const WALK_RULES: MoveRules = { steps: 0, straight: false, obstacles: 0, throughEnemy: false };

/** A loadout an agent can read but not change (its catalogue entries are frozen in data.ts; the deck is a copy). */
function frozenLoadout(l: Loadout): Loadout {
  return Object.freeze({ ...l, mercenaries: Object.freeze([l.mercenaries[0], l.mercenaries[1]] as const), deck: new Int8Array(l.deck) });
}

/**
 * A game's pair of loadouts, the same array for the same two loadout objects, and their frozen copies for the public
 * view: buildLoadout returns the same loadout objects game after game for the same sides (loadout.ts), so Field's unit
 * facts (kept per pair array) are found, not built twice a game, and the frozen copies are made once per loadout
 * (fifteenth pass: the frozen copies, two spreads and freezes, were ~0.4% of a heuristic game, the unit facts of the
 * two Fields ~0.2%). Kept per loadout object (weakly), so a match's games with the sides swapped keep theirs too.
 */
const PAIRS = new WeakMap<Loadout, WeakMap<Loadout, readonly [Loadout, Loadout]>>();
const FROZEN = new WeakMap<Loadout, Loadout>();

function loadoutPair(a: Loadout, b: Loadout): readonly [Loadout, Loadout] {
  let after = PAIRS.get(a);
  if (after === undefined) PAIRS.set(a, (after = new WeakMap()));
  let pair = after.get(b);
  if (pair === undefined) after.set(b, (pair = [a, b] as const));
  return pair;
}

/**
 * Frozen copies of a game's loadouts, as a pair (loadoutPair's), shared by the public views of games with the same
 * loadouts: each new public view writes the decks (the one part not frozen) afresh. An agent's writes to a deck copy
 * change nothing in any game (no game reads them), but until the next new view they show in the observations of other
 * live games with those loadouts (a search's copies), as within a game they show to both seats.
 */
function frozenLoadouts(loadouts: readonly [Loadout, Loadout]): readonly [Loadout, Loadout] {
  const pair = loadoutPair(frozenOf(loadouts[0]), frozenOf(loadouts[1]));
  pair[0].deck.set(loadouts[0].deck);
  pair[1].deck.set(loadouts[1].deck);
  return pair;
}

function frozenOf(l: Loadout): Loadout {
  let frozen = FROZEN.get(l);
  if (frozen === undefined) FROZEN.set(l, (frozen = frozenLoadout(l)));
  return frozen;
}

const FROZEN_VARIANTS = new WeakMap<Readonly<Record<string, string>>, Readonly<Record<string, string>>>();

/** A frozen copy of a variants object, one per object (the player caches per variants object, ai.ts). */
function frozenVariants(variants: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  let frozen = FROZEN_VARIANTS.get(variants);
  if (!frozen) FROZEN_VARIANTS.set(variants, (frozen = Object.freeze({ ...variants })));
  return frozen;
}

// pair and decisionAs write first and make a fresh object only when the write fails: in this module's strict code a
// write to a frozen object throws before changing anything, so a frozen one is replaced as before without asking
// Object.isFrozen (a call into the runtime, four per observation: ~2% of a heuristic game with the observation's other
// checks, tenth pass). An object an agent made half-writable, which threw before, is replaced too.

/**
 * `list` holding the two counts again (a fresh array if an agent made it something else or froze it). Two copies of one
 * body, countPair and flagPair, so each writes arrays of one kind: one function for both met arrays of numbers and of
 * booleans, and its loads and stores went megamorphic (node --log-ic, perf: a builtin call each, seventeenth pass).
 */
function countPair(list: [number, number], a: number, b: number): [number, number] {
  if (!Array.isArray(list) || list.length !== 2) return [a, b];
  try {
    list[0] = a;
    list[1] = b;
  } catch {
    return [a, b];
  }
  return list;
}

/** countPair for the two booleans of `committed`. */
function flagPair(list: [boolean, boolean], a: boolean, b: boolean): [boolean, boolean] {
  if (!Array.isArray(list) || list.length !== 2) return [a, b];
  try {
    list[0] = a;
    list[1] = b;
  } catch {
    return [a, b];
  }
  return list;
}

/** `decision` holding the pending decision again (a fresh object if an agent made it something else or froze it). */
function decisionAs(decision: SyndicateObservation['decision'], kind: number, unit: number, card: number): SyndicateObservation['decision'] {
  if (typeof decision !== 'object' || decision === null) return { kind, unit, card };
  try {
    decision.kind = kind;
    decision.unit = unit;
    decision.card = card;
  } catch {
    return { kind, unit, card };
  }
  return decision;
}

function cardName(index: number): string | null {
  return index >= 0 ? CARD_LIST[index].name : null;
}

/** A space as (column, row), both from 1. */
export function space(cell: number): string {
  return `(${cellX(cell) + 1},${cellY(cell) + 1})`;
}

function copyStream(stream: Xoshiro128): Xoshiro128 {
  const [s0, s1, s2, s3] = stream.state();
  return new Xoshiro128(s0, s1, s2, s3);
}

/**
 * Variants added after saved states and the behaviour fixture existed, with their defaults: a serialized state leaves
 * one out while it holds its default (deserialize's readers take a missing variant as its default: statDefs reads an
 * absent `stats` as printed), so older states and the fixture's hashes stay as they were.
 */
const LATE_VARIANTS: Readonly<Record<string, string>> = { stats: 'printed' };

/** The variants as saved: once a game (a match serializes each final state), so not kept between calls. */
function savedVariants(variants: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(variants).filter(([name, value]) => LATE_VARIANTS[name] !== value));
}
