/**
 * Jovian Wars table edges and the Comet's way (`002_f697cf6215cb147c.txt`):
 * Terrain › Planet or Large Moon (an Edge piece; variant `planet=none|west`)
 * and Terrain › Comets, "Models that would be overlapped by the Body are moved
 * out of the way" (variant `comet-push=end|path`), driven with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { planOptions, type Option } from '../../../src/systems/jovian-wars/options.ts';
import { planetSpeed, type Terrain } from '../../../src/systems/jovian-wars/terrain.ts';
import { table as scriptedTable, unitOf, type Place } from './scripted.ts';

/** Every model but `keep` leaves the table; the kept ones are placed by hand (card: x, y, heading). */
const table = (variants: Record<string, string>, keep: Record<string, Place>) => scriptedTable(keep, variants);
const piece = (kind: Terrain['kind'], x: number, y: number, r: number): Terrain => ({ kind, x, y, r });

/** Moves of a capital ship as [turns, distance]; the farthest distance. */
function moves(state: JovianState, card: string): { turns: number; distance: number }[] {
  return planOptions(state, unitOf(state, card)).flatMap((o) => (o.kind === 'move' ? [{ turns: o.turns, distance: o.distance }] : []));
}
const farthest = (state: JovianState, card: string) => Math.max(...moves(state, card).map((m) => m.distance));

/** The Comet of the Comets test: Body at (24, 24) r 1, Tail south at (24, 28); rolls 3 + 4 take it 7" to (24, 17). */
function driftComet(state: JovianState): void {
  state.terrain = [piece('comet-body', 24, 24, 1), piece('comet-tail', 24, 28, 3)];
  state.jobs.push({ kind: 'comet', body: 0, first: 0 });
  state.settle();
  state.apply(3);
  state.apply(4);
}

describe('Planet or Large Moon (Terrain; variant planet=west)', () => {
  it('"entirely within the Front Arc ... Speed +2", "entirely within the Aft Arc ... Speed -1", otherwise nothing', () => {
    // From (30, 24) the west edge's ends are 38.7 degrees either side of due west.
    expect(planetSpeed(30, 24, 4)).toBe(2);
    expect(planetSpeed(30, 24, 0)).toBe(-1);
    // Heading north-west, the south end (0, 0) falls outside the 90-degree Front Arc.
    expect(planetSpeed(30, 24, 3)).toBe(0);
    // Close to the edge it spans more than 90 degrees: in no single arc.
    expect(planetSpeed(10, 24, 4)).toBe(0);
  });

  it('a capital ship facing the planet at the start of its Movement reaches 2" farther; facing away, 1" less; without a planet, neither', () => {
    const none = table({}, { uller: [30, 24, 4] });
    const west = table({ planet: 'west' }, { uller: [30, 24, 4] });
    expect(farthest(west, 'uller')).toBe(farthest(none, 'uller') + 2);
    const away = table({ planet: 'west' }, { uller: [30, 24, 0] });
    expect(farthest(away, 'uller')).toBe(farthest(table({}, { uller: [30, 24, 0] }), 'uller') - 1);
  });

  it('"A planet may not be ... moved through": no move ends past the west edge (without the planet, such moves leave play)', () => {
    const end = (s: JovianState, m: { turns: number; distance: number }) => {
      const u = unitOf(s, 'uller');
      const h = (u.heading + m.turns + 8) % 8;
      return u.x + Math.cos((h * Math.PI) / 4) * m.distance;
    };
    const none = table({}, { uller: [2, 24, 4] });
    expect(moves(none, 'uller').some((m) => end(none, m) < 0)).toBe(true);
    const west = table({ planet: 'west' }, { uller: [2, 24, 4] });
    expect(moves(west, 'uller').length).toBeGreaterThan(0);
    for (const m of moves(west, 'uller')) expect(end(west, m)).toBeGreaterThanOrEqual(-1e-9);
  });

  it('a Crippled ship (no turns) whose every move crosses the planet stops at its edge instead of leaving play', () => {
    const state = table({ planet: 'west' }, { uller: [0.5, 24, 4], alexander: [40, 40, 6] });
    const uller = unitOf(state, 'uller');
    uller.status = 'crippled';
    state.cached = null;
    const list = moves(state, 'uller');
    expect(list.every((m) => m.turns === 0 && m.distance > 0.5)).toBe(true);
    // Drive the activation: select the Uller, no Action, its first move.
    const pick = (kind: string, test: (o: Option) => boolean = () => true) => {
      const i = state.options().findIndex((o) => o.kind === kind && test(o));
      expect(i).toBeGreaterThanOrEqual(0);
      state.apply(i);
    };
    pick('select', (o) => o.kind === 'select' && o.unit === uller.index);
    while (state.phase === 'action') pick('action', (o) => o.kind === 'action' && o.action === 0);
    expect(state.phase).toBe('plan');
    pick('move');
    expect(uller.status).toBe('crippled');
    expect(uller.x).toBe(0);
    expect(uller.y).toBeCloseTo(24, 9);
  });

  it('the heuristic beats random with a planet on the west edge and scattered terrain, 95% interval above 80%', async () => {
    const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-battle-group', b: 'preset:jovian-strike-group', agentA: 'heuristic', agentB: 'random', games: 100, seed: 23, workers: 1, variants: ['planet=west', 'terrain=scattered'] });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);
});

describe('Comet Body on its way (Terrain › Comets; variant comet-push)', () => {
  it('end (default): a model the Body passes over but does not end on stays put; the one it ends on is pushed out', () => {
    const state = table({}, { uller: [24, 16.5, 2], alexander: [24.5, 20, 6] });
    driftComet(state);
    expect(state.terrain[0]).toMatchObject({ x: 24, y: 17 });
    expect([unitOf(state, 'uller').x, unitOf(state, 'uller').y]).toEqual([24, 15.9]);
    expect([unitOf(state, 'alexander').x, unitOf(state, 'alexander').y]).toEqual([24.5, 20]);
    expect(state.stats.cometPushes).toBe(1);
  });

  it('path: a model within the Body\'s radius of its 7" way is moved out sideways to 0.1" past its edge; the end place pushes as before', () => {
    const state = table({ 'comet-push': 'path' }, { uller: [24, 16.5, 2], alexander: [24.5, 20, 6], tengu: [24, 21, 6], valiant: [26, 20, 6] });
    driftComet(state);
    expect([unitOf(state, 'uller').x, unitOf(state, 'uller').y]).toEqual([24, 15.9]);
    // Half an inch east of the course: out to 1.1" east of it.
    expect([unitOf(state, 'alexander').x, unitOf(state, 'alexander').y]).toEqual([25.1, 20]);
    // Exactly on the course line (heading south, toward y = 17): to port of it, east.
    expect([unitOf(state, 'tengu').x, unitOf(state, 'tengu').y]).toEqual([25.1, 21]);
    // 2" off the course: untouched by the Body of radius 1.
    expect([unitOf(state, 'valiant').x, unitOf(state, 'valiant').y]).toEqual([26, 20]);
    expect(state.stats.cometPushes).toBe(3);
    expect(state.serialize()).toHaveProperty('variants.comet-push', 'path');
  });
});
