/**
 * Boarding in the game (`002_f697cf6215cb147c.txt`, Generic Special Actions ›
 * Board; States › Boarded, Captured; Victory Points), driven through its
 * chance nodes with scripted dice (`apply(outcome)`), including the
 * rulebook's worked example (Dave's 3 Boarders Engage a Jovian Valiant with 2
 * Marines and roll a D: the Valiant is down to 1 Marine).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { JovianState, type Option } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS, fireControlLeft } from '../../../src/systems/jovian-wars/options.ts';
import { marinesOf, setMarines, type Unit } from '../../../src/systems/jovian-wars/units.ts';
import { DEFENSE, SENSORS, STRUCTURE, THRUSTERS } from '../../../src/systems/jovian-wars/damage.ts';
import { FIREFIGHT } from '../../../src/systems/jovian-wars/boarding.ts';
import { narrateJovian } from '../../../src/systems/jovian-wars/narrate.ts';
import { activate, choose, D, die, heuristicPick, N, select, T, table, unitOf } from './scripted.ts';

/** Rolls the pending chance node with `outcome`, checking the pool's base dice first when given. */
function roll(state: JovianState, outcome: number, base?: number): void {
  expect(state.currentPlayer()).toBe(CHANCE);
  if (base !== undefined) expect(state.roll !== null && state.roll !== 'd6' && state.roll.base).toBe(base);
  state.apply(outcome);
}

/** The firefight's two secret choices: the boarders' player first, then the defenders'. */
function firefight(state: JovianState, ship: Unit, boarders: 'engage' | 'sabotage', defenders: 'engage' | 'defend'): void {
  expect(state.phase).toBe('commit');
  expect(state.currentPlayer()).toBe(1 - ship.side);
  choose(state, (o) => o.kind === 'firefight' && FIREFIGHT[o.choice] === boarders);
  expect(state.currentPlayer()).toBe(ship.side);
  choose(state, (o) => o.kind === 'firefight' && FIREFIGHT[o.choice] === defenders);
}

/** An Uller 4" from a Valiant's bow, both facing each other; the Valiant carries `boarders` CEGA Marines. */
function boardedValiant(boarders: number, marines = 2) {
  const state = table({ uller: [24, 20, 2], valiant: [24, 24, 6] });
  const uller = unitOf(state, 'uller');
  const valiant = unitOf(state, 'valiant');
  valiant.boarders = boarders;
  setMarines(valiant, marines);
  return { state, uller, valiant };
}

describe('Board (Generic Special Actions › Board)', () => {
  it('an Uller 4" from a Valiant may move 3" and board it with 1 or 2 Marines; the Valiant\'s Point Defense D kills one of the 2, and 1 Boarder is aboard', () => {
    const state = table({ uller: [24, 20, 2], valiant: [24, 24, 6] });
    const uller = unitOf(state, 'uller');
    const valiant = unitOf(state, 'valiant');
    activate(state, uller);
    const boards = state.options().filter((o) => o.kind === 'board') as (Option & { kind: 'board' })[];
    expect(boards.map((o) => [o.target, o.turns, o.distance, o.marines])).toEqual([
      [valiant.index, 0, 3, 1],
      [valiant.index, 0, 3, 2],
    ]);
    choose(state, (o) => o.kind === 'board' && o.marines === 2);
    // The committed Marines leave the Uller; the Valiant's Point Defense (Defense 3) rolls on them.
    expect([uller.y, marinesOf(uller)]).toEqual([23, 0]);
    roll(state, D);
    expect([valiant.boarders, marinesOf(valiant), valiant.side]).toEqual([1, 2, 1]);
    expect(state.phase).toBe('attack');
  });

  it('a Point Defense T removes 3 Marines: 2 committed never get aboard', () => {
    const state = table({ uller: [24, 20, 2], valiant: [24, 24, 6] });
    const uller = unitOf(state, 'uller');
    const valiant = unitOf(state, 'valiant');
    activate(state, uller);
    choose(state, (o) => o.kind === 'board' && o.marines === 2);
    roll(state, T);
    expect([valiant.boarders, marinesOf(uller)]).toEqual([0, 0]);
  });

  it('is out of reach beyond 1" after the longest move (Speed 3 + Thrusters 2), and a Boarded ship may not board', () => {
    const far = table({ uller: [24, 10, 2], valiant: [24, 17, 6] });
    activate(far, unitOf(far, 'uller'));
    expect(far.options().some((o) => o.kind === 'board')).toBe(false);
    const { state, uller } = boardedValiant(0);
    uller.boarders = 1;
    activate(state, uller);
    // The Uller's own firefight comes first (Activation Phase: "Apply effects of the Boarded state").
    firefight(state, uller, 'engage', 'engage');
    roll(state, N);
    roll(state, N);
    expect(state.phase).toBe('plan');
    expect(state.options().some((o) => o.kind === 'board')).toBe(false);
  });

  it('a ship with no Marines left is Captured as soon as Boarders get aboard', () => {
    const { state, uller, valiant } = boardedValiant(0, 0);
    activate(state, uller);
    choose(state, (o) => o.kind === 'board' && o.marines === 2);
    roll(state, D);
    expect([valiant.side, valiant.owner, marinesOf(valiant), valiant.boarders]).toEqual([0, 1, 1, 0]);
  });
});

describe('Boarded (States › Boarded): the firefight', () => {
  it('the rulebook example: 3 Boarders Engage a Valiant with 2 Marines and roll 3d6 for a D - the Valiant is down to 1 Marine', () => {
    const { state, valiant } = boardedValiant(3);
    activate(state, valiant);
    firefight(state, valiant, 'engage', 'engage');
    roll(state, N, 2); // the defending Marines' Engage: 2d6
    roll(state, D, 3); // the Boarders' Engage: 3d6
    expect([marinesOf(valiant), valiant.boarders, valiant.side]).toEqual([1, 3, 1]);
    // Then the Valiant's activation goes on: its move.
    expect([state.phase, state.currentPlayer()]).toEqual(['plan', 1]);
  });

  it('a boarded ship at Thrusters 0 fights the firefight first, then makes its move\'s Skill Test to turn (Capital Ship Movement)', () => {
    const { state, valiant } = boardedValiant(3);
    valiant.marked[THRUSTERS] = valiant.tracks[THRUSTERS].length;
    activate(state, valiant);
    firefight(state, valiant, 'engage', 'engage');
    roll(state, N, 2);
    roll(state, N, 3);
    expect(state.jobs[0]).toMatchObject({ kind: 'turn-test', unit: valiant.index });
    roll(state, D, valiant.def.skill);
    const turns = state.options().flatMap((o) => (o.kind === 'move' ? [o.turns] : []));
    expect([...new Set(turns)].sort((a, b) => a - b)).toEqual([-1, 0, 1]);
  });

  it('both rolls are made before either side loses anyone; Defend diminishes the defenders\' results (a D kills no Boarder, where Engage\'s D kills one)', () => {
    for (const [defenders, left] of [['engage', 2], ['defend', 3]] as const) {
      const { state, valiant } = boardedValiant(3);
      activate(state, valiant);
      firefight(state, valiant, 'engage', defenders);
      roll(state, D, 2);
      expect(valiant.boarders).toBe(3);
      roll(state, D, 3);
      expect([marinesOf(valiant), valiant.boarders]).toEqual([1, left]);
    }
  });

  it('Sabotage against Engage: the Boarders\' roll damages the ship as a Precise weapon (a D on the strongest system, not the Value\'s), the Marines\' Engage still kills Boarders', () => {
    const { state, valiant } = boardedValiant(3);
    activate(state, valiant);
    firefight(state, valiant, 'sabotage', 'engage');
    roll(state, D, 2); // Marines engage: 1 Boarder
    roll(state, die(1, 5), 3); // Sabotage: D on a 5 (Thrusters by Value), Precise -> Defense (3, the strongest)
    expect([valiant.boarders, marinesOf(valiant)]).toEqual([2, 2]);
    expect([valiant.marked[DEFENSE], valiant.marked[SENSORS], valiant.marked[THRUSTERS], valiant.marked[STRUCTURE]]).toEqual([1, 0, 0, 0]);
  });

  it('JW-048: a Sabotage T on a Valiant with no rating left makes a Critical Hit on a weapon; a 4 damages it only under precise-weapon-damage=4-plus (Traits › Precise, first chapter: "Weapons are damaged on a 4+")', () => {
    for (const [reading, damaged] of [
      ['5-plus', false],
      ['4-plus', true],
    ] as const) {
      const state = table({ uller: [24, 20, 2], valiant: [24, 24, 6] }, { 'precise-weapon-damage': reading });
      const valiant = unitOf(state, 'valiant');
      valiant.boarders = 3;
      setMarines(valiant, 2);
      for (const r of [DEFENSE, SENSORS, THRUSTERS]) valiant.marked[r] = valiant.tracks[r].length;
      activate(state, valiant);
      firefight(state, valiant, 'sabotage', 'engage');
      roll(state, N, 2); // the Marines' Engage kills nobody
      roll(state, T, 3); // Sabotage T: resolved normally (T+), one Structure and one Critical Hit; no rating left, no System Trait: a weapon
      expect(state.jobs[0]).toMatchObject({ kind: 'weapon-damage', unit: valiant.index, weapon: 0 });
      roll(state, 4);
      expect([reading, (valiant.damaged & 1) === 1]).toEqual([reading, damaged]);
    }
  });

  it('Sabotage against Defend is an opposed roll: the Boarders (3d6) primary, the Marines (2d6) secondary, remaining results Precise', () => {
    const { state, valiant } = boardedValiant(3);
    activate(state, valiant);
    firefight(state, valiant, 'sabotage', 'defend');
    expect(state.jobs[0]).toMatchObject({ kind: 'attack', weapon: -5, table: 'precise' });
    expect((state.jobs[0] as { plan: { opposed: unknown } }).plan.opposed).toEqual({ base: 2, flex: 0, macro: 0 });
    roll(state, T, 3);
    roll(state, N, 2);
    expect([valiant.marked[STRUCTURE], valiant.boarders, marinesOf(valiant)]).toEqual([1, 3, 2]);
  });

  it('the heuristic player Engages on both sides, behind or ahead (the equilibrium: jw-boarding-firefight, JW-096)', () => {
    for (const [boarders, marines] of [[1, 2], [3, 2], [2, 2]] as const) {
      const { state, valiant } = boardedValiant(boarders, marines);
      activate(state, valiant);
      const first = heuristicPick(state);
      expect([boarders, marines, 'boarders', first.kind === 'firefight' && FIREFIGHT[first.choice]]).toEqual([boarders, marines, 'boarders', 'engage']);
      choose(state, (o) => o === first);
      const second = heuristicPick(state);
      expect([boarders, marines, 'defenders', second.kind === 'firefight' && FIREFIGHT[second.choice]]).toEqual([boarders, marines, 'defenders', 'engage']);
    }
  });

  it('the boarders\' secret choice is hidden from the defender\'s view and re-drawn in its determinization', () => {
    const { state, valiant } = boardedValiant(3);
    activate(state, valiant);
    choose(state, (o) => o.kind === 'firefight' && FIREFIGHT[o.choice] === 'sabotage');
    expect(state.observation(1).exchange?.yours).toBeNull();
    expect(state.observation(0).exchange?.yours).toEqual({ kind: 'firefight', choice: 2 });
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) seen.add((state.determinize(1, Xoshiro128.stream(i, 1)).exchange!.first as { choice: number }).choice);
    expect(seen).toEqual(new Set([0, 2]));
  });
});

describe('Captured (States › Captured; Victory Points)', () => {
  it('Marines 0 with Boarders left: CEGA plays the rest of the Valiant\'s activation, its Marines are the Boarders (at most 2), Fire Control 1, only Damage Control, and it scores 1.5x for CEGA', () => {
    const { state, valiant } = boardedValiant(3, 1);
    const before = state.victoryPoints();
    activate(state, valiant);
    firefight(state, valiant, 'engage', 'engage');
    roll(state, N, 1);
    roll(state, T, 3);
    expect([valiant.side, valiant.owner, marinesOf(valiant), valiant.boarders]).toEqual([0, 1, 2, 0]);
    expect([state.phase, state.currentPlayer()]).toEqual(['plan', 0]);
    const after = state.victoryPoints();
    expect([after[0] - before[0], before[1] - after[1]]).toEqual([45 * 1.5, 45]);
    // Fire Control 1, no Ram or Board; next activation only Damage Control is on the Action list.
    expect(state.options().some((o) => o.kind === 'board' || o.kind === 'ram')).toBe(false);
    expect([valiant.def.fireControl, fireControlLeft(state, valiant)]).toEqual([2, 1]);
    valiant.marked[DEFENSE] = 1;
    state.active = -1;
    state.phase = 'select';
    valiant.activated = false;
    select(state, valiant);
    expect(state.options().map((o) => (o.kind === 'action' ? ACTIONS[o.action] : o.kind))).toEqual(['none', 'damage-control']);
  });

  it('the original owner may board it back: Jovian Boarders capture it and it is Jovian again, worth 1x', () => {
    const { state, uller, valiant } = boardedValiant(3, 1);
    activate(state, valiant);
    firefight(state, valiant, 'engage', 'engage');
    roll(state, N, 1);
    roll(state, T, 3);
    expect(valiant.captured()).toBe(true);
    // A Jovian Javelin's Marines board the captured Valiant (now CEGA's, 2 Marines): suppose 3 got aboard, then win.
    valiant.boarders = 3;
    setMarines(valiant, 1);
    valiant.activated = false;
    state.phase = 'select';
    state.active = -1;
    state.jobs.length = 0;
    activate(state, valiant);
    firefight(state, valiant, 'engage', 'engage');
    roll(state, N, 1);
    roll(state, T, 3);
    expect([valiant.side, valiant.captured(), marinesOf(valiant)]).toEqual([1, false, 2]);
    expect(uller.side).toBe(0);
  });

  it('narrates the boarding, the firefight and the capture', () => {
    const { state, valiant } = boardedValiant(3, 1);
    activate(state, valiant);
    firefight(state, valiant, 'engage', 'engage');
    roll(state, N, 1);
    roll(state, T, 3);
    const story = narrateJovian(state.events(), { names: ['CEGA', 'Jovians'] } as never).join('\n');
    expect(story).toContain('firefight aboard Valiant');
    expect(story).toContain('is Captured by CEGA');
  });
});
