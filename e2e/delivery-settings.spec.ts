// Issue 13 part 2: delivery settings. A store user opening /delivery-settings lands on its own
// store's form: postal credentials (the password shown masked, replaced only when typed anew), open
// delivery switched through its own call, the Melhor Envio token card and the delivery exceptions
// (CEP range checked by the API, its message under the field). The admin lists every store's
// settings (ID, CLIENTE) and creates them for a store that has none, choosing the store first.
import { expect, test, type Page } from '@playwright/test';
import { admin, joao, maria } from './support/accounts';
import { Api, uniqueName } from './support/api';
import { sessionFile } from './support/session';

const TITLE = 'Configurações de Entrega';

async function ownSettings(request: Parameters<typeof Api.as>[0], account: typeof maria) {
  const { status, json } = await (
    await Api.as(request, account)
  ).post<Record<string, unknown>>('/delivery-settings/show');
  expect(status).toBe(200);
  return json;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: TITLE });
const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('configurações de entrega (lojista)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('a lista leva ao formulário da própria loja; senha mascarada; open delivery; exceções; Melhor Envio', async ({
    page,
    request,
  }) => {
    const settings = await ownSettings(request, maria);
    await page.goto('/delivery-settings');
    await expect(page).toHaveURL(new RegExp(`/form-delivery-settings/${settings.company_id}$`));
    await expect(heading(page)).toBeVisible();

    // The stored postal password never reaches the page: an empty input and its last 4.
    const password = page.getByLabel('Senha SDS dos Correios');
    await expect(password).toHaveValue('');
    const hint = settings.sds_senha_correios as { set: true; last4: string | null };
    expect(hint.set).toBe(true);
    // A short secret gives no hint of its characters: dots alone.
    const mask = hint.last4 ? `••••${hint.last4}` : '••••';
    await expect(page.getByText(`Cadastrado: ${mask}. Deixe em branco para manter.`)).toBeVisible();

    const code = page.getByLabel('Código da empresa nos Correios');
    await code.fill('87654321');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Configuração de Entrega foi atualizada com sucesso!')).toBeVisible();
    let stored = await ownSettings(request, maria);
    expect(stored.cd_empresa_correios).toBe('87654321');
    // Untouched, the password stays as it was.
    expect(stored.sds_senha_correios).toEqual(hint);

    await password.fill('senha-nova-2468');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Cadastrado: ••••2468. Deixe em branco para manter.')).toBeVisible();
    await expect(password).toHaveValue('');
    expect(await page.content()).not.toContain('senha-nova-2468');

    // Open delivery: its own switch and call.
    const open = section(page, 'Open Delivery').getByRole('switch');
    const before = stored.open_delivery as boolean;
    await expect(open).toBeChecked({ checked: before });
    await open.click();
    await expect(page.getByText('Open Delivery atualizado com sucesso!')).toBeVisible();
    await expect(open).toBeChecked({ checked: !before });
    stored = await ownSettings(request, maria);
    expect(stored.open_delivery).toBe(!before);

    // Delivery exceptions: a backwards CEP range is refused with the API's message.
    const exceptions = section(page, 'Exceções de Entrega');
    await expect(exceptions).toBeVisible();
    const name = uniqueName('Capital');
    await exceptions.getByRole('button', { name: 'Adicionar Exceção' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nome/).fill(name);
    await dialog.getByLabel('Prazo (dias)').fill('2');
    await dialog.getByLabel(/^CEP inicial/).fill('20000000');
    await dialog.getByLabel(/^CEP final/).fill('10000000');
    await dialog.getByLabel('Valor do frete').fill('12,50');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('CEP final deve ser maior ou igual ao CEP inicial')).toBeVisible();
    await dialog.getByLabel(/^CEP final/).fill('29999999');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Item Cadastrado com sucesso')).toBeVisible();
    const row = exceptions.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('20000-000');
    await expect(row).toContainText('29999-999');
    await expect(row).toContainText('R$ 12,50');

    // The Melhor Envio token: stored for Moda Viva, so 'Atualizar'; replaced when a new one is typed.
    const melhor = section(page, 'Token Melhor Envio');
    await expect(melhor.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
    await melhor.getByLabel(/^Token/).fill('token-melhor-envio-4321');
    await melhor.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Token alterado com sucesso!')).toBeVisible();
    await expect(
      melhor.getByText('Token cadastrado: ••••4321. Digite um novo token para atualizar.'),
    ).toBeVisible();
    await expect(melhor.getByLabel(/^Token/)).toHaveValue('');

    await page.waitForLoadState('networkidle');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(section(page, 'Exceções de Entrega')).toBeVisible();
    await expect(section(page, 'Token Melhor Envio')).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('o formulário de outra loja leva ao da própria', async ({ page, request }) => {
    const other = await ownSettings(request, joao);
    const mine = await ownSettings(request, maria);
    await page.goto(`/form-delivery-settings/${other.company_id}`);
    await expect(page).toHaveURL(new RegExp(`/form-delivery-settings/${mine.company_id}$`));
    await expect(heading(page)).toBeVisible();
  });
});

test.describe('configurações de entrega (admin)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('lista ID e CLIENTE; cadastra as configurações de uma loja nova, escolhendo a loja antes', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, admin);
    const store = await api.newStore('Loja Entregas');

    await page.goto('/delivery-settings');
    await expect(page).toHaveURL(/\/delivery-settings$/);
    await expect(page.getByRole('columnheader', { name: 'ID' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'CLIENTE' })).toBeVisible();
    const moda = page.getByRole('row').filter({ hasText: 'Moda Viva' });
    await expect(moda).toBeVisible();
    await moda.getByRole('link', { name: /Editar configurações de entrega de Moda Viva/ }).click();
    await expect(page).toHaveURL(/\/form-delivery-settings\/\d+$/);
    await expect(section(page, 'Exceções de Entrega')).toBeVisible();

    await page.goto('/delivery-settings');
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await expect(page).toHaveURL(/\/form-delivery-settings$/);
    // The store comes first; no exceptions until the settings exist.
    await expect(section(page, 'Exceções de Entrega')).toHaveCount(0);
    await page.getByLabel(/^Loja/).fill(store.name);
    await page.getByRole('option', { name: store.name }).click();
    await page.getByLabel('Código da empresa nos Correios').fill('11223344');
    await page.getByLabel('Senha SDS dos Correios').fill('senha-admin-1357');
    await page.getByLabel('Retirada na loja').check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Configuração de Entrega foi cadastrada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/form-delivery-settings/${store.id}$`));
    await expect(section(page, 'Exceções de Entrega')).toBeVisible();
    await expect(page.getByText('Cadastrado: ••••1357. Deixe em branco para manter.')).toBeVisible();
    const melhor = section(page, 'Token Melhor Envio');
    await expect(melhor.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();

    const { json } = await api.post<Record<string, unknown>>('/delivery-settings/show', {
      company_id: store.id,
    });
    expect(json).toMatchObject({ cd_empresa_correios: '11223344', withdrawal: true });
    // A second set for the same store is refused by the database, in Portuguese.
    const again = await api.post<{ errors: unknown }>('/delivery-settings/save', { company_id: store.id });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ company_id: ['Esta loja já possui configurações de entrega'] });

    await page.waitForLoadState('networkidle');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/delivery-settings');
    await expect(page.getByText('Moda Viva').first()).toBeVisible();
  });
});
