import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/report/escapeHtml.ts';
import { escapeMarkdown } from '../../src/report/escapeMarkdown.ts';
import { reportHtml } from '../../src/report/html.ts';
import { reportMarkdown } from '../../src/report/markdown.ts';
import { buildReportModel } from '../../src/report/reportModel.ts';
import { distribution, factionWinRateResult, jovianPoolResult } from './fixtures.ts';

const SCRIPT = '<script>alert(1)</script>';

function hostileResult() {
  const result = factionWinRateResult();
  result.arms[0].label = SCRIPT;
  result.arms[0].id = 'x"><img src=x onerror=alert(2)>';
  result.experiment.title = `Is ${SCRIPT} too strong?`;
  result.experiment.question = 'A & B <b>bold</b>?';
  result.experiment.source.section = '<iframe src="https://evil.example">';
  result.variants = { '<i>': '</i>' };
  result.command = `playtest run x.ts --set name='${SCRIPT}'`;
  return result;
}

describe('report.html', () => {
  it('shows a unit named <script>alert(1)</script> as text, in the page and in its charts', async () => {
    const html = reportHtml(await buildReportModel(hostileResult()));
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<b>bold/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; B &lt;b&gt;bold&lt;/b&gt;?');
    // The chart's axis label for the arm is escaped by vega's SVG writer.
    const svgs = html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
    expect(svgs.length).toBe(2);
    expect(svgs.join('')).toContain('&lt;script&gt;');
  });

  it('is self-contained: no scripts, no stylesheets or images from the network', async () => {
    const html = reportHtml(await buildReportModel(jovianPoolResult()));
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/\b(src|href)="(https?:)?\/\//i);
    expect(html).toContain('<style>');
    expect((html.match(/<svg\b/g) ?? []).length).toBe(4);
  });

  it('states the question, its source, the verdict, the method and the command that reproduces it', async () => {
    const result = factionWinRateResult();
    const html = reportHtml(await buildReportModel(result), { rerenderCommand: 'playtest report reports/rr/result.json' });
    expect(html).toContain('Does the Resurrectionists warband win more than its share');
    expect(html).toContain('003_a8f1c2.txt, section 2.1 Warbands; catalogue RR-009');
    expect(html).toMatch(/<p>Resurrectionists wins 61% \(59-63%, 4,000 paired games\): too strong by the 45-55% band<\/p>/);
    for (const term of ['Seed', 'Chunk size', 'Stop reason', 'Rule variants', '--set patches', 'Workers', 'Tool', 'Commit']) {
      expect(html).toContain(`<dt>${escapeHtml(term)}</dt>`);
    }
    expect(html).toContain('precision: every interval reached the target half-width of 0.015');
    expect(html).toContain('<pre><code>playtest run experiments/resurrectionists-too-strong.ts --seed 20240611 --agents greedy,greedy</code></pre>');
    expect(html).toContain('playtest report reports/rr/result.json');
  });

  it('tabulates every arm and metric with its interval and trial count', async () => {
    const html = reportHtml(await buildReportModel(jovianPoolResult()));
    for (const label of ['Standard pool', 'Re-roll blanks', 'Plus one die', 'Exploding sixes']) {
      expect((html.match(new RegExp(`<th scope="row">${label}</th>`, 'g')) ?? []).length).toBe(3);
    }
    // distribution cells carry their interval; the mean row its interval and n
    expect(html).toContain('<td>37% (36% to 39%)</td>');
    expect(html).toContain('<td>1.27</td><td>1.24 to 1.30</td><td>4,000</td>');
    expect(html).toContain('<th scope="col">Trials</th>');
    expect(html).not.toContain('<th scope="col">Games</th>');
  });

  it('gives each distribution key of any arm its own column, blank for arms without it (keys per arm)', async () => {
    const result = jovianPoolResult();
    const own = result.arms[1].metrics.outcome;
    if (own.kind !== 'distribution') throw new Error('fixture: outcome is a distribution');
    result.arms[1].metrics.outcome = distribution(own.label, ['hit', 'miss'], [1000, 3000]);
    const { tables } = await buildReportModel(result);
    const table = tables.find((t) => t.metricId === 'outcome')!;
    expect(table.columns.slice(-7)).toEqual(['N (interval)', 'D (interval)', 'T (interval)', 'Q (interval)', 'hit (interval)', 'miss (interval)', 'Trials']);
    const cells = (arm: number) => table.rows[arm].cells.slice(-7);
    expect(cells(1).slice(0, 4)).toEqual(['', '', '', '']);
    expect(cells(1)[4]).toMatch(/^25% \(/);
    expect(cells(0).slice(4, 6)).toEqual(['', '']);
    expect(cells(0)[0]).toMatch(/^37% \(/);
  });

  it('shows a chart that cannot be drawn as a message instead of failing the whole report', async () => {
    const result = jovianPoolResult();
    result.charts.push({ kind: 'distribution', metric: 'damage' });
    const html = reportHtml(await buildReportModel(result));
    expect(html).toContain('could not be drawn:</strong> distribution chart needs a distribution metric');
  });
});

describe('summary.md', () => {
  it('carries the same verdict and table as the page, with Markdown and HTML in names neutralised', async () => {
    const model = await buildReportModel(hostileResult());
    const markdown = reportMarkdown(model);
    expect(markdown).toContain(`- ${escapeMarkdown(model.verdicts.headline[0])}`);
    expect(model.verdicts.headline[0]).toContain('<script>alert(1)</script> wins 61%');
    // Inside the fenced code block the command is verbatim (Markdown shows it as text, and it must stay copyable).
    const [before, code, after] = markdown.split(/```(?:sh)?\n/);
    expect(code).toContain(`--set name='${SCRIPT}'`);
    expect(before + after).not.toMatch(/<script/i);
    expect(markdown).toContain('| &lt;script&gt;alert(1)&lt;/script&gt; |');
    // A win rate's trials are games.
    expect(markdown).toMatch(/\| Arm \| Estimate \(%\) \| 95% interval \| Games \|/);
  });
});
