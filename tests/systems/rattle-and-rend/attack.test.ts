/**
 * The Rattle and Rend attack pipeline (src/systems/rattle-and-rend/attack.ts)
 * against hand-worked values ("Attacks", "Will Checks", Tactics) and against
 * its own sampler.
 */
import { describe, expect, it } from 'vitest';
import { attack } from '../../../src/cli/attack.ts';
import { UserError } from '../../../src/cli/userError.ts';
import { sampleCodeCounts } from '../../../src/dice/sampleCounts.ts';
import { rattleAndRendAttack } from '../../../src/systems/rattle-and-rend/attack.ts';

const run = (argv: Record<string, unknown>) => attack(rattleAndRendAttack, argv) as { outcomes: Record<string, number>; params: Record<string, unknown> };

// One d20 succeeds on T+ with q = (21 - T) / 20; 2d20: fail (1-q)^2, success 2q(1-q), critical q^2.
const two = (t: number) => {
  const q = (21 - t) / 20;
  return { fail: (1 - q) ** 2, success: 2 * q * (1 - q), critical: q * q };
};
const one = (t: number) => ({ fail: 1 - (21 - t) / 20, success: (21 - t) / 20, critical: 0 });
const three = (t: number) => {
  const q = (21 - t) / 20;
  return { fail: (1 - q) ** 3, success: 3 * q * (1 - q) ** 2, critical: 1 - (1 - q) ** 3 - 3 * q * (1 - q) ** 2 };
};

describe('playtest attack rattle-and-rend (exact)', () => {
  it('Fighters against Fighters: Fury 9+ on 2d20, then Will 10+ on 2d20, or on 1d20 after a critical (Attacks; RR-089)', () => {
    const { outcomes } = run({ attacker: 'fighters', target: 'fighters' });
    const fury = two(9);
    expect(outcomes.noEffect).toBeCloseTo(fury.fail, 12);
    expect(outcomes.removed).toBeCloseTo(fury.success * two(10).fail + fury.critical * one(10).fail, 12);
    expect(outcomes.removed).toBeCloseTo(0.2592, 12);
    expect(outcomes.withdrawn).toBeCloseTo(fury.success * two(10).success + fury.critical * one(10).success, 12);
    expect(outcomes.holds).toBeCloseTo(fury.success * two(10).critical, 12);
    expect(Object.values(outcomes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('a Charge rolls Fury with a penalty (1d20), unless the warband has Elites, which also takes 1 off Fury (Standard Actions; Tactics › Elites)', () => {
    const charged = run({ attacker: 'heavy', target: 'shooters', charge: true });
    expect(charged.outcomes.noEffect).toBeCloseTo(one(7).fail, 12);
    expect(charged.outcomes.removed).toBeCloseTo(one(7).success * two(11).fail, 12);
    const elites = run({ attacker: 'heavy', target: 'shooters', charge: true, tactic: ['elites'] });
    expect(elites.outcomes.noEffect).toBeCloseTo(two(6).fail, 12);
  });

  it('support is a melee bonus (3d20) and cancels an outnumbered penalty (Core Dice Mechanic: bonuses and penalties cancel)', () => {
    expect(run({ attacker: 'fighters', target: 'dregs', support: true }).outcomes.noEffect).toBeCloseTo(three(9).fail, 12);
    expect(run({ attacker: 'fighters', target: 'dregs', support: true, outnumbered: true }).outcomes.noEffect).toBeCloseTo(two(9).fail, 12);
    expect(run({ attacker: 'fighters', target: 'dregs', support: true, outnumbered: true, variant: ['dice=stack'] }).outcomes.noEffect).toBeCloseTo(two(9).fail, 12);
  });

  it('ranged: a bonus within S, a penalty for cover; Fighters cannot shoot without Fusiliers (Ranged Attacks)', () => {
    expect(run({ attacker: 'shooters', target: 'skirmishers', ranged: true, 'short-range': true }).outcomes.noEffect).toBeCloseTo(three(11).fail, 12);
    expect(run({ attacker: 'shooters', target: 'skirmishers', ranged: true, cover: true }).outcomes.noEffect).toBeCloseTo(one(11).fail, 12);
    expect(() => run({ attacker: 'fighters', target: 'heavy', ranged: true })).toThrow(/RNG B-to-B/);
    expect(run({ attacker: 'fighters', target: 'heavy', ranged: true, tactic: ['fusiliers'] }).outcomes.noEffect).toBeCloseTo(two(9).fail, 12);
  });

  it("Sneak-Thieves: a Fury penalty for shots at its non-Heavy Elements from beyond S, none within S, at a Heavy or in melee (Tactics › Sneak-Thieves; RR-125)", () => {
    const shot = (target: string, extra: Record<string, unknown>) => run({ attacker: 'shooters', target, ranged: true, 'target-tactic': ['sneak-thieves'], ...extra }).outcomes.noEffect;
    expect(shot('skirmishers', {})).toBeCloseTo(one(11).fail, 12);
    expect(shot('skirmishers', { 'short-range': true })).toBeCloseTo(three(11).fail, 12);
    expect(shot('heavy', {})).toBeCloseTo(two(11).fail, 12);
    expect(run({ attacker: 'fighters', target: 'skirmishers', 'target-tactic': ['sneak-thieves'] }).outcomes.noEffect).toBeCloseTo(two(9).fail, 12);
  });

  it('an attached Champion gives its host a Will bonus, which cancels the critical attack\'s penalty (Champion › Attaching; Attacks; RR-105, RR-090)', () => {
    const { outcomes } = run({ attacker: 'fighters', target: 'fighters', attached: true });
    const fury = two(9);
    expect(outcomes.removed).toBeCloseTo(fury.success * three(10).fail + fury.critical * two(10).fail, 12);
    expect(outcomes.holds).toBeCloseTo(fury.success * three(10).critical + fury.critical * two(10).critical, 12);
  });

  it('Poisoners: as written 0.325 removal for Fighters on Fighters, read as "Will at a penalty" 0.378; the re-roll follows only a critical Will, never after a critical Fury (1d20 Will) (RR-007, RR-124)', () => {
    const written = run({ attacker: 'fighters', target: 'fighters', tactic: ['poisoners'] }).outcomes;
    const fury = two(9);
    const will2 = two(10);
    const will1 = one(10);
    expect(written.removed).toBeCloseTo(fury.success * (will2.fail + will2.critical * will1.fail) + fury.critical * will1.fail, 12);
    expect(written.removed).toBeCloseTo(0.3245, 4);
    expect(written.holds).toBe(0);
    // After a critical Fury the Will check is 1d20 and cannot be critical: nothing to re-roll, so Poisoners changes only the simple-success branch.
    expect(written.removed - run({ attacker: 'fighters', target: 'fighters' }).outcomes.removed).toBeCloseTo(fury.success * will2.critical * will1.fail, 12);
    const penalty = run({ attacker: 'fighters', target: 'fighters', tactic: ['poisoners'], variant: ['poisoners=will-penalty'] }).outcomes;
    expect(penalty.removed).toBeCloseTo((fury.success + fury.critical) * will1.fail, 12);
    expect(penalty.removed).toBeCloseTo(0.378, 12);
  });

  it('Inspiring Terrain: a Fury bonus for an attacker within it, a Will bonus for a target within it (Terrain Rules › Inspiring Terrain; RR-145)', () => {
    const fury = run({ attacker: 'fighters', target: 'fighters', inspiring: true }).outcomes;
    expect(fury.noEffect).toBeCloseTo(three(9).fail, 12);
    expect(fury.removed).toBeCloseTo(three(9).success * two(10).fail + three(9).critical * one(10).fail, 12);
    const will = run({ attacker: 'fighters', target: 'fighters', 'target-inspiring': true }).outcomes;
    // The Will bonus gives 3d20 after a success and cancels the critical's penalty (2d20).
    expect(will.removed).toBeCloseTo(two(9).success * three(10).fail + two(9).critical * two(10).fail, 12);
    expect(will.holds).toBeCloseTo(two(9).success * three(10).critical + two(9).critical * two(10).critical, 12);
  });

  it('Distant Doom is a ranged attack by the Champion (Fury 13+ on 2d20: 0.36 / 0.48 / 0.16), at L range so without the S-range bonus (Champion Actions › Distant Doom; RR-162)', () => {
    const { outcomes } = run({ attacker: 'champion', target: 'shooters', ranged: true });
    expect(outcomes.noEffect).toBeCloseTo(0.36, 12);
    // Shooters Will 11+: 2d20 fails 0.25, 1d20 fails 0.5.
    expect(outcomes.removed).toBeCloseTo(0.48 * 0.25 + 0.16 * 0.5, 12);
    expect(outcomes.holds).toBeCloseTo(0.48 * 0.25, 12);
    expect(outcomes.withdrawn).toBeCloseTo(0.48 * 0.5 + 0.16 * 0.5, 12);
  });

  it('Defiance: the counter-attack has a Fury bonus (3d20); Sacrifice: the ally makes the Will check with a bonus, which cancels a critical attack\'s penalty (Warding Reactions; RR-173, RR-176)', () => {
    const defiance = run({ attacker: 'fighters', target: 'fighters', reaction: 'defiance' });
    expect(defiance.outcomes.noEffect).toBeCloseTo(three(9).fail, 12);
    expect(defiance.outcomes.removed).toBeCloseTo(three(9).success * two(10).fail + three(9).critical * one(10).fail, 12);
    expect(defiance.params.reaction).toBe('defiance');
    // Shooters shoot; the Heavy (Will 8+, q 0.65) takes the Will check instead: 3d20 after a success, 2d20 after a critical.
    const sacrifice = run({ attacker: 'shooters', target: 'heavy', ranged: true, reaction: 'sacrifice' }).outcomes;
    expect(sacrifice.removed).toBeCloseTo(two(11).success * three(8).fail + two(11).critical * two(8).fail, 12);
    expect(sacrifice.holds).toBeCloseTo(two(11).success * three(8).critical + two(11).critical * two(8).critical, 12);
    expect(run({ attacker: 'fighters', target: 'fighters' }).params.reaction).toBeUndefined();
    expect(() => run({ attacker: 'fighters', target: 'ward', reaction: 'sacrifice' })).toThrow(/NON-WARD/);
    expect(() => run({ attacker: 'shooters', target: 'fighters', ranged: true, reaction: 'sacrifice', 'target-tactic': ['sneak-thieves'] })).toThrow(/allowed: --reaction none or defiance/);
    expect(() => run({ attacker: 'fighters', target: 'fighters', reaction: 'rally' })).toThrow(/one of none, defiance, sacrifice/);
  });

  it('Suppress is an attack as normal by the Shooters (11+ on 2d20); a moving enemy successfully attacked stops: 1 - noEffect = 0.75 (Standard Reactions › Suppress; RR-169)', () => {
    const { outcomes } = run({ attacker: 'shooters', target: 'fighters', ranged: true });
    expect(1 - outcomes.noEffect).toBeCloseTo(0.75, 12);
    // Fighters Will 10+: 2d20 fails 0.2025, holds 0.3025; 1d20 after a critical fails 0.45.
    expect(outcomes.removed).toBeCloseTo(0.5 * 0.2025 + 0.25 * 0.45, 12);
    expect(outcomes.holds).toBeCloseTo(0.5 * 0.3025, 12);
  });

  it('v02 stats (+1, +2 to Fury and Will) change the per-attack removal (RR-024)', () => {
    const v03 = run({ attacker: 'fighters', target: 'fighters' }).outcomes.removed;
    const plus2 = run({ attacker: 'fighters', target: 'fighters', variant: ['stats=v02-plus2'] }).outcomes.removed;
    const fury = two(11);
    expect(plus2).toBeCloseTo(fury.success * two(12).fail + fury.critical * one(12).fail, 12);
    expect(plus2).not.toBeCloseTo(v03, 3);
  });

  it('Death-Defiers and Shield-Brothers help the target; Nightmares makes the attacker pass Guile first (Tactics)', () => {
    const dd = run({ attacker: 'fighters', target: 'fighters', 'target-tactic': ['death-defiers'] }).outcomes;
    expect(dd.removed).toBeCloseTo(two(9).success * two(8).fail + two(9).critical * one(8).fail, 12);
    const sb = run({ attacker: 'fighters', target: 'fighters', 'target-tactic': ['shield-brothers'] }).outcomes;
    expect(sb.removed).toBeCloseTo(two(9).success * three(10).fail + two(9).critical * two(10).fail, 12);
    const nm = run({ attacker: 'fighters', target: 'fighters', 'target-tactic': ['nightmares'] }).outcomes;
    expect(nm.noEffect).toBeCloseTo(two(13).fail + (1 - two(13).fail) * two(9).fail, 12);
  });

  it('Swarmers adds a penalised Fury check per ally in contact; "successful-only" skips them after a miss (RR-008)', () => {
    const every = run({ attacker: 'fighters', target: 'heavy', tactic: ['swarmers'], swarmer: ['fighters'] }).outcomes;
    const only = run({ attacker: 'fighters', target: 'heavy', tactic: ['swarmers'], swarmer: ['fighters'], variant: ['swarmers=successful-only'] }).outcomes;
    expect(every.noEffect).toBeCloseTo(two(9).fail * one(9).fail, 12);
    expect(only.noEffect).toBeCloseTo(two(9).fail, 12);
    expect(every.removed).toBeGreaterThan(only.removed);
  });

  it('the sampler agrees with the exact distribution (every outcome within 4.5 standard errors, 400,000 attacks)', () => {
    const cases: Record<string, string | boolean | string[]>[] = [
      { attacker: 'fighters', target: 'fighters', tactic: ['poisoners'] },
      { attacker: 'skirmishers', target: 'ward', ranged: true, 'short-range': true, 'target-tactic': ['nightmares'] },
      { attacker: 'fighters', target: 'heavy', tactic: ['swarmers'], swarmer: ['dregs', 'fighters'], attached: true },
    ];
    for (const argv of cases) {
      const compiled = rattleAndRendAttack.compile(
        { melee: false, ranged: false, tactic: [], 'target-tactic': [], swarmer: [], ...argv },
        { dice: 'cancel', stats: 'v03', poisoners: 'as-written', swarmers: 'every-attack', fearsome: 'as-nightmares' },
      );
      const exact = compiled.exact();
      const trials = 400_000;
      const counts = sampleCodeCounts(4, compiled.sampler(), trials, 11);
      for (let k = 0; k < 4; k++) {
        const se = Math.sqrt((exact[k] * (1 - exact[k])) / trials) + 1e-9;
        expect(Math.abs(counts[k] / trials - exact[k])).toBeLessThan(4.5 * se + 1e-6);
      }
    }
  });

  it.each([
    [{ attacker: 'ward', target: 'fighters' }, /--attacker: a Ward has no Fury/],
    [{ attacker: 'heavy', target: 'fighters', ranged: true }, /never count as ranged/],
    [{ attacker: 'fighters', target: 'fighters', melee: true, ranged: true }, /either --melee/],
    [{ attacker: 'fighters', target: 'fighters', cover: true }, /--cover: short range and cover are ranged modifiers/],
    [{ attacker: 'fighters', target: 'fighters', swarmer: ['dregs'] }, /--swarmer: extra attackers in contact need --tactic swarmers/],
    [{ attacker: 'orc', target: 'fighters' }, /--attacker must be one of champion, heavy/],
  ])('rejects %j in one line naming the option', (argv, message) => {
    expect(() => run(argv)).toThrow(UserError);
    expect(() => run(argv)).toThrow(message);
  });
});
