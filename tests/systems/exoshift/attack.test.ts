/**
 * The exact attack pipeline (src/systems/exoshift/attack.ts) against
 * hand-worked numbers from the rulebook (`001_9ac883e80b2d20e9.txt`, Combat
 * › Shooting to Casualties) and against its own sampler.
 */
import { describe, expect, it } from 'vitest';
import { attack } from '../../../src/cli/attack.ts';
import { UserError } from '../../../src/cli/userError.ts';
import { exoshiftAttack } from '../../../src/systems/exoshift/attack.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';

type Result = { outcomes: Record<string, number>; pDamage: number; expectedDisruption: number; params: Record<string, unknown>; ci?: Record<string, [number, number]> };
const run = (argv: Record<string, unknown>) => attack(exoshiftAttack, { attacker: 'sol-line-infantry', target: 'sol-line-infantry', ...argv }) as unknown as Result;

describe('Exoshift attack: the Sol Line Infantry / IGI-87 baseline', () => {
  it('an aimed shot (Aim 2, Accuracy 2) in the open hits on 8 and is saved on 3 (DEF 5 - Power 2): P(damage) = 0.8 x 0.7 = 0.56', () => {
    const r = run({ weapon: 'igi-87-impulse-gun', aim: '2', exact: true });
    expect(r.params).toMatchObject({ hitOn: 8, saveOn: 3, shots: 1, focus: 6 });
    expect(r.pDamage).toBeCloseTo(0.56, 12);
    expect(r.outcomes.miss).toBeCloseTo(0.2, 12);
    expect(r.outcomes.saved).toBeCloseTo(0.8 * 0.3, 12);
  });

  it('one Power 2 hit on a fresh Quality 6 model is 60% Unhurt, 20% Stunned, 20% Downed (d10 + 0 + 2 - 6), never worse', () => {
    const r = run({ aim: '2' });
    expect(r.outcomes.unhurt / r.pDamage).toBeCloseTo(0.6, 12);
    expect(r.outcomes.stunned / r.pDamage).toBeCloseTo(0.2, 12);
    expect(r.outcomes.downed / r.pDamage).toBeCloseTo(0.2, 12);
    expect(r.outcomes.wounded + r.outcomes.incapacitated + r.outcomes.destroyed).toBe(0);
  });

  it('Disruption moves the casualty roll (d10 + D - 4): Wounded from D 1, Incapacitated from 3, Destroyed from 5', () => {
    const share = (d: number, key: string) => {
      const r = run({ aim: '2', disruption: String(d) });
      return r.outcomes[key] / r.pDamage;
    };
    expect(share(0, 'wounded')).toBe(0);
    expect(share(1, 'wounded')).toBeCloseTo(0.1, 12);
    expect(share(2, 'wounded')).toBeCloseTo(0.2, 12);
    expect(share(2, 'incapacitated')).toBe(0);
    expect(share(3, 'incapacitated')).toBeCloseTo(0.1, 12);
    expect(share(4, 'incapacitated')).toBeCloseTo(0.2, 12);
    expect(share(4, 'destroyed')).toBe(0);
    expect(share(5, 'destroyed')).toBeCloseTo(0.1, 12);
  });

  it('the three cover readings (EX-024): light 0.42 / 0.49 / 0.36, heavy 0.35 / 0.42 / 0.25', () => {
    // defense: DEF +1/+2 and Obscured -1 COM; combat: -1/-2 COM only; both: all of them.
    const p = (cover: string, reading: string) => run({ aim: '2', cover, variant: [`cover=${reading}`] }).pDamage;
    expect(p('light', 'defense')).toBeCloseTo(0.7 * 0.6, 12);
    expect(p('light', 'combat')).toBeCloseTo(0.7 * 0.7, 12);
    expect(p('light', 'both')).toBeCloseTo(0.6 * 0.6, 12);
    expect(p('heavy', 'defense')).toBeCloseTo(0.7 * 0.5, 12);
    expect(p('heavy', 'combat')).toBeCloseTo(0.6 * 0.7, 12);
    expect(p('heavy', 'both')).toBeCloseTo(0.5 * 0.5, 12);
  });

  it('Hunker Down only counts in cover: +1 Defense and -1 Combat on top of light cover', () => {
    expect(run({ aim: '2', hunkered: true }).pDamage).toBeCloseTo(0.56, 12);
    expect(run({ aim: '2', cover: 'light', hunkered: true }).pDamage).toBeCloseTo(0.6 * 0.5, 12);
  });

  it('point blank ignores the range modifier and gives +2; long range is -2 (IGI-87: 12 / 16 (+1) / 22 (-2))', () => {
    expect(run({ range: 'point-blank' }).params.hitOn).toBe(8);
    expect(run({ range: 'medium' }).params.hitOn).toBe(7);
    expect(run({ range: 'long' }).params.hitOn).toBe(4);
    expect(run({ distance: '14' }).params.range).toBe('medium');
    expect(() => run({ distance: '23' })).toThrow(UserError);
  });

  it('two shots with Aim 2 each cost 5 focus (Aim per shot, 1 per extra shot) and combine before the casualty roll', () => {
    const r = run({ aim: '2', 'extra-shots': '1' });
    expect(r.params.shots).toBe(2);
    expect(r.pDamage).toBeCloseTo(1 - 0.44 * 0.44, 12);
    // Two damaging hits: Damage 2 >= Health 1, one casualty roll; Unhurt then gives 2 Disruption under damageAvoided=all.
    expect(() => run({ aim: '2', 'extra-shots': '1', 'attacker-disruption': '2' })).toThrow(/costs 5 focus; focus-fire has 4/);
  });

  it('Aim is capped at Accuracy and extra shots at RoF - 1 (or RoF under extraShots=rof-extra, EX-036)', () => {
    expect(() => run({ aim: '3' })).toThrow(/Accuracy \(2\)/);
    expect(() => run({ 'extra-shots': '2' })).toThrow(/at most 1 extra/);
    expect(run({ 'extra-shots': '2', variant: ['extraShots=rof-extra'] }).params.shots).toBe(3);
  });

  it('Advance halves the focus after Disruption (rounded up); Snap Fire gets none', () => {
    expect(run({ action: 'advance', 'attacker-disruption': '1' }).params.focus).toBe(3);
    expect(() => run({ action: 'snap-fire', aim: '1' })).toThrow(/no focus/);
    expect(run({ action: 'snap-fire' }).pDamage).toBeCloseTo(0.6 * 0.7, 12);
  });

  it('the Defense test disruption clause (EX-030): a save with die + Power >= Defense gives Damage disruption', () => {
    // Open ground: save on 1-3; die + 2 >= 5 only on a 3. Light cover: Defense 6, save on 1-4, disruption only on a 4; printed Defense 5: on 3 and 4.
    const open = run({ aim: '2' });
    const missShare = 0.2;
    expect(open.expectedDisruption).toBeCloseTo(0.8 * 0.1 + 0.56 * 0.8 * 1 + 0 * missShare, 12);
    const modified = run({ aim: '2', cover: 'light' }).expectedDisruption;
    const base = run({ aim: '2', cover: 'light', variant: ['defenseDisruption=save-base'] }).expectedDisruption;
    expect(base - modified).toBeCloseTo(0.7 * 0.1, 12);
  });

  it('[PLAYTEST] auto-damage at Defense 0 (EX-003): Power 4 against DEF 4 skips the test and its disruption clause', () => {
    const on = attack(exoshiftAttack, { attacker: 'sol-rail-lance-team', target: 'sol-sentinel-drone', aim: '2', variant: ['defenseDisruption=always-modified'] }) as unknown as Result;
    const off = attack(exoshiftAttack, { attacker: 'sol-rail-lance-team', target: 'sol-sentinel-drone', aim: '2', variant: ['defenseDisruption=always-modified', 'autoDamageAtZero=off'] }) as unknown as Result;
    expect(on.params.autoDamage).toBe(true);
    expect(on.pDamage).toBeCloseTo(off.pDamage, 12);
    // Off, every failed save also gives 1 Disruption (always-modified), which the casualty roll then sees.
    expect(off.outcomes.destroyed + off.outcomes.incapacitated).toBeGreaterThan(on.outcomes.destroyed + on.outcomes.incapacitated);
    expect(off.expectedDisruption).toBeGreaterThan(on.expectedDisruption);
  });

  it('indirect fire: -2 without LoS, lifted by a Spotter except for PDS; AoE needs the Saturation test too', () => {
    const blind = attack(exoshiftAttack, { attacker: 'sol-mortar-team', target: 'sol-line-infantry', indirect: 'blind', aim: '2' }) as unknown as Result;
    const spotted = attack(exoshiftAttack, { attacker: 'sol-mortar-team', target: 'sol-line-infantry', indirect: 'blind', spotter: true, pds: '1', aim: '2' }) as unknown as Result;
    expect(blind.params.hitOn).toBe(6);
    expect(spotted.params.hitOn).toBe(7);
    // Power 3 against DEF 5: save on 1-2; Saturation 6.
    expect(spotted.pDamage).toBeCloseTo(0.7 * 0.6 * 0.8, 12);
  });

  it('--best-focus finds the better split: two Aim-2 shots at full Quality 6, two plain shots at Disruption 4', () => {
    expect(run({ 'best-focus': true }).params).toMatchObject({ shots: 2, aimPerShot: 2 });
    // Focus 2: one shot with Aim 2 (0.56) loses to two plain shots (1 - 0.58^2 = 0.66).
    expect(run({ 'best-focus': true, 'attacker-disruption': '4' }).params).toMatchObject({ shots: 2, aimPerShot: 0 });
  });

  it('every outcome key is reported, and the exact distribution sums to 1', () => {
    const r = run({ aim: '1', 'extra-shots': '1', cover: 'heavy', disruption: '3' });
    expect(Object.keys(r.outcomes)).toEqual(['miss', 'saved', 'damaged', 'unhurt', 'stunned', 'downed', 'wounded', 'incapacitated', 'destroyed']);
    expect(Object.values(r.outcomes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('the sampler agrees with the exact distribution (each exact value inside the 99.9% band of 200,000 samples)', () => {
    for (const [i, extra] of [{}, { aim: '1', 'extra-shots': '1', cover: 'light', disruption: '3' }, { attacker: 'sol-mortar-team', indirect: 'with-los' }, { attacker: 'sol-rail-lance-team', target: 'sol-rail-lance-team', 'extra-shots': '2', variant: ['qualitySave=on'] }].entries()) {
      const values: Record<string, unknown> = { attacker: 'sol-line-infantry', target: 'sol-line-infantry', ...extra };
      const exact = attack(exoshiftAttack, values) as unknown as Result;
      const compiled = exoshiftAttack.compile(
        Object.fromEntries(Object.entries(exoshiftAttack.options).map(([name, spec]) => [name, values[name] === undefined ? (spec.kind === 'flag' ? false : spec.kind === 'int' ? (spec.default ?? 0) : 'default' in spec ? spec.default : undefined) : spec.kind === 'int' ? Number(values[name]) : values[name]]).filter(([, v]) => v !== undefined)) as never,
        Object.fromEntries((((values.variant as string[]) ?? []).map((s) => s.split('=')))) as Record<string, string>,
      );
      const n = 200_000;
      const out = new Uint16Array(n);
      compiled.sampler().sample(Xoshiro128.stream(11, i), out, n);
      const counts = new Float64Array(compiled.model.size);
      for (const c of out) counts[c]++;
      const p = compiled.exact();
      for (let c = 0; c < p.length; c++) expect(Math.abs(counts[c] / n - p[c])).toBeLessThan(3.3 * Math.sqrt((p[c] * (1 - p[c])) / n) + 1e-9);
    }
  });

  it('under aoeDisruption=after-attack (EX-089) the sampler agrees too: one AoE shot, and two whose +1s both stay out of the roll', () => {
    // 1,000,000 samples per case: each case has about 30 fine codes, so the 99.9% band is checked many times over.
    for (const [i, extra] of [{ attacker: 'sol-mortar-team', indirect: 'with-los', variant: ['aoeDisruption=after-attack'] }, { attacker: 'sol-mortar-team', 'extra-shots': '1', disruption: '1', variant: ['aoeDisruption=after-attack', 'extraShots=rof-extra'] }].entries()) {
      const values: Record<string, unknown> = { target: 'sol-line-infantry', ...extra };
      const compiled = exoshiftAttack.compile(
        Object.fromEntries(Object.entries(exoshiftAttack.options).map(([name, spec]) => [name, values[name] === undefined ? (spec.kind === 'flag' ? false : spec.kind === 'int' ? (spec.default ?? 0) : 'default' in spec ? spec.default : undefined) : spec.kind === 'int' ? Number(values[name]) : values[name]]).filter(([, v]) => v !== undefined)) as never,
        Object.fromEntries((((values.variant as string[]) ?? []).map((s) => s.split('=')))) as Record<string, string>,
      );
      const n = 1_000_000;
      const out = new Uint16Array(n);
      compiled.sampler().sample(Xoshiro128.stream(89, i), out, n);
      const counts = new Float64Array(compiled.model.size);
      for (const c of out) counts[c]++;
      const p = compiled.exact();
      for (let c = 0; c < p.length; c++) expect(Math.abs(counts[c] / n - p[c])).toBeLessThan(3.3 * Math.sqrt((p[c] * (1 - p[c])) / n) + 1e-9);
    }
  });
});

describe('Exoshift attack: catalogue items computed as asked (001_9ac883e80b2d20e9.txt)', () => {
  const mortar = (argv: Record<string, unknown>) => run({ attacker: 'sol-mortar-team', aim: '2', ...argv });

  it('EX-085 / EX-086 Weapons › Indirect Fire (l.970-972): -1 Combat with direct LoS, -2 without', () => {
    // Mortar team COM 6, short band (+0), Aim 2: direct 8, with LoS 7, blind 6. Power 3 against DEF 5: save on 1-2. Saturation 6.
    expect(mortar({}).params.hitOn).toBe(8);
    expect(mortar({ indirect: 'with-los' }).params.hitOn).toBe(7);
    expect(mortar({ indirect: 'blind' }).params.hitOn).toBe(6);
    expect(mortar({ indirect: 'with-los' }).pDamage).toBeCloseTo(0.7 * 0.6 * 0.8, 12);
    expect(mortar({ indirect: 'blind' }).pDamage).toBeCloseTo(0.6 * 0.6 * 0.8, 12);
  });

  it('EX-088 Area of Effect (l.992-998): a hit lands on the model only on d10 <= Saturation (6); a failed Saturation test is no hit', () => {
    const r = mortar({ indirect: 'with-los' });
    expect(r.outcomes.miss).toBeCloseTo(1 - 0.7 * 0.6, 12);
    expect(r.outcomes.saved).toBeCloseTo(0.7 * 0.6 * 0.2, 12);
  });

  it('EX-089 Area of Effect (l.1000): every model hit takes 1 disruption on top of the attack\'s, and the casualty roll sees it (Combine Extra Shots, l.800)', () => {
    // Landed 0.42. Face 1 saved: 1 (AoE). Face 2 saved, 2 + 3 >= 5: 1 + 1. Faces 3-10 damage: casualty d10 + 1 + 3 - 6 = d10 - 2:
    // unhurt on 1-4, stunned 5-6, downed 7-8, wounded 9-10; unhurt/stunned add 1 (damage avoided) -> 1 + 0.6 given damage.
    const r = mortar({ indirect: 'with-los' });
    expect(r.expectedDisruption).toBeCloseTo(0.42 * (0.1 * 1 + 0.1 * 2 + 0.8 * 1.6), 12);
    expect(r.outcomes.unhurt).toBeCloseTo(0.336 * 0.4, 12);
    expect(r.outcomes.wounded).toBeCloseTo(0.336 * 0.2, 12);
  });

  it('EX-089 under aoeDisruption=after-attack: the +1 comes on top of the attack, so the casualty roll does not see it; it is still reported', () => {
    // Same mortar shot: landed 0.42, damage 0.42 x 0.8 = 0.336. Casualty d10 + 0 + 3 - 6 = d10 - 3 (the AoE +1 left out):
    // unhurt on 1-5, stunned 6-7, downed 8-9, wounded 10 (d10 - 2 gave 0.4 / 0.2 / 0.2 / 0.2). Disruption given damage: the AoE's 1,
    // still added after, + 1 for unhurt/stunned (0.7) -> 1.7.
    const r = mortar({ indirect: 'with-los', variant: ['aoeDisruption=after-attack'] });
    expect(r.outcomes.miss).toBeCloseTo(1 - 0.42, 12);
    expect(r.outcomes.saved).toBeCloseTo(0.42 * 0.2, 12);
    expect(r.outcomes.unhurt).toBeCloseTo(0.336 * 0.5, 12);
    expect(r.outcomes.stunned).toBeCloseTo(0.336 * 0.2, 12);
    expect(r.outcomes.downed).toBeCloseTo(0.336 * 0.2, 12);
    expect(r.outcomes.wounded).toBeCloseTo(0.336 * 0.1, 12);
    expect(r.outcomes.incapacitated + r.outcomes.destroyed).toBe(0);
    expect(r.expectedDisruption).toBeCloseTo(0.42 * (0.1 * 1 + 0.1 * 2 + 0.8 * 1.7), 12);
    expect(r.pDamage).toBeCloseTo(0.336, 12);
  });

  it('EX-089 after-attack with two shots (extraShots=rof-extra): no landed AoE +1 feeds the roll, so Incapacitated disappears', () => {
    // Mortar, no Aim, two shots: hit on 6, Saturation 6 -> each lands 0.36; save on 1-2, face 2 gives the clause (2 + 3 >= 5: +1).
    // Each shot damages 0.36 x 0.8 = 0.288. Incapacitated needs d10 + modifier >= 9, modifier = attack disruption + 3 - 6:
    // fed: two damaging (AoE 2: d10 - 1, face 10), one damaging + one saved on 2 (AoE 2 + clause 1: d10 + 0, faces 9-10),
    // one damaging + one saved on 1 (AoE 2: d10 - 1, face 10); one damaging alone is d10 - 2 (at most 8, Wounded).
    // after-attack: at most the clause's 1 feeds the roll (d10 - 2 at most), so never Incapacitated.
    const v = ['extraShots=rof-extra'];
    const fed = mortar({ aim: '0', 'extra-shots': '1', variant: v });
    const after = mortar({ aim: '0', 'extra-shots': '1', variant: [...v, 'aoeDisruption=after-attack'] });
    expect(fed.params).toMatchObject({ shots: 2, hitOn: 6, saveOn: 2 });
    expect(fed.outcomes.incapacitated).toBeCloseTo(0.288 * 0.288 * 0.1 + 2 * 0.288 * (0.036 * 0.2 + 0.036 * 0.1), 12);
    expect(after.outcomes.incapacitated).toBe(0);
    expect(after.pDamage).toBeCloseTo(fed.pDamage, 12);
  });

  it('EX-089 default unchanged: feeds-casualty is the default, and a weapon without AoE reads the same under either reading', () => {
    const plain = mortar({ indirect: 'with-los' });
    expect(mortar({ indirect: 'with-los', variant: ['aoeDisruption=feeds-casualty'] })).toEqual(plain);
    expect(plain.outcomes.unhurt).toBeCloseTo(0.336 * 0.4, 12);
    for (const extra of [{ aim: '2' }, { aim: '1', 'extra-shots': '1', disruption: '3' }]) {
      const a = run(extra);
      const b = run({ ...extra, variant: ['aoeDisruption=after-attack'] });
      expect(b.outcomes).toEqual(a.outcomes);
      expect(b.expectedDisruption).toBe(a.expectedDisruption);
    }
  });

  it('EX-102 Cautious Leadership Bonus (l.1192): -1 Combat to the attacker, +1 Quality to the leader for the attack', () => {
    // Command officer QLT 7. Aim 2: hit on 8 - 1 = 7; save on 3: P(damage) 0.7 x 0.7. Casualty d10 + 2 - (7 + 1) = d10 - 6: unhurt 1-8, stunned 9-10.
    const r = run({ target: 'sol-command-officer', aim: '2', cautious: true });
    expect(r.params).toMatchObject({ hitOn: 7, saveOn: 3, casualtyModifier: -6 });
    expect(r.pDamage).toBeCloseTo(0.49, 12);
    expect(r.outcomes.unhurt / r.pDamage).toBeCloseTo(0.8, 12);
    expect(r.outcomes.stunned / r.pDamage).toBeCloseTo(0.2, 12);
    // Without the bonus: d10 - 5 reaches Downed on a 10.
    const plain = run({ target: 'sol-command-officer', aim: '2' });
    expect(plain.outcomes.downed / plain.pDamage).toBeCloseTo(0.1, 12);
  });

  it('EX-106 Suppression X (l.1285): X disruption on every model hit, saved or not, before the casualty roll', () => {
    // MK-2 squad support gun (Power 2, Suppression 1), Aim 1: hit on 7, save on 1-3 (clause on a 3). Damage: d10 + 1 + 2 - 6 = d10 - 3:
    // unhurt 1-5, stunned 6-7, downed 8-9, wounded 10 -> 1 + 0.7 disruption given damage.
    const r = run({ attacker: 'sol-line-infantry-support-gunner', weapon: 'mk-2-squad-support-gun', aim: '1' });
    expect(r.expectedDisruption).toBeCloseTo(0.7 * (0.2 * 1 + 0.1 * 2 + 0.7 * 1.7), 12);
    expect(r.outcomes.wounded).toBeCloseTo(0.7 * 0.7 * 0.1, 12);
  });

  it('EX-107 Close Quarters X (l.900, l.1283): +X Combat to assault attacks, which also ignore cover and obscurement', () => {
    // Field medic COM 5, IGI-87 sidearm (RoF 1, Power 1, Close Quarters 1): point blank +2, +1 -> hit on 8; save on 5 - 1 = 4.
    const r = run({ attacker: 'sol-field-medic', action: 'assault', cover: 'heavy', obscured: true });
    expect(r.params).toMatchObject({ hitOn: 8, saveOn: 4, shots: 1 });
    expect(r.pDamage).toBeCloseTo(0.8 * 0.6, 12);
    expect(run({ attacker: 'sol-field-medic', range: 'point-blank' }).params.hitOn).toBe(7);
  });

  it('EX-051 Round Up (l.275): Advance halves the focus rounded up: Quality 6 -> 3, 5 -> 3, 3 -> 2', () => {
    expect(run({ action: 'advance' }).params.focus).toBe(3);
    expect(run({ action: 'advance', 'attacker-disruption': '1' }).params.focus).toBe(3);
    expect(run({ action: 'advance', 'attacker-disruption': '3' }).params.focus).toBe(2);
  });

  it('EX-037 Fire on the Move (l.1281, with Choose Focus Bonuses l.688): an Advance keeps the whole focus, or halves it under fireOnTheMove=halved', () => {
    // Sol Line Infantry QLT 6, IGI-87 (RoF 2, Accuracy 2). Advance: 6 halved = 3; with the trait read as the Focus Bonus, 6.
    expect(run({ action: 'advance' }).params.focus).toBe(3);
    const moving = run({ action: 'advance', 'fire-on-the-move': true, aim: '2', 'extra-shots': '1' });
    expect(moving.params).toMatchObject({ focus: 6, shots: 2, aimPerShot: 2 });
    // Two shots with Aim 2 (cost 2 x 2 + 1 = 5 <= 6), each hit on 8 and saved on 3: 1 - (1 - 0.56)^2.
    expect(moving.pDamage).toBeCloseTo(1 - 0.44 * 0.44, 12);
    expect(run({ action: 'advance', 'fire-on-the-move': true, 'attacker-disruption': '1' }).params.focus).toBe(5);
    // Halved: 3 focus cannot buy that (cost 5); the best it buys is two shots with Aim 1: hit on 7, 1 - (1 - 0.49)^2.
    const halved = ['fireOnTheMove=halved'];
    expect(() => run({ action: 'advance', 'fire-on-the-move': true, aim: '2', 'extra-shots': '1', variant: halved })).toThrow(/costs 5 focus; advance has 3 .*halved/);
    const best = run({ action: 'advance', 'fire-on-the-move': true, 'best-focus': true, variant: halved });
    expect(best.params).toMatchObject({ focus: 3, shots: 2, aimPerShot: 1 });
    expect(best.pDamage).toBeCloseTo(1 - 0.51 * 0.51, 12);
    // Focus Fire is never halved, trait or not.
    expect(run({ 'fire-on-the-move': true, variant: halved }).params.focus).toBe(6);
  });

  it('EX-041 Spotter (l.974 vs the trait entry l.1265): a spotted blind shot drops the -2, or keeps it under spotterPenalties=kept; PDS counts either way', () => {
    // Mortar team COM 6, short band, Aim 2: 8 unspotted less 2 (blind); spotted 8; PDS 1 takes 1 more under both readings.
    expect(mortar({ indirect: 'blind', spotter: true }).params.hitOn).toBe(8);
    expect(mortar({ indirect: 'blind', spotter: true, variant: ['spotterPenalties=kept'] }).params.hitOn).toBe(6);
    expect(mortar({ indirect: 'blind', spotter: true, pds: '1' }).params.hitOn).toBe(7);
    expect(mortar({ indirect: 'blind', spotter: true, pds: '1', variant: ['spotterPenalties=kept'] }).params.hitOn).toBe(5);
    expect(mortar({ indirect: 'with-los', spotter: true, variant: ['spotterPenalties=kept'] }).params.hitOn).toBe(7);
    // Kept, blind: hit 0.6, Saturation 6 (0.6), Power 3 against DEF 5 saved on 1-2 (0.8).
    expect(mortar({ indirect: 'blind', spotter: true, variant: ['spotterPenalties=kept'] }).pDamage).toBeCloseTo(0.6 * 0.6 * 0.8, 12);
  });

  it('EX-120 Familiar Terrain (l.1243): +1 Defense only when Hunkered Down (so only in cover)', () => {
    // Light cover, hunkered: hit on 8 - 1 (Obscured) - 1 (Hunker) = 6; Defense 5 + 1 + 1 (+1 Familiar) - Power 2 = 5 (6).
    expect(run({ aim: '2', cover: 'light', hunkered: true, familiar: true }).pDamage).toBeCloseTo(0.6 * 0.4, 12);
    expect(run({ aim: '2', cover: 'light', familiar: true }).pDamage).toBeCloseTo(0.7 * 0.6, 12);
    expect(run({ aim: '2', hunkered: true, familiar: true }).pDamage).toBeCloseTo(0.56, 12);
  });

  it('EX-092 Construction and Emplacements (l.1124): "Any models attacking it gain +2 Combat to attack it"', () => {
    // Aim 2: hit on 8, +2 = 10 (always); saved on 3 (DEF 5 - Power 2): 0.8 x 0.7 = 0.56 becomes 1 x 0.7.
    expect(run({ aim: '2', 'unfinished-emplacement': true }).params.hitOn).toBe(10);
    expect(run({ aim: '2', 'unfinished-emplacement': true }).pDamage).toBeCloseTo(0.7, 12);
    // No Aim: hit on 6 becomes 8.
    expect(run({ 'unfinished-emplacement': true }).params.hitOn).toBe(8);
    expect(run({}).params.hitOn).toBe(6);
  });

  it('EX-120 under familiarTerrain=hunkered: the +1 Defense holds whenever Hunkered Down, in the open too', () => {
    const hunkered = ['familiarTerrain=hunkered'];
    // In the open, hunkered: hit on 8 (no cover, no Hunker bonus), Defense 5 + 1 (Familiar) - Power 2 = 4: damaged on 5+ (0.6); 0.8 x 0.6.
    expect(run({ aim: '2', hunkered: true, familiar: true, variant: hunkered }).pDamage).toBeCloseTo(0.8 * 0.6, 12);
    // In cover nothing changes: the bonus already applied there.
    expect(run({ aim: '2', cover: 'light', hunkered: true, familiar: true, variant: hunkered }).pDamage).toBeCloseTo(0.6 * 0.4, 12);
    // Not hunkered: no bonus under either reading.
    expect(run({ aim: '2', familiar: true, variant: hunkered }).pDamage).toBeCloseTo(0.56, 12);
  });
});

describe("Exoshift attack: a designer's stat changes (--quality, --accuracy, --rof)", () => {
  it('Quality 3 with Accuracy 3 and RoF 1: all three focus on Aim, one shot hitting on 9, saved on 3: 0.9 x 0.7 = 0.63', () => {
    const r = run({ quality: '3', accuracy: '3', rof: '1', 'best-focus': true });
    expect(r.params).toMatchObject({ quality: 3, accuracy: 3, rof: 1, focus: 3, shots: 1, aimPerShot: 3, hitOn: 9, saveOn: 3 });
    expect(r.pDamage).toBeCloseTo(0.63, 12);
  });

  it('Quality 2 buys less than the printed 6: an IGI-87 (Accuracy 2, RoF 2) at best focus shoots once at Aim 2 (0.8 x 0.7) or twice at Aim 0', () => {
    const r = run({ quality: '2', 'best-focus': true });
    expect(r.params).toMatchObject({ quality: 2, focus: 2 });
    // One shot at Aim 2: 0.56; two at Aim 0 (one focus left over, Aim 1 would cost 2 more): 1 - (1 - 0.6 x 0.7)^2 = 0.6636.
    expect(r.pDamage).toBeCloseTo(Math.max(0.56, 1 - (1 - 0.6 * 0.7) ** 2), 12);
  });

  it('RoF 4 lets Quality 8 buy four shots; the printed numbers are not shown unless replaced', () => {
    const r = run({ quality: '8', rof: '4', 'best-focus': true });
    expect(r.params.rof).toBe(4);
    expect(r.params.accuracy).toBeUndefined();
    expect(Number(r.params.shots)).toBeGreaterThan(2);
    expect(run({ 'best-focus': true }).params.quality).toBeUndefined();
  });

  it("--target-quality moves the casualty roll (d10 + Disruption + Power - Quality): Quality 7 against Power 2 is d10 - 5, so one hit Downs only on a 10", () => {
    const r = run({ aim: '2', 'target-quality': '7' });
    expect(r.params).toMatchObject({ targetQuality: 7, casualtyModifier: -5 });
    expect(r.outcomes.downed / r.pDamage).toBeCloseTo(0.1, 12);
    expect(run({ aim: '2' }).params.targetQuality).toBeUndefined();
  });

  it('refuses RoF 0 and an Aim above a lowered Accuracy, naming the option', () => {
    expect(() => run({ rof: '0' })).toThrow(new UserError('--rof: a weapon fires at least one shot: give 1 or more, or -1 for the printed RoF'));
    expect(() => run({ accuracy: '1', aim: '2' })).toThrow(new UserError("--aim: Aim is limited to the weapon's Accuracy (1) per shot"));
  });
});
