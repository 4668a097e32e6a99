// 'Compre Junto' through the API: pairs of products bought in the same orders of two stores, worked
// out by hand (only sold orders, status 2, 3 and 4, of the period on the São Paulo clock; a product
// twice in an order counts once), each store user reading only its own; the offer of a pair stores
// the product group, moves both products into it and stores the coupon limited to it; a duplicate
// code, a product of another store or a bad rate answer 422 in pt-BR and store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/shared/time.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';
import { countRows } from './helpers/samples.js';

type Row = Record<string, unknown>;
const MARCH = { init_date: '2025-03-01', finish_date: '2025-03-31' };

describe.each(backends)('Compre Junto on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const p: number[] = [];
  const q: number[] = [];

  let seq = 0;
  async function order(company: number, status: number, at: string, products: number[]) {
    const n = ++seq;
    const buy = await t.db
      .insertInto('buy')
      .values({
        company_id: company,
        status: status as 0,
        people_name: `Comprador ${n}`,
        products_value: '10.00',
        delivery_price: '0.00',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const product of products)
      await t.db
        .insertInto('buy_item')
        .values({
          company_id: company,
          buy_id: buy.id,
          product_id: product,
          name: 'Linha',
          amount: 1,
          unit_price: '10.00',
          total_price: '10.00',
        })
        .execute();
  }

  const pairs = (body: Row, token: string) => t.post('/marketing/bought-together', body, token);
  const offer = (body: Row, token: string) => t.post('/marketing/bought-together/create-offer', body, token);
  const brief = (rows: Row[]) => rows.map((r) => [r.product_a_id, r.product_b_id, r.orders, r.share]);

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    for (const name of ['Camiseta Lisa', 'Calça Jeans', 'Boné', 'Meia'])
      p.push((await createProduct(t, w.userA, { name })).id);
    for (const name of ['Vaso', 'Prato']) q.push((await createProduct(t, w.userB, { name })).id);
    const [p1, p2, p3] = p;
    // Store A, March 2025 (São Paulo): four sold orders.
    await order(w.storeA, 4, '2025-03-01T00:00:00-03:00', [p1, p2, p3]);
    await order(w.storeA, 2, '2025-03-10T12:00:00-03:00', [p1, p2]);
    // Two lines of p2 (two sizes): the order counts once for (p1, p2).
    await order(w.storeA, 3, '2025-03-15T12:00:00-03:00', [p2, p1, p2]);
    await order(w.storeA, 4, '2025-03-31T23:59:00-03:00', [p3]);
    // Not sold: cancelled, unfinished, refused.
    await order(w.storeA, 6, '2025-03-12T12:00:00-03:00', [p1, p3]);
    await order(w.storeA, 0, '2025-03-12T12:00:00-03:00', [p2, p3]);
    await order(w.storeA, 7, '2025-03-12T12:00:00-03:00', [p2, p3]);
    // Outside the period on the São Paulo clock (23:30 on 28 February; 00:00 on 1 April).
    await order(w.storeA, 4, '2025-02-28T23:30:00-03:00', [p1, p3]);
    await order(w.storeA, 4, '2025-04-01T00:00:00-03:00', [p1, p3]);
    // Store B: one sold order of two products.
    await order(w.storeB, 4, '2025-03-20T12:00:00-03:00', [q[0], q[1]]);
  });
  afterAll(() => t.close());

  it('counts the pairs of the store user’s sold orders, with the share of its orders', async () => {
    const [p1, p2, p3] = p;
    // Whatever store the body names, a store user reads its own.
    const res = await pairs({ ...MARCH, company_id: w.storeB }, w.userA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ...MARCH, orders_total: 4 });
    expect(brief(body.data)).toEqual([
      [p1, p2, 3, 75],
      [p1, p3, 1, 25],
      [p2, p3, 1, 25],
    ]);
    expect(body.data[0]).toMatchObject({
      company_id: w.storeA,
      company_name: 'Loja A',
      product_a_name: 'Camiseta Lisa',
      product_b_name: 'Calça Jeans',
    });
    const b = (await pairs(MARCH, w.userB)).json();
    expect(b.orders_total).toBe(1);
    expect(brief(b.data)).toEqual([[q[0], q[1], 1, 100]]);
  });

  it('gives an admin one store, or every store with each share of its own store', async () => {
    const [p1, p2, p3] = p;
    const one = (await pairs({ ...MARCH, company_id: w.storeB }, w.admin)).json();
    expect(brief(one.data)).toEqual([[q[0], q[1], 1, 100]]);
    const all = (await pairs(MARCH, w.admin)).json();
    expect(all.orders_total).toBe(5);
    expect(brief(all.data)).toEqual([
      [p1, p2, 3, 75],
      [p1, p3, 1, 25],
      [p2, p3, 1, 25],
      [q[0], q[1], 1, 100],
    ]);
  });

  it('a share is exact to one decimal (2 of 3 orders: 66.7)', async () => {
    const days = { init_date: '2025-03-10', finish_date: '2025-03-31' };
    const body = (await pairs(days, w.userA)).json();
    expect(body.orders_total).toBe(3);
    expect(brief(body.data)).toEqual([[p[0], p[1], 2, 66.7]]);
  });

  it('defaults to the last 90 days', async () => {
    const body = (await pairs({}, w.userA)).json();
    expect(body).toMatchObject({ finish_date: today(), init_date: addDays(today(), -89), data: [] });
  });

  it('answers 422 in pt-BR for a bad period', async () => {
    const back = await pairs({ init_date: '2025-03-10', finish_date: '2025-03-01' }, w.userA);
    expect(back.statusCode).toBe(422);
    expect(back.json().errors).toEqual({
      finish_date: ['A data final deve ser igual ou posterior à inicial'],
    });
    const bad = await pairs({ init_date: 'ontem', finish_date: '2025-02-30' }, w.userA);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      init_date: ['Data inicial inválida'],
      finish_date: ['Data final inválida'],
    });
    expect((await pairs(MARCH, '')).statusCode).toBe(401);
  });

  it('creates the product group of the pair and a coupon only for it', async () => {
    const [p1, p2] = p;
    const res = await offer({ product_ids: [p1, p2], code: 'junto10', discount_rate: 10 }, w.userA);
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ code: 'JUNTO10', product_group_name: 'Compre Junto JUNTO10' });
    const group = await t.post('/product-group/show', { id: made.product_group_id }, w.userA);
    expect(group.json()).toMatchObject({ name: 'Compre Junto JUNTO10', company_id: w.storeA });
    for (const id of [p1, p2]) {
      const product = (await t.post('/product/show', { id }, w.userA)).json();
      expect(product.product_groups_id).toBe(made.product_group_id);
    }
    const coupon = (await t.post('/discount-cupons/show', { id: made.coupon_id }, w.userA)).json();
    expect(coupon).toMatchObject({
      code: 'JUNTO10',
      discount_rate: 10,
      discount_value: '0.00',
      product_group_id: made.product_group_id,
      product_group_rule: 1,
      active: true,
      company_id: w.storeA,
      description: 'Compre Junto: Camiseta Lisa + Calça Jeans',
    });
    // The other store sees neither.
    expect((await t.post('/discount-cupons/show', { id: made.coupon_id }, w.userB)).statusCode).toBe(404);
    // The same code in another store is free; an admin names the store.
    const other = await offer(
      { company_id: w.storeB, product_ids: [q[0], q[1]], code: 'JUNTO10', discount_rate: 12.5 },
      w.admin,
    );
    expect(other.statusCode).toBe(201);
    expect(other.json().code).toBe('JUNTO10');
  });

  it('refuses a duplicate code, another store’s product or a bad rate, storing nothing', async () => {
    const [p1, , p3, p4] = p;
    await offer({ product_ids: [p3, p4], code: 'DUPLO', discount_rate: 5 }, w.userA);
    const before = {
      groups: await countRows(t, 'product_group'),
      coupons: await countRows(t, 'coupon'),
    };
    const p1Group = (await t.post('/product/show', { id: p1 }, w.userA)).json().product_groups_id;
    const cases: [Row, Row][] = [
      [{ product_ids: [p1, p3], code: 'duplo', discount_rate: 10 }, { code: ['Código já está em uso'] }],
      [
        { product_ids: [p1, q[0]], code: 'NOVO1', discount_rate: 10 },
        { product_ids: ['Produto não encontrado'] },
      ],
      [
        { product_ids: [p1, p1], code: 'NOVO2', discount_rate: 10 },
        { product_ids: ['Escolha dois produtos diferentes'] },
      ],
      [{ product_ids: [p1], code: 'NOVO3', discount_rate: 10 }, { product_ids: ['Escolha dois produtos'] }],
      [
        { product_ids: [p1, p3], code: 'NOVO4', discount_rate: 0 },
        { discount_rate: ['A taxa deve ser maior que 0'] },
      ],
      [
        { product_ids: [p1, p3], code: 'NOVO5', discount_rate: 150 },
        { discount_rate: ['A taxa deve ser no máximo 100'] },
      ],
      [{ product_ids: [p1, p3], discount_rate: 10 }, { code: ['Por favor insira Código'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await offer(body, w.userA);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    // An admin must name the store.
    const admin = await offer({ product_ids: [p1, p3], code: 'NOVO6', discount_rate: 10 }, w.admin);
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    expect(await countRows(t, 'product_group')).toBe(before.groups);
    expect(await countRows(t, 'coupon')).toBe(before.coupons);
    expect((await t.post('/product/show', { id: p1 }, w.userA)).json().product_groups_id).toBe(p1Group);
  });
});
