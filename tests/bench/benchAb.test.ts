/**
 * scripts/bench-ab.ts: its options (one-line errors naming the flag and what it allows) and the summary it prints of
 * the paired runs. The runs themselves need a git worktree and taskset, and measure speed: not timed in tests.
 */
import { describe, expect, it } from 'vitest';
import { abOptions, abSummary, BENCH_PAIRS } from '../../scripts/bench-ab.ts';

describe('bench-ab', () => {
  it('reads its options with defaults, and refuses a missing base, an unknown system or agent, and counts that are not whole and positive', () => {
    expect(abOptions(['--base', 'main~1'])).toEqual({ base: 'main~1', system: 'rattle-and-rend', agent: 'heuristic', games: 2000, pairs: 4 });
    expect(abOptions(['--base', 'HEAD', '--system', 'syndicate-protocol', '--agent', 'random', '--games', '500', '--pairs', '6'])).toEqual({ base: 'HEAD', system: 'syndicate-protocol', agent: 'random', games: 500, pairs: 6 });
    expect(() => abOptions([])).toThrow(/--base is required/);
    expect(() => abOptions(['--base', 'x', '--system', 'chess'])).toThrow(`unknown --system chess; allowed: ${Object.keys(BENCH_PAIRS).join(', ')}`);
    expect(() => abOptions(['--base', 'x', '--agent', 'search'])).toThrow('unknown --agent search; allowed: heuristic, random');
    expect(() => abOptions(['--base', 'x', '--games', '2.5'])).toThrow('--games must be a whole number of 1 or more, not 2.5');
    expect(() => abOptions(['--base', 'x', '--pairs', '0'])).toThrow('--pairs must be a whole number of 1 or more, not 0');
  });

  it('prints each pair and the median ratio this tree / base, with how many pairs were faster', () => {
    const lines = abSummary([
      { base: 1000, tree: 1050 },
      { base: 800, tree: 820 },
      { base: 900, tree: 880 },
    ]);
    expect(lines[0]).toBe('  pair 1: base 1,000, this tree 1,050 games per CPU second (x1.050)');
    expect(lines.at(-1)).toBe('  this tree / base: median x1.025 (0.978-1.050), faster in 2 of 3 pairs');
    expect(abSummary([{ base: 100, tree: 110 }, { base: 100, tree: 90 }]).at(-1)).toBe('  this tree / base: median x1.000 (0.900-1.100), faster in 1 of 2 pairs');
  });
});
