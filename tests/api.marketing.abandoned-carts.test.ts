// 'Recuperar Carrinhos' through the API: /abandoned-carts/index lists the orders in status 0 of the
// caller's store (an admin's pick with company_id) with the buyer, the value (products + delivery)
// and the items; /abandoned-carts/contacted marks who contacted the buyer and when, filters on it,
// refuses a cart someone else took, and never touches another store's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createUser, createWorld, login, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
const NOT_FOUND = { message: 'Registro não encontrado.' };

describe.each(backends)('abandoned carts on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let userA2: string;
  let userA2Id: number;
  const carts: Record<string, number> = {};

  let seq = 0;
  /** An order as the storefront leaves it, with its lines. */
  async function newOrder(
    companyId: number,
    status: number,
    extra: Row = {},
    items: Array<{ name: string; amount: number }> = [{ name: 'Camiseta', amount: 2 }],
  ): Promise<number> {
    const n = ++seq;
    const buy = await t.db
      .insertInto('buy')
      .values({
        company_id: companyId,
        status: status as 0,
        people_name: `Comprador ${n}`,
        email: `comprador${n}@teste.dev`,
        phone_number: '11987654321',
        products_value: '100.10',
        delivery_price: '20.20',
        discount_value: '0.00',
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of items)
      await t.db
        .insertInto('buy_item')
        .values({
          company_id: companyId,
          buy_id: buy.id,
          name: item.name,
          amount: item.amount,
          unit_price: '1.00',
          total_price: '1.00',
        })
        .execute();
    return buy.id;
  }

  const list = (body: Row, token: string) => t.post('/abandoned-carts/index', body, token);
  const ids = (res: { json: () => { data: Row[] } }) => res.json().data.map((r) => r.id);
  const stored = (id: number) =>
    t.db
      .selectFrom('buy')
      .select(['contacted_at', 'contacted_by', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    userA2Id = await createUser(t, { email: 'a2@teste.dev', password: 'senha456', company_id: w.storeA });
    userA2 = await login(t, 'a2@teste.dev', 'senha456');
    carts.ana = await newOrder(
      w.storeA,
      0,
      { people_name: 'Ana Lima', created_at: new Date(Date.now() - 3 * 86_400_000) },
      [
        { name: 'Vestido Floral', amount: 1 },
        { name: 'Sandália', amount: 2 },
      ],
    );
    carts.bia = await newOrder(w.storeA, 0, { people_name: 'Bia Souza', phone_number: '21912345678' });
    carts.paid = await newOrder(w.storeA, 1, { people_name: 'Paga Já' });
    carts.delivered = await newOrder(w.storeA, 4);
    carts.other = await newOrder(w.storeB, 0, { people_name: 'Carla da Loja B' });
  });
  afterAll(() => t?.close());

  it('lists only the status-0 orders of the caller’s store, with value and items', async () => {
    const res = await list({}, w.userA);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.last_page).toBe(1);
    // Newest first: Bia (now) before Ana (3 days ago).
    expect(ids(res)).toEqual([carts.bia, carts.ana]);
    const ana = body.data.find((r: Row) => r.id === carts.ana);
    expect(ana).toMatchObject({
      company_id: w.storeA,
      company_name: 'Loja A',
      people_name: 'Ana Lima',
      phone_number: '11987654321',
      products_value: '100.10',
      delivery_price: '20.20',
      total: '120.30',
      items_count: 3,
      items: [
        { name: 'Vestido Floral', amount: 1 },
        { name: 'Sandália', amount: 2 },
      ],
      contacted_at: null,
      contacted_by: null,
      contacted_by_name: null,
    });
    expect(Date.now() - Date.parse(ana.created_at)).toBeGreaterThan(2.9 * 86_400_000);

    // A store user's company_id names nobody else's store.
    const sneaky = await list({ company_id: w.storeB }, w.userA);
    expect(ids(sneaky)).toEqual([carts.bia, carts.ana]);
    const b = await list({}, w.userB);
    expect(ids(b)).toEqual([carts.other]);
  });

  it('an admin sees every store, or the one company_id names', async () => {
    const all = await list({ itens_per_page: 100 }, w.admin);
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([carts.ana, carts.bia, carts.other]));
    expect(ids(all)).not.toContain(carts.paid);
    const b = await list({ company_id: w.storeB }, w.admin);
    expect(ids(b)).toEqual([carts.other]);
    expect(b.json().data[0].company_name).toBe('Loja B');
  });

  it('searches the buyer, sorts and pages', async () => {
    expect(ids(await list({ q: 'bia' }, w.userA))).toEqual([carts.bia]);
    expect(ids(await list({ q: '2191234' }, w.userA))).toEqual([carts.bia]);
    expect(ids(await list({ q: String(carts.ana) }, w.userA))).toEqual([carts.ana]);
    expect(ids(await list({ ordenate_field: 'created_at', ordenate_type: 'asc' }, w.userA))).toEqual([
      carts.ana,
      carts.bia,
    ]);
    const page2 = await list({ itens_per_page: 1, page: 2 }, w.userA);
    expect(page2.json()).toMatchObject({ total: 2, last_page: 2 });
    expect(ids(page2)).toEqual([carts.ana]);
  });

  it('marks who contacted the buyer and when, and filters on it', async () => {
    const before = Date.now();
    const res = await t.post('/abandoned-carts/contacted', { id: carts.ana, contacted: true }, w.userA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: carts.ana, contacted_by: w.userAId, contacted_by_name: 'a' });
    const at = Date.parse(res.json().contacted_at);
    expect(at).toBeGreaterThanOrEqual(before - 5000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5000);
    const row = await stored(carts.ana);
    expect(row.contacted_by).toBe(w.userAId);
    expect(row.contacted_at).not.toBeNull();

    expect(ids(await list({ contacted: false }, w.userA))).toEqual([carts.bia]);
    expect(ids(await list({ contacted: true }, w.userA))).toEqual([carts.ana]);
    expect(ids(await list({}, w.userA))).toEqual([carts.bia, carts.ana]);

    // The audit trail says who changed the order.
    const audit = await t.post('/audit/index', { entity: 'buy', id: carts.ana }, w.userA);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data[0]).toMatchObject({ user_id: w.userAId, operation: 'update' });
    expect(Object.keys(audit.json().data[0].changes)).toEqual(
      expect.arrayContaining(['contacted_at', 'contacted_by']),
    );
  });

  it('someone else’s cart answers 409 with who took it; the mark can be undone', async () => {
    const taken = await t.post('/abandoned-carts/contacted', { id: carts.ana, contacted: true }, userA2);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(
      /^Este carrinho já foi contatado por a em \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
    );
    expect((await stored(carts.ana)).contacted_by).toBe(w.userAId);

    // Marking one's own again changes nothing.
    const first = (await stored(carts.ana)).contacted_at;
    const again = await t.post('/abandoned-carts/contacted', { id: carts.ana, contacted: true }, w.userA);
    expect(again.statusCode).toBe(200);
    expect((await stored(carts.ana)).contacted_at).toEqual(first);

    const undone = await t.post('/abandoned-carts/contacted', { id: carts.ana, contacted: false }, userA2);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ contacted_at: null, contacted_by: null, contacted_by_name: null });
    expect(await stored(carts.ana)).toMatchObject({ contacted_at: null, contacted_by: null });

    const mine = await t.post('/abandoned-carts/contacted', { id: carts.ana, contacted: true }, userA2);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ contacted_by: userA2Id, contacted_by_name: 'a2' });
  });

  it('an admin marks any store’s cart', async () => {
    const res = await t.post('/abandoned-carts/contacted', { id: carts.other, contacted: true }, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: carts.other, company_id: w.storeB });
    expect((await stored(carts.other)).contacted_at).not.toBeNull();
    const back = await t.post('/abandoned-carts/contacted', { id: carts.other, contacted: false }, w.admin);
    expect(back.statusCode).toBe(200);
  });

  it('another store’s order answers 404 and nothing changes', async () => {
    const res = await t.post('/abandoned-carts/contacted', { id: carts.other, contacted: true }, w.userA);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect(await stored(carts.other)).toMatchObject({ contacted_at: null, contacted_by: null, status: 0 });
    const unknown = await t.post('/abandoned-carts/contacted', { id: 99_999_999, contacted: true }, w.userA);
    expect(unknown.statusCode).toBe(404);
  });

  it('an order no longer abandoned answers 422 and is not marked', async () => {
    const res = await t.post('/abandoned-carts/contacted', { id: carts.paid, contacted: true }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Este pedido não é mais um carrinho abandonado.',
      errors: { id: ['Este pedido não é mais um carrinho abandonado.'] },
    });
    expect(await stored(carts.paid)).toMatchObject({ contacted_at: null, contacted_by: null });
  });

  it('bad input answers 422 in pt-BR and stores nothing', async () => {
    const bad: Array<[string, unknown, string]> = [
      ['/abandoned-carts/contacted', {}, 'id'],
      ['/abandoned-carts/contacted', { id: carts.bia }, 'contacted'],
      ['/abandoned-carts/contacted', { id: 'abc', contacted: true }, 'id'],
      ['/abandoned-carts/contacted', { id: carts.bia, contacted: 'talvez' }, 'contacted'],
      ['/abandoned-carts/contacted', { id: -1, contacted: true }, 'id'],
      ['/abandoned-carts/index', { contacted: 'talvez' }, 'contacted'],
      ['/abandoned-carts/index', { page: 0 }, 'page'],
      ['/abandoned-carts/index', { itens_per_page: 5000 }, 'itens_per_page'],
      ['/abandoned-carts/index', { ordenate_field: 'password' }, 'ordenate_field'],
      ['/abandoned-carts/index', { company_id: 'x' }, 'company_id'],
    ];
    for (const [path, body, field] of bad) {
      const res = await t.post(path, body, w.userA);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(body)).toContain(field);
      // Portuguese, never the validator's English.
      expect(errors[field].join(' ')).not.toMatch(/must|should|invalid\b/);
    }
    for (const raw of ['null', '[1,2]', '123']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/abandoned-carts/contacted',
        payload: raw,
        headers: { authorization: `Bearer ${w.userA}`, 'content-type': 'application/json' },
      });
      expect(res.statusCode, raw).toBe(422);
    }
    expect(await stored(carts.bia)).toMatchObject({ contacted_at: null, contacted_by: null });
  });

  it('needs a session', async () => {
    expect((await list({}, '')).statusCode).toBe(401);
    expect((await t.post('/abandoned-carts/contacted', { id: carts.bia, contacted: true })).statusCode).toBe(
      401,
    );
  });
});
