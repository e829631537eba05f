/**
 * rr-butchers (experiments/rattle-and-rend/butchers.ts; RR-128): the two
 * warbands are legal and differ in Butchers alone; Riders does nothing
 * without Heavies (in a list with neither Heavies nor Dregs, Riders and
 * Butchers play the same games); the arms and lanes; a short real run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, armId, DREGS_ELEMENTS, laneOf, OPPONENTS, POLICIES, REFERENCE, sideOf } from '../../experiments/rattle-and-rend/butchers.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, Difference, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { parseWarband } from '../../src/systems/rattle-and-rend/warband.ts';
import { playAgents } from '../systems/rattle-and-rend/scripted.ts';

describe('rr-butchers: the warbands and arms', () => {
  it('two legal 12-point lists with three Dregs and no Heavy, differing only in Butchers against Riders', () => {
    for (const policy of POLICIES) expect(() => parseWarband(sideOf(policy))).not.toThrow();
    const [riders, butchers] = POLICIES.map(sideOf);
    expect({ ...riders, name: '', tactic1: '' }).toEqual({ ...butchers, name: '', tactic1: '' });
    expect([riders.tactic1, butchers.tactic1, butchers.tactic2]).toEqual(['riders', 'butchers', 'elites']);
    expect(DREGS_ELEMENTS.match(/dregs/g)?.length).toBe(3);
    expect(DREGS_ELEMENTS).not.toMatch(/heavy/);
  });

  it('Riders does nothing without Heavies: in a list with neither Heavies nor Dregs, Riders and Butchers (which acts only on Dregs) play the same games', () => {
    const plain = (tactic1: string) => ({ ...sideOf('riders'), elements: 'champion(spot-weakness), champion(crashing-wave), fighters, fighters, shooters, skirmishers, skirmishers', tactic1 });
    for (const seed of [1, 2]) {
      const a = playAgents(['heuristic', 'heuristic'], [plain('riders'), rattleAndRend.presets['dwarven-throng']], seed);
      const b = playAgents(['heuristic', 'heuristic'], [plain('butchers'), rattleAndRend.presets['dwarven-throng']], seed);
      expect(JSON.stringify(a.events().filter((e) => e.kind !== 'setup' && e.kind !== 'start'))).toBe(JSON.stringify(b.events().filter((e) => e.kind !== 'setup' && e.kind !== 'start')));
    }
  });

  it('each opponent on its own lane, Butchers paired with Riders', () => {
    expect(ARMS.map((arm) => arm.id)).toEqual(OPPONENTS.flatMap((o) => POLICIES.map((p) => armId(p, o))));
    for (const arm of ARMS) {
      const [policy, opponent] = arm.id.split('-vs-') as [(typeof POLICIES)[number], (typeof OPPONENTS)[number]];
      expect(arm.baseline).toBe(policy === REFERENCE ? null : armId(REFERENCE, opponent));
      expect(laneOf(JSON.parse(JSON.stringify(arm.params)))).toBe(OPPONENTS.indexOf(opponent));
    }
    expect(experiment.source.catalogue).toEqual(['RR-128']);
  });
});

// ---- the answer on made-up results ----

const PAIRS = 1000;
const metric = (mean: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean, sd: 0.3, ci: [mean - 0.02, mean + 0.02] });
const change = (diff: number): Difference => ({ diff, ci: [diff - 0.01, diff + 0.01], paired: true }) as Difference;

/** A Morale check in 40% of games without Butchers and 30% with it; 0.8 points lost to Morale without and 0.5 with. */
function made(): ExperimentResult {
  const arms = ARMS.map((spec): ArmResult => {
    const butchers = spec.id.startsWith('butchers');
    const metrics = { scoreA: metric(0.5), moraleA: metric(butchers ? 0.3 : 0.4), moraleLostA: metric(butchers ? 0.5 : 0.8) };
    const vsBaseline = { scoreA: change(0), moraleA: change(-0.1), moraleLostA: change(-0.3) };
    return { id: spec.id, label: spec.id, params: {}, trials: PAIRS, metrics, ...(butchers ? { vsBaseline, baselineArm: spec.baseline } : {}) } as unknown as ArmResult;
  });
  return { arms } as unknown as ExperimentResult;
}

describe('rr-butchers answer', () => {
  it('gives the Morale readings as levels with and without Butchers, then the paired change, never the change as the level with it', () => {
    const line = experiment.answer!(made())[1];
    // moraleA is 0/1 a game: a share of games, not checks per game.
    expect(line).toContain('a Morale check came for the Dregs warband in 40.0% (39.1-40.9%, 8,000 games) of games without Butchers and 30.0% (29.1-30.9%, 8,000 games) with it, a paired change of -10.0 pp (-10.5 to -9.5 pp, 8,000 paired games)');
    expect(line).toContain('points it lost to Morale 0.800 points per game (0.791 to 0.809, 8,000 games) without and 0.500 points per game (0.491 to 0.509, 8,000 games) with, a paired change of -0.300 points per game');
    expect(line).not.toMatch(/-0\.\d+ (points )?per game \([^)]*\) with/);
  });
});

describe('rr-butchers run', () => {
  it('plays every arm and answers with the paired difference and the Morale it saves', async () => {
    const { result } = await runToResult({ experiment: 'rr-butchers', trials: 4, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    for (const arm of result.arms) if (arm.id.startsWith('butchers')) expect(arm.vsBaseline?.scoreA.paired).toBe(true);
    const lines = experiment.answer!(result);
    expect(lines.length).toBe(3);
    expect(lines[0]).toMatch(/^RR-128, Butchers/);
  });
});
