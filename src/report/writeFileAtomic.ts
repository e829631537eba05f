/**
 * Writes a file so that a reader never sees half of it: the bytes go to a
 * temporary name in the same folder (same file system, so the rename is atomic)
 * and the file is renamed into place once complete. A failed write leaves the
 * old file, if any, untouched and removes the temporary one.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

let counter = 0;

export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  counter += 1;
  // ".tmp-" names are in .gitignore; pid and counter keep concurrent writers apart.
  const temporary = join(dirname(path), `.tmp-${basename(path)}-${process.pid}-${counter}`);
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
