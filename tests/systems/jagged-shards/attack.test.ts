/**
 * Jagged Shards' attack pipeline (`playtest attack jagged-shards`) against
 * hand-worked values (000_9659637e2373f14e.txt Ch. 3 Core System and
 * Critical Results, Ch. 7 Cover, Ch. 4 Elevated Terrain, Ch. 8 Rerolls), its
 * own sampler, and the d100 kernel face by face.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { attack } from '../../../src/cli/attack.ts';
import { UserError } from '../../../src/cli/userError.ts';
import { d100 } from '../../../src/dice/d100.ts';
import { jaggedShardsAttack } from '../../../src/systems/jagged-shards/attack.ts';
import { classifyRoll, modifiedSr, rangeBand, woundsInflicted } from '../../../src/systems/jagged-shards/rules.ts';

type Result = { outcomes: Record<string, number>; woundClass: Record<string, number>; wounds?: Record<string, number>; meanWounds?: number; destroyed?: number; params: Record<string, unknown> };
const run = (argv: Record<string, unknown>) => attack(jaggedShardsAttack, argv) as unknown as Result;

describe('JS-039, Ch. 3 Critical Success / Ch. 7 Wounds: what a crit\'s +1 Wound Class is worth under each assumed wound table (variant wound-model)', () => {
  it('a Pulse Rifle (Wound Class 1) at SR 40 - 5 = 35 on the Sentinel Support Drone (durability 2): hit 61%, crit 5%', () => {
    // over-durability: every hit 1 wound (0.66); threshold: class 1 < 2 nothing, the crit's class 2 one wound (0.05); class: 1 or 2 (0.61 + 0.10).
    const at = { attacker: 'colonial-rifle-squad', target: 'sentinel-support-drone', distance: '6', wounds: '1' };
    const expected: [string, number, Record<string, number>][] = [
      ['over-durability', 0.66, { '0': 0.34, '1': 0.66 }],
      ['threshold', 0.05, { '0': 0.95, '1': 0.05 }],
      ['class', 0.71, { '0': 0.34, '1': 0.61, '2': 0.05 }],
    ];
    for (const [model, mean, wounds] of expected) {
      const r = run({ ...at, variant: [`wound-model=${model}`] });
      expect(r.params.sr, model).toBe(35);
      expect(r.meanWounds, model).toBeCloseTo(mean, 12);
      for (const [k, p] of Object.entries(wounds)) expect(r.wounds?.[k], `${model} ${k}`).toBeCloseTo(p, 12);
      // One wound left: destroyed by any hit that wounds.
      expect(r.destroyed, model).toBeCloseTo(model === 'threshold' ? 0.05 : 0.66, 12);
    }
    expect([woundsInflicted(1, 3, 1), woundsInflicted(3, 3, 1), woundsInflicted(4, 3, 1), woundsInflicted(1, 3, 2), woundsInflicted(4, 3, 2)]).toEqual([0, 1, 2, 1, 4]);
  });
});

describe('the exact attack pipeline, by hand', () => {
  it('SR 50 in light cover from elevated ground with a reroll: +10 - 10 = SR 50, fails rerolled once (P1 = 5/44/46/5%)', () => {
    const r = run({ sr: '50', cover: 'light', elevated: true, reroll: true });
    expect(r.params.sr).toBe(50);
    // critFail .05 * (1 + .44); fail .44^2; success .46 * 1.44; critSuccess .05 * 1.44.
    expect(r.outcomes.critFail).toBeCloseTo(0.072, 12);
    expect(r.outcomes.fail).toBeCloseTo(0.1936, 12);
    expect(r.outcomes.success).toBeCloseTo(0.6624, 12);
    expect(r.outcomes.critSuccess).toBeCloseTo(0.072, 12);
    // Wound Class 1 on a success, 2 on a critical success (Ch. 3: +1).
    expect(r.woundClass).toEqual({ '0': expect.closeTo(0.2656, 12), '1': expect.closeTo(0.6624, 12), '2': expect.closeTo(0.072, 12) });
  });

  it('heavy cover adds 20 to the SR; SR 90 + 20 still succeeds on 96-100 (5%) and fails on 01-05', () => {
    const r = run({ sr: '90', cover: 'heavy', 'wound-class': '3' });
    expect(r.params.sr).toBe(110);
    expect(r.outcomes).toEqual({ critFail: expect.closeTo(0.05, 12), fail: expect.closeTo(0.9, 12), success: 0, critSuccess: expect.closeTo(0.05, 12) });
    expect(r.woundClass).toEqual({ '0': expect.closeTo(0.95, 12), '1': 0, '2': 0, '3': 0, '4': expect.closeTo(0.05, 12) });
  });

  it('JS-034 (Ch. 3 SR Thresholds, no base SR in the core): over base SR 20-90 cover +10/+20 and elevation -10 move p(hit) by their full 0.10/0.20 until the 5%/5% crit bands absorb them', () => {
    // p(hit) = (101 - SR) / 100 within the bands 0.05..0.95 (Ch. 3 Critical Results).
    const hit = (argv: Record<string, unknown>) => {
      const r = run(argv);
      return r.outcomes.success + r.outcomes.critSuccess;
    };
    const bands = (sr: number) => Math.min(0.95, Math.max(0.05, (101 - sr) / 100));
    for (let base = 20; base <= 90; base += 10) {
      expect(hit({ sr: String(base) })).toBeCloseTo(bands(base), 12);
      expect(hit({ sr: String(base), cover: 'light' })).toBeCloseTo(bands(base + 10), 12);
      expect(hit({ sr: String(base), cover: 'heavy' })).toBeCloseTo(bands(base + 20), 12);
      expect(hit({ sr: String(base), elevated: true })).toBeCloseTo(bands(base - 10), 12);
    }
    // Heavy cover loses effect above base 76 (0.25 -> 0.05 at 76, 0.24 -> 0.05 at 77) and all of it from 96; light cover at 90 only 0.06.
    expect(hit({ sr: '76' }) - hit({ sr: '76', cover: 'heavy' })).toBeCloseTo(0.2, 12);
    expect(hit({ sr: '77' }) - hit({ sr: '77', cover: 'heavy' })).toBeCloseTo(0.19, 12);
    expect(hit({ sr: '96' }) - hit({ sr: '96', cover: 'heavy' })).toBeCloseTo(0, 12);
    expect(hit({ sr: '90' }) - hit({ sr: '90', cover: 'light' })).toBeCloseTo(0.06, 12);
    // Elevation's -10 stops helping fully below base 16 (0.85 -> 0.95), and not at all at 6 or less.
    expect(hit({ sr: '16', elevated: true }) - hit({ sr: '16' })).toBeCloseTo(0.1, 12);
    expect(hit({ sr: '15', elevated: true }) - hit({ sr: '15' })).toBeCloseTo(0.09, 12);
    expect(hit({ sr: '6', elevated: true }) - hit({ sr: '6' })).toBeCloseTo(0, 12);
  });

  it('an elevated attacker gets -10 only against a lower target by default, always under elevation=always (JS-024)', () => {
    expect(run({ sr: '60', elevated: true, 'target-elevated': true }).params.sr).toBe(60);
    expect(run({ sr: '60', elevated: true }).params.sr).toBe(50);
    expect(run({ sr: '60', elevated: true, 'target-elevated': true, variant: ['elevation=always'] }).params.sr).toBe(50);
  });

  it('Bastion Walker autocannon on an Order Adept Cohort 12" away in heavy cover: medium 45 + 20 + 5 (Crystalline Integration) = SR 70; WC 3 vs durability 1 destroys its 3 wounds on any hit', () => {
    const r = run({ attacker: 'bastion-walker', target: 'order-adept-cohort', distance: '12', cover: 'heavy' });
    expect(r.params).toMatchObject({ baseSr: 45, sr: 70, band: 'medium', weapon: 'autocannon', durability: 1, targetWounds: 3 });
    expect(r.outcomes.success).toBeCloseTo(0.26, 12);
    expect(r.wounds).toEqual({ '0': expect.closeTo(0.69, 12), '1': 0, '2': 0, '3': expect.closeTo(0.26, 12), '4': expect.closeTo(0.05, 12) });
    expect(r.meanWounds).toBeCloseTo(0.26 * 3 + 0.05 * 4, 12);
    expect(r.destroyed).toBeCloseTo(0.31, 12);
  });

  it('a frag grenade ignores cover (Ch. 8 Grenades & Shard Bursts are replacement attacks) and reports its 2 Warp Flares', () => {
    const r = run({ attacker: 'containment-operative', target: 'fracture-raptor-pack', distance: '6', cover: 'heavy', weapon: 'frag-grenade' });
    expect(r.params).toMatchObject({ baseSr: 30, sr: 30, ignoresCover: true, replacementWarpFlares: 2 });
  });

  it('melee needs base contact, and cover-vs-melee=ignored drops cover for melee attacks', () => {
    const melee = { attacker: 'fracture-raptor-pack', target: 'colonial-rifle-squad', distance: '1', cover: 'light' };
    expect(run(melee).params).toMatchObject({ weapon: 'rending-talons', band: 'melee', sr: 40 });
    expect(run({ ...melee, variant: ['cover-vs-melee=ignored'] }).params.sr).toBe(30);
    expect(() => run({ ...melee, distance: '5' })).toThrow(/no weapon that can attack at 5"/);
  });

  it('a distance of exactly 8" is Close by default and Medium under range-boundary=longer-band (JS-038)', () => {
    const at8 = { attacker: 'containment-operative', target: 'order-adept-cohort', distance: '8' };
    expect(run(at8).params).toMatchObject({ band: 'close', baseSr: 45 });
    expect(run({ ...at8, variant: ['range-boundary=longer-band'] }).params).toMatchObject({ band: 'medium', baseSr: 35 });
    expect([rangeBand(0, false), rangeBand(16, false), rangeBand(16.5, false), rangeBand(24, true), rangeBand(24.1, false)]).toEqual([0, 1, 2, 2, -1]);
  });

  it('the sampler agrees with the exact distribution (every outcome inside its 99.9% interval over 200,000 attacks)', () => {
    for (const argv of [{ sr: '37', reroll: true }, { attacker: 'crystalline-colossus', target: 'bastion-walker', distance: '20', cover: 'light' }]) {
      const exact = run(argv);
      const sampled = attack(jaggedShardsAttack, { ...argv, trials: '200000', seed: '4' }) as unknown as Result & { ci: Record<string, [number, number]> };
      for (const [key, p] of Object.entries(exact.outcomes)) {
        const half = 3.29 * Math.sqrt((p * (1 - p)) / 200_000) + 1e-9;
        expect(Math.abs(sampled.outcomes[key] - p)).toBeLessThanOrEqual(half);
      }
    }
  });

  it.each([
    [{}, /--sr: give --sr N/],
    [{ sr: '50', attacker: 'bastion-walker', target: 'shard-seer', distance: '10' }, /--sr and --attacker exclude each other/],
    [{ attacker: 'bastion-walker', distance: '10' }, /--target: give --target/],
    [{ attacker: 'bastion-walker', target: 'shard-seer' }, /--distance: give --distance/],
    [{ attacker: 'bastion-walker', target: 'shard-seer', distance: '10', weapon: 'frag-grenade' }, /--weapon: Bastion Walker carries autocannon, hydraulic-fist/],
    [{ attacker: 'bastion-walker', target: 'shard-seer', distance: '10', weapon: 'hydraulic-fist' }, /Hydraulic Fist cannot attack at 10"/],
    [{ attacker: 'ghost', target: 'shard-seer', distance: '10' }, /--attacker must be one of/],
    [{ sr: '50', 'crit-fail': '96' }, /crit bands overlap/],
  ])('rejects %j with a one-line message naming the option', (argv, message) => {
    expect(() => run(argv)).toThrow(UserError);
    expect(() => run(argv)).toThrow(message);
  });
});

describe('the rule functions the game and the pipeline share', () => {
  it('classifies every face exactly as the d100 kernel does (SR -20..130)', () => {
    for (let sr = -20; sr <= 130; sr += 3) {
      const counts = new Float64Array(4);
      for (let roll = 1; roll <= 100; roll++) counts[classifyRoll(roll, sr)] += 0.01;
      const exact = d100.exact({ sr, critFail: 5, critSuccess: 96, reroll: false });
      for (let code = 0; code < 4; code++) expect(counts[code]).toBeCloseTo(exact[code], 12);
    }
  });

  it('a roll equal to the SR succeeds ("must equal or exceed", Ch. 3)', () => {
    expect([classifyRoll(49, 50), classifyRoll(50, 50), classifyRoll(5, 1), classifyRoll(96, 200)]).toEqual([1, 2, 0, 3]);
  });

  it('the illustrative wound model: at least 1 wound a hit, +1 per Wound Class above durability', () => {
    expect([woundsInflicted(1, 3), woundsInflicted(3, 3), woundsInflicted(4, 3), woundsInflicted(3, 1)]).toEqual([1, 1, 2, 3]);
  });

  it('modifiers add up: base + abilities + cover, -10 from elevation', () => {
    const m = { cover: 2, ignoresCover: false, attackerElevated: true, targetElevated: false, elevationAlways: false, abilities: 5 };
    expect(modifiedSr(40, m)).toBe(55);
    expect(modifiedSr(40, { ...m, ignoresCover: true })).toBe(35);
  });
});

describe('playtest attack jagged-shards (command line)', () => {
  it('prints one JSON object with the d100 outcomes and the Wound Class distribution', () => {
    const bin = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));
    const out = spawnSync(process.execPath, [bin, 'attack', 'jagged-shards', '--sr', '50', '--cover', 'light', '--elevated', '--reroll', '--exact', '--json'], { encoding: 'utf8' });
    expect(out.status).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result).toMatchObject({ system: 'jagged-shards', mode: 'exact', params: { sr: 50 } });
    expect(Object.keys(result.outcomes)).toEqual(['critFail', 'fail', 'success', 'critSuccess']);
    expect(result.woundClass['1']).toBeCloseTo(0.6624, 12);
  });
  it('--variant stats=printed:ID.STAT=VALUE changes a printed number (statChanges.ts), and a bad change is one line and exit 2', () => {
    const bin = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));
    const playtest = (stats: string) => spawnSync(process.execPath, [bin, 'attack', 'jagged-shards', '--attacker', 'bastion-walker', '--target', 'sentinel-support-drone', '--distance', '12', '--exact', '--json', '--variant', stats], { encoding: 'utf8' });
    const changed = playtest('stats=printed:autocannon.medium=30');
    expect(changed.stderr).toBe('');
    // The Autocannon's medium SR 45 changed to 30 (Ch. 3): a hit on 30-95, 66%, where the printed one hits on 45-95.
    const result = JSON.parse(changed.stdout);
    expect(result).toMatchObject({ params: { sr: 30 }, variants: { stats: 'printed:autocannon.medium=30' } });
    expect(result.outcomes.success).toBeCloseTo(0.66, 12);
    const wrong = playtest('stats=printed:autocannon.range=30');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toContain("stats=printed:autocannon.range=30: 'range' is not a number of a weapon ('autocannon.range=30'); allowed: close, medium, long, woundClass");
  });
});
