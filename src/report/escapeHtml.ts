/**
 * Escapes text for HTML element content and quoted attribute values: the five
 * characters that can end a text run or an attribute (& < > " '). Every string
 * that comes from a result file or a data file goes through this before it
 * reaches report.html, so a unit named `<script>alert(1)</script>` shows as text.
 *
 * Cost: O(length). Example: escapeHtml('<b>"A&B"</b>') -> '&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;'.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (character) => ENTITIES[character]);
}
