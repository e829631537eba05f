/**
 * rr-tactitians (experiments/rattle-and-rend/tactitians.ts; RR-111): the arms
 * and their lanes, one game read, the comparisons' intervals, the sentences on
 * made-up results whose answers are known, and a short real run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { agentOf, ARMS, armId, BONUSES, laneOf, leaders, NONE, OPPONENTS, POLICIES, readGame, REFERENCE, TACTITIANS_SIDE, versus, type Opponent, type Policy } from '../../experiments/rattle-and-rend/tactitians.ts';
import { BASE_ELEMENTS, NO_OP_TACTIC } from '../../experiments/rattle-and-rend/_options.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';

describe('rr-tactitians: arms', () => {
  it('plays the Tactitians warband with each policy against each example warband; the policies share an opponent\'s seeds and pair with -1 Fury, each opponent has its own lane', () => {
    expect(POLICIES).toEqual(['fury', 'guile', 'mov', 'rng', 'none']);
    expect(REFERENCE).toBe('fury');
    expect([...OPPONENTS].sort()).toEqual(Object.keys(rattleAndRend.presets).sort());
    expect(ARMS.map((arm) => arm.id)).toEqual(OPPONENTS.flatMap((o) => POLICIES.map((p) => armId(p, o))));
    expect(TACTITIANS_SIDE).toMatchObject({ elements: BASE_ELEMENTS, tactic1: 'tactitians', tactic2: NO_OP_TACTIC });
    const context = agentContext(rattleAndRend);
    for (const arm of ARMS) {
      const [policy, opponent] = [arm.id.split('-vs-')[0] as Policy, arm.id.split('-vs-')[1] as Opponent];
      expect(arm.params.sideA).toEqual(TACTITIANS_SIDE);
      expect(arm.params.sideB).toEqual(rattleAndRend.presets[opponent]);
      expect([arm.params.agentA, arm.params.agentB]).toEqual([agentOf(policy), 'heuristic']);
      // Every policy is a setting the heuristic player accepts.
      expect(makeAgent(arm.params.agentA, context).spec).toBe(`heuristic:tactitians=${policy}`);
      expect(arm.baseline).toBe(policy === REFERENCE ? null : armId(REFERENCE, opponent));
      expect(laneOf(JSON.parse(JSON.stringify(arm.params)))).toBe(OPPONENTS.indexOf(opponent));
    }
    expect(experiment.source.catalogue).toEqual(['RR-111']);
  });

  it('reads one game: the policy\'s choice held, an action taken, a win', () => {
    const state = (choice: number, actions: number, returnOfA: number, seatOfA: number) => {
      const tactitians = [0, 0];
      const statActions = [0, 0];
      tactitians[seatOfA] = choice;
      statActions[seatOfA] = actions;
      return { tactitians, statActions, returns: () => (seatOfA === 0 ? [returnOfA, -returnOfA] : [-returnOfA, returnOfA]) };
    };
    expect(readGame(state(4, 12, 1, 1), 1, 'rng')).toEqual({ selected: 1, acted: 1, won: 1 });
    expect(readGame(state(1, 12, -1, 0), 0, 'rng')).toEqual({ selected: 0, acted: 1, won: 0 });
    expect(readGame(state(0, 9, 0, 0), 0, NONE)).toEqual({ selected: 1, acted: 1, won: 0 });
    // Over before its first action: no choice held.
    expect(readGame(state(0, 0, -1, 1), 1, 'fury')).toEqual({ selected: 0, acted: 0, won: 0 });
  });
});

// ---- the answer on made-up results ----

const PAIRS = 1000;
const Z = 1.959964;
const metric = (mean: number, sd: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean, sd, ci: [mean - (Z * sd) / Math.sqrt(PAIRS), mean + (Z * sd) / Math.sqrt(PAIRS)] });

/**
 * Every arm's score (score(policy, opponent)), as a share of wins too; paired
 * differences from -1 Fury with standard error `pairedSe` per opponent.
 */
function made(score: (p: Policy, o: Opponent) => number, pairedSe = 0.008): ExperimentResult {
  const arms = OPPONENTS.flatMap((o) =>
    POLICIES.map((p): ArmResult => {
      const diff = score(p, o) - score(REFERENCE, o);
      const d = { diff, ci: [diff - Z * pairedSe, diff + Z * pairedSe] as [number, number], paired: true };
      return {
        id: armId(p, o),
        label: armId(p, o),
        params: {},
        trials: PAIRS,
        metrics: { scoreA: metric(score(p, o), 0.35), winA: metric(score(p, o), 0.35), asIntended: metric(0.99, 0.05), actedA: metric(0.99, 0.05) },
        ...(p === REFERENCE ? {} : { vsBaseline: { scoreA: d, winA: d }, baselineArm: armId(REFERENCE, o) }),
      };
    }),
  );
  return { arms } as unknown as ExperimentResult;
}

describe('rr-tactitians: comparisons', () => {
  it('pools the paired differences over the four opponents (independent lanes: variances add) and compares two bonuses through -1 Fury, adding their errors', () => {
    const result = made((p) => ({ fury: 0.4, guile: 0.38, mov: 0.41, rng: 0.46, none: 0.4 })[p]);
    const close = (e: { mean: number; se: number }, mean: number, se: number) => {
      expect(e.mean).toBeCloseTo(mean, 12);
      expect(e.se).toBeCloseTo(se, 9);
    };
    // Four opponents, each difference se 0.008: pooled se 0.008 / 2.
    close(versus(result, 'rng', REFERENCE), 0.06, 0.004);
    close(versus(result, REFERENCE, 'guile'), 0.02, 0.004);
    close(versus(result, 'rng', 'guile'), 0.08, 0.008);
    expect(versus(result, 'rng', NONE).games).toBe(8 * PAIRS);
    expect(() => versus(result, 'mov', 'mov')).toThrow();
  });

  it('names the leaders: the bonuses no other bonus beats clearly', () => {
    expect(leaders(made((p) => ({ rng: 0.46 })[p as 'rng'] ?? 0.4))).toEqual(['rng']);
    expect(leaders(made((p) => ({ rng: 0.46, mov: 0.455 })[p as 'rng'] ?? 0.4))).toEqual(['mov', 'rng']);
    expect(leaders(made(() => 0.4))).toEqual([...BONUSES]);
  });
});

describe('rr-tactitians answer', () => {
  // RNG clearly best; Guile clearly below -1 Fury; MOV level with it; no bonus level with -1 Fury.
  const text = experiment.answer!(made((p) => ({ fury: 0.34, guile: 0.31, mov: 0.345, rng: 0.4, none: 0.335 })[p])).join('\n');

  it('names the bonus worth taking only when it is clearly ahead of every other, with the paired differences', () => {
    expect(text).toMatch(/RR-111, which Tactitians bonus to take .*: RNG \+1 band is the bonus worth taking: clearly ahead of every other bonus \(-1 Fury \+6\.0 pp \(\+5\.\d to \+6\.\d pp, 8,000 paired games\); -1 Guile \+9\.0 pp/);
  });

  it('says which bonuses pay their Momentum against selecting none', () => {
    // MOV against none: +1.0 pp, its error the sum of two paired errors (0.008): not told apart.
    expect(text).toContain('clearly worth its Momentum: RNG +1 band; not told apart from selecting none: -1 Fury, MOV +1 band; clearly worse than selecting none: -1 Guile.');
  });

  it('gives each policy\'s score and win rate with intervals and games, and each against -1 Fury', () => {
    expect(text).toMatch(/-1 Guile 0\.31 per game \(0\.30 to 0\.32, 8,000 games\), wins 31% \(30-32%, 8,000 games\)/);
    expect(text).toMatch(/-1 Guile clearly below -1 Fury, -3\.0 pp \([^)]*\) of score/);
    expect(text).toMatch(/MOV \+1 band not told apart from -1 Fury, \+0\.5 pp/);
    expect(text).toMatch(/no bonus \(never selected\) not told apart from -1 Fury/);
    expect(text).toContain('Dwarven Throng: -1 Fury scores 0.34 per game');
    expect(text).toContain('No bonus is clearly above -1 Fury against one example warband and clearly below it against another');
  });

  it('does not name a best bonus when the intervals do not separate them', () => {
    const flat = experiment.answer!(made(() => 0.4)).join('\n');
    expect(flat).toContain('No bonus is clearly better than another: all four are level at these numbers');
    expect(flat).toContain('none clearly worth its Momentum; not told apart from selecting none: -1 Fury, -1 Guile, MOV +1 band, RNG +1 band.');
    expect(flat).not.toMatch(/clearly (above|below) -1 Fury, /);
    const two = experiment.answer!(made((p) => ({ rng: 0.46, mov: 0.455 })[p as 'rng'] ?? 0.4)).join('\n');
    expect(two).toContain('MOV +1 band, RNG +1 band lead, not told apart from each other; clearly behind at least one of them: -1 Fury, -1 Guile');
  });

  it('says when the best bonus depends on the opponent', () => {
    const mixed = experiment.answer!(made((p, o) => (p === 'mov' ? (o === 'dwarven-throng' ? 0.45 : o === 'vampire-court' ? 0.35 : 0.4) : 0.4))).join('\n');
    expect(mixed).toContain('The best bonus depends on the opponent: MOV +1 band is clearly above -1 Fury against one example warband and clearly below it against another.');
  });

  it('checks that the policies held their choice in exactly the games the side acted in', () => {
    // 99% of 2,000 games in each of 16 bonus arms: exact counts of these games, not a bare share.
    expect(text).toContain('held its bonus in 31,680 (99.0%) of the bonus policies\' 32,000 games (exact counts of these games), which are exactly the games it took any action in; in the other 320 (1.0%) the game was over');
    expect(text).toContain('40,000 games in all, 2,000 per policy and opponent');
  });
});

describe('rr-tactitians: a short run', () => {
  it('plays every arm, holds each policy\'s choice whenever the side acted, and answers', async () => {
    const { result } = await runToResult({ experiment: 'rr-tactitians', trials: 6, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    const mean = (arm: ArmResult, id: string) => (arm.metrics[id] as MeanMetric).mean;
    for (const arm of result.arms) {
      const policy = arm.id.split('-vs-')[0] as Policy;
      if (policy !== REFERENCE) expect([arm.baselineArm, arm.vsBaseline?.scoreA.paired]).toEqual([armId(REFERENCE, arm.id.split('-vs-')[1] as Opponent), true]);
      if (policy === NONE) expect(mean(arm, 'asIntended')).toBe(1);
      else expect(mean(arm, 'asIntended')).toBe(mean(arm, 'actedA'));
      // A win is a score of 1, a draw 1/2.
      expect(mean(arm, 'winA')).toBeLessThanOrEqual(mean(arm, 'scoreA') + 1e-12);
    }
    const lines = experiment.answer!(result);
    expect(lines.length).toBe(7);
    expect(lines[0]).toMatch(/^RR-111, which Tactitians bonus to take/);
  }, 120_000);
});
