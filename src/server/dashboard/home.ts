// /dashboard/home: the sales dashboard's figures for whole months on the stores' clock. Every sum is
// numeric arithmetic in SQL handed over as text (exact money); JavaScript only fills the days
// without sales and shapes rows. The figures, orders by status, sales per day and the products and
// categories sold read the per-store, per-day summaries the order writes keep (db/order-days.ts);
// the product and consumer counts read the per-store counts; the latest pending/unfinished orders
// read the orders. Queries go through the scope's handle (store-filtered for store users); an
// admin's company_id narrows it to one store, none reads the whole platform.
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type {
  BuyStatus,
  DashboardCategory,
  DashboardDay,
  DashboardFigure,
  DashboardHome,
  DashboardOrderRow,
  DashboardProduct,
} from '../../shared/calls/index.js';
import {
  addDays,
  eachDay,
  endOfLocalDay,
  startOfLocalDay,
  STORE_TIME_ZONE,
  today,
} from '../../shared/time.js';
import { invalid } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';
import { orderTotal } from '../orders/total.js';
import { storedCount } from '../crud/row-counts.js';
import { withOrderDays } from '../db/order-days.js';
import { compiledOnce, readerKey, type Slots } from '../crud/compiled-once.js';

/** Sold orders: separation, in transit, delivered (the reports' "finished" grouping). */
export const SOLD_STATUSES = [2, 3, 4] as const;
/**
 * Pending sells are status 1 only (payment under analysis: the store still has to approve it).
 * Status 7 (payment refused) is left out: it needs no action to become a sale and would inflate the
 * figure with orders that will most likely never be paid.
 */
export const PENDING_STATUSES = [1] as const;
/** Orders the buyer never finished (closing). */
export const UNFINISHED_STATUSES = [0] as const;
/** How many years back the selectors reach (the current one included). */
export const DASHBOARD_YEARS = 10;
const LATEST_ROWS = 10;
const TOP_PRODUCTS = 10;

const month = (label: string) => ({
  label,
  check: { type: 'integer', minimum: 1, maximum: 12 },
  messages: { minimum: `${label} inválido`, maximum: `${label} inválido`, type: `${label} inválido` },
});
const year = (label: string) => ({
  label,
  check: { type: 'integer', minimum: 1900, maximum: 9999 },
  messages: { minimum: `${label} inválido`, maximum: `${label} inválido`, type: `${label} inválido` },
});

export const dashboardFields: Fields = {
  startMonth: month('Mês inicial'),
  startYear: year('Ano inicial'),
  endMonth: month('Mês final'),
  endYear: year('Ano final'),
  company_id: { label: 'Loja', check: { type: 'integer', minimum: 1 }, aliases: ['company'] },
};

const pad = (n: number) => String(n).padStart(2, '0');

export interface DashboardPeriod {
  /** First and last calendar days. */
  start: string;
  end: string;
  companyId: number | undefined;
}

/** The body checked: four numbers of the last ten years, start not after end (422 in pt-BR). */
export function parsePeriod(scope: Scope, body: unknown, now: Date | number = Date.now()): DashboardPeriod {
  const p = parseFields(dashboardFields, body, ['startMonth', 'startYear', 'endMonth', 'endYear']);
  const thisYear = Number(today(STORE_TIME_ZONE, now).slice(0, 4));
  const first = thisYear - DASHBOARD_YEARS + 1;
  const errors: Record<string, string[]> = {};
  for (const name of ['startYear', 'endYear'] as const) {
    const y = p[name] as number;
    if (y < first || y > thisYear)
      errors[name] = [`${dashboardFields[name].label} deve estar entre ${first} e ${thisYear}`];
  }
  const start = `${p.startYear as number}-${pad(p.startMonth as number)}-01`;
  const endFirst = `${p.endYear as number}-${pad(p.endMonth as number)}-01`;
  if (!errors.startYear && !errors.endYear && start > endFirst)
    errors.endMonth = ['O período final deve ser igual ou posterior ao inicial'];
  if (Object.keys(errors).length) throw invalid(errors);
  // The month's last day: the day before the next month's first.
  const [ey, em] = [p.endYear as number, p.endMonth as number];
  const next = em === 12 ? `${ey + 1}-01-01` : `${ey}-${pad(em + 1)}-01`;
  return {
    start,
    end: addDays(next, -1),
    // A store user's handle is limited to its store whatever it sends (tenancy/store-filter.ts).
    companyId: scope.own ?? (p.company_id as number | undefined),
  };
}

// numeric(12,2) arithmetic: exact; the driver hands numeric over as text.
const TOTAL = orderTotal('b');

const inList = (statuses: readonly number[]) => sql.join(statuses.map((s) => sql.lit(s)));

function figure(count: unknown, value: unknown): DashboardFigure {
  return { count: Number(count ?? 0), value: String(value ?? '0.00') };
}

/** Decimal text with two places ("5" → "5.00"), as the panel and tests expect. */
const money = (v: unknown) => {
  const text = String(v ?? '0');
  const [i, d = ''] = text.split('.');
  return `${i}.${(d + '00').slice(0, 2)}`;
};

/** What the statements' text depends on besides their values: one compiled text per shape. */
interface Shape {
  db: Scope['db'];
  /** An admin's (or a store user's own) single store; otherwise every store. */
  oneStore: boolean;
}

type Values = {
  company: number | undefined;
  /** First and last calendar days of the summaries read (the period, or today). */
  first: string;
  last: string;
  /** The period's first and last instants (orders' created_at). */
  from: Date;
  until: Date;
};

const VALUE_NAMES = ['company', 'first', 'last', 'from', 'until'] as const;

/** The per-store, per-day summaries of [first, last] with orders (db/order-days.ts). */
const days = (shape: Shape, v: Slots<Values>) =>
  withOrderDays(shape.db)
    .selectFrom('order_day as d')
    .$if(shape.oneStore, (q) => q.where('d.company_id', '=', v.company as RawBuilder<number>))
    .where('d.day', '>=', v.first)
    .where('d.day', '<=', v.last)
    .where('d.orders', '<>', 0);

/** Conditional sums over the days: how many and how much, per list of statuses (n0/v0, n1/v1…). */
const sumsOf = (statuses: readonly (readonly number[])[]) =>
  compiledOnce<Shape, Record<string, unknown>, Values>(VALUE_NAMES, (shape, v) =>
    days(shape, v).select(
      statuses.flatMap((list, n) => [
        sql<number>`coalesce(sum(d.orders) filter (where d.status in (${inList(list)})), 0)::int`.as(`n${n}`),
        sql<string>`coalesce(sum(d.total) filter (where d.status in (${inList(list)})), 0)`.as(`v${n}`),
      ]),
    ),
  );
// 1. The figures: the period's sold, pending and unfinished; today's sold apart.
const periodSums = sumsOf([SOLD_STATUSES, PENDING_STATUSES, UNFINISHED_STATUSES]);
const todaySums = sumsOf([SOLD_STATUSES]);

// 2. Orders of the period by status.
const byStatusOf = compiledOnce<Shape, { status: number; n: number; v: string }, Values>(
  VALUE_NAMES,
  (shape, v) =>
    days(shape, v)
      .select([
        'd.status',
        sql<number>`sum(d.orders)::int`.as('n'),
        sql<string>`coalesce(sum(d.total), 0)`.as('v'),
      ])
      .groupBy('d.status')
      .having(sql<number>`sum(d.orders)`, '<>', 0)
      .orderBy('d.status'),
);

// 3. Sales per day (store's calendar days).
const perDayOf = compiledOnce<Shape, { day: string; n: number; v: string }, Values>(VALUE_NAMES, (shape, v) =>
  days(shape, v)
    .where('d.status', 'in', [...SOLD_STATUSES])
    .select([
      sql<string>`to_char(d.day, 'YYYY-MM-DD')`.as('day'),
      sql<number>`sum(d.orders)::int`.as('n'),
      sql<string>`coalesce(sum(d.total), 0)`.as('v'),
    ])
    .groupBy('d.day'),
);

// 4. Lines sold: by product (top 10 with its share of the whole) and by category, in one pass over
// the period's line summaries (GROUPING SETS; a year of a big store is ~60,000 rows, and two passes
// were half of the 12-month call). A line whose product is gone (product_id 0) goes by its name.
// 1 on the product rows (the category is not their grouping), 0 on the category rows.
const BY_PRODUCT = sql<number>`grouping(p.category_id)`;
interface LineSold {
  by_product: number;
  product_id: number | null;
  category_id: number | null;
  name: string;
  category: string;
  quantity: number;
  total: string;
  percent: string;
  place: number;
}
const linesSoldOf = compiledOnce<Shape, LineSold, Values>(VALUE_NAMES, (shape, v) =>
  withOrderDays(shape.db)
    .selectFrom((eb) =>
      eb
        .selectFrom('order_line_day as l')
        .leftJoin('product as p', (j) =>
          j.onRef('p.company_id', '=', 'l.company_id').onRef('p.id', '=', 'l.product_id'),
        )
        .leftJoin('category as k', 'k.id', 'p.category_id')
        .$if(shape.oneStore, (q) => q.where('l.company_id', '=', v.company as RawBuilder<number>))
        .where('l.day', '>=', v.first)
        .where('l.day', '<=', v.last)
        .where('l.status', 'in', [...SOLD_STATUSES])
        .where('l.lines', '<>', 0)
        .select([
          BY_PRODUCT.as('by_product'),
          sql<number | null>`nullif(l.product_id, 0)`.as('product_id'),
          'p.category_id',
          sql<string>`coalesce(max(p.name), nullif(max(l.name), ''), 'Produto')`.as('name'),
          sql<string>`coalesce(max(k.name), 'Sem categoria')`.as('category'),
          sql<number>`coalesce(sum(l.amount), 0)::int`.as('quantity'),
          sql<string>`coalesce(sum(l.total), 0)`.as('total'),
          // A product's share of everything sold: the product rows' totals (like the category rows') add
          // up to it.
          sql<string>`coalesce(round(100 * sum(l.total) / nullif(sum(sum(l.total)) over (partition by ${BY_PRODUCT}), 0), 2), 0)`.as(
            'percent',
          ),
          sql<number>`row_number() over (partition by ${BY_PRODUCT} order by sum(l.total) desc, sum(l.amount) desc, l.product_id, max(l.name))`.as(
            'place',
          ),
        ])
        .groupBy(
          sql`grouping sets ((l.product_id, case when l.product_id = 0 then l.name end), (p.category_id))`,
        )
        .as('g'),
    )
    .selectAll()
    .where((eb) => eb.or([eb('g.by_product', '=', 0), eb('g.place', '<=', TOP_PRODUCTS)]))
    .orderBy('g.by_product', 'desc')
    .orderBy('g.place'),
);

// 5. The latest pending and unfinished orders of the period.
interface LatestRow {
  id: number;
  people_name: string | null;
  status: number;
  created_at: Date | string;
  total: string;
  fantasy_name: string | null;
}
const latestOf = (statuses: readonly number[]) =>
  compiledOnce<Shape, LatestRow, Values>(VALUE_NAMES, (shape, v) =>
    shape.db
      .selectFrom('buy as b')
      .leftJoin('company as c', 'c.id', 'b.company_id')
      .$if(shape.oneStore, (q) => q.where('b.company_id', '=', v.company as RawBuilder<number>))
      .where(sql<SqlBool>`b.created_at >= ${v.from} and b.created_at <= ${v.until}`)
      .where('b.status', 'in', [...statuses] as BuyStatus[])
      .select(['b.id', 'b.people_name', 'b.status', 'b.created_at', TOTAL.as('total'), 'c.fantasy_name'])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(LATEST_ROWS),
  );
const latestPending = latestOf(PENDING_STATUSES);
const latestUnfinished = latestOf(UNFINISHED_STATUSES);

export async function dashboardHome(
  scope: Scope,
  body: unknown,
  now: Date | number = Date.now(),
): Promise<DashboardHome> {
  const period = parsePeriod(scope, body, now);
  const day = today(STORE_TIME_ZONE, now);
  const company = period.companyId;
  // Each statement is built, scoped and compiled once per reader and shape (crud/compiled-once.ts);
  // the period, today and the store are its parameters.
  const shape: Shape = { db: scope.db, oneStore: company !== undefined };
  const key = readerKey(scope, shape.oneStore);
  const values: Values = {
    company,
    first: period.start,
    last: period.end,
    from: startOfLocalDay(period.start),
    until: endOfLocalDay(period.end),
  };
  const first = <T>(rows: Promise<T[]>) => rows.then((r) => r[0]);

  // Active products and consumers: the per-store counts their writes keep (crud/row-counts.ts).
  const stores = company === undefined ? undefined : [company];
  const counts = Promise.all([
    storedCount(scope.db, 'product', { stores, keys: [true] }),
    storedCount(scope.db, 'consumer', { stores }),
  ]).then(([products, consumers]) => ({ products, consumers }));
  const linesSold = linesSoldOf.run(shape, key, values);
  const products = linesSold.then((rows) => rows.filter((r) => Number(r.by_product) === 1));
  const categories = linesSold.then((rows) =>
    rows.filter((r) => Number(r.by_product) === 0).map((r) => ({ ...r, name: r.category })),
  );

  const [f, t, c, statuses, sales, top, cats, pending, unfinished] = await Promise.all([
    first(periodSums.run(shape, key, values)),
    first(todaySums.run(shape, key, { ...values, first: day, last: day })),
    counts,
    byStatusOf.run(shape, key, values),
    perDayOf.run(shape, key, values),
    products,
    categories,
    latestPending.run(shape, key, values),
    latestUnfinished.run(shape, key, values),
  ]);

  const sold = new Map(sales.map((d) => [d.day, d]));
  const salesPerDay: DashboardDay[] = [];
  for (const d of eachDay(period.start, period.end)) {
    const row = sold.get(d);
    salesPerDay.push({ date: d, count: Number(row?.n ?? 0), value: money(row?.v ?? '0') });
  }
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  const orderRow = (r: (typeof pending)[number]): DashboardOrderRow => ({
    id: r.id,
    customer: r.people_name,
    status: r.status as BuyStatus,
    date: iso(r.created_at),
    total: money(r.total),
    company_name: r.fantasy_name ?? null,
  });
  return {
    period: { start: period.start, end: period.end },
    sells: figure(f.n0, money(f.v0)),
    todaySells: figure(t.n0, money(t.v0)),
    pendingSells: figure(f.n1, money(f.v1)),
    unfinished: figure(f.n2, money(f.v2)),
    total_products: Number(c.products ?? 0),
    users: Number(c.consumers ?? 0),
    mostSales: top.map((r): DashboardProduct => ({
      product_id: r.product_id,
      name: r.name,
      quantity: Number(r.quantity),
      total: money(r.total),
      percent: money(r.percent),
    })),
    categorys: cats.map((r): DashboardCategory => ({
      category_id: r.category_id ?? null,
      name: r.name,
      quantity: Number(r.quantity),
      total: money(r.total),
    })),
    salesPerDay,
    byStatus: statuses.map((r) => ({ status: r.status as BuyStatus, count: Number(r.n), value: money(r.v) })),
    pendingList: pending.map(orderRow),
    unfinishedList: unfinished.map(orderRow),
  };
}
