/**
 * rr-resurrectionists' answer (RR-009): each nerf is placed against the 45-55% band by its whole interval (inside,
 * above, below) and named as not settled when its interval straddles an edge; made-up results, no games. The points
 * returned, read from each game's log, are the engine's own count of them (statResurrected).
 */
import { describe, expect, it } from 'vitest';
import experiment, { readReturns } from '../../experiments/rattle-and-rend/resurrectionists.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { playAgents } from '../systems/rattle-and-rend/scripted.ts';

const score = (mean: number, half: number) => ({ kind: 'mean', mean, ci: [mean - half, mean + half], n: 1000, sd: 0.5 });
// Made-up returns: 2 points a game, 1.5 of them Heavy (the ratio's sum metric is numerator plus denominator).
const returns = { returned: score(2, 0.1), returnedHeavy: score(1.5, 0.1), heavyShareSum: score(3.5, 0.2) };
const noChange = { diff: 0, ci: [-0.1, 0.1] };

function made(nerfs: Record<string, [number, number]>): ExperimentResult {
  const arms = [
    { id: 'defaults', label: 'every default reading', trials: 1000, metrics: { scoreA: score(0.68, 0.015), ...returns } },
    ...Object.entries(nerfs).map(([value, [mean, half]]) => ({
      id: `resurrectionists-${value}`,
      label: `resurrectionists=${value}`,
      trials: 1000,
      metrics: { scoreA: score(mean, half), ...returns },
      vsBaseline: { scoreA: { diff: mean - 0.68, ci: [mean - 0.68 - half, mean - 0.68 + half] }, returned: noChange },
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

  it('says what the Host returns, as written and under each nerf', () => {
    const lines = experiment.answer!(made({ 'no-heavies': [0.5, 0.02], 'quarter-points': [0.67, 0.02], 'sixth-points': [0.4, 0.02], 'all-penalty': [0.55, 0.02] }));
    expect(lines[2]).toMatch(/^As written the Host returns 2(\.0+)? points per game \(/);
    expect(lines[2]).toContain('Heavies 75%');
    expect(lines[2]).toContain('no-heavies ');
  });
});

describe('rr-resurrectionists: the returns read from the log', () => {
  it("are the engine's own count of points returned, some of them Heavies", () => {
    let heavy = 0;
    let returned = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = playAgents(['heuristic', 'heuristic'], [rattleAndRend.presets['ghostly-host'], rattleAndRend.presets['dwarven-throng']], seed);
      for (const seat of [0, 1]) {
        const r = readReturns(s, seat);
        expect(r.returned).toBe(s.statResurrected[seat]);
        expect(r.returnedHeavy).toBeLessThanOrEqual(r.returned);
        heavy += r.returnedHeavy;
        returned += r.returned;
      }
    }
    expect(returned).toBeGreaterThan(heavy);
    expect(heavy).toBeGreaterThan(0);
  });
});
