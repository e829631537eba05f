/**
 * The per-battle statistics added for the momentum questions (JS-003, JS-004,
 * JS-008, JS-010, JS-011, JS-019, JS-059, JS-060, JS-063), checked against
 * what the same battles show from outside: the logged events (round-victory,
 * destroyed, reinforce, activate, start) and the units' positions at each End
 * Phase. Random and heuristic play, all four presets, two control ranges, so
 * the battles reach tabled sides, contested objectives and unequal unit counts.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import type { JaggedState } from '../../../src/systems/jagged-shards/jaggedState.ts';
import { cumulativePoints, largestSwingRound, leadChanges, resultBy, resultSettledRound, roundWinner } from '../../../src/systems/jagged-shards/momentum.ts';

const PRESETS = ['colonial-strike-force', 'colonial-armoured-column', 'martian-warband', 'martian-swarm'];
const statistic = (id: string) => jaggedShards.statistics[id].perGame as (s: JaggedState, seatOfA: number) => number;

interface RoundEvent {
  kind: 'round-victory';
  round: number;
  objectives: [number, number];
  forceRating: [number, number];
  totals: [number, number];
  seat: number;
  roundVictories: [number, number];
}

interface Seen {
  state: JaggedState;
  /** Per End Phase: the objectives with units of both seats in control range, from the positions then. */
  contested: number[];
}

function play(seed: number): Seen {
  const sides = [jaggedShards.presets[PRESETS[seed % 4]], jaggedShards.presets[PRESETS[(seed >> 2) % 4]]] as const;
  const range = seed % 3 === 0 ? 6 : 3;
  const variants: Record<string, string> = range === 6 ? { 'control-range': '6' } : {};
  const state = jaggedShards.newGame({ sides, variants, chance: Xoshiro128.stream(seed, 11), log: true }) as JaggedState;
  const context = agentContext(jaggedShards);
  const agents = [makeAgent(seed % 2 === 0 ? 'heuristic' : 'random', context), makeAgent('random', context)];
  const views = [new SeatView(state, 0), new SeatView(state, 1)];
  const rng = Xoshiro128.stream(seed, 12);
  const seen: Seen = { state, contested: [] };
  let logged = 0;
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) state.applyChance();
    else state.apply(agents[mover].act(views[mover], rng));
    const events = state.events();
    for (; logged < events.length; logged++) {
      if (events[logged].kind !== 'round-victory') continue;
      // The End Phase moves no unit: the positions now are those it scored.
      const { roster, objectives } = state.setup;
      let both = 0;
      for (const o of objectives) {
        const near = [0, 1].map((seat) => roster.profile.some((_, u) => roster.seat[u] === seat && state.inPlay[u] === 1 && Math.hypot(state.x[u] - o.x, state.y[u] - o.y) <= range));
        if (near[0] && near[1]) both++;
      }
      seen.contested.push(both);
    }
  }
  return seen;
}

const roundEvents = (s: JaggedState) => s.events().filter((e) => e.kind === 'round-victory') as unknown as RoundEvent[];

/** Every way the rounds after `r` could go (A, B or tied), and whether all give the same battle result as the one played. */
function settledAfter(rv: [number, number], roundsLeft: number, result: number): boolean {
  if (roundsLeft === 0) return (rv[0] > rv[1] ? 0 : rv[1] > rv[0] ? 1 : 2) === result;
  return settledAfter([rv[0] + 1, rv[1]], roundsLeft - 1, result) && settledAfter([rv[0], rv[1] + 1], roundsLeft - 1, result) && settledAfter(rv, roundsLeft - 1, result);
}

describe('Jagged Shards momentum statistics agree with the battles they count', () => {
  const games = Array.from({ length: 48 }, (_, seed) => play(seed));

  it('round scores and Force Rating per round are the logged round-victory totals; tied rounds are its ties', () => {
    for (const { state } of games) {
      const rounds = roundEvents(state);
      expect(rounds.map((e) => e.round)).toEqual([1, 2, 3, 4, 5]);
      for (const e of rounds) {
        for (const seat of [0, 1]) {
          expect(state.roundScore[(e.round - 1) * 2 + seat]).toBe(e.totals[seat]);
          expect(state.roundForceRating[(e.round - 1) * 2 + seat]).toBe(e.forceRating[seat]);
        }
        expect(roundWinner(state, e.round)).toBe(e.seat);
        expect(statistic(`tiedRound${e.round}`)(state, 0)).toBe(e.seat === -1 ? 1 : 0);
      }
      expect(rounds.filter((e) => e.seat === -1).length).toBe(state.tiedRounds);
    }
  });

  it("Force Rating destroyed per round is the logged destroyed units' Force Rating over both starting forces", () => {
    let destroyedAny = 0;
    for (const { state } of games) {
      const start = state.events().find((e) => e.kind === 'start') as unknown as { forceRating: [number, number] };
      let round = 1;
      const perRound = [0, 0, 0, 0, 0, 0];
      for (const e of state.events() as unknown as { kind: string; round?: number; forceRating?: number }[]) {
        if (e.kind === 'round') round = e.round!;
        if (e.kind === 'destroyed') perRound[round] += e.forceRating!;
      }
      for (let r = 1; r <= 5; r++) expect(statistic(`forceRatingDestroyedRound${r}`)(state, 0)).toBeCloseTo((100 * perRound[r]) / (start.forceRating[0] + start.forceRating[1]), 10);
      expect(statistic('forceRatingDestroyed')(state, 1)).toBeCloseTo((100 * (state.frDestroyed[0] + state.frDestroyed[1])) / (start.forceRating[0] + start.forceRating[1]), 10);
      if (perRound.some((v) => v > 0)) destroyedAny++;
    }
    expect(destroyedAny).toBeGreaterThan(20);
  });

  it('lead changes follow the logged running Round Victory counts, the leader changing sides with level rounds skipped', () => {
    const counts = new Set<number>();
    for (const { state } of games) {
      const leaders = roundEvents(state)
        .map((e) => Math.sign(e.roundVictories[0] - e.roundVictories[1]))
        .filter((sign) => sign !== 0);
      let changes = 0;
      for (let i = 1; i < leaders.length; i++) if (leaders[i] !== leaders[i - 1]) changes++;
      expect(leadChanges(state)).toBe(changes);
      expect(statistic('leadChanges')(state, 0)).toBe(changes);
      counts.add(changes);
    }
    expect(counts.has(0) && counts.has(1)).toBe(true);
  });

  it('the result is settled after the first round from which no way the later rounds go could change it', () => {
    const rounds = new Set<number>();
    for (const { state } of games) {
      const events = roundEvents(state);
      const battle = state.events().find((e) => e.kind === 'battle') as unknown as { roundVictories: [number, number] };
      const result = battle.roundVictories[0] > battle.roundVictories[1] ? 0 : battle.roundVictories[1] > battle.roundVictories[0] ? 1 : 2;
      const expected = events.find((e) => settledAfter(e.roundVictories, 5 - e.round, result))!.round;
      expect(resultSettledRound(state)).toBe(expected);
      rounds.add(expected);
    }
    expect(rounds.has(5) && [...rounds].some((r) => r < 5)).toBe(true);
  });

  it('total points are the logged round totals summed, and the two scorers disagree exactly when their results differ', () => {
    let disagree = 0;
    for (const { state } of games) {
      const events = roundEvents(state);
      const points = [0, 1].map((seat) => events.reduce((sum, e) => sum + e.totals[seat], 0));
      expect(cumulativePoints(state)).toEqual(points);
      expect(points).toEqual([state.objectiveScore[0] + state.frDestroyed[0], state.objectiveScore[1] + state.frDestroyed[1]]);
      const byPoints = points[0] > points[1] ? 0 : points[1] > points[0] ? 1 : 2;
      expect(resultBy(state, 'points')).toBe(byPoints);
      expect(resultBy(state, 'round-victories')).toBe(state.winner);
      expect(statistic('scorersDisagree')(state, 0)).toBe(byPoints === state.winner ? 0 : 1);
      disagree += byPoints === state.winner ? 0 : 1;
    }
    expect(disagree).toBeGreaterThan(0);
  });

  it('the largest-swing round is the earliest round with the largest logged Force Rating difference', () => {
    for (const { state } of games) {
      const swings = roundEvents(state).map((e) => Math.abs(e.forceRating[0] - e.forceRating[1]));
      const max = Math.max(...swings);
      expect(largestSwingRound(state)).toBe(max === 0 ? 0 : swings.indexOf(max) + 1);
    }
  });

  it('a side is tabled in the first End Phase that finds none of its units in play, counting destroyed and reinforced units from the log', () => {
    let tabled = 0;
    for (const { state } of games) {
      const { roster } = state.setup;
      // Labels repeat across the seats of a mirror match: keyed by seat too.
      const inPlay = new Map(roster.label.map((label, u) => [`${roster.seat[u]} ${label}`, true]));
      const first = [0, 0];
      for (const e of state.events() as unknown as { kind: string; unit?: string; seat?: number; round?: number }[]) {
        if (e.kind === 'destroyed') inPlay.set(`${e.seat} ${e.unit}`, false);
        if (e.kind === 'reinforce') inPlay.set(`${e.seat} ${e.unit}`, true);
        if (e.kind === 'round-victory') {
          for (const seat of [0, 1]) if (first[seat] === 0 && !roster.label.some((label, u) => roster.seat[u] === seat && inPlay.get(`${seat} ${label}`))) first[seat] = e.round!;
        }
      }
      expect([state.tabledRound[0], state.tabledRound[1]]).toEqual(first);
      expect(statistic('tabled')(state, 0)).toBe(first[0] > 0 || first[1] > 0 ? 1 : 0);
      if (first[0] > 0 || first[1] > 0) tabled++;
    }
    expect(tabled).toBeGreaterThan(0);
  });

  it('contested rounds count the End Phases whose positions put units of both sides in control range of an objective', () => {
    let any = 0;
    for (const { state, contested } of games) {
      expect(contested.length).toBe(5);
      expect(state.contestedObjectives).toBe(contested.reduce((a, b) => a + b, 0));
      expect(statistic('contestedRounds')(state, 0)).toBe(contested.filter((n) => n > 0).length);
      if (state.contestedRounds > 0) any++;
    }
    expect(any).toBeGreaterThan(0);
  });

  it("unanswered activations are the logged activations and reinforcements that follow the same side's own in the same round", () => {
    let any = 0;
    for (const { state } of games) {
      const tail = [0, 0];
      let last = -1;
      for (const e of state.events() as unknown as { kind: string; seat: number }[]) {
        if (e.kind === 'round') last = -1;
        if (e.kind === 'activate' || e.kind === 'reinforce') {
          if (e.seat === last) tail[e.seat]++;
          last = e.seat;
        }
      }
      for (const seatOfA of [0, 1]) {
        expect(statistic('tailActivationsA')(state, seatOfA)).toBe(tail[seatOfA]);
        expect(statistic('tailActivationsB')(state, seatOfA)).toBe(tail[1 - seatOfA]);
      }
      if (tail[0] + tail[1] > 0) any++;
    }
    expect(any).toBeGreaterThan(10);
  });

  it('the new statistics survive serialise and clone, and a state saved without them loads with zeros', () => {
    const { state } = games[0];
    const copy = jaggedShards.deserialize(state.serialize()) as JaggedState;
    for (const key of ['roundScore', 'roundForceRating', 'tailActivations', 'tabledRound'] as const) expect(Array.from(copy[key])).toEqual(Array.from(state[key]));
    expect([copy.contestedRounds, copy.contestedObjectives]).toEqual([state.contestedRounds, state.contestedObjectives]);
    const clone = state.clone();
    expect(Array.from(clone.roundScore)).toEqual(Array.from(state.roundScore));
    expect(clone.contestedRounds).toBe(state.contestedRounds);
    const old = { ...state.serialize() } as Record<string, unknown>;
    for (const key of ['roundScore', 'roundForceRating', 'tailActivations', 'tabledRound', 'contestedRounds', 'contestedObjectives', 'lastSeat']) delete old[key];
    const loaded = jaggedShards.deserialize(old as never) as JaggedState;
    expect(Array.from(loaded.roundScore).every((v) => v === 0)).toBe(true);
    expect(loaded.contestedRounds).toBe(0);
  });
});
