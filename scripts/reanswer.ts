/**
 * Re-answers saved reports without re-running them: each report folder's result.json gets its answer from the
 * experiment file as it is now (run.ts withAnswer), then the report is redrawn (as `playtest report` does). For a
 * change to an answer's wording or counting, never to its numbers, which come from the saved result unchanged.
 *
 *   npx tsx scripts/reanswer.ts reports/syndicate-protocol/sp-priority [more folders]
 */
import { join } from 'node:path';
import { readResult } from '../src/report/readResult.ts';
import { withAnswer } from '../src/sim/run.ts';
import { writeResult } from '../src/sim/writeResult.ts';
import { writeReport } from '../src/report/writeReport.ts';

for (const dir of process.argv.slice(2)) {
  const { result } = readResult(join(dir, 'result.json'));
  const answered = await withAnswer(result, result.experiment.id);
  writeResult(dir, answered);
  const written = await writeReport(answered, dir, { rerenderCommand: `playtest report ${join(dir, 'result.json')}` });
  process.stdout.write(`${join(dir, 'report.html')}: ${written.verdicts.headline[0]}\n`);
}
