/**
 * The heuristic skips scoring Suppressing Fire, Vector Attack and Silent
 * Running when their highest score cannot beat the best option so far (ai.ts
 * SUPPORT_CAP): that is only the same choice while every score supportAi.ts
 * gives stays at or below its cap.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE, TERMINAL } from '../../../src/game/state.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { SUPPORT_CAP } from '../../../src/systems/jovian-wars/ai.ts';
import { SILENT_RUNNING, SUPPRESSING_FIRE, VECTOR_ATTACK } from '../../../src/systems/jovian-wars/supportActions.ts';
import { silentRunningScore, squadronSilentScore, suppressActionScore, vectorAttackScore } from '../../../src/systems/jovian-wars/supportAi.ts';
import { defaultVariants } from '../../../src/systems/jovian-wars/rules.ts';

describe('Jovian Wars heuristic support-Action caps (ai.ts SUPPORT_CAP)', () => {
  it('caps Suppressing Fire at 1.8, Vector Attack at 1 and Silent Running at 0.5, and no other Action', () => {
    expect(SUPPORT_CAP[SUPPRESSING_FIRE]).toBe(1.8);
    expect(SUPPORT_CAP[VECTOR_ATTACK]).toBe(1);
    expect(SUPPORT_CAP[SILENT_RUNNING]).toBe(0.5);
    expect([...SUPPORT_CAP].filter((c) => c !== Infinity)).toHaveLength(3);
  });

  it('no supportAi.ts score exceeds its cap at any Action decision of 20 random games (capital ships and squadrons)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const state = jovianWars.newGame({ sides: [jovianWars.presets['cega-battle-group'], jovianWars.presets['jovian-strike-group']], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: false }) as JovianState;
      const rng = Xoshiro128.stream(seed, 1);
      while (state.currentPlayer() !== TERMINAL) {
        if (state.currentPlayer() === CHANCE) {
          state.applyChance();
          continue;
        }
        if (state.phase === 'action') {
          const unit = state.units[state.active];
          for (const near of [0, 10, 30]) expect(silentRunningScore(unit, near)).toBeLessThanOrEqual(SUPPORT_CAP[SILENT_RUNNING]);
          if (unit.capital) {
            expect(suppressActionScore(state, unit)).toBeLessThanOrEqual(SUPPORT_CAP[SUPPRESSING_FIRE]);
            expect(vectorAttackScore(state, unit)).toBeLessThanOrEqual(SUPPORT_CAP[VECTOR_ATTACK]);
          } else expect(squadronSilentScore(state, unit)).toBeLessThanOrEqual(SUPPORT_CAP[SILENT_RUNNING]);
          checked++;
        }
        const legal = state.legalActions();
        state.apply(legal[rng.nextBelow(legal.length)]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
