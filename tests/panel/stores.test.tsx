// @vitest-environment jsdom
// The stores screens as a user meets them, made of configuration (areas/people.tsx) over the
// generic list and form: 'Lista de Clientes' (columns, switches that reload, the alert for a user
// below the full_permission level, which also keeps the form closed), the masks, and the phone and
// address sub-lists of a saved store ('Dados Cliente').
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaCreate, SchemaEdit } from '../../src/admin/generic/SchemaForm';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import { documentProblem } from '../../src/admin/generic/widgets';
import { appRoutes } from '../../src/admin/generic/routes';
import { directory } from './panel-admin';
import {
  CNPJ_MASK,
  CPF_MASK,
  formatPhone,
  IE_MASK,
  maskCep,
  maskPhone,
  maskWith,
  RG_MASK,
} from '../../src/shared/br-formats';
import {
  ariaDisabled,
  headersOf,
  inResource,
  memoryApi,
  renderRoutes,
  type Row,
  setViewportWidth,
  type Who,
} from './generic-harness';

const stores: Row[] = [
  {
    id: 7,
    fantasy_name: 'Moda Viva',
    active: true,
    email: 'contato@modaviva.dev',
    contract_close: '2024-11-20',
    project_delivery: '2024-12-15',
    company: true,
    cpf_cnpj: '11222333000181',
    ie_rg: '123456789',
    created_at: '2024-11-20T13:00:00Z',
    updated_at: '2024-11-21T13:00:00Z',
  },
  { id: 8, fantasy_name: 'Loja Fechada', active: false, email: 'f@loja.dev', contract_close: null },
];

const ADMIN: Who = { admin: true, full_permission: true };
/** An admin without the flag is still above full_permission in the shared policy. */
const ADMIN_WITHOUT_FLAG: Who = { admin: true, full_permission: false };
const FULL_PERMISSION: Who = { admin: false, full_permission: true, company_id: 7 };
/** Below full_permission (the /company route's guard keeps such a user out of the app's list). */
const STORE_USER: Who = { admin: false, full_permission: false, company_id: 7 };

const list = (rows: Record<string, Row[]>, who: Who) => {
  const api = memoryApi(rows);
  renderRoutes(
    '/company',
    { '/company': inResource('company', <SchemaList />) },
    { provider: api.provider, who },
  );
  return api;
};

const edit = (rows: Record<string, Row[]>, who: Who = ADMIN) => {
  const api = memoryApi(rows);
  renderRoutes(
    '/form-company/7',
    {
      '/form-company/:id': inResource('company', <SchemaEdit />),
      '/company': <h1>Lista de Clientes</h1>,
    },
    { provider: api.provider, who },
  );
  return api;
};

const where = () => screen.getByTestId('where').textContent;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('máscaras das lojas', () => {
  it('format documents, CEP and phones while typing and for display', () => {
    expect(maskWith('11222333000181', CNPJ_MASK)).toBe('11.222.333/0001-81');
    expect(maskWith('11.222', CNPJ_MASK)).toBe('11.222');
    expect(maskWith('52998224725', CPF_MASK)).toBe('529.982.247-25');
    expect(maskWith('123456789', IE_MASK)).toBe('12.345.678-9');
    expect(maskWith('1234567890', RG_MASK)).toBe('12345678-90');
    expect(maskCep('01001000')).toBe('01001-000');
    expect(maskPhone('1132123456')).toBe('(11) 3212-3456');
    expect(maskPhone('11987654321')).toBe('(11) 9.8765-4321');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1132123456')).toBe('(11) 3212-3456');
  });

  it('checks CPF or CNPJ by the Empresa switch, by length and check digits', () => {
    expect(documentProblem('', false)).toBe('Por favor insira CPF/CNPJ');
    expect(documentProblem('529.982.247', false)).toBe('Por favor insira CPF válido');
    expect(documentProblem('52998224725', true)).toBe('Por favor insira CNPJ válido');
    expect(documentProblem('529.982.247-20', false)).toBe('CPF/CNPJ inválido');
    expect(documentProblem('11.222.333/0001-82', true)).toBe('CPF/CNPJ inválido');
    expect(documentProblem('529.982.247-25', false)).toBeUndefined();
    expect(documentProblem('11222333000181', true)).toBeUndefined();
  });
});

describe('Lista de Clientes (/company)', () => {
  it('shows the columns and reloads with each switch', async () => {
    const api = list({ company: stores }, ADMIN);
    expect(await screen.findByText('Moda Viva')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de Clientes' })).toBeTruthy();
    expect(headersOf()).toEqual([
      'ID',
      'CLIENTE',
      'STATUS',
      'E-MAIL',
      'Data Fechamento',
      'Data Entrega',
      'Ações',
    ]);
    const row = rowOf('Moda Viva');
    expect(within(row).getByText('Ativo')).toBeTruthy();
    expect(within(row).getByText('20/11/2024')).toBeTruthy();
    expect(within(row).getByText('15/12/2024')).toBeTruthy();
    expect(within(rowOf('Loja Fechada')).getByText('Inativo')).toBeTruthy();
    // The search looks in name and e-mail.
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' })).toBeTruthy();

    const filters = () => api.of('getList', 'company').at(-1)?.params.filter;
    await userEvent.click(screen.getByLabelText('Mostrar Inativos'));
    await waitFor(() => expect(filters()).toMatchObject({ show_inactive: true, only_delivered: false }));
    await userEvent.click(screen.getByLabelText('Somente Entregues'));
    await waitFor(() => expect(filters()).toMatchObject({ show_inactive: true, only_delivered: true }));
  });

  it('below the full_permission level the pencil gets the alert and the form stays closed', async () => {
    list({ company: stores }, STORE_USER);
    const row = (await screen.findByText('Moda Viva')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('Editar'));
    expect(await screen.findByText('Você não tem permissão para alterar este item.')).toBeTruthy();
    expect(where()).toBe('/company');
    expect(screen.getByText('Moda Viva')).toBeTruthy();
    // Nor does a click on the row open it.
    await userEvent.click(screen.getByText('Loja Fechada'));
    await new Promise((r) => setTimeout(r, 100));
    expect(where()).toBe('/company');
  });

  it('an admin, even without the full_permission flag, opens Dados Cliente with the pencil', async () => {
    list({ company: stores }, ADMIN_WITHOUT_FLAG);
    const row = (await screen.findByText('Moda Viva')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('Editar'));
    await waitFor(() => expect(where()).toBe('/form-company/7'));
  });

  it('at the full_permission level the pencil opens Dados Cliente', async () => {
    list({ company: stores }, FULL_PERMISSION);
    const row = (await screen.findByText('Moda Viva')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('Editar'));
    await waitFor(() => expect(where()).toBe('/form-company/7'));
  });

  it('Cadastrar opens the empty Dados Cliente', async () => {
    list({ company: stores }, ADMIN);
    await screen.findByText('Moda Viva');
    expect(screen.getAllByRole('link', { name: 'Cadastrar' }).map((a) => a.getAttribute('href'))).toContain(
      '/form-company',
    );
  });
});

// Typing whole forms is slow on a busy two-core machine: these get more than the default 30 s.
describe('Dados Cliente (/form-company/:id)', { timeout: 60_000 }, () => {
  it('a store user who opens it is sent home, and the store is not asked for', async () => {
    const api = memoryApi({ company: stores });
    renderRoutes('/form-company/7', Object.fromEntries(routesOfApp()), {
      provider: api.provider,
      who: STORE_USER,
    });
    await waitFor(() => expect(where()).toBe('/'));
    expect(api.of('getOne')).toHaveLength(0);
    expect(screen.queryByDisplayValue('Moda Viva')).toBeNull();
  });

  it('shows the masked document and the empty phone and address sub-lists', async () => {
    edit({ company: stores, phone: [], address: [] });
    expect(await screen.findByDisplayValue('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dados Cliente' })).toBeTruthy();
    // Required fields carry their *; Razão Social is required while Empresa is on.
    expect(screen.getByLabelText('CNPJ *')).toBeTruthy();
    expect(screen.getByLabelText('Razão Social *')).toBeTruthy();
    expect(screen.getByLabelText('Nome *')).toBeTruthy();
    expect(screen.getByDisplayValue('12.345.678-9')).toBe(screen.getByLabelText('I. Estadual'));
    expect(
      await screen.findByText('Nenhum Telefone Cadastrado', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Nenhum Endereço Cadastrado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeTruthy();
    expect(screen.getByText('Criado em: 20/11/2024 10:00')).toBeTruthy();
  });

  it('pressed with Razão Social missing, Salvar Alterações says so; saved, it goes back with the toast', async () => {
    const api = edit({ company: [{ ...stores[0], social_name: null }], phone: [], address: [] });
    const user = userEvent.setup();
    await screen.findByDisplayValue('11.222.333/0001-81');
    const save = screen.getByRole('button', { name: 'Salvar Alterações' });
    await waitFor(() => expect(ariaDisabled(save)).toBe(true));
    await user.click(save);
    expect(await screen.findByText('Por favor insira Razão Social')).toBeTruthy();
    expect(api.of('update')).toHaveLength(0);

    await user.type(screen.getByLabelText('Razão Social *'), 'Moda Viva Ltda');
    await waitFor(() => expect(ariaDisabled(save)).toBe(false));
    await user.click(save);
    await waitFor(() => expect(where()).toBe('/company'));
    expect(api.of('update')[0].params).toMatchObject({
      id: '7',
      data: { social_name: 'Moda Viva Ltda', cpf_cnpj: '11222333000181', company: true },
    });
    // The spec's toast names the store a 'Cliente', as its screens do ('Lista de Clientes').
    expect(await screen.findByText('Cliente foi atualizado com sucesso!')).toBeTruthy();
  });

  it('lists phones formatted and inactive addresses marked Inativo', async () => {
    edit({
      company: stores,
      phone: [{ id: 1, company_id: 7, type: 'w', number: '11987654321', active: true }],
      address: [
        {
          id: 2,
          company_id: 7,
          cep: '01001000',
          state: 'SP',
          city: 'São Paulo',
          neighborhood: 'Sé',
          street: 'Praça da Sé',
          number: '100',
          note: 'Fundos',
          active: false,
          created_at: '2025-01-02T10:00:00Z',
          updated_at: '2025-01-03T10:00:00Z',
        },
      ],
    });
    expect(await screen.findByText('(11) 98765-4321', undefined, { timeout: 10_000 })).toBeTruthy();
    const phones = screen.getByRole('table', { name: 'Telefones' });
    expect(headersOf(phones)).toEqual(['Tipo', 'Número', 'Ações']);
    expect(within(phones).getByText('WhatsApp')).toBeTruthy();
    const card = (await screen.findByTestId('address-card')) as HTMLElement;
    expect(card.textContent).toContain('Praça da Sé, 100');
    expect(card.textContent).toContain('São Paulo - SP');
    expect(card.textContent).toContain('CEP: 01001-000');
    expect(card.textContent).toContain('Fundos');
    expect(within(card).getByText('Inativo')).toBeTruthy();
  });

  it('adds an address: the CEP lookup fills the fields, the store is the parent', async () => {
    const api = memoryApi(
      { company: stores, phone: [], address: [] },
      {
        cepLookup: () => ({ state: 'SP', city: 'São Paulo', street: 'Praça da Sé', neighborhood: 'Sé' }),
      },
    );
    renderRoutes(
      '/form-company/7',
      { '/form-company/:id': inResource('company', <SchemaEdit />) },
      {
        provider: api.provider,
        who: ADMIN,
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar Endereço' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Endereço' });
    const cep = within(dialog).getByLabelText('CEP *') as HTMLInputElement;
    await user.type(cep, '01001000');
    expect(cep.value).toBe('01001-000');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Cidade *') as HTMLInputElement).value).toBe('São Paulo'),
    );
    expect(api.of('cepLookup')[0].params).toEqual({ cep: '01001000' });
    await user.type(within(dialog).getByLabelText('Número *'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.of('create')).toHaveLength(1));
    expect(api.of('create')[0]).toMatchObject({
      resource: 'address',
      params: {
        data: {
          company_id: 7,
          cep: '01001000',
          state: 'SP',
          city: 'São Paulo',
          neighborhood: 'Sé',
          street: 'Praça da Sé',
          number: '100',
        },
      },
    });
    expect(await screen.findByText('Item Cadastrado com sucesso')).toBeTruthy();
  });
});

describe('Dados Cliente (/form-company), new store', { timeout: 60_000 }, () => {
  it('saves a person’s store with CPF and RG without punctuation, back to the list with the toast', async () => {
    const api = memoryApi();
    renderRoutes(
      '/form-company',
      { '/form-company': inResource('company', <SchemaCreate />), '/company': <h1>Lista de Clientes</h1> },
      { provider: api.provider, who: ADMIN },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados Cliente' })).toBeTruthy();
    // No Ativo while creating; no sub-lists before the store exists.
    expect(screen.queryByLabelText('Ativo')).toBeNull();
    expect(screen.queryByText('Telefones')).toBeNull();
    await user.type(screen.getByLabelText('Nome *'), 'Ana Lima');
    await user.type(screen.getByLabelText('CPF *'), '52998224720');
    expect(await screen.findByText('CPF/CNPJ inválido')).toBeTruthy();
    await user.clear(screen.getByLabelText('CPF *'));
    await user.type(screen.getByLabelText('CPF *'), '52998224725');
    await user.type(screen.getByLabelText('RG'), '1234567890');
    expect((screen.getByLabelText('RG') as HTMLInputElement).value).toBe('12345678-90');
    await user.type(screen.getByLabelText('E-mail *'), 'ana@lima.dev');
    const save = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(ariaDisabled(save)).toBe(false));
    await user.click(save);
    await waitFor(() => expect(where()).toBe('/company'));
    expect(api.of('create')[0].params.data).toMatchObject({
      fantasy_name: 'Ana Lima',
      company: false,
      cpf_cnpj: '52998224725',
      ie_rg: '1234567890',
      email: 'ana@lima.dev',
    });
    expect(await screen.findByText('Cliente foi cadastrado com sucesso!')).toBeTruthy();
  });
});

/** The app's own routes (guards included), as [path, element] pairs. */
function routesOfApp(): Array<[string, ReactNode]> {
  return appRoutes(directory).map((route) => {
    const { path, element } = (route as ReactElement<{ path: string; element: ReactNode }>).props;
    return [path, element];
  });
}
