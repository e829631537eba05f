/**
 * The method table's Arms row (reportModel.ts armParams): a side by its name, a match's variants by the readings that
 * differ between arms, never "[object Object]".
 */
import { describe, expect, it } from 'vitest';
import { armParams } from '../../src/report/reportModel.ts';

describe("an arm's parameters in the method table", () => {
  const lens = { name: 'Lens', operator: 'lens', deck: 'dash*4' };
  const arms = [
    { params: { system: 'syndicate-protocol', sideA: lens, variants: { 'armor-floor': 'floor0', 'eliminated-fire': 'no', map: 'generated' }, budget: 3 } },
    { params: { system: 'syndicate-protocol', sideA: lens, variants: { 'armor-floor': 'floor0', 'eliminated-fire': 'yes', map: 'generated' }, budget: 3 } },
  ];

  it('names sides, keeps plain values and lists only the variants some arm reads otherwise', () => {
    expect(armParams(arms[1].params, arms)).toBe('system=syndicate-protocol, sideA=Lens, variants: eliminated-fire=yes, budget=3');
    expect(armParams(arms[0].params, arms)).toBe('system=syndicate-protocol, sideA=Lens, variants: eliminated-fire=no, budget=3');
  });

  it('says so when a record is the same in every arm or empty, and writes lists and unnamed objects as JSON', () => {
    const same = [{ params: { variants: { a: '1' } } }, { params: { variants: { a: '1' } } }];
    expect(armParams(same[0].params, same)).toBe('variants: as in every arm');
    expect(armParams({ variants: {} }, [{ params: { variants: {} } }])).toBe('variants: none');
    expect(armParams({ keys: [1, 2], where: { x: { y: 1 } } }, [{ params: { keys: [1, 2], where: { x: { y: 1 } } } }, { params: { where: { x: { y: 2 } } } }])).toBe('keys=[1,2], where: x={"y":1}');
    expect(armParams({}, [])).toBe('none');
    expect(armParams({ a: 1, b: null }, [])).not.toContain('[object Object]');
  });
});
