/**
 * The commands issue 7 names, run as a designer runs them (a child process):
 * `playtest attack syndicate-protocol ... --exact --json`, `playtest game
 * syndicate-protocol` and `playtest match syndicate-protocol --a preset:razor
 * --b preset:lens --agent-a heuristic --agent-b heuristic --games 200 --json`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));

function playtest(...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('playtest syndicate-protocol', () => {
  it('attack --exact --json: outcomes keyed by final damage "0".."k" and meanDamage', () => {
    const run = playtest('attack', 'syndicate-protocol', '--attacker', 'razor', '--weapon', 'ar-12-vanguard', '--target', 'lens', '--armor', 'light-tactical-vest', '--distance', '5', '--cover', 'light', '--moved', '--status', 'marked', '--card', 'guns-akimbo', '--variant', 'armor-floor=floor1', '--exact', '--json');
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ system: 'syndicate-protocol', mode: 'exact', variants: { 'armor-floor': 'floor1' } });
    const keys = Object.keys(result.outcomes);
    expect(keys).toEqual(keys.map((_, k) => String(k)));
    expect(Object.values(result.outcomes as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(typeof result.meanDamage).toBe('number');
  });

  it('attack as a table: the shot in one header line with no empty field, then every damage with its chance', () => {
    const run = playtest('attack', 'syndicate-protocol', '--attacker', 'razor', '--weapon', 'ar-12-vanguard', '--target', 'lens', '--armor', 'light-tactical-vest', '--distance', '4');
    expect(run.code).toBe(0);
    const [header, mode] = run.stdout.split('\n');
    expect(header).toMatch(/^attack syndicate-protocol: attacker razor, weapon ar-12-vanguard, target lens, .*trait precision-burst, rerollMisses 0$/);
    expect(header).not.toMatch(/, \w+ ,|, \w+ $|notes/);
    expect(mode).toBe('exact: every outcome enumerated');
    expect(run.stdout).toMatch(/\nmeanDamage: \d\.\d+/);
  });

  it('attack refuses an impossible shot in one line and exits 2', () => {
    const run = playtest('attack', 'syndicate-protocol', '--attacker', 'razor', '--weapon', 'street-sweeper-sg-12', '--target', 'lens', '--armor', 'light-tactical-vest', '--distance', '6', '--json');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('--distance');
  });

  it('--variant stats=printed:ID.STAT=VALUE changes a printed number, and a bad change is one line and exit 2', () => {
    const shot = (...extra: string[]) => playtest('attack', 'syndicate-protocol', '--attacker', 'rampart', '--weapon', 'ar-12-vanguard', '--target', 'glitch', '--armor', 'light-tactical-vest', '--distance', '5', '--exact', '--json', ...extra);
    const changed = shot('--variant', 'stats=printed:rampart.acc=3');
    expect(changed.stderr).toBe('');
    // Rampart at Accuracy 3 shoots as Velocity, printed at 3, does.
    expect(JSON.parse(changed.stdout).outcomes).toEqual(JSON.parse(playtest('attack', 'syndicate-protocol', '--attacker', 'velocity', '--weapon', 'ar-12-vanguard', '--target', 'glitch', '--armor', 'light-tactical-vest', '--distance', '5', '--exact', '--json').stdout).outcomes);
    const wrong = playtest('match', 'syndicate-protocol', '--a', 'preset:velocity', '--b', 'preset:rampart', '--games', '4', '--variant', 'stats=printed:velocity.hp=0');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toContain('--variant stats=printed:velocity.hp=0: velocity.hp must be from 1 to 99; got 0');
  });

  it('game tells the story of one game: rounds, reveals, moves, attacks and the result', () => {
    const run = playtest('game', 'syndicate-protocol', '--a', 'preset:lens', '--b', 'preset:velocity', '--agent-a', 'heuristic', '--agent-b', 'heuristic', '--seed', '2');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Round 1 · Priority .* · HP Lens 17, Glyph 9, Line 10 \| Velocity 17, Slip 9, Trace 10$/m);
    expect(run.stdout).toMatch(/^ {2}reveal: Lens \(A\) plays .*; Velocity \(B\) plays .*$/m);
    expect(run.stdout).toMatch(/^result: .*; \d+ rounds, \d+ decisions$/m);
  });

  it('match --json: the heuristic presets play a full match (20 games here; the issue runs 200)', () => {
    const run = playtest('match', 'syndicate-protocol', '--a', 'preset:razor', '--b', 'preset:lens', '--agent-a', 'heuristic', '--agent-b', 'heuristic', '--games', '20', '--json');
    expect(run.stderr).toBe('');
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ system: 'syndicate-protocol', games: 20, a: { name: 'Razor' }, b: { name: 'Lens' } });
    expect(summary.winsA + summary.winsB + summary.draws).toBe(20);
    expect(Object.keys(summary.statistics)).toContain('capped');
  }, 120_000);
});
