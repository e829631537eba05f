/**
 * `playtest game` and `playtest match` as a designer runs them: a child
 * process, a narrative or one JSON object, and one-line errors with exit 2.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_NAMES } from '../../src/game/registry.ts';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../src/cli/bin.mjs', import.meta.url));

function playtest(...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('playtest game', () => {
  it('tells the story of one game: turns, who acts, each roll, holds and the result', () => {
    const run = playtest('game', 'pig', '--a', 'preset:standard', '--b', 'preset:head-start', '--agent-a', 'greedy', '--agent-b', 'random', '--seed', '7');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('pig: Standard (A, greedy:samples=1,rolls=0) vs Head Start (B, random), seed 7, target=100');
    expect(run.stdout).toContain('Pig to 100: Standard (A) moves first against Head Start (B); start 0 - 10');
    expect(run.stdout).toMatch(/^Turn 1 · Standard \(A\) · 0 - 10$/m);
    expect(run.stdout).toMatch(/^ {2}rolls \d -> turn total \d+$/m);
    expect(run.stdout).toMatch(/^result: .* wins; \d+ turns, \d+ decisions$/m);
  });

  it('with --json prints the whole record: event log, winner, final state', () => {
    const run = playtest('game', 'pig', '--agent-a', 'mcts:iterations=30', '--agent-b', 'random', '--seed', '3', '--variant', 'target=30', '--json');
    expect(run.stderr).toBe('');
    const game = JSON.parse(run.stdout);
    expect(game.events[0]).toEqual({ kind: 'start', target: 30, scores: [0, 0] });
    expect(['A', 'B', 'draw']).toContain(game.winner);
    expect(game.final.game).toBe('pig');
    expect(game.a.agent).toBe('mcts:iterations=30,c=1.4,rollout=random,ms=0');
  });
});

describe('playtest match', () => {
  it('--json prints one object with the counts, the win rate and its interval, and the same numbers on 1 and 2 workers', () => {
    const args = ['match', 'pig', '--a', 'preset:standard', '--b', 'preset:head-start', '--agent-a', 'greedy', '--agent-b', 'random', '--games', '200', '--seed', '5', '--json'];
    const [one, two] = [playtest(...args, '--workers', '1'), playtest(...args, '--workers', '2')];
    expect(one.stderr).toBe('');
    expect(one.stdout.trim().split('\n')).toHaveLength(1);
    const a = JSON.parse(one.stdout);
    const b = JSON.parse(two.stdout);
    for (const key of ['games', 'winsA', 'winsB', 'draws', 'winRateA', 'ci', 'meanLength', 'gamesPerSecond', 'statistics', 'verdict']) expect(a).toHaveProperty(key);
    expect(a.games).toBe(200);
    expect(a.verdict).toMatch(/^A \(Standard, greedy[^)]*\) is too strong against B \(Head Start, random\) by the 45-55% band: A scores /);
    expect(a.ci[0]).toBeLessThan(a.winRateA);
    for (const summary of [a, b]) {
      delete summary.gamesPerSecond;
      delete summary.timing;
    }
    expect(b).toEqual(a);
  });

  it('prints a table with the trial count and intervals', () => {
    const run = playtest('match', 'pig', '--agent-a', 'greedy', '--agent-b', 'random', '--games', '100', '--seed', '2', '--workers', '1');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^win rate A +\d+\.\d% +\(\d+\.\d% - \d+\.\d%\) +95%, 100 games, draws count half$/m);
    expect(run.stdout).toMatch(/^game length +[\d.]+ +\([\d.]+ - [\d.]+\) +turns$/m);
    expect(run.stdout).toMatch(/^verdict: .* by the 45-55% band: A scores \d+\.\d% \(\d+\.\d% - \d+\.\d% over the 50 pairs\)/m);
    // --band sets what the verdict calls balanced: greedy against random wins nearly every game, still too strong at 5-95%.
    const wide = playtest('match', 'pig', '--agent-a', 'greedy', '--agent-b', 'random', '--games', '100', '--seed', '2', '--workers', '1', '--band', '5%:95%');
    expect(wide.stdout).toMatch(/^verdict: .* by the 5-95% band: /m);
  });

  it('answers bad input with one line naming the problem and exit code 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'playtest-game-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ name: 'Cheater', start: -3 }));
    const cases: [string[], string][] = [
      [['game', 'chess'], `playtest: unknown game 'chess'; games: ${Object.keys(GAME_NAMES).join(', ')}\n`],
      [['game', 'pig', '--agent-a', 'minimax'], "playtest: --agent-a: unknown agent 'minimax'; agents: random, heuristic, greedy:samples=1,rolls=0, mcts:iterations=400,c=1.4,rollout=random|greedy,ms=0, flat:iterations=400,rollout=random|greedy,ms=0\n"],
      [['match', 'pig', '--agent-b', 'mcts:iteration=5'], "playtest: --agent-b: unknown key 'iteration' for agent mcts; keys: mcts:iterations=400,c=1.4,rollout=random|greedy,ms=0\n"],
      [['game', 'pig', '--a', join(dir, 'bad.json')], `playtest: ${join(dir, 'bad.json')}: field 'start' must be a whole number from 0 to 99, got -3\n`],
      [['game', 'pig', '--b', 'preset:dwarven-throng'], "playtest: unknown pig preset 'dwarven-throng'; presets: preset:standard, preset:head-start\n"],
      [['game', 'pig', '--variant', 'target=12'], 'playtest: --variant target must be one of 100, 50, 30, 20; got \'12\'\n'],
      [['match', 'pig', '--band', '40-60'], 'playtest: --band 40-60: expected low:high, e.g. 0.45:0.55 or 45%:55%\n'],
      [['match', 'pig', '--band', '0.4:1.6'], 'playtest: --band 0.4:1.6: a win rate band lies within 0:1 (0%:100%)\n'],
    ];
    for (const [args, message] of cases) {
      const run = playtest(...args);
      expect(run.stderr).toBe(message);
      expect(run.code).toBe(2);
    }
  });
});
