/**
 * buildLoadout (loadout.ts) remembers the loadout it built per side object;
 * a side object changed in place, or asked under other variants, must not get
 * the remembered one.
 */
import { describe, expect, it } from 'vitest';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { buildLoadout } from '../../../src/systems/syndicate-protocol/loadout.ts';
import type { SyndicateSide } from '../../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';

describe('buildLoadout', () => {
  it('gives the same loadout for the same side object and variants, and builds afresh when the side changed in place or the variants differ', () => {
    const side = { ...(syndicateProtocol.presets.lens as SyndicateSide) } as { -readonly [K in keyof SyndicateSide]: SyndicateSide[K] };
    const variants = defaultVariants();
    const first = buildLoadout(side, variants, 'test');
    expect(buildLoadout(side, variants, 'test')).toBe(first);
    side.name = 'Renamed';
    const renamed = buildLoadout(side, variants, 'test');
    expect(renamed.name).toBe('Renamed');
    side.operator = 'razor';
    expect(() => buildLoadout(side, variants, 'test')).toThrow();
    side.operator = first.operator.id;
    const other = buildLoadout(side, { ...variants, 'deck-movement': '20' }, 'test');
    expect(other).not.toBe(renamed);
  });

  it('builds afresh when the variants object changed in place, a card reading among them (the kept values compared one by one)', () => {
    const side = syndicateProtocol.presets.lens as SyndicateSide;
    const variants: Record<string, string> = { ...defaultVariants() };
    const first = buildLoadout(side, variants, 'test');
    expect(buildLoadout(side, variants, 'test')).toBe(first);
    variants['card-text'] = 'section-7';
    const section7 = buildLoadout(side, variants, 'test');
    expect(section7).not.toBe(first);
    expect(buildLoadout(side, variants, 'test')).toBe(section7);
    variants['card-text'] = 'appendix-a';
    expect(buildLoadout(side, variants, 'test')).toBe(first);
    delete variants['deck-movement'];
    // Unset reads as '' (the default 17 Movement cards, as the key made it): another key, so another kept loadout.
    expect(buildLoadout(side, variants, 'test')).not.toBe(first);
  });
});
