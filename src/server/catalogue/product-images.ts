// Product photos: upload (stored as two JPEG renditions, media preset `product`), change colour /
// relevance / video link, and delete with the files.
import { entities } from '../../generated/registry.js';
import { assertAccess, findRecord, parseId, type Row, updateRecord } from '../crud/records.js';
import { notFound } from '../http/errors.js';
import { type Scope, withOwnStore } from '../tenancy/scope.js';
import { parseInput } from '../http/validation.js';
import type { FileStorage } from '../storage/files.js';
import { prepareImage, type PreparedImage, removeImage, storeImage } from '../media/images.js';
import { productImage } from '../media/presets.js';
import { collectErrors } from '../http/params.js';
import { productOfStore } from './store-product.js';

const imageModel = entities.product_image;

/** Removes both renditions of a photo (img_name is their common URL prefix). */
export const removeProductImage = (storage: FileStorage, imgName: string): Promise<void> =>
  removeImage(storage, productImage, imgName);

export async function saveProductImage(scope: Scope, storage: FileStorage, body: unknown): Promise<Row> {
  assertAccess(imageModel, scope, 'write');
  const { db } = scope;
  const input = withOwnStore(scope, body);
  const [values, image] = await parseUpload(input);
  const companyId = values.company_id as number;
  await productOfStore(db, companyId, values.product_id as number);
  const imgName = (await storeImage(storage, companyId, image)).base;
  // Nothing stored (whatever failed, the commit included): no orphan files either.
  scope.afterRollback(() => removeProductImage(storage, imgName));
  const row = await db
    .insertInto('product_image')
    .values({
      company_id: companyId,
      product_id: values.product_id as number,
      img_name: imgName,
      color: (values.color as string | undefined) ?? null,
      relevance: values.relevance as number | undefined,
      link_video: (values.link_video as string | undefined) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findRecord(scope, imageModel, row.id);
}

/** The fields and the photo are checked together, so every problem is answered at once. */
async function parseUpload(input: Row): Promise<[Row, PreparedImage]> {
  let image: PreparedImage | undefined;
  let imageError: unknown;
  try {
    image = await prepareImage(input.base64, productImage);
  } catch (error) {
    imageError = error;
  }
  const [values] = collectErrors(
    () => parseInput(imageModel, input, 'save'),
    () => {
      if (imageError) throw imageError;
    },
  );
  return [values, image!];
}

/** Colour, relevance and video link of a photo (the screen sends them all with id and product_id). */
export async function changeImageColor(scope: Scope, body: unknown): Promise<Row> {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row;
  const id = parseId(input);
  const current = await findRecord(scope, imageModel, id);
  if (
    input.product_id !== undefined &&
    input.product_id !== null &&
    Number(input.product_id) !== current.product_id
  )
    throw notFound();
  const change: Row = { id };
  for (const field of ['color', 'relevance', 'link_video']) if (field in input) change[field] = input[field];
  return updateRecord(scope, imageModel, change);
}

export async function deleteProductImage(
  scope: Scope,
  storage: FileStorage,
  body: unknown,
): Promise<{ id: number }> {
  assertAccess(imageModel, scope, 'write');
  const id = parseId(body);
  const removed = await scope.db
    .deleteFrom('product_image')
    .where('id', '=', id)
    .returning('img_name')
    .executeTakeFirst();
  if (!removed) throw notFound();
  const imgName = removed.img_name;
  if (imgName) scope.afterCommit(() => removeProductImage(storage, imgName));
  return { id };
}
