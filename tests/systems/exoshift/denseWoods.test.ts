/**
 * Dense zone terrain and line of sight (`001_9ac883e80b2d20e9.txt`, Terrain ›
 * Zone Terrain and Line of Sight, EX-118; variant woods): "Models within dense
 * zone terrain may only see or be seen by units outside when they are standing
 * on the edge of the zone terrain, with any part of the model outside. The
 * exception is that if two model are within 4" of each other, they may see or
 * be seen as normal." "No model may see past full LoS blocking zone terrain."
 */
import { describe, expect, it } from 'vitest';
import { lineOfSight, type Board } from '../../../src/systems/exoshift/board.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { legalActions } from '../../../src/systems/exoshift/legal.ts';
import { place, scriptedTurn } from './scripted.ts';

const PIECES = [{ kind: 'woods' as const, x0: 30, y0: 20, x1: 42, y1: 28 }];
const table = (denseWoods?: Board['denseWoods']): Board => ({ width: 72, depth: 48, pieces: PIECES, ...(denseWoods ? { denseWoods } : {}) });
const [sparse, dense, noException] = [table(), table('dense'), table('dense-no-exception')];

describe('Dense woods (Zone Terrain and Line of Sight, EX-118)', () => {
  it('a model deep inside is hidden from outside; sparse woods hide nothing', () => {
    expect(lineOfSight(sparse, 36, 10, 36, 24)).toBe(true);
    expect(lineOfSight(dense, 36, 10, 36, 24)).toBe(false);
    expect(lineOfSight(dense, 36, 24, 36, 10)).toBe(false);
  });

  it('"standing on the edge of the zone terrain, with any part of the model outside": seen (centre within 0.6" of the border)', () => {
    expect(lineOfSight(dense, 36, 10, 36, 20.5)).toBe(true);
    expect(lineOfSight(dense, 36, 10, 36, 21)).toBe(false);
  });

  it('"No model may see past full LoS blocking zone terrain": not through the woods', () => {
    expect(lineOfSight(sparse, 36, 10, 36, 40)).toBe(true);
    expect(lineOfSight(dense, 36, 10, 36, 40)).toBe(false);
    expect(lineOfSight(dense, 20, 10, 20, 40)).toBe(true); // beside the woods
  });

  it('"if two model are within 4" of each other, they may see or be seen as normal" (4" edge to edge: 5.2" centre to centre), not under dense-no-exception', () => {
    expect(lineOfSight(dense, 36, 18, 36, 23)).toBe(true);
    expect(lineOfSight(noException, 36, 18, 36, 23)).toBe(false);
    expect(lineOfSight(dense, 36, 14, 36, 23)).toBe(false);
  });

  it('two models in the same woods see each other', () => {
    expect(lineOfSight(dense, 32, 22, 40, 26)).toBe(true);
  });

  it('in a game (variant woods=dense): no Focus Fire at a Line Infantry deep in the woods; under sparse there is', () => {
    const focusAt = (woods: 'sparse' | 'dense') => {
      const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', sparse, 1, { woods });
      place(g, 0, 36, 10);
      place(g, 1, 36, 24);
      return legalActions(g).some((a) => a < L.BID_BASE && L.actionVerb(a) === L.VERB_FOCUS_FIRE);
    };
    expect(focusAt('sparse')).toBe(true);
    expect(focusAt('dense')).toBe(false);
  });
});
