/**
 * rr-game-facts (experiments/rattle-and-rend/game-facts.ts; RR-096, RR-097,
 * RR-102 to RR-104, RR-152, RR-153, RR-156, RR-159, RR-170): the counting from
 * hand-made logs (and the logs it must refuse), the answer's sentences on
 * made-up results, and a short real run whose counts add up (every round's
 * ending and every game's ending accounted for, the log's back-to-back actions
 * all under Last Man Standing).
 */
import { describe, expect, it } from 'vitest';
import gameFacts, { ANSWERED, ARMS, ENDINGS, RATIOS, SCENARIO_ENDINGS, laneOf, parseAction, readActions, readBackToBack, readEnding, readMorale, readReactions, readRounds } from '../../experiments/rattle-and-rend/game-facts.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { GameEvent } from '../../src/game/state.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const pass = (round: number, player: number, momentum: number, forced = momentum === 0): GameEvent => ({ kind: 'pass', round, player, forced, momentum });
const action = (round: number, player: number, text: string, cost = 1): GameEvent => ({ kind: 'action', round, player, action: text, cost, momentum: 3 });
const check = (round: number, player: number, element: number, kind: string, result: string): GameEvent => ({ kind: 'check', round, player, element, check: kind, stat: 10, dice: [1, 2], result });

describe('rr-game-facts: rounds read from the log (RR-102)', () => {
  it('reads each round from its last two passes, and a round the game cut short', () => {
    const log: GameEvent[] = [
      { kind: 'round', round: 1 },
      pass(1, 0, 4, false),
      action(1, 1, 'Fighters 9: Sprint away from the nearest enemy'),
      pass(1, 1, 0),
      pass(1, 0, 0),
      { kind: 'round-end', round: 1, momentum: [0, 0] },
      { kind: 'round', round: 2 },
      pass(2, 0, 3, false),
      action(2, 1, 'Fighters 9: Charge Fighters 2'),
      // A successful reaction hands the turn over: the passes count again from there.
      { kind: 'initiative-swaps', round: 2, player: 0 },
      pass(2, 0, 2, false),
      pass(2, 1, 0),
      { kind: 'round-end', round: 2, momentum: [2, 0] },
      { kind: 'round', round: 3 },
      pass(3, 1, 5, false),
      pass(3, 0, 6, false),
      { kind: 'round-end', round: 3, momentum: [6, 5] },
      { kind: 'round', round: 4 },
      pass(4, 0, 2, true),
      pass(4, 1, 0),
      { kind: 'round-end', round: 4, momentum: [2, 0] },
      { kind: 'round', round: 5 },
      action(5, 0, 'Fighters 2: Stand and Fight Fighters 9'),
      { kind: 'end', round: 5, winner: 0, reason: 'every enemy Element removed' },
    ];
    expect(readRounds(log)).toEqual({ rounds: 5, passed: 4, momentumLeft: 15, bothOut: 1, oneOut: 1, bothChose: 1, stuck: 1, cut: 1 });
  });

  it('does not count a round the game ended after its round-end as cut', () => {
    const log: GameEvent[] = [{ kind: 'round', round: 1 }, pass(1, 0, 0), pass(1, 1, 0), { kind: 'round-end', round: 1, momentum: [0, 0] }, { kind: 'end', round: 1, winner: 1, reason: 'most points on the hill' }];
    expect(readRounds(log)).toMatchObject({ rounds: 1, passed: 1, bothOut: 1, cut: 0 });
  });

  it('refuses a round ended without two passes by both players, or one left open', () => {
    expect(() => readRounds([{ kind: 'round', round: 1 }, pass(1, 0, 0), { kind: 'round-end', round: 1, momentum: [0, 0] }])).toThrow(/two consecutive passes/);
    expect(() => readRounds([{ kind: 'round', round: 1 }, pass(1, 0, 0), pass(1, 0, 0), { kind: 'round-end', round: 1, momentum: [0, 0] }])).toThrow(/two consecutive passes/);
    expect(() => readRounds([{ kind: 'round', round: 1 }, pass(1, 0, 0)])).toThrow(/neither ended/);
  });
});

describe('rr-game-facts: how a game ended (RR-104, RR-152, RR-153)', () => {
  const end = (round: number, reason: string, winner: number | string = 0): GameEvent[] => [{ kind: 'round', round }, { kind: 'end', round, winner, reason }];

  it("groups the end event's reasons, with the round and whether it was drawn", () => {
    expect(readEnding(end(2, 'every enemy Element removed'), 'duel')).toEqual({ ending: 'removed', round: 2, drawn: false });
    expect(readEnding(end(3, 'both warbands removed', 'draw'), 'conquest')).toEqual({ ending: 'removed', round: 3, drawn: true });
    expect(readEnding(end(3, 'duel targets removed'), 'duel').ending).toBe('duel');
    expect(readEnding(end(12, 'round limit (12): most points in play'), 'kill-them-all').ending).toBe('capPoints');
    expect(readEnding(end(8, 'round limit (8) with equal points', 'draw'), 'duel')).toEqual({ ending: 'tied', round: 8, drawn: true });
    expect(readEnding(end(2, 'two objective markers carried off'), 'capture-the-flags').ending).toBe('flagsOff');
    expect(readEnding(end(4, 'the only side in control of an objective marker'), 'capture-the-flags').ending).toBe('flagsHeld');
    expect(readEnding(end(4, 'no control: most points within M of the centre'), 'capture-the-flags').ending).toBe('flagsNear');
    expect(readEnding(end(4, 'hill tied: most points in play'), 'king-of-the-hill').ending).toBe('hillPoints');
    expect(readEnding(end(5, 'zones tied after the fifth round', 'draw'), 'conquest').ending).toBe('tied');
  });

  it("refuses a game without an end, a reason it does not know, or one that is not its scenario's", () => {
    expect(() => readEnding([{ kind: 'round', round: 1 }], 'duel')).toThrow(/without an end/);
    expect(() => readEnding(end(4, 'most points on the hill'), 'duel')).toThrow(/duel game ended by 'most points on the hill'/);
    expect(() => readEnding(end(4, 'the sky fell'), 'conquest')).toThrow(/the sky fell/);
  });

  it('gives every ending to at least one scenario, and every scenario the persistent condition', () => {
    for (const e of ENDINGS) expect(Object.values(SCENARIO_ENDINGS).some((list) => list.includes(e)), e).toBe(true);
    for (const list of Object.values(SCENARIO_ENDINGS)) expect(list).toContain('removed');
  });
});

describe('rr-game-facts: Warband Morale read from the log (RR-103)', () => {
  const points = [1, 2, 2, 3, 1, 2, 2, 2];
  const morale = (round: number, player: number, penalty: boolean): GameEvent => ({ kind: 'morale', round, player, measure: penalty ? 3 : 6, penalty });
  const removed = (round: number, player: number, element: number, cause: string): GameEvent => ({ kind: 'removed', round, player, element, cause, by: -1 });

  it('counts each check and the points its failed Will checks removed, for one seat only', () => {
    const log: GameEvent[] = [
      removed(2, 0, 3, 'attack'),
      morale(3, 0, false),
      removed(3, 0, 1, 'morale'),
      morale(3, 1, false),
      removed(3, 1, 6, 'morale'),
      removed(4, 0, 2, 'attack'),
      morale(5, 0, true),
      removed(5, 0, 0, 'morale'),
      removed(5, 0, 4, 'morale'),
    ];
    expect(readMorale(log, 0, points)).toEqual({ first: 1, second: 1, jump: 0, firstLost: 2, secondLost: 2, round: 3 });
    expect(readMorale(log, 1, points)).toEqual({ first: 1, second: 0, jump: 0, firstLost: 2, secondLost: 0, round: 3 });
  });

  it('calls a second check without a first a jump (6 and 3 crossed in one round)', () => {
    expect(readMorale([morale(4, 1, true)], 1, points)).toEqual({ first: 0, second: 1, jump: 1, firstLost: 0, secondLost: 0, round: 4 });
  });

  it('refuses a Morale removal with no check before it, a check made twice, and the first after the second', () => {
    expect(() => readMorale([removed(3, 0, 1, 'morale')], 0, points)).toThrow(/without a Morale check/);
    expect(() => readMorale([morale(2, 0, false), removed(3, 0, 1, 'morale')], 0, points)).toThrow(/without a Morale check/);
    expect(() => readMorale([morale(2, 0, false), morale(3, 0, false)], 0, points)).toThrow(/twice/);
    expect(() => readMorale([morale(2, 0, true), morale(3, 0, false)], 0, points)).toThrow(/after the second/);
  });
});

describe('rr-game-facts: actions and reactions read from the log (RR-096, RR-097, RR-156, RR-159, RR-170)', () => {
  it("reads the acting Element from an action's label, and none from Tactitians' choice", () => {
    expect(parseAction('Fighters + Champion (Spot Weakness) 2: Charge Fighters 9')).toEqual({ actor: 2, what: 'Charge Fighters 9' });
    expect(parseAction('Tactitians: -1 Fury')).toBeNull();
    expect(() => parseAction('pass')).toThrow(/without its Element/);
  });

  it("counts back-to-back actions per seat, within a round, Tactitians' choice between them left out", () => {
    const log: GameEvent[] = [
      { kind: 'round', round: 1 },
      action(1, 0, 'Fighters 2: Sprint toward Fighters 9'),
      action(1, 0, 'Tactitians: -1 Fury'),
      action(1, 0, 'Fighters 2: Charge Fighters 9'),
      action(1, 1, 'Fighters 2: Charge Fighters 9'), // the other seat: not seat 0's
      action(1, 0, 'Champion (Rally) 1: Sprint away from the nearest enemy'),
      { kind: 'round', round: 2 },
      action(2, 0, 'Champion (Rally) 1: Sprint away from the nearest enemy'),
    ];
    expect(readBackToBack(log, 0)).toBe(1);
    expect(readBackToBack(log, 1)).toBe(0);
  });

  it("reads Sprints by where they head, a Maneuver's own Guile check past the enemy's Evade check, and a critical's free action", () => {
    const log: GameEvent[] = [
      { kind: 'round', round: 1 },
      action(1, 0, 'Fighters 2: Sprint toward Fighters + Champion (Spot Weakness) 9'),
      action(1, 0, 'Fighters 3: Sprint toward the objective'),
      action(1, 0, 'Heavy (Flyer) 4: Sprint toward the nearest board edge'),
      action(1, 0, 'Champion (Rally) 1: Maneuver, calling Fighters 3'),
      { kind: 'react', round: 1, player: 1, reaction: 'Skirmishers 12: Evade' },
      check(1, 1, 12, 'Guile', 'fail'),
      { kind: 'reaction-result', round: 1, player: 1, success: false },
      check(1, 0, 1, 'Guile', 'critical'),
      { kind: 'move', round: 1, player: 0, element: 3, from: [0, 0], to: [10, 10] },
      action(1, 0, 'Fighters 3: Charge Fighters 9', 0),
      action(1, 0, 'Champion (Rally) 1: Maneuver, calling Fighters 2'),
      check(1, 0, 1, 'Guile', 'critical'),
      action(1, 0, 'Fighters 3: Sprint away from the nearest enemy'),
      action(1, 0, 'Champion (Rally) 1: Maneuver, calling Fighters 2'),
      { kind: 'action-cancelled', round: 1, player: 0, element: 1 },
      action(1, 0, 'Champion (Rally) 1: Feint Fighters 9'),
      check(1, 0, 1, 'Guile', 'critical'),
      { kind: 'pushed-into-hazard', round: 1, player: 1, element: 9 },
      pass(1, 0, 1, false),
    ];
    const r = readActions(log);
    expect(r.actions).toBe(9);
    expect(r.free).toBe(1);
    expect(r.sprint).toEqual({ toward: 1, away: 1, objective: 1, edge: 1, inspiring: 0 });
    expect(r.maneuver).toEqual({ taken: 3, stopped: 0, none: 1, fail: 0, success: 0, critical: 2, extra: 1 });
    expect(r.feint).toEqual({ taken: 1, stopped: 0, none: 0, fail: 0, success: 0, critical: 1, extra: 1 });
    expect(() => readActions([action(1, 0, 'Fighters 2: Sprint sideways')])).toThrow(/Sprint 'Sprint sideways'/);
  });

  it('reads Evades and Rallies: stopped by a Deny, or the reacting Element\'s check, and an Evade critical\'s free action in the same round only', () => {
    const log: GameEvent[] = [
      { kind: 'round', round: 1 },
      action(1, 1, 'Fighters 9: Charge Skirmishers 5'),
      { kind: 'react', round: 1, player: 0, reaction: 'Skirmishers 5: Evade' },
      { kind: 'deny', round: 1, player: 1 },
      { kind: 'reaction-stopped', round: 1, player: 0 },
      action(1, 1, 'Fighters 10: Charge Skirmishers 5'),
      { kind: 'react', round: 1, player: 0, reaction: 'Skirmishers 5: Evade' },
      { kind: 'deny', round: 1, player: 1 },
      { kind: 'counter', round: 1, player: 0 },
      check(1, 0, 5, 'Guile', 'critical'),
      { kind: 'reaction-result', round: 1, player: 0, success: true },
      action(1, 0, 'Skirmishers 6: Charge Fighters 10', 0),
      action(1, 1, 'Fighters 9: Stand and Fight Skirmishers 6'),
      check(1, 1, 9, 'Fury', 'success'),
      check(1, 0, 6, 'Will', 'fail'),
      { kind: 'react', round: 1, player: 0, reaction: 'Champion (Battle Summons) 1: Rally' },
      check(1, 0, 1, 'Guile', 'fail'),
      { kind: 'reaction-result', round: 1, player: 0, success: false },
      action(1, 1, 'Fighters 9: Charge Skirmishers 5'),
      { kind: 'react', round: 1, player: 0, reaction: 'Skirmishers 5: Evade' },
      check(1, 0, 5, 'Guile', 'critical'),
      { kind: 'reaction-result', round: 1, player: 0, success: true },
      pass(1, 0, 0),
      pass(1, 1, 0),
      { kind: 'round-end', round: 1, momentum: [0, 0] },
      { kind: 'round', round: 2 },
      action(2, 0, 'Skirmishers 6: Charge Fighters 10', 0),
    ];
    const r = readReactions(log);
    expect(r.evade).toEqual({ taken: 3, stopped: 1, none: 0, fail: 0, success: 0, critical: 2, extra: 1 });
    expect(r.rally).toEqual({ taken: 1, stopped: 0, none: 0, fail: 1, success: 0, critical: 0, extra: 0 });
  });
});

// ---- The answer on made-up results ---------------------------------------------------------------

const N = 100;
/** A per-game mean kept by every pair alike (sd 0): the ratio intervals are then plain Wilson ones. */
const mean = (value: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: N, mean: value, sd: 0, ci: [value, value] });

/** Every arm with every reading at 1 per game but those given (per game), each ratio's sum metric made to match. */
function resultWith(values: Record<string, number>, perArm: (armId: string) => Record<string, number> = () => ({})): ExperimentResult {
  const arms = ARMS.map((spec): ArmResult => {
    const metrics: Record<string, MeanMetric> = {};
    const own = { ...values, ...perArm(spec.id) };
    for (const id of Object.keys(gameFacts.metrics)) metrics[id] = mean(own[id] ?? 1);
    for (const [ratio, [num, den]] of Object.entries(RATIOS)) metrics[`${ratio}Sum`] = mean(metrics[num].mean + metrics[den].mean);
    return { id: spec.id, label: spec.label ?? spec.id, params: spec.params, coords: spec.coords, trials: N, metrics } as unknown as ArmResult;
  });
  return { arms } as unknown as ExperimentResult;
}

const text = (values: Record<string, number>, perArm?: (armId: string) => Record<string, number>) => gameFacts.answer!(resultWith(values, perArm)).join('\n');

describe('rr-game-facts answer', () => {
  it('says Last Man Standing is used by most, fewer than half, or about half of its sides only as the interval says, under each reading', () => {
    expect(text({ lastMan: 0.5, lastManUsed: 0.45 })).toContain('RR-097, Last Man Standing is used by most of the sides it comes to as the engine reads it');
    expect(text({ lastMan: 0.5, lastManUsed: 0.1 })).toContain('is used by fewer than half of the sides it comes to as the engine reads it');
    expect(text({ lastMan: 0.5, lastManUsed: 0.25 })).toContain('is used by about half of the sides it comes to (the interval spans one half) as the engine reads it');
    expect(text({ lastMan: 0, lastManUsed: 0, lastManStrict: 0, lastManStrictUsed: 0 })).toContain('RR-097, Last Man Standing never came as the engine reads it, and strictly down to one as well.');
    // Strictly down to one: its own verdict when it differs, "as well" when it agrees.
    expect(text({ lastMan: 0.5, lastManUsed: 0.1, lastManStrict: 0.5, lastManStrictUsed: 0.45 })).toContain('as the engine reads it; strictly down to one, it is used by most of the sides it comes to.');
    expect(text({ lastMan: 0.5, lastManUsed: 0.1, lastManStrict: 0.5, lastManStrictUsed: 0.1 })).toContain('as the engine reads it, and strictly down to one as well.');
  });

  it('says the round shares are pooled over rounds, as they are computed, not every scenario weighing the same', () => {
    // Duels last four rounds, none ending with both out; every other scenario one round, always both out.
    // Pooled over rounds that is 24 of 48 (50%); every scenario weighing the same it would be 80%.
    const duelsLonger = text({}, (id) => (id.startsWith('duel-') ? { rounds: 4, roundsBothOut: 0 } : { rounds: 1, roundsBothOut: 1 }));
    expect(duelsLonger).toMatch(/how rounds end \(all 30 arms, their rounds pooled, so a scenario with more rounds a game weighs more\): both players out of Momentum 50% \(/);
    expect(duelsLonger).not.toContain('every scenario weighing the same');
  });

  it('words a score only as its interval allows', () => {
    expect(text({ lastMan: 0.5, lastManScore: 0.05 })).toContain('far below an even score');
    expect(text({ lastMan: 0.5, lastManScore: 0.25 })).toContain('not clearly apart from an even score');
    expect(text({ lastMan: 0.5, lastManScore: 0.4 })).toContain('above an even score');
  });

  it("says the log's back-to-back actions were all under Last Man Standing only when the two counts agree", () => {
    expect(text({ backToBack: 0.2, backToBackWatched: 0.2 })).toContain('Every back-to-back action in the logs was taken under Last Man Standing.');
    expect(text({ backToBack: 0.3, backToBackWatched: 0.2 })).toContain('DIFFER');
  });

  it('says Feints and Rallies were never seen while their count is 0, and reads them otherwise', () => {
    const none = text({ feints: 0, rallies: 0 });
    expect(none).toContain('RR-158, Feints were never taken in 6,000 games');
    expect(none).toContain('RR-166, Rallies were never declared in 6,000 games');
    const some = text({ feints: 0.5, feintChecked: 0.5, feintFail: 0.1, feintSuccess: 0.2, feintCritical: 0.2, feintHazard: 0.1 });
    expect(some).toContain('RR-158, Feint: 0.50 Feints per game');
    expect(some).toContain('50% (');
    expect(some).toContain('fail 20% (');
  });

  it("sets the Evade shares beside the exact results of the Skirmishers' Guile check, and says how far a share outside its interval sits", () => {
    const exact = { evadeChecked: 1, evadeFail: 0.1225, evadeSuccess: 0.455, evadeCritical: 0.4225 };
    expect(text(exact)).toContain("The Skirmishers' Guile 8 on two dice gives fail 12.25%, success 45.50%, critical 42.25% exactly, and the shares agree with it within their intervals");
    const low = text({ ...exact, evadeSuccess: 0.4775, evadeCritical: 0.4 });
    expect(low).toMatch(/the success share sits \d\.\d standard errors above it, the critical share sits \d\.\d standard errors below it\. Nothing in the engine modifies this check .* chance alone goes this far about once in [\d,]+ runs/);
  });

  it('lists each scenario only with its own endings', () => {
    const duel = text({}).split('\n').find((line) => line.startsWith('RR-153'))!;
    expect(duel).toContain('the enemy duel targets removed 100.0%');
    expect(duel).not.toContain('most zones won');
  });

  it('registers the items it answers: Feint (RR-158), which the default player takes, but not Rally (RR-166), which it never declares', () => {
    expect(gameFacts.source.catalogue).toEqual(ANSWERED);
    expect(ANSWERED).toContain('RR-158');
    expect(ANSWERED).not.toContain('RR-166');
  });
});

describe('rr-game-facts: a short run', () => {
  it('puts every arm on its own lane', () => {
    expect(ARMS.map((arm) => laneOf(arm.params))).toEqual(ARMS.map((_, k) => k));
  });

  it("accounts for every round's ending and every game's, and finds back-to-back actions only under Last Man Standing", async () => {
    const { result } = await runToResult({ experiment: 'rr-game-facts', trials: 4, seed: 3, workers: 1 });
    expect(result.arms).toHaveLength(30);
    for (const arm of result.arms) {
      const m = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      const near = (a: number, b: number) => expect(a, arm.id).toBeCloseTo(b, 9);
      near(m('rounds'), m('roundsPassed') + m('roundsCut'));
      near(m('roundsPassed'), m('roundsBothOut') + m('roundsOneOut') + m('roundsBothChose') + m('roundsStuck'));
      // Rounds begun and the round the game ended in are the same number.
      near(m('rounds'), m('endRound'));
      expect(m('roundsCut'), arm.id).toBeLessThanOrEqual(1);
      const scenario = (Object.keys(SCENARIO_ENDINGS) as (keyof typeof SCENARIO_ENDINGS)[]).find((sc) => arm.id.startsWith(`${sc}-`))!;
      near(SCENARIO_ENDINGS[scenario].reduce((s, e) => s + m(`end${e[0].toUpperCase()}${e.slice(1)}`), 0), 1);
      near(m('backToBack'), m('backToBackWatched'));
      near(m('moraleSides'), arm.id.includes('ghostly-host') ? 1 : 2);
      expect(m('lastManStrict'), arm.id).toBeLessThanOrEqual(m('lastMan') + 1e-9);
      near(m('evades'), m('evadeStopped') + m('evadeChecked') + m('evadeNone'));
      near(m('maneuvers'), m('maneuverChecked') + m('maneuverNone'));
      if (!arm.id.includes('vampire-court')) near(m('evades'), 0);
      near(m('sprints'), m('sprintToward') + m('sprintAway') + m('sprintObjective') + m('sprintEdge'));
      expect(m('heldBack'), arm.id).toBeLessThanOrEqual(m('actionDecisions'));
      expect(m('actions'), arm.id).toBeGreaterThan(5);
    }
    const lines = gameFacts.answer!(result);
    expect(lines.filter((line) => line.startsWith('RR-')).length).toBe(12);
  }, 120_000);
});
