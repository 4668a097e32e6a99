// /report/order through the API: a store with a few orders inserted directly (as the storefront
// leaves them: items, payments with retries, a coupon, consumers and guests) and every figure of the
// report checked against values worked out by hand; the period's edges on the São Paulo clock; the
// status filter; detail flags; money hidden from users without full_permission; tenancy (a store
// user never reads another store, an admin reads one store or the whole platform); pt-BR 422s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/shared/time.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createUser, createWorld, login, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;

/** Last year's March: a closed month. */
const Y = Number(today().slice(0, 4)) - 1;
const MARCH = { init_date: `${Y}-03-01 00:00`, finish_date: `${Y}-03-31 23:59` };
const DETAIL = { ...MARCH, show_product_detail: true, show_people_detail: true };

describe.each(backends)('order report on $name', (backend) => {
  let t: TestApp;
  let w: World;
  /** A store A user without full_permission. */
  let plainA: string;
  const ids: Record<string, number> = {};
  const consumers: Record<string, number> = {};

  let seq = 0;
  async function newOrder(
    companyId: number,
    o: {
      status: number;
      at: string;
      products: string;
      freight?: string;
      discount?: string;
      coupon?: string;
      name?: string;
      email?: string | null;
      consumer?: number;
      state?: string | null;
      city?: string;
      items?: { product: number | null; amount: number; total: string }[];
      payments?: { source: string; type: string; installments: number | null; at: string }[];
    },
  ): Promise<number> {
    const n = ++seq;
    const buy = await t.db
      .insertInto('buy')
      .values({
        company_id: companyId,
        status: o.status as 0,
        people_name: o.name ?? `Comprador ${n}`,
        email: o.email === undefined ? `comprador${n}@teste.dev` : o.email,
        consumer_id: o.consumer ?? null,
        products_value: o.products,
        delivery_price: o.freight ?? '0.00',
        discount_value: o.discount ?? '0.00',
        coupon: o.coupon ?? null,
        send_type: 'PAC',
        payment_type: 0,
        state: o.state === undefined ? 'SP' : o.state,
        city: o.city ?? 'São Paulo',
        created_at: o.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of o.items ?? [])
      await t.db
        .insertInto('buy_item')
        .values({
          company_id: companyId,
          buy_id: buy.id,
          product_id: item.product,
          name: 'Linha',
          amount: item.amount,
          unit_price: item.total,
          total_price: item.total,
        })
        .execute();
    for (const p of o.payments ?? [])
      await t.db
        .insertInto('payment')
        .values({
          company_id: companyId,
          buy_id: buy.id,
          payment_source: p.source,
          type: p.type,
          installments: p.installments,
          value: o.products,
          created_at: p.at,
        })
        .execute();
    return buy.id;
  }

  const report = (body: Row, token: string) => t.post('/report/order', body, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    await createUser(t, { email: 'a2@teste.dev', password: 'senha123', company_id: w.storeA });
    plainA = await login(t, 'a2@teste.dev', 'senha123');

    // Products: Camiseta (Camisetas, Verão), Calça (Calças, Inverno), Boné (Camisetas, no group).
    const group = async (name: string) =>
      (
        await t.db
          .insertInto('product_group')
          .values({ company_id: w.storeA, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const summer = await group('Verão');
    const winter = await group('Inverno');
    const p1 = (await createProduct(t, w.userA, { name: 'Camiseta Lisa', product_groups_id: summer })).id;
    const second = await createProduct(t, w.userA, { name: 'Calça Jeans', product_groups_id: winter });
    const p2 = second.id;
    await t.db
      .updateTable('category')
      .set({ name: 'Calças' })
      .where('id', '=', second.category_id as number)
      .execute();
    const p3 = (await createProduct(t, w.userA, { name: 'Boné' })).id;

    for (const [key, name, email, birthday] of [
      ['ana', 'Ana Souza', 'ana@teste.dev', '1990-05-20'],
      ['bruno', 'Bruno Lima', 'bruno@teste.dev', null],
    ] as const)
      consumers[key] = (
        await t.db
          .insertInto('consumer')
          .values({ company_id: w.storeA, fantasy_name: name, email, birthday })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const m = (d: string) => `${Y}-03-${d}`;
    // Bruno's first order, in February: he comes back in March.
    ids.o0 = await newOrder(w.storeA, {
      status: 4,
      at: `${Y}-02-10T10:00:00-03:00`,
      products: '40.00',
      consumer: consumers.bruno,
      name: 'Bruno Lima',
    });
    // 00:00 on 1 March in São Paulo: inside. Two payment attempts, the later one counts.
    ids.o1 = await newOrder(w.storeA, {
      status: 2,
      at: `${m('01')}T00:00:00-03:00`,
      products: '100.10',
      freight: '10.00',
      discount: '5.05',
      coupon: 'BEMVINDO',
      consumer: consumers.ana,
      name: 'Ana Souza',
      email: 'ana@teste.dev',
      items: [
        { product: p1, amount: 2, total: '60.10' },
        { product: p2, amount: 1, total: '40.00' },
      ],
      payments: [
        { source: 'pagarme', type: 'credit', installments: 3, at: `${m('01')}T00:01:00-03:00` },
        { source: 'rede', type: 'credit', installments: 2, at: `${m('01')}T00:05:00-03:00` },
      ],
    });
    ids.o2 = await newOrder(w.storeA, {
      status: 3,
      at: `${m('15')}T12:00:00-03:00`,
      products: '20.00',
      freight: '5.00',
      consumer: consumers.bruno,
      name: 'Bruno Lima',
      state: 'rj ',
      city: 'Niterói',
      items: [{ product: p1, amount: 1, total: '20.00' }],
      payments: [{ source: 'pagarmev5', type: 'pix', installments: 1, at: `${m('15')}T12:01:00-03:00` }],
    });
    // 23:59:30 on 31 March in São Paulo (April in UTC): inside a period that ends at 23:59.
    ids.o3 = await newOrder(w.storeA, {
      status: 4,
      at: `${m('31')}T23:59:30-03:00`,
      products: '50.00',
      name: 'Carla Dias',
      email: 'Carla@Teste.dev',
      items: [{ product: p3, amount: 1, total: '50.00' }],
    });
    ids.o4 = await newOrder(w.storeA, {
      status: 1,
      at: `${m('10')}T10:00:00-03:00`,
      products: '30.00',
      consumer: consumers.ana,
      name: 'Ana Souza',
      state: '',
      items: [{ product: p2, amount: 5, total: '30.00' }],
    });
    // Carla again (same e-mail in another case), no consumer record: three refused attempts.
    ids.o5 = await newOrder(w.storeA, {
      status: 7,
      at: `${m('11')}T10:00:00-03:00`,
      products: '12.00',
      freight: '3.00',
      name: 'Carla',
      email: 'carla@teste.dev ',
      state: null,
      payments: [1, 2, 3].map((i) => ({
        source: 'pagarme',
        type: 'credit',
        installments: 1,
        at: `${m('11')}T10:0${i}:00-03:00`,
      })),
    });
    // A buyer with no e-mail: a buyer of its own.
    ids.o6 = await newOrder(w.storeA, {
      status: 0,
      at: `${m('12')}T10:00:00-03:00`,
      products: '8.00',
      freight: '2.00',
      name: 'Anônimo',
      email: null,
      items: [{ product: p3, amount: 2, total: '8.00' }],
    });
    // 01:00 UTC on 1 April is 22:00 on 31 March in São Paulo: inside.
    ids.o7 = await newOrder(w.storeA, {
      status: 2,
      at: `${Y}-04-01T01:00:00Z`,
      products: '10.00',
      name: 'Diego',
      email: 'diego@teste.dev',
      state: 'MG',
    });
    // Diego's first order, in January as a guest (e-mail in another case): he returns.
    ids.d0 = await newOrder(w.storeA, {
      status: 6,
      at: `${Y}-01-20T10:00:00-03:00`,
      products: '5.00',
      name: 'Diego',
      email: 'DIEGO@teste.dev',
    });
    // Carla bought in store B before: still new in store A.
    ids.b0 = await newOrder(w.storeB, {
      status: 4,
      at: `${Y}-01-05T10:00:00-03:00`,
      products: '9.00',
      name: 'Carla',
      email: 'carla@teste.dev',
    });
    // 00:00 on 1 April in São Paulo: outside.
    ids.out1 = await newOrder(w.storeA, { status: 2, at: `${Y}-04-01T00:00:00-03:00`, products: '700.00' });
    // 01:00 UTC on 1 March is 22:00 on 28 February in São Paulo: outside.
    ids.out2 = await newOrder(w.storeA, { status: 2, at: `${m('01')}T01:00:00Z`, products: '800.00' });
    ids.b1 = await newOrder(w.storeB, {
      status: 2,
      at: `${m('05')}T10:00:00-03:00`,
      products: '999.99',
      name: 'Cliente B',
    });
  });
  afterAll(() => t?.close());

  it('every figure of a month, worked out by hand', async () => {
    const res = await report(DETAIL, w.userA);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.full_permission).toBe(true);
    expect(d.period).toEqual({
      init: `${Y}-03-01T00:00:00.000-03:00`,
      finish: `${Y}-03-31T23:59:59.999-03:00`,
    });
    // o1 105.05 (100.10 + 10.00 − 5.05), o2 25.00, o3 50.00, o7 10.00; ticket 190.05 / 4.
    expect(d.finished).toEqual({
      count: 4,
      items: 5,
      amount: '190.05',
      productsValue: '180.10',
      deliveryValue: '15.00',
      ticket: '47.51',
    });
    // o4 30.00, o5 15.00, o6 10.00; ticket 55.00 / 3.
    expect(d.unfinished).toEqual({
      count: 3,
      items: 7,
      amount: '55.00',
      productsValue: '50.00',
      deliveryValue: '5.00',
      ticket: '18.33',
    });
    expect(d.by_status).toEqual([
      { status: 0, count: 1, amount: '10.00' },
      { status: 1, count: 1, amount: '30.00' },
      { status: 2, count: 2, amount: '115.05' },
      { status: 3, count: 1, amount: '25.00' },
      { status: 4, count: 1, amount: '50.00' },
      { status: 7, count: 1, amount: '15.00' },
    ]);
    expect(d.by_state).toEqual([
      { name: 'SP', count: 3, items: 6, amount: '165.05' },
      { name: 'Não informado', count: 2, items: 5, amount: '45.00' },
      { name: 'MG', count: 1, items: 0, amount: '10.00' },
      { name: 'RJ', count: 1, items: 1, amount: '25.00' },
    ]);
    // Order lines: line totals by the product's group and category.
    expect(d.product_groups).toEqual([
      { name: 'Inverno', count: 2, items: 6, amount: '70.00' },
      { name: 'Verão', count: 2, items: 3, amount: '80.10' },
      { name: 'Não informado', count: 2, items: 3, amount: '58.00' },
    ]);
    expect(d.categories).toEqual([
      { name: 'Camisetas', count: 4, items: 6, amount: '138.10' },
      { name: 'Calças', count: 2, items: 6, amount: '70.00' },
    ]);
    expect(d.new_buyers_list).toEqual([
      {
        consumer_id: consumers.ana,
        name: 'Ana Souza',
        email: 'ana@teste.dev',
        orders: 2,
        amount: '135.05',
        first_order_at: new Date(`${Y}-03-01T03:00:00Z`).toISOString(),
      },
      {
        consumer_id: null,
        name: 'Carla Dias',
        email: 'Carla@Teste.dev',
        orders: 2,
        amount: '65.00',
        first_order_at: new Date(`${Y}-03-11T13:00:00Z`).toISOString(),
      },
      expect.objectContaining({
        consumer_id: null,
        name: 'Anônimo',
        email: null,
        orders: 1,
        amount: '10.00',
      }),
    ]);
    expect(d.old_buyers_list).toEqual([
      {
        consumer_id: consumers.bruno,
        name: 'Bruno Lima',
        email: 'bruno@teste.dev',
        orders: 1,
        amount: '25.00',
        first_order_at: new Date(`${Y}-02-10T13:00:00Z`).toISOString(),
      },
      {
        consumer_id: null,
        name: 'Diego',
        email: 'diego@teste.dev',
        orders: 1,
        amount: '10.00',
        first_order_at: new Date(`${Y}-01-20T13:00:00Z`).toISOString(),
      },
    ]);
    expect(d.orders.total).toBe(7);
    expect(d.orders.last_page).toBe(1);
    expect(d.orders.data.map((r: Row) => r.id)).toEqual([
      ids.o3,
      ids.o7,
      ids.o2,
      ids.o6,
      ids.o5,
      ids.o4,
      ids.o1,
    ]);
  });

  it('order rows carry the store, buyer, coupon and latest payment', async () => {
    const rows: Row[] = (await report(MARCH, w.userA)).json().orders.data;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids.o1)).toEqual({
      id: ids.o1,
      fantasy_name: 'Loja A',
      customer: 'Ana Souza',
      birthday: '1990-05-20',
      status: 2,
      created_at: new Date(`${Y}-03-01T03:00:00Z`).toISOString(),
      send_type: 'PAC',
      city: 'São Paulo',
      state: 'SP',
      amount: '105.05',
      discount_value: '5.05',
      coupon_discount: '5.05',
      payment_source: 'rede',
      type: 'credit',
      installments: 2,
      payment_try: 2,
      delivery_price: '10.00',
      products_value: '100.10',
    });
    expect(byId.get(ids.o2)).toMatchObject({
      customer: 'Bruno Lima',
      birthday: null,
      city: 'Niterói',
      coupon_discount: '0.00',
      discount_value: '0.00',
      payment_source: 'pagarmev5',
      type: 'pix',
      installments: 1,
      payment_try: 1,
      amount: '25.00',
    });
    expect(byId.get(ids.o5)).toMatchObject({ payment_try: 3, status: 7, state: null, birthday: null });
    expect(byId.get(ids.o3)).toMatchObject({
      customer: 'Carla Dias',
      payment_source: null,
      type: null,
      installments: null,
      payment_try: 0,
      created_at: new Date(`${Y}-04-01T02:59:30Z`).toISOString(),
    });
  });

  it('pages the rows', async () => {
    const first = (await report({ ...MARCH, itens_per_page: 3 }, w.userA)).json().orders;
    expect(first.total).toBe(7);
    expect(first.last_page).toBe(3);
    expect(first.data.map((r: Row) => r.id)).toEqual([ids.o3, ids.o7, ids.o2]);
    const last = (await report({ ...MARCH, itens_per_page: 3, page: 3 }, w.userA)).json().orders;
    expect(last.data.map((r: Row) => r.id)).toEqual([ids.o1]);
    const beyond = (await report({ ...MARCH, itens_per_page: 3, page: 9 }, w.userA)).json().orders;
    expect(beyond).toEqual({ data: [], total: 7, last_page: 3 });
  });

  it('takes the period’s edges on the São Paulo clock', async () => {
    const ids_of = async (body: Row) =>
      ((await report(body, w.userA)).json().orders.data as Row[]).map((r) => r.id);
    // The last minute of March takes 23:59:30.
    expect(await ids_of({ init_date: `${Y}-03-31 23:59`, finish_date: `${Y}-03-31 23:59` })).toEqual([
      ids.o3,
    ]);
    // Seconds given: the finish reaches only that second.
    expect(await ids_of({ init_date: `${Y}-03-31 23:59`, finish_date: `${Y}-03-31 23:59:29` })).toEqual([]);
    // 00:00 on 1 April is April's.
    expect(await ids_of({ init_date: `${Y}-04-01 00:00`, finish_date: `${Y}-04-01 23:59` })).toEqual([
      ids.out1,
    ]);
    // 01:00 UTC on 1 March is 28 February's; 01:00 UTC on 1 April is 31 March's.
    expect(await ids_of({ init_date: `${Y}-02-28 00:00`, finish_date: `${Y}-02-28 23:59` })).toEqual([
      ids.out2,
    ]);
    expect(await ids_of({ init_date: `${Y}-03-31T22:00`, finish_date: `${Y}-03-31T22:00` })).toEqual([
      ids.o7,
    ]);
    // A bare date runs the whole day; an instant with its offset is taken as it is.
    expect(await ids_of({ init_date: `${Y}-03-31`, finish_date: `${Y}-03-31` })).toEqual([ids.o3, ids.o7]);
    expect(
      await ids_of({ init_date: `${Y}-04-01T01:00:00Z`, finish_date: `${Y}-04-01T01:00:00.000Z` }),
    ).toEqual([ids.o7]);
  });

  it('filters by status (buyers still told new or returning by any first order)', async () => {
    const d = (await report({ ...DETAIL, status: [3, 2] }, w.userA)).json();
    expect(d.finished).toMatchObject({ count: 3, items: 4, amount: '140.05' });
    expect(d.unfinished).toEqual({
      count: 0,
      items: 0,
      amount: '0.00',
      productsValue: '0.00',
      deliveryValue: '0.00',
      ticket: '0.00',
    });
    expect(d.by_status.map((s: Row) => s.status)).toEqual([2, 3]);
    expect(d.orders.data.map((r: Row) => r.id)).toEqual([ids.o7, ids.o2, ids.o1]);
    expect(d.new_buyers_list.map((b: Row) => [b.name, b.orders, b.amount])).toEqual([
      ['Ana Souza', 1, '105.05'],
    ]);
    expect(d.old_buyers_list.map((b: Row) => b.name)).toEqual(['Bruno Lima', 'Diego']);
    // One status as a number.
    const one = (await report({ ...MARCH, status: 7 }, w.userA)).json();
    expect(one.orders.data.map((r: Row) => r.id)).toEqual([ids.o5]);
  });

  it('leaves the details out unless asked', async () => {
    const d = (await report(MARCH, w.userA)).json();
    for (const key of ['product_groups', 'categories', 'new_buyers_list', 'old_buyers_list'])
      expect(d).not.toHaveProperty(key);
    const products = (await report({ ...MARCH, show_product_detail: true }, w.userA)).json();
    expect(products.categories).toHaveLength(2);
    expect(products).not.toHaveProperty('new_buyers_list');
  });

  it('shows no money to a user without full_permission', async () => {
    const full = (await report(DETAIL, w.userA)).json();
    const res = await report(DETAIL, plainA);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.full_permission).toBe(false);
    expect(d.finished).toEqual({
      count: 4,
      items: 5,
      amount: null,
      productsValue: null,
      deliveryValue: null,
      ticket: null,
    });
    expect(d.unfinished).toMatchObject({ count: 3, amount: null, ticket: null });
    for (const list of [
      'by_status',
      'by_state',
      'product_groups',
      'categories',
      'new_buyers_list',
      'old_buyers_list',
    ])
      for (const line of d[list] as Row[]) expect(line.amount, list).toBeNull();
    for (const row of d.orders.data as Row[])
      for (const key of ['amount', 'discount_value', 'coupon_discount', 'delivery_price', 'products_value'])
        expect(row[key], key).toBeNull();
    // Everything else is the same report.
    expect(d.by_state.map((s: Row) => [s.name, s.count, s.items])).toEqual(
      full.by_state.map((s: Row) => [s.name, s.count, s.items]),
    );
    expect(d.orders.data.map((r: Row) => [r.id, r.payment_try, r.payment_source])).toEqual(
      full.orders.data.map((r: Row) => [r.id, r.payment_try, r.payment_source]),
    );
    expect(JSON.stringify(d)).not.toContain('105.05');
  });

  it('a store user reads its own store whatever company_id it sends', async () => {
    const own = (await report(DETAIL, w.userA)).json();
    const asked = await report({ ...DETAIL, company_id: w.storeB }, w.userA);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(own);
    const b = (await report({ ...MARCH, company_id: w.storeA }, w.userB)).json();
    expect(b.finished).toMatchObject({ count: 1 });
    expect(b.unfinished.count).toBe(0);
    expect(b.orders.data.map((r: Row) => r.id)).toEqual([ids.b1]);
    // userB has no full_permission either.
    expect(b.finished.amount).toBeNull();
  });

  it('an admin reads one store or the whole platform', async () => {
    const own = (await report(DETAIL, w.userA)).json();
    expect((await report({ ...DETAIL, company_id: w.storeA }, w.admin)).json()).toEqual(own);
    const all = (await report(MARCH, w.admin)).json();
    expect(all.finished).toMatchObject({ count: 5, amount: '1190.04' });
    expect(all.orders.total).toBe(8);
    expect(all.orders.data.find((r: Row) => r.id === ids.b1)).toMatchObject({
      fantasy_name: 'Loja B',
      amount: '999.99',
    });
    // A store that does not exist has no orders.
    const none = await report({ ...MARCH, company_id: 999_999_999 }, w.admin);
    expect(none.statusCode).toBe(200);
    expect(none.json().orders).toEqual({ data: [], total: 0, last_page: 1 });
    expect(none.json().finished).toMatchObject({ count: 0, amount: '0.00', ticket: '0.00' });
  });

  it.each([
    [{ finish_date: MARCH.finish_date }, 'init_date', 'Por favor insira Data inicial'],
    [{ init_date: MARCH.init_date }, 'finish_date', 'Por favor insira Data final'],
    [{ ...MARCH, init_date: `${Y}-02-30 10:00` }, 'init_date', 'Data inicial inválida'],
    [{ ...MARCH, init_date: '01/03/2025' }, 'init_date', 'Data inicial inválida'],
    [{ ...MARCH, finish_date: `${Y}-03-31 24:00` }, 'finish_date', 'Data final inválida'],
    [{ ...MARCH, finish_date: 20250331 }, 'finish_date', 'Data final inválida'],
    [
      { ...MARCH, finish_date: `${Y}-02-28 23:59` },
      'finish_date',
      'A data final deve ser depois da data inicial.',
    ],
    [{ ...MARCH, status: [2, 8] }, 'status', 'Status inválido: use valores de 0 a 7'],
    [{ ...MARCH, status: 'pago' }, 'status', 'Status inválido: use valores de 0 a 7'],
    [{ ...MARCH, page: 0 }, 'page', 'Página deve ser no mínimo 1'],
    [{ ...MARCH, itens_per_page: 1001 }, 'itens_per_page', 'Itens por página deve ser no máximo 1000'],
    [{ ...MARCH, company_id: 'x' }, 'company_id', 'Loja inválida'],
  ])('422 for %j', async (body, field, message) => {
    const res = await report(body, w.admin);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('names every bad field at once', async () => {
    const res = await report({ init_date: 'ontem', finish_date: 'hoje', status: [9], page: -1 }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['finish_date', 'init_date', 'page', 'status']);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/report/order', payload: MARCH });
    expect(res.statusCode).toBe(401);
  });
});
