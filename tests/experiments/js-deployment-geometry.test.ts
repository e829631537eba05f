/**
 * js-deployment-geometry (experiments/jagged-shards/deployment-geometry.ts, _pathCost.ts): the zone gaps and the
 * rounds to contact against hand arithmetic, the path costs on hand-built boards, the watched first attack against
 * the battle's own log, the watched pair against the match runner's, and a small run for the experiment's shape.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, contactTable, firstRound, forceUnits, geometryTrial, pathSavings, playWatching, zoneGaps } from '../../experiments/jagged-shards/deployment-geometry.ts';
import { latticeCosts, SIDE, straightCost } from '../../experiments/jagged-shards/_pathCost.ts';
import { GRID, DIFFICULT, OPEN } from '../../src/systems/jagged-shards/board.ts';
import { jaggedShards } from '../../src/systems/jagged-shards/index.ts';
import type { JaggedState } from '../../src/systems/jagged-shards/jaggedState.ts';
import type { JaggedSide } from '../../src/systems/jagged-shards/setup.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric } from '../../src/sim/result.ts';

const board = (fill: (cx: number, cy: number) => number) => Uint8Array.from({ length: GRID * GRID }, (_, i) => fill(i % GRID, Math.floor(i / GRID)));

describe('js-deployment-geometry: exact geometry (Ch. 4 Standard Deployment)', () => {
  it('the zones of 12" squares, quarter circles and triangles in opposite corners of a 48" board', () => {
    const g = zoneGaps();
    expect(g.corners).toBeCloseTo(48 * Math.SQRT2, 9);
    // Square: (12, 12) to (36, 36); quarter circle: 12" off each corner along the diagonal; triangle: the lines x + y = 12 and x + y = 84.
    expect(g.square).toBeCloseTo(Math.hypot(24, 24), 9);
    expect(g.quarterCircle).toBeCloseTo(48 * Math.SQRT2 - 24, 9);
    expect(g.triangle).toBeCloseTo((84 - 12) / Math.SQRT2, 9);
  });

  it('rounds to contact: Rush before, move and attack in the round (by hand)', () => {
    // 36.8" apart, reach 24": Move 6 / Rush 4 alone needs 12.8": 10 + 6 = 16 by round 2 (6 in round 1 is short).
    expect(firstRound(36.77, 24, 6, 4)).toBe(2);
    // Met by a Rushing enemy of its kind (10" a round): 6 + 10 = 16 >= 12.8 in round 1.
    expect(firstRound(36.77, 24, 6, 4, 10)).toBe(1);
    // Base contact alone: 35.77" needs (r - 1) * 10 + 6, round 4 (36 >= 35.77).
    expect(firstRound(36.77, 1, 6, 4)).toBe(4);
    // Move 4, Rush 0, 48" to cover: never in five rounds.
    expect(firstRound(48, 1, 4, 0)).toBe(0);
    expect(forceUnits('colonial-armoured-column')).toEqual(['bastion-walker', 'bastion-walker', 'colonial-rifle-squad', 'sentinel-support-drone']);
    const rows = contactTable();
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    for (const r of rows) expect(r.rangedMet === 0 || r.rangedMet <= (r.ranged || 6)).toBe(true);
  });
});

describe('js-deployment-geometry: path costs (Ch. 4 Difficult Terrain, Ch. 6 shortest legal path)', () => {
  it('on an open board the straight line costs its length and the lattice is never cheaper, at most 2.7% dearer', () => {
    const open = board(() => OPEN);
    expect(straightCost(open, 3, 4, 40, 21)).toBeCloseTo(Math.hypot(37, 17), 9);
    const costs = new Float64Array(SIDE * SIDE);
    latticeCosts(open, 3, 4, costs);
    for (const [x, y] of [[40, 21], [4, 44], [47, 47], [3, 30]]) {
      const euclid = Math.hypot(x - 3, y - 4);
      expect(costs[y * SIDE + x]).toBeGreaterThanOrEqual(euclid - 1e-9);
      expect(costs[y * SIDE + x]).toBeLessThanOrEqual(euclid * 1.027);
    }
  });

  it('a difficult band across the straight line: it costs double inside, and a detour round its end is cheaper', () => {
    // Difficult squares x 16-32", y 20-28" (columns 4-7, rows 5-6): the line (24, 4) -> (24, 44) crosses 8" of it.
    const band = board((cx, cy) => (cx >= 4 && cx <= 7 && cy >= 5 && cy <= 6 ? DIFFICULT : OPEN));
    expect(straightCost(band, 24, 4, 24, 44)).toBeCloseTo(48, 9);
    const costs = new Float64Array(SIDE * SIDE);
    latticeCosts(band, 24, 4, costs);
    // Round the band's end at x = 32: two legs via (32, 20) and (32, 28) or so, about 2 * hypot(8, 16) + 8 = 43.8.
    expect(costs[44 * SIDE + 24]).toBeLessThan(46);
    expect(costs[44 * SIDE + 24]).toBeGreaterThan(40);
  });
});

describe('js-deployment-geometry: the played battles', () => {
  it("the watched pair is the match runner's own pair, and its first-attack round is the log's", () => {
    const arm = ARMS[0];
    const watched = geometryTrial(arm.params, Xoshiro128.stream(4, 1));
    const plain = playPairTrial(arm.params, Xoshiro128.stream(4, 1));
    for (const id of ['pair', 'scoreA', 'length']) expect(watched[id], id).toEqual(plain[id]);

    // One battle with the log on: the round of the first 'attack' event is the last 'round' event before it.
    const context = agentContext(jaggedShards);
    const state = jaggedShards.newGame({ sides: [arm.params.sideA as JaggedSide, arm.params.sideB as JaggedSide], variants: {}, chance: Xoshiro128.stream(4, 2), log: true }) as JaggedState;
    const played = playWatching(state, [
      { agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(4, 3) },
      { agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(4, 4) },
    ]);
    let round = 1;
    let fromLog = 6;
    for (const e of state.events()) {
      if (e.kind === 'round') round = (e as unknown as { round: number }).round;
      if (e.kind === 'attack') {
        fromLog = round;
        break;
      }
    }
    expect(played.firstAttack).toBe(fromLog);
    expect(played.gapRound2).toBeGreaterThan(0);
    const paths = pathSavings(state);
    expect(paths.paths).toBe(4 * state.setup.roster.seat.filter((seat) => seat === 0).length);
    expect(paths.saving).toBeGreaterThanOrEqual(0);
    expect(paths.cost - paths.extra).toBeGreaterThan(20);
  }, 60_000);

  it('a small run: every metric in range', async () => {
    const { result } = await runToResult({ experiment: 'experiments/jagged-shards/deployment-geometry.ts', trials: 8, seed: 3, workers: 1 });
    expect(result.arms).toHaveLength(3);
    for (const arm of result.arms) {
      const mean = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      expect(mean('firstAttackRound')).toBeGreaterThanOrEqual(1);
      expect(mean('firstAttackRound')).toBeLessThanOrEqual(6);
      expect(mean('gapRound2')).toBeGreaterThan(0);
      expect(mean('pathSaving')).toBeGreaterThanOrEqual(0);
      expect(mean('pathSaving')).toBeLessThanOrEqual(mean('straightExtra') + 1e-9);
    }
    // The answer is plain sentences: Markdown bold would be escaped into literal asterisks in the report.
    const text = experiment.answer!(result);
    expect(text.join('\n')).not.toContain('*');
    expect(text[0]).toMatch(/^JS-068, the zones \(exact\): on the 48" x 48" board/);
  }, 120_000);
});
