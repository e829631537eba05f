/**
 * rr-list-legality (experiments/rattle-and-rend/list-legality.ts; RR-184):
 * the compositions counted by hand for small budgets, the building rules read
 * on hand-made compositions, the counted rules against the engine's own
 * validator on every 12-point composition, and a short run.
 */
import { describe, expect, it } from 'vitest';
import { compositions, countAll, legality, optionLists, warbandText } from '../../experiments/rattle-and-rend/list-legality.ts';
import { runToResult } from '../../src/sim/run.ts';
import { parseWarband, type RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';

const accepts = (elements: string) => {
  try {
    parseWarband({ ...rattleAndRend.presets['dwarven-throng'], elements } as RrSide, 'one-element');
    return true;
  } catch {
    return false;
  }
};

describe('rr-list-legality: counting compositions', () => {
  it('counts the ways to spend 2 and 3 points by hand (1-point: Champion, Dregs, Ward; 2-point: Fighters, Shooters, Skirmishers; Heavy 3)', () => {
    // 2 points: two 1-point Elements (6 multisets of 3 types) or one 2-point Element (3).
    expect(compositions(2)).toHaveLength(9);
    // 3 points: three 1-point (10), a 2-point and a 1-point (9), a Heavy (1).
    expect(compositions(3)).toHaveLength(20);
    for (const c of compositions(12)) expect(c[0] + 3 * c[1] + 2 * (c[2] + c[3] + c[4]) + c[5] + c[6]).toBe(12);
  });

  it('reads the rules on hand-made compositions', () => {
    // [champion, heavy, fighters, shooters, skirmishers, dregs, ward]
    expect(legality([1, 1, 4, 0, 0, 0, 0])).toMatchObject({ elements: 6, core: 8, standalone: true, attach: 0 }); // the Dwarven Throng
    expect(legality([0, 0, 2, 0, 0, 8, 0])).toMatchObject({ elements: 10, tooMany: true, standalone: false, attach: -1 });
    // Ten Elements, two hosts for four Champions: two attached bring the count to 8.
    expect(legality([4, 0, 2, 0, 0, 4, 0])).toMatchObject({ elements: 10, attachable: 2, standalone: false, attach: 2 });
    expect(legality([0, 4, 0, 0, 0, 0, 0])).toMatchObject({ elements: 4, lowCore: true, standalone: false, attach: -1 });
  });

  it('agrees with the engine\'s validator on every 12-point composition, alone and with the fewest attachments', () => {
    for (const c of compositions(12)) {
      const rule = legality(c);
      expect(accepts(warbandText(c, 0)), warbandText(c, 0)).toBe(rule.standalone);
      const need = Math.min(rule.attachable, Math.max(0, rule.elements - 8));
      expect(accepts(warbandText(c, 0)) || accepts(warbandText(c, need)), warbandText(c, need)).toBe(rule.attach >= 0);
    }
  });

  it('counts option lists as multisets and the totals add up', () => {
    expect(optionLists([1, 1, 0, 0, 0, 0, 1])).toBe(7 * 3 * 7);
    expect(optionLists([2, 0, 0, 0, 0, 0, 0])).toBe(28);
    const n = countAll();
    expect(n.all).toBe(compositions(12).length);
    expect(n.standalone).toBeLessThanOrEqual(n.attached);
    // Every composition is legal, over the cap, or short of core points only (none has fewer than 4 Elements).
    expect(n.tooFew).toBe(0);
    expect(n.standalone + n.tooMany + n.lowCoreOnly).toBe(n.all);
  });
});

describe('rr-list-legality: a short run', () => {
  it('is the same on 1 and 2 workers and writes its answer', async () => {
    const one = (await runToResult({ experiment: 'rr-list-legality', trials: 400, seed: 4, workers: 1 })).result;
    const two = (await runToResult({ experiment: 'rr-list-legality', trials: 400, seed: 4, workers: 2 })).result;
    expect(JSON.stringify(two.arms)).toBe(JSON.stringify(one.arms));
    expect((one.arms[0].metrics.agrees as { count: number }).count).toBe(400);
    expect(one.answer).toHaveLength(4);
  });
});
