/**
 * An error caused by what the user typed or wrote (a bad option, a malformed
 * file, an unknown unit). The CLI prints its message as one line and exits 2,
 * never a stack trace. Messages name the option or the file and field, and the
 * allowed values.
 */
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserError';
  }
}
