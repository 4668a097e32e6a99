// Issue 23 item 4 (part): the marketing hub and 'Recuperar Carrinhos' against the real server. Maria
// sees the hub's eight cards and each leads to its route; on /abandoned-carts she edits the
// message, picks a coupon, finds the buyer's name and the coupon code in the WhatsApp link, and
// marks a cart contacted, which leaves the 'not contacted' list and shows who and when. The admin
// picks the store and sees the Loja column. At 390 px the hub is one column and the carts are cards.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, type Row } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { sessionFile } from './support/session';

const CARDS: Array<[string, string]> = [
  ['Criar Cupom', '/coupon'],
  ['Recuperar Carrinhos', '/abandoned-carts'],
  ['Divulgar no WhatsApp', '/contact-list'],
  ['Compre Junto', '/email-campaign'],
  ['Agendar Campanhas', '/campaign-scheduler'],
  ['Aniversariantes', '/birthdays'],
  ['Desempenho', '/campaign-analytics'],
  ['Segmentar Clientes', '/segments'],
];

const hubLinks = (page: Page) =>
  page.locator('#main-content').getByRole('list', { name: 'Ferramentas de marketing' }).getByRole('link');

/** The table row of one order (by its detail link, unique to it). */
const cartRow = (page: Page, id: unknown) =>
  page
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: `Abrir pedido ${id} em nova aba` }) });

async function notContacted(api: Api, body: object = {}): Promise<Row[]> {
  const { status, json } = await api.post<{ data: Row[] }>('/abandoned-carts/index', {
    contacted: false,
    itens_per_page: 100,
    ...body,
  });
  expect(status).toBe(200);
  return json.data;
}

test.describe('hub de marketing', () => {
  test.use({ storageState: sessionFile(maria) });

  test('os oito cartões levam às suas telas', async ({ page }) => {
    await page.goto('/marketing');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
    await expect(page).toHaveTitle('Marketing · Painel Lojista');
    await expect(hubLinks(page)).toHaveCount(CARDS.length);
    // Each card is a link to its screen (one page load per card took this test past 30 s on CI;
    // following one by mouse and one by keyboard shows the links work).
    for (const [i, [title, to]] of CARDS.entries()) {
      await expect(hubLinks(page).nth(i)).toHaveAccessibleName(title);
      await expect(hubLinks(page).nth(i)).toHaveAttribute('href', to);
    }
    await page.getByRole('link', { name: 'Compre Junto', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/email-campaign');
    // Keyboard: a card is a link reached with Tab and followed with Enter.
    await page.goBack();
    const first = page.getByRole('link', { name: 'Recuperar Carrinhos', exact: true });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/abandoned-carts/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar Carrinhos' })).toBeVisible();
  });
});

test.describe('recuperar carrinhos', () => {
  test.use({ storageState: sessionFile(maria) });

  test('mensagem com cupom no WhatsApp, e marcar como contatado', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const carts = (await notContacted(api)).filter((c) => c.phone_number && c.people_name);
    expect(carts.length, 'a demonstração tem carrinhos abandonados com telefone').toBeGreaterThan(0);
    const { json: coupons } = await api.post<{ data: Row[] }>('/discount-cupons/index', {
      active: true,
      itens_per_page: 100,
    });
    const coupon = coupons.data.find((c) => c.code === 'BEMVINDO10');
    expect(coupon, 'cupom ativo da demonstração').toBeTruthy();

    await page.goto('/abandoned-carts');
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar Carrinhos' })).toBeVisible();
    // Starts with the carts nobody contacted.
    await expect(page.getByRole('combobox', { name: 'Contatado' })).toHaveText('Não');
    const cart = carts[0];
    const row = cartRow(page, cart.id);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(String(cart.people_name));
    await expect(row).toContainText(/há \d+ (minutos?|horas?|dias?|mês|meses)|agora/);
    await expect(row).toContainText('Não contatado');

    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Oi {nome_cliente}! Cupom ');
    await page.getByRole('button', { name: '{cupom}' }).click();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
      'Oi {nome_cliente}! Cupom {cupom}',
    );
    await page.getByRole('combobox', { name: 'Cupom' }).click();
    await page.getByRole('option', { name: /^BEMVINDO10/ }).click();
    const link = row.getByRole('link', { name: `WhatsApp de ${cart.people_name}` });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    const text = new URL(href!).searchParams.get('text');
    expect(text).toBe(`Oi ${cart.people_name}! Cupom BEMVINDO10`);

    await row.getByRole('button', { name: `Marcar contatado: ${cart.people_name}` }).click();
    await expect(page.getByText('Carrinho marcado como contatado.')).toBeVisible();
    await expect(cartRow(page, cart.id)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Contatado' }).click();
    await page.getByRole('option', { name: 'Sim' }).click();
    await expect(cartRow(page, cart.id)).toContainText(/Contatado por Maria em \d\d\/\d\d \d\d:\d\d/);
    const stored = (await notContacted(api, { contacted: true })).find((c) => c.id === cart.id);
    expect(stored?.contacted_by_name).toBe('Maria Oliveira');

    // Undone, it is back among the carts to call.
    await cartRow(page, cart.id)
      .getByRole('button', { name: `Desfazer contato com ${cart.people_name}` })
      .click();
    await expect(page.getByText('Marca de contato removida.')).toBeVisible();
    await expect(cartRow(page, cart.id)).toHaveCount(0);
    expect((await notContacted(api)).some((c) => c.id === cart.id)).toBe(true);
  });

  test.describe('administrador', () => {
    test.use({ storageState: sessionFile(admin) });

    test('escolhe a loja e vê a coluna Loja', async ({ page, request }) => {
      const api = await Api.as(request, admin);
      const stores = await api.index('/company', { q: 'Moda Viva' });
      const store = stores.find((s) => s.fantasy_name === 'Moda Viva')!;
      const carts = await notContacted(api, { company_id: store.id });
      expect(carts.length).toBeGreaterThan(0);

      await page.goto('/abandoned-carts');
      await expect(page.getByRole('heading', { level: 1, name: 'Recuperar Carrinhos' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Loja' })).toBeVisible();
      // No store yet: no coupon to offer.
      await expect(page.getByRole('combobox', { name: 'Cupom' })).toHaveAttribute('aria-disabled', 'true');
      await page.getByLabel('Loja').fill('Moda');
      await page.getByRole('option', { name: 'Moda Viva' }).click();
      // Only Moda Viva's carts (which ones: Maria's test marks one contacted meanwhile).
      const storeCells = page.locator('tbody tr td.column-company_name');
      await expect(storeCells.filter({ hasNotText: 'Moda Viva' })).toHaveCount(0);
      await expect(storeCells.first()).toHaveText('Moda Viva');
      await page.getByRole('combobox', { name: 'Cupom' }).click();
      await expect(page.getByRole('option', { name: /^BEMVINDO10/ })).toBeVisible();
    });
  });
});

test.describe('no celular', () => {
  test.use({
    storageState: sessionFile(maria),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  /** axe on the phone layout (visits.spec.ts checks these screens on a desktop). */
  const axeClean = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    expect(describeViolations(blocking(await runAxe(page)))).toEqual([]);
  };
  const noSideScroll = async (page: Page) =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

  test('o hub em uma coluna e os carrinhos em cartões', async ({ page }) => {
    await page.goto('/marketing');
    await expect(hubLinks(page)).toHaveCount(CARDS.length);
    const boxes = await Promise.all((await hubLinks(page).all()).map((l) => l.boundingBox()));
    expect(new Set(boxes.map((b) => Math.round(b!.x))).size, 'uma coluna').toBe(1);
    for (const b of boxes) expect(b!.x + b!.width).toBeLessThanOrEqual(390);
    await noSideScroll(page);
    await axeClean(page);

    await page.goto('/abandoned-carts');
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar Carrinhos' })).toBeVisible();
    const card = page.getByTestId('record-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /^WhatsApp de / })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Marcar contatado: / })).toBeVisible();
    await noSideScroll(page);
    await axeClean(page);
  });
});
