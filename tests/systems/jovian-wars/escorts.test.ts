/**
 * CAP / Escorting (002_f697cf6215cb147c.txt: Traits › CAP; Squadron Special Actions › Combat Air
 * Patrol; States › Escorting; Interception › Reactive Interception) on the illustrative
 * `cega-cap-patrol` fleet (Picket Cruiser with CAP and a Class III drone).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import type { Option } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { firstInRange, INTERCEPT_INCHES, reactiveInterceptor } from '../../../src/systems/jovian-wars/escorts.ts';
import { resolveVectorAttack } from '../../../src/systems/jovian-wars/supportActions.ts';
import { BATTLE, CAP_PATROL, start } from './scripted.ts';

const [CAP, JOVIAN] = CAP_PATROL;
const newGame = (sides: readonly unknown[] = CAP_PATROL, seed = 3) => start({}, sides, seed);

function playHeuristic(s: JovianState, seed: number): JovianState {
  const agent = makeAgent('heuristic', agentContext(jovianWars));
  const rng = Xoshiro128.stream(seed, 10);
  let guard = 0;
  while (!s.isTerminal() && guard++ < 5000) {
    const p = s.currentPlayer();
    if (p === CHANCE) s.applyChance();
    else s.apply(s.legalActions()[agent.act(new SeatView(s, p), rng)]);
  }
  return s;
}

describe('Jovian Wars CAP / Escorting', () => {
  it('deploys the first table squadron of the fleet Escorting the CAP ship, standing on it and without an activation (Combat Air Patrol; States › Escorting)', () => {
    const s = newGame();
    const ship = s.units.find((u) => u.card === 'picket-cruiser')!;
    const escorts = s.units.filter((u) => u.escort >= 0);
    expect(escorts.length).toBe(1);
    const e = escorts[0];
    expect(e.escort).toBe(ship.index);
    expect(e.card).toBe('cega-exo-armor-squadron');
    expect([e.x, e.y]).toEqual([ship.x, ship.y]);
    expect(e.activated).toBe(true);
    const selectable = s.legalActions().map((a) => s.describeAction(a)).join('\n');
    expect(selectable).not.toContain(`#${e.index} `);
  });

  it('fields no escort in fleets without a CAP ship (default games unchanged)', () => {
    const s = newGame(BATTLE);
    expect(s.units.some((u) => u.escort >= 0)).toBe(false);
    expect(s.escorts).toBe(false);
  });

  it('finds the first point of a move within Reactive Interception range by hand: (0,0)->(10,0) past a squadron at (5,3) enters 3" at x = 5', () => {
    expect(firstInRange(0, 0, 10, 0, 5, 3, INTERCEPT_INCHES)).toBeCloseTo(0.5, 12);
    expect(firstInRange(0, 0, 10, 0, 5, 3.01, INTERCEPT_INCHES)).toBe(-1);
    expect(firstInRange(4, 0, 10, 0, 5, 1, INTERCEPT_INCHES)).toBe(0);
  });

  it('interrupts an enemy squadron passing within 3" of the escort at the entry point, but not one whose path stays outside, nor without Fuel (Reactive Interception; escorts only, reactive-interception=escorts)', () => {
    const s = start({ 'reactive-interception': 'escorts' }, CAP_PATROL, 3);
    const e = s.units.find((u) => u.escort >= 0)!;
    const mover = s.units.find((u) => u.side === 1 && !u.capital)!;
    const fly = (dx: number) => {
      mover.x = e.x + dx;
      mover.y = e.y + 10;
      return reactiveInterceptor(s, mover, e.x + dx, e.y - 10, -1, false);
    };
    // 2" abeam: enters the 3" circle sqrt(9 - 4) = 2.236" before the closest point.
    expect(fly(2)).toBe(e);
    expect(mover.x).toBeCloseTo(e.x + 2, 9);
    expect(mover.y).toBeCloseTo(e.y - Math.sqrt(5), 9);
    expect(fly(3.5)).toBeNull();
    expect(mover.y).toBeCloseTo(e.y + 10, 9);
    e.fuel = 0;
    expect(fly(2)).toBeNull();
  });

  it('plays heuristic games in which escorts intercept, return to their ship and the game ends and round-trips through serialise (seeds 1-3)', () => {
    let intercepts = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const s = playHeuristic(newGame(CAP_PATROL, seed), seed);
      expect(s.isTerminal()).toBe(true);
      const events = s.events() as { kind: string }[];
      intercepts += events.filter((ev) => ev.kind === 'reactive-intercept').length;
      for (const u of s.units) if (u.escort >= 0) expect([u.x, u.y]).toEqual([s.units[u.escort].x, s.units[u.escort].y]);
      const back = jovianWars.deserialize(s.serialize()) as JovianState;
      expect(back.serialize()).toEqual(s.serialize());
    }
    expect(intercepts).toBeGreaterThan(0);
  });

  it('a Jovian fighter\'s Bombing Run on the Picket Cruiser is interrupted 3" out by its escort: a Dogfight (commits, rolls) instead of the run, then the escort is back on its ship (Reactive Interception; States › Escorting)', () => {
    const s = newGame();
    const ship = s.units.find((u) => u.card === 'picket-cruiser')!;
    const escort = s.units.find((u) => u.escort === ship.index)!;
    const fighter = s.units.find((u) => u.card === 'jovian-fighter-squadron')!;
    for (const u of s.units) if (u !== ship && u !== escort && u !== fighter) u.status = 'withdrawn';
    Object.assign(ship, { x: 24, y: 20, heading: 2 });
    Object.assign(escort, { x: 24, y: 20 });
    Object.assign(fighter, { x: 24, y: 28, heading: 6 });
    s.toMove = fighter.side;
    s.cached = null;
    const pick = (match: (o: Option) => boolean) => {
      const i = s.options().findIndex(match);
      expect(i).toBeGreaterThanOrEqual(0);
      s.apply(i);
    };
    pick((o) => o.kind === 'select' && o.unit === fighter.index);
    if (s.phase === 'action') pick((o) => o.kind === 'action' && ACTIONS[o.action] === 'none');
    pick((o) => o.kind === 'bomb' && o.target === ship.index);
    // The escort is offered the interception (reactiveOffer.ts) and takes it.
    expect(s.currentPlayer()).toBe(escort.side);
    pick((o) => o.kind === 'react' && o.choice === 1);
    expect(s.phase).toBe('commit');
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: fighter.index, defender: escort.index, reactive: true });
    expect([fighter.x, fighter.y]).toEqual([24, 23]);
    // The Picket Cruiser's Point Defense autofire on the fighter first (Attack Window): scripted N.
    while (s.currentPlayer() === CHANCE) s.apply(0);
    expect(s.currentPlayer()).toBe(fighter.side);
    pick((o) => o.kind === 'commit');
    expect(s.currentPlayer()).toBe(escort.side);
    pick((o) => o.kind === 'commit');
    let guard = 0;
    while (s.currentPlayer() === CHANCE && guard++ < 10) s.apply(0);
    expect(s.exchange).toBeNull();
    expect([escort.x, escort.y]).toEqual([ship.x, ship.y]);
    expect([fighter.x, fighter.y]).toEqual([24, 23]);
    expect(ship.targeted).toBe(0);
  });

  it('the heuristic beats random with the CAP Patrol (vs Jovian Strike Group, sides swapped, 100 games: 93%, 86.3-96.6%): 95% interval above 80%', async () => {
    const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-cap-patrol', b: 'preset:jovian-strike-group', agentA: 'heuristic', agentB: 'random', games: 100, seed: 7, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);

  it('random playouts with the CAP Patrol end, never run out of legal actions, and round-trip through serialise mid-game, under both exo-suit-marines readings', () => {
    for (const [seed, variants] of [[4, {}], [5, { 'exo-suit-marines': 'one' }]] as const) {
      const s = start(variants, [JOVIAN, CAP], seed);
      const rng = Xoshiro128.stream(seed, 1);
      let steps = 0;
      while (!s.isTerminal()) {
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else {
          const legal = s.legalActions();
          expect(legal.length).toBeGreaterThan(0);
          s.apply(legal[rng.nextBelow(legal.length)]);
        }
        if (++steps === 150) expect((jovianWars.deserialize(s.serialize()) as JovianState).serialize()).toEqual(s.serialize());
        expect(steps).toBeLessThan(20000);
      }
    }
  });

  it('a Vector Attack that moves the escort takes it 4 inches toward the nearest enemy and out of the Escorting state (States › Escorting: "commanded to leave Escorting State via the Vector Attack action")', () => {
    const s = newGame();
    const ship = s.units.find((u) => u.card === 'picket-cruiser')!;
    const escort = s.units.find((u) => u.escort === ship.index)!;
    for (const u of s.units) if (u.side === ship.side && !u.capital && u !== escort) u.status = 'withdrawn';
    resolveVectorAttack(s, ship, 0, 3, 48);
    expect(escort.escort).toBe(-1);
    expect(Math.hypot(escort.x - ship.x, escort.y - ship.y)).toBeCloseTo(4, 9);
  });
});
