/**
 * What keeps a search agent's match usable: a bare `greedy` takes the game's sampled dice count where the exact
 * lookahead would take tens of seconds a game (GameDefinition.greedyRolls), greedy rollouts take it too, and a slow
 * match prints its pace and progress as seconds a game, never "0 games/s".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAgent, parseAgentSpec } from '../../src/game/agents/agentSpec.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { rollout } from '../../src/game/agents/rollout.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { pig } from '../../src/game/pig/index.ts';
import { PigState } from '../../src/game/pig/pigState.ts';
import { ROLL } from '../../src/game/pig/rules.ts';
import { GAMES } from '../../src/game/registry.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { pace } from '../../src/sim/match/matchTable.ts';
import { runMatch } from '../../src/sim/match/runMatch.ts';
import { runToResult } from '../../src/sim/run.ts';
import { fileURLToPath } from 'node:url';
import { formatRate, ProgressBar, StatusLine } from '../../src/sim/progressBar.ts';
import { playOne } from '../../src/game/playOne.ts';

afterEach(() => vi.restoreAllMocks());

describe("greedy's rolls: the game's default", () => {
  // The counts each system's second-strength experiment plays as "the one-ply greedy player"; 0 = exact.
  const expected: Record<string, number> = { exoshift: 4, 'jovian-wars': 4, 'jagged-shards': 4, 'syndicate-protocol': 2, 'rattle-and-rend': 0, pig: 0 };

  it.each(Object.keys(GAMES))('%s: a bare greedy and its canonical spec', (id) => {
    expect(makeAgent('greedy', agentContext(GAMES[id as keyof typeof GAMES])).spec).toBe(`greedy:samples=1,rolls=${expected[id]}`);
  });

  it('an explicit rolls wins over the game default; without a game the default is exact', () => {
    const context = agentContext(GAMES['jovian-wars']);
    expect(makeAgent('greedy:rolls=0', context).spec).toBe('greedy:samples=1,rolls=0');
    expect(makeAgent('greedy:samples=3', context).spec).toBe('greedy:samples=3,rolls=4');
    expect(parseAgentSpec('greedy').canonical).toBe('greedy:samples=1,rolls=0');
    // Other agents have no game default.
    expect(makeAgent('mcts', context).spec).toBe('mcts:iterations=400,c=1.4,rollout=random,ms=0');
  });

  it('a match with a bare greedy plays the games of greedy:rolls=4 in Jagged Shards', async () => {
    const match = (agentA: string) => runMatch({ system: 'jagged-shards', a: 'preset:colonial-strike-force', b: 'preset:martian-warband', agentA, agentB: 'heuristic', games: 4, seed: 3, workers: 1 });
    const bare = await match('greedy');
    const four = await match('greedy:rolls=4');
    expect(bare.agentA).toBe('greedy:samples=1,rolls=4');
    expect([bare.winsA, bare.draws, bare.winsB, bare.statistics]).toEqual([four.winsA, four.draws, four.winsB, four.statistics]);
    expect(bare.command).toContain('--agent-a greedy:samples=1,rolls=4');
  });
});

describe('greedy rollouts', () => {
  /** Clones made with a reseed (a sampled resolution or a determinization) while `run` runs. */
  function reseededClones(run: () => void): number {
    const clone = vi.spyOn(PigState.prototype, 'clone');
    run();
    const count = clone.mock.calls.filter(([options]) => options?.reseed !== undefined).length;
    clone.mockRestore();
    return count;
  }

  const midTurn = () => {
    const state = pig.newGame({ sides: [pig.presets.standard, pig.presets.standard], variants: { target: '100' }, chance: new Xoshiro128(5, 0, 0, 0), log: false });
    state.apply(ROLL);
    return state;
  };

  it('take chance exactly by default and over sampled resolutions with rolls', () => {
    expect(reseededClones(() => rollout(midTurn(), 'greedy', pig.evaluate as never, new Xoshiro128(1, 0, 0, 0)))).toBe(0);
    expect(reseededClones(() => rollout(midTurn(), 'greedy', pig.evaluate as never, new Xoshiro128(1, 0, 0, 0), 3))).toBeGreaterThan(0);
  });

  it("mcts's greedy rollouts take the game's rolls", () => {
    const act = (greedyRolls: number) => () => {
      const agent = makeAgent('mcts:iterations=20,rollout=greedy', { ...agentContext(pig), greedyRolls });
      const state = midTurn();
      agent.act(new SeatView(state, state.currentPlayer()), new Xoshiro128(9, 0, 0, 0));
    };
    // Each iteration determinizes once either way; sampled resolutions add reseeded clones on top.
    expect(reseededClones(act(2))).toBeGreaterThan(reseededClones(act(0)));
  });
});

describe('pace of a slow match', () => {
  it('seconds a game below one game a second', () => {
    expect(pace(4 / 215.2)).toBe('53.8 s a game');
    expect(pace(13.2)).toBe('13 games/s');
    expect(pace(0)).toBe('0 games/s');
  });

  it('progress rates keep two figures below 10 a second', () => {
    expect(formatRate(0.0186)).toBe('0.019');
    expect(formatRate(3.04)).toBe('3.0');
    expect(formatRate(12.4)).toBe('12');
    expect(formatRate(2500)).toBe('2.5k');
  });
});

describe('progress of one slow game (playtest game)', () => {
  it('reports each decision with the length so far, as many as the game made', () => {
    const seen: [number, number][] = [];
    const played = playOne({ system: 'pig', a: 'preset:standard', b: 'preset:standard', agentA: 'greedy', agentB: 'random', seed: 3, onDecision: (length, decisions) => seen.push([length, decisions]) });
    expect(seen.length).toBe(played.decisions);
    expect(seen.map(([, d]) => d)).toEqual(seen.map((_, i) => i + 1));
    for (let i = 1; i < seen.length; i++) expect(seen[i][0]).toBeGreaterThanOrEqual(seen[i - 1][0]);
    expect(seen[seen.length - 1][0]).toBeLessThanOrEqual(played.length.value);
  });

  it('a status line redraws at most every 100 ms and clears itself', () => {
    const writes: string[] = [];
    const line = new StatusLine({ write: (text: string) => writes.push(text) } as unknown as NodeJS.WriteStream);
    line.update(() => 'playing: 1 rounds, 1 decisions');
    line.update(() => 'playing: 1 rounds, 2 decisions');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^\r\x1b\[2Kplaying: 1 rounds, 1 decisions {2}0s$/);
    line.done();
    expect(writes[1]).toBe('\r\x1b[2K');
  });
});

describe('progress of a match', () => {
  it('starts at 0 of the pairs, rises chunk by chunk and ends at all of them; the result does not depend on it', async () => {
    const calls: [number, number][] = [];
    const request = { system: 'pig', a: 'preset:standard', b: 'preset:standard', agentA: 'greedy', agentB: 'random', games: 200, seed: 11, workers: 1 } as const;
    const watched = await runMatch({ ...request, onProgress: (pairs, total) => calls.push([pairs, total]) });
    expect(calls[0]).toEqual([0, 100]);
    expect(calls[calls.length - 1]).toEqual([100, 100]);
    // 100 pairs in chunks of 16: a call per chunk (one chunk a task when a worker has few), each higher.
    expect(calls.length).toBe(1 + Math.ceil(100 / 16));
    for (let i = 1; i < calls.length; i++) expect(calls[i][0]).toBeGreaterThan(calls[i - 1][0]);
    const plain = await runMatch(request);
    expect([plain.winsA, plain.draws, plain.winsB, plain.statistics]).toEqual([watched.winsA, watched.draws, watched.winsB, watched.statistics]);
  });

  it("a shard's progress runs from 0 to its own chunks' trials, not the whole budget", async () => {
    const experiment = fileURLToPath(new URL('../sim/fixtures/coinShare.ts', import.meta.url));
    const calls: [number, number][] = [];
    await runToResult({ experiment, seed: 4, workers: 1, shard: { index: 1, count: 3 }, onProgress: (trials, total) => calls.push([trials, total]) });
    const total = calls[0][1];
    expect(calls[0]).toEqual([0, total]);
    expect(calls[calls.length - 1]).toEqual([total, total]);
    // About a third of the 10,000-trial budget (whole chunks: shard 1 of 3 plays every third).
    expect(total).toBeGreaterThan(2_000);
    expect(total).toBeLessThan(5_000);
  });

  it("the bar's clock redraws every second between chunks and stops when done", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      const writes: string[] = [];
      const bar = new ProgressBar({ write: (text: string) => writes.push(text) } as unknown as NodeJS.WriteStream, 'pairs');
      bar.update(0, 500);
      expect(writes).toHaveLength(1);
      expect(writes[0]).toContain('0/500 pairs');
      expect(writes[0]).toContain('0s so far  ETA --');
      vi.advanceTimersByTime(65_000);
      expect(writes.length).toBe(66);
      expect(writes[writes.length - 1]).toContain('1m05s so far');
      bar.done();
      const count = writes.length;
      vi.advanceTimersByTime(5_000);
      expect(writes.length).toBe(count);
      expect(writes[count - 1]).toBe('\r\x1b[2K');
    } finally {
      vi.useRealTimers();
    }
  });
});
