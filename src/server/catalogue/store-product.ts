// The product a catalogue call points at, with the same answers as the generic calls: another
// store's product simply does not exist (422 on the reference field).
import type { Kysely } from 'kysely';
import type { DB } from '../../generated/db.js';
import { invalid } from '../http/errors.js';

export const productNotFound = () => invalid({ product_id: ['Produto não encontrado(a)'] });

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
