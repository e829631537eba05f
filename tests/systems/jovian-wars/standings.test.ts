/**
 * standings.ts (JW-006): the Victory Point track read from a game's log, and
 * its readings (leader, lead changes, the turn the result was settled, the
 * standings after an End Phase against the result), on hand-worked logs and
 * against a real game's own log and state.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import type { GameEvent } from '../../../src/game/state.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { leadChanges, leaderOf, loggedEnd, resultSettledTurn, standingAfter, standingsTrack } from '../../../src/systems/jovian-wars/standings.ts';
import { start } from './scripted.ts';

const events = (list: object[]) => list as unknown as GameEvent[];
type Track = [number, number][];

describe('standings: the track from the log', () => {
  it('reads the VP of each turn start (after the previous End Phase) and of the end; other events are skipped', () => {
    // The module's example: deployment 248-246, after turn 1 248-200, after turn 2 150-200, the end in turn 3 150-120.
    const log = events([
      { kind: 'start', tv: [248, 246] },
      { kind: 'turn', turn: 1, vp: [248, 246] },
      { kind: 'hit', target: 14 },
      { kind: 'turn', turn: 2, vp: [248, 200] },
      { kind: 'turn', turn: 3, vp: [150, 200] },
      { kind: 'crippled', unit: 12 },
      { kind: 'end', turn: 3, vp: [150, 120], winner: 0 },
    ]);
    const track = standingsTrack(log);
    expect(track).toEqual([[248, 246], [248, 200], [150, 200], [150, 120]]);
    expect(track.map(leaderOf)).toEqual([0, 0, 1, 0]);
    expect(leadChanges(track)).toBe(2);
    expect(resultSettledTurn(track)).toBe(3);
    expect(loggedEnd(log)).toEqual({ turn: 3, winner: 0 });
    expect(() => loggedEnd(log.slice(0, 5))).toThrow(/not ended/);
  });
});

describe('standings: the readings of a track', () => {
  it('level standings are skipped by the lead changes: A, level, B is one change', () => {
    expect(leadChanges([[10, 5], [5, 5], [3, 5]])).toBe(1);
    expect(leadChanges([[5, 5], [5, 5]])).toBe(0);
  });

  it('the settled turn is the first End Phase from which the standings always show the result', () => {
    // The larger fleet leads from deployment and wins, never caught: settled at 0.
    expect(resultSettledTurn([[150, 149], [150, 120], [100, 90]])).toBe(0);
    // B takes the lead after turn 2 and keeps it: 2.
    expect(resultSettledTurn([[150, 149], [150, 149], [90, 120], [80, 110]])).toBe(2);
    // The lead changes hands at the last End Phase: only then.
    expect(resultSettledTurn([[150, 149], [120, 100], [60, 70]])).toBe(2);
    // A drawn game: settled when the standings became level for good.
    expect(resultSettledTurn([[150, 149], [100, 100], [90, 80], [80, 80]])).toBe(3);
  });

  it('the standings after an End Phase against the result: shown, the loser ahead, or level/lead against a draw; carried past the end', () => {
    const won: Track = [[150, 149], [130, 149], [130, 130], [130, 90]];
    expect([0, 1, 2, 3, 6].map((t) => standingAfter(won, t))).toEqual([0, 1, 2, 0, 0]);
    const drawn: Track = [[150, 149], [80, 80]];
    expect([0, 1].map((t) => standingAfter(drawn, t))).toEqual([2, 0]);
  });
});

describe('standings: a real game', () => {
  it('the track has one entry per End Phase played and the end; it starts at the fleets\' TV and its last leader is the logged and the state\'s winner', () => {
    const agent = makeAgent('heuristic', agentContext(jovianWars));
    for (let seed = 1; seed <= 6; seed++) {
      const state = start({}, [jovianWars.presets['cega-skirmish-patrol'], jovianWars.presets['jovian-skirmish-patrol']], seed);
      playToEnd(state, [{ agent, rng: Xoshiro128.stream(seed, 1) }, { agent, rng: Xoshiro128.stream(seed, 2) }]);
      const track = standingsTrack(state.events());
      const end = loggedEnd(state.events());
      expect(end.turn).toBe(state.turn);
      expect(track).toHaveLength(state.turn + 1);
      expect(track[0]).toEqual(state.tv);
      expect(track.at(-1)).toEqual(state.victoryPoints());
      expect(leaderOf(track.at(-1)!)).toBe(state.winner());
      expect(end.winner).toBe(state.winner());
      expect(standingAfter(track, state.turn)).toBe(0);
    }
  });
});
