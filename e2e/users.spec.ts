// Issue 4 item 3: an admin creates a store user from /form-user, finds it on /users-store, switches
// it off from the list (toast; stored inactive) and that user can no longer sign in; a store user
// opening the admin list is sent home.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, uniqueName } from './support/api';
import { sessionFile } from './support/session';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('usuários (admin)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('cria um usuário de loja, vê na lista, desativa pela lista e ele não entra mais', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Usuario Teste');
    const email = `${name.split(' ').pop()}@teste.dev`;
    const password = 'segredo123';

    await page.goto('/users-store');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lista de administradores da Loja' }),
    ).toBeVisible();
    // The title bar's button (the floating one leads to the same form).
    await page.getByRole('link', { name: 'Novo Usuário' }).first().click();
    await expect(page).toHaveURL(/\/form-user$/);

    const save = page.getByRole('button', { name: 'Salvar', exact: true });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    // Cliente is required while Admin is off (x-required-when): its label says so.
    await expect(page.locator('label').filter({ hasText: /^Cliente/ })).toHaveText(/^Cliente\s*\*$/);
    await save.click({ force: true });
    await expect(page.getByText('Por favor insira Nome', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/form-user$/);
    await page.getByRole('combobox', { name: 'Cliente' }).fill('Moda');
    await page.getByRole('option', { name: 'Moda Viva' }).click();
    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Senha/).fill(password);
    await page.getByLabel(/^Confirmar Senha/).fill('outra-senha');
    await expect(page.getByText('As senhas não conferem')).toBeVisible();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await page.getByLabel(/^Confirmar Senha/).fill(password);
    await expect(page.getByText('As senhas não conferem')).toBeHidden();
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await save.click();

    await expect(page).toHaveURL(/\/users-store$/);
    await expect(page.getByText('Usuário foi cadastrado com sucesso!')).toBeVisible();
    const listed = row(page, email);
    await expect(listed).toBeVisible();
    await expect(listed).toContainText('Moda Viva');
    await expect(listed).toContainText('Usuário');

    // The new user can sign in while active.
    const login = () =>
      request.post('/api/users/store-login', { data: { email: email.toLowerCase(), password } });
    expect((await login()).status()).toBe(200);

    const toggle = listed.getByRole('switch');
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Status do usuário atualizado com sucesso!')).toBeVisible();
    await expect(toggle).not.toBeChecked();

    const api = await Api.as(request, admin);
    const { json } = await api.post<{ data: Array<{ email: string; active: boolean }> }>(
      '/users/index-store',
      { q: email },
    );
    expect(json.data.map((u) => [u.email, u.active])).toEqual([[email.toLowerCase(), false]]);
    expect((await login()).status()).toBe(401);

    // The status filter: 'Inativos' keeps it, 'Ativos' hides it.
    await page.getByLabel('Buscar').fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Ativos', exact: true }).click();
    await expect(row(page, email)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inativos' }).click();
    await expect(row(page, email)).toBeVisible();
  });
});

test.describe('usuários (lojista)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('um lojista que abre /users-store ou /form-user volta para o início', async ({ page }) => {
    await page.goto('/users-store');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/form-user');
    await expect(page).toHaveURL(/\/$/);
  });
});
