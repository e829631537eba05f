/**
 * Jovian Wars Suppressing Fire and Silent Running (`002_f697cf6215cb147c.txt`,
 * Capital Ship Special Actions › Suppressing Fire, States › Suppressed;
 * Generic Special Actions › Silent Running, States › Stealthed), driven
 * through their chance nodes with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/game/state.ts';
import { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { thrustersOf } from '../../../src/systems/jovian-wars/units.ts';
import { endTurn } from '../../../src/systems/jovian-wars/flow.ts';
import { narrateJovian } from '../../../src/systems/jovian-wars/narrate.ts';
import { activate, choose, D, heuristicPick, N, select, table, unitOf, withTraits } from './scripted.ts';

const actionNames = (state: JovianState) => state.options().filter((o) => o.kind === 'action').map((o) => ACTIONS[(o as { action: number }).action]);

describe('Suppressing Fire (Capital Ship Special Actions › Suppressing Fire; States › Suppressed:X)', () => {
  /** An Uller (Kinetic Cannon AC 3, arcs F/P/S) 40" from a Javelin bow to bow: far beyond its Sensor Range. */
  const far = () => table({ uller: [24, 4, 2], javelin: [24, 44, 6], alexander: [30, 44, 6] });

  it('is offered to a capital ship with a Kinetic Cannon; its Kinetic Cannon then reaches a capital ship at any distance, which a normal activation cannot', () => {
    const plain = far();
    activate(plain, unitOf(plain, 'uller'));
    choose(plain, (o) => o.kind === 'move' && o.turns === 0);
    expect(plain.phase === 'attack' ? plain.options().filter((o) => o.kind === 'fire' && o.weapon === 2) : []).toEqual([]);

    const state = far();
    const uller = unitOf(state, 'uller');
    select(state, uller);
    expect(actionNames(state)).toEqual(expect.arrayContaining(['suppressing-fire', 'silent-running']));
    choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'suppressing-fire');
    choose(state, (o) => o.kind === 'move' && o.turns === 0);
    const targets = state.options().filter((o) => o.kind === 'fire' && o.weapon === 2).map((o) => (o as { target: number }).target);
    expect(targets.sort()).toEqual([unitOf(state, 'javelin').index, unitOf(state, 'alexander').index].sort());
  });

  it('"Instead of resolving the attack" the Javelin enters Suppressed:3 (the AC): no dice, Thrusters 2 - (3 - 1) = 0; a second Suppressing Fire upgrades it to Suppressed:4 "regardless of the AC value"', () => {
    const state = far();
    const javelin = unitOf(state, 'javelin');
    activate(state, unitOf(state, 'uller'), 'suppressing-fire');
    choose(state, (o) => o.kind === 'move' && o.turns === 0);
    choose(state, (o) => o.kind === 'fire' && o.weapon === 2 && o.target === javelin.index);
    expect(state.currentPlayer()).not.toBe(CHANCE);
    expect(javelin.suppressed).toBe(3);
    expect(javelin.marked).toEqual([0, 0, 0, 0, 0]);
    expect(thrustersOf(javelin)).toBe(0);
    expect(narrateJovian(state.events(), { names: ['CEGA', 'Jovians'] } as never).join('\n')).toMatch(/Suppressing Fire \(Kinetic Cannon\) on .*Suppressed:3/);

    const again = far();
    const target = unitOf(again, 'javelin');
    target.suppressed = 2;
    activate(again, unitOf(again, 'uller'), 'suppressing-fire');
    choose(again, (o) => o.kind === 'move' && o.turns === 0);
    choose(again, (o) => o.kind === 'fire' && o.weapon === 2 && o.target === target.index);
    expect(target.suppressed).toBe(3);
  });

  it('a Suppressed ship with Thrusters 0 is offered no Evade, Station Keep or Hard Burn, and moves exactly its Speed without turning; the End Phase ends the state', () => {
    const state = far();
    const javelin = unitOf(state, 'javelin');
    javelin.suppressed = 3;
    select(state, javelin);
    expect(actionNames(state)).not.toEqual(expect.arrayContaining(['evade']));
    expect(actionNames(state).some((a) => a === 'station-keep' || a === 'hard-burn')).toBe(false);
    choose(state, (o) => o.kind === 'action' && o.action === 0);
    const moves = state.options().filter((o) => o.kind === 'move') as { turns: number; distance: number }[];
    expect(new Set(moves.map((m) => `${m.turns}:${m.distance}`))).toEqual(new Set(['0:4']));
    // The End Phase: "Cancellation: End Phase".
    endTurn(state);
    expect(javelin.suppressed).toBe(0);
  });

  it('a Cloaked capital ship cannot be picked ("any Capital Ship model without Cloak")', () => {
    const state = far();
    const javelin = withTraits(state, unitOf(state, 'javelin'), ['cloak']);
    activate(state, unitOf(state, 'uller'), 'suppressing-fire');
    choose(state, (o) => o.kind === 'move' && o.turns === 0);
    expect(state.options().some((o) => o.kind === 'fire' && o.target === javelin.index)).toBe(false);
  });
});

describe('Silent Running (Generic Special Actions › Silent Running; States › Stealthed)', () => {
  const close = (variants: Record<string, string> = {}) => table({ uller: [24, 20, 2], javelin: [24, 30, 6] }, variants);

  it('a Skill Test; while Stealthed the Uller counts as ECM +1: the Javelin\'s Kinetic Cannon on it has the dice it would have on an Uller with ECM:1', () => {
    const state = close();
    const uller = unitOf(state, 'uller');
    const javelin = unitOf(state, 'javelin');
    // The whole plan (traits-1 ECM diminishes the roll rather than changing the pools).
    const plain = JSON.stringify(state.plan(javelin, 0, uller, 'activation'));
    const ecm = close();
    const withEcm = withTraits(ecm, unitOf(ecm, 'uller'), ['ecm:1']);
    const expected = JSON.stringify(ecm.plan(unitOf(ecm, 'javelin'), 0, withEcm, 'activation'));
    expect(expected).not.toEqual(plain);
    activate(state, uller, 'silent-running');
    expect(state.currentPlayer()).toBe(CHANCE);
    expect(state.roll).toEqual({ base: 3, flex: 0, macro: 0 });
    state.apply(D);
    expect(uller.silent).toBe(2);
    expect(JSON.stringify(state.plan(javelin, 0, uller, 'activation'))).toEqual(expected);
  });

  it('on an N the state ends when the model fires a gun (its Kinetic Cannon), not a missile (AC Missiles); on a D+ it lasts to the End Phase', () => {
    for (const [result, weapon, after] of [[N, 2, 0], [N, 1, 1], [D, 2, 2]] as const) {
      const state = close();
      const uller = unitOf(state, 'uller');
      activate(state, uller, 'silent-running');
      state.apply(result);
      choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 1);
      choose(state, (o) => o.kind === 'fire' && o.weapon === weapon);
      expect(uller.silent).toBe(after);
    }
  });

  it('Stealth under traits-2 lowers the attacker\'s Sensors by 1: a Javelin (Sensors 3) 15" from a Stealthed Uller after its shortest move has it at Long Range (Optimum 6 + 9 = 15" before, 6 + 6 = 12" after), so its guns cannot fire', () => {
    for (const [silent, canFire] of [[0, true], [2, false]] as const) {
      const state = table({ uller: [24, 14, 2], javelin: [24, 31, 6] }, { traits: 'traits-2' });
      unitOf(state, 'uller').silent = silent;
      activate(state, unitOf(state, 'javelin'));
      choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 0 + Math.min(...(state.options().filter((m) => m.kind === 'move' && m.turns === 0) as { distance: number }[]).map((m) => m.distance)));
      const d = Math.hypot(unitOf(state, 'javelin').x - 24, unitOf(state, 'javelin').y - 14);
      expect(d).toBeGreaterThan(12);
      expect(d).toBeLessThanOrEqual(15);
      expect(state.phase === 'attack' && state.options().some((o) => o.kind === 'fire' && o.weapon === 0)).toBe(canFire);
    }
  });

  it('is offered to squadrons too ("A model declaring the Silent Running action"), and the End Phase ends the state', () => {
    const ended = close();
    unitOf(ended, 'uller').silent = 2;
    endTurn(ended);
    expect(unitOf(ended, 'uller').silent).toBe(0);
    const state = close();
    const fighter = unitOf(state, 'cega-fighter-squadron');
    Object.assign(fighter, { x: 20, y: 20, heading: 2, status: 'active' });
    select(state, fighter);
    expect(actionNames(state)).toContain('silent-running');
  });
});

describe('Vector Attack (Generic Special Actions › Vector Attack)', () => {
  /** A Tengu (Sensors 3: Sensor Range 3 + 9 = 12" on a squadron) with two CEGA fighters 5" and 8" off, a third 20" off; a Javelin 30" away. */
  const setup = () => {
    const state = table({ tengu: [24, 10, 2], 'cega-fighter-squadron': [24, 15, 2], 'cega-fighter-squadron#1': [32, 10, 2], 'cega-fighter-squadron#2': [4, 10, 2], javelin: [24, 40, 6] });
    return { state, tengu: unitOf(state, 'tengu'), fighters: state.units.filter((u) => u.card === 'cega-fighter-squadron' && u.status !== 'withdrawn') };
  };

  it('is offered to a capital ship with Sensors 1+ and a friendly squadron in its Sensor Range; a Skill Test with its Skill', () => {
    const { state, tengu } = setup();
    select(state, tengu);
    expect(actionNames(state)).toContain('vector-attack');
    choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'vector-attack');
    expect(state.currentPlayer()).toBe(CHANCE);
    expect(state.roll).toEqual({ base: tengu.def.skill, flex: 0, macro: 0 });
  });

  it('"N choose a Squadron within Sensor Range ... may make a free movement of up to 4"": the nearest fighter moves 4" straight at the Javelin; "D allows two"; the one 20" off never moves; none counts as activated', () => {
    for (const [result, moved] of [[N, 1], [D, 2]] as const) {
      const { state, tengu, fighters } = setup();
      const before = fighters.map((f) => [f.x, f.y]);
      select(state, tengu);
      choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'vector-attack');
      state.apply(result);
      const travelled = fighters.map((f, i) => Math.hypot(f.x - before[i][0], f.y - before[i][1]));
      expect(travelled.map((t) => Math.round(t * 1e9) / 1e9)).toEqual(moved === 1 ? [4, 0, 0] : [4, 4, 0]);
      expect([fighters[0].x, fighters[0].y]).toEqual([24, 19]);
      expect(fighters.map((f) => f.activated)).toEqual([false, false, false]);
    }
  });
});

describe('The heuristic and the new Actions', () => {
  const pick = heuristicPick;

  it('declares Suppressing Fire when its guns cannot reach an enemy capital ship this activation, and not when they can', () => {
    const far = table({ uller: [24, 2, 2], javelin: [24, 46, 6] });
    select(far, unitOf(far, 'uller'));
    const o = pick(far);
    expect(o.kind === 'action' && ACTIONS[o.action]).toBe('suppressing-fire');

    const near = table({ uller: [24, 14, 2], javelin: [24, 30, 6] });
    select(near, unitOf(near, 'uller'));
    const q = pick(near);
    expect(q.kind === 'action' && ACTIONS[q.action]).not.toBe('suppressing-fire');
  });

  it('runs a capital ship silent within reach of the enemy when nothing better offers (not Vector Attack: no unactivated squadron in range)', () => {
    const near = table({ uller: [24, 14, 2], javelin: [24, 30, 6] });
    select(near, unitOf(near, 'uller'));
    const q = pick(near);
    expect(q.kind === 'action' && ACTIONS[q.action]).toBe('silent-running');
  });

  it('runs a squadron silent only when no enemy is within its reach (Speed and two Boosts), keeping its Bombing Run otherwise', () => {
    for (const [y, silent] of [[44, true], [20, false]] as const) {
      const state = table({ 'cega-fighter-squadron': [24, 4, 2], javelin: [24, y, 6] });
      select(state, unitOf(state, 'cega-fighter-squadron'));
      const q = pick(state);
      expect(q.kind === 'action' && ACTIONS[q.action] === 'silent-running').toBe(silent);
    }
  });
});
