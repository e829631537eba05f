/** Shared helpers for the runner tests: run the CLI as a child process, read results. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExperimentResult } from '../../src/sim/result.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const COIN = fileURLToPath(new URL('./fixtures/coin.ts', import.meta.url));
/** The coin asking for a chart of an unknown kind. */
export const PIE = fileURLToPath(new URL('./fixtures/pie.ts', import.meta.url));
/** The coin with an answer function that can be made slow, to interrupt a run between its trials and its report. */
export const SLOW_ANSWER = fileURLToPath(new URL('./fixtures/slowAnswer.ts', import.meta.url));

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'playtest-sim-'));
}

export function playtest(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const child = spawnSync(process.execPath, ['src/cli/bin.mjs', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

export function readResult(path: string): ExperimentResult {
  return JSON.parse(readFileSync(path, 'utf8')) as ExperimentResult;
}

/** result.json without its timing block, which is the one part allowed to differ between runs. */
export function withoutTiming(result: ExperimentResult): string {
  const { timing: _timing, ...rest } = result;
  return JSON.stringify(rest);
}

/** Every file of a folder (names, dot-files included) with its bytes, to show that a command left the folder as it was. */
export function folderContents(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).sort().map((name) => [name, readFileSync(join(dir, name), 'latin1')]));
}
