// Issue 5 item 1: Maria's product list. Filters by name and by grid colour, sorts by price both
// ways, toggles a product's Ativo switch, deletes a product through the trash icon, and exports
// produtos.csv with every product of the store.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { listState, listUrl } from './support/list-url';
import { sessionFile } from './support/session';

type ListPage = { data: Row[]; total: number };
const rows = (page: Page) => page.locator('tbody tr');
/** The Nome column of the rows on screen (by its class: the bulk selection column comes first). */
const shownNames = (page: Page) => rows(page).locator('td.column-name').allInnerTexts();

async function newProduct(api: Api, name: string): Promise<Row> {
  const { json } = await api.post<ListPage>('/product/paginate-index', { itens_per_page: 1 });
  const model = json.data[0];
  return api.save('/product', {
    name,
    ref: uniqueName('LT').replace(/\s/g, '-'),
    definition_id: model.definition_id,
    category_id: model.category_id,
    gender: 'f',
    price: '79.90',
    description: 'Produto criado para testar a lista.',
  });
}

test.describe('lista de produtos', () => {
  test.use({ storageState: sessionFile(maria) });

  test('filtra por nome e por cor da grade', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const { json } = await api.post<ListPage>('/product/paginate-index', { itens_per_page: 1, ref: 'MV-' });
    const known = String(json.data[0].name);
    await page.goto('/product');
    await expect(page.getByRole('heading', { name: 'Lista de Produtos', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);

    await page.getByRole('textbox', { name: 'Nome' }).fill(known);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(known);
    // The filter is in the URL (react-admin's list state): a reload keeps it.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(known);
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(rows(page)).toHaveCount(25);
    const grid = await api.index('/grid', { product_id: json.data[0].id });
    const color = String(grid[0].color);
    const { json: colored } = await api.post<ListPage>('/product/paginate-index', {
      grid_color: color,
      itens_per_page: 100,
    });
    expect(colored.total).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Cor' }).fill(color);
    await page.getByRole('option', { name: color, exact: true }).click();
    await expect(rows(page)).toHaveCount(Math.min(colored.total, 25));
    expect(await shownNames(page)).toEqual(colored.data.slice(0, 25).map((r) => r.name));
  });

  test('ordena por preço crescente, decrescente e volta ao padrão', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const order = async (body: object) =>
      (
        await api.post<ListPage>('/product/paginate-index', { ref: 'MV-', itens_per_page: 25, ...body })
      ).json.data.map((r) => r.name);
    // Only the demo products (refs MV-…): products the other tests create do not move the order.
    await page.goto(listUrl('/product', { ref: 'MV-' }));
    await expect(rows(page)).toHaveCount(25);
    const price = page.getByRole('button', { name: 'Preço' });

    await price.click();
    await expect(page).toHaveURL((url) => listState(url).sort === 'price' && listState(url).order === 'ASC');
    await expect
      .poll(() => shownNames(page))
      .toEqual(await order({ ordenate_field: 'price', ordenate_type: 'asc' }));
    const ascending = await rows(page).locator('td.column-price').allInnerTexts();
    const cents = (t: string) => Number(t.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(ascending.map(cents)).toEqual([...ascending.map(cents)].sort((a, b) => a - b));

    await price.click();
    await expect(page).toHaveURL((url) => listState(url).sort === 'price' && listState(url).order === 'DESC');
    await expect
      .poll(() => shownNames(page))
      .toEqual(await order({ ordenate_field: 'price', ordenate_type: 'desc' }));

    await price.click();
    // None: no sort field, the server's default order.
    await expect(page).toHaveURL((url) => !listState(url).sort);
    await expect.poll(() => shownNames(page)).toEqual(await order({}));
  });

  test('o switch Ativo salva na hora', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const product = await newProduct(api, uniqueName('Blusa Status'));
    await page.goto(listUrl('/product', { product_name: product.name, showInactive: true }));
    const toggle = page.getByRole('switch', { name: `Ativo: ${product.name}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Status do produto atualizado com sucesso!')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    const { json } = await api.post<Row>('/product/show', { id: product.id });
    expect(json.active).toBe(false);
  });

  test('exclui um produto pela lixeira, depois de confirmar', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const product = await newProduct(api, uniqueName('Saia Excluir'));
    await page.goto(listUrl('/product', { product_name: product.name }));
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Excluir ${product.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Confirmar Exclusão')).toBeVisible();
    await expect(dialog.getByText('Tem certeza que deseja excluir este produto?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Produto excluído com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhum produto encontrado!')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    // Sent when the toast (with Desfazer) closes: dismissed with Esc, at once.
    await page.keyboard.press('Escape');
    await expect(page.getByText('Produto excluído com sucesso!')).toBeHidden();
    await expect.poll(async () => (await api.post('/product/show', { id: product.id })).status).toBe(404);
  });

  test('exporta todos os produtos da loja em produtos.csv', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const { json } = await api.post<ListPage>('/product/paginate-index', { itens_per_page: 1, ref: 'MV-' });
    await page.goto('/product');
    await expect(rows(page).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('produtos.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Data Cadastro;Atualização Cadastro;Nome do Produto;Referência;Segmento;Categoria;Subcategoria',
    );
    const known = json.data[0];
    const line = lines.find((l) => l.includes(`;${known.name};`));
    expect(line).toBeTruthy();
    expect(line!.split(';')).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      known.name,
      known.ref,
      known.definition_name,
      known.category_name,
      known.subcategory_name ?? '',
    ]);
    // Every product of the store, not only the 25 rows on screen.
    const { json: all } = await api.post<ListPage>('/product/paginate-index', {
      ref: 'MV-',
      showInactive: true,
    });
    expect(all.total).toBeGreaterThan(25);
    expect(lines.length - 1).toBeGreaterThanOrEqual(all.total);
  });
});
