import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('contacts (/contact-list) on $name', (backend) => {
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
          .selectFrom('contact')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves a store user contact in its own store, phone as digits', async () => {
    const res = await t.post(
      '/contact-list/save',
      { name: ' Ana   Souza ', email: 'Ana@Cliente.dev', phone: '(11) 98765-4321', company_id: w.storeB },
      w.userA,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@cliente.dev',
      phone: '11987654321',
      company_id: w.storeA,
      company_name: 'Loja A',
    });
    const row = await t.db
      .selectFrom('contact')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirst();
    expect(row).toMatchObject({ phone: '11987654321', company_id: w.storeA });
  });

  it('answers 422 with the fields and stores nothing', async () => {
    const before = await count();
    const res = await t.post(
      '/contact-list/save',
      { name: 'B', email: 'não é email', phone: '123' },
      w.userA,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['Por favor insira Nome válido'],
      email: ['E-mail deve ser valido'],
      phone: ['Por favor insira Número válido'],
    });
    const missing = await t.post('/contact-list/save', {}, w.userA);
    expect(missing.json().errors).toMatchObject({
      name: ['Por favor insira Nome'],
      email: ['Por favor insira um e-mail'],
      phone: ['Por favor insira Número'],
    });
    expect(await count()).toBe(before);
  });

  it('lists the own store contacts with search and paging; the admin filters by store', async () => {
    for (const [name, token] of [
      ['Bruno Lima', w.userA],
      ['Carla Dias', w.userA],
      ['Daniel da B', w.userB],
    ] as const)
      expect(
        (
          await t.post(
            '/contact-list/save',
            { name, email: `${name.split(' ')[0].toLowerCase()}@c.dev`, phone: '1133334444' },
            token,
          )
        ).statusCode,
      ).toBe(201);
    const mine = (await t.post('/contact-list/index', { company_id: w.storeB }, w.userA)).json();
    expect(mine.data.map((c: { name: string }) => c.name).sort()).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
    ]);
    const paged = (await t.post('/contact-list/index', { page: 2, itens_per_page: 2 }, w.userA)).json();
    expect(paged).toMatchObject({ total: 3, last_page: 2 });
    expect(paged.data).toHaveLength(1);
    const found = (await t.post('/contact-list/index', { q: 'carla' }, w.userA)).json();
    expect(found.data.map((c: { name: string }) => c.name)).toEqual(['Carla Dias']);
    const theirs = (await t.post('/contact-list/index', {}, w.userB)).json();
    expect(theirs.data.map((c: { name: string }) => c.name)).toEqual(['Daniel da B']);
    const adminB = (await t.post('/contact-list/index', { company_id: w.storeB }, w.admin)).json();
    expect(adminB.data.map((c: { name: string }) => c.name)).toEqual(['Daniel da B']);
    expect((await t.post('/contact-list/index', {}, w.admin)).json().total).toBe(4);
  });

  it("keeps store B out of store A's contacts", async () => {
    const a = (await t.post('/contact-list/index', { q: 'bruno' }, w.userA)).json().data[0];
    expect((await t.post('/contact-list/show', { id: a.id }, w.userB)).statusCode).toBe(404);
    expect((await t.post('/contact-list/update', { id: a.id, name: 'Roubado' }, w.userB)).statusCode).toBe(
      404,
    );
    expect((await t.post('/contact-list/delete', { id: a.id }, w.userB)).statusCode).toBe(404);
    expect((await t.post('/contact-list/show', { id: a.id }, w.userA)).json().name).toBe('Bruno Lima');
  });

  it('save-if-admin and update-if-admin: admin only, for the store named by company_id', async () => {
    const body = { name: 'Eva Admin', email: 'eva@c.dev', phone: '(21) 3333-4444' };
    expect(
      (await t.post('/contact-list/save-if-admin', { ...body, company_id: w.storeB }, w.userA)).statusCode,
    ).toBe(403);
    const noStore = await t.post('/contact-list/save-if-admin', body, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors.company_id).toEqual(['Por favor insira Loja']);
    const saved = await t.post('/contact-list/save-if-admin', { ...body, company_id: w.storeB }, w.admin);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ company_id: w.storeB, phone: '2133334444', company_name: 'Loja B' });
    const id = saved.json().id;

    expect(
      (await t.post('/contact-list/update-if-admin', { id, company_id: w.storeB, name: 'X Y' }, w.userB))
        .statusCode,
    ).toBe(403);
    const noStoreUpdate = await t.post('/contact-list/update-if-admin', { id, name: 'Eva Maria' }, w.admin);
    expect(noStoreUpdate.statusCode).toBe(422);
    expect(noStoreUpdate.json().errors.company_id).toEqual(['Por favor insira Loja']);
    // Naming another store does not find (nor move) the contact.
    expect(
      (
        await t.post(
          '/contact-list/update-if-admin',
          { id, company_id: w.storeA, name: 'Eva Maria' },
          w.admin,
        )
      ).statusCode,
    ).toBe(404);
    const updated = await t.post(
      '/contact-list/update-if-admin',
      { id, company_id: w.storeB, name: 'Eva Maria', phone: '(21) 99999-8888' },
      w.admin,
    );
    expect(updated.statusCode).toBe(201);
    expect(updated.json()).toMatchObject({ name: 'Eva Maria', phone: '21999998888', company_id: w.storeB });
    const bad = await t.post(
      '/contact-list/update-if-admin',
      { id, company_id: w.storeB, email: 'x' },
      w.admin,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['E-mail deve ser valido']);
    const row = await t.db.selectFrom('contact').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Eva Maria', email: 'eva@c.dev', company_id: w.storeB });
  });
});
