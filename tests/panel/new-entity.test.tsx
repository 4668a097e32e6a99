// @vitest-environment jsdom
// The test issue #10 sets for the generic layer: a plain entity with a list, a form, a filter and a
// sub-list under its parent takes its schema plus one entry in its area module — no component. The
// entry below is all there is: the payment settings (receive_data; its real screen adds domain
// pieces to such an entry) with their payment exceptions (receive_data_rule) as a sub-list; the generic layer makes the list,
// its filter, the form and the sub-list with its add dialog from the schemas alone.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, type AuthProvider, type DataProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SchemaEdit } from '../../src/admin/generic/SchemaForm';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import { type Screen } from '../../src/admin/generic/screen';
import { DirectoryContext } from '../../src/admin/generic/directory-context';
import { i18nProvider } from '../../src/admin/i18n';
import { areas } from '../../src/admin/areas';
import { buildDirectory } from '../../src/admin/generic/directory';

type Row = Record<string, unknown>;

/** The one entry an area module would add. */
const entry: Screen = {
  resource: 'receive-data',
  entity: 'receive_data',
  title: 'Dados de Recebimento',
  form: 'form-receive-data',
  filters: ['intermediary'],
  below: [
    {
      entity: 'receive_data_rule',
      via: 'receive_data_id',
      carry: ['company_id'],
      title: 'Exceções de Pagamento',
      addLabel: 'Cadastrar Exceção',
      dialog: { fields: ['installments', 'payment_type', 'rule_type', 'rate'] },
    },
  ],
};
const directory = buildDirectory([...areas, { name: 'test', screens: [entry] }]);

const settings = [
  { id: 5, company_id: 1, intermediary: 'cielo', email: 'pedidos@modaviva.dev', capture_low_risk: true },
  { id: 6, company_id: 1, intermediary: 'rede', email: 'loja@modaviva.dev', capture_low_risk: false },
];
const rules = [
  {
    id: 40,
    company_id: 1,
    receive_data_id: 5,
    installments: 3,
    payment_type: 0,
    rule_type: 0,
    rate: 2.5,
    active: true,
  },
];

function fakeApi() {
  const calls: Array<{ method: string; resource: string; params: Row }> = [];
  const rows: Record<string, Row[]> = { 'receive-data': settings, receive_data_rule: rules };
  const method = (name: string, answer: (resource: string, params: Row) => unknown) =>
    vi.fn(async (resource: string, params: Row) => {
      calls.push({ method: name, resource, params });
      return answer(resource, params);
    });
  const list = (resource: string, params: Row) => {
    const filter = (params.filter ?? {}) as Row;
    const data = (rows[resource] ?? []).filter((r) => Object.entries(filter).every(([k, v]) => r[k] === v));
    return { data, total: data.length };
  };
  const provider = {
    getList: method('getList', list),
    getMany: method('getMany', () => ({ data: [] })),
    getManyReference: method('getManyReference', () => ({ data: [], total: 0 })),
    getOne: method('getOne', (resource, params) => ({
      data: (rows[resource] ?? []).find((r) => String(r.id) === String(params.id)),
    })),
    create: method('create', (_, params) => ({ data: { id: 99, ...(params.data as Row) } })),
    update: method('update', (_, params) => ({ data: { ...(params.data as Row), id: params.id } })),
    updateMany: method('updateMany', () => ({ data: [] })),
    delete: method('delete', (_, params) => ({ data: params.previousData })),
    deleteMany: method('deleteMany', () => ({ data: [] })),
  } as unknown as DataProvider;
  return { provider, calls };
}

const storeUser: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Maria' }),
  getPermissions: async () => ({ admin: false, full_permission: true, company_id: 1 }),
};

function renderAt(path: string, route: string, page: React.ReactNode, provider: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DirectoryContext.Provider value={directory}>
        <AdminContext dataProvider={provider} authProvider={storeUser} i18nProvider={i18nProvider}>
          <Routes>
            <Route
              path={route}
              element={<ResourceContextProvider value="receive-data">{page}</ResourceContextProvider>}
            />
          </Routes>
        </AdminContext>
      </DirectoryContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => cleanup());

describe('a new entity from its schema and one area entry', () => {
  it('gets a list with its columns and a filter of its field’s type', async () => {
    const { provider, calls } = fakeApi();
    renderAt('/receive-data', '/receive-data', <SchemaList />, provider);
    expect(await screen.findByRole('heading', { name: 'Dados de Recebimento' })).toBeTruthy();
    // Row 5's intermediary, by its schema label (the list's columns are the schema's x-list).
    expect(await screen.findByText('Cielo')).toBeTruthy();
    // intermediary is an enum with x-filter: a select with 'Todos' and its labels.
    const filter = screen.getByRole('combobox', { name: 'Intermediador' });
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: /rede/i }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'getList' && (c.params.filter as Row)?.intermediary === 'rede'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Cielo')).toBeNull());
  });

  it('gets a form and, once saved, the sub-list of its children with an add dialog', async () => {
    const { provider, calls } = fakeApi();
    renderAt('/form-receive-data/5', '/form-receive-data/:id', <SchemaEdit />, provider);
    expect(await screen.findByRole('button', { name: 'Salvar Alterações' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Exceções de Pagamento' });
    // The child rows of this record only, with the schema's labels as headers.
    expect(await within(section).findByText('3')).toBeTruthy();
    expect(within(section).getByRole('columnheader', { name: 'Parcelas' })).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Cadastrar Exceção' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Parcelas/ }), '6');
    // A rate is a pt-BR decimal (DecimalInput), not a native number input: '3,5' is 3.5 whatever the
    // browser's language.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Taxa/ }), '3,5');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de pagamento/ }));
    await userEvent.click((await screen.findAllByRole('option'))[1]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de regra/ }));
    await userEvent.click((await screen.findAllByRole('option'))[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'create')).toBe(true));
    const created = calls.find((c) => c.method === 'create')!;
    expect(created.resource).toBe('receive_data_rule');
    // Linked to its parent and carrying the parent's store.
    expect(created.params.data).toMatchObject({
      receive_data_id: 5,
      company_id: 1,
      installments: 6,
      rate: 3.5,
    });
  });
});
