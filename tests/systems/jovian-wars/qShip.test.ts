/**
 * Q-Ship (002_f697cf6215cb147c.txt, Traits › Q-Ship, both chapters; JW-041; qShip.ts, variant `q-ship`): the
 * illustrative card and its civilian version, the reveal at the first Hardpoint weapon used, the belief (an unrevealed
 * enemy Q-Ship is worth its civilian version's TV to the heuristic) and the heuristic's choice it changes.
 */
import { describe, expect, it } from 'vitest';
import { cardById, type FleetSide, type UnitCard } from '../../../src/systems/jovian-wars/cards.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { believedTv, civilianOf, useWeapon } from '../../../src/systems/jovian-wars/qShip.ts';
import { copyUnit, Unit } from '../../../src/systems/jovian-wars/units.ts';
import { activate, choose, heuristicPick, table, unitOf } from './scripted.ts';

const Q_SHIPS = [jovianWars.presets['cega-q-ship-group'], jovianWars.presets['jovian-strike-group']] as FleetSide[];

describe('Jovian Wars Q-Ship (JW-041)', () => {
  it('the illustrative Q-Ship has Hardpoint weapons and a civilian version without them; other cards have none', () => {
    const q = cardById('cega-q-ship')!;
    const civilian = civilianOf(q)!;
    expect(civilian.id).toBe('cega-q-ship-civilian');
    expect([q.tv, civilian.tv]).toEqual([40, 20]);
    expect(q.weapons.every((w) => w.traits.includes('hardpoint'))).toBe(true);
    expect(civilian.weapons).toEqual([]);
    expect(civilianOf(cardById('tengu')!)).toBeNull();
    const orphan = { ...q, id: 'orphan-q-ship' } as UnitCard;
    expect(() => civilianOf(orphan)).toThrow(/^card 'orphan-q-ship': trait 'q-ship' needs its civilian version, a card 'orphan-q-ship-civilian' in data\/cards.json$/);
  });

  it('an enemy sees its civilian TV until a Hardpoint weapon is used; its own side, q-ship=public and a revealed ship show the true TV', () => {
    const q = cardById('cega-q-ship')!;
    const ship = new Unit(0, q, 0, 10, 10, 0);
    expect(believedTv({ 'q-ship': 'hidden' }, 1, ship)).toBe(20);
    expect(believedTv({ 'q-ship': 'hidden' }, 0, ship)).toBe(40);
    expect(believedTv({ 'q-ship': 'public' }, 1, ship)).toBe(40);
    expect(ship.toJSON()).not.toHaveProperty('revealed');
    useWeapon(ship, null);
    expect(ship.revealed).toBe(false);
    useWeapon(ship, q.weapons[1]);
    expect(ship.revealed).toBe(true);
    expect(believedTv({ 'q-ship': 'hidden' }, 1, ship)).toBe(40);
    // Serialised only once set (games without a Q-Ship serialise as before), and read back.
    expect(ship.toJSON().revealed).toBe(true);
    expect(copyUnit(ship.toJSON()).revealed).toBe(true);
    expect(copyUnit(ship).revealed).toBe(true);
    // A weapon without the Hardpoint trait reveals nothing (and a card without Q-Ship is never "revealed").
    const tengu = new Unit(1, cardById('tengu')!, 0, 0, 0, 0);
    useWeapon(tengu, tengu.def.weapons[0]);
    expect(tengu.revealed).toBe(false);
  });

  it('firing a Hardpoint weapon in a game reveals the Q-Ship', () => {
    const s = table({ 'cega-q-ship': [24, 22, 2], javelin: [24, 30, 6] }, {}, { sides: Q_SHIPS });
    const q = unitOf(s, 'cega-q-ship');
    activate(s, q);
    choose(s, (o) => o.kind === 'move' && o.turns === 0);
    expect(q.revealed).toBe(false);
    choose(s, (o) => o.kind === 'fire' && o.weapon >= 0 && o.target === unitOf(s, 'javelin').index);
    expect(q.revealed).toBe(true);
  });
});

describe('the belief in the heuristic', () => {
  /** The Javelin's first fire choice with the Q-Ship (true TV 40) and a Wyvern (45) before it, side by side. */
  const firstShot = (variants: Record<string, string>, revealed: boolean) => {
    const s = table({ 'cega-q-ship': [24, 22, 2], wyvern: [30, 22, 2], javelin: [24, 30, 6] }, variants, { sides: Q_SHIPS });
    unitOf(s, 'cega-q-ship').revealed = revealed;
    activate(s, unitOf(s, 'javelin'));
    choose(s, (o) => o.kind === 'move' && o.turns === 0);
    const pick = heuristicPick(s);
    expect(pick.kind).toBe('fire');
    return s.units[(pick as { target: number }).target].card;
  };

  it('q-ship=hidden: the unrevealed Q-Ship (believed TV 20) loses the shot to the Wyvern; revealed, or under q-ship=public, it draws it', () => {
    expect(firstShot({}, false)).toBe('wyvern');
    expect(firstShot({}, true)).toBe('cega-q-ship');
    expect(firstShot({ 'q-ship': 'public' }, false)).toBe('cega-q-ship');
  });
});
