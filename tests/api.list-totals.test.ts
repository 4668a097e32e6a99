// The product list's filtered totals (src/server/crud/list-totals.ts), as a client sees them: a
// filter set is counted once and its next pages reuse the total, and the total is exact again on
// the next call after any write that changes it — through the API, or straight to the database
// (another API process, a script), heard through the database's notification (migration 0029).
import { type LogEvent, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleNotifications } from '../src/server/db/notifications.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createTaxonomy, createWorld, type World } from './helpers/fixtures.js';

interface Page {
  data: { id: number; name: string }[];
  total: number;
  last_page: number;
}

describe.each(backends)('filtered product list totals on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let taxonomy: { definition: number; category: number };
  const statements: string[] = [];
  const record = (event: LogEvent) => statements.push(event.query.sql);

  /** The page, and whether the call counted the matching rows (a count(*) over product). */
  async function list(body: Record<string, unknown>, token = w.userA) {
    statements.length = 0;
    const res = await t.post('/product/paginate-index', body, token);
    expect(res.statusCode, res.body).toBe(200);
    const counted = statements.some((s) => /count\(\*\)/.test(s) && /from "product"/.test(s));
    return { page: res.json<Page>(), counted };
  }

  async function product(name: string, token = w.userA) {
    return (
      await createProduct(t, token, {
        name,
        definition_id: taxonomy.definition,
        category_id: taxonomy.category,
      })
    ).id;
  }

  beforeAll(async () => {
    t = await startTestApp(backend, { log: record });
    w = await createWorld(t);
    taxonomy = await createTaxonomy(t);
    for (let n = 1; n <= 6; n++) await product(`Vestido ${n}`);
    await product('Saia 1');
    await product('Vestido da Loja B', w.userB);
    // The writes' notifications heard before the first total is primed (see below).
    await settleNotifications(t.db);
  });
  afterAll(async () => t?.close());

  it('counts a filter set once: the next pages and the same call again reuse the total', async () => {
    const first = await list({ product_name: 'vestido', itens_per_page: 4 });
    expect(first.page.total).toBe(6);
    expect(first.page.last_page).toBe(2);
    expect(first.counted).toBe(true);
    const second = await list({ product_name: 'vestido', itens_per_page: 4, page: 2 });
    expect(second.page.data.map((r) => r.name)).toEqual(['Vestido 2', 'Vestido 1']);
    expect(second.page.total).toBe(6);
    expect(second.counted).toBe(false);
    // Another order of the same rows is the same filter set; another filter is counted.
    expect((await list({ product_name: 'vestido', ordenate_field: 'name' })).counted).toBe(false);
    const other = await list({ product_name: 'saia' });
    expect([other.page.total, other.counted]).toEqual([1, true]);
    // Each store has its own: store B's call is counted, and finds its one product.
    const storeB = await list({ product_name: 'vestido' }, w.userB);
    expect([storeB.page.total, storeB.counted]).toEqual([1, true]);
  });

  it('is exact again after a product is saved, renamed or deleted through the API', async () => {
    await list({ product_name: 'vestido' });
    const added = await product('Vestido 7');
    let after = await list({ product_name: 'vestido' });
    expect([after.page.total, after.counted]).toEqual([7, true]);

    const renamed = await t.post('/product/update', { id: added, name: 'Macacão 7' }, w.userA);
    expect(renamed.statusCode, renamed.body).toBe(202);
    after = await list({ product_name: 'vestido' });
    expect(after.page.total).toBe(6);

    const removed = await t.post('/product/delete', { id: await product('Vestido 8') }, w.userA);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list({ product_name: 'vestido' })).page.total).toBe(6);
    // Store B's write leaves store A's total where it was. The database's notifications of store A's
    // own writes above are heard first: one arriving late would rightly drop the total primed here.
    await settleNotifications(t.db);
    await list({ product_name: 'vestido' });
    await product('Vestido B2', w.userB);
    expect((await list({ product_name: 'vestido' })).counted).toBe(false);
  });

  it('is exact again after a write straight to the database, outside any call', async () => {
    await list({ product_name: 'vestido' });
    await t.db
      .updateTable('product')
      .set({ active: false })
      .where('company_id', '=', w.storeA)
      .where('name', '=', 'Vestido 6')
      .execute();
    await settleNotifications(t.db);
    expect((await list({ product_name: 'vestido' })).page.total).toBe(5);

    // A grid filter's total moves with the grid rows.
    const first = (await list({ product_name: 'vestido', grid_color: 'Verde' })).page;
    expect(first.total).toBe(0);
    const target = (await list({ product_name: 'vestido 1' })).page.data[0].id;
    await sql`INSERT INTO grid (company_id, product_id, size, color, balance)
      VALUES (${w.storeA}, ${target}, 'M', 'Verde', 0)`.execute(t.db);
    await settleNotifications(t.db);
    expect((await list({ product_name: 'vestido', grid_color: 'Verde' })).page.total).toBe(1);
  });

  it('a stock movement, which changes no filter, keeps the total', async () => {
    await list({ product_name: 'vestido' });
    await t.db
      .updateTable('product')
      .set({ balance: sql`balance + 3` })
      .where('company_id', '=', w.storeA)
      .execute();
    await settleNotifications(t.db);
    const after = await list({ product_name: 'vestido' });
    expect([after.page.total, after.counted]).toEqual([5, false]);
  });

  it('an admin’s total over every store moves with any store’s write', async () => {
    const all = await list({ product_name: 'vestido', showInactive: true }, w.admin);
    const before = all.page.total;
    await product('Vestido B3', w.userB);
    const after = await list({ product_name: 'vestido', showInactive: true }, w.admin);
    expect([after.page.total, after.counted]).toEqual([before + 1, true]);
  });
});
