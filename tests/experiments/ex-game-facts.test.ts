/**
 * ex-game-facts (experiments/exoshift/game-facts.ts, _gameFacts.ts; EX-096, 097, 098, 100, 101, 105, 114, 117, 121,
 * 122): the counting of one game's log worked by hand (and the logs it refuses), the two readings checked against
 * each other, the mean over events with its interval, the sentences on made-up results (verdicts only where the
 * intervals allow), and a short real run: the runner's own games, with counts that agree with each other.
 */
import { describe, expect, it } from 'vitest';
import experiment, { addFacts, ARMS, combine, factsTrial, laneOf, MIN_PAIRS } from '../../experiments/exoshift/game-facts.ts';
import { readEvents, type EventFacts, type Roster, type WatchedFacts } from '../../experiments/exoshift/_gameFacts.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

/** Models 0-2 seat 0 (0 a leader, 1-2 one unit of two models, 2 with Jump and Flight); models 3-4 seat 1, individuals. */
const ROSTER: Roster = { side: [0, 0, 0, 1, 1], group: [0, 1, 1, 2, 3], jump: [false, false, true, false, false], flight: [false, false, true, false, false] };
const ev = (round: number, kind: string, fields: Record<string, unknown> = {}): GameEvent => ({ round, kind, ...fields }) as unknown as GameEvent;
const roundStart = (round: number, ...between: GameEvent[]) => [ev(round, 'round'), ...between, ev(round, 'cp', { cp: [4, 4] })];

describe('ex-game-facts: one game read from its log', () => {
  it('counts routs, rallies (one passed, one failed at Quality 0) and a unit that fled at its edge', () => {
    const log = [
      ev(0, 'start', { mission: 'control-points' }),
      ...roundStart(1),
      ev(1, 'rout-test', { unit: 4, die: 3, target: 7, pass: true }), // in play, passed
      ev(1, 'rout-test', { unit: 2, die: 9, target: 7, pass: false }),
      ev(1, 'routed', { unit: 2 }),
      ev(1, 'round-end', { vp: [1, 0] }),
      ...roundStart(2, ev(2, 'rout-test', { unit: 1, die: 2, target: 7, pass: true }), ev(2, 'rally', { unit: 1 })),
      ev(2, 'rout-test', { unit: 3, die: 10, target: 6, pass: false }),
      ev(2, 'routed', { unit: 3 }),
      ev(2, 'removed', { unit: 3, status: 'fled' }),
      ev(2, 'round-end', { vp: [2, 0] }),
      ...roundStart(3),
      ev(3, 'rout-test', { unit: 1, die: 10, target: 6, pass: false }), // the two-model unit's second rout
      ev(3, 'routed', { unit: 1 }),
      ev(3, 'round-end', { vp: [3, 0] }),
      // Round 4: it fails its rally at Quality 0: both models destroyed, one unit.
      ...roundStart(4, ev(4, 'rout-test', { unit: 1, die: 9, target: 6, pass: false }), ev(4, 'removed', { unit: 1, status: 'destroyed' }), ev(4, 'removed', { unit: 2, status: 'destroyed' })),
    ];
    const f = readEvents(log, ROSTER);
    expect([f.routs, f.routRounds]).toEqual([3, 1 + 2 + 3]);
    expect([f.routTests, f.routTestsFailed]).toEqual([4, 3]);
    expect([f.rallies, f.ralliesPassed, f.rallyRounds, f.rallyDestroyed]).toEqual([2, 1, 2 + 4, 1]);
    expect(f.fled).toBe(1);
    expect(f.grab).toBeNull();
  });

  it('counts revives, treatments and a Medic\'s steadyings (Unit Traits › Medic), attempts and passes', () => {
    const log = [
      ev(0, 'start', { mission: 'control-points' }),
      ...roundStart(1),
      ev(1, 'revive', { unit: 0, friend: 3, pass: true }),
      ev(1, 'revive', { unit: 4, friend: 3, pass: false }),
      ev(1, 'treat', { unit: 0, friend: 4, die: 9, pass: false }),
      ev(1, 'treat', { unit: 0, friend: 4, die: 2, pass: true }),
      ev(1, 'steady', { unit: 0, friend: 3, die: 8, pass: false }),
      ev(1, 'steady', { unit: 0, friend: 3, die: 3, pass: true }),
      ev(1, 'steady', { unit: 0, friend: 4, die: 1, pass: true }),
    ];
    const f = readEvents(log, ROSTER);
    expect([f.revives, f.revivesPassed, f.treats, f.treatsPassed, f.steadies, f.steadiesPassed]).toEqual([2, 1, 2, 1, 3, 2]);
  });

  it('counts the stay-put choices (EX-096): offered with the rout, paid or tested', () => {
    const log = [
      ev(0, 'start', { mission: 'control-points' }),
      ...roundStart(1),
      ev(1, 'routed', { unit: 2, choice: true }),
      ev(1, 'rout-choice', { unit: 2, paid: true }),
      ev(1, 'routed', { unit: 3, choice: true }),
      ev(1, 'rout-choice', { unit: 3, paid: false }),
      ev(1, 'routed', { unit: 4, choice: false }),
    ];
    const f = readEvents(log, ROSTER);
    expect([f.routs, f.routChoices, f.routChosen, f.routPaid]).toEqual([3, 2, 2, 1]);
    expect(() => readEvents([log[0], ev(1, 'rout-choice', { unit: 2, paid: true })], ROSTER)).toThrow(/never Routed/);
  });

  it('counts reserve boosts and arrivals, Teamwork, Jump and Flight, and stored CP', () => {
    const log = [
      ev(0, 'start', { mission: 'control-points' }),
      ...roundStart(1, ev(1, 'arrival', { unit: 1, die: 4, arrival: 1, pass: false }), ev(1, 'arrival', { unit: 3, die: 1, arrival: 1, pass: true })),
      ev(1, 'boost', { unit: 1, arrival: 2 }),
      ev(1, 'boost', { unit: 1, arrival: 3 }),
      ev(1, 'arrive', { unit: 3 }),
      ev(1, 'action', { unit: 3, verb: 'run', param: 4, cost: 0, cp: 3 }),
      ev(1, 'teamwork', { unit: 3, die: 2, pass: true }),
      ev(1, 'teamwork', { unit: 3, die: 9, pass: false }),
      ev(1, 'store', { unit: 0, stored: 1 }),
      ...roundStart(2, ev(2, 'arrival', { unit: 1, die: 3, arrival: 4, pass: true })),
      ...roundStart(3),
      ev(3, 'arrive', { unit: 1 }),
      ev(3, 'action', { unit: 2, verb: 'advance', param: 5 + 32, cost: 0, cp: 3 }), // Jump
      ev(3, 'action', { unit: 2, verb: 'advance', param: 5, cost: 1, cp: 2 }),
      ev(3, 'action', { unit: 2, verb: 'run', param: 7, cost: 2, cp: 0 }),
      ev(3, 'action', { unit: 1, verb: 'run', param: 7, cost: 0, cp: 0 }), // no Flight: not counted
    ];
    const f = readEvents(log, ROSTER);
    expect([f.reserveUnits, f.boosts, f.boostRounds, f.boostedUnits]).toEqual([2, 2, 2, 1]);
    expect([f.ready, f.readyRounds, f.readyBy2, f.entered, f.enterRounds]).toEqual([2, 3, 2, 2, 4]);
    expect([f.teamworkTests, f.teamworkPasses, f.stores]).toEqual([2, 1, 1]);
    expect([f.jumperAdvances, f.jumps, f.flierRuns, f.flights]).toEqual([2, 1, 1, 0]);
  });

  it('splits Objective Grab VP at the last round end into secured (3 each, for good) and carried tokens', () => {
    const log = [
      ev(0, 'start', { mission: 'objective-grab' }),
      ...roundStart(1),
      ev(1, 'token-picked', { unit: 0, objective: 7 }),
      ev(1, 'token-secured', { unit: 0, objective: 7 }),
      ev(1, 'round-end', { vp: [5, 1] }), // 3 secured + 2 carried; 1 carried
      ...roundStart(2),
      ev(2, 'token-secured', { unit: 3, objective: 1 }),
      ev(2, 'round-end', { vp: [4, 3] }),
      ev(3, 'token-secured', { unit: 1, objective: 8 }), // after the last round end: not in the score
      ev(3, 'end', { winner: 0, reason: 'annihilation', vp: [4, 3] }),
    ];
    expect(readEvents(log, ROSTER).grab).toEqual({ secured: [3, 3], carried: [1, 0] });
    expect(readEvents([ev(0, 'start', { mission: 'objective-grab' })], ROSTER).grab).toEqual({ secured: [0, 0], carried: [0, 0] });
  });

  it('refuses logs it cannot read: a flight without a rout, a rally of a unit never Routed, a rout at a round start, VP short of the secured tokens, a stranger', () => {
    const start = ev(0, 'start', { mission: 'control-points' });
    expect(() => readEvents([start, ev(1, 'removed', { unit: 3, status: 'fled' })], ROSTER)).toThrow(/fled .* without being Routed/);
    expect(() => readEvents([start, ...roundStart(2, ev(2, 'rout-test', { unit: 4, pass: true }))], ROSTER)).toThrow(/never Routed/);
    expect(() => readEvents([start, ev(1, 'round'), ev(1, 'routed', { unit: 4 })], ROSTER)).toThrow(/at the start of round 1/);
    expect(() => readEvents([ev(0, 'start', { mission: 'objective-grab' }), ev(1, 'token-secured', { unit: 0, objective: 7 }), ev(1, 'round-end', { vp: [2, 0] })], ROSTER)).toThrow(/fewer than 3 a secured token/);
    expect(() => readEvents([start, ev(1, 'token-secured', { unit: 0, objective: 7 })], ROSTER)).toThrow(/outside Objective Grab/);
    expect(() => readEvents([start, ev(1, 'routed', { unit: 9 })], ROSTER)).toThrow(/no model of the roster/);
    expect(() => readEvents([start, ev(1, 'action', { unit: 0, verb: 'advance', param: 33 })], ROSTER)).toThrow(/without the trait/);
  });
});

describe('ex-game-facts: the two readings of a game', () => {
  const events = readEvents([ev(0, 'start', { mission: 'control-points' }), ev(1, 'routed', { unit: 3 }), ev(1, 'removed', { unit: 3, status: 'fled' })], ROSTER);
  const watched = (over: Partial<WatchedFacts>): WatchedFacts => ({
    decisions: 10, stayTests: 1, stayFails: 1, stayFailsWithCp: 0, paidFailRisk: 0, paidFleeRisk: 0, routChoices: 0, edgeTests: 1, edgeFails: 1, commandUnits: [4, 6], inCommand: [1, 3], turnDecisions: 3, leaderUp: [3, 2],
    teamworkWindows: 2, teamworkOffered: 1, teamworkUsed: 1, teamworkUsedBy: { march: 1 }, storedSpent: 1, roundEnds: 2, roundEndsStored: 1, storedAtRoundEnds: 1, storedLeft: 0, storedLost: 0, ...over,
  });

  it('must agree: one stay-put test a rout, one failed edge test a unit fled', () => {
    expect(() => combine(events, watched({}))).not.toThrow();
    expect(() => combine(events, watched({ stayTests: 0 }))).toThrow(/1 routs, 0 passes bought, 0 choices never made, but 0 stay-put tests/);
    expect(() => combine(events, watched({ routChoices: 1 }))).toThrow(/0 stay-put choices logged but 1 read/);
    // A choice offered but never made (the unit left the table within the attack): no stay-put test.
    const unmade = readEvents([ev(0, 'start', { mission: 'control-points' }), ev(1, 'routed', { unit: 3, choice: true }), ev(1, 'removed', { unit: 3, status: 'destroyed' })], ROSTER);
    expect(() => combine(unmade, watched({ stayTests: 0, edgeTests: 0, edgeFails: 0 }))).not.toThrow();
    expect(() => combine(events, watched({ edgeFails: 0 }))).toThrow(/1 units fled but 0 edge tests failed/);
  });

  it("puts each game's numbers in the pair's record as halves, seat by seat for A and B", () => {
    const record: Record<string, number> = { pair: 0, scoreA: 0, length: 0 };
    for (const id of Object.keys(experiment.metrics)) record[id] = 0;
    const facts = combine(events, watched({}));
    addFacts(record as never, facts, 0); // A in seat 0
    addFacts(record as never, facts, 1); // A in seat 1: A's numbers are seat 1's
    expect(record.routs).toBe(1);
    expect([record.commandAHits, record.commandAOf, record.commandASum]).toEqual([(1 + 3) / 2, (4 + 6) / 2, (5 + 9) / 2]);
    expect([record.commandBHits, record.commandBOf]).toEqual([(3 + 1) / 2, (6 + 4) / 2]);
    expect([record.leaderAHits, record.leaderAOf]).toEqual([(3 + 2) / 2, 3]);
    expect([record.twMarch, record.teamworkUseHits, record.teamworkUseOf]).toEqual([1, 1, 1]);
  });
});

describe('ex-game-facts: the sentences', () => {
  // As src/stats/meanInterval.ts: no interval from fewer than 2 pairs.
  const metric = (mean: number, sd: number, n: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n, mean, sd: n < 2 ? NaN : sd, ci: n < 2 ? [-Infinity, Infinity] : [mean - (1.96 * sd) / Math.sqrt(n), mean + (1.96 * sd) / Math.sqrt(n)] });
  /** Every arm at `pairs` pairs; per-game means from `values` (by arm, then metric), 0 elsewhere; sd `sd` for each. */
  function made(pairs: number, values: (arm: string) => Record<string, number>, sd = 0.3): ExperimentResult {
    const arms: ArmResult[] = experiment.arms.map((spec) => {
      const v = values(spec.id);
      // A per-game 0/1 share of 1% spreads over pairs as about 0.07 (pairs of 0, 1/2 and 1).
      const metrics = Object.fromEntries(Object.keys(experiment.metrics).map((id) => [id, metric(v[id] ?? 0, !(id in v) ? 0 : id === 'routGame' ? 0.07 : sd, pairs)]));
      return { id: spec.id, label: spec.label ?? spec.id, params: {}, coords: spec.coords, trials: pairs, metrics };
    });
    return { arms } as unknown as ExperimentResult;
  }
  const facts = (arm: string): Record<string, number> => ({
    routGame: 0.01, routs: 0.01, routRoundHits: 0.05, routRoundOf: 0.01, routRoundSum: 0.06,
    scoreA: arm === 'grouped-vs-individuals' ? 0.2 : 0.5,
    length: arm === 'grouped-mirror' ? 7 : arm === 'individuals-mirror' ? 9 : 8,
    ...(arm.startsWith('fireteams') ? { jumpHits: 0.3, jumpOf: 1, jumpSum: 1.3, flightOf: 1, flightSum: 1 } : {}),
    ...(arm === 'reserves-vs-fire-support' ? { reserveUnits: 2, boosts: 0.5, readyBy2Hits: 0.9, readyBy2Of: 2, readyBy2Sum: 2.9, readyRoundHits: 6, readyRoundOf: 2, readyRoundSum: 8 } : {}),
  });

  it('gives verdicts only where the intervals allow', () => {
    const text = experiment.answer!(made(400, facts)).join('\n');
    expect(text).toContain('rare, clearly under 1 game in 20');
    expect(text).toMatch(/scores 0\.20 \(0\.17 to 0\.23, 800 games\) against the individuals \(win 1, draw 1\/2\): the individuals clearly win/);
    expect(text).toMatch(/Game length as mirrors: the fireteam squad 7\.00 rounds .*400 games\), the individuals 9\.00 rounds .*: clearly shorter with the fireteam/);
    expect(text).toMatch(/45% \(.*, 1,600 reserve units\) are On Ready by round 2: clearly earlier than without CP \(exactly 28% by round 2\)/);
    expect(text).toContain('no game had a Teamwork test');
    expect(text).toMatch(/the exact expectation is 3\.66/);
    // The jump trooper's Flight is read from its profile: no longer than its Run, so said to help only on difficult ground.
    expect(text).toContain('Jump 9" against its 6" Advance, Flight 10" against its 12" Run: its Flight 10" is no longer than its 12" Run');
    expect(text).toMatch(/Jump on 30% \(.*, 800 advances\) of its advances, Flight on 0\.0% \(0\.0-1\.0%, 800 runs\)/);
    const even = experiment.answer!(made(400, (arm) => ({ ...facts(arm), scoreA: 0.5, routGame: 0.2 }))).join('\n');
    expect(even).toContain('neither clearly wins');
    expect(even).not.toContain('clearly under 1 game in 20');
  });

  it('names no verdict below the quick budget', () => {
    const text = experiment.answer!(made(MIN_PAIRS - 1, facts)).join('\n');
    expect(text).toContain('too few games for a verdict');
    expect(text).toContain(`Too few games for any verdict (under ${MIN_PAIRS} pairs per arm)`);
    expect(text).not.toMatch(/clearly/);
    // One pair: no interval anywhere, said in words rather than printed as infinite.
    const one = experiment.answer!(made(1, facts)).join('\n');
    expect(one).not.toMatch(/Infinity|NaN/);
    expect(one).toContain('(1 games, too few for an interval)');
  });
});

describe('ex-game-facts: a short run', () => {
  it('puts every arm on its own lane and plays the match runner\'s own games', () => {
    expect(ARMS.map((a) => laneOf(a.params))).toEqual(ARMS.map((_, k) => k));
    for (const k of [2, 5]) {
      const params = ARMS[k].params;
      const mine = factsTrial(params, Xoshiro128.stream(11, 7));
      const root = Xoshiro128.stream(11, 7);
      for (let i = 0; i < STREAM_WORDS * k; i++) root.nextUint32();
      const plain = playPairTrial(params, root);
      for (const id of ['pair', 'scoreA', 'length', 'vpA', 'vpB', 'killsA', 'killsB']) expect(mine[id], `${ARMS[k].id} ${id}`).toBe(plain[id]);
    }
  }, 60_000);

  it('gives counts that agree with each other and with the game statistics', async () => {
    const { result } = await runToResult({ experiment: 'ex-game-facts', trials: 8, seed: 5, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    for (const arm of result.arms) {
      const m = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      const at = (id: string) => [m(`${id}Hits`), m(`${id}Of`), m(`${id}Sum`)];
      for (const id of ['stayFail', 'rallyPass', 'edgeFail', 'boosted', 'readyBy2', 'commandA', 'commandB', 'leaderA', 'leaderB', 'teamworkPass', 'teamworkOffer', 'teamworkUse', 'jump', 'flight', 'securedShareA', 'securedShareB', 'roundEndStored']) {
        const [hits, of, sum] = at(id);
        expect(hits, `${arm.id} ${id}`).toBeLessThanOrEqual(of + 1e-9);
        expect(sum, `${arm.id} ${id}`).toBeCloseTo(hits + of, 9);
      }
      expect(m('stayFailOf'), arm.id).toBeLessThanOrEqual(m('routs') - m('routPaid') + 1e-9);
      expect(m('routPayOf'), arm.id).toBeLessThanOrEqual(m('routChoices') + 1e-9);
      expect(m('routChoices'), arm.id).toBeLessThanOrEqual(m('routs') + 1e-9);
      expect(m('paidFleeRisk'), arm.id).toBeLessThanOrEqual(m('paidFailRisk') + 1e-9);
      expect(m('paidFailRisk'), arm.id).toBeLessThanOrEqual(m('routPaid') + 1e-9);
      expect(m('edgeFailHits'), arm.id).toBeCloseTo(m('fled'), 9);
      expect(m('stayFailsWithCp'), arm.id).toBeLessThanOrEqual(m('stayFailHits') + 1e-9);
      expect(m('teamworkOfferOf'), arm.id).toBeLessThanOrEqual(m('teamworkPassHits') + 1e-9);
      // Stored CP: every CP stored is spent, left on a leader on the table or stranded on one taken off it.
      expect(m('stores'), arm.id).toBeCloseTo(m('storedSpent') + m('storedLeft') + m('storedLost'), 9);
      const grab = arm.coords!.mission === 'objective-grab';
      // The game's VP are the last round end's: secured plus carried, in Objective Grab; none of either in Control Points.
      expect(m('securedVpA') + m('carriedVpA'), arm.id).toBeCloseTo(grab ? m('vpA') : 0, 9);
      expect(m('securedVpB') + m('carriedVpB'), arm.id).toBeCloseTo(grab ? m('vpB') : 0, 9);
      expect(m('reserveUnits'), arm.id).toBe(arm.id === 'reserves-vs-fire-support' ? 2 : 0);
      expect(m('readyRoundOf'), arm.id).toBeLessThanOrEqual(m('reserveUnits'));
      if (!arm.id.startsWith('fireteams')) expect(m('jumpOf') + m('flightOf'), arm.id).toBe(0);
      expect(m('routRoundHits'), arm.id).toBeGreaterThanOrEqual(m('routs'));
    }
    // The jump trooper jumps in Objective Grab (its goals are further), and the support gunner's Teamwork is tested.
    const fireteamsGrab = result.arms.find((a) => a.id === 'fireteams-vs-patrol-grab')!;
    expect((fireteamsGrab.metrics.jumpHits as MeanMetric).mean).toBeGreaterThan(0);
    expect((result.arms.find((a) => a.id === 'grouped-vs-individuals')!.metrics.teamworkPassOf as MeanMetric).mean).toBeGreaterThan(0);
  }, 120_000);
});
