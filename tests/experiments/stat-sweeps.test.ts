/**
 * The stat sweeps of Syndicate Protocol, Jovian Wars, Jagged Shards and Exoshift (experiments/<game>/stat-sweep.ts):
 * each plays its game's printed numbers, then the stat at each value on the same sides; every value is one the
 * game's stats reader accepts and leaves both sides legal (params are built, and checked, before any game).
 */
import { describe, expect, it } from 'vitest';
import exSweep from '../../experiments/exoshift/stat-sweep.ts';
import jsSweep from '../../experiments/jagged-shards/stat-sweep.ts';
import jwSweep from '../../experiments/jovian-wars/stat-sweep.ts';
import spSweep from '../../experiments/syndicate-protocol/stat-sweep.ts';
import type { ArmSpec, Experiment, Setup } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { applySets } from '../../src/sim/patches.ts';

const paramsOf = (experiment: Experiment, arm: ArmSpec, sets: string[] = []): MatchParams => (arm.params as (setup: Setup) => MatchParams)({ data: applySets(experiment, sets).data, variants: {} });

const SWEEPS: Array<[Experiment, string, number[]]> = [
  [spSweep as unknown as Experiment, 'printed:lens.hp', [17, 20, 23, 26, 29, 32]],
  [jwSweep as unknown as Experiment, 'printed:jovian-fighter-squadron.skill', [1, 2, 3, 4, 5, 6]],
  [jsSweep as unknown as Experiment, 'printed:bastion-walker.movement', [2, 4, 6, 8, 10, 12]],
  [exSweep as unknown as Experiment, 'printed:mk-4-rail-lance.power', [0, 1, 2, 3, 4, 5]],
];

describe('the stat sweeps', () => {
  for (const [experiment, stat, values] of SWEEPS) {
    it(`${experiment.id}: the printed numbers, then ${stat} at ${values.join(', ')}, every arm paired with the printed one on the same sides`, () => {
      const [printed, ...swept] = experiment.arms;
      expect(paramsOf(experiment, printed).variants.stats).toBe('printed');
      expect(swept.map((arm) => paramsOf(experiment, arm).variants.stats)).toEqual(values.map((v) => `${stat}=${v}`));
      expect(swept.every((arm) => arm.baseline === 'printed')).toBe(true);
      for (const arm of swept) expect(paramsOf(experiment, arm).sideA).toEqual(paramsOf(experiment, printed).sideA);
      expect(experiment.charts.map((chart) => `${chart.kind}:${chart.metric}`)).toEqual(['sweep:scoreA', 'sweep:length']);
    });
  }
});
