// The landing images of a store's home page (/Images in the panel). Fetch and add by address are the
// generic /images/index and /images/save ({name, link, company_id}; a bad address answers 'URL
// inválida. Insira um URL válido.'). Here: /images/upload, a dropped picture stored through the
// media preset `landing` (JPEG ≤ 1800 px) whose address becomes the row's link, and /images/delete,
// which also removes the store's own file once no other row of the store shows it.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import type { LandingImage } from '../../generated/types.js';
import { calls } from '../../shared/calls/index.js';
import { assertAccess, createRecord, parseId } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { UPLOAD_BODY_LIMIT } from '../http/body-limits.js';
import { asWire, postCall } from '../http/call-routes.js';
import { notFound } from '../http/errors.js';
import { collectErrors, fromProperty, parseFields } from '../http/params.js';
import { prepareImage, type PreparedImage, storeImage } from '../media/images.js';
import { landingImage } from '../media/presets.js';
import type { FileStorage } from '../storage/files.js';
import { type Scope, withOwnStore } from '../tenancy/scope.js';
import { removePicture } from './logo.js';

const model = entities.landing_image;

export async function uploadLandingImage(
  scope: Scope,
  storage: FileStorage,
  body: unknown,
): Promise<LandingImage> {
  assertAccess(model, scope, 'write');
  const input = withOwnStore(scope, body);
  let image: PreparedImage | undefined;
  let imageError: unknown;
  try {
    image = await prepareImage(input.base64, landingImage);
  } catch (error) {
    imageError = error;
  }
  const [companyId, fields] = collectErrors(
    () => scope.storeOf(input),
    () => parseFields({ name: fromProperty(model.properties.name) }, input),
    () => {
      if (imageError) throw imageError;
    },
  );
  const link = (await storeImage(storage, companyId!, image!)).files[0].url;
  // Nothing stored (whatever failed, the commit included): no orphan file either.
  scope.afterRollback(() => removePicture(storage, companyId!, landingImage, link));
  return asWire<LandingImage>(
    createRecord(scope, model, { company_id: companyId, name: fields!.name ?? null, link }),
  );
}

export async function deleteLandingImage(
  scope: Scope,
  storage: FileStorage,
  body: unknown,
): Promise<{ id: number }> {
  assertAccess(model, scope, 'write');
  const id = parseId(body);
  const removed = await scope.db
    .deleteFrom('landing_image')
    .where('id', '=', id)
    .returning(['link', 'company_id'])
    .executeTakeFirst();
  if (!removed) throw notFound();
  const { link, company_id: companyId } = removed;
  // The same address added twice (by URL) keeps its file while a row still shows it.
  const other = await scope.db
    .selectFrom('landing_image')
    .select('id')
    .where('company_id', '=', companyId)
    .where('link', '=', link)
    .executeTakeFirst();
  if (!other) scope.afterCommit(() => removePicture(storage, companyId, landingImage, link));
  return { id };
}

export function registerLandingImageRoutes(app: FastifyInstance, storage: FileStorage): void {
  const save = crudRouteDocs(model, 'save', model.status.save);
  postCall(
    app,
    calls.landingImageUpload,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      status: model.status.save,
      schema: {
        ...save,
        summary: 'Envia uma imagem da página inicial (JPEG até 1800 px); o endereço guardado vira o link',
        body: {
          type: 'object',
          required: ['base64'],
          properties: {
            base64: { type: 'string', description: 'Data URL ou base64 (JPEG, PNG ou WebP)' },
            name: { type: ['string', 'null'], maxLength: 255 },
            company_id: { type: 'integer', description: 'Loja (admin)' },
          },
        },
      },
    },
    (r) => uploadLandingImage(r.scope, storage, r.body),
  );
  const remove = crudRouteDocs(model, 'delete', model.status.delete);
  postCall(
    app,
    calls.landingImageDelete,
    {
      status: model.status.delete,
      schema: {
        ...remove,
        summary: 'Exclui uma imagem da página inicial (e o arquivo enviado, se for da loja)',
      },
    },
    (r) => deleteLandingImage(r.scope, storage, r.body),
  );
}
