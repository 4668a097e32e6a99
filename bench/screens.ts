// The first screens as a user sees them (issue 26): `npm start` on a new data folder with the demo
// data, Chromium at 1366 px, Maria signed in through the login page; then, for the dashboard, the
// product list and an order list, the time from navigation to the first row of data on screen —
// after a page load (navigation start = the page's time origin) and after a click-like move inside
// the panel (history.pushState + popstate, as the menu's links route). Medians of a few runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { launchOptionsOf, resolveChromium } from '../e2e/support/chromium.js';
import { launchDemoServer } from './startup.js';

export interface ScreenRow {
  call: string;
  /** Median ms from a page load's start. */
  load: number;
  /** Median ms from a move inside the panel. */
  inApp: number;
}

/**
 * What counts as data on screen: a list's first filled row, the dashboard's chart with no loader
 * left. Tables and charts of the screen left behind carry data-bench-old, so they never count.
 */
const READY: Record<string, string> = {
  list: `(() => { const cell = document.querySelector('tbody:not([data-bench-old]) tr td'); return !!cell && cell.closest('tr').innerText.trim() !== '' && !document.querySelector('tbody .MuiSkeleton-root'); })()`,
  dashboard: `(() => !!document.querySelector('.recharts-surface:not([data-bench-old])') && !document.querySelector('main [role=progressbar], main .MuiSkeleton-root'))()`,
};

/** Marks what is on screen as old, then routes client-side; answers the page's time at the move. */
const move = (page: Page, to: string) =>
  page.evaluate((path) => {
    for (const el of document.querySelectorAll('tbody, .recharts-surface'))
      el.setAttribute('data-bench-old', '');
    const t0 = performance.now();
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
    return t0;
  }, to);

const SCREENS = [
  { call: 'dashboard (/)', path: '/', ready: READY.dashboard },
  { call: 'product list (/product)', path: '/product', ready: READY.list },
  { call: 'delivered orders (/finished)', path: '/finished', ready: READY.list },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** ms since `since` (performance.now() in the page) until `ready` holds, checked every frame. */
async function until(page: Page, ready: string, since: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ check, from }) => {
      return (0, eval)(check) ? performance.now() - from : false;
    },
    { check: ready, from: since },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function timeScreens(runs = 5): Promise<ScreenRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'painel-screens-'));
  const server = await launchDemoServer(dir);
  const browser = await chromium.launch(launchOptionsOf(await resolveChromium()));
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1366, height: 850 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('maria@modaviva.dev');
    await page.getByLabel('Senha').fill('loja1234');
    await page.getByRole('button', { name: /entrar/i }).click();
    await page.waitForURL(/\/$/);
    const rows: ScreenRow[] = [];
    for (const screen of SCREENS) {
      const load: number[] = [];
      const inApp: number[] = [];
      for (let i = 0; i < runs + 1; i++) {
        await page.goto(screen.path);
        const loaded = await until(page, screen.ready, 0);
        // Away to another screen, then back, client-side.
        const other = screen.path === '/' ? '/product' : '/';
        await until(page, SCREENS.find((s) => s.path === other)!.ready, await move(page, other));
        const since = await move(page, screen.path);
        const moved = await until(page, screen.ready, since);
        // The first round warms the server and the browser's cache.
        if (i > 0) {
          load.push(loaded);
          inApp.push(moved);
        }
      }
      rows.push({ call: screen.call, load: median(load), inApp: median(inApp) });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
