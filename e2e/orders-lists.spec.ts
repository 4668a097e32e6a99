// Issue 11 item 1: the six order lists against the real server. Maria sees only her store's orders,
// each list only its statuses; the search and the pages run on the server; a row opens its detail
// in a new tab; the menu counts each list. The admin gets the Cliente column and the store filter.
// On a phone the orders are cards.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, type Row } from './support/api';
import { listUrl } from './support/list-url';
import { sessionFile } from './support/session';

type ListPage = { data: Row[]; total: number; last_page: number };

/** Each list: route, title, API call (with its body) and the status labels it may show. */
const LISTS = [
  {
    path: '/pendingBuys',
    title: 'Lista de Compras a Serem Aprovadas',
    call: '/buy/getPendingBuys',
    body: {},
    labels: ['Pagamento em análise', 'Pagamento Recusado'],
  },
  {
    path: '/sortingOutBuys',
    title: 'Lista de Compras em Separação',
    call: '/buy/getsortingOutBuys',
    body: {},
    labels: ['Separação para Entrega'],
  },
  {
    path: '/inTransitBuys',
    title: 'Lista de Compras Enviadas',
    call: '/buy/getInTransitBuys',
    body: {},
    labels: ['Em trânsito'],
  },
  {
    path: '/finished',
    title: 'Lista de Compras Entregues',
    call: '/buy/get-buys',
    body: { status: 4 },
    labels: ['Entregue'],
  },
  {
    path: '/not-finished-buys',
    title: 'Lista de Compras Não Finalizadas',
    call: '/buy/get-buys',
    body: { status: 0 },
    labels: ['Pendente'],
  },
  {
    path: '/get-buys-canceled',
    title: 'Lista de Compras Canceladas',
    call: '/buy/get-buys-canceled',
    body: {},
    labels: ['Expirado', 'Cancelado'],
  },
] as const;

const HEADERS = [
  'ID',
  'Data',
  'Tipo Envio',
  'Tipo Pgto',
  'Frete',
  'Valor da Compra',
  'Desconto',
  'Total',
  'Comprador',
  'Status',
];

const rows = (page: Page) => page.locator('#main-content tbody tr');
/** The text of one column (1-based, after the bulk actions' selection column) of the rows on screen. */
const column = (page: Page, n: number) =>
  rows(page)
    .locator(`td:nth-child(${n + 1})`)
    .allInnerTexts();
const headers = (page: Page) =>
  page.locator('#main-content thead th:not(.column-bulk_select)').allInnerTexts();

test.describe('listas de pedidos da loja', () => {
  test.use({ storageState: sessionFile(maria) });

  for (const list of LISTS) {
    test(`${list.path} mostra só os status da lista`, async ({ page, request }) => {
      const api = await Api.as(request, maria);
      const { json } = await api.post<ListPage>(list.call, { ...list.body, itens_per_page: 25 });
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
      if (json.total === 0) {
        await expect(page.getByText('Nenhum Item encontrado')).toBeVisible();
        return;
      }
      await expect(rows(page)).toHaveCount(Math.min(json.total, 25));
      expect((await headers(page)).map((h) => h.trim())).toEqual([...HEADERS, 'Ações']);
      // The newest first, the same rows the API gives; every status chip one of the list's.
      expect(await column(page, 1)).toEqual(json.data.map((r) => String(r.id)));
      for (const status of await column(page, 10)) expect(list.labels).toContain(status.trim());
      expect(await page.getByText('Moda Viva').count()).toBe(0);
    });
  }

  test('busca pelo comprador no servidor', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const { json: all } = await api.post<ListPage>('/buy/get-buys', { status: 4, itens_per_page: 50 });
    test.skip(!all.data.length, 'nenhum pedido entregue nos dados de demonstração');
    const buyer = String(all.data.find((r) => r.people_name)!.people_name);
    const { json: found } = await api.post<ListPage>('/buy/get-buys', { status: 4, q: buyer });
    await page.goto('/finished');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('searchbox', { name: /Buscar/ }).fill(buyer);
    await expect(page).toHaveURL(/filter=.*q/);
    await expect(rows(page)).toHaveCount(Math.min(found.total, 25));
    expect(await column(page, 1)).toEqual(found.data.slice(0, 25).map((r) => String(r.id)));
    for (const name of await column(page, 9)) expect(name).toBe(buyer);

    await page.getByRole('searchbox', { name: /Buscar/ }).fill('ninguém-com-este-nome');
    await expect(page.getByText('Nenhum Item encontrado')).toBeVisible();
  });

  test('pagina no servidor', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    // The list with the most orders, 5 a page (the URL's page size, as a link would keep it).
    const sizes = await Promise.all(
      LISTS.map(async (l) => (await api.post<ListPage>(l.call, { ...l.body, itens_per_page: 5 })).json),
    );
    const i = sizes.reduce((best, s, n) => (s.total > sizes[best].total ? n : best), 0);
    test.skip(sizes[i].total <= 5, 'nenhuma lista com mais de 5 pedidos');
    const list = LISTS[i];
    const { json: second } = await api.post<ListPage>(list.call, {
      ...list.body,
      itens_per_page: 5,
      page: 2,
    });
    await page.goto(listUrl(list.path, {}, { perPage: '5', page: '1' }));
    await expect(rows(page)).toHaveCount(5);
    await page.getByRole('button', { name: /próxim/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => column(page, 1)).toEqual(second.data.map((r) => String(r.id)));
  });

  test('ordena por Total no servidor', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const { json } = await api.post<ListPage>('/buy/get-buys', {
      status: 4,
      ordenate_field: 'total',
      ordenate_type: 'asc',
    });
    test.skip(json.total < 2, 'poucos pedidos entregues');
    await page.goto('/finished');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Ordenar por total crescente' }).click();
    await expect.poll(() => column(page, 1)).toEqual(json.data.slice(0, 25).map((r) => String(r.id)));
  });

  test('um pedido abre o detalhe em nova aba', async ({ page, context, request }) => {
    const api = await Api.as(request, maria);
    const { json } = await api.post<ListPage>('/buy/getPendingBuys', { itens_per_page: 1 });
    test.skip(!json.data.length, 'nenhum pedido a aprovar');
    const id = json.data[0].id;
    await page.goto('/pendingBuys');
    const link = page.getByRole('link', { name: `Abrir pedido ${id} em nova aba` });
    await expect(link).toHaveAttribute('href', `/detailOrder/${id}`);
    await expect(link).toHaveAttribute('target', '_blank');

    // A click on the row opens the detail in another tab; the list stays.
    const [tab] = await Promise.all([context.waitForEvent('page'), rows(page).first().click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/detailOrder/${id}`);
    expect(new URL(page.url()).pathname).toBe('/pendingBuys');
    await tab.close();

    // So does the keyboard: the link takes the focus and Enter follows it.
    await link.focus();
    const [keyed] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await keyed.waitForLoadState();
    expect(new URL(keyed.url()).pathname).toBe(`/detailOrder/${id}`);
  });

  test('avisa de pedido novo sem recarregar, e Atualizar traz a lista de novo', async ({ page }) => {
    await page.clock.install();
    // The next /buy/counts after the list opened finds one order more (as the storefront would make).
    let arrived = false;
    await page.route('**/api/buy/counts', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, number>;
      if (arrived) Object.assign(json, { latest_id: json.latest_id + 1, pending: json.pending + 1 });
      await route.fulfill({ response, json });
    });
    await page.goto('/pendingBuys');
    await expect(rows(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Novo pedido recebido')).toHaveCount(0);

    arrived = true;
    const listCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/buy/getPendingBuys') && listCalls.push(r.url()));
    await page.clock.fastForward(31_000);
    const notice = page.getByRole('status').filter({ hasText: 'Novo pedido recebido' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Atualizar a lista de pedidos' }).click();
    await expect(notice).toHaveCount(0);
    await expect.poll(() => listCalls.length).toBeGreaterThan(0);
  });

  test('o menu conta os pedidos de cada lista', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const { json: counts } = await api.post<Record<string, number>>('/buy/counts', {});
    await page.goto('/pendingBuys');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const words = (n: number) => `${n} ${n === 1 ? 'pedido' : 'pedidos'}`;
    await expect(nav.getByRole('link', { name: `A Aprovar ${words(counts.pending)}` })).toBeVisible();
    await expect(nav.getByRole('link', { name: `Entregues ${words(counts.finished)}` })).toBeVisible();
    await expect(nav.getByRole('link', { name: `Cancelados ${words(counts.canceled)}` })).toBeVisible();
  });
});

test.describe('listas de pedidos do administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('coluna Cliente e filtro de loja', async ({ page, request }) => {
    const api = await Api.as(request, admin);
    const [store] = await api.index('/company', { q: 'Moda Viva' });
    const { json } = await api.post<ListPage>('/buy/get-buys', { status: 4, company_id: store.id });
    await page.goto('/finished');
    await expect(rows(page).first()).toBeVisible();
    expect((await headers(page)).map((h) => h.trim())).toEqual([...HEADERS, 'Cliente', 'Ações']);

    await page.getByLabel('Loja').fill('Moda');
    await page.getByRole('option', { name: 'Moda Viva' }).click();
    await expect(rows(page)).toHaveCount(Math.min(json.total, 25));
    for (const name of await column(page, 11)) expect(name).toBe('Moda Viva');
  });
});

test.describe('no celular', () => {
  test.use({
    storageState: sessionFile(maria),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('os pedidos viram cartões, 4 por página', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const { json } = await api.post<ListPage>('/buy/get-buys', { status: 4, itens_per_page: 4 });
    test.skip(!json.data.length, 'nenhum pedido entregue');
    await page.goto('/finished');
    const cards = page.getByTestId('record-card');
    await expect(cards).toHaveCount(Math.min(json.total, 4));
    await expect(page.getByRole('table')).toHaveCount(0);
    const first = cards.first();
    const order = json.data[0];
    await expect(first).toContainText(`#${order.id}`);
    if (order.people_name) await expect(first).toContainText(String(order.people_name));
    await expect(first).toContainText('Data:');
    await expect(first).toContainText('Total:');
    await expect(first.getByText('Entregue')).toBeVisible();
    await expect(first.getByRole('link', { name: `Abrir pedido ${order.id} em nova aba` })).toHaveAttribute(
      'href',
      `/detailOrder/${order.id}`,
    );
  });
});
