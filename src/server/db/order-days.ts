// The per-store order summaries the order writes keep (migrations 0021 and 0031, written by hand):
// their row shapes for Kysely, which reads them through `withOrderDays(db)`; the generated DB type
// knows only the schemas' tables. Store-owned by company_id (tenancy/store-filter.ts scopes them like
// any other).
import type { ColumnType } from 'kysely';
import type { Database } from './connect.js';

type Read<T> = ColumnType<T, never, never>;

export type OrderDayTables = {
  /** Orders per store, calendar day (stores' clock) and status: how many, and their total. */
  order_day: {
    company_id: Read<number>;
    day: Read<string>;
    status: Read<number>;
    orders: Read<number>;
    total: Read<string>;
  };
  /** Order lines per store, day, the order's status and product (0: none, then by name). */
  order_line_day: {
    company_id: Read<number>;
    day: Read<string>;
    status: Read<number>;
    product_id: Read<number>;
    name: Read<string>;
    lines: Read<number>;
    amount: Read<number>;
    total: Read<string>;
  };
  /** Orders per store, day, status and delivery state (upper case, '' when blank): the report's sums. */
  order_state_day: {
    company_id: Read<number>;
    day: Read<string>;
    status: Read<number>;
    state: Read<string>;
    orders: Read<number>;
    total: Read<string>;
    products: Read<string>;
    delivery: Read<string>;
    /** The quantities of the orders' lines. */
    units: Read<number>;
  };
  /** A store's buyer (consumer, else e-mail in lower case with consumer_id 0): orders and first order. */
  order_buyer: {
    company_id: Read<number>;
    consumer_id: Read<number>;
    email: Read<string>;
    orders: Read<number>;
    first_at: Read<Date | null>;
  };
};

/** The handle with the summaries' tables typed (written only by their triggers). */
export const withOrderDays = (db: Database) => db.withTables<OrderDayTables>();

/** The summary tables, for the tenancy filter. */
export const ORDER_DAY_TABLES = ['order_day', 'order_line_day', 'order_state_day', 'order_buyer'] as const;
