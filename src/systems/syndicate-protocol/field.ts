/**
 * The public battlefield: where every unit stands, its Health and status
 * effects, and every round effect in play (all public in the rulebook: 10.1
 * "Status Effects are public information"; cards are revealed, 3.2). The
 * game state owns one; an observation carries a copy; the heuristic player
 * reads it. Everything is typed arrays so a copy is cheap.
 *
 * `attackSetup` turns the field into the attack pipeline's AttackSetup for
 * any attacker, target and firing space, so a real attack and the player's
 * estimate of one are computed the same way.
 */
import { AttackProfile } from './attackProfile.ts';
import * as attackProfileModule from './attackProfile.ts';
import type { AttackReadings, AttackSetup } from './attackProfile.ts';
import { Board } from './board.ts';
import type { MoveMasks } from './board.ts';
import * as boardModule from './board.ts';
import type { Category, MercenaryDef, WeaponTrait } from './data.ts';
import type { Loadout } from './loadout.ts';
import * as rulesModule from './rules.ts';
import * as shotMemoModule from './shotMemo.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { illegality, profileAttack } = attackProfileModule;
const { readingsId } = shotMemoModule;
const { collinear, distance } = boardModule;
const { CELLS, isOperator, MERC_MOVE, seatOf, STATUS, SYNERGY_RANGE, UNITS } = rulesModule;

/** Per-unit arrays (length 6) and per-seat arrays (length 2), by name; copied and saved generically. */
const UNIT_ARRAYS = [
  'pos', 'hp', 'status', 'guarded', 'shielded', 'burn', 'hiddenPersist', 'accRound', 'dodgeRound', 'armorRound', 'armorBroken', 'accPenalty', 'accDown', 'accDownNext',
  'slowRound', 'slowNext', 'heldNext', 'moved', 'movedLast', 'startPos', 'noDisplace', 'rerollHighest', 'nextAcc', 'nextDice', 'nextDamage', 'nextReroll', 'nextHalf',
  'nextOnHit', 'nextOnMiss', 'nextSelfDamage', 'nextUsed',
] as const;
const SEAT_ARRAYS = [
  'predictiveTarget', 'decoy', 'decoyRound', 'mirage', 'beacon', 'beaconUntil', 'barrier', 'firedBefore', 'rail', 'abilityUsed', 'platingUsed', 'glyphUsed', 'pingUsed',
  'gelUsed', 'attacked', 'attackDistance', 'played', 'quickDraw', 'breached', 'surged',
] as const;
type UnitArray = (typeof UNIT_ARRAYS)[number];
type SeatArray = (typeof SEAT_ARRAYS)[number];
const FIELD_WORDS = UNIT_ARRAYS.length * UNITS + SEAT_ARRAYS.length * 2;
/** Four numbers to a BigInt64 word (syncFrom's compare). */
const FIELD_QUADS = FIELD_WORDS >> 2;
/** Four words to a block (syncFrom's compare step); the numbers past the last whole block are compared one by one. */
const FIELD_BLOCKS = FIELD_QUADS >> 2;
const ARRAY_NAMES: readonly (UnitArray | SeatArray)[] = [...UNIT_ARRAYS, ...SEAT_ARRAYS];
/** Where each array starts in Field.data. */
const OFFSET = Object.fromEntries(ARRAY_NAMES.map((name, k) => [name, k < UNIT_ARRAYS.length ? k * UNITS : UNIT_ARRAYS.length * UNITS + (k - UNIT_ARRAYS.length) * 2])) as Record<UnitArray | SeatArray, number>;

/**
 * What fillSetup reads of the attacker (an Operator, a Mercenary), of its seat, of the target and of the target's seat,
 * besides spaces and spaces moved (Field.shotReads): a Mercenary's shot reads none of its Operator's card modifiers.
 */
const SHOT_OPERATOR_READS: readonly UnitArray[] = ['nextAcc', 'accRound', 'nextDice', 'nextDamage', 'nextReroll', 'nextHalf', 'accPenalty', 'accDown', 'rerollHighest', 'status'];
const SHOT_MERCENARY_READS: readonly UnitArray[] = ['accRound', 'accPenalty', 'accDown', 'rerollHighest', 'status'];
const SHOT_OPERATOR_SEAT_READS: readonly SeatArray[] = ['predictiveTarget', 'firedBefore', 'rail'];
const SHOT_MERCENARY_SEAT_READS: readonly SeatArray[] = ['attacked', 'attackDistance', 'glyphUsed'];
const SHOT_TARGET_READS: readonly UnitArray[] = ['dodgeRound', 'armorRound', 'armorBroken', 'status', 'guarded', 'shielded'];
const SHOT_TARGET_SEAT_READS: readonly SeatArray[] = ['mirage', 'abilityUsed', 'platingUsed'];
/** The most numbers Field.shotReads lists for one shot. */
export const SHOT_READS_MAX = 10 + 3 + 6 + 3;
const PLAYED = OFFSET.played;
const POS = OFFSET.pos;
const MOVED = OFFSET.moved;

/**
 * A field's views on its numbers (Field.data), made on the buffer, not by subarray (which looks up the species
 * constructor each time: ~2.5x slower, and a field makes 51 views, two fields a game; seventh pass). Free functions
 * given the array and the offset: as methods reading this.data and OFFSET[name], each of those two reads met the 51
 * shapes of a field under construction or the 51 names, and went megamorphic (node --log-ic, thirteenth pass; random
 * x1.007, every pair, heuristic x1.002).
 */
function unitView(data: Int16Array, offset: number): Int16Array {
  return new Int16Array(data.buffer, offset * 2, UNITS);
}

function seatView(data: Int16Array, offset: number): Int16Array {
  return new Int16Array(data.buffer, offset * 2, 2);
}

export class Field {
  round = 0;
  priority = 0;
  /**
   * Bumped by `syncFrom` whenever the content it copies changed: the public
   * view's identity for the player's per-decision caches (ai.ts).
   */
  version = 0;
  /**
   * Bumped like `version` except when only the revealed cards (`played`)
   * changed: the player's space values read no card, so the first mover's
   * scores from its plan decision serve its Movement decision after the
   * reveal (ai.ts, bench-syndicate-protocol).
   */
  spaceVersion = 0;
  /**
   * Bumped when anything but the units' spaces, the spaces they moved and the
   * revealed cards changed: the player's shot estimates key what those change
   * (distance, cover, synergy, ...) and keep the rest per shotVersion (ai.ts
   * placedShot, bench-syndicate-protocol).
   */
  shotVersion = 0;
  /**
   * Every per-unit and per-seat array below is a view into this one buffer,
   * so a sync (the public view, once per observation) or a copy (clone) is a
   * single pass over ~230 numbers (bench-syndicate-protocol: syncFrom over
   * 51 separate arrays was a tenth of the heuristic's time). 16-bit numbers:
   * every one is a space (0-575, -1), a count, a round, a card, a unit or a
   * few status bits (13, rules.ts STATUS); 452 bytes, where 32-bit numbers took
   * 904, so the sync at every observation compares and reads half as many
   * words and cache lines (twelfth pass).
   */
  readonly data = new Int16Array(FIELD_WORDS);
  /** The same numbers four at a time (syncFrom's compare). */
  private readonly data64 = new BigInt64Array(this.data.buffer, 0, FIELD_QUADS);
  /** Space of each unit; -1 once a Mercenary is eliminated (4.11: removed from the battlefield). */
  readonly pos = unitView(this.data, OFFSET.pos);
  readonly hp = unitView(this.data, OFFSET.hp);
  readonly status = unitView(this.data, OFFSET.status);
  /** Stacks of Guarded and Shielded (positive effects stack, 10.1). */
  readonly guarded = unitView(this.data, OFFSET.guarded);
  readonly shielded = unitView(this.data, OFFSET.shielded);
  /** Burning ticks still to come (section-10: 1 now, 1 at the next Attack Phase). */
  readonly burn = unitView(this.data, OFFSET.burn);
  /** Shadowstep's Hidden lasts until the unit attacks or is Marked, past the end of the round. */
  readonly hiddenPersist = unitView(this.data, OFFSET.hiddenPersist);
  /** Until end of round. */
  readonly accRound = unitView(this.data, OFFSET.accRound);
  readonly dodgeRound = unitView(this.data, OFFSET.dodgeRound);
  readonly armorRound = unitView(this.data, OFFSET.armorRound);
  /** Armor lost to the Breach Cannon for the rest of the round. */
  readonly armorBroken = unitView(this.data, OFFSET.armorBroken);
  /** -Accuracy on the unit's next attack this round (Signal Jammer, Concussive Slam, Jam Pulse). */
  readonly accPenalty = unitView(this.data, OFFSET.accPenalty);
  /** -Accuracy this round / next round (EchoBurst 45, Havoc). */
  readonly accDown = unitView(this.data, OFFSET.accDown);
  readonly accDownNext = unitView(this.data, OFFSET.accDownNext);
  /** -Speed (movement) this round / next round (Hammerlock .50; Suppressed under suppressed=speed). */
  readonly slowRound = unitView(this.data, OFFSET.slowRound);
  readonly slowNext = unitView(this.data, OFFSET.slowNext);
  /** Holding Grip: cannot move during the next Movement Resolution. */
  readonly heldNext = unitView(this.data, OFFSET.heldNext);
  /** Spaces moved this round and last round. */
  readonly moved = unitView(this.data, OFFSET.moved);
  readonly movedLast = unitView(this.data, OFFSET.movedLast);
  readonly startPos = unitView(this.data, OFFSET.startPos);
  /** Anchor Step, Hardpoint: cannot be displaced this round. */
  readonly noDisplace = unitView(this.data, OFFSET.noDisplace);
  /** Phantom Feint: must reroll the highest die on the next attack. */
  readonly rerollHighest = unitView(this.data, OFFSET.rerollHighest);
  /** The Operator's next attack this round (cards). */
  readonly nextAcc = unitView(this.data, OFFSET.nextAcc);
  readonly nextDice = unitView(this.data, OFFSET.nextDice);
  readonly nextDamage = unitView(this.data, OFFSET.nextDamage);
  readonly nextReroll = unitView(this.data, OFFSET.nextReroll);
  readonly nextHalf = unitView(this.data, OFFSET.nextHalf);
  readonly nextOnHit = unitView(this.data, OFFSET.nextOnHit);
  readonly nextOnMiss = unitView(this.data, OFFSET.nextOnMiss);
  readonly nextSelfDamage = unitView(this.data, OFFSET.nextSelfDamage);
  readonly nextUsed = unitView(this.data, OFFSET.nextUsed);
  /** Per seat. Predictive Advance's chosen enemy (-1 none). */
  readonly predictiveTarget = seatView(this.data, OFFSET.predictiveTarget);
  /** Holo-Decoy (absorbs the next attack, no time limit) and Holographic Decoy (this round). */
  readonly decoy = seatView(this.data, OFFSET.decoy);
  readonly decoyRound = seatView(this.data, OFFSET.decoyRound);
  readonly mirage = seatView(this.data, OFFSET.mirage);
  /** Shock Beacon space (-1 none) and the last round it lasts. */
  readonly beacon = seatView(this.data, OFFSET.beacon);
  readonly beaconUntil = seatView(this.data, OFFSET.beaconUntil);
  /** Kinetic Barrier space this round (-1 none). */
  readonly barrier = seatView(this.data, OFFSET.barrier);
  readonly firedBefore = seatView(this.data, OFFSET.firedBefore);
  /** Hydra Modular Rifle this round: 0 +1 Accuracy, 1 +1 RoF. */
  readonly rail = seatView(this.data, OFFSET.rail);
  /** Once-per-round Operator ability spent (Signal Jam, Hold the Line, Predictive Mark, Breach & Clear, Surge Step). */
  readonly abilityUsed = seatView(this.data, OFFSET.abilityUsed);
  readonly platingUsed = seatView(this.data, OFFSET.platingUsed);
  readonly glyphUsed = seatView(this.data, OFFSET.glyphUsed);
  readonly pingUsed = seatView(this.data, OFFSET.pingUsed);
  readonly gelUsed = seatView(this.data, OFFSET.gelUsed);
  /** The Operator attacked this round, and at what distance (Glyph, Rex). */
  readonly attacked = seatView(this.data, OFFSET.attacked);
  readonly attackDistance = seatView(this.data, OFFSET.attackDistance);
  /** The card each seat revealed this round (-1 before the reveal or none). */
  readonly played = seatView(this.data, OFFSET.played);
  readonly quickDraw = seatView(this.data, OFFSET.quickDraw);
  readonly breached = seatView(this.data, OFFSET.breached);
  readonly surged = seatView(this.data, OFFSET.surged);

  /** What the loadouts fix about each unit (they never change in a game): attackSetup reads numbers, not catalogue objects. */
  private readonly unit: UnitFacts;
  private readonly coverIntervening: boolean;
  /** Each side's toolkit setting synergy (loadout.ts): two booleans, not an array, as synergy() runs in every attack setup. */
  private readonly synergyOn0: boolean;
  private readonly synergyOn1: boolean;
  /** shotGame's number, found when first asked (-1 before). */
  private game = -1;

  constructor(
    readonly board: Board,
    readonly loadouts: readonly [Loadout, Loadout],
    readonly readings: AttackReadings,
    readonly variants: Readonly<Record<string, string>>,
  ) {
    this.unit = unitFacts(loadouts);
    this.synergyOn0 = loadouts[0].synergy;
    this.synergyOn1 = loadouts[1].synergy;
    this.coverIntervening = variants.cover === 'intervening';
    this.predictiveTarget.fill(-1);
    this.beacon.fill(-1);
    this.barrier.fill(-1);
    this.played.fill(-1);
  }

  /**
   * Makes this field equal to `source`, writing only what differs, and bumps
   * `version` if anything did (and `spaceVersion`, `shotVersion` by what
   * changed): the state's public view (state.ts observation), so a player
   * reads a copy it cannot use to change the game, at the cost of 14
   * compares of four words per decision and no allocation (the map is
   * copied back only when an agent next reads its arrays: Board.syncFrom).
   */
  syncFrom(source: Field): void {
    let changed = this.round !== source.round || this.priority !== source.priority;
    if (this.board !== source.board) this.board.syncFrom(source.board);
    this.round = source.round;
    this.priority = source.priority;
    const to = this.data;
    const from = source.data;
    let cardsChanged = false;
    let placesChanged = false;
    // Four numbers per compare, as one BigInt64 word (exact: every bit pattern is its own value, unlike a Float64's NaNs
    // and signed zeros; the Float64 pairs compared before took the slow path whenever a pair held -1), four words a step
    // (sixteen numbers: one branch and one loop step for four compares; twentieth pass), then one compare per number of
    // a block that differs (sixth and twelfth passes, bench-syndicate-protocol).
    const to64 = this.data64;
    const from64 = source.data64;
    for (let j = 0; j < 4 * FIELD_BLOCKS; j += 4) {
      if (to64[j] === from64[j] && to64[j + 1] === from64[j + 1] && to64[j + 2] === from64[j + 2] && to64[j + 3] === from64[j + 3]) continue;
      for (let i = 4 * j; i < 4 * j + 16; i++) {
        if (to[i] === from[i]) continue;
        to[i] = from[i];
        if (i === PLAYED || i === PLAYED + 1) cardsChanged = true;
        else if ((i >= POS && i < POS + UNITS) || (i >= MOVED && i < MOVED + UNITS)) placesChanged = true;
        else changed = true;
      }
    }
    for (let i = 16 * FIELD_BLOCKS; i < FIELD_WORDS; i++) {
      if (to[i] === from[i]) continue;
      to[i] = from[i];
      if (i === PLAYED || i === PLAYED + 1) cardsChanged = true;
      else if ((i >= POS && i < POS + UNITS) || (i >= MOVED && i < MOVED + UNITS)) placesChanged = true;
      else changed = true;
    }
    if (changed) this.shotVersion++;
    if (changed || placesChanged) this.spaceVersion++;
    if (changed || placesChanged || cardsChanged) this.version++;
  }

  copy(): Field {
    const copy = new Field(this.board, this.loadouts, this.readings, this.variants);
    copy.round = this.round;
    copy.priority = this.priority;
    copy.data.set(this.data);
    return copy;
  }

  /** Makes this field (on the same board) equal to `other` (a clone's). */
  copyFrom(other: Field): void {
    this.round = other.round;
    this.priority = other.priority;
    this.data.set(other.data);
  }

  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { round: this.round, priority: this.priority };
    // Plain loops, not Array.from: observations are serialised this way (bench-syndicate-protocol).
    for (const name of ARRAY_NAMES) {
      const view = this[name];
      const list: number[] = [];
      for (let i = 0; i < view.length; i++) list.push(view[i]);
      out[name] = list;
    }
    return out;
  }

  restore(saved: Record<string, unknown>): void {
    this.round = Number(saved.round);
    this.priority = Number(saved.priority);
    for (const name of ARRAY_NAMES) this[name].set(saved[name] as number[]);
  }

  alive(unit: number): boolean {
    return this.pos[unit] >= 0 && this.hp[unit] > 0;
  }

  has(unit: number, status: number): boolean {
    return (this.status[unit] & status) !== 0;
  }

  loadout(unit: number): Loadout {
    return this.loadouts[seatOf(unit)];
  }

  /**
   * Mercenary slot 1 or 2 of a unit index (an Operator's: undefined). From the unit facts' plain array: the loadout's
   * mercenaries array is frozen, and a frozen array's keyed loads are not inlined (data.ts cardTable, seventeenth pass).
   */
  merc(unit: number): MercenaryDef {
    return this.unit.mercs[unit] as MercenaryDef;
  }

  /**
   * A Mercenary's synergy ability is on when it stands within 4 spaces of its living Operator (9.5), unless its side's
   * toolkit setting synergy=off (loadout.ts, not a rule) turns it off.
   */
  synergy(unit: number): boolean {
    const op = unit < 3 ? 0 : 3;
    return (op === 0 ? this.synergyOn0 : this.synergyOn1) && this.alive(unit) && this.alive(op) && distance(this.pos[unit], this.pos[op]) <= SYNERGY_RANGE;
  }

  /** Whether the side's Mercenaries have synergy abilities at all (the toolkit setting synergy, loadout.ts). */
  synergyOn(seat: number): boolean {
    return seat === 0 ? this.synergyOn0 : this.synergyOn1;
  }

  /** The Mercenary of `seat` with ability `ability`, alive and in synergy range, or -1. */
  mercWith(seat: number, ability: string): number {
    // Two checks instead of a loop over a new array: it runs in every attack setup (bench-syndicate-protocol).
    const first = seat * 3 + 1;
    const abilities = this.unit.ability;
    if (abilities[first] === ability && this.synergy(first)) return first;
    if (abilities[first + 1] === ability && this.synergy(first + 1)) return first + 1;
    return -1;
  }

  /** Dodge before cover and statuses: printed, armor, Encumbered (2.4), round bonuses, Kinetic Shadow. */
  dodgeOf(unit: number): number {
    const facts = this.unit;
    if (unit === 0 || unit === 3) return facts.dodge[unit] + this.dodgeRound[unit];
    const op = unit < 3 ? 0 : 3;
    const slip = facts.ability[unit] === 'kinetic-shadow' && this.synergy(unit) && this.moved[op] >= 3 ? 1 : 0;
    return facts.dodge[unit] + slip + this.dodgeRound[unit];
  }

  /**
   * A Mercenary's move by its role (9.5: MERC_MOVE), read from the unit facts: MERC_MOVE looked up by the role's name
   * was a keyed load by four names, megamorphic, at every Mercenary move (node --log-ic, seventeenth pass).
   */
  mercMove(unit: number): number {
    return this.unit.move[unit];
  }

  /** The unit's weapon range in spaces. */
  range(unit: number): number {
    return this.unit.range[unit];
  }

  armorOf(unit: number): number {
    return Math.max(0, this.unit.arm[unit] + this.armorRound[unit] - this.armorBroken[unit]);
  }

  /** LoS from a space to a unit; Kinetic Barriers block it unless the target is Revealed under section-10 (10.3). */
  sees(from: number, target: number): boolean {
    const to = this.pos[target];
    if (from === to) return false;
    const b0 = this.barrier[0];
    const b1 = this.barrier[1];
    if ((b0 < 0 && b1 < 0) || ((this.status[target] & REVEALED) !== 0 && this.readings.revealed === 'section-10')) return this.board.clearLine(from, to, null);
    if (b0 >= 0) BARRIERS[b0] = 1;
    if (b1 >= 0) BARRIERS[b1] = 1;
    const clear = this.board.clearLine(from, to, BARRIERS);
    if (b0 >= 0) BARRIERS[b0] = 0;
    if (b1 >= 0) BARRIERS[b1] = 0;
    return clear;
  }

  /**
   * Whether sees(from, target) is the printed map's line of sight alone, whatever `from` (no Kinetic Barrier in play, or
   * the target Revealed under section-10): the player's candidate loops then ask board.clearLine(from, to, null) itself
   * (bench-syndicate-protocol, eleventh pass: ~4,800 sight checks a heuristic game).
   */
  plainSightTo(target: number): boolean {
    return (this.barrier[0] < 0 && this.barrier[1] < 0) || ((this.status[target] & REVEALED) !== 0 && this.readings.revealed === 'section-10');
  }

  /** Cover the target has against a shot from `from` (variant cover), 0-2. */
  coverOf(from: number, target: number): number {
    const at = this.pos[target];
    return this.coverIntervening ? this.board.interveningCover(from, at) : this.board.cover(at);
  }

  /**
   * The attack of `attacker` from space `from` on `target` as an AttackSetup,
   * profiled into `profile`. Cards, statuses, Mercenary synergies and
   * Operator abilities all enter here (see README, "Attack").
   */
  attackSetup(attacker: number, target: number, from: number, setup: AttackSetup, profile: AttackProfile): AttackProfile {
    this.fillSetup(attacker, target, from, setup);
    profile.onHit = attacker === 0 || attacker === 3 ? this.nextOnHit[attacker] : 0;
    profile.onMiss = attacker === 0 || attacker === 3 ? this.nextOnMiss[attacker] : 0;
    return profileAttack(setup, this.readings, profile);
  }

  /**
   * Whether attackSetup's profile would be legal (attackProfile.ts illegality reads the statuses, distance, range and
   * category fillSetup would give it), without filling or profiling the attack: the round machine's target checks
   * (state.ts canAttack), ~250 whole profiles a heuristic game before.
   */
  attackLegal(attacker: number, target: number, from: number): boolean {
    const facts = this.unit;
    return illegality(this.status[attacker], this.status[target], distance(from, this.pos[target]), facts.range[attacker], facts.category[attacker], this.readings) === '';
  }

  /**
   * The AttackSetup of attackSetup without profiling it: the player's
   * estimates look its expected damage up by the setup's content
   * (shotMemo.ts) instead of profiling every candidate space.
   */
  fillSetup(attacker: number, target: number, from: number, setup: AttackSetup): void {
    const facts = this.unit;
    const seat = attacker < 3 ? 0 : 1;
    const enemySeat = 1 - seat;
    const attackerIsOperator = attacker === 0 || attacker === 3;
    const targetIsOperator = target === 0 || target === 3;
    const s = setup;
    const dist = distance(from, this.pos[target]);
    s.distance = dist;
    s.category = facts.category[attacker];
    s.trait = facts.trait[attacker];
    s.range = facts.range[attacker];
    s.rof = facts.rof[attacker];
    s.baseAcc = facts.baseAcc[attacker];
    s.dice = s.damage = s.rerollMisses = s.coverExtra = s.afterArmor = 0;
    s.halfRof = s.firstFiring = s.fixedFour = s.targetCloseQuarters = false;
    s.rail = 0;
    if (attackerIsOperator) {
      s.acc = this.nextAcc[attacker] + this.accRound[attacker];
      if (this.predictiveTarget[seat] === target) s.acc += 1;
      // Predictive Mark (8.5): Lens marks an enemy each round; he is the next friendly Operator to attack it.
      if (facts.ability[attacker] === 'predictive-mark' && targetIsOperator) s.acc += 1;
      s.dice = this.nextDice[attacker];
      s.damage = this.nextDamage[attacker];
      s.rerollMisses = this.nextReroll[attacker];
      s.halfRof = this.nextHalf[attacker] !== 0;
      s.firstFiring = this.firedBefore[seat] === 0;
      s.rail = this.rail[seat];
    } else {
      s.acc = this.accRound[attacker];
      const op = seat * 3;
      if (this.synergy(attacker)) {
        const ability = facts.ability[attacker];
        if (ability === 'angle-assist' && this.adjacentToEnemy(op)) s.acc += 1;
        if (ability === 'target-sync' && this.attacked[seat] !== 0 && this.attackDistance[seat] <= 4) s.acc += 1;
        if (ability === 'alignment-protocol' && collinear(this.pos[op], from, this.pos[target])) s.acc += 1;
        if (ability === 'data-relay' && this.attacked[seat] !== 0 && this.glyphUsed[seat] === 0) s.fixedFour = true;
      }
    }
    s.acc -= this.accPenalty[attacker] + this.accDown[attacker];
    if (targetIsOperator && this.mirage[enemySeat] !== 0 && dist > 4) s.acc -= 1;
    s.cover = this.coverOf(from, target);
    if (targetIsOperator) {
      const wall = this.mercWith(enemySeat, 'cover-extension');
      if (wall >= 0 && distance(this.pos[wall], this.pos[target]) <= 1) s.coverExtra = 1;
    }
    s.dodge = this.dodgeOf(target);
    s.armor = this.armorOf(target);
    s.attackerStatus = this.status[attacker];
    s.targetStatus = this.status[target];
    s.guarded = this.guarded[target];
    s.shielded = this.shielded[target];
    s.moved = this.moved[attacker];
    s.movedLastRound = this.movedLast[attacker] > 0;
    s.targetMoved = this.moved[target] > 0;
    if (targetIsOperator) {
      s.targetCloseQuarters = facts.closeQuarters[target] && !((this.status[target] & JAMMED) !== 0 && this.readings.jammed === 'section-10');
      if (facts.ability[target] === 'hold-the-line' && this.abilityUsed[enemySeat] === 0) s.afterArmor += 1;
      if (facts.plating[target] && this.platingUsed[enemySeat] === 0) s.afterArmor += 1;
    }
    s.rerollHighest = this.rerollHighest[attacker] !== 0;
    const glitch = enemySeat * 3;
    s.rerollHit = facts.ability[glitch] === 'signal-jam' && this.alive(glitch) && this.abilityUsed[enemySeat] === 0 && distance(this.pos[glitch], from) <= 3;
  }

  /**
   * Writes into `into` (from index `at`) the indices in `data` of the numbers fillSetup reads as they are for a shot of
   * `attacker` at `target`, and returns how many: the attacker's card and round modifiers and status, the target's
   * defences and status, and the seat flags fillSetup reads. The rest it reads is the units' spaces and spaces moved,
   * which unit is alive, and whether the attacker moved last round (shotSigns). Keep both in step with fillSetup: the
   * player's kept shots (aiShots.ts placedSlot) stay valid while these are unchanged.
   */
  static shotReads(attacker: number, target: number, into: Int32Array, at: number): number {
    let n = at;
    const operator = attacker === 0 || attacker === 3;
    const seat = attacker < 3 ? 0 : 1;
    for (const name of operator ? SHOT_OPERATOR_READS : SHOT_MERCENARY_READS) into[n++] = OFFSET[name] + attacker;
    for (const name of operator ? SHOT_OPERATOR_SEAT_READS : SHOT_MERCENARY_SEAT_READS) into[n++] = OFFSET[name] + seat;
    for (const name of SHOT_TARGET_READS) into[n++] = OFFSET[name] + target;
    for (const name of SHOT_TARGET_SEAT_READS) into[n++] = OFFSET[name] + 1 - seat;
    return n - at;
  }

  /**
   * The number of what fillSetup and the profile read that is fixed for the game: the units' facts (weapons,
   * abilities, printed Dodge and ARM, Close Quarters, Plating), the sides' synergy settings and the attack readings.
   * Two fields with the same number give the same shot for the same shotReads, shotSigns and kept-shot key, so the
   * player's kept shots are shared between games (aiShots.ts placedSlot, twelfth pass). Found once per field.
   */
  shotGame(): number {
    if (this.game < 0) {
      const u = this.unit;
      const w = GAME_SCRATCH;
      let n = 0;
      for (let unit = 0; unit < UNITS; unit++) {
        w[n++] = nameId(u.category[unit]);
        w[n++] = nameId(u.trait[unit]);
        w[n++] = nameId(u.ability[unit]);
        w[n++] = u.range[unit];
        w[n++] = u.rof[unit];
        w[n++] = u.baseAcc[unit];
        w[n++] = u.dodge[unit];
        w[n++] = u.arm[unit];
        w[n++] = (u.closeQuarters[unit] ? 1 : 0) | (u.plating[unit] ? 2 : 0);
      }
      w[n++] = (this.synergyOn0 ? 1 : 0) | (this.synergyOn1 ? 2 : 0);
      w[n++] = readingsId(this.readings);
      this.game = gameNumber(w);
    }
    return this.game;
  }

  /** What fillSetup reads of Health and last round's moves: bit u for each living unit u, 64 if `attacker` moved last round with an Assault Rifle (shotReads). */
  shotSigns(attacker: number): number {
    // Moving last round counts only for an Assault Rifle (5.5, attackProfile.ts categoryBonus: the one reader of
    // movedLastRound); for any other weapon a kept shot stays when it changes (bench-syndicate-protocol: half the restamps).
    let signs = this.movedLast[attacker] > 0 && this.unit.category[attacker] === 'assault-rifle' ? 64 : 0;
    for (let u = 0; u < UNITS; u++) if (this.alive(u)) signs |= 1 << u;
    return signs;
  }

  adjacentToEnemy(unit: number): boolean {
    const enemy = (1 - seatOf(unit)) * 3;
    for (let u = enemy; u < enemy + 3; u++) if (this.alive(u) && distance(this.pos[u], this.pos[unit]) === 1) return true;
    return false;
  }

  /** Units of `seat` standing on `cell`, or -1. */
  unitAt(cell: number): number {
    for (let u = 0; u < UNITS; u++) if (this.pos[u] === cell && this.hp[u] > 0) return u;
    return -1;
  }

  /** Masks for movement: enemies of `seat`, and every unit; the spaces the last fill marked are cleared first (MoveMasks). */
  fillMasks(seat: number, masks: MoveMasks): void {
    const enemy = masks.enemy;
    const occupied = masks.occupied;
    const marked = masks.marked;
    for (let i = 0; i < masks.marks; i++) {
      const p = marked[i];
      enemy[p] = 0;
      occupied[p] = 0;
    }
    let marks = 0;
    for (let u = 0; u < UNITS; u++) {
      const p = this.pos[u];
      if (p < 0 || this.hp[u] <= 0) continue;
      occupied[p] = 1;
      if (seatOf(u) !== seat) enemy[p] = 1;
      marked[marks++] = p;
    }
    const b0 = this.barrier[0];
    const b1 = this.barrier[1];
    if (b0 >= 0) {
      occupied[b0] = enemy[b0] = 1;
      marked[marks++] = b0;
    }
    if (b1 >= 0) {
      occupied[b1] = enemy[b1] = 1;
      marked[marks++] = b1;
    }
    masks.marks = marks;
  }
}

/** Field.shotGame's words: nine per unit, the synergy settings, the readings. */
const GAME_WORDS = 9 * UNITS + 2;
const GAME_SCRATCH = new Int32Array(GAME_WORDS);
/** The games' words met so far, by a hash of them (a few a run: one per pair of loadouts and readings). */
const GAMES = new Map<number, { words: Int32Array; id: number }[]>();
let games = 0;
/** Category, trait and ability names as numbers (0 for none). */
const NAME_IDS = new Map<string, number>();

function nameId(name: string | null): number {
  if (name === null) return 0;
  let id = NAME_IDS.get(name);
  if (id === undefined) NAME_IDS.set(name, (id = NAME_IDS.size + 1));
  return id;
}

/** The number of the game words `w` (GAME_SCRATCH), numbered if new. */
function gameNumber(w: Int32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < GAME_WORDS; i++) h = Math.imul(h ^ w[i], 0x01000193);
  let list = GAMES.get(h);
  if (list === undefined) GAMES.set(h, (list = []));
  for (const { words, id } of list) {
    let same = true;
    for (let i = 0; i < GAME_WORDS && same; i++) same = words[i] === w[i];
    if (same) return id;
  }
  list.push({ words: w.slice(), id: games });
  return games++;
}

const BARRIERS = new Uint8Array(CELLS);
const REVEALED = STATUS.revealed;
const JAMMED = STATUS.jammed;

/** Per unit (0-5), what its loadout fixes for an attack by or on it (Field.shotGame reads every field). */
interface UnitFacts {
  /** Weapon category and trait id (null for a Mercenary's simple weapon, 9.3). */
  category: (Category | null)[];
  trait: (WeaponTrait | null)[];
  range: Int32Array;
  rof: Int32Array;
  /** Printed Accuracy (a Mercenary's includes its weapon's). */
  baseAcc: Int32Array;
  /** An Operator's ability id or a Mercenary's synergy ability id. */
  ability: string[];
  /** Dodge before round effects: an Operator's with armor and Encumbered (2.4), a Mercenary's printed. */
  dodge: Int32Array;
  /** Printed ARM: the armor's or the Mercenary's. */
  arm: Int32Array;
  /** Operators: Close Quarters (Viper Compact), Reinforced Plating. */
  closeQuarters: boolean[];
  plating: boolean[];
  /** A Mercenary's move by its role (MERC_MOVE, 9.5), 0 for an Operator: no attack reads it, so shotGame leaves it out. */
  move: Int32Array;
  /** Each unit's Mercenary (loadout.mercenaries[unit % 3 - 1]; undefined for an Operator), for Field.merc. */
  mercs: (MercenaryDef | undefined)[];
}

const FACTS = new WeakMap<readonly [Loadout, Loadout], UnitFacts>();

/** The UnitFacts of a pair of loadouts, made once per pair (a field's copies share it). */
function unitFacts(loadouts: readonly [Loadout, Loadout]): UnitFacts {
  let facts = FACTS.get(loadouts);
  if (facts !== undefined) return facts;
  facts = {
    category: [], trait: [], range: new Int32Array(UNITS), rof: new Int32Array(UNITS), baseAcc: new Int32Array(UNITS), ability: [],
    dodge: new Int32Array(UNITS), arm: new Int32Array(UNITS), closeQuarters: [], plating: [], move: new Int32Array(UNITS), mercs: [],
  };
  for (let unit = 0; unit < UNITS; unit++) {
    const l = loadouts[seatOf(unit)];
    if (isOperator(unit)) {
      facts.category.push(l.weapon.category);
      facts.trait.push(l.weapon.trait.id);
      facts.range[unit] = l.weapon.range;
      facts.rof[unit] = l.weapon.rof;
      facts.baseAcc[unit] = l.operator.acc;
      facts.ability.push(l.operator.ability.id);
      facts.dodge[unit] = l.operator.dod + l.armor.dodge - (l.encumbered ? 1 : 0);
      facts.arm[unit] = l.armor.arm;
      facts.closeQuarters.push(l.weapon.trait.id === 'close-quarters');
      facts.plating.push(l.armor.traits.includes('reinforced-plating'));
      facts.mercs.push(undefined);
    } else {
      const merc = l.mercenaries[(unit % 3) - 1];
      facts.category.push(null);
      facts.trait.push(null);
      facts.range[unit] = merc.weapon.range;
      facts.rof[unit] = merc.weapon.dice;
      facts.baseAcc[unit] = merc.acc + merc.weapon.acc;
      facts.ability.push(merc.ability.id);
      facts.dodge[unit] = merc.dod;
      facts.arm[unit] = merc.arm;
      facts.closeQuarters.push(false);
      facts.plating.push(false);
      facts.move[unit] = MERC_MOVE[merc.role];
      facts.mercs.push(merc);
    }
  }
  FACTS.set(loadouts, facts);
  return facts;
}
