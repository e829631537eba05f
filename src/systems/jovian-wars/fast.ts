/**
 * Fast (`002_f697cf6215cb147c.txt`, Traits › Fast; JW-129). No printed card has it: a fleet gives it to some of its
 * models with the illustrative side field `fast` (cards.ts fastCard). The two Traits chapters differ:
 * - both (lines ~2843 and ~3641): "Models without the Fast trait declaring an Interception or Bombing Run on this
 *   model must make a Skill Test. If the Result is N, the intercepting or bombing model loses a Fuel. If the result
 *   is [D+], the intercepting or bombing model behaves normally."
 * - the first chapter only (line ~2849): "When making an Skill roll for the Evasive trait, this model gains an
 *   additional +1F." and "This model increases the maximum Fuel expenditure for the Boost action to 3 Fuel".
 * Variant `fast-text`: `full` (default: the first chapter, the engine's default Traits chapter (`traits=traits-1`),
 * the fuller text with its cross-reference to Evasive, and the one the catalogue row quotes) or `interception-only`
 * (the second chapter: the Skill Test alone).
 *
 * The Skill Test, as played here:
 * - who: the declaring model, when it lacks Fast and its target has it: a squadron's own Bombing Run on a Fast
 *   capital ship, its own Intercept (Dogfight) on a Fast squadron, and an escort's Reactive Interception of a Fast
 *   active squadron (escorts.ts). A Combined Attack, a Ram or a plain attack is neither, so no test.
 * - when: at the declaration, rolled before anything the move sets off (Point Defense autofire) and before the
 *   exchange's commits, so a lost Fuel is gone from the bid. The engine declares a run with its move, so the Boost
 *   chosen for the move is paid first (a simplification: the Boost was chosen with the Fuel the model had).
 * - N: the model loses a Fuel; one with no Fuel left loses nothing more (Fuel does not go below 0; the text names no
 *   other cost). The declaration still goes ahead: the text says only the Fuel is lost on N ("behaves normally" on
 *   D+ is read as "loses nothing"). The lost Fuel then costs the model its bid, its Boost and Evasive (no effect at
 *   Fuel 0) until the End Phase refresh.
 */
import { highestMagnitude } from '../../dice/setMagnitudes.ts';
import { traitValue } from './cards.ts';
import type { JovianState } from './game.ts';
import { BOOST_MAX_FUEL, type Variants } from './rules.ts';
import type { Unit } from './units.ts';

/** Traits › Fast (first chapter): "increases the maximum Fuel expenditure for the Boost action to 3 Fuel". */
export const FAST_BOOST_MAX_FUEL = 3;

/** The Skill Test of a model declaring an Interception or Bombing Run on a Fast model. */
export interface FastTestJob {
  kind: 'fast-test';
  /** The declaring (intercepting or bombing) model: it rolls and may lose a Fuel. */
  unit: number;
  /** The Fast model it declared on. */
  target: number;
}

export function isFast(u: Unit): boolean {
  return traitValue(u.def.traits, 'fast') > 0;
}

/** Whether `fast-text` gives Fast the first chapter's Evasive and Boost lines (`full`, the default). */
export function fastFull(variants: Variants): boolean {
  return variants['fast-text'] !== 'interception-only';
}

/** The most Fuel `u` may spend on one Boost: 3 for a Fast model under `fast-text=full`, else 2 (Actions › Boost). */
export function boostMaxFuel(s: JovianState, u: Unit): number {
  return s.fast && fastFull(s.variants) && isFast(u) ? FAST_BOOST_MAX_FUEL : BOOST_MAX_FUEL;
}

/** `declarer` declares an Interception or Bombing Run on `target`: queues the Skill Test when Fast calls for one. */
export function declareOnFast(s: JovianState, declarer: Unit, target: Unit): void {
  if (!s.fast || !isFast(target) || isFast(declarer)) return;
  s.jobs.push({ kind: 'fast-test', unit: declarer.index, target: target.index });
}

/** Starts the test: a Skill Test (a pool of Skill dice); nothing to roll for a model already out of play. */
export function startFastTest(s: JovianState, job: FastTestJob): void {
  const u = s.units[job.unit];
  if (!u.inPlay()) {
    s.jobs.shift();
    return;
  }
  s.roll = { base: u.def.skill, flex: 0, macro: 0 };
}

/** The result: N costs a Fuel (none below 0), D+ nothing. */
export function resolveFastTest(s: JovianState, job: FastTestJob, code: number): void {
  const level = highestMagnitude(code);
  const u = s.units[job.unit];
  const lost = level === 0 && u.fuel > 0;
  if (lost) u.fuel--;
  if (s.log) s.push({ kind: 'fast-test', unit: u.index, target: job.target, result: 'NDTQ'[Math.min(level, 3)], fuelLost: lost });
}
