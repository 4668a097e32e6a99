// An order's total, one definition everywhere (ARCHITECTURE, calls): products + freight − discounts,
// what the payment charged. Lists, the detail, the dashboard, the reports, segments and abandoned
// carts all read it from here, so no screen shows another figure for the same order.
import { type RawBuilder, sql } from 'kysely';

/** The total of the order (buy) row under `alias`, exact (numeric). */
export const orderTotal = (alias: string): RawBuilder<string> =>
  sql<string>`(coalesce(${sql.ref(`${alias}.products_value`)}, 0) + coalesce(${sql.ref(
    `${alias}.delivery_price`,
  )}, 0) - coalesce(${sql.ref(`${alias}.discount_value`)}, 0))`;
