// Issue 5 item 3: a store user builds a product's stock grid in its form: 3 sizes × 2 colours with
// 'Cadastrar Várias Grades', a stock entry through 'Movimentar Estoque' whose balance shows in the
// list and is stored, the edit dialog read-only until 'Alterar Informações', and the spec's alert on
// a repeated size + colour.
import { expect, test, type Page } from '@playwright/test';
import { maria } from './support/accounts';
import { Api, type Row, uniqueName } from './support/api';
import { sessionFile } from './support/session';

const DUPLICATE = 'Este tamanho e código de cor já estão cadastrados para este produto.';

/** A new product of maria's store, filed like one of the demo products. */
async function newProduct(api: Api): Promise<Row> {
  const { json } = await api.post<{ data: Row[] }>('/product/paginate-index', { itens_per_page: 1 });
  const model = json.data[0];
  return api.save('/product', {
    name: uniqueName('Camiseta Grade'),
    ref: uniqueName('GR').replace(/\s/g, '-'),
    definition_id: model.definition_id,
    category_id: model.category_id,
    subcategory_id: model.subcategory_id,
    gender: 'u',
    price: '89.90',
    description: 'Camiseta de algodão para testar a grade de estoque.',
  });
}

const section = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Estoque' }) });
const gridRows = (page: Page) => section(page).locator('tbody tr');

async function pick(page: Page, label: RegExp, values: string[]) {
  const dialog = page.getByRole('dialog');
  for (const value of values) {
    await dialog.getByLabel(label).fill(value);
    await page.getByRole('option', { name: value, exact: true }).click();
  }
}

test.describe('grade de estoque do produto', () => {
  test.use({ storageState: sessionFile(maria) });

  test('3 tamanhos × 2 cores, entrada de 5 com saldo na lista e na API, e o alerta de duplicado', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    const product = await newProduct(api);
    await page.goto(`/form-product/${product.id}`);
    await expect(section(page)).toBeVisible();
    await expect(section(page)).toContainText('Nenhum Item encontrado');

    await section(page).getByRole('button', { name: 'Cadastrar Várias Grades' }).click();
    const many = page.getByRole('dialog', { name: 'Cadastrar Várias Grades' });
    await pick(page, /^Tamanhos/, ['P', 'M', 'G']);
    await many.getByLabel(/^Cores/).fill('Preto');
    await page.getByRole('option', { name: 'Preto', exact: true }).click();
    await many.getByLabel(/^Cores/).fill('Branco');
    await page.getByRole('option', { name: 'Branco', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(many.getByText('6 combinações')).toBeVisible();
    await many.getByRole('button', { name: 'Salvar' }).click();
    await expect(many).toBeHidden();
    await expect(page.getByText('Item Cadastrado com sucesso')).toBeVisible();
    await expect(gridRows(page)).toHaveCount(6);

    // A stock entry of 5 on M / Branco.
    const row = gridRows(page)
      .filter({ hasText: 'Branco' })
      .filter({ has: page.getByRole('cell', { name: 'M', exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText('0');
    await row.getByRole('button', { name: 'Movimentar Estoque' }).click();
    const move = page.getByRole('dialog', { name: 'Movimentar Estoque' });
    await expect(move.getByRole('combobox', { name: /^Tipo/ })).toHaveText('Entrada');
    await expect(move.getByRole('combobox', { name: /^Motivo/ })).toHaveText('Compra/Saldo inicial');
    await move.getByLabel(/^Quantidade/).fill('5');
    await move.getByRole('button', { name: 'Salvar' }).click();
    await expect(move).toBeHidden();
    await expect(page.getByText('Estoque atualizado com sucesso!')).toBeVisible();
    await expect(row.getByRole('cell').first()).toHaveText('5');

    const stored = await api.index('/grid', { product_id: product.id });
    expect(stored).toHaveLength(6);
    const item = stored.find((g) => g.size === 'M' && g.color === 'Branco')!;
    expect(item.balance).toBe(5);
    expect(item.code_color).toBe('#FFFFFF');
    expect(stored.filter((g) => g.balance !== 0)).toHaveLength(1);

    // The edit dialog is read-only until 'Alterar Informações'.
    await row.getByRole('cell', { name: 'M', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Grade' });
    await expect(edit.getByLabel('Código', { exact: true })).not.toBeEditable();
    await expect(edit.getByRole('button', { name: 'Salvar Alterações' })).toHaveCount(0);
    await edit.getByRole('button', { name: 'Alterar Informações' }).click();
    await expect(edit.getByLabel('Código', { exact: true })).toBeEditable();
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    // One more P / Preto: the server refuses it (406) and the spec's alert shows.
    await section(page).getByRole('button', { name: 'Cadastrar Grade', exact: true }).click();
    const one = page.getByRole('dialog', { name: 'Cadastrar Grade' });
    await one.getByLabel(/^Tamanho/).fill('P');
    await page.getByRole('option', { name: 'P', exact: true }).click();
    await one.getByLabel(/^Cor/).fill('Preto');
    await page.getByRole('option', { name: 'Preto', exact: true }).click();
    await expect(one.getByLabel('Código da Cor', { exact: true })).toHaveValue('#000000');
    await one.getByRole('button', { name: 'Salvar' }).click();
    await expect(one.getByRole('alert')).toHaveText(DUPLICATE);
    expect(await api.index('/grid', { product_id: product.id })).toHaveLength(6);

    // With a free size it saves, starting with its quantity through the ledger.
    await one.getByLabel(/^Tamanho/).fill('GG');
    await page.getByRole('option', { name: 'GG', exact: true }).click();
    await one.getByLabel(/^Quantidade/).fill('2');
    await one.getByRole('button', { name: 'Salvar' }).click();
    await expect(one).toBeHidden();
    await expect(gridRows(page)).toHaveCount(7);
    const added = gridRows(page).filter({ has: page.getByRole('cell', { name: 'GG', exact: true }) });
    await expect(added.getByRole('cell').first()).toHaveText('2');
    const moves = await api.index('/stock-movement', { product_id: product.id });
    expect(moves.map((m) => `${m.type} ${m.reason} ${m.amount}`).sort()).toEqual(['i b 2', 'i b 5']);
  });
});
