/**
 * Jovian Wars Deployment Zones (`002_f697cf6215cb147c.txt`, Scenarios ›
 * Deployment Zone: Standard, Beacon, Corner; Sequence › Deployment Phase:
 * "The model must be wholly contained within the Deployment Zone"):
 * `zone=standard` (default), `zone=beacon`, `zone=corner`.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { BEACON_RADIUS, BEACONS } from '../../../src/systems/jovian-wars/zones.ts';
import { BATTLE, CARRIERS, start as startGame } from './scripted.ts';

const start = (variants: Record<string, string>, sides: readonly unknown[] = BATTLE, seed = 1) => startGame(variants, sides, seed);

const onTable = (s: JovianState) => s.units.filter((u) => u.status === 'active');

describe('Deployment Zone (Scenarios › Deployment Zone)', () => {
  it('Standard (default): "a 12" strip extending from their table edge", and the variant is not serialised', () => {
    const state = start({});
    for (const u of onTable(state)) expect(u.side === 0 ? u.y <= 12 : u.y >= 36).toBe(true);
    expect(state.serialize()).not.toHaveProperty('variants.zone');
    expect(start({ zone: 'standard' }).serialize()).toEqual(state.serialize());
  });

  it('Beacon: four markers per player, "at least 12" from any other Beacon marker"', () => {
    const all = [...BEACONS[0], ...BEACONS[1]];
    expect(BEACONS[0].length).toBe(4);
    expect(BEACONS[1].length).toBe(4);
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) expect(Math.hypot(all[i][0] - all[j][0], all[i][1] - all[j][1])).toBeGreaterThanOrEqual(12);
      expect(all[i][0] >= 0 && all[i][0] <= 48 && all[i][1] >= 0 && all[i][1] <= 48).toBe(true);
    }
  });

  it('Beacon: every model is "within 3" of one of their Beacon markers", and with Fleet Deployment "at least one model ... within 3" of each"', () => {
    for (const sides of [BATTLE, CARRIERS]) {
      const state = start({ zone: 'beacon' }, sides);
      for (const side of [0, 1]) {
        const mine = onTable(state).filter((u) => u.side === side);
        for (const u of mine) expect(Math.min(...BEACONS[side].map(([x, y]) => Math.hypot(u.x - x, u.y - y)))).toBeLessThanOrEqual(BEACON_RADIUS);
        for (const [x, y] of BEACONS[side]) expect(mine.some((u) => Math.hypot(u.x - x, u.y - y) <= BEACON_RADIUS)).toBe(true);
        // No two models share a spot.
        expect(new Set(mine.map((u) => `${u.x},${u.y}`)).size).toBe(mine.length);
      }
      expect(state.serialize()).toHaveProperty('variants.zone', 'beacon');
    }
  });

  it('Corner: seat 0 (Initiative) in one 24" quadrant, the opponent "in the diagonally opposite quadrant", capital ships facing the centre', () => {
    const state = start({ zone: 'corner' });
    for (const u of onTable(state)) {
      if (u.side === 0) expect(u.x > 0 && u.x < 24 && u.y > 0 && u.y < 24).toBe(true);
      else expect(u.x > 24 && u.x < 48 && u.y > 24 && u.y < 48).toBe(true);
      if (u.capital) expect(u.heading).toBe(u.side === 0 ? 1 : 5);
    }
  });

  it('Embarked squadrons start on their carrier wherever the zone puts it', () => {
    for (const zone of ['beacon', 'corner']) {
      const state = start({ zone }, CARRIERS);
      const aboard = state.units.filter((u) => u.status === 'embarked' && u.def.kind !== 'drone');
      expect(aboard.length).toBe(5);
      for (const u of aboard) expect([u.x, u.y]).toEqual([state.units[u.carrier].x, state.units[u.carrier].y]);
    }
  });

  it('Escalating Deployment: the reserves deploy in the second Deployment Phase inside the zone', () => {
    const state = start({ zone: 'corner', deployment: 'escalating' });
    const reserve = state.units.filter((u) => u.status === 'reserve').map((u) => u.index);
    expect(reserve.length).toBeGreaterThan(0);
    const rng = Xoshiro128.stream(2, 1);
    while (!state.isTerminal() && state.turn < 2) {
      if (state.currentPlayer() < 0) state.applyChance();
      else state.apply(state.legalActions()[rng.nextBelow(state.legalActions().length)]);
    }
    expect(state.turn).toBe(2);
    for (const i of reserve) {
      const u = state.units[i];
      if (u.status !== 'active') continue;
      expect(u.side === 0 ? u.x < 24 && u.y < 24 : u.x > 24 && u.y > 24).toBe(true);
    }
  });

  it('a game serialised in a zone round-trips and replays the same', () => {
    const state = start({ zone: 'beacon' }, BATTLE, 5);
    expect(JovianState.deserialize(state.serialize()).serialize()).toEqual(state.serialize());
  });

  it.each([
    ['beacon', 17],
    ['corner', 19],
  ])('the heuristic beats random in the %s zone with a 95% interval above 80%', async (zone, seed) => {
    const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-battle-group', b: 'preset:jovian-strike-group', agentA: 'heuristic', agentB: 'random', games: 100, seed, workers: 1, variants: [`zone=${zone}`] });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);
});
