/**
 * `npm run demo` (src/cli/demo.ts) runs its questions by id: each must name an experiment that loads, so a renamed or
 * removed experiment fails here, not on a designer's first run. (The demo itself takes ~30 s and is run by hand and by
 * the fresh-clone check; its reports are the committed ones.)
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_QUESTIONS } from '../../src/cli/demo.ts';
import { loadExperiment } from '../../src/sim/loadExperiment.ts';

describe('playtest demo', () => {
  it('names six experiments that load, the first a Rattle and Rend question answered with full games', async () => {
    expect(DEMO_QUESTIONS).toHaveLength(6);
    for (const id of DEMO_QUESTIONS) {
      const loaded = await loadExperiment(id);
      expect(loaded.experiment.id).toBe(id);
    }
    const first = await loadExperiment(DEMO_QUESTIONS[0]);
    expect(first.system).toBe('rattle-and-rend');
    expect(first.experiment.source.catalogue).toContain('RR-009');
  });

  it('checks reports/ before its first game: a file of that name is one line and exit 2, nothing run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-'));
    try {
      writeFileSync(join(dir, 'reports'), 'not a folder');
      const bin = fileURLToPath(new URL('../../src/cli/bin.mjs', import.meta.url));
      const run = spawnSync(process.execPath, [bin, 'demo'], { cwd: dir, encoding: 'utf8' });
      expect(run.status).toBe(2);
      // Nothing printed on stdout: no question was run.
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`playtest: reports/rattle-and-rend/rr-resurrectionists: ${join(dir, 'reports')} is a file, not a folder\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops at SIGTERM between questions with exit 143 and one line; the report already written stays whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-'));
    try {
      const bin = fileURLToPath(new URL('../../src/cli/bin.mjs', import.meta.url));
      const child = spawn(process.execPath, [bin, 'demo'], { cwd: dir });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += String(chunk)));
      child.stderr.on('data', (chunk) => (stderr += String(chunk)));
      const exited = once(child, 'exit');
      // The first report is written (its 'report:' line printed) before the second question starts its games.
      while (!stdout.includes('report: ')) {
        if (child.exitCode !== null) throw new Error(`demo ended early: ${stderr}`);
        await new Promise((done) => setTimeout(done, 50));
      }
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      expect(code).toBe(143);
      expect(stderr).toBe(`playtest: demo interrupted; 1 of ${DEMO_QUESTIONS.length} reports written\n`);
      const first = join(dir, 'reports', 'rattle-and-rend', DEMO_QUESTIONS[0]);
      expect(existsSync(join(first, 'report.html'))).toBe(true);
      expect(readdirSync(join(dir, 'reports')).sort()).toEqual(['index.html', 'rattle-and-rend']);
      expect(readdirSync(join(dir, 'reports', 'rattle-and-rend'))).toEqual([DEMO_QUESTIONS[0]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
