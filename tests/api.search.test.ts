// The jump box's call: /search/index finds the records a user may open by what people type — a
// product by name or reference, an order by number, buyer, tracking code or CPF, a consumer or a
// contact by name, e-mail or phone, a coupon by code, a store (admins only) — within the caller's
// store, five of each kind, newest first; bad input is a pt-BR 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';

interface Hit {
  kind: string;
  id: number;
  title: string;
  detail: string | null;
}

describe.each(backends)('jump search on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let productA: number;
  let orderA: number;
  let orderB: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    productA = (await createProduct(t, w.userA, { name: 'Vestido Girassol', ref: 'GIR-100' })).id;
    await createProduct(t, w.userB, { name: 'Vestido Girassol da Loja B', ref: 'GIR-200' });
    const orders = await t.db
      .insertInto('buy')
      .values([
        {
          company_id: w.storeA,
          status: 3,
          people_name: 'Helena Prado',
          email: 'helena@cliente.dev',
          cpf_cnpj: '529.982.247-25',
          delivery_code: 'QX123456789BR',
        },
        { company_id: w.storeB, status: 1, people_name: 'Helena Prado', email: 'outra@cliente.dev' },
      ])
      .returning('id')
      .execute();
    [orderA, orderB] = orders.map((o) => o.id);
    await t.db
      .insertInto('consumer')
      .values({
        company_id: w.storeA,
        fantasy_name: 'Otávio Lima',
        email: 'otavio@cliente.dev',
        phone_number: '(11) 98765-4321',
      })
      .execute();
    await t.db
      .insertInto('contact')
      .values({
        company_id: w.storeA,
        name: 'Lúcia Contato',
        email: 'lucia@contato.dev',
        phone: '11912345678',
      })
      .execute();
    await t.db.insertInto('coupon').values({ company_id: w.storeA, code: 'VERAO26' }).execute();
  });
  afterAll(() => t?.close());

  const search = async (q: unknown, token: string) => {
    const res = await t.post('/search/index', { q }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Hit[];
  };
  const kinds = (hits: Hit[]) => hits.map((h) => `${h.kind}:${h.title}`);

  it('finds a product by name and by reference, in the caller’s store only', async () => {
    expect(kinds(await search('girassol', w.userA))).toEqual(['product:Vestido Girassol']);
    const [byRef] = await search('gir-100', w.userA);
    expect(byRef).toEqual({ kind: 'product', id: productA, title: 'Vestido Girassol', detail: 'GIR-100' });
    expect(kinds(await search('GIR-100', w.userB))).toEqual([]);
  });

  it('finds an order by number, buyer, tracking code and CPF digits', async () => {
    const [byNumber] = (await search(String(orderA), w.userA)).filter((h) => h.kind === 'order');
    expect(byNumber).toEqual({
      kind: 'order',
      id: orderA,
      title: `Pedido nº ${orderA}`,
      detail: 'Helena Prado · Em trânsito',
    });
    expect((await search('helena', w.userA)).map((h) => h.id)).toEqual([orderA]);
    expect((await search('qx1234', w.userA)).map((h) => h.id)).toEqual([orderA]);
    expect((await search('52998224725', w.userA)).map((h) => h.id)).toEqual([orderA]);
    // Store B's order with the same buyer is store B's.
    expect((await search('helena', w.userB)).map((h) => h.id)).toEqual([orderB]);
    expect((await search(String(orderA), w.userB)).filter((h) => h.kind === 'order')).toEqual([]);
  });

  it('finds people by name, e-mail or phone digits, and a coupon by code', async () => {
    expect(kinds(await search('otávio', w.userA))).toEqual(['consumer:Otávio Lima']);
    expect(kinds(await search('98765-4321', w.userA))).toEqual(['consumer:Otávio Lima']);
    expect(kinds(await search('lucia@contato', w.userA))).toEqual(['contact:Lúcia Contato']);
    expect(kinds(await search('91234 5678', w.userA))).toEqual(['contact:Lúcia Contato']);
    expect(kinds(await search('verao', w.userA))).toEqual(['coupon:VERAO26']);
    expect(await search('otavio@cliente', w.userB)).toEqual([]);
  });

  it('shows stores to admins only, and names the store of each hit for them', async () => {
    expect(kinds(await search('Loja A', w.admin))).toContain('store:Loja A');
    expect((await search('Loja A', w.userA)).some((h) => h.kind === 'store')).toBe(false);
    const hits = await search('girassol', w.admin);
    expect(hits.map((h) => h.detail).sort()).toEqual(['GIR-100 · Loja A', 'GIR-200 · Loja B']);
  });

  it('answers five of a kind at most, newest first', async () => {
    for (let i = 1; i <= 7; i++)
      await createProduct(t, w.userA, { name: `Saia Plissada ${i}`, ref: `SP-${i}` });
    const hits = await search('saia plissada', w.userA);
    expect(hits.map((h) => h.title)).toEqual([7, 6, 5, 4, 3].map((i) => `Saia Plissada ${i}`));
  });

  it('treats what is typed as text, and answers bad input with a pt-BR 422', async () => {
    expect(await search('%_', w.userA)).toEqual([]);
    expect(await search("'; drop table product; --", w.userA)).toEqual([]);
    for (const [q, message] of [
      [undefined, 'Por favor insira Busca'],
      ['  ', 'Por favor insira Busca'],
      [' a ', 'Digite ao menos 2 caracteres'],
      ['x'.repeat(101), 'Digite no máximo 100 caracteres'],
    ] as const) {
      const res = await t.post('/search/index', q === undefined ? {} : { q }, w.userA);
      expect(res.statusCode, String(q)).toBe(422);
      expect(res.json().errors, String(q)).toEqual({ q: [message] });
    }
    expect((await t.post('/search/index', { q: 'saia' })).statusCode).toBe(401);
  });
});
