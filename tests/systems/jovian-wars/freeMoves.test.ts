/**
 * The moves that end a Bombing Run or a Dogfight, made after the exchange's attacks by who survived them
 * (002_f697cf6215cb147c.txt, Bombing Run step 9: "If the Squadron survives the Bombing, it may now make a free 4"
 * move"; Dogfight step 8: "If only one Squadron survives the Dogfight, it may now make a free 4" move in any direction.
 * Otherwise, the Intercepting Squadron moves 1" directly away from the other Squadron"; freeMoves.ts), and the Reactive
 * Interception of a squadron that holds within 3" ("within 3" at any point during its activation") and of a
 * squadron's Land or Ram move passing within 3" (flow.ts stoppedOnTheWay; escapes and mining runs share it).
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/game/state.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { activate, answerOffer, CARRIER_TABLE, choose, select, table, unitOf } from './scripted.ts';

/** Commits for both sides until the exchange is revealed (its attacks queued). */
function reveal(s: JovianState): void {
  let steps = 0;
  while (s.exchange && steps++ < 40) {
    if (s.currentPlayer() === CHANCE) s.apply(0);
    else choose(s, (o) => o.kind === 'commit');
  }
  expect(s.exchange).toBeNull();
}

/** Rolls the queued jobs (the first outcome each time) until a decision is needed. */
function settleJobs(s: JovianState): void {
  let steps = 0;
  while (s.currentPlayer() === CHANCE && steps++ < 200) s.apply(0);
  expect(s.jobs).toEqual([]);
}

/** The CEGA fighter squadron guarding at (24, 22), the Jovian fighter squadron at (26, 30) bombing the Uller at (24, 15). */
function interceptedRun(): { s: JovianState; guard: ReturnType<typeof unitOf>; mover: ReturnType<typeof unitOf> } {
  const s = table({ 'cega-fighter-squadron': [24, 22, 2], 'jovian-fighter-squadron': [26, 30, 6], uller: [24, 15, 2] });
  const guard = unitOf(s, 'cega-fighter-squadron');
  const mover = unitOf(s, 'jovian-fighter-squadron');
  mover.fuel = 4;
  activate(s, mover);
  choose(s, (o) => o.kind === 'bomb' && o.target === unitOf(s, 'uller').index);
  answerOffer(s, true);
  expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: mover.index, defender: guard.index, reactive: true });
  return { s, guard, mover };
}

describe('Jovian Wars free moves after a Bombing Run or Dogfight (Bombing Run step 9, Dogfight step 8)', () => {
  it('both squadrons survive a Reactive Interception: the interceptor moves 1" directly away from the stopped squadron, after the attacks', () => {
    const { s, guard, mover } = interceptedRun();
    reveal(s);
    // Still in base contact while the Dogfight's attacks are rolled.
    expect(Math.hypot(guard.x - mover.x, guard.y - mover.y)).toBeCloseTo(1, 9);
    const [gx, gy, mx, my] = [guard.x, guard.y, mover.x, mover.y];
    settleJobs(s);
    expect([guard.status, mover.status]).toEqual(['active', 'active']);
    expect(Math.hypot(guard.x - mover.x, guard.y - mover.y)).toBeCloseTo(2, 9);
    // Directly away: along the line from the mover through the guard's contact spot.
    expect(guard.x).toBeCloseTo(gx + (gx - mx), 9);
    expect(guard.y).toBeCloseTo(gy + (gy - my), 9);
    expect((s.events() as { kind: string; inches?: number }[]).filter((e) => e.kind === 'free-move')).toEqual([expect.objectContaining({ unit: guard.index, inches: 1 })]);
  });

  it('the interceptor alone survives: its free 4" move, straight back towards its own edge', () => {
    const { s, guard, mover } = interceptedRun();
    reveal(s);
    const [gx, gy] = [guard.x, guard.y];
    // The stopped squadron is lost in the Dogfight (set here; its own attack is then never made).
    mover.status = 'destroyed';
    settleJobs(s);
    expect(guard.x).toBeCloseTo(gx, 9);
    expect(guard.y).toBeCloseTo(gy + (guard.side === 0 ? -4 : 4), 9);
  });

  it('an Active Interception where both survive: the active squadron (the interceptor) ends 1" farther away, not 4" back', () => {
    const s = table({ 'jovian-fighter-squadron': [24, 30, 6], 'cega-fighter-squadron': [24, 22, 2], uller: [4, 4, 2] });
    const active = unitOf(s, 'jovian-fighter-squadron');
    const target = unitOf(s, 'cega-fighter-squadron');
    activate(s, active);
    choose(s, (o) => o.kind === 'intercept' && o.target === target.index && o.boost === 0);
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: active.index, defender: target.index });
    // Run to base contact: 1" short of the target, straight down the y axis.
    expect(active.y).toBeCloseTo(23, 9);
    reveal(s);
    expect(active.y).toBeCloseTo(23, 9);
    settleJobs(s);
    expect([active.status, target.status]).toEqual(['active', 'active']);
    expect(active.x).toBeCloseTo(24, 9);
    expect(active.y).toBeCloseTo(24, 9);
    expect(target.y).toBe(22);
  });

  it('a Bombing Run: the squadron is still in base contact while the attacks resolve, then makes its free 4" move back', () => {
    const s = table({ 'jovian-fighter-squadron': [24, 30, 6], uller: [24, 15, 2] });
    const bomber = unitOf(s, 'jovian-fighter-squadron');
    const ship = unitOf(s, 'uller');
    bomber.fuel = 4;
    activate(s, bomber);
    choose(s, (o) => o.kind === 'bomb' && o.target === ship.index);
    expect(s.exchange).toMatchObject({ kind: 'bombing', attacker: bomber.index, defender: ship.index });
    const contactY = bomber.y;
    reveal(s);
    expect(bomber.y).toBe(contactY);
    settleJobs(s);
    expect(bomber.status).toBe('active');
    expect(bomber.y).toBeCloseTo(contactY + (bomber.side === 0 ? -4 : 4), 9);
  });

  it('a squadron that holds within 3" of an eligible enemy squadron is intercepted there, before its attacks; one 3.5" away is not', () => {
    for (const [gap, intercepted] of [
      [2.5, true],
      [3.5, false],
    ] as const) {
      const s = table({ 'cega-fighter-squadron': [24, 22, 2], 'jovian-fighter-squadron': [24, 22 + gap, 6], uller: [4, 4, 2] });
      const guard = unitOf(s, 'cega-fighter-squadron');
      const holder = unitOf(s, 'jovian-fighter-squadron');
      activate(s, holder);
      choose(s, (o) => o.kind === 'hold');
      if (!intercepted) {
        expect(s.phase).not.toBe('react');
        expect(s.exchange).toBeNull();
        continue;
      }
      answerOffer(s, true);
      expect(s.phase).toBe('commit');
      expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: holder.index, defender: guard.index, reactive: true });
      // The interceptor flies into base contact; the holder stays where it is.
      expect(holder.y).toBe(22 + gap);
      expect(Math.hypot(guard.x - holder.x, guard.y - holder.y)).toBeCloseTo(1, 9);
      expect((s.events() as { kind: string }[]).some((e) => e.kind === 'reactive-intercept')).toBe(true);
    }
  });

  it('not under reactive-interception=escorts when nobody Escorts', () => {
    const s = table({ 'cega-fighter-squadron': [24, 22, 2], 'jovian-fighter-squadron': [24, 24, 6], uller: [4, 4, 2] }, { 'reactive-interception': 'escorts' });
    activate(s, unitOf(s, 'jovian-fighter-squadron'));
    choose(s, (o) => o.kind === 'hold');
    expect(s.exchange).toBeNull();
  });

  it('a Land move passing within 3" of an enemy squadron is stopped there: a Dogfight, and the squadron does not land', () => {
    const s = table({ appalachian: [24, 10, 2], 'cega-fighter-squadron': [24, 20, 2], 'jovian-fighter-squadron': [22, 15, 6], javelin: [24, 44, 6] }, {}, CARRIER_TABLE);
    const fighter = unitOf(s, 'cega-fighter-squadron');
    const guard = unitOf(s, 'jovian-fighter-squadron');
    select(s, fighter);
    if (s.phase === 'action') choose(s, (o) => o.kind === 'action' && o.action === 0);
    choose(s, (o) => o.kind === 'land');
    answerOffer(s, true);
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: fighter.index, defender: guard.index, reactive: true });
    expect(Math.hypot(fighter.x - 22, fighter.y - 15)).toBeCloseTo(3, 9);
    reveal(s);
    settleJobs(s);
    expect(fighter.status).not.toBe('embarked');
    // Without the enemy squadron on the way the same move lands (carriers.test.ts).
    const clear = table({ appalachian: [24, 10, 2], 'cega-fighter-squadron': [24, 20, 2], 'jovian-fighter-squadron': [40, 15, 6], javelin: [24, 44, 6] }, {}, CARRIER_TABLE);
    select(clear, unitOf(clear, 'cega-fighter-squadron'));
    if (clear.phase === 'action') choose(clear, (o) => o.kind === 'action' && o.action === 0);
    choose(clear, (o) => o.kind === 'land');
    expect(unitOf(clear, 'cega-fighter-squadron').status).toBe('embarked');
  });

  it('a squadron Ram on a ship past an enemy squadron is stopped there: a Dogfight instead, no Ram', () => {
    const s = table({ 'jovian-fighter-squadron': [24, 30, 6], 'cega-fighter-squadron': [25, 22, 2], uller: [24, 15, 2] });
    const rammer = unitOf(s, 'jovian-fighter-squadron');
    const guard = unitOf(s, 'cega-fighter-squadron');
    const ship = unitOf(s, 'uller');
    rammer.fuel = 4;
    // Squadron Ramming: Structure 0-1 (ram.ts canRam).
    rammer.structure = 1;
    activate(s, rammer);
    choose(s, (o) => o.kind === 'ram' && o.target === ship.index);
    answerOffer(s, true);
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: rammer.index, defender: guard.index, reactive: true });
    expect(Math.hypot(rammer.x - 25, rammer.y - 22)).toBeCloseTo(3, 9);
    expect(s.jobs.some((j) => j.kind === 'ram-test')).toBe(false);
  });
});
