// Issue 5 items 5 and 6: the sections under a saved product, as Maria uses them. A promotion typed
// as a percent shows its value from the product's price, is listed, and 'Cadastrar Promoção' goes
// away (one promotion per product); the stored row has both. Attributes ticked under their groups
// are saved as the product's set; a payment rule is registered from its dialog.
import { expect, test, type Page } from '@playwright/test';
import { maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { sessionFile } from './support/session';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const dialog = (page: Page) => page.getByRole('dialog');

/** A product of Maria's store with a known price, made through the API. */
async function productFor(api: Api, price: string): Promise<Row> {
  const [segment] = await api.index('/definition', { name: 'Moda Feminina' });
  const { json } = await api.post<{ data: Row[] }>('/category/index-with-filter', {
    definition_id: segment.id,
  });
  return api.save('/product', {
    name: uniqueName('Vestido Promo'),
    definition_id: segment.id,
    category_id: json.data[0].id,
    gender: 'f',
    price,
    description: 'Vestido de teste das seções.',
  });
}

test.describe('seções do produto', () => {
  test.use({ storageState: sessionFile(maria) });

  test('cadastra uma promoção pelo percentual, com o valor calculado do preço', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const product = await productFor(api, '200.00');
    await page.goto(`/form-product/${product.id}`);
    const promotions = section(page, 'Promoções');
    await expect(promotions.getByText('Nenhuma promoção cadastrada.')).toBeVisible();
    await promotions.getByRole('button', { name: 'Cadastrar Promoção' }).click();

    await expect(dialog(page).getByRole('heading', { name: 'Cadastrar Promoção' })).toBeVisible();
    const save = dialog(page).getByRole('button', { name: 'Salvar' });
    await dialog(page)
      .getByLabel(/^Percentual de desconto/)
      .fill('15');
    await expect(dialog(page).getByLabel(/^Valor do desconto/)).toHaveValue('30,00');
    // The start date is required while the promotion has a period: pressed without it, Salvar
    // says so under the field.
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    // (aria-disabled: Playwright's click would wait for it to clear.)
    await save.click({ force: true });
    await expect(dialog(page).getByText('Por favor insira Data de Início')).toBeVisible();
    await expect(page.getByText('Promoção foi cadastrada com sucesso!')).toHaveCount(0);
    await dialog(page)
      .getByLabel(/^Data de Início/)
      .fill('2026-03-01T10:00');
    await dialog(page)
      .getByLabel(/^Data de Término/)
      .fill('2026-03-31T23:59');
    await save.click();

    await expect(page.getByText('Promoção foi cadastrada com sucesso!')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const row = promotions.getByRole('row').nth(1);
    await expect(row).toContainText('01/03/2026 10:00');
    await expect(row).toContainText('31/03/2026 23:59');
    await expect(row).toContainText('R$ 30,00');
    await expect(row).toContainText('15,00%');
    await expect(promotions.getByRole('button', { name: 'Cadastrar Promoção' })).toHaveCount(0);

    const { json } = await api.post<{ data: Row[] }>('/product-promotion/product-index', {
      product_id: product.id,
    });
    expect(json.data).toHaveLength(1);
    expect(json.data[0]).toMatchObject({ discount_value: '30.00', discount_percent: 15, active: true });
    // Times typed in the panel are the store's (São Paulo, UTC-3).
    expect(new Date(String(json.data[0].start_date)).toISOString()).toBe('2026-03-01T13:00:00.000Z');
  });

  test('salva os atributos marcados como o conjunto do produto', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const product = await productFor(api, '120.00');
    const attributes = await api.index('/atribute', { itens_per_page: 1000 });
    const [first, second] = attributes;
    await page.goto(`/form-product/${product.id}`);
    const box = section(page, 'Atributos');
    await expect(box.getByText(String(first.group_name)).first()).toBeVisible();
    await box.getByRole('checkbox', { name: String(first.name), exact: true }).check();
    await box.getByRole('checkbox', { name: String(second.name), exact: true }).check();
    await box.getByRole('button', { name: 'Salvar Atributos' }).click();
    await expect(page.getByText('Atributos atualizados com sucesso!')).toBeVisible();

    const rows = await api.index('/product-atribute', { product_id: product.id });
    expect(rows.map((r) => r.atribute_id).sort()).toEqual([first.id, second.id].sort());

    // Unticking one and saving again replaces the set.
    await box.getByRole('checkbox', { name: String(first.name), exact: true }).uncheck();
    await box.getByRole('button', { name: 'Salvar Atributos' }).click();
    await expect(async () => {
      const now = await api.index('/product-atribute', { product_id: product.id });
      expect(now.map((r) => r.atribute_id)).toEqual([second.id]);
    }).toPass();
  });

  test('cadastra uma regra de pagamento pelo diálogo', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const product = await productFor(api, '150.00');
    await page.goto(`/form-product/${product.id}`);
    const rules = section(page, 'Regras de Pagamento');
    await expect(rules.getByText('0 regras cadastradas')).toBeVisible();
    await rules.getByRole('button', { name: 'Cadastrar Regra' }).click();

    await dialog(page)
      .getByLabel(/^Parcelas/)
      .fill('3');
    await dialog(page)
      .getByRole('combobox', { name: /^Tipo de Pagamento/ })
      .click();
    await page.getByRole('option', { name: 'Crédito' }).click();
    await dialog(page)
      .getByRole('combobox', { name: /^Tipo de Regra/ })
      .click();
    await page.getByRole('option', { name: 'Acréscimo' }).click();
    await dialog(page).getByLabel(/^Taxa/).fill('2.5');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByText('Regra de Pagamento foi cadastrada com sucesso!')).toBeVisible();
    await expect(rules.getByText('1 regra cadastrada')).toBeVisible();
    const row = rules.getByRole('row').nth(1);
    await expect(row).toContainText('3');
    await expect(row).toContainText('Crédito');
    await expect(row).toContainText('Acréscimo');
    await expect(row).toContainText('2,5');

    const stored = await api.index('/product-discount-by-payment-method', { product_id: product.id });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      installments: 3,
      payment_type: 0,
      rule_type: 1,
      rate: 2.5,
      active: true,
    });

    // Deleting asks first, then the rule is gone at once; the delete is sent when its toast (with
    // Desfazer) closes.
    await row.getByRole('button', { name: 'Excluir regra' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Item deletado com sucesso')).toBeVisible();
    await expect(rules.getByText('0 regras cadastradas')).toBeVisible();
    // Dismissed with Esc, the toast closes and the delete goes.
    await page.keyboard.press('Escape');
    await expect(page.getByText('Item deletado com sucesso')).toBeHidden();
    await expect
      .poll(
        async () =>
          (await api.index('/product-discount-by-payment-method', { product_id: product.id })).length,
      )
      .toBe(0);
  });
});
