/**
 * js-stat-lines (experiments/jagged-shards/stat-lines.ts): the printed profiles against the data's `stats` on the same
 * forces; a side given by preset is changed whole, one written inline field by field; a bad change is one line.
 */
import { describe, expect, it } from 'vitest';
import jsStatLines from '../../experiments/jagged-shards/stat-lines.ts';
import type { ArmSpec, Experiment, Setup } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { applySets } from '../../src/sim/patches.ts';

const experiment = jsStatLines as unknown as Experiment;
const paramsOf = (arm: ArmSpec, sets: string[] = []): MatchParams => (arm.params as (setup: Setup) => MatchParams)({ data: applySets(experiment, sets).data, variants: {} });

describe('js-stat-lines', () => {
  it('plays the printed profiles against the change on the same forces; --set changes a preset side whole and an inline one by field', () => {
    const [printed, changed] = experiment.arms;
    expect([paramsOf(printed).variants.stats, paramsOf(changed).variants.stats]).toEqual(['printed', 'printed:bastion-walker.wounds=8']);
    expect(paramsOf(changed).sideA.units).toBe('bastion-walker x2, colonial-rifle-squad, sentinel-support-drone');
    const set = ['a=preset:colonial-strike-force', 'b.units=colonial-rifle-squad x5'];
    expect(paramsOf(changed, set).sideA.name).toBe('Colonial Strike Force');
    expect(paramsOf(changed, set).sideB.units).toBe('colonial-rifle-squad x5');
    expect(() => paramsOf(changed, ['stats=printed:bastion-walker.wounds=30'])).toThrow('experiment js-stat-lines: --set stats=printed:bastion-walker.wounds=30: bastion-walker.wounds must be from 1 to 20; got 30');
  });
});
