// List totals from the per-store row counts the writes keep (x-counts, codegen/counts.ts): a few
// counter rows summed instead of every matching row counted, on each page of a list with 100,000
// rows. Exact: the triggers change the counts in the same transaction as the rows.
import { sql } from 'kysely';
import type { Database } from '../db/connect.js';

export interface CountedRows {
  /** The stores counted; undefined: every store (an admin's list without a store filter). */
  stores?: readonly number[];
  /** Only rows whose counted field holds one of these values; undefined: any value. */
  keys?: readonly (string | number | boolean)[];
}

/** How many rows of `entity` the stores hold, read from row_count (a store user's handle reads its own). */
export async function storedCount(db: Database, entity: string, which: CountedRows = {}): Promise<number> {
  let query = db
    .selectFrom('row_count')
    .select(sql<number>`coalesce(sum(n), 0)::bigint`.as('n'))
    .where('entity', '=', entity);
  if (which.stores)
    query = which.stores.length
      ? query.where('company_id', 'in', [...which.stores])
      : query.where(sql.lit(false));
  if (which.keys)
    query = which.keys.length
      ? query.where('key', 'in', which.keys.map(String))
      : query.where(sql.lit(false));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Each value of the counted field with its rows, for counts shown side by side (the order menu). */
export async function storedCountsByKey(
  db: Database,
  entity: string,
  stores?: readonly number[],
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('row_count')
    .select(['key', sql<number>`sum(n)::bigint`.as('n')])
    .where('entity', '=', entity)
    .groupBy('key');
  if (stores)
    query = stores.length ? query.where('company_id', 'in', [...stores]) : query.where(sql.lit(false));
  return new Map((await query.execute()).map((r) => [r.key, Number(r.n)]));
}
