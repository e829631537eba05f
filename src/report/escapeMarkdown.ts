/**
 * Escapes text for a Markdown table cell or paragraph. Markdown renderers pass
 * raw HTML through, so < > & become entities (quotes stay as they are: they
 * are not markup); the characters Markdown treats as syntax inside a line
 * (| * _ ` [ ] \) get a backslash; line breaks become spaces so a value can
 * never end a table row early.
 *
 * Cost: O(length). Example: escapeMarkdown('a|b <i>') -> 'a\\|b &lt;i&gt;'.
 */

export function escapeMarkdown(text: unknown): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\|*_`[\]]/g, (character) => `\\${character}`)
    .replace(/\r?\n/g, ' ');
}
