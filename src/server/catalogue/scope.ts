// The product a catalogue call points at, with the same answers as the generic calls: another
// store's product simply does not exist (422 on the reference field).
import type { Kysely } from 'kysely';
import type { DB } from '../../generated/db.js';
import { invalid } from '../http/errors.js';

export const productNotFound = () => invalid({ product_id: ['Produto não encontrado(a)'] });

/** Runs fn in a transaction, or in the caller's transaction when there already is one. */
export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** A product of the store, or 422 {product_id: 'Produto não encontrado(a)'}. */
export async function productOfStore(
  db: Kysely<DB>,
  companyId: number,
  productId: number,
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('product')
    .select(['id', 'company_id', 'price', 'stock_control', 'name'])
    .where('company_id', '=', companyId)
    .where('id', '=', productId);
  if (options.lock) query = query.forUpdate();
  const product = await query.executeTakeFirst();
  if (!product) throw productNotFound();
  return product;
}

/** Unique-index violation of the given index prefix (e.g. a concurrent duplicate grid row). */
export function isUniqueViolation(error: unknown, indexPrefix: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && typeof e.constraint === 'string' && e.constraint.startsWith(indexPrefix);
}
