// The panel's bulk actions (issue 27 item 5) add no call: each selected row is its own request to
// the call a single row uses (/<entity>/update and /delete, /product/update,
// /product-promotion/save, /buy/update), in its own transaction. These run such a sequence as the
// bulk bar sends it and check that a refused row — another store's, one the server refuses — leaves
// nothing half-done, while the rows around it are done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createTaxonomy, createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('bulk actions, row by row, on $name', (backend) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  /** The bulk runner: each row its own call, whatever the others answered. */
  const each = async (bodies: object[], path: string, token: string) => {
    const codes: number[] = [];
    for (const body of bodies) codes.push((await t.post(path, body, token)).statusCode);
    return codes;
  };

  it("deactivating attributes: another store's row is refused and stays as it was", async () => {
    const groups = await t.db
      .insertInto('atribute_group')
      .values([
        { company_id: w.storeA, name: 'Extras' },
        { company_id: w.storeB, name: 'Extras B' },
      ])
      .returning(['id', 'company_id'])
      .execute();
    const rows = await t.db
      .insertInto('atribute')
      .values([
        { company_id: w.storeA, atribute_group_id: groups[0].id, name: 'Gravação' },
        { company_id: w.storeB, atribute_group_id: groups[1].id, name: 'Gravação B' },
        { company_id: w.storeA, atribute_group_id: groups[0].id, name: 'Embrulho' },
      ])
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    const codes = await each(
      ids.map((id) => ({ id, active: false })),
      '/atribute/update',
      w.userA,
    );
    expect(codes[0]).toBe(202);
    expect([403, 404]).toContain(codes[1]);
    expect(codes[2]).toBe(202);
    const stored = await t.db
      .selectFrom('atribute')
      .select(['id', 'active'])
      .where('id', 'in', ids)
      .execute();
    expect(Object.fromEntries(stored.map((r) => [r.id, r.active]))).toEqual({
      [ids[0]]: false,
      [ids[1]]: true,
      [ids[2]]: false,
    });
  });

  it('changing the category: a refused product keeps its whole taxonomy', async () => {
    const first = await createProduct(t, w.userA, { name: 'Vestido Girassol' });
    const second = await createProduct(t, w.userA, { name: 'Saia Lírio' });
    const { definition, category } = await createTaxonomy(t);
    const bodies = [
      { id: first.id, definition_id: definition, category_id: category, subcategory_id: null },
      // A subcategory that does not exist: the other two fields of the same request are not stored.
      { id: second.id, definition_id: definition, category_id: category, subcategory_id: 987654321 },
    ];
    const codes = await each(bodies, '/product/update', w.userA);
    expect(codes[0]).toBe(202);
    expect(codes[1]).toBe(422);
    const stored = await t.db
      .selectFrom('product')
      .select(['id', 'definition_id', 'category_id', 'subcategory_id'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: first.id, definition_id: definition, category_id: category, subcategory_id: null },
      {
        id: second.id,
        definition_id: second.definition_id,
        category_id: second.category_id,
        subcategory_id: null,
      },
    ]);
  });

  it("changing the brand to another store's brand is refused for each product, none changed", async () => {
    const product = await createProduct(t, w.userA, { name: 'Blusa Acácia' });
    const other = await t.db
      .insertInto('brand')
      .values({ company_id: w.storeB, name: 'Marca da Loja B' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.post('/product/update', { id: product.id, brand_id: other.id }, w.userA);
    expect([403, 404, 422]).toContain(res.statusCode);
    const stored = await t.db
      .selectFrom('product')
      .select('brand_id')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stored.brand_id).toBeNull();
  });

  it('adding to a promotion: a product with an active one is refused, the others get theirs', async () => {
    const busy = await createProduct(t, w.userA, { name: 'Camisa Ipê', price: '100.00' });
    const free = await createProduct(t, w.userA, { name: 'Camisa Jacarandá', price: '80.00' });
    const first = await t.post(
      '/product-promotion/save',
      { product_id: busy.id, no_period: true, discount_percent: 5 },
      w.userA,
    );
    expect(first.statusCode, first.body).toBe(201);
    const bodies = [busy, free].map((p) => ({
      product_id: p.id,
      no_period: false,
      start_date: '2026-12-01T00:00',
      end_date: '2026-12-31T23:59',
      discount_value: null,
      discount_percent: 10,
    }));
    const answers = [];
    for (const body of bodies) answers.push(await t.post('/product-promotion/save', body, w.userA));
    expect(answers.map((a) => a.statusCode)).toEqual([422, 201]);
    expect(JSON.stringify(answers[0].json())).toContain('promoção ativa');
    const stored = await t.db
      .selectFrom('product_promotion')
      .select(['product_id', 'discount_value'])
      .where('product_id', 'in', [busy.id, free.id])
      .orderBy('id')
      .execute();
    expect(stored.map((r) => [r.product_id, String(r.discount_value)])).toEqual([
      [busy.id, '5.00'],
      [free.id, '8.00'],
    ]);
  });

  it("deleting categories: the one still used by products is refused with the server's reason", async () => {
    const { category: unused } = await createTaxonomy(t);
    const product = await createProduct(t, w.userA, { name: 'Bermuda Cedro' });
    const used = product.category_id as number;
    const res = await Promise.all([unused, used].map((id) => t.post('/category/delete', { id }, w.admin)));
    expect(res.map((r) => r.statusCode)).toEqual([200, 409]);
    expect(res[1].json().message).toBe(
      'Este registro está em uso por outros cadastros e não pode ser excluído.',
    );
    const left = await t.db.selectFrom('category').select('id').where('id', 'in', [unused, used]).execute();
    expect(left.map((r) => r.id)).toEqual([used]);
  });

  it("advancing orders: another store's order and a forbidden move change nothing", async () => {
    const orders = await t.db
      .insertInto('buy')
      .values([
        { company_id: w.storeA, status: 2, people_name: 'Helena Prado' },
        { company_id: w.storeB, status: 2, people_name: 'Outra Loja' },
        { company_id: w.storeA, status: 6, people_name: 'Cancelado' },
      ])
      .returning('id')
      .execute();
    const [mine, theirs, cancelled] = orders.map((o) => o.id);
    const answers = [];
    for (const [buy_id, status] of [
      [mine, 3],
      [theirs, 3],
      // Cancelled is final: the state machine refuses any move, with its reason.
      [cancelled, 4],
    ])
      answers.push(await t.post('/buy/update', { buy_id, status }, w.userA));
    expect(answers[0].statusCode).toBe(201);
    expect([403, 404]).toContain(answers[1].statusCode);
    expect(answers[2].statusCode).toBe(422);
    expect(JSON.stringify(answers[2].json())).toMatch(/[a-zç]/);
    const stored = await t.db
      .selectFrom('buy')
      .select(['id', 'status'])
      .where('id', 'in', [mine, theirs, cancelled])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: mine, status: 3 },
      { id: theirs, status: 2 },
      { id: cancelled, status: 6 },
    ]);
  });
});
