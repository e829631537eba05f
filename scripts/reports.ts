/**
 * `npm run reports`: runs every experiment in experiments/ and writes its
 * report into reports/<system>/<id>/, then reports/index.html and
 * reports/CATALOGUE.md (scripts/catalogue.ts: what answers each item of the
 * playtest-questions catalogue).
 *
 *   npm run reports                      full budgets, into reports/ (what is committed)
 *   npm run reports -- --quick --out DIR a small fixed budget, for the CI test of the whole pipeline
 *   npm run reports -- --only jw-        only experiments whose id starts with this
 *
 * Every run uses seed 2026, so the committed reports can be regenerated exactly.
 */
import { dataNoteOf } from '../src/cli/dataNote.ts';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { loadExperiment } from '../src/sim/loadExperiment.ts';
import { runToResult } from '../src/sim/run.ts';
import { writeReportFolder } from '../src/report/writeReportFolder.ts';
import { writeIndex } from '../src/report/indexPage.ts';
import { writeCatalogue } from './catalogue.ts';
import { MIN_TRIALS } from '../src/sim/minTrials.ts';

const SEED = 2026;
/**
 * --quick: a quarter of one chunk per experiment (4 pairs of games for a match, at most 20,000 dice trials), and
 * never fewer than the 2 trials an interval needs (the greedy-player experiments' chunks are 1-4 trials).
 */
const QUICK_TRIALS = 20_000;

/** Every experiment file below dir; a name starting with '_' is code experiments share, not an experiment. */
function experimentFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (name.startsWith('_')) return [];
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return experimentFiles(path);
      return name.endsWith('.ts') ? [path] : [];
    });
}

const USAGE = `usage: npx tsx scripts/reports.ts [--quick] [--only PREFIX] [--out DIR]
  runs every experiment (seed ${SEED}) and writes its report, then DIR/index.html and DIR/CATALOGUE.md
  --only PREFIX  only the experiments whose id starts with PREFIX (e.g. --only rr-resurrectionists, --only jw-)
  --quick        a small fixed budget (the CI test of the whole pipeline), best with --out
  --out DIR      where to write (default reports/, the committed reports)
example: npx tsx scripts/reports.ts --only sp-armor-floor
`;

/** The options, or a one-line error and exit 2 (an unknown option used to start a full regeneration into reports/). */
function options(): { quick: boolean; out: string; only: string } {
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options: { quick: { type: 'boolean' }, out: { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    return { quick: values.quick === true, out: values.out ?? 'reports', only: values.only ?? '' };
  } catch (error) {
    process.stderr.write(`reports: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { quick, out: root, only } = options();
const started = Date.now();
let ran = 0;
for (const file of experimentFiles('experiments')) {
  const { experiment } = await loadExperiment(file);
  if (!experiment.id.startsWith(only)) continue;
  ran++;
  const quickTrials = Math.max(MIN_TRIALS, Math.min(experiment.precision.budget, Math.ceil((experiment.chunkSize ?? 8192) / 4), QUICK_TRIALS));
  const { result, system } = await runToResult({
    // By id, so the report's command reads as `npm run demo` writes it ("playtest run rr-resurrectionists ...").
    experiment: experiment.id,
    seed: SEED,
    ...(quick ? { trials: quickTrials, targetHalfWidth: null } : {}),
  });
  const out = join(root, system, result.experiment.id);
  const written = await writeReportFolder(result, out, { dataNote: dataNoteOf(result) });
  process.stdout.write(`${relative('.', join(out, 'report.html'))}: ${written.verdicts.headline[0]}\n`);
}
if (ran === 0) {
  process.stderr.write(`reports: no experiment id starts with '${only}' (ids look like rr-resurrectionists, jw-pool-upgrades; 'npx playtest run nope' lists them all)\n`);
  process.exit(2);
}
const entries = writeIndex(root);
process.stdout.write(`${join(root, 'index.html')}: ${entries.length} reports, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
const catalogue = writeCatalogue(root);
if (!catalogue) process.stdout.write(`no playtest-questions catalogue beside the repository (../shared/PLAYTEST-QUESTIONS.md): CATALOGUE.md not written\n`);
else {
  process.stdout.write(`${join(root, 'CATALOGUE.md')}: ${catalogue.items} catalogue items, ${catalogue.answered} named by a report, a variant, a kernel or an attack pipeline\n`);
  if (catalogue.unknown.length > 0) process.stdout.write(`cited but not in the catalogue: ${catalogue.unknown.join(', ')}\n`);
}
