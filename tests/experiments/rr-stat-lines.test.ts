/**
 * rr-stat-lines (experiments/rattle-and-rend/stat-lines.ts): a designer's stat change played against the printed
 * lines. The arms follow the experiment's data (`--set stats=...`, `--set a.elements=...`), a bad change or a warband
 * the changed costs make illegal is one line before any game, and the answer's verdict follows the intervals.
 */
import { describe, expect, it } from 'vitest';
import statLinesExperiment from '../../experiments/rattle-and-rend/stat-lines.ts';
import type { ArmSpec, Experiment, Setup } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { InputError } from '../../src/sim/inputError.ts';
import { applySets } from '../../src/sim/patches.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const statLines = statLinesExperiment as unknown as Experiment;

const paramsOf = (arm: ArmSpec, sets: string[] = []): MatchParams => {
  const setup: Setup = { data: applySets(statLines, sets).data, variants: {} };
  return (arm.params as (setup: Setup) => MatchParams)(setup);
};

const PAIRS = 2000;
const score = (value: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean: value, sd: 0.2, ci: [value - 0.01, value + 0.01] });
const change = (diff: number) => ({ diff, ci: [diff - 0.01, diff + 0.01] as [number, number], paired: true });

function resultWith(printed: number, changed: number): ExperimentResult {
  const [first, second] = statLines.arms;
  const params = (arm: ArmSpec) => paramsOf(arm) as unknown as Record<string, unknown>;
  return {
    arms: [
      { id: first.id, label: 'printed', params: params(first), trials: PAIRS, metrics: { scoreA: score(printed), length: score(4) } },
      { id: second.id, label: 'changed', params: params(second), trials: PAIRS, metrics: { scoreA: score(changed), length: score(4) }, vsBaseline: { scoreA: change(changed - printed), length: change(0) } },
    ],
  } as unknown as ExperimentResult;
}

describe('rr-stat-lines', () => {
  it('plays the printed v03 lines against the data’s stats, on the same warbands, and --set changes only what it names', () => {
    const [printed, changed] = statLines.arms;
    expect(paramsOf(printed).variants.stats).toBe('v03');
    expect(paramsOf(changed).variants.stats).toBe('v03:shooters.fury=12');
    expect(changed.baseline).toBe('printed');
    // Tables and charts name the change, and follow --set stats.
    const setup = (sets: string[]): Setup => ({ data: applySets(statLines, sets).data, variants: {} });
    expect(changed.labelFrom!(setup([]))).toBe('with shooters.fury=12');
    expect(changed.labelFrom!(setup(['stats=v03:heavy.will=6, heavy.cost=2']))).toBe('with heavy.will=6, heavy.cost=2');
    expect(printed.label).toBe('printed numbers (v03)');
    expect(paramsOf(changed).sideA).toEqual(paramsOf(printed).sideA);
    const set = ['stats=v03:heavy.will=6', 'b.elements=champion(spot-weakness), heavy(colossal), fighters, fighters, shooters, shooters'];
    expect(paramsOf(printed, set).variants.stats).toBe('v03');
    expect(paramsOf(changed, set).variants.stats).toBe('v03:heavy.will=6');
    expect(paramsOf(changed, set).sideB.elements).toBe('champion(spot-weakness), heavy(colossal), fighters, fighters, shooters, shooters');
  });

  it('refuses a bad change, and a warband the changed costs make illegal, in one line before any game', () => {
    const [, changed] = statLines.arms;
    expect(() => paramsOf(changed, ['stats=v03:fighters.fury=30'])).toThrow(InputError);
    expect(() => paramsOf(changed, ['stats=v03:fighters.fury=30'])).toThrow("experiment rr-stat-lines: --set stats=v03:fighters.fury=30: fighters.fury must be a whole number from 1 to 20; got '30'");
    expect(() => paramsOf(changed, ['stats=v03:fighters.cost=3'])).toThrow(
      "experiment rr-stat-lines (stats=v03:fighters.cost=3): warband 'Base (with Shooters)': field 'elements': the Elements cost 14 points (costs changed by --variant stats: fighters 3); a warband spends 12",
    );
  });

  it('says whether the change brings the matchup within the band, only as far as the intervals go', () => {
    const text = (printed: number, changed: number) => statLines.answer!(resultWith(printed, changed)).join('\n');
    expect(text(0.6, 0.5)).toContain("A's score changes by -0.10 points per game (-0.11 to -0.09, 2,000 pairs), clearly lower");
    expect(text(0.6, 0.5)).toContain('so the change brings the matchup within the 45-55% band');
    // Beyond the band under both: a change toward even is not enough, one away from it takes the matchup further off.
    expect(text(0.7, 0.6)).toContain('so the change is not enough: the matchup stays beyond the 45-55% band');
    expect(text(0.3, 0.4)).toContain('so the change is not enough: the matchup stays beyond the 45-55% band');
    expect(text(0.6, 0.7)).toContain('so the change takes the matchup further from even, beyond the 45-55% band as before');
    expect(text(0.4, 0.3)).toContain('so the change takes the matchup further from even, beyond the 45-55% band as before');
    expect(text(0.6, 0.6)).toContain('and the matchup stays beyond the 45-55% band');
    // Past even: the change moves toward 1/2 but carries A clearly to the other side of it.
    expect(text(0.3, 0.7)).toContain('so the change overshoots: A turns from clearly weaker to clearly stronger, beyond the 45-55% band the other way');
    expect(text(0.7, 0.3)).toContain('so the change overshoots: A turns from clearly stronger to clearly weaker, beyond the 45-55% band the other way');
    expect(text(0.36, 0.555)).toContain('so the change overshoots: A turns from clearly weaker to clearly stronger, though it is neither shown beyond the 45-55% band nor within it');
    expect(text(0.6, 0.55)).toContain('neither shown beyond the 45-55% band, as it is with v03, nor within it');
    expect(text(0.5, 0.6)).toContain('so the change takes a matchup even within the 45-55% band beyond it');
    expect(text(0.5, 0.5)).toContain('no clear change');
    expect(text(0.5, 0.5)).toContain('the matchup stays even within the 45-55% band');
    // The exact per-attack line names the changed type's own attacks, which a worse Fury makes less deadly.
    const [, printedShooters, changedShooters] = /shooters attacking: (\d+\.\d)% with v03, (\d+\.\d)% with the change/.exec(text(0.6, 0.5))!;
    expect(Number(changedShooters)).toBeLessThan(Number(printedShooters));
  });
});
