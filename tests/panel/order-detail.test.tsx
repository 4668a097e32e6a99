// @vitest-environment jsdom
// 'Detalhes do Pedido' (/detailOrder/:id, issue 11 items 2–6) over the memory API: the stepper
// complete up to the highest status in the history, the totals from the server's decimals, the
// capture / reject buttons exactly per can_act and the order's status, the three capture outcomes,
// the password of 'Alterar Pedido' only for 0/1/7 with the server's errors under it, the refused
// reprint, and the tracking code leading to /inTransitBuys.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DataProvider, HttpError } from 'react-admin';
import OrderDetailPage from '../../src/admin/areas/orders/detail/OrderDetailPage';
import { AppBar } from '../../src/admin/layout/AppBar';
import { highestStep } from '../../src/admin/areas/orders/detail/orderModel';
import OrderPrintPage from '../../src/admin/areas/orders/print/OrderPrintPage';
import type { OrderDetail, OrderPayment } from '../../src/shared/calls';
import { STEP_STATUSES, statusChoices, statusLabel } from '../../src/shared/order-status';
import { ADMIN, memoryApi, renderRoutes, setViewportWidth, STORE_USER, type Who } from './generic-harness';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stamp = '2025-03-10T13:00:00.000Z';

function payment(over: Partial<OrderPayment> = {}): OrderPayment {
  return {
    id: 31,
    company_id: 1,
    buy_id: 7,
    type: 'credit_card',
    source: 'sandbox',
    payment_source: 'Visa',
    tid: 'T1',
    value: '1234.56',
    status: 'Autorizado',
    status_code: 1,
    installments: 3,
    card_last: '4242',
    analyze_status: 'APA',
    analyze_score: 12.5,
    payment_slip_url: null,
    intent: null,
    intent_key: null,
    intent_at: null,
    created_at: stamp,
    updated_at: stamp,
    can_act: true,
    ...over,
  };
}

function order(status: OrderDetail['order']['status'], over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order: {
      id: 7,
      company_id: 1,
      company_name: 'Moda Viva',
      status,
      send_type: 'Correios',
      payment_type: 0,
      delivery_price: '19.90',
      products_value: '1214.66',
      discount_value: '0.10',
      total: '1234.46',
      coupon: 'BEMVINDO',
      people_name: 'Ana Lima',
      email: 'ana@exemplo.com',
      phone_number: '11987654321',
      cpf_cnpj: '52998224725',
      street: 'Rua das Flores',
      number: '10',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      cep: '01001000',
      complement: null,
      date_of_delivery: null,
      time_of_delivery: null,
      delivery_code: null,
      delivery_source: 'PAC',
      note: 'Entregar à tarde',
      payment_component: null,
      paid: false,
      transshipment: null,
      printed_at: null,
      consumer_id: null,
      contacted_at: null,
      contacted_by: null,
      recording: true,
      created_at: stamp,
      updated_at: stamp,
      items: [
        {
          id: 70,
          company_id: 1,
          buy_id: 7,
          product_id: 5,
          grid_id: 9,
          ref: 'CAM-01',
          name: 'Camiseta Básica',
          color: 'Azul',
          size: 'M',
          amount: 2,
          unit_price: '607.33',
          total_price: '1214.66',
          typeable: 'ANA',
          created_at: stamp,
          updated_at: stamp,
          product_image: [{ thumb: '/img/cam300.jpg', full: '/img/cam1000.jpg' }],
          package: { weight_packed: 250, length_packed: 30, width_packed: 20, height_packed: 3 },
        },
      ],
    },
    payments: [payment()],
    reprovedPaymentTimes: 2,
    costumer_address: [],
    antifraud_informations: [
      {
        id: 1,
        company_id: 1,
        buy_id: 7,
        status: 'AMA',
        api_response: { score: 40 },
        created_at: stamp,
        updated_at: stamp,
      },
    ],
    status_history: [
      { id: 1, status: 0, from_status: null, created_at: stamp, user_id: null, user_name: null, note: null },
      {
        id: 2,
        status: status,
        from_status: 0,
        created_at: stamp,
        user_id: 1,
        user_name: 'Maria',
        note: null,
      },
    ],
    ...over,
  };
}

type Named = Record<string, (body: Record<string, unknown>) => unknown>;

/** The memory API with the order calls: `detail` answers orderDetail, `named` the others. */
function api(detail: () => OrderDetail, named: Named = {}) {
  const base = memoryApi();
  const methods: Record<string, unknown> = {};
  for (const name of [
    'orderDetail',
    'orderStatusChange',
    'orderUpdate',
    'paymentCapture',
    'paymentReject',
    'orderPrint',
    'melhorEnvioAdd',
  ])
    methods[name] = vi.fn(async (body: Record<string, unknown>) => {
      base.calls.push({ method: name, resource: 'buy', params: body });
      if (name === 'orderDetail') return detail();
      const answer = named[name];
      if (!answer) throw new Error(`sem resposta para ${name}`);
      return answer(body);
    });
  return { ...base, provider: { ...base.provider, ...methods } as unknown as DataProvider };
}

function open(provider: DataProvider, who: Who = STORE_USER, path = '/detailOrder/7') {
  return renderRoutes(
    path,
    {
      '/detailOrder/:id': <OrderDetailPage />,
      '/detailOrder/:id/print': <OrderPrintPage />,
      '/sortingOutBuys': <p>Lista em separação</p>,
      '/pendingBuys': <p>Lista a aprovar</p>,
      '/inTransitBuys': <p>Lista enviadas</p>,
    },
    { provider, who },
  );
}

const loaded = () => screen.findByRole('heading', { name: 'Pedido nº 7' });
const where = () => screen.getByTestId('where').textContent;
const http = (status: number, body: object) =>
  new HttpError((body as { message?: string }).message ?? `Erro ${status}`, status, body);

describe('title', () => {
  afterEach(() => {
    document.title = '';
  });
  // Issue 22: every order's tab was 'Detalhes do Pedido'.
  for (const width of [1366, 390])
    it(`names the order in the top bar and the tab at ${width} px`, async () => {
      setViewportWidth(width);
      const { provider } = api(() => order(1));
      renderRoutes(
        '/detailOrder/7',
        {
          '/detailOrder/:id': (
            <>
              <AppBar />
              <OrderDetailPage />
            </>
          ),
        },
        { provider, who: STORE_USER },
      );
      await loaded();
      await waitFor(() => expect(document.title).toBe('Detalhes do Pedido 7 · Painel Lojista'));
      expect(document.getElementById('react-admin-title')?.textContent).toBe('Detalhes do Pedido 7');
      expect(screen.getByRole('heading', { level: 1, name: 'Detalhes do Pedido 7' })).toBeTruthy();
    });
});

describe('stepper', () => {
  it('counts the highest status 0..4 of the history', () => {
    expect(highestStep([{ status: 0 }, { status: 1 }, { status: 2 }, { status: 6 }], 6)).toBe(2);
    expect(highestStep([{ status: 0 }], 0)).toBe(0);
    expect(highestStep([], 5)).toBe(-1);
    expect(highestStep([{ status: 3 }, { status: 2 }], 2)).toBe(3);
  });

  // Issue 22: the stepper said 'Em transito' beside the chip's 'Em trânsito'.
  it("names the steps with the statuses' own labels, as the chip does", async () => {
    const { provider } = api(() => order(3));
    open(provider);
    await loaded();
    const stepper = screen.getByLabelText('Andamento do pedido');
    const labels = [...stepper.querySelectorAll('.MuiStepLabel-label')].map((e) => e.textContent);
    expect(labels).toEqual([
      'Fechamento Pedido',
      'Pagamento em análise',
      'Separação para Entrega',
      'Em trânsito',
      'Entregue',
    ]);
    expect(labels.slice(1)).toEqual(STEP_STATUSES.slice(1).map(statusLabel));
    // The chip beside the order number says the same as the step it reached.
    const header = screen.getByRole('heading', { name: 'Pedido nº 7' }).parentElement!;
    expect(within(header).getByText('Em trânsito')).toBeTruthy();
  });

  it('marks the steps complete up to the highest status reached and shows a cancelled order', async () => {
    const detail = order(6, {
      status_history: [
        {
          id: 1,
          status: 0,
          from_status: null,
          created_at: stamp,
          user_id: null,
          user_name: null,
          note: null,
        },
        { id: 2, status: 1, from_status: 0, created_at: stamp, user_id: null, user_name: null, note: null },
        { id: 3, status: 2, from_status: 1, created_at: stamp, user_id: 1, user_name: 'Maria', note: null },
        { id: 4, status: 6, from_status: 2, created_at: stamp, user_id: 1, user_name: 'Maria', note: null },
      ],
    });
    const { provider } = api(() => detail);
    open(provider);
    await loaded();
    const stepper = screen.getByLabelText('Andamento do pedido');
    const completed = stepper.querySelectorAll('.MuiStepLabel-label.Mui-completed');
    expect([...completed].map((e) => e.textContent)).toEqual([
      'Fechamento Pedido',
      'Pagamento em análise',
      'Separação para Entrega',
    ]);
    // The current status chip, and the step where it stopped.
    expect(screen.getAllByText('Cancelado').length).toBeGreaterThan(0);
    expect(within(stepper).getByText('Cancelado')).toBeTruthy();
    // History: newest first, from → to and who.
    const history = screen.getByRole('region', { name: 'Histórico de Status' });
    expect(within(history).getAllByRole('listitem')[0].textContent).toMatch(
      /Separação para Entrega.*para.*Cancelado.*por Maria/,
    );
  });
});

describe('blocks', () => {
  it('shows the purchase, delivery, items and totals from the server decimals', async () => {
    const { provider } = api(() => order(1));
    open(provider, ADMIN);
    await loaded();
    const totals = screen.getByRole('region', { name: 'Totais' });
    expect(totals.textContent).toContain('ProdutosR$ 1.214,66');
    expect(totals.textContent).toContain('FreteR$ 19,90');
    expect(totals.textContent).toContain('Desconto- R$ 0,10');
    expect(totals.textContent).toContain('TotalR$ 1.234,46');
    const purchase = screen.getByRole('region', { name: 'Dados da Compra' });
    await waitFor(() => expect(purchase.textContent).toContain('LojaModa Viva'));
    expect(purchase.textContent).toContain('CupomBEMVINDO');
    expect(purchase.textContent).toContain('Tipo de pagamentoCrédito');
    const items = screen.getByRole('region', { name: 'Itens do Pedido' });
    expect(within(items).getByText('Gravação')).toBeTruthy();
    expect(within(items).getByRole('row', { name: /CAM-01/ }).textContent).toMatch(
      /Camiseta Básica.*Azul.*M.*2.*R\$ 607,33.*R\$ 1.214,66.*ANA/,
    );
    const payments = screen.getByRole('region', { name: 'Histórico de Pagamentos' });
    expect(payments.textContent).toContain('Tentativas recusadas: 2');
    expect(payments.textContent).toContain('final 4242');
    expect(payments.textContent).toContain('Autorizado (1)');
    // Issue 22: the antifraud score with a decimal comma.
    expect(payments.textContent).toContain('APA - pontuação 12,5');
    expect(payments.textContent).not.toContain('12.5');
    expect(screen.getByRole('region', { name: 'Antifraude' }).textContent).toContain('AMAAnálise manual');
    const whatsapp = screen.getByRole('link', { name: 'Conversar com Ana Lima no WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5511987654321');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
  });

  it('hides the store from a store user and opens the full image from the thumbnail', async () => {
    const { provider } = api(() => order(1));
    open(provider, STORE_USER);
    await loaded();
    expect(screen.getByRole('region', { name: 'Dados da Compra' }).textContent).not.toContain('Moda Viva');
    await userEvent.click(screen.getByRole('button', { name: 'Ampliar foto de Camiseta Básica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Camiseta Básica' });
    expect(within(dialog).getByRole('img', { name: 'Foto de Camiseta Básica' }).getAttribute('src')).toBe(
      '/img/cam1000.jpg',
    );
    expect(screen.getByTestId('search').textContent).toBe('?imagem=70');
  });

  it('lays the items out as cards on a phone', async () => {
    setViewportWidth(390);
    const { provider } = api(() => order(1));
    open(provider);
    await loaded();
    const card = screen.getByRole('article', { name: 'Camiseta Básica' });
    expect(card.textContent).toContain('Personalização');
    expect(screen.queryByRole('table', { name: 'Itens do Pedido' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Pagamento 31' }).textContent).toContain('pontuação 12,5');
  });
});

describe('payment buttons', () => {
  const cases: [string, OrderDetail['order']['status'], boolean, boolean][] = [
    ['order in 1, can_act', 1, true, true],
    ['order in 0, can_act', 0, true, false],
    ['order in 2, can_act', 2, true, false],
    ['order in 1, not can_act', 1, false, false],
  ];
  for (const [name, status, canAct, enabled] of cases)
    it(`${name}: ${canAct ? 'shown' : 'hidden'}, ${enabled ? 'enabled' : 'disabled'}`, async () => {
      const { provider } = api(() => order(status, { payments: [payment({ can_act: canAct })] }));
      open(provider);
      await loaded();
      const approve = screen.queryByRole('button', { name: 'Aprovar pagamento 31' });
      const refuse = screen.queryByRole('button', { name: 'Recusar pagamento 31' });
      if (!canAct) {
        expect(approve).toBeNull();
        expect(refuse).toBeNull();
        return;
      }
      if (enabled) {
        expect(approve?.hasAttribute('disabled')).toBe(false);
        expect(refuse?.hasAttribute('disabled')).toBe(false);
      } else {
        expect(approve?.hasAttribute('disabled')).toBe(true);
        expect(refuse?.hasAttribute('disabled')).toBe(true);
      }
    });

  it('captured (order → 2): toast and the sorting-out list, sent once on a double click', async () => {
    const { provider, of } = api(() => order(1), {
      paymentCapture: () => ({ status: 2, payment_status_code: 2, message: 'ok' }),
    });
    open(provider);
    await loaded();
    const approve = screen.getByRole('button', { name: 'Aprovar pagamento 31' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar pagamento' });
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Aprovar' }));
    await screen.findByText('Atualização feita com Sucesso !!!');
    await waitFor(() => expect(where()).toBe('/sortingOutBuys'));
    expect(of('paymentCapture')).toHaveLength(1);
    expect(of('paymentCapture')[0].params).toEqual({ payment_id: 31, buy_id: 7 });
  });

  it('refused (order → 7): toast and the pending list', async () => {
    const { provider, of } = api(() => order(1), {
      paymentReject: () => ({ status: 7, payment_status_code: 3, message: 'ok' }),
    });
    open(provider);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Recusar pagamento 31' }));
    const confirm = await screen.findByRole('dialog', { name: 'Recusar pagamento' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Recusar' }));
    await screen.findByText('Pagamento Recusado com Sucesso !!!');
    await waitFor(() => expect(where()).toBe('/pendingBuys'));
    expect(of('paymentReject')).toHaveLength(1);
  });

  it('a payment still being processed (409) or confirmed (pending): the server’s message, not the alert', async () => {
    let answer: () => unknown = () => {
      throw http(409, { message: 'Pagamento em processamento, aguarde.' });
    };
    const { provider, of } = api(() => order(1), { paymentCapture: () => answer() });
    open(provider);
    await loaded();
    const detailCalls = of('orderDetail').length;
    const approveOnce = async () => {
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Aprovar pagamento 31' }).hasAttribute('disabled')).toBe(
          false,
        ),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Aprovar pagamento 31' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Aprovar pagamento' })).getByRole('button', {
          name: 'Aprovar',
        }),
      );
    };
    await approveOnce();
    await screen.findByText('Pagamento em processamento, aguarde.');
    await waitFor(() => expect(of('orderDetail').length).toBe(detailCalls + 1));
    answer = () => ({
      status: 1,
      payment_status_code: 1,
      message: 'Resultado sendo confirmado.',
      pending: true,
    });
    await approveOnce();
    await screen.findByText('Resultado sendo confirmado.');
    expect(
      screen.queryByText('Algo deu errado, consulte seu painel admnistrativo de pagamento !!!'),
    ).toBeNull();
    expect(where()).toBe('/detailOrder/7');
  });

  it('another status or a failure: the alert and the order again', async () => {
    let answer: () => unknown = () => ({ status: 1, payment_status_code: 1, message: 'pendente' });
    const { provider, of } = api(() => order(1), { paymentCapture: () => answer() });
    open(provider);
    await loaded();
    const detailCalls = of('orderDetail').length;
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar pagamento 31' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Aprovar pagamento' })).getByRole('button', {
        name: 'Aprovar',
      }),
    );
    await screen.findByText('Algo deu errado, consulte seu painel admnistrativo de pagamento !!!');
    await waitFor(() => expect(of('orderDetail').length).toBe(detailCalls + 1));
    expect(where()).toBe('/detailOrder/7');

    answer = () => {
      throw http(502, { message: 'Intermediador fora do ar' });
    };
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aprovar pagamento 31' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar pagamento 31' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Aprovar pagamento' })).getByRole('button', {
        name: 'Aprovar',
      }),
    );
    await waitFor(() => expect(of('orderDetail').length).toBe(detailCalls + 2));
    expect(where()).toBe('/detailOrder/7');
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { provider, of } = api(() => order(1));
    open(provider);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar pagamento 31' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar pagamento' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(of('paymentCapture')).toHaveLength(0);
  });
});

describe('Alterar Pedido', () => {
  for (const status of [0, 1, 7] as const)
    it(`asks the password when the order is in ${status}`, async () => {
      const { provider } = api(() => order(status));
      open(provider);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Alterar Pedido' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alterar Pedido' });
      expect(within(dialog).getByLabelText(/^Senha/)).toBeTruthy();
    });

  for (const status of [2, 3, 4, 5, 6] as const)
    it(`does not ask it in ${status}`, async () => {
      const { provider } = api(() => order(status));
      open(provider);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Alterar Pedido' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alterar Pedido' });
      expect(within(dialog).queryByLabelText(/^Senha/)).toBeNull();
    });

  // Issue 22: only the moves the shared state machine allows (the server refuses the others).
  const choices: [OrderDetail['order']['status'], string[]][] = [
    [
      0,
      [
        'Pendente',
        'Pagamento em análise',
        'Separação para Entrega',
        'Expirado',
        'Cancelado',
        'Pagamento Recusado',
      ],
    ],
    [2, ['Separação para Entrega', 'Em trânsito', 'Entregue', 'Cancelado']],
    [3, ['Em trânsito', 'Separação para Entrega', 'Entregue', 'Cancelado']],
    [4, ['Entregue', 'Em trânsito', 'Cancelado']],
    [6, ['Cancelado']],
  ];
  for (const [status, labels] of choices)
    it(`offers from ${status} only the statuses it may move to`, async () => {
      const { provider } = api(() => order(status));
      open(provider);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Alterar Pedido' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alterar Pedido' });
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
      const listbox = await screen.findByRole('listbox', { name: 'Status' });
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(labels);
      expect(statusChoices(status).map(statusLabel)).toEqual(labels);
    });

  it("shows the server's password errors under the field, then saves", async () => {
    let reply: (body: Record<string, unknown>) => unknown = () => {
      throw http(422, { message: 'Senha Incorreta!', errors: { password: ['Senha Incorreta!'] } });
    };
    const { provider, of } = api(() => order(1), { orderUpdate: (body) => reply(body) });
    open(provider);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar Pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Pedido' });
    // Empty: the spec's message, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(within(dialog).getByText('O campo de senha é obrigatório.')).toBeTruthy();
    expect(of('orderUpdate')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Senha/), 'errada');
    await userEvent.clear(within(dialog).getByLabelText('Troco'));
    await userEvent.type(within(dialog).getByLabelText('Troco'), '10,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(dialog).findByText('Senha Incorreta!')).toBeTruthy();
    expect(of('orderUpdate')[0].params).toMatchObject({
      buy_id: 7,
      status: 1,
      transshipment: '10.50',
      payment_paid: false,
      password: 'errada',
    });

    reply = (body) => ({ ...order(1).order, ...body });
    await userEvent.clear(within(dialog).getByLabelText(/^Senha/));
    await userEvent.type(within(dialog).getByLabelText(/^Senha/), 'loja1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await screen.findByText('Atualização feita com Sucesso !!!');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar Pedido' })).toBeNull());
  });

  it("shows the server's message for a refused transition", async () => {
    const { provider } = api(() => order(6), {
      orderUpdate: () => {
        throw http(422, {
          message: 'Não é possível passar de Cancelado para Entregue.',
          errors: { status: ['Não é possível passar de Cancelado para Entregue.'] },
        });
      },
    });
    open(provider);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar Pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Pedido' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(
      (await within(dialog).findAllByText('Não é possível passar de Cancelado para Entregue.')).length,
    ).toBeGreaterThan(0);
  });
});

// Issue 25 item 9: the print view records the print (/buy/print) itself, so a reload or a typed
// URL is a print like the menu's; the detail tells a user who may not reprint before any question.
describe('print', () => {
  const NO_FULL: Who = { admin: false, full_permission: false, company_id: 1 };
  const REFUSED = 'Você não possui permissão para imprimir esse pedido novamente!';
  const printedOrder = () => {
    const printed = order(2);
    printed.order.printed_at = stamp;
    return printed;
  };
  const refuse = () => {
    throw http(403, { message: REFUSED });
  };

  it('tells a user without full_permission at once that a printed order cannot be printed again', async () => {
    const { provider, of } = api(printedOrder, { orderPrint: refuse });
    open(provider, NO_FULL);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await screen.findByText(REFUSED);
    // No format menu, no 'Imprimir novamente' question, nothing asked of the server.
    expect(screen.queryByRole('menuitem', { name: 'Folha A4' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Pedido já impresso' })).toBeNull();
    expect(of('orderPrint')).toHaveLength(0);
    expect(where()).toBe('/detailOrder/7');
  });

  it('lets a user without full_permission print an order never printed', async () => {
    vi.stubGlobal('print', vi.fn());
    const { provider, of } = api(() => order(2), {
      orderPrint: () => ({ printed_at: stamp, reprint: false }),
    });
    open(provider, NO_FULL);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Folha A4' }));
    await waitFor(() => expect(where()).toBe('/detailOrder/7/print'));
    await screen.findByRole('article', { name: 'Pedido nº 7' });
    expect(of('orderPrint')).toHaveLength(1);
  });

  for (const [who, name] of [
    [STORE_USER, 'a store user with full_permission'],
    [ADMIN, 'an admin'],
  ] as const)
    it(`asks ${name} to confirm a reprint, then the print view records it`, async () => {
      const print = vi.fn();
      vi.stubGlobal('print', print);
      const { provider, of } = api(printedOrder, {
        orderPrint: () => ({ printed_at: stamp, reprint: true }),
      });
      open(provider, who);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Folha A4' }));
      const warning = await screen.findByRole('dialog', { name: 'Pedido já impresso' });
      expect(warning.textContent).toContain('já foi impresso em 10/03/2025 10:00');
      // The detail page records nothing: the print view does, once it opens.
      expect(of('orderPrint')).toHaveLength(0);
      await userEvent.click(within(warning).getByRole('button', { name: 'Imprimir novamente' }));
      await waitFor(() => expect(where()).toBe('/detailOrder/7/print'));
      expect(screen.getByTestId('search').textContent).toBe('?format=a4');
      await screen.findByRole('article', { name: 'Pedido nº 7' });
      expect(of('orderPrint')).toHaveLength(1);
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    });

  it('opens the print view from the menu; the view records the print and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { provider, of } = api(() => order(2), {
      orderPrint: () => ({ printed_at: stamp, reprint: false }),
    });
    open(provider);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cupom 80 mm' }));
    await waitFor(() => expect(where()).toBe('/detailOrder/7/print'));
    expect(screen.getByTestId('search').textContent).toBe('?format=80mm');
    await screen.findByRole('article', { name: 'Pedido nº 7' });
    expect(of('orderPrint').map((c) => c.params)).toEqual([{ buy_id: 7 }]);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('refuses a typed or reloaded print URL of a printed order: the refusal, no order, no dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { provider, of } = api(printedOrder, { orderPrint: refuse });
    open(provider, NO_FULL, '/detailOrder/7/print?format=a4');
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(of('orderPrint').map((c) => c.params)).toEqual([{ buy_id: 7 }]);
    expect(of('orderDetail')).toHaveLength(0);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cupom 80 mm' })).toBeNull();
    // The way back to the order.
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao pedido' }));
    await waitFor(() => expect(where()).toBe('/detailOrder/7'));
    expect(print).not.toHaveBeenCalled();
  });

  it('says an unknown order is not found, and prints nothing', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { provider, of } = api(printedOrder, {
      orderPrint: () => {
        throw http(404, { message: 'Registro não encontrado.' });
      },
    });
    open(provider, STORE_USER, '/detailOrder/7/print?format=a4');
    expect(await screen.findByText('Pedido não encontrado.')).toBeTruthy();
    expect(of('orderDetail')).toHaveLength(0);
    expect(screen.queryByRole('article')).toBeNull();
    expect(print).not.toHaveBeenCalled();
  });

  it('records one print for a view opened in StrictMode and switched between A4 and 80 mm', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { provider, of, calls } = api(() => order(2), {
      orderPrint: () => ({ printed_at: stamp, reprint: false }),
    });
    renderRoutes(
      '/detailOrder/7/print?format=a4',
      { '/detailOrder/:id/print': <OrderPrintPage /> },
      { provider, who: NO_FULL, strict: true },
    );
    await screen.findByRole('article', { name: 'Pedido nº 7' });
    // The print is recorded before the order is read.
    expect(calls[0].method).toBe('orderPrint');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('link', { name: 'Cupom 80 mm' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?format=80mm'));
    await userEvent.click(await screen.findByRole('link', { name: 'Folha A4' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?format=a4'));
    await screen.findByRole('article', { name: 'Pedido nº 7' });
    expect(of('orderPrint')).toHaveLength(1);
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('tracking code', () => {
  it('is offered in separation only, required, and leads to /inTransitBuys', async () => {
    const { provider, of } = api(() => order(2), {
      orderStatusChange: (body) => ({ ...order(3).order, ...body }),
    });
    open(provider);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Código de rastreio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Código de rastreio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Por favor insira Código de rastreio')).toBeTruthy();
    expect(of('orderStatusChange')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Código de rastreio/), ' BR123456789BR ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(where()).toBe('/inTransitBuys'));
    expect(of('orderStatusChange')[0].params).toEqual({
      buy_id: 7,
      status: 3,
      delivery_code: 'BR123456789BR',
    });
  });

  it('is not offered outside separation', async () => {
    const { provider } = api(() => order(1));
    open(provider);
    await loaded();
    expect(screen.queryByRole('button', { name: 'Código de rastreio' })).toBeNull();
  });
});

describe('Melhor Envio', () => {
  const dialogOf = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Melhor Envio' }));
    return screen.findByRole('dialog', { name: 'Enviar para o Melhor Envio' });
  };
  const valueOf = (dialog: HTMLElement, label: string) =>
    (within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;

  // Issue 22: the box comes from the order's products (2 × 250 g, 30 × 20 × 3 cm), in grams.
  for (const width of [1366, 390])
    it(`fills the box in from the products, weight in grams, at ${width} px`, async () => {
      setViewportWidth(width);
      const { provider, of } = api(() => order(2), { melhorEnvioAdd: () => ({ message: 'ok', id: 'abc' }) });
      open(provider);
      await loaded();
      const dialog = await dialogOf();
      expect(within(dialog).getByLabelText(/^Peso \(g\)/)).toBeTruthy();
      expect(valueOf(dialog, 'Altura')).toBe('6');
      expect(valueOf(dialog, 'Largura')).toBe('20');
      expect(valueOf(dialog, 'Comprimento')).toBe('30');
      expect(valueOf(dialog, 'Peso')).toBe('500');
      expect(within(dialog).getByTestId('parcel-note').textContent).toBe(
        'Peso e medidas da caixa calculados a partir dos produtos do pedido.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      await screen.findByText('Seu Pedido Foi enviado p/ o Melhor Envio');
      // The call takes kilograms, as Melhor Envio does.
      expect(of('melhorEnvioAdd')[0].params).toMatchObject({ height: 6, width: 20, length: 30, weight: 0.5 });
    });

  it('says so when a product has no package sizes, and leaves those fields to type', async () => {
    const detail = order(2);
    detail.order.items[0].package = null;
    const { provider } = api(() => detail);
    open(provider);
    await loaded();
    const dialog = await dialogOf();
    expect(valueOf(dialog, 'Peso')).toBe('');
    expect(valueOf(dialog, 'Altura')).toBe('');
    expect(within(dialog).getByTestId('parcel-note').textContent).toBe(
      'Alguns produtos do pedido não têm peso ou medidas da embalagem cadastrados: confira a caixa.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText('Por favor insira Peso')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Peso/), '0,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText('Por favor insira Peso válido')).toBeTruthy();
  });

  it('sends the cart and shows the field errors of a 422', async () => {
    let reply: () => unknown = () => {
      throw http(422, { message: 'Dados inválidos', errors: { weight: ['Peso acima do limite.'] } });
    };
    const detail = order(2);
    detail.order.items[0].package = null;
    const { provider, of } = api(() => detail, { melhorEnvioAdd: () => reply() });
    open(provider);
    await loaded();
    const dialog = await dialogOf();
    for (const [label, value] of [
      ['Altura', '10'],
      ['Largura', '20'],
      ['Comprimento', '30'],
      ['Peso', '500'],
    ])
      await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Peso acima do limite.')).toBeTruthy();
    expect(of('melhorEnvioAdd')[0].params).toMatchObject({
      buy_id: 7,
      height: 10,
      width: 20,
      length: 30,
      weight: 0.5,
      insurance_value: '1214.66',
      non_commercial: true,
      shipping: 0,
    });
    reply = () => ({ message: 'ok', id: 'abc' });
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    });
    await screen.findByText('Seu Pedido Foi enviado p/ o Melhor Envio');
  });
});
