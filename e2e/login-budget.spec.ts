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
});
