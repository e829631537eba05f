/**
 * The behaviour fixture: a fixed set of seeded games (random vs random,
 * heuristic vs heuristic, heuristic vs random; the four presets, warbands
 * covering every Tactic, Bond and Reputation, and a few variant settings),
 * each reduced to two SHA-256 digests:
 * - `play`: every decision and chance outcome of the game played without a
 *   log (the benchmark's path), plus its final state;
 * - `log`: the same game played with the log on, its full serialized final
 *   state (event log, typed arrays, chance stream).
 * Speed work must keep every digest (same seed -> same game, byte for byte).
 *
 * Regenerate (only for a deliberate change of behaviour, said in the report):
 *   RR_FIXTURE_WRITE=1 npx vitest run tests/systems/rattle-and-rend/behaviour.test.ts
 */
import { createHash } from 'node:crypto';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView, type Agent } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { BONDS, CHAMPION_ACTIONS, defaultVariants, HEAVY_TRAITS, REPUTATIONS, TACTICS, WARD_REACTIONS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';

export interface FixtureGame {
  name: string;
  play: string;
  log: string;
}

const PRESET_PAIRS = [
  ['dwarven-throng', 'ghostly-host'],
  ['ogrekin-hunting-party', 'vampire-court'],
  ['vampire-court', 'dwarven-throng'],
  ['ghostly-host', 'ogrekin-hunting-party'],
] as const;

const VARIANT_SETTINGS: Record<string, Partial<RrVariants>> = {
  default: {},
  alt1: { momentum: 'elements', dice: 'stack', intimidate: 'removed', poisoners: 'will-penalty', swarmers: 'successful-only', 'reaction-swap': 'always', 'terrain-theme': 'rolled' },
  alt2: { stats: 'v02-plus1', 'shoot-into-melee': 'forbidden', 'berserkers-contact': 'clamped-to-s', 'ward-rng': 'short', 'spot-weakness': 'one-ally', 'superiority-tie': 'normal-rebid', 'open-ended-rounds': '8' },
};

/** Warbands over every Tactic pair, Bond, Reputation and trait (as the randomised contract run builds them). */
export function coverageSides(): RrSide[] {
  const sides: RrSide[] = [];
  for (let k = 0; k < 28; k++) {
    const elements = [
      `champion(${CHAMPION_ACTIONS[k % 7]}), fighters, shooters, skirmishers, heavy(${HEAVY_TRAITS[k % 3]}), dregs, ward(${WARD_REACTIONS[k % 7]})`,
      `fighters+champion(${CHAMPION_ACTIONS[k % 7]}), shooters, skirmishers, dregs, ward(${WARD_REACTIONS[k % 7]}), ward(${WARD_REACTIONS[(k + 3) % 7]}), champion(${CHAMPION_ACTIONS[(k + 2) % 7]}), dregs`,
    ][k % 2];
    sides.push({ name: `Test ${k}`, elements, tactic1: TACTICS[k % TACTICS.length], tactic2: TACTICS[(k + 5) % TACTICS.length], bond: BONDS[k % BONDS.length], reputation: REPUTATIONS[k % REPUTATIONS.length], focus: 0 });
  }
  return sides;
}

interface GameSpec {
  name: string;
  sides: readonly [RrSide, RrSide];
  agents: readonly [string, string];
  variants: RrVariants;
  seed: number;
}

function specs(): GameSpec[] {
  const out: GameSpec[] = [];
  const preset = (id: string) => rattleAndRend.presets[id];
  for (const [settingName, setting] of Object.entries(VARIANT_SETTINGS)) {
    const variants = { ...defaultVariants(), ...setting } as RrVariants;
    const seeds = settingName === 'default' ? 20 : 6;
    for (const agents of [['random', 'random'], ['heuristic', 'heuristic'], ['heuristic', 'random']] as const) {
      for (let seed = 1; seed <= seeds; seed++) {
        const [a, b] = PRESET_PAIRS[seed % PRESET_PAIRS.length];
        out.push({ name: `${settingName}/${agents.join('-')}/${a}-vs-${b}/seed-${seed}`, sides: [preset(a), preset(b)], agents, variants, seed });
      }
    }
  }
  const coverage = coverageSides();
  for (let g = 0; g < 28; g++) {
    const agents = g % 2 === 0 ? (['random', 'random'] as const) : (['heuristic', 'heuristic'] as const);
    out.push({ name: `coverage/${agents.join('-')}/${g}`, sides: [coverage[g], coverage[(g * 11 + 5) % 28]], agents, variants: defaultVariants(), seed: 100 + g });
  }
  return out;
}

/** Plays one game; returns the digest of every choice and outcome and of the final serialized state. */
function playOne(spec: GameSpec, log: boolean): string {
  const context = agentContext(rattleAndRend);
  const agents: [Agent, Agent] = [makeAgent(spec.agents[0], context), makeAgent(spec.agents[1], context)];
  const rngs = [Xoshiro128.stream(spec.seed, 1), Xoshiro128.stream(spec.seed, 2)];
  const s = rattleAndRend.newGame({ sides: spec.sides, variants: spec.variants, chance: Xoshiro128.stream(spec.seed, 0), log }) as RrState;
  const views = [new SeatView(s, 0), new SeatView(s, 1)];
  const trail: number[] = [];
  while (!s.isTerminal()) {
    const mover = s.currentPlayer();
    if (mover === CHANCE) {
      trail.push(-1, s.applyChance());
      continue;
    }
    const action = agents[mover].act(views[mover], rngs[mover]);
    trail.push(mover, action);
    s.apply(action);
  }
  const hash = createHash('sha256');
  hash.update(trail.join(','));
  hash.update(JSON.stringify(s.serialize()));
  return hash.digest('hex').slice(0, 24);
}

export function fixtureGames(): FixtureGame[] {
  return specs().map((spec) => ({ name: spec.name, play: playOne(spec, false), log: playOne(spec, true) }));
}
