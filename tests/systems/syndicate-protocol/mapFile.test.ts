/**
 * A designer's own map (maps.ts, `--variant map=file:<path>`): the game plays on the file's rows, a file with the
 * rows of a shipped map plays that map's games, and every fault of the file is one line naming it and the field,
 * exit 2 from the command line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { chooseGameVariants } from '../../../src/game/variants.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import streets from '../../../src/systems/syndicate-protocol/data/maps/open-streets.json' with { type: 'json' };
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'sp-maps-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
/** Open Streets with a wall of Heavy Cover across the middle rows (its own map, not a shipped one). */
const alleyRows = streets.rows.map((row, y) => (y === 11 || y === 12 ? '....HHHH........HHHH....' : row));
const alley = file('alley.json', JSON.stringify({ name: 'Alley', rows: alleyRows }));
const sameAsStreets = file('streets-copy.json', JSON.stringify({ rows: streets.rows }));

const start = (assignments: string[]) =>
  syndicateProtocol.newGame({
    sides: [syndicateProtocol.presets.razor, syndicateProtocol.presets.lens],
    variants: chooseGameVariants(syndicateProtocol, assignments),
    chance: new Xoshiro128(3, 0, 0, 0),
    log: false,
  });

describe('map=file:<path>', () => {
  it("plays on the file's rows", () => {
    const state = start([`map=file:${alley}`]);
    expect((state.serialize().map as string[]).join('')).toBe(alleyRows.join(''));
    expect((start(['map=open-streets']).serialize().map as string[]).join('')).toBe(streets.rows.join(''));
  });

  it("a file with a shipped map's rows plays that map's games", async () => {
    const match = (map: string) => runMatch({ system: 'syndicate-protocol', a: 'preset:razor', b: 'preset:lens', agentA: 'heuristic', agentB: 'heuristic', games: 40, seed: 5, workers: 1, variants: [`map=${map}`] });
    const shipped = await match('open-streets');
    const copied = await match(`file:${sameAsStreets}`);
    expect([copied.winsA, copied.draws, copied.winsB, copied.statistics]).toEqual([shipped.winsA, shipped.draws, shipped.winsB, shipped.statistics]);
    expect(copied.command).toContain(`--variant map=file:${sameAsStreets}`);
  });

  it.each([
    ['no file', join(dir, 'missing.json'), /^map file .*missing\.json: no such file$/],
    ['not JSON', file('broken.json', '{"rows": ['), /^map file .*broken\.json: not valid JSON \(/],
    ['no rows field', file('empty.json', '{"name": "x"}'), /^map file .*empty\.json: must be a JSON object with a field 'rows'/],
    ['too few rows', file('short.json', '{"rows": ["...."]}'), /^map file .*short\.json: field 'rows' must be 24 strings of 24 characters/],
    ['a short row', file('narrow.json', JSON.stringify({ rows: streets.rows.map((r, y) => (y === 4 ? r.slice(1) : r)) })), /field 'rows', row 4 must be 24 characters/],
    ['an unknown character', file('odd.json', JSON.stringify({ rows: streets.rows.map((r, y) => (y === 7 ? `Z${r.slice(1)}` : r)) })), /field 'rows', row 7 has 'Z'; allowed: \. l H # c B T x/],
  ])('%s: one-line GameInputError naming the file and field', (_, path, message) => {
    expect(() => start([`map=file:${path}`])).toThrow(GameInputError);
    expect(() => start([`map=file:${path}`])).toThrow(message);
  });

  it('an unknown map value lists the maps and the file: form', () => {
    expect(() => chooseGameVariants(syndicateProtocol, ['map=downtown'])).toThrow(/map must be one of generated, example-balanced-layout, open-streets, or file:<path> .*got 'downtown'/);
    expect(() => chooseGameVariants(syndicateProtocol, ['map=file:'])).toThrow(/got 'file:'/);
  });

  it('from the command line: a match on the file, and a bad file exits 2 with one line', () => {
    const bin = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));
    const run = (...args: string[]) => spawnSync(process.execPath, [bin, 'match', 'syndicate-protocol', '--games', '8', '--workers', '1', ...args], { encoding: 'utf8', timeout: 60_000 });
    const ok = run('--variant', `map=file:${alley}`);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(`map=file:${alley}`);
    const bad = run('--variant', `map=file:${join(dir, 'broken.json')}`);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^playtest: map file .*broken\.json: not valid JSON/)]);
  });
});
