import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('brands on $name', (backend) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  it('saves, shows, updates and lists a brand of the store', async () => {
    const saved = await t.post('/brand/save', { name: '  Nike   Brasil ' }, w.userA);
    expect(saved.statusCode).toBe(201);
    const brand = saved.json();
    expect(brand).toMatchObject({ name: 'Nike Brasil', company_id: w.storeA });
    expect((await t.post('/brand/show', { id: brand.id }, w.userA)).json().name).toBe('Nike Brasil');
    const updated = await t.post('/brand/update', { id: brand.id, name: 'Nike' }, w.userA);
    expect(updated.statusCode).toBe(201);
    expect(updated.json().name).toBe('Nike');
    const list = (await t.post('/brand/index', { q: 'nik' }, w.userA)).json();
    expect(list).toMatchObject({ total: 1, last_page: 1 });
    expect(list.data[0].name).toBe('Nike');
  });

  it('answers 422 in Portuguese and stores nothing', async () => {
    const res = await t.post('/brand/save', { name: 'x' }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['Por favor insira Nome válido']);
    const missing = await t.post('/brand/save', {}, w.userA);
    expect(missing.json().errors.name).toEqual(['Por favor insira Nome']);
    const dup = await t.post('/brand/save', { name: 'NIKE' }, w.userA);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(['Nome já está em uso']);
    const count = await t.db
      .selectFrom('brand')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('keeps other stores out', async () => {
    const mine = (await t.post('/brand/save', { name: 'Só da A' }, w.userA)).json();
    expect((await t.post('/brand/index', {}, w.userB)).json().total).toBe(0);
    expect((await t.post('/brand/show', { id: mine.id }, w.userB)).statusCode).toBe(404);
    expect((await t.post('/brand/update', { id: mine.id, name: 'Roubada' }, w.userB)).statusCode).toBe(404);
    expect((await t.post('/brand/delete', { id: mine.id }, w.userB)).statusCode).toBe(404);
    // A body naming another store is ignored: the row goes to the caller's store.
    const forced = (await t.post('/brand/save', { name: 'Forçada', company_id: w.storeA }, w.userB)).json();
    expect(forced.company_id).toBe(w.storeB);
    expect((await t.post('/brand/show', { id: mine.id }, w.userA)).json().name).toBe('Só da A');
    // The admin sees every store and may filter by one.
    const all = (await t.post('/brand/index', { company_id: w.storeB }, w.admin)).json();
    expect(all.data.map((b: { name: string }) => b.name)).toEqual(['Forçada']);
  });

  it("lists the brands of given ids (the panel's getMany), still within the store", async () => {
    const one = (await t.post('/brand/save', { name: 'Primeira' }, w.userA)).json();
    const two = (await t.post('/brand/save', { name: 'Segunda' }, w.userA)).json();
    const other = (await t.post('/brand/save', { name: 'De outra loja' }, w.userB)).json();
    const res = (await t.post('/brand/index', { id: [one.id, two.id, other.id] }, w.userA)).json();
    expect(res.data.map((b: { name: string }) => b.name).sort()).toEqual(['Primeira', 'Segunda']);
    expect((await t.post('/brand/index', { id: one.id }, w.userA)).json().total).toBe(1);
    expect((await t.post('/brand/index', { id: 'x' }, w.userA)).statusCode).toBe(422);
  });
});
