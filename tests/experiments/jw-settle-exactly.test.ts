/**
 * _settleExactly.ts on a toy chance process (the fields two states are compared by, and the four methods settleExactly calls): a
 * state reached after one roll on one path and after two on another is expanded once, the probabilities still sum
 * to the right values, and a roll that leads back to an earlier state is an error rather than an endless loop.
 */
import { describe, expect, it } from 'vitest';
import { settleExactly } from '../../experiments/jovian-wars/_settleExactly.ts';
import { CHANCE } from '../../src/game/state.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';

type Rolls = Record<string, { action: number; probability: number; to: [string[], number] }[]>;

/** A state of the toy: `turn` a counter (no units), `jobs` the rolls still to make; each job's outcomes say what follows. */
class Toy {
  units: never[] = [];
  /** Objects, as the game's jobs are (a job's plan is compared by identity). */
  jobs: { kind: string }[];
  roll = null;
  phase = 'toy';
  toMove = 0;
  active = null;
  exchange = null;
  firedThisActivation = false;
  declared = null;
  longShot = null;
  mustAttack = false;
  turn: number;
  constructor(
    readonly rolls: Rolls,
    readonly expanded: Map<string, number>,
    jobs: string[],
    n: number,
  ) {
    this.jobs = jobs.map((kind) => ({ kind }));
    this.turn = n;
  }
  currentPlayer(): number {
    return this.jobs.length > 0 ? CHANCE : 0;
  }
  chanceOutcomes() {
    const at = `${this.jobs.map((j) => j.kind).join()}|${this.turn}`;
    this.expanded.set(at, (this.expanded.get(at) ?? 0) + 1);
    return this.rolls[this.jobs[0].kind];
  }
  clone(): Toy {
    return new Toy(this.rolls, this.expanded, this.jobs.map((j) => j.kind), this.turn);
  }
  apply(action: number): void {
    const [jobs, n] = this.rolls[this.jobs[0].kind].find((o) => o.action === action)!.to;
    this.jobs = jobs.map((kind) => ({ kind }));
    this.turn = n;
  }
}

const settle = (rolls: Rolls, expanded = new Map<string, number>()) => settleExactly(new Toy(rolls, expanded, ['a'], 0) as unknown as JovianState);

describe('settleExactly', () => {
  it('expands a state met after one roll and after two once, with the probabilities of both paths', () => {
    // a: half the time straight to z with 1, half the time to y, which always leads to z with 1; z ends with 1 or 2.
    const rolls: Rolls = {
      a: [
        { action: 1, probability: 0.5, to: [['z'], 1] },
        { action: 2, probability: 0.5, to: [['y'], 0] },
      ],
      y: [{ action: 1, probability: 1, to: [['z'], 1] }],
      z: [
        { action: 1, probability: 0.25, to: [[], 1] },
        { action: 2, probability: 0.75, to: [[], 2] },
      ],
    };
    const expanded = new Map<string, number>();
    const settled = settle(rolls, expanded);
    expect(expanded.get('z|1')).toBe(1);
    expect(settled.map((w) => [(w.state as unknown as Toy).turn, w.p]).sort()).toEqual([
      [1, 0.25],
      [2, 0.75],
    ]);
  });

  it('refuses a roll that leads back to an earlier state', () => {
    const rolls: Rolls = {
      a: [
        { action: 1, probability: 0.5, to: [['b'], 0] },
        { action: 2, probability: 0.5, to: [[], 3] },
      ],
      b: [{ action: 1, probability: 1, to: [['a'], 0] }],
    };
    expect(() => settle(rolls)).toThrow(/led back to an earlier state/);
    // A cycle that does not pass through the start: a -> b -> c -> b.
    const inner: Rolls = {
      a: [{ action: 1, probability: 1, to: [['b'], 0] }],
      b: [
        { action: 1, probability: 0.5, to: [['c'], 0] },
        { action: 2, probability: 0.5, to: [[], 1] },
      ],
      c: [{ action: 1, probability: 1, to: [['b'], 0] }],
    };
    expect(() => settle(inner)).toThrow(/led back to an earlier state/);
  });
});
