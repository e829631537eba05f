import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexEntries, indexHtml, writeIndex, type IndexEntry } from '../../src/report/indexPage.ts';
import { writeReport } from '../../src/report/writeReport.ts';
import { factionWinRateResult, jovianPoolResult } from './fixtures.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'playtest-report-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('writeReport', () => {
  it('writes the page, the summary, the data, the verdict, the result and every chart as SVG and PNG', async () => {
    const dir = join(root, 'jovian');
    const written = await writeReport(jovianPoolResult(), dir);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(
      [
        'chart-1-distribution-outcome.png',
        'chart-1-distribution-outcome.svg',
        'chart-2-arms-damage.png',
        'chart-2-arms-damage.svg',
        'chart-3-forest-damage.png',
        'chart-3-forest-damage.svg',
        'chart-4-forest-kill.png',
        'chart-4-forest-kill.svg',
        'data.csv',
        'report.html',
        'result.json',
        'summary.md',
        'verdict.json',
      ].sort(),
    );
    expect(written.files.at(-1)).toBe('report.html');
    expect(files.some((name) => name.startsWith('.tmp-'))).toBe(false);
    expect(readFileSync(join(dir, 'data.csv'), 'utf8').split('\n')[0]).toBe('experiment,arm,metric,kind,key,estimate,lo,hi,n');
  });

  it('writes the same bytes when drawn twice from the same result', async () => {
    await writeReport(jovianPoolResult(), join(root, 'a'));
    await writeReport(jovianPoolResult(), join(root, 'b'));
    for (const name of readdirSync(join(root, 'a'))) {
      if (name === 'report.html') continue; // names its own folder in the redraw command
      expect(readFileSync(join(root, 'b', name)), name).toEqual(readFileSync(join(root, 'a', name)));
    }
  });

  it('leaves an existing result.json with the same content untouched', async () => {
    const dir = join(root, 'kept');
    await writeReport(jovianPoolResult(), dir);
    const compact = JSON.stringify(jovianPoolResult());
    writeFileSync(join(dir, 'result.json'), compact);
    const written = await writeReport(jovianPoolResult(), dir);
    expect(written.files).not.toContain('result.json');
    expect(readFileSync(join(dir, 'result.json'), 'utf8')).toBe(compact);
  });
});

describe('the reports index', () => {
  it('lists every report folder under reports/, at any depth, with its title and verdict', async () => {
    await writeReport(factionWinRateResult(), join(root, 'rr-009'), { png: false });
    await writeReport(jovianPoolResult(), join(root, 'jovian', 'pool-upgrades'), { png: false });
    const entries = writeIndex(root);
    expect(entries.map((e) => e.folder)).toEqual(['jovian/pool-upgrades', 'rr-009']);
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    expect(html).toContain('<a href="rr-009/report.html">Is Resurrectionists too strong?</a>');
    expect(html).toContain('<a href="jovian/pool-upgrades/report.html">Jovian Wars: which pool upgrade is worth its points?</a>');
    expect(html).toContain('Resurrectionists wins 61% (59-63%, 4,000 paired games): too strong by the 45-55% band');
  });

  it('groups the reports by their top folder under a line of contents, and folds every verdict line after the first', () => {
    const entry = (folder: string, headline: string[]): IndexEntry => ({ folder, title: folder, headline, rendered: true, problem: null });
    const html = indexHtml(
      [entry('rattle-and-rend/rr-a', ['first verdict', 'second', 'third']), entry('rattle-and-rend/rr-b', ['only line']), entry('jovian-wars/jw-a', ['jw line'])],
      { catalogue: true },
    );
    expect(html).toContain('<a href="#system-rattle-and-rend">Rattle and Rend</a> (2) · <a href="#system-jovian-wars">Jovian Wars</a> (1) · <a href="CATALOGUE.md">');
    expect(html).toContain('<h2 id="system-rattle-and-rend">Rattle and Rend</h2>');
    expect(html.match(/<table>/g)).toHaveLength(2);
    expect(html).toContain('<p>first verdict</p><details><summary>2 more lines</summary><p>second</p><p>third</p></details>');
    expect(html).toContain('<td><p>only line</p></td>');
    // Reports at the top level: one table, no heading, no contents.
    const flat = indexHtml([entry('rr-009', ['a'])]);
    expect(flat).not.toContain('<h2');
    expect(flat).not.toContain('<nav>');
  });

  it('shows the verdict the page states when it was drawn with a different band', async () => {
    await writeReport(factionWinRateResult(), join(root, 'rr'), { png: false, bands: [{ metric: 'win', low: 0.35, high: 0.65 }] });
    expect(indexEntries(root)[0].headline.join(' ')).toContain('35-65% band');
  });

  it('lists a result that has not been drawn yet, and names a broken one instead of failing', () => {
    const fresh = join(root, 'fresh');
    const broken = join(root, 'broken');
    for (const dir of [fresh, broken]) mkdirSync(dir, { recursive: true });
    writeFileSync(join(fresh, 'result.json'), JSON.stringify(factionWinRateResult()));
    writeFileSync(join(broken, 'result.json'), '{ not json');
    const entries = writeIndex(root);
    expect(entries.find((e) => e.folder === 'fresh')).toMatchObject({ rendered: false, title: 'Is Resurrectionists too strong?' });
    expect(entries.find((e) => e.folder === 'broken')!.problem).toMatch(/result\.json: not valid JSON/);
    expect(existsSync(join(root, 'index.html'))).toBe(true);
  });
});

