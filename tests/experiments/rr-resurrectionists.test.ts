/**
 * rr-resurrectionists' answer (RR-009): each nerf is placed against the 45-55% band by its whole interval (inside,
 * above, below) and named as not settled when its interval straddles an edge; made-up results, no games.
 */
import { describe, expect, it } from 'vitest';
import experiment from '../../experiments/rattle-and-rend/resurrectionists.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';

const score = (mean: number, half: number) => ({ kind: 'mean', mean, ci: [mean - half, mean + half], n: 1000, sd: 0.5 });

function made(nerfs: Record<string, [number, number]>): ExperimentResult {
  const arms = [
    { id: 'defaults', label: 'every default reading', trials: 1000, metrics: { scoreA: score(0.68, 0.015) } },
    ...Object.entries(nerfs).map(([value, [mean, half]]) => ({
      id: `resurrectionists-${value}`,
      label: `resurrectionists=${value}`,
      trials: 1000,
      metrics: { scoreA: score(mean, half) },
      vsBaseline: { scoreA: { diff: mean - 0.68, ci: [mean - 0.68 - half, mean - 0.68 + half] } },
    })),
  ];
  return { arms } as unknown as ExperimentResult;
}

describe('rr-resurrectionists: the answer against the band', () => {
  it('names each nerf inside, above, below or not settled by its whole interval', () => {
    const lines = experiment.answer!(made({ 'no-heavies': [0.5, 0.02], 'quarter-points': [0.67, 0.02], 'sixth-points': [0.4, 0.02], 'all-penalty': [0.55, 0.02] }));
    expect(lines[0]).toContain('too strong by the 45-55% band');
    expect(lines[1]).toContain('Inside the 45-55% band: no-heavies.');
    expect(lines[1]).toContain('Still above it: quarter-points.');
    expect(lines[1]).toContain('Below it (too harsh for this matchup): sixth-points.');
    expect(lines[1]).toContain('straddles an edge of the band): all-penalty.');
  });

  it('never says a nerf fails to reach the band when its interval only straddles the edge', () => {
    const lines = experiment.answer!(made({ 'no-heavies': [0.54, 0.05], 'quarter-points': [0.68, 0.02], 'sixth-points': [0.54, 0.05], 'all-penalty': [0.59, 0.05] }));
    expect(lines[1]).toContain('No nerf is shown inside the 45-55% band.');
    expect(lines[1]).toContain('Still above it: quarter-points.');
    expect(lines[1]).toContain('band): no-heavies, sixth-points, all-penalty.');
    expect(lines[1]).not.toContain('Below it');
  });
});
