/**
 * cellColours.ts: a win rate or score is diverging, white at 1/2 and never narrower than 0.40-0.60, so noise around
 * an even game stays pale; a signed value is diverging at 0; anything else is sequential over its own range.
 */
import { describe, expect, it } from 'vitest';
import { cellColours } from '../../src/report/charts/cellColours.ts';
import type { MetricResult } from '../../src/sim/result.ts';

const score = { kind: 'mean', label: "A's score (win 1, draw 1/2)", unit: 'points per game' } as MetricResult;
const winRate = { kind: 'proportion', label: 'A wins' } as MetricResult;
const removal = { kind: 'proportion', label: 'Target removed' } as MetricResult;
const points = { kind: 'mean', label: 'Net points', unit: 'points' } as MetricResult;

describe('cell colours', () => {
  it('draw a score white at 1/2, at least 0.40 to 0.60 wide, so 0.46-0.54 noise stays pale', () => {
    const noise = cellColours('scoreA', score, [0.46, 0.5, 0.54], 'cells: estimates, darker is lower');
    expect(noise.scale).toEqual({ scheme: 'blueorange', domain: [0.4, 0.6], domainMid: 0.5 });
    expect(noise.darkFill(0.46)).toBe(false);
    expect(noise.note).toBe('cells: estimates, white is 1/2');
    // A clear imbalance widens the scale to the farthest cell, symmetric about 1/2.
    const wide = cellColours('scoreA', score, [0.2, 0.5, 0.61], 'cells: estimates, darker is lower');
    expect(wide.scale.domain).toEqual([0.2, 0.8]);
    expect(wide.darkFill(0.2)).toBe(true);
  });

  it('draw a win rate white at 50%, a signed value white at 0, and anything else sequential', () => {
    expect(cellColours('win', winRate, [0.3, 0.7], 'cells: row side estimate, darker is lower').note).toBe('cells: row side estimate, white is 50%');
    const net = cellColours('points', points, [-1.9, 0.2, 1.7], 'cells: estimates, darker is lower');
    expect(net.scale).toEqual({ scheme: 'blueorange', domain: [-1.9, 1.9], domainMid: 0 });
    expect(net.note).toBe('cells: estimates, white is 0');
    const chance = cellColours('removed', removal, [0.1, 0.5, 0.9], 'cells: row side estimate, darker is lower');
    expect(chance.scale.domainMid).toBeUndefined();
    expect(chance.note).toBe('cells: row side estimate, darker is lower');
  });
});
