/**
 * Advanced Scenarios (`002_f697cf6215cb147c.txt`, Scenarios › Advanced Scenarios › Ambush, Break the Truce;
 * Victory Conditions): set-up, the scenario rules, Objective Points, and the heuristic playing to them (scenarios.ts,
 * scenarioAi.ts).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS, LET_PASS } from '../../../src/systems/jovian-wars/options.ts';
import { edgeDistance, podCounts } from '../../../src/systems/jovian-wars/scenarios.ts';
import { TRUCE_HOLD_TURNS } from '../../../src/systems/jovian-wars/scenarioAi.ts';
import { activate, choose, D, heuristicPick, N, select, start, T, unitOf } from './scripted.ts';

const ambush = (extra: Record<string, string> = {}) => start({ scenario: 'ambush', ...extra });
const truce = (extra: Record<string, string> = {}) => start({ scenario: 'break-the-truce', ...extra });

/** Sets `status` on the `nth` models of `side` whose card is in `cards` (all of them when no card is named). */
function mark(state: JovianState, side: number, cards: string[], status: 'withdrawn' | 'destroyed' | 'crippled'): void {
  for (const u of state.units) if (u.side === side && (cards.length === 0 || cards.includes(u.card))) u.status = status;
}

describe('Ambush (Advanced Scenarios › Ambush)', () => {
  it('plays in the Beacon Deployment Zone with Fleet Deployment; seat 0 is the Attacker and picks the edge farthest from the Defender', () => {
    const s = ambush();
    expect([s.variants.zone, s.variants.deployment]).toEqual(['beacon', 'fleet']);
    expect(s.units.every((u) => u.status !== 'reserve')).toBe(true);
    const sc = s.scenario!;
    expect(sc.attacker).toBe(0);
    const sums = [0, 1, 2, 3].map((e) => s.units.filter((u) => u.side === 1).reduce((sum, u) => sum + edgeDistance(e, u.x, u.y), 0));
    expect(sums[sc.edge]).toBe(Math.max(...sums));
  });

  it('"The Defender may only declare the Withdraw action if they are within 6" of this table edge and 6" away from any enemy models"; the Attacker as usual', () => {
    /** Only the Alexander (Defender) and the Uller (Attacker, 40, 40) on the table; `who` activates. */
    const duel = (alexanderAt: [number, number], who: string) => {
      const s = ambush();
      for (const u of s.units) if (u.card !== 'alexander' && u.card !== 'uller') u.status = 'withdrawn';
      Object.assign(unitOf(s, 'uller'), { x: 40, y: 40, heading: 2 });
      Object.assign(unitOf(s, 'alexander'), { x: alexanderAt[0], y: alexanderAt[1], heading: 6 });
      s.cached = null;
      activate(s, unitOf(s, who));
      return s;
    };
    // Edge 0 is y = 0 on the Beacon layout (the Defender's markers lie at y 30-42).
    expect(ambush().scenario!.edge).toBe(0);
    expect(duel([10, 20], 'alexander').options().some((o) => o.kind === 'withdraw')).toBe(false);
    const near = duel([10, 5.5], 'alexander');
    expect(near.options().some((o) => o.kind === 'withdraw')).toBe(true);
    // The heuristic Defender takes it.
    expect(heuristicPick(near).kind).toBe('withdraw');
    // The Attacker's Withdraw is not tied to the edge.
    expect(duel([10, 20], 'uller').options().some((o) => o.kind === 'withdraw')).toBe(true);
  });

  it('Objective Points: the Defender 55% Withdrawn scores 1 + 2 cumulative, 2 highest-only; 85%: 1 + 2 + 3 or 3; the Attacker 25% by turn 3 scores 3, and 4 for the most Victory Points', () => {
    for (const [tiers, mid, most] of [
      ['cumulative', 3, 6],
      ['highest', 2, 3],
    ] as const) {
      const s = ambush({ 'ambush-tiers': tiers });
      const sc = s.scenario!;
      expect(s.tv[1]).toBe(246);
      mark(s, 1, ['alexander', 'valiant', 'javelin'], 'withdrawn'); // 135 / 246 = 55%
      sc.lost = [0.3, 0.4];
      // Attacker: 4 (Victory Points: 246 - 0.5 x 135 < 250) + 3 (30% by turn 3); 40% by turn 5 and 0% at the end score nothing.
      expect(s.objectivePoints()).toEqual([7, mid]);
      mark(s, 1, ['pathfinder'], 'withdrawn'); // 210 / 246 = 85%
      expect(s.objectivePoints()).toEqual([7, most]);
      expect(s.winner()).toBe(0);
    }
  });

  it('the Attacker\'s lines: 50% Captured, Crippled or Destroyed at the End Phase of turn 5 scores 2, 75% at the end 1; the fractions use full point values', () => {
    const s = ambush();
    mark(s, 1, ['alexander', 'valiant', 'javelin', 'pathfinder'], 'destroyed'); // 210 / 246
    const sc = s.scenario!;
    sc.lost = [0.2, 0.6];
    expect(s.objectivePoints()).toEqual([4 + 2 + 1, 0]);
  });

  it('the End Phase of turns 3 and 5 records the Defender\'s losses (flow.ts endTurn)', () => {
    const s = ambush();
    mark(s, 1, ['alexander'], 'crippled');
    s.turn = 3;
    for (const u of s.units) u.activated = true;
    s.cached = null;
    s.settle();
    expect(s.scenario!.lost[0]).toBeCloseTo(55 / 246, 12);
    expect(s.scenario!.lost[1]).toBe(-1);
  });
});

/** Break the Truce with the Uller 10" from the Alexander, bow on, both in range of each other's guns. */
function facing(extra: Record<string, string> = {}) {
  const s = truce(extra);
  const uller = unitOf(s, 'uller');
  const alexander = unitOf(s, 'alexander');
  Object.assign(alexander, { x: 24, y: 20, heading: 6 });
  Object.assign(uller, { x: 24, y: 10, heading: 2 });
  s.cached = null;
  return { s, uller, alexander };
}

describe('Break the Truce (Advanced Scenarios › Break the Truce)', () => {
  it('plays in the Beacon Deployment Zone with Escalating Deployment', () => {
    const s = truce();
    expect([s.variants.zone, s.variants.deployment]).toEqual(['beacon', 'escalating']);
    expect(s.units.some((u) => u.status === 'reserve')).toBe(true);
  });

  it('Search for Escape Pods: "N - No escape pods found. D - One escape pod found. [T+] - Two escape pods found", loaded onto the model', () => {
    for (const [roll, found] of [
      [N, 0],
      [D, 1],
      [T, 2],
    ] as const) {
      const s = truce();
      const uller = unitOf(s, 'uller');
      activate(s, uller, 'search-pods');
      expect(s.currentPlayer()).toBe(CHANCE);
      s.apply(roll);
      expect(s.scenario!.pods[uller.index]).toBe(found);
    }
    // Squadrons may search too ("Any model").
    const s = truce();
    select(s, s.units.find((u) => u.side === 0 && !u.capital && u.status === 'active')!);
    expect(s.options().some((o) => o.kind === 'action' && ACTIONS[o.action] === 'search-pods')).toBe(true);
    // Not offered in the Introductory Scenario.
    const intro = start();
    activate(intro, unitOf(intro, 'uller'));
    expect(intro.options().some((o) => o.kind === 'action' && ACTIONS[o.action] === 'search-pods')).toBe(false);
  });

  it('Objective Points: 4 for the most Victory Points, -2 for the first player to attack, 3 / 2 / 1 for the most pods on Withdrawn capital ships / other capital ships / squadrons; a Destroyed model forfeits its pods, a Captured ship\'s count twice for the captor', () => {
    const s = truce();
    const sc = s.scenario!;
    const uller = unitOf(s, 'uller');
    const tengu = unitOf(s, 'tengu');
    const alexander = unitOf(s, 'alexander');
    const squadron = s.units.find((u) => u.side === 1 && !u.capital)!;
    sc.pods[uller.index] = 2;
    sc.pods[tengu.index] = 3;
    sc.pods[alexander.index] = 1;
    sc.pods[squadron.index] = 1;
    uller.status = 'withdrawn';
    sc.firstAttack = 0;
    // VP: seat 0 lost half the Uller (27.5) and holds 222.5; seat 1 246: seat 1 +4. Seat 0: -2, Withdrawn 3 (2 vs 0), others 2 (3 vs 1); seat 1: squadrons 1.
    expect(podCounts(s)).toEqual([
      [2, 3, 0],
      [0, 1, 1],
    ]);
    expect(s.objectivePoints()).toEqual([3, 5]);
    expect(s.winner()).toBe(1);
    tengu.status = 'destroyed';
    // The Tengu's 3 pods are forfeit: the 2-point line goes to seat 1 (1 vs 0).
    expect(s.objectivePoints()).toEqual([1, 7]);
    // Seat 1 captures nothing; seat 0 captures the Alexander: its 1 pod counts 2 for seat 0.
    alexander.side = 0;
    expect(podCounts(s)[0]).toEqual([2, 2, 0]);
  });

  it('the first attack is noted (side and turn), and its -2 is dropped under truce-penalty=off', () => {
    for (const penalty of ['on', 'off']) {
      const { s, uller, alexander } = facing({ 'truce-penalty': penalty });
      activate(s, uller);
      choose(s, (o) => o.kind === 'move');
      choose(s, (o) => o.kind === 'fire' && o.target === alexander.index);
      expect([s.scenario!.firstAttack, s.scenario!.firstAttackTurn, s.scenario!.firstAttackWindow]).toEqual([0, 1, 'activation']);
      const op = s.objectivePoints()!;
      const clean = truce({ 'truce-penalty': penalty });
      const before = clean.objectivePoints()!;
      expect(op[0] - before[0]).toBe(penalty === 'on' ? -2 : 0);
    }
  });

  it('the heuristic holds its fire while the truce holds (turn 1) and searches instead; it fires once the truce is broken', () => {
    const { s, uller, alexander } = facing();
    select(s, uller);
    const action = heuristicPick(s);
    expect(action.kind === 'action' && ACTIONS[action.action]).toBe('search-pods');
    choose(s, (o) => o.kind === 'action' && ACTIONS[o.action] === 'none');
    choose(s, (o) => o.kind === 'move');
    expect(s.options().some((o) => o.kind === 'fire' && o.target === alexander.index)).toBe(true);
    expect(heuristicPick(s).kind).toBe('end');
    s.scenario!.firstAttack = 1;
    s.cached = null;
    expect(heuristicPick(s).kind).toBe('fire');
  });

  it('whole games end with legal play, and the same seed gives the same game', () => {
    const agent = makeAgent('heuristic', agentContext(jovianWars));
    const play = () => {
      const s = jovianWars.newGame({ sides: [jovianWars.presets['cega-battle-group'], jovianWars.presets['jovian-strike-group']] as never, variants: { ...start().variants, scenario: 'break-the-truce' }, chance: Xoshiro128.stream(4, 0), log: false }) as JovianState;
      const rng = Xoshiro128.stream(4, 1);
      while (!s.isTerminal()) {
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else s.apply(agent.act(new SeatView(s, s.currentPlayer()), rng));
      }
      return JSON.stringify(s.serialize());
    };
    const a = play();
    expect(play()).toBe(a);
    expect(JSON.parse(a).scenario.firstAttackTurn).toBeGreaterThan(0);
  });

  it('while the truce holds no heuristic squadron takes a Reactive Interception, so no attack by choice breaks it', () => {
    // Any squadron may intercept (reactive-interception=any): before the heuristic let an enemy pass while the truce
    // held, a squadron searching near an enemy one intercepted it and broke the truce on turn 1 in every game.
    const agent = makeAgent('heuristic', agentContext(jovianWars));
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = jovianWars.newGame({ sides: [jovianWars.presets['cega-battle-group'], jovianWars.presets['jovian-strike-group']] as never, variants: { ...start().variants, scenario: 'break-the-truce' }, chance: Xoshiro128.stream(seed, 0), log: false }) as JovianState;
      const rng = Xoshiro128.stream(seed, 1);
      let passes = 0;
      while (!s.isTerminal() && s.scenario!.firstAttack < 0) {
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else {
          const action = agent.act(new SeatView(s, s.currentPlayer()), rng);
          const option = s.options()[action];
          if (option.kind === 'react' && s.turn <= TRUCE_HOLD_TURNS) {
            expect(option.choice).toBe(LET_PASS);
            passes++;
          }
          s.apply(action);
        }
      }
      expect(s.scenario!.firstAttackTurn).toBeGreaterThan(TRUCE_HOLD_TURNS);
      expect(passes).toBeGreaterThan(0);
    }
  });
});
