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

/** The middle value (the lower of the two middle ones for an even count). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Each page's medians over the rounds, and every round's score. */
export interface LighthouseSummary extends LighthouseRow {
  scores: number[];
}

/**
 * `rounds` times, each in a new browser profile (so every round sees the same caches: a first
 * visit to /login, the panel's code once through the login, then the dashboard and the product
 * list): the same build varies by ±3 points between runs on a shared machine, so one run says
 * little about a target of 90.
 */
export async function scoreScreens(rounds = 3): Promise<LighthouseSummary[]> {
  const dir = mkdtempSync(join(tmpdir(), 'painel-lighthouse-'));
  const server = await launchDemoServer(dir);
  const options = launchOptionsOf(await resolveChromium());
  const rows: LighthouseRow[] = [];
  const score = async (page: string, round: number) => {
    const report = await runLighthouse(`${server.url}${page}`);
    const value = (audit: string) => report.audits[audit].numericValue;
    // LIGHTHOUSE_REPORTS=<folder>: each page's whole report, to see where its time goes.
    if (process.env.LIGHTHOUSE_REPORTS)
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/\W+/g, '_') || 'root'}-${round + 1}.json`),
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
    for (let round = 0; round < rounds; round++) {
      // A persistent context is the browser's default one: the pages Lighthouse opens share its
      // storage.
      const context = await chromium.launchPersistentContext(join(dir, `profile-${round}`), {
        ...options,
        args: [...options.args, `--remote-debugging-port=${DEBUG_PORT}`],
      });
      try {
        await score('/login', round);
        const page = await context.newPage();
        await page.goto(`${server.url}/login`);
        await page.getByLabel('Usuário ou e-mail').fill('maria@modaviva.dev');
        await page.getByLabel('Senha').fill('loja1234');
        await page.getByRole('button', { name: /entrar/i }).click();
        await page.waitForURL(/\/$/);
        await page.close();
        await score('/', round);
        await score('/product', round);
      } finally {
        await context.close();
      }
    }
    return [...new Set(rows.map((r) => r.page))].map((page) => {
      const of = rows.filter((r) => r.page === page);
      const pick = (key: keyof Omit<LighthouseRow, 'page'>) => median(of.map((r) => r[key]));
      return {
        page,
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        scores: of.map((r) => r.score),
      };
    });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
