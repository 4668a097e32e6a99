// Issue 4 items 1 and 2: an admin creates stores as a company and as a person (masks while typing,
// an invalid CNPJ rejected), then adds a phone and an address whose CEP is filled by the local fake
// postal-code service (e2e/support/fake-cep.ts). Store users never reach 'Lista de Clientes'.
import { expect, test, type Page } from '@playwright/test';
import { admin, joao, maria } from './support/accounts';
import { Api, uniqueName } from './support/api';
import { sessionFile } from './support/session';

const save = (page: Page) => page.getByRole('button', { name: 'Salvar', exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

test.describe('lojas (admin)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('cadastra uma loja como empresa: máscaras, CNPJ inválido recusado, salvo sem pontuação', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Loja Empresa');
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de Clientes' })).toBeVisible();
    await page.getByRole('link', { name: 'Cadastrar' }).first().click();
    await expect(page).toHaveURL(/\/form-company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dados Cliente' })).toBeVisible();
    await expect(page.getByLabel('Razão Social')).toHaveCount(0);
    await expect(page.getByLabel('Ativo')).toHaveCount(0);

    await page.getByLabel('Empresa').check();
    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel('Razão Social').fill(`${name} Ltda`);
    const cnpj = page.getByLabel('CNPJ');
    await cnpj.pressSequentially('11222333');
    await expect(cnpj).toHaveValue('11.222.333');
    await cnpj.pressSequentially('000182');
    await expect(cnpj).toHaveValue('11.222.333/0001-82');
    await page.getByLabel(/^E-mail/).fill(`contato.${Date.now()}@empresa.dev`);
    await expect(page.getByText('CPF/CNPJ inválido')).toBeVisible();
    await expect(save(page)).toHaveAttribute('aria-disabled', 'true');
    // Required by Empresa (x-required-when): Razão Social shows its *.
    await expect(page.locator('label').filter({ hasText: /^Razão Social/ })).toHaveText(
      /^Razão Social\s*\*$/,
    );

    await cnpj.fill('');
    await cnpj.pressSequentially('11222333000181');
    await expect(cnpj).toHaveValue('11.222.333/0001-81');
    await expect(page.getByText('CPF/CNPJ inválido')).toBeHidden();
    const ie = page.getByLabel('I. Estadual');
    await ie.pressSequentially('123456789');
    await expect(ie).toHaveValue('12.345.678-9');
    await expect(save(page)).not.toHaveAttribute('aria-disabled', 'true');
    await save(page).click();

    await expect(page).toHaveURL(/\/company$/);
    // The spec's toast names the store a 'Cliente', as the screens do ('Lista de Clientes').
    await expect.soft(page.getByText('Cliente foi cadastrado com sucesso!')).toBeVisible();
    const [stored] = await (await Api.as(request, admin)).index('/company', { q: name });
    expect(stored).toMatchObject({
      fantasy_name: name,
      social_name: `${name} Ltda`,
      company: true,
      cpf_cnpj: '11222333000181',
      ie_rg: '123456789',
    });
    await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill(name);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Ativo');
  });

  test('cadastra uma loja como pessoa: CPF e RG, Razão Social apagada ao desligar Empresa', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Loja Pessoa');
    await page.goto('/form-company');
    await page.getByLabel('Empresa').check();
    await page.getByLabel('Razão Social').fill('Não Vale Ltda');
    await page.getByLabel('Empresa').uncheck();
    await expect(page.getByLabel('Razão Social')).toHaveCount(0);
    await expect(page.getByLabel('CNPJ')).toHaveCount(0);

    await page.getByLabel(/^Nome/).fill(name);
    const cpf = page.getByLabel('CPF');
    await cpf.pressSequentially('52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    const rg = page.getByLabel('RG');
    await rg.pressSequentially('1234567890');
    await expect(rg).toHaveValue('12345678-90');
    await page.getByLabel(/^E-mail/).fill(`pessoa.${Date.now()}@loja.dev`);
    await expect(save(page)).not.toHaveAttribute('aria-disabled', 'true');
    await save(page).click();

    await expect(page).toHaveURL(/\/company$/);
    const [stored] = await (await Api.as(request, admin)).index('/company', { q: name });
    expect(stored).toMatchObject({
      company: false,
      cpf_cnpj: '52998224725',
      ie_rg: '1234567890',
      social_name: null,
    });
  });

  test('adiciona telefone e endereço com o CEP preenchido pelo serviço', async ({ page, request }) => {
    const api = await Api.as(request, admin);
    const store = await api.save('/company', {
      fantasy_name: uniqueName('Loja Contatos'),
      cpf_cnpj: '11222333000181',
      email: `contatos.${Date.now()}@loja.dev`,
      company: true,
    });
    await page.goto(`/form-company/${store.id}`);
    await expect(page.getByText('Nenhum Telefone Cadastrado')).toBeVisible();
    await expect(page.getByText('Nenhum Endereço Cadastrado')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar Telefone' }).click();
    await dialog(page).getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'WhatsApp' }).click();
    const number = dialog(page).getByLabel('Número');
    await number.pressSequentially('1132');
    await expect(number).toHaveValue('(11) 32');
    await number.pressSequentially('1234567');
    await expect(number).toHaveValue('(11) 3.2123-4567');
    await dialog(page).getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    const phoneRow = page
      .getByRole('table', { name: 'Telefones' })
      .getByRole('row')
      .filter({ hasText: 'WhatsApp' });
    await expect(phoneRow).toContainText('(11) 32123-4567');
    const phones = await api.index('/phone', { company_id: store.id });
    expect(phones.map((p) => p.number)).toEqual(['11321234567']);

    await page.getByRole('button', { name: 'Adicionar Endereço' }).click();
    const cep = dialog(page).getByRole('textbox', { name: 'CEP' });
    await cep.pressSequentially('99999999');
    await expect(dialog(page).getByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
    await cep.fill('');
    await cep.pressSequentially('01001000');
    await expect(cep).toHaveValue('01001-000');
    await expect(dialog(page).getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
    await expect(dialog(page).getByRole('textbox', { name: 'Bairro' })).toHaveValue('Sé');
    await expect(dialog(page).getByRole('textbox', { name: 'Endereço', exact: true })).toHaveValue(
      'Praça da Sé',
    );
    // The state filled by the lookup, shown by its name (the schema's label of the UF).
    await expect(dialog(page).getByRole('combobox', { name: 'Estado' })).toContainText('São Paulo');
    await dialog(page).getByLabel('Número').fill('100');
    await dialog(page).getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    const card = page.getByTestId('address-card');
    await expect(card).toContainText('Praça da Sé, 100');
    await expect(card).toContainText('São Paulo - SP');
    await expect(card).toContainText('CEP: 01001-000');
    const addresses = await api.index('/adress/company', { company_id: store.id });
    expect(addresses).toMatchObject([{ cep: '01001000', city: 'São Paulo', state: 'SP', number: '100' }]);
  });
});

for (const account of [maria, joao])
  test.describe(`lojas para ${account.key}`, () => {
    test.use({ storageState: sessionFile(account) });
    test('Lista de Clientes e Dados Cliente levam à página inicial', async ({ page }) => {
      await page.goto('/company');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/form-company');
      await expect(page).toHaveURL(/\/$/);
    });
  });
