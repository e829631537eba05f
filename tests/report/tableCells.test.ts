/**
 * A report table prints a column at the precision its widest interval supports; a narrow interval in that column gets
 * the decimals that tell its ends apart (reportModel.ts cellNumbers), so "1% (1% to 1%)" never reads as a value known
 * exactly when the interval is 0.5% to 1.3%. An interval that is really a point still prints as one.
 */
import { describe, expect, it } from 'vitest';
import { buildReportModel, cellNumbers } from '../../src/report/reportModel.ts';
import { percent, shown } from '../../src/report/format.ts';
import { distribution, factionWinRateResult, jovianPoolResult, proportion } from './fixtures.ts';
import { buildChart } from '../../src/report/charts/chartKinds.ts';
import { renderSvg } from '../../src/report/render.ts';
import { subtitleText } from './svgMarks.ts';

describe('table cells', () => {
  it('keeps the column precision unless the two ends would print alike', () => {
    const column = { print: percent, decimals: 0 };
    expect(cellNumbers(column, 0.4, [0.31, 0.5])).toEqual(['40%', '31%', '50%']);
    expect(cellNumbers(column, 0.008, [0.005, 0.013])).toEqual(['0.8%', '0.5%', '1.3%']);
    // At most two decimals more, and only when they tell the ends apart: a narrower interval keeps the column's.
    expect(cellNumbers(column, 0.5, [0.499999, 0.500001])).toEqual(['50%', '50%', '50%']);
    expect(cellNumbers({ print: shown, decimals: 4 }, 4 / 3, [4 / 3 - 1e-15, 4 / 3 + 1e-15])).toEqual(['1.3333', '1.3333', '1.3333']);
    expect(cellNumbers({ print: shown, decimals: 3 }, 0.13208, [0.13181, 0.13236])).toEqual(['0.1321', '0.1318', '0.1324']);
    // A point (an exact value, or nothing seen and nothing possible) prints as a point.
    expect(cellNumbers(column, 1, [1, 1])).toEqual(['100%', '100%', '100%']);
    expect(cellNumbers({ print: shown, decimals: 2 }, 0, [0, 0])).toEqual(['0.00', '0.00', '0.00']);
    expect(cellNumbers({ print: shown, decimals: 0 }, 4.2, [3.8, 4.4])).toEqual(['4.2', '3.8', '4.4']);
  });

  it('a narrow row in a column of wide ones gets its own decimals, the wide rows keep the column\'s', async () => {
    const result = factionWinRateResult();
    // A rare outcome seen 80 times in 10,000 games beside win rates seen over 40 games.
    result.arms = result.arms.slice(0, 2).map((arm, k) => ({ ...arm, trials: k === 0 ? 10_000 : 40, metrics: { win: k === 0 ? proportion('Win rate', 80, 10_000) : proportion('Win rate', 17, 40) } }));
    delete result.arms[0].vsBaseline;
    delete result.arms[1].vsBaseline;
    result.experiment.baseline = '';
    result.bands = [];
    const model = await buildReportModel(result);
    const table = model.tables.find((t) => t.metricId === 'win')!;
    const [rare, common] = table.rows.map((row) => row.cells);
    expect(rare.slice(1, 3)).toEqual(['0.8%', '0.6% to 1.0%']);
    expect(common.slice(1, 3)).toEqual(['43%', '29% to 58%']);
  });

  it('distribution cells follow the same rule', async () => {
    const result = factionWinRateResult();
    result.arms = [{ ...result.arms[0], vsBaseline: undefined, metrics: { d: distribution('Outcome', ['a', 'b'], [9_920, 80]) } }, { ...result.arms[1], vsBaseline: undefined, metrics: { d: distribution('Outcome', ['a', 'b'], [23, 17]) } }];
    result.experiment.baseline = '';
    result.bands = [];
    result.charts = [];
    const model = await buildReportModel(result);
    const table = model.tables.find((t) => t.metricId === 'd')!;
    expect(table.rows[0].cells.slice(1, 3)).toEqual(['99.2% (99.0% to 99.4%)', '0.8% (0.6% to 1.0%)']);
    expect(table.rows[1].cells.slice(1, 3)).toEqual(['57% (42% to 71%)', '43% (29% to 58%)']);
  });
});

describe('a distribution an arm counted nothing in', () => {
  /** The pool result with its second arm's outcome counts all 0 (as summarize gives an arm that never records the metric). */
  function uncounted() {
    const result = jovianPoolResult();
    const own = result.arms[1].metrics.outcome;
    if (own.kind !== 'distribution') throw new Error('fixture changed');
    result.arms[1].metrics.outcome = { ...own, counts: own.counts.map(() => 0), p: own.counts.map(() => 0), ci: own.counts.map(() => [0, 0.001] as [number, number]) };
    return result;
  }

  it('reads "none counted" in its table row, not 0% in every key', async () => {
    const model = await buildReportModel(uncounted());
    const table = model.tables.find((t) => t.metricId === 'outcome')!;
    expect(table.rows[1].cells.slice(1, -1).every((cell) => cell === 'none counted')).toBe(true);
    expect(table.rows[0].cells[1]).toMatch(/%/);
  });

  it('is left out of its distribution chart, and the subtitle names it', async () => {
    const result = uncounted();
    const svg = await renderSvg(buildChart({ result, request: { kind: 'distribution', metric: 'outcome' }, bands: [] }));
    expect(subtitleText(svg)).toContain(`none counted, not drawn: ${result.arms[1].label}`);
  });
});
