/**
 * jw-game-facts (experiments/jovian-wars/game-facts.ts, _gameFacts.ts): the watched play checked to be the game
 * playToEnd plays; the log readings, the final-position readings and the Unit Cap ceiling worked by hand; the
 * readings checked against the engine where they meet (Withdraw declared against the Withdraw rolls logged, gun
 * attacks at Long Range only under Long Shot or Suppressing Fire); and a small run for the experiment's shape.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, laneOf, PRESET_SQUADRONS, squadronCeiling } from '../../experiments/jovian-wars/game-facts.ts';
import { emptyFacts, endFacts, playWatched, pointsUnder, readEvents, MULTIPLIERS } from '../../experiments/jovian-wars/_gameFacts.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { playToEnd, type Seat } from '../../src/game/playGame.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { defaultVariants } from '../../src/systems/jovian-wars/rules.ts';
import { HARD_BURN } from '../../src/systems/jovian-wars/options.ts';

function setup(a: string, b: string, seed: number, variants: Record<string, string> = {}): { state: JovianState; seats: [Seat, Seat] } {
  const player = makeAgent('heuristic', agentContext(jovianWars));
  const state = jovianWars.newGame({ sides: [jovianWars.presets[a], jovianWars.presets[b]], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log: true }) as JovianState;
  return { state, seats: [{ agent: player, rng: Xoshiro128.stream(seed, 1) }, { agent: player, rng: Xoshiro128.stream(seed, 2) }] };
}

describe('jw-game-facts: playWatched', () => {
  it('plays the game playToEnd plays (same log, statistics and result)', () => {
    for (const seed of [1, 2]) {
      const watched = setup('cega-battle-group', 'jovian-strike-group', seed);
      playWatched(watched.state, watched.seats);
      const plain = setup('cega-battle-group', 'jovian-strike-group', seed);
      playToEnd(plain.state, plain.seats);
      expect(JSON.stringify(watched.state.events())).toBe(JSON.stringify(plain.state.events()));
      expect(watched.state.stats).toEqual(plain.state.stats);
      expect(watched.state.returns()).toEqual(plain.state.returns());
    }
  });

  it('agrees with the engine where the readings meet', () => {
    for (const [a, b, seed] of [['cega-battle-group', 'jovian-strike-group', 3], ['venusian-raiders', 'jovian-strike-group', 4], ['cega-cap-patrol', 'jovian-strike-group', 5]] as const) {
      const { state, seats } = setup(a, b, seed);
      const f = playWatched(state, seats);
      const log = state.events() as unknown as { kind: string; unit?: number; success?: boolean }[];
      // Every declared Withdraw rolls its Skill Test (one 'withdraw' event); those passed are the withdrawn counts.
      expect(f.withdrawTaken[0] + f.withdrawTaken[1]).toBe(log.filter((e) => e.kind === 'withdraw').length);
      expect(f.withdrawn[0] + f.withdrawn[1]).toBe(log.filter((e) => e.kind === 'withdraw' && e.success).length);
      // Attack › Sensor Range: a gun reaches Long Range only with Long Shot (or Sniper: no card) or Suppressing Fire.
      expect(f.longBy[2]).toBe(0);
      // Activations by class add up to the engine's count; consecutive ones are fewer.
      expect(f.activations[0] + f.activations[1]).toBe(state.stats.activations[0] + state.stats.activations[1]);
      expect(f.consecutive[0] + f.consecutive[1]).toBeLessThan(f.activations[0] + f.activations[1]);
      // The attacks read at decisions are the engine's own activation attacks at most (it also counts squadron-run and reactive ones).
      expect(f.attacksMade[0] + f.attacksMade[1]).toBeLessThanOrEqual(state.stats.attacks);
      expect(f.gunBands.reduce((s, n) => s + n, 0) + f.missiles).toBeLessThanOrEqual(f.attacksMade[0] + f.attacksMade[1]);
      // Capital moves: the least and the most distance are counted only among moves offered more than one.
      expect(f.movesAtMin + f.movesAtMax).toBeLessThanOrEqual(f.movesWithRange);
      // Every card has Turns 1 or more, so a zero budget is a cut one; the budget never exceeds the card's Turns.
      expect(f.budgetZero).toBeLessThanOrEqual(f.budgetCut);
      expect(f.turnBudget).toBeLessThanOrEqual(f.cardTurns);
      expect(f.activeMoves).toBeLessThanOrEqual(f.capitalMoves);
    }
  });
});

describe('jw-game-facts: readings by hand', () => {
  it('reads consecutive activations, Hard Burn, Boost, Suppressed and escorts from a log', () => {
    const { state } = setup('cega-battle-group', 'jovian-strike-group', 1);
    // Units 0-2 are CEGA capital ships, 3-10 its squadrons; 11 on are Jovian (capitals first).
    state.log!.length = 0;
    state.log!.push(
      { kind: 'turn', turn: 1 },
      { kind: 'activate', turn: 1, player: 0, unit: 3 },
      { kind: 'approach', unit: 3, target: 11, boost: 2 },
      { kind: 'activate', turn: 1, player: 1, unit: 11 },
      { kind: 'action', unit: 11, action: HARD_BURN },
      { kind: 'activate', turn: 1, player: 1, unit: 12 },
      { kind: 'suppressed', unit: 12, x: 3 },
      { kind: 'activate', turn: 1, player: 1, unit: 14 },
      { kind: 'bomb', unit: 14, target: 0, boost: 0 },
      { kind: 'reactive-intercept', unit: 4, target: 14 },
      { kind: 'turn', turn: 2 },
      { kind: 'activate', turn: 2, player: 1, unit: 11 },
      { kind: 'withdraw', unit: 11, success: true },
    );
    const f = emptyFacts();
    const last = { turn: 0, player: -1 };
    expect(readEvents(state, 0, f, last)).toBe(13);
    // Player 1's second and third activations of turn 1 follow its own; turn 2's first does not.
    expect(f.consecutive).toEqual([0, 2]);
    expect(f.activations).toEqual([3, 2]);
    expect(f.hardBurns).toBe(1);
    expect(f.boosts).toEqual([1, 0, 1, 0]);
    expect([f.suppressed, f.suppressedX]).toEqual([1, 3]);
    expect(f.reactiveIntercepts).toBe(1);
    expect(f.withdrawn).toEqual([1, 0]);
  });

  it('reads the final position: TV by state and the winner under other multipliers', () => {
    const { state } = setup('cega-skirmish-patrol', 'jovian-skirmish-patrol', 1);
    // CEGA (149 TV): Uller 55, Tengu 40, exo-armor 15 x2, fighters 12 x2. Jovian (150): Alexander 55, Javelin 35, Pathfinders 15 x4.
    const [uller, tengu] = [state.units[0], state.units[1]];
    const jovian = state.units.filter((u) => u.side === 1);
    uller.status = 'withdrawn'; // CEGA keeps 27.5
    tengu.status = 'crippled'; // 0
    jovian[0].status = 'destroyed'; // Alexander: 0
    const f = endFacts(state);
    expect(f.tv).toEqual({ active: 149 - 95 + 150 - 55, withdrawn: 55, crippled: 40, destroyed: 55, captured: 0 });
    expect(pointsUnder(state, MULTIPLIERS.rulebook)).toEqual(state.victoryPoints());
    // Rulebook: CEGA 54 + 27.5 = 81.5 against Jovian 95: Jovian wins; Withdrawn at 1: 109 against 95, CEGA wins.
    expect(state.victoryPoints()).toEqual([81.5, 95]);
    expect(f.winner.rulebook).toBe(1);
    expect(f.winner['withdrawn 0']).toBe(1);
    expect(f.winner['withdrawn 1']).toBe(0);
    expect(f.winner['captured 1']).toBe(1);
    // Killed points: CEGA killed the Alexander (55), Jovian the Tengu (40; a Withdrawal is no kill).
    expect(f.winner.killed).toBe(0);
  });

  it('bounds the squadrons by their Unit Caps', () => {
    // CEGA exo-armor 15 x UC 4 + fighters 12 x UC 4; Jovian Pathfinders 15 x UC 5 + fighters 12 x 4; at 500 TV the caps double.
    expect(squadronCeiling(PRESET_SQUADRONS.cega, 250)).toBe(108);
    expect(squadronCeiling(PRESET_SQUADRONS.jovian, 250)).toBe(123);
    expect(squadronCeiling(PRESET_SQUADRONS.cega, 500)).toBe(216);
  });

  it('gives each arm its own lane', () => {
    expect(ARMS.map((a) => laneOf(a.params))).toEqual(ARMS.map((_, k) => k));
  });
});

describe('jw-game-facts: the experiment', () => {
  it('runs and answers every catalogue item it names, the same whatever the worker count', async () => {
    const run = async (workers: number) => (await runToResult({ experiment: 'experiments/jovian-wars/game-facts.ts', trials: 8, seed: 3, workers })).result;
    const [one, two] = [await run(1), await run(2)];
    expect(JSON.stringify(one.arms)).toBe(JSON.stringify(two.arms));
    const text = experiment.answer!(one).join('\n');
    for (const id of experiment.source!.catalogue!) expect(text).toContain(id);
    for (const arm of one.arms) expect((arm.metrics.seat0Score as MeanMetric).mean).toBeGreaterThanOrEqual(0);
  }, 240_000);
});
