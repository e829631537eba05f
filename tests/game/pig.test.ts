/**
 * Pig, the reference game: the shared contract, then the rules card
 * (src/game/pig/rules.ts) as golden tests with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { pig } from '../../src/game/pig/index.ts';
import type { PigState } from '../../src/game/pig/pigState.ts';
import { HOLD, ROLL } from '../../src/game/pig/rules.ts';
import { CHANCE, TERMINAL } from '../../src/game/state.ts';
import { gameContract } from './contract.ts';

gameContract(pig);

function start(target = '100', starts: [number, number] = [0, 0]): PigState {
  return pig.newGame({
    sides: [{ name: 'Ada', start: starts[0] }, { name: 'Bo', start: starts[1] }],
    variants: { target },
    chance: Xoshiro128.stream(1, 0),
    log: true,
  });
}

/** Rolls each scripted face in turn (ROLL, then the chance node set to that face). */
function roll(state: PigState, ...faces: number[]): void {
  for (const face of faces) {
    state.apply(ROLL);
    expect(state.currentPlayer()).toBe(CHANCE);
    state.apply(face);
  }
}

describe('Pig rules with scripted dice', () => {
  it('adds 2-6 to the turn total and banks it on a hold, then passes the turn', () => {
    const state = start();
    roll(state, 4, 6);
    expect(state.turnTotal).toBe(10);
    state.apply(HOLD);
    expect([state.score(0), state.score(1), state.turnTotal, state.currentPlayer(), state.turn]).toEqual([10, 0, 0, 1, 2]);
  });

  it('loses the whole turn total on a 1 and passes the turn', () => {
    const state = start();
    roll(state, 5, 5, 1);
    expect([state.score(0), state.turnTotal, state.currentPlayer()]).toEqual([0, 0, 1]);
    expect(state.lost[0]).toBe(10);
    expect(state.busts[0]).toBe(1);
  });

  it('ends the game when a hold reaches the target: +1 to the winner, -1 to the loser', () => {
    const state = start('20');
    roll(state, 6, 6, 6, 2);
    state.apply(HOLD);
    expect(state.isTerminal()).toBe(true);
    expect(state.currentPlayer()).toBe(TERMINAL);
    expect(state.returns()).toEqual([1, -1]);
    expect(state.events().at(-1)).toMatchObject({ kind: 'win', player: 0, scores: [20, 0] });
  });

  it('starts each side at its head start, and refuses one at or above the target', () => {
    expect(start('100', [0, 10]).score(1)).toBe(10);
    expect(() => start('20', [20, 0])).toThrow(/must be below the target/);
  });

  it('lists the six faces with probability exactly 1/6 each at a chance node', () => {
    const state = start();
    state.apply(ROLL);
    expect(state.chanceOutcomes()).toEqual([1, 2, 3, 4, 5, 6].map((action) => ({ action, probability: 1 / 6 })));
  });

  it('rolls a fair die from its own stream (each face 1/6 within 4 standard errors over 60,000 rolls)', () => {
    const state = start();
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const probe = state.clone({ reseed: Xoshiro128.stream(3, i) });
      probe.apply(ROLL);
      counts[probe.applyChance()]++;
    }
    for (let face = 1; face <= 6; face++) expect(Math.abs(counts[face] - 10_000)).toBeLessThan(4 * Math.sqrt(60_000 * (1 / 6) * (5 / 6)));
  });

  it('rejects illegal actions', () => {
    const state = start();
    expect(() => state.apply(7)).toThrow(/illegal action/);
    state.apply(ROLL);
    expect(() => state.apply(0)).toThrow(/not a die face/);
  });

  it('narrates turns, rolls, busts, holds and the result', () => {
    const state = start('20');
    roll(state, 3, 1);
    roll(state, 6);
    state.apply(HOLD);
    roll(state, 6, 6, 6, 2);
    state.apply(HOLD);
    expect(pig.narrate(state.events(), { names: ['Ada (A)', 'Bo (B)'] })).toEqual([
      'Pig to 20: Ada (A) moves first against Bo (B); start 0 - 0',
      'Turn 1 · Ada (A) · 0 - 0',
      '  rolls 3 -> turn total 3',
      '  rolls 1: bust, loses 3',
      'Turn 2 · Bo (B) · 0 - 0',
      '  rolls 6 -> turn total 6',
      '  holds 6 -> 0 - 6',
      'Turn 3 · Ada (A) · 0 - 6',
      '  rolls 6 -> turn total 6',
      '  rolls 6 -> turn total 12',
      '  rolls 6 -> turn total 18',
      '  rolls 2 -> turn total 20',
      '  holds 20 -> 20 - 6',
      'Ada (A) wins 20 - 6 after 3 turns',
    ]);
  });

  it('evaluates banked score plus the turn total at risk, mine minus theirs', () => {
    const state = start('100', [5, 30]);
    roll(state, 4, 4);
    expect(pig.evaluate(state, 0)).toBe(5 + 8 - 30);
    expect(pig.evaluate(state, 1)).toBe(30 - 13);
  });
});
