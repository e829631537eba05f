/**
 * ex-focus-fire's EX-036 line (experiments/exoshift/focus-fire.ts): RoF shots in all (extraShots=rof-total, the
 * default) against 1 + RoF (rof-extra), worked by hand for the printed trooper at Disruption 0: six focus buy two
 * shots at Aim 2 (hit on 8, saved on 3: 1 - (1 - 0.56)^2) or three at Aim 1 (hit on 7: 1 - (1 - 0.49)^3).
 */
import { describe, expect, it } from 'vitest';
import experiment from '../../experiments/exoshift/focus-fire.ts';
import { resultSkeleton } from './resultSkeleton.ts';

describe('ex-focus-fire: EX-036', () => {
  it('compares RoF shots in all with 1 + RoF by the best buy, expected hits and P(damage)', () => {
    const line = experiment.answer!(resultSkeleton(experiment, 150)).find((l) => l.startsWith('EX-036'))!;
    const pct = (p: number) => `${(100 * p).toFixed(1)}%`;
    expect(line).toContain('buys 2x Aim 2 against 3x Aim 1;');
    expect(line).toContain('expected hits 1.60 against 2.10;');
    expect(line).toContain(`P(damage) ${pct(1 - 0.44 ** 2)} against ${pct(1 - 0.51 ** 3)};`);
  });
});
