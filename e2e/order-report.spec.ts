// The order report (/reports/orders) against the real server and its demo data: Maria (full
// permission) opens the report of the last twelve months and sees the figures /report/order gave the
// screen (a call of the test's own, with the same filters, answers the same period and permission;
// other specs change the demo orders in parallel, so the figures are read from the screen's own
// answer), downloads export.csv (semicolons, every order row); João (no full
// permission) sees no money at all; the admin reports on the whole platform, then on one store. On a
// phone the report's tables scroll inside their own boxes, never the page. Screenshots land in
// test-results/order-report for a look; axe-core checks the open report (desktop and phone).
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { OrderReport, OrderReportQuery } from '../src/shared/calls';
import { formatMoney } from '../src/shared/money';
import { addDays, today } from '../src/shared/time';
import { admin, joao, maria, type Account } from './support/accounts';
import { Api } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { sessionFile } from './support/session';

const TODAY = today();
/** The demo data's orders fall in the last twelve months. */
const START = `${addDays(TODAY, -364)}T00:00`;
const PERIOD = { init_date: START.replace('T', ' '), finish_date: `${TODAY} 23:59` };

const main = (page: Page) => page.locator('#main-content');

async function figures(
  request: Parameters<typeof Api.as>[0],
  account: Account,
  body: Partial<OrderReportQuery> = {},
) {
  const api = await Api.as(request, account);
  const { status, json } = await api.post<OrderReport>('/report/order', {
    ...PERIOD,
    page: 1,
    itens_per_page: 100,
    ...body,
  });
  expect(status).toBe(200);
  return json;
}

/**
 * The report the screen itself received: the answer to its /report/order call (first page of 100
 * unless `page` says) made by `trigger`.
 */
async function shown(
  page: Page,
  trigger: () => Promise<unknown>,
  wanted: Partial<OrderReportQuery> = { page: 1, itens_per_page: 100 },
): Promise<{ sent: OrderReportQuery; report: OrderReport }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => {
      if (!r.url().endsWith('/api/report/order') || r.request().method() !== 'POST') return false;
      const sent = (r.request().postDataJSON() ?? {}) as Record<string, unknown>;
      return Object.entries(wanted).every(([k, v]) => sent[k] === v);
    }),
    trigger(),
  ]);
  expect(response.status()).toBe(200);
  return {
    sent: response.request().postDataJSON() as OrderReportQuery,
    report: (await response.json()) as OrderReport,
  };
}

/** Opens the screen, sets the last twelve months and generates the report; the dialog and its answer. */
async function openReport(page: Page) {
  await page.goto('/reports/orders');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Relatório de Pedidos' })).toBeVisible();
  await main(page)
    .getByLabel(/^Data e hora inicial/)
    .fill(START);
  const { sent, report } = await shown(page, () =>
    main(page).getByRole('button', { name: 'Gerar relatório' }).click(),
  );
  expect(sent).toMatchObject({ ...PERIOD, page: 1, itens_per_page: 100 });
  const dialog = page.getByRole('dialog', { name: 'Relatório de Pedidos' });
  await expect(dialog.getByRole('table', { name: 'Pedidos por status' })).toBeVisible();
  return { dialog, sent, report };
}

/** The test's own call with the body the screen sent answers the same period and permission. */
async function expectSameCall(
  request: Parameters<typeof Api.as>[0],
  account: Account,
  sent: OrderReportQuery,
  report: OrderReport,
) {
  const own = await figures(request, account, sent);
  expect(own.period).toEqual(report.period);
  expect(own.full_permission).toBe(report.full_permission);
  return own;
}

async function expectFigures(dialog: Locator, d: OrderReport) {
  const finished = dialog.getByTestId('report-totals-Finalizados');
  const unfinished = dialog.getByTestId('report-totals-Não finalizados');
  await expect(finished).toContainText(`Pedidos${d.finished.count.toLocaleString('pt-BR')}`);
  await expect(unfinished).toContainText(`Pedidos${d.unfinished.count.toLocaleString('pt-BR')}`);
  await expect(finished).toContainText(`Itens${d.finished.items.toLocaleString('pt-BR')}`);
  if (d.full_permission) {
    await expect(finished).toContainText(`Valor total${formatMoney(d.finished.amount)}`);
    await expect(finished).toContainText(`Ticket médio${formatMoney(d.finished.ticket)}`);
    await expect(unfinished).toContainText(`Frete${formatMoney(d.unfinished.deliveryValue)}`);
  }
  await expect(dialog.getByRole('heading', { name: `Pedidos (${d.orders.total})` })).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Pedidos do período' }).getByRole('row');
  await expect(rows).toHaveCount(Math.min(d.orders.total, 100) + 1);
  await expect(rows.nth(1)).toContainText(`#${d.orders.data[0].id}`);
  const statuses = dialog.getByRole('table', { name: 'Pedidos por status' }).getByRole('row');
  await expect(statuses).toHaveCount(d.by_status.length + 1);
}

/** axe-core on the open report: no critical or serious violation. */
async function expectAccessible(page: Page) {
  expect(describeViolations(blocking(await runAxe(page)))).toEqual([]);
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('lojista com todas as permissões', () => {
  test.use({ storageState: sessionFile(maria) });

  test('vê os números do período, como a API os dá, e baixa o export.csv', async ({ page, request }) => {
    await page.goto('/reports/orders');
    // The default period: from the first day of the month at 00:00 to today at 23:59.
    await expect(main(page).getByLabel(/^Data e hora inicial/)).toHaveValue(`${TODAY.slice(0, 8)}01T00:00`);
    await expect(main(page).getByLabel(/^Data e hora final/)).toHaveValue(`${TODAY}T23:59`);
    await expect(main(page).getByRole('combobox', { name: /Loja/ })).toHaveCount(0);

    const { dialog, sent, report: d } = await openReport(page);
    await expectSameCall(request, maria, sent, d);
    expect(d.full_permission).toBe(true);
    expect(d.orders.total).toBeGreaterThan(0);
    await expectFigures(dialog, d);
    await expect(dialog.getByRole('table', { name: 'Pedidos do período' })).toContainText('R$');

    // The export reads every row, 1000 a page: its first answer says how many.
    const [download, exported] = await Promise.all([
      page.waitForEvent('download'),
      shown(page, () => dialog.getByRole('button', { name: 'Exportar CSV' }).click(), {
        page: 1,
        itens_per_page: 1000,
      }),
    ]);
    expect(download.suggestedFilename()).toBe('export.csv');
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'ID;Loja;Cliente;Aniversário;Status;Data;Tipo de envio;Cidade;Estado;Valor total;Desconto;' +
        'Desconto do cupom;Origem do pagamento;Tipo de pagamento;Parcelas;Tentativas de pagamento;Frete;' +
        'Valor dos produtos',
    );
    expect(lines).toHaveLength(exported.report.orders.total + 1);
    expect(lines[1].startsWith(`${exported.report.orders.data[0].id};Moda Viva;`)).toBe(true);

    // Closing goes back to the filters.
    await dialog.getByRole('button', { name: 'Fechar relatório' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Gerar relatório' })).toBeFocused();
  });

  test('com detalhes de produtos e compradores, e por status', async ({ page, request }) => {
    await page.goto('/reports/orders');
    await main(page)
      .getByLabel(/^Data e hora inicial/)
      .fill(START);
    await main(page)
      .getByRole('combobox', { name: /^Status/ })
      .click();
    await page.getByRole('option', { name: 'Entregue' }).click();
    await page.keyboard.press('Escape');
    await main(page).getByRole('switch', { name: 'Detalhar produtos' }).check();
    await main(page).getByRole('switch', { name: 'Detalhar compradores' }).check();
    const { sent, report: d } = await shown(page, () =>
      main(page).getByRole('button', { name: 'Gerar relatório' }).click(),
    );
    expect(sent).toEqual({
      ...PERIOD,
      status: [4],
      show_product_detail: true,
      show_people_detail: true,
      page: 1,
      itens_per_page: 100,
    });
    await expectSameCall(request, maria, sent, d);
    const dialog = page.getByRole('dialog', { name: 'Relatório de Pedidos' });
    await expect(dialog.getByRole('table', { name: 'Pedidos por status' })).toBeVisible();
    await expectFigures(dialog, d);
    expect(d.by_status.map((s) => s.status)).toEqual([4]);
    await expect(dialog.getByRole('heading', { name: 'Grupos de produto' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Categorias' })).toBeVisible();
    const newCount = d.new_buyers_list!.length;
    await expect(dialog.getByTestId('report-buyers-summary')).toContainText(
      `${newCount} ${newCount === 1 ? 'comprador novo' : 'compradores novos'}`,
    );
    await expectAccessible(page);
  });

  test('no celular as tabelas rolam dentro da própria caixa, nunca a página', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { dialog, report } = await openReport(page);
    await expectFigures(dialog, report);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    const box = dialog.getByRole('region', { name: 'Tabela: Pedidos do período' });
    const [scroll, client] = await box.evaluate((e) => [e.scrollWidth, e.clientWidth]);
    expect(scroll).toBeGreaterThan(client);
    expect(client).toBeLessThanOrEqual(390);
    await dialog.getByRole('heading', { name: /^Pedidos \(/ }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
  });
});

test.describe('lojista sem todas as permissões', () => {
  test.use({ storageState: sessionFile(joao) });

  test('não vê nenhum valor em dinheiro', async ({ page, request }) => {
    const { dialog, sent, report: d } = await openReport(page);
    await expectSameCall(request, joao, sent, d);
    expect(d.full_permission).toBe(false);
    expect(d.finished.amount).toBeNull();
    await expectFigures(dialog, d);
    await expect(dialog).not.toContainText('R$');
    await expect(dialog).not.toContainText('null');
    await expect(dialog.getByText('Ticket médio')).toHaveCount(0);
    await expect(
      dialog.getByText('Os valores em dinheiro aparecem só para usuários com todas as permissões.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('vê a plataforma inteira e depois escolhe uma loja', async ({ page, request }) => {
    const first = await openReport(page);
    let dialog = first.dialog;
    expect(first.sent).not.toHaveProperty('company_id');
    await expectSameCall(request, admin, first.sent, first.report);
    await expectFigures(dialog, first.report);
    await expect(dialog.getByTestId('report-period')).toContainText('Todas as lojas');
    await expect(
      dialog.getByRole('table', { name: 'Pedidos do período' }).getByRole('columnheader', { name: 'Loja' }),
    ).toBeVisible();
    // Orders of several stores.
    expect(new Set(first.report.orders.data.map((r) => r.fantasy_name)).size).toBeGreaterThan(1);
    await dialog.getByRole('button', { name: 'Fechar relatório' }).click();

    await main(page).getByRole('combobox', { name: 'Loja (todas)' }).click();
    await page.getByRole('option', { name: 'Moda Viva' }).click();
    const { sent, report } = await shown(page, () =>
      main(page).getByRole('button', { name: 'Gerar relatório' }).click(),
    );
    expect(sent.company_id).toEqual(expect.any(Number));
    dialog = page.getByRole('dialog', { name: 'Relatório de Pedidos' });
    await expect(dialog.getByTestId('report-period')).toContainText('Moda Viva');
    await expectFigures(dialog, report);
    // Only that store's orders: the same period Maria's own report covers.
    expect(new Set(report.orders.data.map((r) => r.fantasy_name))).toEqual(new Set(['Moda Viva']));
    await expectSameCall(request, maria, { ...sent, company_id: undefined }, report);
  });

  test('no celular', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reports/orders');
    await expect(main(page).getByRole('combobox', { name: 'Loja (todas)' })).toBeVisible();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  });
});
