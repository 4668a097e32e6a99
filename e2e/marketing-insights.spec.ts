// Issue 23 item 4: the marketing insights against the real server and its demo data. Maria opens
// 'Desempenho' and sees her coupons' figures as the screen's own call answered them (the API tests
// check the figures against hand-computed fixtures), then 'Segmentar Clientes': the segment cards,
// a segment's buyers and a buyer's WhatsApp link. The admin picks a store on both. At 390 px the
// pages never scroll sideways.
import { expect, test, type Page } from '@playwright/test';
import type { CouponPerformance, Segments } from '../src/shared/calls';
import { formatMoney } from '../src/shared/money';
import { SEGMENTS } from '../src/shared/rfm';
import { admin, maria } from './support/accounts';
import { sessionFile } from './support/session';

const main = (page: Page) => page.locator('#main-content');

/** The answer the screen received to its own call (made by `trigger`). */
async function answer<T>(page: Page, path: string, trigger: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api${path}`) && r.request().method() === 'POST'),
    trigger(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(main(page).locator('.MuiSkeleton-root')).toHaveCount(0);
}

async function chooseStore(page: Page, label: RegExp, store: string) {
  await main(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: store, exact: true }).click();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('vê o desempenho dos cupons dos últimos 12 meses', async ({ page }) => {
    const d = await answer<CouponPerformance>(page, '/marketing/coupon-performance', () =>
      page.goto('/campaign-analytics'),
    );
    await expect(main(page).getByRole('heading', { level: 1, name: 'Desempenho' })).toBeVisible();
    await expect(main(page).getByTestId('statuses-caption')).toContainText(
      'Separação para Entrega, Em trânsito e Entregue',
    );
    await settle(page);
    expect(d.months).toHaveLength(12);
    // The demo store has orders with coupons in the last 12 months.
    expect(d.totals.orders).toBeGreaterThan(0);
    const figure = (label: string) =>
      main(page).getByRole('heading', { level: 2, name: label }).locator('..');
    await expect(figure('Pedidos com cupom')).toContainText(String(d.totals.orders));
    await expect(figure('Receita com cupom')).toContainText(formatMoney(d.totals.revenue));
    await expect(figure('Desconto concedido')).toContainText(formatMoney(d.totals.discount));
    await expect(main(page).getByRole('img', { name: /^Pedidos com cupom por mês/ })).toBeVisible();

    const rows = main(page).getByTestId('coupon-row');
    await expect(rows).toHaveCount(d.coupons.length);
    const first = d.coupons[0];
    await expect(rows.first()).toContainText(first.coupon);
    await expect(rows.first()).toContainText(formatMoney(first.revenue));
    await expect(rows.first()).toContainText(formatMoney(first.ticket));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('export.csv');
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain('Cupom;Pedidos;Receita;Desconto concedido;Ticket médio');
    expect(text).toContain(first.coupon);

    // A period that ends before it starts asks nothing and says why.
    await main(page).getByLabel('Data final').fill('2020-01-01');
    await expect(main(page).getByText('A data final deve ser depois da data inicial.')).toBeVisible();
  });

  test('vê os segmentos, os compradores de um segmento e o link do WhatsApp', async ({ page }) => {
    const s = await answer<Segments>(page, '/marketing/segments', () => page.goto('/segments'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Segmentar Clientes' })).toBeVisible();
    await expect(main(page).getByTestId('rfm-caption')).toContainText('quintis');
    await settle(page);
    expect(s.buyers).toBeGreaterThan(0);
    for (const info of SEGMENTS) {
      const card = main(page).getByTestId(`segment-${info.key}`);
      await expect(card).toContainText(info.label);
      await expect(card).toContainText(info.description);
      await expect(card).toContainText(String(s.segments.find((x) => x.segment === info.key)!.count));
    }
    // The largest segment: its buyers, a page of them.
    const biggest = [...s.segments].sort((a, b) => b.count - a.count)[0];
    const label = SEGMENTS.find((x) => x.key === biggest.segment)!.label;
    await main(page).getByTestId(`segment-${biggest.segment}`).click();
    await expect(page).toHaveURL(new RegExp(`segment=${biggest.segment}`));
    const table = main(page).getByRole('table', { name: `Compradores: ${label}` });
    await expect(table).toBeVisible();
    await expect(table.getByTestId('buyer-row')).toHaveCount(Math.min(biggest.count, 25));
    for (const header of ['Nome', 'Telefone', 'E-mail', 'Último pedido', 'Pedidos', 'Total gasto'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    const whatsapp = table.getByRole('link', { name: /^WhatsApp de / }).first();
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=Ol%C3%A1/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    expect(text).toContain(
      'Nome;Telefone;E-mail;Último pedido;Dias desde o último pedido;Pedidos;Total gasto',
    );
    expect(text.trim().split('\r\n')).toHaveLength(biggest.count + 1);
  });

  test('no celular (390 px) as telas não rolam para o lado', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/campaign-analytics');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Desempenho' })).toBeVisible();
    await settle(page);
    await noSidewaysScroll(page);
    await page.goto('/segments');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Segmentar Clientes' })).toBeVisible();
    await settle(page);
    await expect(main(page).getByTestId('buyer-row').first()).toBeVisible();
    await noSidewaysScroll(page);
  });
});

test.describe('administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('escolhe a loja no desempenho e nos segmentos', async ({ page }) => {
    const all = await answer<CouponPerformance>(page, '/marketing/coupon-performance', () =>
      page.goto('/campaign-analytics'),
    );
    await settle(page);
    // Every store: the Loja column.
    await expect(main(page).getByRole('columnheader', { name: 'Loja' })).toBeVisible();
    const one = await answer<CouponPerformance>(page, '/marketing/coupon-performance', () =>
      chooseStore(page, /^Loja/, 'Moda Viva'),
    );
    await settle(page);
    expect(one.totals.orders).toBeLessThanOrEqual(all.totals.orders);
    expect(new Set(one.coupons.map((c) => c.fantasy_name))).toEqual(new Set(['Moda Viva']));
    await expect(main(page).getByRole('columnheader', { name: 'Loja' })).toHaveCount(0);
    await expect(main(page).getByTestId('coupon-row')).toHaveCount(one.coupons.length);

    await page.goto('/segments');
    await expect(main(page).getByText('Selecione a loja para ver os segmentos')).toBeVisible();
    const s = await answer<Segments>(page, '/marketing/segments', () =>
      chooseStore(page, /^Loja/, 'Casa Verde'),
    );
    await settle(page);
    expect(s.buyers).toBeGreaterThan(0);
    await expect(main(page).getByTestId('buyer-row').first()).toBeVisible();
  });
});
