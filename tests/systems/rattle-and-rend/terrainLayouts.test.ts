/**
 * The prepared terrain layouts against Game Setup › Step 2: "Sparse Terrain: Use at least two types of terrain that
 * fill up approximately 20% of the board"; "Dense Terrain: Select at least two types of terrain; one type must be
 * BLOCKING TERRAIN. Fill roughly 40% of the board ... so thick that in some places a player must be forced to move
 * through Rough or Hazardous terrain". Variant terrain-layouts: `lanes` (the engine's first layouts) falls short of both
 * figures and forces no route (rr-board-geometry, RR-035); `step-2` (default) meets them. Coverage on a 1 mm grid; routes on
 * rr-board-geometry's 4 mm grid (experiments/rattle-and-rend/_boardPaths.ts), for a 20 mm base on an empty board.
 */
import { describe, expect, it } from 'vitest';
import { chooseGameVariants } from '../../../src/game/variants.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { newRattleAndRend, rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { BLOCKING, HAZARDOUS, ROUGH, THEMES, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { layoutPieces, placeTerrain, zoneSlots } from '../../../src/systems/rattle-and-rend/setup.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { boardCoverage, cellOf, distanceField, nearestOpen, openCells, SIDE } from '../../../experiments/rattle-and-rend/_boardPaths.ts';

type Layouts = 'lanes' | 'step-2';

/** The share of the 400 mm board under some piece of the layout, on a 1 mm grid. */
const coverage = (density: number, layout: number, layouts: Layouts) => boardCoverage(layoutPieces(density, layout, layouts));

/** A board with the layout placed (Kill Them All, no theme unless given), default variants but `terrain-layouts`. */
function board(density: number, layout: number, layouts: Layouts, theme = -1): RrState {
  const sides = [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']] as [RrSide, RrSide];
  const variants = chooseGameVariants(rattleAndRend, [`terrain-layouts=${layouts}`]) as unknown as RrVariants;
  const s = newRattleAndRend(sides, variants, new Xoshiro128(1, 0, 0, 0), false);
  s.scenario = 0;
  s.density = density;
  s.layout = layout;
  s.theme = theme;
  placeTerrain(s);
  return s;
}

/**
 * Open cells (a 20 mm base's centre) reachable from A's side-deployment slots at all, and reachable while keeping out of
 * Rough and Hazardous terrain; and whether B's slots are reachable that way (a way round between the zones).
 */
function routes(s: RrState): { pocketed: number; reachable: number; wayRound: boolean } {
  const open = new Uint8Array(SIDE * SIDE);
  const avoiding = new Uint8Array(SIDE * SIDE);
  openCells(s, 10, false, open);
  openCells(s, 10, true, avoiding);
  s.deployment = 1;
  s.flip = 0;
  const [ax, ay] = zoneSlots(s, 0, 0)[0];
  const field = new Float64Array(SIDE * SIDE);
  const fieldAvoiding = new Float64Array(SIDE * SIDE);
  distanceField(open, nearestOpen(open, cellOf(ax, ay)), field);
  distanceField(avoiding, nearestOpen(avoiding, cellOf(ax, ay)), fieldAvoiding);
  let pocketed = 0;
  let reachable = 0;
  for (let k = 0; k < SIDE * SIDE; k++) {
    if (!Number.isFinite(field[k])) continue;
    reachable++;
    // Open ground outside every Rough and Hazardous piece that only a way through one of them reaches.
    if (avoiding[k] && !Number.isFinite(fieldAvoiding[k])) pocketed++;
  }
  const wayRound = zoneSlots(s, 1, 0).every(([bx, by]) => Number.isFinite(fieldAvoiding[nearestOpen(avoiding, cellOf(bx, by))]));
  return { pocketed, reachable, wayRound };
}

const LAYOUTS = [0, 1, 2];

describe('terrain-layouts=step-2 (default): Step 2\'s figures', () => {
  it.each(LAYOUTS)('sparse layout %i covers about 20% of the board with at least two types', (layout) => {
    expect(coverage(0, layout, 'step-2')).toBeGreaterThan(0.18);
    expect(coverage(0, layout, 'step-2')).toBeLessThan(0.22);
    expect(new Set(layoutPieces(0, layout, 'step-2').map(([, , , type]) => type)).size).toBeGreaterThanOrEqual(2);
  });

  it.each(LAYOUTS)('dense layout %i covers about 40% of the board, Blocking among its types', (layout) => {
    expect(coverage(1, layout, 'step-2')).toBeGreaterThan(0.38);
    expect(coverage(1, layout, 'step-2')).toBeLessThan(0.43);
    expect(layoutPieces(1, layout, 'step-2').some(([, , , type]) => type === BLOCKING)).toBe(true);
  });

  it.each(LAYOUTS)('dense layout %i has a pocket only reachable through Rough or Hazardous terrain, and a way round between the zones', (layout) => {
    const { pocketed, reachable, wayRound } = routes(board(1, layout, 'step-2'));
    // At least 1% of the ground a base can reach (a pocket the size of a few bases), and never a sealed zone.
    expect(pocketed / reachable).toBeGreaterThan(0.01);
    expect(wayRound).toBe(true);
  });

  it('sparse layouts force nothing', () => {
    for (const layout of LAYOUTS) expect(routes(board(0, layout, 'step-2')).pocketed).toBe(0);
  });

  it('a terrain theme keeps each pocket ringed by Rough or Hazardous pieces, never sealed with Blocking', () => {
    for (let theme = 0; theme < THEMES.length; theme++) {
      for (const layout of LAYOUTS) {
        const s = board(1, layout, 'step-2', theme);
        layoutPieces(1, layout, 'step-2').forEach(([, , , printed], k) => {
          if (printed === ROUGH || printed === HAZARDOUS) expect([ROUGH, HAZARDOUS], `theme ${THEMES[theme].id}, layout ${layout + 1}, piece ${k}`).toContain(s.tt[k]);
        });
        expect(routes(s).wayRound).toBe(true);
      }
    }
  });
});

describe('terrain-layouts=lanes: the engine\'s first layouts as the rules card states them', () => {
  it('cover less than Step 2 asks (sparse 12-13%, dense 25-30%) and force no route', () => {
    for (const layout of LAYOUTS) {
      const sparse = coverage(0, layout, 'lanes');
      const dense = coverage(1, layout, 'lanes');
      expect(sparse).toBeGreaterThan(0.115);
      expect(sparse).toBeLessThan(0.135);
      expect(dense).toBeGreaterThan(0.25);
      expect(dense).toBeLessThan(0.3);
    }
    expect(layoutPieces(1, 0, 'lanes')[0]).toEqual([80, 110, 40, BLOCKING]);
  });
});
