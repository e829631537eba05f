/**
 * js-economy-rules (experiments/jagged-shards/economy-rules.ts and
 * _economyReadings.ts): the readings of one battle checked on hand-worked
 * events, positions and round records; the exact roll-off against its count
 * by hand; the reinforcement-point reading against the engine's own offer;
 * the watched play against the match runner's pair; and a small run for the
 * experiment's shape.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, economyTrial, logReadings, poolCase, ratioCounts } from '../../experiments/jagged-shards/economy-rules.ts';
import { PAIRINGS } from '../../experiments/jagged-shards/battle-momentum.ts';
import {
  bandHasLegalPoint,
  captures,
  careers,
  controlCase,
  lastingForceRatingResult,
  legalCandidatePoints,
  legalReinforcementPoint,
  playWatched,
  quantityRescore,
  reinforcementOpportunity,
  rollOffOutcomes,
  rollOffs,
  suspendedValue,
  type Watch,
} from '../../experiments/jagged-shards/_economyReadings.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { CHANCE, type GameEvent } from '../../src/game/state.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import type { DistributionMetric, MeanMetric } from '../../src/sim/result.ts';
import { canReinforce } from '../../src/systems/jagged-shards/activation.ts';
import { REINFORCE } from '../../src/systems/jagged-shards/actions.ts';
import { REINFORCEMENT_POINTS } from '../../src/systems/jagged-shards/board.ts';
import { lostAfterReturning } from '../../src/systems/jagged-shards/economy.ts';
import { jaggedShards } from '../../src/systems/jagged-shards/index.ts';
import { JaggedState, PHASE } from '../../src/systems/jagged-shards/jaggedState.ts';
import type { JaggedSide } from '../../src/systems/jagged-shards/setup.ts';

const events = (list: object[]) => list as unknown as GameEvent[];
const preset = (id: string) => jaggedShards.presets[id];
const STRIKE_VS_WARBAND = [preset('colonial-strike-force'), preset('martian-warband')] as const;

describe('js-economy-rules: the initiative roll-off', () => {
  it('enumerated through the engine: 4,950 pairs each way and 100 ties (a > b in C(100, 2) of the 10,000), settled by the variant', () => {
    expect(rollOffOutcomes('reroll', 0, STRIKE_VS_WARBAND)).toEqual({ '0': 4950, '1': 4950, again: 100 });
    // keep-previous: the round-before holder takes the 100 ties; defender: seat 1 takes them.
    expect(rollOffOutcomes('keep-previous', 0, STRIKE_VS_WARBAND)).toEqual({ '0': 5050, '1': 4950, again: 0 });
    expect(rollOffOutcomes('keep-previous', 1, STRIKE_VS_WARBAND)).toEqual({ '0': 4950, '1': 5050, again: 0 });
    expect(rollOffOutcomes('defender', 0, STRIKE_VS_WARBAND)).toEqual({ '0': 4950, '1': 5050, again: 0 });
  });

  it('roll-offs from the log: a rerolled tie is a second roll-off of its round', () => {
    const log = events([
      { kind: 'initiative', round: 2, rolls: [40, 40], tie: 'reroll' },
      { kind: 'initiative', round: 2, rolls: [70, 12], seat: 0 },
      { kind: 'initiative', round: 3, rolls: [5, 90], seat: 1 },
      { kind: 'initiative', round: 4, rolls: [50, 20], seat: 0 },
      { kind: 'initiative', round: 5, rolls: [33, 34], seat: 1 },
    ]);
    expect(rollOffs(log)).toEqual({ rollOffs: 5, ties: 1, attackerHigher: 2, rounds: 4, attackerRounds: 2 });
  });
});

describe('js-economy-rules: the readings of one battle', () => {
  it('captures: first captures, recaptures (no refund) and first refunds cut by the starting-total cap', () => {
    const log = events([
      { kind: 'capture', objective: 0, seat: 0, first: true, recovered: 0 },
      { kind: 'capture', objective: 1, seat: 1, first: true, recovered: 1 },
      { kind: 'capture', objective: 0, seat: 1, first: true, recovered: 1 },
      { kind: 'capture', objective: 0, seat: 0, first: false, recovered: 0 },
    ]);
    expect(captures(log, [1, 1, 1])).toEqual({ first: [1, 2], again: [1, 0], clipped: [1, 0] });
    // A major objective (2 Warp Flares) whose first capture recovered 1: cut.
    expect(captures(events([{ kind: 'capture', objective: 0, seat: 1, first: true, recovered: 1 }]), [2, 1, 1]).clipped).toEqual([0, 1]);
  });

  it("careers: what each reinforcement did on arrival and after, against other units' activations in Rounds 3-5", () => {
    const log = events([
      { kind: 'round', round: 1 },
      { kind: 'activate', round: 1, seat: 0, unit: 'Squad' },
      { kind: 'attack', seat: 0, unit: 'Squad', target: 'Seer' },
      { kind: 'destroyed', seat: 1, unit: 'Seer', forceRating: 3 },
      { kind: 'round-victory', round: 1 },
      { kind: 'round', round: 2 },
      // The Seer returns, moves and its side captures objective 1.
      { kind: 'reinforce', round: 2, seat: 1, unit: 'Seer' },
      { kind: 'move', unit: 'Seer', rush: false, from: [4, 44], to: [10, 40] },
      { kind: 'capture', objective: 1, seat: 1, first: true, recovered: 1 },
      { kind: 'activate', round: 2, seat: 0, unit: 'Squad' },
      { kind: 'attack', seat: 0, unit: 'Squad', target: 'Cohort' },
      { kind: 'round-victory', round: 2 },
      { kind: 'round', round: 3 },
      // Round 3: the Seer attacks and destroys the Squad (FR 4); the Walker holds; the Drone destroys the Seer again.
      { kind: 'activate', round: 3, seat: 1, unit: 'Seer' },
      { kind: 'attack', seat: 1, unit: 'Seer', target: 'Squad' },
      { kind: 'destroyed', seat: 0, unit: 'Squad', forceRating: 4 },
      { kind: 'activate', round: 3, seat: 0, unit: 'Walker' },
      { kind: 'hold', unit: 'Walker' },
      { kind: 'activate', round: 3, seat: 0, unit: 'Drone' },
      { kind: 'attack', seat: 0, unit: 'Drone', target: 'Seer' },
      { kind: 'destroyed', seat: 1, unit: 'Seer', forceRating: 3 },
      { kind: 'round-victory', round: 3 },
      { kind: 'round', round: 4 },
      // The Squad returns and holds; the other side passes.
      { kind: 'reinforce', round: 4, seat: 0, unit: 'Squad' },
      { kind: 'hold', unit: 'Squad' },
      { kind: 'pass', round: 4, seat: 1 },
      { kind: 'round-victory', round: 4 },
    ]);
    expect(careers(log)).toEqual({
      reinforcements: 2,
      arrivalRounds: 6,
      moved: 1,
      arrivalRushes: 0,
      arrivalAttacks: 0,
      arrivalCaptures: 1,
      arrivalReactivations: 0,
      laterActivations: 1,
      laterAttacking: 1,
      laterKills: 1,
      laterForceRating: 4,
      destroyedAgain: 1,
      otherActivations: 2,
      otherAttacking: 1,
    });
    // What the rule forbids is counted when it happens: an arrival that Rushes, attacks and activates again.
    const broken = careers(events([
      { kind: 'reinforce', round: 2, seat: 0, unit: 'Squad' },
      { kind: 'move', unit: 'Squad', rush: true, from: [4, 4], to: [4, 4] },
      { kind: 'attack', seat: 0, unit: 'Squad', target: 'Seer' },
      { kind: 'activate', round: 2, seat: 0, unit: 'Squad' },
    ]));
    expect([broken.moved, broken.arrivalRushes, broken.arrivalAttacks, broken.arrivalReactivations]).toEqual([0, 1, 1, 1]);
  });

  it('control by proximity: the End Phase cases, the value a contest suspends, and a round re-scored by unit quantity', () => {
    expect([[0, 0], [0, 2], [1, 1], [1, 3]].map((u) => controlCase(u as [number, number]))).toEqual([0, 1, 2, 3]);
    const endPhases: Watch['endPhases'] = [
      { round: 1, objective: 0, units: [2, 1], owner: 1 },
      { round: 2, objective: 1, units: [1, 1], owner: 0 },
      { round: 3, objective: 2, units: [1, 3], owner: -1 },
      { round: 4, objective: 0, units: [2, 0], owner: 0 },
    ];
    // Owned and contested in rounds 1 and 2 (5 each); round 3's is unowned, round 4's uncontested.
    expect(suspendedValue(endPhases, [5, 5, 5])).toBe(10);
    // Round 1 tied 5-5: A's majority makes it 10-5. Round 2's equal numbers change nothing. Round 3 tied 0-0: B's majority wins it.
    const totals = [5, 5, 10, 0, 0, 0, 5, 0, 0, 0];
    expect(quantityRescore(endPhases, [5, 5, 5], totals)).toEqual([1, 0, 1, 0, 0]);
  });

  it('Force Rating counted in every later round: a re-score of the same rounds', () => {
    // A destroys 4 in round 1 and holds nothing; B holds an objective in rounds 1 and 5; both hold one in round 2.
    const totals = [4, 5, 5, 5, 0, 0, 0, 0, 0, 5];
    const fr = [4, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    // As played B wins rounds 1 and 5 (2-0). Lasting: B round 1 (4-5), then A 9-5, 4-0, 4-0, and B 4-5 in round 5: A 3-2.
    expect(lastingForceRatingResult(totals, fr)).toBe(0);
    // With nothing destroyed the re-score is the played result: B.
    expect(lastingForceRatingResult(totals.map((v, i) => v - fr[i]), new Array(10).fill(0))).toBe(1);
  });

  it('the reinforcement pool of a side at the end of a battle', () => {
    expect([poolCase(0, 0), poolCase(2, 0), poolCase(3, 1), poolCase(2, 2)]).toEqual([0, 1, 2, 3]);
  });
});

/** A fresh battle state after deployment (attacker seat 0), moved to Round 2 with nothing activated. */
function roundTwo(sides: readonly [JaggedSide, JaggedSide]): JaggedState {
  const s = JaggedState.start(sides, {}, Xoshiro128.stream(3, 0), false);
  s.round = 2;
  s.phase = PHASE.pick;
  s.picker = 0;
  return s;
}

describe('js-economy-rules: reinforcement points', () => {
  it('a point must be within 8" of an edge and 8" from the enemy zone, every objective and every enemy unit', () => {
    const s = roundTwo(STRIKE_VS_WARBAND);
    // Seat 0 (zone at the origin) against seat 1's zone [36, 48]^2 and the objectives (24, 24), (12, 36), (36, 12).
    expect(legalReinforcementPoint(s, 0, 0, 24)).toBe(true);
    expect(legalReinforcementPoint(s, 0, 10, 24)).toBe(false); // 10" from every edge
    expect(legalReinforcementPoint(s, 0, 4, 36)).toBe(true); // exactly 8" from the objective at (12, 36)
    expect(legalReinforcementPoint(s, 0, 5, 36)).toBe(false); // 7" from it
    expect(legalReinforcementPoint(s, 0, 44, 30)).toBe(false); // 6" from the enemy zone
    expect(legalReinforcementPoint(s, 1, 44, 30)).toBe(true); // the same point is the defender's own corner side
    const enemy = s.setup.roster.first[1];
    s.x[enemy] = 0;
    s.y[enemy] = 30;
    expect(legalReinforcementPoint(s, 0, 0, 24)).toBe(false); // 6" from an enemy unit
    s.inPlay[enemy] = 0;
    expect(legalReinforcementPoint(s, 0, 0, 24)).toBe(true); // a destroyed enemy does not count
  });

  it('agrees with the engine: with every candidate point blocked it offers none, and freeing one gives it one; the band stays wider', () => {
    const blockers = { name: 'Blockers', faction: 'martian-order', units: 'order-adept-cohort x12', flarePolicy: 'paced' } as unknown as JaggedSide;
    const s = roundTwo([preset('colonial-strike-force'), blockers]);
    s.inPlay[s.setup.roster.first[0]] = 0;
    expect(reinforcementOpportunity(s, 0)).toBe(true);
    expect(canReinforce(s, 0)).toBe(true);
    // Seat 0's legal candidate points, by hand: the line 4" inside its bottom and left edges (4-44), and the top and
    // right lines up to 28 (8" from the enemy zone). An enemy unit on the line closes its point and the two 4" either
    // side (8" is not closer than 8"), so one every 12" closes them all: 11 units.
    const spots = [[8, 4], [20, 4], [32, 4], [40, 4], [4, 16], [4, 28], [4, 40], [16, 44], [28, 44], [44, 16], [44, 28]];
    const first = s.setup.roster.first[1];
    spots.forEach(([x, y], k) => {
      s.x[first + k] = x;
      s.y[first + k] = y;
    });
    expect(legalCandidatePoints(s, 0)).toBe(0);
    expect(canReinforce(s, 0)).toBe(false);
    // The band is wider than the line: the corner (0, 0) is 8.9" from the nearest blocker, at (8, 4).
    expect(legalReinforcementPoint(s, 0, 0, 0)).toBe(true);
    expect(bandHasLegalPoint(s, 0)).toBe(true);
    // Send the (8, 4) blocker away: (4, 4), (8, 4), (12, 4) and (4, 8) open, and the engine offers a point again.
    s.x[first] = 47;
    s.y[first] = 47;
    expect(legalCandidatePoints(s, 0)).toBe(4);
    expect(canReinforce(s, 0)).toBe(true);
  });

  it("agrees with the engine in played battles: every offered point is legal and is the legal point nearest some objective", () => {
    const context = agentContext(jaggedShards);
    let offers = 0;
    let checked = 0;
    for (let seed = 0; seed < 40; seed++) {
      const s = jaggedShards.newGame({ sides: [preset(['martian-swarm', 'colonial-strike-force'][seed % 2]), preset('martian-swarm')], variants: { 'reinforcement-cost': '1' }, chance: Xoshiro128.stream(seed, 31), log: false }) as JaggedState;
      const agents = [makeAgent('random', context), makeAgent('random', context)];
      const views = [new SeatView(s, 0), new SeatView(s, 1)];
      const rng = Xoshiro128.stream(seed, 32);
      while (!s.isTerminal()) {
        const mover = s.currentPlayer();
        if (mover === CHANCE) {
          s.applyChance();
          continue;
        }
        if (s.phase === PHASE.pick) {
          for (const seat of [0, 1]) {
            if (!reinforcementOpportunity(s, seat)) continue;
            checked++;
            expect(canReinforce(s, seat)).toBe(legalCandidatePoints(s, seat) > 0);
          }
          for (const action of s.legalActions()) {
            if (action < REINFORCE) continue;
            offers++;
            const [x, y] = REINFORCEMENT_POINTS[(action - REINFORCE) % 64];
            expect(legalReinforcementPoint(s, s.picker, x, y)).toBe(true);
            const d = (px: number, py: number, o: { x: number; y: number }) => (px - o.x) ** 2 + (py - o.y) ** 2;
            const nearest = s.setup.objectives.some((o) => REINFORCEMENT_POINTS.every(([px, py]) => !legalReinforcementPoint(s, s.picker, px, py) || d(px, py, o) >= d(x, y, o)));
            expect(nearest).toBe(true);
          }
        }
        s.apply(agents[mover].act(views[mover], rng));
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(offers).toBeGreaterThan(50);
  });
});

describe('js-economy-rules: the experiment', () => {
  it('names its catalogue items and plays the four pairings of js-battle-momentum, heuristic on both sides, default readings', () => {
    expect(experiment.source.catalogue).toEqual(['JS-042', 'JS-054', 'JS-058', 'JS-061', 'JS-066', 'JS-067', 'JS-070', 'JS-073']);
    expect(experiment.arms.map((a) => a.id)).toEqual(PAIRINGS.map(([id]) => id));
    experiment.arms.forEach((arm, i) => {
      const params = arm.params as MatchParams;
      expect([params.agentA, params.agentB]).toEqual(['heuristic', 'heuristic']);
      expect([params.sideA.name, params.sideB.name]).toEqual([preset(PAIRINGS[i][1]).name, preset(PAIRINGS[i][2]).name]);
      expect(params.variants).toEqual({});
    });
    expect(typeof experiment.answer).toBe('function');
  });

  it("the watched trial plays the match runner's own pair: the same results, length and statistics as playPairTrial", () => {
    for (const arm of ARMS) {
      const watched = economyTrial(arm.params, Xoshiro128.stream(9, 3));
      const plain = playPairTrial(arm.params, Xoshiro128.stream(9, 3));
      for (const id of ['pair', 'scoreA', 'length', 'objectiveScoreA', 'reinforcementsB', 'warpFlaresRecoveredA', 'unitsLostB', 'roundsDecidedByForceRating']) expect(watched[id], id).toEqual(plain[id]);
    }
  }, 60_000);

  it("one battle's readings agree with the engine's own statistics", () => {
    const context = agentContext(jaggedShards);
    let returned = 0;
    for (let seed = 0; seed < 6; seed++) {
      const state = jaggedShards.newGame({ sides: [preset('colonial-strike-force'), preset('martian-swarm')], variants: {}, chance: Xoshiro128.stream(seed, 41), log: true }) as JaggedState;
      const seats = [0, 1].map((k) => ({ agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(seed, 42 + k) })) as unknown as Parameters<typeof playWatched>[1];
      const watch = playWatched(state, seats);
      const readings = logReadings(state);
      const counts = ratioCounts(state, watch, readings);
      expect(readings.career.reinforcements).toBe(state.reinforcements[0] + state.reinforcements[1]);
      expect(readings.career.destroyedAgain).toBe(lostAfterReturning(state, 0) + lostAfterReturning(state, 1));
      expect(counts.forceRatingShare).toEqual([state.objectiveScore[0] + state.objectiveScore[1] + state.frDestroyed[0] + state.frDestroyed[1], state.frDestroyed[0] + state.frDestroyed[1]]);
      expect(watch.endPhases).toHaveLength(5 * state.setup.objectives.length);
      expect(readings.roll.rounds).toBe(4);
      // Shares count hits among observations; the three means per reinforcement (arrival round, later activations, Force Rating) may exceed 1.
      for (const [id, [observations, hits]] of Object.entries(counts)) if (!['arrivalRound', 'laterActivations', 'laterForceRating'].includes(id)) expect(hits, id).toBeLessThanOrEqual(observations);
      returned += readings.career.reinforcements;
    }
    expect(returned).toBeGreaterThan(0);
  }, 30_000);

  it('a small run gives every reading with consistent counts and an answer line per catalogue item', async () => {
    const { result } = await runToResult({ experiment: 'experiments/jagged-shards/economy-rules.ts', trials: 8, seed: 5, workers: 1 });
    expect(result.arms).toHaveLength(4);
    for (const arm of result.arms) {
      expect(arm.trials).toBe(8);
      const mean = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      const n = (id: string) => (arm.metrics[id] as DistributionMetric).n;
      for (const id of ['tie', 'forceRatingShare', 'returned', 'lostAgain', 'arrivalMoved', 'laterAttack', 'blocked', 'legalPoints']) {
        expect(mean(`${id}Hits`)).toBeLessThanOrEqual(mean(`${id}Of`));
        expect(mean(`${id}Sum`)).toBeCloseTo(mean(`${id}Hits`) + mean(`${id}Of`), 10);
      }
      // Five rounds, three objectives at five End Phases, two sides per battle.
      expect(n('forceRatingEffect')).toBe(5 * 16);
      expect(n('objectiveControl')).toBe(15 * 16);
      expect(n('flaresRecovered')).toBe(2 * 16);
      // The rule, as the engine plays it: no Rush, attack or second activation on arrival.
      expect([mean('arrivalRushes'), mean('arrivalAttacks'), mean('arrivalReactivations')]).toEqual([0, 0, 0]);
      // Every roll-off round (2-5) settled once.
      expect(mean('attackerRoundOf')).toBe(4);
    }
    const lines = experiment.answer!(result);
    for (const id of experiment.source.catalogue) expect(lines.some((l) => l.startsWith(id) || l.includes(` and ${id}`)), id).toBe(true);
  }, 120_000);
});
