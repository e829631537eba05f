/**
 * rr-butchers (experiments/rattle-and-rend/butchers.ts; RR-128): the two
 * warbands are legal and differ in Butchers alone; Riders does nothing
 * without Heavies (in a list with neither Heavies nor Dregs, Riders and
 * Butchers play the same games); the arms and lanes; a short real run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, armId, DREGS_ELEMENTS, laneOf, OPPONENTS, POLICIES, REFERENCE, sideOf } from '../../experiments/rattle-and-rend/butchers.ts';
import { runToResult } from '../../src/sim/run.ts';
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
