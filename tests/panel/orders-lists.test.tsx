// @vitest-environment jsdom
// The six order lists (spec section 2 'Order lists', section 4 statuses and colours) as a user meets
// them: each list's title and the call it reads (with its statuses), the columns (Cliente and the
// store filter for admins only), dates and R$ amounts in pt-BR, the status chips' labels and
// colours, the empty text, a row's link to the order detail in a new tab, the phone's cards, the
// menu's counts, and the notice of new orders found by polling the counts.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import { Menu } from '../../src/admin/layout/Menu';
import { POLL_MS } from '../../src/admin/areas/orders/lists/NewOrdersNotice';
import {
  ADMIN,
  headersOf,
  inResource,
  memoryApi,
  renderRoutes,
  type Row,
  setViewportWidth,
  STORE_USER,
  type Who,
} from './generic-harness';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LISTS = [
  ['pendingBuys', 'Lista de Compras a Serem Aprovadas', 'pendingBuys', undefined],
  ['sortingOutBuys', 'Lista de Compras em Separação', 'sortingOutBuys', undefined],
  ['inTransitBuys', 'Lista de Compras Enviadas', 'inTransitBuys', undefined],
  ['finished', 'Lista de Compras Entregues', 'buysByStatus', { status: 4 }],
  ['not-finished-buys', 'Lista de Compras Não Finalizadas', 'buysByStatus', { status: 0 }],
  ['get-buys-canceled', 'Lista de Compras Canceladas', 'canceledBuys', undefined],
] as const;

const order = (id: number, status: number, extra: Row = {}): Row => ({
  id,
  company_id: 1,
  company_name: 'Moda Viva',
  created_at: '2025-03-05T17:30:00Z',
  status,
  send_type: 'PAC',
  payment_type: 4,
  delivery_price: '25.00',
  products_value: '1209.50',
  discount_value: null,
  total: '1234.50',
  people_name: `Cliente ${id}`,
  delivery_code: null,
  printed_at: null,
  paid: false,
  ...extra,
});

const ZERO = { pending: 0, sortingOut: 0, inTransit: 0, finished: 0, notFinished: 0, canceled: 0 };

function renderList(
  resource: string,
  rows: Row[],
  { who = STORE_USER, answers = {} }: { who?: Who; answers?: object } = {},
) {
  const api = memoryApi({ [resource]: rows }, answers);
  renderRoutes(
    `/${resource}`,
    { [`/${resource}`]: inResource(resource, <SchemaList />) },
    { provider: api.provider, who },
  );
  return api;
}

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
const rowOf = (cell: string) => screen.getByText(cell).closest('tr') as HTMLElement;

describe('the six order lists', () => {
  it.each(LISTS)('%s: its title and its call (with its statuses)', async (resource, title, call, params) => {
    const api = renderList(resource, [order(12, 1)]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await screen.findByText('Cliente 12');
    const list = api.of('getList', resource).at(-1)!;
    expect(list.params.meta).toEqual({ call, params });
    // Paging and sorting on the server: the newest orders first, 25 a page.
    expect(list.params.pagination).toEqual({ page: 1, perPage: 25 });
    expect(list.params.sort).toEqual({ field: 'id', order: 'DESC' });
  });

  it('shows the spec columns to a store user, with dates and R$ in pt-BR', async () => {
    // Order 13 had a R$ 120,95 coupon: the Total is what its buyer paid.
    renderList('pendingBuys', [order(12, 1), order(13, 1, { discount_value: '120.95', total: '1113.55' })]);
    const row = await waitFor(() => rowOf('Cliente 12'));
    expect(headersOf()).toEqual([
      'ID',
      'Data',
      'Tipo Envio',
      'Tipo Pgto',
      'Frete',
      'Valor da Compra',
      'Desconto',
      'Total',
      'Comprador',
      'Status',
      'Ações',
    ]);
    // The row's cells after its selection checkbox (the bulk actions').
    const cells = [...row.querySelectorAll('td:not(.column-bulk_select)')].map(text);
    expect(cells.slice(0, 10)).toEqual([
      '12',
      '05/03/2025 14:30',
      'PAC',
      'Pix',
      'R$ 25,00',
      'R$ 1.209,50',
      '',
      'R$ 1.234,50',
      'Cliente 12',
      'Pagamento em análise',
    ]);
    const discounted = [...rowOf('Cliente 13').querySelectorAll('td:not(.column-bulk_select)')].map(text);
    expect(discounted.slice(4, 8)).toEqual(['R$ 25,00', 'R$ 1.209,50', 'R$ 120,95', 'R$ 1.113,55']);
    // No store column nor store filter for a store user; the search box is there.
    expect(screen.queryByRole('combobox', { name: 'Loja' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: /Buscar/ })).toBeTruthy();
  });

  it('gives an admin the Cliente column and the store filter', async () => {
    renderList('finished', [order(12, 4)], { who: ADMIN });
    await waitFor(() => rowOf('Cliente 12'));
    expect(headersOf()).toContain('Cliente');
    expect(within(rowOf('Cliente 12')).getByText('Moda Viva')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Loja' })).toBeTruthy();
  });

  it('sends the search to the server', async () => {
    const api = renderList('inTransitBuys', [order(12, 3)]);
    await screen.findByText('Cliente 12');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: /Buscar/ }), 'ana');
    await waitFor(() =>
      expect(api.of('getList', 'inTransitBuys').at(-1)!.params.filter).toEqual({ q: 'ana' }),
    );
    expect(api.of('getList', 'inTransitBuys').at(-1)!.params.meta).toEqual({
      call: 'inTransitBuys',
      params: undefined,
    });
  });

  it('colours each status chip as spec section 4 says; an unknown status is Desconhecido', async () => {
    const expected: Array<[number, string, string]> = [
      [0, 'Pendente', 'grey'],
      [1, 'Pagamento em análise', 'orange'],
      [2, 'Separação para Entrega', 'yellow'],
      [3, 'Em trânsito', 'blue'],
      [4, 'Entregue', 'green'],
      [5, 'Expirado', 'red'],
      [6, 'Cancelado', 'dark-red'],
      [7, 'Pagamento Recusado', 'dark-red'],
      [9, 'Desconhecido', 'default'],
    ];
    renderList(
      'pendingBuys',
      expected.map(([status], i) => order(100 + i, status)),
    );
    await screen.findByText('Cliente 100');
    expected.forEach(([, label, color], i) => {
      const chip = within(rowOf(`Cliente ${100 + i}`))
        .getByText(label)
        .closest('.MuiChip-root')!;
      expect(chip.getAttribute('data-color')).toBe(color);
    });
    // Readable: dark text on the light hues, white on the dark ones.
    const yellow = within(rowOf('Cliente 102')).getByText('Separação para Entrega').closest('.MuiChip-root')!;
    expect(getComputedStyle(yellow).color).toBe('rgb(26, 26, 26)');
    expect(getComputedStyle(yellow).backgroundColor).toBe('rgb(253, 216, 53)');
    const darkRed = within(rowOf('Cliente 106')).getByText('Cancelado').closest('.MuiChip-root')!;
    expect(getComputedStyle(darkRed).color).toBe('rgb(255, 255, 255)');
  });

  it("says 'Nenhum Item encontrado' when a list is empty", async () => {
    renderList('get-buys-canceled', []);
    expect(await screen.findByText('Nenhum Item encontrado')).toBeTruthy();
  });

  it('opens an order in a new tab: the Ações link and a row click', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderList('sortingOutBuys', [order(12, 2)]);
    await screen.findByText('Cliente 12');
    const link = screen.getByRole('link', { name: 'Abrir pedido 12 em nova aba' });
    expect(link.getAttribute('href')).toBe('/detailOrder/12');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // The link is the keyboard's way in: it takes the focus.
    link.focus();
    expect(document.activeElement).toBe(link);

    await userEvent.setup().click(screen.getByText('Cliente 12'));
    expect(open).toHaveBeenCalledWith('/detailOrder/12', '_blank', 'noopener');
    // The list stays where it is.
    expect(screen.getByTestId('where').textContent).toBe('/sortingOutBuys');
  });

  it('shows cards on a phone: number, buyer, date, total and status', async () => {
    setViewportWidth(390);
    renderList('pendingBuys', [order(12, 7)]);
    const card = await screen.findByTestId('record-card');
    expect(within(card).getByRole('heading', { name: 'Cliente 12' })).toBeTruthy();
    const shown = text(card);
    expect(shown).toContain('#12');
    expect(shown).toContain('Data:05/03/2025 14:30');
    expect(shown).toContain('Total:R$ 1.234,50');
    expect(within(card).getByText('Pagamento Recusado').closest('.MuiChip-root')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Abrir pedido 12 em nova aba' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('new orders while a list is open', () => {
  it('polls the counts and offers Atualizar when the newest order id grows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let latest = 40;
    let pending = 3;
    const counts = vi.fn(() => ({ ...ZERO, pending, latest_id: latest }));
    const api = renderList('pendingBuys', [order(40, 1)], { answers: { orderCounts: counts } });
    await screen.findByText('Cliente 40');
    await waitFor(() => expect(counts).toHaveBeenCalled());
    expect(screen.queryByText('Novo pedido recebido')).toBeNull();

    // One order arrives; the next poll (30 s later) finds it.
    latest = 41;
    pending = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    const notice = await screen.findByText('Novo pedido recebido');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    const before = api.of('getList', 'pendingBuys').length;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Atualizar a lista de pedidos' }));
    await waitFor(() => expect(api.of('getList', 'pendingBuys').length).toBeGreaterThan(before));
    expect(screen.queryByText('Novo pedido recebido')).toBeNull();

    // Two more: the notice counts them.
    latest = 43;
    pending = 6;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(await screen.findByText('2 novos pedidos')).toBeTruthy();
  });

  it('says nothing while no order arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = vi.fn(() => ({ ...ZERO, finished: 5, latest_id: 40 }));
    renderList('finished', [order(40, 4)], { answers: { orderCounts: counts } });
    await screen.findByText('Cliente 40');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    });
    await waitFor(() => expect(counts.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(screen.queryByRole('button', { name: 'Atualizar a lista de pedidos' })).toBeNull();
  });
});

describe('menu counts', () => {
  it('shows how many orders each list holds, in the links’ accessible names too', async () => {
    const api = memoryApi(
      {},
      {
        orderCounts: () => ({
          pending: 12,
          sortingOut: 1,
          inTransit: 0,
          finished: 1500,
          notFinished: 2,
          canceled: 3,
          latest_id: 90,
        }),
      },
    );
    renderRoutes('/pendingBuys', { '/pendingBuys': <Menu /> }, { provider: api.provider, who: STORE_USER });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const pending = await within(nav).findByRole('link', { name: 'A Aprovar 12 pedidos' });
    expect(pending.getAttribute('href')).toBe('/pendingBuys');
    expect(within(pending).getByTestId('menu-count').textContent?.trim()).toBe('12 pedidos');
    expect(within(nav).getByRole('link', { name: 'Em Separação 1 pedido' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Enviados 0 pedidos' })).toBeTruthy();
    const finished = within(nav).getByRole('link', { name: 'Entregues 999+ pedidos' });
    expect(within(finished).getByTestId('menu-count').textContent?.trim()).toBe('999+ pedidos');
    // One request for the six items.
    expect(api.of('orderCounts')).toHaveLength(1);
  });

  it('leaves the items without a number when the counts fail', async () => {
    // react-admin logs a failing call; the menu itself says nothing.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = memoryApi(
      {},
      {
        orderCounts: () => {
          throw new Error('falhou');
        },
      },
    );
    renderRoutes('/pendingBuys', { '/pendingBuys': <Menu /> }, { provider: api.provider, who: STORE_USER });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    await waitFor(() => expect(api.of('orderCounts').length).toBeGreaterThan(0));
    expect(within(nav).getByRole('link', { name: 'A Aprovar' })).toBeTruthy();
    expect(within(nav).queryByTestId('menu-count')).toBeNull();
  });
});
