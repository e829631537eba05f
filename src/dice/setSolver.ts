/**
 * The roller's best discard in a Jovian Wars pool (`specs/dice-kernels.md`
 * section 3, steps 3-7): from B + F rolled dice keep exactly B, seeing the
 * macro dice, to maximise (a) total damage, (b) highest magnitude, (c) highest
 * value among sets of that magnitude, (d) fewest sets. Macro dice then raise
 * (M > 0) or lower (M < 0) each set whose value they match, one step per die;
 * they never make a set on their own.
 *
 * Why it is small: a face's final magnitude depends only on how many of its
 * dice are kept, and never drops when one more is kept. So each face offers at
 * most four distinct final magnitudes, each reached with a least number of
 * kept dice; any choice of one magnitude per face whose least counts add up to
 * at most B can be filled to exactly B dice without getting worse (an extra
 * die can only raise a face). The search runs over those choices (at most a
 * few dozen) instead of over every subset of dice; when the best magnitude of
 * every face fits in B, that is the answer at once. Cost: O(1) for the usual
 * pools, ~64 candidate evaluations at worst for 12 dice.
 *
 * A solver owns its scratch arrays; create one per sampler or enumeration.
 */
import { levelOf, preference, withLevel } from './setMagnitudes.ts';

/** Magnitude of k kept dice of one face before macro dice: D, T, Q (4 or more). */
function baseLevel(kept: number): number {
  return kept < 2 ? 0 : kept >= 4 ? 3 : kept - 1;
}

/** Final magnitude of a face with `kept` dice and `macro` matching macro dice of sign `sign`. */
export function finalLevel(kept: number, macro: number, sign: number): number {
  const level = baseLevel(kept);
  if (level === 0 || macro === 0 || sign === 0) return level;
  return sign > 0 ? Math.min(3, level + macro) : Math.max(0, level - macro);
}

export class SetSolver {
  /** For face f (0-based) and option j: levels[4f + j] and its least kept count keptFor[4f + j]. */
  private readonly levels = new Int32Array(24);
  private readonly keptFor = new Int32Array(24);
  private readonly options = new Int32Array(6);
  private bestCode = 0;
  private bestPreference = -1;
  /** Steps of the `any-die` negative Macro reading still to take at a leaf of the search (0: none). */
  private lower = 0;
  private lowestCode = 0;
  private lowestPreference = -1;

  /**
   * The magnitude code of the best result.
   * pool[f] / macro[f] = dice showing face f+1 (f = 0..5) at offset `poolAt` /
   * `macroAt`; keep = B; sign = +1, -1 or 0 for the macro dice. `lower` (with
   * sign 0) is the `any-die` reading of a Negative Macro Pool (JW-061): that
   * many steps come off the kept sets whatever the macro dice show, each step
   * one set one step (Q->T->D->gone), spread by the roller's same preference;
   * when the sets have fewer steps than that, every set is gone.
   */
  solve(pool: ArrayLike<number>, poolAt: number, macro: ArrayLike<number>, macroAt: number, keep: number, sign: number, lower = 0): number {
    let bestFits = 0;
    let topCode = 0;
    for (let f = 0; f < 6; f++) {
      const count = pool[poolAt + f];
      const matching = sign === 0 ? 0 : macro[macroAt + f];
      let n = 0;
      let previous = -1;
      for (let kept = 0; kept <= count; kept++) {
        const level = finalLevel(kept, matching, sign);
        if (level !== previous) {
          this.levels[4 * f + n] = level;
          this.keptFor[4 * f + n] = kept;
          n++;
          previous = level;
        }
      }
      this.options[f] = n;
      bestFits += this.keptFor[4 * f + n - 1];
      topCode = withLevel(topCode, f + 1, this.levels[4 * f + n - 1]);
    }
    this.lower = lower;
    // With steps to take, keeping the most is not always best for the tie-breaks after them: search every choice.
    if (bestFits <= keep && lower === 0) return topCode;
    this.bestCode = 0;
    this.bestPreference = -1;
    this.search(0, keep, 0);
    return this.bestCode;
  }

  private search(f: number, budget: number, code: number): void {
    if (f === 6) {
      if (this.lower > 0) code = this.lowered(code);
      const value = preference(code);
      if (value > this.bestPreference) {
        this.bestPreference = value;
        this.bestCode = code;
      }
      return;
    }
    for (let j = 0; j < this.options[f]; j++) {
      const kept = this.keptFor[4 * f + j];
      if (kept > budget) break; // options are in increasing kept order
      this.search(f + 1, budget - kept, withLevel(code, f + 1, this.levels[4 * f + j]));
    }
  }

  /** The roller's best code after `this.lower` steps off the sets of `code` (every step taken while a set is left). */
  private lowered(code: number): number {
    let total = 0;
    for (let face = 1; face <= 6; face++) total += levelOf(code, face);
    if (total <= this.lower) return 0;
    this.lowestCode = 0;
    this.lowestPreference = -1;
    this.spread(1, this.lower, code);
    return this.lowestCode;
  }

  private spread(face: number, steps: number, code: number): void {
    if (face === 7) {
      if (steps > 0) return;
      const value = preference(code);
      if (value > this.lowestPreference) {
        this.lowestPreference = value;
        this.lowestCode = code;
      }
      return;
    }
    const level = levelOf(code, face);
    for (let t = 0; t <= Math.min(level, steps); t++) this.spread(face + 1, steps - t, withLevel(code, face, level - t));
  }
}
