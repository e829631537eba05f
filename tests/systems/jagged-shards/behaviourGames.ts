/**
 * The behaviour fixture of the Jagged Shards engine (speed work, issue 8): a
 * set of whole battles, each fixed by (setting, pairing, seed), reduced to
 * hashes of their event log and final state. An engine change meant to keep
 * the game the same must reproduce these byte for byte.
 *
 * Regenerate (only for a deliberate change of behaviour, said in the report):
 *   npx tsx tests/systems/jagged-shards/behaviourGames.ts --write
 * Check without vitest: the same with --check.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../../../src/game/playGame.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import type { JaggedState } from '../../../src/systems/jagged-shards/jaggedState.ts';
import type { JaggedSide } from '../../../src/systems/jagged-shards/setup.ts';

export const FIXTURE_PATH = fileURLToPath(new URL('./fixtures/behaviour.json', import.meta.url));

interface Setting {
  name: string;
  sides: readonly [JaggedSide, JaggedSide];
  variants: Record<string, string>;
  /** Agent pairings (A, B) and how many seeds each. */
  pairings: readonly (readonly [string, string, number])[];
}

const preset = (id: string) => jaggedShards.presets[id];
const withPolicy = (id: string, flarePolicy: string) => ({ ...preset(id), flarePolicy }) as JaggedSide;

const SETTINGS: Setting[] = [
  {
    name: 'default',
    sides: [preset('colonial-strike-force'), preset('martian-warband')],
    variants: {},
    pairings: [
      ['random', 'random', 20],
      ['heuristic', 'heuristic', 20],
      ['heuristic', 'random', 6],
      ['mcts:iterations=4', 'heuristic', 2],
    ],
  },
  {
    name: 'readings-a',
    sides: [preset('martian-swarm'), withPolicy('colonial-armoured-column', 'front-load')],
    variants: {
      'objective-scoring': 'first-capture',
      'difficult-terrain': 'halved',
      elevation: 'always',
      'crit-lockout': 'all-abilities',
      contested: 'ends-control',
      'initiative-tie': 'keep-previous',
      'rush-attack': 'yes',
      'cover-vs-melee': 'ignored',
      'range-boundary': 'longer-band',
    },
    pairings: [
      ['random', 'random', 10],
      ['heuristic', 'heuristic', 20],
    ],
  },
  {
    name: 'readings-b',
    sides: [withPolicy('colonial-strike-force', 'hoard'), withPolicy('martian-swarm', 'front-load')],
    variants: {
      insertion: 'standard-battles',
      'position-value': '100',
      objectives: 'major-centre',
      'control-range': '6',
      'flare-cap': 'after-insertion',
      'reroll-cost': '2',
      'reinforcement-cost': '1',
      'initiative-tie': 'defender',
      terrain: '45-60',
    },
    pairings: [
      ['random', 'random', 10],
      ['heuristic', 'heuristic', 20],
    ],
  },
];

/** Serialised fields newer than the fixture, written over as undefined (JSON.stringify then drops them). */
const ADDED_SINCE_FIXTURE = {
  firstEngagement: undefined,
  roundScore: undefined,
  roundForceRating: undefined,
  tailActivations: undefined,
  tabledRound: undefined,
  contestedRounds: undefined,
  contestedObjectives: undefined,
  lastSeat: undefined,
};

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export interface Recorded {
  decisions: number;
  winner: number;
  /** Hash of the event log (log on). */
  events: string;
  /** Hash of the final serialised state without its log, log on and log off. */
  state: string;
  stateNoLog: string;
}

function playGame(setting: Setting, agentA: string, agentB: string, seed: number): Recorded {
  const context = agentContext(jaggedShards);
  const run = (log: boolean) => {
    const root = Xoshiro128.stream(2000 + seed, 0);
    const words = new Uint32Array(STREAM_WORDS);
    dealStreams(root, words);
    const seats = [
      { agent: makeAgent(agentA, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 4) },
      { agent: makeAgent(agentB, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 8) },
    ] as const;
    const state = jaggedShards.newGame({ sides: setting.sides, variants: setting.variants, chance: resetTo(new Xoshiro128(1, 0, 0, 0), words, 0), log }) as JaggedState;
    const decisions = playToEnd(state, seats);
    return { state, decisions };
  };
  const logged = run(true);
  const silent = run(false);
  // Fields added to the state after the fixture was recorded are left out of its hash (they are bookkeeping
  // that changes no decision or roll): firstEngagement, the JS-007 statistic, and the round-by-round
  // statistics of js-battle-momentum (jaggedState.ts ROUND_ARRAYS, LATE_SEAT_ARRAYS, LATE_SCALARS).
  const stateHash = (s: JaggedState) => sha(JSON.stringify({ ...s.serialize(), events: null, ...ADDED_SINCE_FIXTURE }));
  return {
    decisions: logged.decisions,
    winner: logged.state.winner,
    events: sha(JSON.stringify(logged.state.events())),
    state: stateHash(logged.state),
    stateNoLog: stateHash(silent.state),
  };
}

export type Fixture = Record<string, Recorded>;

export function playAll(): Fixture {
  const out: Fixture = {};
  for (const setting of SETTINGS) {
    for (const [a, b, seeds] of setting.pairings) {
      for (let seed = 0; seed < seeds; seed++) out[`${setting.name}/${a}-vs-${b}/${seed}`] = playGame(setting, a, b, seed);
    }
  }
  return out;
}

export const readFixture = (): Fixture => JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Fixture;

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(FIXTURE_PATH, `${JSON.stringify(playAll(), null, 1)}\n`);
  console.log(`wrote ${FIXTURE_PATH}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--check')) {
  const now = playAll();
  const recorded = readFixture();
  const differ = Object.keys(recorded).filter((key) => JSON.stringify(now[key]) !== JSON.stringify(recorded[key]));
  console.log(differ.length === 0 ? `all ${Object.keys(recorded).length} battles replay the same` : `${differ.length} battles differ: ${differ.join(', ')}`);
}
