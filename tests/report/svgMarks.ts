/**
 * Counting what vega drew: every mark group in vega's SVG carries the class
 * `role-mark <name>_marks` (the layer name given in the vega-lite spec) and
 * holds one element per drawn item (path, line or text).
 */
export function markItems(svg: string, name: string): string[] {
  const items: string[] = [];
  const opening = new RegExp(`<g class="mark-[a-z]+ role-mark ${name}_marks"[^>]*>`, 'g');
  for (const match of svg.matchAll(opening)) {
    // An empty group (`<g .../>`: vega drew nothing) has no items; its "body" would be the next group's.
    if (match[0].endsWith('/>')) continue;
    const start = match.index + match[0].length;
    const body = svg.slice(start, svg.indexOf('</g>', start));
    items.push(...(body.match(/<(path|line|text)\b[^>]*>/g) ?? []));
  }
  return items;
}

export function markGroups(svg: string, name: string): number {
  return (svg.match(new RegExp(`class="mark-[a-z]+ role-mark ${name}_marks"`, 'g')) ?? []).length;
}

/** Text of the chart's subtitle lines. */
export function subtitleText(svg: string): string {
  const group = /class="mark-text role-title-subtitle"[^>]*>([\s\S]*?)<\/g>/.exec(svg);
  return group ? [...group[1].matchAll(/<tspan[^>]*>([^<]*)<\/tspan>|<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? m[2]).join(' ') : '';
}

/** Text of the labels of the chart's legends (a gradient legend labels its ends, and ticks between when they fit). */
export function legendLabels(svg: string): string[] {
  return [...svg.matchAll(/<g class="mark-text role-legend-label"[^>]*>([\s\S]*?)<\/g>/g)].flatMap((group) => [...group[1].matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]));
}
