// Product import from a spreadsheet: the dry run answers each line's pt-BR errors without writing;
// the import creates products with their grid items, updates (never duplicates) a reference the
// store already has, skips a bad product whole while the others land, refuses malformed batches
// with a 422 that stores nothing, stays inside the caller's store, and the column mapping is
// remembered per store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';

interface RowResult {
  line: number;
  action: 'create' | 'update' | null;
  errors: string[];
}
interface Result {
  rows: RowResult[];
  created: number;
  updated: number;
  failed: number;
}

describe.each(backends)('product import on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let segment: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    segment = `Moda Importada ${backend.name}`;
    const definition = (
      await t.db.insertInto('definition').values({ name: segment }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const category = (
      await t.db
        .insertInto('category')
        .values({ name: 'Vestidos', definition_id: definition })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('sub_category')
      .values({ name: 'Longos', category_id: category, definition_id: definition })
      .execute();
    await t.db.insertInto('brand').values({ company_id: w.storeA, name: 'Aurora' }).execute();
  });
  afterAll(() => t?.close());

  const base = (ref: string, extra: Record<string, string> = {}) => ({
    ref,
    name: 'Vestido Importado',
    description: 'Vestido de viscose',
    price: 'R$ 1.089,90',
    gender: 'Feminino',
    definition: segment,
    category: 'vestidos',
    subcategory: 'Longos',
    brand: 'aurora',
    ...extra,
  });
  const call = async (path: string, body: unknown, token: string, status = 200) => {
    const res = await t.post(path, body, token);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const validate = (rows: unknown[], token = w.userA): Promise<Result> =>
    call('/product-import/validate', { rows }, token);
  const run = (rows: unknown[], token = w.userA, extra: object = {}): Promise<Result> =>
    call('/product-import/run', { rows, ...extra }, token);
  const productsOf = (companyId: number, ref: string) =>
    t.db
      .selectFrom('product')
      .select(['id', 'name', 'price', 'balance', 'brand_id', 'subcategory_id', 'active'])
      .where('company_id', '=', companyId)
      .where('ref', '=', ref)
      .execute();
  const gridsOf = (productId: number) =>
    t.db
      .selectFrom('grid')
      .select(['size', 'color', 'code', 'balance'])
      .where('product_id', '=', productId)
      .orderBy('size')
      .execute();

  it('the dry run answers each line’s errors in pt-BR and writes nothing', async () => {
    const result = await validate([
      { line: 2, ...base('DRY-1'), size: 'P', color: 'azul', stock: '3' },
      { line: 3, ...base('DRY-2', { brand: 'Inexistente' }), size: 'M' },
      { line: 4, ...base('DRY-3', { name: '', price: 'abc' }) },
      { line: 5, name: 'Sem referência' },
      { line: 6, ...base('DRY-4', { category: 'Sapatos' }), stock: '-1', size: 'G' },
    ]);
    const byLine = Object.fromEntries(result.rows.map((r) => [r.line, r]));
    expect(byLine[2]).toEqual({ line: 2, action: 'create', errors: [] });
    expect(byLine[3].errors).toEqual(['Marca "Inexistente" não encontrada']);
    expect(byLine[4].errors).toContain('Por favor insira Nome');
    expect(byLine[4].errors).toContain('Preço deve ser um valor em reais, com até 2 casas decimais');
    expect(byLine[5].errors).toEqual(['Por favor insira Referência']);
    expect(byLine[6].errors).toContain(`Categoria "Sapatos" não encontrada no segmento "${segment}"`);
    // A name not found is the one message about that field, not also 'Por favor insira Categoria'.
    expect(byLine[6].errors).not.toContain('Por favor insira Categoria');
    expect(byLine[6].errors).toContain('Estoque deve ser um número inteiro de 0 a 1000000');
    expect({ created: result.created, updated: result.updated, failed: result.failed }).toEqual({
      created: 1,
      updated: 0,
      failed: 4,
    });
    expect(await productsOf(w.storeA, 'DRY-1')).toEqual([]);
  });

  it('creates products with their grid items, and a second import updates instead of duplicating', async () => {
    const first = await run([
      { line: 2, ...base('IMP-1'), size: 'P', color: 'azul', stock: '5', code: 'IMP-1-P' },
      { line: 3, ref: 'IMP-1', size: 'M', color: 'Azul', stock: '2' },
      { line: 4, ...base('IMP-2', { active: 'Não' }) },
    ]);
    expect(first).toMatchObject({ created: 2, updated: 0, failed: 0 });
    const [product] = await productsOf(w.storeA, 'IMP-1');
    expect(product).toMatchObject({ name: 'Vestido Importado', price: '1089.90', balance: 7, active: true });
    expect(product.brand_id).not.toBeNull();
    expect(product.subcategory_id).not.toBeNull();
    expect(await gridsOf(product.id)).toEqual([
      { size: 'M', color: 'Azul', code: null, balance: 2 },
      { size: 'P', color: 'Azul', code: 'IMP-1-P', balance: 5 },
    ]);
    expect((await productsOf(w.storeA, 'IMP-2'))[0]).toMatchObject({ active: false, balance: 0 });
    // The initial stock went through the ledger, attributed to the user.
    const movements = await t.db
      .selectFrom('stock_movement')
      .select(['amount', 'user_id'])
      .where('product_id', '=', product.id)
      .execute();
    expect(movements).toHaveLength(2);
    expect(movements.every((m) => m.user_id === w.userAId)).toBe(true);

    const dry = await validate([
      { line: 2, ref: 'IMP-1', price: '99,50', size: 'M', color: 'azul', stock: '1' },
    ]);
    expect(dry.rows[0]).toEqual({ line: 2, action: 'update', errors: [] });
    const second = await run([
      { line: 2, ref: 'IMP-1', price: '99,50', size: 'M', color: 'azul', stock: '1' },
      { line: 3, ref: 'IMP-1', size: 'GG', color: 'Azul', stock: '4' },
    ]);
    expect(second).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const again = await productsOf(w.storeA, 'IMP-1');
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ name: 'Vestido Importado', price: '99.50', balance: 10 });
    expect(await gridsOf(product.id)).toEqual([
      { size: 'GG', color: 'Azul', code: null, balance: 4 },
      { size: 'M', color: 'Azul', code: null, balance: 1 },
      { size: 'P', color: 'Azul', code: 'IMP-1-P', balance: 5 },
    ]);
  });

  it('a bad line holds back its own product only, leaving nothing half-done', async () => {
    const result = await run([
      { line: 2, ...base('MIX-1'), size: 'P', color: 'Preto', stock: '1' },
      { line: 3, ref: 'MIX-1', size: 'M', color: 'Preto', stock: 'muitos' },
      { line: 4, ...base('MIX-2'), size: 'U', stock: '3' },
      { line: 5, ...base('MIX-3'), size: 'P', color: 'Preto' },
      { line: 6, ref: 'MIX-3', size: 'p', color: 'preto' },
    ]);
    expect(result).toMatchObject({ created: 1, updated: 0, failed: 4 });
    const byLine = Object.fromEntries(result.rows.map((r) => [r.line, r]));
    expect(byLine[2].errors).toEqual(['Produto não importado: a linha 3 da mesma referência tem erros']);
    expect(byLine[3].errors).toEqual(['Estoque deve ser um número inteiro de 0 a 1000000']);
    expect(byLine[4]).toEqual({ line: 4, action: 'create', errors: [] });
    expect(byLine[6].errors).toEqual(['Tamanho e cor repetidos (já na linha 5)']);
    expect(await productsOf(w.storeA, 'MIX-1')).toEqual([]);
    expect(await productsOf(w.storeA, 'MIX-3')).toEqual([]);
    const [ok] = await productsOf(w.storeA, 'MIX-2');
    expect(await gridsOf(ok.id)).toEqual([{ size: 'U', color: 'N/A', code: null, balance: 3 }]);
    // Two products of the store with one reference: which to update is not guessed.
    await createProduct(t, w.userA, { ref: 'TWIN-1' });
    await createProduct(t, w.userA, { ref: 'TWIN-1' });
    const twins = await run([
      { line: 2, ref: 'TWIN-1', name: 'Gêmeo' },
      { line: 3, ref: 'TWIN-1', size: 'P' },
    ]);
    expect(twins.rows.map((r) => r.errors)).toEqual([
      ['Há mais de um produto com a referência "TWIN-1"'],
      ['Produto não importado: a linha 2 da mesma referência tem erros'],
    ]);
    expect((await productsOf(w.storeA, 'TWIN-1')).map((p) => p.name)).toEqual(['Camiseta', 'Camiseta']);
  });

  it('refuses malformed batches with a pt-BR 422 and stores nothing', async () => {
    const before = await t.db
      .selectFrom('product')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const bad: unknown[] = [
      {},
      { rows: 'linhas' },
      { rows: [] },
      { rows: Array.from({ length: 501 }, (_, i) => ({ line: i + 2, ...base(`BIG-${i}`) })) },
      { rows: [{ line: 2, ...base('TYPE-1'), name: { x: 1 } }] },
      { rows: [{ ...base('TYPE-2') }] },
      { rows: [{ line: 2, ...base('TYPE-3') }, 'linha'] },
    ];
    for (const body of bad) {
      for (const path of ['/product-import/validate', '/product-import/run']) {
        const res = await t.post(path, body, w.userA);
        expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(422);
        expect(res.json().message).toBe('Os dados informados são inválidos.');
      }
    }
    expect((await t.post('/product-import/run', { rows: 'x' }, w.userA)).json().errors).toEqual({
      rows: ['Envie de 1 a 500 linhas por vez'],
    });
    const after = await t.db
      .selectFrom('product')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await t.post('/product-import/run', { rows: [{ line: 2, ref: 'X' }] })).statusCode).toBe(401);
  });

  it('never touches another store’s product with the same reference; an admin picks the store', async () => {
    await t.db.insertInto('brand').values({ company_id: w.storeB, name: 'Aurora' }).execute();
    await run([{ line: 2, ...base('SAME-1'), size: 'P', stock: '1' }], w.userB);
    const [inB] = await productsOf(w.storeB, 'SAME-1');
    // Store A imports the same reference: a new product of its own; B's stays as it was.
    const result = await run([{ line: 2, ...base('SAME-1', { name: 'Da Loja A' }), size: 'P', stock: '9' }]);
    expect(result).toMatchObject({ created: 1, updated: 0 });
    expect(await productsOf(w.storeB, 'SAME-1')).toEqual([inB]);
    expect(await gridsOf(inB.id)).toEqual([{ size: 'P', color: 'N/A', code: null, balance: 1 }]);
    const [inA] = await productsOf(w.storeA, 'SAME-1');
    expect(inA).toMatchObject({ name: 'Da Loja A', balance: 9 });
    // A store user's company_id is ignored: it is always its own store.
    await run([{ line: 2, ref: 'SAME-1', name: 'Tentativa' }], w.userA, { company_id: w.storeB });
    expect((await productsOf(w.storeB, 'SAME-1'))[0].name).toBe(inB.name);
    // A brand of another store is not found.
    await t.db.insertInto('brand').values({ company_id: w.storeB, name: 'Só da B' }).execute();
    expect((await validate([{ line: 2, ...base('SAME-2', { brand: 'Só da B' }) }])).rows[0].errors).toEqual([
      'Marca "Só da B" não encontrada',
    ]);
    // The admin must name the store, and then imports into it.
    const noStore = await t.post('/product-import/run', { rows: [{ line: 2, ...base('ADM-1') }] }, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const unknown = await t.post(
      '/product-import/validate',
      { company_id: 999999999, rows: [{ line: 2, ref: 'A' }] },
      w.admin,
    );
    expect(unknown.json().errors).toEqual({ company_id: ['Loja não encontrada'] });
    expect(
      await run([{ line: 2, ...base('ADM-1'), size: 'P' }], w.admin, { company_id: w.storeB }),
    ).toMatchObject({
      created: 1,
    });
    expect(await productsOf(w.storeB, 'ADM-1')).toHaveLength(1);
    expect(await productsOf(w.storeA, 'ADM-1')).toEqual([]);
  });

  it('remembers the column mapping per store', async () => {
    expect(await call('/product-import/mapping', {}, w.userB)).toEqual({ columns: null });
    const columns = { 'codigo do produto': 'ref', preco: 'price', observacao: '' };
    expect(await call('/product-import/mapping/save', { columns }, w.userA)).toEqual({ columns });
    const changed = { ...columns, preco: 'name' };
    await call('/product-import/mapping/save', { columns: changed }, w.userA);
    expect(await call('/product-import/mapping', {}, w.userA)).toEqual({ columns: changed });
    expect(await call('/product-import/mapping', {}, w.userB)).toEqual({ columns: null });
    expect(await call('/product-import/mapping', { company_id: w.storeA }, w.admin)).toEqual({
      columns: changed,
    });
    const bad = await t.post('/product-import/mapping/save', { columns: { preco: 'senha' } }, w.userA);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'columns.preco': ['Campo de produto inválido'] });
    expect((await t.post('/product-import/mapping/save', { columns: [] }, w.userA)).statusCode).toBe(422);
    expect(await call('/product-import/mapping', {}, w.userA)).toEqual({ columns: changed });
  });
});
