/**
 * `reports/index.html`: every report under `reports/`, found by its
 * result.json (at any depth), with its title, verdict and a link to its page,
 * grouped by game system (the top folder) under a line of contents.
 * The verdict comes from the folder's verdict.json (so a report drawn with
 * `--band` shows the verdict its page states), or is computed from result.json
 * with default bands when the folder has not been drawn yet. Self-contained
 * like report.html; every string is escaped.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { escapeHtml } from './escapeHtml.ts';
import { readResult } from './readResult.ts';
import { verdicts } from './verdict.ts';
import { VERDICT_FILE, type VerdictFile } from './writeReport.ts';
import { writeFileAtomic } from './writeFileAtomic.ts';

export interface IndexEntry {
  /** Folder relative to the reports root, with forward slashes. */
  folder: string;
  title: string;
  headline: string[];
  /** True when the folder has a report.html to link to. */
  rendered: boolean;
  /** Set when result.json could not be read. */
  problem: string | null;
}

/** Paths of every result.json under root, sorted, skipping dot-folders and node_modules. */
export function findResultFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name === 'result.json') found.push(path);
    }
  };
  walk(root);
  return found.sort();
}

export function indexEntries(root: string): IndexEntry[] {
  return findResultFiles(root).map((file) => {
    const dir = dirname(file);
    const folder = relative(root, dir).split(sep).join('/') || '.';
    const rendered = existsSync(join(dir, 'report.html'));
    try {
      const saved = JSON.parse(readFileSync(join(dir, VERDICT_FILE), 'utf8')) as VerdictFile;
      if (typeof saved.title === 'string' && Array.isArray(saved.headline)) {
        return { folder, title: saved.title, headline: saved.headline.map(String), rendered, problem: null };
      }
    } catch {
      // No verdict.json yet: compute the verdict from the result below.
    }
    try {
      const { result } = readResult(file);
      return { folder, title: result.experiment.title, headline: verdicts(result).headline, rendered, problem: null };
    } catch (error) {
      return { folder, title: folder, headline: [], rendered, problem: (error as Error).message };
    }
  });
}

/** "rattle-and-rend" -> "Rattle and Rend": a reports folder named after its game system, as a heading. */
export function groupTitle(folder: string): string {
  return folder
    .split('-')
    .map((word, index) => (index > 0 && ['and', 'of', 'the'].includes(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

function entryRow(entry: IndexEntry): string {
  const href = `${entry.folder.split('/').map(encodeURIComponent).join('/')}/report.html`;
  const title = entry.rendered ? `<a href="${escapeHtml(href)}">${escapeHtml(entry.title)}</a>` : `${escapeHtml(entry.title)} <span class="muted">(not drawn yet: run playtest report ${escapeHtml(entry.folder)})</span>`;
  // The first line of the verdict shows; the rest folds away, so 145 reports stay one scroll of questions.
  const [first, ...rest] = entry.headline.map((sentence) => `<p>${escapeHtml(sentence)}</p>`);
  const more = rest.length > 0 ? `<details><summary>${rest.length} more ${rest.length === 1 ? 'line' : 'lines'}</summary>${rest.join('')}</details>` : '';
  const verdict = entry.problem ? `<span class="problem">${escapeHtml(entry.problem)}</span>` : `${first ?? ''}${more}`;
  return `<tr><td>${title}<div class="folder">${escapeHtml(entry.folder)}</div></td><td>${verdict}</td></tr>`;
}

function table(entries: IndexEntry[]): string {
  return `<table>
<thead><tr><th scope="col">Question</th><th scope="col">Verdict</th></tr></thead>
<tbody>
${entries.map(entryRow).join('\n')}
</tbody>
</table>`;
}

/**
 * The index page: the reports grouped by their top folder (one per game system under reports/), a contents line
 * linking to each group and, when the root holds it, to CATALOGUE.md; reports at the top level form one group without
 * a heading.
 */
export function indexHtml(entries: IndexEntry[], options: { catalogue?: boolean } = {}): string {
  const groups = new Map<string, IndexEntry[]>();
  for (const entry of entries) {
    const slash = entry.folder.indexOf('/');
    const group = slash > 0 ? entry.folder.slice(0, slash) : '';
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const anchor = (group: string) => `system-${group.replace(/[^a-z0-9-]/gi, '-')}`;
  const named = [...groups.keys()].filter((group) => group !== '');
  const contents = [
    ...named.map((group) => `<a href="#${escapeHtml(anchor(group))}">${escapeHtml(groupTitle(group))}</a> (${groups.get(group)!.length})`),
    ...(options.catalogue ? ['<a href="CATALOGUE.md">every playtest question and the reports that answer it (CATALOGUE.md)</a>'] : []),
  ];
  const sections = [...groups.entries()]
    .map(([group, members]) => (group === '' ? table(members) : `<h2 id="${escapeHtml(anchor(group))}">${escapeHtml(groupTitle(group))}</h2>\n${table(members)}`))
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Playtest reports</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif; color: #1f1f1f; background: #fafafa; }
main { max-width: 1120px; margin: 0 auto; padding: 32px 28px 64px; background: white; min-height: 100vh; }
h1 { font-size: 28px; margin: 0 0 16px; }
h2 { font-size: 22px; margin: 32px 0 8px; }
nav p { font-size: 15px; }
details summary { cursor: pointer; color: #0060a0; font-size: 14px; }
details p { margin-top: 4px; }
table { border-collapse: collapse; width: 100%; font-size: 15px; }
th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #d9d9d9; vertical-align: top; }
th { background: #f2f2f2; }
td:first-child { width: 34%; font-weight: 600; }
td p { margin: 0 0 4px; }
.folder { font-weight: normal; font-size: 13px; color: #5a5a5a; font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
.muted { font-weight: normal; color: #5a5a5a; font-size: 13px; }
.problem { color: #a33c00; }
a { color: #0060a0; }
</style>
</head>
<body>
<main>
<h1>Playtest reports</h1>
<p>${entries.length} ${entries.length === 1 ? 'report' : 'reports'}. Each verdict is stated only where the intervals support it; its first line shows, the rest opens below it.</p>
${contents.length > 0 ? `<nav><p>${contents.join(' · ')}</p></nav>\n` : ''}${sections}
</main>
</body>
</html>
`;
}

/** Writes `<root>/index.html` listing every report under root; returns the entries listed. */
export function writeIndex(root: string): IndexEntry[] {
  mkdirSync(root, { recursive: true });
  const entries = indexEntries(root);
  writeFileAtomic(join(root, 'index.html'), indexHtml(entries, { catalogue: existsSync(join(root, 'CATALOGUE.md')) }));
  return entries;
}
