// Issue 27 item 5 in a real browser: bulk actions of the generic lists. Maria deactivates two
// variation groups of her own at 1366 px (axe with the bulk bar shown), finds them inactive after a
// reload and activates them again; changes the brand of two products of her own; advances two
// orders in separation (put back afterwards) and prints two delivered orders in one print view; at
// 390 px selects cards and deactivates them. The admin activates two groups. Every test makes its
// own rows (and deletes them after) or puts the demo orders it moves back, so the specs running
// beside it read the demo data they expect.
import { expect, test, type Page } from '@playwright/test';
import type { OrderListRow } from '../src/shared/calls';
import { admin, maria } from './support/accounts';
import { Api, type Row, uniqueName } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { listUrl } from './support/list-url';
import { sessionFile } from './support/session';

const bar = (page: Page) => page.getByRole('region', { name: 'Ações em lote' });
/** A variation group's row (its Ativo column reads Sim / Não). */
const groupRow = (page: Page, row: Row) => page.getByRole('row', { name: new RegExp(String(row.name)) });
/** An order's row, by its ID cell. */
const orderRow = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

/** Two variation groups of the account's store, named apart from every other test's. */
async function twoGroups(api: Api): Promise<{ rows: Row[]; prefix: string }> {
  const prefix = uniqueName('Lote');
  const rows: Row[] = [];
  for (const tail of ['Azul', 'Verde']) {
    const name = `${prefix} ${tail}`;
    rows.push(await api.save('/variation-group', { variation_name: name, name }));
  }
  return { rows, prefix };
}

async function activeOf(api: Api, ids: number[]): Promise<boolean[]> {
  const rows = await api.index('/variation-group', { id: ids, itens_per_page: 10 });
  return ids.map((id) => rows.find((r) => r.id === id)?.active as boolean);
}

const removeAll = async (api: Api, path: string, rows: Row[]) => {
  for (const row of rows) await api.post(`${path}/delete`, { id: row.id });
};

test.describe('ações em lote, lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('desativa duas linhas, confere depois de recarregar e ativa de novo (1366 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const api = await Api.as(request, maria);
    const { rows, prefix } = await twoGroups(api);
    try {
      await page.goto(listUrl('/variation-group', { q: prefix }));
      for (const row of rows)
        await page
          .getByRole('row', { name: new RegExp(String(row.name)) })
          .getByRole('checkbox')
          .check();
      await expect(bar(page).getByText('2 selecionados')).toBeVisible();
      const violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations).join('\n')).toEqual([]);

      await bar(page).getByRole('button', { name: 'Desativar' }).click();
      await expect(page.getByText('2 itens atualizados')).toBeVisible();
      await expect(bar(page)).toHaveCount(0);
      await page.reload();
      for (const row of rows) await expect(groupRow(page, row)).toContainText('Não');
      expect(
        await activeOf(
          api,
          rows.map((r) => r.id),
        ),
      ).toEqual([false, false]);

      // Re-activate: the page's header checkbox selects both rows of the search.
      await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
      await expect(bar(page).getByText('2 selecionados')).toBeVisible();
      await bar(page).getByRole('button', { name: 'Ativar', exact: true }).click();
      await expect(page.getByText('2 itens atualizados')).toBeVisible();
      for (const row of rows) await expect(groupRow(page, row)).toContainText('Sim');
      expect(
        await activeOf(
          api,
          rows.map((r) => r.id),
        ),
      ).toEqual([true, true]);
    } finally {
      await removeAll(api, '/variation-group', rows);
    }
  });

  test('altera a marca de dois produtos', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const api = await Api.as(request, maria);
    const [definition] = await api.index('/definition');
    const [category] = await api.index('/category', { definition_id: definition.id });
    const prefix = uniqueName('Vestido Lote');
    const brand = await api.save('/brand', { name: uniqueName('Marca Lote') });
    const products: Row[] = [];
    try {
      for (const tail of ['Um', 'Dois'])
        products.push(
          await api.save('/product', {
            name: `${prefix} ${tail}`,
            definition_id: definition.id,
            category_id: category.id,
            gender: 'u',
            price: '10.00',
            description: 'Produto de teste das ações em lote.',
          }),
        );
      await page.goto(listUrl('/product', { product_name: prefix }));
      for (const product of products)
        await page
          .getByRole('row', { name: new RegExp(String(product.name)) })
          .getByRole('checkbox')
          .check();
      await bar(page).getByRole('button', { name: 'Alterar marca' }).click();
      const dialog = page.getByRole('dialog', { name: 'Alterar marca' });
      await dialog.getByRole('combobox', { name: 'Marca' }).fill(String(brand.name));
      await page.getByRole('option', { name: String(brand.name) }).click();
      await dialog.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.getByText('2 produtos atualizados')).toBeVisible();
      for (const product of products) {
        const { json } = await api.post<Row>('/product/show', { id: product.id });
        expect(json.brand_id).toBe(brand.id);
      }
    } finally {
      await removeAll(api, '/product', products);
      await api.post('/brand/delete', { id: brand.id });
    }
  });

  test('avança o status de dois pedidos em separação', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const api = await Api.as(request, maria);
    const { json } = await api.post<{ data: OrderListRow[] }>('/buy/getsortingOutBuys', {
      itens_per_page: 25,
    });
    // Two from the middle of the first page: other specs take the first (just approved) and the last.
    expect(json.data.length).toBeGreaterThan(3);
    const chosen = json.data.slice(1, 3).map((o) => o.id);
    try {
      await page.goto('/sortingOutBuys');
      for (const id of chosen) await orderRow(page, id).getByRole('checkbox').check();
      await bar(page).getByRole('button', { name: 'Avançar status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Avançar status' });
      await expect(dialog).toContainText('Separação para Entrega → Em trânsito');
      await dialog.getByRole('button', { name: 'Avançar' }).click();
      await expect(page.getByText('2 pedidos atualizados')).toBeVisible();
      const { json: moved } = await api.post<{ data: OrderListRow[] }>('/buy/getInTransitBuys', {
        itens_per_page: 100,
      });
      for (const id of chosen) expect(moved.data.find((o) => o.id === id)?.status).toBe(3);
    } finally {
      // Back where the demo had them.
      for (const id of chosen) await api.post('/buy/update', { buy_id: id, status: 2 });
    }
  });

  test('imprime dois pedidos numa só impressão, um por página', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const api = await Api.as(request, maria);
    const { json } = await api.post<{ data: OrderListRow[] }>('/buy/get-buys', {
      status: 4,
      itens_per_page: 25,
    });
    const chosen = json.data.slice(3, 5).map((o) => o.id);
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls++;
      };
    });
    await page.goto('/finished');
    for (const id of chosen) await orderRow(page, id).getByRole('checkbox').check();
    await bar(page).getByRole('button', { name: 'Imprimir selecionados' }).click();
    await page
      .getByRole('dialog', { name: 'Imprimir selecionados' })
      .getByRole('button', { name: 'Imprimir' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/detailOrder/print\\?ids=${chosen.join(',')}&format=a4$`));
    for (const id of chosen)
      await expect(page.getByRole('heading', { name: `Pedido nº ${id}` })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
      .toBe(1);
    // One order a page: the second sheet starts a new page.
    const breaks = await page
      .locator('.print-sheet')
      .evaluateAll((sheets) => sheets.map((s) => getComputedStyle(s).breakBefore));
    expect(breaks).toEqual(['auto', 'page']);
    for (const id of chosen) {
      const { json: detail } = await api.post<{ order: { printed_at: string | null } }>(
        '/order/getOrdersDetail',
        { buy_id: id },
      );
      expect(detail.order.printed_at).not.toBeNull();
    }
  });

  test('no celular, seleciona os cartões e desativa (390 px)', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const api = await Api.as(request, maria);
    const { rows, prefix } = await twoGroups(api);
    try {
      await page.goto(listUrl('/variation-group', { q: prefix }));
      for (const row of rows)
        await page.getByRole('checkbox', { name: `Selecionar ${String(row.name)}` }).check();
      await expect(bar(page).getByText('2 selecionados')).toBeVisible();
      await bar(page).getByRole('button', { name: 'Desativar' }).click();
      await expect(page.getByText('2 itens atualizados')).toBeVisible();
      expect(
        await activeOf(
          api,
          rows.map((r) => r.id),
        ),
      ).toEqual([false, false]);
      // Nothing of the bar runs off the phone's screen.
      await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
      const box = await bar(page).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    } finally {
      await removeAll(api, '/variation-group', rows);
    }
  });
});

test.describe('ações em lote, administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  for (const width of [1366, 390])
    test(`ativa dois grupos de uma loja (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const store = await Api.as(request, maria);
      const { rows, prefix } = await twoGroups(store);
      try {
        for (const row of rows) await store.post('/variation-group/update', { id: row.id, active: false });
        await page.goto(listUrl('/variation-group', { q: prefix }));
        // A row's checkbox on a computer, a card's on a phone: both named after the record.
        for (const row of rows)
          await page.getByRole('checkbox', { name: `Selecionar ${String(row.name)}` }).check();
        await expect(bar(page).getByText('2 selecionados')).toBeVisible();
        const violations = blocking(await runAxe(page));
        expect(violations, describeViolations(violations).join('\n')).toEqual([]);
        await bar(page).getByRole('button', { name: 'Ativar', exact: true }).click();
        await expect(page.getByText('2 itens atualizados')).toBeVisible();
        expect(
          await activeOf(
            store,
            rows.map((r) => r.id),
          ),
        ).toEqual([true, true]);
      } finally {
        await removeAll(store, '/variation-group', rows);
      }
    });
});
