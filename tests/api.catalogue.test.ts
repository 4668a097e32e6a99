// Catalogue calls around the product: taxonomy dropdowns, product update (202) and delete with
// everything that hangs on the product (rows and photo files), and other stores kept out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
const NOT_FOUND = { message: 'Registro não encontrado.' };

describe.each(backends)('catalogue on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const tax = { moda: 0, casa: 0, camisetas: 0, calcas: 0, decoracao: 0, curta: 0, longa: 0, vasos: 0 };
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const save = async (path: string, body: Row) => {
      const res = await t.post(path, body, w.admin);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    tax.moda = await save('/definition/save', { name: 'Moda' });
    tax.casa = await save('/definition/save', { name: 'Casa' });
    tax.camisetas = await save('/category/save', { name: 'Camisetas', definition_id: tax.moda });
    tax.calcas = await save('/category/save', { name: 'Calças', deifinition_id: tax.moda });
    tax.decoracao = await save('/category/save', { name: 'Decoração', definition_id: tax.casa });
    const sub = (name: string, category_id: number, definition_id: number) =>
      save('/sub-category/save', { name, category_id, definition_id });
    tax.longa = await sub('Manga longa', tax.camisetas, tax.moda);
    tax.curta = await sub('Manga curta', tax.camisetas, tax.moda);
    tax.vasos = await sub('Vasos', tax.decoracao, tax.casa);
  });
  afterAll(() => t?.close());

  async function newProduct(token = w.userA, extra: Row = {}): Promise<Row> {
    const res = await t.post(
      '/product/save',
      {
        name: `Camiseta ${++seq}`,
        definition_id: tax.moda,
        category_id: tax.camisetas,
        gender: 'u',
        price: '59.90',
        description: 'Camiseta de algodão',
        ...extra,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it('never answers bad input to the catalogue calls with a server error', async () => {
    const calls = [
      '/category/index-with-filter',
      '/sub-category/index-with-filter',
      '/product/paginate-index',
      '/product/exact-search',
      '/product/delete',
      '/product/update',
      '/grid/save',
      '/grid/save-many',
      '/grid/index',
      '/grid/update',
      '/grid/stock-change',
      '/variation-group-product/save',
      '/variation-group-product/update',
      '/variation-group-product/index-by-group',
      '/variation-group-product/become-main',
      '/product-image/save',
      '/product-image/change-color',
      '/product-image/delete',
      '/product-promotion/save',
      '/product-promotion/update',
      '/product-promotion/product-index',
    ];
    const payloads = [
      '[]',
      '"texto"',
      '42',
      'null',
      '{"id":"abc","product_id":{"a":1},"grid_id":[1,2]}',
      '{"id":-1,"grid_id":1e20,"page":1e12,"itens_per_page":-5,"amount":1e15,"type":"i","reason":"b"}',
      '{"product_id":1,"data":[1,"x",null,[]],"category":[1,"x"],"company":{"$ne":1}}',
      '{"base64":"data:image/png;base64,AAAA","start_date":"ontem","discount_percent":"muito"}',
      '{"ordenate_field":"name; drop table product","ordenate_type":"asc nulls first"}',
    ];
    for (const url of calls)
      for (const payload of payloads) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api${url}`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${w.userA}` },
          payload,
        });
        expect(res.statusCode, `${url} ${payload} ${res.body}`).toBeLessThan(500);
        expect(res.json().message ?? res.json().data, `${url} ${payload}`).toBeDefined();
      }
  });

  describe('taxonomy dropdowns', () => {
    it('lists the categories of a segment by name', async () => {
      const res = await t.post('/category/index-with-filter', { definition_id: tax.moda }, w.userA);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ total: 2, last_page: 1 });
      expect(page.data.map((c: Row) => [c.name, c.definition_name])).toEqual([
        ['Calças', 'Moda'],
        ['Camisetas', 'Moda'],
      ]);
      // The misspelt twin of the old screens works too.
      const twin = (
        await t.post('/category/index-with-filter', { deifinition_id: tax.casa }, w.userB)
      ).json();
      expect(twin.data.map((c: Row) => c.name)).toEqual(['Decoração']);
      const all = (await t.post('/category/index-with-filter', {}, w.userA)).json();
      expect(all.total).toBe(3);
    });

    it('lists the subcategories of a category by name', async () => {
      const page = (
        await t.post('/sub-category/index-with-filter', { category_id: tax.camisetas }, w.userA)
      ).json();
      expect(page.data.map((s: Row) => [s.name, s.category_name])).toEqual([
        ['Manga curta', 'Camisetas'],
        ['Manga longa', 'Camisetas'],
      ]);
      expect(page.last_page).toBe(1);
      const none = (
        await t.post('/sub-category/index-with-filter', { category_id: tax.calcas }, w.userA)
      ).json();
      expect(none).toEqual({ data: [], total: 0, last_page: 1 });
      const bad = await t.post('/sub-category/index-with-filter', { category_id: 'camisetas' }, w.userA);
      expect(bad.statusCode).toBe(422);
    });

    it('gives up to 1000 rows at once', async () => {
      const definition = (await t.post('/definition/save', { name: 'Muitas' }, w.admin)).json().id;
      await t.db
        .insertInto('category')
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            name: `Cat ${String(i).padStart(2, '0')}`,
            definition_id: definition,
          })),
        )
        .execute();
      const page = (
        await t.post('/category/index-with-filter', { definition_id: definition }, w.userA)
      ).json();
      expect(page.data).toHaveLength(30);
      expect(page.data[0].name).toBe('Cat 00');
    });
  });

  describe('/product/update', () => {
    it('answers 202 with the stored product; a blank relevance is stored as 0', async () => {
      const product = await newProduct(w.userA, { relevance: 12 });
      const res = await t.post(
        '/product/update',
        { id: product.id, relevance: null, name: 'Camiseta Nova' },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({
        id: product.id,
        relevance: 0,
        name: 'Camiseta Nova',
        price: '59.90',
      });
      // The list toggles the active flag with id, active and name.
      const toggled = await t.post(
        '/product/update',
        { id: product.id, active: false, name: 'Camiseta Nova' },
        w.userA,
      );
      expect(toggled.statusCode).toBe(202);
      expect(toggled.json().active).toBe(false);
      const bad = await t.post('/product/update', { id: product.id, relevance: 1999 }, w.userA);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ relevance: ['Relevância deve ser no máximo 1998'] });
    });

    it("keeps other stores away from a store's product", async () => {
      const product = await newProduct(w.userA);
      for (const [path, body] of [
        ['/product/show', { id: product.id }],
        ['/product/update', { id: product.id, name: 'Roubado' }],
        ['/product/delete', { id: product.id }],
      ] as const) {
        const res = await t.post(path, body, w.userB);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
      const ids = (await t.post('/product/paginate-index', { itens_per_page: 1000 }, w.userB))
        .json()
        .data.map((r: Row) => r.id);
      expect(ids).not.toContain(product.id);
      expect((await t.post('/product/show', { id: product.id }, w.userA)).json()).toEqual(product);
    });
  });

  describe('/product/delete', () => {
    async function photo(): Promise<string> {
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
        .jpeg()
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    }
    const count = async (
      table: 'grid' | 'stock_movement' | 'product_image' | 'product_promotion' | 'variation_product',
      productId: number,
    ) => (await t.db.selectFrom(table).select('id').where('product_id', '=', productId).execute()).length;

    it('deletes the product with its items, movements, photos, promotions and variations', async () => {
      const product = await newProduct();
      const id = product.id as number;
      expect(
        (await t.post('/grid/save', { product_id: id, size: 'M', color: 'Azul', balance: 3 }, w.userA))
          .statusCode,
      ).toBe(201);
      const image = (
        await t.post('/product-image/save', { product_id: id, base64: await photo() }, w.userA)
      ).json();
      const paths = [300, 1000].map((s) =>
        join(t.dataDir, `${String(image.img_name).replace(/^\//, '')}${s}.jpg`),
      );
      expect(paths.every((p) => existsSync(p))).toBe(true);
      expect(
        (
          await t.post(
            '/product-promotion/save',
            { product_id: id, no_period: true, discount_value: '5.00' },
            w.userA,
          )
        ).statusCode,
      ).toBe(201);
      const group = (
        await t.post('/variation-group/save', { variation_name: `Tecido ${++seq}` }, w.userA)
      ).json();
      expect(
        (
          await t.post(
            '/variation-group-product/save',
            { variation_group_id: group.id, product_id: id, value: 'Azul' },
            w.userA,
          )
        ).statusCode,
      ).toBe(201);

      const res = await t.post('/product/delete', { id }, w.userA);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id, message: 'Produto excluído com sucesso!' });
      for (const table of [
        'grid',
        'stock_movement',
        'product_image',
        'product_promotion',
        'variation_product',
      ] as const)
        expect(await count(table, id), table).toBe(0);
      expect(
        await t.db.selectFrom('product').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
      expect(paths.some((p) => existsSync(p))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: `${image.img_name}300.jpg` })).statusCode).toBe(404);
      expect((await t.post('/product/show', { id }, w.userA)).statusCode).toBe(404);
      expect((await t.post('/product/delete', { id }, w.userA)).statusCode).toBe(404);
      // The variation group itself stays.
      expect((await t.post('/variation-group/show', { id: group.id }, w.userA)).statusCode).toBe(200);
    });

    it("leaves another store's product and its files alone", async () => {
      const product = await newProduct(w.userA);
      const id = product.id as number;
      const image = (
        await t.post('/product-image/save', { product_id: id, base64: await photo() }, w.userA)
      ).json();
      await t.post('/grid/save', { product_id: id, size: 'M', color: 'Azul', balance: 3 }, w.userA);
      const res = await t.post('/product/delete', { id }, w.userB);
      expect(res.statusCode).toBe(404);
      expect(await count('grid', id)).toBe(1);
      expect(await count('product_image', id)).toBe(1);
      expect((await t.app.inject({ method: 'GET', url: `${image.img_name}1000.jpg` })).statusCode).toBe(200);
      // The admin may delete any store's product.
      expect((await t.post('/product/delete', { id }, w.admin)).statusCode).toBe(200);
      expect(await count('grid', id)).toBe(0);
    });

    it('answers 422 without an id', async () => {
      const res = await t.post('/product/delete', {}, w.userA);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.id).toEqual(['Por favor insira id']);
    });
  });
});
