/**
 * The Interception limit (002_f697cf6215cb147c.txt, Squadron Special Actions › Interception: "Squadrons may not
 * intercept or be intercepted more than once in one activation"; JW-131; escorts.ts) and its variant
 * `interception-limit`: two CAP ships side by side with their escorts, a Jovian fighter's Bombing Run on one of them.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/game/state.ts';
import type { JovianState, Option } from '../../../src/systems/jovian-wars/game.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { nextInterceptor } from '../../../src/systems/jovian-wars/escorts.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { CAP_SCREEN } from '../../../experiments/jovian-wars/interception-limit.ts';
import { start } from './scripted.ts';

const SIDES = [CAP_SCREEN, jovianWars.presets['jovian-strike-group']] as const;

/** Two Picket Cruisers 4" apart with their escorts, a fighter 8" north of the first; every other model Withdrawn. */
function table(limit: 'once' | 'unlimited') {
  const s = start(limit === 'once' ? {} : { 'interception-limit': 'unlimited' }, SIDES, 3);
  const ships = s.units.filter((u) => u.card === 'picket-cruiser').slice(0, 2);
  const escorts = ships.map((ship) => s.units.find((u) => u.escort === ship.index)!);
  const fighter = s.units.find((u) => u.card === 'jovian-fighter-squadron')!;
  for (const u of s.units) if (!ships.includes(u) && !escorts.includes(u) && u !== fighter) u.status = 'withdrawn';
  ships.forEach((ship, k) => {
    Object.assign(ship, { x: 24 + 4 * k, y: 20, heading: 2 });
    Object.assign(escorts[k], { x: ship.x, y: ship.y });
  });
  Object.assign(fighter, { x: 24, y: 28, heading: 6 });
  s.toMove = fighter.side;
  s.cached = null;
  return { s, ships, escorts, fighter };
}

function pick(s: JovianState, match: (o: Option) => boolean): void {
  const i = s.options().findIndex(match);
  expect(i).toBeGreaterThanOrEqual(0);
  s.apply(i);
}

/** Commits for both sides of the open exchange, every roll N (the scripted chance outcome 0): nobody is hurt. */
function dogfight(s: JovianState): void {
  while (s.currentPlayer() === CHANCE) s.apply(0);
  pick(s, (o) => o.kind === 'commit');
  pick(s, (o) => o.kind === 'commit');
  let guard = 0;
  while (s.currentPlayer() === CHANCE && guard++ < 20) s.apply(0);
}

function bombFirstShip(limit: 'once' | 'unlimited') {
  const t = table(limit);
  const { s, ships, fighter } = t;
  pick(s, (o) => o.kind === 'select' && o.unit === fighter.index);
  if (s.phase === 'action') pick(s, (o) => o.kind === 'action' && ACTIONS[o.action] === 'none');
  pick(s, (o) => o.kind === 'bomb' && o.target === ships[0].index);
  // The first escort on the way is offered the interception (reactiveOffer.ts) and takes it.
  pick(s, (o) => o.kind === 'react' && o.choice === 1);
  return t;
}

describe('Jovian Wars Interception limit (JW-131)', () => {
  it('the first escort in range stops the move 3" out; the second escort, on a ship 4" away, is then 5" off: out of range, so nothing more to forbid', () => {
    const { s, escorts, fighter } = bombFirstShip('once');
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: fighter.index, defender: escorts[0].index, reactive: true });
    expect(s.exchange!.before).toBeUndefined();
    // Stopped 3" north of the first escort, at (24, 23): the second escort at (28, 20) is 5" away, out of range.
    expect([fighter.x, fighter.y]).toEqual([24, 23]);
    expect(nextInterceptor(s, fighter, [escorts[0].index])).toBeNull();
  });

  it('once (default): with the second escort in range of the stopped fighter, the limit forbids its interception: the Dogfight ends the interceptions', () => {
    const { s, escorts, fighter } = bombFirstShip('once');
    // Put the second escort within 3" of the interception point after the move (the engine's escorts never stand
    // there: the move stops at the first point in range of any escort; this sets up the case the limit covers).
    Object.assign(escorts[1], { x: 26, y: 22 });
    dogfight(s);
    expect(s.exchange).toBeNull();
    expect(fighter.inPlay()).toBe(true);
    // The interception the limit forbids: the test the unlimited reading plays.
    expect(nextInterceptor(s, fighter, [escorts[0].index])).toBe(escorts[1]);
    const events = s.events() as { kind: string }[];
    expect(events.filter((e) => e.kind === 'reactive-intercept').length).toBe(1);
  });

  it('unlimited: the second escort in range intercepts the surviving fighter too, then no one (each escort once)', () => {
    const { s, escorts, fighter } = bombFirstShip('unlimited');
    Object.assign(escorts[1], { x: 26, y: 22 });
    dogfight(s);
    // After the Dogfight the second escort is offered the interception too.
    expect([s.phase, s.currentPlayer(), s.react?.unit]).toEqual(['react', escorts[1].side, escorts[1].index]);
    pick(s, (o) => o.kind === 'react' && o.choice === 1);
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: fighter.index, defender: escorts[1].index, reactive: true, before: [escorts[0].index] });
    dogfight(s);
    expect(s.exchange).toBeNull();
    const events = s.events() as { kind: string }[];
    expect(events.filter((e) => e.kind === 'reactive-intercept').length).toBe(2);
    // The second escort returned to its ship's spot (States › Escorting).
    expect([escorts[1].x, escorts[1].y]).toEqual([28, 20]);
  });

  it('unlimited: the second escort may let the fighter pass instead; then the activation goes on to its attacks', () => {
    const { s, escorts, fighter } = bombFirstShip('unlimited');
    Object.assign(escorts[1], { x: 26, y: 22 });
    dogfight(s);
    pick(s, (o) => o.kind === 'react' && o.choice === 0);
    expect([s.exchange, s.react, s.phase, s.currentPlayer()]).toEqual([null, null, 'attack', fighter.side]);
    const events = s.events() as { kind: string; unit?: number }[];
    expect(events.filter((e) => e.kind === 'reactive-intercept').length).toBe(1);
    expect(events.filter((e) => e.kind === 'lets-pass')).toEqual([expect.objectContaining({ unit: escorts[1].index })]);
  });

  it('unlimited with no second escort in range plays as once: the same state after the Dogfight but for the variant', () => {
    const a = bombFirstShip('once');
    const b = bombFirstShip('unlimited');
    dogfight(a.s);
    dogfight(b.s);
    expect(b.s.exchange).toBeNull();
    const strip = (x: JovianState) => ({ ...x.serialize(), variants: null });
    expect(strip(b.s)).toEqual(strip(a.s));
  });

  it('nextInterceptor skips escorts without Fuel, friendly ones and those already done', () => {
    const { s, escorts, fighter } = table('once');
    Object.assign(fighter, { x: 24, y: 22 });
    expect(nextInterceptor(s, fighter, [])).toBe(escorts[0]);
    expect(nextInterceptor(s, fighter, [escorts[0].index])).toBeNull();
    escorts[0].fuel = 0;
    expect(nextInterceptor(s, fighter, [])).toBeNull();
    escorts[0].fuel = 2;
    expect(nextInterceptor(s, escorts[1], [])).toBeNull();
  });
});
