import { describe, expect, it } from 'vitest';
import { solveBoarding } from '../../../experiments/jovian-wars/_boardingFirefight.ts';
import { CAPTURE_ODDS, captureChance, ODDS_BOARDERS, ODDS_EXCHANGES, ODDS_MARINES } from '../../../src/systems/jovian-wars/boardingOdds.ts';
import { defaultVariants } from '../../../src/systems/jovian-wars/rules.ts';
import type { OpposedVariant } from '../../../src/dice/d6opposed.ts';

describe('boarding capture odds (heuristic table)', () => {
  it('equals the exact solver regenerated (solveBoarding, fresh valiant, default opposed)', () => {
    const s = solveBoarding(ODDS_EXCHANGES, ODDS_BOARDERS, ODDS_MARINES, 'valiant', defaultVariants().opposed as OpposedVariant);
    const regenerated = Array.from({ length: ODDS_EXCHANGES }, (_, h) =>
      Array.from({ length: ODDS_BOARDERS }, (_, b) => Array.from({ length: ODDS_MARINES }, (_, m) => Math.round(s[h + 1][b + 1][m + 1][0].capture * 1e4) / 1e4)),
    );
    expect(CAPTURE_ODDS).toEqual(regenerated);
  });

  it('reads the table and its edges', () => {
    expect(captureChance(3, 0, 1)).toBe(0);
    expect(captureChance(0, 2, 0)).toBe(1);
    expect(captureChance(0, 2, 1)).toBe(0);
    expect(captureChance(2, 3, 1)).toBe(CAPTURE_ODDS[1][2][0]);
    expect(captureChance(9, 9, 5)).toBe(CAPTURE_ODDS[ODDS_EXCHANGES - 1][ODDS_BOARDERS - 1][ODDS_MARINES - 1]);
    // More Boarders or more firefights never lower the chance; more Marines never raise it.
    for (let h = 1; h <= ODDS_EXCHANGES; h++)
      for (let b = 1; b <= ODDS_BOARDERS; b++)
        for (let m = 1; m <= ODDS_MARINES; m++) {
          if (b > 1) expect(captureChance(h, b, m)).toBeGreaterThanOrEqual(captureChance(h, b - 1, m));
          if (h > 1) expect(captureChance(h, b, m)).toBeGreaterThanOrEqual(captureChance(h - 1, b, m));
          if (m > 1) expect(captureChance(h, b, m)).toBeLessThanOrEqual(captureChance(h, b, m - 1));
        }
  });
});
