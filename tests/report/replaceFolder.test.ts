/**
 * replaceFolder (src/report/replaceFolder.ts): a folder is put in place whole
 * or not at all, and what an interrupted replacement left is cleared next time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFile, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFolders, replaceFolder } from '../../src/report/replaceFolder.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'playtest-replace-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function folder(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

const contents = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((name) => [name, readFileSync(join(dir, name), 'utf8')]));

/** The pid of a process that has ended, as a crashed run's would be. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('replaceFolder', () => {
  it('puts the new folder in place of the old one, with only what fill wrote', async () => {
    const dir = folder('report', { 'old.txt': 'old', 'kept.txt': 'old' });
    const value = await replaceFolder(dir, async (fresh) => {
      writeFileSync(join(fresh, 'kept.txt'), 'new');
      return 7;
    });
    expect(value).toBe(7);
    expect(contents(dir)).toEqual({ 'kept.txt': 'new' });
    expect(readdirSync(root)).toEqual(['report']);
  });

  it('creates the folder and its missing parents', async () => {
    const dir = join(root, 'a', 'b', 'report');
    await replaceFolder(dir, async (fresh) => writeFileSync(join(fresh, 'x'), 'x'));
    expect(contents(dir)).toEqual({ x: 'x' });
  });

  it('leaves the old folder as it was, and no new one, when fill fails', async () => {
    const dir = folder('report', { 'report.html': 'old page', 'result.json': 'old result' });
    const failing = replaceFolder(dir, async (fresh) => {
      writeFileSync(join(fresh, 'result.json'), 'new result');
      throw new Error('drawing failed');
    });
    await expect(failing).rejects.toThrow('drawing failed');
    expect(contents(dir)).toEqual({ 'report.html': 'old page', 'result.json': 'old result' });
    expect(readdirSync(root)).toEqual(['report']);
  });

  it('leaves the old folder as it was when the signal is aborted while fill runs', async () => {
    const dir = folder('report', { 'result.json': 'old result' });
    const abort = new AbortController();
    const interrupted = replaceFolder(
      dir,
      async (fresh) => {
        writeFileSync(join(fresh, 'result.json'), 'new result');
        abort.abort(new Error('interrupted'));
      },
      abort.signal,
    );
    await expect(interrupted).rejects.toThrow('interrupted');
    expect(contents(dir)).toEqual({ 'result.json': 'old result' });
    expect(readdirSync(root)).toEqual(['report']);
  });

  it('hears a signal that came while fill ran even when fill ended inside an event callback, and leaves the old folder', async () => {
    const dir = folder('report', { 'result.json': 'old result' });
    const abort = new AbortController();
    const stop = () => abort.abort(new Error('interrupted'));
    process.once('SIGUSR2', stop);
    try {
      // A file read's callback runs in the event loop's poll phase, as a worker's last message does after a run.
      const replaced = new Promise((resolve, reject) => {
        readFile(join(dir, 'result.json'), () => {
          process.kill(process.pid, 'SIGUSR2');
          replaceFolder(dir, async (fresh) => writeFileSync(join(fresh, 'result.json'), 'new result'), abort.signal).then(resolve, reject);
        });
      });
      await expect(replaced).rejects.toThrow('interrupted');
    } finally {
      process.removeListener('SIGUSR2', stop);
    }
    expect(contents(dir)).toEqual({ 'result.json': 'old result' });
    expect(readdirSync(root)).toEqual(['report']);
  });

  it("clears what a replacement that ended mid-way left, but not a running replacement's folder", async () => {
    const dir = folder('report', { 'result.json': 'current' });
    const ended = endedPid();
    folder(`.tmp-report-${ended}-new`, { 'result.json': 'half drawn' });
    folder(`.tmp-report-${ended}-old`, { 'result.json': 'replaced earlier' });
    folder(`.tmp-report-${process.ppid}-new`, { 'result.json': 'another run, still drawing' });
    folder('.tmp-other-1-new', { 'result.json': 'another folder' });
    await replaceFolder(dir, async (fresh) => writeFileSync(join(fresh, 'result.json'), 'new'));
    expect(readdirSync(root).sort()).toEqual(['.tmp-other-1-new', `.tmp-report-${process.ppid}-new`, 'report']);
    expect(contents(dir)).toEqual({ 'result.json': 'new' });
  });

  it('puts an old folder back when a replacement ended between its two renames and left no folder in place', async () => {
    const ended = endedPid();
    folder(`.tmp-report-${ended}-old`, { 'result.json': 'complete old' });
    folder(`.tmp-report-${ended}-new`, { 'result.json': 'complete new' });
    const dir = join(root, 'report');
    // A fill that fails shows the folder as the clearing left it.
    await expect(replaceFolder(dir, async () => Promise.reject(new Error('stop')))).rejects.toThrow('stop');
    expect(contents(dir)).toEqual({ 'result.json': 'complete old' });
    expect(readdirSync(root)).toEqual(['report']);
  });
});

describe('replaceFolder through a symbolic link', () => {
  it('replaces the folder the link points at and keeps the link', async () => {
    const real = folder('shared/report', { 'old.txt': 'old' });
    const link = join(root, 'linked');
    symlinkSync(real, link);
    await replaceFolder(link, async (dir) => writeFileSync(join(dir, 'new.txt'), 'new'));
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(real);
    expect(contents(real)).toEqual({ 'new.txt': 'new' });
    expect(readdirSync(root).sort()).toEqual(['linked', 'shared']);
    expect(readdirSync(join(root, 'shared'))).toEqual(['report']);
  });
});

describe('makeFolders', () => {
  it('makes every missing folder of a path, and fails at once where a file stands in the way', () => {
    makeFolders(join(root, 'a', 'b', 'c'));
    expect(existsSync(join(root, 'a', 'b', 'c'))).toBe(true);
    writeFileSync(join(root, 'file'), '');
    expect(() => makeFolders(join(root, 'file', 'sub'))).toThrow(/ENOTDIR/);
  });

  it.runIf(process.platform === 'linux')('fails at once under /proc, where a recursive mkdir never returns', () => {
    expect(() => makeFolders('/proc/playtest-no-such-folder/sub')).toThrow(/ENOENT/);
  });
});
