/**
 * What a game system supplies for `playtest attack <system>`: one action of
 * its rulebook resolved end to end (modifiers, dice, armour, traits), compiled
 * into the same shape as a dice kernel — an outcome model, an exact
 * distribution and a batched sampler — so it gets exact and sampled modes,
 * intervals and the JSON contract of `playtest roll` for free.
 *
 * Ids on the command line are the rulebook's printed names lower-cased and
 * hyphenated (ARCHITECTURE.md): `--attacker razor --weapon ar-12-vanguard`.
 */
import { ParamError, type FineSampler, type OutcomeModel } from '../dice/kernel.ts';
import { GameInputError } from '../game/gameInputError.ts';

export type AttackOptionSpec =
  | { kind: 'int'; required?: boolean; default?: number; min?: number; max?: number; describe: string }
  | { kind: 'flag'; describe: string }
  /** One of `values` (ids); required unless it has a default. */
  | { kind: 'choice'; values: readonly string[]; default?: string; required?: boolean; describe: string }
  /** Repeatable (`--tactic a --tactic b`), each one of `values`. */
  | { kind: 'list'; values: readonly string[]; describe: string };

/** Checked option values by option name: numbers, flags, ids, and id lists for `list` options. */
export type AttackValues = Readonly<Record<string, number | boolean | string | readonly string[]>>;

export interface AttackVariant {
  values: readonly string[];
  default: string;
  describe: string;
  /** Values beyond the list that start with `prefix` (as GameVariant.open), checked by the pipeline's compile (ParamError 'variant'). */
  open?: { prefix: string; describe: string };
}

export interface CompiledAttack {
  /** What was resolved, echoed as the JSON `params` (ids, and the modifiers the rules produced). */
  params: Record<string, unknown>;
  model: OutcomeModel;
  exact(): Float64Array;
  sampler(): FineSampler;
}

export interface AttackPipeline {
  system: string;
  /** One line for help: the rulebook and what an attack resolves. */
  summary: string;
  /** Catalogue items (../shared/PLAYTEST-QUESTIONS.md) one attack of this pipeline computes through its options, for reports/CATALOGUE.md. */
  catalogue?: readonly string[];
  options: Readonly<Record<string, AttackOptionSpec>>;
  /** Rule readings by name (`--variant name=value`), default first. */
  variants: Readonly<Record<string, AttackVariant>>;
  /** Example command lines (without `playtest attack <system>`), for help. */
  examples: readonly string[];
  /** Throws ParamError (src/dice/kernel.ts) naming the option for impossible combinations. */
  compile(values: AttackValues, variants: Readonly<Record<string, string>>): CompiledAttack;
}

/**
 * Every option at its default (flags off, lists empty), then `own`: the values
 * `playtest attack` would read from a command line naming only `own`, for
 * experiments that call a pipeline directly.
 */
export function attackValues(pipeline: AttackPipeline, own: AttackValues): AttackValues {
  const values: Record<string, number | boolean | string | readonly string[]> = {};
  for (const [name, spec] of Object.entries(pipeline.options)) {
    if (spec.kind === 'flag') values[name] = false;
    else if (spec.kind === 'list') values[name] = [];
    else if (spec.default !== undefined) values[name] = spec.default;
  }
  return { ...values, ...own };
}

/** Every variant at its default, then the caller's choices. */
export function attackVariants(pipeline: AttackPipeline, chosen: Readonly<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(pipeline.variants).map(([name, variant]) => [name, chosen[name] ?? variant.default]));
}

/**
 * A variant value the game checks itself (an open value, e.g. the `stats` variant's changes: a GameInputError naming
 * it) as the attack's `--variant` option error, so `playtest attack` reports it like any refused option.
 * Example: variantChecked(() => statDefs(variants.stats)).
 */
export function variantChecked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof GameInputError) throw new ParamError('variant', error.message.replace(/^--variant /, ''));
    throw error;
  }
}
