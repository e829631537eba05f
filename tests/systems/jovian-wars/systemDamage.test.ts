/**
 * Jovian Wars System Trait Damage and its repair (`002_f697cf6215cb147c.txt`,
 * Damage › Critical Hit, System Trait Damage, Catastrophic Damage Table;
 * Traits › System Trait, Hangers, Catapult, Launchers; Repair › Capital Ship
 * Repairing Itself, Capital Ship Repairing an Embarked Squadron; JW-052),
 * driven through chance nodes with scripted dice. The carriers are the
 * illustrative Appalachian (Hangers:2, Launchers) and Jovian Escort Carrier
 * (Hangers:3, Catapult) of data/cards.json.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { DEFENSE, MARINES, SENSORS, THRUSTERS } from '../../../src/systems/jovian-wars/damage.ts';
import { CATAPULT, HANGERS, LAUNCHERS, traitRating } from '../../../src/systems/jovian-wars/systemDamage.ts';
import { Unit } from '../../../src/systems/jovian-wars/units.ts';
import { narrateJovian } from '../../../src/systems/jovian-wars/narrate.ts';
import { criticalHits, planFor } from '../../../src/systems/jovian-wars/jobs.ts';
import { CARRIER_TABLE, choose, D, N, Q, select, T, table as scriptedTable, unitOf, type Place } from './scripted.ts';

/** CEGA Carrier Group against Jovian Carrier Group; `aboard` keeps an Embarked model aboard, every model not in `keep` leaves the table. */
const table = (keep: Record<string, Place | 'aboard'>, variants: Record<string, string> = {}) => scriptedTable(keep, variants, CARRIER_TABLE);

/** Marks every box of Defense, Sensors and Thrusters: a Critical Hit has no rating left to choose. */
function stripRatings(unit: Unit): void {
  for (const r of [DEFENSE, SENSORS, THRUSTERS]) unit.marked[r] = unit.tracks[r].length;
}

/** Marks `boxes` of System Trait `slot` (four bits per trait, systemDamage.ts). */
const damageTrait = (unit: Unit, slot: number, boxes = 1) => (unit.traitDamage += boxes << (slot * 4));

describe('Critical Hit › "Inflict one System Trait Damage" (Damage › Critical Hit, System Trait Damage)', () => {
  /** The Uller's Kinetic Cannon (AC 3, Macro 1) on the Escort Carrier 10" off its bow, then a T: one Structure and one Critical Hit. */
  const strike = (strip: boolean) => {
    const state = table({ uller: [24, 20, 6], 'jovian-escort-carrier': [24, 10, 2] });
    const carrier = unitOf(state, 'jovian-escort-carrier');
    if (strip) stripRatings(carrier);
    select(state, unitOf(state, 'uller'));
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    choose(state, (o) => o.kind === 'move' && o.turns === 0);
    choose(state, (o) => o.kind === 'fire' && o.weapon === 2 && o.target === carrier.index);
    expect(state.currentPlayer()).toBe(CHANCE);
    state.apply(T);
    return { state, carrier };
  };

  it('with a rating left the Critical Hit still takes the strongest rating (Defense 3 -> 2), and the Hangers keep 3', () => {
    const { carrier } = strike(false);
    expect(carrier.marked[DEFENSE]).toBe(1);
    expect(traitRating(carrier, HANGERS)).toBe(3);
    expect(carrier.traitDamage).toBe(0);
  });

  it('with Defense, Sensors and Thrusters at 0 it marks a Hangers box (Hangers:3 -> 2) instead of rolling for a weapon, and the narrative says so', () => {
    const { state, carrier } = strike(true);
    expect(traitRating(carrier, HANGERS)).toBe(3 - 1);
    expect(traitRating(carrier, CATAPULT)).toBe(1);
    // No weapon-damage d6 is pending: the Critical Hit went to the System Trait.
    expect(state.jobs.some((j) => j.kind === 'weapon-damage')).toBe(false);
    expect(narrateJovian(state.events(), { names: ['CEGA', 'Jovians'] } as never).join('\n')).toMatch(/Hangers damaged \(System Trait Damage\): rating 2/);
  });

  it('with the Hangers at 0 the next System Trait is the Catapult; with every System Trait at 0 a weapon is rolled for (5+) as before', () => {
    const state = table({ 'jovian-escort-carrier': [24, 10, 2] });
    const carrier = unitOf(state, 'jovian-escort-carrier');
    stripRatings(carrier);
    damageTrait(carrier, HANGERS, 3);
    const uller = unitOf(state, 'uller');
    // Through the Squadron Ramming Capital Ship path (a Critical Hit without Structure): jobs.ts criticalHits.
    criticalHits(state, carrier, 1, 0, uller.index);
    expect([traitRating(carrier, HANGERS), traitRating(carrier, CATAPULT)]).toEqual([0, 0]);
    expect(state.jobs.some((j) => j.kind === 'weapon-damage')).toBe(false);
    criticalHits(state, carrier, 1, 0, uller.index);
    expect(state.jobs.some((j) => j.kind === 'weapon-damage')).toBe(true);
  });

  it('the damage survives serialisation and copies (Unit.traitDamage), and an undamaged ship serialises without the field', () => {
    const { state, carrier } = strike(true);
    const back = JovianState.deserialize(JSON.parse(JSON.stringify(state.serialize())));
    expect(traitRating(back.units[carrier.index], HANGERS)).toBe(2);
    expect(traitRating(state.clone({ reseed: Xoshiro128.stream(9, 9) }).units[carrier.index] as Unit, HANGERS)).toBe(2);
    expect(Object.keys((table({}).serialize() as unknown as { units: object[] }).units[0])).not.toContain('traitDamage');
  });
});

describe('Effects (Traits › Hangers, Catapult, Launchers: "A System Trait with a rating of zero may not be used")', () => {
  it('Land needs undamaged and unoccupied Hangers: an Escort Carrier with one Hangers box marked and two Pathfinders aboard takes no third', () => {
    for (const [marked, offered] of [[0, true], [1, false]] as const) {
      const state = table({ 'jovian-escort-carrier': [24, 10, 2], pathfinder: 'aboard', 'pathfinder#1': 'aboard', 'pathfinder#2': [24, 16, 2], uller: [24, 44, 6] });
      damageTrait(unitOf(state, 'jovian-escort-carrier'), HANGERS, marked);
      select(state, unitOf(state, 'pathfinder', 2));
      if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
      expect(state.options().some((o) => o.kind === 'land')).toBe(offered);
    }
  });

  it('a squadron aboard still Launches from damaged Hangers; a damaged Catapult places it 1" away instead of 6" in the Front arc', () => {
    for (const [marked, reach] of [[0, 6], [1, 1]] as const) {
      const state = table({ 'jovian-escort-carrier': [24, 10, 2], pathfinder: 'aboard', uller: [24, 40, 6] });
      const carrier = unitOf(state, 'jovian-escort-carrier');
      damageTrait(carrier, HANGERS, 3);
      damageTrait(carrier, CATAPULT, marked);
      const pathfinder = unitOf(state, 'pathfinder');
      select(state, pathfinder);
      choose(state, (o) => o.kind === 'launch');
      expect(Math.hypot(pathfinder.x - carrier.x, pathfinder.y - carrier.y)).toBeCloseTo(reach, 9);
    }
  });

  it('damaged Launchers place a Launching squadron 1" from the Appalachian instead of 3"', () => {
    const state = table({ appalachian: [24, 10, 2], 'cega-exo-armor-squadron': 'aboard', javelin: [24, 40, 6] });
    const appalachian = unitOf(state, 'appalachian');
    damageTrait(appalachian, LAUNCHERS);
    const exo = unitOf(state, 'cega-exo-armor-squadron');
    select(state, exo);
    choose(state, (o) => o.kind === 'launch');
    expect(Math.hypot(exo.x - appalachian.x, exo.y - appalachian.y)).toBeCloseTo(1, 9);
  });

  it('Damage Control repairs only as many Embarked squadrons as there are undamaged Hangers: two damaged aboard, Hangers:2 with one marked -> one squadron Skill Test', () => {
    const state = table({ appalachian: [24, 10, 2], 'cega-exo-armor-squadron': 'aboard', 'cega-exo-armor-squadron#1': 'aboard', javelin: [24, 44, 6] });
    const appalachian = unitOf(state, 'appalachian');
    for (const exo of state.units.filter((u) => u.card === 'cega-exo-armor-squadron')) exo.structure = 1;
    damageTrait(appalachian, HANGERS);
    select(state, appalachian);
    choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control');
    // The ship's own Skill Test first (its Hangers), then one squadron's.
    expect(state.jobs.map((j) => j.kind)).toEqual(['damage-control', 'squadron-repair']);
  });
});

describe('Repair › Capital Ship Repairing Itself: "System Trait Damage - 4+ Auto 2x Auto" (JW-052, variant system-trait-repair)', () => {
  /** An Escort Carrier with only System Trait Damage (two Hangers boxes, the Catapult), declaring Damage Control. */
  const repairing = (variants: Record<string, string> = {}, fourDice = false) => {
    const state = table({ 'jovian-escort-carrier': [24, 10, 2], uller: [24, 44, 6] }, fourDice ? { ...variants, 'trait-repair': 'traits-2' } : variants);
    let carrier = unitOf(state, 'jovian-escort-carrier');
    if (fourDice) {
      // Repair:1 under traits-2 "improves its Skill rating by X for any Repair rolls": four dice, so a Q is possible.
      const copy = new Unit(carrier.index, { ...carrier.def, traits: [...carrier.def.traits, 'repair:1'] }, carrier.side, carrier.x, carrier.y, carrier.heading);
      copy.status = carrier.status;
      state.units[carrier.index] = copy;
      state.cached = null;
      carrier = copy;
    }
    damageTrait(carrier, HANGERS, 2);
    damageTrait(carrier, CATAPULT);
    select(state, carrier);
    choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control');
    expect(state.currentPlayer()).toBe(CHANCE);
    return { state, carrier };
  };
  const ratings = (carrier: Unit) => [traitRating(carrier, HANGERS), traitRating(carrier, CATAPULT)];

  it('is offered to a ship whose only damage is System Trait Damage', () => {
    const state = table({ 'jovian-escort-carrier': [24, 10, 2], uller: [24, 44, 6] });
    select(state, unitOf(state, 'jovian-escort-carrier'));
    const has = () => state.phase === 'action' && state.options().some((o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control');
    expect(has()).toBe(false);
    const other = table({ 'jovian-escort-carrier': [24, 10, 2], uller: [24, 44, 6] });
    damageTrait(unitOf(other, 'jovian-escort-carrier'), CATAPULT);
    select(other, unitOf(other, 'jovian-escort-carrier'));
    expect(other.options().some((o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control')).toBe(true);
  });

  it('table: N repairs nothing; T one rating (the Hangers first); Q+ two (Hangers, then Hangers again)', () => {
    for (const [result, expected] of [[N, [1, 0]], [T, [2, 0]], [Q, [3, 0]]] as const) {
      const { state, carrier } = repairing({}, result === Q);
      state.apply(result);
      expect(ratings(carrier)).toEqual(expected);
      expect(state.currentPlayer()).not.toBe(CHANCE);
    }
  });

  it('table: D needs a d6 of 4+ for one rating (4 repairs a Hangers box, 3 does not)', () => {
    for (const [die, expected] of [[4, [2, 0]], [3, [1, 0]]] as const) {
      const { state, carrier } = repairing();
      state.apply(D);
      expect(state.chanceOutcomes().length).toBe(6);
      state.apply(die);
      expect(ratings(carrier)).toEqual(expected);
    }
  });

  it('d-plus ("One rating of a System Trait may be Repaired on a [D+] result"): D repairs one with no die, Q+ also only one', () => {
    for (const result of [D, Q]) {
      const { state, carrier } = repairing({ 'system-trait-repair': 'd-plus' }, result === Q);
      state.apply(result);
      expect(ratings(carrier)).toEqual([2, 0]);
      expect(state.currentPlayer()).not.toBe(CHANCE);
    }
  });

  it('Rating Damage comes first: with a Defense box marked, a T repairs two Rating Damage rows and no System Trait', () => {
    const state = table({ 'jovian-escort-carrier': [24, 10, 2], uller: [24, 44, 6] });
    const carrier = unitOf(state, 'jovian-escort-carrier');
    carrier.marked[DEFENSE] = 1;
    damageTrait(carrier, CATAPULT);
    select(state, carrier);
    choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'damage-control');
    state.apply(T);
    expect([carrier.marked[DEFENSE], traitRating(carrier, CATAPULT)]).toEqual([0, 0]);
  });
});

describe('Catastrophic Damage Table: "1d6 + the number of Systems that have been reduced to 0 rating" (variant catastrophic-traits)', () => {
  it('a Crippled Escort Carrier with Defense at 0 and Hangers and Catapult at 0 rolls 5: 6 Dead counting ratings only, 8 Explodes with the System Traits', () => {
    for (const [variant, fate] of [['ratings', 'dead'], ['with-traits', 'explode']] as const) {
      const state = table({ 'jovian-escort-carrier': [24, 10, 2], uller: [24, 44, 6] }, { 'catastrophic-traits': variant });
      const carrier = unitOf(state, 'jovian-escort-carrier');
      carrier.status = 'crippled';
      carrier.marked[DEFENSE] = carrier.tracks[DEFENSE].length;
      damageTrait(carrier, HANGERS, 3);
      damageTrait(carrier, CATAPULT);
      state.jobs.push({ kind: 'catastrophic', unit: carrier.index, weapon: 0 });
      state.settle();
      state.apply(5);
      const event = state.events().find((e) => e.kind === 'catastrophic') as unknown as { total: number; result: string };
      expect([event.total, event.result]).toEqual([variant === 'ratings' ? 6 : 8, fate]);
    }
  });

  it('JW-062: a Crippled Uller with Defense and Marines at 0 rolls 5: 6 Dead counting ratings (and System Traits: it has none), 7 Dead with Marines; on a 6: 7 Dead or 8 Explodes', () => {
    for (const [variant, die, total, fate] of [['ratings', 5, 6, 'dead'], ['with-traits', 5, 6, 'dead'], ['with-marines', 5, 7, 'dead'], ['ratings', 6, 7, 'dead'], ['with-marines', 6, 8, 'explode']] as const) {
      const state = table({ 'jovian-escort-carrier': [24, 10, 2], uller: [24, 44, 6] }, { 'catastrophic-traits': variant });
      const uller = unitOf(state, 'uller');
      uller.status = 'crippled';
      uller.marked[DEFENSE] = uller.tracks[DEFENSE].length;
      uller.marked[MARINES] = uller.tracks[MARINES].length;
      state.jobs.push({ kind: 'catastrophic', unit: uller.index, weapon: 0 });
      state.settle();
      state.apply(die);
      const event = state.events().find((e) => e.kind === 'catastrophic') as unknown as { total: number; result: string };
      expect([variant, die, event.total, event.result]).toEqual([variant, die, total, fate]);
    }
  });
});

describe('Damage Types › Rating Damage, Sensors: "This only affects the Long Range of weapons" (JW-055, variant sensor-damage)', () => {
  it('an Uller 12" from a Valiant (Signature 6) with its Sensors down to 1: Optimum ends at 6 + 3 = 9", so its Kinetic Cannon is refused; under long-only the undamaged 3 keeps it Optimum (to 15")', () => {
    for (const [reading, refused] of [
      ['shrinks-optimum', true],
      ['long-only', false],
    ] as const) {
      const state = scriptedTable({ uller: [24, 20, 2], valiant: [24, 32, 6] }, { 'sensor-damage': reading });
      const uller = unitOf(state, 'uller');
      const valiant = unitOf(state, 'valiant');
      uller.marked[SENSORS] = 2;
      const cannon = uller.def.weapons.findIndex((w) => w.id === 'kinetic-cannon');
      expect([reading, planFor(state, uller, cannon, valiant, 'activation').refused !== null]).toEqual([reading, refused]);
      // Undamaged, both readings reach it.
      uller.marked[SENSORS] = 0;
      expect(planFor(state, uller, cannon, valiant, 'activation').refused).toBeNull();
    }
  });
});
