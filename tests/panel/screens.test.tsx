// @vitest-environment jsdom
// The generated list screens and the hand-written parts on top of them, as a user meets them:
// the spec's titles and column headers, the empty text, the store filter and Cliente column for
// admins only, the phone layout, the comments' Ativar/Desativar and a variation group's products.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, type DataProvider, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SchemaEdit } from '../../src/admin/generic/SchemaForm';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import { i18nProvider } from '../../src/admin/i18n';
import { TestAdmin } from './panel-admin';
import { setViewportWidth } from './generic-harness';

type Row = Record<string, unknown>;
type Call = { method: string; resource: string; params: Record<string, unknown> };

/** A data provider over in-memory rows that records every call. */
function fakeApi(rows: Record<string, Row[]> = {}) {
  const calls: Call[] = [];
  const method = (name: string, answer: (resource: string, params: Record<string, unknown>) => unknown) =>
    vi.fn(async (resource: string, params: Record<string, unknown>) => {
      calls.push({ method: name, resource, params });
      return answer(resource, params);
    });
  const all = (resource: string) => rows[resource] ?? [];
  const provider = {
    getList: method('getList', (resource, params) => {
      const filter = (params.filter ?? {}) as Row;
      const data = all(resource).filter((r) =>
        Object.entries(filter).every(([k, v]) => k === 'q' || r[k] === v),
      );
      return { data, total: data.length };
    }),
    getMany: method('getMany', (resource, params) => ({
      data: all(resource).filter((r) => (params.ids as unknown[]).includes(r.id)),
    })),
    getOne: method('getOne', (resource, params) => ({
      data: all(resource).find((r) => String(r.id) === String(params.id)),
    })),
    getManyReference: method('getManyReference', () => ({ data: [], total: 0 })),
    create: method('create', (_, params) => ({ data: { id: 99, ...(params.data as Row) } })),
    update: method('update', (_, params) => ({ data: { ...(params.data as Row), id: params.id } })),
    updateMany: method('updateMany', () => ({ data: [] })),
    delete: method('delete', (_, params) => ({ data: params.previousData })),
    deleteMany: method('deleteMany', () => ({ data: [] })),
    // The product picker's search (/product/paginate-index): the store's products.
    productList: vi.fn(async (body: Row) => {
      calls.push({ method: 'productList', resource: 'product', params: body });
      return { data: all('product'), total: all('product').length, last_page: 1 };
    }),
    commentActive: vi.fn(async (body: Row) => {
      calls.push({ method: 'commentActive', resource: 'comments', params: body });
      return { ...all('comments').find((r) => r.id === body.id), ...body };
    }),
    variationBecomeMain: vi.fn(async (body: Row) => {
      calls.push({ method: 'variationBecomeMain', resource: 'variation-group-product', params: body });
      return { ...body, main: true };
    }),
  } as unknown as DataProvider;
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

function renderAt(
  path: string,
  route: string,
  resource: string,
  page: ReactNode,
  admin: boolean,
  provider: DataProvider,
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={provider} authProvider={authAs(admin)} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path={route}
            element={<ResourceContextProvider value={resource}>{page}</ResourceContextProvider>}
          />
          <Route path="*" element={<Where />} />
        </Routes>
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
}

const renderList = (resource: string, admin: boolean, provider: DataProvider) =>
  renderAt(`/${resource}`, `/${resource}`, resource, <SchemaList />, admin, provider);

// The columns' headers, not the bulk selection's checkbox column.
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .filter((h) => !h.querySelector('input[type="checkbox"]'))
    .map((h) => h.textContent?.trim());

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Segmentos (/definition)', () => {
  const segments = [
    { id: 7, name: 'Jardim' },
    { id: 1, name: 'Moda Feminina' },
  ];

  it('shows the spec’s title, headers, the search and the pages', async () => {
    const { provider, calls } = fakeApi({ definition: segments });
    renderList('definition', true, provider);
    expect(await screen.findByRole('heading', { name: 'Definições de Segmentos' })).toBeTruthy();
    expect(await screen.findByText('Jardim')).toBeTruthy();
    expect(headers()).toEqual(['ID', 'Nome do Segmento', 'Ações']);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeTruthy();
    // 25 rows a page, newest first, as the API is asked.
    expect(calls.find((c) => c.method === 'getList')?.params).toMatchObject({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(screen.getByText('Itens por página:')).toBeTruthy();
  });

  it('a row’s pencil opens the record’s form', async () => {
    const { provider } = fakeApi({ definition: segments });
    renderList('definition', true, provider);
    await screen.findByText('Jardim');
    const row = screen.getByText('Jardim').closest('tr')!;
    await userEvent.setup().click(within(row).getByLabelText('Editar'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-definition/7'));
  });

  it('Novo Segmento and each row’s pencil are links (they open in a new tab, their address shows)', async () => {
    const { provider } = fakeApi({ definition: segments });
    renderList('definition', true, provider);
    await screen.findByText('Jardim');
    // The button in the title bar and the floating one both open the create form.
    const create = screen.getAllByRole('link', { name: 'Novo Segmento' });
    expect(create.map((a) => a.getAttribute('href'))).toEqual(['/form-definition', '/form-definition']);
    const row = screen.getByText('Jardim').closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/form-definition/7');
  });

  it('says Nenhum item encontrado when there is nothing to list', async () => {
    const { provider } = fakeApi({ definition: [] });
    renderList('definition', true, provider);
    expect(await screen.findByText('Nenhum item encontrado')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Definições de Segmentos' })).toBeTruthy();
  });
});

describe('Categorias (/category)', () => {
  it('names the columns as the spec does', async () => {
    const { provider } = fakeApi({
      category: [{ id: 3, definition_name: 'Calçados', name: 'Tênis', google_product_category: 'Shoes' }],
    });
    renderList('category', true, provider);
    expect(await screen.findByRole('heading', { name: 'Gerenciamento de Categorias' })).toBeTruthy();
    await screen.findByText('Tênis');
    expect(headers()).toEqual(['ID', 'Segmento', 'Categoria', 'Categoria Google', 'Ações']);
    expect(screen.getByText('Calçados')).toBeTruthy();
  });
});

describe('the store (Loja) for store users and admins', () => {
  const brands = [
    { id: 1, company_id: 1, name: 'Brisa Praia', company_name: 'Moda Viva' },
    { id: 2, company_id: 2, name: 'Terra Viva', company_name: 'Casa Verde' },
  ];
  const stores = [
    { id: 1, fantasy_name: 'Moda Viva' },
    { id: 2, fantasy_name: 'Casa Verde' },
  ];

  it('a store user sees no store filter and no Cliente column, and no store list is asked', async () => {
    const { provider, calls } = fakeApi({ brand: brands.slice(0, 1), company: stores });
    renderList('brand', false, provider);
    await screen.findByText('Brisa Praia');
    expect(screen.queryByRole('combobox', { name: /Loja/ })).toBeNull();
    expect(headers()).toEqual(['ID', 'Nome', 'Ações']);
    expect(screen.queryByText('Moda Viva')).toBeNull();
    expect(calls.some((c) => c.resource === 'company')).toBe(false);
  });

  it('an admin sees every store’s rows with Cliente, and narrows them with Loja', async () => {
    const { provider, calls } = fakeApi({ brand: brands, company: stores });
    renderList('brand', true, provider);
    await screen.findByText('Terra Viva');
    expect(headers()).toEqual(['ID', 'Nome', 'Cliente', 'Ações']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Loja' }));
    await user.click(await screen.findByRole('option', { name: 'Casa Verde' }));
    // Filters apply after react-admin's typing debounce (500 ms).
    await waitFor(() => expect(screen.queryByText('Brisa Praia')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('Terra Viva')).toBeTruthy();
    const last = calls.filter((c) => c.method === 'getList' && c.resource === 'brand').at(-1);
    expect(last?.params.filter).toEqual({ company_id: 2 });
  });
});

describe('on a phone (below 960 px)', () => {
  it('lists records as touchable rows that open the form', async () => {
    setViewportWidth(390);
    const { provider } = fakeApi({ brand: [{ id: 4, company_id: 1, name: 'Brisa Praia' }] });
    renderList('brand', false, provider);
    const item = await screen.findByText('Brisa Praia');
    expect(screen.queryByRole('columnheader')).toBeNull();
    await userEvent.setup().click(item);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-brand/4'));
  });
});

describe('Comentários (/comments)', () => {
  const comments = [
    {
      id: 1,
      company_id: 1,
      name: 'Alice',
      message: 'Adorei',
      address: 'Santos - SP',
      show: false,
      company_name: 'Moda Viva',
    },
    {
      id: 2,
      company_id: 1,
      name: 'Bruno',
      message: 'Chegou rápido',
      address: 'Recife - PE',
      show: true,
      company_name: 'Moda Viva',
    },
  ];

  it('Ativar shows a comment on the storefront through active-comment {id, show}', async () => {
    const { provider, calls } = fakeApi({ comments });
    renderList('comments', false, provider);
    const row = (await screen.findByText('Alice')).closest('tr')!;
    expect(
      within(screen.getByText('Bruno').closest('tr')!).getByRole('button', { name: 'Desativar' }),
    ).toBeTruthy();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'commentActive')).toBe(true));
    expect(calls.find((c) => c.method === 'commentActive')?.params).toEqual({ id: 1, show: true });
    // Moderation only: the shopper's comment itself is never sent back.
    expect(calls.some((c) => c.method === 'update')).toBe(false);
    expect(await screen.findByText('Comentário foi atualizado com sucesso!')).toBeTruthy();
  });

  it('has no create form, and shows the store (Cliente) to admins only', async () => {
    const { provider } = fakeApi({ comments });
    renderList('comments', false, provider);
    await screen.findByText('Alice');
    expect(headers()).toEqual(['ID', 'Nome', 'Mensagem', 'Endereço', 'Ativo', 'Ações']);
    expect(screen.queryByRole('link', { name: /Cadastrar|Novo/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    cleanup();

    renderList('comments', true, fakeApi({ comments }).provider);
    await screen.findByText('Alice');
    expect(headers()).toEqual(['ID', 'Nome', 'Mensagem', 'Endereço', 'Ativo', 'Cliente', 'Ações']);
  });
});

describe('variation group products (/form-variation-group/:id)', () => {
  const group = {
    id: 8,
    company_id: 1,
    variation_name: 'Tênis Casual',
    active: true,
    created_at: '2025-03-07T15:04:00Z',
  };
  const items = [
    {
      id: 21,
      variation_group_id: 8,
      product_id: 5,
      product_name: 'Tênis de Couro',
      value: 'Couro',
      main: true,
    },
    {
      id: 22,
      variation_group_id: 8,
      product_id: 6,
      product_name: 'Tênis de Lona',
      value: 'Lona',
      main: false,
    },
  ];
  const products = [{ id: 7, company_id: 1, name: 'Bota Chelsea', ref: 'BC-1' }];

  const renderGroup = async (provider: DataProvider) => {
    renderAt(
      '/form-variation-group/8',
      '/form-variation-group/:id',
      'variation-group',
      <SchemaEdit />,
      false,
      provider,
    );
    // The sub-list's pieces are their own chunk (React.lazy): the first render waits for them.
    await screen.findByRole('heading', { name: 'Produtos da Variação' }, { timeout: 10_000 });
  };

  it('lists the group’s products, asked by group', async () => {
    const { provider, calls } = fakeApi({ 'variation-group': [group], 'variation-group-product': items });
    await renderGroup(provider);
    expect(await screen.findByText('Tênis de Lona', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(headers()).toEqual(['Produto', 'Valor', 'Principal', 'Ações']);
    expect(within(screen.getByText('Tênis de Couro').closest('tr')!).getByText('Principal')).toBeTruthy();
    expect(within(screen.getByText('Tênis de Lona').closest('tr')!).queryByText('Principal')).toBeNull();
    expect(calls.find((c) => c.resource === 'variation-group-product')?.params).toMatchObject({
      filter: { variation_group_id: 8 },
    });
  });

  it('deletes an item only after the browser confirmation', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { provider, calls } = fakeApi({ 'variation-group': [group], 'variation-group-product': items });
    await renderGroup(provider);
    const user = userEvent.setup();
    const row = (await screen.findByText('Tênis de Lona', undefined, { timeout: 10_000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Excluir' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja excluir esse Item da Lista?');
    expect(calls.some((c) => c.method === 'delete')).toBe(false);

    confirm.mockReturnValue(true);
    await user.click(within(row).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Item deletado com sucesso')).toBeTruthy();
    // Sent when the toast (with its Desfazer) closes.
    expect(calls.some((c) => c.method === 'delete')).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(calls.some((c) => c.method === 'delete')).toBe(true));
    expect(calls.find((c) => c.method === 'delete')).toMatchObject({
      resource: 'variation-group-product',
      params: { id: 22 },
    });
  });

  it('makes an item the main one after the browser confirmation', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { provider, calls } = fakeApi({ 'variation-group': [group], 'variation-group-product': items });
    await renderGroup(provider);
    const row = (await screen.findByText('Tênis de Lona', undefined, { timeout: 10_000 })).closest('tr')!;
    // The main item has nothing to become.
    expect(
      within(screen.getByText('Tênis de Couro').closest('tr')!).queryByRole('button', {
        name: 'Tornar principal',
      }),
    ).toBeNull();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Tornar principal' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja tornar esse item principal?');
    await waitFor(() => expect(calls.some((c) => c.method === 'variationBecomeMain')).toBe(true));
    expect(calls.find((c) => c.method === 'variationBecomeMain')?.params).toEqual({ id: 22 });
    expect(await screen.findByText('Item atualizado com sucesso')).toBeTruthy();
    // The rows are asked again.
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'getList' && c.resource === 'variation-group-product'),
      ).toHaveLength(2),
    );
  });

  it('adds a product picked by name with its value', async () => {
    const { provider, calls } = fakeApi({
      'variation-group': [group],
      'variation-group-product': items,
      product: products,
    });
    await renderGroup(provider);
    const user = userEvent.setup();
    const add = (await screen.findByRole('button', { name: 'Adicionar' })) as HTMLButtonElement;
    // It looks disabled until a product and its value are given; pressed, it says what is missing.
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.click(add);
    expect(await screen.findByText('Por favor insira Valor')).toBeTruthy();
    expect(calls.some((c) => c.method === 'create')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: /^Produto/ }));
    await user.click(await screen.findByRole('option', { name: 'Bota Chelsea (BC-1)' }));
    await user.type(screen.getByLabelText(/^Valor/), 'Camurça');
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBeNull());
    await user.click(add);
    await waitFor(() => expect(calls.some((c) => c.method === 'create')).toBe(true));
    expect(calls.find((c) => c.method === 'create')).toMatchObject({
      resource: 'variation-group-product',
      params: { data: { variation_group_id: 8, company_id: 1, product_id: 7, value: 'Camurça' } },
    });
    expect(await screen.findByText('Item Cadastrado com sucesso')).toBeTruthy();
    // The picker searches the group's store's products on the server.
    expect(calls.find((c) => c.method === 'productList')?.params).toMatchObject({
      company: 1,
      itens_per_page: 20,
    });
  });
});
