/**
 * sp-card-inches (experiments/syndicate-protocol/card-inches.ts; SP-051): the
 * three ways of counting a diagonal worked by hand, the board enumeration
 * checked against a plain loop over every pair, and the sampled pairs
 * agreeing with it, each cell on its own pairs.
 */
import { describe, expect, it } from 'vitest';
import type { ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import cardInches, { boardShare, openReach, READINGS, within, type Reading } from '../../experiments/syndicate-protocol/card-inches.ts';
import { holdsWithSlack } from './intervals.ts';

describe('sp-card-inches', () => {
  it('counts a diagonal as 1 (spaces), by a ruler (inches) or as 2 (orthogonal)', () => {
    expect(within('spaces', 10, 10, 10)).toBe(true);
    expect(within('inches', 7, 7, 10)).toBe(true); // 98 <= 100
    expect(within('inches', 8, 8, 10)).toBe(false);
    expect(within('orthogonal', 5, 5, 10)).toBe(true);
    expect(within('orthogonal', 6, 5, 10)).toBe(false);
    // Open ground: (2N+1)^2 - 1 king-step spaces; 2N(N+1) orthogonal; 12 within 2 by a ruler.
    expect(openReach('spaces', 10)).toBe(440);
    expect(openReach('orthogonal', 10)).toBe(220);
    expect(openReach('inches', 2)).toBe(12);
  });

  it('enumerates the board as a loop over every ordered pair does', () => {
    const slow = (reading: Reading, range: number) => {
      let hits = 0;
      for (let a = 0; a < 576; a++) for (let b = 0; b < 576; b++) if (a !== b && within(reading, (a % 24) - (b % 24), Math.floor(a / 24) - Math.floor(b / 24), range)) hits++;
      return hits / (576 * 575);
    };
    for (const reading of READINGS) for (const range of [3, 10]) expect(boardShare(reading, range)).toBeCloseTo(slow(reading, range), 12);
  });

  it('samples what the enumeration says', async () => {
    const { result } = await runToResult({ experiment: 'sp-card-inches', trials: 20_000, seed: 4, workers: 1 });
    for (const arm of result.arms) {
      const { reading, range } = arm.params as unknown as { reading: Reading; range: number };
      expect(holdsWithSlack(boardShare(reading, range), (arm.metrics.inRange as ProportionMetric).ci), arm.id).toBe(true);
    }
    expect(cardInches.answer!(result)).toHaveLength(3);
    // 2" by a ruler and 2" orthogonal are the same 12 offsets: on shared pairs their counts would be equal, and the 15
    // cells one sample, not 15 checks (the first committed report: 7 of 15 missed together, all high).
    const inRange = (id: string) => (result.arms.find((a) => a.id === id)!.metrics.inRange as ProportionMetric).p;
    expect(inRange('2in-inches')).not.toBe(inRange('2in-orthogonal'));
    // A sample whose cells miss 7 times of 15 does not pass the check.
    const missing = structuredClone(result);
    missing.arms.forEach((arm, i) => Object.assign(arm.metrics.inRange, { ci: i < 7 ? [0.9, 0.95] : [0, 1] }));
    const line = cardInches.answer!(missing)[2];
    expect(line).toContain('8 of 15 cells hold the exact value');
    expect(line).toContain('so the samples disagree with the enumeration');
    expect(line).not.toContain('so the samples agree');
  }, 60_000);
});
