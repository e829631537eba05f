/**
 * Jovian Wars Comets (`002_f697cf6215cb147c.txt`, Terrain › Comets): the
 * two-part piece (Body = Large Asteroid, Signature 6", may not be overlapped;
 * Tail = Particle Cloud, AC/AS:2, Obscured) and its 2d6 movement at the end of
 * each Deployment Phase, driven through its chance nodes with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { HAZARD } from '../../../src/systems/jovian-wars/jobs.ts';
import { movedComet, type Terrain } from '../../../src/systems/jovian-wars/terrain.ts';
import { BATTLE, start as startGame, table as scriptedTable, unitOf, type Place } from './scripted.ts';

const start = (terrain: string, seed = 1) => startGame({ terrain }, BATTLE, seed);
/** Every model but `keep` leaves the table (terrain=none); the kept ones are placed by hand (card#n: x, y, heading). */
const table = (keep: Record<string, Place>) => scriptedTable(keep, { terrain: 'none' });
const piece = (kind: Terrain['kind'], x: number, y: number, r: number): Terrain => ({ kind, x, y, r });

describe('Comets (Terrain › Comets)', () => {
  it('terrain=scattered-comet places the scattered pieces unchanged, then a Body between the zones and a Tail touching it', () => {
    const plain = start('scattered', 5);
    const comet = start('scattered-comet', 5);
    expect(comet.terrain.slice(0, 8)).toEqual(plain.terrain);
    const [, , body, tail] = comet.terrain.slice(6);
    expect([body.kind, tail.kind]).toEqual(['comet-body', 'comet-tail']);
    expect(body.r >= 1 && body.r <= 2 && tail.r >= 3 && tail.r <= 5).toBe(true);
    expect(Math.abs(Math.hypot(body.x - tail.x, body.y - tail.y) - (body.r + tail.r))).toBeLessThan(0.2);
  });

  it('moves 2d6" directly away from its Tail: a roll of 3 + 4 takes a Body at (24, 24) with its Tail to the south (24, 28) to (24, 17)', () => {
    const terrain = [piece('comet-body', 24, 24, 1), piece('comet-tail', 24, 28, 3)];
    expect(movedComet(terrain, 0, 7)).toEqual([piece('comet-body', 24, 17, 1), piece('comet-tail', 24, 21, 3)]);
    expect(terrain[0].y).toBe(24);
  });

  it('at the end of the Deployment Phase it rolls 2d6 (3, 4): the Uller under the Body is moved out of the way, the Pathfinder the Tail passes over suffers an AS:2 attack, the Javelin 6" off its path none', () => {
    const state = table({ uller: [24, 16.5, 2], pathfinder: [26, 23, 6], javelin: [30, 22, 6] });
    state.terrain = [piece('comet-body', 24, 24, 1), piece('comet-tail', 24, 28, 3)];
    state.jobs.push({ kind: 'comet', body: 0, first: 0 });
    state.settle();
    expect(state.currentPlayer()).toBe(CHANCE);
    expect(state.roll).toBe('d6');
    state.apply(3);
    expect(state.roll).toBe('d6');
    state.apply(4);
    expect(state.terrain[0]).toMatchObject({ x: 24, y: 17 });
    const uller = unitOf(state, 'uller');
    expect([uller.x, uller.y]).toEqual([24, 15.9]);
    const pathfinder = unitOf(state, 'pathfinder');
    expect(state.jobs.map((j) => (j.kind === 'attack' ? [j.weapon, j.target] : j.kind))).toEqual([[HAZARD, pathfinder.index]]);
    expect(state.stats).toMatchObject({ cometAttacks: 1, cometPushes: 1 });
    expect(jovianWars.narrate(state.events(), { names: ['A', 'B'] }).at(-1)).toMatch(/Comet drifts 7" to \(24, 17\), pushing Uller.*Tail sweeps over Pathfinder/);
  });

  it('the Body blocks a line of fire to a squadron (Signature 6 over 3) but not to a capital ship (6 over 6); the Tail obscures what is in it', () => {
    const state = table({ uller: [24, 10, 2], pathfinder: [24, 20, 6], javelin: [20, 20, 6] });
    const uller = unitOf(state, 'uller');
    const pathfinder = unitOf(state, 'pathfinder');
    const javelin = unitOf(state, 'javelin');
    const sum = (p: { base: number; flex: number; macro: number }) => p.base + p.flex + p.macro;
    const openSquadron = sum(state.plan(uller, 2, pathfinder, 'activation').poolParams);
    const openCapital = sum(state.plan(uller, 2, javelin, 'activation').poolParams);
    state.terrain = [piece('comet-body', 24, 18, 1), piece('comet-tail', 28, 18, 3)];
    expect(sum(state.plan(uller, 2, pathfinder, 'activation').poolParams)).toBe(openSquadron - 2);
    state.terrain = [piece('comet-body', 21, 17, 0.5), piece('comet-tail', 21, 20, 2.5)];
    expect(sum(state.plan(uller, 2, javelin, 'activation').poolParams)).toBe(openCapital - 2);
    state.terrain = [piece('comet-body', 22.5, 15, 1), piece('comet-tail', 22.5, 5, 9)];
    expect(sum(state.plan(uller, 2, javelin, 'activation').poolParams)).toBe(openCapital);
  });

  it('no capital ship move ends on the Body ("May Not Overlap")', () => {
    const state = table({ uller: [24, 10, 2], javelin: [24, 44, 6] });
    state.terrain = [piece('comet-body', 24, 15, 1), piece('comet-tail', 24, 19, 3)];
    state.toMove = 0;
    state.cached = null;
    state.apply(state.options().findIndex((o) => o.kind === 'select' && o.unit === unitOf(state, 'uller').index));
    if (state.phase === 'action') state.apply(state.options().findIndex((o) => o.kind === 'action' && o.action === 0));
    const moves = state.options().filter((o) => o.kind === 'move') as { turns: number; distance: number }[];
    expect(moves.some((m) => m.turns === 0 && m.distance === 5)).toBe(false);
    expect(moves.some((m) => m.turns === 0 && m.distance === 1)).toBe(true);
  });

  it('moves once at the end of every Deployment Phase of a game, and a clone moving it leaves the original\'s Comet in place', () => {
    const state = start('scattered-comet', 7);
    const before = state.terrain;
    const copy = state.clone({ reseed: Xoshiro128.stream(9, 0) }) as JovianState;
    while (copy.currentPlayer() === CHANCE) copy.applyChance();
    expect(state.terrain).toBe(before);
    const rng = Xoshiro128.stream(7, 1);
    while (!state.isTerminal()) {
      if (state.currentPlayer() < 0) state.applyChance();
      else state.apply(state.legalActions()[rng.nextBelow(state.legalActions().length)]);
    }
    const events = state.events();
    expect(events.filter((e) => e.kind === 'comet').length).toBe(events.filter((e) => e.kind === 'turn').length);
    expect(before[8]).not.toEqual(state.terrain[8]);
  });

  it('the heuristic beats random with a Comet on the table, 95% interval above 80%', async () => {
    const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-battle-group', b: 'preset:jovian-strike-group', agentA: 'heuristic', agentB: 'random', games: 100, seed: 13, workers: 1, variants: ['terrain=scattered-comet'] });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
    expect(summary.statistics.cometAttacks).toBeDefined();
  }, 60_000);
});
