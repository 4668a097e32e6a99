import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createStore, createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('stores (/company) on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let inactive: number;
  let delivered: number;
  const names = (res: { json: () => { data: { fantasy_name: string }[] } }) =>
    res
      .json()
      .data.map((c) => c.fantasy_name)
      .sort();

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    inactive = await createStore(t, 'Loja Fechada');
    delivered = await createStore(t, 'Loja Entregue');
    await t.db.updateTable('company').set({ active: false }).where('id', '=', inactive).execute();
    await t.db
      .updateTable('company')
      .set({ project_delivery: '2025-03-10', email: 'contato@entregue.dev' })
      .where('id', '=', delivered)
      .execute();
  });
  afterAll(() => t?.close());

  it('lists only active stores unless show_inactive is on', async () => {
    const active = await t.post('/company/index', {}, w.admin);
    expect(active.statusCode).toBe(200);
    expect(names(active)).toEqual(['Loja A', 'Loja B', 'Loja Entregue']);
    expect(active.json()).toMatchObject({ total: 3, last_page: 1 });
    const all = await t.post('/company/index', { show_inactive: true }, w.admin);
    expect(names(all)).toEqual(['Loja A', 'Loja B', 'Loja Entregue', 'Loja Fechada']);
    // Switches arrive as strings from query-like clients too.
    expect(names(await t.post('/company/index', { show_inactive: 'false' }, w.admin))).toHaveLength(3);
    const bad = await t.post('/company/index', { show_inactive: 'talvez' }, w.admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('show_inactive');
  });

  it('filters delivered stores and searches by name or e-mail', async () => {
    const onlyDelivered = await t.post('/company/index', { only_delivered: true }, w.admin);
    expect(names(onlyDelivered)).toEqual(['Loja Entregue']);
    expect(onlyDelivered.json().data[0].project_delivery).toBe('2025-03-10');
    expect(names(await t.post('/company/index', { q: 'ENTREGUE.dev' }, w.admin))).toEqual(['Loja Entregue']);
    expect(names(await t.post('/company/index', { q: 'loja b' }, w.admin))).toEqual(['Loja B']);
    expect(names(await t.post('/company/index', { q: 'fechada' }, w.admin))).toEqual([]);
    expect(names(await t.post('/company/index', { q: 'fechada', show_inactive: true }, w.admin))).toEqual([
      'Loja Fechada',
    ]);
  });

  it('answers 403 to store users on every call but showing their own store', async () => {
    for (const op of ['index', 'save', 'update', 'delete'])
      expect((await t.post(`/company/${op}`, { id: w.storeA }, w.userA)).statusCode, op).toBe(403);
    const own = await t.post('/company/show', { id: w.storeA }, w.userA);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: w.storeA, fantasy_name: 'Loja A' });
    expect((await t.post('/company/show', { id: w.storeB }, w.userA)).statusCode).toBe(404);
    expect((await t.post('/company/show', { id: w.storeA }, w.userB)).statusCode).toBe(404);
    // The store user's attempts changed nothing.
    const stored = await t.db.selectFrom('company').select('id').execute();
    expect(stored).toHaveLength(4);
  });

  it('lets the admin show any store and save one', async () => {
    expect((await t.post('/company/show', { id: inactive }, w.admin)).json().fantasy_name).toBe(
      'Loja Fechada',
    );
    expect((await t.post('/company/show', { id: 999999 }, w.admin)).statusCode).toBe(404);
    const saved = await t.post(
      '/company/save',
      { fantasy_name: 'Nova Loja', cpf_cnpj: '11.222.333/0001-81', email: 'Nova@Loja.dev' },
      w.admin,
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ cpf_cnpj: '11222333000181', email: 'nova@loja.dev', active: true });
  });
});
