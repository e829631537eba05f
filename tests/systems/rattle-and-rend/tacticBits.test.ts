/**
 * RrState.has takes a tactic's bit, which each module looks up once by name as a `*_BIT` constant (`tacticBit`, fifteenth
 * speed pass: one `has` fed ~25 names went megamorphic). A misspelt name gives bit 0, a tactic that never applies, which
 * the behaviour fixture would notice only if its warbands had that tactic. This test reads the game's sources and fails
 * on a `tacticBit('...')` that names no tactic, or on a `has(` still given a name.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TACTICS } from '../../../src/systems/rattle-and-rend/rules.ts';
import { tacticBit } from '../../../src/systems/rattle-and-rend/state.ts';

const DIR = 'src/systems/rattle-and-rend';
const sources = readdirSync(DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(DIR, f), 'utf8') }));

describe('tactic bits', () => {
  it('every tacticBit named in the sources is a tactic with a bit of its own', () => {
    const named = new Map<string, string>();
    for (const { file, text } of sources) for (const m of text.matchAll(/tacticBit\('([^']+)'\)/g)) named.set(m[1], file);
    expect(named.size).toBeGreaterThan(20);
    for (const [name, file] of named) {
      expect(TACTICS, `${file}: tacticBit('${name}')`).toContain(name);
      const bit = tacticBit(name);
      expect(bit, name).not.toBe(0);
      expect(bit & (bit - 1), name).toBe(0);
    }
  });

  it('has is never given a name', () => {
    for (const { file, text } of sources) expect(text.match(/\.has\([^()]*,\s*'[^']*'\)/g) ?? [], file).toEqual([]);
  });
});
