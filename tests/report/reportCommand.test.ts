import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import yargs from 'yargs';
import { parseBand, reportCommand, runReport } from '../../src/cli/report.ts';
import { UserError } from '../../src/cli/userError.ts';
import { factionWinRateResult, jovianPoolResult } from './fixtures.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'playtest-cli-'));
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

/** Runs `playtest report ...` through yargs as main.ts does, throwing what the CLI would print. */
async function playtest(...args: string[]): Promise<void> {
  await yargs(args)
    .command(reportCommand)
    .strict()
    .exitProcess(false)
    .fail((message, error) => {
      throw error ?? new UserError(message);
    })
    .parseAsync();
}

function save(name: string, content: unknown): string {
  const dir = join(root, 'reports', name);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'result.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

async function userError(...args: string[]): Promise<string> {
  const error = await playtest(...args).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UserError);
  const message = (error as UserError).message;
  expect(message.split('\n')).toHaveLength(1);
  return message;
}

describe('playtest report', () => {
  it('redraws a saved result into its folder and refreshes the reports index', async () => {
    const file = save('rr-009', factionWinRateResult());
    await playtest('report', file, '--reports', join(root, 'reports'));
    for (const name of ['report.html', 'summary.md', 'data.csv', 'chart-1-arms-win.svg', 'chart-1-arms-win.png', 'chart-2-forest-win.svg']) {
      expect(existsSync(join(root, 'reports', 'rr-009', name)), name).toBe(true);
    }
    const index = readFileSync(join(root, 'reports', 'index.html'), 'utf8');
    expect(index).toContain('too strong by the 45-55% band');
  });

  it('takes a folder, writes to --out and applies --band to the verdict', async () => {
    save('rr-009', factionWinRateResult());
    const out = join(root, 'reports', 'rr-009-wide');
    await playtest('report', join(root, 'reports', 'rr-009'), '--out', out, '--band', 'win=35%:65%', '--no-png', '--reports', join(root, 'reports'));
    const summary = readFileSync(join(out, 'summary.md'), 'utf8');
    expect(summary).toContain('balanced by the 35-65% band');
    expect(existsSync(join(out, 'chart-1-arms-win.png'))).toBe(false);
    expect(readFileSync(join(root, 'reports', 'index.html'), 'utf8')).toContain('rr-009-wide/report.html');
  });

  it('redraws every result under a folder of reports', async () => {
    save('a', factionWinRateResult());
    save('b', jovianPoolResult());
    await playtest('report', join(root, 'reports'), '--no-png', '--reports', join(root, 'reports'));
    expect(existsSync(join(root, 'reports', 'a', 'report.html'))).toBe(true);
    expect(existsSync(join(root, 'reports', 'b', 'report.html'))).toBe(true);
  });

  it('names a missing file in one line', async () => {
    const missing = join(root, 'nope', 'result.json');
    expect(await userError('report', missing)).toBe(`${missing}: no such file or folder (give a result.json or a report folder)`);
  });

  it('names a file that is not JSON', async () => {
    const file = save('broken', '{ "schema": "playtest-result/1", ');
    expect(await userError('report', file)).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON \\(`));
  });

  it('names a file that is JSON of another kind by its schema', async () => {
    const file = save('other', { name: 'playtest-lab', version: '0.1.0' });
    expect(await userError('report', file)).toBe(`${file}: schema should be 'playtest-result/1' (a saved playtest result), found nothing (the field is missing)`);
  });

  it('names the field that is wrong in a result', async () => {
    const result = factionWinRateResult() as unknown as { arms: { metrics: { win: { ci: unknown } } }[] };
    result.arms[2].metrics.win.ci = [0.6, 0.4];
    const file = save('bad-ci', result);
    expect(await userError('report', file)).toBe(`${file}: arms[2].metrics.win.ci should be an interval [low, high] of two numbers with low <= high, found [0.6,0.4]`);
  });

  it("names a chart's unknown kind or reference with the allowed values", async () => {
    const result = factionWinRateResult();
    result.charts = [{ kind: 'arms', metric: 'win', reference: 'median' as 'none' }];
    const file = save('bad-reference', result);
    expect(await userError('report', file)).toBe(`${file}: charts[0].reference should be one of even, zero, baseline, none, found "median"`);
    result.charts = [{ kind: 'pie' as 'arms', metric: 'win' }];
    save('bad-reference', result);
    expect(await userError('report', file)).toBe(`${file}: charts[0].kind should be one of distribution, arms, forest, sweep, heatmap, matrix, ranking, found "pie"`);
  });

  it('leaves the reports index alone when the redrawn folder is not under the reports root', async () => {
    const reports = join(root, 'reports');
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, 'index.html'), 'the index as it was');
    const copy = join(root, 'elsewhere', 'rr-009');
    mkdirSync(copy, { recursive: true });
    writeFileSync(join(copy, 'result.json'), JSON.stringify(factionWinRateResult()));
    const printed: string[] = [];
    await runReport({ path: copy, reports, png: false }, (line) => printed.push(line));
    expect(existsSync(join(copy, 'report.html'))).toBe(true);
    expect(readFileSync(join(reports, 'index.html'), 'utf8')).toBe('the index as it was');
    expect(printed).toHaveLength(1);
    expect(printed[0].startsWith(`${join(copy, 'report.html')}: `)).toBe(true);
  });

  it('names an output that is a file in one line before writing anything', async () => {
    const file = save('rr', factionWinRateResult());
    const afile = join(root, 'afile');
    writeFileSync(afile, 'not a folder');
    expect(await userError('report', file, '--reports', afile)).toBe(`--reports ${afile}: is a file, not a folder`);
    expect(await userError('report', file, '--out', join(afile, 'sub'), '--reports', join(root, 'reports'))).toBe(`--out ${join(afile, 'sub')}: ${afile} is a file, not a folder`);
    expect(existsSync(join(root, 'reports', 'rr', 'report.html'))).toBe(false);
  });

  it('refuses to redraw into a folder holding anything but a report, leaving it as it was', async () => {
    const file = save('rr', factionWinRateResult());
    const notes = join(root, 'reports', 'rr', 'notes.md');
    writeFileSync(notes, 'my notes');
    expect(await userError('report', file, '--reports', join(root, 'reports'))).toMatch(/reports\/rr: holds notes\.md, which is not part of a report: a report folder is replaced whole/);
    expect(existsSync(join(root, 'reports', 'rr', 'report.html'))).toBe(false);
    expect(readFileSync(notes, 'utf8')).toBe('my notes');
  });

  it('rejects a malformed --band before writing anything', async () => {
    const file = save('rr', factionWinRateResult());
    expect(await userError('report', file, '--band', 'win=0.6:0.4')).toBe('--band win=0.6:0.4: low (0.6) must be below high (0.4)');
    expect(existsSync(join(root, 'reports', 'rr', 'report.html'))).toBe(false);
  });

  it('refuses a --band for a metric the result does not have, listing its metrics, before writing anything', async () => {
    const file = save('rr', factionWinRateResult());
    const metrics = Object.keys(factionWinRateResult().arms[0].metrics).join(', ');
    expect(await userError('report', file, '--band', 'nope=0.4:0.6')).toBe(`--band nope=0.4:0.6: ${file} has no metric nope; its metrics: ${metrics}`);
    expect(existsSync(join(root, 'reports', 'rr', 'report.html'))).toBe(false);
  });

  it('reads bands written as fractions or percentages', () => {
    expect(parseBand('win=0.45:0.55')).toEqual({ metric: 'win', low: 0.45, high: 0.55 });
    expect(parseBand('win=45%:55%')).toEqual({ metric: 'win', low: 0.45, high: 0.55 });
    expect(parseBand('damage=1.2:1.4')).toEqual({ metric: 'damage', low: 1.2, high: 1.4 });
    expect(() => parseBand('win')).toThrow(/expected metric=low:high/);
  });
});

describe('playtest report --reanswer', () => {
  // A real saved result (the committed sp-priority report): its experiment's answer function is the one in experiments/.
  const saved = () => JSON.parse(readFileSync('reports/syndicate-protocol/sp-priority/result.json', 'utf8'));

  it("works the verdict out again with the experiment's answer function, keeping the saved numbers", async () => {
    const result = saved();
    const file = save('sp-priority', { ...result, answer: ['a stale verdict'] });
    await playtest('report', file, '--reanswer', '--no-png', '--reports', join(root, 'reports'));
    const redrawn = JSON.parse(readFileSync(file, 'utf8'));
    expect(redrawn.answer).toEqual(result.answer);
    expect(redrawn.arms).toEqual(result.arms);
    expect(readFileSync(join(root, 'reports', 'sp-priority', 'summary.md'), 'utf8')).toContain(result.answer[0]);
  });

  it('without --reanswer keeps the saved verdict', async () => {
    const file = save('sp-priority', { ...saved(), answer: ['a stale verdict'] });
    await playtest('report', file, '--no-png', '--reports', join(root, 'reports'));
    expect(JSON.parse(readFileSync(file, 'utf8')).answer).toEqual(['a stale verdict']);
  });

  it('refuses a result whose arms the experiment no longer has, or an unknown experiment, in one line and writing nothing', async () => {
    const result = saved();
    const renamed = save('renamed', { ...result, answer: ['kept'], arms: result.arms.map((arm: { id: string }, i: number) => (i === 0 ? { ...arm, id: 'gone' } : arm)) });
    expect(await userError('report', renamed, '--reanswer', '--no-png', '--reports', join(root, 'reports'))).toMatch(/--reanswer: experiment sp-priority no longer has this result's arms \(re-run it: playtest run /);
    expect(existsSync(join(root, 'reports', 'renamed', 'report.html'))).toBe(false);
    const unknown = save('unknown', { ...result, experiment: { ...result.experiment, id: 'no-such-experiment' } });
    expect(await userError('report', unknown, '--reanswer', '--no-png', '--reports', join(root, 'reports'))).toMatch(/--reanswer: unknown experiment 'no-such-experiment'/);
  });
});
