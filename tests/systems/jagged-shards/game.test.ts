/**
 * Jagged Shards as a game: the heuristic player against random and the
 * search agent, Warp Flare policies, the narrative, the data checkers and
 * the `playtest game` / `playtest match` commands the issue names.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playOne } from '../../../src/game/playOne.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { spendable } from '../../../src/systems/jagged-shards/ai.ts';
import { PROFILES } from '../../../src/systems/jagged-shards/data.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import { loadProfiles } from '../../../src/systems/jagged-shards/profiles.ts';
import type { JaggedState } from '../../../src/systems/jagged-shards/jaggedState.ts';

const BIN = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));

describe('the heuristic player', () => {
  it('beats random play: 95% interval of its win rate entirely above 80% over 200 battles (sides swapped)', async () => {
    const summary = await runMatch({ system: 'jagged-shards', a: 'preset:colonial-strike-force', b: 'preset:martian-warband', agentA: 'heuristic', agentB: 'random', games: 200, seed: 3, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  });

  it('plays the other faction as well: the Martian Order heuristic beats random Colonies', async () => {
    const summary = await runMatch({ system: 'jagged-shards', a: 'preset:martian-swarm', b: 'preset:colonial-armoured-column', agentA: 'heuristic', agentB: 'random', games: 100, seed: 4, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  });

  it('spends Warp Flares by its side policy: hoard keeps all before round 4, paced keeps a shrinking reserve, front-load none (JS-012)', () => {
    const state = jaggedShards.newGame({ sides: [jaggedShards.presets['colonial-strike-force'], jaggedShards.presets['martian-warband']], variants: {}, chance: Xoshiro128.stream(1, 0), log: false });
    const policies = state.setup.policies as unknown as string[];
    const budget = (policy: string, round: number) => {
      policies[0] = policy;
      state.round = round;
      state.flares[0] = 3;
      return spendable(state, 0);
    };
    expect([1, 2, 3, 4, 5].map((r) => budget('hoard', r))).toEqual([0, 0, 0, 3, 3]);
    expect([1, 2, 3, 4, 5].map((r) => budget('paced', r))).toEqual([1, 2, 2, 3, 3]);
    expect([1, 2, 3, 4, 5].map((r) => budget('front-load', r))).toEqual([3, 3, 3, 3, 3]);
  });

  it('the search agent (mcts) plays legal moves on it', () => {
    const state = jaggedShards.newGame({ sides: [jaggedShards.presets['colonial-strike-force'], jaggedShards.presets['martian-warband']], variants: {}, chance: Xoshiro128.stream(2, 0), log: false }) as JaggedState;
    const agent = makeAgent('mcts:iterations=30', agentContext(jaggedShards));
    const rng = Xoshiro128.stream(2, 1);
    for (let decisions = 0; decisions < 6 && !state.isTerminal(); ) {
      if (state.currentPlayer() === CHANCE) {
        state.applyChance();
        continue;
      }
      const action = agent.act(new SeatView(state, state.currentPlayer()), rng);
      expect(state.legalActions()).toContain(action);
      state.apply(action);
      decisions++;
    }
  });
});

describe('the story of a battle', () => {
  it('narrates setup, insertion, rounds, activations, rolls and the Round Victory calculation', () => {
    const game = playOne({ system: 'jagged-shards', a: 'preset:colonial-strike-force', b: 'preset:martian-warband', agentA: 'heuristic', agentB: 'heuristic', seed: 5 });
    expect(game.lines[0]).toBe('Jagged Shards: Colonial Strike Force (A) attacks (5 units, FR 21) against Martian Warband (B) defending (5 units, FR 22)');
    expect(game.lines[2]).toMatch(/^Insertion: Colonial Strike Force \(A\) rolls \d+ \+ FR 21 = \d+ vs Position Value 60: /);
    expect(game.lines).toContain('Round 1 · initiative ' + (game.lines.some((l) => l.endsWith('stolen')) ? 'Martian Warband (B)' : 'Colonial Strike Force (A)') + ' · Warp Flares ' + (game.lines[2].endsWith('success') ? '3' : '2') + ' - 2');
    expect(game.lines.some((l) => /^ {4}rolls \d+ vs SR -?\d+: (fail|success|critical failure|critical success)$/.test(l))).toBe(true);
    expect(game.lines.filter((l) => l.startsWith('End of round ')).length).toBe(5);
    expect(game.lines.at(-1)).toMatch(/wins on round victories \d - \d$|^Draw: round victories/);
  });
});

describe('data a designer edits', () => {
  it('ships illustrative profiles of every archetype, labelled as such', () => {
    expect(PROFILES.source).toMatch(/^illustrative/);
    const archetypes = (faction: string) => new Set(PROFILES.units.filter((u) => u.faction === faction).map((u) => u.archetype));
    expect([...archetypes('martian-order')].sort()).toEqual(['anomaly-adapted-warform', 'heavy-mechanized', 'infantry', 'specialist-operative', 'support-platform']);
    expect([...archetypes('human-colonies')].sort()).toEqual(['heavy-mechanized', 'infantry', 'specialist-operative', 'support-platform']);
  });

  it.each([
    [{ units: [{ id: 'x' }] } as unknown, /f.json: source must be a non-empty string/],
    [(book: any) => ((book.units[0].weapons[0].sr.close = 'forty'), book), /f.json: units\[0\].weapons\[0\].sr.close must be a whole number from 0 to 200, got "forty"/],
    [(book: any) => ((book.units[0].abilities[0].type = 'activated'), book), /units\[0\].abilities\[0\].effect 'attack-sr' is a passive effect, but the ability's type is activated/],
    [(book: any) => ((book.units[1].archetype = 'titan'), book), /units\[1\].archetype must be one of infantry, specialist-operative/],
    [(book: any) => ((book.units[1].id = 'Containment Operative'), book), /units\[1\].id must be an id .* e.g. 'containment-operative'/],
  ])('refuses a broken profile file in one line naming the field (%#)', (change, message) => {
    const book = JSON.parse(readFileSync(fileURLToPath(new URL('../../../src/systems/jagged-shards/data/profiles.json', import.meta.url)), 'utf8'));
    const broken = typeof change === 'function' ? change(book) : change;
    expect(() => loadProfiles(broken, 'f.json')).toThrow(message);
  });

  it("refuses a side whose units are unknown or of the other faction, naming the side and the field", () => {
    const side = { name: 'Bad', faction: 'human-colonies', units: 'colonial-rifle-squad, shard-seer', flarePolicy: 'paced' } as const;
    const start = (units: string) => () => jaggedShards.newGame({ sides: [{ ...side, units }, jaggedShards.presets['martian-warband']], variants: {}, chance: Xoshiro128.stream(1, 0), log: false });
    expect(start('colonial-rifle-squad, shard-seer')).toThrow("side 'Bad': field 'units': 'shard-seer' is a martian-order unit, not human-colonies");
    expect(start('colonial-rifle-squad x2, ghost')).toThrow(/unknown unit 'ghost'; human-colonies units: colonial-rifle-squad, containment-operative/);
    expect(start('bastion-walker x13')).toThrow(/13 units; a Strike Force here has at most 12/);
  });
});

describe('the command line', () => {
  it('playtest match jagged-shards with the illustrative forces and heuristic agents prints one JSON summary', () => {
    const run = spawnSync(
      process.execPath,
      [BIN, 'match', 'jagged-shards', '--a', 'preset:colonial-strike-force', '--b', 'preset:martian-warband', '--agent-a', 'heuristic', '--agent-b', 'heuristic', '--games', '200', '--json', '--workers', '1'],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.stderr).toBe('');
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ system: 'jagged-shards', games: 200 });
    expect(summary.winsA + summary.winsB + summary.draws).toBe(200);
    expect(summary.statistics.roundVictoriesA.mean).toBeGreaterThan(0);
  });

  it('playtest game jagged-shards tells one battle', () => {
    const run = spawnSync(process.execPath, [BIN, 'game', 'jagged-shards', '--a', 'preset:martian-swarm', '--b', 'preset:colonial-armoured-column', '--agent-a', 'heuristic', '--agent-b', 'random', '--seed', '2'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Round 5 · initiative /m);
    expect(run.stdout).toMatch(/^End of round 5: A \d+ \+ \d+ = \d+, B \d+ \+ \d+ = \d+ -> /m);
  });
});
