/**
 * Scripted Exoshift turns for the rules tests (not a test file): a copy of a
 * fresh game's numbers set to side A's turn with 4 CP and nothing spent, on a
 * hand-made table, and actions run with scripted d10 faces (the rules ask the
 * host for each die: host.ts Host.die).
 */
import type { GameEvent } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import type { Board } from '../../../src/systems/exoshift/board.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { run, type Host } from '../../../src/systems/exoshift/resolve.ts';
import { defaultVariants, type ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

/** An empty 72" x 48" table. */
export const EMPTY_TABLE: Board = { width: 72, depth: 48, pieces: [] };

/** Side A's turn with 4 CP and nothing spent, on a copy of a fresh game's numbers (its own log); a die asked before `drive` sets them fails. */
export function scriptedTurn(unitsA: string, unitsB: string, table: Board, seed: number, variants: Partial<ExoshiftVariants> = {}): Host & { log: GameEvent[] } {
  const state = ExoshiftState.start([{ name: 'Alpha', units: unitsA }, { name: 'Bravo', units: unitsB }], { ...defaultVariants(), ...variants } as ExoshiftVariants, Xoshiro128.stream(seed, 0), false, table);
  const g = { s: state.s.slice(), setup: state.setup, log: [] as GameEvent[], die: (): number => { throw new Error('no die scripted'); } };
  g.s[L.G_PHASE] = L.PHASE_TURN;
  g.s[L.G_ACTIVE] = 0;
  g.s[L.G_CP] = 4;
  g.s[L.G_ACTIONS] = 0;
  g.s[L.G_FREE_USED] = 0;
  g.s[L.G_ACTED] = 0;
  return g;
}

/** Moves model u to (x, y). */
export const place = (g: Host, u: number, x: number, y: number) => ((g.s[L.unitAt(u, L.U_X)] = x), (g.s[L.unitAt(u, L.U_Y)] = y));

/** Runs the action with these faces as its dice, in order; returns how many it asked for (fails if it asks for more). */
export function drive(g: Host, action: number, faces: number[]): number {
  let used = 0;
  g.die = () => {
    if (used >= faces.length) throw new Error(`the rules asked for die ${used + 1}, only ${faces.length} scripted`);
    return faces[used++];
  };
  run(g, action);
  return used;
}
