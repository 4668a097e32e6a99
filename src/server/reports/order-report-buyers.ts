// The order report's buyers: who bought in the period, how often and how much, and when each first
// bought in that store (any status, any date), which tells new buyers from returning ones. A buyer
// is the consumer record, else the order's e-mail in lower case, else the order alone.
// The period's orders are grouped here (a buyer's figures cannot come from a per-day summary: most
// buyers buy on one day of the period), consumers in a hash aggregate without sorting; the first
// order is the one the order writes keep per buyer (order_buyer, migration 0031), not a search of
// each buyer's history. A consumer goes by its record's name and e-mail (both required; the order's
// key to it is set null when it is deleted); only guests need their latest order's, so only their
// orders are sorted.
import { sql } from 'kysely';
import { withOrderDays } from '../db/order-days.js';
import { orderTotal } from '../orders/total.js';
import { inReport, money2, type ReportReading } from './order-report-sql.js';

export interface BuyerRow {
  consumer_id: number | null;
  /** The consumer record's name and e-mail (consumers only). */
  consumer_name: string | null;
  consumer_email: string | null;
  /** A guest's latest order's. */
  name: string | null;
  email: string | null;
  n: number;
  amount: string;
  first_at: Date | string;
}

const TOTAL = orderTotal('b');

export async function reportBuyers(r: ReportReading): Promise<BuyerRow[]> {
  const db = withOrderDays(r.db);
  const consumers = db
    .selectFrom((eb) =>
      eb
        .selectFrom('buy as b')
        .where(inReport(r))
        .where('b.consumer_id', 'is not', null)
        .select([
          'b.company_id',
          'b.consumer_id',
          sql<number>`count(*)`.as('n'),
          // The total's parts summed apart and put together once per buyer: a third less time than
          // the sum of each order's total (numeric arithmetic on every row).
          sql<string>`coalesce(sum(b.products_value), 0) + coalesce(sum(b.delivery_price), 0) - coalesce(sum(b.discount_value), 0)`.as(
            'total',
          ),
          sql<Date>`min(b.created_at)`.as('first_in'),
        ])
        .groupBy(['b.company_id', 'b.consumer_id'])
        .as('g'),
    )
    .leftJoin('consumer as c', (join) =>
      join.onRef('c.company_id', '=', 'g.company_id').onRef('c.id', '=', 'g.consumer_id'),
    )
    .leftJoin('order_buyer as o', (join) =>
      join
        .onRef('o.company_id', '=', 'g.company_id')
        .onRef('o.consumer_id', '=', 'g.consumer_id')
        .on('o.email', '=', ''),
    )
    .select([
      sql<number | null>`g.consumer_id`.as('consumer_id'),
      sql<string | null>`c.fantasy_name`.as('consumer_name'),
      sql<string | null>`c.email`.as('consumer_email'),
      sql<string | null>`null::text`.as('name'),
      sql<string | null>`null::text`.as('email'),
      sql<string>`g.n`.as('n'),
      sql<string>`g.total`.as('total'),
      sql<Date>`coalesce(o.first_at, g.first_in)`.as('first_at'),
    ]);

  const GUEST = sql<string>`coalesce(nullif(lower(btrim(b.email)), ''), '#' || b.id::text)`;
  const guests = db
    .selectFrom((eb) =>
      eb
        .selectFrom('buy as b')
        .where(inReport(r))
        .where('b.consumer_id', 'is', null)
        .select([
          'b.company_id',
          GUEST.as('mail'),
          sql<string | null>`(array_agg(b.people_name order by b.created_at desc, b.id desc))[1]`.as('name'),
          sql<string | null>`(array_agg(b.email order by b.created_at desc, b.id desc))[1]`.as('email'),
          sql<number>`count(*)`.as('n'),
          sql<string>`sum(${TOTAL})`.as('total'),
          sql<Date>`min(b.created_at)`.as('first_in'),
        ])
        .groupBy(['b.company_id', GUEST])
        .as('g'),
    )
    // A guest without an e-mail is a buyer of its own, first on its own order: no row kept.
    .leftJoin('order_buyer as o', (join) =>
      join
        .onRef('o.company_id', '=', 'g.company_id')
        .on('o.consumer_id', '=', 0)
        .onRef('o.email', '=', 'g.mail'),
    )
    .select([
      sql<number | null>`null::bigint`.as('consumer_id'),
      sql<string | null>`null::text`.as('consumer_name'),
      sql<string | null>`null::text`.as('consumer_email'),
      sql<string | null>`g.name`.as('name'),
      sql<string | null>`g.email`.as('email'),
      sql<string>`g.n`.as('n'),
      sql<string>`g.total`.as('total'),
      sql<Date>`coalesce(o.first_at, g.first_in)`.as('first_at'),
    ]);

  const rows = await db
    .selectFrom(consumers.unionAll(guests).as('u'))
    .select([
      'u.consumer_id',
      'u.consumer_name',
      'u.consumer_email',
      'u.name',
      'u.email',
      sql<number>`u.n::int`.as('n'),
      money2(sql`u.total`).as('amount'),
      'u.first_at',
    ])
    .orderBy(sql`u.total`, 'desc')
    .orderBy('u.n', 'desc')
    .orderBy(sql`coalesce(u.consumer_name, u.name)`, (ob) => ob.asc().nullsLast())
    .execute();
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}
