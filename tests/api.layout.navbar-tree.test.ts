// The navbar's menu rules and tree (src/server/storefront/navbar.ts, navbar-tree.ts): a top-level
// item needs a segment, a child makes its parent top-level and is type 2, /index nests `childrens`,
// /reorder is all or nothing, and the storefront's public /layout/nav-bar/order answers only the
// active menu with no private field (ETag/304, 404 for an unknown or inactive store).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createTaxonomy, createWorld, type World } from './helpers/fixtures.js';

interface Node {
  id: number;
  name: string;
  ordenate: number;
  type: number;
  relationship?: number | null;
  childrens: Node[];
}

describe.each(backends)('navbar menu rules, tree and reorder on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let segment: number;
  let segmentName: string;
  let ip = 0;
  const ids: Record<string, number> = {};
  const save = (body: object, token: string) => t.post('/layout/nav-bar/save', body, token);
  const order = (company_id: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/layout/nav-bar/order',
      payload: { company_id },
      headers: { 'x-forwarded-for': `10.8.0.${++ip}`, ...headers },
    });
  const positions = async (company: number) =>
    (
      await t.db
        .selectFrom('navbar_item')
        .select(['name', 'ordenate', 'relationship', 'type', 'data'])
        .where('company_id', '=', company)
        .orderBy('ordenate')
        .execute()
    ).map((r) => [r.name, r.ordenate, (r.data as { ordenate?: number }).ordenate]);

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    segment = (await createTaxonomy(t)).definition;
    segmentName = (
      await t.db.selectFrom('definition').select('name').where('id', '=', segment).executeTakeFirstOrThrow()
    ).name;
  });
  afterAll(() => t?.close());

  it('requires a segment on a top-level item, by id or by name, storing nothing without it', async () => {
    const none = await save({ data: { name: 'Feminino', ordenate: 1 } }, w.userA);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ definition_id: ['Obrigatório'] });
    const unknown = await save({ data: { name: 'Feminino', ordenate: 1 }, definition_id: 999999 }, w.userA);
    expect(unknown.json().errors).toEqual({ definition_id: ['Segmento não encontrado'] });
    const byName = await save(
      { data: { name: 'Feminino', ordenate: 1, params: { definition_name: segmentName.toUpperCase() } } },
      w.userA,
    );
    expect(byName.statusCode).toBe(201);
    expect(byName.json()).toMatchObject({
      type: 1,
      definition_id: segment,
      data: { params: { definition_name: segmentName } },
    });
    ids.feminino = byName.json().id;
    const byId = await save({ name: 'Masculino', ordenate: 2, definition_id: segment }, w.userA);
    expect(byId.json()).toMatchObject({ type: 1, data: { params: { definition_name: segmentName } } });
    ids.masculino = byId.json().id;
    // Taking the segment away from a top-level item is refused too.
    const cleared = await t.post(
      '/layout/nav-bar/update',
      { id: ids.masculino, definition_id: null, data: { name: 'Masculino', ordenate: 2 } },
      w.userA,
    );
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors).toEqual({ definition_id: ['Obrigatório'] });
    // An unchanged name and ordenate keep their values on update.
    const same = await t.post(
      '/layout/nav-bar/update',
      {
        id: ids.masculino,
        name: 'Masculino',
        ordenate: 2,
        data: { name: 'Masculino', ordenate: 2, route: '/m' },
      },
      w.userA,
    );
    expect(same.statusCode).toBe(201);
    expect(same.json()).toMatchObject({ name: 'Masculino', ordenate: 2, data: { route: '/m' } });
  });

  it('makes a child type 2 under a type 1 parent; a child cannot be a parent', async () => {
    const child = await save(
      { name: 'Vestidos', ordenate: 11, type: 1, relationship: ids.feminino, data: { route: '/f/vestidos' } },
      w.userA,
    );
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({ type: 2, relationship: ids.feminino });
    ids.vestidos = child.json().id;
    ids.blusas = (
      await save({ name: 'Blusas', ordenate: 12, relationship: ids.feminino }, w.userA)
    ).json().id;
    const parent = await t.post('/layout/nav-bar/show', { id: ids.feminino }, w.userA);
    expect(parent.json().type).toBe(1);
    const grandchild = await save({ name: 'Longos', ordenate: 13, relationship: ids.vestidos }, w.userA);
    expect(grandchild.statusCode).toBe(422);
    expect(grandchild.json().errors).toEqual({
      relationship: ['O item pai deve ser um item principal (tipo 1)'],
    });
    const parentUnder = await t.post(
      '/layout/nav-bar/update',
      { id: ids.feminino, relationship: ids.masculino },
      w.userA,
    );
    expect(parentUnder.json().errors).toEqual({
      relationship: ['Um item com filhos não pode ser filho de outro item'],
    });
    const orphan = await save({ name: 'Saias', ordenate: 14, type: 2 }, w.userA);
    expect(orphan.json().errors).toEqual({ relationship: ['Por favor insira Item pai'] });
    const dupName = await save({ name: 'vestidos', ordenate: 15, relationship: ids.feminino }, w.userA);
    expect(dupName.json().errors).toEqual({ name: ['Nome já está em uso'] });
    const dupOrder = await save({ name: 'Saias', ordenate: 11, relationship: ids.feminino }, w.userA);
    expect(dupOrder.json().errors).toEqual({ ordenate: ['Ordenaçao em uso'] });
  });

  it('lists items with their childrens by ordenate; an admin names the store as id', async () => {
    const list = await t.post('/layout/nav-bar/index', {}, w.userA);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as Node[];
    expect(rows.map((r) => r.name)).toEqual(['Feminino', 'Masculino', 'Vestidos', 'Blusas']);
    expect(rows[0]!.childrens.map((c) => c.name)).toEqual(['Vestidos', 'Blusas']);
    expect(rows[1]!.childrens).toEqual([]);
    const admin = await t.post('/layout/nav-bar/index', { id: w.storeA }, w.admin);
    expect((admin.json().data as Node[]).map((r) => r.name)).toEqual(rows.map((r) => r.name));
    expect((await t.post('/layout/nav-bar/index', {}, w.userB)).json().data).toEqual([]);
  });

  it('reorders in one transaction: swaps apply together, a bad item changes nothing', async () => {
    const before = await positions(w.storeA);
    // One unknown id: 404 and nothing moved.
    const bad = await t.post(
      '/layout/nav-bar/reorder',
      {
        items: [
          { id: ids.masculino, ordenate: 1 },
          { id: ids.feminino, ordenate: 2 },
          { id: 999999, ordenate: 3 },
        ],
      },
      w.userA,
    );
    expect(bad.statusCode).toBe(404);
    expect(await positions(w.storeA)).toEqual(before);
    // A position another item keeps: 422 and nothing moved.
    const taken = await t.post(
      '/layout/nav-bar/reorder',
      { items: [{ id: ids.masculino, ordenate: 11 }] },
      w.userA,
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ ordenate: ['Ordenaçao em uso'] });
    expect(await positions(w.storeA)).toEqual(before);
    // Store B cannot move store A's items.
    const foreign = await t.post(
      '/layout/nav-bar/reorder',
      {
        items: [
          { id: ids.masculino, ordenate: 1 },
          { id: ids.feminino, ordenate: 2 },
        ],
      },
      w.userB,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await positions(w.storeA)).toEqual(before);
    // A swap of the two top-level items and of the two children, in one call.
    const swap = await t.post(
      '/layout/nav-bar/reorder',
      {
        items: [
          { id: ids.masculino, ordenate: 1 },
          { id: ids.feminino, ordenate: 2 },
          { id: ids.blusas, ordenate: 11 },
          { id: ids.vestidos, ordenate: 12 },
        ],
      },
      w.userA,
    );
    expect(swap.statusCode).toBe(200);
    const tree = swap.json().navBar as Node[];
    expect(tree.map((n) => [n.name, n.ordenate])).toEqual([
      ['Masculino', 1],
      ['Feminino', 2],
    ]);
    expect(tree[1]!.childrens.map((n) => [n.name, n.ordenate])).toEqual([
      ['Blusas', 11],
      ['Vestidos', 12],
    ]);
    expect(await positions(w.storeA)).toEqual([
      ['Masculino', 1, 1],
      ['Feminino', 2, 2],
      ['Blusas', 11, 11],
      ['Vestidos', 12, 12],
    ]);
    // The admin reorders a store it names; moving a child under the other parent.
    const moved = await t.post(
      '/layout/nav-bar/reorder',
      { company_id: w.storeA, items: [{ id: ids.blusas, ordenate: 21, relationship: ids.masculino }] },
      w.admin,
    );
    expect(moved.statusCode).toBe(200);
    expect((moved.json().navBar as Node[])[0]!.childrens.map((n) => n.name)).toEqual(['Blusas']);
    const noStore = await t.post(
      '/layout/nav-bar/reorder',
      { items: [{ id: ids.blusas, ordenate: 22 }] },
      w.admin,
    );
    expect(noStore.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const empty = await t.post('/layout/nav-bar/reorder', { items: [] }, w.userA);
    expect(empty.statusCode).toBe(422);
  });

  it('answers the public menu: active items by ordenate with childrens, nothing private', async () => {
    await t.post('/layout/nav-bar/update', { id: ids.vestidos, active: false }, w.userA);
    const hidden = await save(
      { name: 'Oculto', ordenate: 30, definition_id: segment, active: false },
      w.userA,
    );
    expect(hidden.statusCode).toBe(201);
    const res = await order(w.storeA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const { navBar } = res.json() as { navBar: (Node & Record<string, unknown>)[] };
    expect(navBar.map((n) => [n.name, n.ordenate, n.type])).toEqual([
      ['Masculino', 1, 1],
      ['Feminino', 2, 1],
    ]);
    expect(navBar[0]!.childrens.map((n) => n.name)).toEqual(['Blusas']);
    expect(navBar[1]!.childrens).toEqual([]);
    expect(Object.keys(navBar[0]!).sort()).toEqual([
      'childrens',
      'id',
      'name',
      'ordenate',
      'params',
      'route',
      'type',
    ]);
    expect(Object.keys(navBar[0]!.childrens[0]!).sort()).toEqual([
      'childrens',
      'id',
      'name',
      'ordenate',
      'params',
      'route',
      'type',
    ]);
    expect(navBar[0]).toMatchObject({ route: '/m', params: { definition_name: segmentName } });
    expect(res.body).not.toContain('company_id');
    expect(res.body).not.toContain('created_at');
    const again = await order(w.storeA, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect((await order(999999)).statusCode).toBe(404);
    expect((await order('abc')).statusCode).toBe(422);
    await t.db.updateTable('company').set({ active: false }).where('id', '=', w.storeB).execute();
    expect((await order(w.storeB)).statusCode).toBe(404);
    await t.db.updateTable('company').set({ active: true }).where('id', '=', w.storeB).execute();
    expect((await order(w.storeB)).json()).toEqual({ navBar: [] });
  });

  it('deletes a parent with its children (cascade)', async () => {
    const del = await t.post('/layout/nav-bar/delete', { id: ids.feminino }, w.userA);
    expect(del.statusCode).toBeLessThan(300);
    const left = await t.db
      .selectFrom('navbar_item')
      .select('name')
      .where('company_id', '=', w.storeA)
      .orderBy('ordenate')
      .execute();
    expect(left.map((r) => r.name)).toEqual(['Masculino', 'Blusas', 'Oculto']);
  });
});
