/**
 * The heuristic's CP budgeting (issue 9; src/systems/exoshift/ai.ts
 * cpPriceOf, README "CP budgeting"): a paid action is priced at what its CP
 * would buy later in the round, so one more CP per round helps the player
 * instead of being spent on escalating actions early (Command Points; Action
 * CP Cost; Round and Turn Sequence › End of Round).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSide } from '../../../src/game/loadSide.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { cpPriceOf } from '../../../src/systems/exoshift/ai.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';

describe('Exoshift CP budgeting', () => {
  it('a 2-CP action now costs exactly the two 1-CP actions its CP would buy in later turns', () => {
    for (let held = 2; held <= 10; held++) {
      for (let fresh = 0; fresh <= 6; fresh++) expect(cpPriceOf(held, fresh, 2)).toBeCloseTo(cpPriceOf(held, fresh, 1) + cpPriceOf(held - 1, fresh, 1), 12);
    }
  });

  it('a CP is dearer while units still to activate could use it than once only CP-only turns remain', () => {
    expect(cpPriceOf(3, 3, 1)).toBeGreaterThan(cpPriceOf(3, 1, 1));
    expect(cpPriceOf(0, 3, 1)).toBe(0);
    expect(cpPriceOf(5, 2, 0)).toBe(0);
  });

  it('more CP held never makes an affordable action of the same cost dearer', () => {
    for (let fresh = 0; fresh <= 6; fresh++) {
      for (let cost = 1; cost <= 4; cost++) {
        for (let held = cost; held <= 10; held++) expect(cpPriceOf(held + 1, fresh, cost)).toBeLessThanOrEqual(cpPriceOf(held, fresh, cost) + 1e-12);
      }
    }
  });

  it('with one more CP per round the Line Patrol beats the same patrol without it (240 games, sides swapped, heuristic both sides)', async () => {
    // Before the budgeting fix the patrol with the bonus scored 0.43 (interval 0.37-0.50) on these games.
    const patrol = loadSide(exoshift, 'preset:sol-line-patrol') as Record<string, unknown>;
    const file = join(mkdtempSync(join(tmpdir(), 'exoshift-cp-')), 'patrol-plus-1-cp.json');
    writeFileSync(file, JSON.stringify({ ...patrol, name: 'Sol Line Patrol +1 CP', cpBonus: 1 }));
    const summary = await runMatch({ system: 'exoshift', a: file, b: 'preset:sol-line-patrol', agentA: 'heuristic', agentB: 'heuristic', games: 240, seed: 10, workers: 1 });
    expect(summary.winRateA).toBeGreaterThan(0.5);
    expect(summary.ci[1]).toBeGreaterThan(0.5);
  }, 60_000);
});
