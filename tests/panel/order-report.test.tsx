// @vitest-environment jsdom
// The order report (/reports/orders, spec sections 2, 3, 4, 6 and 9): the default period on São
// Paulo's clock, the filters a store user and an admin get and the request they make, the full-screen
// report's figures the pt-BR way, money hidden entirely without full_permission, the orders' server
// pages of 100 and the other tables' pages of 50, export.csv with every order row (pages of 1000),
// and a refused request (422) told beside the filters.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './panel-admin';
import OrderReportPage from '../../src/admin/areas/reports/orders/OrderReportPage';
import type { OrderReport, OrderReportGroup, OrderReportQuery, OrderReportRow } from '../../src/shared/calls';
import { today } from '../../src/shared/time';
import {
  ADMIN,
  headersOf,
  memoryApi,
  renderRoutes,
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

const TODAY = today();
const FIRST = `${TODAY.slice(0, 8)}01`;
const JOAO: Who = { admin: false, full_permission: false, company_id: 2 };

function row(id: number): OrderReportRow {
  return {
    id,
    fantasy_name: 'Moda Viva',
    customer: `Cliente ${id}`,
    birthday: '1990-04-15',
    status: 4,
    created_at: '2026-11-03T13:05:00Z',
    send_type: 'PAC',
    city: 'Campinas',
    state: 'SP',
    amount: '1234.50',
    discount_value: '10.00',
    coupon_discount: '5.00',
    payment_source: 'pagarme',
    type: 'credit_card',
    installments: 3,
    payment_try: 2,
    delivery_price: '24.50',
    products_value: '1220.00',
  };
}

const group = (name: string, count: number, amount: string | null = '99.90'): OrderReportGroup => ({
  name,
  count,
  items: count * 2,
  amount,
});

/** A report of `total` orders, answering the page asked; money null without full_permission. */
function reportFor(query: OrderReportQuery, total: number, full = true, states = 2): OrderReport {
  const m = (v: string) => (full ? v : null);
  const per = query.itens_per_page ?? 100;
  const page = query.page ?? 1;
  const ids = Array.from(
    { length: Math.max(0, Math.min(per, total - (page - 1) * per)) },
    (_, i) => 1000 + (page - 1) * per + i,
  );
  const report: OrderReport = {
    full_permission: full,
    period: { init: `${FIRST}T00:00:00-03:00`, finish: `${TODAY}T23:59:59-03:00` },
    finished: {
      count: 3,
      items: 7,
      amount: m('1234.50'),
      productsValue: m('1180.00'),
      deliveryValue: m('54.50'),
      ticket: m('411.50'),
    },
    unfinished: {
      count: 2,
      items: 3,
      amount: m('80.00'),
      productsValue: m('70.00'),
      deliveryValue: m('10.00'),
      ticket: m('40.00'),
    },
    by_status: [
      { status: 4, count: 3, amount: m('1234.50') },
      { status: 6, count: 2, amount: m('80.00') },
    ],
    by_state: Array.from({ length: states }, (_, i) =>
      group(i === 0 ? 'SP' : `E${String(i).padStart(2, '0')}`, states - i, m('99.90')),
    ),
    orders: {
      data: ids.map((id) => (full ? row(id) : { ...row(id), ...NO_MONEY })),
      total,
      last_page: Math.max(1, Math.ceil(total / per)),
    },
  };
  if (query.show_product_detail) {
    report.product_groups = [group('Coleção Verão', 4, m('500.00'))];
    report.categories = [group('Vestidos', 5, m('600.00'))];
  }
  if (query.show_people_detail) {
    report.new_buyers_list = [
      {
        consumer_id: 1,
        name: 'Ana Souza',
        email: 'ana@ex.com',
        orders: 2,
        amount: m('300.00'),
        first_order_at: `${FIRST}T15:00:00Z`,
      },
    ];
    report.old_buyers_list = [];
  }
  return report;
}

const NO_MONEY = {
  amount: null,
  discount_value: null,
  coupon_discount: null,
  delivery_price: null,
  products_value: null,
};

function renderPage(
  who: Who,
  { total = 3, full = true, states = 2 }: { total?: number; full?: boolean; states?: number } = {},
  orderReport?: (body: OrderReportQuery) => Promise<OrderReport>,
) {
  const api = memoryApi({
    company: [
      { id: 7, fantasy_name: 'Moda Viva' },
      { id: 8, fantasy_name: 'Casa Verde' },
    ],
  });
  const asked: OrderReportQuery[] = [];
  const call = vi.fn(async (body: OrderReportQuery) => {
    asked.push(body);
    return orderReport ? orderReport(body) : reportFor(body, total, full, states);
  });
  const provider = { ...api.provider, orderReport: call } as typeof api.provider;
  renderRoutes('/reports/orders', { '/reports/orders': <OrderReportPage /> }, { provider, who });
  return { asked };
}

const generate = async () =>
  userEvent.setup().click(await screen.findByRole('button', { name: 'Gerar relatório' }));
const dialog = () => screen.findByRole('dialog', { name: 'Relatório de Pedidos' });
const dateInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

/** The rows of a table (by its title) as text, header first. */
function rowsOf(title: string, root: HTMLElement) {
  // The table is named by its heading (aria-labelledby); found by text, cheaper than a role query.
  const heading = within(root).getByText(title, { selector: 'h3' });
  const table = root.querySelector(`table[aria-labelledby="${heading.id}"]`)!;
  // querySelectorAll, not *ByRole: role queries over 100 rows of 17 cells are slow in jsdom.
  return [...table.querySelectorAll('tr')].map((r) =>
    [...r.querySelectorAll('th,td')].map((c) => c.textContent),
  );
}

describe('Relatório de Pedidos: filtros', () => {
  it('starts on the first day of the month at 00:00 and ends today at 23:59, and asks for that', async () => {
    const { asked } = renderPage(STORE_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatório de Pedidos' })).toBeTruthy();
    expect(dateInput('Data e hora inicial').value).toBe(`${FIRST}T00:00`);
    expect(dateInput('Data e hora final').value).toBe(`${TODAY}T23:59`);
    expect(screen.getByRole('combobox', { name: /^Status/ }).textContent).toBe('Todos');
    // A store user reports on their own store: no store to pick.
    expect(screen.queryByRole('combobox', { name: /Loja/ })).toBeNull();
    expect(asked).toHaveLength(0);
    await generate();
    await dialog();
    await waitFor(() =>
      expect(asked).toEqual([
        { init_date: `${FIRST} 00:00`, finish_date: `${TODAY} 23:59`, page: 1, itens_per_page: 100 },
      ]),
    );
  });

  it('sends the statuses, the period typed and the detail switches', async () => {
    const { asked } = renderPage(STORE_USER);
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText(/^Data e hora inicial/), {
      target: { value: '2026-10-05T08:30' },
    });
    fireEvent.change(dateInput('Data e hora final'), { target: { value: '2026-10-20T18:00' } });
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Pendente',
      'Pagamento em análise',
      'Separação para Entrega',
      'Em trânsito',
      'Entregue',
      'Expirado',
      'Cancelado',
      'Pagamento Recusado',
    ]);
    await user.click(within(list).getByRole('option', { name: 'Entregue' }));
    await user.click(within(list).getByRole('option', { name: 'Separação para Entrega' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: /^Status/ }).textContent).toBe(
      'Entregue, Separação para Entrega',
    );
    await user.click(screen.getByRole('switch', { name: 'Detalhar produtos' }));
    await user.click(screen.getByRole('switch', { name: 'Detalhar compradores' }));
    await generate();
    await waitFor(() =>
      expect(asked).toEqual([
        {
          init_date: '2026-10-05 08:30',
          finish_date: '2026-10-20 18:00',
          status: [2, 4],
          show_product_detail: true,
          show_people_detail: true,
          page: 1,
          itens_per_page: 100,
        },
      ]),
    );
    expect(within(await dialog()).getByTestId('report-period').textContent).toBe(
      '05/10/2026 08:30 a 20/10/2026 18:00',
    );
  });

  it('lets an admin report on the whole platform or on one store', async () => {
    const { asked } = renderPage(ADMIN);
    const user = userEvent.setup();
    const store = await screen.findByRole('combobox', { name: 'Loja (todas)' });
    await generate();
    let report = await dialog();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).not.toHaveProperty('company_id');
    expect(within(report).getByTestId('report-period').textContent).toContain('Todas as lojas');
    // The orders table names each order's store for an admin.
    await within(report).findByRole('table', { name: 'Pedidos do período' });
    expect(headersOf(within(report).getByTestId('report-orders'))).toContain('Loja');
    await user.click(within(report).getByRole('button', { name: 'Fechar relatório' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(store);
    await user.click(await screen.findByRole('option', { name: 'Moda Viva' }));
    await generate();
    report = await dialog();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatchObject({ company_id: 7, page: 1 });
    expect(within(report).getByTestId('report-period').textContent).toContain('Moda Viva');
  });

  it('checks the period before asking', async () => {
    const { asked } = renderPage(STORE_USER);
    fireEvent.change(await screen.findByLabelText(/^Data e hora inicial/), {
      target: { value: `${TODAY}T10:00` },
    });
    fireEvent.change(dateInput('Data e hora final'), { target: { value: `${TODAY}T09:59` } });
    await generate();
    expect(await screen.findByText('A data final deve ser igual ou posterior à inicial.')).toBeTruthy();
    fireEvent.change(dateInput('Data e hora inicial'), { target: { value: '' } });
    await generate();
    expect(await screen.findByText('Informe a data e hora inicial.')).toBeTruthy();
    expect(asked).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a refused request (422) beside the filters, in the server’s words, and opens no report', async () => {
    const api = memoryApi();
    // The real data provider over a server answering 422, as /report/order does for a bad period.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message: 'O período pode ter no máximo 366 dias.',
              errors: { finish_date: ['O período pode ter no máximo 366 dias.'] },
            }),
            { status: 422, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const provider = { ...api.provider, orderReport: dataProvider.orderReport } as typeof api.provider;
    renderRoutes(
      '/reports/orders',
      { '/reports/orders': <OrderReportPage /> },
      { provider, who: STORE_USER },
    );
    await generate();
    const alert = await screen.findByTestId('report-error');
    expect(alert.textContent).toBe('O período pode ter no máximo 366 dias.');
    // Under its field too.
    const end = dateInput('Data e hora final');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toBe(
      'O período pode ter no máximo 366 dias.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failure other than 422 is told the same way', async () => {
    renderPage(STORE_USER, {}, async () => {
      throw new HttpError('Algo deu errado tente novamente!!! Erro 500', 500, {});
    });
    await generate();
    expect((await screen.findByTestId('report-error')).textContent).toBe(
      'Algo deu errado tente novamente!!! Erro 500',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Relatório de Pedidos: o relatório', () => {
  it('shows the totals, the distributions, the buyers and the orders the pt-BR way', async () => {
    renderPage(STORE_USER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Detalhar produtos' }));
    await user.click(screen.getByRole('switch', { name: 'Detalhar compradores' }));
    await generate();
    const report = await dialog();
    const finished = await within(report).findByTestId('report-totals-Finalizados');
    expect(finished.textContent).toBe(
      'FinalizadosSeparação para Entrega, Em trânsito, Entregue' +
        'Pedidos3Itens7Valor totalR$ 1.234,50Valor dos produtosR$ 1.180,00FreteR$ 54,50Ticket médioR$ 411,50',
    );
    expect(within(report).getByTestId('report-totals-Não finalizados').textContent).toBe(
      'Não finalizadosPendente, Pagamento em análise, Expirado, Cancelado, Pagamento Recusado' +
        'Pedidos2Itens3Valor totalR$ 80,00Valor dos produtosR$ 70,00FreteR$ 10,00Ticket médioR$ 40,00',
    );
    expect(rowsOf('Pedidos por status', report)).toEqual([
      ['Status', 'Pedidos', 'Valor'],
      ['Entregue', '3', 'R$ 1.234,50'],
      ['Cancelado', '2', 'R$ 80,00'],
    ]);
    expect(rowsOf('Pedidos por estado', report)).toEqual([
      ['Estado', 'Pedidos', 'Itens', 'Valor'],
      ['SP', '2', '4', 'R$ 99,90'],
      ['E01', '1', '2', 'R$ 99,90'],
    ]);
    expect(rowsOf('Grupos de produto', report)[1]).toEqual(['Coleção Verão', '4', '8', 'R$ 500,00']);
    expect(rowsOf('Categorias', report)[1]).toEqual(['Vestidos', '5', '10', 'R$ 600,00']);
    expect(within(report).getByTestId('report-buyers-summary').textContent).toBe(
      '1 comprador novo · 0 compradores recorrentes',
    );
    expect(rowsOf('Compradores novos', report)[1]).toEqual([
      'Ana Souza',
      'ana@ex.com',
      '2',
      'R$ 300,00',
      `${FIRST.split('-').reverse().join('/')} 12:00`,
    ]);
    expect(within(report).getByText('Nenhum comprador recorrente no período')).toBeTruthy();
    const orders = rowsOf('Pedidos do período', report);
    expect(orders[0]).toEqual([
      'Pedido',
      'Cliente',
      'Aniversário',
      'Status',
      'Data',
      'Tipo de envio',
      'Cidade',
      'UF',
      'Valor total',
      'Desconto',
      'Desconto do cupom',
      'Origem do pagamento',
      'Tipo de pagamento',
      'Parcelas',
      'Tentativas de pagamento',
      'Frete',
      'Valor dos produtos',
    ]);
    expect(orders[1]).toEqual([
      '#1000',
      'Cliente 1000',
      '15/04/1990',
      'Entregue',
      '03/11/2026 10:05',
      'PAC',
      'Campinas',
      'SP',
      'R$ 1.234,50',
      'R$ 10,00',
      'R$ 5,00',
      'pagarme',
      'Cartão de crédito',
      '3',
      '2',
      'R$ 24,50',
      'R$ 1.220,00',
    ]);
    // 'Imprimir' opens the browser's print dialog (the print styles leave only the report).
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(report).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    const link = within(report).getByRole('link', { name: 'Abrir pedido 1000 em nova aba' });
    expect(link.getAttribute('href')).toBe('/detailOrder/1000');
    expect(link.getAttribute('target')).toBe('_blank');
    // No product or people detail unless asked: covered by the next test's report.
  });

  it('without full_permission shows no money at all', async () => {
    renderPage(JOAO, { full: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Detalhar produtos' }));
    await user.click(screen.getByRole('switch', { name: 'Detalhar compradores' }));
    await generate();
    const report = await dialog();
    await within(report).findByRole('table', { name: 'Pedidos do período' });
    expect(report.textContent).not.toContain('R$');
    expect(report.textContent).not.toContain('null');
    for (const money of ['Valor total', 'Valor dos produtos', 'Frete', 'Ticket médio', 'Valor', 'Desconto'])
      expect(within(report).queryByText(money, { exact: true })).toBeNull();
    expect(within(report).getByTestId('report-totals-Finalizados').textContent).toBe(
      'FinalizadosSeparação para Entrega, Em trânsito, EntreguePedidos3Itens7',
    );
    expect(rowsOf('Pedidos por status', report)[0]).toEqual(['Status', 'Pedidos']);
    expect(rowsOf('Pedidos por estado', report)[0]).toEqual(['Estado', 'Pedidos', 'Itens']);
    expect(rowsOf('Grupos de produto', report)[0]).toEqual(['Grupo', 'Vendas', 'Itens']);
    expect(rowsOf('Compradores novos', report)[0]).toEqual(['Nome', 'E-mail', 'Pedidos', 'Primeira compra']);
    expect(rowsOf('Pedidos do período', report)[0]).not.toContain('Frete');
    expect(
      within(report).getByText('Os valores em dinheiro aparecem só para usuários com todas as permissões.'),
    ).toBeTruthy();
  });

  it('pages the orders on the server, 100 a page', async () => {
    const { asked } = renderPage(STORE_USER, { total: 230 });
    await generate();
    const report = await dialog();
    await within(report).findByRole('table', { name: 'Pedidos do período' });
    expect(rowsOf('Pedidos do período', report)).toHaveLength(101);
    const orderPages = report.querySelector<HTMLElement>('nav[aria-label="Páginas: Pedidos do período"]')!;
    expect(within(orderPages).getByText('1–100 de 230')).toBeTruthy();
    await userEvent
      .setup()
      .click(within(orderPages).getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 2, itens_per_page: 100 }));
    await waitFor(() => expect(rowsOf('Pedidos do período', report)[1][0]).toBe('#1100'));
    expect(within(orderPages).getByText('101–200 de 230')).toBeTruthy();
    expect(asked).toHaveLength(2);
    // A table that fits one page has no pager.
    expect(within(report).queryByRole('navigation', { name: 'Páginas: Pedidos por status' })).toBeNull();
  }, 60_000); // 2 × 100 rows of 17 cells: slow in jsdom on a busy machine

  it('pages the other tables here, 50 a page', async () => {
    const { asked } = renderPage(STORE_USER, { total: 1, states: 60 });
    await generate();
    const report = await dialog();
    await within(report).findByRole('table', { name: 'Pedidos por estado' });
    expect(rowsOf('Pedidos por estado', report)).toHaveLength(51);
    const statePages = within(report).getByRole('navigation', { name: 'Páginas: Pedidos por estado' });
    expect(within(statePages).getByText('1–50 de 60')).toBeTruthy();
    await userEvent
      .setup()
      .click(within(statePages).getByRole('button', { name: 'Ir para a próxima página' }));
    const second = rowsOf('Pedidos por estado', report);
    expect(second).toHaveLength(11);
    expect(second[1][0]).toBe('E50');
    // On the client: no call.
    expect(asked).toHaveLength(1);
  });

  it('tells an empty period in words', async () => {
    renderPage(STORE_USER, { total: 0, states: 0 }, async (body) => ({
      ...reportFor(body, 0, true, 0),
      by_status: [],
    }));
    await generate();
    const report = await dialog();
    expect(await within(report).findAllByText('Nenhum pedido no período')).toHaveLength(3);
    expect(within(report).queryByRole('table')).toBeNull();
    expect(within(report).getByRole('button', { name: 'Exportar CSV' })).toHaveProperty('disabled', true);
  });
});

describe('Relatório de Pedidos: CSV', () => {
  function captureDownloads() {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    // jsdom has no object URLs: keep the file the button hands to the browser.
    URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:csv');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const restore = () => {
      click.mockRestore();
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    };
    return { blobs, downloads, restore };
  }

  it('downloads export.csv with every order row, read 1000 at a time, separated by semicolons', async () => {
    const files = captureDownloads();
    try {
      const { asked } = renderPage(STORE_USER, { total: 1500 });
      await userEvent.setup().click(await screen.findByRole('switch', { name: 'Detalhar produtos' }));
      await generate();
      const report = await dialog();
      await within(report).findByRole('table', { name: 'Pedidos do período' });
      await userEvent.setup().click(within(report).getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(files.downloads).toEqual(['export.csv']));
      const base = { init_date: `${FIRST} 00:00`, finish_date: `${TODAY} 23:59` };
      // The rows only: no product detail asked again for the export's pages.
      expect(asked.slice(1)).toEqual([
        { ...base, page: 1, itens_per_page: 1000 },
        { ...base, page: 2, itens_per_page: 1000 },
      ]);
      const text = await files.blobs[0].text();
      const lines = text.split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(1501);
      expect(lines[0]).toBe(
        'ID;Loja;Cliente;Aniversário;Status;Data;Tipo de envio;Cidade;Estado;Valor total;Desconto;' +
          'Desconto do cupom;Origem do pagamento;Tipo de pagamento;Parcelas;Tentativas de pagamento;Frete;' +
          'Valor dos produtos',
      );
      expect(lines[1]).toBe(
        '1000;Moda Viva;Cliente 1000;15/04/1990;Entregue;03/11/2026 10:05;PAC;Campinas;SP;1.234,50;10,00;' +
          '5,00;pagarme;Cartão de crédito;3;2;24,50;1.220,00',
      );
      expect(lines[1500].startsWith('2499;')).toBe(true);
      await waitFor(() => expect(within(report).queryByRole('progressbar')).toBeNull());
    } finally {
      files.restore();
    }
  });

  it('without full_permission the file has no money columns', async () => {
    const files = captureDownloads();
    try {
      renderPage(JOAO, { full: false, total: 2 });
      await generate();
      const report = await dialog();
      await within(report).findByRole('table', { name: 'Pedidos do período' });
      await userEvent.setup().click(within(report).getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(files.downloads).toEqual(['export.csv']));
      const lines = (await files.blobs[0].text()).split('\r\n').filter(Boolean);
      expect(lines[0]).toBe(
        'ID;Loja;Cliente;Aniversário;Status;Data;Tipo de envio;Cidade;Estado;Origem do pagamento;' +
          'Tipo de pagamento;Parcelas;Tentativas de pagamento',
      );
      expect(lines).toHaveLength(3);
    } finally {
      files.restore();
    }
  });
});
