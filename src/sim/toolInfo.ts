/**
 * The tool's name, version (package.json) and git commit, recorded in every
 * result so a number can be traced to the code that produced it. The commit is
 * "unknown" outside a git checkout.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function toolInfo(): { name: string; version: string; commit: string } {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'unknown';
  } catch {
    // not a git checkout, or git is not installed
  }
  return { name: 'playtest-lab', version: pkg.version, commit };
}
