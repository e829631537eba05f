/**
 * The match runner: games in pairs with the sides swapped on the experiment
 * runner, the same summary whatever the worker count.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_NAMES } from '../../src/game/registry.ts';
import { describe, expect, it } from 'vitest';
import { GameInputError } from '../../src/game/gameInputError.ts';
import { runMatch, type MatchRequest, type MatchSummary } from '../../src/sim/match/runMatch.ts';
import { matchTable, matchVerdict } from '../../src/sim/match/matchTable.ts';

const request: MatchRequest = { system: 'pig', a: 'preset:standard', b: 'preset:head-start', agentA: 'greedy', agentB: 'random', games: 640, seed: 4 };

function withoutTiming(summary: object): string {
  const { gamesPerSecond: _rate, timing: _timing, ...rest } = summary as Record<string, unknown>;
  return JSON.stringify(rest);
}

describe('playtest match', () => {
  it('gives the same numbers with 1 and 2 workers', async () => {
    const [one, two] = await Promise.all([runMatch({ ...request, workers: 1 }), runMatch({ ...request, workers: 2 })]);
    expect(two.timing.workers).toBe(2);
    expect(withoutTiming(two)).toBe(withoutTiming(one));
  });

  it('plays every pair once with A first and once with B first, and counts draws half', async () => {
    const summary = await runMatch({ ...request, agentA: 'random', games: 400, workers: 1 });
    const { aFirst, bFirst } = summary.bySeat;
    expect(aFirst.winsA + aFirst.draws + aFirst.winsB).toBe(200);
    expect(bFirst.winsA + bFirst.draws + bFirst.winsB).toBe(200);
    expect(summary.winsA + summary.winsB + summary.draws).toBe(400);
    expect(summary.winRateA).toBeCloseTo((summary.winsA + summary.draws / 2) / 400, 12);
    expect(summary.ci[0]).toBeLessThan(summary.winRateA);
    expect(summary.ci[1]).toBeGreaterThan(summary.winRateA);
    expect(Object.keys(summary.statistics)).toEqual(['bustsA', 'bustsB', 'pointsLostA', 'pointsLostB', 'marginA']);
  });

  it('finds no edge between identical sides and agents (interval around 50%)', async () => {
    const summary = await runMatch({ ...request, b: 'preset:standard', agentA: 'greedy', agentB: 'greedy', games: 2000, workers: 1 });
    expect(summary.ci[0]).toBeLessThan(0.5);
    expect(summary.ci[1]).toBeGreaterThan(0.5);
  });

  it('rejects an odd number of games, a head start at the target, and an unknown game', async () => {
    await expect(runMatch({ ...request, games: 7 })).rejects.toThrow(/--games must be an even whole number/);
    // One pair gives the per-game figures no spread, so no interval: two pairs at least.
    await expect(runMatch({ ...request, games: 2 })).rejects.toThrow(/--games must be an even whole number from 4 .*an interval needs two pairs or more\), got 2/);
    expect((await runMatch({ ...request, games: 4, workers: 1 })).games).toBe(4);
    const file = join(mkdtempSync(join(tmpdir(), 'playtest-game-')), 'far-ahead.json');
    writeFileSync(file, JSON.stringify({ name: 'Far Ahead', start: 50 }));
    await expect(runMatch({ ...request, a: file, variants: ['target=30'] })).rejects.toThrow('pig: a side\'s start (50) must be below the target (30)');
    await expect(runMatch({ ...request, system: 'chess' })).rejects.toThrow(GameInputError);
    await expect(runMatch({ ...request, system: 'chess' })).rejects.toThrow(`unknown game 'chess'; games: ${Object.keys(GAME_NAMES).join(', ')}`);
  });
});

describe('a match of a game whose data the rulebook does not print in full', () => {
  it('says so under its header and in --json; a game played on printed numbers alone has no such line', async () => {
    const jw = await runMatch({ system: 'jovian-wars', a: 'preset:cega-battle-group', b: 'preset:jovian-strike-group', agentA: 'random', agentB: 'random', games: 4, seed: 1, workers: 1 });
    expect(jw.dataNote).toMatch(/illustrative/);
    expect(matchTable(jw).split('\n')[2]).toBe(`data: ${jw.dataNote}`);
    const rr = await runMatch({ system: 'rattle-and-rend', a: 'preset:dwarven-throng', b: 'preset:ghostly-host', agentA: 'random', agentB: 'random', games: 4, seed: 1, workers: 1 });
    expect(rr.dataNote).toBeUndefined();
    expect(matchTable(rr)).not.toMatch(/^data:/m);
  }, 60_000);
});

describe('a side the game itself refuses', () => {
  it('is named by the file the user gave, not only by its name in the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playtest-side-'));
    const file = join(dir, 'big.json');
    // Valid for the schema; refused by the warband rules (a Heavy needs its trait).
    writeFileSync(file, JSON.stringify({ name: 'Big Throng', elements: 'heavy, heavy, heavy, fighters', tactic1: 'riders', tactic2: 'watchers', bond: 'null', reputation: 'compelled' }));
    const request = { system: 'rattle-and-rend', a: file, b: 'preset:ghostly-host', agentA: 'random', agentB: 'random', games: 4, seed: 1, workers: 1 };
    await expect(runMatch(request)).rejects.toThrow(GameInputError);
    await expect(runMatch(request)).rejects.toThrow(new RegExp(`^warband 'Big Throng': .* \\(side A: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, side B: preset:ghostly-host\\)$`));
  });
});

describe('the match verdict', () => {
  /** A summary with A's score `rate` and the interval over the pairs `[lo, hi]`. */
  const summary = (rate: number, lo: number, hi: number, games = 1000) =>
    ({ a: { name: 'Dwarven Throng' }, b: { name: 'Ghostly Host' }, agentA: 'heuristic', agentB: 'random', winRateA: rate, pairedCi: [lo, hi], games, pairs: games / 2 }) as unknown as MatchSummary;

  it('calls a side too strong or too weak only when the whole interval over the pairs is outside the 45-55% band, balanced only inside it', () => {
    expect(matchVerdict(summary(0.6, 0.56, 0.64))).toBe('A (Dwarven Throng, heuristic) is too strong against B (Ghostly Host, random) by the 45-55% band: A scores 60.0% (56.0% - 64.0% over the 500 pairs)');
    expect(matchVerdict(summary(0.4, 0.36, 0.44))).toMatch(/^A \(Dwarven Throng, heuristic\) is too weak against B/);
    expect(matchVerdict(summary(0.5, 0.46, 0.54))).toBe('balanced by the 45-55% band: A scores 50.0% (46.0% - 54.0% over the 500 pairs), inside it');
    // Another band (--band 35%:65%): the same numbers, balanced.
    expect(matchVerdict(summary(0.6, 0.56, 0.64), [0.35, 0.65])).toMatch(/^balanced by the 35-65% band/);
  });

  it('is not settled when the interval crosses an edge, and says how many games would settle it if the estimate held', () => {
    // Half-width 0.04 at 0.03 from 55%: 1,000 x (0.04 / 0.03)^2 = 1,778 games, rounded up to pairs.
    expect(matchVerdict(summary(0.58, 0.54, 0.62))).toBe('not settled by the 45-55% band: A scores 58.0% (54.0% - 62.0% over the 500 pairs) crosses 55%; about 1,778 games in all would settle it if the estimate holds');
    expect(matchVerdict(summary(0.5, 0.4, 0.6))).toMatch(/crosses 45% and 55%; about 4,000 games/);
    expect(matchVerdict(summary(0.5, 0.47, 0.53), [0.475, 0.525])).toMatch(/by the 47\.5-52\.5% band: .* crosses 47\.5% and 52\.5%/);
  });

  it('comes with the table and the --json output', async () => {
    const played = await runMatch({ ...request, games: 200, workers: 1 });
    expect(matchTable(played)).toContain(`\nverdict: ${matchVerdict(played)}\n`);
  });
});
