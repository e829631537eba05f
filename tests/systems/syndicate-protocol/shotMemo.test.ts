/**
 * The expected-damage memo (shotMemo.ts) packs an attack's whole setup into a
 * six-word key: every field the profile reads must have its own bits, or two
 * setups would share a remembered number. These checks profile afresh and
 * compare, field by field, including negative modifiers and status bits.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { AttackProfile, emptySetup, expectedDamage, profileAttack, readings } from '../../../src/systems/syndicate-protocol/attackProfile.ts';
import type { AttackSetup } from '../../../src/systems/syndicate-protocol/attackProfile.ts';
import { CATEGORIES, WEAPON_TRAITS } from '../../../src/systems/syndicate-protocol/data.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import { expectedShot } from '../../../src/systems/syndicate-protocol/shotMemo.ts';

const fresh = (s: AttackSetup, r: ReturnType<typeof readings>) => expectedDamage(profileAttack(s, r, new AttackProfile()));

function randomSetup(rng: Xoshiro128): AttackSetup {
  const s = emptySetup();
  s.category = rng.nextBelow(4) === 0 ? null : CATEGORIES[rng.nextBelow(CATEGORIES.length)];
  s.trait = s.category === null || rng.nextBelow(2) === 0 ? null : WEAPON_TRAITS[rng.nextBelow(WEAPON_TRAITS.length)];
  s.range = rng.nextInt(3, 12);
  s.rof = rng.nextInt(1, 5);
  s.baseAcc = rng.nextInt(2, 5);
  s.acc = rng.nextInt(-2, 2);
  s.dice = rng.nextInt(-1, 2);
  s.damage = rng.nextInt(0, 2);
  s.rerollMisses = rng.nextInt(0, 2);
  s.halfRof = rng.nextBelow(4) === 0;
  s.distance = rng.nextInt(1, s.range);
  s.cover = rng.nextInt(0, 2);
  s.coverExtra = rng.nextInt(0, 1);
  s.dodge = rng.nextInt(0, 4);
  s.armor = rng.nextInt(0, 3);
  s.attackerStatus = rng.nextBelow(1 << 13);
  s.targetStatus = rng.nextBelow(1 << 13);
  s.guarded = rng.nextInt(0, 1);
  s.shielded = rng.nextInt(0, 2);
  s.moved = rng.nextInt(0, 4);
  s.movedLastRound = rng.nextBelow(2) === 0;
  s.targetMoved = rng.nextBelow(2) === 0;
  s.firstFiring = rng.nextBelow(2) === 0;
  s.rail = rng.nextInt(0, 1);
  s.targetCloseQuarters = rng.nextBelow(4) === 0;
  s.rerollHighest = rng.nextBelow(4) === 0;
  s.rerollHit = rng.nextBelow(4) === 0;
  s.fixedFour = rng.nextBelow(4) === 0;
  s.afterArmor = rng.nextInt(0, 2);
  return s;
}

describe('shot memo (shotMemo.ts)', () => {
  it('gives the freshly profiled expected damage for 3,000 random setups, each asked twice, under two sets of readings', () => {
    const rng = Xoshiro128.stream(7, 0);
    const plain = readings(defaultVariants());
    const other = readings({ ...defaultVariants(), 'armor-floor': 'floor1', marked: 'appendix-d' });
    for (let i = 0; i < 3000; i++) {
      const s = randomSetup(rng);
      const r = i % 2 === 0 ? plain : other;
      const want = fresh(s, r);
      expect(expectedShot(s, r)).toBe(want);
      expect(expectedShot(s, r)).toBe(want);
    }
  });

  it('tells apart setups that differ in one field only (negative modifiers and high status bits included)', () => {
    const r = readings(defaultVariants());
    const base = (): AttackSetup => ({ ...emptySetup(), category: 'assault-rifle', range: 8, rof: 3, baseAcc: 3, distance: 4, dodge: 2, armor: 1 });
    const changes: ((s: AttackSetup) => void)[] = [
      (s) => (s.acc = -1), (s) => (s.acc = 1), (s) => (s.dice = -1), (s) => (s.damage = 1), (s) => (s.dodge = 0), (s) => (s.armor = 2),
      (s) => (s.cover = 1), (s) => (s.coverExtra = 1), (s) => (s.distance = 7), (s) => (s.rof = 4), (s) => (s.baseAcc = 4), (s) => (s.moved = 1),
      (s) => (s.movedLastRound = true), (s) => (s.afterArmor = 1), (s) => (s.guarded = 1), (s) => (s.shielded = 1), (s) => (s.targetStatus = 1 << 2),
      (s) => (s.attackerStatus = 1 << 0), (s) => (s.targetStatus = 1 << 12), (s) => (s.rerollMisses = 1), (s) => (s.halfRof = true),
    ];
    expect(expectedShot(base(), r)).toBe(fresh(base(), r));
    for (const change of changes) {
      const s = base();
      change(s);
      expect(expectedShot(s, r)).toBe(fresh(s, r));
    }
  });
});
