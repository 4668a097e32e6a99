// The store's banner set (/layout/ecommerce-image/index, save, update, delete), replacing the generic
// calls because a set carries its files: new banners come as base64 (an image, resized with the
// bannerImage / bannerMobileImage presets, or an MP4/WebM video stored as sent, both recognised by
// content), kept ones by img_id. The whole set is written in the request's transaction; files a save
// replaces or a delete removes leave the disk only after the commit, and files written for a request
// that fails are removed at once. One set per store (unique index on company_id).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import {
  BANNER_MESSAGES,
  DEFAULT_FRAME_RATE,
  DEFAULT_INTERVAL_MS,
  kindOfAddress,
  MAX_BANNER_VIDEO_BYTES,
  MAX_BANNERS,
} from '../../shared/banners.js';
import {
  type BannerItem,
  type BannerKind,
  type BannerSetView,
  calls,
  type PublicBannerSet,
} from '../../shared/calls/index.js';
import { isWebAddress } from '../../shared/web-address.js';
import { assertAccess, parseId, type Row } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import type { Database } from '../db/connect.js';
import { BANNER_BODY_LIMIT } from '../http/body-limits.js';
import { postCall } from '../http/call-routes.js';
import { addError, type FieldErrors, HttpError, invalid, notFound } from '../http/errors.js';
import { type Fields, fromProperty, parseFields } from '../http/params.js';
import { prepareImage, type PreparedImage, sniffImage, storeImage } from '../media/images.js';
import { bannerImage, bannerMobileImage, type ImagePreset } from '../media/presets.js';
import { sniffVideo, storeVideo, type VideoFormat } from '../media/videos.js';
import type { FileStorage } from '../storage/files.js';
import type { Scope } from '../tenancy/scope.js';

const model = entities.banner_set;

const LISTS = {
  items: { preset: bannerImage, aliases: [] as string[], label: 'Banner' },
  items_mobile: { preset: bannerMobileImage, aliases: ['itemsMobile'], label: 'Banner mobile' },
} as const;
type ListName = keyof typeof LISTS;
const LIST_NAMES = Object.keys(LISTS) as ListName[];

const scalarFields: Fields = {
  interval: fromProperty(model.properties.interval!),
  frame_rate: fromProperty(model.properties.frame_rate!, { aliases: ['frameRate'] }),
};

const isObject = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);

// ---- reading ------------------------------------------------------------------------------------

interface StoredSet {
  id: number;
  company_id: number;
  items: unknown;
  items_mobile: unknown;
  interval: number;
  frame_rate: string;
}

/** Stored items as the API answers them (rows of the demo data have no kind: known by extension). */
function itemsOf(value: unknown): BannerItem[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((item) => {
    const src = String(item.src ?? '');
    const link = typeof item.link === 'string' && item.link ? item.link : null;
    const kind: BannerKind = item.kind === 'video' || item.kind === 'image' ? item.kind : kindOfAddress(src);
    return { img_id: Number(item.img_id), src, link, kind };
  });
}

function viewOf(companyId: number, row: StoredSet | undefined): BannerSetView {
  if (!row)
    return {
      id: null,
      company_id: companyId,
      items: [],
      items_mobile: [],
      interval: DEFAULT_INTERVAL_MS,
      frame_rate: DEFAULT_FRAME_RATE,
    };
  return {
    id: Number(row.id),
    company_id: Number(row.company_id),
    items: itemsOf(row.items),
    items_mobile: itemsOf(row.items_mobile),
    interval: Number(row.interval),
    frame_rate: row.frame_rate,
  };
}

/** The store's set, locked for the rest of the transaction when `lock` (writers queue on it). */
async function currentSet(db: Database, companyId: number, lock = false): Promise<StoredSet | undefined> {
  let query = db
    .selectFrom('banner_set')
    .select(['id', 'company_id', 'items', 'items_mobile', 'interval', 'frame_rate'])
    .where('company_id', '=', companyId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as StoredSet | undefined;
}

export async function bannerSetOf(scope: Scope, body: unknown): Promise<BannerSetView> {
  assertAccess(model, scope, 'read');
  const companyId = scope.storeOf(body);
  return viewOf(companyId, await currentSet(scope.forStore(companyId), companyId));
}

/** What a storefront shows: addresses made absolute (PUBLIC_URL), no ids. */
export async function publicBannerSet(
  db: Database,
  companyId: number,
  publicAddress: (url: string) => string | null,
): Promise<PublicBannerSet> {
  const view = viewOf(companyId, await currentSet(db, companyId));
  const shown = (items: BannerItem[]) =>
    items.map((i) => ({ src: publicAddress(i.src) ?? i.src, link: i.link ?? null, kind: i.kind }));
  return {
    items: shown(view.items),
    itemsMobile: shown(view.items_mobile),
    interval: view.interval,
    frameRate: view.frame_rate,
  };
}

// ---- uploads ------------------------------------------------------------------------------------

const DATA_URL = /^data:[\w/+.-]*(?:;[\w.+-]+=[\w.+-]+)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

type Upload = { kind: 'image'; image: PreparedImage } | { kind: 'video'; format: VideoFormat; data: Buffer };

/** A new banner's file, checked in memory (nothing written): a message in pt-BR when refused. */
async function prepareUpload(value: string, preset: ImagePreset): Promise<Upload | string> {
  const text = value.replace(DATA_URL, '');
  // Checked on the text first, so an oversized upload is never decoded.
  if (text.length > Math.ceil(MAX_BANNER_VIDEO_BYTES / 3) * 4 + 1024) return BANNER_MESSAGES.videoTooHeavy;
  const bytes = BASE64.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (!bytes.length) return BANNER_MESSAGES.badFile;
  const video = sniffVideo(bytes);
  if (video) {
    if (bytes.length > MAX_BANNER_VIDEO_BYTES) return BANNER_MESSAGES.videoTooHeavy;
    return { kind: 'video', format: video, data: bytes };
  }
  const picture = sniffImage(bytes);
  if (picture !== 'jpeg' && picture !== 'png' && picture !== 'webp') return BANNER_MESSAGES.badFile;
  try {
    return { kind: 'image', image: await prepareImage(bytes, preset) };
  } catch (error) {
    if (error instanceof HttpError && error.errors) return Object.values(error.errors).flat()[0]!;
    throw error;
  }
}

// ---- writing ------------------------------------------------------------------------------------

/** One banner of the new set: kept as stored, or a file to write first. */
type Planned = { kept: BannerItem } | { upload: Upload; link: string | null };

/** Checks one list of a save/update against the stored one; every problem goes into `errors`. */
async function planList(
  name: ListName,
  input: unknown,
  stored: BannerItem[],
  errors: FieldErrors,
): Promise<Planned[]> {
  if (!Array.isArray(input)) {
    addError(errors, name, 'Lista de banners inválida');
    return [];
  }
  if (input.length > MAX_BANNERS) {
    addError(errors, name, BANNER_MESSAGES.tooMany);
    return [];
  }
  const { preset, label } = LISTS[name];
  const seen = new Set<number>();
  const planned: Planned[] = [];
  for (const [index, raw] of input.entries()) {
    const say = (message: string) => addError(errors, name, `${label} ${index + 1}: ${message}`);
    if (!isObject(raw)) {
      say('dados inválidos');
      continue;
    }
    let link: string | null = null;
    if (raw.link !== undefined && raw.link !== null && raw.link !== '') {
      const text = typeof raw.link === 'string' ? raw.link.trim() : '';
      if (!text || text.length > 2048 || !isWebAddress(text)) say('Link inválido. Insira um URL válido.');
      else link = text;
    }
    if (typeof raw.base64 === 'string' && raw.base64 !== '') {
      const upload = await prepareUpload(raw.base64, preset);
      if (typeof upload === 'string') say(upload);
      else planned.push({ upload, link });
      continue;
    }
    // A kept banner: by img_id, else by its address; only this list's own (sizes differ per list).
    const id = typeof raw.img_id === 'string' && /^\d+$/.test(raw.img_id) ? Number(raw.img_id) : raw.img_id;
    const found = stored.find((s) =>
      id !== undefined && id !== null ? s.img_id === id : typeof raw.src === 'string' && s.src === raw.src,
    );
    if (!found) say(id === undefined && raw.src === undefined ? 'envie um arquivo' : 'banner não encontrado');
    else if (seen.has(found.img_id)) say('banner repetido');
    else {
      seen.add(found.img_id);
      planned.push({ kept: { ...found, link } });
    }
  }
  return planned;
}

/** Removes files of this store that the set no longer names (after the commit). */
function removeLater(
  scope: Scope,
  storage: FileStorage,
  companyId: number,
  before: BannerItem[],
  after: BannerItem[],
) {
  const still = new Set(after.map((i) => i.src));
  const keys = before
    .filter((i) => !still.has(i.src))
    .map((i) => storage.keyOf(i.src))
    .filter((k): k is string => !!k && k.startsWith(`${companyId}/`));
  if (keys.length) scope.afterCommit(() => storage.remove(keys));
}

/** Stored as the schema's item: no link key when there is none. */
const jsonb = (items: BannerItem[]) =>
  sql`${JSON.stringify(items.map(({ link, ...item }) => (link ? { ...item, link } : item)))}::jsonb`;

async function nextImgId(db: Database): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('global_id_seq') as id`.execute(db);
  return Number(rows[0]!.id);
}

/** save (mode 'save': the store has no set yet) and update (mode 'update': the body's id). */
export async function writeBannerSet(
  scope: Scope,
  storage: FileStorage,
  body: unknown,
  mode: 'save' | 'update',
): Promise<BannerSetView> {
  assertAccess(model, scope, 'write');
  const input = isObject(body) ? body : {};
  const companyId = scope.storeOf(input);
  const db = scope.forStore(companyId);
  const id = mode === 'update' ? parseId(input) : undefined;
  const current = await currentSet(db, companyId, true);
  if (mode === 'update' && (!current || Number(current.id) !== id)) throw notFound();
  if (mode === 'save' && current)
    throw invalid({ company_id: [model.messages?.unique ?? 'Esta loja já possui um conjunto de banners'] });
  const before = viewOf(companyId, current);

  const errors: FieldErrors = {};
  let scalars: Row = {};
  try {
    scalars = parseFields(scalarFields, input);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    Object.assign(errors, error.errors);
  }
  const plans: Partial<Record<ListName, Planned[]>> = {};
  for (const name of LIST_NAMES) {
    let value = input[name];
    for (const alias of LISTS[name].aliases) if (value === undefined) value = input[alias];
    if (value === undefined || value === null) continue;
    plans[name] = await planList(name, value, before[name], errors);
  }
  if (Object.keys(errors).length) throw invalid(errors);

  // Every file is known good: write them, then the row. If the transaction rolls back, whatever
  // failed and when (the commit included), the files written for it go.
  const written: string[] = [];
  scope.afterRollback(() =>
    storage.remove(written.map((src) => storage.keyOf(src)).filter((k): k is string => !!k)),
  );
  const lists: Record<ListName, BannerItem[]> = { items: before.items, items_mobile: before.items_mobile };
  for (const name of LIST_NAMES) {
    const plan = plans[name];
    if (!plan) continue;
    const out: BannerItem[] = [];
    for (const p of plan) {
      if ('kept' in p) {
        out.push(p.kept);
        continue;
      }
      let src: string;
      if (p.upload.kind === 'image') {
        const stored = await storeImage(storage, companyId, p.upload.image);
        src = stored.files[0]!.url;
      } else
        src = await storeVideo(storage, companyId, LISTS[name].preset.folder, p.upload.format, p.upload.data);
      written.push(src);
      out.push({ img_id: await nextImgId(db), src, link: p.link, kind: p.upload.kind });
    }
    lists[name] = out;
  }
  const values = {
    items: jsonb(lists.items),
    items_mobile: jsonb(lists.items_mobile),
    interval: (scalars.interval as number | undefined) ?? before.interval,
    frame_rate: (scalars.frame_rate as string | undefined) ?? before.frame_rate,
  };
  if (current)
    await db
      .updateTable('banner_set')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', current.id)
      .execute();
  else
    await db
      .insertInto('banner_set')
      .values({ company_id: companyId, ...values })
      .execute();
  removeLater(
    scope,
    storage,
    companyId,
    [...before.items, ...before.items_mobile],
    [...lists.items, ...lists.items_mobile],
  );
  return viewOf(companyId, await currentSet(db, companyId));
}

const deleteFields: Fields = {
  mobile: { label: 'Mobile', check: { type: 'boolean' } },
};

/** Removes ONE banner (id = its img_id) from the desktop list, or the mobile one when `mobile`. */
export async function deleteBanner(
  scope: Scope,
  storage: FileStorage,
  body: unknown,
): Promise<BannerSetView> {
  assertAccess(model, scope, 'write');
  const companyId = scope.storeOf(body);
  const imgId = parseId(body);
  const { mobile = false } = parseFields(deleteFields, body) as { mobile?: boolean };
  const db = scope.forStore(companyId);
  const current = await currentSet(db, companyId, true);
  if (!current) throw notFound();
  const name: ListName = mobile ? 'items_mobile' : 'items';
  const before = viewOf(companyId, current);
  const list = before[name];
  if (!list.some((i) => i.img_id === imgId)) throw notFound();
  const rest = list.filter((i) => i.img_id !== imgId);
  await db
    .updateTable('banner_set')
    .set({ [name]: jsonb(rest), updated_at: sql<Date>`now()` })
    .where('id', '=', current.id)
    .execute();
  const other = mobile ? before.items : before.items_mobile;
  removeLater(scope, storage, companyId, list, [...rest, ...other]);
  return viewOf(companyId, await currentSet(db, companyId));
}

// ---- routes -------------------------------------------------------------------------------------

const bannerItemSchema = {
  type: 'object',
  properties: {
    img_id: { type: 'integer' },
    src: { type: 'string' },
    link: { type: ['string', 'null'] },
    kind: { type: 'string', enum: ['image', 'video'] },
  },
};
const inputItemSchema = {
  type: 'object',
  properties: {
    img_id: { type: 'integer', description: 'Banner mantido (o img_id que o conjunto já tem)' },
    src: { type: 'string', description: 'Banner mantido, pelo endereço (quando sem img_id)' },
    base64: {
      type: 'string',
      description:
        'Banner novo: data URL ou base64 de uma imagem JPEG/PNG/WebP (até 10 MB) ou de um vídeo MP4/WebM (até 15 MB)',
    },
    link: { type: ['string', 'null'], format: 'uri-reference' },
  },
};
const viewSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'], description: 'null: a loja ainda não tem banners (valores padrão)' },
    company_id: { type: 'integer' },
    items: { type: 'array', items: bannerItemSchema, maxItems: MAX_BANNERS },
    items_mobile: { type: 'array', items: bannerItemSchema, maxItems: MAX_BANNERS },
    interval: { type: 'integer', minimum: 1000, maximum: 60000 },
    frame_rate: { type: 'string', example: '3/8' },
  },
};
const writeBody = (withId: boolean) => ({
  type: 'object',
  properties: {
    ...(withId ? { id: { type: 'integer' } } : {}),
    company_id: { type: 'integer', description: 'Administradores: a loja' },
    items: { type: 'array', items: inputItemSchema, maxItems: MAX_BANNERS },
    items_mobile: { type: 'array', items: inputItemSchema, maxItems: MAX_BANNERS },
    interval: { type: 'integer', minimum: 1000, maximum: 60000 },
    frame_rate: { type: 'string', example: '3/8' },
  },
  ...(withId ? { required: ['id'] } : {}),
});
const docs = (op: 'index' | 'save' | 'update' | 'delete', status: number, summary: string, body: object) => {
  const base = crudRouteDocs(model, op, status);
  return { ...base, summary, body, response: { ...base.response, [status]: viewSchema } };
};

export function registerBannerRoutes(app: FastifyInstance, storage: FileStorage): void {
  const upload = { bodyLimit: BANNER_BODY_LIMIT };
  postCall(
    app,
    calls.bannerSet,
    {
      config: { transaction: false },
      schema: docs('index', 200, 'Banners da loja (valores padrão quando ainda não há)', {
        type: 'object',
        properties: { company_id: { type: 'integer', description: 'Administradores: a loja' } },
      }),
    },
    (r) => bannerSetOf(r.scope, r.body),
  );
  postCall(
    app,
    calls.bannerSetSave,
    {
      ...upload,
      status: model.status.save,
      schema: docs(
        'save',
        model.status.save,
        'Cria o conjunto de banners da loja (um por loja)',
        writeBody(false),
      ),
    },
    (r) => writeBannerSet(r.scope, storage, r.body, 'save'),
  );
  postCall(
    app,
    calls.bannerSetUpdate,
    {
      ...upload,
      status: model.status.update,
      schema: docs(
        'update',
        model.status.update,
        'Regrava o conjunto de banners (listas na ordem exibida; arquivos retirados são apagados)',
        writeBody(true),
      ),
    },
    (r) => writeBannerSet(r.scope, storage, r.body, 'update'),
  );
  postCall(
    app,
    calls.bannerDelete,
    {
      status: 200,
      schema: docs(
        'delete',
        200,
        'Exclui UM banner (id = img_id) da lista desktop, ou da mobile com mobile: true',
        {
          type: 'object',
          properties: {
            company_id: { type: 'integer' },
            id: { type: 'integer', description: 'img_id do banner' },
            mobile: { type: 'boolean' },
          },
          required: ['id'],
        },
      ),
    },
    (r) => deleteBanner(r.scope, storage, r.body),
  );
}
