// Variation products: adding products to a group, listing a group with product names, one main
// product per group, delete (202), and other stores kept out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;

describe.each(backends)('variation products on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let taxonomy: Row;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const definition_id = (
      await t.db.insertInto('definition').values({ name: 'Moda' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const category_id = (
      await t.db
        .insertInto('category')
        .values({ name: 'Camisetas', definition_id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    taxonomy = { definition_id, category_id };
  });
  afterAll(() => t?.close());

  async function newProduct(name: string, token = w.userA): Promise<number> {
    const res = await t.post(
      '/product/save',
      { name, ...taxonomy, gender: 'u', price: '10.00', description: 'Algodão' },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  async function newGroup(token = w.userA): Promise<number> {
    const res = await t.post('/variation-group/save', { variation_name: `Tecido ${++seq}` }, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  async function add(groupId: number, productId: number, value: string, extra: Row = {}, token = w.userA) {
    const res = await t.post(
      '/variation-group-product/save',
      { variation_group_id: groupId, product_id: productId, value, ...extra },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Row;
  }
  const byGroup = async (groupId: number, token = w.userA) => {
    const res = await t.post(
      '/variation-group-product/index-by-group',
      { variation_group_id: groupId },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; total: number; last_page: number };
  };
  const mains = async (groupId: number) =>
    (await byGroup(groupId)).data.filter((r) => r.main).map((r) => r.id);

  it('lists the products of a group with their names', async () => {
    const group = await newGroup();
    const linho = await add(group, await newProduct('Camisa Linho'), 'linho');
    const seda = await add(group, await newProduct('Camisa Seda'), 'Seda');
    await add(await newGroup(), await newProduct('Outra'), 'Outra');
    const page = await byGroup(group);
    expect(page).toMatchObject({ total: 2, last_page: 1 });
    expect(page.data.map((r) => [r.id, r.product_name, r.value, r.main])).toEqual([
      [linho.id, 'Camisa Linho', 'linho', false],
      [seda.id, 'Camisa Seda', 'Seda', false],
    ]);
    const missing = await t.post('/variation-group-product/index-by-group', {}, w.userA);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ variation_group_id: ['Por favor insira Grupo de Variação'] });
  });

  it('keeps a single main product per group', async () => {
    const group = await newGroup();
    const a = await add(group, await newProduct('Produto A'), 'A', { main: true });
    const b = await add(group, await newProduct('Produto B'), 'B');
    const c = await add(group, await newProduct('Produto C'), 'C');
    expect(await mains(group)).toEqual([a.id]);

    const res = await t.post('/variation-group-product/become-main', { id: c.id }, w.userA);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ id: c.id, main: true });
    expect(await mains(group)).toEqual([c.id]);

    // Saving or updating one as main unmarks the others too.
    const d = await add(group, await newProduct('Produto D'), 'D', { main: true });
    expect(await mains(group)).toEqual([d.id]);
    const updated = await t.post('/variation-group-product/update', { id: b.id, main: true }, w.userA);
    expect(updated.statusCode).toBe(202);
    expect(await mains(group)).toEqual([b.id]);

    // Another group is not touched.
    const other = await newGroup();
    const e = await add(other, await newProduct('Produto E'), 'E', { main: true });
    expect(await mains(group)).toEqual([b.id]);
    expect(await mains(other)).toEqual([e.id]);
  });

  it('deletes a product from the group with 202', async () => {
    const group = await newGroup();
    const item = await add(group, await newProduct('Item'), 'Item');
    const res = await t.post('/variation-group-product/delete', { id: item.id }, w.userA);
    expect(res.statusCode).toBe(202);
    expect((await byGroup(group)).total).toBe(0);
    expect((await t.post('/variation-group-product/delete', { id: item.id }, w.userA)).statusCode).toBe(404);
  });

  it('refuses the same product twice in a group and bad input', async () => {
    const group = await newGroup();
    const productId = await newProduct('Único');
    await add(group, productId, 'Azul');
    const twice = await t.post(
      '/variation-group-product/save',
      { variation_group_id: group, product_id: productId, value: 'Verde' },
      w.userA,
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ product_id: ['Produto já está em uso'] });
    const empty = await t.post('/variation-group-product/save', { variation_group_id: group }, w.userA);
    expect(empty.json().errors).toEqual({
      product_id: ['Por favor insira Produto'],
      value: ['Por favor insira Valor'],
    });
    expect((await byGroup(group)).total).toBe(1);
  });

  it('deletes the group with its items', async () => {
    const group = await newGroup();
    await add(group, await newProduct('Produto X'), 'X');
    const res = await t.post('/variation-group/delete', { id: group }, w.userA);
    expect(res.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('variation_product')
        .select('id')
        .where('variation_group_id', '=', group)
        .execute(),
    ).toEqual([]);
  });

  it("keeps other stores away from a store's groups", async () => {
    const group = await newGroup(w.userA);
    const productA = await newProduct('Da loja A', w.userA);
    const item = await add(group, productA, 'A', { main: false });
    for (const [path, body] of [
      ['/variation-group-product/become-main', { id: item.id }],
      ['/variation-group-product/delete', { id: item.id }],
      ['/variation-group-product/update', { id: item.id, value: 'Roubado' }],
      ['/variation-group-product/show', { id: item.id }],
    ] as const)
      expect((await t.post(path, body, w.userB)).statusCode, path).toBe(404);
    expect((await byGroup(group, w.userB)).total).toBe(0);
    // B cannot put its product in A's group, nor A's product in its own group.
    const groupB = await newGroup(w.userB);
    const productB = await newProduct('Da loja B', w.userB);
    const intoA = await t.post(
      '/variation-group-product/save',
      { variation_group_id: group, product_id: productB, value: 'B' },
      w.userB,
    );
    expect(intoA.statusCode).toBe(422);
    expect(intoA.json().errors).toEqual({ variation_group_id: ['Grupo de Variação não encontrado(a)'] });
    const fromA = await t.post(
      '/variation-group-product/save',
      { variation_group_id: groupB, product_id: productA, value: 'A' },
      w.userB,
    );
    expect(fromA.statusCode).toBe(422);
    expect(fromA.json().errors).toEqual({ product_id: ['Produto não encontrado(a)'] });
    expect((await byGroup(group)).data).toMatchObject([{ id: item.id, value: 'A', main: false }]);
  });
});
