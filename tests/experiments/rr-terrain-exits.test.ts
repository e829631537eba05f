/**
 * rr-terrain-exits (experiments/rattle-and-rend/terrain-exits.ts; RR-143): the
 * arms and their lanes, one game read from a scripted log, and a short run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, LANES, POLICIES, readGame } from '../../experiments/rattle-and-rend/terrain-exits.ts';
import { armId } from '../../experiments/rattle-and-rend/heuristic-gaps.ts';
import { RR_HEURISTIC_OPTIONS } from '../../src/systems/rattle-and-rend/ai.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';

describe('rr-terrain-exits', () => {
  it('plays each example warband mirror with the three exit policies, five (the default) first and the others paired with it', () => {
    expect(POLICIES).toEqual(RR_HEURISTIC_OPTIONS.exit.values);
    expect(LANES.map((lane) => lane.id)).toEqual(Object.keys(rattleAndRend.presets));
    expect(ARMS.length).toBe(12);
    for (const lane of LANES) {
      const [five, pay, roll] = POLICIES.map((p) => ARMS.find((arm) => arm.id === armId(lane, p))!);
      expect([five.params.agentA, pay.params.agentA, roll.params.agentA]).toEqual(['heuristic', 'heuristic:exit=pay', 'heuristic:exit=roll']);
      expect([five.baseline, pay.baseline, roll.baseline]).toEqual([null, five.id, five.id]);
    }
    expect(experiment.source.catalogue).toEqual(['RR-143']);
  });

  it("reads one game: the option side's exits paid (1 Rough, 2 Hazardous), rolled and passed, held in place, removed", () => {
    const log = [
      { kind: 'exit-paid', player: 1, element: 3, momentum: 1 },
      { kind: 'exit-paid', player: 1, element: 4, momentum: 2 },
      { kind: 'exit-check', player: 1, element: 3, hazard: 0 },
      { kind: 'check', element: 3, check: 'Guile', result: 'success' },
      { kind: 'exit-check', player: 1, element: 3, hazard: 0 },
      { kind: 'check', element: 3, check: 'Guile', result: 'fail' },
      { kind: 'stuck', player: 1, element: 3 },
      { kind: 'exit-check', player: 1, element: 4, hazard: 1 },
      { kind: 'check', element: 4, check: 'Will', result: 'fail' },
      { kind: 'removed', player: 1, element: 4 },
      { kind: 'exit-check', player: 0, element: 9, hazard: 0 },
      { kind: 'check', element: 9, check: 'Guile', result: 'critical' },
    ];
    const state = { log, returns: () => [1, -1] } as unknown as RrState;
    expect(readGame(state, 1)).toMatchObject({ winA: 0, exits: 5, exitsRough: 3, exitsPaid: 2, momentumPaid: 3, exitsRolled: 3, exitsRolledOk: 1, exitsStuck: 1, exitsRemoved: 1 });
    expect(readGame(state, 0)).toMatchObject({ winA: 1, exits: 1, exitsRolled: 1, exitsRolledOk: 1 });
  });

  it('plays every arm; always roll never pays; answers', async () => {
    const { result } = await runToResult({ experiment: 'rr-terrain-exits', trials: 3, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    const mean = (arm: ArmResult, id: string) => (arm.metrics[id] as MeanMetric).mean;
    for (const arm of result.arms) {
      if (arm.id.endsWith('-roll')) expect(mean(arm, 'exitsPaid')).toBe(0);
      expect(mean(arm, 'exitsPaid') + mean(arm, 'exitsRolled')).toBeCloseTo(mean(arm, 'exits'), 12);
      expect(mean(arm, 'exitsRolledOk') + mean(arm, 'exitsStuck') + mean(arm, 'exitsRemoved')).toBeCloseTo(mean(arm, 'exitsRolled'), 12);
    }
    expect(experiment.answer!(result).length).toBe(3);
  });
});
