/**
 * The tournament experiment type on Pig: every pairing played with sides
 * swapped, a Bradley-Terry ranking with intervals in the answer, and the
 * ranking and matrix charts in the report.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToResult } from '../../src/sim/run.ts';
import { writeReport } from '../../src/report/writeReport.ts';
import { tournamentRatings } from '../../src/report/tournamentRatings.ts';
import { markItems } from '../report/svgMarks.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/pigTournament.ts', import.meta.url));

describe('a tournament', () => {
  it('plays every pairing and ranks the players that plan above the random ones', async () => {
    const { result } = await runToResult({ experiment: FIXTURE, seed: 3, workers: 1 });
    expect(result.arms).toHaveLength(6); // 4 entrants: 4 x 3 / 2 pairings
    const ratings = tournamentRatings(result, 'scoreA');
    expect(ratings.reduce((sum, r) => sum + r.rating, 0)).toBeCloseTo(0, 6);
    const rank = (label: string) => ratings.findIndex((r) => r.label === label);
    expect(rank('random')).toBe(3);
    expect(Math.max(rank('greedy'), rank('hold-at-20'))).toBeLessThan(rank('random, 10-point head start'));
    expect(ratings.find((r) => r.label === 'random')!.ci[1]).toBeLessThan(0);
    expect(result.answer![0]).toMatch(/^Ranking by Bradley-Terry rating \(Elo points, 0 = average, 95% intervals, 720 games\): /);
    expect(result.answer![1]).toMatch(/clearly below: .*random/);

    const dir = mkdtempSync(join(tmpdir(), 'playtest-tournament-'));
    await writeReport(result, dir, { png: false });
    const ranking = readFileSync(join(dir, 'chart-1-ranking-scorea.svg'), 'utf8');
    // One point and one whisker per entrant.
    expect(markItems(ranking, 'points')).toHaveLength(4);
    expect(markItems(ranking, 'whiskers')).toHaveLength(4);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('Ranking by Bradley-Terry rating');
  });
});
