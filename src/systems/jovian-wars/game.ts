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
 *
 * This file holds the state and the GameState interface; the rules are split
 * by phase: options.ts (the choice lists), flow.ts (turns, activations,
 * movement, fire), exchanges.ts (Bombing Runs and Dogfights), jobs.ts (rolls,
 * damage, criticals, catastrophic damage, explosions).
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import { CHANCE, TERMINAL, type ChanceOutcome, type CloneOptions, type GameEvent, type GameState, type SerializedState } from '../../game/state.ts';
import { reseeded } from '../../game/streams.ts';
import { describeCode } from '../../dice/setMagnitudes.ts';
import { exactPool, rollPool, type AttackPlan, type AttackWindowKind, type PoolParams, type situation } from './attackPool.ts';
import { traitValue, type Fleet } from './cards.ts';
import { firstMover, type Exchange } from './exchanges.ts';
import { FIREFIGHT, firefightOptions } from './boarding.ts';
import { beginTurn, endActivation, endTurn, hasReady, play } from './flow.ts';
import { NO_EXTRA, planFor, resolveRoll, startJob, type Job } from './jobs.ts';
import { ACTIONS, actionOptions, attackOptions, commitOption, commitOptions, fireControlLeft, LAUNCH_OPTIONS, MAX_BID, planOptions, POINT_DEFENSE, REACT_OPTIONS, selectOptions, SPLITS, type Option } from './options.ts';
import { copyOffer, type ReactOffer } from './reactiveOffer.ts';
import { believedUnits } from './qShip.ts';
import { hangersOf } from './embark.ts';
import { serialDefaults } from './systemVariants.ts';
import { stockDrones } from './drones.ts';
import { deployEscorts, hasCap } from './escorts.ts';
import { isFast } from './fast.ts';
import { addRenownedKilledPoints, addRenownedVictoryPoints, renownedInstances } from './renowned.ts';
import { deployFormations, hasFormation, logFormations } from './formation.ts';
import { TABLE_INCHES, tableInches, VP_MULTIPLIER, type Variants } from './rules.ts';
import { copyUnit, newUnit, unitFromData, type Unit } from './units.ts';
import { PRINTED, statCards } from './statChanges.ts';
import { placeComet, placeTerrain, type Terrain } from './terrain.ts';
import { deploymentSpots } from './zones.ts';
import { copyScenario, objectivePoints, scenarioVariants, startScenario, type ScenarioState } from './scenarios.ts';
import { placeWaterComet } from './waterRaid.ts';

export { POINT_DEFENSE, SPLITS, type Option };

export type Phase = 'select' | 'launch' | 'action' | 'plan' | 'attack' | 'commit' | 'react' | 'over';
export type Roll = PoolParams | 'd6' | null;

const D6_OUTCOMES: readonly ChanceOutcome[] = Object.freeze([1, 2, 3, 4, 5, 6].map((action) => ({ action, probability: 1 / 6 })));
const outcomeCache = new Map<string, ChanceOutcome[]>();

function poolOutcomes(params: PoolParams): ChanceOutcome[] {
  const key = `${params.base}/${params.flex}/${params.macro}/${params.negative ?? ''}`;
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
  /** Comet Tail attacks and models pushed aside by a Comet Body (comet.ts); absent until a Comet moves, so games without one serialise as before. */
  cometAttacks?: number;
  cometPushes?: number;
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
  /** The squadron offered a Reactive Interception on the active squadron now (reactiveOffer.ts), else -1. */
  offered: number;
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
  /** The Action the active model declared (options.ts ACTIONS; 0 = none). */
  declared = 0;
  /** The active model's Long Shot Skill Test result (0-3 = N-Q), -1 without Long Shot. */
  longShot = -1;
  /** Combined Attack: the Targeted ship the active squadron must attack with its first Fire Control, or -1. */
  mustAttack = -1;
  jobs: Job[] = [];
  /** Terrain on the table (terrain.ts), placed at the start; copies share it, so a Comet's move replaces the list (comet.ts). */
  terrain: readonly Terrain[] = [];
  roll: Roll = null;
  exchange: Exchange | null = null;
  names: [string, string] = ['A', 'B'];
  tv: [number, number] = [0, 0];
  stats: GameStats = { activations: [0, 0], attackWindows: 0, attacks: 0, diceRolled: 0, rolls: 0, opposedRolls: 0, decisions: [0, 0] };
  /**
   * Whether any model has a Drone Bay's drones / any capital ship has Hangers:
   * fixed for a game, so the drone and carrier rules cost nothing in games
   * without them (`scripts/bench-jovian-wars.ts`). Worked out from the units,
   * never serialised.
   */
  drones = false;
  carriers = false;
  /** Some capital ship has CAP (escorts.ts): escorts follow their ships. */
  escorts = false;
  /** Squadron moves check for Reactive Interceptions (escorts.ts): by any squadron (variant reactive-interception=any), or by escorts only when some ship has CAP. */
  reactive = false;
  /** Variant reactive-interception=any: squadrons that are not Escorting intercept reactively too. */
  reactiveAny = false;
  /** The table's side in inches (variant `table`, JW-111; rules.ts tableInches): every table edge reads it. */
  readonly table: number;
  /** Some squadron has Formation (formation.ts): partners follow their leaders. */
  formations = false;
  /** Some capital ship is Renowned (renowned.ts): Victory Points add its share. */
  renowned = false;
  /** Some model is Fast (fast.ts): declarations on it and its Boosts are checked. */
  fast = false;
  /** The Advanced Scenario's state (scenarios.ts), null in the Introductory Scenario. */
  scenario: ScenarioState | null = null;
  /** An open offer of a Reactive Interception (reactiveOffer.ts; phase 'react'), else null. */
  react: ReactOffer | null = null;
  /** The options at this decision, built once (settle clears it). */
  cached: Option[] | null = null;
  log: GameEvent[] | null;

  constructor(
    readonly variants: Variants,
    private readonly chance: Xoshiro128,
    log: boolean,
  ) {
    this.log = log ? [] : null;
    this.table = tableInches(variants);
  }

  /**
   * Fleet Deployment in the Deployment Zones of variant `zone` (Scenarios;
   * zones.ts): Standard (default): seat 0 along y = 0, seat 1 along y = 48,
   * capital ships 6" in facing the enemy, squadrons 10" in, spread evenly
   * across the table. (Placement is not a decision here.)
   */
  static start(fleets: readonly [Fleet, Fleet], played: Variants, chance: Xoshiro128, log: boolean): JovianState {
    // An Advanced Scenario sets its own Deployment Zone and Type (scenarios.ts).
    const variants = scenarioVariants(played);
    const state = new JovianState(variants, chance, log);
    // Variant `table` (JW-111): the Beacon markers (zones.ts BEACONS) and the Advanced Scenarios' edges are laid out for 48".
    if (state.table !== TABLE_INCHES && (variants.zone === 'beacon' || (variants.scenario !== undefined && variants.scenario !== 'introductory'))) {
      throw new GameInputError(`jovian-wars: table=${state.table} is played with zone=standard or corner in the Introductory Scenario only; the Beacon markers and the Advanced Scenarios are laid out for 48"`);
    }
    // Scenarios › Deployment Type › Escalating Deployment: "the first Capital Ship cannot have Squadrons Embarked".
    const escalating = variants.deployment === 'escalating';
    // The cards under the `stats` variant (statChanges.ts): a fleet is checked on the printed cards (the numbers it may
    // change are none that fleet building reads: TV, Unit Cap, faction, traits), then plays its cards' changed copies.
    const catalogue = statCards(variants.stats);
    for (let side = 0; side < 2; side++) {
      const fleet = catalogue === PRINTED ? fleets[side] : { ...fleets[side], cards: fleets[side].cards.map((c) => catalogue.card(c.id)!) };
      state.names[side] = fleet.name;
      state.tv[side] = fleet.total;
      const capitals = fleet.cards.filter((c) => c.kind === 'capital');
      const aboard = escalating ? escalatingEmbark(fleet, capitals) : fleet.embarked;
      const squadrons = fleet.cards.filter((c, i) => c.kind !== 'capital' && !aboard[i]);
      const embarked = fleet.cards.filter((c, i) => aboard[i]);
      const first = state.units.length;
      // Scenarios › Deployment Zone: where the table models stand (zones.ts; a fixed policy shaped by the zone).
      const spots = deploymentSpots(variants, side, capitals.length, squadrons.length);
      [...capitals, ...squadrons].forEach((card, i) => {
        state.units.push(newUnit(card, state.units.length, side, spots[i].x, spots[i].y, spots[i].heading));
      });
      // Fleet Deployment step 2: squadrons Embarked on capital ships with Hangers room, in fleet order (checkFleet counted the room).
      for (const card of embarked) {
        const carriers = state.units.slice(escalating ? first + 1 : first, first + capitals.length);
        const carrier = carriers.find((c) => hangersOf(c) > state.units.filter((u) => u.carrier === c.index).length)!;
        const u = newUnit(card, state.units.length, side, carrier.x, carrier.y, carrier.heading);
        u.status = 'embarked';
        u.carrier = carrier.index;
        state.units.push(u);
      }
      stockDrones(state, fleet, side, first);
      // Combat Air Patrol: squadrons escorting CAP ships from deployment (escorts.ts; no shipped card has CAP).
      if (!escalating && capitals.some((c) => c.traits.includes('cap'))) deployEscorts(state, side);
      // Traits › Formation: pairs of squadrons deployed together (formation.ts; only the illustrative Wing card has it).
      if (!escalating && squadrons.some((c) => c.traits.includes('formation'))) deployFormations(state, side);
      if (escalating) {
        // Escalating Deployment step 1 and 2: one Capital Ship and two Squadrons each (fleet order, on the table);
        // everything else waits In Reserve for the next Deployment Phase (flow.ts deployReserves).
        for (let i = first + 1; i < first + capitals.length; i++) state.units[i].status = 'reserve';
        for (let i = first + capitals.length + 2; i < first + capitals.length + squadrons.length; i++) state.units[i].status = 'reserve';
        for (let i = first + capitals.length + squadrons.length; i < first + capitals.length + squadrons.length + embarked.length; i++) state.units[i].status = 'reserve';
      }
    }
    state.noteFeatures();
    state.scenario = startScenario(state);
    if (state.log) state.push({ kind: 'start', fleets: [fleets[0].name, fleets[1].name], tv: [fleets[0].total, fleets[1].total], units: state.units.map((u) => `${u.side}:${u.card}`) });
    if (state.log && state.formations) logFormations(state);
    if (variants.terrain === 'scattered' || variants.terrain === 'scattered-comet') {
      state.terrain = placeTerrain(chance, state.table);
      if (variants.terrain === 'scattered-comet') state.terrain = [...state.terrain, ...placeComet(chance, state.table)];
      if (state.log) state.push({ kind: 'terrain', pieces: state.terrain.map((t) => `${t.kind} (${t.x}, ${t.y}) r ${t.r}`) });
    }
    // Water Raid › Water Reserves: the Defender's Stationary Comet (waterRaid.ts; it never moves, comet.ts).
    if (state.scenario !== null && state.scenario.kind === 'water-raid') {
      const body = placeWaterComet(state);
      if (state.log) state.push({ kind: 'water', comet: [state.terrain[body].x, state.terrain[body].y], water: state.scenario.water.slice() });
    }
    beginTurn(state);
    return state;
  }

  /** Sets `drones` and `carriers` from the units. */
  noteFeatures(): void {
    this.drones = this.units.some((u) => u.def.kind === 'drone');
    this.carriers = this.units.some((u) => hangersOf(u) > 0);
    this.escorts = this.units.some(hasCap);
    this.reactiveAny = this.variants['reactive-interception'] !== 'escorts';
    this.reactive = this.escorts || this.reactiveAny;
    this.formations = this.units.some(hasFormation);
    this.renowned = this.units.some((u) => renownedInstances(u) > 0);
    this.fast = this.units.some(isFast);
  }

  /** Logs an event. Callers test `log` first, so no event is built when not logging (`scripts/bench-jovian-wars.ts`). */
  push(event: GameEvent): void {
    this.log?.push(event);
  }



  /** Runs queued jobs until a roll or a decision is needed. */
  settle(): void {
    this.cached = null;
    while (this.roll === null && this.jobs.length > 0) startJob(this, this.jobs[0]);
    if (this.roll !== null) return;
    if (this.phase === 'commit') {
      // A squadron shot down by Point Defense on its way in (Autofire) never starts its Bombing Run or Dogfight.
      const ex = this.exchange!;
      if (!this.units[ex.attacker].inPlay() || !this.units[ex.defender].inPlay()) {
        this.exchange = null;
        this.toMove = this.units[ex.attacker].side;
        this.phase = 'attack';
      }
    }
    // A model put out of play before its move (a Sabotage in its firefight, Autofire on a declared Action) has nothing left to do.
    if (this.phase === 'plan' && !this.units[this.active].inPlay()) this.phase = 'attack';
    if (this.phase === 'attack') {
      const unit = this.units[this.active];
      if (!unit || !unit.inPlay() || fireControlLeft(this, unit) <= 0 || (this.options().length === 1 && this.options()[0].kind === 'end')) {
        endActivation(this);
        this.cached = null;
      }
    }
    if (this.phase === 'select' && !hasReady(this, this.toMove)) {
      if (hasReady(this, 1 - this.toMove)) this.toMove = 1 - this.toMove;
      else endTurn(this);
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
    if (this.phase === 'select') list = selectOptions(this);
    else if (this.phase === 'launch') list = LAUNCH_OPTIONS as Option[];
    else if (this.phase === 'action') list = actionOptions(this, this.units[this.active]);
    else if (this.phase === 'plan') list = planOptions(this, this.units[this.active]);
    else if (this.phase === 'attack') list = attackOptions(this, this.units[this.active]);
    else if (this.phase === 'commit') list = commitOptions(this);
    else if (this.phase === 'react') list = REACT_OPTIONS as Option[];
    this.cached = list;
    return list;
  }

  legalActions(): readonly number[] {
    if (this.phase === 'over') return [];
    if (this.roll !== null) return this.chanceOutcomes().map((o) => o.action);
    return range(this.options().length);
  }

  describeAction(action: number): string {
    if (this.roll !== null) return this.roll === 'd6' ? `d6 ${action}` : `roll ${describeCode(action)}`;
    const o = this.options()[action];
    if (!o) return `action ${action}`;
    return this.describeOption(o);
  }

  describeOption(o: Option): string {
    const name = (i: number) => `${this.units[i].def.name}#${i}`;
    switch (o.kind) {
      case 'select':
        return `activate ${name(o.unit)}`;
      case 'action':
        return o.action === 0 ? 'no action' : `declare ${ACTIONS[o.action]}`;
      case 'move':
        return `turn ${o.turns > 0 ? '+' : ''}${o.turns * 45} deg, move ${o.distance}"`;
      case 'approach':
      case 'bomb':
      case 'intercept':
      case 'combined':
        return `${o.kind === 'combined' ? 'combined attack on' : o.kind} ${name(o.target)}${o.boost ? ` (boost ${o.boost})` : ''}`;
      case 'ram':
        return `ram ${name(o.target)}${o.boost ? ` (boost ${o.boost})` : ''}`;
      case 'hold':
        return 'hold position';
      case 'withdraw':
        return 'withdraw';
      case 'mine':
        return `mine the Comet${o.boost ? ` (boost ${o.boost})` : ''}, bid ${o.bid}`;
      case 'escape':
        return `escape toward the ${this.scenario ? ['south', 'east', 'north', 'west'][this.scenario.edge] : ''} edge${o.boost ? ` (boost ${o.boost})` : ''}`;
      case 'fire':
        if (o.weapon >= 0 && this.units[this.active].def.weapons[o.weapon].type === 'drone') return `launch drones (${this.units[this.active].def.weapons[o.weapon].name})`;
        return o.weapon === POINT_DEFENSE ? `point defense at ${name(o.target)}` : `fire ${this.units[this.active].def.weapons[o.weapon].name} at ${name(o.target)}`;
      case 'end':
        return 'end activation';
      case 'commit':
        return `commit bid ${o.bid}, attack share ${Math.round(SPLITS[o.split] * 100)}%`;
      case 'board':
        return `turn ${o.turns > 0 ? '+' : ''}${o.turns * 45} deg, move ${o.distance}", board ${name(o.target)} with ${o.marines} Marines`;
      case 'firefight':
        return FIREFIGHT[o.choice];
      case 'launch':
        return `launch from ${name(this.units[this.active].carrier)}`;
      case 'stay':
        return 'stay aboard';
      case 'land':
        return `land on ${name(o.target)}${o.boost ? ` (boost ${o.boost})` : ''}`;
      case 'react':
        return `${o.choice === 1 ? 'intercept' : 'let pass'} ${name(this.active)} with ${this.react ? name(this.react.unit) : '?'}`;
    }
  }

  chanceOutcomes(): readonly ChanceOutcome[] {
    if (this.roll === null) return [];
    return this.roll === 'd6' ? D6_OUTCOMES : poolOutcomes(this.roll);
  }

  applyChance(): number {
    if (this.roll === null) throw new Error('jovian-wars: applyChance at a decision node');
    const outcome = this.roll === 'd6' ? this.chance.nextBelow(6) + 1 : rollPool(this.roll, this.chance);
    resolveRoll(this, outcome);
    return outcome;
  }

  apply(action: number): void {
    if (this.phase === 'over') throw new Error('jovian-wars: the game is over');
    if (this.roll !== null) {
      if (!this.chanceOutcomes().some((o) => o.action === action)) throw new Error(`jovian-wars: ${action} is not an outcome of this roll`);
      resolveRoll(this, action);
      return;
    }
    const option = this.options()[action];
    if (!option) throw new Error(`jovian-wars: illegal action ${action}; legal: 0..${this.options().length - 1}`);
    this.stats.decisions[this.toMove]++;
    play(this, option);
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

  /**
   * Victory Points by seat: surviving TV with the state multipliers; a
   * Captured ship counts for its captor, 1.5x ("the original owner getting 0
   * points for that ship"), times 0.5 if it then Withdrew.
   */
  victoryPoints(): number[] {
    const vp = [0, 0];
    for (const u of this.units) {
      // Drones score nothing: their cost is their ship's (drones.ts).
      if (u.def.kind === 'drone') continue;
      // An Embarked model is alive and aboard: it scores as Active.
      const m = u.status === 'active' || u.status === 'embarked' || u.status === 'reserve' ? VP_MULTIPLIER.active : u.status === 'withdrawn' ? VP_MULTIPLIER.withdrawn : 0;
      vp[u.side] += u.def.tv * (u.side !== u.owner ? m * VP_MULTIPLIER.captured : m);
    }
    // Traits › Renowned (renowned.ts, JW-113): only fleets with the side field `renowned` have such a ship.
    if (this.renowned) addRenownedVictoryPoints(this.units, this.variants['renowned-vp'], vp);
    return vp;
  }

  /** TV each seat has killed: enemy models Crippled or Destroyed (Pre-Game Setup: "who has killed more points"). */
  killedPoints(): number[] {
    const killed = [0, 0];
    for (const u of this.units) if ((u.status === 'crippled' || u.status === 'destroyed') && u.def.kind !== 'drone') killed[1 - u.side] += u.def.tv;
    if (this.renowned) addRenownedKilledPoints(this.units, killed);
    return killed;
  }

  /** Objective Points by seat under an Advanced Scenario (scenarios.ts), null in the Introductory Scenario. */
  objectivePoints(): number[] | null {
    return this.scenario ? objectivePoints(this, this.victoryPoints()) : null;
  }

  winner(): number {
    if (this.scenario) {
      // Victory Conditions: the most Objective Points; "Ties are broken by whichever player has more Victory Points".
      const op = this.objectivePoints()!;
      if (op[0] !== op[1]) return op[0] > op[1] ? 0 : 1;
    }
    const score = this.variants.victory === 'killed' ? this.killedPoints() : this.victoryPoints();
    return score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : -1;
  }

  /** The attack's dice for this unit, weapon and target now (jobs.ts planFor). */
  plan(unit: Unit, wi: number, target: Unit, window: AttackWindowKind, extra: Partial<Parameters<typeof situation>[1]> = NO_EXTRA): AttackPlan {
    return planFor(this, unit, wi, target, window, extra);
  }


  // ---------- copies, observation, serialisation ----------

  /**
   * An exact copy, or with `reseed` one with a fresh chance stream. (The
   * heuristic no longer asks for copies: it reads the game itself,
   * `peekNextSample`; the spare and shared-units shells it used to reuse are
   * gone with that.)
   */
  clone(options: CloneOptions = {}): JovianState {
    const chance = options.reseed ? reseeded(options.reseed) : copyStream(this.chance);
    const copy = new JovianState(this.variants, chance, false);
    copy.units = this.units.map(copyUnit);
    copy.names = [...this.names] as [string, string];
    copy.tv = [...this.tv] as [number, number];
    copy.stats = { ...this.stats, activations: [...this.stats.activations], decisions: [...this.stats.decisions] };
    copy.drones = this.drones;
    copy.carriers = this.carriers;
    copy.escorts = this.escorts;
    copy.reactive = this.reactive;
    copy.reactiveAny = this.reactiveAny;
    copy.formations = this.formations;
    copy.renowned = this.renowned;
    copy.fast = this.fast;
    copy.scenario = copyScenario(this.scenario);
    copy.turn = this.turn;
    copy.phase = this.phase;
    copy.toMove = this.toMove;
    copy.active = this.active;
    copy.firedThisActivation = this.firedThisActivation;
    copy.declared = this.declared;
    copy.longShot = this.longShot;
    copy.mustAttack = this.mustAttack;
    copy.jobs = this.jobs.length > 0 ? this.jobs.map((j) => ({ ...j })) : [];
    copy.terrain = this.terrain;
    copy.roll = this.roll;
    // Options are never mutated: a copy at the same decision shares the list (the heuristic's sample).
    copy.cached = this.cached;
    copy.exchange = this.exchange ? { ...this.exchange } : null;
    copy.react = copyOffer(this.react);
    if (options.log && this.log) copy.log = this.log.slice();
    return copy;
  }


  /**
   * The next determinize (the heuristic's `view.sample`) returns this state itself, after drawing from rng exactly what
   * a sample draws (the four reseed words of clone, then the re-drawn commit's numbers): the heuristic only reads the
   * sample, and nothing it reads differs between a sample and the game (its units and stats were shared already
   * before this round; the re-drawn commit is never read, only whether a first commit is there, which it keeps). So
   * the same draws and the same scores, without a state copy, a job copy and an exchange copy per decision
   * (`scripts/bench-jovian-wars.ts`). `tests/systems/jovian-wars/sharedSample.test.ts` checks the game serialises
   * identically before and after every heuristic decision, `exactSpeed.test.ts` that the draws match a sample's.
   */
  static peekNextSample(on: boolean): void {
    peekNext = on;
  }

  /**
   * Hidden information: the first secret commit of an open exchange, re-drawn for the player who has not seen it, and an
   * unrevealed enemy Q-Ship's true profile (played as its civilian version, qShip.ts believedUnits).
   */
  determinize(player: number, rng: Xoshiro128): JovianState {
    if (peekNext) {
      peekNext = false;
      // clone({ reseed: rng })'s four words (game/streams.ts reseeded, or the shell's reset), then the commit's draws below.
      rng.nextUint32();
      rng.nextUint32();
      rng.nextUint32();
      rng.nextUint32();
      const ex = this.exchange;
      if (ex && ex.first !== null && ex.second === null && firstMover(this, ex) !== player) {
        if (ex.kind === 'firefight') rng.nextBelow(2);
        else {
          rng.nextBelow(Math.min(MAX_BID, this.units[ex.attacker].fuel) + 1);
          rng.nextBelow(SPLITS.length);
        }
      }
      return this;
    }
    const copy = this.clone({ reseed: rng });
    // Traits › Q-Ship: its true profile is hidden information, so the searching player plays out its civilian version.
    believedUnits(this.variants, player, copy.units);
    const ex = copy.exchange;
    if (ex && ex.first !== null && ex.second === null && firstMover(copy, ex) !== player) {
      const unit = copy.units[ex.attacker];
      if (ex.kind === 'firefight') {
        ex.first = firefightOptions(true)[rng.nextBelow(2)];
        return copy;
      }
      const maxBid = Math.min(MAX_BID, unit.fuel);
      const bid = rng.nextBelow(maxBid + 1);
      // The commit list's own option (options.ts commitOption): the same fields, no object per sample.
      ex.first = commitOption(bid, rng.nextBelow(SPLITS.length));
    }
    return copy;
  }

  observation(player: number): JovianObservation {
    const ex = this.exchange;
    let exchange: JovianObservation['exchange'] = null;
    if (ex) {
      const mine = firstMover(this, ex) === player ? ex.first : null;
      exchange = { kind: ex.kind, attacker: ex.attacker, defender: ex.defender, yours: mine };
    }
    return { you: player, turn: this.turn, phase: this.phase, current: this.currentPlayer(), active: this.active, units: this.units.map(copyUnit), exchange, offered: this.react ? this.react.unit : -1, victoryPoints: this.victoryPoints() };
  }

  revealsAction(): boolean {
    return this.phase !== 'commit' || this.roll !== null;
  }

  events(): readonly GameEvent[] {
    return this.log ?? [];
  }

  /**
   * The state as plain JSON data. Built directly rather than through a
   * JSON.stringify/parse round trip: the event log grows through a game and
   * was copied twice per call (the contract suite serialises every few
   * steps). Events are never changed once logged, so the copy shares them;
   * everything else that can change is copied.
   */
  serialize(): SerializedState {
    return {
      game: 'jovian-wars',
      variants: serialVariants(this.variants),
      units: this.units.map((u) => ({ ...u.toJSON(), marked: u.marked.slice() })),
      turn: this.turn,
      phase: this.phase,
      toMove: this.toMove,
      active: this.active,
      firedThisActivation: this.firedThisActivation,
      declared: this.declared,
      longShot: this.longShot,
      mustAttack: this.mustAttack,
      jobs: plain(this.jobs),
      terrain: this.terrain.map((t) => ({ ...t })),
      roll: this.roll === null || this.roll === 'd6' ? this.roll : { ...this.roll },
      exchange: plain(this.exchange),
      names: this.names.slice(),
      tv: this.tv.slice(),
      stats: { ...this.stats, activations: this.stats.activations.slice(), decisions: this.stats.decisions.slice() },
      chance: this.chance.state(),
      events: this.log === null ? null : this.log.slice(),
      // Only under an Advanced Scenario, so Introductory games serialise as before.
      ...(this.scenario ? { scenario: copyScenario(this.scenario) } : {}),
      // Only while an interception is offered.
      ...(this.react ? { react: plain(this.react) } : {}),
    } as unknown as SerializedState;
  }

  static deserialize(data: SerializedState): JovianState {
    if (data.game !== 'jovian-wars') throw new GameInputError(`jovian-wars state: game must be 'jovian-wars', got ${JSON.stringify(data.game)}`);
    const d = data as unknown as Record<string, unknown> & { chance: number[] };
    if (!Array.isArray(d.chance) || d.chance.length !== 4) throw new GameInputError("jovian-wars state: field 'chance' must be 4 whole numbers");
    const [c0, c1, c2, c3] = d.chance;
    const state = new JovianState(d.variants as Variants, new Xoshiro128(c0 || 1, c1, c2, c3), Array.isArray(d.events));
    // Each unit's card under the saved `stats` variant (statChanges.ts; none saved: printed).
    const catalogue = statCards((d.variants as Variants | undefined)?.stats);
    state.units = (d.units as Unit[]).map((u) => unitFromData(u, catalogue.card));
    state.noteFeatures();
    state.turn = d.turn as number;
    state.phase = d.phase as Phase;
    state.toMove = d.toMove as number;
    state.active = d.active as number;
    state.firedThisActivation = d.firedThisActivation as number;
    state.declared = d.declared as number;
    state.longShot = d.longShot as number;
    state.mustAttack = d.mustAttack as number;
    state.jobs = structuredClone(d.jobs as Job[]);
    state.terrain = Array.isArray(d.terrain) ? (d.terrain as Terrain[]).map((t) => Object.freeze({ ...t })) : [];
    state.roll = d.roll as Roll;
    state.exchange = structuredClone(d.exchange as Exchange | null);
    state.names = d.names as [string, string];
    state.tv = d.tv as [number, number];
    state.stats = structuredClone(d.stats as GameStats);
    if (Array.isArray(d.events)) state.log = (d.events as GameEvent[]).slice();
    state.scenario = copyScenario((d.scenario as ScenarioState | undefined) ?? null);
    state.react = copyOffer((d.react as ReactOffer | undefined) ?? null);
    return state;
  }
}



/** Set by `peekNextSample`: the next determinize returns the state itself. */
let peekNext = false;

const RANGES: (readonly number[])[] = [];

/** The shared, frozen list 0..n-1 of action numbers (no array per legalActions call). */
function range(n: number): readonly number[] {
  let r = RANGES[n];
  if (!r) {
    r = Object.freeze(Array.from({ length: n }, (_, i) => i));
    RANGES[n] = r;
  }
  return r;
}

/** A deep copy as JSON would make it (jobs and exchanges are small). */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function copyStream(stream: Xoshiro128): Xoshiro128 {
  const [s0, s1, s2, s3] = stream.state();
  return new Xoshiro128(s0, s1, s2, s3);
}

/**
 * The variants as serialised: `deployment=fleet` (the default, added after the
 * behaviour fixture was recorded) is left out, so default games serialise
 * byte for byte as before; a missing `deployment` reads as `fleet`. The same for
 * `zone=standard` (zones.ts zoneOf: a missing `zone` reads as `standard`),
 * `comet-push=end` and `planet=none` (read only as `=== 'path'` / `=== 'west'`), and `stats=printed`.
 */
function serialVariants(variants: Variants): Record<string, string> {
  const out = { ...variants };
  if (out.deployment === 'fleet') delete out.deployment;
  if (out.zone === 'standard') delete out.zone;
  if (out['comet-push'] === 'end') delete out['comet-push'];
  if (out.planet === 'none') delete out.planet;
  if (out['point-restrictions'] === 'enforced') delete out['point-restrictions'];
  // The `stats` variant (statChanges.ts): a missing one reads as printed (statCards(undefined)).
  if (out.stats === 'printed') delete out.stats;
  serialDefaults(out);
  return out;
}

/**
 * Escalating Deployment: which squadrons (by fleet index) deploy Embarked. Only
 * in the second Deployment Phase, "on Capital Ships deployed in this Phase", so
 * never on the first capital ship: the side's `embark` list fills the Hangers of
 * the others in fleet order, and a squadron that finds no room deploys on the table.
 */
function escalatingEmbark(fleet: Fleet, capitals: readonly Fleet['cards'][number][]): boolean[] {
  let room = 0;
  for (let i = 1; i < capitals.length; i++) room += traitValue(capitals[i].traits, 'hangers');
  return fleet.embarked.map((e) => {
    if (!e || room === 0) return false;
    room--;
    return true;
  });
}
