/**
 * `reports/index.html`: every report under `reports/`, found by its
 * result.json (at any depth), with its title, verdict and a link to its page.
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

export function indexHtml(entries: IndexEntry[]): string {
  const rows = entries
    .map((entry) => {
      const href = `${entry.folder.split('/').map(encodeURIComponent).join('/')}/report.html`;
      const title = entry.rendered ? `<a href="${escapeHtml(href)}">${escapeHtml(entry.title)}</a>` : `${escapeHtml(entry.title)} <span class="muted">(not drawn yet: run playtest report ${escapeHtml(entry.folder)})</span>`;
      const verdict = entry.problem ? `<span class="problem">${escapeHtml(entry.problem)}</span>` : entry.headline.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join('');
      return `<tr><td>${title}<div class="folder">${escapeHtml(entry.folder)}</div></td><td>${verdict}</td></tr>`;
    })
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
<p>${entries.length} ${entries.length === 1 ? 'report' : 'reports'}. Each verdict is stated only where the intervals support it.</p>
<table>
<thead><tr><th scope="col">Question</th><th scope="col">Verdict</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}

/** Writes `<root>/index.html` listing every report under root; returns the entries listed. */
export function writeIndex(root: string): IndexEntry[] {
  mkdirSync(root, { recursive: true });
  const entries = indexEntries(root);
  writeFileAtomic(join(root, 'index.html'), indexHtml(entries));
  return entries;
}
