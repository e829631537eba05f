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
