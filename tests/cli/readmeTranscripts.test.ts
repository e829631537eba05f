/**
 * README's transcripts are what the command prints: every fenced block that starts with `$ npx playtest ...` is run
 * as a user would run it and compared line by line (trailing spaces aside). A line `...` stands for any number of
 * lines, and `...` inside a line for any text (an abbreviated JSON object). The walkthrough audit of 2026-11-24 found
 * five of eight transcripts out of date (header lines dropped, a table's widths, a pig match's numbers).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../src/cli/bin.mjs', import.meta.url));
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

const TRANSCRIPTS = [...README.matchAll(/```\n\$ npx playtest ([^\n]+)\n([\s\S]*?)```/g)].map(([, command, shown]) => [command, shown.trimEnd().split('\n')] as const);

/** Whether `shown` (with its `...` lines and `...` inside lines) matches the printed `lines`. */
export function matchesTranscript(shown: readonly string[], lines: readonly string[]): boolean {
  const pattern = (line: string) => new RegExp(`^${line.trimEnd().split('...').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  const from = (s: number, l: number): boolean => {
    if (s === shown.length) return l === lines.length;
    if (shown[s].trim() === '...') {
      for (let k = l; k <= lines.length; k++) if (from(s + 1, k)) return true;
      return false;
    }
    return l < lines.length && pattern(shown[s]).test(lines[l].trimEnd()) && from(s + 1, l + 1);
  };
  return from(0, 0);
}

describe('README transcripts', () => {
  it('are found: the roll, attack, game and match examples', () => {
    expect(TRANSCRIPTS.map(([command]) => command.split(' ')[0])).toEqual(expect.arrayContaining(['roll', 'attack', 'game', 'match']));
    expect(TRANSCRIPTS.length).toBeGreaterThanOrEqual(8);
  });

  it('match what the command prints, where "..." stands for lines or text left out', () => {
    expect(matchesTranscript(['a', '...', 'z'], ['a', 'b', 'c', 'z'])).toBe(true);
    expect(matchesTranscript(['{"x":1,...}'], ['{"x":1,"y":2}'])).toBe(true);
    expect(matchesTranscript(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(matchesTranscript(['a'], ['a', 'b'])).toBe(false);
  });

  it.each(TRANSCRIPTS)('$ npx playtest %s', (command, shown) => {
    const run = spawnSync(process.execPath, [BIN, ...command.split(/\s+/)], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(matchesTranscript(shown, lines), `README shows:\n${shown.join('\n')}\n\nthe command prints:\n${lines.join('\n')}`).toBe(true);
  }, 120_000);
});
