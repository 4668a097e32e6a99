// Issue 22, item 1: decimals are read the pt-BR way whatever the browser's language. In an
// English browser a native number input read '3,5' as 35 (a payment exception saved 35 %); the
// generic form's DecimalInput reads it as 3.5.
import { expect, test } from '@playwright/test';
import { maria } from './support/accounts';
import { Api } from './support/api';
import { removeRules } from './support/payment-rules';
import { sessionFile } from './support/session';

test.describe('navegador em inglês (en-US)', () => {
  test.use({ storageState: sessionFile(maria), locale: 'en-US' });

  test("a taxa '3,5' de uma exceção de pagamento é gravada como 3,5", async ({ page, request }) => {
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    // One exception per payment type, installments and rule: a retry starts without this one.
    await removeRules(await Api.as(request, maria), { payment_type: 2, installments: 11, rule_type: 0 });
    await page.goto('/receive-data');
    await expect(page).toHaveURL(/\/form-receive-data\/\d+$/);
    const section = page.getByRole('region', { name: 'Exceções de Pagamento' });
    await section.getByRole('button', { name: 'Cadastrar Exceção' }).click();
    const d = page.getByRole('dialog');
    await d.getByLabel('Tipo de pagamento').click();
    await page.getByRole('option', { name: 'Dinheiro' }).click();
    await d.getByLabel('Parcelas').fill('11');
    await d.getByLabel('Tipo de regra').click();
    await page.getByRole('option', { name: 'Desconto' }).click();
    const rate = d.getByLabel('Taxa');
    await rate.pressSequentially('3,5');
    await expect(rate).toHaveValue('3,5');
    await d.getByRole('button', { name: 'Salvar' }).click();
    await expect(d).toBeHidden();
    // Issue 22, item 2: the toast agrees with the feminine of 'Exceção' (the schema's x-label).
    await expect(page.getByText('Exceção de pagamento foi cadastrada com sucesso!')).toBeVisible();

    const api = await Api.as(request, maria);
    const rules = await api.index('/receive-data-rule');
    const saved = rules.find((r) => r.installments === 11 && r.payment_type === 2);
    expect(saved, 'a exceção cadastrada').toBeDefined();
    expect(Number(saved!.rate)).toBe(3.5);
    await expect(
      section.getByRole('row').filter({ hasText: 'Dinheiro' }).filter({ hasText: '11' }).first(),
    ).toContainText('3,5');
  });
});
