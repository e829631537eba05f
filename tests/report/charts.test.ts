import { describe, expect, it } from 'vitest';
import type { ChartRequest, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { buildChart, CHART_BUILDERS, CHART_KINDS } from '../../src/report/charts/chartKinds.ts';
import { ChartRequestError } from '../../src/report/charts/chartContext.ts';
import { CATEGORY_COLOURS } from '../../src/report/palette.ts';
import { renderSvg } from '../../src/report/render.ts';
import { resolveBands } from '../../src/report/verdict.ts';
import { factionWinRateResult, jovianPoolResult, matchupMatrixResult, mean, rofArmorSweepResult } from './fixtures.ts';
import { legendLabels, markGroups, markItems, subtitleText } from './svgMarks.ts';

async function draw(result: ExperimentResult, request: ChartRequest): Promise<string> {
  return renderSvg(buildChart({ result, request, bands: resolveBands(result) }));
}

describe('chart kinds', () => {
  it('has a builder for every chart kind the result schema names', () => {
    expect(Object.keys(CHART_BUILDERS).sort()).toEqual(Object.keys(CHART_KINDS).sort());
    expect(Object.keys(CHART_KINDS).sort()).toEqual(['arms', 'distribution', 'forest', 'heatmap', 'matrix', 'ranking', 'sweep']);
  });
});

describe('outcome distribution chart', () => {
  it('draws one bar per outcome per arm and one whisker per interval', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'distribution', metric: 'outcome' });
    // 4 arms x 4 outcomes (N, D, T, Q)
    expect(markItems(svg, 'bars')).toHaveLength(16);
    expect(markItems(svg, 'whiskers')).toHaveLength(16);
  });

  it('colours the arms with the Okabe-Ito palette, baseline first', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'distribution', metric: 'outcome' });
    const fills = new Set(markItems(svg, 'bars').map((bar) => /fill="([^"]+)"/.exec(bar)![1].toUpperCase()));
    expect([...fills].sort()).toEqual(CATEGORY_COLOURS.slice(0, 4).map((c) => c.toUpperCase()).sort());
  });

  it('says the trial count and the interval level in its subtitle', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'distribution', metric: 'outcome' });
    expect(subtitleText(svg)).toContain('4 arms x 4,000 trials each (16,000 in all)');
    expect(subtitleText(svg)).toContain('95% intervals');
  });

  it('labels the share axis with its unit (a share of outcomes: of rolls, games or dice, whatever one count is)', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'distribution', metric: 'outcome' });
    expect(svg).toContain('Share of outcomes (%)');
  });

  it('refuses a distribution chart of a mean metric with a message naming the metric', () => {
    const result = jovianPoolResult();
    expect(() => buildChart({ result, request: { kind: 'distribution', metric: 'damage' }, bands: [] })).toThrow(ChartRequestError);
    expect(() => buildChart({ result, request: { kind: 'distribution', metric: 'damage' }, bands: [] })).toThrow(/'damage' is a mean/);
  });
});

describe('per-arm chart', () => {
  it('draws a bar and a whisker per arm, the 45-55% band and one reference line at 50%', async () => {
    const result = factionWinRateResult();
    const svg = await draw(result, { kind: 'arms', metric: 'win' });
    expect(markItems(svg, 'bars')).toHaveLength(4);
    expect(markItems(svg, 'whiskers')).toHaveLength(4);
    expect(markItems(svg, 'reference')).toHaveLength(1);
    expect(markItems(svg, 'band')).toHaveLength(1);
    expect(subtitleText(svg)).toContain('4,000 paired games each');
    expect(subtitleText(svg)).toContain('45-55% band');
  });

  it('uses the baseline as the reference when there is no band and the metric is not a win rate', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'arms', metric: 'damage' });
    expect(markItems(svg, 'reference')).toHaveLength(1);
    expect(markItems(svg, 'band')).toHaveLength(0);
    expect(subtitleText(svg)).toContain('the baseline, Standard pool (1.27)');
    expect(svg).toContain('Mean damage (damage points per attack)');
  });

  /** The faction result with its win rate turned into a score (win 1, draw 1/2) and no verdict band. */
  function scoreResult(): ExperimentResult {
    const result = factionWinRateResult();
    result.bands = [];
    result.arms.forEach((arm, index) => {
      arm.metrics = { scoreA: mean("A's score (win 1, draw 1/2)", 'points per game', [0.61, 0.48, 0.5, 0.41][index], 0.45, arm.trials) };
      if (arm.vsBaseline) arm.vsBaseline = { scoreA: arm.vsBaseline.win };
    });
    return result;
  }

  it('draws a score against 1/2, an even game, and counts its trials as trials (a trial may be a pair of games)', async () => {
    const svg = await draw(scoreResult(), { kind: 'arms', metric: 'scoreA' });
    expect(markItems(svg, 'reference')).toHaveLength(1);
    expect(markItems(svg, 'band')).toHaveLength(0);
    expect(subtitleText(svg)).toContain('dashed line: 1/2, an even game');
    expect(subtitleText(svg)).toContain('4,000 paired trials each');
  });

  it("draws a score against the baseline arm when the request asks for it", async () => {
    const svg = await draw(scoreResult(), { kind: 'arms', metric: 'scoreA', reference: 'baseline' });
    expect(markItems(svg, 'reference')).toHaveLength(1);
    expect(subtitleText(svg)).toContain('the baseline, Dwarven Throng (0.48)');
  });

  it('draws every whisker and the reference line over a white halo, so they show on the black eighth bar', async () => {
    const svg = await draw(scoreResult(), { kind: 'arms', metric: 'scoreA' });
    const halos = markItems(svg, 'whiskersHalo');
    expect(halos).toHaveLength(4);
    expect(halos.every((item) => item.includes('stroke="white"') && item.includes('stroke-width="3.5"'))).toBe(true);
    expect(markItems(svg, 'referenceHalo')).toHaveLength(1);
    expect(svg.indexOf('whiskersHalo_marks')).toBeLessThan(svg.indexOf(' whiskers_marks'));
    expect(svg.indexOf('referenceHalo_marks')).toBeLessThan(svg.indexOf(' reference_marks'));
    const distribution = await draw(jovianPoolResult(), { kind: 'distribution', metric: 'outcome' });
    expect(markItems(distribution, 'whiskersHalo')).toHaveLength(markItems(distribution, 'whiskers').length);
  });

  it('draws no reference line for arms that are separate cases, and says so', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'arms', metric: 'damage', reference: 'none' });
    expect(markItems(svg, 'bars')).toHaveLength(4);
    expect(markItems(svg, 'reference')).toHaveLength(0);
    expect(subtitleText(svg)).toContain('no reference line');
    expect(subtitleText(svg)).not.toContain('baseline,');
  });

  it('draws a difference against 0', async () => {
    const spec = buildChart({ result: jovianPoolResult(), request: { kind: 'arms', metric: 'damage', reference: 'zero' }, bands: [] });
    const layer = (spec as { layer: { name?: string; data?: { values: { reference: number }[] } }[] }).layer.find((entry) => entry.name === 'reference');
    expect(layer?.data?.values).toEqual([{ reference: 0 }]);
    expect(subtitleText(await renderSvg(spec))).toContain('dashed line: 0, no difference');
  });

  it("draws a `where` subset against the subset's own baseline when the experiment's baseline is cut away", async () => {
    const result = jovianPoolResult();
    result.arms.forEach((arm, index) => { arm.coords = { group: index < 2 ? 'first' : 'second' }; });
    result.arms[3].baselineArm = 'plus-one-die';
    const svg = await draw(result, { kind: 'arms', metric: 'damage', where: { group: 'second' } });
    expect(markItems(svg, 'reference')).toHaveLength(1);
    expect(subtitleText(svg)).toContain('the baseline, Plus one die (1.53)');
  });
});

describe('forest plot', () => {
  it('draws one point and one whisker per variant and a zero line', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'forest', metric: 'kill' });
    expect(markItems(svg, 'points')).toHaveLength(3);
    expect(markItems(svg, 'whiskers')).toHaveLength(3);
    expect(markItems(svg, 'zero')).toHaveLength(1);
    expect(svg).toContain('(percentage points)');
  });

  it('colours a variant whose interval includes 0 as no clear difference', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'forest', metric: 'kill' });
    // exploding sixes: +0.5 pp with an interval of +-1.2 pp
    expect(svg).toContain('no clear difference');
    expect(svg).toContain('higher than baseline');
  });
});

describe('arms chart values', () => {
  it('are drawn over the dashed reference line, each on a white outline, so a line through a value does not cut it', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'arms', metric: 'damage' });
    const at = (name: string) => svg.indexOf(`role-mark ${name}_marks`);
    expect(at('reference')).toBeGreaterThan(0);
    expect(at('valuesHalo')).toBeGreaterThan(at('reference'));
    expect(at('values')).toBeGreaterThan(at('valuesHalo'));
    expect(markItems(svg, 'valuesHalo')).toHaveLength(markItems(svg, 'values').length);
  });
});

describe('number axes', () => {
  it('centre every label on its tick: flush end labels ran into their neighbours ("0.00.5 1.0 ... 8.59.0")', async () => {
    const svg = await draw(jovianPoolResult(), { kind: 'arms', metric: 'damage' });
    const xAxis = svg.slice(svg.indexOf('aria-label="X-axis'), svg.indexOf('aria-label="Y-axis'));
    const anchors = [...xAxis.matchAll(/<text text-anchor="(\w+)"[^>]*>[^<]*<\/text>/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(3);
    expect(new Set(anchors.slice(0, -1))).toEqual(new Set(['middle']));
  });
});

describe('sweep charts', () => {
  it('draws one line and one interval band per armour value and a point per arm', async () => {
    const svg = await draw(rofArmorSweepResult(), { kind: 'sweep', metric: 'kill', x: 'rof', y: 'armor' });
    expect(markGroups(svg, 'lines')).toBe(4);
    expect(markGroups(svg, 'bands')).toBe(4);
    expect(markItems(svg, 'points')).toHaveLength(20);
  });

  it('shades the verdict band across the sweep when one applies, and says so under the title', async () => {
    const plain = await draw(rofArmorSweepResult(), { kind: 'sweep', metric: 'kill', x: 'rof', y: 'armor' });
    expect(markItems(plain, 'verdictBand')).toHaveLength(0);
    expect(subtitleText(plain)).not.toContain('band:');
    const result = rofArmorSweepResult();
    result.bands = [{ metric: 'kill', low: 0.4, high: 0.6 }];
    const banded = await draw(result, { kind: 'sweep', metric: 'kill', x: 'rof', y: 'armor' });
    expect(markItems(banded, 'verdictBand')).toHaveLength(1);
    expect(subtitleText(banded)).toContain('grey stripe: the 40-60% band');
    expect(markGroups(banded, 'lines')).toBe(4);
  });

  it('names the series drawn on top of each other (the same at every x) and gives each series its own point shape', async () => {
    const result = rofArmorSweepResult();
    const plain = await draw(result, { kind: 'sweep', metric: 'kill', x: 'rof', y: 'armor' });
    expect(subtitleText(plain)).not.toContain('(one line)');
    // Armour 3 given armour 2's estimates: two series, one line.
    const copy = new Map(result.arms.filter((arm) => arm.coords!.armor === 2).map((arm) => [arm.coords!.rof, arm.metrics.kill]));
    result.arms = result.arms.map((arm) => (arm.coords!.armor === 3 ? { ...arm, metrics: { ...arm.metrics, kill: copy.get(arm.coords!.rof)! } } : arm));
    const same = await draw(result, { kind: 'sweep', metric: 'kill', x: 'rof', y: 'armor' });
    expect(subtitleText(same)).toContain('2 = 3 at every rof (one line)');
    expect(new Set(markItems(same, 'points').map((item) => /d="M([^"]{0,12})/.exec(item)?.[1])).size).toBeGreaterThan(1);
  });

  it('draws a heatmap cell with its value and interval written in it for every rate of fire and armour pair', async () => {
    const svg = await draw(rofArmorSweepResult(), { kind: 'heatmap', metric: 'kill', x: 'rof', y: 'armor' });
    expect(markItems(svg, 'cells')).toHaveLength(20);
    const labels = markItems(svg, 'labels');
    expect(labels).toHaveLength(20);
    expect(markItems(svg, 'intervals')).toHaveLength(20);
    expect(svg).toMatch(/>50%<\/text>/);
  });

  it("gives a report's heatmaps of one metric one colour scale, so one colour is one value in each", async () => {
    // Two heatmaps of mean damage, one per floor rule (each under its own `where`), the second's damage twice the first's.
    const result = rofArmorSweepResult();
    const doubled = structuredClone(result.arms).map((arm) => {
      const damage = arm.metrics.damage as MeanMetric;
      return { ...arm, id: `${arm.id}-floor`, coords: { ...arm.coords, floor: 'on' }, metrics: { ...arm.metrics, damage: { ...damage, mean: 2 * damage.mean } } };
    });
    result.arms = [...result.arms.map((arm) => ({ ...arm, coords: { ...arm.coords, floor: 'off' } })), ...doubled];
    const off = { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'armor', where: { floor: 'off' } } as const;
    const on = { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'armor', where: { floor: 'on' } } as const;
    const all = result.arms.map((arm) => (arm.metrics.damage as MeanMetric).mean);
    const domainOf = (request: ChartRequest) => {
      return JSON.stringify(buildChart({ result, request, bands: [] })).match(/"domain":\[([^\]]+)\]/)![1].split(',').map(Number);
    };
    result.charts = [off];
    // Alone, a heatmap spans its own cells.
    expect(domainOf(off)).toEqual([Math.min(...all.slice(0, 20)), Math.max(...all.slice(0, 20))]);
    result.charts = [off, on];
    expect(domainOf(off)).toEqual([Math.min(...all), Math.max(...all)]);
    expect(domainOf(on)).toEqual(domainOf(off));
    expect(subtitleText(await draw(result, on))).toContain("one colour scale for the report's 2 charts of it");
  });

  it('writes only the value in each cell of a grid of more than 12 columns, its intervals named as in data.csv', async () => {
    // rr-options-tactics' 25 entrants with an interval line in every cell made a 4,780 px chart, a fifth of it on a page.
    const result = rofArmorSweepResult();
    const wide = (columns: number) => ({
      ...result,
      arms: Array.from({ length: columns }, (_, c) => result.arms.slice(0, 2).map((arm, r) => ({ ...arm, id: `c${c}-r${r}`, coords: { rof: c + 1, armor: r } }))).flat(),
    });
    const narrow = await draw(wide(12), { kind: 'heatmap', metric: 'kill', x: 'rof', y: 'armor' });
    expect(markItems(narrow, 'intervals')).toHaveLength(24);
    const compact = await draw(wide(13), { kind: 'heatmap', metric: 'kill', x: 'rof', y: 'armor' });
    expect(markItems(compact, 'intervals')).toHaveLength(0);
    expect(markItems(compact, 'labels')).toHaveLength(26);
    expect(subtitleText(compact)).toContain('data.csv and the tooltips (13 columns: too many to print in the cells): 95% intervals');
    const widthOf = (svg: string) => Number(/<svg[^>]* width="([\d.]+)"/.exec(svg)![1]);
    expect(widthOf(compact)).toBeLessThan(widthOf(narrow));
  });

  it('draws one panel per value of a third coordinate instead of stacking two arms in one cell', async () => {
    const result = rofArmorSweepResult();
    const floorOn = structuredClone(result.arms).map((arm) => ({ ...arm, id: `${arm.id}-floor`, coords: { ...arm.coords, floor: 'on' } }));
    result.arms = [...result.arms.map((arm) => ({ ...arm, coords: { ...arm.coords, floor: 'off' } })), ...floorOn];
    const heatmap = await draw(result, { kind: 'heatmap', metric: 'kill', x: 'rof', y: 'armor' });
    expect(markGroups(heatmap, 'cells')).toBe(2);
    expect(markItems(heatmap, 'cells')).toHaveLength(40);
    expect(heatmap).toContain('floor=on');
    const sweep = await draw(result, { kind: 'sweep', metric: 'kill', x: 'rof', y: 'armor' });
    expect(markGroups(sweep, 'lines')).toBe(8);
  });

  it('labels a numeric x axis with each coordinate in full: 10 reads 10, not 1e+1, and 150 reads 150, not 200', async () => {
    // Fleet sizes as in jw-game-length (150, 250, 500 ...) and plain tens.
    for (const values of [[10, 20, 30, 40, 50, 60], [150, 250, 500, 750, 1000, 2500]]) {
      const result = rofArmorSweepResult();
      const rofs = [...new Set(result.arms.map((arm) => Number(arm.coords!.rof)))].sort((a, b) => a - b);
      result.arms = result.arms.map((arm) => ({ ...arm, coords: { ...arm.coords, rof: values[rofs.indexOf(Number(arm.coords!.rof))] } }));
      const svg = await draw(result, { kind: 'sweep', metric: 'kill', x: 'rof', y: 'armor' });
      for (const label of values.slice(0, rofs.length)) expect(svg, `axis label ${label}`).toMatch(new RegExp(`>${label}</text>`));
      expect(svg).not.toMatch(/>\d+e\+\d+<\/text>/);
    }
  });

  it("labels a heatmap legend's ends as its cells write them: mean damage 3.5 to 55 reads 3.5 and 55.0, not 4 and 6e+1", async () => {
    // A legend format ('~g') rounds to the precision vega infers from the legend's ticks, as an axis format does.
    const result = rofArmorSweepResult();
    result.arms = result.arms.map((arm) => {
      const damage = arm.metrics.damage as MeanMetric;
      return { ...arm, metrics: { ...arm.metrics, damage: { ...damage, mean: 10 * damage.mean, sd: 10 * damage.sd, ci: [10 * damage.ci[0], 10 * damage.ci[1]] as [number, number] } } };
    });
    const labels = legendLabels(await draw(result, { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'armor' }));
    expect(labels).toContain('3.5');
    expect(labels).toContain('55.0');
    for (const label of labels) expect(label).toMatch(/^\d+(\.\d+)?$/);
    // Nor in more digits than the cells' own: the domain's end 55.0333 reads as its cell does.
    const highest = result.arms.findIndex((arm) => (arm.metrics.damage as MeanMetric).mean === 55);
    const damage = result.arms[highest].metrics.damage as MeanMetric;
    result.arms[highest] = { ...result.arms[highest], metrics: { ...result.arms[highest].metrics, damage: { ...damage, mean: 55.0333 } } };
    const cellText = (await draw(result, { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'armor' })).match(/>(55[.\d]*)</)![1];
    const decimals = (cellText.split('.')[1] ?? '').length;
    const end = legendLabels(await draw(result, { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'armor' })).find((label) => label.startsWith('55'))!;
    expect(end).toBe(cellText);
  });

  it("writes a heatmap legend's title too long for a line on two, each line whole", async () => {
    const result = rofArmorSweepResult();
    const label = 'chance that the target is killed outright by the volley, counting armour saves and cover (kill chance)';
    result.arms = result.arms.map((arm) => ({ ...arm, metrics: { ...arm.metrics, kill: { ...arm.metrics.kill, label } } }));
    const svg = await draw(result, { kind: 'heatmap', metric: 'kill', x: 'rof', y: 'armor' });
    const title = svg.match(/<g class="mark-text role-legend-title"[^>]*><text[^>]*>([\s\S]*?)<\/text>/)![1];
    const lines = [...title.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toContain(label);
    expect(title).not.toContain('…');
  });

  it('names a missing coordinate in its error', () => {
    const result = rofArmorSweepResult();
    expect(() => buildChart({ result, request: { kind: 'heatmap', metric: 'kill', x: 'rof', y: 'range' }, bands: [] })).toThrow(/coordinate 'range'.*rof, armor/);
  });
});

describe('matchup matrix', () => {
  it('draws a cell and a value for every pairing', async () => {
    const svg = await draw(matchupMatrixResult(), { kind: 'matrix', metric: 'win', x: 'opponent', y: 'faction' });
    expect(markItems(svg, 'cells')).toHaveLength(16);
    expect(markItems(svg, 'labels')).toHaveLength(16);
    expect(subtitleText(svg)).toContain('16 arms x 4,000 games each');
  });
});
