// The per-store, per-day order summaries (migration 0021, written by hand): their row shapes for
// Kysely, which reads them through `withOrderDays(db)`; the generated DB type knows only the
// schemas' tables. Store-owned by company_id (tenancy/store-filter.ts scopes them like any other).
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
};

/** The handle with the summaries' tables typed (written only by their triggers). */
export const withOrderDays = (db: Database) => db.withTables<OrderDayTables>();

/** The summary tables, for the tenancy filter. */
export const ORDER_DAY_TABLES = ['order_day', 'order_line_day'] as const;
