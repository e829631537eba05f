/** The first line of an error's message: the CLI prints every failure as one line. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0];
}
