/**
 * The report folder a run or a merge writes (src/cli/publishReport.ts) goes in
 * whole: a drawing that fails leaves the earlier report as it was, never a new
 * result.json beside an old report.html.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishReport } from '../../src/cli/publishReport.ts';
import { UserError } from '../../src/cli/userError.ts';
import { writeReport } from '../../src/report/writeReport.ts';
import { factionWinRateResult, jovianPoolResult } from '../report/fixtures.ts';

const drawing = vi.hoisted(() => ({ fails: false }));
vi.mock('../../src/report/html.ts', async (importOriginal) => {
  const html = await importOriginal<typeof import('../../src/report/html.ts')>();
  return {
    ...html,
    reportHtml: (...args: Parameters<typeof html.reportHtml>) => {
      if (drawing.fails) throw new Error('the page could not be drawn');
      return html.reportHtml(...args);
    },
  };
});

let root: string;
let printed: string[];
const print = (line: string) => printed.push(line);
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'playtest-publish-'));
  printed = [];
  drawing.fails = false;
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const contents = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((name) => [name, readFileSync(join(dir, name), 'latin1')]));

describe('publishReport', () => {
  it('leaves the earlier report folder as it was when the drawing fails, and no half-drawn folder beside it', async () => {
    const dir = join(root, 'rr-009');
    await writeReport(factionWinRateResult(), dir);
    const before = contents(dir);
    drawing.fails = true;
    await expect(publishReport(jovianPoolResult(), dir, print)).rejects.toThrow('the page could not be drawn');
    expect(contents(dir)).toEqual(before);
    expect(readdirSync(root)).toEqual(['rr-009']);
    expect(printed).toEqual([]);
  });

  it('replaces the folder whole: the new result with its report, and no chart of the earlier one', async () => {
    const dir = join(root, 'report');
    await writeReport(factionWinRateResult(), dir);
    await publishReport(jovianPoolResult(), dir, print);
    const files = readdirSync(dir).sort();
    expect(files.filter((name) => name.includes('-win.'))).toEqual([]);
    expect(files).toContain('chart-2-arms-damage.svg');
    expect(JSON.parse(readFileSync(join(dir, 'result.json'), 'utf8'))).toEqual(jovianPoolResult());
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain(`playtest report ${join(dir, 'result.json')}`);
    expect(readdirSync(root)).toEqual(['report']);
    expect(printed[0]).toBe(`wrote ${join(dir, 'result.json')}, ${join(dir, 'data.csv')}`);
    expect(printed[1]).toBe(`report: ${join(dir, 'report.html')}`);
  });

  it('refuses, in one line, a folder holding a file that is not part of a report, and leaves it as it was', async () => {
    const dir = join(root, 'report');
    await writeReport(factionWinRateResult(), dir);
    writeFileSync(join(dir, 'notes.md'), 'my notes');
    const before = contents(dir);
    const error = await publishReport(jovianPoolResult(), dir, print, { option: '--out' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toBe(`--out ${dir}: holds notes.md, which is not part of a report: a report folder is replaced whole, which would delete it (move it out, or choose another folder)`);
    expect(contents(dir)).toEqual(before);
  });
});
