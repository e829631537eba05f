/**
 * Reactive Interception by any squadron (002_f697cf6215cb147c.txt, Interception › Reactive Interception: "Squadrons
 * may also declare an Interception during an enemy Model's activation if the active enemy Squadron is within 3" at any
 * point during its activation ... 1. Interrupts the active Squadron at the first point at which the Active Squadron
 * is in Interception range 2. Makes a free move into base contact by the shortest path possible ... 3. Resolves a
 * Dogfight"; Dogfight step 8), variant `reactive-interception=any` (default; `escorts`: only Escorting squadrons, the
 * engine before). Each eligible squadron on the way is offered it and its player answers (reactiveOffer.ts).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import { reactiveInterceptor } from '../../../src/systems/jovian-wars/escorts.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { JovianState as JovianStateClass } from '../../../src/systems/jovian-wars/game.ts';
import { activate, answerOffer, BATTLE, choose, heuristicPick, start, table, unitOf, withTraits } from './scripted.ts';

/** A CEGA fighter squadron at (24, 20) and the Jovian fighter squadron at (26, 30), the rest withdrawn. */
function pair(variants: Record<string, string> = {}): { s: JovianState; guard: ReturnType<typeof unitOf>; mover: ReturnType<typeof unitOf> } {
  const s = table({ 'cega-fighter-squadron': [24, 20, 2], 'jovian-fighter-squadron': [26, 30, 6], uller: [24, 8, 2] }, variants);
  return { s, guard: unitOf(s, 'cega-fighter-squadron'), mover: unitOf(s, 'jovian-fighter-squadron') };
}

/** Flies `mover` straight from (x0, y0) to (x1, y1) and asks for the Reactive Interception on that move. */
function fly(s: JovianState, mover: ReturnType<typeof unitOf>, x0: number, y0: number, x1: number, y1: number, target = -1, intercepting = false) {
  mover.x = x1;
  mover.y = y1;
  return reactiveInterceptor(s, mover, x0, y0, target, intercepting);
}

describe('Jovian Wars Reactive Interception by any squadron', () => {
  it('a squadron that is not Escorting intercepts a move passing within 3", at the first point in range; not under reactive-interception=escorts', () => {
    const { s, guard, mover } = pair();
    // Passing 2" abeam: the 3" circle is entered sqrt(9 - 4) = 2.236" before the closest point.
    expect(fly(s, mover, 26, 30, 26, 10)).toBe(guard);
    expect(mover.x).toBeCloseTo(26, 9);
    expect(mover.y).toBeCloseTo(20 + Math.sqrt(5), 9);
    expect(fly(s, mover, 27.5, 30, 27.5, 10)).toBeNull();
    const old = pair({ 'reactive-interception': 'escorts' });
    expect(fly(old.s, old.mover, 26, 30, 26, 10)).toBeNull();
  });

  it('not without Fuel, not Embarked, not a Class I-II drone, not the target of the mover\'s own Intercept, not a friend', () => {
    const { s, guard, mover } = pair();
    guard.fuel = 0;
    expect(fly(s, mover, 26, 30, 26, 10)).toBeNull();
    guard.fuel = 2;
    guard.status = 'embarked';
    expect(fly(s, mover, 26, 30, 26, 10)).toBeNull();
    guard.status = 'active';
    expect(fly(s, mover, 26, 30, 26, 10, guard.index, true)).toBeNull();
    expect(fly(s, mover, 26, 30, 26, 10, guard.index, false)).toBe(guard);
    // A friend of the mover beside its path: a Pathfinder of the mover's own side.
    const friend = unitOf(s, 'pathfinder');
    Object.assign(friend, { status: 'active', x: 26, y: 21, fuel: 3 });
    guard.status = 'withdrawn';
    expect(fly(s, mover, 26, 30, 26, 10)).toBeNull();
    friend.status = 'withdrawn';
    // A Class I drone (drones below Class III are offered no Intercept either: options.ts).
    guard.status = 'active';
    Object.assign(guard, { def: { ...guard.def, kind: 'drone', droneClass: 1 } });
    expect(fly(s, mover, 26, 30, 26, 10)).toBeNull();
    Object.assign(guard, { def: { ...guard.def, kind: 'drone', droneClass: 3 } });
    expect(fly(s, mover, 26, 30, 26, 10)).toBe(guard);
  });

  it('a Jovian fighter\'s Bombing Run on the Uller flying past a CEGA fighter squadron: stopped 3" out, the interceptor moves into base contact, a Dogfight, then its move 1" away; the run lapses', () => {
    const s = table({ 'cega-fighter-squadron': [24, 22, 2], 'jovian-fighter-squadron': [26, 30, 6], uller: [24, 15, 2] });
    const guard = unitOf(s, 'cega-fighter-squadron');
    const mover = unitOf(s, 'jovian-fighter-squadron');
    const ship = unitOf(s, 'uller');
    // The Jovian fighter (Speed 10) at (26, 30) bombs the Uller at (24, 15) with Boost 2: its path passes the guard at (24, 22).
    mover.fuel = 4;
    const shipStructure = ship.structure;
    activate(s, mover);
    choose(s, (o) => o.kind === 'bomb' && o.target === ship.index);
    answerOffer(s, true);
    expect(s.phase).toBe('commit');
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: mover.index, defender: guard.index, reactive: true });
    const d = Math.hypot(mover.x - 24, mover.y - 22);
    expect(d).toBeCloseTo(3, 9);
    // Base contact: the guard stands 1" from the mover, on the line it came from.
    expect(Math.hypot(guard.x - mover.x, guard.y - mover.y)).toBeCloseTo(1, 9);
    let steps = 0;
    while (s.exchange && steps++ < 40) {
      if (s.currentPlayer() === CHANCE) s.apply(0);
      else choose(s, (o) => o.kind === 'commit');
    }
    expect(s.exchange).toBeNull();
    const events = s.events() as { kind: string; escorting?: boolean }[];
    expect(events.filter((e) => e.kind === 'reactive-intercept')).toEqual([expect.objectContaining({ escorting: false })]);
    // No Bombing exchange on the Uller followed: the declared run lapsed at the interruption.
    expect(events.some((e) => e.kind === 'reveal' && (e as unknown as { exchange: string }).exchange === 'bombing')).toBe(false);
    // Dogfight step 8, after the attacks (freeMoves.ts, freeMoves.test.ts): both survived, so the interceptor moves 1"
    // directly away from the stopped squadron.
    while (s.currentPlayer() === CHANCE && steps++ < 200) s.apply(0);
    expect([guard.status, mover.status]).toEqual(['active', 'active']);
    expect(Math.hypot(guard.x - mover.x, guard.y - mover.y)).toBeCloseTo(2, 9);
    expect(ship.structure).toBe(shipStructure);
  });

  it('the heuristic weighs them (setting interceptions=weighed): it does not fly a Bombing Run past a squadron that would stop it; interceptions=ignored (the player before) does', () => {
    const pick = (spec: string) => {
      const s = table({ 'cega-fighter-squadron': [24, 22, 2], 'jovian-fighter-squadron': [26, 30, 6], uller: [24, 15, 2] });
      const mover = unitOf(s, 'jovian-fighter-squadron');
      mover.fuel = 4;
      activate(s, mover);
      const o = heuristicPick(s, spec);
      return o.kind === 'bomb' && o.target === unitOf(s, 'uller').index;
    };
    // The run needs Boost 2: both players Boost into runs here (run-boost=any; the default Boosts into none).
    expect(pick('heuristic:interceptions=ignored,run-boost=any')).toBe(true);
    expect(pick('heuristic:run-boost=any')).toBe(false);
  });

  it("interceptions=rams weighs a squadron's Ram the same way: it does not ram past a squadron that would stop it; the default does", () => {
    const pick = (spec: string) => {
      const s = table({ 'cega-fighter-squadron': [24, 22, 2], 'jovian-fighter-squadron': [26, 30, 6], uller: [24, 15, 2] });
      const mover = unitOf(s, 'jovian-fighter-squadron');
      // A squadron rams only at Structure 0-1 (Squadron Ramming Capital Ship).
      Object.assign(mover, { fuel: 4, structure: 1 });
      activate(s, mover);
      const o = heuristicPick(s, spec);
      return `${o.kind} ${o.kind === 'ram' || o.kind === 'intercept' ? (o.target === unitOf(s, 'uller').index ? 'uller' : 'guard') : ''}`.trim();
    };
    expect(pick('heuristic')).toBe('ram uller');
    expect(pick('heuristic:interceptions=rams')).not.toBe('ram uller');
  });

  it('heuristic games of the two presets have Reactive Interceptions and end (seeds 1-4); none under reactive-interception=escorts', () => {
    const count = (variants: Record<string, string>) => {
      let n = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const s = start(variants, BATTLE, seed);
        const seats = [0, 1].map((k) => ({ agent: makeAgent('heuristic', agentContext(jovianWars)), rng: Xoshiro128.stream(seed, 7 + k) }));
        playToEnd(s, seats as never);
        expect(s.isTerminal()).toBe(true);
        n += (s.events() as { kind: string }[]).filter((e) => e.kind === 'reactive-intercept').length;
      }
      return n;
    };
    expect(count({})).toBeGreaterThan(0);
    expect(count({ 'reactive-interception': 'escorts' })).toBe(0);
  });
});

describe('Jovian Wars Reactive Interception is the offered squadron\'s choice (reactiveOffer.ts: "Squadrons may also declare an Interception")', () => {
  /** The Jovian fighter (26, 30) bombs the Uller (24, 15) past the CEGA guard at (24, 22), with Boost 2, as above. */
  const run = () => {
    const s = table({ 'cega-fighter-squadron': [24, 22, 2], 'jovian-fighter-squadron': [26, 30, 6], uller: [24, 15, 2] });
    const mover = unitOf(s, 'jovian-fighter-squadron');
    mover.fuel = 4;
    activate(s, mover);
    return { s, mover, guard: unitOf(s, 'cega-fighter-squadron'), ship: unitOf(s, 'uller') };
  };

  it('the offer comes before the move, to the guard\'s player: nothing has moved yet, two choices, public', () => {
    const { s, mover, guard, ship } = run();
    choose(s, (o) => o.kind === 'bomb' && o.target === ship.index);
    expect([s.phase, s.currentPlayer(), s.react?.unit, s.legalActions().length]).toEqual(['react', guard.side, guard.index, 2]);
    expect([mover.x, mover.y, mover.fuel]).toEqual([26, 30, 4]);
    expect(s.describeAction(0)).toMatch(/^let pass /);
    expect(s.describeAction(1)).toMatch(/^intercept /);
    expect(s.observation(mover.side).offered).toBe(guard.index);
    // A copy and a saved state carry the offer.
    const back = jovianWars.deserialize(s.serialize()) as JovianState;
    expect(back.serialize()).toEqual(s.serialize());
    expect(s.clone({ log: true }).serialize()).toEqual(s.serialize());
  });

  it('let pass: the move is flown in full and the Bombing Run goes on', () => {
    const { s, mover, guard, ship } = run();
    choose(s, (o) => o.kind === 'bomb' && o.target === ship.index);
    answerOffer(s, false);
    expect(s.react).toBeNull();
    expect(s.exchange).toMatchObject({ kind: 'bombing', attacker: mover.index, defender: ship.index });
    expect(Math.hypot(mover.x - ship.x, mover.y - ship.y)).toBeCloseTo(1, 9);
    const events = s.events() as { kind: string; unit?: number }[];
    expect(events.filter((e) => e.kind === 'lets-pass')).toEqual([expect.objectContaining({ unit: guard.index, target: mover.index })]);
    expect(events.some((e) => e.kind === 'reactive-intercept')).toBe(false);
  });

  it('two squadrons on the way: the first lets it pass, the next on the way is offered and intercepts where its range is entered', () => {
    const s = table({ 'cega-fighter-squadron#0': [24, 22, 2], 'cega-fighter-squadron#1': [25, 19, 2], 'jovian-fighter-squadron': [26, 30, 6], uller: [24, 15, 2] });
    const mover = unitOf(s, 'jovian-fighter-squadron');
    const [first, second] = [unitOf(s, 'cega-fighter-squadron', 0), unitOf(s, 'cega-fighter-squadron', 1)];
    mover.fuel = 4;
    activate(s, mover);
    choose(s, (o) => o.kind === 'bomb' && o.target === unitOf(s, 'uller').index);
    expect(s.react?.unit).toBe(first.index);
    answerOffer(s, false);
    expect([s.phase, s.react?.unit, s.react?.passed]).toEqual(['react', second.index, [first.index]]);
    answerOffer(s, true);
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: mover.index, defender: second.index, reactive: true });
    // Stopped where the second's 3" is first entered (the first's range was passed through); the second flew into base contact.
    expect(Math.hypot(mover.x - 25, mover.y - 19)).toBeCloseTo(3, 9);
    expect(Math.hypot(mover.x - 24, mover.y - 22)).toBeLessThan(3);
    expect(Math.hypot(mover.x - second.x, mover.y - second.y)).toBeCloseTo(1, 9);
    expect(s.react).toBeNull();
  });

  it('the heuristic (react=always) takes every offer; react=weighed stops a Bombing Run even with a weak squadron, but lets an approach pass when its Dogfight is worse than even', () => {
    for (const [kind, weighed] of [
      ['bomb', 1],
      ['approach', 0],
    ] as const) {
      const { s, guard, ship } = run();
      guard.structure = 1;
      guard.fuel = 1;
      choose(s, (o) => o.kind === kind && o.target === ship.index);
      expect(s.phase).toBe('react');
      expect(heuristicPick(s, 'heuristic:react=weighed')).toMatchObject({ kind: 'react', choice: weighed });
      expect(heuristicPick(s)).toMatchObject({ kind: 'react', choice: 1 });
    }
    // At full strength the guard's Dogfight is even: weighed intercepts the approach too.
    const { s, ship } = run();
    choose(s, (o) => o.kind === 'approach' && o.target === ship.index);
    expect(heuristicPick(s, 'heuristic:react=weighed')).toMatchObject({ kind: 'react', choice: 1 });
  });

  it('random and heuristic games answer offers both ways, and a game restored mid-offer plays on identically', () => {
    const answers = { heuristic: [0, 0], random: [0, 0] };
    for (const spec of ['heuristic', 'random'] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const s = start({}, BATTLE, seed, false);
        const agents = [makeAgent(spec, agentContext(jovianWars)), makeAgent(spec, agentContext(jovianWars))];
        const rng = Xoshiro128.stream(seed, 9);
        let restored = false;
        while (!s.isTerminal()) {
          if (s.currentPlayer() === CHANCE) {
            s.applyChance();
            continue;
          }
          if (s.phase === 'react' && !restored) {
            restored = true;
            const copy = JovianStateClass.deserialize(s.serialize());
            expect(copy.legalActions()).toEqual(s.legalActions());
            expect(copy.serialize()).toEqual(s.serialize());
          }
          const player = s.currentPlayer();
          const a = agents[player].act({ player, observation: null, legalActions: s.legalActions(), describeAction: (x: number) => s.describeAction(x), sample: (r: Xoshiro128) => s.determinize(player, r) } as never, rng);
          if (s.phase === 'react') answers[spec][s.options()[a].kind === 'react' ? (s.options()[a] as { choice: number }).choice : 0]++;
          s.apply(a);
        }
      }
    }
    expect(answers.random[0]).toBeGreaterThan(0);
    expect(answers.random[1]).toBeGreaterThan(0);
    expect(answers.heuristic[1]).toBeGreaterThan(0);
  });
});

describe('Jovian Wars Interceptor trait (Traits › Interceptor: "may expend one fuel ... a range of their Speed value in inches, as opposed to 3"")', () => {
  it('a squadron with Interceptor (Speed 10) stops a run passing 6" away and pays 1 Fuel for it; one already within 3" pays none', () => {
    for (const [x, y, paid] of [
      [18, 20, 1],
      [23, 29, 0],
    ] as const) {
      const s = table({ 'cega-fighter-squadron': [x, y, 2], 'jovian-fighter-squadron': [24, 30, 6], uller: [24, 15, 2] });
      const guard = withTraits(s, unitOf(s, 'cega-fighter-squadron'), ['interceptor']);
      const mover = unitOf(s, 'jovian-fighter-squadron');
      mover.fuel = 4;
      const fuel = guard.fuel;
      activate(s, mover);
      choose(s, (o) => o.kind === 'bomb' && o.target === unitOf(s, 'uller').index);
      answerOffer(s, true);
      expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: mover.index, defender: guard.index, reactive: true });
      expect(guard.fuel).toBe(fuel - paid);
      // Stopped where Speed's range is first entered (10" away), or at once within 3".
      expect(Math.hypot(mover.x - x, mover.y - y)).toBeCloseTo(paid ? 10 : Math.hypot(24 - x, 30 - y), 9);
    }
  });
});
