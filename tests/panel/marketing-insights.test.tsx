// @vitest-environment jsdom
// 'Desempenho' (/campaign-analytics) and 'Segmentar Clientes' (/segments) on answers of their calls:
// the last 12 months asked by default, the figures and the coupon table in pt-BR, money hidden
// without full_permission, a reversed period asks nothing; the segment cards with counts, the first
// segment with buyers listed with their WhatsApp links, another segment asked when chosen, and an
// admin asked to pick the store first.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponPerformance, Page, SegmentBuyer, Segments } from '../../src/shared/calls';
import { today } from '../../src/shared/time';
import { CouponPerformancePage } from '../../src/admin/areas/marketing/analytics/CouponPerformancePage';
import { defaultPeriod } from '../../src/admin/areas/marketing/analytics/model';
import { SegmentsPage } from '../../src/admin/areas/marketing/segments/SegmentsPage';
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
  vi.restoreAllMocks();
});

const PERFORMANCE: CouponPerformance = {
  full_permission: true,
  statuses: [2, 3, 4],
  period: { init: '2025-12-01T00:00:00.000-03:00', finish: '2026-11-26T23:59:59.999-03:00' },
  totals: {
    orders: 4,
    revenue: '1367.50',
    discount: '38.00',
    ticket: '341.88',
    all_orders: 10,
    all_revenue: '2735.00',
  },
  months: [
    {
      month: '2026-10',
      orders: 1,
      revenue: '145.00',
      discount: '15.00',
      all_orders: 2,
      all_revenue: '200.00',
    },
    {
      month: '2026-11',
      orders: 3,
      revenue: '1222.50',
      discount: '23.00',
      all_orders: 8,
      all_revenue: '2535.00',
    },
  ],
  coupons: [
    {
      coupon: 'FRETE',
      company_id: 1,
      fantasy_name: 'Moda Viva',
      coupon_id: 9,
      active: true,
      orders: 3,
      revenue: '1222.50',
      discount: '23.00',
      ticket: '407.50',
    },
    {
      coupon: 'VELHO',
      company_id: 1,
      fantasy_name: 'Moda Viva',
      coupon_id: null,
      active: null,
      orders: 1,
      revenue: '145.00',
      discount: '15.00',
      ticket: '145.00',
    },
  ],
};

const HIDDEN: CouponPerformance = {
  ...PERFORMANCE,
  full_permission: false,
  totals: { ...PERFORMANCE.totals, revenue: null, discount: null, ticket: null, all_revenue: null },
  coupons: PERFORMANCE.coupons.map((c) => ({ ...c, revenue: null, discount: null, ticket: null })),
};

function renderPerformance(who: Who, answer: CouponPerformance = PERFORMANCE) {
  const api = memoryApi({ company: [{ id: 7, fantasy_name: 'Moda Viva' }] });
  const asked: Row[] = [];
  const couponPerformance = vi.fn(async (body: Row) => {
    asked.push(body);
    return answer;
  });
  const provider = { ...api.provider, couponPerformance } as typeof api.provider;
  renderRoutes(
    '/campaign-analytics',
    { '/campaign-analytics': <CouponPerformancePage /> },
    { provider, who },
  );
  return { asked };
}

describe('Desempenho', () => {
  it('asks the last 12 months and shows the figures and a row per coupon', async () => {
    const { asked } = renderPerformance(STORE_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Desempenho' })).toBeTruthy();
    await waitFor(() => expect(asked).toEqual([{ init_date: defaultPeriod().init, finish_date: today() }]));
    expect(defaultPeriod().init.endsWith('-01')).toBe(true);
    expect(screen.getByText(/Separação para Entrega, Em trânsito e Entregue/)).toBeTruthy();
    const figure = async (label: string) =>
      (await screen.findByRole('heading', { level: 2, name: label })).parentElement!.textContent;
    expect(await figure('Receita com cupom')).toBe('Receita com cupomR$ 1.367,50');
    expect(await figure('Pedidos com cupom')).toBe('Pedidos com cupom4de 10 vendas no período');
    expect(await figure('Participação nas vendas')).toBe('Participação nas vendas50%da receita');
    const table = await screen.findByRole('table', { name: 'Desempenho por cupom' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'FRETE3R$ 1.222,50R$ 23,00R$ 407,50',
      'VELHO1R$ 145,00R$ 15,00R$ 145,00',
    ]);
    // A coupon that still exists opens its form.
    expect(within(rows[0]).getByRole('link', { name: 'FRETE' }).getAttribute('href')).toBe('/form-coupon/9');
    expect(within(rows[1]).queryByRole('link')).toBeNull();
  });

  it('hides money without full_permission', async () => {
    renderPerformance({ ...STORE_USER, full_permission: false }, HIDDEN);
    expect(
      await screen.findByText('Valores em dinheiro só para usuários com todas as permissões.'),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Desempenho por cupom' });
    expect(within(table).getAllByRole('row')[1].textContent).toBe('FRETE3———');
  });

  it('asks nothing for a period that ends before it starts', async () => {
    const { asked } = renderPerformance(STORE_USER);
    await waitFor(() => expect(asked).toHaveLength(1));
    const user = userEvent.setup();
    const finish = screen.getByLabelText(/^Data final/);
    await user.clear(finish);
    await user.type(finish, '2020-01-01');
    expect(await screen.findByText('A data final deve ser depois da data inicial.')).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('shows the store column to an admin reading every store', async () => {
    const { asked } = renderPerformance(ADMIN);
    const table = await screen.findByRole('table', { name: 'Desempenho por cupom' });
    expect(within(table).getByRole('columnheader', { name: 'Loja' })).toBeTruthy();
    expect(asked[0]).not.toHaveProperty('company_id');
  });
});

const SEGMENTS: Segments = {
  full_permission: true,
  today: '2026-11-26',
  buyers: 3,
  segments: [
    { segment: 'champions', count: 0, total: '0.00' },
    { segment: 'loyal', count: 2, total: '900.00' },
    { segment: 'promising', count: 0, total: '0.00' },
    { segment: 'new', count: 1, total: '100.00' },
    { segment: 'need_attention', count: 0, total: '0.00' },
    { segment: 'at_risk', count: 0, total: '0.00' },
    { segment: 'hibernating', count: 0, total: '0.00' },
  ],
};

const buyer = (name: string, phone: string | null): SegmentBuyer => ({
  consumer_id: null,
  name,
  phone_number: phone,
  email: `${name.split(' ')[0].toLowerCase()}@teste.dev`,
  last_order_at: '2026-11-20T15:00:00.000Z',
  days_since: 6,
  orders: 3,
  total: '450.00',
  r: 4,
  f: 3,
  m: 4,
});

function renderSegments(who: Who) {
  const api = memoryApi({ company: [{ id: 7, fantasy_name: 'Moda Viva' }] });
  const asked: Row[] = [];
  const marketingSegments = vi.fn(async (body: Row) => {
    asked.push({ call: 'segments', ...body });
    return SEGMENTS;
  });
  const marketingSegmentBuyers = vi.fn(async (body: Row): Promise<Page<SegmentBuyer>> => {
    asked.push({ call: 'buyers', ...body });
    const data =
      body.segment === 'loyal' ? [buyer('Ana Souza', '11987654321'), buyer('Bruno Lima', null)] : [];
    return { data, total: data.length, last_page: 1 };
  });
  const provider = { ...api.provider, marketingSegments, marketingSegmentBuyers } as typeof api.provider;
  renderRoutes('/segments', { '/segments': <SegmentsPage /> }, { provider, who });
  return { asked };
}

describe('Segmentar Clientes', () => {
  it('shows the cards and lists the first segment with buyers, with WhatsApp links', async () => {
    const { asked } = renderSegments(STORE_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Segmentar Clientes' })).toBeTruthy();
    expect(screen.getByTestId('rfm-caption').textContent).toMatch(/quintis/);
    const loyal = await screen.findByTestId('segment-loyal');
    expect(loyal.textContent).toContain('Fiéis');
    expect(loyal.textContent).toContain('Voltam a comprar com regularidade e gastam bem.');
    expect(loyal.textContent).toContain('67% dos compradores');
    expect(loyal.getAttribute('aria-pressed')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Compradores: Fiéis' });
    const rows = await within(table).findAllByTestId('buyer-row');
    expect(rows[0].textContent).toContain(
      'Ana Souza(11) 98765-4321ana@teste.dev20/11/2026há 6 dias3R$ 450,00',
    );
    const link = within(rows[0]).getByRole('link', { name: 'WhatsApp de Ana Souza' });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá, Ana!')}`,
    );
    // No phone, no link.
    expect(within(rows[1]).queryByRole('link')).toBeNull();
    expect(asked).toEqual([
      { call: 'segments' },
      { call: 'buyers', segment: 'loyal', page: 1, itens_per_page: 25 },
    ]);

    await userEvent.setup().click(screen.getByTestId('segment-new'));
    expect(await screen.findByRole('table', { name: 'Compradores: Novos' })).toBeTruthy();
    expect(await screen.findByText('Nenhum comprador neste segmento')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ call: 'buyers', segment: 'new', page: 1, itens_per_page: 25 });
  });

  it('asks an admin to pick the store first', async () => {
    const { asked } = renderSegments(ADMIN);
    expect(await screen.findByText(/Selecione a loja para ver os segmentos/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Loja/ })).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
