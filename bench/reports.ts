// Reports benchmark (issue 12): 1,000,000 orders over 50 stores, 200,000 of them in one, spread
// over two years, with products in categories and groups, returning buyers, payments and status
// history. Times the dashboard and the order report for the big store (one month, twelve months,
// with the product and people detail, a deep page, an export page) and for the whole platform as an
// admin, the marketing insights (coupon performance over 12 months, RFM segments and buyers) and
// the marketing lists (abandoned carts, Compre Junto's pairs, the scheduled campaigns).
// Then the order writes every summary follows (their triggers run in the writes' transaction): a new
// order with two lines as the storefront inserts it, and a status change through the API.
// A trivial signed-in call is timed in the same run as the baseline: read the ratios.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Database } from '../src/server/db/connect.js';
import { hashPassword } from '../src/server/auth/passwords.js';
import { STORE_TIME_ZONE, today } from '../src/shared/time.js';
import type { TestApp } from '../tests/helpers/app.js';
import type { BenchRow } from './catalogue.js';

export interface ReportBenchOptions {
  /** Orders in all (1,000,000). */
  orders: number;
  /** Orders of the big store (200,000). */
  bigStore: number;
  /** Stores in all, the big one included (50). */
  stores: number;
  iterations: number;
}

const PRODUCTS_PER_STORE = 100;
const BUYERS_PER_STORE = 2000;
const DAYS_SPREAD = 730;
/** A store's campaigns: a few a week over the two years, so the list pages. */
const CAMPAIGNS_PER_STORE = 300;

/** How many orders store n (0 = the big one) gets: the rest spread evenly, summing exactly. */
function ordersOf(o: ReportBenchOptions, n: number): number {
  if (n === 0) return o.bigStore;
  const rest = o.orders - o.bigStore;
  const others = o.stores - 1;
  return Math.floor((rest * n) / others) - Math.floor((rest * (n - 1)) / others);
}

/** Bulk fill in SQL, store by store (each store's rows in one statement per table). */
async function fillStoreOrders(t: TestApp, companyId: number, count: number, categoryIds: number[]) {
  // One transaction per store, without triggers: the audit trail of a million bulk inserts would
  // triple the fill time and is not what this bench reads.
  await t.db.transaction().execute(async (db) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(db);
    await fillStoreRows(db, companyId, count, categoryIds);
  });
}

async function fillStoreRows(db: Database, companyId: number, count: number, categoryIds: number[]) {
  const groups = await db
    .insertInto('product_group')
    .values(Array.from({ length: 5 }, (_, i) => ({ company_id: companyId, name: `Coleção ${i + 1}` })))
    .returning('id')
    .execute();
  const definition = await db
    .selectFrom('category')
    .select('definition_id')
    .where('id', '=', categoryIds[0])
    .executeTakeFirstOrThrow();
  const firstCategory = categoryIds[0];
  const firstGroup = groups[0].id;
  await sql`
    INSERT INTO product (company_id, name, ref, definition_id, category_id, product_groups_id, gender, price, description, active)
    SELECT ${companyId}, 'Produto ' || g, 'REF-' || g, ${definition.definition_id}, ${firstCategory} + (g % ${categoryIds.length}),
           ${firstGroup} + (g % 5), (ARRAY['f','m','u'])[1 + g % 3], (20 + g)::numeric + 0.90, 'Descrição ' || g, true
    FROM generate_series(0, ${PRODUCTS_PER_STORE - 1}) AS g`.execute(db);
  await sql`
    INSERT INTO consumer (company_id, fantasy_name, email, state, birthday)
    SELECT ${companyId}, 'Cliente ' || g, 'cliente' || g || '.' || ${companyId} || '@mail.dev',
           (ARRAY['SP','RJ','MG','BA','PR','RS','PE','SC'])[1 + g % 8], date '1970-01-01' + (g * 7)
    FROM generate_series(0, ${BUYERS_PER_STORE - 1}) AS g`.execute(db);
  const spacingSeconds = (DAYS_SPREAD * 86_400) / count;
  // status mix: 60% delivered, 8% in transit, 5% separation, 6% to approve, 3% refused, 8% not finished, 10% cancelled/expired
  await sql`
    WITH c AS (SELECT min(id) AS first FROM consumer WHERE company_id = ${companyId})
    INSERT INTO buy (company_id, consumer_id, status, send_type, payment_type, delivery_price, products_value, discount_value, coupon,
                     people_name, email, phone_number, street, number, neighborhood, city, state, cep, delivery_code, paid, created_at, updated_at)
    SELECT ${companyId}, c.first + g % ${BUYERS_PER_STORE},
           (CASE WHEN r < 60 THEN 4 WHEN r < 68 THEN 3 WHEN r < 73 THEN 2 WHEN r < 79 THEN 1 WHEN r < 82 THEN 7
                 WHEN r < 90 THEN 0 WHEN r < 95 THEN 6 ELSE 5 END),
           (ARRAY['PAC','SEDEX','Retirada na Loja'])[1 + g % 3], g % 5, ((g % 40) + 0.9)::numeric, ((g % 900) + 19.9)::numeric,
           (CASE WHEN g % 10 = 0 THEN 10 ELSE 0 END)::numeric, CASE WHEN g % 10 = 0 THEN 'PROMO10' END,
           'Cliente ' || (g % ${BUYERS_PER_STORE}), 'cliente' || (g % ${BUYERS_PER_STORE}) || '.' || ${companyId} || '@mail.dev',
           '11987654321', 'Rua ' || (g % 500), (g % 999)::text, 'Centro',
           (ARRAY['São Paulo','Rio de Janeiro','Belo Horizonte','Salvador','Curitiba','Porto Alegre','Recife','Florianópolis'])[1 + g % 8],
           (ARRAY['SP','RJ','MG','BA','PR','RS','PE','SC'])[1 + g % 8], '01001000',
           CASE WHEN r < 68 THEN 'BR' || lpad(g::text, 9, '0') END, r < 73,
           now() - make_interval(secs => g * ${spacingSeconds}::float8), now() - make_interval(secs => g * ${spacingSeconds}::float8)
    FROM c, (SELECT g, (g * 7919) % 100 AS r FROM generate_series(1, ${count}) AS g) AS s`.execute(db);
  await sql`
    WITH p AS (SELECT min(id) AS first FROM product WHERE company_id = ${companyId})
    INSERT INTO buy_item (company_id, buy_id, product_id, name, amount, unit_price, total_price)
    SELECT b.company_id, b.id, p.first + (b.id + k) % ${PRODUCTS_PER_STORE}, 'Produto', 1 + k % 2,
           b.products_value / 2, b.products_value / 2
    FROM p, buy b CROSS JOIN generate_series(1, 2) AS k WHERE b.company_id = ${companyId}`.execute(db);
  await sql`
    INSERT INTO payment (company_id, buy_id, type, source, payment_source, tid, value, status, status_code, installments)
    SELECT b.company_id, b.id, 'credit_card', 'pagarmev5', 'pagarmev5', 'ch_' || b.id, b.products_value + b.delivery_price,
           'Pago', 2, 1 + b.id % 6
    FROM buy b WHERE b.company_id = ${companyId}`.execute(db);
  // Campaigns spread over the two years (some ahead), every fifth one a draft.
  await sql`
    INSERT INTO campaign (company_id, name, init_date, finish_date, segment, message, status, active)
    SELECT ${companyId}, 'Campanha ' || g, now() + make_interval(days => 30 - g * 2),
           now() + make_interval(days => 37 - g * 2),
           (ARRAY['champions','loyal','new','at_risk','hibernating'])[1 + g % 5], 'Oi! Use o cupom.',
           CASE WHEN g % 5 = 0 THEN 'draft' ELSE 'scheduled' END, g % 5 <> 0
    FROM generate_series(0, ${CAMPAIGNS_PER_STORE - 1}) AS g`.execute(db);
  await sql`
    INSERT INTO buy_status_history (company_id, buy_id, status, from_status, created_at, updated_at)
    SELECT b.company_id, b.id, s, NULLIF(s - 1, -1), b.created_at, b.created_at
    FROM buy b CROSS JOIN generate_series(0, 2) AS s WHERE b.company_id = ${companyId} AND s <= b.status`.execute(
    db,
  );
}

export interface ReportBenchSetup {
  storeToken: string;
  adminToken: string;
  bigStore: number;
  fillSeconds: number;
}

export async function fillReportStores(t: TestApp, o: ReportBenchOptions): Promise<ReportBenchSetup> {
  const started = performance.now();
  const { db } = t;
  const definition = await db
    .insertInto('definition')
    .values({ name: 'Moda Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categories = await db
    .insertInto('category')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        definition_id: definition.id,
        name: `Categoria Bench ${i + 1}`,
      })),
    )
    .returning('id')
    .execute();
  let bigStore = 0;
  for (let n = 0; n < o.stores; n++) {
    const company = await db
      .insertInto('company')
      .values({
        fantasy_name: `Loja Relatório ${n}`,
        cpf_cnpj: '11222333000181',
        email: `relatorio${n}@loja.dev`,
        company: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (n === 0) bigStore = company.id;
    await fillStoreOrders(
      t,
      company.id,
      ordersOf(o, n),
      categories.map((c) => c.id),
    );
  }
  const password = await hashPassword('bench123');
  await db
    .insertInto('users')
    .values([
      { name: 'Bench', email: 'relatorio@loja.dev', password, company_id: bigStore, full_permission: true },
      {
        name: 'Bench Admin',
        email: 'relatorio-admin@loja.dev',
        password,
        admin: true,
        full_permission: true,
      },
    ])
    .execute();
  // The fill ran without triggers: the per-day order summaries the dashboard reads (db/order-days.ts)
  // are built from the rows in one pass, as the migration does.
  await sql`SELECT order_days_rebuild()`.execute(db);
  // As autovacuum leaves a table in steady state: statistics and the visibility map.
  await sql`VACUUM ANALYZE`.execute(db);
  const token = async (email: string) =>
    (await t.post('/users/store-login', { email, password: 'bench123' })).json().token as string;
  return {
    storeToken: await token('relatorio@loja.dev'),
    adminToken: await token('relatorio-admin@loja.dev'),
    bigStore,
    fillSeconds: (performance.now() - started) / 1000,
  };
}

interface BenchCall {
  call: string;
  path: string;
  body: Record<string, unknown>;
  admin?: boolean;
}

export function reportBenchCalls(bigStore: number, now = Date.now()): BenchCall[] {
  const day = today(STORE_TIME_ZONE, now);
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const yearAgo = month === 12 ? { m: 1, y: year } : { m: month + 1, y: year - 1 };
  const thisMonth = { startMonth: month, startYear: year, endMonth: month, endYear: year };
  const twelveMonths = { startMonth: yearAgo.m, startYear: yearAgo.y, endMonth: month, endYear: year };
  // The report's default period: the first of the month 00:00 to today 23:59.
  const monthPeriod = { init_date: `${day.slice(0, 8)}01 00:00`, finish_date: `${day} 23:59` };
  const yearPeriod = {
    init_date: `${yearAgo.y}-${String(yearAgo.m).padStart(2, '0')}-01 00:00`,
    finish_date: `${day} 23:59`,
  };
  return [
    { call: 'baseline: users/store-check', path: '/users/store-check', body: {} },
    { call: 'dashboard: big store, month', path: '/dashboard/home', body: thisMonth },
    { call: 'dashboard: big store, 12 months', path: '/dashboard/home', body: twelveMonths },
    { call: 'dashboard: admin, platform, month', path: '/dashboard/home', body: thisMonth, admin: true },
    {
      call: 'dashboard: admin, big store, month',
      path: '/dashboard/home',
      body: { ...thisMonth, company_id: bigStore },
      admin: true,
    },
    { call: 'report: big store, month', path: '/report/order', body: monthPeriod },
    {
      call: 'report: month, product+people detail',
      path: '/report/order',
      body: { ...monthPeriod, show_product_detail: true, show_people_detail: true },
    },
    {
      call: 'report: month, finished only',
      path: '/report/order',
      body: { ...monthPeriod, status: [2, 3, 4] },
    },
    { call: 'report: month, orders page 50', path: '/report/order', body: { ...monthPeriod, page: 50 } },
    {
      call: 'report: month, export page (1000)',
      path: '/report/order',
      body: { ...monthPeriod, itens_per_page: 1000 },
    },
    { call: 'report: big store, 12 months', path: '/report/order', body: yearPeriod },
    {
      call: 'report: 12 months, with detail',
      path: '/report/order',
      body: { ...yearPeriod, show_product_detail: true, show_people_detail: true },
    },
    { call: 'report: admin, platform, month', path: '/report/order', body: monthPeriod, admin: true },
    // Marketing insights (issue 23): coupons per month and per coupon, the RFM segments of every
    // buyer of the big store, a page of one segment's buyers and an export page.
    {
      call: 'marketing: coupons, 12 months',
      path: '/marketing/coupon-performance',
      body: { init_date: yearPeriod.init_date.slice(0, 10), finish_date: day },
    },
    {
      call: 'marketing: coupons, admin, platform',
      path: '/marketing/coupon-performance',
      body: { init_date: yearPeriod.init_date.slice(0, 10), finish_date: day },
      admin: true,
    },
    { call: 'marketing: segments', path: '/marketing/segments', body: {} },
    {
      call: 'marketing: segment buyers page',
      path: '/marketing/segments/buyers',
      body: { segment: 'champions' },
    },
    {
      call: 'marketing: segment buyers, export page',
      path: '/marketing/segments/buyers',
      body: { segment: 'hibernating', itens_per_page: 1000 },
    },
    // Marketing lists (issue 23): the abandoned carts (status 0, 8% of the orders) as the screen
    // opens (not contacted, newest first), sorted by value and searched by name; Compre Junto's
    // pairs over 90 days (the screen's default) and 12 months; the campaigns' first page.
    {
      call: 'marketing: abandoned carts, first page',
      path: '/abandoned-carts/index',
      body: { contacted: false },
    },
    {
      call: 'marketing: abandoned carts, by total',
      path: '/abandoned-carts/index',
      body: { contacted: false, ordenate_field: 'total', ordenate_type: 'desc' },
    },
    {
      call: 'marketing: abandoned carts, search name',
      path: '/abandoned-carts/index',
      body: { q: 'Cliente 123' },
    },
    {
      call: 'marketing: abandoned carts, admin',
      path: '/abandoned-carts/index',
      body: { contacted: false },
      admin: true,
    },
    { call: 'marketing: bought together, 90 days', path: '/marketing/bought-together', body: {} },
    {
      call: 'marketing: bought together, 12 months',
      path: '/marketing/bought-together',
      body: { init_date: yearPeriod.init_date.slice(0, 10), finish_date: day },
    },
    {
      call: 'marketing: bought together, admin',
      path: '/marketing/bought-together',
      body: {},
      admin: true,
    },
    { call: 'marketing: campaigns, first page', path: '/campaigns/index', body: {} },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function timeReportCalls(
  t: TestApp,
  s: ReportBenchSetup,
  iterations: number,
  /** Only the calls whose name holds this text (the baseline always runs). */
  match = '',
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const chosen = reportBenchCalls(s.bigStore).filter((c, i) => i === 0 || c.call.includes(match));
  for (const c of chosen) {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < iterations + 3; i++) {
      const start = performance.now();
      const res = await t.post(c.path, c.body, c.admin ? s.adminToken : s.storeToken);
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${c.call}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const body = res.json();
      // Orders the figures cover: the report's rows, the dashboard's orders by status.
      // Coupons: the sold orders read (every sale of the period); segments: the buyers; Compre
      // Junto: the sold orders of the period.
      count =
        body.orders?.total ??
        body.totals?.all_orders ??
        body.buyers ??
        body.orders_total ??
        (typeof body.total === 'number' ? body.total : undefined) ??
        (Array.isArray(body.byStatus)
          ? body.byStatus.reduce((n: number, r: { count: number }) => n + r.count, 0)
          : 1);
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    rows.push({ call: c.call, p50: percentile(times, 0.5), p95: percentile(times, 0.95), rows: count });
  }
  return rows;
}

/** The order writes the summaries follow, on the big store: what each costs with its triggers. */
export async function timeOrderWrites(
  t: TestApp,
  s: ReportBenchSetup,
  iterations: number,
): Promise<BenchRow[]> {
  const { db } = t;
  const timed = async (call: string, write: (i: number) => Promise<void>): Promise<BenchRow> => {
    const times: number[] = [];
    for (let i = 0; i < iterations + 3; i++) {
      const start = performance.now();
      await write(i);
      if (i >= 3) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { call, p50: percentile(times, 0.5), p95: percentile(times, 0.95), rows: 1 };
  };
  const buyer = await db
    .selectFrom('consumer')
    .select('id')
    .where('company_id', '=', s.bigStore)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .selectFrom('product')
    .select('id')
    .where('company_id', '=', s.bigStore)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = await timed('write: new order, 2 lines (storefront)', (i) =>
    db.transaction().execute(async (trx) => {
      const order = await trx
        .insertInto('buy')
        .values({
          company_id: s.bigStore,
          consumer_id: buyer.id,
          status: 2 as 0,
          people_name: 'Cliente Bench',
          email: null,
          products_value: '120.00',
          delivery_price: '15.90',
          discount_value: '0',
          send_type: 'PAC',
          payment_type: 0,
          state: 'SP',
          city: 'São Paulo',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('buy_item')
        .values(
          [1, 2].map((k) => ({
            company_id: s.bigStore,
            buy_id: order.id,
            product_id: product.id,
            name: `Produto ${i}-${k}`,
            amount: k,
            unit_price: '40.00',
            total_price: (40 * k).toFixed(2),
          })),
        )
        .execute();
    }),
  );
  // The orders just made (status 2) go in transit through the API, as the store ships them.
  const ids = (
    await db
      .selectFrom('buy')
      .select('id')
      .where('company_id', '=', s.bigStore)
      .where('people_name', '=', 'Cliente Bench')
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const shipped = await timed('write: status change 2 → 3 (API)', async (i) => {
    const res = await t.post(
      '/buy/status-change',
      { buy_id: ids[i], status: 3, delivery_code: `BR${String(i).padStart(9, '0')}BR` },
      s.storeToken,
    );
    if (res.statusCode !== 201) throw new Error(`status change: ${res.statusCode} ${res.body.slice(0, 200)}`);
  });
  return [created, shipped];
}
