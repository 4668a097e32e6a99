// The per-store order summaries (migrations 0021 and 0031, db/order-days.ts) the dashboard and the
// order report read:
// after every way orders and their lines change (inserts one by one and in bulk, a status change
// through the API, a new date or new money, lines edited, moved or deleted, a deleted product, a
// deleted order, a rolled-back transaction), they equal a GROUP BY over the rows themselves, and a
// rebuild from the rows gives the same. A store user's handle reads only its own store's.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderDays } from '../src/server/db/order-days.js';
import { StoreFilterPlugin } from '../src/server/tenancy/store-filter.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('order day summaries on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let shirt: number;
  let trousers: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    shirt = (await createProduct(t, w.userA, { name: 'Camiseta' })).id;
    trousers = (await createProduct(t, w.userA, { name: 'Calça' })).id;
  });
  afterAll(() => t?.close());

  let seq = 0;
  async function order(company: number, status: number, at: string, products = '10.00') {
    const n = ++seq;
    const row = await t.db
      .insertInto('buy')
      .values({
        company_id: company,
        status: status as 0,
        people_name: `Comprador ${n}`,
        email: `comprador${n}@teste.dev`,
        products_value: products,
        delivery_price: '5.00',
        discount_value: '1.50',
        send_type: 'PAC',
        payment_type: 0,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const line = (company: number, buy: number, product: number | null, amount: number, total: string) =>
    t.db
      .insertInto('buy_item')
      .values({
        company_id: company,
        buy_id: buy,
        product_id: product,
        name: product ? `Produto ${product}` : 'Avulso',
        amount,
        unit_price: total,
        total_price: total,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);

  /** The summaries (rows that still hold something) and the same figures grouped from the rows. */
  async function summariesAndRows() {
    const days = await sql<Record<string, unknown>>`
      SELECT company_id, to_char(day, 'YYYY-MM-DD') AS day, status, orders::int AS orders, total::numeric(14,2)::text AS total
      FROM order_day WHERE orders <> 0 ORDER BY 1, 2, 3`.execute(t.db);
    const dayRows = await sql<Record<string, unknown>>`
      SELECT company_id, to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day, status,
        count(*)::int AS orders,
        sum(coalesce(products_value, 0) + coalesce(delivery_price, 0) - coalesce(discount_value, 0))::numeric(14,2)::text AS total
      FROM buy GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(t.db);
    const lines = await sql<Record<string, unknown>>`
      SELECT company_id, to_char(day, 'YYYY-MM-DD') AS day, status, nullif(product_id, 0) AS product_id,
        nullif(name, '') AS name, lines::int AS lines, amount::int AS amount, total::numeric(14,2)::text AS total
      FROM order_line_day WHERE lines <> 0 ORDER BY 1, 2, 3, 4, 5`.execute(t.db);
    const lineRows = await sql<Record<string, unknown>>`
      SELECT i.company_id, to_char(b.created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day, b.status,
        i.product_id, CASE WHEN i.product_id IS NULL THEN nullif(i.name, '') END AS name,
        count(*)::int AS lines, sum(i.amount)::int AS amount, sum(i.total_price)::numeric(14,2)::text AS total
      FROM buy_item i JOIN buy b ON b.company_id = i.company_id AND b.id = i.buy_id
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`.execute(t.db);
    // The report's (migration 0031): per state, with products, freight and units; and each buyer's
    // orders and first order.
    const states = await sql<Record<string, unknown>>`
      SELECT company_id, to_char(day, 'YYYY-MM-DD') AS day, status, state, orders::int AS orders,
        total::numeric(14,2)::text AS total, products::numeric(14,2)::text AS products,
        delivery::numeric(14,2)::text AS delivery, units::int AS units
      FROM order_state_day WHERE orders <> 0 ORDER BY 1, 2, 3, 4`.execute(t.db);
    const stateRows = await sql<Record<string, unknown>>`
      SELECT b.company_id, to_char(b.created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day, b.status,
        coalesce(nullif(upper(btrim(b.state)), ''), '') AS state, count(*)::int AS orders,
        sum(coalesce(products_value, 0) + coalesce(delivery_price, 0) - coalesce(discount_value, 0))::numeric(14,2)::text AS total,
        sum(coalesce(products_value, 0))::numeric(14,2)::text AS products,
        sum(coalesce(delivery_price, 0))::numeric(14,2)::text AS delivery,
        coalesce(sum((SELECT sum(coalesce(i.amount, 0)) FROM buy_item i WHERE i.company_id = b.company_id AND i.buy_id = b.id)), 0)::int AS units
      FROM buy b GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`.execute(t.db);
    const buyers = await sql<Record<string, unknown>>`
      SELECT company_id, consumer_id, email, orders::int AS orders, first_at FROM order_buyer WHERE orders <> 0
      ORDER BY 1, 2, 3`.execute(t.db);
    const buyerRows = await sql<Record<string, unknown>>`
      SELECT company_id, coalesce(consumer_id, 0) AS consumer_id,
        CASE WHEN consumer_id IS NULL THEN lower(btrim(email)) ELSE '' END AS email, count(*)::int AS orders,
        min(created_at) AS first_at
      FROM buy WHERE consumer_id IS NOT NULL OR nullif(btrim(email), '') IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(
      t.db,
    );
    return {
      days: days.rows,
      dayRows: dayRows.rows,
      lines: lines.rows,
      lineRows: lineRows.rows,
      states: states.rows,
      stateRows: stateRows.rows,
      buyers: buyers.rows,
      buyerRows: buyerRows.rows,
    };
  }
  async function expectSummariesMatchRows() {
    const s = await summariesAndRows();
    expect(s.days).toEqual(s.dayRows);
    expect(s.lines).toEqual(s.lineRows);
    expect(s.states).toEqual(s.stateRows);
    expect(s.buyers).toEqual(s.buyerRows);
    return s;
  }

  it('follow orders and lines inserted one by one and in bulk, on the stores’ calendar day', async () => {
    const a = await order(w.storeA, 2, '2025-03-01T00:00:00-03:00');
    await line(w.storeA, a, shirt, 2, '6.00');
    await line(w.storeA, a, null, 1, '4.00');
    // 23:30 in São Paulo is the next day in UTC: still 31 March.
    const late = await order(w.storeA, 4, '2025-03-31T23:30:00-03:00', '20.00');
    await line(w.storeA, late, trousers, 1, '20.00');
    await order(w.storeB, 1, '2025-03-05T10:00:00-03:00');
    await sql`INSERT INTO buy (company_id, status, people_name, email, products_value, delivery_price, discount_value, send_type, payment_type, created_at)
      SELECT ${w.storeA}, n % 3, 'Lote ' || n, 'lote' || n || '@teste.dev', n, 1, 0, 'PAC', 0, timestamptz '2025-04-01 12:00-03' + n * interval '7 hours'
      FROM generate_series(1, 40) AS n`.execute(t.db);
    await sql`INSERT INTO buy_item (company_id, buy_id, product_id, name, amount, unit_price, total_price)
      SELECT company_id, id, CASE WHEN id % 2 = 0 THEN ${shirt}::bigint END, 'Lote', 1 + id % 4, 2, 2 * (1 + id % 4)
      FROM buy WHERE people_name LIKE 'Lote %'`.execute(t.db);
    const s = await expectSummariesMatchRows();
    expect(s.days).toContainEqual({
      company_id: w.storeA,
      day: '2025-03-31',
      status: 4,
      orders: 1,
      total: '23.50',
    });
    expect(s.lines).toContainEqual(
      expect.objectContaining({
        day: '2025-03-01',
        product_id: null,
        name: 'Avulso',
        amount: 1,
        total: '4.00',
      }),
    );
  });

  it('follow a status change through the API, new dates and money, and edited or moved lines', async () => {
    const a = await order(w.storeA, 2, '2025-05-10T10:00:00-03:00');
    const b = await order(w.storeA, 2, '2025-05-11T10:00:00-03:00');
    const first = await line(w.storeA, a, shirt, 1, '10.00');
    await line(w.storeA, a, trousers, 2, '30.00');
    const sent = await t.post(
      '/buy/status-change',
      { buy_id: a, status: 3, delivery_code: 'AB123456789BR' },
      w.userA,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    await expectSummariesMatchRows();

    await t.db
      .updateTable('buy')
      .set({ created_at: '2025-06-01T09:00:00-03:00' })
      .where('id', '=', a)
      .execute();
    await t.db
      .updateTable('buy')
      .set({ products_value: '99.90', discount_value: '0' })
      .where('id', '=', b)
      .execute();
    // A change the summaries do not hold leaves them alone.
    await t.db.updateTable('buy').set({ note: 'Entregar à tarde' }).where('id', '=', b).execute();
    await expectSummariesMatchRows();

    await t.db
      .updateTable('buy_item')
      .set({ amount: 3, total_price: '30.00' })
      .where('id', '=', first)
      .execute();
    await t.db.updateTable('buy_item').set({ product_id: trousers }).where('id', '=', first).execute();
    await t.db.updateTable('buy_item').set({ buy_id: b }).where('id', '=', first).execute();
    await t.db
      .updateTable('buy_item')
      .set({ product_id: null, name: 'Sem cadastro' })
      .where('id', '=', first)
      .execute();
    await expectSummariesMatchRows();
  });

  it('follow deleted products, lines and orders, and a rolled-back transaction leaves them as they were', async () => {
    const gone = await createProduct(t, w.userA, { name: 'Descontinuado' });
    const a = await order(w.storeA, 4, '2025-07-01T10:00:00-03:00');
    await line(w.storeA, a, gone.id, 2, '18.00');
    const loose = await line(w.storeA, a, shirt, 1, '9.00');
    const removed = await t.post('/product/delete', { id: gone.id }, w.userA);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await summariesAndRows()).lines).toContainEqual(
      expect.objectContaining({ day: '2025-07-01', product_id: null, name: `Produto ${gone.id}`, amount: 2 }),
    );
    await t.db.deleteFrom('buy_item').where('id', '=', loose).execute();
    await expectSummariesMatchRows();

    const b = await order(w.storeA, 2, '2025-07-02T10:00:00-03:00');
    await line(w.storeA, b, shirt, 4, '40.00');
    await t.db.deleteFrom('buy').where('id', 'in', [a, b]).execute();
    const settled = await expectSummariesMatchRows();

    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('buy').set({ status: 5 }).where('company_id', '=', w.storeA).execute();
        await trx.deleteFrom('buy_item').where('company_id', '=', w.storeA).execute();
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await summariesAndRows()).toEqual(settled);
  });

  it('are rebuilt from the rows to the same figures (a bulk load without triggers)', async () => {
    const kept = await summariesAndRows();
    await sql`SELECT order_days_rebuild()`.execute(t.db);
    const rebuilt = await summariesAndRows();
    expect(rebuilt.days).toEqual(kept.days);
    expect(rebuilt.lines).toEqual(kept.lines);
    expect(rebuilt.states).toEqual(kept.states);
    expect(rebuilt.buyers).toEqual(kept.buyers);
  });

  it('are store-filtered: a store user reads its own store’s rows only', async () => {
    const scoped = withOrderDays(t.db.withPlugin(new StoreFilterPlugin(w.storeB)));
    const rows = await scoped.selectFrom('order_day').select(['company_id']).distinct().execute();
    expect(rows).toEqual([{ company_id: w.storeB }]);
    const lines = await scoped.selectFrom('order_line_day').select(['company_id']).execute();
    expect(lines.every((r) => r.company_id === w.storeB)).toBe(true);
    for (const table of ['order_state_day', 'order_buyer'] as const) {
      const own = await scoped.selectFrom(table).select(['company_id']).distinct().execute();
      expect(own, table).toEqual([{ company_id: w.storeB }]);
    }
  });
});
