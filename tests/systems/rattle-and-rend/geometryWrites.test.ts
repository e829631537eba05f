/**
 * The geometry memo (board.ts) compares only the Elements written since it last opened on a state (RrState.geoDirty,
 * thirteenth speed pass), so an Element's x, y or status written directly, not through RrState.place / setStatus,
 * leaves the memo's distances and lines of sight stale without any test noticing at once. This test reads the game's
 * sources and fails on a direct write it does not know, so a new writer must either use the setters or be added here
 * with the reason it is safe.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'src/systems/rattle-and-rend';
/** An element-indexed write to a geometry array: `s.x[i] = ...`, `+=`, `-=` (not `==`). */
const WRITE = /\.(x|y|status|radius)\[[^\]]+\]\s*(?:=(?!=)|\+=|-=)/;

/** The direct writes that are safe, and why (file: the written arrays, in order of appearance). */
const KNOWN: Record<string, string[]> = {
  // The setters themselves.
  'state.ts': ['x', 'y', 'status'],
  // The Charge trial: the memo is suspended and the Element goes back to exactly where it was.
  'ai.ts': ['x', 'y', 'x', 'y'],
  // Bases at the game's start, followed by state.geometryWritten().
  'index.ts': ['radius'],
};

function directWrites(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts')).sort()) {
    for (const line of readFileSync(join(DIR, file), 'utf8').split('\n')) {
      const m = WRITE.exec(line);
      if (m && !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*')) (found[file] ??= []).push(m[1]);
    }
  }
  return found;
}

describe('Rattle and Rend geometry writes', () => {
  it('writes positions and statuses only through place and setStatus, apart from the known safe writes', () => {
    expect(directWrites()).toEqual(KNOWN);
  });

  it('the pattern catches a direct write and ignores a comparison', () => {
    expect(WRITE.test('    s.x[i] = spot.x;')).toBe(true);
    expect(WRITE.test('  state.status[k] -= 1;')).toBe(true);
    expect(WRITE.test('  if (s.status[i] === REMOVED) return;')).toBe(false);
    expect(WRITE.test('  const d = s.x[i] - s.x[j];')).toBe(false);
  });
});
