/**
 * `report.html`: one self-contained page per run, to forward to a playtest
 * group. Inline CSS, charts as inline SVG, no scripts, no network: it opens
 * from a file, an e-mail attachment or a zip. Every string that comes from the
 * result goes through escapeHtml; the only markup not built here is vega's SVG,
 * whose text vega itself escapes (checked by the tests).
 */
import { escapeHtml } from './escapeHtml.ts';
import type { ReportModel } from './reportModel.ts';

const STYLE = `
:root { color-scheme: light; --ink: #1f1f1f; --muted: #5a5a5a; --rule: #d9d9d9; --accent: #0072B2; --warn: #D55E00; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif; color: var(--ink); background: #fafafa; }
main { max-width: 1120px; margin: 0 auto; padding: 32px 28px 64px; background: white; min-height: 100vh; }
h1 { font-size: 28px; line-height: 1.25; margin: 0 0 8px; }
h2 { font-size: 20px; margin: 40px 0 12px; padding-bottom: 4px; border-bottom: 1px solid var(--rule); }
h3 { font-size: 16px; margin: 24px 0 8px; }
.question { font-size: 18px; margin: 0 0 4px; }
.source { color: var(--muted); margin: 0; font-size: 14px; }
.verdict { margin: 24px 0 8px; padding: 16px 20px; border-left: 6px solid var(--accent); background: #eef5fa; font-size: 18px; }
.verdict p { margin: 0 0 6px; }
.verdict p:last-child { margin-bottom: 0; }
.verdict .label { font-size: 13px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin-bottom: 6px; }
.all-verdicts { font-size: 14px; color: var(--muted); }
.all-verdicts li { margin: 2px 0; }
figure { margin: 24px 0; }
figure .chart-box svg { width: 100%; height: auto; display: block; }
figcaption { font-size: 13px; color: var(--muted); margin-top: 4px; }
.chart-error { padding: 12px 16px; border-left: 4px solid var(--warn); background: #fdf1ea; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; font-size: 14px; margin: 8px 0 16px; font-variant-numeric: tabular-nums; }
th, td { text-align: left; padding: 6px 12px; border-bottom: 1px solid var(--rule); vertical-align: top; }
th { background: #f2f2f2; font-weight: 600; }
tbody tr:nth-child(even) td { background: #fbfbfb; }
dl.method { display: grid; grid-template-columns: max-content 1fr; gap: 6px 20px; font-size: 14px; }
dl.method dt { color: var(--muted); }
dl.method dd { margin: 0; overflow-wrap: anywhere; }
pre { background: #f4f4f4; padding: 12px 16px; overflow-x: auto; font-size: 14px; border-radius: 4px; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
footer { margin-top: 48px; font-size: 13px; color: var(--muted); }
@media print { body { background: white; } main { padding: 0; } figure { break-inside: avoid; } }
`;

function table(columns: string[], rows: string[][]): string {
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell, i) => (i === 0 ? `<th scope="row">${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join('')}</tr>`).join('\n');
  return `<div class="table-wrap"><table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}

/** Charts are drawn at their natural size and shown a quarter larger, so their 12 px labels read like the page's text. */
function chartDisplayWidth(svg: string): number {
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1] ?? 600);
  return Math.round(width * 1.25);
}

export interface HtmlOptions {
  /** Shown under "Reproduce": how to re-render this page from its result.json. */
  rerenderCommand?: string;
}

export function reportHtml(model: ReportModel, options: HtmlOptions = {}): string {
  const { result, verdicts, charts, tables, method, terms } = model;
  const { experiment } = result;
  const source = `${experiment.source.rulebook}, section ${experiment.source.section}${experiment.source.catalogue.length ? `; catalogue ${experiment.source.catalogue.join(', ')}` : ''}`;
  const allSentences = [...verdicts.bandVerdicts, ...verdicts.differenceVerdicts].map((v) => v.sentence);
  const figures = charts
    .map((chart) =>
      chart.svg
        ? `<figure id="${escapeHtml(chart.name)}" class="chart">\n<div class="chart-box" style="max-width: ${chartDisplayWidth(chart.svg)}px">${chart.svg}</div>\n<figcaption>${escapeHtml(chart.title)}: also as <a href="${escapeHtml(chart.name)}.svg">SVG</a> and <a href="${escapeHtml(chart.name)}.png">PNG</a>.</figcaption>\n</figure>`
        : `<div class="chart-error" id="${escapeHtml(chart.name)}"><strong>${escapeHtml(chart.title)} could not be drawn:</strong> ${escapeHtml(chart.error)}</div>`,
    )
    .join('\n');
  const tableHtml = tables
    .map((t) => `<h3>${escapeHtml(t.metric.label)} <small>(${escapeHtml(t.metricId)}, ${escapeHtml(t.metric.kind)})</small></h3>\n${table(t.columns, t.rows.map((row) => row.cells))}`)
    .join('\n');
  const methodHtml = method.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:">
<title>${escapeHtml(experiment.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<h1>${escapeHtml(experiment.title)}</h1>
<p class="question">${escapeHtml(experiment.question)}</p>
<p class="source">Source: ${escapeHtml(source)}</p>
</header>
<section class="verdict" aria-label="Verdict">
<div class="label">Verdict</div>
${verdicts.headline.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join('\n')}
${model.dataNote ? `<p class="data-note"><strong>Data:</strong> ${escapeHtml(model.dataNote)}</p>` : ''}
</section>
${allSentences.length > 0 ? `<details class="all-verdicts"><summary>Every verdict (${allSentences.length})</summary><ul>\n${allSentences.map((s) => `<li>${escapeHtml(s)}</li>`).join('\n')}\n</ul></details>` : ''}
<h2>Charts</h2>
${figures || '<p>No charts were requested.</p>'}
<h2>Numbers</h2>
${tableHtml}
<h2>Method</h2>
<dl class="method">
${methodHtml}
</dl>
${terms.length > 0 ? `<h2>Terms used here</h2>\n<dl class="method">\n${terms.map(([term, meaning]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(meaning)}</dd>`).join('\n')}\n</dl>` : ''}
<h2>Reproduce</h2>
<p>Run again from scratch (same seed, same numbers):</p>
<pre><code>${escapeHtml(result.command)}</code></pre>
${options.rerenderCommand ? `<p>Redraw this page from the saved result without re-running:</p>\n<pre><code>${escapeHtml(options.rerenderCommand)}</code></pre>` : ''}
<footer>${escapeHtml(result.tool.name)} ${escapeHtml(result.tool.version)}, commit ${escapeHtml(result.tool.commit)}. Every estimate is shown with its interval and trial count; a verdict is stated only when the interval supports it.</footer>
</main>
</body>
</html>
`;
}
