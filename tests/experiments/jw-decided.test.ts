/**
 * jw-decided (experiments/jovian-wars/decided.ts): the readings of one game
 * worked by hand; the observer `playCounted` checked to play the match
 * runner's own games and to count what the engine counts (its dice, rolls and
 * opposed rolls statistics) and what the log records (Point Defense hits,
 * Damage Control tests and repair dice, Withdraw rolls, state changes,
 * Victory Points lost), in the experiment's fleets and in fleets and rules
 * that exercise the other subsystems; and a small run for the experiment's
 * shape.
 */
import { describe, expect, it } from 'vitest';
import experiment, { decidedTrial, diceId, gameEnd, perActivation, playCounted, repeatKeys, STANDING_TURNS, type GameCount } from '../../experiments/jovian-wars/decided.ts';
import { LEVELS } from '../../experiments/jovian-wars/game-length.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext, type MatchParams } from '../../src/game/matchSetup.ts';
import { playToEnd, type Seat } from '../../src/game/playGame.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { DistributionMetric, MeanMetric } from '../../src/sim/result.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { defaultVariants } from '../../src/systems/jovian-wars/rules.ts';
import { eventSubsystem, SUBSYSTEM_IDS, type Subsystem } from '../../src/systems/jovian-wars/complexity.ts';
import { POINT_DEFENSE } from '../../src/systems/jovian-wars/options.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const at = (count: number[], sub: Subsystem) => count[SUBSYSTEM_IDS.indexOf(sub)];

/** A game of presets a, b with `agent` on both seats, its streams from seed: the same game twice when called twice. */
function setup(a: string, b: string, agent: string, seed: number, variants: Record<string, string> = {}, log = true): { state: JovianState; seats: [Seat, Seat] } {
  const player = makeAgent(agent, agentContext(jovianWars));
  const state = jovianWars.newGame({ sides: [jovianWars.presets[a], jovianWars.presets[b]], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log }) as JovianState;
  return { state, seats: [{ agent: player, rng: Xoshiro128.stream(seed, 1) }, { agent: player, rng: Xoshiro128.stream(seed, 2) }] };
}

interface Logged {
  kind: string;
  weapon?: number;
  test?: string;
  vp?: number[];
}

/** Every check of a counted game against the engine's statistics and its own log. */
function checkCount(state: JovianState, count: GameCount): void {
  expect(sum(count.dice)).toBe(state.stats.diceRolled);
  expect(sum(count.rolls)).toBe(state.stats.rolls);
  expect(sum(count.opposed)).toBe(state.stats.opposedRolls);
  const log = state.events() as unknown as Logged[];
  const n = (match: (e: Logged) => boolean) => log.filter(match).length;
  // Each Point Defense attack rolls its pool once (no re-roll, Link or Cloak on it), plus the squadron's pool when opposed, and logs one hit.
  expect(at(count.rolls, 'point-defense')).toBe(n((e) => e.kind === 'hit' && e.weapon === POINT_DEFENSE) + at(count.opposed, 'point-defense'));
  // Damage Control: one Skill Test (logged as an action test) and one logged die per repair attempt.
  expect(at(count.rolls, 'damage-control')).toBe(n((e) => e.kind === 'action-test' && e.test === 'damage-control') + n((e) => e.kind === 'repair-die'));
  expect(at(count.rolls, 'withdraw')).toBe(n((e) => e.kind === 'withdraw'));
  // Every logged event but the framing ones is one state change.
  expect(sum(count.changes)).toBe(n((e) => eventSubsystem(e) !== null));
  // The losses less the gains add up to the fall from the fleets' TV (at deployment) to the logged final score.
  const end = log.at(-1)!;
  expect(end.kind).toBe('end');
  expect(sum(count.vpRemoved) - sum(count.vpRegained)).toBeCloseTo(state.tv[0] - end.vp![0] + (state.tv[1] - end.vp![1]), 9);
  // Only a Withdrawal (of a Crippled ship) or a Capture gives Victory Points back.
  SUBSYSTEM_IDS.forEach((sub, k) => {
    if (sub !== 'withdraw' && sub !== 'boarding') expect(count.vpRegained[k], sub).toBe(0);
  });
}

describe('jw-decided: the readings of one game', () => {
  it('how the game ended: before turn 7 only a fleet gone ends it; in turn 7, by the fleet or by the turn limit', () => {
    expect(gameEnd(4, true)).toBe(0);
    expect(gameEnd(7, true)).toBe(1);
    expect(gameEnd(7, false)).toBe(2);
  });

  it('per activation; and amounts as repeated key indices (Victory Points in halves)', () => {
    expect(perActivation(120, 48)).toBe(2.5);
    expect(perActivation(3, 0)).toBe(0);
    expect(repeatKeys([2, 0, 1])).toEqual([0, 0, 2]);
    expect(repeatKeys([0, 7.5], 2)).toEqual(Array(15).fill(1));
    expect(diceId('point-defense')).toBe('dicePointDefense');
    expect(STANDING_TURNS).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('jw-decided: the observer', () => {
  it('plays the same game as playToEnd, byte for byte, at every fleet size', () => {
    for (const level of LEVELS) {
      for (const seed of [1, 2]) {
        const plain = jovianWars.newGame({ sides: [level.a, level.b] as never, variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: true }) as JovianState;
        const counted = jovianWars.newGame({ sides: [level.a, level.b] as never, variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: true }) as JovianState;
        const agent = makeAgent('heuristic', agentContext(jovianWars));
        playToEnd(plain, [{ agent, rng: Xoshiro128.stream(seed, 1) }, { agent, rng: Xoshiro128.stream(seed, 2) }]);
        checkCount(counted, playCounted(counted, [{ agent, rng: Xoshiro128.stream(seed, 1) }, { agent, rng: Xoshiro128.stream(seed, 2) }]));
        expect(JSON.stringify(counted.serialize())).toBe(JSON.stringify(plain.serialize()));
      }
    }
  }, 60_000);

  it('counts what the engine and the log count in the experiment\'s fleets, and places the dice of fire, Point Defense and squadron runs', () => {
    let seen = SUBSYSTEM_IDS.map(() => 0);
    // Movement's only dice: the Skill Test a capital ship at Thrusters 0 makes before it may turn (Capital Ship Movement).
    let turnTestDice = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { state, seats } = setup('cega-battle-group', 'jovian-strike-group', 'heuristic', seed);
      const count = playCounted(state, seats);
      checkCount(state, count);
      seen = seen.map((x, k) => x + count.dice[k]);
      for (const e of state.events()) if (e.kind === 'action-test' && e.test === 'turn at Thrusters 0') turnTestDice += state.units[Number(e.unit)].def.skill;
    }
    for (const sub of ['fire', 'point-defense', 'squadron-runs', 'damage-control', 'special-actions'] as const) expect(at(seen, sub)).toBeGreaterThan(0);
    expect(turnTestDice).toBeGreaterThan(0);
    expect(at(seen, 'movement')).toBe(turnTestDice);
  }, 60_000);

  it('knows every event and counts right with carriers, drones, CAP, Formation, terrain and a Comet, and ramming (random play; random play does not board: complexity.test.ts places its rolls)', () => {
    const games: [string, string, Record<string, string>][] = [
      ['cega-carrier-group', 'jovian-carrier-group', { terrain: 'scattered-comet' }],
      ['cega-cap-patrol', 'jovian-strike-group', {}],
      ['cega-wing-group', 'venusian-raiders', { terrain: 'scattered' }],
    ];
    const seen = { dice: SUBSYSTEM_IDS.map(() => 0), changes: SUBSYSTEM_IDS.map(() => 0) };
    for (const [a, b, variants] of games) {
      for (let seed = 1; seed <= 8; seed++) {
        const { state, seats } = setup(a, b, 'random', seed, variants);
        const count = playCounted(state, seats);
        checkCount(state, count);
        count.dice.forEach((x, k) => (seen.dice[k] += x));
        count.changes.forEach((x, k) => (seen.changes[k] += x));
      }
    }
    for (const sub of ['terrain', 'ram', 'carriers', 'withdraw'] as const) expect(at(seen.dice, sub) + at(seen.changes, sub), sub).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a game without its log', () => {
    const { state, seats } = setup('cega-skirmish-patrol', 'jovian-skirmish-patrol', 'heuristic', 1, {}, false);
    expect(() => playCounted(state, seats)).toThrow(/log/);
  });

  it('the trial plays the match runner\'s own pair: the same results, length and statistics as playPairTrial', () => {
    for (const arm of experiment.arms) {
      const params = arm.params as MatchParams;
      const counted = decidedTrial(params, Xoshiro128.stream(9, 3));
      const plain = playPairTrial(params, Xoshiro128.stream(9, 3));
      for (const [id, value] of Object.entries(plain)) expect(counted[id], id).toEqual(value);
    }
  }, 60_000);
});

describe('jw-decided: the experiment', () => {
  it('names what its share distributions count (games, dice, half Victory Points), since a chart of one counts them as its trials', () => {
    expect(experiment.metrics.diceBySubsystem.label).toBe('share of the dice rolled by subsystem (one count per die)');
    expect(experiment.metrics.vpBySubsystem.label).toBe('share of the Victory Points removed by subsystem (one count per half point)');
    const titles = Object.fromEntries((experiment.charts ?? []).map((chart) => [chart.metric, chart.title ?? '']));
    expect(titles.settledTurn).toContain('share of games (counts: games, two per pair)');
    expect(titles.diceBySubsystem).toContain('counts: dice');
    expect(titles.vpBySubsystem).toContain('counts: half points');
  });

  it('names its catalogue items and plays the three fleet sizes of jw-game-length, heuristic on both sides, default readings', () => {
    expect(experiment.source.catalogue).toEqual(['JW-006', 'JW-001']);
    expect(experiment.arms.map((a) => a.id)).toEqual(['tv150', 'tv250', 'tv500']);
    experiment.arms.forEach((arm, i) => {
      const params = arm.params as MatchParams;
      expect([params.agentA, params.agentB]).toEqual(['heuristic', 'heuristic']);
      expect([params.sideA, params.sideB]).toEqual([LEVELS[i].a, LEVELS[i].b]);
      expect(params.variants).toEqual(defaultVariants());
    });
  });

  it('a small run gives every reading, counts consistent with the engine\'s statistics, and an answer for each catalogue item', async () => {
    const { result } = await runToResult({ experiment: 'experiments/jovian-wars/decided.ts', trials: 8, seed: 5, workers: 1 });
    expect(result.arms).toHaveLength(3);
    for (const arm of result.arms) {
      expect(arm.trials).toBe(8);
      const games = 16;
      const m = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      const d = (id: string) => arm.metrics[id] as DistributionMetric;
      // One observation per game for the per-game distributions.
      for (const id of ['gameEnd', 'settledTurn', ...STANDING_TURNS.map((t) => `standing${t}`)]) expect(d(id).n, id).toBe(games);
      expect(m('resultSettledTurn')).toBeGreaterThanOrEqual(0);
      expect(m('resultSettledTurn')).toBeLessThanOrEqual(7);
      // The pooled shares hold every die, roll and opposed roll the engine's own statistics count.
      expect(d('diceBySubsystem').n).toBe(Math.round(m('diceRolled') * games));
      expect(d('rollsBySubsystem').n).toBe(Math.round(m('rolls') * games));
      expect(d('opposedBySubsystem').n).toBe(Math.round(m('opposedRolls') * games));
      // The subsystems' dice per activation add up to the total per activation.
      expect(SUBSYSTEM_IDS.reduce((s, sub) => s + m(diceId(sub)), 0)).toBeCloseTo(m('dicePerActivation'), 9);
      expect(m('decisionsPerActivation')).toBeGreaterThan(1);
    }
    const lines = experiment.answer!(result);
    for (const id of ['JW-006', 'JW-001']) expect(lines.some((l) => l.startsWith(id))).toBe(true);
    expect(lines.join(' ')).toMatch(/Rule look-ups" \(the catalogue's word\) are approximated/);
  }, 120_000);
});
