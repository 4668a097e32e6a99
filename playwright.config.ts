// Playwright e2e: Debian's Chromium, else the npm package's (e2e/support/chromium.ts; never a
// downloaded browser), against the real server started as `npm start` would, on its own port and a
// fresh embedded database seeded with the demo data.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { launchOptionsOf, resolveChromium } from './e2e/support/chromium.js';
import {
  FAKE_PROVIDER_PORT_COUNT,
  fakeProviderEnv,
  fakeProvidersHealthUrl,
} from './e2e/support/fake-provider-urls.js';

const CI = !!process.env.CI;
const PORT = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://localhost:${PORT}`;
/** A local fake of the postal-code service (e2e/support/fake-cep.ts): never the network. */
const FAKE_CEP_PORT = 3399 + (PORT - 3310);
/**
 * Local fakes of the providers (e2e/support/fake-providers.ts): the Pagar.me Hub, e.Rede, Pagar.me,
 * Cielo and Melhor Envio, on this port and the ones after it — a block per E2E_PORT, so suites on
 * different ports never share them.
 */
const FAKE_PROVIDERS_PORT = 3600 + (PORT - 3310) * FAKE_PROVIDER_PORT_COUNT;
/**
 * With TEST_DATABASE_URL (as on CI) the server runs on PostgreSQL, in a throwaway database of its
 * own (e2e_<port>, dropped and created before each run by e2e/support/fresh-database.ts): the
 * visits spec took 3.4 min there against 4.5 min on the embedded PGlite, which shares the server's
 * one thread. Without it, the embedded database, as `npm start` runs. E2E_DATABASE_URL= (empty)
 * forces the embedded one.
 */
const E2E_DATABASE = `e2e_${PORT}`;
const postgres = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const serverDatabaseUrl = postgres
  ? Object.assign(new URL(postgres), { pathname: `/${E2E_DATABASE}` }).href
  : '';

// Evaluated again in every worker: the first evaluation (the runner's) unpacks the npm browser
// when it is the one used; the workers find it unpacked.
const chromium = await resolveChromium();
if (chromium.source === 'npm' && !process.env.TEST_WORKER_INDEX)
  console.log(`e2e: Chromium of @sparticuz/chromium (${chromium.executablePath})`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One browser more than the cores (E2E_WORKERS overrides): with one a core, a quarter of the CPU
  // sat idle while pages waited on the server, and the suite took 458 s on 2 cores against 348 s
  // with 3.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  fullyParallel: true,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // CI machines ran the suite 1.8x slower than a developer's (1,324 s against 742 s): the same
  // tests, more time before one counts as stuck.
  timeout: CI ? 60_000 : 30_000,
  // A page the shared machine answers slowly now and then (a list's refetch, a first heading).
  expect: { timeout: CI ? 20_000 : 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 850 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: launchOptionsOf(chromium),
  },
  projects: [
    // Logs each demo account in through the login page once and keeps its session for the tests.
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['sessions'], testMatch: /\.spec\.ts$/ },
  ],
  webServer: [
    {
      // A fresh data folder each run, so the demo data (and the tests' own rows) start clean. The
      // server builds the panel itself when dist/panel is missing or older than its sources.
      command: `rm -rf .tmp/e2e-data-${PORT} && ${postgres ? 'npx tsx e2e/support/fresh-database.ts && ' : ''}node src/server/start.mjs`,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(PORT),
        DATA_DIR: `.tmp/e2e-data-${PORT}`,
        PANEL_DIR: `.tmp/e2e-panel-${PORT}`,
        SEED_DEMO: 'true',
        SERVE_PANEL: 'true',
        // Never a developer's own database: the embedded one, or the throwaway e2e_<port>.
        DATABASE_URL: serverDatabaseUrl,
        ...(postgres ? { TEST_DATABASE_URL: postgres, E2E_DATABASE } : {}),
        LOG_LEVEL: 'warn',
        CEP_SERVICE_URL: `http://127.0.0.1:${FAKE_CEP_PORT}`,
        // PAGARME_HUB_URL, PAGARME_HUB_API_URL, PAGARME_HUB_APP_KEY, EREDE_API_URL, PAGARME_API_URL,
        // CIELO_API_URL and MELHOR_ENVIO_API_URL: the Pagar.me v5 connection really runs in the
        // browser, and a store with the sandbox off pays and ships through a fake, never for real.
        ...fakeProviderEnv(FAKE_PROVIDERS_PORT),
      },
      // First start: panel build (~10 s) plus migrations and demo data (~10 s), slower on CI.
      timeout: 120_000,
      reuseExistingServer: !CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/support/fake-cep.ts',
      url: `http://127.0.0.1:${FAKE_CEP_PORT}/health`,
      env: { FAKE_CEP_PORT: String(FAKE_CEP_PORT) },
      reuseExistingServer: !CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/support/fake-providers.ts',
      url: fakeProvidersHealthUrl(FAKE_PROVIDERS_PORT),
      env: { FAKE_PROVIDERS_PORT: String(FAKE_PROVIDERS_PORT) },
      reuseExistingServer: !CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
