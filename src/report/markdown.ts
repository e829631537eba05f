/**
 * `summary.md`: the verdict and the numbers in Markdown, for an issue, a chat
 * message or a changelog. Same sentences and tables as report.html (both come
 * from the report model). Text from the result is escaped for Markdown, which
 * also neutralises raw HTML.
 */
import { escapeMarkdown } from './escapeMarkdown.ts';
import type { ReportModel } from './reportModel.ts';

function table(columns: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(escapeMarkdown).join(' | ')} |`;
  return [line(columns), `|${columns.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n');
}

export function reportMarkdown(model: ReportModel): string {
  const { result, verdicts, charts, tables, method, terms } = model;
  const { experiment } = result;
  const lines: string[] = [
    `# ${escapeMarkdown(experiment.title)}`,
    '',
    escapeMarkdown(experiment.question),
    '',
    `Source: ${escapeMarkdown(experiment.source.rulebook)}, section ${escapeMarkdown(experiment.source.section)}${experiment.source.catalogue.length ? `; catalogue ${escapeMarkdown(experiment.source.catalogue.join(', '))}` : ''}`,
    '',
    '## Verdict',
    '',
    ...verdicts.headline.map((sentence) => `- ${escapeMarkdown(sentence)}`),
    ...(model.dataNote ? ['', `Data: ${escapeMarkdown(model.dataNote)}`] : []),
    '',
  ];
  for (const t of tables) {
    lines.push(`## ${escapeMarkdown(t.metric.label)} (${escapeMarkdown(t.metricId)})`, '', table(t.columns, t.rows.map((row) => row.cells)), '');
  }
  const drawn = charts.filter((chart) => chart.svg);
  if (drawn.length > 0) {
    lines.push('## Charts', '', ...drawn.map((chart) => `- [${escapeMarkdown(chart.title)}](${chart.name}.svg) ([PNG](${chart.name}.png))`), '');
  }
  lines.push('## Method', '', ...method.map(([term, value]) => `- ${escapeMarkdown(term)}: ${escapeMarkdown(value)}`), '');
  if (terms.length > 0) lines.push('## Terms used here', '', ...terms.map(([term, meaning]) => `- ${escapeMarkdown(term)}: ${escapeMarkdown(meaning)}`), '');
  lines.push('## Reproduce', '', '```sh', result.command.replace(/```/g, '` ` `'), '```', '');
  return lines.join('\n');
}
