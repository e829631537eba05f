/**
 * Jovian Wars carriers in the game (`002_f697cf6215cb147c.txt`, States ›
 * Embarked; Generic Special Actions › Launch, Withdraw; Squadron Special
 * Actions › Land; Traits › Hangers, Catapult, Launchers, Repair; Repair ›
 * Capital Ship Repairing an Embarked Squadron; Damage › Catastrophic Damage
 * Table; Deployment Type › Fleet Deployment), driven through their chance
 * nodes with scripted dice (`apply(outcome)`). The carriers are the
 * illustrative Appalachian (Hangers:2, Launchers) and Jovian Escort Carrier
 * (Hangers:3, Catapult) of data/cards.json.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { checkFleet } from '../../../src/systems/jovian-wars/cards.ts';
import { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { relativeAngle } from '../../../src/systems/jovian-wars/geometry.ts';
import { DEFENSE, THRUSTERS } from '../../../src/systems/jovian-wars/damage.ts';
import { Unit } from '../../../src/systems/jovian-wars/units.ts';
import { jovianWarsAttack } from '../../../src/systems/jovian-wars/attack.ts';
import { attack } from '../../../src/cli/attack.ts';
import { CARRIER_TABLE, CARRIERS, choose, D, heuristicPick, N, type Place, Q, select, start, T, table as scriptedTable, unitOf, withTraits } from './scripted.ts';

const [CEGA] = CARRIERS;
const newGame = () => start({}, CARRIERS);
/** CEGA Carrier Group against Jovian Carrier Group; `aboard` keeps an Embarked model aboard, every model not in `keep` leaves the table. */
const table = (keep: Record<string, Place | 'aboard'>, variants: Record<string, string> = {}) => scriptedTable(keep, variants, CARRIER_TABLE);

const distance = (a: Unit, b: Unit) => Math.hypot(a.x - b.x, a.y - b.y);

/** The Appalachian, Crippled (with Defense and Thrusters at 0 when `zeroed`), rolls `face` on the Catastrophic Damage Table. */
function catastrophe(state: JovianState, face: number, zeroed = false): Unit {
  const ship = unitOf(state, 'appalachian');
  ship.status = 'crippled';
  if (zeroed) {
    ship.marked[DEFENSE] = ship.tracks[DEFENSE].length;
    ship.marked[THRUSTERS] = ship.tracks[THRUSTERS].length;
  }
  state.jobs.push({ kind: 'catastrophic', unit: ship.index, weapon: 0 });
  state.settle();
  state.apply(face);
  return ship;
}

describe('Fleet Deployment with Hangers (Deployment Type › Fleet Deployment step 2; States › Embarked)', () => {
  it('the CEGA Carrier Group starts its first two squadrons Embarked on the Appalachian (Hangers:2): off the table, not targets, scoring as Active', () => {
    const state = newGame();
    const aboard = state.units.filter((u) => u.status === 'embarked' && u.def.kind !== 'drone');
    const appalachian = unitOf(state, 'appalachian');
    const escort = unitOf(state, 'jovian-escort-carrier');
    expect(aboard.filter((u) => u.side === 0).map((u) => [u.card, u.carrier])).toEqual([
      ['cega-exo-armor-squadron', appalachian.index],
      ['cega-exo-armor-squadron', appalachian.index],
    ]);
    expect(aboard.filter((u) => u.side === 1).map((u) => [u.card, u.carrier])).toEqual([0, 1, 2].map(() => ['pathfinder', escort.index]));
    expect(aboard.every((u) => !u.inPlay())).toBe(true);
    expect(state.victoryPoints()).toEqual([233, 233]);
  });

  it("the side field 'embark' chooses none or which squadrons, refusing more than the Hangers hold and capital ships", () => {
    expect(checkFleet({ ...CEGA, embark: 'none' }, 'f').embarked.some(Boolean)).toBe(false);
    const fighters = checkFleet({ ...CEGA, embark: 'cega-fighter-squadron x2' }, 'f');
    expect(fighters.cards.filter((c, i) => fighters.embarked[i]).map((c) => c.id)).toEqual(['cega-fighter-squadron', 'cega-fighter-squadron']);
    expect(() => checkFleet({ ...CEGA, embark: 'cega-fighter-squadron x3' }, 'f')).toThrow(/embarks 3 squadrons; the fleet's Hangers hold 2/);
    expect(() => checkFleet({ ...CEGA, embark: 'uller' }, 'f')).toThrow(/field 'embark': 'uller' is a capital ship/);
    expect(() => checkFleet({ ...CEGA, embark: 'pathfinder' }, 'f')).toThrow(/too few 'pathfinder'/);
    // A fleet without Hangers embarks nothing by default.
    expect(checkFleet(jovianWars.presets['cega-battle-group'], 'f').embarked.some(Boolean)).toBe(false);
  });
});

describe('Launch (Generic Special Actions › Launch; Traits › Launchers JW-040, Catapult JW-034)', () => {
  const setup = (variants: Record<string, string> = {}) => table({ appalachian: [24, 10, 2], 'cega-exo-armor-squadron': 'aboard', javelin: [24, 40, 6] }, variants);

  it('an Embarked squadron activates to stay aboard or Launch; with Launchers it is placed 3" (traits-1) or 6" (traits-2) toward the enemy, then moves and acts as usual', () => {
    for (const [variant, y] of [['traits-1', 13], ['traits-2', 16]] as const) {
      const state = setup({ 'trait-launchers': variant });
      const exo = unitOf(state, 'cega-exo-armor-squadron');
      select(state, exo);
      expect(state.phase).toBe('launch');
      expect(state.options().map((o) => o.kind)).toEqual(['stay', 'launch']);
      choose(state, (o) => o.kind === 'launch');
      expect([exo.status, exo.carrier, exo.x, Math.round(exo.y * 1e9) / 1e9]).toEqual(['active', -1, 24, y]);
      // Launch is not the activation's one Action: Evade (Fuel 2+) is still offered, then the move.
      expect(state.phase).toBe('action');
      choose(state, (o) => o.kind === 'action' && o.action === 0);
      expect(state.options().some((o) => o.kind === 'approach')).toBe(true);
    }
  });

  it('without Launchers the squadron is placed within 1" of its carrier', () => {
    const state = setup();
    withTraits(state, unitOf(state, 'appalachian'), ['hangers:2'], true);
    const exo = unitOf(state, 'cega-exo-armor-squadron');
    select(state, exo);
    choose(state, (o) => o.kind === 'launch');
    expect(distance(exo, unitOf(state, 'appalachian'))).toBeCloseTo(1, 9);
  });

  it('a Catapult places it in the Front arc within 6" (traits-1) or 12" (traits-2): an enemy abeam puts it on the arc edge, 45 degrees off the keel', () => {
    for (const [variant, reach] of [['traits-1', 6], ['traits-2', 12]] as const) {
      const state = table({ 'jovian-escort-carrier': [24, 40, 6], pathfinder: 'aboard', uller: [44, 40, 4] }, { 'trait-catapult': variant });
      const carrier = unitOf(state, 'jovian-escort-carrier');
      const pathfinder = unitOf(state, 'pathfinder');
      select(state, pathfinder);
      choose(state, (o) => o.kind === 'launch');
      expect(distance(pathfinder, carrier)).toBeCloseTo(reach, 9);
      expect(relativeAngle(carrier.heading, pathfinder.x - carrier.x, pathfinder.y - carrier.y)).toBeCloseTo(45, 9);
    }
  });

  it('staying aboard ends the activation with the squadron still Embarked', () => {
    const state = setup();
    const exo = unitOf(state, 'cega-exo-armor-squadron');
    select(state, exo);
    choose(state, (o) => o.kind === 'stay');
    expect([exo.status, exo.activated, state.active]).toEqual(['embarked', true, -1]);
  });
});

describe('Land (Squadron Special Actions › Land; Traits › Hangers)', () => {
  it('a squadron in reach of its carrier with room lands and is Embarked, its activation over; a full carrier or one without Hangers offers no landing', () => {
    const state = table({ appalachian: [24, 10, 2], uller: [30, 10, 2], 'cega-exo-armor-squadron': 'aboard', 'cega-fighter-squadron': [24, 20, 2], 'cega-fighter-squadron#1': [26, 20, 2], javelin: [24, 44, 6] });
    const appalachian = unitOf(state, 'appalachian');
    const fighter = unitOf(state, 'cega-fighter-squadron');
    select(state, fighter);
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    const lands = state.options().filter((o) => o.kind === 'land') as { target: number; boost: number }[];
    expect(lands).toEqual([{ kind: 'land', target: appalachian.index, boost: 0 }]);
    choose(state, (o) => o.kind === 'land');
    expect([fighter.status, fighter.carrier, state.active]).toEqual(['embarked', appalachian.index, -1]);
    // Hangers:2 now hold two squadrons: no room for the second fighter.
    const second = unitOf(state, 'cega-fighter-squadron', 1);
    select(state, second);
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    expect(state.options().some((o) => o.kind === 'land')).toBe(false);
  });
});

describe('Repair › Capital Ship Repairing an Embarked Squadron (JW-024, variant squadron-repair)', () => {
  const setup = (variants: Record<string, string> = {}) => {
    const state = table({ appalachian: [24, 10, 2], 'cega-exo-armor-squadron': 'aboard', javelin: [24, 44, 6] }, variants);
    const exo = unitOf(state, 'cega-exo-armor-squadron');
    exo.structure = 1;
    return { state, exo, appalachian: unitOf(state, 'appalachian') };
  };

  it('an undamaged Appalachian declares Damage Control for its damaged squadron: one Skill Test of its Skill 3; N/D/T repair 0/1/2 Structure (Structure 3)', () => {
    for (const [result, structure] of [[N, 1], [D, 2], [T, 3]] as const) {
      const { state, exo, appalachian } = setup();
      select(state, appalachian);
      choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control');
      // The ship has nothing of its own to repair: the only roll is the squadron's.
      expect(state.currentPlayer()).toBe(CHANCE);
      expect(state.roll).toEqual({ base: 3, flex: 0, macro: 0 });
      state.apply(result);
      expect(exo.structure).toBe(structure);
      expect(state.currentPlayer()).not.toBe(CHANCE);
    }
  });

  it('squadron-repair=none offers no Damage Control for a squadron alone', () => {
    const { state, appalachian } = setup({ 'squadron-repair': 'none' });
    select(state, appalachian);
    expect(state.phase === 'plan' || !state.options().some((o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control')).toBe(true);
  });

  it('Repair:1 adds a Flex die to the test under traits-1 ("When repairing Squadrons, add +X dice to the Flex Pool") and a Skill under traits-2 (JW-042)', () => {
    for (const [variant, pool] of [['traits-1', { base: 3, flex: 1, macro: 0 }], ['traits-2', { base: 4, flex: 0, macro: 0 }]] as const) {
      const { state, appalachian } = setup({ 'trait-repair': variant });
      const repairer = withTraits(state, appalachian, ['hangers:2', 'launchers', 'repair:1'], true);
      select(state, repairer);
      choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control');
      expect(state.roll).toEqual(pool);
      // Q+ (possible with the fourth die of traits-2) repairs all of it.
      if (variant === 'traits-2') {
        state.apply(Q);
        expect(unitOf(state, 'cega-exo-armor-squadron').structure).toBe(3);
      }
    }
  });
});

describe('What happens to the models aboard a carrier that leaves play (Withdraw; Catastrophic Damage Table)', () => {
  const setup = () => table({ appalachian: [24, 10, 2], 'cega-exo-armor-squadron': 'aboard', 'cega-exo-armor-squadron#1': 'aboard', javelin: [24, 44, 6] });

  it('an Appalachian that Withdraws (Skill Test D) takes both squadrons with it: Withdrawn, 0.5x each', () => {
    const state = setup();
    const appalachian = unitOf(state, 'appalachian');
    // Every other CEGA model already left the table (Withdrawn, 0.5x): 71.5 + Appalachian 60 + two squadrons aboard 30.
    expect(state.victoryPoints()[0]).toBe(161.5);
    select(state, appalachian);
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    choose(state, (o) => o.kind === 'withdraw');
    state.apply(D);
    const exos = state.units.filter((u) => u.card === 'cega-exo-armor-squadron');
    expect(exos.map((u) => u.status)).toEqual(['withdrawn', 'withdrawn']);
    expect(state.victoryPoints()[0]).toBe(233 / 2);
  });

  it('a Crippled Appalachian rolling 6 is Dead: its squadrons are placed 1" from it; with Defense and Thrusters at 0 the 6 makes 8, it Explodes and they are Destroyed', () => {
    const dead = setup();
    const ship = catastrophe(dead, 6);
    const placed = dead.units.filter((u) => u.card === 'cega-exo-armor-squadron');
    expect(placed.map((u) => u.status)).toEqual(['active', 'active']);
    for (const u of placed) expect(distance(u, ship)).toBeCloseTo(1, 9);

    const blown = setup();
    catastrophe(blown, 6, true);
    expect(blown.units.filter((u) => u.card === 'cega-exo-armor-squadron').map((u) => u.status)).toEqual(['destroyed', 'destroyed']);
  });
});

describe('The heuristic and carriers (issue 10: "when to launch squadrons")', () => {
  const pick = heuristicPick;

  it('keeps a squadron aboard while no enemy is in reach, launches it when one is, and keeps a damaged one aboard for repair', () => {
    const far = table({ appalachian: [24, 4, 2], 'cega-exo-armor-squadron': 'aboard', javelin: [24, 46, 6] });
    select(far, unitOf(far, 'cega-exo-armor-squadron'));
    expect(pick(far).kind).toBe('stay');

    const near = table({ appalachian: [24, 4, 2], 'cega-exo-armor-squadron': 'aboard', javelin: [24, 24, 6] });
    select(near, unitOf(near, 'cega-exo-armor-squadron'));
    expect(pick(near).kind).toBe('launch');

    const hurt = table({ appalachian: [24, 4, 2], 'cega-exo-armor-squadron': 'aboard', javelin: [24, 24, 6] });
    unitOf(hurt, 'cega-exo-armor-squadron').structure = 2;
    select(hurt, unitOf(hurt, 'cega-exo-armor-squadron'));
    expect(pick(hurt).kind).toBe('stay');
  });

  it('lands a squadron down to 1 Structure on its carrier rather than attack', () => {
    const state = table({ appalachian: [24, 4, 2], 'cega-fighter-squadron': [24, 14, 2], javelin: [24, 24, 6] });
    const fighter = unitOf(state, 'cega-fighter-squadron');
    fighter.structure = 1;
    select(state, fighter);
    if (state.phase === 'action') state.apply(state.options().indexOf(pick(state)));
    expect(pick(state).kind).toBe('land');
  });

  it('beats random with carrier fleets (CEGA Carrier Group vs Jovian Carrier Group, sides swapped): 95% interval above 80%', async () => {
    const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-carrier-group', b: 'preset:jovian-carrier-group', agentA: 'heuristic', agentB: 'random', games: 40, seed: 7, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);
});

describe('Carrier games keep the game contract', () => {
  it('random playouts with carriers end, under both Catapult and Launchers readings, and a mid-game state with models aboard round-trips through serialize', () => {
    for (const [seed, variants] of [[1, {}], [2, { 'trait-catapult': 'traits-2', 'trait-launchers': 'traits-2', 'squadron-repair': 'none' }]] as const) {
      const state = start(variants, CARRIERS, seed);
      const rng = Xoshiro128.stream(seed, 1);
      let checked = false;
      while (!state.isTerminal()) {
        expect(state.legalActions().length).toBeGreaterThan(0);
        if (!checked && state.turn === 2 && state.units.some((u) => u.status === 'embarked')) {
          const copy = JovianState.deserialize(JSON.parse(JSON.stringify(state.serialize())));
          expect(copy.serialize()).toEqual(state.serialize());
          checked = true;
        }
        if (state.currentPlayer() === CHANCE) state.applyChance();
        else state.apply(state.legalActions()[rng.nextBelow(state.legalActions().length)]);
      }
      expect(state.turn).toBeLessThanOrEqual(7);
    }
  });
});

describe('Drones (Weapons › Drone, Drone Bay; Generic Special Actions › Drone Command)', () => {
  const drones = (state: JovianState) => state.units.filter((u) => u.def.kind === 'drone');

  it("the Appalachian's Drone Bay (stock 2, 2) holds two Class II drones aboard: Sentry Drone Squadrons, outside its Hangers, scoring no Victory Points; a fleet may not list drones", () => {
    const state = newGame();
    const appalachian = unitOf(state, 'appalachian');
    expect(drones(state).map((d) => [d.card, d.status, d.carrier])).toEqual([0, 1].map(() => ['sentry-drone-squadron', 'embarked', appalachian.index]));
    // The two exo-armor squadrons still fill Hangers:2.
    expect(state.units.filter((u) => u.side === 0 && u.status === 'embarked' && u.def.kind !== 'drone')).toHaveLength(2);
    expect(state.victoryPoints()).toEqual([233, 233]);
    expect(() => checkFleet({ ...CEGA, units: `${CEGA.units}, sentry-drone-squadron` }, 'f')).toThrow(/drones come from a Drone Bay's stock/);
  });

  it('using the Drone Bay takes one Fire Control and puts one drone (Drone Bays:1) 6" toward the enemy in its Turret arc; launched drones do not activate in the normal sequence', () => {
    const state = table({ appalachian: [24, 10, 2], 'sentry-drone-squadron': 'aboard', 'sentry-drone-squadron#1': 'aboard', javelin: [24, 40, 6] });
    const appalachian = unitOf(state, 'appalachian');
    select(state, appalachian);
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 0);
    const launches = state.options().filter((o) => o.kind === 'fire' && o.target === appalachian.index);
    expect(launches.map((o) => state.describeOption(o))).toEqual(['launch drones (Drone Bay)']);
    choose(state, (o) => o.kind === 'fire' && o.target === appalachian.index);
    const [first, second] = drones(state);
    expect([first.status, first.x, first.y, second.status]).toEqual(['active', 24, 16, 'embarked']);
    expect(state.firedThisActivation).toBe(1);
    // Nothing of CEGA's is left to activate this turn: the drone is not offered.
    state.toMove = 0;
    state.cached = null;
    expect(state.options().some((o) => o.kind === 'select' && o.unit === first.index)).toBe(false);
  });

  it('Drone Command (N commands one drone, JW-120; D two) picks Controllable drones in Sensor Range, nearest first; under drone-command=at-once they activate before play passes on, under later they join the turn', () => {
    for (const [variant, result, commanded] of [['at-once', N, 1], ['at-once', D, 2], ['later', D, 2]] as const) {
      const state = table({ appalachian: [24, 10, 2], 'sentry-drone-squadron': [24, 12, 2], 'sentry-drone-squadron#1': [24, 14, 2], javelin: [24, 40, 6] }, { 'drone-command': variant });
      for (const d of drones(state)) d.activated = true;
      const appalachian = unitOf(state, 'appalachian');
      select(state, appalachian);
      choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'drone-command');
      expect(state.roll).toEqual({ base: 3, flex: 0, macro: 0 });
      state.apply(result);
      expect(drones(state).map((d) => d.activated)).toEqual(commanded === 1 ? [false, true] : [false, false]);
      choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 0);
      while (state.active >= 0) choose(state, (o) => o.kind === 'end');
      if (variant === 'at-once') {
        expect(state.currentPlayer()).toBe(0);
        expect(state.options().map((o) => (o as { unit: number }).unit)).toEqual(drones(state).slice(0, commanded).map((d) => d.index));
      } else {
        // The Javelin (player 1) moves next; the drones wait their turn among CEGA's activations.
        expect(state.currentPlayer()).toBe(1);
      }
    }
  });

  it("drones attack with their own card through the exact pipeline: a Sentry drone's Kinetic Cannon (AS 2) on a Jovian fighter at Optimum Range is 2B, a pair 1/6 of the time, 1 Structure; the Drone Bay itself makes no attack", () => {
    const result = attack(jovianWarsAttack, { attacker: 'sentry-drone-squadron', weapon: 'kinetic-cannon', target: 'jovian-fighter-squadron', exact: true }) as { params: { pool: string }; outcomes: Record<string, number>; meanDamage: number };
    expect(result.params.pool).toBe('2B 0F 0M');
    expect(result.outcomes.D).toBeCloseTo(1 / 6, 12);
    expect(result.meanDamage).toBeCloseTo(1 / 6, 12);
    expect(() => attack(jovianWarsAttack, { attacker: 'appalachian', weapon: 'drone-bay', target: 'javelin', exact: true })).toThrow(/launches drones and makes no attack/);
  });

  it('a drone never Lands and, below Class III, never intercepts', () => {
    const state = table({ appalachian: [24, 10, 2], 'sentry-drone-squadron': [24, 14, 2], 'jovian-fighter-squadron': [24, 24, 6] });
    const drone = unitOf(state, 'sentry-drone-squadron');
    drone.activated = false;
    select(state, drone);
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    const kinds = state.options().map((o) => o.kind);
    expect(kinds).toContain('approach');
    expect(kinds).not.toContain('intercept');
    expect(kinds).not.toContain('land');
  });

  it("a Dead ship's unlaunched drones are lost with it, while its Embarked squadrons are placed beside the wreck", () => {
    const state = newGame();
    catastrophe(state, 6);
    expect(drones(state).map((d) => d.status)).toEqual(['destroyed', 'destroyed']);
    expect(state.units.filter((u) => u.card === 'cega-exo-armor-squadron').map((u) => u.status)).toEqual(['active', 'active']);
  });
});
