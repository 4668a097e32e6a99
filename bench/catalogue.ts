// Catalogue benchmark: fills one store with many products and grid rows, then times the calls a
// store user makes most (product list with filters and sorts, exact search) through the real app.
// Figures, never assertions: these machines are shared and noisy.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords.js';
import type { TestApp } from '../tests/helpers/app.js';

export interface BenchOptions {
  products: number;
  gridsPerProduct: number;
  iterations: number;
}

export interface BenchRow {
  call: string;
  p50: number;
  p95: number;
  rows: number;
}

/** Bulk fill in SQL (generate_series): seconds, not minutes, for 100,000 products. */
export async function fillStore(
  t: TestApp,
  o: BenchOptions,
): Promise<{ token: string; fillSeconds: number }> {
  const started = performance.now();
  const { db } = t;
  const company = await db
    .insertInto('company')
    .values({
      fantasy_name: 'Loja Bench',
      cpf_cnpj: '11222333000181',
      email: 'bench@loja.dev',
      company: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      name: 'Bench',
      email: 'bench@loja.dev',
      password: await hashPassword('bench123'),
      company_id: company.id,
      full_permission: true,
    })
    .execute();
  const definition = await db
    .insertInto('definition')
    .values({ name: 'Moda' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categories = await db
    .insertInto('category')
    .values(
      Array.from({ length: 20 }, (_, i) => ({ definition_id: definition.id, name: `Categoria ${i + 1}` })),
    )
    .returning('id')
    .execute();
  const first = categories[0].id;
  const cid = company.id;
  await sql`
    INSERT INTO product (company_id, name, ref, definition_id, category_id, gender, price, description, relevance, active)
    SELECT ${cid}, 'Produto ' || g || ' ' || (ARRAY['Camiseta','Calça','Vestido','Blusa','Bermuda','Tênis','Jaqueta'])[1 + g % 7],
           'REF-' || lpad(g::text, 6, '0'), ${definition.id}, ${first} + (g % 20), (ARRAY['f','m','u'])[1 + g % 3],
           (10 + (g % 490))::numeric + 0.90, 'Descrição do produto ' || g, g % 1999, g % 10 <> 0
    FROM generate_series(1, ${o.products}) AS g`.execute(db);
  await sql`
    INSERT INTO grid (company_id, product_id, size, color, code, code_color, balance)
    SELECT p.company_id, p.id, (ARRAY['PP','P','M','G','GG','XG'])[1 + s], (ARRAY['Preto','Branco','Azul','Vermelho','Verde'])[1 + (p.id + s) % 5],
           'SKU-' || p.id || '-' || s, '#000000', (p.id + s) % 50
    FROM product p CROSS JOIN generate_series(0, ${o.gridsPerProduct - 1}) AS s
    WHERE p.company_id = ${cid}`.execute(db);
  await sql`
    UPDATE product AS p SET balance = g.total
    FROM (SELECT product_id, SUM(balance)::int AS total FROM grid WHERE company_id = ${cid} GROUP BY product_id) AS g
    WHERE p.company_id = ${cid} AND p.id = g.product_id`.execute(db);
  await sql`ANALYZE`.execute(db);
  const login = await t.post('/users/store-login', { email: 'bench@loja.dev', password: 'bench123' });
  return { token: login.json().token, fillSeconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export const benchCalls: Array<{ call: string; path: string; body: Record<string, unknown> }> = [
  { call: 'paginate-index (default)', path: '/product/paginate-index', body: {} },
  {
    call: 'paginate-index name contains',
    path: '/product/paginate-index',
    body: { product_name: 'camiseta' },
  },
  {
    call: 'paginate-index category + price asc',
    path: '/product/paginate-index',
    body: { category: [0], ordenate_field: 'price', ordenate_type: 'asc' },
  },
  {
    call: 'paginate-index grid colour + size',
    path: '/product/paginate-index',
    body: { grid_color: 'Azul', grid_size: 'M' },
  },
  {
    call: 'paginate-index page 200 by name',
    path: '/product/paginate-index',
    body: { page: 200, ordenate_field: 'name', ordenate_type: 'asc' },
  },
  {
    call: 'paginate-index sort by stock',
    path: '/product/paginate-index',
    body: { ordenate_field: 'stock', ordenate_type: 'desc' },
  },
  { call: 'exact-search ref', path: '/product/exact-search', body: { ref: 'REF-004242' } },
  { call: 'exact-search name', path: '/product/exact-search', body: { product_name: 'Produto 4242 ' } },
  { call: 'exact-search code', path: '/product/exact-search', body: { code: 'SKU-' } },
  // The jump box (Ctrl+K): every kind at once; a word that 14,000 products share, a reference, a number.
  { call: 'search/index "vestido"', path: '/search/index', body: { q: 'vestido' } },
  { call: 'search/index ref', path: '/search/index', body: { q: 'REF-004242' } },
  { call: 'search/index number', path: '/search/index', body: { q: '4242' } },
];

export async function timeCalls(
  t: TestApp,
  token: string,
  o: BenchOptions,
  categoryId: number,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const c of benchCalls) {
    const body = c.body.category ? { ...c.body, category: [categoryId] } : c.body;
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < o.iterations + 3; i++) {
      const start = performance.now();
      const res = await t.post(c.path, body, token);
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${c.call}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      count = res.json().total ?? res.json().data?.length ?? 0;
      if (i >= 3) times.push(ms); // the first calls warm caches and plans
    }
    times.sort((a, b) => a - b);
    rows.push({ call: c.call, p50: percentile(times, 0.5), p95: percentile(times, 0.95), rows: count });
  }
  return rows;
}

/**
 * The writes a store makes all day, through the real app: a stock entry of one unit (the ledger row,
 * the grid's and the product's balances, their audit trail) and a product saved from its form.
 */
export async function timeWrites(t: TestApp, token: string, o: BenchOptions): Promise<BenchRow[]> {
  const grids = await t.db
    .selectFrom('grid')
    .select(['id', 'product_id'])
    .orderBy('id')
    .limit(o.iterations + 3)
    .execute();
  const timed = async (call: string, send: (i: number) => Promise<{ statusCode: number; body: string }>) => {
    const times: number[] = [];
    for (let i = 0; i < grids.length; i++) {
      const start = performance.now();
      const res = await send(i);
      const ms = performance.now() - start;
      if (res.statusCode >= 300) throw new Error(`${call}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    return { call, p50: percentile(times, 0.5), p95: percentile(times, 0.95), rows: 1 };
  };
  const stock = await timed('stock-change (entry of 1)', (i) =>
    t.post('/grid/stock-change', { grid_id: grids[i].id, type: 'i', amount: 1, reason: 'add' }, token),
  );
  const products = await t.db
    .selectFrom('product')
    .selectAll()
    .where('id', 'in', [...new Set(grids.map((g) => g.product_id))])
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  const save = await timed('product/update (form save)', (i) => {
    const p = byId.get(grids[i].product_id)!;
    return t.post(
      '/product/update',
      {
        id: p.id,
        name: p.name,
        definition_id: p.definition_id,
        category_id: p.category_id,
        gender: p.gender,
        price: p.price,
        description: `${p.description} (${i})`,
        active: p.active,
      },
      token,
    );
  });
  return [stock, save];
}
