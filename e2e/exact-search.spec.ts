// Issue 5 item 7: a store user finds a product's grid items by reference on 'Busca Exata', adds 3
// units and removes 1, each after confirming, and sees the balance on screen and stored.
import { expect, test } from '@playwright/test';
import { maria } from './support/accounts';
import { Api, type Row, uniqueName } from './support/api';
import { sessionFile } from './support/session';

test.describe('busca exata', () => {
  test.use({ storageState: sessionFile(maria) });

  test('busca pela referência, adiciona 3 e remove 1 com confirmação: saldo 2 na tela e na API', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    const { json } = await api.post<{ data: Row[] }>('/product/paginate-index', { itens_per_page: 1 });
    const model = json.data[0];
    const ref = uniqueName('BX').replace(/\s/g, '-');
    const product = await api.save('/product', {
      name: uniqueName('Blusa Busca'),
      ref,
      definition_id: model.definition_id,
      category_id: model.category_id,
      gender: 'f',
      price: '59.90',
      description: 'Blusa para testar a busca exata.',
    });
    const { status } = await api.post('/grid/save-many', {
      product_id: product.id,
      data: [
        { size: 'P', color: 'Azul Royal', code: `${ref}-P` },
        { size: 'M', color: 'Azul Royal', code: `${ref}-M` },
      ],
    });
    expect(status).toBe(201);

    await page.goto('/exact-search');
    await expect(page.getByRole('heading', { name: 'Busca Exata', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Buscar por' }).click();
    await page.getByRole('option', { name: 'Referência' }).click();
    await page.getByRole('textbox', { name: 'Referência' }).fill(ref);
    await page.getByRole('textbox', { name: 'Referência' }).press('Enter');

    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ hasText: `${ref}-M` });
    const balance = row.getByTestId('balance');
    await expect(balance).toHaveText('0');
    const amount = row.getByLabel(/^Quantidade de/);

    await amount.fill('3x');
    await expect(row.getByText('Somente números')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    await amount.fill('3');
    await row.getByRole('button', { name: 'Adicionar' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Confirmar entrada de 3 unidade(s) de ${product.name} M Azul Royal?`);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Estoque atualizado com sucesso!')).toBeVisible();
    await expect(balance).toHaveText('3');

    await amount.fill('1');
    await row.getByRole('button', { name: 'Remover' }).click();
    await expect(confirm).toContainText(`Confirmar saída de 1 unidade(s) de ${product.name} M Azul Royal?`);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(balance).toHaveText('2');
    await expect(amount).toHaveValue('');

    const stored = await api.index('/grid', { product_id: product.id });
    expect(Object.fromEntries(stored.map((g) => [g.size, g.balance]))).toEqual({ P: 0, M: 2 });
    // Both changes went through the ledger: an entry (Troca) and an exit (Cancelado).
    const moves = await api.index('/stock-movement', { grid_id: stored.find((g) => g.size === 'M')!.id });
    expect(moves.map((m) => `${m.type} ${m.reason} ${m.amount}`).sort()).toEqual(['i ch 3', 'o c 1']);
  });

  test('no celular, cada item é um cartão com saldo, quantidade e os botões', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/exact-search');
    await page.getByRole('textbox', { name: 'Nome do Produto' }).fill('a');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const card = page.getByTestId('exact-search-card').first();
    await expect(card).toContainText('Saldo:');
    await expect(card.getByLabel(/^Quantidade de/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test("sem resultado: 'Nenhum produto encontrado!!'", async ({ page }) => {
    await page.goto('/exact-search');
    await page.getByRole('textbox', { name: 'Nome do Produto' }).fill(uniqueName('Nada Assim'));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Nenhum produto encontrado!!')).toBeVisible();
  });
});
