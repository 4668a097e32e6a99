// Issue 13 part 1, 'Dados de Recebimento': a store user lands on its own settings form, changes and
// saves it, adds a payment exception (installments and payment type locked when editing), sets the
// e.Rede credentials and the boleto key and sees them masked; the admin lists every store's
// settings, searches by store or intermediary and edits one. The Pagar.me v5 connection has its own
// spec (pagarme-v5.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { admin, joao, maria } from './support/accounts';
import { EREDE_FAKE_PV, EREDE_FAKE_TOKEN } from '../tests/fakes/erede-fake';
import { Api } from './support/api';
import { removeRules } from './support/payment-rules';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { sessionFile } from './support/session';

const main = (page: Page) => page.locator('main');
const dialog = (page: Page) => page.getByRole('dialog');

async function ownSettings(page: Page) {
  await page.goto('/receive-data');
  await expect(page).toHaveURL(/\/form-receive-data\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dados de Recebimento' })).toBeVisible();
  return Number(page.url().split('/').pop());
}

test.describe('loja (João, Casa Verde: e.Rede)', () => {
  test.use({ storageState: sessionFile(joao) });

  test('abre os próprios dados, salva o formulário e cadastra as credenciais mascaradas', async ({
    page,
    request,
  }) => {
    const id = await ownSettings(page);
    const api = await Api.as(request, joao);
    // No store picker for a store user.
    await expect(page.getByLabel('Loja')).toHaveCount(0);
    await expect(page.getByLabel('Intermediador')).toBeVisible();

    const installments = page.getByLabel('Parcelas', { exact: true });
    await installments.fill('13');
    await installments.blur();
    await expect(page.getByText(/12/).first()).toBeVisible();
    await installments.fill('8');
    const descriptor = page.getByLabel('Descrição na fatura (somente Master e Visa)');
    await descriptor.fill('CASAVERDE LOJA');
    await expect(page.getByText(/13/).first()).toBeVisible();
    await descriptor.fill('CASAVERDE');
    await page.getByLabel('Chave Pix').fill('pix@casaverde.dev');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Dados de Recebimento foram atualizados com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/form-receive-data/${id}$`));
    const [stored] = await api.index('/receive-data');
    expect(stored).toMatchObject({
      installments: 8,
      soft_descriptor: 'CASAVERDE',
      pix: 'pix@casaverde.dev',
      api_version: 1,
    });
    expect(JSON.parse(String(stored.extra_receive_info)).pix.key).toBe('pix@casaverde.dev');

    // e.Rede PV and token (/integration-key-value/rede-check and -update): the demo store holds a
    // pair, replaced in a dialog and shown back only by their last 4 characters.
    const card = page.getByRole('region', { name: 'Credenciais e.Rede' });
    await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Alterar Credenciais' }).click();
    await expect(
      dialog(page)
        .getByText(/Cadastrado: ••••/)
        .first(),
    ).toBeVisible();
    await dialog(page).getByLabel(/PV/).fill('987654321012');
    await dialog(page).getByLabel(/Token/).fill('rede-token-secreto-abcd-4321');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Token alterado com sucesso!')).toBeVisible();
    await expect(card).toContainText('••••4321');
    await expect(card).toContainText('••••1012');
    const state = await api.post('/integration-key-value/rede-check', {});
    expect(state).toMatchObject({
      status: 200,
      json: { active: true, pv: { last4: '1012' }, token: { last4: '4321' } },
    });
    await expect(page.locator('body')).not.toContainText('rede-token-secreto');

    // The boleto key: 'Cadastrar Chave', then 'Alterar Chave'.
    const boleto = page.getByRole('region', { name: 'Boleto' });
    const button = boleto.getByRole('button', { name: /Chave$/ });
    await expect(button).toHaveText(/Cadastrar Chave|Alterar Chave/);
    await button.click();
    await dialog(page).getByLabel('Chave do boleto').fill('boleto-chave-secreta-7788');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(boleto).toContainText('••••7788');
    await expect(boleto.getByRole('button', { name: 'Alterar Chave' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Credenciais e.Rede' })).toContainText('••••4321');
    await expect(page.locator('body')).not.toContainText('boleto-chave-secreta');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByLabel('Intermediador')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('loja (Maria, Moda Viva: Pagar.me v5)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('cadastra e edita uma exceção de pagamento com parcelas e tipo travados', async ({
    page,
    request,
  }) => {
    // One exception per payment type, installments and rule: a retry starts without this one.
    await removeRules(await Api.as(request, maria), { payment_type: 3, installments: 2, rule_type: 1 });
    await ownSettings(page);
    const section = page.getByRole('region', { name: 'Exceções de Pagamento' });
    await expect(section.getByRole('table')).toBeVisible();
    const before = await section.getByRole('row').count();
    await section.getByRole('button', { name: 'Cadastrar Exceção' }).click();
    const d = dialog(page);
    await expect(d.getByRole('heading', { name: 'Cadastrar Exceção de Pagamento' })).toBeVisible();
    await d.getByLabel('Tipo de pagamento').click();
    await page.getByRole('option', { name: 'Boleto' }).click();
    await d.getByLabel('Parcelas').fill('2');
    await d.getByLabel('Tipo de regra').click();
    // The spec's word, as written there (0 Desconto / 1 Acrescimo).
    await page.getByRole('option', { name: 'Acrescimo' }).click();
    await d.getByLabel('Taxa').fill('1.5');
    await d.getByRole('button', { name: 'Salvar' }).click();
    await expect(section.getByRole('row')).toHaveCount(before + 1);
    const row = section
      .getByRole('row')
      .filter({ hasText: 'Boleto' })
      .filter({ hasText: 'Acrescimo' })
      .first();
    await expect(row).toBeVisible();

    // The same payment type, installments and rule again: the server's refusal, under the rule.
    await section.getByRole('button', { name: 'Cadastrar Exceção' }).click();
    await d.getByLabel('Tipo de pagamento').click();
    await page.getByRole('option', { name: 'Boleto' }).click();
    await d.getByLabel('Parcelas').fill('2');
    await d.getByLabel('Tipo de regra').click();
    await page.getByRole('option', { name: 'Acrescimo' }).click();
    await d.getByLabel('Taxa').fill('3');
    await d.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      d.getByText('Já existe uma exceção com este tipo de pagamento, parcelas e regra'),
    ).toBeVisible();
    await d.getByRole('button', { name: 'Cancelar' }).click();
    await expect(section.getByRole('row')).toHaveCount(before + 1);

    await row.getByRole('button', { name: 'Editar exceção' }).click();
    await expect(d.getByRole('heading', { name: 'Editar Exceção de Pagamento' })).toBeVisible();
    await expect(d.getByLabel('Parcelas')).toHaveAttribute('readonly', '');
    await expect(d.getByLabel('Taxa')).not.toHaveAttribute('readonly', '');
    await d.getByLabel('Taxa').fill('2.25');
    await d.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(section.getByRole('row').filter({ hasText: 'Boleto' }).first()).toContainText('2,25');
    // The v5 card offers the connection instead of typed credentials.
    await expect(page.getByRole('region', { name: 'Pagar.me v5' })).toBeVisible();
  });
});

test.describe('admin', () => {
  test.use({ storageState: sessionFile(admin) });

  test('lista os dados de todas as lojas, busca por cliente ou intermediador e edita', async ({
    page,
    request,
  }) => {
    await page.goto('/receive-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Dados de Recebimento' })).toBeVisible();
    for (const header of ['ID', 'CLIENTE', 'INTERMEDIADOR', 'CAPTURAR BAIXO RISCO', 'EVITAR ALTO RISCO'])
      await expect(main(page).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(main(page).getByText('Moda Viva')).toBeVisible();
    await expect(main(page).getByText('Casa Verde')).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Buscar por cliente ou intermediador' });
    await search.fill('Casa Verde');
    await expect(main(page).getByText('Moda Viva')).toBeHidden();
    await expect(main(page).getByText('Casa Verde')).toBeVisible();
    await search.fill('pagarmev5');
    await expect(main(page).getByText('Moda Viva')).toBeVisible();
    await expect(main(page).getByText('Casa Verde')).toBeHidden();

    await main(page).getByText('Moda Viva').click();
    await expect(page).toHaveURL(/\/form-receive-data\/\d+$/);
    await expect(page.getByLabel('Loja')).toBeVisible();
    const minimum = page.getByLabel('Valor mínimo da parcela');
    await minimum.fill('45,90');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page).toHaveURL(/\/receive-data(\?.*)?$/);
    const [moda] = (await (await Api.as(request, admin)).index('/receive-data', { q: 'Moda Viva' })) as Array<
      Record<string, unknown>
    >;
    expect(moda).toMatchObject({
      minimum_installment_value: '45.90',
      intermediary: 'pagarmev5',
      api_version: 5,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    // Other specs add stores of their own: the phone's 4 cards are found by the search.
    await page.goto('/receive-data');
    await page.getByRole('searchbox', { name: 'Buscar por cliente ou intermediador' }).fill('Moda Viva');
    await expect(main(page).getByText('Moda Viva')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('cadastra as credenciais e.Rede de uma loja real: recusadas pela Rede, depois aceitas', async ({
    page,
    request,
  }) => {
    // A store of its own with the sandbox off: the credentials are tried on the (fake) e.Rede.
    const api = await Api.as(request, admin);
    const store = await api.newStore('Loja Rede');
    const settings = await api.save('/receive-data', { company_id: store.id, intermediary: 'rede' });
    await page.goto(`/form-receive-data/${settings.id}`);
    await expect(page.getByLabel('Loja')).toHaveValue(store.name);
    const card = page.getByRole('region', { name: 'Credenciais e.Rede' });
    await expect(card.getByText('Inativo', { exact: true })).toBeVisible();
    await expect(card.getByText('Não cadastrado')).toHaveCount(2);

    await card.getByRole('button', { name: 'Cadastrar Credenciais' }).click();
    // Both must be typed: Salvar waits for them.
    await expect(dialog(page).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await dialog(page).getByLabel(/PV/).fill(EREDE_FAKE_PV);
    await dialog(page).getByLabel(/Token/).fill('token-que-a-rede-recusa');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    const refused = 'A Rede recusou o PV e o token informados. Confira as credenciais.';
    await expect(dialog(page).getByText(refused)).toHaveCount(2);
    expect(describeViolations(blocking(await runAxe(page))), 'axe na recusa da Rede').toEqual([]);
    expect(
      (await api.post('/integration-key-value/rede-check', { company_id: store.id })).json,
    ).toMatchObject({
      active: false,
      tokenId: null,
    });

    await dialog(page).getByLabel(/Token/).fill(EREDE_FAKE_TOKEN);
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Token foi cadastrado com sucesso!')).toBeVisible();
    await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
    await expect(card).toContainText(`••••${EREDE_FAKE_TOKEN.slice(-4)}`);
    await expect(page.locator('body')).not.toContainText(EREDE_FAKE_TOKEN);
    expect(
      (await api.post('/integration-key-value/rede-check', { company_id: store.id })).json,
    ).toMatchObject({
      company_id: store.id,
      active: true,
    });

    // Excluir asks, then the store is without e.Rede again.
    await card.getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('dialog', { name: 'Excluir credenciais e.rede' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.getByText('Token foi excluído com sucesso!')).toBeVisible();
    await expect(card.getByText('Inativo', { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(card.getByRole('button', { name: 'Cadastrar Credenciais' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.scrollIntoViewIfNeeded();
  });

  test('um segundo cadastro para a mesma loja é recusado com a mensagem da API', async ({ page }) => {
    await page.goto('/form-receive-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Dados de Recebimento' })).toBeVisible();
    await page.getByLabel('Loja').fill('Casa Verde');
    await page.getByRole('option', { name: 'Casa Verde' }).click();
    await page.getByLabel('Intermediador').click();
    await page.getByRole('option', { name: 'Cielo' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Esta loja já possui Dados de Recebimento').first()).toBeVisible();
    await expect(page).toHaveURL(/\/form-receive-data$/);
  });
});
