/**
 * Exo-Suit boarding (002_f697cf6215cb147c.txt: Components › Infantry & Exo-Suits, "Exo-Armor models
 * with the Exo-Suit trait are small enough to board capital ships as if they were Marines"; Generic
 * Special Actions › Board) with the illustrative `cega-boarding-exo-armor-squadron` (Structure 3).
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/game/state.ts';
import type { JovianState, Option } from '../../../src/systems/jovian-wars/game.ts';
import { marinesOf, setMarines } from '../../../src/systems/jovian-wars/units.ts';
import { activate, CAP_TABLE, choose, D, N, table as scriptedTable, unitOf, type Place } from './scripted.ts';

/** CEGA CAP Patrol against Jovian Strike Group, no escorts; every model but `keep` leaves the table. */
const table = (keep: Record<string, Place>, variants: Record<string, string> = {}) => scriptedTable(keep, variants, CAP_TABLE);

const boards = (state: JovianState) => state.options().filter((o) => o.kind === 'board') as (Option & { kind: 'board' })[];

describe('Exo-Suit boarding (Infantry & Exo-Suits; Board)', () => {
  it('a Boarding Exo-Armor Squadron 8" from a Valiant moves 7" to within 1" and boards with its Structure 3 as Marines; Point Defense D kills one, 2 Boarders are aboard and the squadron has left the table', () => {
    const state = table({ 'cega-boarding-exo-armor-squadron': [24, 16, 2], valiant: [24, 24, 6] });
    const sq = unitOf(state, 'cega-boarding-exo-armor-squadron');
    const valiant = unitOf(state, 'valiant');
    activate(state, sq);
    expect(boards(state).map((o) => [o.target, o.distance, o.marines])).toEqual([[valiant.index, 7, 3]]);
    choose(state, (o) => o.kind === 'board');
    expect([sq.x, sq.y, sq.status]).toEqual([24, 23, 'destroyed']);
    expect(state.currentPlayer()).toBe(CHANCE);
    state.apply(D);
    expect([valiant.boarders, marinesOf(valiant), valiant.side]).toEqual([2, 2, 1]);
  });

  it('is out of reach when the target is more than Speed 8 + 1" away, and a squadron without the trait is never offered Board', () => {
    const state = table({ 'cega-boarding-exo-armor-squadron': [24, 14.9, 2], 'cega-exo-armor-squadron': [30, 20, 2], valiant: [24, 24, 6] });
    activate(state, unitOf(state, 'cega-boarding-exo-armor-squadron'));
    expect(boards(state)).toEqual([]);
    const other = table({ 'cega-exo-armor-squadron': [24, 20, 2], valiant: [24, 24, 6] });
    activate(other, unitOf(other, 'cega-exo-armor-squadron'));
    expect(boards(other)).toEqual([]);
  });

  it('captures a ship with no Marines left when any boarder survives (States › Captured), and boards with one Marine under exo-suit-marines=one', () => {
    const state = table({ 'cega-boarding-exo-armor-squadron': [24, 20, 2], valiant: [24, 24, 6] });
    const valiant = unitOf(state, 'valiant');
    setMarines(valiant, 0);
    activate(state, unitOf(state, 'cega-boarding-exo-armor-squadron'));
    choose(state, (o) => o.kind === 'board');
    state.apply(N);
    expect([valiant.side, marinesOf(valiant)]).toEqual([0, 2]);
    const one = table({ 'cega-boarding-exo-armor-squadron': [24, 20, 2], valiant: [24, 24, 6] }, { 'exo-suit-marines': 'one' });
    activate(one, unitOf(one, 'cega-boarding-exo-armor-squadron'));
    expect(boards(one).map((o) => o.marines)).toEqual([1]);
  });
});
