// Issue 5 item 9: a variation group's products are picked with the product picker, which searches
// the store's products on the server as Maria types (name or reference) and shows 'Nome (Ref)'.
import { expect, test } from '@playwright/test';
import { maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { sessionFile } from './support/session';

test.describe('produtos da variação', () => {
  test.use({ storageState: sessionFile(maria) });

  test('adiciona um produto ao grupo pelo seletor de produtos', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const [segment] = await api.index('/definition', { name: 'Moda Feminina' });
    const { json } = await api.post<{ data: Row[] }>('/category/index-with-filter', {
      definition_id: segment.id,
    });
    const name = uniqueName('Sandália Picker');
    const ref = `SP-${Date.now().toString(36).toUpperCase()}`;
    const product = await api.save('/product', {
      name,
      ref,
      definition_id: segment.id,
      category_id: json.data[0].id,
      gender: 'f',
      price: '89.90',
      description: 'Sandália de teste do seletor.',
    });
    const group = await api.save('/variation-group', { variation_name: uniqueName('Cores Sandália') });

    await page.goto(`/form-variation-group/${group.id}`);
    await expect(page.getByRole('heading', { name: 'Produtos da Variação' })).toBeVisible();
    await expect(page.getByText('Nenhum item encontrado')).toBeVisible();
    const add = page.getByRole('button', { name: 'Adicionar' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');

    const searches: Row[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/product/paginate-index')) searches.push(r.postDataJSON() as Row);
    });
    // By reference: the picker asks the server, it does not filter a loaded list.
    await page.getByRole('combobox', { name: /^Produto/ }).fill(ref.toLowerCase());
    await page.getByRole('option', { name: `${name} (${ref})` }).click();
    expect(searches).toContainEqual(expect.objectContaining({ ref: ref.toLowerCase(), itens_per_page: 20 }));
    expect(searches).toContainEqual(expect.objectContaining({ product_name: ref.toLowerCase() }));

    await page.getByLabel(/^Valor/).fill('Caramelo');
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await add.click();
    await expect(page.getByText('Item Cadastrado com sucesso')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Caramelo');

    const { json: items } = await api.post<{ data: Row[] }>('/variation-group-product/index-by-group', {
      variation_group_id: group.id,
    });
    expect(items.data).toEqual([expect.objectContaining({ product_id: product.id, value: 'Caramelo' })]);
  });
});
