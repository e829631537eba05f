/**
 * rr-skill-gap (experiments/rattle-and-rend/skill-gap.ts; RR-026): the arms
 * (each pairing under the dice and, paired with it, under the deck), the luck
 * observer (it plays the match runner's own games and counts what the log
 * shows), and a short run that answers.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, armId, laneOf, PAIRINGS, playWithLuck, REFERENCE, skillGapTrial, SOURCES, verdict } from '../../experiments/rattle-and-rend/skill-gap.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { runToResult } from '../../src/sim/run.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { defaultVariants, type RrVariants } from '../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';

function seated(seed: number, variants: Partial<RrVariants>) {
  const context = agentContext(rattleAndRend);
  const state = rattleAndRend.newGame({ sides: [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log: true }) as RrState;
  const seats = [
    { agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(seed, 1) },
    { agent: makeAgent('heuristic:bid=three', context), rng: Xoshiro128.stream(seed, 2) },
  ] as const;
  return { state, seats };
}

describe('rr-skill-gap', () => {
  it('plays each pairing under the dice and under the deck, the deck paired with the dice on the same lane', () => {
    expect(experiment.source.catalogue).toEqual(['RR-026']);
    expect(ARMS.length).toBe(PAIRINGS.length * SOURCES.length);
    expect(PAIRINGS.map((p) => p.id)).toContain(REFERENCE);
    const lanes = new Set<number>();
    for (const pairing of PAIRINGS) {
      const dice = ARMS.find((arm) => arm.id === armId(pairing, 'dice'))!;
      const deck = ARMS.find((arm) => arm.id === armId(pairing, 'deck'))!;
      expect(dice.baseline).toBe(null);
      expect(deck.baseline).toBe(dice.id);
      expect(deck.share).toBe(dice.share);
      const changed = Object.keys(deck.params.variants).filter((k) => deck.params.variants[k] !== dice.params.variants[k]);
      expect(changed).toEqual(['d20-source']);
      expect(deck.params.variants['d20-source']).toBe('deck');
      expect(dice.params.variants).toEqual(defaultVariants());
      expect([dice.params.agentA, deck.params.agentA]).toEqual(['heuristic', 'heuristic']);
      expect(laneOf(JSON.parse(JSON.stringify(deck.params)))).toBe(laneOf(dice.params));
      lanes.add(laneOf(dice.params));
    }
    expect(lanes.size).toBe(PAIRINGS.length);
    // The pair with the warbands swapped between the players, for each weak player but random.
    for (const weak of ['heuristic:bid=three', 'greedy']) {
      const of = PAIRINGS.filter((p) => p.weak === weak).map((p) => `${p.a}/${p.b}`);
      expect(of).toEqual(['dwarven-throng/dwarven-throng', 'dwarven-throng/ghostly-host', 'ghostly-host/dwarven-throng']);
    }
  });

  it("plays the game playToEnd plays, and counts each side's checks and successes as its log shows them", () => {
    for (const variants of [{}, { 'd20-source': 'deck' } as const]) {
      const plain = seated(21, variants);
      playToEnd(plain.state, plain.seats);
      const watched = seated(21, variants);
      const luck = playWithLuck(watched.state, watched.seats);
      expect(JSON.stringify(watched.state.serialize())).toBe(JSON.stringify(plain.state.serialize()));
      const fromLog = [0, 0];
      for (const event of watched.state.events()) {
        if (event.kind !== 'check') continue;
        // The dice as rolled (Soothsayers may change the logged result, not the dice).
        if ((event.dice as number[]).some((face) => face >= (event.stat as number))) fromLog[event.player as number]++;
      }
      expect(luck.successes).toEqual(fromLog);
      expect(luck.checks).toEqual([watched.state.statChecks[0], watched.state.statChecks[1]]);
      expect(luck.checks[0] + luck.checks[1]).toBeGreaterThan(10);
      for (const seat of [0, 1]) {
        expect(luck.expected[seat]).toBeGreaterThan(0);
        expect(luck.variance[seat]).toBeLessThanOrEqual(luck.expected[seat]);
      }
    }
  });

  it("gives the match runner's own pair on lane 0, and the reference pairing is lane 0", () => {
    const dice = ARMS.find((arm) => arm.id === armId(PAIRINGS[0], 'dice'))!;
    expect(PAIRINGS[0].id).toBe(REFERENCE);
    for (let seed = 1; seed <= 3; seed++) {
      const ours = skillGapTrial(dice.params, Xoshiro128.stream(seed, 0));
      const runner = playPairTrial(dice.params, Xoshiro128.stream(seed, 0));
      expect([ours.scoreA, ours.length, ours.pair]).toEqual([runner.scoreA, runner.length, runner.pair]);
    }
  });

  it('calls a difference read among several only when its simultaneous interval excludes 0', () => {
    // -1.8 points, se 0.84: the 95% interval (-3.4 to -0.2) excludes 0, the simultaneous one over 2 (z 2.24) does not.
    const d = { mean: -0.018, se: 0.0084, games: 3648 };
    expect(verdict(d)).toBe('the dice clearly widen the gap');
    expect(verdict(d, 2)).toBe('no difference shown (simultaneous over the 2: -3.7 to +0.1 pp)');
    expect(verdict({ mean: 0.05, se: 0.01, games: 6000 }, 7)).toMatch(/^the dice clearly narrow the gap \(simultaneous over the 7: \+2\.\d to \+7\.\d pp\)$/);
  });

  it('plays every arm and answers', async () => {
    const { result } = await runToResult({ experiment: 'rr-skill-gap', trials: 2, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    for (const arm of result.arms.filter((a) => a.coords?.source === 'deck')) expect(arm.vsBaseline?.scoreA.paired).toBe(true);
    const lines = experiment.answer!(result);
    expect(lines.length).toBe(4);
    expect(lines[0]).toMatch(/^RR-026/);
    // The spread carries its interval and games under each checker; the variance ratio is marked a point estimate.
    expect(lines[2]).toMatch(/a spread \(root mean square\) of [\d.]+ successes per game \([\d.]+ to [\d.]+, [\d,]+ games\) under the dice and [\d.]+ successes per game \([\d.]+ to [\d.]+, [\d,]+ games\) under the deck/);
    expect(lines[2]).toMatch(/% of the dice's variance \(a point estimate, the ratio of the two means over the same [\d,]+ games/);
  });
});
