// Issue 27 item 3: Desfazer in a list's toast. Maria deletes a product of her own from the list and
// takes it back with the toast's Desfazer (nothing is sent), then deletes it for good (sent when the
// toast closes); she switches a coupon off and back with Desfazer (stored both times); at 390 px the
// same on a product card. The admin switches Maria's coupon off and back. Axe with the toast shown.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { listUrl } from './support/list-url';
import { sessionFile } from './support/session';

interface ListPage {
  data: Row[];
}

async function newProduct(api: Api, name: string): Promise<Row> {
  const { json } = await api.post<ListPage>('/product/paginate-index', { itens_per_page: 1 });
  const model = json.data[0];
  return api.save('/product', {
    name,
    ref: uniqueName('UNDO').replace(/\s/g, '-'),
    definition_id: model.definition_id,
    category_id: model.category_id,
    gender: 'f',
    price: '59.90',
    description: 'Produto criado para testar o Desfazer.',
  });
}

async function newCoupon(api: Api): Promise<Row> {
  const code = `DESFAZ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
  return api.save('/discount-cupons', { code, description: 'Cupom do teste do Desfazer', discount_rate: 10 });
}

async function expectNoBlockingViolations(page: Page) {
  // The toast grows in: axe reads its colours once it is fully shown.
  await expect(page.locator('.MuiSnackbarContent-root')).toHaveCSS('opacity', '1');
  const violations = blocking(await runAxe(page));
  expect(violations, describeViolations(violations).join('\n')).toEqual([]);
}

const toast = (page: Page) => page.locator('.MuiSnackbar-root');

async function toggleCouponAndUndo(page: Page, api: Api, coupon: Row) {
  await page.goto(listUrl('/coupon', { q: coupon.code, active: true }));
  const toggle = page.getByRole('switch', { name: `Ativo: ${coupon.code}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Status do cupom atualizado com sucesso!')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  // Saved at once: the toast's Desfazer writes the old value back.
  await expect
    .poll(async () => (await api.post<Row>('/discount-cupons/show', { id: coupon.id })).json.active)
    .toBe(false);
  await expectNoBlockingViolations(page);
  await toast(page).getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Alteração desfeita.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect
    .poll(async () => (await api.post<Row>('/discount-cupons/show', { id: coupon.id })).json.active)
    .toBe(true);
}

test.describe('desfazer, lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('exclui um produto, desfaz pelo toast e depois exclui de vez (1366 px)', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const product = await newProduct(api, uniqueName('Saia Desfazer'));
    await page.goto(listUrl('/product', { product_name: product.name }));
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: `Excluir ${product.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Produto excluído com sucesso!')).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expectNoBlockingViolations(page);
    await toast(page).getByRole('button', { name: 'Desfazer' }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('Produto excluído com sucesso!')).toBeHidden();
    // Nothing was sent: the product is still stored.
    expect((await api.post('/product/show', { id: product.id })).status).toBe(200);

    // Confirmed again and left alone, the delete goes when the toast closes.
    await page.getByRole('button', { name: `Excluir ${product.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(rows).toHaveCount(0);
    await expect
      .poll(async () => (await api.post('/product/show', { id: product.id })).status, { timeout: 15_000 })
      .toBe(404);
    await page.reload();
    await expect(page.getByText('Nenhum produto encontrado!')).toBeVisible();
  });

  test('desliga um cupom e desfaz pelo toast (1366 px)', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    await toggleCouponAndUndo(page, api, await newCoupon(api));
  });

  test('no celular, desfaz a exclusão de um produto pelo cartão (390 px)', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const api = await Api.as(request, maria);
    const product = await newProduct(api, uniqueName('Blusa Desfazer'));
    await page.goto(listUrl('/product', { product_name: product.name }));
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(1);
    await cards.getByRole('button', { name: `Excluir ${product.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(cards).toHaveCount(0);
    const undo = toast(page).getByRole('button', { name: 'Desfazer' });
    await expect(undo).toBeInViewport();
    await expectNoBlockingViolations(page);
    await undo.click();
    await expect(cards).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await api.post('/product/show', { id: product.id })).status).toBe(200);
  });
});

test.describe('desfazer, administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  for (const width of [1366, 390])
    test(`desliga o cupom de uma loja e desfaz pelo toast (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 860 });
      const coupon = await newCoupon(await Api.as(request, maria));
      await toggleCouponAndUndo(page, await Api.as(request, admin), coupon);
    });
});
