// Lighthouse's mobile performance score (issue 26: ≥ 90 on the login page and the dashboard, layout
// shift ≤ 0.1) for the login page, the dashboard and the product list as Maria, on `npm start` with
// the demo data. Lighthouse runs from npm on demand (`npm exec`, a pinned version that runs on Node
// 20): it is 200 packages that only this bench needs, so it is not in every install. It drives the
// same Chromium as the e2e, through its debugging port; the signed-in pages keep the session that
// the login left in the browser's storage (--disable-storage-reset).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { launchOptionsOf, resolveChromium } from '../e2e/support/chromium.js';
import { launchDemoServer } from './startup.js';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const DEBUG_PORT = 9391;

export interface LighthouseRow {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

function runLighthouse(url: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        'exec',
        '--yes',
        `--package=${LIGHTHOUSE}`,
        '--',
        'lighthouse',
        url,
        `--port=${DEBUG_PORT}`,
        '--disable-storage-reset',
        '--only-categories=performance',
        '--output=json',
        '--quiet',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Report) : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
}

export async function scoreScreens(): Promise<LighthouseRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'painel-lighthouse-'));
  const server = await launchDemoServer(dir);
  const options = launchOptionsOf(await resolveChromium());
  // A persistent context is the browser's default one: the pages Lighthouse opens share its storage.
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    ...options,
    args: [...options.args, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const rows: LighthouseRow[] = [];
  const score = async (page: string) => {
    const report = await runLighthouse(`${server.url}${page}`);
    const value = (audit: string) => report.audits[audit].numericValue;
    // LIGHTHOUSE_REPORTS=<folder>: each page's whole report, to see where its time goes.
    if (process.env.LIGHTHOUSE_REPORTS)
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/\W+/g, '_') || 'root'}.json`),
        JSON.stringify(report),
      );
    rows.push({
      page,
      score: Math.round(report.categories.performance.score * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    });
  };
  try {
    await score('/login');
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Usuário ou e-mail').fill('maria@modaviva.dev');
    await page.getByLabel('Senha').fill('loja1234');
    await page.getByRole('button', { name: /entrar/i }).click();
    await page.waitForURL(/\/$/);
    await page.close();
    await score('/');
    await score('/product');
    return rows;
  } finally {
    await context.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
