/**
 * `playtest attack jovian-wars` against values worked by hand from the
 * rulebook's numbers (002_f697cf6215cb147c.txt, sections cited per test):
 * the items of the pipeline's catalogue list. Targets are chosen so that
 * the hand count stays short: a Tengu's side arc has Armor 0 (Structure
 * 3-2-1, Defense 4-3-2-1, Sensors 3-2-1, Thrusters 2-1), so the side-arc
 * bonus +1 and --modifier -1 leave a net 0 and the weapon's AC is the pool.
 *
 * Counts of n d6 used below: 3 dice: N 120, one D 90, T 6 (of 216);
 * 4 dice: N 360, one D 720, two Ds 90, T 120, Q 6 (of 1296).
 */
import { describe, expect, it } from 'vitest';
import { ParamError } from '../../../src/dice/kernel.ts';
import { summariseExact } from '../../../src/dice/summarise.ts';
import { attackValues, attackVariants } from '../../../src/systems/attackPipeline.ts';
import { jovianWarsAttack } from '../../../src/systems/jovian-wars/attack.ts';

function compile(values: Record<string, number | boolean | string | readonly string[]>, chosen: Record<string, string> = {}) {
  return jovianWarsAttack.compile(attackValues(jovianWarsAttack, values), attackVariants(jovianWarsAttack, chosen));
}

function summary(values: Record<string, number | boolean | string | readonly string[]>, chosen: Record<string, string> = {}) {
  const c = compile(values, chosen);
  return summariseExact(c.model, c.exact());
}

function expectClose(actual: Readonly<Record<string, number>>, expected: Record<string, number>) {
  for (const [key, p] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(p, 12);
}

/** A bare weapon on a Tengu's side arc at Optimum Range: side +1, Armor 0, so --modifier -1 leaves net 0. */
const tenguSide = (type: string, ac: number, more: Record<string, number | boolean | string> = {}) => ({ weapon: 'profile', type, ac, target: 'tengu', arc: 'side', modifier: -1, ...more });

describe('Dice System › Macro Pool, a Negative Macro Pool (JW-061, variant negative-macro)', () => {
  it('net -1 on the Tengu\'s side is 3B -1M: matching lowers a set when the macro die shows its value, any-die always', () => {
    // 3 dice: N 120, D 90, T 6 of 216. matching: T stays 5/6, T -> D 1/6; D stays 5/6, D -> N 1/6.
    const values = tenguSide('kinetic', 3, { modifier: -2 });
    expect(compile(values).params.pool).toBe('3B 0F -1M');
    expectClose(summary(values).outcomes, { N: 135 / 216, D: 76 / 216, T: 5 / 216, Q: 0 });
    expectClose(summary(values, { 'negative-macro': 'any-die' }).outcomes, { N: 210 / 216, D: 6 / 216, T: 0, Q: 0 });
    // A net 0 attack (no macro dice) is the same under both.
    expectClose(summary(tenguSide('kinetic', 3), { 'negative-macro': 'any-die' }).outcomes, { N: 120 / 216, D: 90 / 216, T: 6 / 216 });
  });
});

describe('Damage Types › Rating Damage, Sensors (JW-055, variant sensor-damage)', () => {
  it('an Uller (Sensors 3) 12" from a Tengu (Signature 6): Optimum to 15"; at Sensors 1 the edge is 9", so Long Range, unless lost Sensors "only affect the Long Range"', () => {
    const shot = { attacker: 'uller', weapon: 'kinetic-cannon', target: 'tengu', arc: 'side', range: 12 };
    expect(compile(shot).params.band).toBe('optimum');
    expect(compile({ ...shot, 'attacker-sensors': 2 }).params.band).toBe('optimum'); // 6 + 6 = 12, inclusive (JW-054)
    // Sensors 1: 12 > 6 + 3, Long Range, which the Kinetic Cannon may not use without Sniper or Long Shot.
    expect(() => compile({ ...shot, 'attacker-sensors': 1 })).toThrow(ParamError);
    expect(compile({ ...shot, 'attacker-sensors': 1, 'long-shot': true }).params).toMatchObject({ band: 'long', netModifier: 1 - 3 });
    expect(compile({ ...shot, 'attacker-sensors': 1 }, { 'sensor-damage': 'long-only' }).params.band).toBe('optimum');
    expect(() => compile({ ...shot, 'attacker-sensors': 4 })).toThrow(/undamaged Sensors are 3/);
  });
});

describe('Attack › Attack Modifier, Net Modifier Effects (JW-076)', () => {
  it('"-1 and beyond -1M ... 0 No Effect, 1 +1B, 2 +1B, +1F, 3 and beyond +1B, +1F, +1M and +1M for each additional"', () => {
    // AC 3 on the Tengu's side: net = side +1 + --modifier.
    const pools: [number, number, string][] = [
      [-4, -3, '3B 0F -3M'],
      [-2, -1, '3B 0F -1M'],
      [-1, 0, '3B 0F 0M'],
      [0, 1, '4B 0F 0M'],
      [1, 2, '4B 1F 0M'],
      [2, 3, '4B 1F 1M'],
      [3, 4, '4B 1F 2M'], // "At a net bonus of 4, the effect is +1B, +1F, and +2M."
    ];
    for (const [modifier, net, pool] of pools) {
      const c = compile({ ...tenguSide('kinetic', 3), modifier });
      expect([c.params.netModifier, c.params.pool], `--modifier ${modifier}`).toEqual([net, pool]);
    }
    // Net +1 is 4B: no set in 6 x 5 x 4 x 3 = 360 of 1296 rolls.
    expect(summary({ ...tenguSide('kinetic', 3), modifier: 0 }).outcomes.N).toBeCloseTo(360 / 1296, 12);
  });
});

describe('Damage › Capital Ship Damage (JW-081)', () => {
  it('"D 1 Rating Damage, T 1 Structure Damage, 1 Critical Hit, Q+ 2 Structure Damage, 2 Critical Hits": a Kinetic AC 3 at net +1 (4B)', () => {
    const s = summary({ ...tenguSide('kinetic', 3), modifier: 0 });
    expectClose(s.outcomes, { N: 360 / 1296, D: 810 / 1296, T: 120 / 1296, Q: 6 / 1296 });
    // Rating: one per D (720 single-D rolls, 90 two-D rolls); Structure and Criticals: 1 per T, 2 per Q.
    expectClose(s.means, { meanRating: 900 / 1296, meanStructure: 132 / 1296, meanCriticals: 132 / 1296, meanDamage: 1032 / 1296 });
  });
});

describe('Weapons › Mass Driver (JW-089, JW-013)', () => {
  it('"convert all positive Macro dice to Flex Dice": AC 2 Macro 1 rolls 2B 1F (P(D) = 1 - 120/216), a Kinetic Cannon 2B 1M (P(D) 5/36, P(T) 1/36)', () => {
    const md = compile(tenguSide('mass-driver', 2, { ma: 1 }));
    expect(md.params.pool).toBe('2B 1F 0M');
    const s = summariseExact(md.model, md.exact());
    expectClose(s.outcomes, { N: 5 / 9, D: 4 / 9, T: 0, Q: 0 });
    expectClose(s.means, { meanRating: 4 / 9, meanStructure: 0, meanCriticals: 0 });
    const kinetic = summary(tenguSide('kinetic', 2, { ma: 1 }));
    expectClose(kinetic.outcomes, { N: 5 / 6, D: 5 / 36, T: 1 / 36, Q: 0 });
    expectClose(kinetic.means, { meanRating: 5 / 36, meanStructure: 1 / 36, meanCriticals: 1 / 36 });
  });

  it('its own table, "D 1 Rating Damage ... T 1 Rating Damage AND 1 Critical Hit, Q+ 2 Rating Damage AND 2 Critical Hits", no Structure: AC 4 at net 0', () => {
    const s = summary(tenguSide('mass-driver', 4));
    expectClose(s.means, { meanRating: (720 + 180 + 120 + 12) / 1296, meanCriticals: (120 + 12) / 1296, meanStructure: 0, meanDamage: 1032 / 1296 });
  });
});

describe('Weapons › Particle Cannon (JW-090)', () => {
  it('"D results on Capital Ships mark off all boxes of redundant systems": AC 2 on an Appalachian\'s side (Armor 1, side +1) marks 8/36 boxes, a Kinetic Cannon 6/36', () => {
    // Appalachian: Defense 3-2-1, Sensors 1-1, Thrusters 2-1-1. Each [Dv] has probability 1/36: D1, D2 mark Defense "3",
    // D3, D4 both Sensors "1"s, D5, D6 the Thrusters "2" only.
    const particle = summary({ weapon: 'profile', type: 'particle', ac: 2, target: 'appalachian', arc: 'side' });
    expectClose(particle.means, { meanRating: 8 / 36, meanStructure: 0, meanDamage: 8 / 36 });
    const kinetic = summary({ weapon: 'profile', type: 'kinetic', ac: 2, target: 'appalachian', arc: 'side' });
    expectClose(kinetic.means, { meanRating: 6 / 36, meanDamage: 6 / 36 });
  });
});

describe('Weapons › Missile (JW-091, JW-013, JW-014)', () => {
  it('"the defending player\'s Base Pool is their Defense rating for Capital Ships": AC 2 against a Tengu\'s Defense 4 survives only a defence N', () => {
    const c = compile(tenguSide('missile', 2));
    expect([c.params.pool, c.params.opposedBy]).toEqual(['2B 0F 0M', '4B 0F 0M']);
    // The missile's D (1/6) survives only when the 4 defence dice show no set (360/1296 = 5/18): any D or T diminishes it to N.
    const s = summariseExact(c.model, c.exact());
    expectClose(s.outcomes, { D: (1 / 6) * (5 / 18), T: 0, Q: 0 });
    expectClose(s.means, { meanRating: 5 / 108, meanDamage: 5 / 108 });
  });

  it('--defense sets the current Defense and --support adds "+1F to the defending player\'s Flex Pool for each friendly Capital Ship within 3""', () => {
    const survives = (defense: number, support: number) => summary(tenguSide('missile', 2, { defense, support })).outcomes.D;
    expect(survives(2, 1)).toBeCloseTo((1 / 6) * (5 / 9), 12); // 2B 1F: no set in 3 dice, 120/216
    expect(survives(3, 0)).toBeCloseTo((1 / 6) * (5 / 9), 12); // 3B: the same 120/216
    expect(survives(5, 0)).toBeCloseTo((1 / 6) * (720 / 7776), 12);
    // Defense 0 or 1 is a Base Pool below 2: "roll 2d6 ... do not apply Flex Dice", so support adds nothing (Dice System › Base Pool of 1).
    expect(survives(0, 2)).toBeCloseTo((1 / 6) * (5 / 6), 12);
    expect(survives(1, 0)).toBeCloseTo((1 / 6) * (5 / 6), 12);
    expect(compile(tenguSide('missile', 2, { defense: 1, support: 2 })).params.opposedBy).toBe('1B 2F 0M');
  });

  it('refuses --defense against a squadron (it defends with Skill) and for a weapon that is not a missile', () => {
    expect(() => compile({ weapon: 'profile', type: 'missile', ac: 2, as: 2, target: 'pathfinder', defense: 2 })).toThrow(ParamError);
    expect(() => compile({ weapon: 'profile', type: 'missile', ac: 2, as: 2, target: 'pathfinder', defense: 2 })).toThrow(/Skill/);
    expect(() => compile(tenguSide('kinetic', 2, { defense: 2 }))).toThrow(/not a missile/);
  });
});

describe('Traits › Evasive (JW-124)', () => {
  it('"The Secondary Player may expend 1 Fuel to for +1F to their role": AS 2 against an evading CEGA Fighter (Skill 2)', () => {
    // The attack's D (1/6) survives a Skill 2 roll's N (5/6), or with the fuel a 2B 1F roll's N (120/216 = 5/9).
    const base = { weapon: 'profile', type: 'kinetic', as: 2, target: 'cega-fighter-squadron', evading: true };
    expect(compile(base).params.opposedBy).toBe('2B 0F 0M');
    expect(compile({ ...base, 'evade-fuel': true }).params.opposedBy).toBe('2B 1F 0M');
    expectClose(summary(base).outcomes, { D: (1 / 6) * (5 / 6) });
    expectClose(summary({ ...base, 'evade-fuel': true }).outcomes, { D: (1 / 6) * (5 / 9) });
    expect(summary({ ...base, 'evade-fuel': true }).means.meanDamage).toBeCloseTo(5 / 54, 12);
  });
});

describe('States › Targeted (JW-125)', () => {
  it('"Attacks targeting this Capital Ship gain a +X Attack Modifier": Targeted:1 turns net 0 into +1 (3B -> 4B), Targeted:3 into +3', () => {
    expect(compile(tenguSide('kinetic', 3, { targeted: 1 })).params.pool).toBe('4B 0F 0M');
    expect(compile(tenguSide('kinetic', 3, { targeted: 3 })).params.pool).toBe('4B 1F 1M');
    expect(summary(tenguSide('kinetic', 3, { targeted: 1 })).outcomes.N).toBeCloseTo(360 / 1296, 12);
  });

  it('refuses Targeted on a squadron, naming the option', () => {
    expect(() => compile({ weapon: 'profile', type: 'kinetic', as: 2, target: 'pathfinder', targeted: 1 })).toThrow(/Targeted/);
  });
});

describe('Terrain hazards, --hazard (JW-117, JW-137)', () => {
  const hazard = (kind: string, target: string, more: Record<string, number | boolean | string> = {}) => ({ weapon: 'profile', hazard: kind, target, ...more });

  it('Debris Field: "will suffer the effects of an AC:3 or AS:4 attack": on a Tengu, fore Armor 1 and no arc or range bonus make 3B -1M', () => {
    const c = compile(hazard('debris-field', 'tengu'));
    expect([c.params.rating, c.params.pool, c.params.opposedBy]).toEqual([3, '3B 0F -1M', 'none']);
    // 3B: N 120, D 90, T 6 of 216; the macro die lowers a set on a match (1/6): D -> N, T -> D.
    const s = summariseExact(c.model, c.exact());
    expectClose(s.outcomes, { N: (120 + 15) / 216, D: (75 + 1) / 216, T: 5 / 216, Q: 0 });
    expectClose(s.means, { meanRating: 76 / 216, meanStructure: 5 / 216, meanCriticals: 5 / 216 });
  });

  it('Debris Field on a squadron is AS:4: 4B on Pathfinders (Armor 0) deals (720 + 2 x 90 + 2 x 120 + 3 x 6) / 1296 under Squadron Damage 1-2-3', () => {
    const s = summary(hazard('debris-field', 'pathfinder'));
    expect(s.means.meanDamage).toBeCloseTo(1158 / 1296, 12);
  });

  it('a terrain Attack has no weapon type, so no Reactive Armor (an Uller: fore Armor 2 only), and no Evasive roll (a CEGA Fighter in a Particle Cloud: AS:2, 2B)', () => {
    expect(compile(hazard('debris-field', 'uller')).params.pool).toBe('3B 0F -2M');
    const cloud = compile(hazard('particle-cloud', 'cega-fighter-squadron'));
    expect([cloud.params.rating, cloud.params.pool, cloud.params.opposedBy]).toEqual([2, '2B 0F 0M', 'none']);
    expectClose(summariseExact(cloud.model, cloud.exact()).outcomes, { D: 1 / 6 });
    expect(compile(hazard('asteroid-field', 'tengu')).params.pool).toBe('2B 0F -1M');
  });

  it('refuses an Asteroid Field on a squadron ("Squadrons can move through safely"), --attacker, and a range', () => {
    expect(() => compile(hazard('asteroid-field', 'pathfinder'))).toThrow(/only capital ships/);
    expect(() => compile({ attacker: 'uller', weapon: 'kinetic-cannon', hazard: 'debris-field', target: 'tengu' })).toThrow(/--weapon profile/);
    expect(() => compile(hazard('debris-field', 'tengu', { range: 4 }))).toThrow(/no range/);
  });
});

describe('Traits › Formation (JW-128)', () => {
  const wing = { attacker: 'cega-wing-fighter-squadron', weapon: 'kinetic-cannon', target: 'pathfinder' };

  it('"considered to have double the amount of weapons, and all weapons gain the Link trait": one AS 3 Kinetic Cannon on Pathfinders becomes two Linked', () => {
    // Alone: 3B. Linked pair, traits-1 ("+1 Attack Modifier" per additional weapon): net +1, 4B, P(N) = 360/1296.
    expect(compile(wing).params.pool).toBe('3B 0F 0M');
    const formed = compile({ ...wing, formation: true });
    expect([formed.params.pool, formed.params.rolls]).toEqual(['4B 0F 0M', 1]);
    expect(summariseExact(formed.model, formed.exact()).outcomes.N).toBeCloseTo(360 / 1296, 12);
    // traits-2 Link ("Roll each attack separately"): two 3B rolls, each (90 x 1 + 6 x 2) / 216 Structure.
    const separate = compile({ ...wing, formation: true }, { 'trait-link': 'traits-2' });
    expect([separate.params.pool, separate.params.rolls]).toEqual(['3B 0F 0M', 2]);
    expect(summariseExact(separate.model, separate.exact()).means.meanDamage).toBeCloseTo((2 * 102) / 216, 12);
  });

  it('refuses --formation for a card without the trait and together with --linked', () => {
    expect(() => compile({ attacker: 'pathfinder', weapon: 'kinetic-cannon', target: 'tengu', formation: true })).toThrow(/no Formation trait/);
    expect(() => compile({ ...wing, formation: true, linked: 2 })).toThrow(/drop --linked/);
  });
});

describe('Weapons › Lance: "A Lance can only be used in a Bombing or Dogfight"', () => {
  it('refuses a Lance in the activation attack, from a card or as a bare profile, with a one-line reason', () => {
    expect(() => compile({ attacker: 'cega-exo-armor-squadron', weapon: 'plasma-lance', target: 'tengu', range: 4 })).toThrow(/only be used in a Bombing Run or a Dogfight/);
    expect(() => compile(tenguSide('lance', 3))).toThrow(ParamError);
    // The same squadron's other weapon still fires.
    expect(() => compile({ attacker: 'cega-exo-armor-squadron', weapon: 'particle-cannon', target: 'tengu', range: 4 })).not.toThrow();
  });
});

describe('Kinetic Cannon secondary targets, the Javelin and Godsfire examples (Weapon Attributes › Kinetic Cannon; JW-025)', () => {
  // "A Javelin has Kinetic Cannon: AC:3, AS:3 ... One Syreen Squadron Model's base is touched by the line and is
  // attacked with a 2d6 attack" and the Godsfire (AS:4) "with a 3d6 attack": the examples take a Base die away, while
  // the text says "a -1 Attack Modifier" (the table turns a net -1 into -1M). Both readings, at Optimum Range (no range
  // modifier) on a Syreen: the examples' pools under kinetic-secondary=base, the text's under the default modifier.
  it.each([
    ['javelin', 'base', '2B 0F 0M'],
    ['godsfire', 'base', '3B 0F 0M'],
    ['javelin', 'modifier', '3B 0F -1M'],
    ['godsfire', 'modifier', '4B 0F -1M'],
  ])('%s at a secondary Syreen, kinetic-secondary=%s: %s', (attacker, reading, pool) => {
    expect(compile({ attacker, weapon: 'kinetic-cannon', target: 'syreen', band: 'optimum', secondary: true }, { 'kinetic-secondary': reading }).params.pool).toBe(pool);
  });

  it('the primary target, an Uller, is attacked with the Base Pool of the weapon\'s AC, 3d6', () => {
    expect(String(compile({ attacker: 'javelin', weapon: 'kinetic-cannon', target: 'uller', band: 'optimum' }).params.pool)).toMatch(/^3B /);
  });
});
