// @vitest-environment jsdom
// The product screens beyond the desktop table: the phone's cards (4 a page, same actions), the
// pagination's 10-button cap, and 'Relevância dos Produtos' (its set-list body, the cards per row,
// the relevance saved through alter-relevance with the spec toast, the photo thumbnail).
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider, TestAdmin } from './panel-admin';
import { i18nProvider } from '../../src/admin/i18n';
import { PageControls } from '../../src/admin/areas/catalogue/products/list/PageControls';
import { SchemaList } from '../../src/admin/generic/SchemaList';

/** The product list as App routes it: the generic list of the resource, with the screen's slots. */
const ProductList = () => (
  <ResourceContextProvider value="product">
    <SchemaList />
  </ResourceContextProvider>
);
import LayoutRelevance from '../../src/admin/areas/catalogue/relevance/LayoutRelevance';

// A list loads through react-admin's machinery (permissions, access, query): on a loaded machine
// that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

type Row = Record<string, unknown>;

const products: Row[] = Array.from({ length: 4 }, (_, i) => ({
  id: 20 - i,
  name: `Produto ${i + 1}`,
  ref: `MV-${i}`,
  price: '10.00',
  balance: i,
  relevance: 10 - i,
  active: true,
  img_name: i === 0 ? '/uploads/5/products/abc-' : null,
}));

function fakeFetch(answers: Record<string, [number, unknown]>) {
  const calls: Array<{ path: string; body: Row }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, '').replace(/\?.*$/, '');
      calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) as Row });
      const [status, json] = answers[path] ?? [200, { data: [], total: 0, last_page: 1 }];
      return new Response(JSON.stringify(json), { status });
    }),
  );
  return calls;
}
const bodiesOf = (calls: Array<{ path: string; body: Row }>, path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.body);

/** A phone (every max-width query matches) or a computer. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const maria: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ admin: false, full_permission: true, company_id: 5 }),
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin
        dataProvider={dataProvider}
        authProvider={maria}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/product" element={<ProductList />} />
          <Route path="/layout-relevance" element={<LayoutRelevance />} />
        </Routes>
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('product list on a phone', () => {
  it('shows cards, 4 a page, with the price, stock, relevance, switch and actions', async () => {
    screenWidth(true);
    const calls = fakeFetch({
      '/product/paginate-index': [200, { data: products, total: 38, last_page: 10 }],
    });
    renderAt('/product');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(4);
    expect(bodiesOf(calls, '/product/paginate-index')[0]).toEqual({ page: 1, itens_per_page: 4 });
    const first = within(cards[0]);
    expect(first.getByText('Produto 1')).toBeTruthy();
    expect(first.getByText('R$ 10,00')).toBeTruthy();
    expect(first.getByRole('spinbutton', { name: 'Relevância de Produto 1' })).toBeTruthy();
    expect(first.getByRole('switch', { name: 'Ativo: Produto 1' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'Editar Produto 1' }).getAttribute('href')).toBe(
      '/form-product/20',
    );
    expect(first.getByRole('button', { name: 'Excluir Produto 1' })).toBeTruthy();
    // The filters fold behind one button; no page-size choice (always 4).
    expect(screen.getByRole('button', { name: /Filtros/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText(/Itens por página/)).toBeNull();
    expect(screen.getByText('1–4 de 38')).toBeTruthy();
  });
});

describe('pagination', () => {
  it('never shows more than 10 page buttons', () => {
    screenWidth(false);
    for (const page of [1, 5, 25, 50]) {
      render(<PageControls page={page} lastPage={50} total={1250} perPage={25} onPage={() => undefined} />);
      const buttons = screen.getAllByRole('button', { name: /page \d+|Go to page|página/i });
      const numbered = buttons.filter((b) => /^\d+$/.test(b.textContent ?? ''));
      expect(numbered.length).toBeLessThanOrEqual(10);
      expect(numbered.map((b) => b.textContent)).toContain(String(page));
      expect(numbered.map((b) => b.textContent)).toContain('50');
      cleanup();
    }
  });
});

describe('layout relevance', () => {
  it('lists by relevance in cards per row and saves a relevance with the spec toast', async () => {
    screenWidth(false);
    const calls = fakeFetch({
      '/layout/relevance/set-list': [200, { data: products, total: 4, last_page: 1 }],
      '/layout/relevance/alter-relevance': [
        202,
        { id: 19, relevance: 30, message: 'relevância foi alterada com sucesso!' },
      ],
    });
    const user = userEvent.setup();
    renderAt(`/layout-relevance?filter=${encodeURIComponent('{"qtd_cards":3}')}`);
    expect(await screen.findByRole('heading', { name: 'Relevância dos Produtos' })).toBeTruthy();
    const cards = await screen.findAllByTestId('relevance-card');
    expect(cards).toHaveLength(4);
    // No sort sent: the server's order is relevance, highest first.
    expect(bodiesOf(calls, '/layout/relevance/set-list')[0]).toEqual({
      page: 1,
      itens_per_page: 24,
      qtd_cards: 3,
      show_img: true,
    });
    const grid = cards[0].parentElement!;
    expect(grid.style.gridTemplateColumns || getComputedStyle(grid).gridTemplateColumns).toContain(
      'repeat(3',
    );
    expect(within(cards[0]).getByRole('img', { name: 'Produto 1' }).getAttribute('src')).toBe(
      '/uploads/5/products/abc-300.jpg',
    );
    expect(within(cards[1]).getByLabelText('Sem imagem')).toBeTruthy();

    const input = within(cards[1]).getByRole('spinbutton', { name: 'Relevância de Produto 2' });
    await user.clear(input);
    await user.type(input, '30');
    await user.tab();
    expect(await screen.findByText('relevância foi alterada com sucesso!')).toBeTruthy();
    expect(bodiesOf(calls, '/layout/relevance/alter-relevance')).toEqual([
      { id: 19, name: 'Produto 2', relevance: 30 },
    ]);
  });

  it('rejects a relevance out of range without calling the server', async () => {
    screenWidth(false);
    const calls = fakeFetch({
      '/layout/relevance/set-list': [200, { data: products, total: 4, last_page: 1 }],
    });
    const user = userEvent.setup();
    renderAt('/layout-relevance');
    const input = await screen.findByRole('spinbutton', { name: 'Relevância de Produto 1' });
    await user.clear(input);
    await user.type(input, '5000');
    await user.tab();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('10'));
    expect(bodiesOf(calls, '/layout/relevance/alter-relevance')).toHaveLength(0);
  });
});
