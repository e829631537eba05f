/**
 * The `stats` variant's stat lines (statLines.ts): the printed v03 table (Four Elements), the reconstructed v02 (Change
 * Log › Stat Adjustments) and a designer's changes to v03 (`v03:TYPE.STAT=VALUE,...`), which must reach every place a
 * game reads a stat: the exact attack, a game's Guile, MOV and RNG, the warband's costs.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { rattleAndRendAttack } from '../../../src/systems/rattle-and-rend/attack.ts';
import { willStat } from '../../../src/systems/rattle-and-rend/engine.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { BAND, BAND_MM, defaultVariants, DREGS, ELEMENT_TYPES, FIGHTERS, HEAVY, PROFILES, SHOOTERS, SKIRMISHERS, WARD } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { profilesFor } from '../../../src/systems/rattle-and-rend/statLines.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { summariseExact } from '../../../src/dice/summarise.ts';
import { attackValues, attackVariants } from '../../../src/systems/attackPipeline.ts';

/** A warband whose Tactics, Bond and Reputation change no stat (so a stat read is the stat line's). */
const PLAIN: RrSide = { name: 'Plain', elements: 'fighters, fighters, shooters, shooters, skirmishers, dregs, dregs', tactic1: 'soothsayers', tactic2: 'avengers', bond: 'null', reputation: 'compelled', focus: 0 };

const start = (stats: string, sides: readonly [RrSide, RrSide] = [PLAIN, PLAIN]): RrState =>
  rattleAndRend.newGame({ sides, variants: { ...defaultVariants(), stats }, chance: Xoshiro128.stream(3, 0), log: false }) as RrState;

const firstOf = (s: RrState, type: number): number => {
  for (let i = 0; i < s.n; i++) if (s.type[i] === type) return i;
  throw new Error(`no ${ELEMENT_TYPES[type]}`);
};

const noEffect = (stats: string): number => {
  const attack = rattleAndRendAttack.compile(attackValues(rattleAndRendAttack, { attacker: 'fighters', target: 'fighters' }), attackVariants(rattleAndRendAttack, { stats }));
  return summariseExact(attack.model, attack.exact()).outcomes.noEffect;
};

describe('the stats variant: printed, reconstructed and changed stat lines', () => {
  it('v03 is the printed table; the v02 reconstructions add 1 or 2 to every Fury, Guile and Will and nothing else', () => {
    expect(profilesFor('v03')).toEqual(PROFILES);
    // An attack compiled with only the variants an experiment studies reads the default, v03.
    expect(profilesFor(undefined)).toBe(profilesFor('v03'));
    for (const [stats, shift] of [['v02-plus1', 1], ['v02-plus2', 2]] as const) {
      profilesFor(stats).forEach((p, type) => {
        const v03 = PROFILES[type];
        expect(p).toEqual({ ...v03, fury: v03.fury + shift, guile: v03.guile + shift, will: v03.will + shift });
      });
    }
  });

  it('a change sets the named stats of the named types and leaves every other number as printed', () => {
    const changed = profilesFor('v03:fighters.fury=8, heavy.cost=2,shooters.rng=L,skirmishers.mov=L,ward.will=4,dregs.guile=20');
    const expected = PROFILES.map((p) => ({ ...p }));
    expected[FIGHTERS].fury = 8;
    expected[HEAVY].cost = 2;
    expected[SHOOTERS].rng = BAND.L;
    expected[SKIRMISHERS].mov = BAND.L;
    expected[WARD].will = 4;
    expected[DREGS].guile = 20;
    expect(changed).toEqual(expected);
    // Made once per value: every game of a match shares the same lines.
    expect(profilesFor('v03:fighters.fury=8, heavy.cost=2,shooters.rng=L,skirmishers.mov=L,ward.will=4,dregs.guile=20')).toBe(changed);
  });

  it('a bad change is a one-line error naming it and what is allowed', () => {
    const cases: Array<[string, RegExp]> = [
      ['v03:orcs.fury=8', /unknown Element type 'orcs' in 'orcs\.fury=8'; allowed: champion, heavy, fighters, shooters, skirmishers, dregs, ward$/],
      ['v03:fighters.bite=8', /unknown stat 'bite' in 'fighters\.bite=8'; allowed: fury, guile, will, mov, rng, cost$/],
      ['v03:fighters.fury=0', /fighters\.fury must be a whole number from 1 to 20; got '0'$/],
      ['v03:fighters.fury=21', /fighters\.fury must be a whole number from 1 to 20; got '21'$/],
      ['v03:fighters.will=9.5', /fighters\.will must be a whole number from 1 to 20; got '9\.5'$/],
      ['v03:fighters.cost=13', /fighters\.cost must be a whole number from 1 to 12; got '13'$/],
      ['v03:fighters.mov=B', /fighters\.mov must be one of S, M, L; got 'B'$/],
      ['v03:fighters.rng=XL', /fighters\.rng must be one of B, S, M, L; got 'XL'$/],
      ['v03:ward.mov=S', /'ward\.mov=S': a Ward cannot move or attack \(Four Elements › Ward\); its stats: will, cost$/],
      ['v03:fighters.fury=8,fighters.fury=9', /fighters\.fury is changed twice; give it once$/],
      ['v03:fighters.fury=8,', /cannot read ''; write TYPE\.STAT=VALUE/],
      ['v03:fighters fury 8', /cannot read 'fighters fury 8'/],
      ['v04', /--variant stats must be one of v03, v02-plus1, v02-plus2, or v03:TYPE\.STAT=VALUE/],
    ];
    for (const [stats, message] of cases) {
      expect(() => profilesFor(stats), stats).toThrow(GameInputError);
      expect(() => profilesFor(stats), stats).toThrow(message);
      try {
        profilesFor(stats);
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
      }
    }
  });

  it('the exact attack uses the changed Fury: no effect is (8/20)^2 at 9+ on 2d20 and (4/20)^2 at 5+ (Core Dice Mechanic)', () => {
    expect(noEffect('v03')).toBeCloseTo((8 / 20) ** 2, 12);
    expect(noEffect('v03:fighters.fury=5')).toBeCloseTo((4 / 20) ** 2, 12);
    // The target's Fury is not the attacker's: changing the Shooters' leaves a Fighters-on-Fighters attack alone.
    expect(noEffect('v03:shooters.fury=5')).toBeCloseTo((8 / 20) ** 2, 12);
  });

  it("a game reads the changed Guile, Will, MOV and RNG of each Element of the type, and the other types' as printed", () => {
    const printed = start('v03');
    const changed = start('v03:skirmishers.guile=4,fighters.will=3,skirmishers.mov=L,shooters.rng=S');
    const skirmisher = firstOf(changed, SKIRMISHERS);
    const fighter = firstOf(changed, FIGHTERS);
    const shooter = firstOf(changed, SHOOTERS);
    const dregs = firstOf(changed, DREGS);
    expect([printed.guileStat(skirmisher), changed.guileStat(skirmisher)]).toEqual([8, 4]);
    expect([willStat(printed, fighter), willStat(changed, fighter)]).toEqual([10, 3]);
    expect([printed.movMm(skirmisher), changed.movMm(skirmisher)]).toEqual([BAND_MM[BAND.M], BAND_MM[BAND.L]]);
    expect([printed.rngBand(shooter), changed.rngBand(shooter)]).toEqual([BAND.M, BAND.S]);
    for (const stat of [(s: RrState) => s.guileStat(dregs), (s: RrState) => willStat(s, dregs), (s: RrState) => s.movMm(dregs), (s: RrState) => s.rngBand(dregs)]) {
      expect(stat(changed)).toBe(stat(printed));
    }
  });

  it("changed costs are what the Elements cost: a warband must still spend 12 points, and the error names the change", () => {
    // Plain costs 12 as printed; with Dregs at 2 and Shooters at 1 it still does (2 + 2 + 1 + 1 + 2 + 2 + 2).
    const s = start('v03:dregs.cost=2,shooters.cost=1');
    expect(s.points[firstOf(s, DREGS)]).toBe(2);
    expect(s.points[firstOf(s, SHOOTERS)]).toBe(1);
    expect(() => start('v03:dregs.cost=2')).toThrow(/warband 'Plain': field 'elements': the Elements cost 14 points \(costs changed by --variant stats: dregs 2\); a warband spends 12$/);
  });

  it('a change to the printed value plays the same games as v03; a real change plays other games', async () => {
    const match = (variants: string[]) => runMatch({ system: 'rattle-and-rend', a: 'preset:dwarven-throng', b: 'preset:ghostly-host', agentA: 'heuristic', agentB: 'heuristic', games: 20, seed: 5, workers: 1, variants });
    const printed = await match([]);
    const same = await match(['stats=v03:fighters.fury=9']);
    const changed = await match(['stats=v03:fighters.fury=3']);
    const played = (m: typeof printed) => ({ winsA: m.winsA, winsB: m.winsB, draws: m.draws, meanLength: m.meanLength, statistics: m.statistics });
    expect(played(same)).toEqual(played(printed));
    expect(played(changed)).not.toEqual(played(printed));
  });
});
