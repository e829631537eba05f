/**
 * Puts a whole folder in place at once. It is filled in a temporary sibling
 * (`.tmp-<name>-<pid>-new`: .gitignore and the reports index skip `.tmp-`
 * names), the folder already there is renamed aside (`.tmp-<name>-<pid>-old`),
 * the new one is renamed into place and the old one removed. A crash or a kill
 * leaves the old complete folder or the new complete one, plus at most a
 * leftover sibling, which the next replacement of the same folder clears: it
 * removes it, or renames an old folder back when no folder is in place (a
 * crash between the two renames).
 *
 *   await replaceFolder('reports/jovian-wars/jw-pool-upgrades', (dir) => writeReport(result, dir))
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Creates a folder and its missing parents one level at a time. Not mkdir's
 * `recursive`: in Node 20 it never returns for a path under /proc, where a
 * plain mkdir fails at once.
 */
export function makeFolders(path: string): void {
  const missing: string[] = [];
  for (let at = resolve(path); !existsSync(at); at = dirname(at)) missing.unshift(at);
  for (const folder of missing) mkdirSync(folder);
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Clears what replacements of `target` by processes no longer running left behind (a replacement still running keeps its own). */
function clearLeftovers(parent: string, name: string, target: string): void {
  const prefix = `.tmp-${name}-`;
  for (const entry of readdirSync(parent)) {
    const match = entry.startsWith(prefix) ? /^(\d+)-(new|old)$/.exec(entry.slice(prefix.length)) : null;
    if (!match || running(Number(match[1]))) continue;
    const path = join(parent, entry);
    if (match[2] === 'old' && !existsSync(target)) renameSync(path, target);
    else rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Resolves once the event loop has polled for events again, so that a Ctrl-C or SIGTERM that came while fill ran
 * (drawing is mostly synchronous) has reached its handler before the new folder goes in. Two immediates: one alone
 * runs before the next poll when fill ended inside an event callback (a worker's last message, say).
 */
async function nextPoll(): Promise<void> {
  for (let hop = 0; hop < 2; hop++) await new Promise((done) => setImmediate(done));
}

/**
 * The folder a path names: through a symbolic link to the folder it points at, so a report written to a linked folder
 * (`--out` a link into a shared drive, say) lands there and the link stays, rather than the link itself being replaced
 * by a plain folder.
 */
export function folderBehind(path: string): string {
  return existsSync(path) && lstatSync(path).isSymbolicLink() ? realpathSync(path) : resolve(path);
}

/**
 * Fills a new folder with `fill` and puts it in place of `target`; returns what fill returns. When fill fails, or
 * `signal` is aborted by the time it is done, the new folder is removed and `target` is left as it was.
 */
export async function replaceFolder<T>(given: string, fill: (dir: string) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const target = folderBehind(given);
  const parent = dirname(target);
  const name = basename(target);
  makeFolders(parent);
  clearLeftovers(parent, name, target);
  const fresh = join(parent, `.tmp-${name}-${process.pid}-new`);
  const old = join(parent, `.tmp-${name}-${process.pid}-old`);
  mkdirSync(fresh);
  let value: T;
  try {
    value = await fill(fresh);
    await nextPoll();
    signal?.throwIfAborted();
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  const replacing = existsSync(target);
  if (replacing) renameSync(target, old);
  try {
    renameSync(fresh, target);
  } catch (error) {
    if (replacing) renameSync(old, target);
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  if (replacing) rmSync(old, { recursive: true, force: true });
  return value;
}
