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
});
