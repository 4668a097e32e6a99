// @vitest-environment jsdom
// The stores screens as a user meets them: 'Lista de Clientes' (columns, switches that reload, the
// alert for a user below the full_permission level, which also keeps the form closed), the masks,
// and the phone and address sublists of a saved store.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, type DataProvider, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../../src/admin/i18n';
import { StoreListBody } from '../../src/admin/resources/stores/StoreList';
import { StoreEdit } from '../../src/admin/resources/stores/StoreForm';
import {
  formatPhone,
  maskCep,
  maskPhone,
  maskWith,
  CNPJ_MASK,
  CPF_MASK,
  IE_MASK,
  RG_MASK,
} from '../../src/shared/br-formats';
import { TestAdmin } from './panel-admin';

type Row = Record<string, unknown>;

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
  },
  { id: 8, fantasy_name: 'Loja Fechada', active: false, email: 'f@loja.dev', contract_close: null },
];

function fakeApi(rows: Record<string, Row[]>) {
  const lists: { resource: string; filter: Row }[] = [];
  const provider = {
    getList: vi.fn(async (resource: string, params: { filter?: Row }) => {
      lists.push({ resource, filter: params.filter ?? {} });
      const data = rows[resource] ?? [];
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (resource: string, params: { id: unknown }) => ({
      data: (rows[resource] ?? []).find((r) => String(r.id) === String(params.id)),
    })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_: string, p: { data: Row }) => ({ data: { id: 99, ...p.data } })),
    update: vi.fn(async (_: string, p: { id: unknown; data: Row }) => ({ data: { ...p.data, id: p.id } })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async () => ({ data: {} })),
    deleteMany: vi.fn(async () => ({ data: [] })),
  } as unknown as DataProvider;
  return { provider, lists };
}

type Who = { admin: boolean; full_permission: boolean };
const ADMIN: Who = { admin: true, full_permission: true };
/** An admin without the flag is still above full_permission in the shared policy. */
const ADMIN_WITHOUT_FLAG: Who = { admin: true, full_permission: false };
const FULL_PERMISSION: Who = { admin: false, full_permission: true };
/** Below full_permission (the /company route's guard keeps such a user out of the app's list). */
const STORE_USER: Who = { admin: false, full_permission: false };

const authAs = (who: Who): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Admin' }),
  getPermissions: async () => ({ ...who, company_id: who.admin ? null : 7 }),
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, routes: Record<string, ReactNode>, provider: DataProvider, who: Who) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={provider} authProvider={authAs(who)} i18nProvider={i18nProvider}>
        <Routes>
          {Object.entries(routes).map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
          <Route path="*" element={<Where />} />
        </Routes>
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
});
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
});

describe('Lista de Clientes (/company)', () => {
  it('shows the columns and reloads with each switch', async () => {
    const { provider, lists } = fakeApi({ company: stores });
    renderAt('/company', { '/company': <StoreListBody /> }, provider, ADMIN);
    expect(await screen.findByText('Moda Viva')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual([
      'ID',
      'CLIENTE',
      'STATUS',
      'E-MAIL',
      'Data Fechamento',
      'Data Entrega',
      'Editar',
    ]);
    const row = screen.getByText('Moda Viva').closest('tr')!;
    expect(within(row).getByText('Ativo')).toBeTruthy();
    expect(within(row).getByText('20/11/2024')).toBeTruthy();
    expect(within(screen.getByText('Loja Fechada').closest('tr')!).getByText('Inativo')).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Mostrar Inativos'));
    await waitFor(() => expect(lists.at(-1)?.filter).toMatchObject({ show_inactive: true }));
    await userEvent.click(screen.getByLabelText('Somente Entregues'));
    await waitFor(() =>
      expect(lists.at(-1)?.filter).toMatchObject({ show_inactive: true, only_delivered: true }),
    );
  });

  it('below the full_permission level the pencil gets the alert and the form stays closed', async () => {
    const { provider } = fakeApi({ company: stores });
    renderAt('/company', { '/company': <StoreListBody /> }, provider, STORE_USER);
    const row = (await screen.findByText('Moda Viva')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Você não tem permissão para alterar este item.')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByText('Moda Viva')).toBeTruthy();
  });

  it('an admin, even without the full_permission flag, opens Dados Cliente with the pencil', async () => {
    const { provider } = fakeApi({ company: stores });
    renderAt('/company', { '/company': <StoreListBody /> }, provider, ADMIN_WITHOUT_FLAG);
    const row = (await screen.findByText('Moda Viva')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/form-company/7');
  });

  it('at the full_permission level the pencil opens Dados Cliente', async () => {
    const { provider } = fakeApi({ company: stores });
    renderAt('/company', { '/company': <StoreListBody /> }, provider, FULL_PERMISSION);
    const row = (await screen.findByText('Moda Viva')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/form-company/7');
  });
});

describe('Dados Cliente (/form-company/:id)', () => {
  it('opened directly below the full_permission level: the alert, back to the list', async () => {
    const { provider } = fakeApi({ company: stores });
    renderAt('/form-company/7', { '/form-company/:id': <StoreEdit /> }, provider, STORE_USER);
    expect(await screen.findByText('Você não tem permissão para alterar este item.')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/company');
  });

  it('shows the masked document and the empty phone and address sublists', async () => {
    const { provider } = fakeApi({ company: stores, phone: [], address: [] });
    renderAt('/form-company/7', { '/form-company/:id': <StoreEdit /> }, provider, ADMIN);
    expect(await screen.findByDisplayValue('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByLabelText('CNPJ')).toBeTruthy();
    expect(screen.getByLabelText('I. Estadual')).toBeTruthy();
    expect(await screen.findByText('Nenhum Telefone Cadastrado')).toBeTruthy();
    expect(await screen.findByText('Nenhum Endereço Cadastrado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeTruthy();
  });

  it('lists phones formatted and inactive addresses marked Inativo', async () => {
    const { provider } = fakeApi({
      company: stores,
      phone: [{ id: 1, type: 'w', number: '11987654321', active: true }],
      address: [
        {
          id: 2,
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
    renderAt('/form-company/7', { '/form-company/:id': <StoreEdit /> }, provider, ADMIN);
    expect(await screen.findByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('WhatsApp')).toBeTruthy();
    const card = (await screen.findByTestId('address-card')) as HTMLElement;
    expect(card.textContent).toContain('Praça da Sé, 100');
    expect(card.textContent).toContain('São Paulo - SP');
    expect(card.textContent).toContain('CEP: 01001-000');
    expect(card.textContent).toContain('Fundos');
    expect(within(card).getByText('Inativo')).toBeTruthy();
  });
});
