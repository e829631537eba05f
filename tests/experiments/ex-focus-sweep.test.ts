/**
 * ex-focus-sweep (experiments/exoshift/focus-sweep.ts; EX-002): the cells are the pipeline's own numbers (the printed
 * trooper's best Focus Fire 0.8064, Snap Fire 0.6 x 0.7), Quality and Disruption act only through Quality - Disruption,
 * the grid covers the catalogue's ranges once each, and a short run's samples agree with the exact cells.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ACCURACIES, CELLS, cellId, DISRUPTIONS, exactCell, QUALITIES, ROFS, type Cell } from '../../experiments/exoshift/focus-sweep.ts';
import { runToResult } from '../../src/sim/run.ts';

const cell = (over: Partial<Cell>): Cell => ({ part: 'quality', action: 'focus-fire', quality: 6, disruption: 0, accuracy: 2, rof: 2, ...over });

describe('ex-focus-sweep: the cells', () => {
  it("are the pipeline's numbers: the printed trooper's best Focus Fire, two shots at Aim 2 (1 - (1 - 0.8 x 0.7)^2), and Snap Fire, one shot at 6 (0.6 x 0.7)", () => {
    const best = exactCell(cell({}));
    expect(best).toMatchObject({ shots: 2, aim: 2, focus: 6 });
    expect(best.damage).toBeCloseTo(1 - (1 - 0.8 * 0.7) ** 2, 12);
    expect(exactCell(cell({ part: 'snap', action: 'snap-fire' })).damage).toBeCloseTo(0.42, 12);
    // Advance halves the budget, rounded up: Quality 5 gives 3 focus, one Aim on each of two shots (1 - (1 - 0.7 x 0.7)^2).
    expect(exactCell(cell({ action: 'advance', quality: 5 }))).toMatchObject({ focus: 3, shots: 2, aim: 1 });
  });

  it('Quality and Disruption enter only as Quality - Disruption', () => {
    for (const action of ['focus-fire', 'advance'] as const) {
      expect(exactCell(cell({ action, quality: 7, disruption: 3 })).damage).toBe(exactCell(cell({ action, quality: 4, disruption: 0 })).damage);
      expect(exactCell(cell({ action, quality: 8, disruption: 4 })).disruption).toBe(exactCell(cell({ action, quality: 4, disruption: 0 })).disruption);
    }
    expect(experiment.answer!({ arms: [] } as never)[0]).toContain('they act only through the focus budget');
  });

  it('reports exactly tied weapons as a tie: at RoF 4 the focus goes on shots, so Accuracy buys nothing', () => {
    const line = experiment.answer!({ arms: [] } as never).find((l) => l.startsWith('Accuracy and RoF'))!;
    expect(line).toContain('The best weapons here tie exactly: Accuracy 1, 2 and 3 at RoF 4 (each 88.7%, exact)');
    expect(line).not.toContain('The best weapon here is');
  });

  it("cover the catalogue's ranges once each: Quality 3-8 x Disruption 0-4 and Accuracy 1-3 x RoF 1-4 for two actions, and Snap Fire", () => {
    expect([QUALITIES, DISRUPTIONS, ACCURACIES, ROFS].map((r) => [r[0], r[r.length - 1]])).toEqual([[3, 8], [0, 4], [1, 3], [1, 4]]);
    expect(CELLS).toHaveLength(2 * 6 * 5 + 2 * 3 * 4 + 1);
    expect(new Set(CELLS.map(cellId)).size).toBe(CELLS.length);
  });
});

describe('ex-focus-sweep: a short run', () => {
  it("samples every cell; nearly every interval holds the exact value, and the answer counts them", async () => {
    const { result } = await runToResult({ experiment: 'ex-focus-sweep', trials: 4096, workers: 1, seed: 5 });
    expect(result.arms).toHaveLength(CELLS.length);
    const check = experiment.answer!(result).find((line) => line.startsWith('The check: '))!;
    // Cells making the same attack read the same dice: one check each, as many as the distinct exact cells (10).
    const distinctExact = new Set(CELLS.map((c) => { const e = exactCell(c); return `${e.damage}:${e.disruption}:${e.takenOut}`; })).size;
    const [, samples, held, of] = /(\d+) distinct samples of [\d,]+ attacks each, and (\d+) of their (\d+) intervals/.exec(check)!.map(Number);
    expect(samples).toBe(distinctExact);
    expect(of).toBe(2 * distinctExact);
    // 95% each, but the samples share their dice: at most a few may miss together.
    expect(held).toBeGreaterThanOrEqual(of - 4);
    expect(check).toContain('are not independent checks');
  }, 120_000);
});
