/**
 * One object shape for every option (options.ts Option). The heuristic reads `kind` of every legal option
 * (ai.ts jovianHeuristic, scoreOption) and the flow switches on it (flow.ts play): with one shape per option
 * kind those reads saw a dozen hidden classes (megamorphic, a stub-cache probe per read; ~4% of a bundled
 * heuristic game: `scripts/bench-jovian-wars.ts`). Here every option has every field, in one order, the ones
 * its kind does not use left undefined: one hidden class, two with the frozen ones (`frozenOption`: the options made
 * once and shared; options made per decision, Ram and Board, are not frozen, as before: freezing a fresh object cost
 * more than the literal). `undefined` fields leave JSON
 * (serialize, plain) and vitest's toEqual as they were. No imports: any module may use it without a cycle.
 */
import type { Option } from './options.ts';

type Kind = Option['kind'];
type N = number | undefined;
const U = undefined;

/** The option with these fields (undefined where its kind has none). */
export function shapedOption(kind: Kind, unit: N, action: N, turns: N, distance: N, target: N, boost: N, weapon: N, marines: N, bid: N, split: N, choice: N): Option {
  return { kind, unit, action, turns, distance, target, boost, weapon, marines, bid, split, choice } as unknown as Option;
}
/** Frozen (never mutated: option lists are shared between a state and its copies). */
const frozen = (o: Option): Option => Object.freeze(o);

export const plainOption = (kind: Kind): Option => frozen(shapedOption(kind, U, U, U, U, U, U, U, U, U, U, U));
export const selectShaped = (unit: number): Option => frozen(shapedOption('select', unit, U, U, U, U, U, U, U, U, U, U));
export const actionShaped = (action: number): Option => frozen(shapedOption('action', U, action, U, U, U, U, U, U, U, U, U));
export const moveShaped = (turns: number, distance: number): Option => frozen(shapedOption('move', U, U, turns, distance, U, U, U, U, U, U, U));
export const fireShaped = (weapon: number, target: number): Option => frozen(shapedOption('fire', U, U, U, U, target, U, weapon, U, U, U, U));
export const targetShaped = (kind: 'approach' | 'bomb' | 'intercept' | 'combined' | 'land', target: number, boost: number): Option => frozen(shapedOption(kind, U, U, U, U, target, boost, U, U, U, U, U));
export const ramShaped = (target: number, turns: number, distance: number, boost: number): Option => shapedOption('ram', U, U, turns, distance, target, boost, U, U, U, U, U);
export const boardShaped = (target: number, turns: number, distance: number, marines: number): Option => shapedOption('board', U, U, turns, distance, target, U, U, marines, U, U, U);
/** Ambush: a Defender squadron flies straight at the escape edge (scenarios.ts), Boosting `boost` Fuel. */
export const escapeShaped = (boost: number): Option => frozen(shapedOption('escape', U, U, U, U, U, boost, U, U, U, U, U));
export const commitShaped = (bid: number, split: number): Option => frozen(shapedOption('commit', U, U, U, U, U, U, U, U, bid, split, U));
export const firefightShaped = (choice: number): Option => frozen(shapedOption('firefight', U, U, U, U, U, U, U, U, U, U, choice));
/** Water Raid: a Defender Exo-Armor Squadron Mines the Comet (waterRaid.ts), Boosting `boost` Fuel and bidding `bid`. */
export const mineShaped = (boost: number, bid: number): Option => frozen(shapedOption('mine', U, U, U, U, U, boost, U, U, bid, U, U));
/** A Reactive Interception offered (reactiveOffer.ts): 0 lets the active squadron pass, 1 intercepts it. */
export const reactShaped = (choice: number): Option => frozen(shapedOption('react', U, U, U, U, U, U, U, U, U, U, choice));
