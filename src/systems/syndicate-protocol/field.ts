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
import { AttackProfile, profileAttack, type AttackReadings, type AttackSetup } from './attackProfile.ts';
import { Board, collinear, distance } from './board.ts';
import type { Loadout } from './loadout.ts';
import { CELLS, isOperator, seatOf, STATUS, SYNERGY_RANGE, UNITS } from './rules.ts';

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

export class Field {
  round = 0;
  priority = 0;
  /**
   * Bumped by `syncFrom` whenever the content it copies changed: the public
   * view's identity for the player's per-decision caches (ai.ts).
   */
  version = 0;
  /** Space of each unit; -1 once a Mercenary is eliminated (4.11: removed from the battlefield). */
  readonly pos = new Int16Array(UNITS);
  readonly hp = new Int16Array(UNITS);
  readonly status = new Int32Array(UNITS);
  /** Stacks of Guarded and Shielded (positive effects stack, 10.1). */
  readonly guarded = new Int16Array(UNITS);
  readonly shielded = new Int16Array(UNITS);
  /** Burning ticks still to come (section-10: 1 now, 1 at the next Attack Phase). */
  readonly burn = new Int16Array(UNITS);
  /** Shadowstep's Hidden lasts until the unit attacks or is Marked, past the end of the round. */
  readonly hiddenPersist = new Int16Array(UNITS);
  /** Until end of round. */
  readonly accRound = new Int16Array(UNITS);
  readonly dodgeRound = new Int16Array(UNITS);
  readonly armorRound = new Int16Array(UNITS);
  /** Armor lost to the Breach Cannon for the rest of the round. */
  readonly armorBroken = new Int16Array(UNITS);
  /** -Accuracy on the unit's next attack this round (Signal Jammer, Concussive Slam, Jam Pulse). */
  readonly accPenalty = new Int16Array(UNITS);
  /** -Accuracy this round / next round (EchoBurst 45, Havoc). */
  readonly accDown = new Int16Array(UNITS);
  readonly accDownNext = new Int16Array(UNITS);
  /** -Speed (movement) this round / next round (Hammerlock .50; Suppressed under suppressed=speed). */
  readonly slowRound = new Int16Array(UNITS);
  readonly slowNext = new Int16Array(UNITS);
  /** Holding Grip: cannot move during the next Movement Resolution. */
  readonly heldNext = new Int16Array(UNITS);
  /** Spaces moved this round and last round. */
  readonly moved = new Int16Array(UNITS);
  readonly movedLast = new Int16Array(UNITS);
  readonly startPos = new Int16Array(UNITS);
  /** Anchor Step, Hardpoint: cannot be displaced this round. */
  readonly noDisplace = new Int16Array(UNITS);
  /** Phantom Feint: must reroll the highest die on the next attack. */
  readonly rerollHighest = new Int16Array(UNITS);
  /** The Operator's next attack this round (cards). */
  readonly nextAcc = new Int16Array(UNITS);
  readonly nextDice = new Int16Array(UNITS);
  readonly nextDamage = new Int16Array(UNITS);
  readonly nextReroll = new Int16Array(UNITS);
  readonly nextHalf = new Int16Array(UNITS);
  readonly nextOnHit = new Int16Array(UNITS);
  readonly nextOnMiss = new Int16Array(UNITS);
  readonly nextSelfDamage = new Int16Array(UNITS);
  readonly nextUsed = new Int16Array(UNITS);
  /** Per seat. Predictive Advance's chosen enemy (-1 none). */
  readonly predictiveTarget = new Int16Array(2);
  /** Holo-Decoy (absorbs the next attack, no time limit) and Holographic Decoy (this round). */
  readonly decoy = new Int16Array(2);
  readonly decoyRound = new Int16Array(2);
  readonly mirage = new Int16Array(2);
  /** Shock Beacon space (-1 none) and the last round it lasts. */
  readonly beacon = new Int16Array(2);
  readonly beaconUntil = new Int16Array(2);
  /** Kinetic Barrier space this round (-1 none). */
  readonly barrier = new Int16Array(2);
  readonly firedBefore = new Int16Array(2);
  /** Hydra Modular Rifle this round: 0 +1 Accuracy, 1 +1 RoF. */
  readonly rail = new Int16Array(2);
  /** Once-per-round Operator ability spent (Signal Jam, Hold the Line, Predictive Mark, Breach & Clear, Surge Step). */
  readonly abilityUsed = new Int16Array(2);
  readonly platingUsed = new Int16Array(2);
  readonly glyphUsed = new Int16Array(2);
  readonly pingUsed = new Int16Array(2);
  readonly gelUsed = new Int16Array(2);
  /** The Operator attacked this round, and at what distance (Glyph, Rex). */
  readonly attacked = new Int16Array(2);
  readonly attackDistance = new Int16Array(2);
  /** The card each seat revealed this round (-1 before the reveal or none). */
  readonly played = new Int16Array(2);
  readonly quickDraw = new Int16Array(2);
  readonly breached = new Int16Array(2);
  readonly surged = new Int16Array(2);

  constructor(
    readonly board: Board,
    readonly loadouts: readonly [Loadout, Loadout],
    readonly readings: AttackReadings,
    readonly variants: Readonly<Record<string, string>>,
  ) {
    this.predictiveTarget.fill(-1);
    this.beacon.fill(-1);
    this.barrier.fill(-1);
    this.played.fill(-1);
  }

  /** Every per-unit and per-seat array, in UNIT_ARRAYS then SEAT_ARRAYS order (built once: syncFrom's loop). */
  private arraysCache: (Int16Array | Int32Array)[] | null = null;

  private arrays(): (Int16Array | Int32Array)[] {
    if (this.arraysCache === null) this.arraysCache = [...UNIT_ARRAYS, ...SEAT_ARRAYS].map((name) => this[name]);
    return this.arraysCache;
  }

  /**
   * Makes this field equal to `source`, writing only what differs, and bumps
   * `version` if anything did: the state's public view (state.ts
   * observation), so a player reads a copy it cannot use to change the game,
   * at the cost of ~300 compares per decision and no allocation.
   */
  syncFrom(source: Field): void {
    let changed = this.round !== source.round || this.priority !== source.priority;
    if (this.board !== source.board && this.board.syncFrom(source.board)) changed = true;
    this.round = source.round;
    this.priority = source.priority;
    const to = this.arrays();
    const from = source.arrays();
    for (let a = 0; a < to.length; a++) {
      const t = to[a];
      const f = from[a];
      for (let i = 0; i < f.length; i++) {
        if (t[i] !== f[i]) {
          t[i] = f[i];
          changed = true;
        }
      }
    }
    if (changed) this.version++;
  }

  copy(): Field {
    const copy = new Field(this.board, this.loadouts, this.readings, this.variants);
    copy.round = this.round;
    copy.priority = this.priority;
    for (const name of UNIT_ARRAYS) copy[name].set(this[name]);
    for (const name of SEAT_ARRAYS) copy[name].set(this[name]);
    return copy;
  }

  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { round: this.round, priority: this.priority };
    for (const name of [...UNIT_ARRAYS, ...SEAT_ARRAYS]) out[name] = Array.from(this[name]);
    return out;
  }

  restore(saved: Record<string, unknown>): void {
    this.round = Number(saved.round);
    this.priority = Number(saved.priority);
    for (const name of [...UNIT_ARRAYS, ...SEAT_ARRAYS] as (UnitArray | SeatArray)[]) this[name].set(saved[name] as number[]);
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

  /** Mercenary slot 1 or 2 of a unit index. */
  merc(unit: number) {
    return this.loadout(unit).mercenaries[(unit % 3) - 1];
  }

  /** A Mercenary's synergy ability is on when it stands within 4 spaces of its living Operator (9.5). */
  synergy(unit: number): boolean {
    const op = seatOf(unit) * 3;
    return this.alive(unit) && this.alive(op) && distance(this.pos[unit], this.pos[op]) <= SYNERGY_RANGE;
  }

  /** The Mercenary of `seat` with ability `ability`, alive and in synergy range, or -1. */
  mercWith(seat: number, ability: string): number {
    // Two checks instead of a loop over a new array: it runs in every attack setup (bench-syndicate-protocol).
    const first = seat * 3 + 1;
    if (this.merc(first).ability.id === ability && this.synergy(first)) return first;
    if (this.merc(first + 1).ability.id === ability && this.synergy(first + 1)) return first + 1;
    return -1;
  }

  /** Dodge before cover and statuses: printed, armor, Encumbered (2.4), round bonuses, Kinetic Shadow. */
  dodgeOf(unit: number): number {
    if (isOperator(unit)) {
      const l = this.loadout(unit);
      return l.operator.dod + l.armor.dodge - (l.encumbered ? 1 : 0) + this.dodgeRound[unit];
    }
    const merc = this.merc(unit);
    const op = seatOf(unit) * 3;
    const slip = merc.ability.id === 'kinetic-shadow' && this.synergy(unit) && this.moved[op] >= 3 ? 1 : 0;
    return merc.dod + slip + this.dodgeRound[unit];
  }

  armorOf(unit: number): number {
    const printed = isOperator(unit) ? this.loadout(unit).armor.arm : this.merc(unit).arm;
    return Math.max(0, printed + this.armorRound[unit] - this.armorBroken[unit]);
  }

  /** LoS from a space to a unit; Kinetic Barriers block it unless the target is Revealed under section-10 (10.3). */
  sees(from: number, target: number): boolean {
    const to = this.pos[target];
    if (from === to) return false;
    const b0 = this.barrier[0];
    const b1 = this.barrier[1];
    const ignoreEffects = this.has(target, STATUS.revealed) && this.readings.revealed === 'section-10';
    if ((b0 < 0 && b1 < 0) || ignoreEffects) return this.board.clearLine(from, to, null);
    if (b0 >= 0) BARRIERS[b0] = 1;
    if (b1 >= 0) BARRIERS[b1] = 1;
    const clear = this.board.clearLine(from, to, BARRIERS);
    if (b0 >= 0) BARRIERS[b0] = 0;
    if (b1 >= 0) BARRIERS[b1] = 0;
    return clear;
  }

  /** Cover the target has against a shot from `from` (variant cover), 0-2. */
  coverOf(from: number, target: number): number {
    const at = this.pos[target];
    return this.variants.cover === 'intervening' ? this.board.interveningCover(from, at) : this.board.cover(at);
  }

  /**
   * The attack of `attacker` from space `from` on `target` as an AttackSetup,
   * profiled into `profile`. Cards, statuses, Mercenary synergies and
   * Operator abilities all enter here (see README, "Attack").
   */
  attackSetup(attacker: number, target: number, from: number, setup: AttackSetup, profile: AttackProfile): AttackProfile {
    const seat = seatOf(attacker);
    const enemySeat = 1 - seat;
    const s = setup;
    const dist = distance(from, this.pos[target]);
    s.distance = dist;
    s.category = null;
    s.trait = null;
    s.acc = s.dice = s.damage = s.rerollMisses = s.coverExtra = s.afterArmor = 0;
    s.halfRof = s.firstFiring = s.fixedFour = s.targetCloseQuarters = false;
    s.rail = 0;
    if (isOperator(attacker)) {
      const l = this.loadout(attacker);
      s.category = l.weapon.category;
      s.trait = l.weapon.trait.id;
      s.range = l.weapon.range;
      s.rof = l.weapon.rof;
      s.baseAcc = l.operator.acc;
      s.acc = this.nextAcc[attacker] + this.accRound[attacker];
      if (this.predictiveTarget[seat] === target) s.acc += 1;
      // Predictive Mark (8.5): Lens marks an enemy each round; he is the next friendly Operator to attack it.
      if (l.operator.ability.id === 'predictive-mark' && isOperator(target)) s.acc += 1;
      s.dice = this.nextDice[attacker];
      s.damage = this.nextDamage[attacker];
      s.rerollMisses = this.nextReroll[attacker];
      s.halfRof = this.nextHalf[attacker] !== 0;
      s.firstFiring = this.firedBefore[seat] === 0;
      s.rail = this.rail[seat];
    } else {
      const merc = this.merc(attacker);
      s.range = merc.weapon.range;
      s.rof = merc.weapon.dice;
      s.baseAcc = merc.acc + merc.weapon.acc;
      s.acc = this.accRound[attacker];
      const op = seat * 3;
      if (this.synergy(attacker)) {
        const ability = merc.ability.id;
        if (ability === 'angle-assist' && this.adjacentToEnemy(op)) s.acc += 1;
        if (ability === 'target-sync' && this.attacked[seat] !== 0 && this.attackDistance[seat] <= 4) s.acc += 1;
        if (ability === 'alignment-protocol' && collinear(this.pos[op], from, this.pos[target])) s.acc += 1;
        if (ability === 'data-relay' && this.attacked[seat] !== 0 && this.glyphUsed[seat] === 0) s.fixedFour = true;
      }
    }
    s.acc -= this.accPenalty[attacker] + this.accDown[attacker];
    if (isOperator(target) && this.mirage[enemySeat] !== 0 && dist > 4) s.acc -= 1;
    s.cover = this.coverOf(from, target);
    if (isOperator(target)) {
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
    if (isOperator(target)) {
      const l = this.loadout(target);
      s.targetCloseQuarters = l.weapon.trait.id === 'close-quarters' && !(this.has(target, STATUS.jammed) && this.readings.jammed === 'section-10');
      if (l.operator.ability.id === 'hold-the-line' && this.abilityUsed[enemySeat] === 0) s.afterArmor += 1;
      if (l.armor.traits.includes('reinforced-plating') && this.platingUsed[enemySeat] === 0) s.afterArmor += 1;
    }
    s.rerollHighest = this.rerollHighest[attacker] !== 0;
    const glitch = enemySeat * 3;
    s.rerollHit = this.loadouts[enemySeat].operator.ability.id === 'signal-jam' && this.alive(glitch) && this.abilityUsed[enemySeat] === 0 && distance(this.pos[glitch], from) <= 3;
    profile.onHit = isOperator(attacker) ? this.nextOnHit[attacker] : 0;
    profile.onMiss = isOperator(attacker) ? this.nextOnMiss[attacker] : 0;
    return profileAttack(s, this.readings, profile);
  }

  /** Profiles an AttackSetup edited after attackSetup (the player's what-ifs, ai.ts). */
  reprofile(setup: AttackSetup, profile: AttackProfile): AttackProfile {
    return profileAttack(setup, this.readings, profile);
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

  /** Masks for movement: enemies of `seat`, and every unit. */
  fillMasks(seat: number, enemy: Uint8Array, occupied: Uint8Array): void {
    enemy.fill(0);
    occupied.fill(0);
    for (let u = 0; u < UNITS; u++) {
      const p = this.pos[u];
      if (p < 0 || this.hp[u] <= 0) continue;
      occupied[p] = 1;
      if (seatOf(u) !== seat) enemy[p] = 1;
    }
    const b0 = this.barrier[0];
    const b1 = this.barrier[1];
    if (b0 >= 0) occupied[b0] = enemy[b0] = 1;
    if (b1 >= 0) occupied[b1] = enemy[b1] = 1;
  }
}

const BARRIERS = new Uint8Array(CELLS);
