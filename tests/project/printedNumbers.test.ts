/**
 * Every number a report or a terminal table prints goes through src/report/format.ts, whose `shown`, `percent`,
 * `signedBound` and `signedEstimate` never print a value that is not 0 as 0 (a share seen 2 times in 524,288 read
 * "0.00% (0.00% to 0.00%)" before). A bare `x.toFixed(d)`, or format.ts's plain `fixed`, in an experiment's own
 * sentence skips that rule; about 200 did until 2026-11-24. This scan keeps them out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Files under src that may round with toFixed: none of them prints a measured value. */
const NOT_MEASURED: Record<string, string> = {
  'src/report/format.ts': 'the formatters themselves',
  'src/sim/progressBar.ts': 'progress, rates and times of a run',
  'src/cli/demo.ts': 'the seconds a run took',
  'src/sim/match/matchTable.ts': 'the seconds a run took (its estimates use shown)',
  'src/systems/exoshift/narrate.ts': "a unit's position on the table in a game's log",
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** "file:line: text" for every line of `files` matching `pattern`. */
function offending(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, k) => (pattern.test(line) ? [`${relative(ROOT, file)}:${k + 1}: ${line.trim()}`] : [])),
  );
}

it('experiments print numbers only through the shared formatters (no toFixed, no plain fixed)', () => {
  const files = tsFiles(join(ROOT, 'experiments'));
  expect(files.length).toBeGreaterThan(50);
  expect(offending(files, /\.toFixed\(|(^|[^A-Za-z0-9_.$])fixed\(/)).toEqual([]);
});

it('src rounds with toFixed only where it does not print a measured value', () => {
  const files = tsFiles(join(ROOT, 'src')).filter((file) => !(relative(ROOT, file) in NOT_MEASURED));
  expect(offending(files, /\.toFixed\(/)).toEqual([]);
  // The allowance is not stale: each listed file still uses toFixed.
  for (const file of Object.keys(NOT_MEASURED)) expect(readFileSync(join(ROOT, file), 'utf8')).toContain('.toFixed(');
});

/** "reports/<system>/<id>/summary.md" for every committed report. */
function reportSummaries(): string[] {
  const reports = join(ROOT, 'reports');
  return readdirSync(reports, { withFileTypes: true })
    .filter((system) => system.isDirectory())
    .flatMap((system) => readdirSync(join(reports, system.name)).map((id) => join(reports, system.name, id, 'summary.md')));
}

it('the committed reports print counts of 1,000 and more with thousands separators', () => {
  // A count written as `${n} games` read "1200 games" beside the formatters' "1,200 games" (sp-map-contact,
  // sp-armor-weights and four more until 2026-11-24); groupThousands / trialCount print it as the rest do.
  const files = reportSummaries();
  expect(files.length).toBeGreaterThan(100);
  expect(offending(files, /(^|[^0-9,.])[0-9]{4,} (games|pairs|battles|trials|attacks|rounds)\b/)).toEqual([]);
});

it('the committed reports print a percentage with its sign attached, on the interval too', () => {
  // formatMean printed "29 % of paths (27 to 30, ...)" for a unit that starts with "%" (js-deployment-geometry and
  // jw-renowned until 2026-11-24), where every other share reads "29% (27% to 30%, ...)".
  expect(offending(reportSummaries(), /[0-9] %/)).toEqual([]);
});
