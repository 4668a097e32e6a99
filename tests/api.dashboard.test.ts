// /dashboard/home through the API: a store with known orders inserted directly (as the storefront
// leaves them) and every figure checked against values worked out by hand; the period's edges on
// the São Paulo clock; tenancy (a store user never reads another store's figures, whatever it
// sends); the pt-BR 422s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/shared/time.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;

const THIS_YEAR = Number(today().slice(0, 4));
const THIS_MONTH = Number(today().slice(5, 7));
/** Last year's March: a closed month the "today" order never falls in. */
const Y = THIS_YEAR - 1;
const MARCH = { startMonth: 3, startYear: Y, endMonth: 3, endYear: Y };

describe.each(backends)('dashboard on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let p1: number;
  let p2: number;
  const ids: Record<string, number> = {};

  let seq = 0;
  async function newOrder(
    companyId: number,
    status: number,
    at: string,
    money: { products: string; freight?: string; discount?: string },
    items: { product: number | null; amount: number; total: string }[] = [],
  ): Promise<number> {
    const n = ++seq;
    const buy = await t.db
      .insertInto('buy')
      .values({
        company_id: companyId,
        status: status as 0,
        people_name: `Comprador ${n}`,
        email: `comprador${n}@teste.dev`,
        products_value: money.products,
        delivery_price: money.freight ?? '0.00',
        discount_value: money.discount ?? '0.00',
        send_type: 'PAC',
        payment_type: 0,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of items)
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
    return buy.id;
  }

  const home = (body: Row, token: string) => t.post('/dashboard/home', body, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    p1 = (await createProduct(t, w.userA, { name: 'Camiseta Lisa' })).id;
    const second = await createProduct(t, w.userA, { name: 'Calça Jeans' });
    p2 = second.id;
    await t.db
      .updateTable('category')
      .set({ name: 'Calças' })
      .where('id', '=', second.category_id as number)
      .execute();
    const off = (await createProduct(t, w.userA, { name: 'Fora de linha' })).id;
    await t.db.updateTable('product').set({ active: false }).where('id', '=', off).execute();
    await createProduct(t, w.userB, { name: 'Produto B' });
    for (const [company, email] of [
      [w.storeA, 'c1@teste.dev'],
      [w.storeA, 'c2@teste.dev'],
      [w.storeB, 'c3@teste.dev'],
    ] as const)
      await t.db.insertInto('consumer').values({ company_id: company, fantasy_name: email, email }).execute();

    const m = (d: string) => `${Y}-03-${d}`;
    // 00:00 in São Paulo on 1 March: inside.
    ids.o1 = await newOrder(
      w.storeA,
      2,
      `${m('01')}T00:00:00-03:00`,
      {
        products: '100.10',
        freight: '10.00',
        discount: '5.05',
      },
      [
        { product: p1, amount: 2, total: '60.10' },
        { product: p2, amount: 1, total: '40.00' },
      ],
    );
    // 23:30 on 31 March in São Paulo is April in UTC: still March.
    ids.o2 = await newOrder(w.storeA, 4, `${m('31')}T23:30:00-03:00`, { products: '50.00' }, [
      { product: p2, amount: 1, total: '50.00' },
    ]);
    ids.o3 = await newOrder(
      w.storeA,
      3,
      `${m('15')}T12:00:00-03:00`,
      { products: '20.00', freight: '5.00' },
      [{ product: p1, amount: 1, total: '20.00' }],
    );
    ids.o4 = await newOrder(w.storeA, 1, `${m('10')}T10:00:00-03:00`, { products: '30.00' }, [
      { product: p1, amount: 5, total: '30.00' },
    ]);
    ids.o5 = await newOrder(w.storeA, 7, `${m('11')}T10:00:00-03:00`, { products: '12.00' });
    ids.o6 = await newOrder(w.storeA, 0, `${m('12')}T10:00:00-03:00`, { products: '8.00', freight: '2.00' });
    // 23:00 on 28/29 February in São Paulo is 1 March in UTC: outside.
    ids.o7 = await newOrder(w.storeA, 2, `${m('01')}T02:00:00Z`, { products: '1000.00' }, [
      { product: p1, amount: 9, total: '1000.00' },
    ]);
    ids.b1 = await newOrder(w.storeB, 2, `${m('05')}T10:00:00-03:00`, { products: '999.99' });
    // Sold today.
    ids.today = await newOrder(w.storeA, 4, new Date().toISOString(), { products: '7.00' });
  });
  afterAll(() => t?.close());

  it('figures of a closed month, worked out by hand', async () => {
    const res = await home(MARCH, w.userA);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.period).toEqual({ start: `${Y}-03-01`, end: `${Y}-03-31` });
    // 105.05 (100.10 + 10.00 − 5.05) + 50.00 + 25.00
    expect(d.sells).toEqual({ count: 3, value: '180.05' });
    expect(d.todaySells).toEqual({ count: 1, value: '7.00' });
    expect(d.pendingSells).toEqual({ count: 1, value: '30.00' });
    expect(d.unfinished).toEqual({ count: 1, value: '10.00' });
    expect(d.total_products).toBe(2);
    expect(d.users).toBe(2);
    // 90.00 / 170.10 = 52.91 %, 80.10 / 170.10 = 47.09 %
    expect(d.mostSales).toEqual([
      { product_id: p2, name: 'Calça Jeans', quantity: 2, total: '90.00', percent: '52.91' },
      { product_id: p1, name: 'Camiseta Lisa', quantity: 3, total: '80.10', percent: '47.09' },
    ]);
    expect(d.categorys.map((c: Row) => [c.name, c.quantity, c.total])).toEqual([
      ['Calças', 2, '90.00'],
      ['Camisetas', 3, '80.10'],
    ]);
    expect(d.salesPerDay).toHaveLength(31);
    expect(d.salesPerDay.filter((x: Row) => x.count !== 0)).toEqual([
      { date: `${Y}-03-01`, count: 1, value: '105.05' },
      { date: `${Y}-03-15`, count: 1, value: '25.00' },
      { date: `${Y}-03-31`, count: 1, value: '50.00' },
    ]);
    expect(d.salesPerDay[1]).toEqual({ date: `${Y}-03-02`, count: 0, value: '0.00' });
    expect(d.byStatus).toEqual([
      { status: 0, count: 1, value: '10.00' },
      { status: 1, count: 1, value: '30.00' },
      { status: 2, count: 1, value: '105.05' },
      { status: 3, count: 1, value: '25.00' },
      { status: 4, count: 1, value: '50.00' },
      { status: 7, count: 1, value: '12.00' },
    ]);
    expect(d.pendingList).toEqual([
      expect.objectContaining({ id: ids.o4, customer: expect.any(String), status: 1, total: '30.00' }),
    ]);
    expect(new Date(d.pendingList[0].date).toISOString()).toBe(
      new Date(`${Y}-03-10T13:00:00Z`).toISOString(),
    );
    expect(d.unfinishedList.map((r: Row) => [r.id, r.status, r.total])).toEqual([[ids.o6, 0, '10.00']]);
  });

  it('a period of several months takes in both ends', async () => {
    const res = await home({ startMonth: 2, startYear: Y, endMonth: 3, endYear: Y }, w.userA);
    const d = res.json();
    expect(d.sells).toEqual({ count: 4, value: '1180.05' });
    expect(d.salesPerDay[0].date).toBe(`${Y}-02-01`);
    expect(d.salesPerDay.at(-1).date).toBe(`${Y}-03-31`);
    expect(d.mostSales[0]).toMatchObject({
      product_id: p1,
      quantity: 12,
      total: '1080.10',
      percent: '92.31',
    });
  });

  it('the current month holds today’s sale', async () => {
    const res = await home(
      { startMonth: THIS_MONTH, startYear: THIS_YEAR, endMonth: THIS_MONTH, endYear: THIS_YEAR },
      w.userA,
    );
    expect(res.json().sells).toEqual({ count: 1, value: '7.00' });
  });

  it('an empty store answers zeros', async () => {
    const res = await home(MARCH, w.userB);
    const d = res.json();
    expect(d.sells).toEqual({ count: 1, value: '999.99' });
    expect(d.pendingSells).toEqual({ count: 0, value: '0.00' });
    expect(d.todaySells).toEqual({ count: 0, value: '0.00' });
    expect(d.total_products).toBe(1);
    expect(d.users).toBe(1);
    expect(d.mostSales).toEqual([]);
    expect(d.pendingList).toEqual([]);
  });

  it('a store user reads its own store whatever company_id it sends', async () => {
    const own = (await home(MARCH, w.userA)).json();
    const asked = await home({ ...MARCH, company_id: w.storeB }, w.userA);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(own);
    const b = (await home({ ...MARCH, company_id: w.storeA }, w.userB)).json();
    expect(b.sells).toEqual({ count: 1, value: '999.99' });
    expect(b.users).toBe(1);
  });

  it('an admin reads one store or the whole platform', async () => {
    const own = (await home(MARCH, w.userA)).json();
    expect((await home({ ...MARCH, company_id: w.storeA }, w.admin)).json()).toEqual(own);
    const all = (await home(MARCH, w.admin)).json();
    expect(all.sells).toEqual({ count: 4, value: '1180.04' });
    expect(all.total_products).toBe(3);
    expect(all.users).toBe(3);
    expect(all.pendingList[0].company_name).toBe('Loja A');
  });

  it.each([
    [{ ...MARCH, startMonth: 13 }, 'startMonth', 'Mês inicial inválido'],
    [{ ...MARCH, endMonth: 0 }, 'endMonth', 'Mês final inválido'],
    [
      { ...MARCH, startYear: THIS_YEAR - 10 },
      'startYear',
      `Ano inicial deve estar entre ${THIS_YEAR - 9} e ${THIS_YEAR}`,
    ],
    [
      { ...MARCH, endYear: THIS_YEAR + 1 },
      'endYear',
      `Ano final deve estar entre ${THIS_YEAR - 9} e ${THIS_YEAR}`,
    ],
    [{ ...MARCH, startMonth: 4 }, 'endMonth', 'O período final deve ser igual ou posterior ao inicial'],
    [{ ...MARCH, startMonth: undefined }, 'startMonth', 'Por favor insira Mês inicial'],
    [{ ...MARCH, endYear: 'abc' }, 'endYear', 'Ano final inválido'],
  ])('422 for %j', async (body, field, message) => {
    const res = await home(body, w.userA);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/home', payload: MARCH });
    expect(res.statusCode).toBe(401);
  });
});
