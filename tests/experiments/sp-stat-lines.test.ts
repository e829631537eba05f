/**
 * sp-stat-lines (experiments/syndicate-protocol/stat-lines.ts, through src/sim/match/statChange.ts): the printed
 * numbers against the data's `stats` on the same loadouts; `--set` changes the change and the sides; a bad change is
 * one line before any game; a game without a stats variant cannot make such an experiment.
 */
import { describe, expect, it } from 'vitest';
import spStatLines from '../../experiments/syndicate-protocol/stat-lines.ts';
import type { ArmSpec, Experiment, Setup } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { InputError } from '../../src/sim/inputError.ts';
import { applySets } from '../../src/sim/patches.ts';
import { statChangeExperiment } from '../../src/sim/match/statChange.ts';

const experiment = spStatLines as unknown as Experiment;
const paramsOf = (arm: ArmSpec, sets: string[] = []): MatchParams => {
  const setup: Setup = { data: applySets(experiment, sets).data, variants: {} };
  return (arm.params as (setup: Setup) => MatchParams)(setup);
};

describe('sp-stat-lines', () => {
  it('plays the printed numbers against the data’s stats on the same loadouts, and --set changes what it names', () => {
    const [printed, changed] = experiment.arms;
    expect(paramsOf(printed).variants.stats).toBe('printed');
    expect(paramsOf(changed).variants.stats).toBe('printed:lens.hp=20');
    expect(changed.baseline).toBe('printed');
    expect(paramsOf(changed).sideA).toEqual(paramsOf(printed).sideA);
    expect(paramsOf(changed).sideB.operator).toBe('razor');
    const set = ['stats=printed:lens.dod=4', 'b=preset:rampart'];
    expect(paramsOf(printed, set).variants.stats).toBe('printed');
    expect(paramsOf(changed, set).variants.stats).toBe('printed:lens.dod=4');
    expect(paramsOf(changed, set).sideB.operator).toBe('rampart');
  });

  it('refuses a bad change, and a loadout the changed numbers make illegal, in one line before any game', () => {
    const [, changed] = experiment.arms;
    expect(() => paramsOf(changed, ['stats=printed:lens.hp=0'])).toThrow(InputError);
    expect(() => paramsOf(changed, ['stats=printed:lens.hp=0'])).toThrow('experiment sp-stat-lines: --set stats=printed:lens.hp=0: lens.hp must be from 1 to 99; got 0');
    // Lens with LD 0 is Encumbered by its Light Tactical Vest (Load 1) and may not keep its Advanced Movement cards (2.4).
    expect(() => paramsOf(changed, ['stats=printed:lens.ld=0'])).toThrow(/^experiment sp-stat-lines \(stats=printed:lens\.ld=0\): Lens \(seat 0\): lens is Encumbered/);
  });

  it('needs a game whose stats variant takes open values', () => {
    expect(() => statChangeExperiment({ id: 'pig-stats', title: '', question: '', source: { rulebook: 'none', section: '', catalogue: [] }, system: 'pig', stats: 'printed:x.y=1', a: 'preset:standard', b: 'preset:standard', pairs: 4 })).toThrow(
      'pig-stats: pig has no stats variant with open values',
    );
  });
});
