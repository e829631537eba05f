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

/** Checks that `path` is, or can become, a folder this process can write files in. Throws a UserError; creates nothing. */
export function checkOutputFolder(option: string, path: string): void {
  let existing = resolve(path);
  while (!existsSync(existing)) existing = dirname(existing);
  let isFolder: boolean;
  try {
    isFolder = statSync(existing).isDirectory();
  } catch (error) {
    throw new UserError(`${where(option, path)}: cannot be read (${reason(error)})`);
  }
  if (!isFolder) throw new UserError(`${where(option, path)}: ${existing === resolve(path) ? '' : `${existing} `}is a file, not a folder`);
  probe(option, path, existing);
}

/** A file-system error while writing to a checked folder (a full disk, a folder changed meanwhile) as one line naming it. */
export function asOutputError(option: string, path: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('E')) return error;
  const at = (error as NodeJS.ErrnoException).path;
  return new UserError(`${where(option, path)}: cannot write${at ? ` ${at}` : ''} (${reason(error)})`);
}
