/**
 * The commands issue 6 names, run as a designer runs them: the exact attack
 * as one JSON object, and a match between two example warbands by preset.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));
const playtest = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });

describe('playtest rattle-and-rend commands', () => {
  it('attack --exact --json prints one object whose four outcomes sum to 1', () => {
    const run = playtest('attack', 'rattle-and-rend', '--attacker', 'heavy', '--target', 'fighters', '--melee', '--charge', '--support', '--tactic', 'elites', '--variant', 'dice=stack', '--exact', '--json');
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout);
    expect(Object.keys(result.outcomes)).toEqual(['noEffect', 'removed', 'withdrawn', 'holds']);
    expect(Object.values(result.outcomes as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(result.variants.dice).toBe('stack');
  });

  it('match --a preset:dwarven-throng --b preset:ghostly-host --agent-a heuristic --agent-b heuristic --json works', () => {
    const run = playtest('match', 'rattle-and-rend', '--a', 'preset:dwarven-throng', '--b', 'preset:ghostly-host', '--agent-a', 'heuristic', '--agent-b', 'heuristic', '--games', '20', '--seed', '2', '--json');
    expect(run.stderr).toBe('');
    const summary = JSON.parse(run.stdout);
    expect(summary.games).toBe(20);
    expect(summary.winsA + summary.winsB + summary.draws).toBe(20);
    expect(summary.a.name).toBe('Dwarven Throng');
    expect(Object.keys(summary.statistics)).toContain('removedByA');
  });

  it('--variant stats=v03:TYPE.STAT=VALUE changes a stat line for the attack and the games, and a bad change fails in one line', () => {
    const run = playtest('attack', 'rattle-and-rend', '--attacker', 'fighters', '--target', 'fighters', '--variant', 'stats=v03:fighters.fury=5', '--exact', '--json');
    expect(run.stderr).toBe('');
    // 5+ on 2d20: no effect only when both dice show 1-4.
    expect(JSON.parse(run.stdout).outcomes.noEffect).toBeCloseTo((4 / 20) ** 2, 12);
    const costly = playtest('match', 'rattle-and-rend', '--a', 'preset:dwarven-throng', '--b', 'preset:ghostly-host', '--games', '4', '--variant', 'stats=v03:fighters.cost=3');
    expect(costly.status).toBe(2);
    expect(costly.stderr.trim().split('\n')).toHaveLength(1);
    expect(costly.stderr).toContain("warband 'Dwarven Throng': field 'elements': the Elements cost 16 points (costs changed by --variant stats: fighters 3)");
    const wrong = playtest('attack', 'rattle-and-rend', '--attacker', 'fighters', '--target', 'fighters', '--variant', 'stats=v03:fighters.fury=30', '--exact');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim()).toBe("playtest: --variant: stats=v03:fighters.fury=30: fighters.fury must be a whole number from 1 to 20; got '30'");
  });

  it('a bad warband file fails in one line naming the field', () => {
    const run = playtest('match', 'rattle-and-rend', '--a', 'preset:dwarven-throng', '--b', 'preset:nope', '--agent-a', 'random', '--agent-b', 'random', '--games', '4');
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain("unknown rattle-and-rend preset 'nope'");
  });
});
