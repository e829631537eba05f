/**
 * rr-heuristic-gaps (experiments/rattle-and-rend/heuristic-gaps.ts; RR-107,
 * RR-177, Scheming Plot's valuation): the arms and their lanes, one game read
 * from a scripted log, and a short real run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { agentOf, ARMS, armId, LANES, laneOf, readGame } from '../../experiments/rattle-and-rend/heuristic-gaps.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';

describe('rr-heuristic-gaps: arms', () => {
  it('plays each setting against the default player in its own lane, the setting arm paired with the default arm', () => {
    expect(LANES.map((lane) => [lane.id, lane.setting, lane.values])).toEqual([
      ['transport', 'transport', ['off', 'on']],
      ['pursuit', 'pursuit', ['off', 'on', 'always']],
      ['plot', 'plot', ['fixed', 'weighed']],
    ]);
    expect(LANES[1].sideA.elements).toMatch(/ward\(pursuit\)/);
    expect(LANES[2].sideA.elements).toMatch(/champion\(scheming-plot\)/);
    const context = agentContext(rattleAndRend);
    for (const [k, lane] of LANES.entries()) {
      const [off, ...set] = lane.values.map((v) => ARMS.find((arm) => arm.id === armId(lane, v))!);
      expect(off.params.agentA).toBe('heuristic');
      expect(off.baseline).toBe(null);
      for (const [j, on] of set.entries()) {
        expect(on.params.agentA).toBe(`heuristic:${lane.setting}=${lane.values[j + 1]}`);
        expect(agentOf(lane, lane.values[j + 1])).toBe(on.params.agentA);
        expect(makeAgent(on.params.agentA, context).spec.startsWith('heuristic')).toBe(true);
        expect(on.baseline).toBe(off.id);
        expect(laneOf(JSON.parse(JSON.stringify(on.params)))).toBe(k);
      }
    }
    expect(ARMS.length).toBe(7);
    expect(experiment.source.catalogue).toEqual(['RR-107', 'RR-177']);
  });

  it("reads one game: the option side's embarks, Pursuits (the ally's Guile check, a Deny) and Plots (idle when they move 1 Momentum or less)", () => {
    const log = [
      { kind: 'action', player: 1, action: 'Fighters 3: embark on Heavy (Transport) 5', cost: 1 },
      { kind: 'removed', player: 1, element: 4 },
      { kind: 'action', player: 1, action: 'Fighters 3: disembark toward the objective', cost: 1 },
      { kind: 'action', player: 0, action: 'Fighters 9: embark on Heavy (Transport) 11', cost: 1 },
      { kind: 'react', player: 1, reaction: 'Ward (Pursuit) 6: Pursuit (Shooters 2)' },
      { kind: 'check', element: 2, check: 'Guile', result: 'critical' },
      { kind: 'react', player: 1, reaction: 'Ward (Pursuit) 6: Pursuit (Shooters 2)' },
      { kind: 'reaction-stopped' },
      { kind: 'action', player: 1, action: 'Champion (Scheming Plot) 0: Scheming Plot', cost: 1 },
      { kind: 'check', element: 0, check: 'Guile', result: 'success' },
      { kind: 'regain', player: 1, amount: 2, why: 'scheming-plot' },
      { kind: 'momentum-lost', player: 0, amount: 2 },
      { kind: 'action', player: 1, action: 'Champion (Scheming Plot) 0: Scheming Plot', cost: 1 },
      { kind: 'check', element: 0, check: 'Guile', result: 'critical' },
      { kind: 'regain', player: 1, amount: 1, why: 'scheming-plot' },
      { kind: 'momentum-lost', player: 0, amount: 0 },
      { kind: 'action', player: 1, action: 'Champion (Scheming Plot) 0: Scheming Plot', cost: 1 },
      { kind: 'check', element: 0, check: 'Guile', result: 'fail' },
    ];
    const state = { log, returns: () => [-1, 1] } as unknown as RrState;
    expect(readGame(state, 1)).toMatchObject({ winA: 1, embarks: 1, disembarks: 1, carriedLost: 1, pursuits: 2, pursuitStopped: 1, pursuitChecked: 1, pursuitOk: 1, pursuitCritical: 1, plots: 3, plotChecked: 3, plotOk: 2, plotIdle: 1, plotMoved: 5 });
    expect(readGame(state, 0)).toMatchObject({ winA: 0, embarks: 1, disembarks: 0, pursuits: 0, plots: 0 });
  });
});

describe('rr-heuristic-gaps run', () => {
  it('plays every arm; the default arms never embark nor Pursue; answers', async () => {
    const { result } = await runToResult({ experiment: 'rr-heuristic-gaps', trials: 3, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    const mean = (arm: ArmResult, id: string) => (arm.metrics[id] as MeanMetric).mean;
    for (const arm of result.arms) {
      if (arm.id.endsWith('-off') || arm.id.endsWith('-fixed')) {
        expect(mean(arm, 'embarks')).toBe(0);
        expect(mean(arm, 'pursuits')).toBe(0);
      } else expect(arm.vsBaseline?.scoreA.paired).toBe(true);
      expect(mean(arm, 'plotOk')).toBeLessThanOrEqual(mean(arm, 'plotChecked') + 1e-12);
    }
    expect(mean(result.arms.find((arm) => arm.id === 'plot-fixed')!, 'plots')).toBeGreaterThan(0);
    expect(experiment.answer!(result).length).toBe(5);
  });
});
