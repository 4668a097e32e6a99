import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('coupons (/discount-cupons) on $name', (backend) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('coupon')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves an upper-cased code with rate and value defaulting to 0', async () => {
    const res = await t.post(
      '/discount-cupons/save',
      { code: ' verao10 ', discount_rate: 10, description: 'Promoção de verão' },
      w.userA,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'VERAO10',
      discount_rate: 10,
      discount_value: '0.00',
      active: true,
      remove_sale: false,
      company_id: w.storeA,
    });
    const byValue = await t.post(
      '/discount-cupons/save',
      { code: 'menos5', dicount_value: '5.5', discount_rate: null },
      w.userA,
    );
    expect(byValue.statusCode).toBe(201);
    expect(byValue.json()).toMatchObject({ code: 'MENOS5', discount_rate: 0, discount_value: '5.50' });
    const stored = await t.db
      .selectFrom('coupon')
      .select(['discount_rate', 'discount_value'])
      .where('code', '=', 'MENOS5')
      .executeTakeFirstOrThrow();
    expect(Number(stored.discount_rate)).toBe(0);
    expect(stored.discount_value).toBe('5.50');
  });

  it('rejects a missing or repeated code, and an admin without a store', async () => {
    const before = await count();
    const missing = await t.post('/discount-cupons/save', { discount_rate: 5 }, w.userA);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ code: ['Por favor insira Código'] });
    const dup = await t.post('/discount-cupons/save', { code: 'Verao10' }, w.userA);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ code: ['Código já está em uso'] });
    const admin = await t.post('/discount-cupons/save', { code: 'ADM' }, w.admin);
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const rate = await t.post('/discount-cupons/save', { code: 'X', discount_rate: 150 }, w.userA);
    expect(rate.statusCode).toBe(422);
    expect(rate.json().errors).toHaveProperty('discount_rate');
    expect(await count()).toBe(before);
    // The same code in another store is another coupon.
    const other = await t.post('/discount-cupons/save', { code: 'verao10' }, w.userB);
    expect(other.statusCode).toBe(201);
    const forB = await t.post('/discount-cupons/save', { code: 'ADM', company_id: w.storeB }, w.admin);
    expect(forB.statusCode).toBe(201);
    expect(forB.json().company_id).toBe(w.storeB);
  });

  it('reads validity dates without a zone on the America/Bahia clock', async () => {
    const res = await t.post(
      '/discount-cupons/save',
      { code: 'NATAL', init_date: '2025-12-01 08:00:00', expire_date: '2025-12-25' },
      w.userA,
    );
    expect(res.statusCode).toBe(201);
    expect(new Date(res.json().init_date).toISOString()).toBe('2025-12-01T11:00:00.000Z');
    expect(new Date(res.json().expire_date).toISOString()).toBe('2025-12-26T02:59:59.000Z');
    const upd = await t.post(
      '/discount-cupons/update',
      { id: res.json().id, expire_date: '2025-12-31T10:00:00Z' },
      w.userA,
    );
    expect(upd.statusCode).toBe(201);
    expect(new Date(upd.json().expire_date).toISOString()).toBe('2025-12-31T10:00:00.000Z');
    expect(new Date(upd.json().init_date).toISOString()).toBe('2025-12-01T11:00:00.000Z');
    const bad = await t.post('/discount-cupons/save', { code: 'RUIM', init_date: 'amanhã' }, w.userA);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ init_date: ['Data de início deve ser uma data válida'] });
  });

  it('searches by code or description and filters by active', async () => {
    const codes = async (body: object) =>
      (await t.post('/discount-cupons/index', body, w.userA))
        .json()
        .data.map((c: { code: string }) => c.code)
        .sort();
    expect(await codes({ q: 'verão' })).toEqual(['VERAO10']);
    expect(await codes({ q: 'menos' })).toEqual(['MENOS5']);
    const natal = (await t.post('/discount-cupons/index', { q: 'natal' }, w.userA)).json().data[0];
    const off = await t.post('/discount-cupons/update', { id: natal.id, active: false }, w.userA);
    expect(off.statusCode).toBe(201);
    expect(await codes({ active: true })).toEqual(['MENOS5', 'VERAO10']);
    expect(await codes({ active: false })).toEqual(['NATAL']);
  });

  it("keeps store B out of store A's coupons", async () => {
    const a = (await t.post('/discount-cupons/index', { q: 'verao10' }, w.userA)).json().data[0];
    expect((await t.post('/discount-cupons/show', { id: a.id }, w.userB)).statusCode).toBe(404);
    expect(
      (await t.post('/discount-cupons/update', { id: a.id, discount_rate: 99 }, w.userB)).statusCode,
    ).toBe(404);
    expect((await t.post('/discount-cupons/delete', { id: a.id }, w.userB)).statusCode).toBe(404);
    const bCodes = (await t.post('/discount-cupons/index', {}, w.userB))
      .json()
      .data.map((c: { code: string }) => c.code);
    expect(bCodes.sort()).toEqual(['ADM', 'VERAO10']);
    expect((await t.post('/discount-cupons/show', { id: a.id }, w.userA)).json().discount_rate).toBe(10);
  });

  const BOTH = 'Informe a taxa ou o valor do desconto, não os dois.';

  it('refuses a rate and a value both above 0 on save and on update, storing nothing', async () => {
    const before = await count();
    const both = await t.post(
      '/discount-cupons/save',
      { code: 'DOIS', discount_rate: 10, discount_value: '5.00' },
      w.userA,
    );
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ discount_rate: [BOTH], discount_value: [BOTH] });
    const byAlias = await t.post(
      '/discount-cupons/save',
      { code: 'DOIS', discount_rate: '2', dicount_value: 1 },
      w.userA,
    );
    expect(byAlias.statusCode).toBe(422);
    expect(await count()).toBe(before);

    const rate = await t.post('/discount-cupons/save', { code: 'taxa7', discount_rate: 7 }, w.userA);
    expect(rate.statusCode).toBe(201);
    const id = rate.json().id;
    // The stored rate and a new value would be both.
    const addValue = await t.post('/discount-cupons/update', { id, discount_value: '3.00' }, w.userA);
    expect(addValue.statusCode).toBe(422);
    expect(addValue.json().errors).toEqual({ discount_rate: [BOTH], discount_value: [BOTH] });
    const bothNew = await t.post(
      '/discount-cupons/update',
      { id, discount_rate: 5, discount_value: '3.00', description: 'não grava' },
      w.userA,
    );
    expect(bothNew.statusCode).toBe(422);
    const stored = await t.db
      .selectFrom('coupon')
      .select(['discount_rate', 'discount_value', 'description'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(stored.discount_rate), stored.discount_value, stored.description]).toEqual([
      7,
      '0.00',
      null,
    ]);
    // Switching the type: the value replaces the rate, zeroed in the same call.
    const switched = await t.post(
      '/discount-cupons/update',
      { id, discount_rate: 0, discount_value: '3' },
      w.userA,
    );
    expect(switched.statusCode).toBe(201);
    expect(switched.json()).toMatchObject({ discount_rate: 0, discount_value: '3.00' });
  });

  it('stores a missing or empty rate or value as 0', async () => {
    const none = await t.post('/discount-cupons/save', { code: 'ZERO' }, w.userA);
    expect(none.statusCode).toBe(201);
    expect(none.json()).toMatchObject({ discount_rate: 0, discount_value: '0.00' });
    const nulls = await t.post(
      '/discount-cupons/save',
      { code: 'NULOS', discount_rate: null, discount_value: null },
      w.userA,
    );
    expect(nulls.statusCode).toBe(201);
    expect(nulls.json()).toMatchObject({ discount_rate: 0, discount_value: '0.00' });
  });

  it('keeps codes unique per store whatever the case; an admin picks the store', async () => {
    const first = await t.post('/discount-cupons/save', { code: 'Black-Friday' }, w.userA);
    expect(first.statusCode).toBe(201);
    expect(first.json().code).toBe('BLACK-FRIDAY');
    const before = await count();
    for (const code of ['black-friday', 'BLACK-FRIDAY', ' Black-friday ']) {
      const dup = await t.post('/discount-cupons/save', { code }, w.userA);
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({ code: ['Código já está em uso'] });
    }
    // Renaming another coupon of the store onto it is refused too.
    const other = (await t.post('/discount-cupons/index', { q: 'zero' }, w.userA)).json().data[0];
    const rename = await t.post('/discount-cupons/update', { id: other.id, code: 'black-FRIDAY' }, w.userA);
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ code: ['Código já está em uso'] });
    // An admin must say which store, and then the same code may live in another store.
    const noStore = await t.post('/discount-cupons/save', { code: 'black-friday' }, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    expect(await count()).toBe(before);
    const inB = await t.post(
      '/discount-cupons/save',
      { code: 'black-friday', company_id: w.storeB },
      w.admin,
    );
    expect(inB.statusCode).toBe(201);
    expect(inB.json()).toMatchObject({ code: 'BLACK-FRIDAY', company_id: w.storeB });
    const adminDup = await t.post(
      '/discount-cupons/save',
      { code: 'Black-Friday', company_id: w.storeA },
      w.admin,
    );
    expect(adminDup.statusCode).toBe(422);
  });

  it("answers 404 to a store user for another store's coupon, even with both discounts", async () => {
    const a = (await t.post('/discount-cupons/index', { q: 'taxa7' }, w.userA)).json().data[0];
    const show = await t.post('/discount-cupons/show', { id: a.id }, w.userB);
    expect(show.statusCode).toBe(404);
    // Not a 422 that would tell the coupon exists with a rate.
    const upd = await t.post('/discount-cupons/update', { id: a.id, discount_rate: 9 }, w.userB);
    expect(upd.statusCode).toBe(404);
    const updValue = await t.post('/discount-cupons/update', { id: a.id, discount_rate: 1 }, w.userB);
    expect(updValue.statusCode).toBe(404);
    const list = (await t.post('/discount-cupons/index', { q: 'taxa7' }, w.userB)).json();
    expect(list.total).toBe(0);
    // The admin sees every store's coupons, with the store's name.
    const all = (await t.post('/discount-cupons/index', { q: 'black' }, w.admin)).json();
    expect(all.data.map((c: { company_id: number }) => c.company_id).sort()).toEqual(
      [w.storeA, w.storeB].sort(),
    );
  });
});
