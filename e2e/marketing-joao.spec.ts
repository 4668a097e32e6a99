// Issue 23, as João (Casa Verde, a store user without full_permission): he creates a value coupon,
// finds it in /coupon, opens it and prices a cart of his store's product in 'Simular'; then he
// opens every card of the marketing hub and each screen shows its heading and only his store's rows
// (checked against the API as João and as Maria, of Moda Viva). Other specs write rows in parallel:
// the checks never count the whole platform, and the rows this spec makes have unique names.
import { expect, test, type Page } from '@playwright/test';
import type {
  BoughtTogether,
  CouponPerformance,
  CouponSimulation,
  SegmentBuyer,
  Segments,
} from '../src/shared/calls';
import { joao, maria } from './support/accounts';
import { Api, type Row } from './support/api';
import { sessionFile } from './support/session';

const main = (page: Page) => page.locator('#main-content');
const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });
const bodyRows = (page: Page) => main(page).locator('tbody tr');
const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
const MONEY_HIDDEN = 'Valores em dinheiro só para usuários com todas as permissões.';

/** The answer the screen received to its own call (made by `trigger`; its body holding `sent`). */
async function answer<T>(page: Page, path: string, trigger: () => Promise<unknown>, sent = ''): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api${path}`) &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes(sent),
    ),
    trigger(),
  ]);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(main(page).locator('.MuiSkeleton-root')).toHaveCount(0);
}

/** Every row of a list call (a page of 1000 is enough for the demo stores). */
async function all(api: Api, path: string, body: object = {}): Promise<Row[]> {
  const { status, json } = await api.post<{ data: Row[] }>(path, { itens_per_page: 1000, ...body });
  expect(status, path).toBe(200);
  return json.data;
}

const ids = (rows: Row[]) => new Set(rows.map((r) => Number(r.id)));

/** Follows a hub card from /marketing and waits for the screen's heading. */
async function openCard(page: Page, card: string, path: string, title: string) {
  await page.goto('/marketing');
  await expect(heading(page, 'Marketing')).toBeVisible();
  await page.getByRole('link', { name: card, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(heading(page, title)).toBeVisible();
}

test.describe('marketing como João (Casa Verde)', () => {
  test.use({ storageState: sessionFile(joao) });

  test('cria um cupom de valor, acha na lista e simula um carrinho da loja', async ({ page, request }) => {
    // A form, the list and a simulation: more than 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    const api = await Api.as(request, joao);
    const mariaApi = await Api.as(request, maria);
    const products = (await all(api, '/product/index', { active: true })).filter(
      (p) => Number(p.price) > 5 && p.name,
    );
    expect(products.length, 'a Casa Verde tem produtos ativos').toBeGreaterThan(0);
    const product = products[0];
    const store = Number(product.company_id);
    const code = uniqueCode('JOAO');

    await page.goto('/coupon');
    await expect(heading(page, 'Cupons')).toBeVisible();
    // A store user: no store column.
    await expect(page.getByRole('columnheader', { name: 'Cliente' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Novo Cupom' }).first().click();
    await expect(page).toHaveURL(/\/form-coupon$/);
    await expect(heading(page, 'Cadastrar Cupom')).toBeVisible();
    await page.getByLabel(/^Código/).fill(code.toLowerCase());
    await page.getByRole('radio', { name: 'Valor' }).check();
    await page.getByLabel(/^Valor \(R\$\)/).fill('5');
    await page.getByLabel(/^Descrição/).fill('Cupom do João');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page).toHaveURL(/\/coupon(\?|$)/);
    await expect(page.getByText('Cupom foi cadastrado com sucesso!')).toBeVisible();

    // Stored upper-cased in João's store; Maria's store does not see it.
    const [stored] = await api.index('/discount-cupons', { q: code });
    expect(stored).toMatchObject({
      code,
      company_id: store,
      discount_rate: 0,
      discount_value: '5.00',
      active: true,
    });
    expect(await mariaApi.index('/discount-cupons', { q: code })).toEqual([]);

    const search = page.getByRole('searchbox', { name: 'Buscar por código ou descrição' });
    await search.fill(code);
    const row = bodyRows(page).filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('R$ 5,00');
    await row.getByText(code).click();
    await expect(page).toHaveURL(new RegExp(`/form-coupon/${stored.id}$`));
    await expect(heading(page, 'Editar Cupom')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Valor' })).toBeChecked();

    // 'Simular': one unit of a product of his store; the server prices it.
    await expect(main(page).getByRole('heading', { name: 'Simular' })).toBeVisible();
    const line = main(page).getByRole('group', { name: 'Item 1 do carrinho' });
    const name = String(product.name);
    await line.getByRole('combobox', { name: /Produto/ }).fill(name.slice(0, 6));
    await page
      .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
    const simulated = await answer<CouponSimulation>(page, '/discount-cupons/simulate', () =>
      main(page).getByRole('button', { name: 'Simular', exact: true }).click(),
    );
    expect(simulated.applies).toBe(true);
    expect(Number(simulated.discount)).toBe(5);
    await expect(main(page).getByText('O cupom se aplica a este carrinho.')).toBeVisible();
    await expect(main(page).getByTestId('simulate-discount')).toHaveText('R$ 5,00');
    const subtotal = Number(simulated.subtotal);
    expect(subtotal).toBeGreaterThan(5);
    await expect(main(page).getByTestId('simulate-subtotal')).toHaveText(
      `R$ ${subtotal
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`,
    );
    const units = main(page).getByRole('table', { name: 'Unidades do carrinho nas regras do cupom' });
    await expect(units.getByRole('row').nth(1)).toContainText(simulated.eligible[0].name);

    // The same simulation through the API as Maria: another store's coupon is not hers.
    const { status } = await mariaApi.post('/discount-cupons/simulate', {
      coupon_id: stored.id,
      items: [{ product_id: product.id, amount: 1 }],
    });
    expect([404, 422]).toContain(status);
  });

  test('cada cartão do hub abre a sua tela, só com os dados da Casa Verde', async ({ page, request }) => {
    // Eight screens, each checked against the API.
    test.setTimeout(120_000);
    const api = await Api.as(request, joao);
    const mariaApi = await Api.as(request, maria);
    // No screen of the tour may meet a server error, even one it recovers from.
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
    });

    await page.goto('/marketing');
    await expect(heading(page, 'Marketing')).toBeVisible();
    const cards = main(page).getByRole('list', { name: 'Ferramentas de marketing' }).getByRole('link');
    await expect(cards).toHaveCount(8);

    // Criar Cupom → /coupon: a coupon of Maria's (unique code) is not in João's list.
    const mariaCode = uniqueCode('MARIA');
    await mariaApi.save('/discount-cupons', { code: mariaCode, discount_rate: 5 });
    await openCard(page, 'Criar Cupom', '/coupon', 'Cupons');
    await expect(bodyRows(page).first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Buscar por código ou descrição' });
    const found = await answer<{ data: Row[] }>(
      page,
      '/discount-cupons/index',
      () => search.fill(mariaCode),
      mariaCode,
    );
    expect(found.data).toEqual([]);
    await expect(bodyRows(page).filter({ hasText: mariaCode })).toHaveCount(0);

    // Recuperar Carrinhos: the screen's own answer holds only João's store's carts, none of Maria's
    // (read from the answer, not a count made before: other specs may add rows meanwhile), and each
    // order it links is one of them.
    const { json: me } = await api.post<Row>('/users/store-check');
    const store = Number(me.company_id);
    const mariaCarts = ids(await all(mariaApi, '/abandoned-carts/index'));
    const carts = await answer<{ data: Row[] }>(page, '/abandoned-carts/index', () =>
      openCard(page, 'Recuperar Carrinhos', '/abandoned-carts', 'Recuperar Carrinhos'),
    );
    expect(carts.data.length, 'a Casa Verde tem carrinhos abandonados').toBeGreaterThan(0);
    for (const c of carts.data) {
      expect(Number(c.company_id), `carrinho ${c.id} da Casa Verde`).toBe(store);
      expect(mariaCarts.has(Number(c.id)), `carrinho ${c.id} não é da Moda Viva`).toBe(false);
    }
    const cartLinks = main(page).getByRole('link', { name: /^Abrir pedido \d+ em nova aba$/ });
    await expect(cartLinks).toHaveCount(carts.data.length);
    const answered = ids(carts.data);
    for (const link of await cartLinks.all()) {
      const id = Number((await link.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
      expect(answered.has(id), `pedido ${id} na resposta`).toBe(true);
    }
    await expect(main(page).getByRole('columnheader', { name: 'Loja' })).toHaveCount(0);

    // Divulgar no WhatsApp → the contact list: the ids it shows are João's store's contacts.
    const mariaContacts = ids(await all(mariaApi, '/contact-list/index'));
    const contacts = await answer<{ data: Row[] }>(page, '/contact-list/index', () =>
      openCard(page, 'Divulgar no WhatsApp', '/contact-list', 'Lista de Contatos'),
    );
    expect(contacts.data.length).toBeGreaterThan(0);
    for (const c of contacts.data) {
      expect(Number(c.company_id), `contato ${c.id} da Casa Verde`).toBe(store);
      expect(mariaContacts.has(Number(c.id)), `contato ${c.id} não é da Moda Viva`).toBe(false);
    }
    await expect(bodyRows(page)).toHaveCount(contacts.data.length);
    const shownContacts = (await bodyRows(page).locator('td.column-id').allTextContents()).map(Number);
    expect(new Set(shownContacts)).toEqual(ids(contacts.data));

    // Compre Junto: the pairs the screen shows are João's store's (its own call's answer).
    const mariaPairs = (await mariaApi.post<BoughtTogether>('/marketing/bought-together', {})).json;
    const pairs = await answer<BoughtTogether>(page, '/marketing/bought-together', () =>
      openCard(page, 'Compre Junto', '/email-campaign', 'Compre Junto'),
    );
    const apiPairs = (await api.post<BoughtTogether>('/marketing/bought-together', {})).json;
    expect(pairs.data.map((p) => [p.product_a_id, p.product_b_id])).toEqual(
      apiPairs.data.map((p) => [p.product_a_id, p.product_b_id]),
    );
    const mariaProducts = new Set(mariaPairs.data.flatMap((p) => [p.product_a_id, p.product_b_id]));
    for (const p of pairs.data) {
      expect(mariaProducts.has(p.product_a_id)).toBe(false);
      expect(mariaProducts.has(p.product_b_id)).toBe(false);
    }
    expect(pairs.data.length, 'a Casa Verde tem pares vendidos juntos').toBeGreaterThan(0);
    await expect(bodyRows(page)).toHaveCount(pairs.data.length);
    await expect(bodyRows(page).first()).toContainText(pairs.data[0].product_a_name);
    await expect(bodyRows(page).first()).toContainText(pairs.data[0].product_b_name);

    // Agendar Campanhas: João's campaign is listed, Maria's (same day, unique names) is not.
    const tail = uniqueCode('');
    const period = { init_date: '2031-05-01 09:00:00', finish_date: '2031-05-10 18:00:00' };
    await api.save('/campaigns', { name: `Campanha João ${tail}`, ...period });
    await mariaApi.save('/campaigns', { name: `Campanha Maria ${tail}`, ...period });
    await openCard(page, 'Agendar Campanhas', '/campaign-scheduler', 'Agendar Campanhas');
    await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill(tail);
    await expect(bodyRows(page).filter({ hasText: `Campanha João ${tail}` })).toContainText('Agendada');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(main(page).getByText(`Campanha Maria ${tail}`)).toHaveCount(0);

    // Aniversariantes: this week's birthdays are João's contacts, none of Maria's.
    const mariaWeek = ids(await all(mariaApi, '/contact-list/index-birthday', { period: 'week' }));
    await openCard(page, 'Aniversariantes', '/birthdays', 'Aniversariantes');
    await main(page).getByRole('combobox', { name: 'Filtrar por' }).click();
    const week = await answer<{ data: Row[] }>(
      page,
      '/contact-list/index-birthday',
      () => page.getByRole('option', { name: 'Esta semana' }).click(),
      'week',
    );
    await expect(bodyRows(page)).toHaveCount(week.data.length);
    const mine = ids(await all(api, '/contact-list/index'));
    for (const c of week.data) {
      expect(mine.has(Number(c.id)), `aniversariante ${c.id} da Casa Verde`).toBe(true);
      expect(mariaWeek.has(Number(c.id))).toBe(false);
    }
    for (const c of week.data.slice(0, 5))
      await expect(bodyRows(page).filter({ hasText: String(c.email) })).toHaveCount(1);

    // Desempenho: João's coupons only, and no money (he has no full_permission).
    const performance = await answer<CouponPerformance>(page, '/marketing/coupon-performance', () =>
      openCard(page, 'Desempenho', '/campaign-analytics', 'Desempenho'),
    );
    await settle(page);
    expect(performance.full_permission).toBe(false);
    expect(performance.totals.revenue).toBeNull();
    for (const c of performance.coupons) expect(c.fantasy_name ?? 'Casa Verde').toBe('Casa Verde');
    await expect(main(page).getByText(MONEY_HIDDEN)).toBeVisible();
    await expect(main(page).getByTestId('coupon-row')).toHaveCount(performance.coupons.length);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Pedidos com cupom', exact: true }).locator('..'),
    ).toContainText(String(performance.totals.orders));
    await expect(main(page).getByText(/R\$/)).toHaveCount(0);
    await expect(main(page).getByText(/NaN|undefined|null/)).toHaveCount(0);

    // Segmentar Clientes: the buyers of João's store, no money.
    const segments = await answer<Segments>(page, '/marketing/segments', () =>
      openCard(page, 'Segmentar Clientes', '/segments', 'Segmentar Clientes'),
    );
    await settle(page);
    expect(segments.full_permission).toBe(false);
    expect(segments.buyers).toBeGreaterThan(0);
    await expect(main(page).getByText(MONEY_HIDDEN)).toBeVisible();
    await expect(main(page).getByText(/NaN|undefined/)).toHaveCount(0);
    const biggest = [...segments.segments].sort((a, b) => b.count - a.count)[0];
    const { json: mariaBuyers } = await mariaApi.post<{ data: SegmentBuyer[] }>(
      '/marketing/segments/buyers',
      { segment: biggest.segment, itens_per_page: 1000 },
    );
    const buyers = await answer<{ data: SegmentBuyer[] }>(page, '/marketing/segments/buyers', () =>
      main(page).getByTestId(`segment-${biggest.segment}`).click(),
    );
    const buyerRows = main(page).getByTestId('buyer-row');
    await expect(buyerRows).toHaveCount(Math.min(biggest.count, 25));
    expect(buyers.data).toHaveLength(Math.min(biggest.count, 25));
    for (const b of buyers.data) expect(b.total).toBeNull();
    const mariaEmails = new Set(mariaBuyers.data.map((b) => b.email).filter(Boolean));
    for (const b of buyers.data) expect(mariaEmails.has(b.email)).toBe(false);
    const withEmail = buyers.data.find((b) => b.email);
    if (withEmail) await expect(buyerRows.filter({ hasText: withEmail.email! })).toHaveCount(1);
    expect(failures).toEqual([]);
  });
});
