/**
 * rr-rules-in-play (experiments/rattle-and-rend/rules-in-play.ts; RR-160,
 * RR-161, RR-165, RR-172, RR-100, RR-101, RR-108): the arms and their lanes,
 * one game read from a scripted log, and a short real run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ANSWERED, ARMS, flyerWord, laneOf, PAIRINGS, PLOT_ID, PLOTTING, readRules, TRAITS, traitId } from '../../experiments/rattle-and-rend/rules-in-play.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { parseWarband } from '../../src/systems/rattle-and-rend/warband.ts';

describe('rr-rules-in-play: arms', () => {
  it('plays the six pairings, the Scheming Plot Throng and the Ogrekin\'s two other Heavy traits, the traits on the printed Ogrekin\'s lane and paired with it', () => {
    expect(PAIRINGS.length).toBe(6);
    expect(ARMS.map((arm) => arm.id).slice(6)).toEqual([PLOT_ID, traitId('transport'), traitId('colossal')]);
    const lanes = ARMS.map((arm) => laneOf(JSON.parse(JSON.stringify(arm.params))));
    expect(lanes).toEqual([0, 1, 2, 3, 4, 5, 6, 5, 5]);
    expect(ARMS.find((arm) => arm.id === traitId('flyer'))?.params.sideA).toEqual(rattleAndRend.presets['ogrekin-hunting-party']);
    for (const trait of ['transport', 'colossal'] as const) expect(ARMS.find((arm) => arm.id === traitId(trait))?.baseline).toBe(traitId('flyer'));
    // The swapped lists are legal warbands (12 points, the same Elements but the one swapped).
    for (const side of [PLOTTING, TRAITS.transport, TRAITS.colossal]) expect(() => parseWarband(side)).not.toThrow();
    expect(PLOTTING.elements).toContain('champion(scheming-plot)');
    expect(TRAITS.colossal.elements).toContain('heavy(colossal)');
    expect(experiment.source.catalogue).toEqual(ANSWERED);
    expect(ANSWERED).not.toContain('RR-107');
  });

  it('reads one game: each Champion Action\'s check and what its success did, a Blink, and the reaction protocol', () => {
    const log = [
      { kind: 'action', player: 0, action: 'Champion (Crashing Wave) 0: Crashing Wave', cost: 1 },
      { kind: 'check', element: 0, check: 'Guile', result: 'success' },
      { kind: 'move', player: 0, element: 2 },
      { kind: 'move', player: 0, element: 3 },
      { kind: 'move', player: 1, element: 9 },
      { kind: 'action', player: 1, action: 'Champion (Battle Summons) 7: Battle Summons for Skirmishers 12', cost: 1 },
      { kind: 'check', element: 7, check: 'Guile', result: 'critical' },
      { kind: 'returns', player: 1, element: 12, why: 'battle-summons' },
      { kind: 'action', player: 0, action: 'Champion (Scheming Plot) 0: Scheming Plot', cost: 1 },
      { kind: 'check', element: 0, check: 'Guile', result: 'critical' },
      { kind: 'regain', player: 0, amount: 2, why: 'scheming-plot' },
      { kind: 'momentum-lost', player: 1, amount: 1 },
      { kind: 'action', player: 0, action: 'Fighters 2: Charge Ward (Detonate) 14', cost: 1 },
      { kind: 'react', player: 1, reaction: 'Ward (Detonate) 14: Blink' },
      { kind: 'deny', player: 0 },
      { kind: 'counter', player: 1 },
      { kind: 'check', element: 14, check: 'Will', result: 'success' },
      { kind: 'blink', player: 1, element: 14 },
      { kind: 'reaction-result', player: 1, success: true },
      { kind: 'action', player: 1, action: 'Fighters 9: Stand and Fight Fighters 2', cost: 1 },
      { kind: 'react', player: 0, reaction: 'Fighters 2: Retaliate' },
      { kind: 'deny', player: 1 },
      { kind: 'reaction-stopped', player: 0 },
    ] as GameEvent[];
    const points = Array.from({ length: 16 }, (_, k) => (k === 12 ? 2 : 1));
    const r = readRules(log, points);
    expect(r.wave).toMatchObject({ taken: 1, success: 1, critical: 0 });
    expect(r.waveMoved).toBe(2);
    expect(r.summons).toMatchObject({ taken: 1, critical: 1 });
    expect([r.summonsReturned, r.summonsPoints]).toEqual([1, 2]);
    expect(r.plot).toMatchObject({ taken: 1, critical: 1 });
    expect([r.plotNominal, r.plotRegained, r.plotDrained]).toEqual([3, 2, 1]);
    expect(r.blink).toMatchObject({ taken: 1, success: 1, stopped: 0 });
    expect(r.blinkPlaced).toBe(1);
    expect([r.declared, r.denied, r.countered, r.stopped]).toEqual([2, 2, 1, 1]);
  });
});

describe('rr-rules-in-play: the Flyer against another trait', () => {
  it('reads the paired difference (other trait less Flyer): the Flyer is better when it lies wholly below 0', () => {
    expect(flyerWord({ mean: -0.011, se: 0.004, games: 2000 })).toBe('clearly better than');
    expect(flyerWord({ mean: 0.011, se: 0.004, games: 2000 })).toBe('clearly worse than');
    expect(flyerWord({ mean: -0.009, se: 0.0055, games: 2000 })).toBe('not told apart from');
  });
});

describe('rr-rules-in-play run', () => {
  it('plays every arm and answers; Scheming Plot only where a Champion takes it, Battle Summons only with the Vampire Court', async () => {
    const { result } = await runToResult({ experiment: 'rr-rules-in-play', trials: 3, seed: 5, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    const mean = (arm: ArmResult, id: string) => (arm.metrics[id] as MeanMetric).mean;
    for (const arm of result.arms) {
      if (arm.id !== PLOT_ID) expect(mean(arm, 'plots')).toBe(0);
      if (!arm.id.includes('vampire-court')) expect(mean(arm, 'summonses')).toBe(0);
      expect(mean(arm, 'protocol')).toBeCloseTo(mean(arm, 'declared') + mean(arm, 'denied') + mean(arm, 'countered'), 12);
      expect(mean(arm, 'stopped')).toBeLessThanOrEqual(mean(arm, 'denied') + 1e-12);
    }
    expect(experiment.answer!(result).length).toBe(8);
  });
});
