/**
 * ex-stat-lines and jw-stat-lines (experiments/exoshift|jovian-wars/stat-lines.ts): the printed numbers against the
 * data's `stats` on the same sides; `--set` changes the stats and a preset side whole; a bad change is one line
 * naming the bounds.
 */
import { describe, expect, it } from 'vitest';
import exStatLines from '../../experiments/exoshift/stat-lines.ts';
import jwStatLines from '../../experiments/jovian-wars/stat-lines.ts';
import type { ArmSpec, Experiment, Setup } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { applySets } from '../../src/sim/patches.ts';

const CASES = [
  {
    experiment: exStatLines as unknown as Experiment,
    stats: 'printed:mk-4-rail-lance.rof=2',
    fielded: ['sideB', 'sol-rail-lance-team'],
    sets: ['stats=printed:sol-sentinel-drone.def=3', 'a=preset:sol-fireteams'],
    setSide: ['sideA', 'Sol Fireteams'],
    bad: ['printed:mk-4-rail-lance.rof=9', 'mk-4-rail-lance.rof must be from 1 to 8; got 9'],
  },
  {
    experiment: jwStatLines as unknown as Experiment,
    stats: 'printed:jovian-fighter-squadron.skill=3',
    fielded: ['sideA', 'jovian-fighter-squadron x4'],
    sets: ['stats=printed:alexander.skill=3', 'b=preset:cega-battle-group'],
    setSide: ['sideB', 'CEGA Battle Group'],
    bad: ['printed:jovian-fighter-squadron.skill=10', 'jovian-fighter-squadron.skill must be from 1 to 9; got 10'],
  },
] as const;

describe('ex-stat-lines and jw-stat-lines', () => {
  for (const c of CASES) {
    const paramsOf = (arm: ArmSpec, sets: readonly string[] = []): MatchParams => (arm.params as (setup: Setup) => MatchParams)({ data: applySets(c.experiment, sets).data, variants: {} });
    it(`${c.experiment.id}: the printed numbers against ${c.stats} on the same sides; --set changes the stats and a preset side whole`, () => {
      const [printed, changed] = c.experiment.arms;
      expect([paramsOf(printed).variants.stats, paramsOf(changed).variants.stats]).toEqual(['printed', c.stats]);
      expect(changed.baseline).toBe('printed');
      expect(paramsOf(changed).sideA).toEqual(paramsOf(printed).sideA);
      expect(paramsOf(changed).sideB).toEqual(paramsOf(printed).sideB);
      expect(String(paramsOf(changed)[c.fielded[0]].units)).toContain(c.fielded[1]);
      expect(paramsOf(changed, c.sets).variants.stats).toBe(c.sets[0].slice('stats='.length));
      expect(paramsOf(printed, c.sets).variants.stats).toBe('printed');
      expect(paramsOf(changed, c.sets)[c.setSide[0]].name).toBe(c.setSide[1]);
      expect(() => paramsOf(changed, [`stats=${c.bad[0]}`])).toThrow(`experiment ${c.experiment.id}: --set stats=${c.bad[0]}: ${c.bad[1]}`);
    });
  }
});
