// Issue 22, item 4: an address the panel does not have shows 'Página não encontrada' in pt-BR, with a
// link back to the start (react-admin's page read '… o link pode estar quebrado..').
import { expect, test } from '@playwright/test';
import { maria } from './support/accounts';
import { sessionFile } from './support/session';

test.use({ storageState: sessionFile(maria) });

test('um endereço que não existe mostra a página não encontrada e volta ao início', async ({ page }) => {
  await page.goto('/rota-que-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Página não encontrada');
  await expect(page).toHaveTitle('Página não encontrada · Painel Lojista');
  await expect(page.locator('main')).not.toContainText('..');
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Vendas' })).toBeVisible();
});
