/**
 * The exact time-to-kill of sp-armor-floor (experiments/syndicate-protocol/armor-floor.ts):
 * expected attacks until the damage reaches an Operator's HP, checked against
 * closed forms (a sure 1 per attack; a negative binomial) and a hand sum.
 */
import { describe, expect, it } from 'vitest';
import { expectedAttacksToKill } from '../../experiments/syndicate-protocol/armor-floor.ts';

describe('expectedAttacksToKill (sp-armor-floor)', () => {
  it('takes exactly hp attacks when every attack deals 1', () => {
    expect(expectedAttacksToKill([1], [1], 17)).toBeCloseTo(17, 9);
  });

  it('takes hp / p attacks when an attack deals 1 with chance p (negative binomial mean)', () => {
    // RoF 3 at Hit Target 6 against ARM 2 under floor 1: a hit deals 1, P(any hit) = 1 - (5/6)^3.
    const p = 1 - (5 / 6) ** 3;
    expect(expectedAttacksToKill([1 - p, p], [0, 1], 20)).toBeCloseTo(20 / p, 6);
  });

  it('counts the overkill of a big hit: 2 HP with 1 or 2 damage at 1/2 each takes 1.5 attacks', () => {
    // N = 1 if the first attack deals 2; otherwise 2: E[N] = 1/2 * 1 + 1/2 * 2.
    expect(expectedAttacksToKill([0.5, 0.5], [1, 2], 2)).toBeCloseTo(1.5, 12);
  });

  it('is Infinity when no attack can deal damage', () => {
    expect(expectedAttacksToKill([0.3, 0.7], [0, 0], 15)).toBe(Infinity);
  });
});
