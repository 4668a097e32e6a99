// 'Logo e Favicon' (/layout/ecommerce-image/logotipo/index, save, update, delete with type): one
// row per store (a unique index on company_id). Each picture is an upload only: it goes through its
// media preset (logo: PNG ≤ 1800 px; favicon: PNG ≤ 1800 px plus square 16/32/180/192/512 px PNGs)
// and the row keeps its address. The store's company.logo_url follows the logo in the same
// transaction. Files replaced or removed leave the disk after the commit; a failed write leaves none.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import {
  calls,
  type FaviconFiles,
  type LogoSetRow,
  type LogoType,
  type Page,
} from '../../shared/calls/index.js';
import { assertAccess, findRecord, listRecords, parseId, type Row } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { UPLOAD_BODY_LIMIT } from '../http/body-limits.js';
import { postCall } from '../http/call-routes.js';
import { invalid, notFound } from '../http/errors.js';
import { collectErrors } from '../http/params.js';
import { imageBaseOf, prepareImage, type PreparedImage, removeImage, storeImage } from '../media/images.js';
import { FAVICON_SIZES, faviconImage, faviconSuffix, type ImagePreset, logoImage } from '../media/presets.js';
import type { FileStorage } from '../storage/files.js';
import type { Scope } from '../tenancy/scope.js';
import { publicAddress } from '../http/public-read.js';

const model = entities.logo_set;

/** The two pictures: their column, their name on the wire (and in 422s) and their preset. */
const PICTURES = [
  { column: 'logo', wire: 'logo', preset: logoImage },
  { column: 'fav_icon', wire: 'favIcon', preset: faviconImage },
] as const;
type Column = (typeof PICTURES)[number]['column'];

export const LOGO_TYPE_MESSAGE = 'Informe o tipo da imagem: logo ou favIcon';

const asObject = (body: unknown): Row =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {};

/** The favicon's square renditions beside a favicon stored by its preset (null otherwise). */
export function faviconFiles(favIcon: string | null | undefined): FaviconFiles | null {
  if (!favIcon || !favIcon.endsWith(faviconImage.renditions[0].suffix)) return null;
  const base = imageBaseOf(faviconImage, favIcon)!;
  return Object.fromEntries(
    FAVICON_SIZES.map((size) => [String(size), base + faviconSuffix(size)]),
  ) as Record<keyof FaviconFiles, string>;
}

const withFavicons = (row: Row): LogoSetRow =>
  ({ ...row, favicons: faviconFiles(row.fav_icon as string | null) }) as unknown as LogoSetRow;

/** What a request does to one picture: keep it, remove it, or replace it with an upload. */
type Change = { kind: 'keep' } | { kind: 'remove' } | { kind: 'upload'; image: PreparedImage };

async function changeOf(
  value: unknown,
  current: unknown,
  preset: ImagePreset,
  field: string,
): Promise<Change> {
  if (value === undefined) return { kind: 'keep' };
  if (value === null || value === '') return { kind: 'remove' };
  // The stored address sent back as it was read (or as the public read wrote it): unchanged.
  if (
    typeof value === 'string' &&
    current &&
    (value === current || value === publicAddress(current as string))
  )
    return { kind: 'keep' };
  return { kind: 'upload', image: await prepareImage(value, preset, field) };
}

/** Both pictures checked together, so every problem is answered at once (422, nothing stored). */
async function changesOf(input: Row, current: Row): Promise<Record<Column, Change>> {
  const settled = await Promise.all(
    PICTURES.map(({ column, wire, preset }) => {
      const value = wire in input ? input[wire] : input[column];
      return changeOf(value, current[column], preset, wire).then(
        (change) => ({ change }),
        (error: unknown) => ({ error }),
      );
    }),
  );
  const [logo, favIcon] = collectErrors(
    ...settled.map((s) => () => {
      if ('error' in s) throw s.error;
      return s.change;
    }),
  );
  return { logo: logo!, fav_icon: favIcon! };
}

/** Removes a stored picture's files: every rendition when its preset made it, only files of the store. */
export async function removePicture(
  storage: FileStorage,
  companyId: number,
  preset: ImagePreset,
  url: string,
): Promise<void> {
  const key = storage.keyOf(url);
  // An address outside the store's own folder (another site's, another store's) is not ours to remove.
  if (!key || !key.startsWith(`${companyId}/`)) return;
  const base = imageBaseOf(preset, url);
  if (base) await removeImage(storage, preset, base);
  else await storage.remove([key]);
}

/**
 * Writes the uploads, then `write` with the new addresses; if the transaction rolls back (whatever
 * failed, the commit included) the new files are removed. After the commit, the files of the
 * pictures replaced or removed go.
 */
async function applyChanges(
  scope: Scope,
  storage: FileStorage,
  companyId: number,
  current: Row,
  changes: Record<Column, Change>,
  write: (values: Partial<Record<Column, string | null>>) => Promise<void>,
): Promise<void> {
  const values: Partial<Record<Column, string | null>> = {};
  const written: Array<{ preset: ImagePreset; url: string }> = [];
  scope.afterRollback(async () => {
    await Promise.all(written.map((w) => removePicture(storage, companyId, w.preset, w.url)));
  });
  for (const { column, preset } of PICTURES) {
    const change = changes[column];
    if (change.kind === 'keep') continue;
    if (change.kind === 'remove') values[column] = null;
    else {
      const stored = await storeImage(storage, companyId, change.image);
      values[column] = stored.files[0].url;
      written.push({ preset, url: stored.files[0].url });
    }
  }
  await write(values);
  for (const { column, preset } of PICTURES) {
    const old = current[column];
    if (column in values && typeof old === 'string' && old !== values[column])
      scope.afterCommit(() => removePicture(storage, companyId, preset, old));
  }
}

/** The store's address of its logo follows the logo set's (the company form shows it). */
async function setCompanyLogo(scope: Scope, companyId: number, logo: string | null): Promise<void> {
  await scope.db
    .updateTable('company')
    .set({ logo_url: logo, updated_at: sql<Date>`now()` })
    .where('id', '=', companyId)
    .execute();
}

export async function saveLogoSet(scope: Scope, storage: FileStorage, body: unknown): Promise<LogoSetRow> {
  assertAccess(model, scope, 'write');
  const input = asObject(body);
  const companyId = scope.storeOf(input);
  const existing = await scope.db
    .selectFrom('logo_set')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  // One row per store: the database refuses a second one too (same message), this says it first.
  if (existing) throw invalid({ company_id: [model.messages!.unique!] });
  const changes = await changesOf(input, {});
  let id = 0;
  await applyChanges(scope, storage, companyId, {}, changes, async (values) => {
    const row = await scope.db
      .insertInto('logo_set')
      .values({ company_id: companyId, logo: values.logo ?? null, fav_icon: values.fav_icon ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    if (values.logo) await setCompanyLogo(scope, companyId, values.logo);
  });
  return withFavicons(await findRecord(scope, model, id));
}

export async function updateLogoSet(scope: Scope, storage: FileStorage, body: unknown): Promise<LogoSetRow> {
  assertAccess(model, scope, 'write');
  const input = asObject(body);
  const id = parseId(input);
  const current = await findRecord(scope, model, id);
  const companyId = current.company_id as number;
  const changes = await changesOf(input, current);
  await applyChanges(scope, storage, companyId, current, changes, async (values) => {
    if (!Object.keys(values).length) return;
    await scope.db
      .updateTable('logo_set')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    if ('logo' in values) await setCompanyLogo(scope, companyId, values.logo ?? null);
  });
  return withFavicons(await findRecord(scope, model, id));
}

function parseType(value: unknown): Column {
  if (value === 'logo') return 'logo';
  // The column's and the favicon's own names are taken too.
  if (value === 'favIcon' || value === 'fav_icon' || value === 'favicon') return 'fav_icon';
  throw invalid({ type: [LOGO_TYPE_MESSAGE] });
}

/** Removes one picture of the store's logo set by its type (logo or favIcon); the row stays. */
export async function deleteLogoPicture(
  scope: Scope,
  storage: FileStorage,
  body: unknown,
): Promise<LogoSetRow> {
  assertAccess(model, scope, 'write');
  const input = asObject(body);
  const column = parseType(input.type);
  let current: Row;
  if (input.id !== undefined && input.id !== null) current = await findRecord(scope, model, parseId(input));
  else {
    const companyId = scope.storeOf(input);
    const row = await scope.db
      .selectFrom('logo_set')
      .select('id')
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!row) throw notFound();
    current = await findRecord(scope, model, row.id);
  }
  const id = current.id as number;
  const companyId = current.company_id as number;
  const changes: Record<Column, Change> = { logo: { kind: 'keep' }, fav_icon: { kind: 'keep' } };
  changes[column] = { kind: 'remove' };
  await applyChanges(scope, storage, companyId, current, changes, async (values) => {
    await scope.db
      .updateTable('logo_set')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    if (column === 'logo') await setCompanyLogo(scope, companyId, null);
  });
  return withFavicons(await findRecord(scope, model, id));
}

export function registerLogoRoutes(app: FastifyInstance, storage: FileStorage): void {
  const pictures = {
    logo: {
      type: ['string', 'null'],
      description: 'Logo: data URL ou base64 (JPEG, PNG ou WebP); null remove',
    },
    favIcon: {
      type: ['string', 'null'],
      description:
        'Favicon: data URL ou base64; gera PNGs quadrados de 16, 32, 180, 192 e 512 px; null remove',
    },
    company_id: { type: 'integer', description: 'Loja (admin)' },
  };
  // Two pictures may come in one call: room for both at their largest.
  const upload = { bodyLimit: 2 * UPLOAD_BODY_LIMIT };
  const list = crudRouteDocs(model, 'index', 200);
  postCall(
    app,
    calls.logoSetOfStore,
    {
      config: { transaction: false },
      schema: { ...list, summary: 'Logo e favicon da loja (admin: company_id), com os tamanhos do favicon' },
    },
    async (r) => {
      const page = await listRecords(r.scope, model, r.body);
      return { ...page, data: page.data.map(withFavicons) } as Page<LogoSetRow>;
    },
  );
  const save = crudRouteDocs(model, 'save', model.status.save);
  postCall(
    app,
    calls.logoSetSave,
    {
      ...upload,
      status: model.status.save,
      schema: {
        ...save,
        summary: 'Cadastra o logo e o favicon da loja (uma por loja); o logo vira o logo_url da loja',
        body: { type: 'object', properties: pictures },
      },
    },
    (r) => saveLogoSet(r.scope, storage, r.body),
  );
  const update = crudRouteDocs(model, 'update', model.status.update);
  postCall(
    app,
    calls.logoSetUpdate,
    {
      ...upload,
      status: model.status.update,
      schema: {
        ...update,
        summary: 'Troca o logo e/ou o favicon (ausente ou o endereço guardado: mantém; null: remove)',
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer' }, ...pictures },
        },
      },
    },
    (r) => updateLogoSet(r.scope, storage, r.body),
  );
  const remove = crudRouteDocs(model, 'delete', 200);
  const types: LogoType[] = ['logo', 'favIcon'];
  postCall(
    app,
    calls.logoSetDelete,
    {
      schema: {
        ...remove,
        summary: 'Exclui o logo ou o favicon da loja (type), com os arquivos; o registro fica',
        body: {
          type: 'object',
          required: ['type'],
          properties: {
            type: { type: 'string', enum: types, description: 'logo ou favIcon' },
            id: { type: 'integer' },
            company_id: { type: 'integer', description: 'Loja (admin), sem id' },
          },
        },
      },
    },
    (r) => deleteLogoPicture(r.scope, storage, r.body),
  );
}
