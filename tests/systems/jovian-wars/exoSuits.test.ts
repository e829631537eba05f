/**
 * Exo-Suit boarding (002_f697cf6215cb147c.txt: Components › Infantry & Exo-Suits, "Exo-Armor models
 * with the Exo-Suit trait are small enough to board capital ships as if they were Marines"; Generic
 * Special Actions › Board) with the illustrative `cega-boarding-exo-armor-squadron` (Structure 3).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { withLevel } from '../../../src/dice/setMagnitudes.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState, Option } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { defaultVariants } from '../../../src/systems/jovian-wars/rules.ts';
import { marinesOf, setMarines, type Unit } from '../../../src/systems/jovian-wars/units.ts';

const D = withLevel(0, 3, 1);
const N = 0;

/** CEGA CAP Patrol against Jovian Strike Group; every model but `keep` leaves the table. */
function table(keep: Record<string, [number, number, number]>, variants: Record<string, string> = {}): JovianState {
  const state = jovianWars.newGame({ sides: [jovianWars.presets['cega-cap-patrol'], jovianWars.presets['jovian-strike-group']], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(3, 0), log: true }) as JovianState;
  const placed = new Set<number>();
  for (const [card, [x, y, heading]] of Object.entries(keep)) {
    const unit = state.units.find((u) => u.card === card)!;
    // No escorts here: the CAP ship's escort (the first exo-armor squadron) is placed by hand too.
    Object.assign(unit, { x, y, heading, escort: -1, activated: false });
    placed.add(unit.index);
  }
  for (const u of state.units) if (!placed.has(u.index)) {
    u.status = 'withdrawn';
    u.escort = -1;
  }
  state.cached = null;
  return state;
}

const unitOf = (state: JovianState, card: string) => state.units.find((u) => u.card === card)!;

function choose(state: JovianState, match: (o: Option) => boolean): void {
  const i = state.options().findIndex(match);
  expect(i, `no option matches among ${state.options().map((o) => state.describeOption(o)).join(' | ')}`).toBeGreaterThanOrEqual(0);
  state.apply(i);
}

function activate(state: JovianState, unit: Unit): void {
  state.toMove = unit.side;
  state.cached = null;
  choose(state, (o) => o.kind === 'select' && o.unit === unit.index);
  if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === 'none');
}

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
