/**
 * Which match experiments count the same game twice: for every arm that plays the same side on both seats, whether
 * the second game of a pair replays the first (src/sim/match/pairTrial.ts pairReplays, three pairs on fixed seeds).
 * Such an arm holds `pairs` distinct games, not 2 x pairs; its intervals (over pairs) stay valid.
 *
 *   npx tsx scripts/mirror-audit.ts [--only prefix]
 */
import { experimentFiles, loadExperiment } from '../src/sim/loadExperiment.ts';
import { pairReplays } from '../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../src/game/matchSetup.ts';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';

const at = process.argv.indexOf('--only');
const only = at > 0 ? process.argv[at + 1] : '';
for (const file of experimentFiles()) {
  const { experiment } = await loadExperiment(file);
  if (!experiment.id.startsWith(only)) continue;
  const setup = { data: experiment.data ?? {}, variants: Object.fromEntries(Object.entries(experiment.variants ?? {}).map(([k, v]) => [k, v.default])) };
  const mirrors: string[] = [];
  for (const arm of experiment.arms) {
    const params = (typeof arm.params === 'function' ? arm.params(setup) : arm.params) as unknown as MatchParams;
    if (!params || typeof params !== 'object' || !('sideA' in params) || !('agentA' in params)) continue;
    if (JSON.stringify(params.sideA) !== JSON.stringify(params.sideB)) continue;
    let replays = 0;
    for (let seed = 1; seed <= 3; seed++) if (pairReplays(params, Xoshiro128.stream(seed, 0))) replays++;
    mirrors.push(`${arm.id} (${params.agentA} vs ${params.agentB}): ${replays === 3 ? 'one game a pair' : replays === 0 ? 'two games a pair' : `${replays} of 3 pairs replay`}`);
  }
  if (mirrors.length > 0) process.stdout.write(`${experiment.id}: ${experiment.arms.length} arms; mirrors: ${mirrors.join('; ')}\n`);
}
