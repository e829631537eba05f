/**
 * The result as a plain-text table for the terminal: every arm, metric and
 * key with its estimate, 95% interval, trial count, and the difference from
 * the baseline where there is one.
 */
import type { ExperimentResult } from './result.ts';
import { shown } from '../report/format.ts';

function number(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  return Math.abs(x) >= 1000 ? shown(x, 0) : shown(x, 4);
}

function interval(ci: [number, number]): string {
  return `[${number(ci[0])}, ${number(ci[1])}]`;
}

export function resultTable(result: ExperimentResult): string {
  const rows: string[][] = [['arm', 'metric', 'key', 'estimate', '95% interval', 'trials', 'vs baseline (95%)']];
  for (const arm of result.arms) {
    for (const [id, metric] of Object.entries(arm.metrics)) {
      const difference = arm.vsBaseline?.[id];
      const versus = difference ? `${difference.diff >= 0 ? '+' : ''}${number(difference.diff)} ${interval(difference.ci)}${difference.paired ? '' : ' unpaired'}` : '';
      if (metric.kind === 'distribution') {
        metric.keys.forEach((key, k) => rows.push([arm.id, id, key, number(metric.p[k]), interval(metric.ci[k]), String(metric.n), '']));
      } else {
        const estimate = metric.kind === 'proportion' ? metric.p : metric.mean;
        rows.push([arm.id, id, '', number(estimate), interval(metric.ci), String(metric.n), versus]);
      }
    }
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const lines = rows.map((row) => row.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd());
  const { experiment, stopReason, seed, target } = result;
  const trials = result.arms[0]?.trials ?? 0;
  const header = [
    `${experiment.id}: ${experiment.title}`,
    `${experiment.question}`,
    `${trials} trials per arm, seed ${seed}, stopped on ${stopReason}` +
      (target.halfWidth !== null ? ` (target half-width ${target.halfWidth}, budget ${target.budget})` : ` (budget ${target.budget})`),
  ];
  return [...header, '', lines[0], lines[0].replace(/[^ ]/g, '-'), ...lines.slice(1)].join('\n');
}
