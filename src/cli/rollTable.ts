/**
 * The readable form of `playtest roll`: one row per outcome with a bar, the
 * interval and trial count when sampled, then the means.
 */
import type { RollResult } from './roll.ts';
import { shown } from '../report/format.ts';

const BAR_WIDTH = 40;

/** What the outcome keys are, where the key alone does not say it. */
const OUTCOME_TITLE: Record<string, string> = { bullets: 'damage', d6sets: 'best set', d6opposed: 'best set left', construction: 'interacts', arrival: 'round', recover: 'disruption', d5: 'd5' };

export function percent(p: number, digits = 2): string {
  return `${shown(100 * p, digits)}%`;
}

export function formatRollTable(result: RollResult): string {
  const params = Object.entries(result.params)
    .map(([k, v]) => (v === true ? k : `${k} ${v}`))
    // A false flag or an empty note says nothing ("notes " after a plain attack).
    .filter((text) => text !== 'reroll false' && !text.endsWith(' false') && !text.endsWith(' '))
    .join(', ');
  const sampled = result.mode === 'sample';
  const lines = [
    `${result.kernel}: ${params}`,
    sampled
      ? `sampled: ${result.trials!.toLocaleString('en-US')} trials, seed ${(result as unknown as { seed: number }).seed}, 95% Wilson intervals`
      : 'exact: every outcome enumerated',
    '',
  ];
  const outcomes = result.outcomes as Record<string, number>;
  const title = OUTCOME_TITLE[result.kernel] ?? 'outcome';
  const width = Math.max(7, title.length, ...Object.keys(outcomes).map((k) => k.length));
  lines.push(`${title.padEnd(width)}  ${'chance'.padStart(7)}${sampled ? '  (95% interval)' : ''}`);
  for (const [key, p] of Object.entries(outcomes)) {
    const bar = '#'.repeat(Math.round(p * BAR_WIDTH));
    const ci = sampled ? `  (${percent(result.ci![key][0])} - ${percent(result.ci![key][1])})` : '';
    lines.push(`${key.padEnd(width)}  ${percent(p).padStart(7)}${ci}  ${bar}`);
  }
  const extras = Object.entries(result as unknown as Record<string, unknown>).filter(([k, v]) => k.startsWith('mean') && typeof v === 'number');
  if (extras.length > 0) lines.push('');
  for (const [name, value] of extras) {
    const ci = sampled ? (result.meanCi as Record<string, [number, number]>)[name] : undefined;
    lines.push(`${name}: ${shown(value as number, 4)}${ci ? `  (${shown(ci[0], 4)} - ${shown(ci[1], 4)})` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
