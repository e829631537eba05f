/**
 * Jovian Wars Actions, States and the Point Defense readings in the game
 * (`002_f697cf6215cb147c.txt`, Action; Generic Special Actions › Evade,
 * Combined Attack; Capital Ship Special Actions › Station Keep, Hard Burn,
 * Long Shot, Damage Control, Overdrive, Reorient; Repair; Traits › Autofire, Barrier,
 * Repair),
 * each driven through its chance nodes with scripted dice (`apply(outcome)`).
 */
import { describe, expect, it } from 'vitest';
import { withLevel } from '../../../src/dice/setMagnitudes.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { Unit } from '../../../src/systems/jovian-wars/units.ts';
import { DEFENSE, SENSORS, THRUSTERS } from '../../../src/systems/jovian-wars/damage.ts';
import type { Terrain } from '../../../src/systems/jovian-wars/terrain.ts';
import { activate, answerOffer, BATTLE, choose, D, die, heuristicPick, N, Q, select, start as startGame, T, table, unitOf, withTraits } from './scripted.ts';

describe('Evade (Generic Special Actions › Evade; States › Evading)', () => {
  it('an Evading Uller has Fire Control 1, and a Javelin\'s Kinetic Cannon on it becomes an opposed roll against its Skill 3 (traits-1); the state ends in the End Phase', () => {
    const state = table({ uller: [24, 20, 2], javelin: [24, 30, 6] });
    const uller = unitOf(state, 'uller');
    const javelin = unitOf(state, 'javelin');
    expect(state.plan(javelin, 0, uller, 'activation').opposed).toBeNull();
    activate(state, uller, 'evade');
    expect(uller.evading).toBe(true);
    expect(state.plan(javelin, 0, uller, 'activation').opposed).toEqual({ base: 3, flex: 0, macro: 0 });
    choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 1);
    const fires = state.options().filter((o) => o.kind === 'fire').length;
    expect(fires).toBeGreaterThan(0);
    choose(state, (o) => o.kind === 'fire');
    while (state.currentPlayer() === CHANCE) state.apply(state.chanceOutcomes()[0].action);
    // Fire Control 1: after one attack the activation is over.
    expect(state.active).toBe(-1);
    for (const u of state.units) u.activated = true;
    state.cached = null;
    state.settle();
    expect([state.turn, uller.evading]).toEqual([2, false]);
  });

  it('a squadron needs Fuel 2+ to Evade', () => {
    const state = table({ 'cega-fighter-squadron': [10, 10, 2], javelin: [40, 40, 6] });
    const fighter = unitOf(state, 'cega-fighter-squadron');
    fighter.fuel = 1;
    select(state, fighter);
    // Silent Running (any model) is still offered, so the Action choice remains; Evade is not in it.
    const offered = state.phase === 'action' ? state.options().filter((o) => o.kind === 'action').map((o) => ACTIONS[(o as { action: number }).action]) : [];
    expect(offered).toEqual(['none', 'silent-running']);
  });
});

describe('States › Crippled: "A Crippled ship may only take the following Actions: Repair, Withdraw"', () => {
  it('a Crippled Uller is offered no Evade, Station Keep, Hard Burn or Long Shot, only no Action or Damage Control', () => {
    const state = table({ uller: [24, 20, 2], javelin: [24, 30, 6] });
    const uller = unitOf(state, 'uller');
    select(state, uller);
    const healthy = state.options().filter((o) => o.kind === 'action').map((o) => ACTIONS[(o as { action: number }).action]);
    expect(healthy).toEqual(expect.arrayContaining(['evade', 'station-keep', 'long-shot']));

    const crippled = table({ uller: [24, 20, 2], javelin: [24, 30, 6] });
    const wreck = unitOf(crippled, 'uller');
    wreck.status = 'crippled';
    select(crippled, wreck);
    const offered = crippled.phase === 'action' ? crippled.options().filter((o) => o.kind === 'action').map((o) => ACTIONS[(o as { action: number }).action]) : ['none'];
    expect(offered.every((action) => action === 'none' || action === 'damage-control')).toBe(true);
  });
});

describe('Station Keep (Capital Ship Special Actions › Station Keep; States › Station Keeping)', () => {
  it('sets the Uller\'s Speed to 0 with no minimum move (0 to 2"), and gives a Javelin\'s Kinetic Cannon on its fore (net -3) +1 modifier (-3M -> -2M) or, under station-keeping=flex, +1F', () => {
    for (const [variant, shift] of [['modifier', [0, 0, 1]], ['flex', [0, 1, 0]]] as const) {
      const state = table({ uller: [24, 20, 2], javelin: [24, 30, 6] }, { 'station-keeping': variant });
      const uller = unitOf(state, 'uller');
      const javelin = unitOf(state, 'javelin');
      const before = state.plan(javelin, 0, uller, 'activation').poolParams;
      activate(state, uller, 'station-keep');
      const moves = state.options().filter((o) => o.kind === 'move') as { distance: number }[];
      expect(new Set(moves.map((m) => m.distance))).toEqual(new Set([0, 1, 2]));
      const after = state.plan(javelin, 0, uller, 'activation').poolParams;
      expect(before.macro).toBe(-3);
      expect([after.base - before.base, after.flex - before.flex, after.macro - before.macro]).toEqual(shift);
    }
  });
});

describe('Hard Burn (Capital Ship Special Actions › Hard Burn; States › Hard Burn:X)', () => {
  it('doubles the Uller\'s Speed (4" to 8" instead of 1" to 5") and cuts Turns to 1 for X = 2 turns, then Turns 1 at normal Speed, then ends', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6] });
    const uller = unitOf(state, 'uller');
    activate(state, uller, 'hard-burn');
    const moves = () => state.options().filter((o) => o.kind === 'move') as { distance: number; turns: number }[];
    expect(new Set(moves().map((m) => m.distance))).toEqual(new Set([4, 6, 8]));
    expect(Math.max(...moves().map((m) => m.turns))).toBe(1);
    expect(uller.hardBurn).toBe(2);
    const endTurn = () => {
      for (const u of state.units) u.activated = true;
      state.phase = 'select';
      state.active = -1;
      state.cached = null;
      state.settle();
    };
    endTurn();
    expect(uller.hardBurn).toBe(1);
    activate(state, uller, 'none');
    expect(state.options().some((o) => o.kind === 'move' && o.distance === 8)).toBe(true);
    endTurn();
    expect(uller.hardBurn).toBe(0);
    select(state, uller);
    expect(state.options().some((o) => o.kind === 'action' && ACTIONS[o.action] === 'hard-burn')).toBe(false);
    choose(state, (o) => o.kind === 'action' && o.action === 0);
    expect(new Set(moves().map((m) => m.distance))).toEqual(new Set([1, 3, 5]));
    endTurn();
    expect(uller.hardBurn).toBe(-1);
  });

  it('under hard-burn=1 the doubled Speed lasts one turn', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6] }, { 'hard-burn': '1' });
    activate(state, unitOf(state, 'uller'), 'hard-burn');
    expect(unitOf(state, 'uller').hardBurn).toBe(1);
  });
});

describe('Long Shot (Capital Ship Special Actions › Long Shot)', () => {
  const longRange = () => table({ javelin: [24, 10, 2], uller: [24, 40, 6] });

  it('a Javelin 30" from an Uller cannot fire its guns without Long Shot', () => {
    const state = longRange();
    activate(state, unitOf(state, 'javelin'), 'none');
    choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 2);
    expect(state.phase === 'attack' ? state.options().filter((o) => o.kind === 'fire') : []).toEqual([]);
  });

  it('with a D on the Skill Test the Javelin fires its Kinetic Cannon at Long Range (-3, with fore Armor 2 + Reactive 1: -6M) and the weapon is damaged on a 4+', () => {
    for (const [die, damaged] of [[4, true], [3, false]] as const) {
      const state = longRange();
      const javelin = unitOf(state, 'javelin');
      activate(state, javelin, 'long-shot');
      expect(state.currentPlayer()).toBe(CHANCE);
      state.apply(D);
      expect(state.longShot).toBe(1);
      choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 2);
      const uller = unitOf(state, 'uller');
      expect(state.plan(javelin, 0, uller, 'activation').poolParams.macro).toBe(-3 - 2 - 1);
      choose(state, (o) => o.kind === 'fire' && o.weapon === 0);
      state.apply(N);
      expect(state.chanceOutcomes().length).toBe(6);
      state.apply(die);
      expect(Boolean(javelin.damaged & 1)).toBe(damaged);
    }
  });

  it('an N on the Skill Test damages the weapon after the attack with no die; a T needs a 6', () => {
    const state = longRange();
    const javelin = unitOf(state, 'javelin');
    activate(state, javelin, 'long-shot');
    state.apply(N);
    choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 2);
    choose(state, (o) => o.kind === 'fire' && o.weapon === 0);
    state.apply(N);
    expect(javelin.damaged & 1).toBe(1);
    const again = longRange();
    activate(again, unitOf(again, 'javelin'), 'long-shot');
    again.apply(T);
    choose(again, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 2);
    choose(again, (o) => o.kind === 'fire' && o.weapon === 0);
    again.apply(N);
    again.apply(5);
    expect(unitOf(again, 'javelin').damaged & 1).toBe(0);
  });
});

describe('Damage Control (Capital Ship Special Actions › Damage Control; Repair › Capital Ship Repairing Itself)', () => {
  const damaged = (variants: Record<string, string> = {}) => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6] }, variants);
    const uller = unitOf(state, 'uller');
    uller.marked[DEFENSE] = 2;
    uller.marked[SENSORS] = 1;
    return state;
  };

  it('is offered only to a damaged ship', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6] });
    select(state, unitOf(state, 'uller'));
    expect(state.options().some((o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control')).toBe(false);
  });

  it('a D repairs one Rating Damage automatically: Defense 1 -> 2 (the larger gain than Sensors 2 -> 3 ties, more boxes marked first)', () => {
    const state = damaged();
    const uller = unitOf(state, 'uller');
    activate(state, uller, 'damage-control');
    state.apply(D);
    expect([uller.marked[DEFENSE], uller.marked[SENSORS]]).toEqual([1, 1]);
  });

  it('a T repairs two; an N repairs one on a 4+ and none on a 3', () => {
    const state = damaged();
    const uller = unitOf(state, 'uller');
    activate(state, uller, 'damage-control');
    state.apply(T);
    expect(uller.marked[DEFENSE] + uller.marked[SENSORS]).toBe(1);
    for (const [die, left] of [[4, 2], [3, 3]] as const) {
      const s = damaged();
      activate(s, unitOf(s, 'uller'), 'damage-control');
      s.apply(N);
      s.apply(die);
      expect(unitOf(s, 'uller').marked[DEFENSE] + unitOf(s, 'uller').marked[SENSORS]).toBe(left);
    }
  });

  it('a T with only a damaged weapon repairs it on a 4+', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6] });
    const uller = unitOf(state, 'uller');
    uller.damaged = 1 << 2;
    activate(state, uller, 'damage-control');
    state.apply(T);
    state.apply(4);
    expect(uller.damaged).toBe(0);
  });

  it('Repair:1 turns a failed 3 into a repair under traits-1 (+1 to the d6), and adds a Skill die under traits-2', () => {
    const one = damaged();
    withTraits(one, unitOf(one, 'uller'), ['repair:1']);
    activate(one, unitOf(one, 'uller'), 'damage-control');
    one.apply(N);
    one.apply(3);
    expect(unitOf(one, 'uller').marked[DEFENSE] + unitOf(one, 'uller').marked[SENSORS]).toBe(2);
    const two = damaged({ 'trait-repair': 'traits-2' });
    withTraits(two, unitOf(two, 'uller'), ['repair:1']);
    activate(two, unitOf(two, 'uller'), 'damage-control');
    expect(two.chanceOutcomes().some((o) => o.action === Q)).toBe(true);
  });
});

describe('Combined Attack (Generic Special Actions › Combined Attack; States › Targeted:X)', () => {
  it('a Pathfinder squadron puts the Uller in Targeted:1 (+1 modifier for every attack on it this turn) and must spend its first Fire Control on it', () => {
    const state = table({ uller: [24, 10, 2], tengu: [30, 10, 2], pathfinder: [24, 20, 6] });
    const uller = unitOf(state, 'uller');
    const pathfinder = unitOf(state, 'pathfinder');
    const tengu = unitOf(state, 'tengu');
    const before = state.plan(tengu, 0, uller, 'activation').poolParams;
    activate(state, pathfinder, 'none');
    choose(state, (o) => o.kind === 'combined' && o.target === uller.index);
    expect([state.currentPlayer(), state.phase, uller.targeted]).toEqual([1, 'attack', 1]);
    const targets = new Set(state.options().filter((o) => o.kind === 'fire').map((o) => (o as { target: number }).target));
    expect(targets).toEqual(new Set([uller.index]));
    expect(state.options().some((o) => o.kind === 'end')).toBe(false);
    const after = state.plan(tengu, 0, uller, 'activation').poolParams;
    expect(after.base + after.flex + after.macro).toBeGreaterThan(before.base + before.flex + before.macro);
  });

  it('a squadron that declared Evade can no longer Bomb, Intercept, make a Combined Attack or Withdraw (one Action per activation)', () => {
    const state = table({ uller: [24, 10, 2], 'cega-fighter-squadron': [24, 40, 6], pathfinder: [24, 20, 6] });
    activate(state, unitOf(state, 'pathfinder'), 'evade');
    expect(state.options().some((o) => ['bomb', 'intercept', 'combined', 'withdraw'].includes(o.kind))).toBe(false);
  });
});

describe('Point Defense readings (Attack Window; Traits › Autofire, JW-032; Traits › Barrier)', () => {
  /** A Pathfinder flies straight at a CEGA fighter squadron; does the Uller queue a Point Defense attack on it? */
  const drawsPointDefense = (reading: string, uller: [number, number], pathfinder: [number, number], fighter: [number, number], traits: string[] = []) => {
    const state = table({ uller: [uller[0], uller[1], 2], pathfinder: [pathfinder[0], pathfinder[1], 6], 'cega-fighter-squadron': [fighter[0], fighter[1], 2] }, { 'trait-autofire': reading });
    if (traits.length > 0) withTraits(state, unitOf(state, 'uller'), traits);
    activate(state, unitOf(state, 'pathfinder'), 'none');
    choose(state, (o) => o.kind === 'approach' && o.target === unitOf(state, 'cega-fighter-squadron').index);
    // The fighter may intercept the approach (Reactive Interception): it lets it pass, so the whole move is flown.
    if (state.phase === 'react') answerOffer(state, false);
    return state.jobs.some((j) => j.kind === 'attack' && j.attacker === unitOf(state, 'uller').index);
  };

  it('a squadron flying from 8" to 0.5" of the Uller draws Point Defense under every reading', () => {
    for (const reading of ['traits-1', 'traits-2', 'attack-window']) expect(drawsPointDefense(reading, [24, 10], [24, 18], [24, 8])).toBe(true);
  });

  it('a squadron already within 3" when its move starts, ending 1.5" away, draws it when its move ends (attack-window, traits-2) but not under traits-1 (it never enters)', () => {
    expect(['traits-1', 'traits-2', 'attack-window'].map((r) => drawsPointDefense(r, [24, 10], [24, 12.5], [24, 6]))).toEqual([false, true, true]);
  });

  it('a squadron passing within 2" of the Uller and out to 3.6" draws Point Defense only under traits-1 (entering at any point)', () => {
    expect(['traits-1', 'traits-2', 'attack-window'].map((r) => drawsPointDefense(r, [26, 17], [24, 22], [24, 4]))).toEqual([true, false, false]);
  });

  it('Barrier reaches 6": a squadron ending 5" from the Uller draws Point Defense only when the Uller has Barrier', () => {
    expect(drawsPointDefense('attack-window', [24, 10], [24, 26], [24, 5])).toBe(false);
    expect(drawsPointDefense('attack-window', [24, 10], [24, 26], [24, 5], ['barrier'])).toBe(true);
  });

  it('a squadron holding 2" from the Uller and firing draws Point Defense, resolved first, under traits-2 only', () => {
    const run = (reading: string) => {
      const state = table({ uller: [24, 10, 2], pathfinder: [24, 12, 6] }, { 'trait-autofire': reading });
      activate(state, unitOf(state, 'pathfinder'), 'none');
      choose(state, (o) => o.kind === 'hold');
      choose(state, (o) => o.kind === 'fire');
      return state.jobs.length > 0 && state.jobs[0].kind === 'attack' && state.jobs[0].attacker === unitOf(state, 'uller').index;
    };
    expect([run('traits-1'), run('traits-2'), run('attack-window')]).toEqual([false, true, false]);
  });
});

describe('Ram (Generic Special Actions › Ram)', () => {
  it('the rulebook example: a Valiant with 1 Structure rams a Tengu\'s side; Skill D escalates its 5d6 [D2, D5] to [T2, T5]; the Tengu\'s 3d6 [D2] escalates to [T2] and cripples the Valiant, which is not Destroyed (it was not Crippled before)', () => {
    const state = table({ tengu: [24, 20, 0], valiant: [24, 26, 6] });
    const valiant = unitOf(state, 'valiant');
    const tengu = unitOf(state, 'tengu');
    valiant.marked[0] = 3;
    valiant.structure = 1;
    activate(state, valiant, 'none');
    choose(state, (o) => o.kind === 'ram' && o.target === tengu.index);
    expect(valiant.y).toBeCloseTo(21, 9);
    state.apply(D);
    expect(state.roll).toEqual({ base: 5, flex: 0, macro: 0 });
    state.apply(withLevel(withLevel(0, 2, 1), 5, 1));
    expect(state.roll).toEqual({ base: 3, flex: 0, macro: 0 });
    state.apply(die(1, 2));
    expect(tengu.marked[0]).toBe(2);
    expect(valiant.status).toBe('crippled');
    // The Valiant's own Catastrophic Damage roll for losing its last Structure: a 1 leaves it Crippled.
    expect(state.currentPlayer()).toBe(CHANCE);
    state.apply(1);
    expect(valiant.status).toBe('crippled');
  });

  it('a ship with Structure 2 cannot ram; a ship Crippled before its ram is Destroyed by it', () => {
    const healthy = table({ tengu: [24, 20, 0], valiant: [24, 26, 6] });
    unitOf(healthy, 'valiant').marked[0] = 2;
    activate(healthy, unitOf(healthy, 'valiant'), 'none');
    expect(healthy.options().some((o) => o.kind === 'ram')).toBe(false);
    const state = table({ tengu: [24, 20, 0], valiant: [24, 26, 6] });
    const valiant = unitOf(state, 'valiant');
    valiant.marked[0] = 4;
    valiant.structure = 0;
    valiant.status = 'crippled';
    activate(state, valiant, 'none');
    choose(state, (o) => o.kind === 'ram');
    state.apply(N);
    state.apply(N);
    state.apply(N);
    expect(state.chanceOutcomes().length).toBe(6);
    state.apply(1);
    expect(valiant.status).toBe('destroyed');
  });

  /**
   * Action › Ram step 3, "Resolve Damage from the rolls as normal. However, if the ramming ship was Crippled at the
   * start of the Ram action, it is considered Destroyed ... Roll on the Catastrophic Damage Table to see if it
   * [Explodes]": a Valiant Crippled with Defense, Sensors and Thrusters at 0 (+3 on the table) rams a Tengu head-on.
   * Skill N, the Valiant's roll N, the Tengu's D escalates to T: a Structure the Valiant no longer has (a Catastrophic
   * roll, States › Crippled) and a Critical Hit (no rating left: its first weapon, 5+). Then the same two d6, 1 and 5.
   */
  const crippledRam = (reading: string) => {
    const state = table({ tengu: [24, 20, 2], valiant: [24, 24, 6] }, { 'ram-explosion': reading });
    const valiant = unitOf(state, 'valiant');
    const tengu = unitOf(state, 'tengu');
    valiant.marked[0] = valiant.tracks[0].length;
    for (const r of [DEFENSE, SENSORS, THRUSTERS]) valiant.marked[r] = valiant.tracks[r].length;
    valiant.structure = 0;
    valiant.status = 'crippled';
    activate(state, valiant, 'none');
    choose(state, (o) => o.kind === 'ram' && o.target === tengu.index);
    state.apply(N);
    state.apply(N);
    state.apply(die(1, 2));
    expect(state.roll).toBe('d6');
    const first = state.jobs[0].kind;
    state.apply(1);
    const second = state.jobs[0]?.kind;
    // Weapon Damage on a ship already Destroyed is not rolled (jobs.ts startJob): under explosion-first nothing is left.
    if (state.roll === 'd6') state.apply(5);
    const catastrophic = (state.events() as { kind: string; result?: string; die?: number }[]).filter((e) => e.kind === 'catastrophic');
    return { state, valiant, tengu, first, second, catastrophic };
  };

  it('ram-explosion=damage-first (default): the Catastrophic roll the Ram\'s damage calls for comes first; its 5 + 3 Explodes the Valiant and its own roll is never made', () => {
    const { state, valiant, tengu, first, second, catastrophic } = crippledRam('damage-first');
    expect([first, second]).toEqual(['weapon-damage', 'catastrophic']);
    expect(valiant.status).toBe('destroyed');
    expect(catastrophic).toEqual([expect.objectContaining({ die: 5, result: 'explode' })]);
    // The Explosion's Particle Cannon attack on the Tengu 1" away is the next roll; no rammer's roll is left queued.
    expect(state.jobs[0]).toMatchObject({ kind: 'attack', target: tengu.index });
    expect(state.jobs.some((j) => j.kind === 'ram-end')).toBe(false);
  });

  it('ram-explosion=explosion-first: the rammer\'s own roll comes first (1 + 3: Destroyed, no Explosion); the Catastrophic roll and the Critical Hit\'s weapon roll on the Destroyed ship are never made', () => {
    const { state, valiant, first, second, catastrophic } = crippledRam('explosion-first');
    expect([first, second]).toEqual(['ram-end', undefined]);
    expect(valiant.status).toBe('destroyed');
    expect(catastrophic).toEqual([expect.objectContaining({ die: 1, result: 'dead' })]);
    expect(state.currentPlayer()).not.toBe(CHANCE);
  });

  it('a Pathfinder with 1 Structure rams the Uller: it survives the Point Defense attack (N), its Skill Test T deals a Critical Hit and a Structure damage, and it is Destroyed', () => {
    const state = table({ uller: [24, 10, 2], pathfinder: [24, 18, 6] });
    const pathfinder = unitOf(state, 'pathfinder');
    const uller = unitOf(state, 'uller');
    pathfinder.structure = 1;
    activate(state, pathfinder, 'none');
    choose(state, (o) => o.kind === 'ram' && o.target === uller.index);
    // Point Defense: AS = the Uller's Defense 3, +1 at Short Range -> 4B.
    expect(state.roll).toEqual({ base: 4, flex: 0, macro: 0 });
    state.apply(N);
    state.apply(T);
    expect([uller.marked[0], uller.marked[DEFENSE] + uller.marked[SENSORS] + uller.marked[3], pathfinder.status]).toEqual([1, 1, 'destroyed']);
  });
});

describe('Barrier and missile defence (Traits › Barrier, two chapters)', () => {
  /** The Alexander's AC Missiles at a Wyvern (Defense down to 1) with a Barrier Uller 5" away. */
  const defence = (reading: string) => {
    const state = table({ wyvern: [24, 10, 2], uller: [29, 10, 2], alexander: [24, 22, 6] }, { 'trait-barrier': reading });
    const uller = withTraits(state, unitOf(state, 'uller'), ['barrier']);
    expect(uller.def.traits).toContain('barrier');
    const wyvern = unitOf(state, 'wyvern');
    wyvern.marked[DEFENSE] = 2;
    return state.plan(unitOf(state, 'alexander'), 2, wyvern, 'activation').opposed;
  };

  it('traits-1: the Barrier ship 5" away supports the defence roll (+1F, as if within 3"); traits-2: the Wyvern defends with the Barrier ship\'s Defense 3', () => {
    expect(defence('traits-1')).toEqual({ base: 1, flex: 1, macro: 0 });
    expect(defence('traits-2')).toEqual({ base: 3, flex: 0, macro: 0 });
  });
});

describe('Terrain (Terrain; Attack › Obscured)', () => {
  const piece = (kind: Terrain['kind'], x: number, y: number, r: number): Terrain => ({ kind, x, y, r });

  it('terrain=scattered places seven pieces between the deployment zones and an Atmosphere band of 3, 4.5 or 6", the same for the same seed', () => {
    const start = (seed: number) => startGame({ terrain: 'scattered' }, BATTLE, seed, false);
    const a = start(1);
    expect(a.terrain.length).toBe(8);
    for (const t of a.terrain.filter((p) => p.kind !== 'atmosphere')) expect(t.y >= 12 && t.y <= 36).toBe(true);
    expect([3, 4.5, 6]).toContain(a.terrain.find((t) => t.kind === 'atmosphere')!.r);
    expect(start(1).terrain).toEqual(a.terrain);
    expect(start(2).terrain).not.toEqual(a.terrain);
    expect(table({ uller: [24, 10, 2] }).terrain).toEqual([]);
  });

  it('an Uller moving 5" through a Debris Field suffers an AC:3 attack (fore Armor 2 -> net -2 -> 3B -2M); a squadron flying through an Asteroid Field suffers none', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6], pathfinder: [10, 30, 6] });
    state.terrain = [piece('debris-field', 24, 13, 1), piece('asteroid-field', 10, 26, 2)];
    activate(state, unitOf(state, 'uller'), 'none');
    choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 5);
    expect(state.roll).toEqual({ base: 3, flex: 0, macro: -2 });
    const flyer = table({ uller: [10, 10, 2], pathfinder: [10, 30, 6] });
    flyer.terrain = [piece('asteroid-field', 10, 26, 2)];
    activate(flyer, unitOf(flyer, 'pathfinder'), 'none');
    choose(flyer, (o) => o.kind === 'approach');
    expect(flyer.currentPlayer()).not.toBe(CHANCE);
  });

  it('a target inside an Asteroid Field, or behind a Large Asteroid within 3" of it, is Obscured (-2); in the open it is not', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 20, 6] });
    const uller = unitOf(state, 'uller');
    const javelin = unitOf(state, 'javelin');
    const open = state.plan(uller, 2, javelin, 'activation').poolParams;
    state.terrain = [piece('asteroid-field', 24, 21, 2)];
    const field = state.plan(uller, 2, javelin, 'activation').poolParams;
    state.terrain = [piece('large-asteroid', 24, 18, 1)];
    const behind = state.plan(uller, 2, javelin, 'activation').poolParams;
    state.terrain = [piece('large-asteroid', 24, 13, 1)];
    const far = state.plan(uller, 2, javelin, 'activation').poolParams;
    expect(field.base + field.flex + field.macro).toBe(open.base + open.flex + open.macro - 2);
    expect(behind).toEqual(field);
    expect(far).toEqual(open);
  });

  it('a Small Moon under a ship adds 2" to its Speed, Atmosphere takes 1" off and gives the ship ECM +1', () => {
    const distances = (terrain: Terrain[]) => {
      const state = table({ uller: [2, 10, 2], javelin: [40, 44, 6] });
      state.terrain = terrain;
      activate(state, unitOf(state, 'uller'), 'none');
      return [...new Set(state.options().filter((o) => o.kind === 'move').map((o) => (o as { distance: number }).distance))];
    };
    expect(distances([])).toEqual([1, 3, 5]);
    expect(distances([piece('small-moon', 2, 10, 3)])).toEqual([3, 5, 7]);
    expect(distances([piece('atmosphere', 0, 0, 3)])).toEqual([0, 2, 4]);
    const state = table({ uller: [2, 10, 2], javelin: [2, 20, 6] });
    const plain = state.plan(unitOf(state, 'javelin'), 0, unitOf(state, 'uller'), 'activation');
    state.terrain = [piece('atmosphere', 0, 0, 3)];
    const hazy = state.plan(unitOf(state, 'javelin'), 0, unitOf(state, 'uller'), 'activation');
    // ECM 1 under traits-1 diminishes the attack once.
    expect([plain.diminish, hazy.diminish]).toEqual([0, 1]);
  });

  it('no capital ship move ends on a Large Asteroid', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6] });
    state.terrain = [piece('large-asteroid', 24, 15, 1)];
    activate(state, unitOf(state, 'uller'), 'none');
    expect(state.options().some((o) => o.kind === 'move' && o.turns === 0 && o.distance === 5)).toBe(false);
    expect(state.options().some((o) => o.kind === 'move' && o.turns === 0 && o.distance === 3)).toBe(true);
  });
});

describe('the heuristic player uses the Actions when they are worth it', () => {
  it('a damaged Uller declares Damage Control', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 30, 6] });
    unitOf(state, 'uller').marked[DEFENSE] = 2;
    select(state, unitOf(state, 'uller'));
    expect(heuristicPick(state)).toEqual({ kind: 'action', action: ACTIONS.indexOf('damage-control') });
  });

  it('a Javelin with no enemy it can bring into Optimum Range this turn takes a Long Shot (after turn 1)', () => {
    const state = table({ javelin: [24, 44, 6], uller: [24, 4, 2] });
    state.turn = 2;
    select(state, unitOf(state, 'javelin'));
    expect(heuristicPick(state)).toEqual({ kind: 'action', action: ACTIONS.indexOf('long-shot') });
  });

  it('a Pathfinder down to 1 Structure rams the Uller it can reach; a Crippled Valiant that cannot withdraw rams the Tengu ahead of it', () => {
    const state = table({ uller: [24, 10, 2], pathfinder: [24, 18, 6] });
    unitOf(state, 'pathfinder').structure = 1;
    select(state, unitOf(state, 'pathfinder'));
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    expect(heuristicPick(state)).toMatchObject({ kind: 'ram', target: unitOf(state, 'uller').index });
    const crippled = table({ tengu: [24, 20, 0], valiant: [24, 25, 6] });
    const valiant = unitOf(crippled, 'valiant');
    Object.assign(valiant, { status: 'crippled', structure: 0 });
    valiant.marked[0] = 4;
    select(crippled, valiant);
    if (crippled.phase === 'action') choose(crippled, (o) => o.kind === 'action' && o.action === 0);
    expect(heuristicPick(crippled)).toMatchObject({ kind: 'ram', target: unitOf(crippled, 'tengu').index });
  });
});

describe('Overdrive (Capital Ship Special Actions › Overdrive; States › Overdriven)', () => {
  /** An Uller whose Thrusters track is 2, 1, 1 (a redundant 1, as the Appalachian's) with its first box marked: Thrusters 1. */
  const setup = () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6] });
    const old = unitOf(state, 'uller');
    const tracks = [old.tracks[0], old.tracks[1], old.tracks[2], [2, 1, 1], old.tracks[4]];
    // The card info (rating tracks) given directly: units.ts caches it by card id.
    const uller = new Unit(old.index, { ...old.def, thrusters: [2, 1, 1] } as typeof old.def, old.side, old.x, old.y, old.heading, { capital: true, tracks, ordinal: old.ordinal } as never);
    Object.assign(uller, { marked: [0, 0, 0, 1, 0], structure: old.structure });
    state.units[old.index] = uller;
    state.cached = null;
    return { state, uller };
  };

  it('is offered only for a damaged rating; T+ leaves it undamaged, D marks one box, N marks the redundant boxes too (as a Particle Cannon); each reads its full value until the End Phase', () => {
    for (const [result, marked, after] of [[T, 1, 1], [D, 2, 1], [N, 3, 0]] as const) {
      const { state, uller } = setup();
      activate(state, uller, 'overdrive-thrusters');
      expect(state.roll).toEqual({ base: 3, flex: 0, macro: 0 });
      state.apply(result);
      expect([uller.marked[THRUSTERS], uller.overdriven]).toEqual([marked, THRUSTERS]);
      // Overdriven: Thrusters 2 (full) for this turn's moves - up to Speed 3 + 2.
      const moves = state.options().filter((o) => o.kind === 'move') as { distance: number }[];
      expect(Math.max(...moves.map((m) => m.distance))).toBe(5);
      for (const u of state.units) u.activated = true;
      state.cached = null;
      state.phase = 'select';
      state.active = -1;
      state.settle();
      expect([state.turn, uller.overdriven, state.units[uller.index].tracks[THRUSTERS][uller.marked[THRUSTERS]] ?? 0]).toEqual([2, -1, after]);
    }
    const { state, uller } = setup();
    select(state, uller);
    const offered = state.options().filter((o) => o.kind === 'action').map((o) => ACTIONS[(o as { action: number }).action]);
    expect(offered).toContain('overdrive-thrusters');
    expect(offered).not.toContain('overdrive-defense');
  });
});

describe('Reorient (Capital Ship Special Actions › Reorient)', () => {
  it("a Skill Test N gives the Uller one turn beyond its Turns 1 (-90..+90 degrees), D+ lets it face any direction (-135..+180); the result lasts the activation", () => {
    for (const [result, turns] of [[N, [-2, -1, 0, 1, 2]], [D, [-3, -2, -1, 0, 1, 2, 3, 4]]] as const) {
      const state = table({ uller: [24, 20, 2], javelin: [24, 10, 2] });
      const uller = unitOf(state, 'uller');
      activate(state, uller, 'reorient');
      expect(state.roll).toEqual({ base: 3, flex: 0, macro: 0 });
      state.apply(result);
      const moves = state.options().filter((o) => o.kind === 'move') as { turns: number }[];
      expect([...new Set(moves.map((m) => m.turns))].sort((a, b) => a - b)).toEqual(turns);
      choose(state, (o) => o.kind === 'move' && o.turns === turns[turns.length - 1]);
      while (state.active >= 0) choose(state, (o) => o.kind === 'end');
      expect(uller.reorient).toBe(-1);
    }
  });

  it('the heuristic never Reorients (too slow to score all eight facings against the benchmark), even with the enemy astern', () => {
    const state = table({ uller: [24, 20, 2], javelin: [24, 10, 2] });
    const uller = unitOf(state, 'uller');
    select(state, uller);
    expect(state.options()).toContainEqual({ kind: 'action', action: ACTIONS.indexOf('reorient') });
    const pick = heuristicPick(state);
    expect(pick).not.toEqual({ kind: 'action', action: ACTIONS.indexOf('reorient') });
  });
});
