// The per-store row counts (x-counts, codegen/counts.ts) and the list totals read from them: the
// counts follow every way rows change (API saves, deactivations, deletes, status changes, bulk SQL,
// rollbacks), the unfiltered totals come from them and filtered ones still count rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleNotifications } from '../src/server/db/notifications.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, orderRow, type World } from './helpers/fixtures.js';

describe.each(backends)('per-store row counts on $name', (backend) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  /** row_count next to a GROUP BY over the rows themselves, for every store. */
  async function countsAndRows(entity: 'product' | 'buy' | 'contact', key: string) {
    const counted = await t.db
      .selectFrom('row_count')
      .select(['company_id', 'key', 'n'])
      .where('entity', '=', entity)
      .where('n', '<>', 0)
      .orderBy('company_id')
      .orderBy('key')
      .execute();
    const keyText = key ? sql<string>`coalesce(${sql.ref(key)}::text, '')` : sql<string>`''`;
    const rows = await sql<{ company_id: number; key: string; n: number }>`
      SELECT company_id, ${keyText} AS key, count(*)::int AS n FROM ${sql.table(entity)}
      GROUP BY 1, 2 ORDER BY 1, 2`.execute(t.db);
    return {
      counted: counted.map((r) => ({ ...r, n: Number(r.n) })),
      rows: rows.rows.map((r) => ({ ...r, n: Number(r.n) })),
    };
  }
  async function expectCountsMatchRows(entity: 'product' | 'buy' | 'contact', key: string) {
    const { counted, rows } = await countsAndRows(entity, key);
    expect(counted).toEqual(rows);
  }
  const total = async (path: string, body: object, token: string) => {
    const res = await t.post(path, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().total as number;
  };
  const activeProducts = async (store: number) =>
    Number(
      (
        await t.db
          .selectFrom('product')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('company_id', '=', store)
          .where('active', '=', true)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('follow products saved, deactivated and deleted through the API, and give the list its total', async () => {
    const a = await Promise.all([1, 2, 3].map((n) => createProduct(t, w.userA, { name: `Camisa ${n}` })));
    await createProduct(t, w.userB, { name: 'Vaso' });
    const off = await t.post('/product/update', { id: a[0].id, active: false }, w.userA);
    expect(off.statusCode, off.body).toBe(202);
    const gone = await t.post('/product/delete', { id: a[1].id }, w.userA);
    expect(gone.statusCode, gone.body).toBe(200);
    await expectCountsMatchRows('product', 'active');

    expect(await activeProducts(w.storeA)).toBe(1);
    expect(await total('/product/paginate-index', {}, w.userA)).toBe(1);
    expect(await total('/product/paginate-index', { showInactive: true }, w.userA)).toBe(2);
    expect(await total('/product/paginate-index', { company: w.storeA }, w.admin)).toBe(1);
    expect(await total('/product/paginate-index', { company: [w.storeA, w.storeB] }, w.admin)).toBe(2);
    expect(await total('/product/paginate-index', { company: [] }, w.admin)).toBe(0);
    // A store user's filter naming another store changes nothing: its own store only.
    expect(await total('/product/paginate-index', { company: w.storeB }, w.userA)).toBe(1);
  });

  it('are what unfiltered totals read, kept until a product is written, while a filtered list still counts its rows', async () => {
    await createProduct(t, w.userA, { name: 'Bermuda' });
    // Every notification of that write heard, so nothing moves the kept total behind the test's back.
    await settleNotifications(t.db);
    const before = await total('/product/paginate-index', {}, w.userA);
    // Skewing the stored count shows which totals read it, and when (put back right after).
    const skew = (by: number) =>
      t.db
        .updateTable('row_count')
        .set({ n: sql`n + ${by}` })
        .where('company_id', '=', w.storeA)
        .where('entity', '=', 'product')
        .where('key', '=', 'true')
        .execute();
    await skew(1000);
    try {
      // Kept in memory (crud/list-totals.ts): row_count itself is written only with a product.
      expect(await total('/product/paginate-index', {}, w.userA)).toBe(before);
      await createProduct(t, w.userA, { name: 'Bermuda 2' });
      expect(await total('/product/paginate-index', {}, w.userA)).toBe(before + 1001);
      expect(await total('/product/paginate-index', { product_name: 'Bermuda' }, w.userA)).toBe(2);
    } finally {
      await skew(-1000);
    }
    await createProduct(t, w.userA, { name: 'Bermuda 3' });
    expect(await total('/product/paginate-index', {}, w.userA)).toBe(before + 2);
  });

  it('follow bulk statements, and a rolled-back transaction leaves them as they were', async () => {
    const template = await createProduct(t, w.userB, { name: 'Modelo' });
    await sql`INSERT INTO product (company_id, name, definition_id, category_id, gender, price, description, active)
      SELECT company_id, name || ' ' || n, definition_id, category_id, gender, price, description, n % 3 = 0
      FROM product, generate_series(1, 60) AS n WHERE id = ${template.id}`.execute(t.db);
    await sql`UPDATE product SET active = NOT active WHERE company_id = ${w.storeB} AND name LIKE 'Modelo 1%'`.execute(
      t.db,
    );
    await sql`DELETE FROM product WHERE company_id = ${w.storeB} AND name LIKE 'Modelo 2%'`.execute(t.db);
    await expectCountsMatchRows('product', 'active');

    const settled = await countsAndRows('product', 'active');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO product (company_id, name, definition_id, category_id, gender, price, description)
          SELECT company_id, 'Desfeito', definition_id, category_id, gender, price, description
          FROM product WHERE id = ${template.id}`.execute(trx);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await countsAndRows('product', 'active')).toEqual(settled);
    expect(await total('/product/paginate-index', { showInactive: true }, w.userB)).toBe(
      settled.rows.filter((r) => r.company_id === w.storeB).reduce((sum, r) => sum + r.n, 0),
    );
  });

  it('follow orders through status changes and answer the menu counts and list totals', async () => {
    const order = (status: number, n: number) => orderRow(w.storeA, status, n);
    const ids = (
      await t.db
        .insertInto('buy')
        .values([order(1, 1), order(2, 2), order(2, 3), order(4, 4), order(6, 5)])
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const sent = await t.post(
      '/buy/status-change',
      { buy_id: ids[1], status: 3, delivery_code: 'AB123456789BR' },
      w.userA,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    await expectCountsMatchRows('buy', 'status');

    const counts = (await t.post('/buy/counts', {}, w.userA)).json();
    expect(counts).toMatchObject({ pending: 1, sortingOut: 1, inTransit: 1, finished: 1, canceled: 1 });
    expect(counts.latest_id).toBe(Math.max(...ids));
    expect(await total('/buy/getsortingOutBuys', {}, w.userA)).toBe(1);
    expect(await total('/buy/getInTransitBuys', {}, w.userA)).toBe(1);
    expect(await total('/buy/get-buys', { status: 4 }, w.userA)).toBe(1);
    expect(await total('/buy/get-buys', { status: 4, company_id: w.storeA }, w.admin)).toBe(1);
    // Store B has no orders: its user's counts and lists read none of store A's.
    expect((await t.post('/buy/counts', {}, w.userB)).json()).toMatchObject({ pending: 0, latest_id: null });
    expect(await total('/buy/getInTransitBuys', {}, w.userB)).toBe(0);
    // A search counts its matches.
    expect(await total('/buy/get-buys', { status: 4, q: 'Comprador 4' }, w.userA)).toBe(1);
    expect(await total('/buy/get-buys', { status: 4, q: 'Ninguém' }, w.userA)).toBe(0);
  });

  it('give a generic list its total (contacts), per store, and count rows under a search', async () => {
    const contact = (company_id: number, n: number) => ({
      company_id,
      name: `Contato ${n}`,
      email: `contato${n}@teste.dev`,
      phone: '11987654321',
    });
    await t.db
      .insertInto('contact')
      .values([contact(w.storeA, 1), contact(w.storeA, 2), contact(w.storeB, 3)])
      .execute();
    await t.db.deleteFrom('contact').where('email', '=', 'contato2@teste.dev').execute();
    await expectCountsMatchRows('contact', '');
    expect(await total('/contact-list/index', {}, w.userA)).toBe(1);
    expect(await total('/contact-list/index', { company_id: w.storeB }, w.admin)).toBe(1);
    expect(await total('/contact-list/index', {}, w.admin)).toBe(2);
    expect(await total('/contact-list/index', { q: 'Contato 3' }, w.admin)).toBe(1);
  });
});
