/**
 * `npm run reports -- --quick`: every experiment in experiments/ runs end to
 * end (runner, answer, report, index) on a small budget, so the whole pipeline
 * is exercised by every test run.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { CATALOGUE_PATH } from '../../scripts/catalogue.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function experimentCount(dir: string): number {
  // Names starting with '_' hold code experiments share (scripts/reports.ts skips them).
  return readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.name.startsWith('_') ? 0 : entry.isDirectory() ? experimentCount(join(dir, entry.name)) : entry.name.endsWith('.ts') ? 1 : 0), 0);
}

// Every experiment at its quick budget, greedy-player checks included: minutes on a busy 2-core machine (425 s on
// 2026-11-22's machine, 891 s on 2026-11-23's, twice as slow; jw-ram-and-mining's exact settlement ~50 s of it since, 180 s before).
describe('npm run reports -- --quick', { timeout: 1_800_000 }, () => {
  it('writes a report with an answer for every experiment and an index listing them all', () => {
    const out = mkdtempSync(join(tmpdir(), 'playtest-reports-'));
    const run = spawnSync('npx', ['tsx', 'scripts/reports.ts', '--quick', '--out', out], { encoding: 'utf8' });
    expect(run.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(run.status).toBe(0);
    const count = experimentCount('experiments');
    expect(run.stdout).toContain(`${count} reports`);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    // One line per report, then the index's line and (where ../shared holds the catalogue) CATALOGUE.md's.
    const lines = run.stdout.trim().split('\n');
    expect(lines.filter((line) => line.includes('/report.html: '))).toHaveLength(count);
    if (existsSync(CATALOGUE_PATH)) expect(existsSync(join(out, 'CATALOGUE.md'))).toBe(true);
    for (const line of lines.filter((l) => l.includes('/report.html: '))) {
      const page = line.slice(0, line.indexOf(': '));
      const folder = page.replace(/\/report\.html$/, '');
      expect(existsSync(join(folder, 'summary.md')), folder).toBe(true);
      const result = JSON.parse(readFileSync(join(folder, 'result.json'), 'utf8'));
      expect(result.answer?.length, `${result.experiment.id} answers its question`).toBeGreaterThan(0);
      // A number with nothing behind it prints as words (report/format.ts), never as NaN or Infinity.
      expect(result.answer.join('\n'), `${result.experiment.id}'s answer`).not.toMatch(/\bNaN\b|Infinity/);
      expect(index).toContain(result.experiment.id);
    }
  });
});
