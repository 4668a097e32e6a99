// Issue 12 item 3 and issue 22 item 6: the Facebook catalogue report against the real server. Maria
// opens her store's catalogue rows full screen ('Gerar relatório', as the order report), filters them
// by gender and by the Instagram catalogue description, and copies the feed's address (with the
// filters as its query), which answers the CSV without a token. The admin picks a store first. On a
// phone the rows are cards, full screen too.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, type Row } from './support/api';
import { sessionFile } from './support/session';

type CatalogPage = { data: Row[]; total: number; last_page: number };
const PATH = '/reports/facebook-catalog';
const TITLE = 'Relatório do Catálogo do Facebook';

const report = (page: Page) => page.getByRole('dialog', { name: TITLE });
const rows = (page: Page) => report(page).locator('tbody tr');
const ids = (page: Page) => rows(page).locator('td:nth-child(2)').allInnerTexts();
const feedField = (page: Page) => page.getByLabel('URL do catálogo para o Facebook');
const generate = (page: Page) => page.getByRole('button', { name: 'Gerar relatório' }).click();
const close = (page: Page) => report(page).getByRole('button', { name: 'Fechar relatório' }).click();

async function ownStore(api: Api): Promise<number> {
  const { json } = await api.post<{ company_id: number }>('/users/store-check');
  return json.company_id;
}

test.describe('catálogo do Facebook da loja', () => {
  test.use({ storageState: sessionFile(maria), viewport: { width: 1366, height: 900 } });

  test('mostra as linhas do catálogo, filtra e copia a URL do feed', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const api = await Api.as(request, maria);
    const store = await ownStore(api);
    const { json: all } = await api.post<CatalogPage>('/report/facebook-catalog', { itens_per_page: 25 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // A store user has no store filter: its own catalogue at once.
    await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveCount(0);
    expect(all.total).toBeGreaterThan(0);
    await expect(feedField(page)).toHaveValue(`${baseURL}/api/facebook-integration/show/${store}`);
    // The rows open full screen.
    await generate(page);
    await expect(report(page)).toBeVisible();
    const box = (await report(page).boundingBox())!;
    expect(box.width).toBe(1366);
    await expect(report(page).getByTestId('report-period')).toHaveText('Todos os gêneros');
    await expect(rows(page)).toHaveCount(Math.min(all.total, 25));
    expect(await ids(page)).toEqual(all.data.map((r) => String(r.id)));
    await close(page);
    await expect(report(page)).toHaveCount(0);

    // Gender: the rows the API gives for it, and the feed's query says it.
    const { json: women } = await api.post<CatalogPage>('/report/facebook-catalog', {
      gender: 'f',
      itens_per_page: 25,
    });
    await page.getByLabel('Gênero').click();
    await page.getByRole('option', { name: 'Feminino' }).click();
    await expect(feedField(page)).toHaveValue(`${baseURL}/api/facebook-integration/show/${store}?gender=f`);
    await generate(page);
    await expect.poll(() => ids(page)).toEqual(women.data.map((r) => String(r.id)));
    await close(page);

    const onlyDescribed = page.getByLabel('Somente com descrição do catálogo do Instagram');
    await onlyDescribed.click();
    await expect(onlyDescribed).toBeChecked();
    await expect(feedField(page)).toHaveValue(
      `${baseURL}/api/facebook-integration/show/${store}?face_description=true&gender=f`,
    );
    const { json: described } = await api.post<CatalogPage>('/report/facebook-catalog', {
      gender: 'f',
      only_facebook_description: true,
      itens_per_page: 25,
    });
    await generate(page);
    if (described.total) await expect.poll(() => ids(page)).toEqual(described.data.map((r) => String(r.id)));
    else await expect(report(page).getByText('Nenhum produto no catálogo')).toBeVisible();
    await close(page);

    await page.getByRole('button', { name: 'Copiar URL' }).click();
    await expect(page.getByText('Copiado para a área de transferência!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/api/facebook-integration/show/${store}?face_description=true&gender=f`);

    // The address answers Meta's CSV without a token.
    const feed = await request.get(copied, { headers: {} });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const text = await feed.text();
    expect(text.split('\r\n')[0]).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand,gender,sale_price,sale_price_effective_date,product_type',
    );
    expect(text.trim().split('\r\n').length - 1).toBe(described.total);
  });
});

test.describe('catálogo do Facebook no celular', () => {
  test.use({ storageState: sessionFile(maria), viewport: { width: 390, height: 844 } });

  test('as linhas são cartões em tela cheia e a URL cabe na tela', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar URL' })).toBeVisible();
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await generate(page);
    await expect(report(page).getByTestId('record-card').first()).toBeVisible();
    expect(await report(page).getByTestId('record-card').count()).toBeLessThanOrEqual(4);
    expect((await report(page).boundingBox())!.width).toBe(390);
    const inside = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(inside).toBeLessThanOrEqual(0);
  });
});

test.describe('catálogo do Facebook do administrador', () => {
  for (const width of [1366, 390]) {
    test.describe(`${width}px`, () => {
      test.use({ storageState: sessionFile(admin), viewport: { width, height: 900 } });

      test('escolhe a loja antes de ver o catálogo', async ({ page, baseURL }) => {
        await page.goto(PATH);
        const button = page.getByRole('button', { name: 'Gerar relatório' });
        await expect(page.getByText('Selecione uma loja para gerar o relatório.')).toBeVisible();
        await expect(button).toBeDisabled();
        await expect(feedField(page)).toHaveCount(0);
        await page.getByRole('combobox', { name: 'Loja' }).fill('Moda');
        await page.getByRole('option', { name: 'Moda Viva' }).click();
        await expect(feedField(page)).toHaveValue(
          new RegExp(`^${baseURL}/api/facebook-integration/show/\\d+$`),
        );
        await button.click();
        await expect(report(page).getByTestId('report-period')).toHaveText('Moda Viva · Todos os gêneros');
        if (width > 960) await expect(rows(page).first()).toBeVisible();
        else await expect(report(page).getByTestId('record-card').first()).toBeVisible();
        // No Cliente column: every row is of the store picked.
        await expect(page.getByRole('columnheader', { name: 'Cliente' })).toHaveCount(0);
      });
    });
  }
});
