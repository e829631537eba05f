/**
 * jw-stat-lines (experiments/jovian-wars/stat-lines.ts): the printed cards against the data's `stats` on the same
 * fleets; `--set` changes the stats and a preset side whole; a bad change is one line naming the bounds.
 */
import { describe, expect, it } from 'vitest';
import jwStatLines from '../../experiments/jovian-wars/stat-lines.ts';
import type { ArmSpec, Experiment, Setup } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { applySets } from '../../src/sim/patches.ts';

const experiment = jwStatLines as unknown as Experiment;
const paramsOf = (arm: ArmSpec, sets: string[] = []): MatchParams => (arm.params as (setup: Setup) => MatchParams)({ data: applySets(experiment, sets).data, variants: {} });

describe('jw-stat-lines', () => {
  it('plays the printed cards against the change on the same fleets; --set changes the stats and a preset side whole', () => {
    const [printed, changed] = experiment.arms;
    expect([paramsOf(printed).variants.stats, paramsOf(changed).variants.stats]).toEqual(['printed', 'printed:jovian-fighter-squadron.skill=3']);
    expect(changed.baseline).toBe('printed');
    expect(paramsOf(changed).sideA).toEqual(paramsOf(printed).sideA);
    expect(paramsOf(changed).sideA.units).toContain('jovian-fighter-squadron x4');
    const set = ['stats=printed:alexander.skill=3', 'b=preset:cega-battle-group'];
    expect(paramsOf(changed, set).variants.stats).toBe('printed:alexander.skill=3');
    expect(paramsOf(changed, set).sideB.name).toBe('CEGA Battle Group');
    expect(() => paramsOf(changed, ['stats=printed:jovian-fighter-squadron.skill=10'])).toThrow('experiment jw-stat-lines: --set stats=printed:jovian-fighter-squadron.skill=10: jovian-fighter-squadron.skill must be from 1 to 9; got 10');
  });
});
