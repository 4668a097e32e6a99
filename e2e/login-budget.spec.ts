// The login page's JavaScript budget (issue 26): what a first visit transfers for scripts, as
// served (brotli), summed from the browser's own sizes. The suite fails when a change makes the
// login route heavier than LOGIN_JS_BUDGET, so a new dependency on the first screen is a decision.
import { expect, test } from '@playwright/test';
import { emailField } from './support/session';

/**
 * Bytes of script the login route may transfer: the target. Measured at 176.5 kB while the
 * entry held the router; ~130 kB since the first visit to /login loads no router (main.tsx).
 */
const LOGIN_JS_BUDGET = 150_000;

/**
 * Files of script the login route may fetch: the entry, rolldown's runtime and, at most, one more.
 * A phone pays a round trip per file; without vite.config.ts's chunk groups the login took 14.
 */
const LOGIN_JS_FILES = 3;

test('a página de login transfere no máximo o orçamento de JavaScript', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.goto('/login');
  await expect(emailField(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  test.info().annotations.push({ type: 'login JS', description: `${(total / 1000).toFixed(1)} kB` });
  console.log(`login: ${sizes.length} scripts, ${(total / 1000).toFixed(1)} kB transferidos`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  expect(sizes.length).toBeLessThanOrEqual(LOGIN_JS_FILES);
});

/** V8's compile hint (vite.config.ts): its functions are compiled off the main thread as it arrives. */
const HINT = '//# allFunctionsCalledOnLoad\n';

test('o código de toda carga de página chega com a dica de compilação; o de uma tela aberta depois, sem ela', async ({
  page,
  request,
}) => {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await page.goto('/login');
  await expect(emailField(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(1);
  for (const { url, text } of loaded) expect(text.startsWith(HINT), url).toBe(true);
  // The panel's chunk (fetched as the login form is sent) and a screen's that only opens later.
  const lazyFile = (code: string, name: string) => code.match(new RegExp(`assets/${name}-[\\w-]+\\.js`))?.[0];
  const entry = loaded.find(({ text }) => lazyFile(text, 'App'))!;
  const app = await (await request.get(`/${lazyFile(entry.text, 'App')}`)).text();
  expect(app.startsWith(HINT)).toBe(true);
  const orderDetail = lazyFile(app, 'OrderDetailPage');
  expect(orderDetail).toBeTruthy();
  const screen = await request.get(`/${orderDetail}`);
  expect(screen.status()).toBe(200);
  expect((await screen.text()).startsWith(HINT)).toBe(false);
});
