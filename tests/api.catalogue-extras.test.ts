// The catalogue calls added for the panel's product screens: a product's attributes set as a list,
// the CSV export source (GET /report/products), the layout relevance calls and the rules of the
// Instagram catalogue description. Stores are kept apart in each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTextProblem } from '../src/shared/catalogue-text.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;

describe.each(backends)('catalogue extras on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let definition = 0;
  let category = 0;
  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function product(token: string, values: Row = {}): Promise<Row> {
    const res = await t.post(
      '/product/save',
      {
        name: 'Camiseta Básica',
        gender: 'u',
        price: '49.90',
        description: 'Camiseta de algodão',
        definition_id: definition,
        category_id: category,
        ...values,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  async function attribute(token: string, group: string, name: string): Promise<number> {
    const g = await t.post('/atribute-group/save', { name: group }, token);
    const groupId = g.statusCode === 201 ? g.json().id : undefined;
    const res = await t.post('/atribute/save', { name, atribute_group_id: groupId }, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    definition = (
      await t.db.insertInto('definition').values({ name: 'Moda' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    category = (
      await t.db
        .insertInto('category')
        .values({ name: 'Camisetas', definition_id: definition })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  describe('product attributes', () => {
    it('sets the whole list, lists it with the group names, and removes what is left out', async () => {
      const p = await product(w.userA);
      const cotton = await attribute(w.userA, 'Tecido', 'Algodão');
      const linen = await attribute(w.userA, 'Tecido B', 'Linho');
      const gift = await attribute(w.userA, 'Extras', 'Embalagem para presente');

      let res = await t.post(
        '/product-atribute/save',
        { product_id: p.id, atributes: [cotton, gift] },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.map((r: Row) => [r.group_name, r.atribute_name])).toEqual([
        ['Extras', 'Embalagem para presente'],
        ['Tecido', 'Algodão'],
      ]);

      res = await t.post('/product-atribute/save', { product_id: p.id, atributes: [linen, cotton] }, w.userA);
      expect(res.statusCode).toBe(201);
      const stored = await t.db
        .selectFrom('product_atribute')
        .select('atribute_id')
        .where('product_id', '=', p.id as number)
        .orderBy('atribute_id')
        .execute();
      expect(stored.map((r) => r.atribute_id)).toEqual([cotton, linen].sort((a, b) => a - b));

      res = await t.post('/product-atribute/index', { product_id: p.id }, w.userA);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((r: Row) => r.atribute_name)).toEqual(['Algodão', 'Linho']);

      res = await t.post('/product-atribute/save', { product_id: p.id, atributes: [] }, w.userA);
      expect(res.json().data).toEqual([]);
    });

    it("refuses another store's attribute or product, and the generic single save still works", async () => {
      const p = await product(w.userA);
      const other = await attribute(w.userB, 'Outro', 'Seda');
      let res = await t.post('/product-atribute/save', { product_id: p.id, atributes: [other] }, w.userA);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.atributes).toEqual(['Atributo não encontrado(a)']);

      res = await t.post('/product-atribute/save', { product_id: p.id, atributes: [] }, w.userB);
      expect(res.statusCode).toBe(404);
      res = await t.post('/product-atribute/index', { product_id: p.id }, w.userB);
      expect(res.statusCode).toBe(404);

      const mine = await attribute(w.userA, 'Gola', 'Gola V');
      res = await t.post('/product-atribute/save', { product_id: p.id, atribute_id: mine }, w.userA);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().atribute_name).toBe('Gola V');

      // An admin acts on the product's own store.
      res = await t.post('/product-atribute/save', { product_id: p.id, atributes: [mine] }, w.admin);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toHaveLength(1);
    });

    it("without a product lists the caller's store rows like any generic index", async () => {
      const res = await t.post('/product-atribute/index', {}, w.userB);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as Row[];
      expect(rows.every((r) => r.company_id === w.storeB)).toBe(true);
      const bad = await t.post('/product-atribute/index', { product_id: 'abc' }, w.userA);
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('GET /report/products', () => {
    it("exports the caller's store in pages with the total in X-Total-Count", async () => {
      const store = (
        await t.db
          .insertInto('company')
          .values({ fantasy_name: 'Loja Export', cpf_cnpj: '52998224725', email: 'export@teste.dev' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      for (let i = 1; i <= 5; i++)
        await product(w.admin, { name: `Export ${i}`, ref: `EX-${i}`, company_id: store });

      let res = await get(`/report/products?company_id=${store}&per_page=2&page=3`, w.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      expect(res.json().map((r: Row) => r.name)).toEqual(['Export 5']);

      res = await get(`/report/products?company_id=${store}`, w.admin);
      const rows = res.json() as Row[];
      expect(rows).toHaveLength(5);
      expect(rows[0]).toMatchObject({
        name: 'Export 1',
        ref: 'EX-1',
        definition_name: 'Moda',
        category_name: 'Camisetas',
        subcategory_name: null,
      });
      expect(Object.keys(rows[0]).sort()).toEqual([
        'category_name',
        'created_at',
        'definition_name',
        'id',
        'name',
        'ref',
        'subcategory_name',
        'updated_at',
      ]);
    });

    it('keeps stores apart and needs a store for an admin', async () => {
      await product(w.userB, { name: 'Produto da Loja B' });
      // A store user's company_id is ignored: always its own store.
      const res = await get(`/report/products?company_id=${w.storeB}`, w.userA);
      expect(res.statusCode).toBe(200);
      expect((res.json() as Row[]).some((r) => r.name === 'Produto da Loja B')).toBe(false);

      const none = await get('/report/products', w.admin);
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.company_id).toEqual(['Selecione uma loja.']);
      expect((await get('/report/products?per_page=99999', w.userA)).statusCode).toBe(422);
      expect((await get('/report/products')).statusCode).toBe(401);
    });
  });

  describe('layout relevance', () => {
    it('lists by relevance, highest first, and changes one with the spec message', async () => {
      const store = w.storeA;
      const low = await product(w.userA, { name: 'Relevância Baixa', relevance: 3 });
      const high = await product(w.userA, { name: 'Relevância Alta', relevance: 900 });
      let res = await t.post('/layout/relevance/set-list', { product_name: 'Relevância' }, w.userA);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((r: Row) => r.id)).toEqual([high.id, low.id]);
      expect(res.json().data[0]).toHaveProperty('img_name');

      res = await t.post(
        '/layout/relevance/alter-relevance',
        { id: low.id, name: low.name, relevance: 1000 },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({
        id: low.id,
        relevance: 1000,
        message: 'relevância foi alterada com sucesso!',
      });
      res = await t.post(
        '/layout/relevance/set-list',
        { product_name: 'Relevância', company: store },
        w.userA,
      );
      expect(res.json().data.map((r: Row) => r.id)).toEqual([low.id, high.id]);

      res = await t.post('/layout/relevance/alter-relevance', { id: low.id, relevance: 5000 }, w.userA);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.relevance).toEqual(['Relevância deve ser no máximo 1998']);
      res = await t.post('/layout/relevance/alter-relevance', { id: low.id, relevance: null }, w.userA);
      expect(res.json().relevance).toBe(0);
      res = await t.post('/layout/relevance/alter-relevance', { id: low.id, relevance: 7 }, w.userB);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('Instagram catalogue description', () => {
    const good = 'Camiseta de algodão penteado, macia e fresca, ideal para o dia a dia.';
    it.each([
      ['curta demais', 'A descrição do catálogo deve ter entre 30 e 5000 caracteres.'],
      [
        '<p>Camiseta de algodão penteado, macia e fresca</p>',
        'A descrição do catálogo não pode conter HTML.',
      ],
      [
        'Camiseta de algodão, veja mais em https://loja.com.br/camiseta',
        'A descrição do catálogo não pode conter links.',
      ],
      [
        'Camiseta de algodão, compre em www.minhaloja.com.br hoje mesmo',
        'A descrição do catálogo não pode conter links.',
      ],
      [
        'Camiseta de algodão, chame no (11) 98765-4321 para comprar',
        'A descrição do catálogo não pode conter telefones.',
      ],
      [
        'Camiseta de algodão, escreva para vendas@loja.com.br agora',
        'A descrição do catálogo não pode conter e-mails.',
      ],
      [
        'CAMISETA DE ALGODÃO PENTEADO MACIA E FRESCA',
        'A descrição do catálogo não pode estar toda em letras maiúsculas.',
      ],
      [
        'Camiseta de algodão penteado incrível!!! Compre já',
        'A descrição do catálogo não pode ter pontuação excessiva.',
      ],
    ])('refuses %j on save with the reason', async (text, message) => {
      expect(catalogueTextProblem(text)).toBe(message);
      const res = await t.post(
        '/product/save',
        {
          name: 'Camiseta',
          gender: 'u',
          price: '10',
          description: 'Descrição',
          definition_id: definition,
          category_id: category,
          facebook_description: text,
        },
        w.userA,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.facebook_description).toEqual([message]);
    });

    it('accepts plain text with sizes and percentages, and a blank one', async () => {
      const text = `${good} Tamanhos P ao GG, 100% algodão, 180 g/m².`;
      expect(catalogueTextProblem(text)).toBeUndefined();
      const p = await product(w.userA, { facebook_description: text });
      expect(p.facebook_description).toBe(text);
      const res = await t.post('/product/update', { id: p.id, facebook_description: '' }, w.userA);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().facebook_description).toBeNull();
    });
  });
});
