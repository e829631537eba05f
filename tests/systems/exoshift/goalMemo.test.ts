/**
 * The heuristic keeps each unit's goal values across decisions and forgets
 * them per unit when something they read changed (src/systems/exoshift/ai.ts
 * forgetGoals; issue 9, speed). This checks every kept value against a fresh
 * computation after every heuristic decision of whole games (control points
 * and objective grab, units of several models), so a missed change shows up
 * here and not only as a changed game in the behaviour fixture. The
 * interaction values (interactValue), shot values and focus chances
 * (shotValue, chooseTarget) are kept and checked the same way.
 */
import { describe, expect, it } from 'vitest';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshiftHeuristic, goalMemoCheck, interactMemoCheck, shotMemoCheck } from '../../../src/systems/exoshift/ai.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import type { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

function check(a: string, b: string, variants: Record<string, string>, seeds: number): { decisions: number; compared: number; stale: number; interactions: number; staleInteractions: number; shots: number; staleShots: number } {
  const total = { decisions: 0, compared: 0, stale: 0, interactions: 0, staleInteractions: 0, shots: 0, staleShots: 0 };
  for (let seed = 0; seed < seeds; seed++) {
    const state = exoshift.newGame({ sides: [exoshift.presets[a], exoshift.presets[b]], variants, chance: Xoshiro128.stream(300 + seed, 0), log: false }) as ExoshiftState;
    const views = [new SeatView(state, 0), new SeatView(state, 1)];
    const rngs = [Xoshiro128.stream(300 + seed, 1), Xoshiro128.stream(300 + seed, 2)];
    while (!state.isTerminal()) {
      const mover = state.currentPlayer();
      if (mover === CHANCE) {
        state.applyChance();
        continue;
      }
      // The goal values are only brought up to date by a scored decision of a turn (bids, the turn order and a lone legal action are not scored).
      const scored = state.s[L.G_PHASE] === L.PHASE_TURN && state.legalActions().length > 1;
      const action = exoshiftHeuristic(views[mover], rngs[mover]);
      if (!scored) {
        state.apply(action);
        continue;
      }
      const { compared, stale } = goalMemoCheck(state, mover);
      total.decisions++;
      total.compared += compared;
      total.stale += stale;
      const interactions = interactMemoCheck(state, mover);
      total.interactions += interactions.compared;
      total.staleInteractions += interactions.stale;
      const shots = shotMemoCheck(state);
      total.shots += shots.compared;
      total.staleShots += shots.stale;
      state.apply(action);
    }
  }
  return total;
}

describe('the heuristic goal values kept across decisions', () => {
  it('equal a fresh computation after every decision (control points, objective grab, fireteams)', () => {
    const runs = [
      check('sol-line-patrol', 'sol-fire-support', {}, 3),
      check('sol-raiders', 'sol-garrison', { mission: 'objective-grab' }, 3),
      check('sol-fireteams', 'sol-line-patrol', {}, 2),
    ];
    for (const run of runs) {
      expect(run.decisions).toBeGreaterThan(50);
      // The memo is exercised (values kept from earlier decisions are among those compared), and none is stale.
      expect(run.compared).toBeGreaterThan(run.decisions);
      expect(run.stale).toBe(0);
    }
  });

  it('so do the interaction values (objectives, secure zones, friends to revive or treat)', () => {
    const runs = [
      check('sol-line-patrol', 'sol-fire-support', {}, 3),
      check('sol-raiders', 'sol-garrison', { mission: 'objective-grab' }, 3),
      check('sol-fireteams', 'sol-line-patrol', {}, 2),
    ];
    for (const run of runs) {
      expect(run.interactions).toBeGreaterThan(run.decisions);
      expect(run.staleInteractions).toBe(0);
    }
  });

  it('so do the shot values and focus chances (leaders, indirect fire, fireteams)', () => {
    const runs = [
      check('sol-line-patrol', 'sol-fire-support', {}, 3),
      check('sol-garrison', 'sol-raiders', {}, 3),
      check('sol-fireteams', 'sol-line-patrol', {}, 2),
    ];
    for (const run of runs) {
      expect(run.shots).toBeGreaterThan(run.decisions);
      expect(run.staleShots).toBe(0);
    }
  });
});
