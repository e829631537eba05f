/**
 * jw-water-raid (experiments/jovian-wars/water-raid.ts): one game's readings against the engine's own scoring, the
 * trial playing both capacity readings on the same seeds, and a short run for the experiment's shape (arms, metrics,
 * the answer naming every catalogue item), the same numbers whatever the worker count.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, readings, waterTrial } from '../../experiments/jovian-wars/water-raid.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import { playObservedPair } from '../../src/sim/match/pairTrial.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { waterTally, WATER_TOTAL } from '../../src/systems/jovian-wars/waterRaid.ts';
import { chartArms } from './chartChecks.ts';

function played(k: number, seed: number, swap = false): JovianState {
  const player = makeAgent('heuristic', agentContext(jovianWars));
  const p = ARMS[k].params;
  const sides = swap ? [p.sideB, p.sideA] : [p.sideA, p.sideB];
  const state = jovianWars.newGame({ sides: sides as never, variants: p.variants, chance: Xoshiro128.stream(seed, 0), log: false }) as JovianState;
  playToEnd(state, [
    { agent: player, rng: Xoshiro128.stream(seed, 1) },
    { agent: player, rng: Xoshiro128.stream(seed, 2) },
  ]);
  return state;
}

describe('jw-water-raid: readings', () => {
  it('a game where the CEGA Carrier Group defends: the result and Objective Points are the engine\'s, the awards add up to them, water is counted', () => {
    const s = played(0, 3, true);
    const r = readings(s);
    expect(r.attacker).toBe(s.winner() === 0 ? 1 : s.winner() === 1 ? 0 : 0.5);
    expect([r.opAtt, r.opDef]).toEqual(s.objectivePoints());
    expect(r.opAtt).toBe(3 * r.vpAtt + 3 * r.att5 + 4 * r.att10);
    expect(r.opDef).toBe(3 * r.vpDef + 3 * r.def5 + 4 * r.def10);
    expect(r.opAttHigh).toBeLessThanOrEqual(r.opAtt);
    expect(r.total).toBe(WATER_TOTAL + r.mined);
    expect(r.withdrawn).toBe(waterTally(s).withdrawn);
    // The CEGA exo-armor mine (it has a carrier with Hangers) in this game.
    expect(r.mines).toBeGreaterThan(0);
  });

  it('the trial plays the unlimited pair as the match runner would, and the five pair from the same stream', () => {
    const p = ARMS[0].params;
    const record = waterTrial(p, Xoshiro128.stream(11, 0)) as Record<string, number>;
    const plain = playObservedPair(p, Xoshiro128.stream(11, 0), { start: () => {}, read: () => {} }) as Record<string, number>;
    expect(record.scoreA).toBe(plain.scoreA);
    expect(record.pair).toBe(plain.pair);
    expect(record.minedD).toBe(record.minedF - record.minedU);
    // Replayed from the same stream, the trial gives the same record.
    expect(waterTrial(p, Xoshiro128.stream(11, 0))).toEqual(record);
  });
});

describe('jw-water-raid: charts', () => {
  it('draws the paired difference five minus unlimited against 0, no difference (it has no baseline arm: both readings are played in every trial)', () => {
    const difference = chartArms(experiment).find((c) => c.request.metric === 'withdrawnD')!;
    expect(difference.request.reference).toBe('zero');
    expect(difference.arms).toEqual(ARMS.map((a) => a.id));
  });
});

describe('jw-water-raid: a short run', () => {
  it('plays every arm, answers every item named, the capacity reading shows in the carrier arm only, same numbers with 1 and 2 workers', async () => {
    const one = await runToResult({ experiment: 'jw-water-raid', trials: 12, seed: 5, workers: 1 });
    expect(one.result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const text = experiment.answer!(one.result).join('\n');
    for (const item of experiment.source.catalogue) expect(text).toContain(item);
    const [carrier, battle] = one.result.arms;
    // The Battle Group has no Hangers: nothing is mined and both readings play the same games.
    expect((battle.metrics.minedU as MeanMetric).mean).toBe(0);
    for (const id of ['minedD', 'withdrawnD', 'opDefD', 'attackerD']) expect((battle.metrics[id] as MeanMetric).mean).toBe(0);
    // The Carrier Group mines, and less under five (its carrier fills up).
    expect((carrier.metrics.minedU as MeanMetric).mean).toBeGreaterThan(0);
    expect((carrier.metrics.minedD as MeanMetric).mean).toBeLessThan(0);
    const two = await runToResult({ experiment: 'jw-water-raid', trials: 12, seed: 5, workers: 2 });
    for (const a of one.result.arms) {
      const b = two.result.arms.find((x) => x.id === a.id)!;
      for (const id of ['attackerU', 'opDefF', 'minedD', 'withdrawnU']) expect((b.metrics[id] as MeanMetric).mean).toBe((a.metrics[id] as MeanMetric).mean);
    }
  }, 300_000);
});
