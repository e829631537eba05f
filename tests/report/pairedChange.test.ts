/** pairedChange: the sentence experiments use for a paired difference, verdict only where the interval allows. */
import { describe, expect, it } from 'vitest';
import { pairedChange } from '../../src/report/format.ts';

describe('pairedChange', () => {
  it('says clearly higher or lower only when the interval excludes 0', () => {
    expect(pairedChange({ diff: 0.05, ci: [0.02, 0.08] }, 800, 'per game')).toMatch(/, clearly higher$/);
    expect(pairedChange({ diff: -0.1, ci: [-0.13, -0.08] }, 800, 'per game')).toMatch(/, clearly lower$/);
  });

  it('otherwise estimates the pairs that would settle it: the half-width falls as one over the square root of the count', () => {
    // Half-width 0.03 at 800 pairs around 0.02: (0.03 / 0.02)^2 x 800 = 1,800 pairs.
    expect(pairedChange({ diff: 0.02, ci: [-0.01, 0.05] }, 800, 'per game')).toMatch(/inconclusive \(about 1,800 pairs would settle it if the estimate holds\)$/);
    expect(pairedChange({ diff: 0, ci: [-0.02, 0.02] }, 800, 'per game')).toMatch(/, no clear change$/);
  });

  it('never reads a zero-width interval from too few pairs as a verdict', () => {
    expect(pairedChange({ diff: 0, ci: [0, 0] }, 4, 'per game')).toMatch(/, no pair changed$/);
    expect(pairedChange({ diff: 0.5, ci: [0.5, 0.5] }, 2, 'per game')).toMatch(/too few pairs to judge\)$/);
  });
});
