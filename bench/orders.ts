// Orders benchmark: one big store with many orders (and a few smaller ones beside it), then the calls
// a store user makes on the order screens: each list, search, sort, a deep page, the menu counts
// and an order's detail. A trivial signed-in call (/users/store-check) is timed in the same run as
// the baseline, so the figures read as ratios on a noisy machine.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords.js';
import type { TestApp } from '../tests/helpers/app.js';
import { addDays, today } from '../src/shared/time.js';
import type { BenchRow } from './catalogue.js';

export interface OrderBenchOptions {
  /** Orders of the big store. */
  orders: number;
  /** Other stores, with orders / 20 each. */
  otherStores: number;
  iterations: number;
}

async function newStore(t: TestApp, n: number): Promise<number> {
  const company = await t.db
    .insertInto('company')
    .values({
      fantasy_name: `Loja Pedidos ${n}`,
      cpf_cnpj: '11222333000181',
      email: `pedidos${n}@loja.dev`,
      company: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return company.id;
}

/** Orders in every status (mostly delivered, as in a real store), 1–3 items, a payment and history each. */
async function fillOrders(t: TestApp, companyId: number, count: number): Promise<void> {
  const { db } = t;
  // status mix: 60% delivered, 8% in transit, 5% separation, 6% to approve, 3% refused, 8% not finished, 10% cancelled/expired
  await sql`
    INSERT INTO buy (company_id, status, send_type, payment_type, delivery_price, products_value, discount_value,
                     people_name, email, phone_number, street, number, neighborhood, city, state, cep, delivery_code, paid, created_at, updated_at)
    SELECT ${companyId},
           (CASE WHEN r < 60 THEN 4 WHEN r < 68 THEN 3 WHEN r < 73 THEN 2 WHEN r < 79 THEN 1 WHEN r < 82 THEN 7
                 WHEN r < 90 THEN 0 WHEN r < 95 THEN 6 ELSE 5 END),
           (ARRAY['PAC','SEDEX','Retirada na Loja'])[1 + g % 3], g % 5, ((g % 40) + 0.9)::numeric, ((g % 900) + 19.9)::numeric, 0,
           'Comprador ' || g || ' ' || (ARRAY['Silva','Souza','Oliveira','Santos','Lima','Costa'])[1 + g % 6],
           'comprador' || g || '@mail.dev', '11987654321', 'Rua ' || (g % 500), (g % 999)::text, 'Centro', 'São Paulo', 'SP', '01001000',
           CASE WHEN r < 68 AND r >= 0 THEN 'BR' || lpad(g::text, 9, '0') ELSE NULL END, r < 73,
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    FROM (SELECT g, (g * 7919) % 100 AS r FROM generate_series(1, ${count}) AS g) AS s`.execute(db);
  await sql`
    INSERT INTO buy_item (company_id, buy_id, name, amount, unit_price, total_price)
    SELECT b.company_id, b.id, 'Produto ' || k, 1 + k % 2, b.products_value, b.products_value
    FROM buy b CROSS JOIN generate_series(1, 2) AS k WHERE b.company_id = ${companyId}`.execute(db);
  await sql`
    INSERT INTO payment (company_id, buy_id, type, source, tid, value, status, status_code, installments)
    SELECT b.company_id, b.id, 'credit_card', 'pagarmev5', 'ch_' || b.id, b.products_value + b.delivery_price, 'Pago', 2, 1
    FROM buy b WHERE b.company_id = ${companyId}`.execute(db);
  await sql`
    INSERT INTO buy_status_history (company_id, buy_id, status, from_status, created_at, updated_at)
    SELECT b.company_id, b.id, s, NULLIF(s - 1, -1), b.created_at, b.created_at
    FROM buy b CROSS JOIN generate_series(0, 2) AS s WHERE b.company_id = ${companyId} AND s <= b.status`.execute(
    db,
  );
}

export async function fillOrderStores(
  t: TestApp,
  o: OrderBenchOptions,
): Promise<{ token: string; buyId: number; fillSeconds: number }> {
  const started = performance.now();
  const big = await newStore(t, 0);
  await fillOrders(t, big, o.orders);
  for (let n = 1; n <= o.otherStores; n++)
    await fillOrders(t, await newStore(t, n), Math.round(o.orders / 20));
  await t.db
    .insertInto('users')
    .values({
      name: 'Bench',
      email: 'pedidos@loja.dev',
      password: await hashPassword('bench123'),
      company_id: big,
      full_permission: true,
    })
    .execute();
  // As autovacuum leaves a table in steady state: statistics and the visibility map (index-only counts).
  await sql`VACUUM ANALYZE`.execute(t.db);
  const login = await t.post('/users/store-login', { email: 'pedidos@loja.dev', password: 'bench123' });
  const buy = await t.db
    .selectFrom('buy')
    .select('id')
    .where('company_id', '=', big)
    .where('status', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { token: login.json().token, buyId: buy.id, fillSeconds: (performance.now() - started) / 1000 };
}

export const orderBenchCalls = (
  buyId: number,
): Array<{ call: string; path: string; body: Record<string, unknown> }> => [
  { call: 'baseline: users/store-check', path: '/users/store-check', body: {} },
  { call: 'getPendingBuys (1, 7)', path: '/buy/getPendingBuys', body: {} },
  { call: 'getsortingOutBuys (2)', path: '/buy/getsortingOutBuys', body: {} },
  { call: 'getInTransitBuys (3)', path: '/buy/getInTransitBuys', body: {} },
  { call: 'get-buys status 4 (finished)', path: '/buy/get-buys', body: { status: 4 } },
  { call: 'get-buys status 0', path: '/buy/get-buys', body: { status: 0 } },
  { call: 'get-buys-canceled (5, 6)', path: '/buy/get-buys-canceled', body: {} },
  { call: 'finished: search buyer name', path: '/buy/get-buys', body: { status: 4, q: 'Comprador 4243' } },
  {
    call: 'finished: sort by total',
    path: '/buy/get-buys',
    body: { status: 4, ordenate_field: 'total', ordenate_type: 'desc' },
  },
  { call: 'finished: page 1000', path: '/buy/get-buys', body: { status: 4, page: 1000 } },
  { call: 'buy/counts (menu)', path: '/buy/counts', body: {} },
  { call: 'order/getOrdersDetail', path: '/order/getOrdersDetail', body: { buy_id: buyId } },
  // The order report over the last 30 days (orders are a minute apart: ~43,000 of them).
  { call: 'report/order 30 days', path: '/report/order', body: lastDays(30) },
  {
    call: 'report/order 30 days, all details',
    path: '/report/order',
    body: { ...lastDays(30), show_product_detail: true, show_people_detail: true },
  },
];

function lastDays(days: number) {
  const end = today();
  return { init_date: `${addDays(end, 1 - days)} 00:00`, finish_date: `${end} 23:59` };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function timeOrderCalls(
  t: TestApp,
  token: string,
  buyId: number,
  iterations: number,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const c of orderBenchCalls(buyId)) {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < iterations + 3; i++) {
      const start = performance.now();
      const res = await t.post(c.path, c.body, token);
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${c.call}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const body = res.json();
      count =
        body.total ?? body.orders?.total ?? body.data?.length ?? (body.order ? body.order.items.length : 1);
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    rows.push({ call: c.call, p50: percentile(times, 0.5), p95: percentile(times, 0.95), rows: count });
  }
  return rows;
}
