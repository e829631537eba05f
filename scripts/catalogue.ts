/**
 * Writes `reports/CATALOGUE.md` (src/report/catalogue.ts): every item of
 * ../shared/PLAYTEST-QUESTIONS.md with the reports, variants and dice kernels
 * that name it. The reports are read from the folder's result.json files (what
 * `npm run reports` wrote), the variants from every game and attack pipeline,
 * the kernels and attack pipelines from their `catalogue` lists (and kernel summaries).
 * `npm run reports` calls it at the end.
 *
 *   npx tsx scripts/catalogue.ts [--out reports]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KERNELS } from '../src/dice/registry.ts';
import { GAMES } from '../src/game/registry.ts';
import { catalogueMarkdown, citedIds, parseCatalogue, type Citations } from '../src/report/catalogue.ts';
import { findResultFiles } from '../src/report/indexPage.ts';
import { writeFileAtomic } from '../src/report/writeFileAtomic.ts';
import { ATTACKS } from '../src/systems/attacks.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The catalogue lives beside the repository, in the shared folder the rulebooks come from. */
export const CATALOGUE_PATH = join(ROOT, '..', 'shared', 'PLAYTEST-QUESTIONS.md');

const SYSTEMS = { JS: 'Jagged Shards', EX: 'Exoshift', JW: 'Jovian Wars', SP: 'Syndicate Protocol', RR: 'Rattle and Rend' };

function add(map: Map<string, string[]>, ids: string[], entry: string): void {
  for (const id of ids) map.set(id, [...(map.get(id) ?? []), entry]);
}

/** Who names which item: the reports under root, every game's and attack pipeline's variants, every dice kernel. */
export function gatherCitations(root: string): Citations {
  const citations: Citations = { reports: new Map(), variants: new Map(), kernels: new Map() };
  for (const file of findResultFiles(root)) {
    try {
      const result = JSON.parse(readFileSync(file, 'utf8')) as { experiment?: { id?: string; source?: { catalogue?: string[] } } };
      const folder = relative(root, dirname(file)).split(sep).join('/');
      for (const id of result.experiment?.source?.catalogue ?? []) {
        citations.reports.set(id, [...(citations.reports.get(id) ?? []), { folder, id: result.experiment?.id ?? folder }]);
      }
    } catch {
      // an unreadable result.json: the index lists it as such; it answers nothing here
    }
  }
  const seen = new Set<string>();
  for (const [system, game] of Object.entries(GAMES)) {
    for (const [name, variant] of Object.entries(game.variants)) {
      seen.add(`${system} ${name}`);
      add(citations.variants, citedIds(variant.describe), `${system} \`${name}\``);
    }
  }
  for (const [system, pipeline] of Object.entries(ATTACKS)) {
    for (const [name, variant] of Object.entries(pipeline.variants)) {
      // A pipeline variant shared with the game (same name) is listed once.
      if (!seen.has(`${system} ${name}`)) add(citations.variants, citedIds(variant.describe), `${system} \`${name}\` (attack)`);
    }
  }
  for (const [name, kernel] of Object.entries(KERNELS)) add(citations.kernels, [...new Set([...citedIds(kernel.summary), ...(kernel.catalogue ?? [])])], `kernel \`${name}\``);
  for (const [system, pipeline] of Object.entries(ATTACKS)) add(citations.kernels, [...(pipeline.catalogue ?? [])], `attack pipeline \`${system}\``);
  return citations;
}

/**
 * Writes root/CATALOGUE.md; returns how many items it lists and answers, and the ids cited somewhere that the
 * catalogue does not have (a typo in a list), or null when the catalogue is not beside the repository.
 */
export function writeCatalogue(root: string, cataloguePath = CATALOGUE_PATH): { items: number; answered: number; unknown: string[] } | null {
  if (!existsSync(cataloguePath)) return null;
  const items = parseCatalogue(readFileSync(cataloguePath, 'utf8'));
  const citations = gatherCitations(root);
  const text = catalogueMarkdown(items, citations, SYSTEMS, '../shared/PLAYTEST-QUESTIONS.md');
  writeFileAtomic(join(root, 'CATALOGUE.md'), text);
  const answered = items.filter((item) => citations.reports.has(item.id) || citations.variants.has(item.id) || citations.kernels.has(item.id)).length;
  const known = new Set(items.map((item) => item.id));
  const unknown = [...new Set([...citations.reports.keys(), ...citations.variants.keys(), ...citations.kernels.keys()])].filter((id) => !known.has(id)).sort();
  return { items: items.length, answered, unknown };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const root = at > 0 ? process.argv[at + 1] : join(ROOT, 'reports');
  const written = writeCatalogue(root);
  if (written === null) process.stdout.write(`no catalogue at ${CATALOGUE_PATH}: nothing written\n`);
  else {
    process.stdout.write(`${join(root, 'CATALOGUE.md')}: ${written.items} items, ${written.answered} answered by a report, a variant, a kernel or an attack pipeline\n`);
    if (written.unknown.length > 0) process.stdout.write(`cited but not in the catalogue: ${written.unknown.join(', ')}\n`);
  }
}
