// The orders area through the API: the six lists and their counts, the detail, the tracking code,
// 'Alterar Pedido' and its password rule, capture/reject (sandbox intermediary), printing, and the
// rules every path keeps: a history row per status change, no illegal move, stock through the
// ledger, and no store seeing or changing another store's orders.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createUser, createWorld, login, orderRow, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
const NOT_FOUND = { message: 'Registro não encontrado.' };

describe.each(backends)('orders on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let gridA: number;
  let productA: number;
  let noFullA: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    await createUser(t, { email: 'a2@teste.dev', password: 'senha456', company_id: w.storeA });
    noFullA = await login(t, 'a2@teste.dev', 'senha456');
    productA = (await createProduct(t, w.userA)).id;
    const grid = await t.post(
      '/grid/save',
      { product_id: productA, size: 'M', color: 'Azul', balance: 5 },
      w.userA,
    );
    expect(grid.statusCode, grid.body).toBe(201);
    gridA = grid.json().id;
    await t.db.updateTable('company').set({ sandbox: true }).execute();
  });
  afterAll(() => t?.close());

  let seq = 0;
  /** An order as the storefront leaves it: items, a payment, its history up to `status`. */
  async function newOrder(
    companyId: number,
    status: number,
    extra: Row = {},
    options: { amount?: number; paymentCode?: number; grid?: number | null } = {},
  ): Promise<{ id: number; paymentId: number }> {
    const n = ++seq;
    const buy = await t.db
      .insertInto('buy')
      .values({
        ...orderRow(companyId, status, n),
        products_value: '0.10',
        delivery_price: '0.20',
        street: 'Rua A',
        number: '1',
        city: 'São Paulo',
        state: 'SP',
        cep: '01001000',
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const grid = options.grid === undefined ? (companyId === w.storeA ? gridA : null) : options.grid;
    await t.db
      .insertInto('buy_item')
      .values({
        company_id: companyId,
        buy_id: buy.id,
        product_id: grid ? productA : null,
        grid_id: grid,
        name: 'Camiseta',
        amount: options.amount ?? 2,
        unit_price: '0.05',
        total_price: '0.10',
      })
      .execute();
    await t.db
      .insertInto('buy_status_history')
      .values({ company_id: companyId, buy_id: buy.id, status: status as 0 })
      .execute();
    const payment = await t.db
      .insertInto('payment')
      .values({
        company_id: companyId,
        buy_id: buy.id,
        type: 'credit_card',
        source: 'pagarmev5',
        tid: `ch_${n}`,
        value: '0.30',
        status: 'Autorizado',
        status_code: options.paymentCode ?? 1,
        installments: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: buy.id, paymentId: payment.id };
  }

  const history = (buyId: number) =>
    t.db.selectFrom('buy_status_history').selectAll().where('buy_id', '=', buyId).orderBy('id').execute();
  const statusOf = async (buyId: number) =>
    (await t.db.selectFrom('buy').select('status').where('id', '=', buyId).executeTakeFirstOrThrow()).status;
  const balance = async () =>
    (await t.db.selectFrom('grid').select('balance').where('id', '=', gridA).executeTakeFirstOrThrow())
      .balance;

  describe('the six lists', () => {
    const lists: [string, Row, number[]][] = [
      ['/buy/getPendingBuys', {}, [1, 7]],
      ['/buy/getsortingOutBuys', {}, [2]],
      ['/buy/getInTransitBuys', {}, [3]],
      ['/buy/get-buys', { status: 4 }, [4]],
      ['/buy/get-buys', { status: 0 }, [0]],
      ['/buy/get-buys-canceled', {}, [5, 6]],
    ];
    const mine = new Map<number, number>();
    beforeAll(async () => {
      for (const status of [0, 1, 2, 3, 4, 5, 6, 7]) {
        mine.set(status, (await newOrder(w.storeA, status)).id);
        await newOrder(w.storeB, status);
      }
    });

    it.each(lists)('%s %j holds only its statuses, of the caller’s store', async (path, body, statuses) => {
      const res = await t.post(path, { ...body, itens_per_page: 100, company_id: w.storeB }, w.userA);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.total).toBe(page.data.length);
      expect(page.last_page).toBe(1);
      for (const row of page.data) {
        expect(statuses).toContain(row.status);
        expect(row.company_id).toBe(w.storeA);
      }
      for (const s of statuses) expect(page.data.map((r: Row) => r.id)).toContain(mine.get(s));
    });

    it('answers the row with the exact total (products + freight) and the store name', async () => {
      const res = await t.post('/buy/getsortingOutBuys', { q: String(mine.get(2)) }, w.userA);
      expect(res.json().data).toEqual([
        expect.objectContaining({
          id: mine.get(2),
          products_value: '0.10',
          delivery_price: '0.20',
          total: '0.30',
          company_name: 'Loja A',
          people_name: expect.stringMatching(/^Comprador/),
          status: 2,
        }),
      ]);
    });

    it('lets an admin see every store or filter one', async () => {
      const all = (await t.post('/buy/getPendingBuys', { itens_per_page: 100 }, w.admin)).json();
      expect(new Set(all.data.map((r: Row) => r.company_id))).toEqual(new Set([w.storeA, w.storeB]));
      const b = (
        await t.post('/buy/getPendingBuys', { company_id: w.storeB, itens_per_page: 100 }, w.admin)
      ).json();
      expect(b.data.every((r: Row) => r.company_id === w.storeB && r.company_name === 'Loja B')).toBe(true);
    });

    it('searches, sorts and pages on the server', async () => {
      const name = (
        await t.db
          .selectFrom('buy')
          .select('people_name')
          .where('id', '=', mine.get(4)!)
          .executeTakeFirstOrThrow()
      ).people_name!;
      const found = (await t.post('/buy/get-buys', { status: 4, q: name.toUpperCase() }, w.userA)).json();
      expect(found.data.map((r: Row) => r.id)).toEqual([mine.get(4)]);
      const paged = (
        await t.post(
          '/buy/getPendingBuys',
          { itens_per_page: 1, page: 2, ordenate_field: 'id', ordenate_type: 'asc' },
          w.userA,
        )
      ).json();
      expect(paged).toMatchObject({ total: 2, last_page: 2 });
      expect(paged.data.map((r: Row) => r.id)).toEqual([mine.get(7)]);
    });

    it('refuses bad parameters with pt-BR 422s', async () => {
      const cases: [string, Row, Row][] = [
        ['/buy/get-buys', {}, { status: ['Por favor insira Status'] }],
        ['/buy/get-buys', { status: 9 }, { status: ['Status inválido'] }],
        ['/buy/getPendingBuys', { ordenate_field: 'senha' }, { ordenate_field: ['Ordenação inválida'] }],
        ['/buy/getPendingBuys', { page: 0 }, { page: [expect.any(String)] }],
        ['/buy/getPendingBuys', { q: 'a\u0000b' }, { q: ['Busca inválido'] }],
      ];
      for (const [path, body, errors] of cases) {
        const res = await t.post(path, body, w.userA);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
    });

    it('counts each list for the menu and names the newest order', async () => {
      const res = await t.post('/buy/counts', { company_id: w.storeB }, w.userA);
      const expected = async (statuses: number[]) =>
        Number(
          (
            await t.db
              .selectFrom('buy')
              .select(sql<number>`count(*)`.as('n'))
              .where('company_id', '=', w.storeA)
              .where('status', 'in', statuses as 0[])
              .executeTakeFirstOrThrow()
          ).n,
        );
      const newest = await t.db
        .selectFrom('buy')
        .select(sql<number>`max(id)`.as('m'))
        .where('company_id', '=', w.storeA)
        .executeTakeFirstOrThrow();
      expect(res.json()).toEqual({
        pending: await expected([1, 7]),
        sortingOut: await expected([2]),
        inTransit: await expected([3]),
        finished: await expected([4]),
        notFinished: await expected([0]),
        canceled: await expected([5, 6]),
        latest_id: Number(newest.m),
      });
    });

    it('needs a login', async () => {
      expect((await t.post('/buy/getPendingBuys', {})).statusCode).toBe(401);
    });
  });

  describe('/order/getOrdersDetail', () => {
    it('answers the order with its items, payments, addresses, antifraud and history', async () => {
      const { id, paymentId } = await newOrder(w.storeA, 1, { discount_value: '0.05', consumer_id: null });
      await t.db.updateTable('buy_item').set({ typeable: 'Bordado: Ana' }).where('buy_id', '=', id).execute();
      await t.db
        .updateTable('product')
        .set({ weight_packed: 350, length_packed: 30, width_packed: 20, height_packed: 4 })
        .where('id', '=', productA)
        .execute();
      await t.db
        .insertInto('antifraud_response')
        .values({
          company_id: w.storeA,
          buy_id: id,
          status: 'AMA',
          api_response: JSON.stringify({ score: 12 }) as never,
        })
        .execute();
      const res = await t.post('/order/getOrdersDetail', { buy_id: id }, w.userA);
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json();
      expect(detail.order).toMatchObject({
        id,
        status: 1,
        total: '0.25',
        recording: true,
        company_name: 'Loja A',
      });
      expect(detail.order.items).toEqual([
        expect.objectContaining({
          name: 'Camiseta',
          amount: 2,
          total_price: '0.10',
          typeable: 'Bordado: Ana',
          product_image: [],
          // The product's package (g, cm): the Melhor Envio form's box (issue 22).
          package: { weight_packed: 350, length_packed: 30, width_packed: 20, height_packed: 4 },
        }),
      ]);
      expect(detail.payments).toEqual([
        expect.objectContaining({ id: paymentId, status_code: 1, can_act: true, value: '0.30' }),
      ]);
      expect(detail.reprovedPaymentTimes).toBe(0);
      expect(detail.costumer_address[0]).toMatchObject({ street: 'Rua A', cep: '01001000', current: true });
      expect(detail.antifraud_informations).toEqual([expect.objectContaining({ status: 'AMA' })]);
      expect(detail.status_history).toEqual([expect.objectContaining({ status: 1, from_status: null })]);
    });

    it("lists a guest buyer's earlier addresses: same e-mail, this store only, each address once", async () => {
      const email = 'convidada.enderecos@mail.dev';
      const guest = { consumer_id: null, email };
      await newOrder(w.storeA, 4, { ...guest, street: 'Rua Antiga', number: '10', cep: '02002000' });
      await newOrder(w.storeA, 4, { ...guest, street: 'Rua Antiga', number: '10', cep: '02002000' });
      // The same address as the order's own is not repeated; another store's orders are not read.
      await newOrder(w.storeA, 4, guest);
      await newOrder(w.storeB, 4, { ...guest, street: 'Rua de Outra Loja' });
      await newOrder(w.storeA, 4, {
        consumer_id: null,
        email: 'outra.pessoa@mail.dev',
        street: 'Rua Alheia',
      });
      const { id } = await newOrder(w.storeA, 1, guest);
      const detail = (await t.post('/order/getOrdersDetail', { buy_id: id }, w.userA)).json();
      expect(detail.costumer_address.map((a: Row) => [a.street, a.number, a.cep, a.current])).toEqual([
        ['Rua A', '1', '01001000', true],
        ['Rua Antiga', '10', '02002000', false],
      ]);
    });

    it('offers capture only for an open payment, or an authorised one of an order in analysis', async () => {
      const cases: [number, number, boolean][] = [
        [1, 1, true],
        [1, 0, true],
        [2, 0, true],
        [2, 1, false],
        [1, 2, false],
        [7, 3, false],
      ];
      for (const [status, code, offered] of cases) {
        const { id } = await newOrder(w.storeA, status, {}, { paymentCode: code });
        const detail = (await t.post('/order/getOrdersDetail', { buy_id: id }, w.userA)).json();
        expect(detail.payments[0].can_act, `order ${status}, payment ${code}`).toBe(offered);
      }
    });

    it('is 404 for another store’s order and 422 without buy_id', async () => {
      const { id } = await newOrder(w.storeB, 1);
      const res = await t.post('/order/getOrdersDetail', { buy_id: id }, w.userA);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      const asAdmin = await t.post('/order/getOrdersDetail', { buy_id: id }, w.admin);
      expect(asAdmin.statusCode).toBe(200);
      // A line whose product is gone has no package.
      expect(asAdmin.json().order.items[0].package).toBeNull();
      expect((await t.post('/order/getOrdersDetail', {}, w.userA)).statusCode).toBe(422);
    });

    // The detail's statements are compiled once per reader: an admin's are scoped to the order's store.
    it("gives an admin each store's own lines, one order after another", async () => {
      const a = await newOrder(w.storeA, 1);
      const b = await newOrder(w.storeB, 2);
      for (const [order, store, status] of [
        [a, w.storeA, 1],
        [b, w.storeB, 2],
        [a, w.storeA, 1],
      ] as const) {
        const detail = (await t.post('/order/getOrdersDetail', { buy_id: order.id }, w.admin)).json();
        expect(detail.order).toMatchObject({ id: order.id, company_id: store, status });
        expect(detail.order.items.map((i: Row) => [i.buy_id, i.company_id])).toEqual([[order.id, store]]);
        expect(detail.payments.map((p: Row) => p.id)).toEqual([order.paymentId]);
        expect(detail.status_history.map((h: Row) => h.status)).toEqual([status]);
      }
    });
  });

  describe('/buy/status-change (tracking code)', () => {
    it('moves the order to Em trânsito with its code and a history row by the user', async () => {
      const { id } = await newOrder(w.storeA, 2);
      const res = await t.post(
        '/buy/status-change',
        { buy_id: id, status: 3, delivery_code: ' AB123456789BR ' },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ id, status: 3, delivery_code: 'AB123456789BR' });
      expect((await history(id)).at(-1)).toMatchObject({ status: 3, from_status: 2, user_id: w.userAId });
    });

    it('requires the code and status 3, and keeps other stores out', async () => {
      const { id } = await newOrder(w.storeA, 2);
      const blank = await t.post('/buy/status-change', { buy_id: id, status: 3, delivery_code: '' }, w.userA);
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({ delivery_code: ['O campo Código de rastreio é obrigatório.'] });
      const other = await t.post(
        '/buy/status-change',
        { buy_id: id, status: 4, delivery_code: 'X' },
        w.userA,
      );
      expect(other.json().errors).toEqual({ status: ['Status inválido'] });
      const foreign = await t.post(
        '/buy/status-change',
        { buy_id: id, status: 3, delivery_code: 'X' },
        w.userB,
      );
      expect(foreign.statusCode).toBe(404);
      expect(await statusOf(id)).toBe(2);
      expect(await history(id)).toHaveLength(1);
    });

    it('refuses a cancelled order', async () => {
      const { id } = await newOrder(w.storeA, 6);
      const res = await t.post('/buy/status-change', { buy_id: id, status: 3, delivery_code: 'X' }, w.userA);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.status[0]).toBe(
        'Não é possível mudar o pedido de "Cancelado" para "Em trânsito".',
      );
    });
  });

  it('shows one total for an order everywhere: products + freight − discounts, in lists and detail', async () => {
    const { id } = await newOrder(w.storeA, 1, {
      products_value: '169.90',
      delivery_price: '0.00',
      discount_value: '25.49',
    });
    const list = await t.post('/buy/getPendingBuys', { itens_per_page: 100 }, w.userA);
    const row = list.json().data.find((r: { id: number }) => r.id === id);
    expect(row.total).toBe('144.41');
    // The list shows the coupon beside it; blank (null) where none applied.
    expect(row.discount_value).toBe('25.49');
    const plain = await newOrder(w.storeA, 1, { discount_value: '0.00' });
    const again = await t.post('/buy/getPendingBuys', { itens_per_page: 100 }, w.userA);
    expect(again.json().data.find((r: { id: number }) => r.id === plain.id).discount_value).toBeNull();
    const detail = await t.post('/order/getOrdersDetail', { buy_id: id }, w.userA);
    expect(detail.json().order.total).toBe('144.41');
  });

  describe('/buy/update (Alterar Pedido)', () => {
    it('checks the password under the login throttle: guesses count as failed logins, parallel too', async () => {
      await createUser(t, { email: 'chute@pedido.dev', password: 'senha123', company_id: w.storeA });
      const token = await login(t, 'chute@pedido.dev', 'senha123');
      const { id } = await newOrder(w.storeA, 1);
      const update = (password: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/buy/update',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-forwarded-for': ip,
          },
          payload: JSON.stringify({ buy_id: id, status: 6, password }),
        });
      for (let i = 0; i < 5; i++) expect((await update(`chute${i}`, '10.7.0.1')).statusCode).toBe(422);
      const blocked = await update('senha123', '10.7.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(
        'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.',
      );
      expect(await statusOf(id)).toBe(1);
      // The same count as the login's: that address cannot log in as this user either.
      const loginThere = await t.app.inject({
        method: 'POST',
        url: '/api/users/store-login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1' },
        payload: JSON.stringify({ email: 'chute@pedido.dev', password: 'senha123' }),
      });
      expect(loginThere.statusCode).toBe(429);
      // Twenty guesses at once from another address: at most five are checked.
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => update(`rajada${i}`, '10.7.0.2')));
      const checked = burst.filter((r) => r.statusCode === 422).length;
      expect(checked).toBeLessThanOrEqual(5);
      expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(20 - checked);
      let more = 0;
      while ((await update(`depois${more}`, '10.7.0.2')).statusCode === 422) more++;
      expect(checked + more).toBe(5);
      expect((await update('senha123', '10.7.0.2')).statusCode).toBe(429);
      // The owner, from an address of its own, still changes the order.
      const right = await update('senha123', '10.7.0.3');
      expect(right.statusCode, right.body).toBe(201);
      expect(await statusOf(id)).toBe(6);
    });

    it.each([0, 1, 7])('asks the user’s own password for an order in status %i', async (status) => {
      const { id } = await newOrder(w.storeA, status);
      const missing = await t.post('/buy/update', { buy_id: id, status: 6 }, w.userA);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ password: ['O campo de senha é obrigatório.'] });
      const wrong = await t.post('/buy/update', { buy_id: id, status: 6, password: 'admin123' }, w.userA);
      expect(wrong.json().errors).toEqual({ password: ['Senha Incorreta!'] });
      expect(await statusOf(id)).toBe(status);
      const right = await t.post('/buy/update', { buy_id: id, status: 6, password: 'senha123' }, w.userA);
      expect(right.statusCode, right.body).toBe(201);
      expect(right.json().status).toBe(6);
      expect((await history(id)).at(-1)).toMatchObject({
        status: 6,
        from_status: status,
        user_id: w.userAId,
      });
    });

    it('needs no password past payment, and stores the payment fields', async () => {
      const { id } = await newOrder(w.storeA, 3);
      const res = await t.post(
        '/buy/update',
        {
          buy_id: id,
          status: 4,
          delivery_code: 'ZZ1',
          payment_type: 2,
          transshipment: '50.00',
          payment_paid: true,
        },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        status: 4,
        delivery_code: 'ZZ1',
        payment_type: 2,
        transshipment: '50.00',
        paid: true,
      });
    });

    it('skips the password for the e-mails of ORDER_PASSWORD_EXEMPT_EMAILS', async () => {
      const { id } = await newOrder(w.storeA, 0);
      process.env.ORDER_PASSWORD_EXEMPT_EMAILS = 'outro@teste.dev, A@teste.dev';
      try {
        const res = await t.post('/buy/update', { buy_id: id, status: 5 }, w.userA);
        expect(res.statusCode, res.body).toBe(201);
      } finally {
        delete process.env.ORDER_PASSWORD_EXEMPT_EMAILS;
      }
    });

    it('refuses moves that make no sense and stores nothing', async () => {
      const cases: [number, Row, Row][] = [
        [
          6,
          { status: 2 },
          { status: ['Não é possível mudar o pedido de "Cancelado" para "Separação para Entrega".'] },
        ],
        [2, { status: 9 }, { status: ['Status inválido'] }],
        [2, { status: 'dois' }, { status: [expect.any(String)] }],
        [2, { payment_type: 8 }, { payment_type: ['Tipo de pagamento inválido!!'] }],
        [2, { transshipment: 'abc' }, { transshipment: [expect.any(String)] }],
      ];
      for (const [from, body, errors] of cases) {
        const { id } = await newOrder(w.storeA, from);
        const res = await t.post('/buy/update', { buy_id: id, ...body }, w.userA);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().errors).toEqual(errors);
        expect(await statusOf(id)).toBe(from);
        expect(await history(id)).toHaveLength(1);
      }
    });

    it('keeps other stores out', async () => {
      const { id } = await newOrder(w.storeB, 2);
      const res = await t.post('/buy/update', { buy_id: id, status: 3 }, w.userA);
      expect(res.statusCode).toBe(404);
      expect(await statusOf(id)).toBe(2);
    });
  });

  describe('stock follows the order', () => {
    it('leaves the grid on separation and comes back on cancellation, through the ledger', async () => {
      const before = await balance();
      const { id, paymentId } = await newOrder(w.storeA, 1, {}, { amount: 2 });
      const captured = await t.post(
        '/payment/capture-payment',
        { buy_id: id, payment_id: paymentId },
        w.userA,
      );
      expect(captured.json()).toMatchObject({ status: 2 });
      expect(await balance()).toBe(before - 2);
      const cancelled = await t.post('/buy/update', { buy_id: id, status: 6 }, w.userA);
      expect(cancelled.statusCode, cancelled.body).toBe(201);
      expect(await balance()).toBe(before);
      const moves = await t.db
        .selectFrom('stock_movement')
        .selectAll()
        .where('buy_id', '=', id)
        .orderBy('id')
        .execute();
      expect(moves).toEqual([
        expect.objectContaining({
          type: 'o',
          reason: 'se',
          amount: 2,
          grid_id: gridA,
          balance_after: before - 2,
        }),
        expect.objectContaining({
          type: 'i',
          reason: 'ch',
          amount: 2,
          grid_id: gridA,
          balance_after: before,
        }),
      ]);
    });

    it('does not take stock twice when a shipped order goes back to separation', async () => {
      const { id, paymentId } = await newOrder(w.storeA, 1, {}, { amount: 1 });
      const before = await balance();
      await t.post('/payment/capture-payment', { buy_id: id, payment_id: paymentId }, w.userA);
      await t.post('/buy/status-change', { buy_id: id, status: 3, delivery_code: 'X1' }, w.userA);
      await t.post('/buy/update', { buy_id: id, status: 2 }, w.userA);
      expect(await balance()).toBe(before - 1);
      expect((await history(id)).map((h) => h.status)).toEqual([1, 2, 3, 2]);
    });
  });

  describe('capture and reject (sandbox intermediary)', () => {
    it('captures: payment paid, order in separation, history row', async () => {
      const { id, paymentId } = await newOrder(w.storeA, 1);
      const res = await t.post('/payment/capture-payment', { buy_id: id, payment_id: paymentId }, w.userA);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        status: 2,
        payment_status_code: 2,
        message: 'Atualização feita com Sucesso !!!',
      });
      const payment = await t.db
        .selectFrom('payment')
        .selectAll()
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ status_code: 2, status: 'Pago' });
      expect((await history(id)).at(-1)).toMatchObject({ status: 2, from_status: 1, user_id: w.userAId });
      expect(
        (await t.db.selectFrom('buy').select('paid').where('id', '=', id).executeTakeFirstOrThrow()).paid,
      ).toBe(true);
    });

    it('rejects: payment refused, order in Pagamento Recusado', async () => {
      const { id, paymentId } = await newOrder(w.storeA, 1);
      const res = await t.post('/payment/reject-payment', { buy_id: id, payment_id: paymentId }, w.userA);
      expect(res.json()).toEqual({
        status: 7,
        payment_status_code: 3,
        message: 'Pagamento Recusado com Sucesso !!!',
      });
      expect(await statusOf(id)).toBe(7);
    });

    it('captures once when clicked twice at the same time', async () => {
      const { id, paymentId } = await newOrder(w.storeA, 1, {}, { amount: 1 });
      const before = await balance();
      const [a, b] = await Promise.all([
        t.post('/payment/capture-payment', { buy_id: id, payment_id: paymentId }, w.userA),
        t.post('/payment/capture-payment', { buy_id: id, payment_id: paymentId }, w.userA),
      ]);
      // The second finds it captured, or (sent while the first still waits on the intermediary) a 409.
      for (const r of [a, b])
        if (r.statusCode === 409) expect(r.json().message).toBe('Pagamento em processamento, aguarde.');
        else expect([r.statusCode, r.json().status]).toEqual([200, 2]);
      expect([a.statusCode, b.statusCode]).toContain(200);
      expect((await history(id)).filter((h) => h.status === 2)).toHaveLength(1);
      expect(await balance()).toBe(before - 1);
    });

    it('refuses when the order is not in analysis, and keeps other stores out', async () => {
      const sorted = await newOrder(w.storeA, 2, {}, { paymentCode: 0 });
      const res = await t.post(
        '/payment/capture-payment',
        { buy_id: sorted.id, payment_id: sorted.paymentId },
        w.userA,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.payment_id[0]).toMatch(/Pagamento em análise/);
      const foreign = await newOrder(w.storeB, 1);
      const other = await t.post(
        '/payment/capture-payment',
        { buy_id: foreign.id, payment_id: foreign.paymentId },
        w.userA,
      );
      expect(other.statusCode).toBe(404);
      const mismatched = await newOrder(w.storeA, 1);
      const wrongPair = await t.post(
        '/payment/reject-payment',
        { buy_id: mismatched.id, payment_id: sorted.paymentId },
        w.userA,
      );
      expect(wrongPair.statusCode).toBe(404);
      expect(await statusOf(foreign.id)).toBe(1);
      expect(await statusOf(mismatched.id)).toBe(1);
    });
  });

  describe('/buy/print', () => {
    it('marks the order printed; a reprint needs full_permission', async () => {
      const { id } = await newOrder(w.storeA, 2);
      const first = await t.post('/buy/print', { buy_id: id }, noFullA);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ reprint: false, printed_at: expect.any(String) });
      const again = await t.post('/buy/print', { buy_id: id }, noFullA);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe('Você não possui permissão para imprimir esse pedido novamente!');
      const full = await t.post('/buy/print', { buy_id: id }, w.userA);
      expect(full.json()).toMatchObject({ reprint: true });
      const foreign = await t.post('/buy/print', { buy_id: id }, w.userB);
      expect(foreign.statusCode).toBe(404);
    });

    // Issue 25 item 9: the print view calls /buy/print on every opening, so each print is recorded.
    const printedAt = async (buyId: number) =>
      (await t.post('/order/getOrdersDetail', { buy_id: buyId }, w.userA)).json().order.printed_at as
        string | null;

    it('records every print in printed_at, which the detail shows', async () => {
      const { id } = await newOrder(w.storeA, 2);
      expect(await printedAt(id)).toBeNull();
      const first = await t.post('/buy/print', { buy_id: id }, noFullA);
      expect(first.statusCode, first.body).toBe(200);
      expect(Date.parse((await printedAt(id))!)).toBe(Date.parse(first.json().printed_at));
      // A reprint (full_permission, then an admin) moves the mark to its own time.
      for (const token of [w.userA, w.admin]) {
        await t.db
          .updateTable('buy')
          .set({ printed_at: sql<Date>`'2020-01-02T03:04:05Z'::timestamptz` })
          .where('id', '=', id)
          .execute();
        const again = await t.post('/buy/print', { buy_id: id }, token);
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json().reprint).toBe(true);
        const shown = await printedAt(id);
        expect(Date.parse(shown!)).toBe(Date.parse(again.json().printed_at));
        expect(Date.parse(shown!)).toBeGreaterThan(Date.parse('2020-01-02T03:04:05Z'));
      }
      // Refused: the mark stays as it was.
      const before = await printedAt(id);
      const refused = await t.post('/buy/print', { buy_id: id }, noFullA);
      expect(refused.statusCode).toBe(403);
      expect(await printedAt(id)).toBe(before);
    });

    it('lets parallel first prints of a user without full_permission through once', async () => {
      const { id } = await newOrder(w.storeA, 2);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => t.post('/buy/print', { buy_id: id }, noFullA)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
      for (const refused of answers.filter((a) => a.statusCode === 403))
        expect(refused.json().message).toBe('Você não possui permissão para imprimir esse pedido novamente!');
    });

    it('answers 422 for a missing or malformed buy_id and 404 for an unknown one', async () => {
      for (const body of [{}, { buy_id: 'x' }, { buy_id: 0 }]) {
        const res = await t.post('/buy/print', body, w.userA);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
      }
      const unknown = await t.post('/buy/print', { buy_id: 99_999_999 }, w.userA);
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('Melhor Envio (sandbox store)', () => {
    it('puts the order in the sandbox cart without a token', async () => {
      const { id } = await newOrder(w.storeA, 2);
      const res = await t.post(
        '/order/delivery/add-buy-in-melhor-envio',
        {
          buy_id: id,
          height: 5,
          width: 10,
          length: 15,
          weight: 1,
          insurance_value: '0.30',
          shipping: 'default',
        },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        message: 'Seu Pedido Foi enviado p/ o Melhor Envio',
        id: expect.any(String),
      });
    });
  });
});
