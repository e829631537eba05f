/**
 * rr-regain-cap (experiments/rattle-and-rend/regain-cap.ts; RR-135): which
 * removals trigger Strife and Bloodlust, a hand-made log read for what was
 * offered and what the cap let through, each arm on its own lane, and a short
 * real run whose log readings must equal the engine's own count of the Bond's
 * regains.
 */
import { describe, expect, it } from 'vitest';
import { ARMS, capVerdict, countCheck, laneOf, readCap, triggers } from '../../experiments/rattle-and-rend/regain-cap.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { GameEvent } from '../../src/game/state.ts';
import type { MeanMetric } from '../../src/sim/result.ts';

const removed = (player: number, element: number, cause: string, by: number): GameEvent => ({ kind: 'removed', round: 1, player, element, cause, by });
const regain = (player: number, amount: number, why: string): GameEvent => ({ kind: 'regain', player, amount, why, momentum: 5 });

describe('rr-regain-cap: the triggers and one log read', () => {
  it("triggers Strife on its own side's removals but Morale's, and Bloodlust on enemy Elements its attacks remove or push off the board", () => {
    expect(triggers('strife', 0, removed(0, 1, 'attack', 5))).toBe(true);
    expect(triggers('strife', 0, removed(0, 1, 'terrain', -1))).toBe(true);
    expect(triggers('strife', 0, removed(0, 1, 'morale', -1))).toBe(false);
    expect(triggers('strife', 0, removed(1, 7, 'attack', 2))).toBe(false);
    expect(triggers('bloodlust', 0, removed(1, 7, 'attack', 2))).toBe(true);
    expect(triggers('bloodlust', 0, removed(1, 7, 'board edge', 2))).toBe(true);
    expect(triggers('bloodlust', 0, removed(1, 7, 'terrain', -1))).toBe(false);
    expect(triggers('bloodlust', 0, removed(1, 7, 'attack', -1))).toBe(false);
    expect(triggers('bloodlust', 0, removed(0, 1, 'attack', 9))).toBe(false);
  });

  it('counts the points offered, the regain logged after each removal, and the removals cut in part or in full', () => {
    const points = [1, 3, 2, 2, 3];
    const log: GameEvent[] = [
      removed(0, 1, 'attack', 4), // 3 offered,
      regain(0, 1, 'strife'), //     1 gained: cut.
      removed(0, 0, 'morale', -1), // not Strife's.
      removed(0, 2, 'terrain', -1), // 2 offered, nothing logged: cut in full.
      removed(0, 4, 'attack', 4), // not a Strife regain for this side, nor Strife's own:
      regain(1, 3, 'bloodlust'), //  the enemy's Bloodlust.
      removed(0, 3, 'attack', 4), // 2 offered,
      regain(0, 2, 'strife'), //     2 gained: not cut.
    ];
    // Element 4 is side 0's here too (3 points): offered, and the enemy's regain after it is not Strife's.
    expect(readCap(log, 0, 'strife', points)).toEqual({ offered: 3 + 2 + 3 + 2, gained: 1 + 0 + 0 + 2, removals: 4, cut: 3, full: 2 });
  });

  it('puts every arm on its own lane of the stream', () => {
    const lanes = ARMS.map((arm) => laneOf(arm.params));
    expect(new Set(lanes).size).toBe(ARMS.length);
    expect(Math.min(...lanes)).toBe(0);
    expect(Math.max(...lanes)).toBe(ARMS.length - 1);
  });
});

describe('rr-regain-cap: a short run', () => {
  it("plays every arm, and what the log says was regained is the engine's own count of the Bond's regains", async () => {
    const { result } = await runToResult({ experiment: 'rr-regain-cap', trials: 8, seed: 3, workers: 1 });
    expect(result.arms).toHaveLength(14);
    const mean = (arm: (typeof result.arms)[number], id: string) => (arm.metrics[id] as MeanMetric).mean;
    for (const arm of result.arms) {
      expect(mean(arm, 'capGained'), arm.id).toBeCloseTo(mean(arm, 'bondMomentumA'), 9);
      expect(mean(arm, 'capPointsOf'), arm.id).toBeCloseTo(mean(arm, 'capOffered'), 9);
      expect(mean(arm, 'capPointsHits'), arm.id).toBeCloseTo(mean(arm, 'capOffered') - mean(arm, 'capGained'), 9);
      expect(mean(arm, 'capRemovalsHits'), arm.id).toBeGreaterThanOrEqual(mean(arm, 'capFullHits'));
    }
    // The Strife side is offered something in these games (it loses Elements), so the check is not vacuous.
    expect(result.arms.filter((arm) => arm.id.startsWith('strife-')).every((arm) => mean(arm, 'capOffered') > 0)).toBe(true);
    expect(countCheck(result)).toMatch(/equals the engine's own count/);
  }, 120_000);

  it('sizes what the cap takes only as far as the interval bounds it', () => {
    expect(capVerdict({ n: 0, ci: [0, 0] })).toBe('never triggered');
    expect(capVerdict({ n: 100, ci: [0.12, 0.2] })).toBe('the cap clearly takes more than a tenth of what the Bond offers');
    expect(capVerdict({ n: 100, ci: [0.01, 0.04] })).toBe('the cap clearly takes less than a twentieth of what the Bond offers');
    expect(capVerdict({ n: 100, ci: [0.02, 0.09] })).toBe('the cap clearly takes some, at most a tenth, of what the Bond offers');
    // Clear of 0 but reaching past a tenth: "modest" would say more than the interval does.
    expect(capVerdict({ n: 100, ci: [0.02, 0.14] })).toBe("the cap clearly takes some of what the Bond offers, up to 14% (the interval's upper end)");
    expect(capVerdict({ n: 100, ci: [-0.01, 0.08] })).toBe('the cap takes nothing measurable');
  });
});
