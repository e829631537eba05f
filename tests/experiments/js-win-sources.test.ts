/**
 * js-win-sources (experiments/jagged-shards/win-sources.ts): the readings of
 * one battle on hand-set states, the Force Rating and objective totals they
 * read checked against the logged events of whole battles, the exact
 * insertion chance against the engine's own insertion roll, the capture
 * mixture and the ratio shares by hand, and a small run for each arm's setup.
 */
import { describe, expect, it } from 'vitest';
import experiment, {
  ARMS,
  captureChance,
  captureInterval,
  catastropheClass,
  CATASTROPHIC_DROP,
  FORCE_RATING,
  insertionChance,
  insertionCounts,
  shareDifference,
  KEPT_STATISTICS,
  leaderResult,
  leads,
  ratioCounts,
  ratioOf,
  sourceCase,
  type Leads,
} from '../../experiments/jagged-shards/win-sources.ts';
import { PAIRINGS, ratioShare as momentumRatioShare } from '../../experiments/jagged-shards/battle-momentum.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { agentContext, type MatchParams } from '../../src/game/matchSetup.ts';
import { CHANCE } from '../../src/game/state.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, DistributionMetric, MeanMetric } from '../../src/sim/result.ts';
import type { RatioShare } from '../../src/stats/ratioShare.ts';
import { jaggedShards } from '../../src/systems/jagged-shards/index.ts';
import { PHASE, type JaggedState } from '../../src/systems/jagged-shards/jaggedState.ts';

const PRESETS = ['colonial-strike-force', 'colonial-armoured-column', 'martian-warband', 'martian-swarm'];

/** A fresh battle whose totals and winner are set by hand. */
function finished(fr: [number, number], objectives: [number, number], winner: number): JaggedState {
  const s = jaggedShards.newGame({ sides: [jaggedShards.presets['colonial-strike-force'], jaggedShards.presets['martian-warband']], variants: {}, chance: Xoshiro128.stream(1, 0), log: false }) as JaggedState;
  s.frDestroyed.set(fr);
  s.objectiveScore.set(objectives);
  s.winner = winner;
  return s;
}

describe('js-win-sources: the readings of one battle', () => {
  it('leads: the seat ahead on enemy Force Rating destroyed and on objective value, -1 when level', () => {
    expect(leads(finished([9, 4], [10, 25], 1))).toEqual({ fire: 0, objective: 1, winner: 1 });
    expect(leads(finished([3, 3], [15, 15], 2))).toEqual({ fire: -1, objective: -1, winner: 2 });
    expect(leads(finished([0, 6], [5, 0], 0))).toEqual({ fire: 1, objective: 0, winner: 0 });
  });

  it('the leader\'s result: won, drew, lost, or no leader', () => {
    expect([leaderResult(0, 0), leaderResult(0, 2), leaderResult(0, 1), leaderResult(1, 0), leaderResult(-1, 0)]).toEqual([0, 1, 2, 2, 3]);
  });

  it('the five cases: same side ahead on both, split, objective only, Force Rating only, level on both', () => {
    const cases: [Leads, number][] = [
      [{ fire: 1, objective: 1, winner: 1 }, 0],
      [{ fire: 0, objective: 1, winner: 1 }, 1],
      [{ fire: -1, objective: 0, winner: 0 }, 2],
      [{ fire: 1, objective: -1, winner: 2 }, 3],
      [{ fire: -1, objective: -1, winner: 2 }, 4],
    ];
    for (const [l, expected] of cases) expect(sourceCase(l)).toBe(expected);
  });

  it('ratio counts: a split battle the objective side won counts for objective-alone, against fire-alone, and as a lost Force Rating lead', () => {
    // A destroyed more (9 to 4), B held more objective value (25 to 10) and won.
    expect(ratioCounts(leads(finished([9, 4], [10, 25], 1)))).toEqual({
      fireWon: [1, 0],
      objectiveWon: [1, 1],
      fireAloneWon: [1, 0],
      objectiveAloneWon: [1, 1],
      fireLost: [1, 1],
      fireLostObjective: [1, 1],
    });
    // The same side ahead on both and drawn: in the case of fireWon and objectiveWon (no hit), not of the "alone" ratios.
    expect(ratioCounts({ fire: 0, objective: 0, winner: 2 })).toEqual({
      fireWon: [1, 0],
      objectiveWon: [1, 0],
      fireAloneWon: [0, 0],
      objectiveAloneWon: [0, 0],
      fireLost: [1, 0],
      fireLostObjective: [0, 0],
    });
    // Force Rating ahead, objective value level, and won: fire alone won; nothing counted for objectives.
    expect(ratioCounts({ fire: 1, objective: -1, winner: 1 })).toEqual({
      fireWon: [1, 1],
      objectiveWon: [0, 0],
      fireAloneWon: [1, 1],
      objectiveAloneWon: [0, 0],
      fireLost: [1, 0],
      fireLostObjective: [0, 0],
    });
    // Lost a Force Rating lead to a side level on objective value: a loss whose winner did not hold more.
    expect(ratioCounts({ fire: 0, objective: -1, winner: 1 }).fireLostObjective).toEqual([1, 0]);
  });
});

interface LoggedEvent {
  kind: string;
  seat?: number;
  forceRating?: number | [number, number];
  objectives?: [number, number];
}

describe('js-win-sources: the totals it reads agree with the logged battle', () => {
  it('Force Rating destroyed and objective value per seat are the logged round totals and destroyed units; the winner is the logged battle result', () => {
    const seen = { fire: new Set<number>(), objective: new Set<number>(), results: new Set<number>() };
    for (let seed = 0; seed < 40; seed++) {
      const sides = [jaggedShards.presets[PRESETS[seed % 4]], jaggedShards.presets[PRESETS[(seed >> 2) % 4]]] as const;
      // Both JS-026 readings: the first-capture arm reads the same totals.
      const variants: Record<string, string> = seed % 3 === 0 ? { 'objective-scoring': 'first-capture' } : {};
      const state = jaggedShards.newGame({ sides, variants, chance: Xoshiro128.stream(seed, 21), log: true }) as JaggedState;
      const context = agentContext(jaggedShards);
      const agents = [makeAgent('heuristic', context), makeAgent(seed % 2 === 0 ? 'heuristic' : 'random', context)];
      const views = [new SeatView(state, 0), new SeatView(state, 1)];
      const rng = Xoshiro128.stream(seed, 22);
      while (!state.isTerminal()) {
        const mover = state.currentPlayer();
        if (mover === CHANCE) state.applyChance();
        else state.apply(agents[mover].act(views[mover], rng));
      }
      const events = state.events() as unknown as LoggedEvent[];
      const rounds = events.filter((e) => e.kind === 'round-victory');
      expect(rounds).toHaveLength(5);
      const fire = [0, 1].map((seat) => rounds.reduce((sum, e) => sum + (e.forceRating as [number, number])[seat], 0));
      const objective = [0, 1].map((seat) => rounds.reduce((sum, e) => sum + e.objectives![seat], 0));
      // A destroyed unit's Force Rating goes to the other seat (the event names the destroyed unit's seat).
      const killed = [0, 1].map((seat) => events.filter((e) => e.kind === 'destroyed' && e.seat === 1 - seat).reduce((sum, e) => sum + (e.forceRating as number), 0));
      expect(killed).toEqual(fire);
      const battle = events.find((e) => e.kind === 'battle')!;
      const winner = battle.seat === -1 ? 2 : battle.seat!;
      const sign = (a: number, b: number) => (a > b ? 0 : b > a ? 1 : -1);
      const l = leads(state);
      expect(l).toEqual({ fire: sign(fire[0], fire[1]), objective: sign(objective[0], objective[1]), winner });
      seen.fire.add(l.fire);
      seen.objective.add(l.objective);
      seen.results.add(winner);
    }
    // The battles reach both leaders and more than one result, so the comparison is not vacuous.
    expect(seen.fire.has(0) && seen.fire.has(1)).toBe(true);
    expect(seen.objective.has(0) && seen.objective.has(1)).toBe(true);
    expect(seen.results.size).toBeGreaterThan(1);
  }, 60_000);
});

describe('js-win-sources: the insertion roll and the capture chance', () => {
  it('P(D100 + FR >= PV) by hand: PV - FR 39 -> 62%; at most 1 -> certain; 100 -> 1%; over 100 -> impossible (no crit bands)', () => {
    expect(insertionChance(39, 'no-crit-bands')).toBeCloseTo(0.62, 12);
    expect(insertionChance(1, 'no-crit-bands')).toBeCloseTo(1, 12);
    expect(insertionChance(-30, 'no-crit-bands')).toBeCloseTo(1, 12);
    expect(insertionChance(100, 'no-crit-bands')).toBeCloseTo(0.01, 12);
    expect(insertionChance(101, 'no-crit-bands')).toBe(0);
  });

  it('with the Ch. 3 crit bands: capped at 95% (01-05 fail), floored at 5% (96-100 succeed), the same as without from 6 to 96', () => {
    expect(insertionChance(-30, 'crit-bands')).toBeCloseTo(0.95, 12);
    expect(insertionChance(6, 'crit-bands')).toBeCloseTo(0.95, 12);
    expect(insertionChance(150, 'crit-bands')).toBeCloseTo(0.05, 12);
    for (let gap = 6; gap <= 96; gap++) expect(insertionChance(gap, 'crit-bands')).toBeCloseTo(insertionChance(gap, 'no-crit-bands'), 12);
    expect(insertionChance(5, 'crit-bands')).toBeLessThan(insertionChance(5, 'no-crit-bands'));
    expect(insertionChance(97, 'crit-bands')).toBeGreaterThan(insertionChance(97, 'no-crit-bands'));
  });

  it("the engine's own insertion roll succeeds on exactly the share of the 100 faces the exact chance gives, at every Position Value", () => {
    for (const pv of ['40', '60', '80', '100']) {
      let made = 0;
      for (let roll = 1; roll <= 100; roll++) {
        const s = jaggedShards.newGame({ sides: [jaggedShards.presets['colonial-strike-force'], jaggedShards.presets['martian-warband']], variants: { 'position-value': pv }, chance: Xoshiro128.stream(3, 0), log: false }) as JaggedState;
        expect(s.phase).toBe(PHASE.insertionRoll);
        s.apply(roll);
        made += s.insertionFailed === 0 ? 1 : 0;
      }
      expect(made / 100).toBeCloseTo(insertionChance(Number(pv) - FORCE_RATING.A, 'no-crit-bands'), 12);
    }
  });

  it('the presets the campaign uses: Colonial Strike Force 21, Martian Warband 22 (the README)', () => {
    expect(FORCE_RATING).toEqual({ A: 21, B: 22 });
  });

  it('P(capture) mixes the win rates after a made and a failed insertion by the insertion chance; disjoint battles add their variances', () => {
    expect(captureChance(0.62, 0.5, 0.4)).toBeCloseTo(0.62 * 0.5 + 0.38 * 0.4, 12);
    expect(captureChance(1, 0.5, 0.4)).toBe(0.5);
    // Made: 0.5 of 400 battles with design effect 1 (variance 0.000625); failed: 0.4 of 600 with design effect 2 (0.0008).
    const made = { p: 0.5, n: 400, designEffect: 1, ci: [0, 1] } as RatioShare;
    const failed = { p: 0.4, n: 600, designEffect: 2, ci: [0, 1] } as RatioShare;
    const [lo, hi] = captureInterval(0.25, made, failed);
    const half = 1.959963984540054 * Math.sqrt(0.0625 * 0.000625 + 0.5625 * 0.0008);
    expect(lo).toBeCloseTo(0.425 - half, 12);
    expect(hi).toBeCloseTo(0.425 + half, 12);
    const d = shareDifference(failed, made);
    expect(d.diff).toBeCloseTo(-0.1, 12);
    expect(d.ci[1] - d.diff).toBeCloseTo(1.959963984540054 * Math.sqrt(0.000625 + 0.0008), 12);
  });

  it('the catastrophe verdict: clearly smaller only when the whole interval lies above -10 points, clearly at least when it lies at or below', () => {
    expect(CATASTROPHIC_DROP).toBe(0.1);
    expect(catastropheClass([-0.09, -0.02])).toBe(0);
    expect(catastropheClass([-0.12, -0.08])).toBe(1);
    expect(catastropheClass([-0.2, -0.1])).toBe(2);
    expect(catastropheClass([-0.1, 0.01])).toBe(1);
  });

  it('insertion counts: the battle goes to the made or the failed ratio of the force that attacked, a hit when it won', () => {
    expect(insertionCounts('A', 0, true)).toEqual({ madeWonA: [1, 1], failedWonA: [0, 0] });
    expect(insertionCounts('A', 1, true)).toEqual({ madeWonA: [0, 0], failedWonA: [1, 1] });
    expect(insertionCounts('B', 1, false)).toEqual({ madeWonB: [0, 0], failedWonB: [1, 0] });
  });

  it("a ratio share from the experiment's per-battle metrics is js-battle-momentum's, and the share of the pairs' counts", () => {
    // Pairs (hits, observations): (1, 2), (0, 2), (2, 2), (0, 1), (1, 1): kept per battle, as halves.
    const pairs = [[1, 2], [0, 2], [2, 2], [0, 1], [1, 1]];
    const metric = (values: number[]): MeanMetric => {
      const n = values.length;
      const m = values.reduce((a, b) => a + b, 0) / n;
      const sd = Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / (n - 1));
      return { kind: 'mean', label: '', unit: '', n, mean: m, sd, ci: [0, 0] };
    };
    const halves = {
      Hits: metric(pairs.map(([h]) => h / 2)),
      Of: metric(pairs.map(([, o]) => o / 2)),
      Sum: metric(pairs.map(([h, o]) => (h + o) / 2)),
    };
    const arm = { metrics: { fireWonHits: halves.Hits, fireWonOf: halves.Of, fireWonSum: halves.Sum, tailRoundHits: halves.Hits, tailRoundOf: halves.Of, tailRoundSum: halves.Sum } } as unknown as ArmResult;
    const ours = ratioOf(arm, 'fireWon');
    const theirs = momentumRatioShare(arm, 'tailRound');
    expect(ours.n).toBe(8);
    expect(ours.p).toBeCloseTo(4 / 8, 12);
    expect(ours.ci[0]).toBeCloseTo(theirs.ci[0], 10);
    expect(ours.ci[1]).toBeCloseTo(theirs.ci[1], 10);
  });
});

describe('js-win-sources: the experiment', () => {
  const variantsOf = (id: string) => (ARMS.find((a) => a.id === id)!.params as MatchParams).variants;

  it('names JS-014, JS-021 and JS-022; the four momentum pairings as printed, one under first capture, one under the after-insertion cap, two flare pairs', () => {
    expect(experiment.source.catalogue).toEqual(['JS-014', 'JS-021', 'JS-022']);
    expect(experiment.arms.map((a) => a.id)).toEqual([
      ...PAIRINGS.map(([id]) => id),
      'strike-vs-warband-first-capture',
      'strike-vs-warband-cap-after-insertion',
      'campaign-3-flares',
      'campaign-2-flares',
      'campaign-3-flares-front-load',
      'campaign-2-flares-front-load',
    ]);
    const params = (id: string) => ARMS.find((a) => a.id === id)!.params as MatchParams;
    for (const arm of experiment.arms) {
      const { agentA, agentB } = arm.params as MatchParams;
      expect(agentA).toBe(agentB);
      expect(agentA).toBe(arm.id.endsWith('front-load') ? 'heuristic:flares=front-load' : 'heuristic');
    }
    const defaults = params('strike-vs-warband').variants;
    expect(defaults).toMatchObject({ 'objective-scoring': 'every-round', insertion: 'standard-battles', 'start-flares': '3-2', 'position-value': '60', 'flare-cap': 'starting-total' });
    // Each other arm differs from the printed rules in exactly the named variants.
    const changed = (id: string) => Object.fromEntries(Object.entries(params(id).variants).filter(([k, v]) => defaults[k] !== v));
    expect(changed('strike-vs-warband-first-capture')).toEqual({ 'objective-scoring': 'first-capture' });
    expect(changed('strike-vs-warband-cap-after-insertion')).toEqual({ 'flare-cap': 'after-insertion' });
    for (const habit of ['', '-front-load']) {
      expect(changed(`campaign-3-flares${habit}`)).toEqual({ insertion: 'campaign-only' });
      expect(changed(`campaign-2-flares${habit}`)).toEqual({ insertion: 'campaign-only', 'start-flares': '2-2' });
      expect(ARMS.find((a) => a.id === `campaign-2-flares${habit}`)!.baseline).toBe(`campaign-3-flares${habit}`);
    }
  });

  it('the flare arms start the attacker with 3 and with 2 Warp Flares and roll no insertion; the cap reading lowers the cap after a failed insertion', () => {
    const start = (id: string) => {
      const params = ARMS.find((a) => a.id === id)!.params as MatchParams;
      return jaggedShards.newGame({ sides: [params.sideA, params.sideB] as never, variants: params.variants, chance: Xoshiro128.stream(4, 0), log: false }) as JaggedState;
    };
    for (const [id, flares] of [['campaign-3-flares', 3], ['campaign-2-flares', 2], ['campaign-3-flares-front-load', 3], ['campaign-2-flares-front-load', 2]] as const) {
      const s = start(id);
      expect([s.flares[0], s.flareCap[0], s.flares[1]]).toEqual([flares, flares, 2]);
      expect(s.phase).not.toBe(PHASE.insertionRoll);
    }
    // A failed insertion (roll 1 + FR 21 < 60): 2 Warp Flares left, the cap 3 as printed or 2 under the reading.
    for (const [id, cap] of [['strike-vs-warband', 3], ['strike-vs-warband-cap-after-insertion', 2]] as const) {
      const s = start(id);
      expect(s.phase).toBe(PHASE.insertionRoll);
      s.apply(1);
      expect([s.insertionFailed, s.flares[0], s.flareCap[0]]).toEqual([1, 2, cap]);
    }
  });

  it('a small run gives consistent counts per arm and an answer line per catalogue item', async () => {
    const { result } = await runToResult({ experiment: 'experiments/jagged-shards/win-sources.ts', trials: 16, seed: 5, workers: 1 });
    expect(result.arms).toHaveLength(10);
    for (const arm of result.arms) {
      expect(arm.trials).toBe(16);
      const m = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      const d = (id: string) => arm.metrics[id] as DistributionMetric;
      for (const id of ['fireLeader', 'objectiveLeader', 'sources']) expect(d(id).n).toBe(32);
      // Battles with a Force Rating leader: every battle but the level ones, in both the distribution and the ratio.
      expect(2 * 16 * m('fireWonOf')).toBeCloseTo(32 - d('fireLeader').counts[3], 8);
      expect(2 * 16 * m('fireWonHits')).toBeCloseTo(d('fireLeader').counts[0], 8);
      expect(2 * 16 * m('fireLostHits')).toBeCloseTo(d('fireLeader').counts[2], 8);
      expect(2 * 16 * m('objectiveWonHits')).toBeCloseTo(d('objectiveLeader').counts[0], 8);
      expect(m('attackerWins')).toBeCloseTo((m('attackerWinsA') + m('attackerWinsB')) / 2, 10);
      for (const id of KEPT_STATISTICS) expect(arm.metrics[id]).toBeDefined();
      // Insertion is rolled only where the arm keeps it.
      if (arm.id.startsWith('campaign')) expect(m('insertionFailed')).toBe(0);
      // Each pair has one battle per attacking force, after a made or a failed insertion; the failed ones are the statistic's.
      for (const f of ['A', 'B']) expect(2 * (m(`madeWon${f}Of`) + m(`failedWon${f}Of`))).toBeCloseTo(1, 10);
      expect(m('failedWonAOf') + m('failedWonBOf')).toBeCloseTo(m('insertionFailed'), 10);
      expect(2 * (m('madeWonAHits') + m('failedWonAHits'))).toBeCloseTo(m('attackerWinsA'), 10);
    }
    expect(result.arms.find((a) => a.id === 'campaign-2-flares')!.vsBaseline!.attackerWins).toBeDefined();
    const lines = experiment.answer!(result);
    for (const id of ['JS-014', 'JS-021', 'JS-022']) expect(lines.some((l) => l.startsWith(id))).toBe(true);
    expect(lines.join(' ')).toMatch(/The engine rolls without bands/);
  }, 120_000);
});
