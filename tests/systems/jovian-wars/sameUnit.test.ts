/**
 * units.ts sameUnit, the state comparison the exact settlement merges states by (experiments/jovian-wars/_settleExactly.ts):
 * it is written out field by field for speed, so this changes every field of a unit in turn and expects each change
 * to be seen. A field added to Unit and not to sameUnit fails here, rather than silently merging states that differ.
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/systems/jovian-wars/cards.ts';
import { newUnit, sameUnit, type Unit } from '../../../src/systems/jovian-wars/units.ts';

/** Fields fixed by the card (`card` is compared, so these are equal whenever it is): not state. */
const OF_THE_CARD = new Set(['def', 'tracks', 'info', 'capital', 'ordinal', 'civilianTv']);

/** A different value of the same kind. */
function changed(v: unknown): unknown {
  if (typeof v === 'number') return v + 0.5;
  if (typeof v === 'boolean') return !v;
  if (typeof v === 'string') return `${v}-other`;
  if (Array.isArray(v)) return v.map((x, i) => (i === 0 ? x + 1 : x));
  throw new Error(`no change written for ${JSON.stringify(v)}`);
}

describe('sameUnit', () => {
  const cards = [...CARDS.values()];
  const capital = cards.find((c) => c.kind === 'capital')!;
  const squadron = cards.find((c) => c.kind !== 'capital')!;

  it.each([
    ['a capital ship', capital],
    ['a squadron', squadron],
  ])('sees a change to any state field of %s, and none in a copy', (_, card) => {
    const unit = newUnit(card, 2, 1, 10, 12.5, 90);
    expect(sameUnit(unit, unit.copy())).toBe(true);
    const fields = Object.keys(unit).filter((field) => !OF_THE_CARD.has(field));
    // Every field the settlement's old JSON key held (toJSON), and the ones it writes only when set.
    expect(fields).toEqual(expect.arrayContaining(Object.keys(unit.toJSON())));
    expect(fields.length).toBeGreaterThan(25);
    for (const field of fields) {
      const other = unit.copy() as unknown as Record<string, unknown>;
      other[field] = changed(other[field]);
      expect(sameUnit(unit, other as unknown as Unit), field).toBe(false);
      expect(sameUnit(other as unknown as Unit, unit), field).toBe(false);
    }
  });

  it('takes the card-fixed fields to be the card', () => {
    const a = newUnit(capital, 0, 0, 0, 0, 0);
    const b = newUnit(capital, 0, 0, 0, 0, 0);
    expect(a.def).toBe(b.def);
    for (const field of OF_THE_CARD) expect((a as unknown as Record<string, unknown>)[field], field).toBe((b as unknown as Record<string, unknown>)[field]);
  });
});
