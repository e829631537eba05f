/**
 * Runner benchmark (issue 3, "Speed"): a kernel experiment, Jovian Wars pool
 * upgrades (4 arms of the d6sets kernel), played through the runner with 1 and
 * 2 workers, against the kernel's sampler called directly in one thread on the
 * same chunks and streams. Targets on an idle machine: 2 workers at least 1.8x
 * one; runner overhead under 10%.
 *
 * `trials` counts trials over all arms (10^8 = 4 arms x 2.5 x 10^7). Worker
 * start-up (a pool thread imports the experiment's prebuilt bundle,
 * src/sim/workerBundle.ts; the first run in a checkout also builds it) is
 * included in the 2-worker time, so small N understates its speed-up.
 *
 * Usage: `npx tsx scripts/bench-runner.ts [trials]`, or benchRunner(n) from scripts/bench.ts.
 */
import { pathToFileURL } from 'node:url';
import { d6sets } from '../src/dice/d6sets.ts';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { kernelOptionValues } from '../src/sim/kernelBatch.ts';
/** The chunk size jw-pool-upgrades declares (experiments/jovian-wars/pool-upgrades.ts). */
const JW_CHUNK = 65536;
import { runToResult } from '../src/sim/run.ts';

const EXPERIMENT = 'jw-pool-upgrades';
const ARM_PARAMS: Record<string, number>[] = [{ base: 4 }, { base: 5 }, { base: 4, flex: 1 }, { base: 4, macro: 1 }];
const SEED = 1;

/** The same work as the runner's batch form, with no runner: sample each chunk, count its codes. */
function direct(perArm: number): number {
  const started = performance.now();
  const codes = new Uint16Array(JW_CHUNK);
  let checksum = 0;
  for (const values of ARM_PARAMS) {
    const params = d6sets.parse(kernelOptionValues(d6sets, values));
    const sampler = d6sets.sampler(params);
    const counts = new Float64Array(d6sets.model(params).size);
    for (let chunk = 0; chunk * JW_CHUNK < perArm; chunk++) {
      const n = Math.min(JW_CHUNK, perArm - chunk * JW_CHUNK);
      sampler.sample(Xoshiro128.stream(SEED, chunk), codes, n);
      for (let i = 0; i < n; i++) counts[codes[i]]++;
    }
    checksum += counts[1];
  }
  if (checksum < 0) throw new Error('unreachable: keeps the counting loop alive');
  return (performance.now() - started) / 1000;
}

async function viaRunner(perArm: number, workers: number): Promise<{ seconds: number; json: string }> {
  const started = performance.now();
  const { result } = await runToResult({ experiment: EXPERIMENT, trials: perArm, seed: SEED, workers, targetHalfWidth: null });
  const seconds = (performance.now() - started) / 1000;
  const { timing: _timing, ...rest } = result;
  return { seconds, json: JSON.stringify(rest) };
}

function rate(trials: number, seconds: number): string {
  return `${(trials / seconds / 1e6).toFixed(2)}M trials/s`;
}

export async function benchRunner(trials: number): Promise<string[]> {
  const perArm = Math.max(1, Math.ceil(trials / ARM_PARAMS.length));
  const total = perArm * ARM_PARAMS.length;
  // Best of three for each configuration: on a shared 2-core machine single runs swing by 10-20%.
  const directSeconds = Math.min(direct(perArm), direct(perArm), direct(perArm));
  const best = async (workers: number) => {
    const runs = [await viaRunner(perArm, workers), await viaRunner(perArm, workers), await viaRunner(perArm, workers)];
    return runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  };
  const one = await best(1);
  const two = await best(2);
  // Starting the threads (each imports the experiment's bundle) is a fixed cost:
  // time a 2-worker run of two chunks, so the steady-state speed-up can be shown beside the end-to-end one.
  const startUp = Math.min((await viaRunner(2 * JW_CHUNK, 2)).seconds, (await viaRunner(2 * JW_CHUNK, 2)).seconds);
  const overhead = one.seconds / directSeconds - 1;
  const speedUp = one.seconds / two.seconds;
  const steady = one.seconds / Math.max(1e-9, two.seconds - startUp);
  return [
    `runner: ${EXPERIMENT}, ${total.toExponential(1)} trials (${ARM_PARAMS.length} arms x ${perArm}), chunks of ${JW_CHUNK}`,
    `  sampler called directly, 1 thread   ${rate(total, directSeconds)}  (${directSeconds.toFixed(2)} s)`,
    `  runner, 1 worker (in process)       ${rate(total, one.seconds)}  (${one.seconds.toFixed(2)} s)  overhead ${(overhead * 100).toFixed(1)}% (target < 10%)`,
    `  runner, 2 workers                   ${rate(total, two.seconds)}  (${two.seconds.toFixed(2)} s)  speed-up ${speedUp.toFixed(2)}x end to end (target >= 1.8x)`,
    `    of which starting 2 threads       ${startUp.toFixed(2)} s; after it, ${steady.toFixed(2)}x`,
    `  1 and 2 workers give identical results: ${one.json === two.json ? 'yes' : 'NO'}`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const trials = process.argv[2] === undefined ? 1e8 : Number(process.argv[2]);
  if (!(Number.isSafeInteger(trials) && trials > 0)) {
    process.stderr.write(`bench-runner: trials must be a positive integer, got '${process.argv[2]}'\n`);
    process.exit(2);
  }
  for (const line of await benchRunner(trials)) process.stdout.write(`${line}\n`);
}
