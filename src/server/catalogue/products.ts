// Product calls beyond the generic ones: delete with the photo files, and update with the form's
// rule that a blank relevance means 0.
import { entities } from '../../generated/registry.js';
import { assertAccess, parseId, type Row, updateRecord } from '../crud/records.js';
import { notFound } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';
import type { FileStorage } from '../storage/files.js';
import { removeProductImage } from './product-images.js';

const productModel = entities.product;
export const PRODUCT_DELETED = 'Produto excluído com sucesso!';

/**
 * Deletes a product of the store; its grid items, movements, images, promotions and other children
 * go with it (foreign keys cascade). The photo files are removed once the rows are gone.
 */
export async function deleteProduct(
  scope: Scope,
  storage: FileStorage,
  body: unknown,
): Promise<{ id: number; message: string }> {
  assertAccess(productModel, scope, 'write');
  const id = parseId(body);
  const { db } = scope;
  const product = await db
    .selectFrom('product')
    .select(['id', 'company_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!product) throw notFound();
  const images = await db
    .deleteFrom('product_image')
    .where('company_id', '=', product.company_id)
    .where('product_id', '=', id)
    .returning('img_name')
    .execute();
  await db.deleteFrom('product').where('company_id', '=', product.company_id).where('id', '=', id).execute();
  // The files go once the rows surely are gone.
  scope.afterCommit(async () => {
    for (const image of images) if (image.img_name) await removeProductImage(storage, image.img_name);
  });
  return { id, message: PRODUCT_DELETED };
}

/** The generic update, where a blank relevance is stored as 0 (spec: null relevance saved as 0). */
export function updateProduct(scope: Scope, body: unknown): Promise<Row> {
  const input = { ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row) };
  if ('relevance' in input && (input.relevance === null || input.relevance === '')) input.relevance = 0;
  return updateRecord(scope, productModel, input);
}
