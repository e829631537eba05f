/**
 * Agents by name, configured from the command line:
 *
 *   random
 *   heuristic[:key=value,...] (the game's own player, where it has one, with the
 *                             settings the game declares, e.g. heuristic:flares=hoard)
 *   greedy[:samples=1,rolls=0]  (rolls=N: N sampled dice resolutions per action instead of
 *                             every outcome in expectation; for games with big dice. A game
 *                             may set its own default, GameDefinition.greedyRolls: Exoshift,
 *                             Jovian Wars and Jagged Shards 4, Syndicate Protocol 2)
 *   mcts[:iterations=400,c=1.4,rollout=random|greedy,ms=0]
 *   flat[:iterations=400,rollout=random|greedy,ms=0]
 *
 * Keys not given take the defaults shown (greedy's rolls: the game's, where it sets one). An unknown agent, key or value is a
 * GameInputError listing what is allowed. The registry is a Record over the
 * agent names (the vega-lite pattern), so a name without a maker does not
 * compile.
 *
 * Example: makeAgent('mcts:iterations=200', ctx).spec -> 'mcts:iterations=200,c=1.4,rollout=random,ms=0'.
 */
import { GameInputError } from '../gameInputError.ts';
import type { Agent, AgentContext } from './agent.ts';
import { FlatAgent } from './flatAgent.ts';
import { GreedyAgent } from './greedyAgent.ts';
import { HeuristicAgent } from './heuristicAgent.ts';
import { MctsAgent } from './mctsAgent.ts';
import { RandomAgent } from './randomAgent.ts';
import { ROLLOUT_POLICIES, type RolloutPolicy } from './rollout.ts';

type KeySpec =
  | { kind: 'integer'; min: number; max: number; default: number }
  | { kind: 'number'; min: number; max: number; default: number }
  | { kind: 'choice'; values: readonly string[]; default: string };

type Options = Record<string, number | string>;

interface AgentKind {
  describe: string;
  keys: Record<string, KeySpec>;
  make(spec: string, options: Options, context: AgentContext): Agent;
}

const iterations: KeySpec = { kind: 'integer', min: 1, max: 10_000_000, default: 400 };
const rolloutKey: KeySpec = { kind: 'choice', values: Object.keys(ROLLOUT_POLICIES), default: 'random' };
const ms: KeySpec = { kind: 'integer', min: 0, max: 3_600_000, default: 0 };

export const AGENT_NAMES = { random: 'random', heuristic: 'heuristic', greedy: 'greedy', mcts: 'mcts', flat: 'flat' } as const;
export type AgentName = keyof typeof AGENT_NAMES;

export const AGENT_KINDS: Record<AgentName, AgentKind> = {
  random: { describe: 'a uniformly random legal action', keys: {}, make: () => new RandomAgent() },
  heuristic: {
    describe: "the game's own player, which plays as a competent human would",
    keys: {},
    make: (spec, options, context) => {
      if (!context.heuristic) throw new GameInputError(`game ${context.game ?? ''} has no heuristic player; agents: ${agentUsage()}`.replace('game  has', 'this game has'));
      return new HeuristicAgent(spec, context.heuristic, checkHeuristicOptions(options, context));
    },
  },
  greedy: {
    describe: "one-ply lookahead on the game's evaluation, chance in expectation (rolls=N: N sampled dice resolutions per action instead; the game's own default where its dice make the exact one too slow)",
    keys: { samples: { kind: 'integer', min: 1, max: 10_000, default: 1 }, rolls: { kind: 'integer', min: 0, max: 10_000, default: 0 } },
    make: (spec, options, context) => new GreedyAgent(spec, context, options.samples as number, options.rolls as number),
  },
  mcts: {
    describe: 'information-set MCTS with determinization (UCB1, open loop)',
    keys: { iterations, c: { kind: 'number', min: 0, max: 100, default: 1.4 }, rollout: rolloutKey, ms },
    make: (spec, options, context) =>
      new MctsAgent(spec, context, { iterations: options.iterations as number, c: options.c as number, rollout: options.rollout as RolloutPolicy, ms: options.ms as number }),
  },
  flat: {
    describe: 'flat Monte Carlo with determinization (best mean rollout per action)',
    keys: { iterations, rollout: rolloutKey, ms },
    make: (spec, options, context) => new FlatAgent(spec, context, { iterations: options.iterations as number, rollout: options.rollout as RolloutPolicy, ms: options.ms as number }),
  },
};

/** The heuristic's settings are the game's own: checked here, where the game is known. */
function checkHeuristicOptions(options: Options, context: AgentContext): Record<string, string> {
  const declared = context.heuristicOptions ?? {};
  const known = Object.entries(declared).map(([key, o]) => `${key}=${o.values.join('|')}`);
  const checked: Record<string, string> = {};
  for (const [key, raw] of Object.entries(options)) {
    const value = String(raw);
    const option = Object.hasOwn(declared, key) ? declared[key] : undefined;
    if (!option) throw new GameInputError(`heuristic for ${context.game ?? 'this game'}: unknown key '${key}'; ${known.length > 0 ? `keys: ${known.join(', ')}` : 'it takes no keys'}`);
    if (!option.values.includes(value)) throw new GameInputError(`heuristic for ${context.game ?? 'this game'}: ${key} must be one of ${option.values.join(', ')}; got '${value}'`);
    checked[key] = value;
  }
  return checked;
}

function usage(name: AgentName): string {
  const keys = Object.entries(AGENT_KINDS[name].keys).map(([key, spec]) => `${key}=${spec.kind === 'choice' ? spec.values.join('|') : spec.default}`);
  return keys.length > 0 ? `${name}:${keys.join(',')}` : name;
}

/** Every agent with its keys and defaults, e.g. for --help. */
export function agentUsage(): string {
  return (Object.keys(AGENT_KINDS) as AgentName[]).map(usage).join(', ');
}

function parseValue(where: string, key: string, spec: KeySpec, text: string): number | string {
  if (spec.kind === 'choice') {
    if (!spec.values.includes(text)) throw new GameInputError(`${where}: ${key} must be one of ${spec.values.join(', ')}; got '${text}'`);
    return text;
  }
  const value = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text.trim()) ? Number(text) : NaN;
  const whole = spec.kind === 'integer';
  if (!Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < spec.min || value > spec.max) {
    throw new GameInputError(`${where}: ${key} must be ${whole ? 'a whole number' : 'a number'} from ${spec.min} to ${spec.max}; got '${text}'`);
  }
  return value;
}

/**
 * The defaults a game changes: greedy's `rolls` (GameDefinition.greedyRolls), so a bare `greedy` in Jovian Wars plays
 * in about a second a game, not the exact lookahead's ~100 s. Rollouts read the same number (rollout.ts).
 */
function gameDefaults(name: AgentName, context?: AgentContext): Options {
  return name === 'greedy' && context?.greedyRolls !== undefined ? { rolls: context.greedyRolls } : {};
}

/**
 * The agent name and every key's value (defaults filled in: the game's, given its context, else the kind's), checked;
 * `where` names the option in errors.
 */
export function parseAgentSpec(text: string, where = 'agent', context?: AgentContext): { name: AgentName; options: Options; canonical: string } {
  const colon = text.indexOf(':');
  const name = (colon < 0 ? text : text.slice(0, colon)).trim();
  if (!Object.hasOwn(AGENT_KINDS, name)) throw new GameInputError(`${where}: unknown agent '${name}'; agents: ${agentUsage()}`);
  const kind = AGENT_KINDS[name as AgentName];
  const options: Options = { ...Object.fromEntries(Object.entries(kind.keys).map(([key, spec]) => [key, spec.default])), ...gameDefaults(name as AgentName, context) };
  const rest = colon < 0 ? '' : text.slice(colon + 1).trim();
  for (const pair of rest === '' ? [] : rest.split(',')) {
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (name === 'heuristic') {
      // Keys belong to the game; makeAgent checks them against what it declares.
      if (at < 0) throw new GameInputError(`${where}: key '${key}' needs a value, e.g. heuristic:${key}=...`);
      options[key] = pair.slice(at + 1).trim();
      continue;
    }
    if (!Object.hasOwn(kind.keys, key)) {
      const known = Object.keys(kind.keys);
      throw new GameInputError(`${where}: unknown key '${key}' for agent ${name}; ${known.length > 0 ? `keys: ${usage(name as AgentName)}` : `${name} takes no keys`}`);
    }
    if (at < 0) throw new GameInputError(`${where}: key '${key}' needs a value (${usage(name as AgentName)})`);
    options[key] = parseValue(`${where} ${name}`, key, kind.keys[key], pair.slice(at + 1).trim());
  }
  const entries = Object.entries(options);
  const canonical = entries.length > 0 ? `${name}:${entries.map(([key, value]) => `${key}=${value}`).join(',')}` : name;
  return { name: name as AgentName, options, canonical };
}

export function makeAgent(text: string, context: AgentContext, where = 'agent'): Agent {
  const { name, options, canonical } = parseAgentSpec(text, where, context);
  return AGENT_KINDS[name].make(canonical, options, context);
}
