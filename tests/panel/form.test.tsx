// @vitest-environment jsdom
// The generated create/edit screens as a user meets them: the brand form's validation and save
// button (it looks disabled while the form is invalid and, pressed, says what is missing under each
// field), saving and landing on the list with the toast, server errors under the fields, the store
// picker (admins only), the segment → category cascade and money typed in pt-BR.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthProvider,
  type DataProvider,
  HttpError,
  Notification,
  ResourceContextProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SchemaCreate, SchemaEdit } from '../../src/admin/generic/SchemaForm';
import { i18nProvider } from '../../src/admin/i18n';
import { TestAdmin } from './panel-admin';

afterEach(() => cleanup());

type Rows = Record<string, Array<Record<string, unknown>>>;

/** A data provider over in-memory rows that records every call. */
function fakeApi(rows: Rows = {}) {
  const calls: Array<{ method: string; resource: string; params: Record<string, unknown> }> = [];
  const record = (method: string) =>
    vi.fn(async (resource: string, params: Record<string, unknown>) => {
      calls.push({ method, resource, params });
      const all = rows[resource] ?? [];
      if (method === 'getList') {
        const filter = (params.filter ?? {}) as Record<string, unknown>;
        const data = all.filter((r) =>
          Object.entries(filter).every(([k, v]) => k === 'q' || v === undefined || r[k] === v),
        );
        return { data, total: data.length };
      }
      if (method === 'getMany') return { data: all.filter((r) => (params.ids as unknown[]).includes(r.id)) };
      if (method === 'getOne') return { data: all.find((r) => String(r.id) === String(params.id)) };
      if (method === 'create') return { data: { id: 99, ...(params.data as object) } };
      if (method === 'update') return { data: { ...(params.data as object), id: params.id } };
      return { data: params.previousData ?? { id: params.id } };
    });
  const provider = {
    getList: record('getList'),
    getMany: record('getMany'),
    getOne: record('getOne'),
    getManyReference: record('getManyReference'),
    create: record('create'),
    update: record('update'),
    updateMany: record('updateMany'),
    delete: record('delete'),
    deleteMany: record('deleteMany'),
  };
  return { provider, calls };
}

function authAs(admin: boolean): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: admin ? 'Admin' : 'Maria' }),
    getPermissions: async () => ({ admin, full_permission: true, company_id: admin ? null : 1 }),
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderForm(
  path: string,
  resource: string,
  form: ReactNode,
  { admin = false, provider }: { admin?: boolean; provider: object },
) {
  const list = `/${resource}`;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin
        dataProvider={provider as DataProvider}
        authProvider={authAs(admin)}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route path={list} element={<h1>Lista de {resource}</h1>} />
          <Route
            path={/\/\d+$/.test(path) ? path.replace(/\/\d+$/, '/:id') : path}
            element={<ResourceContextProvider value={resource}>{form}</ResourceContextProvider>}
          />
        </Routes>
        <Where />
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
}

const saveButton = (name = 'Salvar') => screen.getByRole('button', { name }) as HTMLButtonElement;
/** Salvar looks disabled (aria-disabled, greyed) while the form is invalid, yet can be pressed. */
const looksDisabled = (button: HTMLButtonElement) => button.getAttribute('aria-disabled') === 'true';

describe('brand create form (store user)', () => {
  it('Salvar looks disabled while empty and, pressed, says what is missing; then saves and lands on the list', async () => {
    const { provider, calls } = fakeApi();
    renderForm('/form-brand', 'brand', <SchemaCreate />, { provider });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Cadastrar Marca' })).toBeTruthy();
    const name = await screen.findByLabelText('Nome *');
    await waitFor(() => expect(looksDisabled(saveButton())).toBe(true));
    expect(saveButton().disabled).toBe(false);
    // No store picker for a store user: the store is always its own.
    expect(screen.queryByLabelText(/Loja/)).toBeNull();

    // Pressed while the form is invalid: the message under the field, the field focused, nothing sent.
    await user.click(saveButton());
    expect(await screen.findByText('Por favor insira Nome')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(calls.some((c) => c.method === 'create')).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/form-brand');

    await user.type(name, 'M');
    expect(await screen.findByText('Por favor insira Nome válido')).toBeTruthy();
    expect(looksDisabled(saveButton())).toBe(true);

    await user.clear(name);
    expect(await screen.findByText('Por favor insira Nome')).toBeTruthy();

    await user.type(name, 'Moda Praia');
    await waitFor(() => expect(looksDisabled(saveButton())).toBe(false));
    expect(screen.queryByText(/Por favor insira/)).toBeNull();

    await user.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/brand'));
    expect(calls.filter((c) => c.method === 'create')).toEqual([
      {
        method: 'create',
        resource: 'brand',
        params: expect.objectContaining({ data: { name: 'Moda Praia' } }),
      },
    ]);
    expect(await screen.findByText('Marca foi cadastrada com sucesso!')).toBeTruthy();
  });

  it('shows the server’s 422 message in red under its field and stays on the form', async () => {
    const { provider } = fakeApi();
    provider.create.mockRejectedValueOnce(
      new HttpError('Os dados informados são inválidos.', 422, { errors: { name: 'Nome já está em uso' } }),
    );
    renderForm('/form-brand', 'brand', <SchemaCreate />, { provider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome *'), 'Moda Viva');
    await waitFor(() => expect(looksDisabled(saveButton())).toBe(false));
    await user.click(saveButton());
    const message = await screen.findByText('Nome já está em uso');
    expect(message.closest('.Mui-error') ?? message.classList.contains('Mui-error')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/form-brand');
  });
});

describe('store picker', () => {
  const stores = [
    { id: 1, fantasy_name: 'Moda Viva' },
    { id: 2, fantasy_name: 'Casa Verde' },
  ];

  it('an admin must pick the store (Loja): Salvar says so until then; it is sent with the record', async () => {
    const { provider, calls } = fakeApi({ company: stores });
    renderForm('/form-brand', 'brand', <SchemaCreate />, { admin: true, provider });
    const user = userEvent.setup();
    // Required: its label carries the *.
    const store = await screen.findByLabelText('Loja *');
    await user.type(await screen.findByLabelText('Nome *'), 'Moda Praia');
    await new Promise((r) => setTimeout(r, 50));
    expect(looksDisabled(saveButton())).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText('Por favor insira Loja')).toBeTruthy();
    expect(calls.some((c) => c.method === 'create')).toBe(false);
    // …and moved to the store, the first field missing.
    await waitFor(() => expect(document.activeElement).toBe(store));

    await user.type(store, 'Casa');
    await user.click(await screen.findByRole('option', { name: 'Casa Verde' }));
    await waitFor(() => expect(looksDisabled(saveButton())).toBe(false));
    expect(screen.queryByText('Por favor insira Loja')).toBeNull();
    await user.click(saveButton());
    await waitFor(() => expect(calls.some((c) => c.method === 'create')).toBe(true));
    expect(calls.find((c) => c.method === 'create')?.params.data).toEqual({
      company_id: 2,
      name: 'Moda Praia',
    });
  });

  it('an admin editing sees the record’s store but cannot move it', async () => {
    const { provider } = fakeApi({
      company: stores,
      brand: [
        {
          id: 5,
          company_id: 1,
          name: 'Brisa',
          created_at: '2025-03-07T15:04:00Z',
          updated_at: '2025-03-08T15:04:00Z',
        },
      ],
    });
    renderForm('/form-brand/5', 'brand', <SchemaEdit />, { admin: true, provider });
    const store = (await screen.findByRole('combobox', { name: /^Loja/ })) as HTMLInputElement;
    await waitFor(() => expect(store.value).toBe('Moda Viva'));
    // Clicking it offers no other store.
    await userEvent.setup().click(store);
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('option', { name: 'Casa Verde' })).toBeNull();
  });
});

describe('brand edit form', () => {
  it('loads the record, shows its timestamps and saves with Salvar Alterações', async () => {
    const { provider, calls } = fakeApi({
      brand: [
        {
          id: 5,
          company_id: 1,
          name: 'Brisa',
          created_at: '2025-03-07T15:04:00Z',
          updated_at: '2025-03-08T15:04:00Z',
        },
      ],
    });
    renderForm('/form-brand/5', 'brand', <SchemaEdit />, { provider });
    const user = userEvent.setup();
    const name = (await screen.findByLabelText('Nome *')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Brisa'));
    expect(screen.getByRole('heading', { name: 'Editar Marca' })).toBeTruthy();
    expect(screen.getByText('Criado em: 07/03/2025 12:04')).toBeTruthy();
    expect(screen.getByText('Atualizado em: 08/03/2025 12:04')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();

    await user.clear(name);
    await user.type(name, 'Brisa Praia');
    await user.click(saveButton('Salvar Alterações'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/brand'));
    expect(calls.find((c) => c.method === 'update')?.params).toMatchObject({
      id: '5',
      data: { name: 'Brisa Praia' },
    });
    expect(await screen.findByText('Marca foi atualizada com sucesso!')).toBeTruthy();
  });

  it('the active switch appears in edit only', async () => {
    const group = {
      id: 8,
      company_id: 1,
      variation_name: 'Tênis',
      active: true,
      created_at: '2025-03-07T15:04:00Z',
    };
    const { provider } = fakeApi({ 'variation-group': [group] });
    renderForm('/form-variation-group', 'variation-group', <SchemaCreate />, { provider });
    await screen.findByLabelText('Nome da Variação *');
    expect(screen.queryByLabelText('Ativo')).toBeNull();
    cleanup();

    renderForm('/form-variation-group/8', 'variation-group', <SchemaEdit />, { provider });
    expect(((await screen.findByLabelText('Ativo')) as HTMLInputElement).checked).toBe(true);
  });
});

describe('subcategory form', () => {
  it('offers the categories of the chosen segment, via the category dropdown call, and empties the category when the segment changes', async () => {
    const { provider, calls } = fakeApi({
      definition: [
        { id: 1, name: 'Calçados' },
        { id: 2, name: 'Casa' },
      ],
      category: [
        { id: 10, definition_id: 1, name: 'Tênis' },
        { id: 11, definition_id: 2, name: 'Cozinha' },
      ],
    });
    renderForm('/form-subcategory', 'sub-category', <SchemaCreate />, { admin: true, provider });
    const user = userEvent.setup();
    const category = (await screen.findByRole('combobox', { name: /^Categoria/ })) as HTMLInputElement;
    expect(category.disabled).toBe(true);
    expect(screen.getByText('Escolha primeiro: Segmento')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: /^Segmento/ }));
    await user.click(await screen.findByRole('option', { name: 'Calçados' }));
    await waitFor(() => expect(category.disabled).toBe(false));
    await user.click(category);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tênis']);
    const asked = calls.filter((c) => c.method === 'getList' && c.resource === 'category').at(-1);
    expect(asked?.params).toMatchObject({ filter: { definition_id: 1 }, meta: { options: true } });
    await user.click(within(listbox).getByRole('option', { name: 'Tênis' }));
    await waitFor(() => expect(category.value).toBe('Tênis'));

    await user.click(screen.getByRole('combobox', { name: /^Segmento/ }));
    await user.click(await screen.findByRole('option', { name: 'Casa' }));
    await waitFor(() => expect(category.value).toBe(''));
  });
});

describe('money input', () => {
  it('shows the API’s "12.90" as 12,90 and sends what is typed in pt-BR as a dot decimal', async () => {
    const attribute = {
      id: 3,
      company_id: 1,
      atribute_group_id: 2,
      name: 'Embalagem',
      additional_price: '12.90',
      typeable: false,
      active: true,
      created_at: '2025-03-07T15:04:00Z',
    };
    const { provider, calls } = fakeApi({
      atribute: [attribute],
      'atribute-group': [{ id: 2, name: 'Presente' }],
    });
    renderForm('/form-atribute/3', 'atribute', <SchemaEdit />, { provider });
    const user = userEvent.setup();
    const price = (await screen.findByLabelText('Preço Adicional')) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('12,90'));

    await user.clear(price);
    await user.type(price, '1.234,5');
    expect(price.value).toBe('1.234,5');
    await user.click(saveButton('Salvar Alterações'));
    await waitFor(() => expect(calls.some((c) => c.method === 'update')).toBe(true));
    expect(
      (calls.find((c) => c.method === 'update')?.params.data as Record<string, unknown>).additional_price,
    ).toBe('1234.5');
  });

  it('refuses three decimals with the server’s message', async () => {
    const { provider } = fakeApi({ 'atribute-group': [{ id: 2, name: 'Presente' }] });
    renderForm('/form-atribute', 'atribute', <SchemaCreate />, { provider });
    const price = (await screen.findByLabelText('Preço Adicional')) as HTMLInputElement;
    expect(price.value).toBe('0,00');
    fireEvent.change(price, { target: { value: '1,999' } });
    expect(
      await screen.findByText('Preço Adicional deve ser um valor em reais, com até 2 casas decimais'),
    ).toBeTruthy();
  });
});
