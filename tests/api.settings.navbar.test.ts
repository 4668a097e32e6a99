import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createTaxonomy, createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('navbar items (/layout/nav-bar) on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let segment: number;
  let segmentName: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    segment = (await createTaxonomy(t)).definition;
    segmentName = (
      await t.db.selectFrom('definition').select('name').where('id', '=', segment).executeTakeFirstOrThrow()
    ).name;
  });
  afterAll(() => t?.close());

  // Top-level items need a segment (navbar-rules test): every save here names one.
  const save = (body: object, token: string) =>
    t.post('/layout/nav-bar/save', { definition_id: segment, ...body }, token);
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('navbar_item')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let feminino: number;

  it('saves an item from data, keeping name and ordenate in the columns and in data', async () => {
    const res = await save(
      { data: { name: 'Feminino', ordenate: 2, route: '/feminino', params: { gender: 'f', kids: false } } },
      w.userA,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Feminino',
      ordenate: 2,
      type: 1,
      active: true,
      company_id: w.storeA,
      definition_id: segment,
      data: {
        name: 'Feminino',
        ordenate: 2,
        route: '/feminino',
        params: { gender: 'f', kids: false, definition_name: segmentName },
      },
    });
    feminino = res.json().id;
    // Top-level fields win over data and are copied into it.
    const top = await save(
      { name: 'Masculino', ordenate: '1', data: { name: 'ignorado', route: '/m' } },
      w.userA,
    );
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({
      name: 'Masculino',
      ordenate: 1,
      data: { name: 'Masculino', ordenate: 1, route: '/m' },
    });
    expect((await save({ name: 'Infantil', ordenate: 3 }, w.userA)).json().data).toEqual({
      name: 'Infantil',
      ordenate: 3,
      params: { definition_name: segmentName },
    });
  });

  it('answers the spec messages for duplicates and bad names, storing nothing', async () => {
    const before = await count();
    const dupName = await save({ data: { name: 'feminino', ordenate: 9 } }, w.userA);
    expect(dupName.statusCode).toBe(422);
    expect(dupName.json().errors).toEqual({ name: ['Nome já está em uso'] });
    const dupOrder = await save({ data: { name: 'Acessórios', ordenate: 2 } }, w.userA);
    expect(dupOrder.statusCode).toBe(422);
    expect(dupOrder.json().errors).toEqual({ ordenate: ['Ordenaçao em uso'] });
    const short = await save({ data: { name: 'ab', ordenate: 10 } }, w.userA);
    expect(short.json().errors).toEqual({ name: ['Pelo menos 3 caracteres'] });
    const missing = await save({ data: {} }, w.userA);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual(['Obrigatório']);
    expect(missing.json().errors).toHaveProperty('ordenate');
    const zero = await save({ name: 'Zero', ordenate: 0 }, w.userA);
    expect(zero.json().errors).toHaveProperty('ordenate');
    const orphan = await save({ name: 'Vestidos', ordenate: 11, type: 2 }, w.userA);
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors).toEqual({ relationship: ['Por favor insira Item pai'] });
    expect(await count()).toBe(before);
    // Another store may use the same name and position.
    expect((await save({ data: { name: 'Feminino', ordenate: 2 } }, w.userB)).statusCode).toBe(201);
  });

  it('lists the items sorted by ordenate', async () => {
    const child = await save({ name: 'Vestidos', ordenate: 4, type: 2, relationship: feminino }, w.userA);
    expect(child.statusCode).toBe(201);
    const list = (await t.post('/layout/nav-bar/index', {}, w.userA)).json();
    expect(list.data.map((i: { name: string; ordenate: number }) => [i.ordenate, i.name])).toEqual([
      [1, 'Masculino'],
      [2, 'Feminino'],
      [3, 'Infantil'],
      [4, 'Vestidos'],
    ]);
    const children = (await t.post('/layout/nav-bar/index', { relationship: feminino }, w.userA)).json();
    expect(children.data.map((i: { name: string }) => i.name)).toEqual(['Vestidos']);
  });

  it('updates: unchanged name and ordenate keep their values, changes reach data', async () => {
    const same = await t.post(
      '/layout/nav-bar/update',
      { id: feminino, name: 'Feminino', ordenate: 2 },
      w.userA,
    );
    expect(same.statusCode).toBe(201);
    const params = await t.post(
      '/layout/nav-bar/update',
      { id: feminino, data: { route: '/mulher' } },
      w.userA,
    );
    expect(params.statusCode).toBe(201);
    expect(params.json()).toMatchObject({
      name: 'Feminino',
      ordenate: 2,
      data: { name: 'Feminino', ordenate: 2, route: '/mulher' },
    });
    const renamed = await t.post(
      '/layout/nav-bar/update',
      { id: feminino, data: { name: 'Moda Feminina', ordenate: 5, route: '/mulher' } },
      w.userA,
    );
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json()).toMatchObject({
      name: 'Moda Feminina',
      ordenate: 5,
      data: { name: 'Moda Feminina', ordenate: 5 },
    });
    const active = await t.post('/layout/nav-bar/update', { id: feminino, active: false }, w.userA);
    expect(active.json()).toMatchObject({
      active: false,
      name: 'Moda Feminina',
      data: { name: 'Moda Feminina', route: '/mulher' },
    });
    const taken = await t.post('/layout/nav-bar/update', { id: feminino, ordenate: 1 }, w.userA);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ ordenate: ['Ordenaçao em uso'] });
    const self = await t.post(
      '/layout/nav-bar/update',
      { id: feminino, type: 2, relationship: feminino },
      w.userA,
    );
    expect(self.statusCode).toBe(422);
    const row = await t.db
      .selectFrom('navbar_item')
      .selectAll()
      .where('id', '=', feminino)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Moda Feminina', ordenate: 5, type: 1 });
    expect(row.data).toMatchObject({ name: 'Moda Feminina', ordenate: 5 });
  });

  it('keeps other stores out; the admin saves for a chosen store', async () => {
    expect((await t.post('/layout/nav-bar/show', { id: feminino }, w.userB)).statusCode).toBe(404);
    expect(
      (await t.post('/layout/nav-bar/update', { id: feminino, name: 'Roubado' }, w.userB)).statusCode,
    ).toBe(404);
    expect((await t.post('/layout/nav-bar/delete', { id: feminino }, w.userB)).statusCode).toBe(404);
    expect(
      (await t.post('/layout/nav-bar/index', {}, w.userB)).json().data.map((i: { name: string }) => i.name),
    ).toEqual(['Feminino']);
    const none = await save({ name: 'Ofertas', ordenate: 6 }, w.admin);
    expect(none.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const ok = await save({ name: 'Ofertas', ordenate: 6, company_id: w.storeB }, w.admin);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().company_id).toBe(w.storeB);
    // A child can only hang from an item of its own store.
    const foreign = await save({ name: 'Filho', ordenate: 7, type: 2, relationship: feminino }, w.userB);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('relationship');
  });
});
