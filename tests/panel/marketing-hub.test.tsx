// @vitest-environment jsdom
// The marketing hub and 'Recuperar Carrinhos' as a user meets them, through the panel's real data
// provider (fetch answered by path): the hub's eight card links; the carts list asking for the
// carts nobody contacted, its cells (age, value, items, who contacted), the WhatsApp link with the
// message and the coupon filled, and the contacted button's call. Plus the pure pieces: the
// message's variables, the texts of a row, which coupons count, and timeAgo.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './panel-admin';
import AbandonedCartsPage from '../../src/admin/areas/marketing/abandoned-carts/AbandonedCartsPage';
import {
  cartMessage,
  contactedText,
  itemsText,
  usableCoupon,
} from '../../src/admin/areas/marketing/abandoned-carts/message';
import MarketingHub, { HUB_CARDS } from '../../src/admin/areas/marketing/hub/MarketingHub';
import { timeAgo } from '../../src/shared/time';
import { type Answer, fakeFetch, type Row } from '../helpers/panel-fetch';
import { ADMIN, headersOf, renderRoutes, setViewportWidth, STORE_USER, type Who } from './generic-harness';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const cart = (over: Row = {}): Row => ({
  id: 11,
  company_id: 1,
  company_name: 'Moda Viva',
  created_at: new Date(Date.now() - 3 * DAY - 60_000).toISOString(),
  people_name: 'Ana Lima',
  email: 'ana@x.dev',
  phone_number: '11987654321',
  products_value: '100.10',
  delivery_price: '20.20',
  total: '120.30',
  items_count: 3,
  items: [
    { name: 'Vestido Floral', amount: 1 },
    { name: 'Sandália', amount: 2 },
  ],
  contacted_at: null,
  contacted_by: null,
  contacted_by_name: null,
  ...over,
});
const page = (data: Row[]): Answer => [200, { data, total: data.length, last_page: 1 }];
const coupons: Row[] = [
  { id: 5, code: 'BEMVINDO10', description: 'Boas-vindas', active: true, init_date: null, expire_date: null },
  { id: 6, code: 'VENCIDO', active: true, expire_date: '2020-01-01T00:00:00Z' },
];

function renderAt(path: string, answers: Record<string, Answer>, who: Who = STORE_USER) {
  const calls = fakeFetch(answers);
  renderRoutes(
    path,
    { '/marketing': <MarketingHub />, '/abandoned-carts': <AbandonedCartsPage /> },
    { provider: dataProvider, who },
  );
  return calls;
}

describe('marketing hub', () => {
  it('shows the eight cards as links to their screens, named by their titles', async () => {
    renderAt('/marketing', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Ferramentas de marketing' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Criar Cupom', '/coupon'],
      ['Recuperar Carrinhos', '/abandoned-carts'],
      ['Divulgar no WhatsApp', '/contact-list'],
      ['Compre Junto', '/email-campaign'],
      ['Agendar Campanhas', '/campaign-scheduler'],
      ['Aniversariantes', '/birthdays'],
      ['Desempenho', '/campaign-analytics'],
      ['Segmentar Clientes', '/segments'],
    ]);
    // Each link is described by its card's line.
    const first = links[0];
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      HUB_CARDS[0].description,
    );
  });
});

describe('recuperar carrinhos', () => {
  it('lists the carts nobody contacted, with age, value, items and contact', async () => {
    const calls = renderAt('/abandoned-carts', {
      '/abandoned-carts/index': page([
        cart(),
        cart({
          id: 12,
          people_name: 'Bia',
          contacted_at: '2026-11-26T17:03:00Z',
          contacted_by_name: 'Maria Oliveira',
          items_count: 1,
          items: [{ name: 'Bolsa', amount: 1 }],
        }),
      ]),
      '/discount-cupons/index': page(coupons),
    });
    expect(await screen.findByText('Ana Lima')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar Carrinhos' })).toBeTruthy();
    const first = calls.find((c) => c.path === '/abandoned-carts/index')!;
    expect(first.body).toMatchObject({
      contacted: false,
      ordenate_field: 'created_at',
      ordenate_type: 'desc',
    });
    expect(headersOf()).toEqual([
      'Pedido',
      'Abandonado',
      'Comprador',
      'Telefone',
      'Valor',
      'Itens',
      'Contato',
      'WhatsApp',
      'Ações',
    ]);
    const row = screen.getByText('Ana Lima').closest('tr')!;
    expect(row.textContent).toContain('há 3 dias');
    expect(row.textContent).toContain('(11) 98765-4321');
    expect(row.textContent).toMatch(/R\$\s120,30/);
    expect(row.textContent).toContain('3 itens: Vestido Floral, Sandália (2)');
    expect(row.textContent).toContain('Não contatado');
    const bia = screen.getByText('Bia').closest('tr')!;
    expect(bia.textContent).toContain('Contatado por Maria em 26/11 14:03');
  });

  it('fills the WhatsApp message with the buyer, the value and the coupon picked', async () => {
    const user = userEvent.setup();
    renderAt('/abandoned-carts', {
      '/abandoned-carts/index': page([cart()]),
      '/discount-cupons/index': page(coupons),
    });
    await screen.findByText('Ana Lima');
    const message = screen.getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(message, { target: { value: '{nome_cliente}: {valor_carrinho} com {cupom}' } });
    await user.click(screen.getByRole('combobox', { name: /Cupom/ }));
    const options = await screen.findAllByRole('option');
    // An expired coupon is no choice.
    expect(options.map((o) => o.textContent)).toEqual(['Nenhum', 'BEMVINDO10 — Boas-vindas']);
    await user.click(options[1]);
    const link = screen.getByRole('link', { name: 'WhatsApp de Ana Lima' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5511987654321');
    expect(href.searchParams.get('text')).toMatch(/^Ana Lima: R\$\s120,30 com BEMVINDO10$/);
  });

  it('marks a cart contacted through its call', async () => {
    const user = userEvent.setup();
    const calls = renderAt('/abandoned-carts', {
      '/abandoned-carts/index': page([cart()]),
      '/discount-cupons/index': page(coupons),
      '/abandoned-carts/contacted': [200, cart({ contacted_at: new Date().toISOString() })],
    });
    await user.click(await screen.findByRole('button', { name: 'Marcar contatado: Ana Lima' }));
    expect(await screen.findByText('Carrinho marcado como contatado.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/abandoned-carts/contacted').map((c) => c.body)).toEqual([
      { id: 11, contacted: true },
    ]);
  });

  it('tells who took a cart someone else already contacted', async () => {
    const user = userEvent.setup();
    renderAt('/abandoned-carts', {
      '/abandoned-carts/index': page([cart()]),
      '/discount-cupons/index': page(coupons),
      '/abandoned-carts/contacted': [
        409,
        { message: 'Este carrinho já foi contatado por João em 26/11/2026 14:03.' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Marcar contatado: Ana Lima' }));
    expect(
      await screen.findByText('Este carrinho já foi contatado por João em 26/11/2026 14:03.'),
    ).toBeTruthy();
  });

  it('an admin gets the Loja column, and a coupon only once a store is picked', async () => {
    renderAt(
      '/abandoned-carts',
      {
        '/abandoned-carts/index': page([cart()]),
        '/discount-cupons/index': page(coupons),
        '/company/index': page([{ id: 1, fantasy_name: 'Moda Viva' }]),
      },
      ADMIN,
    );
    await screen.findByText('Ana Lima');
    await waitFor(() => expect(headersOf()).toContain('Loja'));
    expect(screen.getByRole('combobox', { name: /Cupom/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Escolha a loja para oferecer um cupom.')).toBeTruthy();
  });
});

describe('the message and the row texts', () => {
  const row = { people_name: 'Ana', total: '1234.50', company_id: 1 };
  it('fills the three variables; a coupon of another store fills nothing', () => {
    const template = 'Oi {nome_cliente}, {valor_carrinho}, {cupom}!';
    expect(cartMessage(template, row, { id: 5, code: 'X10', company_id: 1 })).toMatch(
      /^Oi Ana, R\$\s1\.234,50, X10!$/,
    );
    expect(cartMessage(template, row, { id: 5, code: 'X10', company_id: 2 })).toMatch(/, !$/);
    expect(cartMessage(template, row, null)).toMatch(/, !$/);
  });
  it('words the items and who contacted', () => {
    expect(itemsText({ items_count: 1, items: [{ name: 'Bolsa', amount: 1 }] })).toBe('1 item: Bolsa');
    expect(itemsText({ items_count: 0, items: [] })).toBe('0 itens');
    expect(contactedText({ contacted_at: null, contacted_by_name: null })).toBe('');
    expect(contactedText({ contacted_at: '2026-01-05T12:00:00Z', contacted_by_name: null })).toBe(
      'Contatado por usuário removido em 05/01 09:00',
    );
  });
  it('offers only active coupons valid now', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(usableCoupon({ active: true }, now)).toBe(true);
    expect(usableCoupon({ active: false }, now)).toBe(false);
    expect(usableCoupon({ active: true, init_date: '2026-07-01T00:00:00Z' }, now)).toBe(false);
    expect(usableCoupon({ active: true, expire_date: '2026-05-31T23:59:59Z' }, now)).toBe(false);
    expect(usableCoupon({ active: true, expire_date: '2026-06-30T00:00:00Z' }, now)).toBe(true);
  });
  it('timeAgo in pt-BR words', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);
    expect(ago(20_000)).toBe('agora');
    expect(ago(60_000)).toBe('há 1 minuto');
    expect(ago(59 * 60_000)).toBe('há 59 minutos');
    expect(ago(3_600_000)).toBe('há 1 hora');
    expect(ago(3 * DAY)).toBe('há 3 dias');
    expect(ago(45 * DAY)).toBe('há 1 mês');
    expect(ago(400 * DAY)).toBe('há 1 ano');
    expect(timeAgo('não é data', now)).toBe('');
  });
});
