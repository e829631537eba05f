/**
 * ex-stat-lines (experiments/exoshift/stat-lines.ts): the printed weapons against the data's `stats` on the same
 * forces; `--set` changes the stats and a preset side whole; a bad change is one line naming the bounds.
 */
import { describe, expect, it } from 'vitest';
import exStatLines from '../../experiments/exoshift/stat-lines.ts';
import type { ArmSpec, Experiment, Setup } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { applySets } from '../../src/sim/patches.ts';

const experiment = exStatLines as unknown as Experiment;
const paramsOf = (arm: ArmSpec, sets: string[] = []): MatchParams => (arm.params as (setup: Setup) => MatchParams)({ data: applySets(experiment, sets).data, variants: {} });

describe('ex-stat-lines', () => {
  it('plays the printed numbers against the change on the same forces; --set changes the stats and a preset side whole', () => {
    const [printed, changed] = experiment.arms;
    expect([paramsOf(printed).variants.stats, paramsOf(changed).variants.stats]).toEqual(['printed', 'printed:mk-4-rail-lance.rof=2']);
    expect(changed.baseline).toBe('printed');
    expect(paramsOf(changed).sideB).toEqual(paramsOf(printed).sideB);
    expect(paramsOf(changed).sideB.units).toContain('sol-rail-lance-team');
    const set = ['stats=printed:sol-sentinel-drone.def=3', 'a=preset:sol-fireteams'];
    expect(paramsOf(changed, set).variants.stats).toBe('printed:sol-sentinel-drone.def=3');
    expect(paramsOf(printed, set).variants.stats).toBe('printed');
    expect(paramsOf(changed, set).sideA.name).toBe('Sol Fireteams');
    expect(() => paramsOf(changed, ['stats=printed:mk-4-rail-lance.rof=9'])).toThrow('experiment ex-stat-lines: --set stats=printed:mk-4-rail-lance.rof=9: mk-4-rail-lance.rof must be from 1 to 8; got 9');
  });
});
