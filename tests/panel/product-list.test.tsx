// @vitest-environment jsdom
// The product list as a user meets it (the generic list with the product screen's slots): the
// headers' sort cycle (none → ascending → descending → none) and the body it sends, the segment → category → subcategory cascade, the delete
// confirmation and its outcomes, the Ativo switch's toasts, the empty banner, the admin's store
// column and CSV gate, and the CSV file's content (spec headers, semicolons, no id).
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { dataProvider, TestAdmin } from './panel-admin';
import { i18nProvider } from '../../src/admin/i18n';
import { SchemaList } from '../../src/admin/generic/SchemaList';

/** The product list as App routes it: the generic list of the resource, with the screen's slots. */
const ProductList = () => (
  <ResourceContextProvider value="product">
    <SchemaList />
  </ResourceContextProvider>
);
import { ExportCsvButton } from '../../src/admin/areas/catalogue/products/list/ExportCsvButton';
import {
  fetchAllProducts,
  PRODUCT_CSV_HEADERS,
  productsCsv,
} from '../../src/admin/areas/catalogue/products/list/productsCsv';
import { nextSort, withFilter } from '../../src/admin/areas/catalogue/products/list/query';

// A list loads through react-admin's machinery (permissions, access, query): on a loaded machine
// that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

type Row = Record<string, unknown>;
type Answer = [number, unknown] | ((body: Row) => [number, unknown]);

const products: Row[] = [
  {
    id: 11,
    name: 'Vestido Midi Floral',
    ref: 'MV-1',
    category: 'Vestidos',
    price: '1234.5',
    balance: 0,
    relevance: 3,
    active: true,
    company_name: 'Moda Viva',
  },
  {
    id: 10,
    name: 'Blusa Linho',
    ref: 'MV-2',
    category: 'Blusas',
    price: '99.90',
    balance: 12,
    relevance: 0,
    active: false,
    company_name: 'Moda Viva',
  },
];
const page = (data: Row[]) => [200, { data, total: data.length, last_page: 1 }] as [number, unknown];

/** The API as fetch sees it: path (no query) → answer; every call recorded. */
function fakeFetch(answers: Record<string, Answer>) {
  const calls: Array<{ path: string; body: Row; url: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, '').replace(/\?.*$/, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Row;
      calls.push({ path, body, url });
      const answer = answers[path] ?? [404, { message: 'não encontrado' }];
      const [status, json] = typeof answer === 'function' ? answer(body) : answer;
      return new Response(JSON.stringify(json), { status });
    }),
  );
  return calls;
}
const bodiesOf = (calls: Array<{ path: string; body: Row }>, path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.body);

function authAs(admin: boolean): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: admin ? 'Admin' : 'Maria' }),
    getPermissions: async () => ({ admin, full_permission: true, company_id: admin ? null : 5 }),
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}
/** The list state react-admin keeps in the URL. */
const shownQuery = () => new URLSearchParams(screen.getByTestId('where').textContent!.replace(/^[^?]*/, ''));
/** A link to the list in react-admin's URL format. */
const listUrl = (filter: Row, rest = '') =>
  `/product?filter=${encodeURIComponent(JSON.stringify(filter))}${rest ? `&${rest}` : ''}`;

function renderList({ admin = false, path = '/product' } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin
        dataProvider={dataProvider}
        authProvider={authAs(admin)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/product" element={<ProductList />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
        {/* The way back from the product form: a plain link to the list. */}
        <Link to="/product">Voltar à lista</Link>
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

describe('sort and filter state', () => {
  it('cycles a header none → ascending → descending → none; another header starts ascending', () => {
    const asc = nextSort(null, 'price');
    expect(asc).toEqual({ field: 'price', order: 'asc' });
    const desc = nextSort(asc, 'price');
    expect(desc).toEqual({ field: 'price', order: 'desc' });
    expect(nextSort(desc, 'price')).toBeNull();
    expect(nextSort(desc, 'name')).toEqual({ field: 'name', order: 'asc' });
  });

  it('clears the children of a changed parent in the taxonomy cascade', () => {
    const chosen = { definition: 1, category: 2, subcategory: 3, product_name: 'x' };
    expect(withFilter(chosen, 'definition', 4)).toEqual({ definition: 4, product_name: 'x' });
    expect(withFilter(chosen, 'category', 5)).toEqual({ definition: 1, category: 5, product_name: 'x' });
    expect(withFilter(chosen, 'definition', 1)).toEqual(chosen);
    expect(withFilter(chosen, 'product_name', '')).toEqual({ definition: 1, category: 2, subcategory: 3 });
  });
});

describe('product list', () => {
  it('shows the rows with price in R$, stock below 1 as negative, and sorts through the headers', async () => {
    const calls = fakeFetch({ '/product/paginate-index': page(products) });
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Vestido Midi Floral')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lista de Produtos', level: 1 })).toBeTruthy();
    expect(screen.getByText('R$ 1.234,50')).toBeTruthy();
    const stock = screen.getByText('0', { selector: '[data-negative]' });
    expect(stock).toBeTruthy();
    // A store user has no Cliente column and no store picker.
    expect(screen.queryByRole('button', { name: /^Ordenar por Cliente/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Loja' })).toBeNull();
    const first = bodiesOf(calls, '/product/paginate-index')[0];
    expect(first).toEqual({ page: 1, itens_per_page: 25 });

    const price = screen.getByRole('button', { name: /^Ordenar por Preço/ });
    await user.click(price);
    await waitFor(() =>
      expect(bodiesOf(calls, '/product/paginate-index').at(-1)).toMatchObject({
        ordenate_field: 'price',
        ordenate_type: 'asc',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Ordenar por Preço/ }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/product/paginate-index').at(-1)).toMatchObject({
        ordenate_field: 'price',
        ordenate_type: 'desc',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Ordenar por Preço/ }));
    await waitFor(() => {
      const last = bodiesOf(calls, '/product/paginate-index').at(-1)!;
      expect(last).not.toHaveProperty('ordenate_field');
      expect(last).not.toHaveProperty('ordenate_type');
    });
    // The state lives in the URL (react-admin's list params): back to no sort at all.
    expect(shownQuery().get('sort')).toBe('');
    expect(shownQuery().get('page')).toBe('1');
  });

  it('reads filters, sort and page back from the URL', async () => {
    const calls = fakeFetch({ '/product/paginate-index': page(products) });
    renderList({ path: listUrl({ product_name: 'Vest' }, 'sort=name&order=DESC&page=2&perPage=50') });
    await screen.findByText('Vestido Midi Floral');
    expect(bodiesOf(calls, '/product/paginate-index')[0]).toEqual({
      page: 2,
      itens_per_page: 50,
      product_name: 'Vest',
      ordenate_field: 'name',
      ordenate_type: 'desc',
    });
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('Vest');
  });

  it('cascades segment → category → subcategory and clears the children of a new segment', async () => {
    const calls = fakeFetch({
      '/product/paginate-index': page(products),
      '/definition/index': page([
        { id: 1, name: 'Moda Feminina' },
        { id: 2, name: 'Casa' },
      ]),
      '/category/index-with-filter': (body) =>
        page(
          body.definition_id === 2
            ? [{ id: 30, name: 'Banho' }]
            : [
                { id: 12, name: 'Vestidos' },
                { id: 13, name: 'Blusas' },
              ],
        ),
      '/sub-category/index-with-filter': page([{ id: 54, name: 'Vestido Longo' }]),
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Vestido Midi Floral');
    // No category chosen: no subcategory to pick.
    expect((screen.getByRole('combobox', { name: 'Subcategoria' }) as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Segmento' }));
    await user.click(await screen.findByRole('option', { name: 'Moda Feminina' }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/category/index-with-filter').at(-1)).toMatchObject({ definition_id: 1 }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Vestidos' }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/sub-category/index-with-filter').at(-1)).toMatchObject({ category_id: 12 }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Subcategoria' }));
    await user.click(await screen.findByRole('option', { name: 'Vestido Longo' }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/product/paginate-index').at(-1)).toMatchObject({
        definition: 1,
        category: 12,
        subcategory: 54,
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Segmento' }));
    await user.click(await screen.findByRole('option', { name: 'Casa' }));
    await waitFor(() => {
      const last = bodiesOf(calls, '/product/paginate-index').at(-1)!;
      expect(last).toMatchObject({ definition: 2 });
      expect(last).not.toHaveProperty('category');
      expect(last).not.toHaveProperty('subcategory');
    });
    expect((screen.getByRole('combobox', { name: 'Categoria' }) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    expect(await screen.findByRole('option', { name: 'Banho' })).toBeTruthy();
  });

  it('asks before deleting, then toasts and reloads', async () => {
    const calls = fakeFetch({
      '/product/paginate-index': page(products),
      '/product/delete': [200, { message: 'Produto excluído com sucesso!' }],
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Vestido Midi Floral');

    await user.click(screen.getByRole('button', { name: 'Excluir Blusa Linho' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirmar Exclusão')).toBeTruthy();
    expect(within(dialog).getByText('Tem certeza que deseja excluir este produto?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(calls, '/product/delete')).toHaveLength(0);

    // Confirmed: the row leaves at once, and Desfazer brings it back without any call.
    await user.click(screen.getByRole('button', { name: 'Excluir Blusa Linho' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Produto excluído com sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Blusa Linho')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Blusa Linho')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Produto excluído com sucesso!')).toBeNull());
    expect(bodiesOf(calls, '/product/delete')).toHaveLength(0);

    // The delete is sent when the toast closes, then the list reloads.
    const loads = bodiesOf(calls, '/product/paginate-index').length;
    await user.click(screen.getByRole('button', { name: 'Excluir Blusa Linho' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Produto excluído com sucesso!')).toBeTruthy();
    expect(bodiesOf(calls, '/product/delete')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bodiesOf(calls, '/product/delete')).toEqual([{ id: 10 }]));
    await waitFor(() => expect(bodiesOf(calls, '/product/paginate-index').length).toBeGreaterThan(loads));
  });

  it('shows the reason when the delete fails', async () => {
    fakeFetch({
      '/product/paginate-index': page(products),
      '/product/delete': [422, { message: 'Produto com pedidos não pode ser excluído.' }],
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir Vestido Midi Floral' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Vestido Midi Floral')).toBeNull());
    // Escape closes the toast only once it is open; the row can leave a render before it shows.
    expect(await screen.findByText('Produto excluído com sucesso!')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(
      await screen.findByText('Erro ao excluir o produto: Produto com pedidos não pode ser excluído.'),
    ).toBeTruthy();
    // Refused: the product is back in the list.
    expect(await screen.findByText('Vestido Midi Floral')).toBeTruthy();
  });

  it('saves the Ativo switch at once with the spec toasts', async () => {
    const calls = fakeFetch({
      '/product/paginate-index': page(products),
      // The stored record, as the server answers.
      '/product/update': (body) => [202, { ...products[1], ...body }],
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Blusa Linho');
    const toggle = screen.getByRole('switch', { name: 'Ativo: Blusa Linho' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('Status do produto atualizado com sucesso!')).toBeTruthy();
    expect(bodiesOf(calls, '/product/update')).toEqual([{ id: 10, name: 'Blusa Linho', active: true }]);
    expect(toggle.checked).toBe(true);

    // The toast's Desfazer saves the old value back.
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Alteração desfeita.')).toBeTruthy();
    expect(bodiesOf(calls, '/product/update').at(-1)).toEqual({ id: 10, name: 'Blusa Linho', active: false });
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
  });

  it('puts the switch back and says so when the status save fails', async () => {
    fakeFetch({
      '/product/paginate-index': page(products),
      '/product/update': [500, { message: 'x' }],
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Blusa Linho');
    await user.click(screen.getByRole('switch', { name: 'Ativo: Vestido Midi Floral' }));
    expect(await screen.findByText('Erro ao atualizar o status do produto.')).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Ativo: Vestido Midi Floral' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('saves a row relevance on Enter with the spec toast', async () => {
    const calls = fakeFetch({
      '/product/paginate-index': page(products),
      '/product/update': [202, { id: 11 }],
    });
    const user = userEvent.setup();
    renderList();
    const input = await screen.findByRole('spinbutton', { name: 'Relevância de Vestido Midi Floral' });
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(await screen.findByText('relevância foi alterada com sucesso!')).toBeTruthy();
    expect(bodiesOf(calls, '/product/update')).toEqual([{ id: 11, relevance: 7 }]);
  });

  it('finds its filters, sort and page again when coming back from the form', async () => {
    const calls = fakeFetch({
      '/product/paginate-index': [200, { data: products, total: 80, last_page: 4 }],
    });
    const user = userEvent.setup();
    // A store user's link naming another store: no store is sent (the server would ignore it).
    renderList({ path: listUrl({ ref: 'MV', company: 9 }, 'sort=price&order=DESC&page=2&perPage=25') });
    await screen.findByText('Vestido Midi Floral');
    const expected = {
      ref: 'MV',
      page: 2,
      itens_per_page: 25,
      ordenate_field: 'price',
      ordenate_type: 'desc',
    };
    expect(bodiesOf(calls, '/product/paginate-index').at(-1)).toEqual(expected);
    await user.click(screen.getByRole('link', { name: 'Editar Vestido Midi Floral' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-product/11'));
    await user.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    await screen.findByText('Vestido Midi Floral');
    expect(bodiesOf(calls, '/product/paginate-index').at(-1)).toEqual(expected);
    await waitFor(() => expect(shownQuery().get('sort')).toBe('price'));
    expect(JSON.parse(shownQuery().get('filter')!)).toMatchObject({ ref: 'MV' });
    expect(shownQuery().get('page')).toBe('2');
    expect((screen.getByRole('textbox', { name: 'Referência' }) as HTMLInputElement).value).toBe('MV');
  });

  it('goes to the page before when the last row of the last page is deleted', async () => {
    let remaining = 51;
    const calls = fakeFetch({
      '/product/paginate-index': (body) => {
        const pageNo = Number(body.page);
        const rows = pageNo === 3 ? products.slice(0, remaining - 50) : products;
        return [200, { data: rows, total: remaining, last_page: Math.ceil(remaining / 25) }];
      },
      '/product/delete': () => {
        remaining = 50;
        return [200, { message: 'Produto excluído com sucesso!' }];
      },
    });
    const user = userEvent.setup();
    renderList({ path: listUrl({}, 'page=3&perPage=25') });
    await user.click(await screen.findByRole('button', { name: 'Excluir Vestido Midi Floral' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Produto excluído com sucesso!')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(shownQuery().get('page')).toBe('2'));
    await waitFor(() => expect(bodiesOf(calls, '/product/paginate-index').at(-1)).toMatchObject({ page: 2 }));
    expect(await screen.findByText('Blusa Linho')).toBeTruthy();
  });

  it('says a search found nothing with the spec toast, besides the banner', async () => {
    fakeFetch({ '/product/paginate-index': page([]) });
    renderList({ path: listUrl({ product_name: 'Inexistente' }) });
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeTruthy();
    expect(await screen.findByText('Nenhum produto encontrado, verificar nome dos filtros')).toBeTruthy();
  });

  it('shows the empty banner and links Novo Produto to the form', async () => {
    fakeFetch({ '/product/paginate-index': page([]) });
    renderList();
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeTruthy();
    // No search: no toast asking to check the filters.
    expect(screen.queryByText('Nenhum produto encontrado, verificar nome dos filtros')).toBeNull();
    const create = screen.getAllByRole('link', { name: 'Novo Produto' });
    expect(create.map((a) => a.getAttribute('href'))).toContain('/form-product');
  });

  it('gives admins the Cliente column and store picker; export waits for a store', async () => {
    const calls = fakeFetch({
      '/product/paginate-index': page(products),
      '/company/index': page([{ id: 5, fantasy_name: 'Moda Viva' }]),
    });
    const user = userEvent.setup();
    renderList({ admin: true });
    await screen.findByText('Vestido Midi Floral');
    expect(screen.getByRole('button', { name: /^Ordenar por Cliente/ })).toBeTruthy();
    const exportButton = screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Loja' }));
    await user.click(await screen.findByRole('option', { name: 'Moda Viva' }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/product/paginate-index').at(-1)).toMatchObject({ company: 5 }),
    );
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('CSV export', () => {
  const report = [
    {
      id: 42,
      created_at: '2025-03-04T15:00:00.000Z',
      updated_at: '2025-04-05T15:00:00.000Z',
      name: 'Vestido; Floral',
      ref: 'MV-1',
      definition_name: 'Moda Feminina',
      category_name: 'Vestidos',
      subcategory_name: null,
    },
  ];

  it('writes the spec headers with semicolons, dates dd/mm/aaaa and no id', () => {
    const lines = productsCsv(report).split('\r\n');
    expect(lines[0]).toBe(
      'Data Cadastro;Atualização Cadastro;Nome do Produto;Referência;Segmento;Categoria;Subcategoria',
    );
    expect(PRODUCT_CSV_HEADERS).toHaveLength(7);
    expect(lines[1]).toBe('04/03/2025;05/04/2025;"Vestido; Floral";MV-1;Moda Feminina;Vestidos;');
    expect(lines[1]).not.toContain('42');
  });

  it('fetches every page of 2000 until X-Total-Count, reporting progress', async () => {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        seen.push(url);
        const pageNo = Number(new URL(url, 'http://x').searchParams.get('page'));
        const rows = Array.from({ length: pageNo === 1 ? 2000 : 500 }, (_, i) => ({ id: i, name: `P${i}` }));
        return new Response(JSON.stringify(rows), { status: 200, headers: { 'X-Total-Count': '2500' } });
      }),
    );
    const progress: string[] = [];
    const rows = await fetchAllProducts(dataProvider, 5, (done, total) => progress.push(`${done}/${total}`));
    expect(rows).toHaveLength(2500);
    expect(progress).toEqual(['2000/2500', '2500/2500']);
    expect(seen).toEqual([
      '/api/report/products?page=1&per_page=2000&company_id=5',
      '/api/report/products?page=2&per_page=2000&company_id=5',
    ]);
  });
  it('shows the progress while exporting, then downloads produtos.csv', async () => {
    let releaseSecond: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (releaseSecond = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const pageNo = Number(new URL(url, 'http://x').searchParams.get('page'));
        if (pageNo === 2) await second;
        const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `P${i}` }));
        return new Response(JSON.stringify(rows), { status: 200, headers: { 'X-Total-Count': '4000' } });
      }),
    );
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the file the button hands to the browser.
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:csv');
    URL.revokeObjectURL = () => undefined;
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    render(
      <TestAdmin dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ExportCsvButton companyId={5} needsStore={false} />
      </TestAdmin>,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Exportando… 2000 de 4000')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    releaseSecond();
    await waitFor(() => expect(downloads).toEqual(['produtos.csv']));
    // The bar goes with the next render after the download starts (a slow machine sees it a moment).
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const text = await blobs[0].text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4001);
    click.mockRestore();
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });
});
