/**
 * The variant-sensitivity experiment type on Pig: every non-default reading
 * against the defaults on the same seeds, ranked by how much it moves the game.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { runToResult } from '../../src/sim/run.ts';
import { sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/pigSensitivity.ts', import.meta.url));

describe('a variant sensitivity table', () => {
  it('compares every other reading with the defaults, paired, and ranks the ones that shorten the game', async () => {
    const { result } = await runToResult({ experiment: FIXTURE, seed: 2, workers: 1 });
    // Pig declares target 100 (default), 50, 30, 20: three readings against the defaults.
    expect(result.arms.map((arm) => arm.id)).toEqual(['defaults', 'target-50', 'target-30', 'target-20']);
    for (const arm of result.arms.slice(1)) {
      expect(arm.vsBaseline!.length.paired).toBe(true);
      expect(arm.vsBaseline!.length.ci[1]).toBeLessThan(0); // a lower target always means a shorter game
    }
    expect(result.answer![0]).toMatch(/^Readings that clearly change game length, largest first .*: target=20 -[\d.]+ .*; target=30 .*; target=50 /);
  });
});

describe('readings that changed no game', () => {
  const zero = { diff: 0, ci: [0, 0], paired: true };
  const arm = (id: string, vsBaseline?: Record<string, unknown>) => ({ id, label: id, params: {}, trials: 10, metrics: {}, ...(vsBaseline ? { vsBaseline } : {}) });
  const result = (arms: unknown[]) => ({ arms } as unknown as ExperimentResult);

  it('are named as untested, apart from a reading whose games changed in any measure', () => {
    const answer = sensitivityAnswer(
      result([
        arm('defaults'),
        arm('x=never', { length: zero, scoreA: zero, attacks: zero }),
        // A change that cancels out on average still changed games: its interval is not [0, 0].
        arm('x=cancels', { length: zero, scoreA: zero, attacks: { diff: 0, ci: [-0.2, 0.2], paired: true } }),
        arm('y=moves', { length: { diff: -1, ci: [-2, -0.5], paired: true }, scoreA: zero }),
      ]),
    );
    const line = answer.find((l) => l.startsWith('Readings that changed no game at all'));
    expect(line).toMatch(/untested here, not shown harmless: x=never\.$/);
  });

  it('add no line when every reading changed some game', () => {
    const answer = sensitivityAnswer(result([arm('defaults'), arm('y=moves', { length: { diff: -1, ci: [-2, -0.5], paired: true }, scoreA: zero })]));
    expect(answer.some((l) => l.startsWith('Readings that changed no game'))).toBe(false);
  });
});

describe('values left out of a sensitivity table (study settings, not readings)', () => {
  const spec = (except: string[]) =>
    variantSensitivity({
      id: 'pig-except',
      title: 'Pig',
      question: 'q',
      source: { rulebook: 'none', section: 'reference game', catalogue: [] },
      system: 'pig',
      a: { side: 'preset:standard', agent: 'greedy' },
      b: { side: 'preset:standard', agent: 'random' },
      pairs: 1,
      except,
    });

  it('plays every other value but the excepted ones', () => {
    expect(spec(['target=30']).arms.map((arm) => arm.id)).toEqual(['defaults', 'target-50', 'target-20']);
  });

  it('refuses an exception that names no declared non-default value', () => {
    expect(() => spec(['target=40'])).toThrow(/except 'target=40' is not a non-default value of a pig variant/);
    expect(() => spec(['target=100'])).toThrow(/except 'target=100'/);
    expect(() => spec(['goal=50'])).toThrow(/except 'goal=50'/);
  });
});

describe('sp-variant-sensitivity', () => {
  it("leaves out SP-020's Line-of-Sight blocker sweep, which rides on terrain-density but reads no rule", async () => {
    const { default: experiment } = await import('../../experiments/syndicate-protocol/variant-sensitivity.ts');
    const ids = experiment.arms.map((arm) => arm.id);
    expect(ids).toContain('terrain-density-count');
    expect(ids.filter((id) => id.startsWith('terrain-density-blocking'))).toEqual([]);
  });
});
