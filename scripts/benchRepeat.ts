/**
 * Repeated game-speed measurements for the per-system benchmarks. This
 * machine's speed drifts by ±25% within minutes (a neighbour's burst, CPU
 * frequency), so one timed run of a second or two can land anywhere in that
 * range. Each one-thread line is therefore measured several times and printed
 * as the median with the lowest and highest run, so a reader sees the spread
 * and a target is judged on the median, not on a lucky run.
 * A run's CPU-time rate also falls when other work shares the core (another
 * process on this machine, whose second CPU may be the same core's other
 * thread, or the hypervisor taking time away: "steal"), so each repeated line
 * says how busy the machine was with other work while it was measured, from
 * Linux's /proc/stat: a low rate can be told from a slow change.
 */
import { readFileSync } from 'node:fs';

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
  /** The machine's CPU time while measuring, as shares (0-1): used by other processes, and taken by the hypervisor; null where /proc/stat is not readable. */
  load: Load | null;
}

/** Shares of the machine's CPU time (all CPUs) over a measurement. */
export interface Load {
  /** Busy with work other than this process's. */
  others: number;
  /** Taken by the hypervisor (steal). */
  steal: number;
}

/** /proc/stat's counters for all CPUs together, in clock ticks. */
export interface CpuCounters {
  /** user, nice, system, irq and softirq. */
  busy: number;
  steal: number;
  /** The first eight fields: user nice system idle iowait irq softirq steal. */
  total: number;
}

/** The counters of /proc/stat's `cpu` line (user nice system idle iowait irq softirq steal ...); null if there is none. */
export function parseCpuLine(text: string): CpuCounters | null {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const f = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (f.length < 8 || f.some((x) => !Number.isFinite(x))) return null;
  return { busy: f[0] + f[1] + f[2] + f[5] + f[6], steal: f[7], total: f.reduce((x, y) => x + y, 0) };
}

function cpuCounters(): CpuCounters | null {
  try {
    return parseCpuLine(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** Clock ticks per second in /proc/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The load between two readings, given this process's own CPU seconds in between: the others' busy time is the
 * machine's less this process's (clamped at 0: the counters tick in hundredths). Null when unknown or no time passed.
 */
export function loadBetween(before: CpuCounters | null, after: CpuCounters | null, ownSeconds: number): Load | null {
  if (!before || !after || after.total <= before.total) return null;
  const total = after.total - before.total;
  const others = Math.max(0, after.busy - before.busy - ownSeconds * TICKS_PER_SECOND) / total;
  return { others: Math.min(1, others), steal: (after.steal - before.steal) / total };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `measure` run `runs` times (each run warms up and times its own games); the medians and the CPU-rate range. */
export function repeatRate<R extends Rate>(runs: number, measure: () => R): RepeatedRate<R> {
  const all: R[] = [];
  const before = cpuCounters();
  const own = process.cpuUsage();
  for (let r = 0; r < Math.max(1, runs); r++) all.push(measure());
  const used = process.cpuUsage(own);
  const load = loadBetween(before, cpuCounters(), (used.user + used.system) / 1e6);
  const cpu = all.map((r) => r.cpu);
  return { wall: median(all.map((r) => r.wall)), cpu: median(cpu), runs: all.length, cpuLow: Math.min(...cpu), cpuHigh: Math.max(...cpu), last: all[all.length - 1], load };
}

const whole = (x: number) => Math.round(x).toLocaleString('en-US');

/**
 * "524 per CPU second, median of 5 runs of 500 games: 470-610; machine 12% busy with other work, 3% steal" (one run:
 * no range; no load where unknown).
 */
export function describeRepeated(rate: RepeatedRate<Rate>, games: number): string {
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  const steal = rate.load === null ? '' : `; machine ${pct(rate.load.others)} busy with other work, ${pct(rate.load.steal)} steal`;
  if (rate.runs === 1) return `${whole(rate.cpu)} per CPU second, one run of ${whole(games)} games${steal}`;
  return `${whole(rate.cpu)} per CPU second, median of ${rate.runs} runs of ${whole(games)} games: ${whole(rate.cpuLow)}-${whole(rate.cpuHigh)}${steal}`;
}
