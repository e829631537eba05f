/**
 * Jovian Wars' Catastrophic Damage Table (`002_f697cf6215cb147c.txt`,
 * Damage › Catastrophic Damage Table): "Roll 1d6 + the number of Systems that
 * have been reduced to 0 rating": 1-5 No Effect, 6-7 Dead, 8+ Explode. Which
 * ratings count as Systems is the question of JW-062; this kernel takes the
 * count. Exact: the six faces counted. The game reads the same table
 * (src/systems/jovian-wars/rules.ts catastrophicResult; a golden test keeps
 * the two equal, since kernels do not import game systems).
 */
import type { DiceKernel } from './kernel.ts';
import { plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface CatastrophicParams {
  /** Defense, Sensors and Thrusters at 0. */
  zeroed: number;
  /** System Traits at 0 (counted under `with-traits`). */
  traits: number;
  /** Whether the Marines rating is at 0 (counted under `with-marines`). */
  marines: boolean;
  variant: CatastrophicVariant;
}

/**
 * JW-062, which ratings are "Systems" (the game's variant `catastrophic-traits`), default first: Defense, Sensors
 * and Thrusters only (the Uller example's "system ratings"); also System Traits at 0; also Marines at 0.
 */
export const CATASTROPHIC_VARIANTS = ['ratings', 'with-traits', 'with-marines'] as const;
export type CatastrophicVariant = (typeof CATASTROPHIC_VARIANTS)[number];

/** The number the die is added to under a reading. Example: systemsCounted({ zeroed: 2, traits: 1, marines: true, variant: 'with-traits' }) -> 3. */
export function systemsCounted({ zeroed, traits, marines, variant }: CatastrophicParams): number {
  return zeroed + (variant === 'with-traits' ? traits : 0) + (variant === 'with-marines' && marines ? 1 : 0);
}

export const CATASTROPHIC_OUTCOMES = ['none', 'dead', 'explode'] as const;

/** "6-7 Dead ... 8+ Explode". */
const DEAD_ON = 6;
const EXPLODE_ON = 8;

/** Outcome index of a die plus the zeroed systems: 0 none, 1 dead, 2 explode. */
function outcomeOf(total: number): number {
  return total >= EXPLODE_ON ? 2 : total >= DEAD_ON ? 1 : 0;
}

export const catastrophic: DiceKernel<CatastrophicParams> = {
  name: 'catastrophic',
  summary: 'Jovian Wars: Catastrophic Damage Table, 1d6 + Systems at 0 (6-7 Dead, 8+ Explode)',
  catalogue: ['JW-086', 'JW-062'],
  options: {
    zeroed: { kind: 'int', required: true, min: 0, max: 12, describe: 'Systems reduced to 0 rating: Defense, Sensors, Thrusters (the count every reading takes)' },
    traits: { kind: 'int', required: false, default: 0, min: 0, max: 6, describe: 'System Traits reduced to 0 (counted under --variant with-traits)' },
    marines: { kind: 'flag', describe: 'the Marines rating is reduced to 0 (counted under --variant with-marines)' },
    variant: { kind: 'choice', values: CATASTROPHIC_VARIANTS, describe: 'which ratings are "Systems" (JW-062): ratings (Defense, Sensors, Thrusters), with-traits (also System Traits), with-marines (also Marines)' },
  },
  parse: (values) => ({ zeroed: values.zeroed as number, traits: (values.traits as number | undefined) ?? 0, marines: values.marines === true, variant: (values.variant ?? 'ratings') as CatastrophicVariant }),
  model: () => plainModel(CATASTROPHIC_OUTCOMES),
  exact(params) {
    const zeroed = systemsCounted(params);
    const p = new Float64Array(CATASTROPHIC_OUTCOMES.length);
    for (let die = 1; die <= 6; die++) p[outcomeOf(die + zeroed)] += 1 / 6;
    return p;
  },
  sampler(params) {
    const zeroed = systemsCounted(params);
    const buffer = new DiceBuffer(6, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) out[i] = outcomeOf(dice[buffer.take(rng, 1)] + zeroed);
      },
    };
  },
};
