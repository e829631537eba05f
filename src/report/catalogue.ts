/**
 * `reports/CATALOGUE.md`: every item of the playtest-questions catalogue
 * (../shared/PLAYTEST-QUESTIONS.md, "what the toolkit must answer") with what
 * answers it here: the reports whose experiments name the item in
 * `source.catalogue`, the named rule variants whose descriptions name it, and
 * the dice kernels and attack pipelines that list it as computed. Nothing is
 * inferred from wording: an item none of them names is listed as not yet
 * answered, even where a system README says the rule is modelled.
 *
 * Pure text in, text out; scripts/catalogue.ts gathers the citations.
 */
import { escapeMarkdown } from './escapeMarkdown.ts';

export const CATALOGUE_GROUPS = {
  a: 'Explicit playtest questions',
  b: 'Testable design claims',
  c: 'Contradictions and gaps',
  d: 'Dice mechanics and constants',
} as const;
export type CatalogueGroup = keyof typeof CATALOGUE_GROUPS;

export interface CatalogueItem {
  /** e.g. RR-046 */
  id: string;
  /** The system's two-letter prefix, e.g. RR. */
  system: string;
  group: CatalogueGroup;
  section: string;
  /** What a simulation measures (the catalogue's metric line). */
  measure: string;
  /** Kernel, Pipeline, Game, Campaign or n/a. */
  scope: string;
}

/** Where the toolkit answers an item. */
export interface Citations {
  /** Report folders (relative to the reports root) whose experiment names the item, with the experiment id. */
  reports: Map<string, { folder: string; id: string }[]>;
  /** "system variant" names whose description names the item. */
  variants: Map<string, string[]>;
  /** Dice kernels and attack pipelines that compute the item (e.g. "kernel `d20`"), by their catalogue lists. */
  kernels: Map<string, string[]>;
}

const ITEM_ID = /^\| ((JS|EX|JW|SP|RR)-\d+) \|/;
const GROUP_HEADING = /^### (JS|EX|JW|SP|RR) \(([abcd])\)/;

/** The catalogue's item rows, in file order, each with the group heading it sits under. */
export function parseCatalogue(text: string): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  let group: CatalogueGroup | null = null;
  for (const line of text.split('\n')) {
    const heading = GROUP_HEADING.exec(line);
    if (heading) {
      group = heading[2] as CatalogueGroup;
      continue;
    }
    const row = ITEM_ID.exec(line);
    if (!row || !group) continue;
    // Cells: | id | seed | section | quote | measure | scope |, split on pipes not escaped as \| (a measure may hold one);
    // the measure and scope are read from the end, in case a quote holds a bare pipe.
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
    items.push({ id: row[1], system: row[2], group, section: cells[3], measure: cells[cells.length - 3], scope: cells[cells.length - 2] });
  }
  return items;
}

/** Item ids named in a text (an experiment's list, a variant's description). */
export function citedIds(text: string): string[] {
  return [...new Set(text.match(/\b(?:JS|EX|JW|SP|RR)-\d{3}\b/g) ?? [])];
}

function isAnswered(item: CatalogueItem, citations: Citations): boolean {
  return citations.reports.has(item.id) || citations.variants.has(item.id) || citations.kernels.has(item.id);
}

function answeredBy(item: CatalogueItem, citations: Citations): string {
  const parts = [
    ...(citations.reports.get(item.id) ?? []).map(({ folder, id }) => `[${id}](${folder}/report.html)`),
    ...(citations.variants.get(item.id) ?? []).map((name) => `variant ${name}`),
    ...(citations.kernels.get(item.id) ?? []),
  ];
  return parts.length > 0 ? parts.join(', ') : item.scope === 'n/a' ? 'nothing to simulate (editorial)' : '**not yet**';
}

/** The first `limit` characters of a metric line, cut at a word. */
function shorten(text: string, limit = 160): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  return `${cut.slice(0, cut.lastIndexOf(' '))} ...`;
}

export function catalogueMarkdown(items: readonly CatalogueItem[], citations: Citations, systems: Readonly<Record<string, string>>, source: string): string {
  const groups = Object.keys(CATALOGUE_GROUPS) as CatalogueGroup[];
  const count = (system: string, group: CatalogueGroup) => {
    const inGroup = items.filter((item) => item.system === system && item.group === group && item.scope !== 'n/a');
    return `${inGroup.filter((item) => isAnswered(item, citations)).length} of ${inGroup.length}`;
  };
  const lines = [
    '# The playtest questions and what answers them',
    '',
    `Every item of \`${source}\`, with the reports, rule variants and dice kernels of this toolkit that name it. An item`,
    "counts as answered by a report when that report's experiment lists it (`source.catalogue`); by a variant when a",
    "named variant's description cites it (each variant is played in its system's variant-sensitivity report and can be",
    'chosen in any run with `--variant`); by a kernel or an attack pipeline when it lists the item as one it computes',
    '(`playtest roll <kernel>`, `playtest attack <system>`, with the options the item names). **not yet**',
    'means nothing here names it: the rule may still be modelled (each system README says what is), but no report',
    'measures it by name. Written by `npx tsx scripts/catalogue.ts` and at the end of `npm run reports`.',
    '',
    `| system | ${groups.map((group) => `(${group}) ${CATALOGUE_GROUPS[group].toLowerCase()}`).join(' | ')} |`,
    `| --- | ${groups.map(() => '---').join(' | ')} |`,
    ...Object.entries(systems).map(([system, name]) => `| ${name} | ${groups.map((group) => count(system, group)).join(' | ')} |`),
    '',
    'Counts leave out the editorial items (scope n/a).',
  ];
  for (const [system, name] of Object.entries(systems)) {
    lines.push('', `## ${name} (${system})`);
    for (const group of groups) {
      const inGroup = items.filter((item) => item.system === system && item.group === group);
      if (inGroup.length === 0) continue;
      lines.push('', `### (${group}) ${CATALOGUE_GROUPS[group]}`, '', '| item | section | scope | what to measure | answered by |', '| --- | --- | --- | --- | --- |');
      for (const item of inGroup) {
        lines.push(`| ${item.id} | ${escapeMarkdown(item.section)} | ${item.scope} | ${escapeMarkdown(shorten(item.measure))} | ${answeredBy(item, citations)} |`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
