// Spec section 2, guards: admin-only routes send a store user to /; the settings lists send it to
// its own settings form.
import { expect, test } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';

const HOME_TITLE = 'Dashboard de Vendas';

test.describe('lojista nas rotas de administrador', () => {
  test.use({ storageState: sessionFile(maria) });

  for (const path of ['/company', '/form-company', '/users-store', '/definition', '/category']) {
    test(`${path} leva a /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner')).toContainText(HOME_TITLE);
    });
  }

  test('/delivery-settings leva ao formulário da própria loja', async ({ page, request }) => {
    const { json } = await (
      await Api.as(request, maria)
    ).post<{ company_id: number }>('/delivery-settings/show');
    await page.goto('/delivery-settings');
    await expect(page).toHaveURL(new RegExp(`/form-delivery-settings/${json.company_id}$`));
    await expect(page.getByRole('banner')).toContainText('Configurações de Entrega');
  });

  test('/receive-data leva a /form-receive-data', async ({ page }) => {
    await page.goto('/receive-data');
    await expect(page).toHaveURL(/\/form-receive-data(\/\d+)?$/);
    await expect(page.getByRole('banner')).toContainText('Dados de Recebimento');
  });
});

test.describe('administrador nas mesmas rotas', () => {
  test.use({ storageState: sessionFile(admin) });

  test('/company abre a lista de lojas', async ({ page }) => {
    await page.goto('/company');
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('banner')).toContainText('Lista de Clientes');
  });

  test('/delivery-settings fica na lista', async ({ page }) => {
    await page.goto('/delivery-settings');
    await expect(page).toHaveURL(/\/delivery-settings$/);
  });
});
