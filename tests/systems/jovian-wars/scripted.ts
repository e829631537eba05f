/**
 * The scripted-state set-up the Jovian Wars rule tests share: a game started
 * from two presets, a table where only the models a test names stay (placed by
 * hand, `card#n` for the n-th of a card), and helpers that pick options and
 * roll chance nodes with scripted dice (`apply(outcome)`). Not a test file.
 */
import { expect } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { withLevel } from '../../../src/dice/setMagnitudes.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState, Option } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { defaultVariants } from '../../../src/systems/jovian-wars/rules.ts';
import { Unit } from '../../../src/systems/jovian-wars/units.ts';

/** Scripted pool outcomes (setMagnitudes.ts codes): nothing (N), or `face` at magnitude 1 (D), 2 (T) or 3 (Q); face 3 unless given. */
export const die = (level: number, face = 3) => withLevel(0, face, level);
export const N = 0;
export const D = die(1);
export const T = die(2);
export const Q = die(3);

/** The preset pairs the tests play. */
export const BATTLE = [jovianWars.presets['cega-battle-group'], jovianWars.presets['jovian-strike-group']] as const;
export const CARRIERS = [jovianWars.presets['cega-carrier-group'], jovianWars.presets['jovian-carrier-group']] as const;
export const CAP_PATROL = [jovianWars.presets['cega-cap-patrol'], jovianWars.presets['jovian-strike-group']] as const;

/** A logged game of `sides` with the default variants overridden by `variants`, its dice from stream (seed, 0). */
export function start(variants: Record<string, string> = {}, sides: readonly unknown[] = BATTLE, seed = 3, log = true): JovianState {
  return jovianWars.newGame({ sides: sides as never, variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log }) as JovianState;
}

/** Where a kept model goes: x, y, heading (`table` also takes `'aboard'`: an Embarked model stays aboard its carrier). */
export type Place = [number, number, number];

/** How a table differs between the test files: the presets, and fields set on every kept (placed) and every withdrawn model. */
export interface TableSetup {
  sides?: readonly unknown[];
  placed?: Partial<Pick<Unit, 'status' | 'carrier' | 'escort' | 'activated'>>;
  withdrawn?: Partial<Pick<Unit, 'carrier' | 'escort'>>;
}

/** Carrier games: a placed model is Active and off its carrier; a withdrawn one leaves its carrier too. */
export const CARRIER_TABLE: TableSetup = { sides: CARRIERS, placed: { status: 'active', carrier: -1 }, withdrawn: { carrier: -1 } };
/** CAP Patrol games without escorts: the CAP ship's escort is placed by hand too. */
export const CAP_TABLE: TableSetup = { sides: CAP_PATROL, placed: { escort: -1, activated: false }, withdrawn: { escort: -1 } };

/** Every model but `keep` leaves the table; the kept ones are placed by hand (`card#n`: x, y, heading) or stay `'aboard'`. */
export function table(keep: Record<string, Place | 'aboard'>, variants: Record<string, string> = {}, setup: TableSetup = {}): JovianState {
  const state = start(variants, setup.sides ?? BATTLE);
  const placed = new Set<number>();
  for (const [key, where] of Object.entries(keep)) {
    const [card, nth] = key.split('#');
    const unit = state.units.filter((u) => u.card === card)[Number(nth ?? 0)];
    placed.add(unit.index);
    if (where === 'aboard') continue;
    const [x, y, heading] = where;
    Object.assign(unit, { x, y, heading }, setup.placed);
  }
  for (const u of state.units) {
    if (placed.has(u.index)) continue;
    u.status = 'withdrawn';
    if (setup.withdrawn) Object.assign(u, setup.withdrawn);
  }
  state.cached = null;
  return state;
}

/** The `nth` model of a card. */
export const unitOf = (state: JovianState, card: string, nth = 0) => state.units.filter((u) => u.card === card)[nth];

/** Applies the first option `match` accepts, failing with the list of options when none does. */
export function choose(state: JovianState, match: (o: Option) => boolean): void {
  const i = state.options().findIndex(match);
  expect(i, `no option matches among ${state.options().map((o) => state.describeOption(o)).join(' | ')}`).toBeGreaterThanOrEqual(0);
  state.apply(i);
}

/** Hands the move to `unit`'s side and selects it for activation. */
export function select(state: JovianState, unit: Unit): void {
  state.toMove = unit.side;
  state.cached = null;
  choose(state, (o) => o.kind === 'select' && o.unit === unit.index);
}

/** Selects `unit` and takes `action` (a squadron with no Action step may only take 'none'). */
export function activate(state: JovianState, unit: Unit, action: (typeof ACTIONS)[number] = 'none'): void {
  select(state, unit);
  if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && ACTIONS[o.action] === action);
  else expect(action).toBe('none');
}

/**
 * Puts a copy of `unit` with a changed card in its place: `traits` added to the
 * card's (the shipped cards carry no Barrier, Repair, Cloak or ECM), or
 * replacing them when `replace`.
 */
export function withTraits(state: JovianState, unit: Unit, traits: string[], replace = false): Unit {
  const copy = new Unit(unit.index, { ...unit.def, traits: replace ? traits : [...unit.def.traits, ...traits] }, unit.side, unit.x, unit.y, unit.heading);
  Object.assign(copy, { marked: unit.marked.slice(), structure: unit.structure, fuel: unit.fuel, status: unit.status, carrier: unit.carrier });
  state.units[unit.index] = copy;
  state.cached = null;
  return copy;
}

/** The option the game's own heuristic player picks now (agents `heuristic`), with its stream (5, 5). */
export function heuristicPick(state: JovianState, spec = 'heuristic'): Option {
  const agent = makeAgent(spec, agentContext(jovianWars));
  return state.options()[agent.act(new SeatView(state, state.currentPlayer()), Xoshiro128.stream(5, 5))];
}

/** Answers the open Reactive Interception offer (reactiveOffer.ts): the offered squadron intercepts, or lets the active squadron pass. */
export function answerOffer(state: JovianState, intercept: boolean): void {
  expect(state.phase, 'a Reactive Interception offer is open').toBe('react');
  choose(state, (o) => o.kind === 'react' && o.choice === (intercept ? 1 : 0));
}
