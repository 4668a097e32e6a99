// The order report's page of order rows, newest first: the page's ids first (the
// (company_id, created_at) index alone), then store, consumer, latest payment and attempts for those
// rows only, not for every row an OFFSET skips.
import { sql } from 'kysely';
import { orderTotal } from '../orders/total.js';
import { inReport, money2, type ReportReading } from './order-report-sql.js';

const TOTAL = orderTotal('b');

export async function reportRows(r: ReportReading, page: number, perPage: number) {
  const ids = (
    await r.db
      .selectFrom('buy as b')
      .where(inReport(r))
      .select('b.id')
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute()
  ).map((row) => row.id);
  if (!ids.length) return [];
  return r.db
    .selectFrom('buy as b')
    .leftJoin('company as co', 'co.id', 'b.company_id')
    .leftJoin('consumer as c', (join) =>
      join.onRef('c.company_id', '=', 'b.company_id').onRef('c.id', '=', 'b.consumer_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payment as pm')
          .select(['pm.payment_source', 'pm.type', 'pm.installments'])
          .whereRef('pm.company_id', '=', 'b.company_id')
          .whereRef('pm.buy_id', '=', 'b.id')
          .orderBy('pm.created_at', 'desc')
          .orderBy('pm.id', 'desc')
          .limit(1)
          .as('lp'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payment as pc')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('pc.company_id', '=', 'b.company_id')
          .whereRef('pc.buy_id', '=', 'b.id')
          .as('pt'),
      (join) => join.onTrue(),
    )
    .where('b.id', 'in', ids)
    .select([
      'b.id',
      'co.fantasy_name',
      'b.people_name',
      sql<string | null>`to_char(c.birthday, 'YYYY-MM-DD')`.as('birthday'),
      'b.status',
      'b.created_at',
      'b.send_type',
      'b.city',
      'b.state',
      money2(TOTAL).as('amount'),
      money2(sql`b.discount_value`).as('discount_value'),
      // The storefront records one discount, the coupon's: with a coupon it is the order's discount.
      money2(sql`case when nullif(btrim(b.coupon), '') is not null then b.discount_value else 0 end`).as(
        'coupon_discount',
      ),
      'lp.payment_source',
      'lp.type',
      'lp.installments',
      sql<number>`coalesce(pt.n, 0)`.as('payment_try'),
      money2(sql`b.delivery_price`).as('delivery_price'),
      money2(sql`b.products_value`).as('products_value'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}
