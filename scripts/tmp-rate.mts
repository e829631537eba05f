import { bundledGameRate } from './gameRate.ts';
import { BENCH_PAIRS } from './bench-ab.ts';
const rate = await bundledGameRate();
if (!rate) throw new Error('no bundle');
for (let run = 0; run < 3; run++) for (const system of process.argv.slice(2)) {
  const r = rate(system, 'heuristic', 3000, BENCH_PAIRS[system]);
  console.log(system, Math.round(r.cpu), Math.round(r.wall));
}
