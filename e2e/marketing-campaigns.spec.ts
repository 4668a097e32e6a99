// Issue 23 item 4 (part): 'Compre Junto' shows the store's pairs of products bought together (as the
// API counts them over the demo orders), 'Criar grupo e cupom' stores the group and its coupon and
// links to the coupon's form; 'Agendar Campanhas' saves a campaign with a coupon whose dates follow
// the campaign's. At 390 px both screens fit the width (pairs as cards).
import { expect, test, type Page } from '@playwright/test';
import { maria } from './support/accounts';
import { Api, type Row } from './support/api';
import { sessionFile } from './support/session';

interface Pair extends Row {
  product_a_name: string;
  product_b_name: string;
  orders: number;
}

async function pairsOf(api: Api): Promise<Pair[]> {
  const { status, json } = await api.post<{ data: Pair[] }>('/marketing/bought-together', {});
  expect(status).toBe(200);
  return json.data;
}

const code = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('compre junto e campanhas', () => {
  test.use({ storageState: sessionFile(maria) });

  test('os pares mais comprados juntos e a oferta de um par', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const pairs = await pairsOf(api);
    // The demo orders (1 to 3 products each) give the store pairs in the last 90 days.
    expect(pairs.length).toBeGreaterThan(0);

    await page.goto('/email-campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Compre Junto' })).toBeVisible();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(pairs.length);
    const first = rows.first();
    await expect(first).toContainText(pairs[0].product_a_name);
    await expect(first).toContainText(pairs[0].product_b_name);
    await expect(first.getByRole('cell', { name: String(pairs[0].orders), exact: true })).toBeVisible();

    await first.getByRole('button', { name: /Criar grupo e cupom/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar grupo e cupom' });
    await expect(dialog.getByRole('textbox', { name: 'Taxa' })).toHaveValue('10');
    const typed = code('JUNTO');
    await dialog.getByRole('textbox', { name: 'Código do cupom' }).fill(typed);
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Grupo e cupom criados com sucesso!')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const [coupon] = await api.index('/discount-cupons', { q: typed });
    expect(coupon).toMatchObject({ code: typed, discount_rate: 10, product_group_rule: 1 });
    const group = (await api.post<Row>('/product-group/show', { id: coupon.product_group_id })).json;
    expect(group.name).toBe(`Compre Junto ${typed}`);

    // The same code again: the API's 422 under the field, nothing else stored.
    await rows
      .nth(0)
      .getByRole('button', { name: /Criar grupo e cupom/ })
      .click();
    await dialog.getByRole('textbox', { name: 'Código do cupom' }).fill(typed);
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('Código já está em uso')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('link', { name: `Abrir cupom ${typed}` }).click();
    await expect(page).toHaveURL(new RegExp(`/form-coupon/${coupon.id}$`));
  });

  test('uma campanha com cupom: o cupom vale no período da campanha', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const couponCode = code('CAMP');
    const coupon = await api.save('/discount-cupons', { code: couponCode, discount_rate: 15 });
    const name = `Campanha ${couponCode}`;

    await page.goto('/campaign-scheduler');
    await expect(page.getByRole('heading', { level: 1, name: 'Agendar Campanhas' })).toBeVisible();
    await page
      .getByRole('link', { name: 'Nova Campanha' })
      .or(page.getByRole('button', { name: 'Nova Campanha' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/form-campaign$/);
    await page.getByRole('textbox', { name: 'Nome' }).fill(name);
    await page.getByLabel('Início').fill('2031-03-01T09:00');
    await page.getByLabel('Fim').fill('2031-03-15T18:30');
    const couponInput = page.getByRole('combobox', { name: 'Cupom' });
    await couponInput.fill(couponCode);
    await page.getByRole('option', { name: couponCode }).click();
    await page.getByRole('textbox', { name: 'Mensagem (WhatsApp)' }).fill('Oi! Use o cupom na loja.');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page).toHaveURL(/\/campaign-scheduler/);
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toContainText('Agendada');
    await expect(row).toContainText('01/03/2031');

    const [campaign] = await api.index('/campaigns', { q: name });
    // The browser's clock is São Paulo's (UTC−3).
    expect(Date.parse(String(campaign.init_date))).toBe(Date.parse('2031-03-01T12:00:00Z'));
    const stored = (await api.post<Row>('/discount-cupons/show', { id: coupon.id })).json;
    expect(Date.parse(String(stored.init_date))).toBe(Date.parse('2031-03-01T12:00:00Z'));
    expect(Date.parse(String(stored.expire_date))).toBe(Date.parse('2031-03-15T21:30:00Z'));

    // Moving the end moves the coupon's expiry.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/form-campaign/${campaign.id}$`));
    await page.getByLabel('Fim').fill('2031-03-20T18:30');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page).toHaveURL(/\/campaign-scheduler/);
    await expect
      .poll(async () =>
        Date.parse(
          String((await api.post<Row>('/discount-cupons/show', { id: coupon.id })).json.expire_date),
        ),
      )
      .toBe(Date.parse('2031-03-20T21:30:00Z'));
  });
});

test.describe('compre junto e campanhas no celular', () => {
  test.use({ storageState: sessionFile(maria), viewport: { width: 390, height: 844 } });

  test('pares em cartões e a lista de campanhas cabem na largura', async ({ page }) => {
    await page.goto('/email-campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Compre Junto' })).toBeVisible();
    const card = page.getByTestId('pair-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /Criar grupo e cupom/ })).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto('/campaign-scheduler');
    await expect(page.getByRole('heading', { level: 1, name: 'Agendar Campanhas' })).toBeVisible();
    await noSidewaysScroll(page);
  });
});
