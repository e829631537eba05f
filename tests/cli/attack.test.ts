/**
 * The `playtest attack` plumbing on a toy pipeline (one die against a target,
 * with a variant and a list option), independent of any real system.
 */
import { describe, expect, it } from 'vitest';
import { attack } from '../../src/cli/attack.ts';
import { ParamError, plainModel } from '../../src/dice/kernel.ts';
import type { AttackPipeline } from '../../src/systems/attackPipeline.ts';
import { UserError } from '../../src/cli/userError.ts';

const toy: AttackPipeline = {
  system: 'toy',
  summary: 'a d6 against a target, +1 per blessing',
  options: {
    target: { kind: 'int', required: true, min: 1, max: 7, describe: 'hit on this or more' },
    blessing: { kind: 'list', values: ['luck', 'zeal'], describe: 'each adds 1 to the die' },
    weapon: { kind: 'choice', values: ['sword', 'axe'], required: true, describe: 'weapon id' },
  },
  variants: { sixes: { values: ['normal', 'always-hit'], default: 'normal', describe: 'does a 6 always hit' } },
  examples: ['--target 4 --weapon sword'],
  compile(values, variants) {
    const bonus = (values.blessing as readonly string[]).length;
    if (values.weapon === 'axe' && bonus > 0) throw new ParamError('blessing', 'an axe cannot be blessed');
    const target = values.target as number;
    const hits = Array.from({ length: 6 }, (_, i) => i + 1 + bonus >= target || (variants.sixes === 'always-hit' && i === 5));
    const p = hits.filter(Boolean).length / 6;
    return {
      params: { target, bonus, weapon: values.weapon },
      model: plainModel(['miss', 'hit']),
      exact: () => Float64Array.of(1 - p, p),
      sampler: () => ({
        sample(rng, out, n) {
          for (let i = 0; i < n; i++) out[i] = hits[rng.nextBelow(6)] ? 1 : 0;
        },
      }),
    };
  },
};

describe('playtest attack', () => {
  it('compiles options, lists and variants into exact outcomes', () => {
    const result = attack(toy, { target: '7', weapon: 'sword', blessing: ['luck'], variant: ['sixes=always-hit'] });
    expect(result).toMatchObject({ system: 'toy', mode: 'exact', params: { target: 7, bonus: 1 }, variants: { sixes: 'always-hit' } });
    expect((result.outcomes as Record<string, number>).hit).toBeCloseTo(1 / 6, 12);
  });

  it('samples with intervals and the same numbers for the same seed', () => {
    const a = attack(toy, { target: '4', weapon: 'sword', trials: '5000', seed: '9' });
    expect(a.mode).toBe('sample');
    expect(a.trials).toBe(5000);
    expect(attack(toy, { target: '4', weapon: 'sword', trials: '5000', seed: '9' })).toEqual(a);
    const [lo, hi] = (a.ci as Record<string, [number, number]>).hit;
    expect(lo).toBeLessThan(0.5);
    expect(hi).toBeGreaterThan(0.5);
  });

  it.each([
    [{ weapon: 'sword' }, /missing --target/],
    [{ target: '4' }, /missing --weapon .* one of sword, axe/],
    [{ target: '4', weapon: 'bow' }, /--weapon must be one of sword, axe; got 'bow'/],
    [{ target: '4', weapon: 'sword', blessing: ['rage'] }, /--blessing must be one of luck, zeal/],
    [{ target: '4', weapon: 'sword', variant: ['sevens=on'] }, /toy has no variant 'sevens'; variants: sixes/],
    [{ target: '4', weapon: 'sword', variant: ['sixes=maybe'] }, /--variant sixes must be one of normal, always-hit/],
    [{ target: '4', weapon: 'axe', blessing: ['luck'] }, /--blessing: an axe cannot be blessed/],
  ])('rejects %j with a one-line message naming the option', (argv, message) => {
    expect(() => attack(toy, argv)).toThrow(UserError);
    expect(() => attack(toy, argv)).toThrow(message);
  });
});
