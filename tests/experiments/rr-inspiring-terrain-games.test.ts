/**
 * rr-inspiring-terrain-games (RR-019): the claim that Inspiring Terrain's bonus slows the killing rests on the change in
 * the points both sides remove together, with an interval that holds whatever the two sides' correlation (their
 * intervals' ends added), not on the sum of the two estimates.
 */
import { describe, expect, it } from 'vitest';
import inspiringGames from '../../experiments/rattle-and-rend/inspiring-terrain-games.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const PAIRS = 1000;
const mean = (value: number, se = 0.05): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean: value, sd: se * Math.sqrt(PAIRS), ci: [value - 1.96 * se, value + 1.96 * se] });
const change = (diff: number, half: number) => ({ diff, ci: [diff - half, diff + half] as [number, number], paired: true });
const METRICS = ['scoreA', 'length', 'removedByA', 'removedByB', 'attacksA', 'attacksB', 'fromInspiringA', 'fromInspiringB', 'intoInspiringA', 'intoInspiringB'];

/** Both matchups' arms; `removed[k]` is matchup k's no-bonus change in points removed by A and by B, each +/- 0.1. */
function result(removed: [[number, number], [number, number]]): ExperimentResult {
  const metrics = Object.fromEntries(METRICS.map((id) => [id, mean(1)]));
  const flat = Object.fromEntries(METRICS.map((id) => [id, change(0, 0.1)]));
  return {
    arms: (['throng-court', 'ogrekin-host'] as const).flatMap((m, k) => [
      { id: `${m}-as-written`, label: m, trials: PAIRS, metrics },
      { id: `${m}-no-bonus`, label: `${m} no bonus`, trials: PAIRS, metrics, vsBaseline: { ...flat, removedByA: change(removed[k][0], 0.1), removedByB: change(removed[k][1], 0.1) } },
      { id: `${m}-no-los-block`, label: `${m} no block`, trials: PAIRS, metrics, vsBaseline: flat },
    ]),
  } as unknown as ExperimentResult;
}

describe('rr-inspiring-terrain-games answer', () => {
  it('says the bonus slows the killing only where the total removed is clearly higher without it', () => {
    const both = inspiringGames.answer!(result([[-0.5, 0.9], [0.2, 0.1]]))[0];
    expect(both).toContain('Both matchups clearly remove more points, so as written it slows the killing');
    expect(both).toContain('Dwarven Throng v Vampire Court +0.4 per game (+0.2 to +0.6, 1,000 pairs)');
    // One side clearly higher (+0.15 +/- 0.1) and the sum's estimate above 0, but the total's interval reaches below 0.
    const one = inspiringGames.answer!(result([[-0.5, 0.9], [-0.05, 0.15]]))[0];
    expect(one).toContain('Clearly more in Dwarven Throng v Vampire Court only');
    expect(one).toContain('Ogrekin Hunting Party v Ghostly Host +0.1 per game (-0.1 to +0.3, 1,000 pairs)');
    const none = inspiringGames.answer!(result([[0, 0], [0, 0]]))[0];
    expect(none).toContain('Not clearly more in either matchup.');
  });

  it('names the warbands in prose, not by their preset ids', () => {
    const text = inspiringGames.answer!(result([[0, 0], [0, 0]])).join('\n');
    expect(text).toContain('(as written: Dwarven Throng scores ');
    expect(text).toContain('points removed by Ogrekin Hunting Party ');
    expect(text).toContain(', by Ghostly Host ');
    expect(text).not.toMatch(/dwarven-throng|vampire-court|ogrekin-hunting-party|ghostly-host/);
  });
});
