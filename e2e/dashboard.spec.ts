// Issue 12 item 1: the sales dashboard at / against the real server and its demo data. Maria sees
// her store's figures (as the API gives them for the same period), the charts (each drawn as it comes
// into view) and lists, a detail row opening its order in a new tab, and an empty period; the admin
// sees the whole platform and then one store. On a phone everything stacks without the page
// scrolling sideways.
import { expect, test, type Page } from '@playwright/test';
import { MONTHS } from '../src/admin/areas/dashboard/model';
import type { DashboardHome } from '../src/shared/calls';
import { formatMoney } from '../src/shared/money';
import { today } from '../src/shared/time';
import { admin, maria, type Account } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';

const [YEAR, MONTH] = today().split('-').map(Number);
/** The last twelve months: the demo data's orders fall in them. */
const YEAR_BACK = { startMonth: MONTH, startYear: YEAR - 1, endMonth: MONTH, endYear: YEAR };

const main = (page: Page) => page.locator('#main-content');

async function choose(page: Page, label: string, option: string) {
  await main(page)
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function figures(request: Parameters<typeof Api.as>[0], account: Account, body: object) {
  const api = await Api.as(request, account);
  const { status, json } = await api.post<DashboardHome>('/dashboard/home', body);
  expect(status).toBe(200);
  return json;
}

/**
 * The figures the screen itself received for a period (the answer to its own /dashboard/home call
 * made by `trigger`). Other specs change the demo stores' orders in parallel, so figures read by a
 * separate call a moment apart may differ; the API tests check the figures against hand-computed
 * fixtures, this checks the screen shows what the server answered.
 */
async function shown(page: Page, body: object, trigger: () => Promise<unknown>): Promise<DashboardHome> {
  const wanted = Object.entries(body);
  const [response] = await Promise.all([
    page.waitForResponse((r) => {
      if (!r.url().endsWith('/api/dashboard/home') || r.request().method() !== 'POST') return false;
      const sent = (r.request().postDataJSON() ?? {}) as Record<string, unknown>;
      return wanted.every(([k, v]) => sent[k] === v);
    }),
    trigger(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardHome;
}

async function expectCards(page: Page, d: DashboardHome) {
  const card = (label: string) => main(page).getByTestId('dashboard-card').filter({ hasText: label }).first();
  await expect(card('Vendas')).toContainText(formatMoney(d.sells.value));
  await expect(card('Vendas hoje')).toContainText(formatMoney(d.todaySells.value));
  await expect(card('Pendentes')).toContainText(formatMoney(d.pendingSells.value));
  await expect(card('Não finalizados')).toContainText(formatMoney(d.unfinished.value));
  await expect(card('Produtos')).toContainText(String(d.total_products));
  await expect(card('Clientes')).toContainText(String(d.users));
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(main(page).locator('.MuiSkeleton-root')).toHaveCount(0);
}

test.describe('lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('vê os números da loja no mês atual e nos últimos doze meses', async ({ page, request }) => {
    const thisMonth = { startMonth: MONTH, startYear: YEAR, endMonth: MONTH, endYear: YEAR };
    const monthShown = await shown(page, thisMonth, () => page.goto('/'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard de Vendas' })).toBeVisible();
    await expect(main(page).getByRole('combobox', { name: /^Mês inicial/ })).toHaveText(MONTHS[MONTH - 1]);
    await expect(main(page).getByRole('combobox', { name: /^Ano final/ })).toHaveText(String(YEAR));
    await settle(page);
    await expectCards(page, monthShown);
    // The same call made by the API client answers the same period.
    expect((await figures(request, maria, thisMonth)).period).toEqual(monthShown.period);
    await expect(main(page).getByRole('combobox', { name: /Loja/ })).toHaveCount(0);

    const d = await shown(page, YEAR_BACK, () => choose(page, 'Ano inicial', String(YEAR - 1)));
    await settle(page);
    expect(d.sells.count).toBeGreaterThan(0);
    await expectCards(page, d);
    await expect(main(page).getByRole('img', { name: /^Vendas por dia: / })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /^Pedidos por status: / })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /^Vendas por categoria: / })).toBeVisible();
    // Drawn once in view: each chart's SVG has bars or slices.
    for (const [name, drawn] of [
      [/^Vendas por dia: /, '.recharts-bar-rectangle'],
      [/^Pedidos por status: /, '.recharts-pie-sector'],
      [/^Vendas por categoria: /, '.recharts-bar-rectangle'],
    ] as const) {
      const chart = main(page).getByRole('img', { name });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator(drawn).first()).toBeVisible();
    }
    // The sales chart's tooltip, the last of its pieces to be drawn: a bar's day and amount.
    const perDay = main(page).getByRole('img', { name: /^Vendas por dia: / });
    await perDay.scrollIntoViewIfNeeded();
    // The chart's surface takes the pointer and finds the bar under it.
    await perDay.locator('.recharts-bar-rectangle').first().hover({ force: true });
    await expect(perDay.locator('.recharts-tooltip-label')).toHaveText(/^Dia \d{2}\/\d{2}$/);
    await expect(perDay.locator('.recharts-tooltip-item')).toContainText(/Vendas\s*:\s*R\$\s*[\d.]+,\d{2}/);
    const top = main(page).getByRole('table', { name: '10 produtos mais vendidos' });
    await expect(top.getByRole('row')).toHaveCount(d.mostSales.length + 1);
    await expect(top.getByRole('row').nth(1)).toContainText(d.mostSales[0].name);
    await expect(top.getByRole('row').nth(1)).toContainText(`${d.mostSales[0].percent.replace('.', ',')}%`);

    // A pending order opens its detail in a new tab.
    const first = d.pendingList[0] ?? d.unfinishedList[0];
    if (first) {
      const link = main(page).getByRole('link', { name: `Abrir pedido ${first.id} em nova aba` });
      await expect(link).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(tab).toHaveURL(new RegExp(`/detailOrder/${first.id}$`));
      await tab.close();
    }
  });

  test('um período sem pedidos mostra o estado vazio', async ({ page }) => {
    await page.goto('/');
    await choose(page, 'Mês inicial', 'Janeiro');
    await choose(page, 'Ano inicial', String(YEAR - 9));
    await choose(page, 'Mês final', 'Janeiro');
    await choose(page, 'Ano final', String(YEAR - 9));
    await expect(main(page).getByText('Nenhum pedido neste período')).toBeVisible();
    await expect(main(page).getByTestId('dashboard-card').first()).toContainText('R$ 0,00');
    // End before start: said at once, nothing asked.
    await choose(page, 'Ano inicial', String(YEAR));
    await expect(
      main(page).getByText('O período final deve ser igual ou posterior ao inicial'),
    ).toBeVisible();
  });

  test('no celular tudo fica empilhado, sem rolagem lateral', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await choose(page, 'Ano inicial', String(YEAR - 1));
    await settle(page);
    // The charts below the fold are labelled boxes, drawn only as the page scrolls to them.
    const byCategory = main(page).getByRole('img', { name: /^Vendas por categoria: / });
    await expect(byCategory).toBeAttached();
    await expect(byCategory.locator('svg')).toHaveCount(0);
    await byCategory.scrollIntoViewIfNeeded();
    await expect(byCategory.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const cards = main(page).getByTestId('dashboard-card');
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(2).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y);
  });
});

test.describe('administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('vê a plataforma inteira e depois uma loja', async ({ page }) => {
    await page.goto('/');
    const platform = await shown(page, YEAR_BACK, () => choose(page, 'Ano inicial', String(YEAR - 1)));
    await settle(page);
    await expectCards(page, platform);

    const store = main(page).getByRole('combobox', { name: 'Loja (todas)' });
    const one = await shown(page, YEAR_BACK, async () => {
      await store.click();
      await page.getByRole('option', { name: 'Moda Viva' }).click();
    });
    await expect(page).toHaveURL(/store=\d+/);
    await settle(page);
    await expectCards(page, one);
    // One store's figures are part of the platform's.
    expect(one.sells.count).toBeLessThanOrEqual(platform.sells.count);
    expect(one.users).toBeLessThan(platform.users);
  });

  test('no celular', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
