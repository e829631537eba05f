/**
 * Bad input to the game layer: an unknown game, preset, variant or agent, a
 * side file that fails its schema. The game layer does not depend on the CLI,
 * so it throws this and the `game` and `match` commands turn it into a
 * UserError (one line, exit 2). Messages name the file or option, the field,
 * and the allowed values.
 */
export class GameInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GameInputError';
  }
}

/**
 * `make()`, with a GameInputError it throws told where the sides came from: a game's own checks (a warband over its
 * points, a deck one card short) name the side by its name or seat, not by the file the user gave. Example:
 * "warband 'Dwarven Throng': ... (side A: my-throng.json, side B: preset:ghostly-host)".
 */
export function namingSides<T>(make: () => T, a: string, b: string): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof GameInputError) throw new GameInputError(`${error.message} (side A: ${a}, side B: ${b})`);
    throw error;
  }
}
