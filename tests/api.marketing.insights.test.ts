// The marketing insights through the API: coupon performance ('Desempenho') over a few orders with
// and without coupons across two closed months, worked out by hand (only sold orders, statuses 2, 3,
// 4; the period's edges on the São Paulo clock; the code's case and spaces ignored); the RFM
// segments of a handful of buyers whose recency, frequency and value put each in a known segment,
// and their buyers a page at a time; tenancy (a store user never reads another store, an admin
// names one); money hidden without full_permission; pt-BR 422s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/shared/time.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createStore, createUser, createWorld, login, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;

/** Last year's March and April: closed months. */
const Y = Number(today().slice(0, 4)) - 1;
const PERIOD = { init_date: `${Y}-03-01`, finish_date: `${Y}-04-30` };

/** Noon on the São Paulo clock, `days` days before today. */
const daysAgo = (days: number) => `${addDays(today(), -days)}T12:00:00-03:00`;

describe.each(backends)('marketing insights on $name', (backend) => {
  let t: TestApp;
  let w: World;
  /** A store A user without full_permission. */
  let plainA: string;
  /** The store of the segments, read by the admin. */
  let storeC: number;
  let couponId: number;

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
      cpf?: string;
      phone?: string;
      consumer?: number;
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
        cpf_cnpj: o.cpf ?? null,
        phone_number: o.phone ?? null,
        consumer_id: o.consumer ?? null,
        products_value: o.products,
        delivery_price: o.freight ?? '0.00',
        discount_value: o.discount ?? '0.00',
        coupon: o.coupon ?? null,
        send_type: 'PAC',
        payment_type: 0,
        created_at: o.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return buy.id;
  }

  const performance = (body: Row, token: string) => t.post('/marketing/coupon-performance', body, token);
  const segments = (body: Row, token: string) => t.post('/marketing/segments', body, token);
  const buyers = (body: Row, token: string) => t.post('/marketing/segments/buyers', body, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    await createUser(t, { email: 'a2@teste.dev', password: 'senha123', company_id: w.storeA });
    plainA = await login(t, 'a2@teste.dev', 'senha123');
    const saved = await t.post('/discount-cupons/save', { code: 'bemvindo', discount_rate: 10 }, w.userA);
    expect(saved.statusCode).toBe(201);
    couponId = saved.json().id;

    // ---- Coupons, store A ----
    const m = (month: string, day: string, time = '10:00:00') => `${Y}-${month}-${day}T${time}-03:00`;
    // March: two BEMVINDO orders (the code as typed: case and spaces ignored).
    await newOrder(w.storeA, {
      status: 4,
      at: m('03', '05'),
      products: '100.00',
      freight: '10.00',
      discount: '10.00',
      coupon: 'BEMVINDO',
    }); // revenue 100.00
    await newOrder(w.storeA, {
      status: 2,
      at: m('03', '20'),
      products: '50.00',
      discount: '5.00',
      coupon: ' bemvindo ',
    }); // revenue 45.00
    // April: FRETE twice, one sale without a coupon.
    await newOrder(w.storeA, {
      status: 3,
      at: m('04', '10'),
      products: '200.00',
      freight: '15.50',
      discount: '20.00',
      coupon: 'FRETE',
    }); // revenue 195.50
    await newOrder(w.storeA, { status: 4, at: m('04', '11'), products: '80.00' }); // no coupon: 80.00
    // 23:59:30 on 30 April in São Paulo (May in UTC): inside.
    await newOrder(w.storeA, {
      status: 4,
      at: m('04', '30', '23:59:30'),
      products: '30.00',
      discount: '3.00',
      coupon: 'frete',
    }); // revenue 27.00
    // Not sales: waiting for payment, cancelled, unfinished.
    await newOrder(w.storeA, { status: 1, at: m('03', '10'), products: '999.00', coupon: 'BEMVINDO' });
    await newOrder(w.storeA, { status: 6, at: m('04', '02'), products: '999.00', coupon: 'FRETE' });
    await newOrder(w.storeA, { status: 0, at: m('04', '03'), products: '999.00', coupon: 'FRETE' });
    // Outside the period: 23:30 on 28 February in São Paulo (1 March in UTC), and May.
    await newOrder(w.storeA, {
      status: 4,
      at: m('02', '28', '23:30:00'),
      products: '999.00',
      coupon: 'BEMVINDO',
    });
    await newOrder(w.storeA, {
      status: 4,
      at: m('05', '01', '00:00:00'),
      products: '999.00',
      coupon: 'FRETE',
    });
    // Store B: the same code, never store A's.
    await newOrder(w.storeB, {
      status: 4,
      at: m('03', '05'),
      products: '1000.00',
      discount: '100.00',
      coupon: 'BEMVINDO',
    });

    // ---- Segments, store C: five buyers, distinct last days and totals ----
    storeC = await createStore(t, 'Loja C');
    const consumer = await t.db
      .insertInto('consumer')
      .values({
        company_id: storeC,
        fantasy_name: 'Ana Campeã',
        email: 'ana@teste.dev',
        phone_number: '11987654321',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Ana (consumer): 6 orders, the last 2 days ago, 600.00 → R 5, F 5, M 5: Campeões.
    for (const d of [300, 200, 100, 50, 10, 2])
      await newOrder(storeC, {
        status: 4,
        at: daysAgo(d),
        products: '100.00',
        consumer: consumer.id,
        name: 'Ana S.',
        email: 'outra@teste.dev',
      });
    // Bia (guest): 1 order 4 days ago, 500.00 → R 4, F 1, M 4: Novos.
    await newOrder(storeC, {
      status: 2,
      at: daysAgo(4),
      products: '490.00',
      freight: '10.00',
      name: 'Bia Nova',
      email: 'bia@teste.dev',
      phone: '21912345678',
    });
    // Caio (guest): 4 orders, the last 30 days ago, 300.00 → R 3, F 4, M 2: Fiéis.
    for (const d of [120, 90, 60, 30])
      await newOrder(storeC, {
        status: 3,
        at: daysAgo(d),
        products: '80.00',
        discount: '5.00',
        coupon: 'X',
        name: 'Caio Fiel',
        email: 'caio@teste.dev',
      });
    // Duda (guest, the e-mail in other cases and spaces): 3 orders, the last 200 days ago, 400.00 →
    // R 2, F 3, M 3: Em risco.
    await newOrder(storeC, {
      status: 4,
      at: daysAgo(400),
      products: '100.00',
      name: 'Duda',
      email: 'Duda@Teste.dev',
    });
    await newOrder(storeC, {
      status: 4,
      at: daysAgo(300),
      products: '150.00',
      name: 'Duda',
      email: ' duda@teste.dev',
    });
    await newOrder(storeC, {
      status: 4,
      at: daysAgo(200),
      products: '150.00',
      name: 'Duda Risco',
      email: 'duda@teste.dev',
      phone: '31988887777',
    });
    // Edu (guest without e-mail, by CPF): 1 order 500 days ago, 100.00 → R 1, F 1, M 1: Hibernando.
    await newOrder(storeC, {
      status: 4,
      at: daysAgo(500),
      products: '100.00',
      name: 'Edu',
      email: null,
      cpf: '52998224725',
    });
    // Not sales: Edu's recent order waiting for payment and a cancelled one of Bia's.
    await newOrder(storeC, { status: 1, at: daysAgo(1), products: '50.00', email: null, cpf: '52998224725' });
    await newOrder(storeC, { status: 6, at: daysAgo(1), products: '999.00', email: 'bia@teste.dev' });
    // Store B: Bia bought there too, yesterday.
    await newOrder(w.storeB, { status: 4, at: daysAgo(1), products: '70.00', email: 'bia@teste.dev' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('coupon performance', () => {
    it('counts sold orders with a coupon per month and per coupon, figures worked out by hand', async () => {
      const res = await performance(PERIOD, w.userA);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.full_permission).toBe(true);
      expect(body.statuses).toEqual([2, 3, 4]);
      expect(body.period).toEqual({
        init: `${Y}-03-01T00:00:00.000-03:00`,
        finish: `${Y}-04-30T23:59:59.999-03:00`,
      });
      expect(body.months).toEqual([
        {
          month: `${Y}-03`,
          orders: 2,
          revenue: '145.00',
          discount: '15.00',
          all_orders: 2,
          all_revenue: '145.00',
        },
        {
          month: `${Y}-04`,
          orders: 2,
          revenue: '222.50',
          discount: '23.00',
          all_orders: 3,
          all_revenue: '302.50',
        },
      ]);
      // Largest revenue first; BEMVINDO has its coupon record, FRETE none.
      expect(body.coupons).toEqual([
        {
          coupon: 'FRETE',
          company_id: w.storeA,
          fantasy_name: 'Loja A',
          coupon_id: null,
          active: null,
          orders: 2,
          revenue: '222.50',
          discount: '23.00',
          ticket: '111.25',
        },
        {
          coupon: 'BEMVINDO',
          company_id: w.storeA,
          fantasy_name: 'Loja A',
          coupon_id: couponId,
          active: true,
          orders: 2,
          revenue: '145.00',
          discount: '15.00',
          ticket: '72.50',
        },
      ]);
      expect(body.totals).toEqual({
        orders: 4,
        revenue: '367.50',
        discount: '38.00',
        ticket: '91.88',
        all_orders: 5,
        all_revenue: '447.50',
      });
    });

    it('lists every month of the period across a year, months without sales too', async () => {
      const res = await performance({ init_date: `${Y - 1}-11-15`, finish_date: `${Y}-02-01` }, w.userA);
      expect(res.json().months.map((m: Row) => m.month)).toEqual([
        `${Y - 1}-11`,
        `${Y - 1}-12`,
        `${Y}-01`,
        `${Y}-02`,
      ]);
    });

    it('lists every month of the period, months without sales too', async () => {
      const res = await performance({ init_date: `${Y}-01-01`, finish_date: `${Y}-03-31` }, w.userA);
      expect(res.statusCode, res.body).toBe(200);
      const months = res.json().months as Row[];
      expect(months.map((m) => [m.month, m.orders, m.revenue])).toEqual([
        [`${Y}-01`, 0, '0.00'],
        // 23:30 on 28 February in São Paulo is February's.
        [`${Y}-02`, 1, '999.00'],
        [`${Y}-03`, 2, '145.00'],
      ]);
    });

    it('reads only the store user’s store, whatever company_id says; an admin names one or reads all', async () => {
      const b = await performance({ ...PERIOD, company_id: w.storeA }, w.userB);
      expect(b.statusCode).toBe(200);
      expect(b.json().coupons.map((c: Row) => [c.coupon, c.company_id, c.orders])).toEqual([
        ['BEMVINDO', w.storeB, 1],
      ]);

      const adminA = await performance({ ...PERIOD, company_id: w.storeA }, w.admin);
      expect(adminA.json().totals).toEqual((await performance(PERIOD, w.userA)).json().totals);

      const all = (await performance(PERIOD, w.admin)).json();
      expect(all.coupons.map((c: Row) => [c.coupon, c.fantasy_name, c.revenue])).toEqual([
        ['BEMVINDO', 'Loja B', '900.00'],
        ['FRETE', 'Loja A', '222.50'],
        ['BEMVINDO', 'Loja A', '145.00'],
      ]);
      expect(all.totals.orders).toBe(5);
    });

    it('hides money from a store user without full_permission', async () => {
      const res = await performance(PERIOD, plainA);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.full_permission).toBe(false);
      expect(body.totals).toEqual({
        orders: 4,
        revenue: null,
        discount: null,
        ticket: null,
        all_orders: 5,
        all_revenue: null,
      });
      expect(body.coupons[0]).toMatchObject({ coupon: 'FRETE', orders: 2, revenue: null, ticket: null });
    });

    it('answers bad periods with 422 in pt-BR', async () => {
      const bad = await performance({ init_date: 'ontem', finish_date: `${Y}-02-30` }, w.userA);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        init_date: ['Data inicial inválida'],
        finish_date: ['Data final inválida'],
      });
      const reversed = await performance({ init_date: `${Y}-04-01`, finish_date: `${Y}-03-01` }, w.userA);
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors).toEqual({
        finish_date: ['A data final deve ser depois da data inicial.'],
      });
      const long = await performance({ init_date: `${Y - 6}-01-01`, finish_date: `${Y}-01-01` }, w.userA);
      expect(long.statusCode).toBe(422);
      expect(long.json().errors).toEqual({ finish_date: ['O período pode ter no máximo 5 anos.'] });
      const ancient = await performance({ init_date: '0001-01-01', finish_date: '0001-12-31' }, w.userA);
      expect(ancient.statusCode).toBe(422);
      expect(ancient.json().errors).toEqual({
        init_date: ['Data inicial inválida'],
        finish_date: ['Data final inválida'],
      });
      const missing = await performance({}, w.userA);
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['finish_date', 'init_date']);
      expect(missing.json().errors.init_date[0]).toMatch(/Data inicial/);
      const store = await performance({ ...PERIOD, company_id: 'x' }, w.admin);
      expect(store.statusCode).toBe(422);
      expect(store.json().errors).toEqual({ company_id: ['Loja inválida'] });
    });

    it('refuses a call without a token', async () => {
      expect((await performance(PERIOD, '')).statusCode).toBe(401);
    });
  });

  describe('segments', () => {
    it('puts each buyer in the segment its scores say', async () => {
      const res = await segments({ company_id: storeC }, w.admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.today).toBe(today());
      expect(body.buyers).toBe(5);
      expect(body.segments).toEqual([
        { segment: 'champions', count: 1, total: '600.00' },
        { segment: 'loyal', count: 1, total: '300.00' },
        { segment: 'promising', count: 0, total: '0.00' },
        { segment: 'new', count: 1, total: '500.00' },
        { segment: 'need_attention', count: 0, total: '0.00' },
        { segment: 'at_risk', count: 1, total: '400.00' },
        { segment: 'hibernating', count: 1, total: '100.00' },
      ]);
    });

    it('lists a segment’s buyers with their figures and scores', async () => {
      const seen: Record<string, Row[]> = {};
      for (const segment of ['champions', 'new', 'loyal', 'at_risk', 'hibernating']) {
        const res = await buyers({ company_id: storeC, segment }, w.admin);
        expect(res.statusCode, segment).toBe(200);
        expect(res.json().total, segment).toBe(1);
        seen[segment] = res.json().data;
      }
      // A consumer: the consumer record's name, e-mail and phone.
      expect(seen.champions).toEqual([
        {
          consumer_id: expect.any(Number),
          name: 'Ana Campeã',
          phone_number: '11987654321',
          email: 'ana@teste.dev',
          last_order_at: new Date(daysAgo(2)).toISOString(),
          days_since: 2,
          orders: 6,
          total: '600.00',
          r: 5,
          f: 5,
          m: 5,
        },
      ]);
      expect(seen.new[0]).toMatchObject({
        name: 'Bia Nova',
        phone_number: '21912345678',
        orders: 1,
        r: 4,
        f: 1,
        m: 4,
      });
      expect(seen.loyal[0]).toMatchObject({
        name: 'Caio Fiel',
        days_since: 30,
        orders: 4,
        total: '300.00',
        r: 3,
        f: 4,
        m: 2,
      });
      // A guest by e-mail: three orders whatever the e-mail's case; the latest name, e-mail and phone.
      expect(seen.at_risk[0]).toMatchObject({
        consumer_id: null,
        name: 'Duda Risco',
        email: 'duda@teste.dev',
        phone_number: '31988887777',
        days_since: 200,
        orders: 3,
        total: '400.00',
        r: 2,
        f: 3,
        m: 3,
      });
      expect(seen.hibernating[0]).toMatchObject({
        name: 'Edu',
        email: null,
        days_since: 500,
        r: 1,
        f: 1,
        m: 1,
      });
      const empty = await buyers({ company_id: storeC, segment: 'promising' }, w.admin);
      expect(empty.json()).toEqual({ data: [], total: 0, last_page: 1 });
    });

    it('pages the buyers', async () => {
      const first = await buyers({ company_id: storeC, segment: 'champions', itens_per_page: 1 }, w.admin);
      expect(first.json()).toMatchObject({ total: 1, last_page: 1 });
      const past = await buyers({ company_id: storeC, segment: 'champions', page: 3 }, w.admin);
      expect(past.json()).toEqual({ data: [], total: 1, last_page: 1 });
    });

    it('reads only the store user’s store; an admin must name one', async () => {
      // Store B has two buyers: Bia (yesterday, one order: new) and last year's BEMVINDO one.
      const b = await segments({ company_id: storeC }, w.userB);
      expect(b.statusCode).toBe(200);
      expect(b.json().buyers).toBe(2);
      expect(b.json().segments.find((s: Row) => s.segment === 'new')).toEqual({
        segment: 'new',
        count: 1,
        total: null,
      });
      const list = await buyers({ company_id: storeC, segment: 'new' }, w.userB);
      expect(list.json().data.map((r: Row) => [r.email, r.orders, r.total])).toEqual([
        ['bia@teste.dev', 1, null],
      ]);
      const none = await segments({}, w.admin);
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ company_id: ['Selecione a loja.'] });
      const noneList = await buyers({ segment: 'new' }, w.admin);
      expect(noneList.statusCode).toBe(422);
      expect(noneList.json().errors).toEqual({ company_id: ['Selecione a loja.'] });
    });

    it('answers bad input with 422 in pt-BR', async () => {
      const unknown = await buyers({ company_id: storeC, segment: 'vips' }, w.admin);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ segment: ['Segmento inválido'] });
      const missing = await buyers({ company_id: storeC }, w.admin);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.segment[0]).toMatch(/Segmento/);
      const page = await buyers({ segment: 'new', page: 0, itens_per_page: 5000 }, w.userA);
      expect(page.statusCode).toBe(422);
      expect(Object.keys(page.json().errors).sort()).toEqual(['itens_per_page', 'page']);
      const store = await segments({ company_id: -1 }, w.admin);
      expect(store.statusCode).toBe(422);
      expect(store.json().errors).toEqual({ company_id: ['Loja inválida'] });
    });
  });
});
