// The Facebook (Meta) catalogue of a store: its active products that can be sold, one row each in
// the format Meta's catalogue imports. Read two ways: the panel's report (/report/facebook-catalog,
// pages of rows) and the public feed (GET /api/facebook-integration/show/{company_id}, CSV for Meta
// to fetch without a token). One query for both: the photo, the active promotion, the brand and the
// taxonomy come in the same statement (lateral joins on their (company_id, product_id) indexes), so
// a page costs one round trip whatever its size, and the feed walks the store by id in batches.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../generated/db.js';
import type { FacebookCatalogRow } from '../../shared/calls/index.js';
import { csvCell } from '../../shared/csv-cell.js';
import { STORE_TIME_ZONE } from '../../shared/time.js';
import { pagingFields } from '../crud/paging-fields.js';
import { DEFAULT_PAGE_SIZE } from '../crud/records.js';
import { invalid } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';

export const STORE_REQUIRED = 'Selecione uma loja.';
/** The path of a product's page under the store's page_url. */
export const productPath = (id: number) => `/produto/${id}`;

const gender: Fields[string] = {
  label: 'Gênero',
  check: { type: 'string', enum: ['m', 'f', 'u'] },
  messages: { enum: 'Gênero inválido: use m, f ou u' },
};

const reportFields: Fields = {
  company_id: { label: 'Loja', check: { type: 'integer', minimum: 1 }, aliases: ['company'] },
  gender,
  only_facebook_description: { label: 'Somente com descrição do catálogo', check: { type: 'boolean' } },
  ...pagingFields,
};

const feedFields: Fields = {
  company_id: { label: 'Loja', check: { type: 'integer', minimum: 1 } },
  gender,
  face_description: { label: 'Somente com descrição do catálogo', check: { type: 'boolean' } },
};

export interface CatalogueFilter {
  gender?: 'm' | 'f' | 'u';
  onlyFacebookDescription: boolean;
}

/** The tables the catalogue reads: a committed write to one of them makes a cached feed stale. */
export const FEED_TABLES: ReadonlySet<string> = new Set([
  'product',
  'product_image',
  'product_promotion',
  'brand',
  'category',
  'sub_category',
  'company',
]);

/**
 * What the catalogue offers: active products that can be sold now — in stock (balance > 0) or
 * without stock control (made to order); Meta then reads them all as 'in stock'.
 */
function catalogue(db: Kysely<DB>, companyId: number, filter: CatalogueFilter) {
  return db
    .selectFrom('product as p')
    .where('p.company_id', '=', companyId)
    .where('p.active', '=', true)
    .where((eb) => eb.or([eb('p.stock_control', '=', false), eb('p.balance', '>', 0)]))
    .$if(filter.gender !== undefined, (q) => q.where('p.gender', '=', filter.gender!))
    .$if(filter.onlyFacebookDescription, (q) =>
      q.where(sql<boolean>`coalesce(btrim(p.facebook_description), '') <> ''`),
    );
}

function withColumns(query: ReturnType<typeof catalogue>) {
  return (
    query
      .innerJoin('company as co', 'co.id', 'p.company_id')
      .leftJoin('brand as b', 'b.id', 'p.brand_id')
      .leftJoin('category as c', 'c.id', 'p.category_id')
      .leftJoin('sub_category as s', 's.id', 'p.subcategory_id')
      // The most relevant photo (relevance 1 first), as the product's images list orders them.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('product_image as i')
            .select('i.img_name')
            .whereRef('i.company_id', '=', 'p.company_id')
            .whereRef('i.product_id', '=', 'p.id')
            .where('i.img_name', 'is not', null)
            .orderBy('i.relevance')
            .orderBy('i.id')
            .limit(1)
            .as('img'),
        (join) => join.onTrue(),
      )
      // The active promotion running now (one at most: promotions.ts keeps a single active one).
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('product_promotion as pr')
            .select(['pr.discount_value', 'pr.start_date', 'pr.end_date', 'pr.no_period'])
            .whereRef('pr.company_id', '=', 'p.company_id')
            .whereRef('pr.product_id', '=', 'p.id')
            .where('pr.active', '=', true)
            .where('pr.discount_value', 'is not', null)
            .where((w) =>
              w.or([
                w('pr.no_period', '=', true),
                w.and([
                  w('pr.start_date', '<=', sql<Date>`now()`),
                  w.or([w('pr.end_date', 'is', null), w('pr.end_date', '>=', sql<Date>`now()`)]),
                ]),
              ]),
            )
            .orderBy('pr.id', 'desc')
            .limit(1)
            .as('promo'),
        (join) => join.onTrue(),
      )
      .select([
        'p.id',
        'p.name',
        'p.gender',
        'p.description',
        'p.facebook_description',
        sql<string>`p.price::text`.as('price'),
        // Exact numeric arithmetic; never below zero.
        sql<
          string | null
        >`(case when promo.discount_value is null then null else greatest(p.price - promo.discount_value, 0) end)::numeric(12,2)::text`.as(
          'sale_price',
        ),
        'promo.start_date',
        'promo.end_date',
        'co.page_url',
        'b.name as brand_name',
        'c.name as category_name',
        's.name as subcategory_name',
        'img.img_name',
      ])
      .orderBy('p.id')
  );
}

type Raw = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const GENDERS = { m: 'male', f: 'female', u: 'unisex' } as const;

/** Text without HTML tags, entities read and spaces collapsed (Meta wants plain text). */
export function plainText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An instant as ISO 8601 on the store's clock with its offset: 2025-03-01T10:00-03:00. */
const storeInstant = (value: Date | string) =>
  format(new TZDate(new Date(value).getTime(), STORE_TIME_ZONE), "yyyy-MM-dd'T'HH:mmxxx");

/** Where the feed's links point: PUBLIC_URL ("https://painel.loja.com.br", http/public-url.ts). */
export type Origin = string;

function absolute(url: string, origin: Origin): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function toRow(raw: Raw, origin: Origin): FacebookCatalogRow {
  const pageUrl = (raw.page_url ?? '').trim().replace(/\/+$/, '');
  const type = [raw.category_name, raw.subcategory_name].filter(Boolean).join(' > ');
  const onSale = raw.sale_price !== null;
  return {
    id: raw.id,
    title: plainText(raw.name),
    product_type: type,
    link: pageUrl ? `${pageUrl}${productPath(raw.id)}` : '',
    image_link: raw.img_name ? absolute(`${raw.img_name}1000.jpg`, origin) : '',
    description: plainText(raw.facebook_description) || plainText(raw.description),
    condition: 'new',
    availability: 'in stock',
    price: `${raw.price} BRL`,
    sale_price: onSale ? `${raw.sale_price} BRL` : '',
    sale_price_effective_date:
      onSale && raw.start_date && raw.end_date
        ? `${storeInstant(raw.start_date)}/${storeInstant(raw.end_date)}`
        : '',
    brand: raw.brand_name ?? '',
    gender: GENDERS[raw.gender as keyof typeof GENDERS],
  };
}

/** /report/facebook-catalog: one page of the store's catalogue. */
export async function facebookCatalogReport(scope: Scope, body: unknown, origin: Origin) {
  const p = parseFields(reportFields, body);
  // A store user reads its own store whatever it sends; an admin names one.
  const companyId = scope.own ?? (p.company_id as number | undefined);
  if (companyId === undefined) throw invalid({ company_id: [STORE_REQUIRED] });
  const filter: CatalogueFilter = {
    gender: p.gender as CatalogueFilter['gender'],
    onlyFacebookDescription: p.only_facebook_description === true,
  };
  const page = (p.page as number | undefined) ?? 1;
  const perPage = (p.itens_per_page as number | undefined) ?? DEFAULT_PAGE_SIZE;
  const db = scope.forStore(companyId);
  const counted = await catalogue(db, companyId, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  // The page's ids first (the index alone), then their columns: the photo and promotion lookups
  // run for the page's rows only, not for every row an OFFSET skips.
  const pageIds =
    total === 0
      ? []
      : (
          await catalogue(db, companyId, filter)
            .select('p.id')
            .orderBy('p.id')
            .limit(perPage)
            .offset((page - 1) * perPage)
            .execute()
        ).map((r) => r.id);
  const rows = pageIds.length
    ? await withColumns(catalogue(db, companyId, filter).where('p.id', 'in', pageIds)).execute()
    : [];
  return {
    data: rows.map((r) => toRow(r, origin)),
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The feed's query: the store of the path, gender and face_description of the query (422 otherwise). */
export function parseFeedQuery(companyId: unknown, query: unknown): { companyId: number } & CatalogueFilter {
  const p = parseFields(feedFields, { ...(query as object), company_id: companyId });
  if (p.company_id === undefined) throw invalid({ company_id: ['Loja inválida'] });
  return {
    companyId: p.company_id as number,
    gender: p.gender as CatalogueFilter['gender'],
    onlyFacebookDescription: p.face_description === true,
  };
}

/** Meta's columns, in the feed's order. */
export const FEED_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'gender',
  'sale_price',
  'sale_price_effective_date',
  'product_type',
] as const satisfies ReadonlyArray<keyof FacebookCatalogRow>;

/** One CSV field: quoted when it holds a comma, a quote or a line break; never a formula. */
export const csvField = (value: unknown) => csvCell(value, ',');

const csvLine = (values: unknown[]) => `${values.map(csvField).join(',')}\r\n`;

const FEED_BATCH = 500;

/**
 * The feed's CSV, line by line: the header, then the store's catalogue read in batches by id
 * (keyset, each batch one query), so 100,000 products never sit in memory at once. Between batches
 * it lets other requests run (setImmediate): a large store's feed never holds the event loop — nor,
 * on PGlite, the one connection — for more than one batch.
 */
export async function* feedCsv(
  db: Kysely<DB>,
  filter: { companyId: number } & CatalogueFilter,
  origin: Origin,
) {
  yield csvLine([...FEED_COLUMNS]);
  let after = 0;
  for (;;) {
    const batch = await withColumns(catalogue(db, filter.companyId, filter).where('p.id', '>', after))
      .limit(FEED_BATCH)
      .execute();
    if (!batch.length) return;
    let chunk = '';
    for (const raw of batch) {
      const row = toRow(raw, origin);
      chunk += csvLine(FEED_COLUMNS.map((c) => row[c]));
    }
    yield chunk;
    if (batch.length < FEED_BATCH) return;
    after = batch[batch.length - 1].id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
