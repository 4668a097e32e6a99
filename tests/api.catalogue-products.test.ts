// The product list (/product/paginate-index) and the exact search (/product/exact-search): filters,
// sorting, paging, computed columns and stores kept apart, on a small known catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
interface Page {
  data: Row[];
  total: number;
  last_page: number;
}

describe.each(backends)('product list and exact search on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const tax = { moda: 0, casa: 0, camisetas: 0, calcas: 0, decoracao: 0, mangaCurta: 0 };
  // Store A: basica, estampada, jeans, vaso (inactive), algodao. Store B: lojaB.
  const p = { basica: 0, estampada: 0, jeans: 0, vaso: 0, algodao: 0, lojaB: 0 };

  async function insert(table: 'definition' | 'category' | 'sub_category', values: Row): Promise<number> {
    const row = await t.db
      .insertInto(table)
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function product(token: string, values: Row): Promise<number> {
    const res = await t.post(
      '/product/save',
      { gender: 'u', description: 'Descrição do produto', definition_id: tax.moda, ...values },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  async function grid(
    token: string,
    productId: number,
    size: string,
    color: string,
    balance = 0,
    code?: string,
  ) {
    const res = await t.post('/grid/save', { product_id: productId, size, color, balance, code }, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    tax.moda = await insert('definition', { name: 'Moda' });
    tax.casa = await insert('definition', { name: 'Casa' });
    tax.camisetas = await insert('category', { name: 'Camisetas', definition_id: tax.moda });
    tax.calcas = await insert('category', { name: 'Calças', definition_id: tax.moda });
    tax.decoracao = await insert('category', { name: 'Decoração', definition_id: tax.casa });
    tax.mangaCurta = await insert('sub_category', {
      name: 'Manga curta',
      definition_id: tax.moda,
      category_id: tax.camisetas,
    });
    const A = w.userA;
    p.basica = await product(A, {
      name: 'Camiseta Básica',
      ref: 'CB01',
      category_id: tax.camisetas,
      subcategory_id: tax.mangaCurta,
      price: '49.90',
      relevance: 5,
    });
    await grid(A, p.basica, 'P', 'Azul', 3, 'CB01-P-AZ');
    await grid(A, p.basica, 'M', 'Preto', 2, 'CB01-M-PT');
    p.estampada = await product(A, {
      name: 'Camiseta Estampada',
      ref: 'CE02',
      category_id: tax.camisetas,
      gender: 'f',
      price: '79.90',
      relevance: 10,
    });
    await grid(A, p.estampada, 'M', 'Azul', 10, 'CE02-M-AZ');
    p.jeans = await product(A, {
      name: 'Calça Jeans',
      ref: 'CJ03',
      category_id: tax.calcas,
      gender: 'm',
      price: '159.90',
      relevance: 1,
    });
    p.vaso = await product(A, {
      name: 'Vaso de Cerâmica',
      ref: 'VC04',
      definition_id: tax.casa,
      category_id: tax.decoracao,
      price: '89.00',
      active: false,
    });
    await grid(A, p.vaso, 'Único', 'N/A', 1);
    p.algodao = await product(A, {
      name: 'Camiseta 100% algodão',
      ref: 'CA05',
      category_id: tax.camisetas,
      gender: 'm',
      price: '10.00',
    });
    const sold = await grid(A, p.algodao, 'G', 'Azul', 0, 'CA05-G');
    await t.post(
      '/grid/stock-change',
      { grid_id: sold, type: 'o', amount: 2, reason: 'se', negativeStock: true },
      A,
    );
    // An active promotion on one product, an inactive one on another.
    for (const [productId, active] of [
      [p.estampada, true],
      [p.basica, false],
    ] as const) {
      const res = await t.post(
        '/product-promotion/save',
        { product_id: productId, no_period: true, discount_value: '5.00', active },
        A,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    p.lojaB = await product(w.userB, {
      name: 'Camiseta Loja B',
      ref: 'LB01',
      category_id: tax.camisetas,
      price: '30.00',
    });
    await grid(w.userB, p.lojaB, 'M', 'Azul', 4, 'LB01-M');
  });
  afterAll(() => t?.close());

  const list = async (body: Row, token = w.userA): Promise<Page> => {
    const res = await t.post('/product/paginate-index', body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = async (body: Row, token = w.userA) => (await list(body, token)).data.map((r) => r.id);

  describe('/product/paginate-index', () => {
    it("lists the store's active products, newest first, with category, store and stock", async () => {
      const page = await list({});
      expect(page.total).toBe(4);
      expect(page.last_page).toBe(1);
      expect(page.data.map((r) => r.id)).toEqual([p.algodao, p.jeans, p.estampada, p.basica]);
      expect(page.data.find((r) => r.id === p.basica)).toMatchObject({
        name: 'Camiseta Básica',
        ref: 'CB01',
        price: '49.90',
        active: true,
        company_id: w.storeA,
        company_name: 'Loja A',
        category: 'Camisetas',
        category_name: 'Camisetas',
        subcategory_name: 'Manga curta',
        definition_name: 'Moda',
        balance: 5,
      });
      expect(Object.fromEntries(page.data.map((r) => [r.id, r.balance]))).toEqual({
        [p.algodao]: -2,
        [p.jeans]: 0,
        [p.estampada]: 10,
        [p.basica]: 5,
      });
      expect(page.data[0]).not.toHaveProperty('img_name');
    });

    it('shows inactive products on request', async () => {
      expect(await ids({ showInactive: true })).toEqual([p.algodao, p.vaso, p.jeans, p.estampada, p.basica]);
      expect(await ids({ showInactive: 'false' })).toHaveLength(4);
    });

    it('pages on the server', async () => {
      const first = await list({ itens_per_page: 2, page: 1 });
      expect(first).toMatchObject({ total: 4, last_page: 2 });
      expect(first.data.map((r) => r.id)).toEqual([p.algodao, p.jeans]);
      const second = await list({ itens_per_page: '2', page: '2' });
      expect(second.data.map((r) => r.id)).toEqual([p.estampada, p.basica]);
      expect(await list({ itens_per_page: 2, page: 3 })).toEqual({ data: [], total: 4, last_page: 2 });
      expect((await list({ itens_per_page: 3 })).last_page).toBe(2);
    });

    it('sorts by every column of the list', async () => {
      const sorted = (field: string, type?: string) => ids({ ordenate_field: field, ordenate_type: type });
      expect(await sorted('name', 'asc')).toEqual([p.jeans, p.algodao, p.basica, p.estampada]);
      expect(await sorted('name', 'desc')).toEqual([p.estampada, p.basica, p.algodao, p.jeans]);
      expect(await sorted('ref', 'asc')).toEqual([p.algodao, p.basica, p.estampada, p.jeans]);
      // Money sorts as a number: 159.90 above 79.90.
      expect(await sorted('price', 'DESC')).toEqual([p.jeans, p.estampada, p.basica, p.algodao]);
      expect(await sorted('stock', 'asc')).toEqual([p.algodao, p.jeans, p.basica, p.estampada]);
      expect(await sorted('stock', 'desc')).toEqual([p.estampada, p.basica, p.jeans, p.algodao]);
      expect(await sorted('relevance', 'desc')).toEqual([p.estampada, p.basica, p.jeans, p.algodao]);
      // Same category: the newest first.
      expect(await sorted('category', 'asc')).toEqual([p.jeans, p.algodao, p.estampada, p.basica]);
      expect(await ids({ ordenate_field: 'active', ordenate_type: 'asc', showInactive: true })).toEqual([
        p.vaso,
        p.algodao,
        p.jeans,
        p.estampada,
        p.basica,
      ]);
      expect(await sorted('id', 'asc')).toEqual([p.basica, p.estampada, p.jeans, p.algodao]);
      // Unknown field, or the store column for a store user: the default order.
      expect(await sorted('nao_existe')).toEqual([p.algodao, p.jeans, p.estampada, p.basica]);
      expect(await sorted('company_name', 'asc')).toEqual([p.algodao, p.jeans, p.estampada, p.basica]);
      // Sorting and paging together.
      const page2 = await list({ ordenate_field: 'price', ordenate_type: 'asc', itens_per_page: 3, page: 2 });
      expect(page2.data.map((r) => r.id)).toEqual([p.jeans]);
    });

    it('filters by name, reference, taxonomy and gender', async () => {
      expect(await ids({ product_name: 'CAMISETA' })).toEqual([p.algodao, p.estampada, p.basica]);
      // % and _ are plain characters, not wildcards.
      expect(await ids({ product_name: '100%' })).toEqual([p.algodao]);
      expect(await ids({ product_name: 'a_b' })).toEqual([]);
      expect(await ids({ ref: 'cb0' })).toEqual([p.basica]);
      expect(await ids({ definition: tax.casa })).toEqual([]);
      expect(await ids({ definition: tax.casa, showInactive: true })).toEqual([p.vaso]);
      expect(await ids({ category: tax.calcas })).toEqual([p.jeans]);
      expect(await ids({ category: [tax.calcas, tax.decoracao], showInactive: true })).toEqual([
        p.vaso,
        p.jeans,
      ]);
      expect(await ids({ subcategory: tax.mangaCurta })).toEqual([p.basica]);
      expect(await ids({ gender: 'f' })).toEqual([p.estampada]);
      expect(await ids({ gender: 'm', product_name: 'camiseta' })).toEqual([p.algodao]);
      expect((await list({ product_name: 'inexistente' })).total).toBe(0);
    });

    it('filters by the grid items: one item must match code, colour and size together', async () => {
      expect(await ids({ grid_code: 'cb01' })).toEqual([p.basica]);
      expect(await ids({ grid_color: 'azul' })).toEqual([p.algodao, p.estampada, p.basica]);
      expect(await ids({ grid_size: 'm' })).toEqual([p.estampada, p.basica]);
      // Básica has a blue P and a black M, but no blue M.
      expect(await ids({ grid_color: 'Azul', grid_size: 'M' })).toEqual([p.estampada]);
      expect(await ids({ grid_filter: 'preto' })).toEqual([p.basica]);
      expect(await ids({ grid_filter: true, grid_size: 'G' })).toEqual([p.algodao]);
    });

    it('filters by active promotion', async () => {
      expect(await ids({ promotionRule: 'only_sale' })).toEqual([p.estampada]);
      expect(await ids({ promotionRule: 'no_sale' })).toEqual([p.algodao, p.jeans, p.basica]);
      expect(await ids({ promotionRule: 'none' })).toHaveLength(4);
      expect(await ids({ promotionRule: 'no_sale', gender: 'm', product_name: 'camiseta' })).toEqual([
        p.algodao,
      ]);
    });

    it('adds the most relevant photo when show_img is set', async () => {
      for (const [relevance, name] of [
        [3, '/uploads/x/c-'],
        [1, '/uploads/x/a-'],
        [2, '/uploads/x/b-'],
      ] as const)
        await t.db
          .insertInto('product_image')
          .values({ company_id: w.storeA, product_id: p.basica, relevance, img_name: name })
          .execute();
      const page = await list({ show_img: true, qtd_cards: 4 });
      expect(page.data.find((r) => r.id === p.basica)?.img_name).toBe('/uploads/x/a-');
      expect(page.data.find((r) => r.id === p.jeans)?.img_name).toBeNull();
    });

    it('keeps each store to its own products; the admin sees all and filters by store', async () => {
      expect(await ids({}, w.userB)).toEqual([p.lojaB]);
      // The store filter is ignored for a store user.
      expect(await ids({ company: w.storeA }, w.userB)).toEqual([p.lojaB]);
      expect(await ids({ company_id: w.storeA, product_name: 'camiseta' }, w.userB)).toEqual([p.lojaB]);
      expect(await ids({}, w.admin)).toEqual([p.lojaB, p.algodao, p.jeans, p.estampada, p.basica]);
      expect(await ids({ company: w.storeB }, w.admin)).toEqual([p.lojaB]);
      const byStore = await list({ ordenate_field: 'company_name', ordenate_type: 'desc' }, w.admin);
      expect(byStore.data.map((r) => r.company_name)).toEqual([
        'Loja B',
        'Loja A',
        'Loja A',
        'Loja A',
        'Loja A',
      ]);
      expect(byStore.data[0]).toMatchObject({ id: p.lojaB, balance: 4 });
    });

    it('answers bad parameters with 422', async () => {
      for (const [body, field, message] of [
        [{ itens_per_page: 0 }, 'itens_per_page', 'Itens por página deve ser no mínimo 1'],
        [{ itens_per_page: 1001 }, 'itens_per_page', 'Itens por página deve ser no máximo 1000'],
        [{ page: 'dois' }, 'page', 'Página deve ser um número inteiro'],
        [{ promotionRule: 'all' }, 'promotionRule', 'Regra inválida!!'],
        [{ ordenate_type: 'up' }, 'ordenate_type', 'Tipo de ordenação inválido'],
        [{ category: 'camisetas' }, 'category', 'Categoria deve ser um número inteiro'],
        [{ gender: 'x' }, 'gender', 'Gênero inválido'],
        [{ product_name: 'a\u0000b' }, 'product_name', 'Nome do Produto inválido'],
        [{ grid_filter: 'a\u0000b' }, 'grid_filter', 'Filtro de grade inválido'],
      ] as const) {
        const res = await t.post('/product/paginate-index', body, w.userA);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().errors).toEqual({ [field]: [message] });
      }
    });
  });

  describe('/product/exact-search', () => {
    const search = async (body: Row, token = w.userA): Promise<Page> => {
      const res = await t.post('/product/exact-search', body, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('answers one row per grid item of the products found', async () => {
      const page = await search({ product_name: 'camiseta' });
      expect(page.total).toBe(4);
      expect(page.data.map((r) => [r.product_name, r.size, r.color, r.balance])).toEqual([
        ['Camiseta 100% algodão', 'G', 'Azul', -2],
        ['Camiseta Básica', 'P', 'Azul', 3],
        ['Camiseta Básica', 'M', 'Preto', 2],
        ['Camiseta Estampada', 'M', 'Azul', 10],
      ]);
      const row = page.data[1];
      expect(Object.keys(row).sort()).toEqual(
        [
          'amount',
          'balance',
          'code',
          'color',
          'company_name',
          'grid_id',
          'product_id',
          'product_name',
          'ref',
          'size',
        ].sort(),
      );
      expect(row.company_name).toBe('Loja A');
      expect(row).toMatchObject({ ref: 'CB01', code: 'CB01-P-AZ', product_id: p.basica, amount: 0 });
      // The grid_id is the one the stock change takes.
      const change = await t.post(
        '/grid/stock-change',
        { grid_id: row.grid_id, amount: 1, reason: 'add' },
        w.userA,
      );
      expect(change.json().grid.balance).toBe(4);
      await t.post(
        '/grid/stock-change',
        { grid_id: row.grid_id, amount: 1, type: 'o', reason: 'remove' },
        w.userA,
      );
    });

    it('finds by reference or item code, inactive products included', async () => {
      expect((await search({ ref: 'ce02' })).data.map((r) => r.code)).toEqual(['CE02-M-AZ']);
      expect((await search({ code: 'cb01-m' })).data.map((r) => r.size)).toEqual(['M']);
      expect((await search({ product_name: 'vaso' })).data).toMatchObject([
        { size: 'Único', color: 'N/A', balance: 1 },
      ]);
      expect((await search({ product_name: 'camiseta', code: 'AZ' })).total).toBe(2);
      expect((await search({ product_name: 'jeans' })).total).toBe(0);
      const paged = await search({ product_name: 'camiseta', itens_per_page: 3, page: 2 });
      expect(paged).toMatchObject({ total: 4, last_page: 2 });
      expect(paged.data).toHaveLength(1);
    });

    it('needs at least one criterion', async () => {
      const res = await t.post('/product/exact-search', { product_name: '  ', ref: null }, w.userA);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.product_name).toEqual(['Informe o nome do produto, a referência ou o código']);
      const nul = await t.post('/product/exact-search', { code: 'a\u0000' }, w.userA);
      expect(nul.statusCode).toBe(422);
      expect(nul.json().errors).toEqual({ code: ['Código inválido'] });
    });

    it("never shows another store's items", async () => {
      expect((await search({ product_name: 'camiseta' }, w.userB)).data.map((r) => r.product_id)).toEqual([
        p.lojaB,
      ]);
      expect((await search({ code: 'CB01' }, w.userB)).total).toBe(0);
      expect((await search({ product_name: 'camiseta' }, w.admin)).total).toBe(5);
      const other = await search({ product_name: 'camiseta', company: w.storeB }, w.admin);
      expect(other.data.map((r) => [r.product_id, r.company_name])).toEqual([[p.lojaB, 'Loja B']]);
      // Several stores picked, or an empty pick (no store: nothing found).
      expect((await search({ product_name: 'camiseta', company: [w.storeA, w.storeB] }, w.admin)).total).toBe(
        5,
      );
      expect((await search({ product_name: 'camiseta', company: [w.storeB] }, w.admin)).total).toBe(1);
      expect((await search({ product_name: 'camiseta', company: [] }, w.admin)).total).toBe(0);
      // A store user's pick of another store changes nothing: its own store's items only.
      expect((await search({ product_name: 'camiseta', company: w.storeA }, w.userB)).total).toBe(1);
    });
  });
});
