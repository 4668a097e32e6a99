// The order report's sums in one statement: the two sides (finished 2, 3, 4 / unfinished), the
// orders by status and by delivery state, each with its orders, total, products, freight and units.
// The period's whole days read the per-store, per-day summary the order writes keep
// (order_state_day, migration 0031): a year is a few thousand rows instead of every order and line;
// the hours of a period that starts or ends inside a day read those orders themselves.
import { sql } from 'kysely';
import { withOrderDays } from '../db/order-days.js';
import { orderTotal } from '../orders/total.js';
import { atEdges, daysAndEdges, daysOf, finished, money2, type ReportReading } from './order-report-sql.js';

export interface ReportSum {
  /** Which grouping the row is of. */
  kind: 'side' | 'status' | 'state';
  finished: boolean | null;
  status: number | null;
  /** The state in upper case; null for blank (and on side and status rows). */
  state: string | null;
  n: number;
  amount: string;
  products: string;
  delivery: string;
  ticket: string;
  units: number;
}

/** One row per side, per status and per state that has orders. */
export async function reportSums(r: ReportReading): Promise<ReportSum[]> {
  const db = withOrderDays(r.db);
  const wholeDays = db
    .selectFrom('order_state_day as s')
    .where(daysOf(r, 's'))
    .where('s.orders', '<>', 0)
    .select([
      sql<number>`s.status`.as('status'),
      sql<string>`s.state`.as('state'),
      sql<string>`s.orders`.as('orders'),
      sql<string>`s.total`.as('total'),
      sql<string>`s.products`.as('products'),
      sql<string>`s.delivery`.as('delivery'),
      sql<string | null>`s.units`.as('units'),
    ]);
  const edges = r.db
    .selectFrom('buy as b')
    .where(atEdges(r))
    .select((eb) => [
      sql<number>`b.status`.as('status'),
      sql<string>`order_state(b.state)`.as('state'),
      sql<string>`1`.as('orders'),
      sql<string>`${orderTotal('b')}`.as('total'),
      sql<string>`coalesce(b.products_value, 0)`.as('products'),
      sql<string>`coalesce(b.delivery_price, 0)`.as('delivery'),
      eb
        .selectFrom('buy_item as i')
        .whereRef('i.company_id', '=', 'b.company_id')
        .whereRef('i.buy_id', '=', 'b.id')
        .select(sql<string>`coalesce(sum(i.amount), 0)`.as('u'))
        .as('units'),
    ]);
  const union = daysAndEdges(r, wholeDays, edges);
  // Per status and state first (a few dozen rows), then the three groupings over those.
  const facts = db
    .selectFrom(union.as('f'))
    .select([
      'f.status',
      'f.state',
      sql<string>`sum(f.orders)`.as('orders'),
      sql<string>`sum(f.total)`.as('total'),
      sql<string>`sum(f.products)`.as('products'),
      sql<string>`sum(f.delivery)`.as('delivery'),
      sql<string>`sum(f.units)`.as('units'),
    ])
    .groupBy(['f.status', 'f.state']);

  const SIDE = finished(sql`x.status`);
  const rows = await db
    .selectFrom(facts.as('x'))
    .select([
      sql<
        ReportSum['kind']
      >`case when grouping(x.status) = 0 then 'status' when grouping(x.state) = 0 then 'state' else 'side' end`.as(
        'kind',
      ),
      sql<boolean | null>`case when grouping(${SIDE}) = 0 then ${SIDE} end`.as('finished'),
      sql<number | null>`x.status`.as('status'),
      sql<string | null>`nullif(x.state, '')`.as('state'),
      sql<number>`sum(x.orders)::int`.as('n'),
      money2(sql`sum(x.total)`).as('amount'),
      money2(sql`sum(x.products)`).as('products'),
      money2(sql`sum(x.delivery)`).as('delivery'),
      money2(sql`sum(x.total) / nullif(sum(x.orders), 0)`).as('ticket'),
      sql<number>`coalesce(sum(x.units), 0)::int`.as('units'),
    ])
    .groupBy(sql`grouping sets ((${SIDE}), (x.status), (x.state))`)
    .having(sql`sum(x.orders)`, '<>', 0)
    // Sides, then statuses in order, then states by orders (most first) and name, blank last.
    .orderBy(sql`grouping(x.status)`)
    .orderBy(sql`grouping(x.state)`)
    .orderBy(sql`case when grouping(x.state) = 0 then sum(x.orders) end`, (ob) => ob.desc().nullsLast())
    .orderBy(sql`nullif(x.state, '')`, (ob) => ob.asc().nullsLast())
    .orderBy(sql`x.status`)
    .execute();
  return rows.map((row) => ({ ...row, n: Number(row.n), units: Number(row.units) }));
}
