/**
 * Bad input to the runner: an unknown experiment, --set path or variant, a
 * malformed shard or partial result. The runner does not depend on the CLI, so
 * it throws this, and the `run` and `merge` commands turn it into a UserError
 * (one line, exit 2). Messages name the option and list what is allowed.
 */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
