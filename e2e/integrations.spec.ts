// Issue 13 part 3: the integration screens. Stock integrators' tokens (/integrations/stock): the
// Token input disabled until a service is chosen, an admin's store first, a stored token shown
// masked (never whole), Cadastrar / Atualizar / Excluir with the spec's messages. The admins' new
// integration name ('Cadastrar Nova Integração'), and the Facebook and Google services with
// 'Limpar filtros'. Under each form, 'Integrações cadastradas': the store's keys for the page's
// services (masked token, date, a link to /form-integrations/{id}), following each change; for an
// admin, the store picked or, with none, every store's with a Cliente column. On a phone the page
// never scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, uniqueName } from './support/api';
import { sessionFile } from './support/session';

/** The token form (a section named by its title): the top bar has an 'Atualizar' (reload) of its own. */
const form = (page: Page, title: string) => page.getByRole('region', { name: title });
const STOCK = 'Integração de Estoque';
const KEYS = 'Integrações cadastradas';
const keys = (page: Page) => form(page, KEYS);
/** A key's row in 'Integrações cadastradas', by its service's label. */
/** A key's row (a table row; a card on a phone) by its service's label. */
const keyRow = (page: Page, service: string) =>
  keys(page)
    .locator('tbody tr, li')
    .filter({ has: page.getByText(service, { exact: true }) });

/** The page is no wider than the window (a wide table scrolls inside its card). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function chooseService(page: Page, name: string) {
  await page.getByRole('combobox', { name: /^Serviço/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('integrações (lojista)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('estoque: token desabilitado até escolher o serviço; cadastra, altera e exclui', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    await page.goto('/integrations/stock');
    await expect(page.getByRole('heading', { level: 1, name: 'Integração de Estoque' })).toBeVisible();
    // A store user has no store to pick.
    await expect(page.getByLabel('Loja')).toHaveCount(0);
    const token = page.getByLabel(/^Token/);
    await expect(token).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();

    // Bling is stored for Moda Viva: masked, and 'Atualizar'.
    await chooseService(page, 'Bling');
    await expect(token).toBeEnabled();
    await expect(page.getByTestId('token-stored')).toContainText(/Bling: token cadastrado \(••••\w{4}\)/);
    await expect(form(page, STOCK).getByRole('button', { name: 'Atualizar' })).toBeDisabled();

    // The store's keys for these services, listed under the form: Bling masked, no other service's.
    const bling = await api.post<{ id: number; value: { last4: string } }>('/integration-key-value/show', {
      key_name: 'bling_token',
    });
    await expect(keyRow(page, 'Bling')).toContainText(`••••${bling.json.value.last4}`);
    await expect(keyRow(page, 'Bling')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(keys(page).getByRole('columnheader', { name: 'Cliente' })).toHaveCount(0);
    await expect(keys(page)).not.toContainText('Pixel do Facebook');

    // Tiny's input says it is Tiny's API token; the others do not.
    await chooseService(page, 'Tiny');
    await expect(page.getByLabel(/^Token da API Tiny/)).toBeVisible();
    await chooseService(page, 'Outros');
    await expect(page.getByLabel(/^Token da API Tiny/)).toHaveCount(0);

    // Progrid: none yet for this store.
    await api.post('/integration-key-value/show', { key_name: 'progrid_token' }).then(async (r) => {
      if (r.status === 201)
        await api.post('/integration-key-value/delete', { id: (r.json as { id: number }).id });
    });
    await chooseService(page, 'Progrid');
    const create = page.getByRole('button', { name: 'Cadastrar' });
    await expect(create).toBeDisabled();
    await token.fill('progrid-token-abcd-9876');
    await create.click();
    await expect(page.getByText('Token foi cadastrado com sucesso!')).toBeVisible();
    await expect(page.getByTestId('token-stored')).toHaveText('Progrid: token cadastrado (••••9876)');
    await expect(keyRow(page, 'Progrid')).toContainText('••••9876');
    await expect(token).toHaveValue('');
    expect(await page.content()).not.toContain('progrid-token-abcd-9876');

    await token.fill('progrid-token-novo-5555');
    await form(page, STOCK).getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Token alterado com sucesso!')).toBeVisible();
    await expect(page.getByTestId('token-stored')).toHaveText('Progrid: token cadastrado (••••5555)');
    await expect(keyRow(page, 'Progrid')).toContainText('••••5555');
    const shown = await api.post<{ value: unknown }>('/integration-key-value/show', {
      key_name: 'progrid_token',
    });
    expect(shown.json.value).toEqual({ set: true, last4: '5555' });

    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Token foi excluído com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await expect(keyRow(page, 'Progrid')).toHaveCount(0);
    expect((await api.post('/integration-key-value/show', { key_name: 'progrid_token' })).status).toBe(404);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await chooseService(page, 'Bling');
    await expect(page.getByTestId('token-stored')).toBeVisible();
    await expect(keyRow(page, 'Bling')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.waitForLoadState('networkidle');

    // A key's row leads to its own page, the key's service and masked token.
    await keys(page)
      .getByRole('link', { name: /^Editar integração Bling/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/form-integrations/${bling.json.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Integração' })).toBeVisible();
    await expect(page.getByTestId('token-stored')).toHaveText(
      `Bling: token cadastrado (••••${bling.json.value.last4})`,
    );
  });

  test('Facebook: serviço, Token *, Cadastrar ou Atualizar e Limpar filtros', async ({ page }) => {
    await page.goto('/integrations/marketing/facebook');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cadastrar serviço para Facebook' }),
    ).toBeVisible();
    const token = page.getByLabel(/^Token/);
    await expect(token).toBeDisabled();
    await expect(page.locator('label').filter({ hasText: /^Token/ })).toHaveText(/^Token\s*\*$/);
    await chooseService(page, 'Pixel do Facebook');
    await expect(
      form(page, 'Cadastrar serviço para Facebook').getByRole('button', { name: 'Atualizar' }),
    ).toBeVisible();
    await token.fill('algum-token');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(token).toHaveValue('');
    await expect(token).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    // Moda Viva's Facebook keys, and nothing of the stock integrators.
    await expect(keyRow(page, 'Pixel do Facebook')).toContainText(/••••\w{4}/);
    await expect(keyRow(page, 'API de Conversões do Facebook')).toContainText(/••••\w{4}/);
    await expect(keys(page)).not.toContainText('Bling');
  });

  test('a criação de integrações é do administrador', async ({ page }) => {
    await page.goto('/integrations/settings/add-key-name');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('integrações (admin)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('estoque: escolhe a loja antes do serviço; vê o token da loja mascarado', async ({ page }) => {
    await page.goto('/integrations/stock');
    const service = page.getByRole('combobox', { name: /^Serviço/ });
    await expect(service).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Escolha primeiro a loja')).toBeVisible();
    // No store picked: every store's stock keys, each with its store.
    await expect(keys(page).getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
    await expect(keyRow(page, 'Bling').filter({ hasText: 'Moda Viva' })).toBeVisible();
    await expect(keyRow(page, 'Tiny').filter({ hasText: 'Casa Verde' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1366, height: 850 });

    // By its role: back from the phone width, the folded menu's 'Lojas' is a label too.
    await page.getByRole('combobox', { name: /^Loja/ }).fill('Casa Verde');
    await page.getByRole('option', { name: 'Casa Verde' }).click();
    // The store picked: only its keys, without the Cliente column.
    await expect(keys(page).getByRole('columnheader', { name: 'Cliente' })).toHaveCount(0);
    await expect(keyRow(page, 'Tiny')).toContainText(/••••\w{4}/);
    await expect(keyRow(page, 'Bling')).toHaveCount(0);
    await chooseService(page, 'Tiny');
    await expect(page.getByTestId('token-stored')).toContainText(/Tiny: token cadastrado \(••••\w{4}\)/);
    await expect(page.getByRole('button', { name: 'Excluir' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });

  test('Cadastrar Nova Integração: Salvar só com Nome; nome repetido recusado', async ({ page }) => {
    await page.goto('/integrations/settings/add-key-name');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Nova Integração' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();
    const name = uniqueName('erp').replace(/\s+/g, '_');
    await page.getByLabel(/^Nome/).fill(name);
    await expect(page.locator('label').filter({ hasText: /^Nome/ })).toHaveText(/^Nome\s*\*$/);
    await save.click();
    await expect(page.getByText('Integração foi cadastrada com sucesso!')).toBeVisible();
    await expect(page.getByLabel(/^Nome/)).toHaveValue('');
    await page.getByLabel(/^Nome/).fill(name);
    await save.click();
    await expect(page.getByText('Nome já está em uso')).toBeVisible();
  });

  test('Google: loja, serviço e Token; cadastra para a loja escolhida', async ({ page, request }) => {
    const api = await Api.as(request, admin);
    const storeName = uniqueName('Loja Google');
    const store = await api.save('/company', {
      fantasy_name: storeName,
      company: true,
      social_name: `${storeName} Ltda`,
      cpf_cnpj: '11222333000181',
      email: `google.${Date.now()}@teste.dev`,
    });
    await page.goto('/integrations/marketing/google');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar serviço Google' })).toBeVisible();
    await page.getByLabel('Loja').fill(storeName);
    await page.getByRole('option', { name: storeName }).click();
    await expect(keys(page).getByText('Nenhum item encontrado')).toBeVisible();
    await chooseService(page, 'Google Analytics 4');
    await page.getByLabel(/^Token/).fill('G-ABCDEF1234');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Token foi cadastrado com sucesso!')).toBeVisible();
    await expect(keyRow(page, 'Google Analytics 4')).toContainText('••••1234');
    const shown = await api.post<{ value: unknown; company_id: number }>('/integration-key-value/show', {
      key_name: 'google_analytics_4_token',
      company_id: store.id,
    });
    expect(shown.json).toMatchObject({ company_id: store.id, value: { set: true, last4: '1234' } });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });
});
