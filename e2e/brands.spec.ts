// Issue 3 item 10: a store user creates and edits a brand through the generated screens, with the
// browser's validation and the server's 422 shown under the field; another store never sees it.
import { expect, test, type Page } from '@playwright/test';
import { joao, maria } from './support/accounts';
import { Api, uniqueName } from './support/api';
import { sessionFile } from './support/session';

const nameField = (page: Page) => page.getByLabel(/^Nome/);
const listRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('marcas do lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('cria uma marca: Salvar apagado até o nome ser válido e, pressionado, diz o que falta; toast e a marca na lista', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Marca Nova');
    await page.goto('/brand');
    await expect(page.getByRole('banner')).toContainText('Marcas');
    // The floating button (or the toolbar's twin) opens the create form.
    await page.getByRole('link', { name: 'Nova Marca' }).first().click();
    await expect(page).toHaveURL(/\/form-brand$/);

    const save = page.getByRole('button', { name: 'Salvar', exact: true });
    // Salvar looks disabled while the form is invalid (aria-disabled, which Playwright's click
    // waits out: hence force), but pressed it says what is missing under the field, moves to it
    // and sends nothing.
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('label').filter({ hasText: /^Nome/ })).toHaveText(/^Nome\s*\*$/);
    await save.click({ force: true });
    await expect(page.getByText('Por favor insira Nome', { exact: true })).toBeVisible();
    await expect(nameField(page)).toBeFocused();
    await expect(page).toHaveURL(/\/form-brand$/);
    await nameField(page).fill('A');
    await expect(page.getByText('Por favor insira Nome válido')).toBeVisible();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await nameField(page).fill(name);
    await expect(page.getByText('Por favor insira Nome válido')).toBeHidden();
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page).toHaveURL(/\/brand$/);
    await expect(page.getByText(/foi cadastrad[oa] com sucesso!/)).toBeVisible();
    await expect(listRow(page, name)).toBeVisible();
    const stored = await (await Api.as(request, maria)).index('/brand', { q: name });
    expect(stored.map((b) => b.name)).toEqual([name]);
  });

  test('edita uma marca pela lista com Salvar Alterações', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const brand = await api.save('/brand', { name: uniqueName('Marca Antiga') });
    const renamed = uniqueName('Marca Renomeada');

    await page.goto('/brand');
    const row = listRow(page, String(brand.name));
    // The pencil is a link to the form (it can be opened in a new tab, its address shows).
    await expect
      .soft(row.getByRole('link', { name: 'Editar' }))
      .toHaveAttribute('href', `/form-brand/${brand.id}`);
    await row
      .getByRole('link', { name: 'Editar' })
      .or(row.getByRole('button', { name: 'Editar' }))
      .click();
    await expect(page).toHaveURL(new RegExp(`/form-brand/${brand.id}$`));
    await expect(nameField(page)).toHaveValue(String(brand.name));
    const save = page.getByRole('button', { name: 'Salvar Alterações' });
    await nameField(page).fill(renamed);
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await save.click();

    await expect(page).toHaveURL(/\/brand$/);
    await expect(page.getByText(/foi atualizad[oa] com sucesso!/)).toBeVisible();
    await expect(listRow(page, renamed)).toBeVisible();
    await expect(listRow(page, String(brand.name))).toHaveCount(0);
    const stored = await api.index('/brand', { id: brand.id });
    expect(stored.map((b) => b.name)).toEqual([renamed]);
  });

  test('um nome repetido mostra "Nome já está em uso" embaixo do campo e nada é gravado', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    const existing = await api.save('/brand', { name: uniqueName('Marca Repetida') });

    await page.goto('/form-brand');
    await nameField(page).fill(String(existing.name));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await expect(nameField(page)).toHaveAccessibleDescription(/Nome já está em uso/);
    await expect(page).toHaveURL(/\/form-brand$/);
    expect(await api.index('/brand', { q: existing.name })).toHaveLength(1);
  });
});

test.describe('marcas de outra loja', () => {
  test.use({ storageState: sessionFile(joao) });

  test('João (Casa Verde) não vê nem abre a marca da Maria (Moda Viva)', async ({ page, request }) => {
    const mariaBrand = await (
      await Api.as(request, maria)
    ).save('/brand', { name: uniqueName('Marca da Maria') });
    const [joaoBrand] = await (await Api.as(request, joao)).index('/brand');

    await page.goto('/brand');
    await expect(listRow(page, String(joaoBrand.name))).toBeVisible();
    await expect(listRow(page, String(mariaBrand.name))).toHaveCount(0);

    await page.goto(`/form-brand/${mariaBrand.id}`);
    // The server answers 404: an error and a way out, never the other store's record.
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(String(mariaBrand.name));
    const values = await page
      .locator('input')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(values).not.toContain(mariaBrand.name);
  });
});
