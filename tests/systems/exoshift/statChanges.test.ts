/**
 * The `stats` variant's changes to the printed numbers (statChanges.ts): the named numbers of the named model profiles
 * and weapons change and nothing else does; a bad change is one line; the exact attack, a game's Setup, a saved game
 * and whole matches read the changed numbers.
 */
import { describe, expect, it } from 'vitest';
import { summariseExact } from '../../../src/dice/summarise.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { attackValues, attackVariants } from '../../../src/systems/attackPipeline.ts';
import { exoshiftAttack } from '../../../src/systems/exoshift/attack.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { PROFILES, WEAPONS } from '../../../src/systems/exoshift/profiles.ts';
import { defaultVariants } from '../../../src/systems/exoshift/rules.ts';
import type { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { statDefs } from '../../../src/systems/exoshift/statChanges.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

const CHANGES = 'printed:sol-line-infantry.def=6, sol-line-infantry.mov-primary=7,igi-87-impulse-rifle.power=3,mk-4-rail-lance.medium=28,mk-4-rail-lance.long-mod=0';

const attack = (own: Record<string, unknown>, stats?: string) => {
  const compiled = exoshiftAttack.compile(attackValues(exoshiftAttack, { aim: 2, ...own }), attackVariants(exoshiftAttack, stats ? { stats } : {}));
  return summariseExact(compiled.model, compiled.exact());
};

describe('the stats variant: the printed numbers with a designer’s changes', () => {
  it('printed (or absent) is the printed profiles and weapons themselves', () => {
    for (const stats of [undefined, 'printed']) {
      const defs = statDefs(stats);
      expect(defs.profile('sol-line-infantry')).toBe(PROFILES['sol-line-infantry']);
      expect(defs.weapon('mk-4-rail-lance')).toBe(WEAPONS['mk-4-rail-lance']);
      expect(defs.weapon('igi-87-impulse-rifle')).toBe(WEAPONS['igi-87-impulse-gun']);
      expect(defs.profile('nobody')).toBeUndefined();
    }
  });

  it('a change sets the named numbers and keeps every other field and every other def as printed', () => {
    const defs = statDefs(CHANGES);
    const trooper = PROFILES['sol-line-infantry'];
    expect(defs.profile('sol-line-infantry')).toEqual({ ...trooper, def: 6, mov: { ...trooper.mov, primary: 7 } });
    // The alias names the printed weapon: the change is the IGI-87 Impulse Gun's, under either id.
    expect(defs.weapon('igi-87-impulse-gun')).toEqual({ ...WEAPONS['igi-87-impulse-gun'], power: 3 });
    expect(defs.weapon('igi-87-impulse-rifle')).toBe(defs.weapon('igi-87-impulse-gun'));
    const lance = WEAPONS['mk-4-rail-lance'];
    expect(defs.weapon('mk-4-rail-lance')).toEqual({ ...lance, range: [lance.range[0], { max: 28, mod: lance.range[1].mod }, { max: lance.range[2].max, mod: 0 }] });
    expect(defs.profile('sol-command-officer')).toBe(PROFILES['sol-command-officer']);
    expect(defs.weapon('igi-87-sidearm')).toBe(WEAPONS['igi-87-sidearm']);
    // The printed defs are untouched, and the defs are made once per value.
    expect(PROFILES['sol-line-infantry'].def).toBe(5);
    expect(WEAPONS['igi-87-impulse-gun'].power).toBe(2);
    expect(statDefs(CHANGES)).toBe(defs);
  });

  it('a bad change is a one-line error naming it and what is allowed', () => {
    const cases: Array<[string, RegExp]> = [
      ['printed:sol-marine.def=6', /unknown id 'sol-marine' in 'sol-marine\.def=6'; allowed: model profiles sol-line-infantry, sol-command-officer, .*; weapons igi-87-impulse-gun, igi-87-sidearm, .*mg-9-sweep-gun$/],
      ['printed:sol-line-infantry-fireteam.def=6', /'sol-line-infantry-fireteam' is a unit of several models with no numbers of its own .*; change its models' profiles: sol-line-infantry, sol-line-infantry-support-gunner$/],
      ['printed:sol-line-infantry.rof=3', /'rof' is not a number of a model profile \('sol-line-infantry\.rof=3'\); allowed: mov-primary, mov-secondary, com, def, qlt, mrl, hea$/],
      ['printed:igi-87-impulse-gun.hea=2', /'hea' is not a number of a weapon \('igi-87-impulse-gun\.hea=2'\); allowed: short, medium, long, short-mod, medium-mod, long-mod, rof, accuracy, power, damage$/],
      ['printed:sol-line-infantry.hea=0', /sol-line-infantry\.hea must be from 1 to 10; got 0$/],
      ['printed:igi-87-impulse-gun.rof=9', /igi-87-impulse-gun\.rof must be from 1 to 8; got 9$/],
      ['printed:igi-87-impulse-gun.long-mod=-6', /igi-87-impulse-gun\.long-mod must be from -5 to 5; got -6$/],
      ['printed:igi-87-impulse-gun.short=16', /igi-87-impulse-gun's range bands must widen from short to long; got 16 \/ 16 \/ 22$/],
      ['printed:sol-line-infantry.def=6,sol-line-infantry.def=7', /sol-line-infantry\.def is changed twice; give it once$/],
      ['printed:igi-87-impulse-gun.rof=3,igi-87-impulse-rifle.rof=4', /igi-87-impulse-gun\.rof is changed twice; give it once$/],
      ['printed:sol-line-infantry.def=5.5', /cannot read 'sol-line-infantry\.def=5\.5'; write ID\.STAT=VALUE with a whole number/],
      ['custom', /^--variant stats must be printed, or printed:ID\.STAT=VALUE,\.\.\./],
    ];
    for (const [stats, message] of cases) {
      expect(() => statDefs(stats), stats).toThrow(GameInputError);
      expect(() => statDefs(stats), stats).toThrow(message);
      expect(() => statDefs(stats), stats).toThrow(new RegExp(`^--variant stats(=${stats.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:| must)`));
      expect(() => statDefs(stats), stats).not.toThrow(/\n/);
    }
    // The attack pipeline gives the same line as the --variant option's error.
    expect(() => attack({ attacker: 'sol-line-infantry', target: 'sol-line-infantry' }, 'printed:sol-line-infantry.hea=0')).toThrow(/^stats=printed:sol-line-infantry\.hea=0: sol-line-infantry\.hea must be from 1 to 10; got 0$/);
  });

  it('the exact attack reads the changed numbers: a Field Medic at COM 6 with the IGI-87 shoots exactly as a Line Infantry does', () => {
    // The Field Medic prints COM 5 (the Line Infantry 6) and the same Quality, so only its Combat differs.
    const trooper = attack({ attacker: 'sol-line-infantry', weapon: 'igi-87-impulse-gun', target: 'sol-line-infantry' });
    const medic = { attacker: 'sol-field-medic', weapon: 'igi-87-impulse-gun', target: 'sol-line-infantry' };
    expect(attack(medic).means.pDamage).not.toBeCloseTo(trooper.means.pDamage, 6);
    expect(attack(medic, 'printed:sol-field-medic.com=6')).toEqual(trooper);
    // The target's Quality: a Line Infantry at QLT 7 takes the casualty roll as the Command Officer (printed QLT 7, DEF 5, HEA 1) does.
    expect(attack({ attacker: 'sol-line-infantry', target: 'sol-line-infantry' }, 'printed:sol-line-infantry.qlt=7').outcomes).toEqual(attack({ attacker: 'sol-line-infantry', target: 'sol-command-officer' }).outcomes);
    expect(attack({ attacker: 'sol-line-infantry', target: 'sol-command-officer' }).outcomes).not.toEqual(attack({ attacker: 'sol-line-infantry', target: 'sol-line-infantry' }).outcomes);
  });

  it('the exact attack by hand (Combat Test d10 <= COM + Aim, Defense Test d10 <= DEF - Power saves): 0.56 printed, 0.48 at DEF 6, 0.64 at Power 3', () => {
    const shot = { attacker: 'sol-line-infantry', target: 'sol-line-infantry' };
    // Hit on 6 + 2 = 8 of 10; saved on 5 - 2 = 3 of 10: 0.8 x 0.7.
    expect(attack(shot).means.pDamage).toBeCloseTo(0.56, 12);
    expect(attack(shot, 'printed:sol-line-infantry.def=6').means.pDamage).toBeCloseTo(0.8 * 0.6, 12);
    // The profile's weapon is the printed IGI-87 "Impulse Rifle" (an alias): the change reaches it.
    expect(attack(shot, 'printed:igi-87-impulse-rifle.power=3').means.pDamage).toBeCloseTo(0.8 * 0.8, 12);
    // A range band: 14" is Medium (+1 Combat) as printed, Short (no modifier) when Short reaches 14".
    expect(attack({ ...shot, distance: 14 }).means.pDamage).toBeCloseTo(0.9 * 0.7, 12);
    expect(attack({ ...shot, distance: 14 }, 'printed:igi-87-impulse-gun.short=14').means.pDamage).toBeCloseTo(0.8 * 0.7, 12);
  });

  it("a game's Setup reads the changed numbers: a Line Infantry at HEA 2 takes one damage without a casualty roll", () => {
    const shootOnce = (variants: { stats?: string }, faces: number[]) => {
      const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 8, variants);
      place(g, 0, 36, 20);
      place(g, 1, 36, 28);
      // Focus Fire, no extra shot: a 1 hits, a 10 fails the Defense Test (saves on 3 or less).
      const used = drive(g, L.unitAction(0, L.VERB_FOCUS_FIRE, L.fireParam(1, 0)), faces);
      return { used, damage: g.s[L.unitAt(1, L.U_DAMAGE)], hea: g.setup.profile[1].hea };
    };
    expect(shootOnce({}, [1, 10, 1])).toMatchObject({ used: 3, hea: 1 });
    expect(shootOnce({ stats: 'printed:sol-line-infantry.hea=2' }, [1, 10])).toEqual({ used: 2, damage: 1, hea: 2 });
  });

  it('a saved game keeps its changes; a printed one saves no stats variant (states saved before it load alike)', () => {
    const sides = [exoshift.presets['sol-line-patrol'], exoshift.presets['sol-fire-support']] as const;
    const variants = { ...defaultVariants(), stats: 'printed:sol-line-infantry.hea=3,igi-87-impulse-gun.rof=3' };
    const s = exoshift.newGame({ sides, variants, chance: Xoshiro128.stream(4, 0), log: false }) as ExoshiftState;
    const trooper = s.setup.profile.findIndex((p) => p.id === 'sol-line-infantry');
    expect(s.setup.profile[trooper].hea).toBe(3);
    expect(s.setup.weapon[trooper].rof).toBe(3);
    const saved = s.serialize();
    expect((saved.variants as Record<string, string>).stats).toBe(variants.stats);
    const loaded = exoshift.deserialize(JSON.parse(JSON.stringify(saved))) as ExoshiftState;
    expect([loaded.setup.profile[trooper].hea, loaded.setup.weapon[trooper].rof]).toEqual([3, 3]);
    const printed = exoshift.newGame({ sides, variants: defaultVariants(), chance: Xoshiro128.stream(4, 0), log: false }) as ExoshiftState;
    // The same forces, printed: the Setup kept for them is not the changed one.
    expect(printed.setup.profile[trooper].hea).toBe(1);
    expect(Object.keys(printed.serialize().variants as object)).not.toContain('stats');
    expect((exoshift.deserialize(printed.serialize()) as ExoshiftState).setup.profile[trooper]).toBe(PROFILES['sol-line-infantry']);
  });

  it('a change to the printed value plays the same games as printed; a real change plays other games', async () => {
    const match = (variants: string[]) => runMatch({ system: 'exoshift', a: 'preset:sol-line-patrol', b: 'preset:sol-fire-support', agentA: 'heuristic', agentB: 'heuristic', games: 6, seed: 5, workers: 1, variants });
    const printed = await match([]);
    const same = await match(['stats=printed:sol-line-infantry.def=5,igi-87-impulse-gun.power=2']);
    const changed = await match(['stats=printed:igi-87-impulse-gun.power=4']);
    const played = (m: typeof printed) => ({ winsA: m.winsA, winsB: m.winsB, draws: m.draws, meanLength: m.meanLength, statistics: m.statistics });
    expect(played(same)).toEqual(played(printed));
    expect(played(changed)).not.toEqual(played(printed));
  }, 60_000);
});
