/**
 * Output folders named on the command line (`--out`, `--reports`, a report
 * folder to redraw), checked before anything runs: a run can take minutes, and
 * a folder that cannot be written should cost none of them. File-system errors
 * become one line naming the option, the path and the reason:
 *
 *   --out /tmp/afile: is a file, not a folder
 *   --out /sys/playtest-out: cannot create a folder in /sys (not permitted)
 */
import { existsSync, mkdirSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ReportFolderError, reportFolderProblem } from '../report/writeReportFolder.ts';
import { folderBehind } from '../report/replaceFolder.ts';
import { UserError } from './userError.ts';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENAMETOOLONG: 'name too long',
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return REASONS[code] ?? (code || (error as Error).message.split('\n')[0]);
}

/** `--out x: ` or, for a folder named by an argument rather than an option, `x: `. */
const where = (option: string, path: string) => `${option ? `${option} ` : ''}${path}`;

/**
 * Whether a new folder can be made in `folder`: by making one. Access checks say yes to root for /sys and /proc,
 * where mkdir fails (EPERM, and ENOENT for a folder that exists).
 */
function probe(option: string, path: string, folder: string): void {
  const trial = join(folder, `.tmp-probe-${process.pid}`);
  try {
    mkdirSync(trial);
    rmdirSync(trial);
  } catch (error) {
    // ENOENT for a folder that exists: a file system such as /proc that takes no new folders.
    const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file system there takes no new folders' : reason(error);
    throw new UserError(`${where(option, path)}: cannot create a folder in ${folder} (${why})`);
  }
}

/**
 * Checks that `path` is, or can become, a folder this process writes: `replace` for a report folder (written whole
 * beside it and swapped in, so its parent must take new folders, and it must hold only a report), `add` for a folder
 * that files are added to (a shard's part, the reports index). Throws a UserError; creates nothing.
 */
export function checkOutputFolder(option: string, path: string, use: 'replace' | 'add'): void {
  let existing = resolve(path);
  while (!existsSync(existing)) existing = dirname(existing);
  let isFolder: boolean;
  try {
    isFolder = statSync(existing).isDirectory();
  } catch (error) {
    throw new UserError(`${where(option, path)}: cannot be read (${reason(error)})`);
  }
  const atPath = existing === resolve(path);
  if (!isFolder) throw new UserError(`${where(option, path)}: ${atPath ? '' : `${existing} `}is a file, not a folder`);
  if (atPath && use === 'replace') {
    let problem: string | null;
    try {
      problem = reportFolderProblem(path);
    } catch (error) {
      throw new UserError(`${where(option, path)}: cannot be read (${reason(error)})`);
    }
    if (problem) throw new UserError(`${where(option, path)}: ${problem}`);
  }
  // A report folder is written beside the folder a link points at (replaceFolder), so that parent must take new folders.
  probe(option, path, atPath && use === 'replace' ? dirname(folderBehind(existing)) : existing);
}

/** A file-system error while writing to a checked folder (a full disk, a folder changed meanwhile) as one line naming it. */
export function asOutputError(option: string, path: string, error: unknown): unknown {
  if (error instanceof ReportFolderError) return new UserError(`${option ? `${option} ` : ''}${error.message}`);
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('E')) return error;
  const at = (error as NodeJS.ErrnoException).path;
  return new UserError(`${where(option, path)}: cannot write${at ? ` ${at}` : ''} (${reason(error)})`);
}
