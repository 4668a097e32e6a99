// The order report's lines by the product's group and by its category (line totals; a line whose
// product is gone counts as 'Não informado'), in one statement (GROUPING SETS). The period's whole
// days read the per-store, per-day line summary (order_line_day, migration 0021, the dashboard's
// too); the hours at the period's edges read those orders' lines. Per product first, then each
// product's group and category once.
import { sql } from 'kysely';
import { withOrderDays } from '../db/order-days.js';
import { atEdges, daysAndEdges, daysOf, money2, type ReportReading } from './order-report-sql.js';

export interface LineGroup {
  /** 1: a product group's row; 0: a category's. */
  by_group: number;
  name: string | null;
  n: number;
  items: number;
  amount: string;
}

export async function reportLineGroups(r: ReportReading): Promise<LineGroup[]> {
  const db = withOrderDays(r.db);
  const wholeDays = db
    .selectFrom('order_line_day as l')
    .where(daysOf(r, 'l'))
    .where('l.lines', '<>', 0)
    .select([
      sql<number>`l.company_id`.as('company_id'),
      sql<number>`l.product_id`.as('product_id'),
      sql<string>`l.lines`.as('lines'),
      sql<string>`l.amount`.as('items'),
      sql<string>`l.total`.as('amount'),
    ]);
  const edges = r.db
    .selectFrom('buy_item as i')
    .innerJoin('buy as b', (join) =>
      join.onRef('b.company_id', '=', 'i.company_id').onRef('b.id', '=', 'i.buy_id'),
    )
    .where(atEdges(r))
    .select([
      sql<number>`i.company_id`.as('company_id'),
      sql<number>`coalesce(i.product_id, 0)`.as('product_id'),
      sql<string>`1`.as('lines'),
      sql<string>`coalesce(i.amount, 0)`.as('items'),
      sql<string>`coalesce(i.total_price, 0)`.as('amount'),
    ]);
  const facts = daysAndEdges(r, wholeDays, edges);
  // By product id alone: ids are unique across stores (one sequence), and the lines without a
  // product (0) are 'Não informado' whatever their store. Grouped by (store, product) the planner
  // expected a group per row and sorted a year of lines on disk instead of hashing them.
  const perProduct = db
    .selectFrom(facts.as('x'))
    .select([
      sql<number>`min(x.company_id)`.as('company_id'),
      'x.product_id',
      sql<string>`sum(x.lines)`.as('lines'),
      sql<string>`sum(x.items)`.as('items'),
      sql<string>`sum(x.amount)`.as('amount'),
    ])
    .groupBy('x.product_id');

  const GROUP = sql<string | null>`nullif(btrim(g.name), '')`;
  const CATEGORY = sql<string | null>`nullif(btrim(k.name), '')`;
  const rows = await r.db
    .selectFrom(perProduct.as('y'))
    .leftJoin('product as p', (join) =>
      join.onRef('p.company_id', '=', 'y.company_id').onRef('p.id', '=', 'y.product_id'),
    )
    .leftJoin('product_group as g', (join) =>
      join.onRef('g.company_id', '=', 'p.company_id').onRef('g.id', '=', 'p.product_groups_id'),
    )
    .leftJoin('category as k', 'k.id', 'p.category_id')
    .select([
      sql<number>`1 - grouping(${GROUP})`.as('by_group'),
      sql<string | null>`case when grouping(${GROUP}) = 0 then ${GROUP} else ${CATEGORY} end`.as('name'),
      sql<number>`sum(y.lines)::int`.as('n'),
      sql<number>`coalesce(sum(y.items), 0)::int`.as('items'),
      money2(sql`sum(y.amount)`).as('amount'),
    ])
    .groupBy(sql`grouping sets ((${GROUP}), (${CATEGORY}))`)
    .orderBy(sql`grouping(${GROUP})`)
    .orderBy(sql`sum(y.lines)`, 'desc')
    .orderBy(sql`case when grouping(${GROUP}) = 0 then ${GROUP} else ${CATEGORY} end`, (ob) =>
      ob.asc().nullsLast(),
    )
    .execute();
  return rows.map((row) => ({
    ...row,
    by_group: Number(row.by_group),
    n: Number(row.n),
    items: Number(row.items),
  }));
}
