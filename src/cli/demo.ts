/**
 * `playtest demo` (`npm run demo`): the best real thing the toolkit does today,
 * end to end, in well under two minutes. Designer questions from the
 * rulebooks, each run on worker threads, written as a report a designer can
 * forward:
 * - Rattle and Rend RR-009, with full games: is Resurrectionists too powerful,
 *   and which proposed nerf brings it into line? (`rr-resurrectionists`)
 * - Rattle and Rend RR-015, a tournament of full games: are all five
 *   Reputations equally strong? Bradley-Terry ratings with intervals
 *   (`rr-options-reputations`)
 * - Jagged Shards JS-026/JS-020, with full games: objectives scored every
 *   round or once, and the draws each reading makes (`js-objective-scoring`)
 * - Jovian Wars JW-007: is a Base die really the most valuable upgrade of a
 *   pool? (`jw-pool-upgrades`)
 * - Syndicate Protocol SP-021: how much damage does armor's floor-1 reading add?
 *   (`sp-armor-floor`)
 * - Rattle and Rend, a designer's own stat swept, with full games: Shooters came
 *   out worth more per point than Fighters (RR-002); at which Fury (11 to 16)
 *   would they be even? (`rr-stat-sweep`: the stats variant's v03:TYPE.STAT=VALUE
 *   at each value, the score charted against the 45-55% band)
 * All land in reports/ with reports/index.html listing them.
 */
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { runToResult } from '../sim/run.ts';
import { ProgressBar } from '../sim/progressBar.ts';
import { loadExperiment } from '../sim/loadExperiment.ts';
import { asUserError } from './run.ts';
import { checkOutputFolder } from './outputFolder.ts';
import { publishReport, REPORTS_ROOT } from './publishReport.ts';
import { untilStopped } from './stopSignals.ts';

export const DEMO_QUESTIONS = ['rr-resurrectionists', 'rr-options-reputations', 'js-objective-scoring', 'jw-pool-upgrades', 'sp-armor-floor', 'rr-stat-sweep'];
const SEED = 2026;

export const demoCommand: CommandModule = {
  command: 'demo',
  describe: "answer five rulebook questions and one designer's stat sweep end to end, four with full games (one a tournament), and write their reports (run by `npm run demo`)",
  handler: async () => {
    const print = (line: string) => process.stdout.write(`${line}\n`);
    const started = Date.now();
    // Every report folder and the index checked before the first game: a reports/ that cannot be written (a file of
    // that name, no permission) is one line now, not after the first questions' games.
    try {
      for (const id of DEMO_QUESTIONS) {
        const { system, experiment } = await loadExperiment(id);
        checkOutputFolder('', join(REPORTS_ROOT, system, experiment.id), 'replace');
      }
      checkOutputFolder('', REPORTS_ROOT, 'add');
    } catch (error) {
      throw asUserError(error);
    }
    let answered = 0;
    // A Ctrl-C or SIGTERM drops the question under way; the reports already written stay, each whole.
    const kept = () => `demo interrupted; ${answered} of ${DEMO_QUESTIONS.length} reports written`;
    for (const id of DEMO_QUESTIONS) {
      const bar = process.stderr.isTTY ? new ProgressBar(process.stderr) : null;
      try {
        await untilStopped(
          async (signal) => {
            const { result, system } = await runToResult({ experiment: id, seed: SEED, signal, onProgress: bar ? (t, b) => bar.update(t, b) : undefined });
            bar?.done();
            const out = join(REPORTS_ROOT, system, result.experiment.id);
            print(`\n${result.experiment.title}`);
            print(`Q: ${result.experiment.question} (${result.experiment.source.rulebook}, ${result.experiment.source.section})`);
            // A match trial is a pair of games with the sides swapped.
            const pairs = 'pair' in result.arms[0].metrics;
            const unit = pairs ? 'pairs of games' : 'trials';
            // The whole run's size and time, so the designer sees what the answer cost (games for a match: two a pair).
            const total = result.arms.reduce((sum, arm) => sum + arm.trials, 0) * (pairs ? 2 : 1);
            const cost = `${total.toLocaleString('en-US')} ${pairs ? 'games' : 'trials'} in ${result.timing.seconds.toFixed(1)} s on ${result.timing.workers} worker${result.timing.workers === 1 ? '' : 's'}`;
            print(`${result.arms.length} arms x ${result.arms[0].trials.toLocaleString('en-US')} ${unit} each (${cost}), seed ${SEED}, stopped on ${result.stopReason === 'budget' ? 'its budget' : 'its precision target'}`);
            await publishReport(result, out, print, { signal });
            answered++;
          },
          kept,
          () => bar?.done(),
        );
      } catch (error) {
        bar?.done();
        throw asUserError(error);
      }
    }
    print(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s. Open ${join(REPORTS_ROOT, 'index.html')} for every report.`);
    print('Next: npx playtest roll d6sets --base 5 --flex 1 --macro 2   (exact dice odds)');
    print('      npx playtest run sp-armor-floor --set acc=4             (the same question at ACC 4)');
  },
};
