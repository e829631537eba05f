/**
 * The data note of a result's games (GameDefinition.dataNote) for its report: the systems its match arms play
 * (`params.system`), each game's note once. A kernel experiment plays no game and gets none; its illustrative inputs
 * are named by its own answer.
 */
import { GAME_NAMES, findGame } from '../game/registry.ts';
import type { ExperimentResult } from '../sim/result.ts';

export function dataNoteOf(result: ExperimentResult): string | null {
  const systems = new Set<string>();
  for (const arm of result.arms) {
    const system = (arm.params as { system?: unknown }).system;
    if (typeof system === 'string' && Object.hasOwn(GAME_NAMES, system)) systems.add(system);
  }
  const notes = [...systems].flatMap((system) => {
    const note = findGame(system).dataNote;
    return note ? [note] : [];
  });
  return notes.length > 0 ? notes.join(' ') : null;
}
