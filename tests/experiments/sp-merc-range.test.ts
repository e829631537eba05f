/**
 * sp-merc-range (experiments/syndicate-protocol/merc-range.ts; SP-064) and
 * the side setting it sweeps (loadout.ts `mercRange`): the setting gives every
 * ranged Mercenary weapon its range and leaves batons adjacent, refuses a bad
 * value naming the field, reaches the field the attacks read; a short real run.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import { buildLoadout, type SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants } from '../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../src/systems/syndicate-protocol/state.ts';
import mercRange, { MATCHUPS, RANGES } from '../../experiments/syndicate-protocol/merc-range.ts';

const preset = (id: string) => syndicateProtocol.presets[id] as SyndicateSide;

describe('mercRange (SP-064)', () => {
  it("sets every ranged Mercenary weapon's range and leaves the data's ranges and batons alone", () => {
    const lens = buildLoadout(preset('lens'), {}, 'test');
    expect(lens.mercenaries.map((m) => m.weapon.range)).toEqual([3, 6]); // Glyph's Light Pistol, Line's Scoped Pistol (data)
    const lens5 = buildLoadout({ ...preset('lens'), mercRange: '5' }, {}, 'test');
    expect(lens5.mercenaries.map((m) => m.weapon.range)).toEqual([5, 5]);
    expect(lens5.mercenaries.map((m) => m.weapon.dice)).toEqual(lens.mercenaries.map((m) => m.weapon.dice));
    // Rampart: Wall's Heavy Baton stays adjacent, Havoc's LMG takes the range.
    expect(buildLoadout({ ...preset('rampart'), mercRange: '3' }, {}, 'test').mercenaries.map((m) => m.weapon.range)).toEqual([1, 3]);
    expect(buildLoadout({ ...preset('lens'), mercRange: 'data' }, {}, 'test').mercenaries[1]).toBe(lens.mercenaries[1]);
  });

  it('refuses a value outside 3-6 with the field and the allowed values', () => {
    expect(() => buildLoadout({ ...preset('lens'), mercRange: '9' }, {}, 'side.json')).toThrow(/side\.json: mercRange must be one of data, 3, 4, 5, 6, got '9'/);
  });

  it('is the range the game checks an attack against', () => {
    const s = syndicateProtocol.newGame({ sides: [{ ...preset('velocity'), mercRange: '6' }, preset('velocity')], variants: defaultVariants(), chance: Xoshiro128.stream(2, 0), log: false }) as SyndicateState;
    expect([s.field.range(1), s.field.range(2)]).toEqual([6, 6]);
    expect([s.field.range(4), s.field.range(5)]).toEqual([4, 6]); // Slip's Light SMG 4, Trace's Marksman Pistol 6 (data)
  });

  it('plays every matchup at every range on the same seeds and answers', async () => {
    const { result } = await runToResult({ experiment: 'sp-merc-range', trials: 2, seed: 5, workers: 1 });
    expect(result.arms).toHaveLength(MATCHUPS.length * RANGES.length);
    for (const arm of result.arms) {
      expect((arm.params.sideA as SyndicateSide).mercRange).toBe((arm.params.sideB as SyndicateSide).mercRange);
      if (!arm.id.endsWith('-range-3')) expect(arm.vsBaseline!.mercShareA.paired).toBe(true);
    }
    expect(mercRange.answer!(result)).toHaveLength(MATCHUPS.length + 1);
  }, 120_000);
});
