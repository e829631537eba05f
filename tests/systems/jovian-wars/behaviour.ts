/**
 * The behaviour fixture's games (tests/systems/jovian-wars/fixtures/behaviour.json):
 * for each setting, seeds 1..SEEDS, both seats the same agent, streams dealt
 * exactly as the match runner and the benchmark deal them, the event log on.
 * A game is recorded as the SHA-256 of its serialized final state (units,
 * stats, event log, chance stream), so "same seed -> same game, byte for byte"
 * survives engine rewrites. Regenerate with
 * `npx tsx tests/systems/jovian-wars/behaviour.ts --write` only for a change
 * meant to alter behaviour, and say why.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../../../src/game/playGame.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { defaultVariants } from '../../../src/systems/jovian-wars/rules.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';

export const SEEDS = 20;

export interface Setting {
  name: string;
  agent: 'random' | 'heuristic';
  sides: [string, string];
  variants: Record<string, string>;
}

const battle: [string, string] = ['cega-battle-group', 'jovian-strike-group'];
export const SETTINGS: Setting[] = [
  { name: 'random, defaults', agent: 'random', sides: battle, variants: {} },
  { name: 'heuristic, defaults', agent: 'heuristic', sides: battle, variants: {} },
  { name: 'random, traits-2', agent: 'random', sides: battle, variants: { traits: 'traits-2' } },
  { name: 'heuristic, traits-2', agent: 'heuristic', sides: battle, variants: { traits: 'traits-2' } },
  { name: 'heuristic, venusian, round, one-set, macro armor', agent: 'heuristic', sides: ['venusian-raiders', 'cega-battle-group'], variants: { 'weapon-use': 'round', opposed: 'one-set', armor: 'macro', 'squadron-damage': '1-3-5', 'explosion-structure': 'current' } },
  { name: 'random, skirmish, killed', agent: 'random', sides: ['cega-skirmish-patrol', 'jovian-skirmish-patrol'], variants: { victory: 'killed', 'trait-ecm': 'table', 'trait-link': 'traits-2' } },
  { name: 'heuristic, terrain, traits-2 autofire, flex station keeping', agent: 'heuristic', sides: battle, variants: { terrain: 'scattered', 'trait-autofire': 'traits-2', 'station-keeping': 'flex', 'hard-burn': '1', 'ram-range': 'short' } },
  { name: 'random, terrain, attack-window autofire', agent: 'random', sides: ['venusian-raiders', 'jovian-strike-group'], variants: { terrain: 'scattered', 'trait-autofire': 'attack-window', 'trait-repair': 'traits-2', 'trait-barrier': 'traits-2' } },
  { name: 'heuristic, carriers', agent: 'heuristic', sides: ['cega-carrier-group', 'jovian-carrier-group'], variants: {} },
  { name: 'heuristic, escalating deployment', agent: 'heuristic', sides: battle, variants: { deployment: 'escalating' } },
  { name: 'random, escalating deployment, carriers', agent: 'random', sides: ['cega-carrier-group', 'jovian-strike-group'], variants: { deployment: 'escalating' } },
  { name: 'heuristic, comet', agent: 'heuristic', sides: battle, variants: { terrain: 'scattered-comet' } },
  { name: 'random, comet, escalating deployment', agent: 'random', sides: ['venusian-raiders', 'jovian-strike-group'], variants: { terrain: 'scattered-comet', deployment: 'escalating' } },
  { name: 'random, carriers, traits-2 catapult and launchers, later drones', agent: 'random', sides: ['jovian-carrier-group', 'cega-carrier-group'], variants: { 'trait-catapult': 'traits-2', 'trait-launchers': 'traits-2', 'trait-repair': 'traits-2', 'drone-command': 'later' } },
  { name: 'heuristic, beacon zone', agent: 'heuristic', sides: battle, variants: { zone: 'beacon' } },
  { name: 'random, corner zone, carriers', agent: 'random', sides: ['cega-carrier-group', 'jovian-carrier-group'], variants: { zone: 'corner' } },
  { name: 'heuristic, corner zone, escalating deployment', agent: 'heuristic', sides: battle, variants: { zone: 'corner', deployment: 'escalating' } },
  { name: 'heuristic, planet, terrain, comet path push', agent: 'heuristic', sides: battle, variants: { planet: 'west', terrain: 'scattered-comet', 'comet-push': 'path' } },
  { name: 'random, planet, comet path push, beacon zone', agent: 'random', sides: ['venusian-raiders', 'jovian-strike-group'], variants: { planet: 'west', terrain: 'scattered-comet', 'comet-push': 'path', zone: 'beacon' } },
  // CAP / Escorting, Class III drones and Exo-Suit boarding (escorts.ts, exoSuits.ts) on the illustrative CAP Patrol fleet.
  { name: 'heuristic, cap patrol', agent: 'heuristic', sides: ['cega-cap-patrol', 'jovian-strike-group'], variants: {} },
  { name: 'random, cap patrol, exo-suit one marine', agent: 'random', sides: ['jovian-carrier-group', 'cega-cap-patrol'], variants: { 'exo-suit-marines': 'one' } },
];

export interface GameRecord {
  seed: number;
  turn: number;
  vp: number[];
  hash: string;
}

/** Plays one fixture game and returns its record. */
export function playFixtureGame(setting: Setting, seed: number): GameRecord {
  const context = agentContext(jovianWars);
  const words = new Uint32Array(STREAM_WORDS);
  dealStreams(Xoshiro128.stream(seed, 0), words);
  const seats = [
    { agent: makeAgent(setting.agent, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 4) },
    { agent: makeAgent(setting.agent, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 8) },
  ] as const;
  const state = jovianWars.newGame({
    sides: [jovianWars.presets[setting.sides[0]], jovianWars.presets[setting.sides[1]]],
    variants: { ...defaultVariants(), ...setting.variants },
    chance: resetTo(new Xoshiro128(1, 0, 0, 0), words, 0),
    log: true,
  }) as JovianState;
  playToEnd(state, seats);
  const hash = createHash('sha256').update(JSON.stringify(state.serialize())).digest('hex');
  return { seed, turn: state.turn, vp: state.victoryPoints(), hash };
}

export function playFixture(): Record<string, GameRecord[]> {
  const out: Record<string, GameRecord[]> = {};
  for (const setting of SETTINGS) {
    out[setting.name] = [];
    for (let seed = 1; seed <= SEEDS; seed++) out[setting.name].push(playFixtureGame(setting, seed));
  }
  return out;
}

export const FIXTURE_PATH = fileURLToPath(new URL('./fixtures/behaviour.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(FIXTURE_PATH, `${JSON.stringify(playFixture(), null, 1)}\n`);
  console.log(`wrote ${FIXTURE_PATH}`);
}
