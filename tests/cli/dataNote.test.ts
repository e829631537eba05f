/**
 * A report on games whose data the rulebook does not print in full says so under its verdict and in its method
 * (GameDefinition.dataNote, found from the result's match arms by the command layer, cli/dataNote.ts).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataNoteOf } from '../../src/cli/dataNote.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import { parseResult } from '../../src/report/readResult.ts';
import { writeReport } from '../../src/report/writeReport.ts';

const read = (path: string) => parseResult(readFileSync(path, 'utf8'), path);

describe('the data note of a report', () => {
  it("is the played game's own: Jovian Wars games have one, Rattle and Rend games and dice kernels none", () => {
    expect(dataNoteOf(read('reports/jovian-wars/jw-decided/result.json'))).toBe(jovianWars.dataNote);
    expect(dataNoteOf(read('reports/rattle-and-rend/rr-swarmers/result.json'))).toBeNull();
    expect(dataNoteOf(read('reports/jovian-wars/jw-pool-upgrades/result.json'))).toBeNull();
  });

  it('is printed under the verdict and in the method of summary.md and report.html', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playtest-note-'));
    const result = read('reports/jovian-wars/jw-decided/result.json');
    await writeReport(result, dir, { dataNote: dataNoteOf(result), png: false });
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toMatch(/## Verdict\n\n(- .*\n)+\nData: Only the ship numbers the rulebook prints are its data/);
    expect(summary).toContain('- Data: Only the ship numbers');
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('<p class="data-note"><strong>Data:</strong> Only the ship numbers');
  }, 60_000);
});
