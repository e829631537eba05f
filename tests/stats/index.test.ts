import { describe, expect, it } from 'vitest';
import * as stats from '../../src/stats/index.ts';

describe('stats index', () => {
  it('re-exports every function of the statistics layer', () => {
    const names = [
      'wilson', 'zForConfidence', 'normalCdf', 'normalQuantile', 'meanInterval', 'pairedDifference',
      'unpairedDifference', 'proportionDifference', 'winRate', 'ratioShare', 'stoppingDecision', 'halfWidth', 'sumBound',
      'averageBound', 'ratioBound',
    ] as const;
    for (const name of names) expect(typeof stats[name], name).toBe('function');
    expect(stats.Z95).toBeCloseTo(1.959963984540054, 12);
  });
});
