/**
 * The `stats` variant's changes to the printed numbers (statChanges.ts): the named numbers of the named Operators,
 * weapons, armours and Mercenaries change and nothing else does; a bad change is one line; the exact attack and a
 * game's loadouts read the changed numbers.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { attackValues, attackVariants } from '../../../src/systems/attackPipeline.ts';
import { ARMOR, MERCENARIES, OPERATORS, WEAPONS } from '../../../src/systems/syndicate-protocol/data.ts';
import { syndicateAttack } from '../../../src/systems/syndicate-protocol/attack.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { buildLoadout, type SyndicateSide } from '../../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';
import { statDefs } from '../../../src/systems/syndicate-protocol/statChanges.ts';
import { summariseExact } from '../../../src/dice/summarise.ts';

const CHANGES = 'printed:velocity.hp=19, blitz-m7.rof=3,composite-armor-rig.move=0,slip.dice=3,slip.range=6,slip.weapon-acc=1';

const outcomes = (own: Record<string, unknown>, stats?: string) => {
  const compiled = syndicateAttack.compile(
    attackValues(syndicateAttack, { weapon: 'ar-12-vanguard', armor: 'light-tactical-vest', distance: 5, ...own }),
    attackVariants(syndicateAttack, stats ? { stats } : {}),
  );
  return summariseExact(compiled.model, compiled.exact());
};

describe('the stats variant: the printed numbers with a designer’s changes', () => {
  it('printed (or absent) is the printed defs themselves', () => {
    for (const stats of [undefined, 'printed']) {
      const defs = statDefs(stats);
      expect(defs.operator('razor')).toBe(OPERATORS.get('razor'));
      expect(defs.weapon('blitz-m7')).toBe(WEAPONS.get('blitz-m7'));
      expect(defs.armor('bulwark-exo-shell')).toBe(ARMOR.get('bulwark-exo-shell'));
      expect(defs.mercenary('slip')).toBe(MERCENARIES.get('slip'));
    }
  });

  it('a change sets the named numbers and keeps every other field and every other def as printed', () => {
    const defs = statDefs(CHANGES);
    expect(defs.operator('velocity')).toEqual({ ...OPERATORS.get('velocity'), hp: 19 });
    expect(defs.weapon('blitz-m7')).toEqual({ ...WEAPONS.get('blitz-m7'), rof: 3 });
    expect(defs.armor('composite-armor-rig')).toEqual({ ...ARMOR.get('composite-armor-rig'), move: 0 });
    const slip = MERCENARIES.get('slip')!;
    expect(defs.mercenary('slip')).toEqual({ ...slip, weapon: { ...slip.weapon, dice: 3, range: 6, acc: 1 } });
    expect(defs.operator('razor')).toBe(OPERATORS.get('razor'));
    expect(defs.mercenary('trace')).toBe(MERCENARIES.get('trace'));
    expect(statDefs(CHANGES)).toBe(defs);
  });

  it('a bad change is a one-line error naming it and what is allowed', () => {
    const cases: Array<[string, RegExp]> = [
      ['printed:nobody.hp=3', /unknown id 'nobody' in 'nobody\.hp=3'; allowed: Operators razor, lens, glitch, velocity, rampart; weapons sidekick-9mm, .*; armor light-tactical-vest, composite-armor-rig, bulwark-exo-shell; Mercenaries slip, /],
      ['printed:razor.rof=3', /'rof' is not a number of an Operator \('razor\.rof=3'\); allowed: acc, dod, hp, ld$/],
      ['printed:blitz-m7.hp=3', /'hp' is not a number of a weapon \('blitz-m7\.hp=3'\); allowed: range, rof$/],
      ['printed:blitz-m7.rof=0', /blitz-m7\.rof must be from 1 to 12; got 0$/],
      ['printed:bulwark-exo-shell.dodge=-6', /bulwark-exo-shell\.dodge must be from -5 to 5; got -6$/],
      ['printed:razor.hp=20,razor.hp=21', /razor\.hp is changed twice; give it once$/],
      ['printed:razor.hp=2.5', /cannot read 'razor\.hp=2\.5'; write ID\.STAT=VALUE with a whole number/],
      ['custom', /--variant stats must be printed, or printed:ID\.STAT=VALUE,\.\.\./],
    ];
    for (const [stats, message] of cases) {
      expect(() => statDefs(stats), stats).toThrow(GameInputError);
      expect(() => statDefs(stats), stats).toThrow(message);
      try {
        statDefs(stats);
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
      }
    }
  });

  it('the exact attack reads the changed numbers: Rampart at Accuracy 3 shoots as Velocity (printed Accuracy 3) does', () => {
    // Neither Operator's ability touches a single attack of its own (Lens's Predictive Mark and Razor's breach would).
    const velocity = outcomes({ attacker: 'velocity', target: 'glitch' });
    expect(outcomes({ attacker: 'rampart', target: 'glitch' }).means.meanDamage).not.toBeCloseTo(velocity.means.meanDamage, 6);
    expect(outcomes({ attacker: 'rampart', target: 'glitch' }, 'printed:rampart.acc=3')).toEqual(velocity);
    // The target's Dodge: Glitch at Dodge 4 is hit as Velocity (printed Dodge 4) is, in the same vest.
    expect(outcomes({ attacker: 'razor', target: 'glitch' }, 'printed:glitch.dod=4')).toEqual(outcomes({ attacker: 'razor', target: 'velocity' }));
  });

  it("a game's loadouts and Health read the changed numbers; a side's mercRange setting still sets its Mercenaries' range", () => {
    const velocity = syndicateProtocol.presets.velocity as SyndicateSide;
    const variants = { ...defaultVariants(), stats: 'printed:velocity.hp=19,slip.range=6' };
    const loadout = buildLoadout(velocity, variants, 'test');
    expect(loadout.operator.hp).toBe(19);
    expect(buildLoadout(velocity, defaultVariants(), 'test').operator.hp).toBe(17);
    const s = syndicateProtocol.newGame({ sides: [velocity, syndicateProtocol.presets.rampart], variants, chance: Xoshiro128.stream(4, 0), log: false }) as SyndicateState;
    expect(s.field.hp[0]).toBe(19);
    // A saved game keeps its changes; a printed one saves no stats variant (states saved before it existed load alike).
    const saved = s.serialize();
    expect((saved.variants as Record<string, string>).stats).toBe(variants.stats);
    expect((syndicateProtocol.deserialize(saved) as SyndicateState).field.loadouts[0].operator.hp).toBe(19);
    const printed = syndicateProtocol.newGame({ sides: [velocity, syndicateProtocol.presets.rampart], variants: defaultVariants(), chance: Xoshiro128.stream(4, 0), log: false });
    expect(Object.keys(printed.serialize().variants as object)).not.toContain('stats');
    const slipAt = loadout.mercenaries.findIndex((m) => m.id === 'slip');
    if (slipAt >= 0) {
      expect(loadout.mercenaries[slipAt].weapon.range).toBe(6);
      expect(buildLoadout({ ...velocity, mercRange: '3' }, variants, 'test').mercenaries[slipAt].weapon.range).toBe(3);
    }
  });

  it('a change to the printed value plays the same games as printed; a real change plays other games', async () => {
    const match = (variants: string[]) => runMatch({ system: 'syndicate-protocol', a: 'preset:velocity', b: 'preset:rampart', agentA: 'heuristic', agentB: 'heuristic', games: 8, seed: 5, workers: 1, variants });
    const printed = await match([]);
    const same = await match(['stats=printed:velocity.hp=17']);
    // Most of these games run to the round cap with nobody eliminated, so Health alone might change nothing: fewer bullets do.
    const changed = await match(['stats=printed:razorline-pdw.rof=2']);
    const played = (m: typeof printed) => ({ winsA: m.winsA, winsB: m.winsB, draws: m.draws, meanLength: m.meanLength, statistics: m.statistics });
    expect(played(same)).toEqual(played(printed));
    expect(played(changed)).not.toEqual(played(printed));
  });
});
