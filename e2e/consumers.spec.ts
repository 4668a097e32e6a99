// Issue 4 item 6: a store user filters its consumers (no store picker) and resets a consumer's
// password from the list; an admin must pick a store before Filtrar is enabled.
import { expect, test } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { sessionFile } from './support/session';
import { today } from '../src/shared/time';

test.describe('consumidores (lojista)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('filtra por gênero e redefine a senha de um consumidor', async ({ page }) => {
    await page.goto('/users-consumer');
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de Consumidores' })).toBeVisible();
    await expect(page.getByLabel('Loja')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtrar' })).toBeEnabled();
    // 'Data final' starts at today (in the store's time zone).
    await expect(page.getByLabel('Data final')).toHaveValue(today());
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();

    await page.getByRole('combobox', { name: 'Gênero' }).click();
    await page.getByRole('option', { name: 'Feminino' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(rows.nth(1)).toContainText('Feminino');
    await expect(page.getByRole('row').filter({ hasText: 'Masculino' })).toHaveCount(0);

    const reset = rows.nth(1).getByRole('button', { name: /^Redefinir senha/ });
    await reset.click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Por favor, insira uma nova senha.')).toBeVisible();
    await dialog.getByLabel('Nova senha').fill('novaSenha123');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A second reset of the same consumer works as well.
    await reset.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Nova senha').fill('outraSenha456');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Senha atualizada com sucesso!').first()).toBeVisible();
  });
});

test.describe('consumidores (admin)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('Filtrar fica desabilitado até escolher uma loja', async ({ page }) => {
    await page.goto('/users-consumer');
    const filter = page.getByRole('button', { name: 'Filtrar' });
    await expect(filter).toBeDisabled();
    await expect(page.getByText('Selecione uma loja e clique em Filtrar.')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(0);
    await page.getByLabel('Loja').fill('Moda');
    await page.getByRole('option', { name: 'Moda Viva' }).click();
    await expect(filter).toBeEnabled();
    await filter.click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });
});
