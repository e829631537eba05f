/**
 * Repeated game-speed measurements for the per-system benchmarks. This
 * machine's speed drifts by ±25% within minutes (a neighbour's burst, CPU
 * frequency), so one timed run of a second or two can land anywhere in that
 * range. Each one-thread line is therefore measured several times and printed
 * as the median with the lowest and highest run, so a reader sees the spread
 * and a target is judged on the median, not on a lucky run.
 */

/** One timed run: games per second of wall time and of this process's CPU time. */
export interface Rate {
  wall: number;
  cpu: number;
}

export interface RepeatedRate<R extends Rate = Rate> extends Rate {
  runs: number;
  cpuLow: number;
  cpuHigh: number;
  /** The last run, for what else it measured (decisions a game...). */
  last: R;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `measure` run `runs` times (each run warms up and times its own games); the medians and the CPU-rate range. */
export function repeatRate<R extends Rate>(runs: number, measure: () => R): RepeatedRate<R> {
  const all: R[] = [];
  for (let r = 0; r < Math.max(1, runs); r++) all.push(measure());
  const cpu = all.map((r) => r.cpu);
  return { wall: median(all.map((r) => r.wall)), cpu: median(cpu), runs: all.length, cpuLow: Math.min(...cpu), cpuHigh: Math.max(...cpu), last: all[all.length - 1] };
}

const whole = (x: number) => Math.round(x).toLocaleString('en-US');

/** "524 per CPU second, median of 5 runs of 500 games: 470-610" (one run: no range). */
export function describeRepeated(rate: RepeatedRate<Rate>, games: number): string {
  if (rate.runs === 1) return `${whole(rate.cpu)} per CPU second, one run of ${whole(games)} games`;
  return `${whole(rate.cpu)} per CPU second, median of ${rate.runs} runs of ${whole(games)} games: ${whole(rate.cpuLow)}-${whole(rate.cpuHigh)}`;
}
