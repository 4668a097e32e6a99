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

  test('cria uma marca: Salvar desabilitado até o nome ser válido, toast e a marca na lista', async ({
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
    await expect(save).toBeDisabled();
    await nameField(page).fill('A');
    await expect(page.getByText('Por favor insira Nome válido')).toBeVisible();
    await expect(save).toBeDisabled();
    await nameField(page).fill(name);
    await expect(page.getByText('Por favor insira Nome válido')).toBeHidden();
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
    await listRow(page, String(brand.name)).getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(new RegExp(`/form-brand/${brand.id}$`));
    await expect(nameField(page)).toHaveValue(String(brand.name));
    const save = page.getByRole('button', { name: 'Salvar Alterações' });
    await nameField(page).fill(renamed);
    await expect(save).toBeEnabled();
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
