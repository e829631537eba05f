/**
 * Jovian Wars Deployment Types (`002_f697cf6215cb147c.txt`, Scenarios ›
 * Deployment Type › Fleet Deployment, Escalating Deployment; Sequence ›
 * Deployment Phase): `deployment=fleet` (default) and `deployment=escalating`.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { BATTLE, CARRIERS, start as startGame } from './scripted.ts';

/** A CEGA fleet whose carrier is its second capital ship, so Escalating Deployment can embark on it in the second phase. */
const carrierSecond = { name: 'Carrier Second', faction: 'cega', tv: 250, units: 'uller, appalachian, cega-exo-armor-squadron x2, cega-fighter-squadron x4', embark: 'auto' };

const start = (deployment: string, sides: readonly unknown[] = BATTLE, seed = 1) => startGame({ deployment }, sides, seed);

/** Plays random moves (and rolls) until `until` holds or the game ends. */
function playUntil(state: JovianState, until: (s: JovianState) => boolean, seed = 2, check?: (s: JovianState) => void): void {
  const rng = Xoshiro128.stream(seed, 1);
  while (!state.isTerminal() && !until(state)) {
    check?.(state);
    if (state.currentPlayer() < 0) state.applyChance();
    else state.apply(state.legalActions()[rng.nextBelow(state.legalActions().length)]);
  }
}

describe('Deployment Type (Scenarios › Deployment Type)', () => {
  it('Fleet Deployment (default) puts every capital ship and squadron on the table in the first Deployment Phase', () => {
    const state = start('fleet');
    expect(state.units.every((u) => u.status === 'active')).toBe(true);
    expect(state.serialize()).not.toHaveProperty('variants.deployment');
  });

  it('Escalating Deployment step 1 and 2: each player deploys one Capital Ship and two Squadrons; the rest are In Reserve', () => {
    const state = start('escalating');
    for (const side of [0, 1]) {
      const mine = state.units.filter((u) => u.side === side);
      expect(mine.filter((u) => u.capital && u.status === 'active').map((u) => u.card)).toEqual([side === 0 ? 'uller' : 'alexander']);
      expect(mine.filter((u) => !u.capital && u.status === 'active').length).toBe(2);
      expect(mine.filter((u) => u.status === 'reserve').length).toBe(mine.length - 3);
    }
    expect(state.serialize()).toHaveProperty('variants.deployment', 'escalating');
  });

  it('models In Reserve are never activated or attacked in turn 1, still count for Victory Points, and all deploy in the second Deployment Phase', () => {
    const state = start('escalating');
    const reserve = new Set(state.units.filter((u) => u.status === 'reserve').map((u) => u.index));
    expect(state.victoryPoints()).toEqual([250, 250].map((_, i) => state.tv[i]));
    playUntil(
      state,
      (s) => s.turn === 2,
      2,
      (s) => {
        if (s.currentPlayer() < 0) return;
        for (const o of s.options()) {
          if (o.kind === 'select') expect(reserve.has(o.unit)).toBe(false);
          if ('target' in o && typeof o.target === 'number') expect(reserve.has(o.target)).toBe(false);
        }
      },
    );
    expect(state.turn).toBe(2);
    expect(state.units.some((u) => u.status === 'reserve')).toBe(false);
    for (const i of reserve) expect(state.units[i].y <= 12 || state.units[i].y >= 36).toBe(true);
    expect(jovianWars.narrate(state.events(), { names: ['A', 'B'] }).some((l) => /^Turn 2 Deployment Phase: .*deploy from Reserve/.test(l))).toBe(true);
  });

  it('"the first Capital Ship cannot have Squadrons Embarked": a carrier deployed first carries none, and its squadrons go on the table', () => {
    const state = start('escalating', CARRIERS);
    expect(state.units.filter((u) => u.def.kind !== 'drone' && (u.status === 'embarked' || u.carrier >= 0)).length).toBe(0);
    const fleet = start('fleet', CARRIERS);
    expect(fleet.units.filter((u) => u.def.kind !== 'drone' && u.status === 'embarked').length).toBe(5);
  });

  it('squadrons deploy Embarked in the second phase on a Capital Ship deployed then (an Appalachian listed second, Hangers:2)', () => {
    const state = start('escalating', [carrierSecond, jovianWars.presets['jovian-strike-group']]);
    const appalachian = state.units.find((u) => u.card === 'appalachian')!;
    const waiting = state.units.filter((u) => u.carrier === appalachian.index && u.def.kind !== 'drone');
    expect(waiting.map((u) => [u.card, u.status])).toEqual([
      ['cega-exo-armor-squadron', 'reserve'],
      ['cega-exo-armor-squadron', 'reserve'],
    ]);
    expect(state.units.filter((u) => u.side === 0 && !u.capital && u.status === 'active').map((u) => u.card)).toEqual(['cega-fighter-squadron', 'cega-fighter-squadron']);
    // Serialised mid-game, the reserve and its carrier survive the round trip.
    expect(JovianState.deserialize(state.serialize()).serialize()).toEqual(state.serialize());
    playUntil(state, (s) => s.turn === 2, 3);
    expect(state.units[appalachian.index].status).toBe('active');
    for (const u of waiting) expect([state.units[u.index].status, state.units[u.index].carrier]).toEqual(['embarked', appalachian.index]);
  });

  it('a side whose deployed models are all gone is not beaten while it has models In Reserve', () => {
    const state = start('escalating');
    for (const u of state.units) if (u.side === 1 && u.status === 'active') u.status = 'destroyed';
    playUntil(state, (s) => s.turn === 2, 4);
    expect(state.isTerminal()).toBe(false);
    expect(state.units.filter((u) => u.side === 1 && u.status === 'active').length).toBeGreaterThan(0);
  });

  it('the heuristic beats random under Escalating Deployment with a 95% interval above 80%', async () => {
    const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-battle-group', b: 'preset:jovian-strike-group', agentA: 'heuristic', agentB: 'random', games: 100, seed: 11, workers: 1, variants: ['deployment=escalating'] });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);
});
