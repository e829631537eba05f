/**
 * The report as a designer sees it: report.html and reports/index.html opened
 * from disk in a real headless Chromium (Debian's package, driven by
 * playwright-core). No console errors, no request leaves the file system, every
 * chart is visible with a non-zero size; screenshots go to the OS temp folder.
 *
 * This test does not skip: without Chromium it fails and says how to get it.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIndex } from '../../src/report/indexPage.ts';
import { writeReport } from '../../src/report/writeReport.ts';
import { factionWinRateResult, jovianPoolResult, matchupMatrixResult, rofArmorSweepResult } from './fixtures.ts';

/** Debian's Chromium; PLAYTEST_CHROMIUM points elsewhere (used to check the failure message). */
const CHROMIUM = process.env.PLAYTEST_CHROMIUM ?? '/usr/bin/chromium';
const SCREENSHOTS = join(tmpdir(), 'playtest-report-screenshots');

let root: string;
let profile: string;
let context: BrowserContext;

const MISSING = `Chromium is not installed at ${CHROMIUM}: run .ci/run, or install it with 'apt-get update && apt-get install -y chromium'`;

beforeAll(async () => {
  // Without Chromium every test below fails with MISSING (a failing beforeAll would only mark them skipped).
  if (!existsSync(CHROMIUM)) return;
  root = mkdtempSync(join(tmpdir(), 'playtest-browser-'));
  profile = mkdtempSync(join(tmpdir(), 'playtest-chromium-profile-'));
  mkdirSync(SCREENSHOTS, { recursive: true });
  const hostile = factionWinRateResult();
  hostile.arms[3].label = '<script>alert(1)</script>';
  hostile.experiment.title = 'Names from a data file: <b>not bold</b>';
  await writeReport(factionWinRateResult(), join(root, 'resurrectionists-too-strong'));
  await writeReport(jovianPoolResult(), join(root, 'jovian', 'pool-upgrades'));
  await writeReport(rofArmorSweepResult(), join(root, 'jovian', 'rof-vs-armor'));
  await writeReport(matchupMatrixResult(), join(root, 'faction-matchups'));
  await writeReport(hostile, join(root, 'hostile-names'));
  writeIndex(root);
  // launchPersistentContext gives Chromium the fresh profile folder as its --user-data-dir.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1200, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 120_000);

afterAll(async () => {
  await context?.close();
  for (const dir of [root, profile]) if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  problems: string[];
}

/** Opens a file and records console errors, page errors, dialogs and any request that is not a local file. */
function requireChromium(): void {
  if (!context) throw new Error(MISSING);
}

async function open(file: string): Promise<Opened> {
  requireChromium();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith('file:')) problems.push(`network request: ${request.url()}`);
  });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  return { page, problems };
}

async function expectChartsVisible(page: Page, count: number): Promise<void> {
  const charts = page.locator('figure.chart svg');
  await expect.poll(() => charts.count()).toBe(count);
  for (let i = 0; i < count; i++) {
    const chart = charts.nth(i);
    expect(await chart.isVisible()).toBe(true);
    const box = await chart.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(box?.height ?? 0).toBeGreaterThan(100);
  }
}

describe('reports in a real browser', () => {
  it('opens report.html with no console errors and every chart visible', async () => {
    requireChromium();
    const { page, problems } = await open(join(root, 'jovian', 'pool-upgrades', 'report.html'));
    await expectChartsVisible(page, 4);
    await expect.poll(() => page.locator('.verdict').innerText()).toContain('significantly higher');
    await page.screenshot({ path: join(SCREENSHOTS, 'jovian-pool-upgrades.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('opens the sweep and matrix reports with their charts visible', async () => {
    requireChromium();
    for (const [folder, charts] of [['jovian/rof-vs-armor', 3], ['faction-matchups', 1], ['resurrectionists-too-strong', 2]] as const) {
      const { page, problems } = await open(join(root, folder, 'report.html'));
      await expectChartsVisible(page, charts);
      await page.screenshot({ path: join(SCREENSHOTS, `${folder.replace('/', '-')}.png`), fullPage: true });
      expect(problems, folder).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it('shows a unit named <script> as text and runs nothing', async () => {
    requireChromium();
    const { page, problems } = await open(join(root, 'hostile-names', 'report.html'));
    expect(await page.locator('table').first().innerText()).toContain('<script>alert(1)</script>');
    expect(await page.locator('script').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('opens the index, lists every report with its verdict, and its links lead to the reports', async () => {
    requireChromium();
    const { page, problems } = await open(join(root, 'index.html'));
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(5);
    expect(await page.locator('main').innerText()).toContain('too strong by the 45-55% band');
    await page.screenshot({ path: join(SCREENSHOTS, 'index.png'), fullPage: true });
    await page.getByRole('link', { name: 'Is Resurrectionists too strong?' }).first().click();
    await page.waitForLoadState('load');
    expect(page.url()).toMatch(/resurrectionists-too-strong\/report\.html$/);
    await expectChartsVisible(page, 2);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
