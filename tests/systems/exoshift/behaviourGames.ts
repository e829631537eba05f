/**
 * The behaviour fixture of the Exoshift engine (speed work, issue 9): a set
 * of whole games, each fixed by (pairing, setting, seed), reduced to hashes
 * of their event log and final numbers. Any engine change that is meant to
 * keep the game the same must reproduce these byte for byte.
 *
 * Regenerate (only for a deliberate change of behaviour, said in the report):
 *   npx tsx tests/systems/exoshift/behaviourGames.ts --write
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../../../src/game/playGame.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import type { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

export const FIXTURE_PATH = fileURLToPath(new URL('./fixtures/behaviour.json', import.meta.url));

interface Setting {
  name: string;
  a: string;
  b: string;
  variants: Record<string, string>;
  /** Seeds per pairing (SEEDS unless given: the later settings are smaller, to keep the test folder quick). */
  seeds?: number;
}

const SETTINGS: Setting[] = [
  { name: 'control-points', a: 'sol-line-patrol', b: 'sol-fire-support', variants: {} },
  { name: 'objective-grab', a: 'sol-raiders', b: 'sol-garrison', variants: { mission: 'objective-grab' } },
  {
    name: 'variants',
    a: 'sol-garrison',
    b: 'sol-raiders',
    variants: { cover: 'both', stunned: 'rest', extraShots: 'rof-extra', assaultCost: 'flat-1', defenseDisruption: 'always-modified', qualitySave: 'on', commandMorale: 'all', roundCap: '8' },
  },
  // Units of several models, Shared Responsibility, a second weapon, Jump and Flight (added with them, issue 9).
  { name: 'fireteams', a: 'sol-fireteams', b: 'sol-line-patrol', variants: {}, seeds: 8 },
  // Spray templates (IFF Limiter) and Sweeping Fire (added with them, issue 9): a side using the new traits.
  { name: 'assault-squad', a: 'sol-assault-squad', b: 'sol-fireteams', variants: {}, seeds: 6 },
  { name: 'fireteams-grab', a: 'sol-line-patrol', b: 'sol-fireteams', variants: { mission: 'objective-grab', focusPool: 'per-model', sharedResponsibility: 'command' }, seeds: 8 },
  // Independent Targeting, Two handed, Drone Operator, Recon Deployment (added with them, issue 9).
  { name: 'recon-team', a: 'sol-recon-team', b: 'sol-fire-support', variants: { reconDeployment: 'allowed' }, seeds: 6 },
  // Wheeled, Tracked and Hover-Forward mobility (facing, turns, low walls, Optimal Terrain; added with them).
  { name: 'motor-patrol', a: 'sol-motor-patrol', b: 'sol-line-patrol', variants: {}, seeds: 6 },
];
const PAIRINGS = ['random', 'heuristic'] as const;
export const SEEDS = 20;

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** One game with the log on and the same game with the log off: the hashes of what each left behind. */
function playGame(setting: Setting, agent: string, seed: number): { decisions: number; events: string; numbers: string; numbersNoLog: string } {
  const context = agentContext(exoshift);
  const sides = [exoshift.presets[setting.a], exoshift.presets[setting.b]] as const;
  const run = (log: boolean) => {
    const root = Xoshiro128.stream(1000 + seed, 0);
    const words = new Uint32Array(STREAM_WORDS);
    dealStreams(root, words);
    const seats = [
      { agent: makeAgent(agent, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 4) },
      { agent: makeAgent(agent, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 8) },
    ] as const;
    const state = exoshift.newGame({ sides, variants: setting.variants, chance: resetTo(new Xoshiro128(1, 0, 0, 0), words, 0), log }) as ExoshiftState;
    const decisions = playToEnd(state, seats);
    return { state, decisions };
  };
  const logged = run(true);
  const silent = run(false);
  return {
    decisions: logged.decisions,
    events: sha(JSON.stringify(logged.state.events())),
    numbers: sha(JSON.stringify(Array.from(logged.state.s))),
    numbersNoLog: sha(JSON.stringify(Array.from(silent.state.s))),
  };
}

export type Fixture = Record<string, { decisions: number; events: string; numbers: string; numbersNoLog: string }>;

export function playAll(): Fixture {
  const out: Fixture = {};
  for (const setting of SETTINGS) for (const agent of PAIRINGS) for (let seed = 0; seed < (setting.seeds ?? SEEDS); seed++) out[`${setting.name}/${agent}/${seed}`] = playGame(setting, agent, seed);
  return out;
}

export const readFixture = (): Fixture => JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Fixture;

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(FIXTURE_PATH, `${JSON.stringify(playAll(), null, 1)}\n`);
  console.log(`wrote ${FIXTURE_PATH}`);
}
