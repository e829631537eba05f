/**
 * Jovian Wars as a full game (`002_f697cf6215cb147c.txt`, Sequence, Movement,
 * Attack, Damage, Action, Bombing Run, Dogfight, Victory Conditions), the
 * Introductory Scenario: Standard Deployment Zones, Fleet Deployment, seven
 * Game Turns, 10 Objective Points for the most Victory Points.
 *
 * Each turn: Crippled ships roll on the Catastrophic Damage Table; then the
 * players alternate activations (seat 0 has Initiative; a player with more
 * models activates the rest consecutively). An activation is three kinds of
 * choice, abstracted to short lists:
 * - which model to activate;
 * - its plan: a capital ship picks a maneuver (0 to min(Turns, Thrusters)
 *   turns of 45 degrees, then the minimum, middle or maximum distance:
 *   Speed -/+ Thrusters) or Withdraw; a squadron approaches an enemy model to
 *   just inside its Short Range (Boosting if it must), declares a Bombing Run
 *   on a capital ship or intercepts a squadron (Dogfight) within reach, holds,
 *   or Withdraws;
 * - its attacks, one Fire Control each: a weapon and a legal target (arc,
 *   Sensor Range or missile range), the implicit Point Defense weapon, or end.
 * Bombing Runs and Dogfights are secret commits: the squadron's Fuel bid and
 * Attack/Defense split, then the defender's, revealed together.
 * Dice are chance nodes whose outcomes are magnitude codes with exact
 * probabilities from the dice kernels (attackPool.ts), or d6 faces.
 * Victory: most Victory Points (surviving TV; Withdrawn 0.5x, Crippled 0).
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import { CHANCE, TERMINAL, type ChanceOutcome, type CloneOptions, type GameEvent, type GameState, type SerializedState } from '../../game/state.ts';
import { reseeded } from '../../game/streams.ts';
import type { OpposedVariant } from '../../dice/d6opposed.ts';
import { describeCode } from '../../dice/setMagnitudes.ts';
import { exactPool, finalCode, planAttack, rollPool, situation, type AttackPlan, type AttackWindowKind } from './attackPool.ts';
import { traitValue, type CapitalCard, type Fleet, type SquadronCard, type Weapon } from './cards.ts';
import { damageCapital, damageScale, DEFENSE, newTally, SENSORS, squadronDamage, STRUCTURE, THRUSTERS, zeroedSystems, markRating, markStructure, type DamageTable } from './damage.ts';
import { attackedArc, COS, distance, distanceToSegment, inWeaponArc, onTable, SIN } from './geometry.ts';
import { BOOST_INCHES, BOOST_MAX_FUEL, catastrophicResult, DEPLOYMENT_DEPTH, EXPLOSION_CLOSE, EXPLOSION_RADIUS, FREE_MOVE, GAME_TURNS, MISSILE_RANGE, rangeBand, TABLE_INCHES, traitReading, VP_MULTIPLIER, WEAPON_DAMAGE_ON, SPINAL_WEAPON_DAMAGE_ON, WEAPON_INITIATIVE, type Variants } from './rules.ts';
import { cardOf, copyUnit, defenseOf, inPlay, isCapital, newUnit, rating, sensorsOf, thrustersOf, tracksOf, type Unit } from './units.ts';

export type Option =
  | { kind: 'select'; unit: number }
  | { kind: 'move'; turns: number; distance: number }
  | { kind: 'approach' | 'bomb' | 'intercept'; target: number; boost: number }
  | { kind: 'hold' }
  | { kind: 'withdraw' }
  | { kind: 'fire'; weapon: number; target: number }
  | { kind: 'end' }
  | { kind: 'commit'; bid: number; split: number };

/** Attack share of a Bombing or Dogfight pool: a third, half, two thirds (rounded). */
export const SPLITS = [1 / 3, 1 / 2, 2 / 3] as const;
const MAX_BID = 3;
/** Weapon index of the implicit Point Defense weapon (Weapons › Point Defense). */
export const POINT_DEFENSE = -1;
const EXPLOSION = -2;

interface AttackJob {
  kind: 'attack';
  attacker: number;
  weapon: number;
  target: number;
  plan: AttackPlan;
  table: DamageTable;
  window: AttackWindowKind;
  /** Skip when the attacker is out of play when the job starts (dogfight initiative order). */
  needsAttacker: boolean;
  stage: number;
  primary: number;
  rerolled: boolean;
  rollsLeft: number;
}
interface D6Job {
  kind: 'catastrophic' | 'weapon-damage';
  unit: number;
  weapon: number;
}
interface SkillJob {
  kind: 'withdraw';
  unit: number;
}
type Job = AttackJob | D6Job | SkillJob;

interface Exchange {
  kind: 'bombing' | 'dogfight';
  attacker: number;
  defender: number;
  first: Option | null;
  second: Option | null;
}

type Phase = 'select' | 'plan' | 'attack' | 'commit' | 'over';
type Roll = { base: number; flex: number; macro: number } | 'd6' | null;

const D6_OUTCOMES: readonly ChanceOutcome[] = Object.freeze([1, 2, 3, 4, 5, 6].map((action) => ({ action, probability: 1 / 6 })));
const outcomeCache = new Map<string, ChanceOutcome[]>();

function poolOutcomes(params: { base: number; flex: number; macro: number }): ChanceOutcome[] {
  const key = `${params.base}/${params.flex}/${params.macro}`;
  let list = outcomeCache.get(key);
  if (!list) {
    const dist = exactPool(params);
    list = [];
    for (let code = 0; code < dist.length; code++) if (dist[code] > 0) list.push({ action: code, probability: dist[code] });
    outcomeCache.set(key, list);
  }
  return list;
}

export interface GameStats {
  activations: number[];
  attackWindows: number;
  attacks: number;
  diceRolled: number;
  rolls: number;
  opposedRolls: number;
  decisions: number[];
}

export interface JovianObservation {
  you: number;
  turn: number;
  phase: Phase;
  current: number;
  active: number;
  units: Unit[];
  /** The open Bombing Run or Dogfight: who, and your own commit; never the opponent's uncommitted choice. */
  exchange: { kind: string; attacker: number; defender: number; yours: Option | null } | null;
  victoryPoints: number[];
}

export class JovianState implements GameState<JovianObservation> {
  readonly game = 'jovian-wars';
  units: Unit[] = [];
  turn = 1;
  phase: Phase = 'select';
  toMove = 0;
  active = -1;
  firedThisActivation = 0;
  jobs: Job[] = [];
  roll: Roll = null;
  exchange: Exchange | null = null;
  names: [string, string] = ['A', 'B'];
  tv: [number, number] = [0, 0];
  stats: GameStats = { activations: [0, 0], attackWindows: 0, attacks: 0, diceRolled: 0, rolls: 0, opposedRolls: 0, decisions: [0, 0] };
  private cached: Option[] | null = null;
  private log: GameEvent[] | null;

  constructor(
    readonly variants: Variants,
    private chance: Xoshiro128,
    log: boolean,
  ) {
    this.log = log ? [] : null;
  }

  /**
   * Fleet Deployment in Standard Deployment Zones (Scenarios): seat 0 along
   * y = 0, seat 1 along y = 48, capital ships 6" in facing the enemy,
   * squadrons 10" in, spread evenly across the table. (Placement is not a
   * decision here.)
   */
  static start(fleets: readonly [Fleet, Fleet], variants: Variants, chance: Xoshiro128, log: boolean): JovianState {
    const state = new JovianState(variants, chance, log);
    for (let side = 0; side < 2; side++) {
      const fleet = fleets[side];
      state.names[side] = fleet.name;
      state.tv[side] = fleet.total;
      const capitals = fleet.cards.filter((c) => c.kind === 'capital');
      const squadrons = fleet.cards.filter((c) => c.kind !== 'capital');
      const place = (list: typeof fleet.cards, depth: number) => {
        list.forEach((card, i) => {
          const x = ((i + 1) * TABLE_INCHES) / (list.length + 1);
          const y = side === 0 ? depth : TABLE_INCHES - depth;
          state.units.push(newUnit(card, state.units.length, side, x, y, side === 0 ? 2 : 6));
        });
      };
      place(capitals, DEPLOYMENT_DEPTH / 2);
      place(squadrons, DEPLOYMENT_DEPTH - 2);
    }
    state.push({ kind: 'start', fleets: [fleets[0].name, fleets[1].name], tv: [fleets[0].total, fleets[1].total], units: state.units.map((u) => `${u.side}:${u.card}`) });
    state.beginTurn();
    return state;
  }

  private push(event: GameEvent): void {
    this.log?.push(event);
  }

  // ---------- flow ----------

  private beginTurn(): void {
    for (const u of this.units) {
      u.activated = !inPlay(u);
      u.used = 0;
      u.pdUsed = false;
      u.boosted = false;
    }
    this.push({ kind: 'turn', turn: this.turn, vp: this.victoryPoints() });
    // States › Crippled: each Crippled ship rolls when "You start the Deployment Phase of a turn".
    if (this.turn > 1) for (const u of this.units) if (u.status === 'crippled') this.jobs.push({ kind: 'catastrophic', unit: u.index, weapon: 0 });
    this.toMove = 0;
    this.phase = 'select';
    this.settle();
  }

  private hasReady(side: number): boolean {
    return this.units.some((u) => u.side === side && !u.activated && inPlay(u));
  }

  private endActivation(): void {
    const unit = this.units[this.active];
    if (unit) {
      unit.boosted = false;
      // Attack Window: "Weapons may not be used more than one time per Activation" (default), or per round (JW-053).
      if (this.variants['weapon-use'] !== 'round') {
        unit.used = 0;
        for (const u of this.units) u.pdUsed = false;
      }
    }
    this.active = -1;
    if (this.decided()) {
      this.finish();
      return;
    }
    const other = 1 - this.toMove;
    if (this.hasReady(other)) this.toMove = other;
    else if (!this.hasReady(this.toMove)) {
      this.endTurn();
      return;
    }
    this.phase = 'select';
  }

  private endTurn(): void {
    // End Phase: Fuel refreshes.
    for (const u of this.units) if (!isCapital(u)) u.fuel = (cardOf(u) as SquadronCard).fuel;
    if (this.turn >= GAME_TURNS || this.decided()) {
      this.finish();
      return;
    }
    this.turn++;
    this.beginTurn();
  }

  /** One fleet has nothing left on the table. */
  private decided(): boolean {
    return this.units.every((u) => u.side === 0 || !inPlay(u)) || this.units.every((u) => u.side === 1 || !inPlay(u));
  }

  private finish(): void {
    this.phase = 'over';
    this.jobs.length = 0;
    this.roll = null;
    this.push({ kind: 'end', turn: this.turn, vp: this.victoryPoints(), winner: this.winner() });
  }

  /** Runs queued jobs until a roll or a decision is needed. */
  private settle(): void {
    this.cached = null;
    while (this.roll === null && this.jobs.length > 0) this.startJob(this.jobs[0]);
    if (this.roll !== null) return;
    if (this.phase === 'attack') {
      const unit = this.units[this.active];
      if (!unit || !inPlay(unit) || this.fireControlLeft(unit) <= 0 || this.options().length === 1) {
        this.endActivation();
        this.cached = null;
      }
    }
    if (this.phase === 'select' && !this.hasReady(this.toMove)) {
      if (this.hasReady(1 - this.toMove)) this.toMove = 1 - this.toMove;
      else this.endTurn();
    }
  }

  // ---------- GameState ----------

  currentPlayer(): number {
    if (this.phase === 'over') return TERMINAL;
    if (this.roll !== null) return CHANCE;
    return this.toMove;
  }

  options(): Option[] {
    if (this.cached) return this.cached;
    let list: Option[] = [];
    if (this.phase === 'select') {
      for (const u of this.units) if (u.side === this.toMove && !u.activated && inPlay(u)) list.push({ kind: 'select', unit: u.index });
    } else if (this.phase === 'plan') list = this.planOptions(this.units[this.active]);
    else if (this.phase === 'attack') list = this.attackOptions(this.units[this.active]);
    else if (this.phase === 'commit') list = this.commitOptions();
    this.cached = list;
    return list;
  }

  legalActions(): readonly number[] {
    if (this.phase === 'over') return [];
    if (this.roll !== null) return this.chanceOutcomes().map((o) => o.action);
    return this.options().map((_, i) => i);
  }

  describeAction(action: number): string {
    if (this.roll !== null) return this.roll === 'd6' ? `d6 ${action}` : `roll ${describeCode(action)}`;
    const o = this.options()[action];
    if (!o) return `action ${action}`;
    return this.describeOption(o);
  }

  describeOption(o: Option): string {
    const name = (i: number) => `${cardOf(this.units[i]).name}#${i}`;
    switch (o.kind) {
      case 'select':
        return `activate ${name(o.unit)}`;
      case 'move':
        return `turn ${o.turns > 0 ? '+' : ''}${o.turns * 45} deg, move ${o.distance}"`;
      case 'approach':
      case 'bomb':
      case 'intercept':
        return `${o.kind} ${name(o.target)}${o.boost ? ` (boost ${o.boost})` : ''}`;
      case 'hold':
        return 'hold position';
      case 'withdraw':
        return 'withdraw';
      case 'fire':
        return o.weapon === POINT_DEFENSE ? `point defense at ${name(o.target)}` : `fire ${cardOf(this.units[this.active]).weapons[o.weapon].name} at ${name(o.target)}`;
      case 'end':
        return 'end activation';
      case 'commit':
        return `commit bid ${o.bid}, attack share ${Math.round(SPLITS[o.split] * 100)}%`;
    }
  }

  chanceOutcomes(): readonly ChanceOutcome[] {
    if (this.roll === null) return [];
    return this.roll === 'd6' ? D6_OUTCOMES : poolOutcomes(this.roll);
  }

  applyChance(): number {
    if (this.roll === null) throw new Error('jovian-wars: applyChance at a decision node');
    const outcome = this.roll === 'd6' ? this.chance.nextBelow(6) + 1 : rollPool(this.roll, this.chance);
    this.resolveRoll(outcome);
    return outcome;
  }

  apply(action: number): void {
    if (this.phase === 'over') throw new Error('jovian-wars: the game is over');
    if (this.roll !== null) {
      if (!this.chanceOutcomes().some((o) => o.action === action)) throw new Error(`jovian-wars: ${action} is not an outcome of this roll`);
      this.resolveRoll(action);
      return;
    }
    const option = this.options()[action];
    if (!option) throw new Error(`jovian-wars: illegal action ${action}; legal: 0..${this.options().length - 1}`);
    this.stats.decisions[this.toMove]++;
    this.play(option);
    this.settle();
  }

  isTerminal(): boolean {
    return this.phase === 'over';
  }

  returns(): number[] {
    if (this.phase !== 'over') return [0, 0];
    const w = this.winner();
    return w === 0 ? [1, -1] : w === 1 ? [-1, 1] : [0, 0];
  }

  /** Victory Points by seat: surviving TV with the state multipliers (captured is not modelled). */
  victoryPoints(): number[] {
    const vp = [0, 0];
    for (const u of this.units) {
      const m = u.status === 'active' ? VP_MULTIPLIER.active : u.status === 'withdrawn' ? VP_MULTIPLIER.withdrawn : 0;
      vp[u.side] += cardOf(u).tv * m;
    }
    return vp;
  }

  /** TV each seat has killed: enemy models Crippled or Destroyed (Pre-Game Setup: "who has killed more points"). */
  killedPoints(): number[] {
    const killed = [0, 0];
    for (const u of this.units) if (u.status === 'crippled' || u.status === 'destroyed') killed[1 - u.side] += cardOf(u).tv;
    return killed;
  }

  winner(): number {
    const score = this.variants.victory === 'killed' ? this.killedPoints() : this.victoryPoints();
    return score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : -1;
  }

  // ---------- options ----------

  fireControlLeft(unit: Unit): number {
    const card = cardOf(unit);
    // Crippled ships are "reduced to Fire Control: 1" (States › Crippled).
    const fc = unit.status === 'crippled' ? Math.min(1, card.fireControl) : card.fireControl;
    return fc - this.firedThisActivation;
  }

  private enemiesWithin(unit: Unit, inches: number): boolean {
    return this.units.some((e) => e.side !== unit.side && inPlay(e) && distance(unit.x, unit.y, e.x, e.y) < inches);
  }

  private planOptions(unit: Unit): Option[] {
    const list: Option[] = [];
    const card = cardOf(unit);
    // Generic Special Actions › Withdraw: at least 6" from enemy models (Skill Test D+).
    const canWithdraw = !this.enemiesWithin(unit, 6);
    if (card.kind === 'capital') {
      const thrusters = thrustersOf(unit);
      const maxTurns = Math.min(card.turns, thrusters);
      const lo = card.speed - thrusters;
      const hi = card.speed + thrusters;
      const distances = [...new Set([lo, Math.round((lo + hi) / 2), hi])];
      if (unit.status === 'active') {
        for (let t = -maxTurns; t <= maxTurns; t++) for (const d of distances) list.push({ kind: 'move', turns: t, distance: d });
      } else {
        for (const d of distances) list.push({ kind: 'move', turns: 0, distance: d });
      }
      if (canWithdraw) list.push({ kind: 'withdraw' });
      return list;
    }
    const sq = card as SquadronCard;
    const boostFor = (gap: number): number => {
      if (gap <= sq.speed) return 0;
      for (let b = 1; b <= Math.min(BOOST_MAX_FUEL, unit.fuel); b++) if (gap <= sq.speed + b * BOOST_INCHES) return b;
      return -1;
    };
    for (const e of this.units) {
      if (e.side === unit.side || !inPlay(e)) continue;
      const gap = distance(unit.x, unit.y, e.x, e.y);
      const reach = boostFor(gap);
      if (isCapital(e)) {
        if (reach >= 0 && unit.status === 'active') list.push({ kind: 'bomb', target: e.index, boost: reach });
      } else if (reach >= 0) list.push({ kind: 'intercept', target: e.index, boost: reach });
      list.push({ kind: 'approach', target: e.index, boost: Math.max(0, Math.min(1, unit.fuel, gap > sq.speed ? 1 : 0)) });
    }
    list.push({ kind: 'hold' });
    if (canWithdraw) list.push({ kind: 'withdraw' });
    return list;
  }

  /** The weapon's base reach to a target: refusal reason or null (arc, range, damage, use). */
  private canFire(unit: Unit, w: Weapon, wi: number, target: Unit): boolean {
    if ((unit.used >> wi) & 1 || (unit.damaged >> wi) & 1) return false;
    if (w.type === 'lance' || w.type === 'drone') return false;
    if (isCapital(target) ? w.ac === 0 : w.as === 0) return false;
    const d = distance(unit.x, unit.y, target.x, target.y);
    if (isCapital(unit) && !inWeaponArc(w.arc, unit.heading, unit.x, unit.y, target.x, target.y)) return false;
    if (w.type === 'missile') {
      const stealth = traitValue(cardOf(target).traits, 'stealth') && traitReading(this.variants, 'stealth') === 'traits-1' ? 6 : 0;
      return d + stealth <= MISSILE_RANGE[w.missile ?? 'ac'];
    }
    // Only Long Range refuses a gun (Sniper excepted); Cloak (traits-1) puts the target at Long Range.
    if (traitValue(w.traits, 'sniper') > 0) return true;
    const tCard = cardOf(target);
    if (traitValue(tCard.traits, 'cloak') > 0 && traitReading(this.variants, 'cloak') === 'traits-1') return false;
    const stealth = traitReading(this.variants, 'stealth') === 'traits-2' ? traitValue(tCard.traits, 'stealth') : 0;
    return rangeBand(d, tCard.signature, Math.max(0, sensorsOf(unit) - stealth), this.variants['optimum-edge']) !== 'long';
  }

  private attackOptions(unit: Unit): Option[] {
    const list: Option[] = [];
    if (this.fireControlLeft(unit) > 0) {
      const card = cardOf(unit);
      card.weapons.forEach((w, wi) => {
        for (const t of this.units) if (t.side !== unit.side && inPlay(t) && this.canFire(unit, w, wi, t)) list.push({ kind: 'fire', weapon: wi, target: t.index });
      });
      if (isCapital(unit) && !unit.pdUsed && defenseOf(unit) > 0) {
        const first = this.units.find((t) => t.side !== unit.side && inPlay(t) && !isCapital(t) && distance(unit.x, unit.y, t.x, t.y) <= cardOf(t).signature);
        if (first) list.push({ kind: 'fire', weapon: POINT_DEFENSE, target: first.index });
      }
    }
    list.push({ kind: 'end' });
    return list;
  }

  private commitOptions(): Option[] {
    const ex = this.exchange!;
    const unit = this.units[ex.first === null ? ex.attacker : ex.defender];
    const list: Option[] = [];
    const maxBid = isCapital(unit) ? 0 : Math.min(MAX_BID, unit.fuel);
    for (let bid = 0; bid <= maxBid; bid++) for (let split = 0; split < SPLITS.length; split++) list.push({ kind: 'commit', bid, split });
    return list;
  }

  // ---------- playing ----------

  private play(o: Option): void {
    switch (o.kind) {
      case 'select': {
        this.active = o.unit;
        const unit = this.units[o.unit];
        unit.activated = true;
        this.firedThisActivation = 0;
        this.stats.activations[unit.side]++;
        this.phase = 'plan';
        this.push({ kind: 'activate', turn: this.turn, player: unit.side, unit: unit.index, card: unit.card });
        return;
      }
      case 'move':
        this.moveCapital(this.units[this.active], o.turns, o.distance);
        return;
      case 'withdraw':
        this.jobs.push({ kind: 'withdraw', unit: this.active });
        this.phase = 'attack';
        return;
      case 'hold':
        this.stats.attackWindows++;
        this.phase = 'attack';
        this.push({ kind: 'hold', unit: this.active });
        return;
      case 'approach':
      case 'bomb':
      case 'intercept':
        this.moveSquadron(this.units[this.active], o);
        return;
      case 'fire':
        this.fire(this.units[this.active], o.weapon, o.target);
        return;
      case 'end':
        this.endActivation();
        return;
      case 'commit':
        this.commit(o);
        return;
    }
  }

  private moveCapital(unit: Unit, turns: number, inches: number): void {
    // Turns are taken at the start of the move (the rulebook allows any point).
    unit.heading = (unit.heading + turns + 8) % 8;
    unit.x += COS[unit.heading] * inches;
    unit.y += SIN[unit.heading] * inches;
    this.push({ kind: 'move', unit: unit.index, turns, distance: inches, x: round(unit.x), y: round(unit.y) });
    if (this.leaveIfOff(unit)) return;
    this.stats.attackWindows++;
    this.phase = 'attack';
  }

  /** Movement › Leaving Play: a model that ends a move off the table is Withdrawn. */
  private leaveIfOff(unit: Unit): boolean {
    if (onTable(unit.x, unit.y, TABLE_INCHES)) return false;
    unit.status = 'withdrawn';
    this.push({ kind: 'left-table', unit: unit.index });
    this.endActivation();
    return true;
  }

  private moveSquadron(unit: Unit, o: { kind: 'approach' | 'bomb' | 'intercept'; target: number; boost: number }): void {
    const sq = cardOf(unit) as SquadronCard;
    const target = this.units[o.target];
    // Squadron Special Actions › Boost: +3" per Fuel (1-2); grants Evasive for the activation.
    unit.fuel -= o.boost;
    unit.boosted = o.boost > 0;
    const reach = sq.speed + o.boost * BOOST_INCHES;
    const gap = distance(unit.x, unit.y, target.x, target.y);
    // Approach to just inside the target's Short Range (its Signature) - or base contact (1") for a run.
    const stopAt = o.kind === 'approach' ? cardOf(target).signature - 0.5 : 1;
    const travel = Math.max(0, Math.min(reach, gap - stopAt));
    if (gap > 0) {
      unit.x += ((target.x - unit.x) / gap) * travel;
      unit.y += ((target.y - unit.y) / gap) * travel;
    }
    this.push({ kind: o.kind, unit: unit.index, target: target.index, boost: o.boost, x: round(unit.x), y: round(unit.y) });
    this.stats.attackWindows++;
    if (o.kind === 'approach') {
      this.autofire(unit);
      this.phase = 'attack';
      return;
    }
    this.exchange = { kind: o.kind === 'bomb' ? 'bombing' : 'dogfight', attacker: unit.index, defender: target.index, first: null, second: null };
    this.phase = 'commit';
  }

  /**
   * Point Defense with Autofire (Weapons › Point Defense; Attack Window): an
   * enemy squadron ending its move within Short Range (Sensors counted as 0)
   * of a capital ship with Defense above 0 draws a Point Defense attack, once
   * per activation or round (`weapon-use`).
   */
  private autofire(squadron: Unit): void {
    for (const ship of this.units) {
      if (ship.side === squadron.side || !inPlay(ship) || !isCapital(ship) || ship.pdUsed || defenseOf(ship) <= 0) continue;
      if (distance(ship.x, ship.y, squadron.x, squadron.y) > cardOf(squadron).signature) continue;
      ship.pdUsed = true;
      this.stats.attackWindows++;
      this.queueAttack(ship, POINT_DEFENSE, squadron, 'point-defense', false);
    }
  }

  /** The implicit Point Defense weapon: AC 0, AS = current Defense, Macro 0, Turret. */
  private pointDefense(ship: Unit): Weapon {
    return { id: 'point-defense', name: 'Point Defense', type: 'kinetic', arc: ['T'], ac: 0, as: defenseOf(ship), macro: 0, traits: [], count: 1 };
  }

  private weaponOf(unit: Unit, wi: number): Weapon {
    return wi === POINT_DEFENSE ? this.pointDefense(unit) : cardOf(unit).weapons[wi];
  }

  /** The attack's dice for this unit, weapon and target now (attackPool.ts). */
  plan(unit: Unit, wi: number, target: Unit, window: AttackWindowKind, extra: Partial<Parameters<typeof situation>[1]> = {}): AttackPlan {
    const w = this.weaponOf(unit, wi);
    const tCard = cardOf(target);
    const aCard = cardOf(unit);
    const d = distance(unit.x, unit.y, target.x, target.y);
    const stealth = traitReading(this.variants, 'stealth') === 'traits-2' ? traitValue(tCard.traits, 'stealth') : 0;
    const sensors = wi === POINT_DEFENSE ? 0 : Math.max(0, sensorsOf(unit) - stealth);
    const band = rangeBand(d, tCard.signature, sensors, this.variants['optimum-edge']);
    const capital = tCard.kind === 'capital';
    let support = 0;
    if (capital && w.type === 'missile') {
      for (const f of this.units) if (f !== target && f.side === target.side && inPlay(f) && isCapital(f) && distance(f.x, f.y, target.x, target.y) <= 3) support++;
    }
    const evasive = !capital && (traitValue(tCard.traits, 'evasive') > 0 || target.boosted) && target.fuel > 0;
    const linked = traitValue(w.traits, 'link') > 0 ? w.count : 1;
    return planAttack(
      situation(w, {
        targetIsCapital: capital,
        armor: capital ? (tCard as CapitalCard).armor[attackedArc(target.heading, target.x, target.y, unit.x, unit.y)] : (tCard as SquadronCard).armor,
        arc: capital ? attackedArc(target.heading, target.x, target.y, unit.x, unit.y) : 'fore',
        targetTraits: tCard.traits,
        missileDefense: capital ? defenseOf(target) : tCard.skill,
        targetSkill: tCard.skill,
        targetStartingStructure: capital ? (tCard as CapitalCard).structure.length : 2,
        evasive,
        evasiveFuel: evasive && target.boosted,
        band,
        window,
        attackerTraits: aCard.traits,
        attackerSkill: aCard.skill,
        support,
        linked,
        ...extra,
      }),
      this.variants,
    );
  }

  private queueAttack(unit: Unit, wi: number, target: Unit, window: AttackWindowKind, secondary: boolean): void {
    const w = this.weaponOf(unit, wi);
    const plan = this.plan(unit, wi, target, window, { secondaryTarget: secondary });
    this.jobs.push(this.attackJob(unit.index, wi, target.index, plan, tableOf(w), window, false));
  }

  private attackJob(attacker: number, weapon: number, target: number, plan: AttackPlan, table: DamageTable, window: AttackWindowKind, needsAttacker: boolean): AttackJob {
    return { kind: 'attack', attacker, weapon, target, plan, table, window, needsAttacker, stage: plan.declareChance < 1 ? -1 : 0, primary: 0, rerolled: false, rollsLeft: plan.rolls };
  }

  private fire(unit: Unit, wi: number, targetIndex: number): void {
    const target = this.units[targetIndex];
    this.firedThisActivation++;
    if (wi === POINT_DEFENSE) {
      // "declare an attack using its Point Defense weapon against all Squadrons in range".
      unit.pdUsed = true;
      for (const t of this.units) if (t.side !== unit.side && inPlay(t) && !isCapital(t) && distance(unit.x, unit.y, t.x, t.y) <= cardOf(t).signature) this.queueAttack(unit, POINT_DEFENSE, t, 'point-defense', false);
      return;
    }
    unit.used |= 1 << wi;
    const w = cardOf(unit).weapons[wi];
    this.push({ kind: 'fire', unit: unit.index, weapon: w.name, target: targetIndex });
    this.queueAttack(unit, wi, target, 'activation', false);
    if (w.type === 'kinetic') {
      // Kinetic Cannon: every other model touched by the 1"-wide line is a Secondary Target, farthest first.
      const hit = this.units
        .filter((m) => m !== unit && m !== target && inPlay(m) && distanceToSegment(m.x, m.y, unit.x, unit.y, target.x, target.y) <= 0.5)
        .sort((a, b) => distance(unit.x, unit.y, b.x, b.y) - distance(unit.x, unit.y, a.x, a.y));
      for (const m of hit) if (this.plan(unit, wi, m, 'activation').refused === null) this.queueAttack(unit, wi, m, 'activation', true);
    }
  }

  private commit(o: Option & { kind: 'commit' }): void {
    const ex = this.exchange!;
    if (ex.first === null) {
      ex.first = o;
      this.toMove = this.units[ex.defender].side;
      this.push({ kind: 'commit', player: this.units[ex.attacker].side, secret: true });
      return;
    }
    ex.second = o;
    this.toMove = this.units[ex.attacker].side;
    this.resolveExchange(ex);
    this.exchange = null;
    this.phase = 'attack';
  }

  /** The chosen weapon for a Bombing Run or Dogfight: the best undamaged non-missile weapon for the target type. */
  private exchangeWeapon(unit: Unit, targetIsCapital: boolean, attacked: Unit | null): number {
    const card = cardOf(unit);
    let best = -1;
    let bestValue = -1;
    card.weapons.forEach((w, wi) => {
      if (w.type === 'missile' || w.type === 'drone' || (unit.damaged >> wi) & 1) return;
      if (attacked && isCapital(unit) && !inWeaponArc(w.arc, unit.heading, unit.x, unit.y, attacked.x, attacked.y)) return;
      const v = targetIsCapital ? w.ac : w.as;
      if (v > bestValue) {
        best = wi;
        bestValue = v;
      }
    });
    return best;
  }

  /**
   * Bombing Run steps 2-6 and Dogfight steps 2-6: pools are the chosen weapon's
   * AC (squadron bombing) or AS, plus Skill (or the capital ship's Defense)
   * plus the Fuel bid, split into Attack and Defense (+1 Defense for Evasive);
   * each side's Attack is an opposed roll against the other's Defense. Bombing
   * attacks are simultaneous; Dogfight attacks follow weapon initiative.
   */
  private resolveExchange(ex: Exchange): void {
    const a = this.units[ex.attacker];
    const b = this.units[ex.defender];
    const commits = [ex.first!, ex.second!] as const;
    const sides = [a, b];
    const pools: { attack: number; defense: number; weapon: number }[] = [];
    for (let k = 0; k < 2; k++) {
      const u = sides[k];
      const other = sides[1 - k];
      const c = commits[k] as Option & { kind: 'commit' };
      const card = cardOf(u);
      const wi = this.exchangeWeapon(u, isCapital(other), other);
      const w = wi >= 0 ? card.weapons[wi] : null;
      const rated = w ? (isCapital(other) ? w.ac : w.as) : 0;
      const total = rated + (isCapital(u) ? defenseOf(u) : card.skill) + c.bid;
      if (!isCapital(u)) u.fuel -= c.bid;
      const attack = Math.round(total * SPLITS[c.split]);
      const evasive = !isCapital(u) && traitValue(card.traits, 'evasive') > 0 ? 1 : 0;
      pools.push({ attack, defense: total - attack + evasive, weapon: wi });
      if (u === a && wi >= 0) {
        // The active squadron's weapon is used and costs a Fire Control (Bombing Run / Dogfight step 6).
        u.used |= 1 << wi;
        this.firedThisActivation++;
      }
    }
    this.push({ kind: 'reveal', exchange: ex.kind, attacker: a.index, defender: b.index, bids: [(commits[0] as { bid: number }).bid, (commits[1] as { bid: number }).bid], pools: pools.map((p) => [p.attack, p.defense]) });
    const jobs: { job: AttackJob; initiative: number }[] = [];
    for (let k = 0; k < 2; k++) {
      const u = sides[k];
      const other = sides[1 - k];
      if (pools[k].weapon < 0 || pools[k].attack <= 0) continue;
      const window: AttackWindowKind = ex.kind === 'bombing' && k === 0 ? 'bombing' : 'dogfight';
      const plan = this.plan(u, pools[k].weapon, other, window, { baseOverride: pools[k].attack, defenseOverride: pools[1 - k].defense, evasive: false });
      const w = cardOf(u).weapons[pools[k].weapon];
      jobs.push({ job: this.attackJob(u.index, pools[k].weapon, other.index, plan, tableOf(w), window, ex.kind === 'dogfight'), initiative: WEAPON_INITIATIVE[w.type] });
    }
    if (ex.kind === 'dogfight' && jobs.length === 2 && jobs[0].initiative !== jobs[1].initiative && jobs[0].initiative !== 0 && jobs[1].initiative !== 0) {
      jobs.sort((x, y) => x.initiative - y.initiative);
    } else for (const j of jobs) j.job.needsAttacker = false;
    for (const j of jobs) this.jobs.push(j.job);
    // Bombing Run step 9 / Dogfight step 8: the attacker's free 4" move away.
    const back = a.side === 0 ? -1 : 1;
    a.y = Math.max(0.5, Math.min(TABLE_INCHES - 0.5, a.y + back * FREE_MOVE));
  }

  // ---------- jobs and dice ----------

  private startJob(job: Job): void {
    if (job.kind === 'attack') {
      const attacker = this.units[job.attacker];
      const target = this.units[job.target];
      if (!inPlay(target) || (job.needsAttacker && !inPlay(attacker))) {
        this.jobs.shift();
        return;
      }
      this.stats.attacks++;
      if (job.plan.opposed) this.stats.opposedRolls++;
      this.roll = job.stage === -1 ? { base: cardOf(attacker).skill, flex: 0, macro: 0 } : job.plan.poolParams;
      return;
    }
    if (job.kind === 'withdraw') {
      this.roll = { base: cardOf(this.units[job.unit]).skill, flex: 0, macro: 0 };
      return;
    }
    const unit = this.units[job.unit];
    if (job.kind === 'catastrophic' && unit.status !== 'crippled') {
      this.jobs.shift();
      return;
    }
    this.roll = 'd6';
  }

  private countDice(): void {
    const r = this.roll;
    this.stats.rolls++;
    if (r === 'd6') this.stats.diceRolled++;
    else if (r) this.stats.diceRolled += r.base < 2 ? 2 : r.base + r.flex + Math.abs(r.macro);
  }

  private resolveRoll(outcome: number): void {
    this.countDice();
    this.roll = null;
    const job = this.jobs[0];
    if (job.kind === 'attack') this.continueAttack(job, outcome);
    else if (job.kind === 'withdraw') {
      this.jobs.shift();
      const unit = this.units[job.unit];
      const ok = outcome !== 0;
      if (ok) unit.status = 'withdrawn';
      this.push({ kind: 'withdraw', unit: unit.index, roll: describeCode(outcome), success: ok });
    } else if (job.kind === 'weapon-damage') {
      this.jobs.shift();
      const unit = this.units[job.unit];
      const spinal = cardOf(unit).weapons[job.weapon].arc.includes('SPN');
      const hit = outcome >= (spinal ? SPINAL_WEAPON_DAMAGE_ON : WEAPON_DAMAGE_ON);
      if (hit) unit.damaged |= 1 << job.weapon;
      this.push({ kind: 'weapon-damage', unit: unit.index, weapon: cardOf(unit).weapons[job.weapon].name, die: outcome, damaged: hit });
    } else {
      this.jobs.shift();
      this.catastrophic(this.units[job.unit], outcome);
    }
    this.settle();
  }

  private continueAttack(job: AttackJob, outcome: number): void {
    const plan = job.plan;
    if (job.stage === -1) {
      // Cloak (traits-2): a Skill Test D+ to target the cloaked model at Long Range.
      if (outcome === 0) {
        this.jobs.shift();
        this.push({ kind: 'cloak-test', unit: job.attacker, success: false });
        return;
      }
      job.stage = 0;
      this.roll = plan.poolParams;
      return;
    }
    if (job.stage === 0 && plan.opposed) {
      job.primary = outcome;
      job.stage = 1;
      this.roll = plan.opposed;
      return;
    }
    const primary = job.stage === 0 ? outcome : job.primary;
    const secondary = job.stage === 1 ? outcome : 0;
    const code = finalCode(plan, primary, secondary, this.variants.opposed as OpposedVariant);
    if (code === 0 && plan.rerollOnN && !job.rerolled) {
      job.rerolled = true;
      job.stage = 0;
      this.roll = plan.poolParams;
      return;
    }
    this.applyDamage(job, code);
    job.rollsLeft--;
    if (job.rollsLeft > 0 && inPlay(this.units[job.target])) {
      job.stage = 0;
      job.rerolled = false;
      this.roll = plan.poolParams;
      return;
    }
    this.jobs.shift();
  }

  private applyDamage(job: AttackJob, code: number): void {
    const target = this.units[job.target];
    const card = cardOf(target);
    if (card.kind !== 'capital') {
      const dmg = squadronDamage(code, damageScale(this.variants['squadron-damage']));
      target.structure = Math.max(0, target.structure - dmg);
      if (target.structure === 0) target.status = 'destroyed';
      this.push({ kind: 'hit', attacker: job.attacker, weapon: job.weapon, target: target.index, result: describeCode(code), damage: dmg, left: target.structure, destroyed: target.structure === 0 });
      return;
    }
    const ship = tracksOf(target);
    const tally = newTally();
    damageCapital(ship, code, job.table, tally);
    // Critical Hit: the attacker's choice, played as the strongest remaining of Defense, Sensors, Thrusters,
    // else a weapon (5+, Spinal 6+), else Structure.
    for (let i = 0; i < tally.criticals; i++) {
      let best = -1;
      for (const r of [DEFENSE, SENSORS, THRUSTERS]) if ((ship.tracks[r][ship.marked[r]] ?? 0) > (best < 0 ? 0 : ship.tracks[best][ship.marked[best]])) best = r;
      if (best >= 0) markRating(ship, best, false, tally);
      else {
        const wi = cardOf(target).weapons.findIndex((_, k) => !((target.damaged >> k) & 1));
        if (wi >= 0) this.jobs.push({ kind: 'weapon-damage', unit: target.index, weapon: wi });
        else markStructure(ship, tally);
      }
    }
    const wasCrippled = target.status === 'crippled';
    target.marked = Array.from(ship.marked);
    target.structure = rating(target, STRUCTURE);
    this.push({ kind: 'hit', attacker: job.attacker, weapon: job.weapon, target: target.index, result: describeCode(code), structure: tally.structure, rating: tally.rating, criticals: tally.criticals, left: target.structure });
    if (!wasCrippled && target.structure === 0) {
      // States › Crippled: roll when the ship "loses its last Structure" and each time it would lose more.
      target.status = 'crippled';
      this.push({ kind: 'crippled', unit: target.index });
      this.jobs.push({ kind: 'catastrophic', unit: target.index, weapon: 0 });
    }
    for (let i = 0; i < tally.overflow; i++) this.jobs.push({ kind: 'catastrophic', unit: target.index, weapon: 0 });
  }

  private catastrophic(unit: Unit, die: number): void {
    if (unit.status !== 'crippled') return;
    const total = die + zeroedSystems(tracksOf(unit));
    const result = catastrophicResult(die, zeroedSystems(tracksOf(unit)));
    this.push({ kind: 'catastrophic', unit: unit.index, die, total, result });
    if (result === 'none') return;
    unit.status = 'destroyed';
    if (result === 'explode') this.explode(unit);
  }

  /** Damage › Explosion: a Particle Cannon attack on every model within 6", AC = AS = Structure, Macro 2 within 3". */
  private explode(ship: Unit): void {
    const card = cardOf(ship) as CapitalCard;
    const structure = this.variants['explosion-structure'] === 'current' ? rating(ship, STRUCTURE) : card.structure[0];
    for (const m of this.units) {
      if (m === ship || !inPlay(m)) continue;
      const d = distance(ship.x, ship.y, m.x, m.y);
      if (d > EXPLOSION_RADIUS) continue;
      const w: Weapon = { id: 'explosion', name: 'Explosion', type: 'particle', arc: ['T'], ac: structure, as: structure, macro: d <= EXPLOSION_CLOSE ? 2 : 0, traits: [], count: 1 };
      const tCard = cardOf(m);
      const capital = tCard.kind === 'capital';
      const plan = planAttack(
        situation(w, {
          targetIsCapital: capital,
          armor: capital ? (tCard as CapitalCard).armor[attackedArc(m.heading, m.x, m.y, ship.x, ship.y)] : (tCard as SquadronCard).armor,
          arc: capital ? attackedArc(m.heading, m.x, m.y, ship.x, ship.y) : 'fore',
          targetTraits: tCard.traits,
          band: d <= tCard.signature ? 'short' : 'optimum',
        }),
        this.variants,
      );
      this.jobs.push(this.attackJob(ship.index, EXPLOSION, m.index, plan, 'particle', 'activation', false));
    }
  }

  // ---------- copies, observation, serialisation ----------

  clone(options: CloneOptions = {}): JovianState {
    const chance = options.reseed ? reseeded(options.reseed) : copyStream(this.chance);
    const copy = new JovianState(this.variants, chance, false);
    copy.units = this.units.map(copyUnit);
    copy.turn = this.turn;
    copy.phase = this.phase;
    copy.toMove = this.toMove;
    copy.active = this.active;
    copy.firedThisActivation = this.firedThisActivation;
    copy.jobs = this.jobs.map((j) => ({ ...j }));
    copy.roll = this.roll;
    copy.exchange = this.exchange ? { ...this.exchange } : null;
    copy.names = [...this.names] as [string, string];
    copy.tv = [...this.tv] as [number, number];
    copy.stats = { ...this.stats, activations: [...this.stats.activations], decisions: [...this.stats.decisions] };
    if (options.log && this.log) copy.log = this.log.slice();
    return copy;
  }

  /** Hidden information is only the first secret commit of an open exchange: re-drawn for the player who has not seen it. */
  determinize(player: number, rng: Xoshiro128): JovianState {
    const copy = this.clone({ reseed: rng });
    const ex = copy.exchange;
    if (ex && ex.first !== null && ex.second === null && copy.units[ex.attacker].side !== player) {
      const unit = copy.units[ex.attacker];
      const maxBid = Math.min(MAX_BID, unit.fuel);
      ex.first = { kind: 'commit', bid: rng.nextBelow(maxBid + 1), split: rng.nextBelow(SPLITS.length) };
    }
    return copy;
  }

  observation(player: number): JovianObservation {
    const ex = this.exchange;
    let exchange: JovianObservation['exchange'] = null;
    if (ex) {
      const mine = this.units[ex.attacker].side === player ? ex.first : null;
      exchange = { kind: ex.kind, attacker: ex.attacker, defender: ex.defender, yours: mine };
    }
    return { you: player, turn: this.turn, phase: this.phase, current: this.currentPlayer(), active: this.active, units: this.units.map(copyUnit), exchange, victoryPoints: this.victoryPoints() };
  }

  revealsAction(): boolean {
    return this.phase !== 'commit' || this.roll !== null;
  }

  events(): readonly GameEvent[] {
    return this.log ?? [];
  }

  serialize(): SerializedState {
    return JSON.parse(
      JSON.stringify({
        game: 'jovian-wars',
        variants: this.variants,
        units: this.units,
        turn: this.turn,
        phase: this.phase,
        toMove: this.toMove,
        active: this.active,
        firedThisActivation: this.firedThisActivation,
        jobs: this.jobs,
        roll: this.roll,
        exchange: this.exchange,
        names: this.names,
        tv: this.tv,
        stats: this.stats,
        chance: this.chance.state(),
        events: this.log,
      }),
    ) as SerializedState;
  }

  static deserialize(data: SerializedState): JovianState {
    if (data.game !== 'jovian-wars') throw new GameInputError(`jovian-wars state: game must be 'jovian-wars', got ${JSON.stringify(data.game)}`);
    const d = data as unknown as Record<string, unknown> & { chance: number[] };
    if (!Array.isArray(d.chance) || d.chance.length !== 4) throw new GameInputError("jovian-wars state: field 'chance' must be 4 whole numbers");
    const [c0, c1, c2, c3] = d.chance;
    const state = new JovianState(d.variants as Variants, new Xoshiro128(c0 || 1, c1, c2, c3), Array.isArray(d.events));
    state.units = (d.units as Unit[]).map(copyUnit);
    state.turn = d.turn as number;
    state.phase = d.phase as Phase;
    state.toMove = d.toMove as number;
    state.active = d.active as number;
    state.firedThisActivation = d.firedThisActivation as number;
    state.jobs = structuredClone(d.jobs as Job[]);
    state.roll = d.roll as Roll;
    state.exchange = structuredClone(d.exchange as Exchange | null);
    state.names = d.names as [string, string];
    state.tv = d.tv as [number, number];
    state.stats = structuredClone(d.stats as GameStats);
    if (Array.isArray(d.events)) state.log = (d.events as GameEvent[]).slice();
    return state;
  }
}

function tableOf(w: Weapon): DamageTable {
  return w.type === 'mass-driver' ? 'mass-driver' : w.type === 'particle' ? 'particle' : 'standard';
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

function copyStream(stream: Xoshiro128): Xoshiro128 {
  const [s0, s1, s2, s3] = stream.state();
  return new Xoshiro128(s0, s1, s2, s3);
}

