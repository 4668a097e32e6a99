// @vitest-environment jsdom
// '/' ('Dashboard de Vendas', spec sections 2 and 4): the four period selectors start on the current
// month and the figures load once all four are set (none while one is blank or the end comes before
// the start); the cards, the top-10 share and the detail rows' links in pt-BR; the empty state of a
// store with no orders; the admin's store choice (the whole platform by default); the charts' text
// alternatives (e2e/dashboard.spec.ts sees them drawn).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardHome } from '../../src/shared/calls';
import { today } from '../../src/shared/time';
import { DashboardPage } from '../../src/admin/areas/dashboard/DashboardPage';
import {
  ADMIN,
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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const [YEAR, MONTH] = today().split('-').map(Number);
const zero = { count: 0, value: '0.00' };

const FULL: DashboardHome = {
  period: { start: '2025-03-01', end: '2025-03-31' },
  sells: { count: 3, value: '180.05' },
  todaySells: { count: 1, value: '7.00' },
  pendingSells: { count: 1, value: '30.00' },
  unfinished: { count: 2, value: '1234.50' },
  total_products: 12,
  users: 45,
  mostSales: [
    { product_id: 2, name: 'Calça Jeans', quantity: 2, total: '90.00', percent: '52.91' },
    { product_id: 1, name: 'Camiseta Lisa', quantity: 3, total: '80.10', percent: '47.09' },
  ],
  categorys: [{ category_id: 1, name: 'Calças', quantity: 2, total: '90.00' }],
  salesPerDay: [{ date: '2025-03-01', count: 1, value: '105.05' }],
  byStatus: [
    { status: 1, count: 1, value: '30.00' },
    { status: 2, count: 3, value: '180.05' },
  ],
  pendingList: [
    {
      id: 12,
      customer: 'Ana Souza',
      status: 1,
      date: '2025-03-10T13:00:00Z',
      total: '30.00',
      company_name: 'Moda Viva',
    },
  ],
  unfinishedList: [],
};

const EMPTY: DashboardHome = {
  ...FULL,
  sells: zero,
  todaySells: zero,
  pendingSells: zero,
  unfinished: zero,
  mostSales: [],
  categorys: [],
  salesPerDay: [],
  byStatus: [],
  pendingList: [],
};

function renderDashboard(who: Who, answer: DashboardHome = FULL) {
  const api = memoryApi({ company: [{ id: 7, fantasy_name: 'Moda Viva' }] });
  const asked: Row[] = [];
  const dashboardHome = vi.fn(async (body: Row) => {
    asked.push(body);
    return answer;
  });
  const provider = { ...api.provider, dashboardHome } as typeof api.provider;
  renderRoutes('/', { '/': <DashboardPage /> }, { provider, who });
  return { asked };
}

const select = (name: string) => screen.getByRole('combobox', { name });

async function choose(name: string, option: string) {
  const user = userEvent.setup();
  await user.click(select(name));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('Dashboard de Vendas', () => {
  it('loads the current month and shows the cards, the top 10 and the detail rows', async () => {
    const { asked } = renderDashboard(STORE_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard de Vendas' })).toBeTruthy();
    await waitFor(() =>
      expect(asked).toEqual([{ startMonth: MONTH, startYear: YEAR, endMonth: MONTH, endYear: YEAR }]),
    );
    expect(select('Ano inicial').textContent).toBe(String(YEAR));
    const cards = await screen.findAllByTestId('dashboard-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      'VendasR$ 180,053 pedidos',
      'Vendas hojeR$ 7,001 pedido',
      'Pendentes1R$ 30,00',
      'Não finalizados2R$ 1.234,50',
      'Produtos12ativos',
      'Clientes45cadastrados',
    ]);
    // The tables render a moment after the cards, one after another (DashboardPage's details).
    const top = await screen.findByRole('table', { name: '10 produtos mais vendidos' });
    expect(within(top).getAllByRole('row')[1].textContent).toBe('1Calça Jeans2R$ 90,0052,91%');
    const link = await screen.findByRole('link', { name: 'Abrir pedido 12 em nova aba' });
    expect(link.getAttribute('href')).toBe('/detailOrder/12');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(await screen.findByText('Nenhum pedido não finalizado')).toBeTruthy();
    // The charts' text alternatives.
    expect(
      await screen.findByRole('img', {
        name: 'Pedidos por status: Pagamento em análise 1; Separação para Entrega 3',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Vendas por categoria: Calças R$ 90,00' })).toBeTruthy();
    // Each chart draws when its own code is in (a lazy piece): on a busy machine this one may come last.
    expect(
      await screen.findByRole('img', { name: /^Vendas por dia: 1 dia com vendas de 1; maior dia 01\/03/ }),
    ).toBeTruthy();
    // A store user has no store to choose, and no Loja column.
    expect(screen.queryByRole('combobox', { name: /Loja/ })).toBeNull();
    expect(screen.queryByText('Moda Viva')).toBeNull();
  });

  it('waits for all four selectors and a period in order', async () => {
    const { asked } = renderDashboard(STORE_USER);
    await waitFor(() => expect(asked).toHaveLength(1));
    await choose('Mês final', 'Selecione');
    expect(await screen.findByText('Selecione o período completo para ver os números.')).toBeTruthy();
    expect(screen.queryAllByTestId('dashboard-card')).toHaveLength(0);
    // End before start: said under the end month, no call.
    await choose('Ano inicial', String(YEAR));
    await choose('Ano final', String(YEAR - 1));
    await choose('Mês final', 'Dezembro');
    expect(await screen.findByText('O período final deve ser igual ou posterior ao inicial')).toBeTruthy();
    expect(asked).toHaveLength(1);
    await choose('Ano inicial', String(YEAR - 2));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        startMonth: MONTH,
        startYear: YEAR - 2,
        endMonth: 12,
        endYear: YEAR - 1,
      }),
    );
    expect(screen.queryByText('O período final deve ser igual ou posterior ao inicial')).toBeNull();
  });

  it('offers the last ten years', async () => {
    renderDashboard(STORE_USER);
    const user = userEvent.setup();
    await user.click(select('Ano final'));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Selecione', ...Array.from({ length: 10 }, (_, i) => String(YEAR - i))]);
  });

  it('tells a store with no orders in the period', async () => {
    renderDashboard(STORE_USER, EMPTY);
    expect(await screen.findByText('Nenhum pedido neste período')).toBeTruthy();
    const cards = screen.getAllByTestId('dashboard-card');
    expect(cards[0].textContent).toBe('VendasR$ 0,000 pedidos');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lets an admin see the whole platform or pick a store', async () => {
    const { asked } = renderDashboard(ADMIN);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).not.toHaveProperty('company_id');
    // The store column of the detail rows.
    expect(await screen.findByText('Moda Viva')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Loja (todas)' }));
    await user.click(await screen.findByRole('option', { name: 'Moda Viva' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ company_id: 7 }));
  });
});
