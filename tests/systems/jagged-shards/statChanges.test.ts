/**
 * The `stats` variant's changes to the printed numbers (statChanges.ts): the named numbers of the named unit profiles
 * and weapons change and nothing else does; a bad change is one line; the exact attack and a game's roster read the
 * changed numbers, a saved game keeps them, and a match under a change plays other battles.
 */
import { describe, expect, it } from 'vitest';
import { attack } from '../../../src/cli/attack.ts';
import { UserError } from '../../../src/cli/userError.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { jaggedShardsAttack } from '../../../src/systems/jagged-shards/attack.ts';
import { PROFILES } from '../../../src/systems/jagged-shards/data.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import type { JaggedState } from '../../../src/systems/jagged-shards/jaggedState.ts';
import { statProfiles } from '../../../src/systems/jagged-shards/statChanges.ts';

const CHANGES = 'printed:bastion-walker.wounds=8, autocannon.medium=35,shard-seer.movement=9,frag-grenade.long=50,crushing-limbs.woundClass=4';
const printed = (id: string) => PROFILES.byId.get(id)!;

type Result = { outcomes: Record<string, number>; woundClass: Record<string, number>; wounds?: Record<string, number>; meanWounds?: number; destroyed?: number; params: Record<string, unknown>; variants: Record<string, string> };
const shot = (argv: Record<string, unknown>) => attack(jaggedShardsAttack, argv) as unknown as Result;
/** What one attack does, without the ids it names. */
const outcomes = (r: Result) => ({ outcomes: r.outcomes, woundClass: r.woundClass, wounds: r.wounds, meanWounds: r.meanWounds, destroyed: r.destroyed, sr: r.params.sr });

describe('the stats variant: the printed profiles with a designer’s changes', () => {
  it('printed (or absent) is the printed profile map itself', () => {
    expect(statProfiles(undefined)).toBe(PROFILES.byId);
    expect(statProfiles('printed')).toBe(PROFILES.byId);
  });

  it('a change sets the named numbers of the named units and weapons and keeps every other field and profile as printed', () => {
    const profiles = statProfiles(CHANGES);
    const walker = printed('bastion-walker');
    expect(profiles.get('bastion-walker')).toEqual({ ...walker, wounds: 8, weapons: [{ ...walker.weapons[0], sr: [45, 35, 50] }, walker.weapons[1]] });
    expect(profiles.get('bastion-walker')!.weapons[1]).toBe(walker.weapons[1]);
    expect(profiles.get('shard-seer')).toEqual({ ...printed('shard-seer'), movement: 9 });
    // A replacement attack is a weapon under its ability's id; a band printed empty may be given a number.
    const operative = printed('containment-operative');
    expect(profiles.get('containment-operative')).toEqual({ ...operative, weapons: [operative.weapons[0], { ...operative.weapons[1], sr: [30, 40, 50] }] });
    const colossus = printed('crystalline-colossus');
    expect(profiles.get('crystalline-colossus')).toEqual({ ...colossus, weapons: [colossus.weapons[0], { ...colossus.weapons[1], woundClass: 4 }] });
    for (const unit of PROFILES.units) {
      if (!['bastion-walker', 'shard-seer', 'containment-operative', 'crystalline-colossus'].includes(unit.id)) expect(profiles.get(unit.id), unit.id).toBe(unit);
    }
    expect([...profiles.keys()]).toEqual([...PROFILES.byId.keys()]);
    expect(printed('bastion-walker').wounds).toBe(6);
    expect(statProfiles(CHANGES)).toBe(profiles);
  });

  it('a bad change is a one-line error naming it and what is allowed', () => {
    const cases: Array<[string, RegExp]> = [
      ['printed:nobody.wounds=3', /unknown id 'nobody' in 'nobody\.wounds=3'; allowed: units colonial-rifle-squad, .*shard-stalker-brood; weapons pulse-rifle, marksman-rifle, frag-grenade, .*crystal-maw$/],
      ['printed:bastion-walker.close=30', /'close' is not a number of a unit \('bastion-walker\.close=30'\); allowed: forceRating, movement, rush, durability, wounds$/],
      ['printed:autocannon.wounds=3', /'wounds' is not a number of a weapon \('autocannon\.wounds=3'\); allowed: close, medium, long, woundClass$/],
      ['printed:bastion-walker.wounds=0', /bastion-walker\.wounds must be from 1 to 20; got 0$/],
      ['printed:autocannon.woundClass=6', /autocannon\.woundClass must be from 1 to 5; got 6$/],
      ['printed:rending-talons.medium=30', /rending-talons is a melee weapon: it attacks in base contact only, so it has no medium SR; allowed: close, woundClass$/],
      ['printed:shard-seer.rush=5,shard-seer.rush=6', /shard-seer\.rush is changed twice; give it once$/],
      ['printed:shard-seer.rush=2.5', /cannot read 'shard-seer\.rush=2\.5'; write ID\.STAT=VALUE with a whole number/],
      ['printed:', /cannot read ''/],
      ['custom', /--variant stats must be printed, or printed:ID\.STAT=VALUE,\.\.\./],
    ];
    for (const [stats, message] of cases) {
      let thrown: unknown;
      try {
        statProfiles(stats);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, stats).toBeInstanceOf(GameInputError);
      expect((thrown as Error).message, stats).toMatch(message);
      expect((thrown as Error).message, stats).not.toContain('\n');
    }
  });

  it('the exact attack reads the changed numbers: the Support Drone with 4 wounds is hit as the Resonance Pylon (printed 4) is', () => {
    const at = { attacker: 'bastion-walker', distance: '12', exact: true };
    const pylon = outcomes(shot({ ...at, target: 'resonance-pylon' }));
    // Printed, the Drone (3 wounds) is destroyed by a critical success's 3 wounds; the Pylon never in one shot.
    expect(outcomes(shot({ ...at, target: 'sentinel-support-drone' }))).not.toEqual(pylon);
    expect(outcomes(shot({ ...at, target: 'sentinel-support-drone', variant: ['stats=printed:sentinel-support-drone.wounds=4'] }))).toEqual(pylon);
    // The attacker's weapon: an Order Adept Cohort whose Shard Carbine has the Resonance Pulse's bands shoots as the Pylon does.
    const from = (attacker: string, variant: string[] = []) => outcomes(shot({ attacker, target: 'colonial-rifle-squad', distance: '20', exact: true, variant }));
    expect(from('order-adept-cohort')).not.toEqual(from('resonance-pylon'));
    expect(from('order-adept-cohort', ['stats=printed:shard-carbine.medium=45,shard-carbine.long=55'])).toEqual(from('resonance-pylon'));
  });

  it('by hand (Ch. 3 Core System, Ch. 7): the Autocannon at medium SR 30 on the Drone (durability 2, 3 wounds) hits on 30-95 and crits on 96-100', () => {
    const r = shot({ attacker: 'bastion-walker', target: 'sentinel-support-drone', distance: '12', exact: true, variant: ['stats=printed:autocannon.medium=30'] });
    expect(r.params.sr).toBe(30);
    expect(r.outcomes).toEqual({ critFail: expect.closeTo(0.05, 12), fail: expect.closeTo(0.24, 12), success: expect.closeTo(0.66, 12), critSuccess: expect.closeTo(0.05, 12) });
    // Wound Class 3 on durability 2: 2 wounds a hit, 3 on a critical success (class 4), which destroys the Drone.
    expect(r.meanWounds).toBeCloseTo(0.66 * 2 + 0.05 * 3, 12);
    expect(r.destroyed).toBeCloseTo(0.05, 12);
    expect(r.variants.stats).toBe('printed:autocannon.medium=30');
    // A bad change is the --variant option's error, even for a bare --sr attack that reads no profile.
    expect(() => shot({ sr: '50', variant: ['stats=printed:autocannon.medium=300'] })).toThrow(new UserError('--variant: stats=printed:autocannon.medium=300: autocannon.medium must be from 0 to 200; got 300'));
  });

  it("a game's roster and wound tracks read the changed numbers, and a saved game keeps them", () => {
    const sides = [jaggedShards.presets['colonial-strike-force'], jaggedShards.presets['martian-warband']] as const;
    const game = (variants: Record<string, string>) => jaggedShards.newGame({ sides, variants, chance: Xoshiro128.stream(4, 0), log: true }) as JaggedState;
    // The printed battle first: its roster, kept for these two side objects, must not be handed to the changed one.
    const plain = game({});
    const walker = plain.setup.roster.profile.findIndex((p) => p.id === 'bastion-walker');
    expect(plain.wounds[walker]).toBe(6);
    const changed = game({ stats: 'printed:bastion-walker.wounds=9' });
    expect(changed.setup.roster.profile[walker].wounds).toBe(9);
    expect(changed.wounds[walker]).toBe(9);
    expect(changed.events()[0]).toMatchObject({ kind: 'start', variants: { stats: 'printed:bastion-walker.wounds=9' } });
    expect(game({}).setup.roster.profile[walker]).toBe(printed('bastion-walker'));
    const saved = changed.serialize();
    expect((saved.variants as Record<string, string>).stats).toBe('printed:bastion-walker.wounds=9');
    expect((jaggedShards.deserialize(saved) as JaggedState).setup.roster.profile[walker].wounds).toBe(9);
    // A printed battle records no stats variant (the behaviour fixture and older saved states), and loads as printed.
    const printedSave = plain.serialize();
    expect(Object.keys(printedSave.variants as object)).not.toContain('stats');
    expect(Object.keys(plain.events()[0].variants as object)).not.toContain('stats');
    expect((jaggedShards.deserialize(printedSave) as JaggedState).setup.roster.profile[walker]).toBe(printed('bastion-walker'));
    expect(() => jaggedShards.deserialize({ ...saved, variants: { ...(saved.variants as object), stats: 'printed:bastion-walker.wounds=99' } })).toThrow(/bastion-walker\.wounds must be from 1 to 20; got 99/);
  });

  it('a change to the printed value plays the same battles as printed; a real change plays other battles', async () => {
    const match = (variants: string[]) => runMatch({ system: 'jagged-shards', a: 'preset:colonial-strike-force', b: 'preset:martian-warband', agentA: 'heuristic', agentB: 'heuristic', games: 8, seed: 5, workers: 1, variants });
    const played = (m: Awaited<ReturnType<typeof match>>) => ({ winsA: m.winsA, winsB: m.winsB, draws: m.draws, meanLength: m.meanLength, statistics: m.statistics });
    const plain = await match([]);
    const same = await match(['stats=printed:bastion-walker.wounds=6,autocannon.medium=45']);
    const changed = await match(['stats=printed:pulse-rifle.close=20,pulse-rifle.medium=25,colonial-rifle-squad.wounds=5']);
    expect(played(same)).toEqual(played(plain));
    expect(played(changed)).not.toEqual(played(plain));
  });
});
