/**
 * The benchmark's load readout (scripts/benchRepeat.ts): /proc/stat's cpu line parsed, the other work's and the
 * hypervisor's shares of the CPU time between two readings, and the line a repeated rate prints.
 */
import { describe, expect, it } from 'vitest';
import { describeRepeated, loadBetween, parseCpuLine } from '../../scripts/benchRepeat.ts';

describe('machine load in the benchmark lines', () => {
  it('reads the cpu line (not a per-CPU line): busy = user + nice + system + irq + softirq, steal the eighth, total the first eight', () => {
    const text = 'cpu0 1 1 1 1 1 1 1 99 0 0\ncpu  100 5 40 300 10 2 3 40 7 0\nintr 1 2 3\n';
    expect(parseCpuLine(text)).toEqual({ busy: 150, steal: 40, total: 500 });
    expect(parseCpuLine('intr 1 2 3\n')).toBeNull();
    expect(parseCpuLine('cpu  1 2 x 4 5 6 7 8\n')).toBeNull();
  });

  it("takes this process's own CPU seconds out of the busy time (100 ticks a second), and gives shares of the time between readings", () => {
    const before = { busy: 150, steal: 40, total: 500 };
    // 400 ticks pass: 250 busy, of them 1.5 s (150 ticks) this process's; 40 stolen.
    expect(loadBetween(before, { busy: 400, steal: 80, total: 900 }, 1.5)).toEqual({ others: 0.25, steal: 0.1 });
    // Rounding in the counters cannot make the others' share negative.
    expect(loadBetween(before, { busy: 250, steal: 40, total: 700 }, 1.2)?.others).toBe(0);
    expect(loadBetween(null, before, 1)).toBeNull();
    expect(loadBetween(before, before, 0)).toBeNull();
  });

  it('prints the load with the median and range, and leaves it out where unknown', () => {
    const rate = { wall: 900, cpu: 1000, runs: 5, cpuLow: 950, cpuHigh: 1100, last: { wall: 900, cpu: 1000 } };
    expect(describeRepeated({ ...rate, load: { others: 0.12, steal: 0.034 } }, 500)).toBe('1,000 per CPU second, median of 5 runs of 500 games: 950-1,100; machine 12% busy with other work, 3% steal');
    expect(describeRepeated({ ...rate, load: null }, 500)).toBe('1,000 per CPU second, median of 5 runs of 500 games: 950-1,100');
    expect(describeRepeated({ ...rate, runs: 1, load: { others: 0.5, steal: 0 } }, 500)).toBe('1,000 per CPU second, one run of 500 games; machine 50% busy with other work, 0% steal');
  });
});
