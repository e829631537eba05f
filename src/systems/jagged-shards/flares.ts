/**
 * The Warp Flare reserve of a spending policy (JS-012, `000_9659637e2373f14e.txt`
 * Ch. 8 Battlefield Resource Pressure: "Strike Forces that waste resources
 * early often collapse before the final rounds of battle"), shared by the
 * heuristic player (ai.ts `spendable`, which has always read it) and, under
 * the study variant `flare-discipline=rule`, by the engine, which then offers
 * no spend that would take a side below its policy's reserve. One formula for
 * both, so the rule is exactly the heuristic's own restraint:
 * - `front-load`: no reserve;
 * - `paced`: floor(cap x rounds left / 5), rounds left counting this one out
 *   (cap 3: reserve 2, 1, 1, 0, 0 in rounds 1-5, so it spends up to 1, 2, 2, 3, 3);
 * - `hoard`: the whole cap in rounds 1-3, none in rounds 4-5.
 */
import type { JaggedState } from './jaggedState.ts';
import type { FlarePolicy } from './setup.ts';
import * as rules from './rules.ts';

// A module-local copy of the imported constant (see the note on tsx's import getters in combat.ts).
const { ROUNDS } = rules;

/** Warp Flares a side with `policy` and cap `cap` keeps back in `round`. */
export function policyReserve(policy: FlarePolicy, cap: number, round: number): number {
  return policy === 'front-load' ? 0 : policy === 'hoard' ? (round < ROUNDS - 1 ? cap : 0) : Math.floor((cap * (ROUNDS - round)) / ROUNDS);
}

/**
 * Warp Flares `seat` may spend now under the rules: all it has, or under
 * `flare-discipline=rule` what lies above its side's policy reserve (may be
 * negative). Every engine check of "has the Warp Flares for it" reads this.
 */
export function ruleSpendable(s: JaggedState, seat: number): number {
  const { rules, policies } = s.setup;
  return rules.flareDiscipline ? s.flares[seat] - policyReserve(policies[seat], s.flareCap[seat], s.round) : s.flares[seat];
}
