// /product/paginate-index: the product list screen (and the layout relevance screen). Built to stay
// fast with 100,000 products per store: filters and paging run in SQL (grid and promotion filters as
// EXISTS), the page is chosen on ids alone, and the stock total is product.balance, which the stock
// ledger keeps (so sorting by stock is an index scan like any other column).
import { type ExpressionBuilder, type Kysely, type OrderByItemBuilder, sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { DB } from '../../generated/db.js';
import { compiledOnce, readerKey } from '../crud/compiled-once.js';
import { pagingFields } from '../crud/paging-fields.js';
import type { ListTotals } from '../crud/list-totals.js';
import { storedCount } from '../crud/row-counts.js';
import { DEFAULT_PAGE_SIZE, escapeLike, type Page, type Row, selectRecords } from '../crud/records.js';
import type { Scope } from '../tenancy/scope.js';
import { PRODUCT_SORTS, type ProductSort } from '../../shared/product-list.js';
import { type Fields, integerIds, parseFields } from '../http/params.js';
import type { ProductListQuery } from '../../shared/calls/index.js';

const productModel = entities.product;

const text = (label: string, maxLength = 200) => ({ label, check: { type: 'string', maxLength } });
const flag = (label: string) => ({ label, check: { type: 'boolean' } });

export const productListFields: Fields = {
  ...pagingFields,
  ordenate_field: text('Ordenação', 40),
  ordenate_type: {
    label: 'Tipo de ordenação',
    check: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
  },
  showInactive: { ...flag('Mostrar Inativos'), aliases: ['show_inactive'] },
  product_name: { ...text('Nome do Produto'), aliases: ['name'] },
  ref: text('Referência'),
  definition: { ...integerIds('Segmento'), aliases: ['definition_id', 'deifinition_id'] },
  category: { ...integerIds('Categoria'), aliases: ['category_id'] },
  subcategory: { ...integerIds('Subcategoria'), aliases: ['subcategory_id'] },
  company: { ...integerIds('Loja'), aliases: ['company_id'] },
  // grid_filter: text looked up in the code, colour and size of the items (true/false: just a switch).
  grid_filter: { label: 'Filtro de grade', check: { type: ['string', 'boolean'], maxLength: 100 } },
  grid_code: text('Código', 100),
  grid_color: text('Cor', 100),
  grid_size: text('Tamanho', 100),
  qtd_cards: { label: 'Cards por linha', check: { type: 'integer', minimum: 1, maximum: 12 } },
  show_img: flag('Mostrar Imagem'),
  promotionRule: {
    label: 'Regra de promoção',
    check: { type: 'string', enum: ['none', 'only_sale', 'no_sale'] },
    messages: { enum: 'Regra inválida!!' },
  },
  gender: {
    label: productModel.properties.gender.label,
    check: { type: 'string', enum: ['f', 'm', 'u', 'F', 'M', 'U'] },
  },
};

/** The call's request (src/shared/calls/catalogue.ts), once parsed. */
export type ProductListParams = ProductListQuery;

const fromProducts = (db: Kysely<DB>) => db.selectFrom('product as t');
type ProductQuery = ReturnType<typeof fromProducts>;
const contains = (value: string) => `%${escapeLike(value)}%`;

function matchIds(
  query: ProductQuery,
  column: 't.definition_id' | 't.category_id' | 't.subcategory_id' | 't.company_id',
  value: number | number[] | undefined,
): ProductQuery {
  if (value === undefined) return query;
  if (!Array.isArray(value)) return query.where(column, '=', value);
  return value.length ? query.where(column, 'in', value) : query.where(sql<boolean>`false`);
}

/** The WHERE of the list: store, active flag, text, taxonomy, gender, grid items and promotions. */
function filtered(scope: Scope, p: ProductListParams): ProductQuery {
  let query = fromProducts(scope.db);
  // The store filter is an admin's choice; a store user's handle only ever sees its own store.
  if (scope.own === undefined) query = matchIds(query, 't.company_id', p.company);
  if (!p.showInactive) query = query.where('t.active', '=', true);
  if (p.product_name) query = query.where('t.name', 'ilike', contains(p.product_name));
  if (p.ref) query = query.where('t.ref', 'ilike', contains(p.ref));
  query = matchIds(query, 't.definition_id', p.definition);
  query = matchIds(query, 't.category_id', p.category);
  query = matchIds(query, 't.subcategory_id', p.subcategory);
  if (p.gender) query = query.where('t.gender', '=', p.gender.toLowerCase());

  const gridText = typeof p.grid_filter === 'string' ? p.grid_filter : undefined;
  if (gridText || p.grid_code || p.grid_color || p.grid_size) {
    // One item must match every grid criterion given.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('grid as g')
          .select(sql.lit(1).as('one'))
          .whereRef('g.company_id', '=', 't.company_id')
          .whereRef('g.product_id', '=', 't.id')
          .$if(!!gridText, (q) =>
            q.where((eb) =>
              eb.or([
                eb('g.code', 'ilike', contains(gridText!)),
                eb('g.color', 'ilike', contains(gridText!)),
                eb('g.size', 'ilike', contains(gridText!)),
              ]),
            ),
          )
          .$if(!!p.grid_code, (q) => q.where('g.code', 'ilike', contains(p.grid_code!)))
          // Colour and size come from the screen's fixed lists: equal, in any letter case.
          .$if(!!p.grid_color, (q) => q.where(sql<boolean>`lower(g.color) = lower(${p.grid_color})`))
          .$if(!!p.grid_size, (q) => q.where(sql<boolean>`lower(g.size) = lower(${p.grid_size})`)),
      ),
    );
  }
  if (p.promotionRule === 'only_sale' || p.promotionRule === 'no_sale') {
    const onSale = (eb: ExpressionBuilder<DB & { t: DB['product'] }, 't'>) =>
      eb.exists(
        eb
          .selectFrom('product_promotion as pp')
          .select(sql.lit(1).as('one'))
          .whereRef('pp.company_id', '=', 't.company_id')
          .whereRef('pp.product_id', '=', 't.id')
          .where('pp.active', '=', true),
      );
    query = query.where((eb) => (p.promotionRule === 'only_sale' ? onSale(eb) : eb.not(onSale(eb))));
  }
  return query;
}

/** The page's order as asked: a field the list offers (else the default) and its direction. */
function orderOf(scope: Scope, p: ProductListParams): { field: ProductSort; desc: boolean } {
  const requested = p.ordenate_field;
  const allowed =
    !!requested &&
    (PRODUCT_SORTS as readonly string[]).includes(requested) &&
    (requested !== 'company_name' || scope.own === undefined);
  // A field that is not offered (or company_name for a store user) means the default order.
  const field: ProductSort = allowed ? (requested as ProductSort) : 'id';
  // Without a direction: ids newest first, other columns ascending.
  const desc =
    requested && !allowed
      ? true
      : p.ordenate_type
        ? p.ordenate_type.toLowerCase() === 'desc'
        : field === 'id';
  return { field, desc };
}

/** ORDER BY of the page: the chosen key, then the newest first so pages never overlap. */
function ordered(query: ProductQuery, { field, desc }: { field: ProductSort; desc: boolean }) {
  // NULLS LAST only where the column may be null: on a NOT NULL column it would stop PostgreSQL
  // from reading the column's (company_id, column) index backwards for a descending page.
  const column = field === 'stock' ? 'balance' : field;
  const nullable = !(productModel.properties as Record<string, { notNull?: boolean }>)[column]?.notNull;
  const dir = (ob: OrderByItemBuilder) => {
    const sorted = desc ? ob.desc() : ob.asc();
    return nullable ? sorted.nullsLast() : sorted;
  };
  let q = query.select('t.id');
  switch (field) {
    case 'category':
      q = q.leftJoin('category as c', 'c.id', 't.category_id').orderBy(sql`c.name`, dir);
      break;
    case 'company_name':
      q = q.leftJoin('company as co', 'co.id', 't.company_id').orderBy(sql`co.fantasy_name`, dir);
      break;
    case 'stock':
      q = q.orderBy('t.balance', dir);
      break;
    case 'id':
      break;
    default:
      q = q.orderBy(sql.ref(`t.${field}`), dir);
  }
  return q.orderBy('t.id', field === 'id' && !desc ? 'asc' : 'desc');
}

interface OpeningShape {
  db: Scope['db'];
  scope: Scope;
  p: ProductListParams;
  order: { field: ProductSort; desc: boolean };
}

/**
 * The page's ids when the list is filtered by no more than the reader's store and the active flag,
 * as the screen opens and pages on: one compiled text per reader, flag and order, paged by values.
 */
const openingIds = compiledOnce<OpeningShape, { id: number }, { limit: number; offset: number }>(
  ['limit', 'offset'],
  ({ scope, p, order }, { limit, offset }) => ordered(filtered(scope, p), order).limit(limit).offset(offset),
);

async function pageIds(scope: Scope, p: ProductListParams, perPage: number, page: number) {
  const order = orderOf(scope, p);
  const paging = { limit: perPage, offset: (page - 1) * perPage };
  const rows =
    !filteredBeyondStore(p) && (scope.own !== undefined || p.company === undefined)
      ? await openingIds.run(
          { db: scope.db, scope, p, order },
          readerKey(scope, !!p.showInactive, order.field, order.desc),
          paging,
        )
      : await ordered(filtered(scope, p), order).limit(paging.limit).offset(paging.offset).execute();
  return rows.map((r) => r.id);
}

/** The tables a filter of the list reads (migration 0029 tells of their writes). */
const FILTERED_TABLES = ['product', 'grid', 'product_promotion'] as const;
/** What does not change which rows match: paging, order and presentation. */
const NOT_FILTERS = new Set([
  'page',
  'itens_per_page',
  'ordenate_field',
  'ordenate_type',
  'qtd_cards',
  'show_img',
]);

/** totals: list totals kept between calls (crud/list-totals.ts); without it, read or counted each time. */
export async function listProducts(scope: Scope, body: unknown, totals?: ListTotals): Promise<Page> {
  const p = parseFields(productListFields, body) as ProductListParams;
  const perPage = p.itens_per_page ?? DEFAULT_PAGE_SIZE;
  const page = p.page ?? 1;
  const count = async () =>
    Number(
      (
        await filtered(scope, p)
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );
  // The stored count when the list is not filtered, else a count; either kept between calls.
  const counted = async () => (await storedTotal(scope, p)) ?? (await count());
  const total = totals
    ? await totals.total(totalKey(scope, p), FILTERED_TABLES, totalStore(scope, p), counted)
    : await counted();
  const last_page = Math.max(1, Math.ceil(total / perPage));
  if (total === 0 || (page - 1) * perPage >= total) return { data: [], total, last_page };

  const ids = await pageIds(scope, p, perPage, page);
  return { data: await pageRows(scope, ids, !!p.show_img), total, last_page };
}

/**
 * The total from the per-store counts the writes keep (crud/row-counts.ts) when the list is filtered
 * by no more than the store and the active flag, as the screen opens; undefined otherwise (counted).
 */
async function storedTotal(scope: Scope, p: ProductListParams): Promise<number | undefined> {
  if (filteredBeyondStore(p)) return undefined;
  // A store user's handle reads its own store's counts; an admin's list is every store or those chosen.
  const stores = scope.own !== undefined || p.company === undefined ? undefined : [p.company].flat();
  return storedCount(scope.db, productModel.name, {
    stores,
    keys: p.showInactive ? undefined : [true],
  });
}

/** Whether the list is filtered by more than the store and the active flag. */
function filteredBeyondStore(p: ProductListParams): boolean {
  return !!(
    p.product_name ||
    p.ref ||
    p.definition !== undefined ||
    p.category !== undefined ||
    p.subcategory !== undefined ||
    p.gender ||
    typeof p.grid_filter === 'string' ||
    p.grid_code ||
    p.grid_color ||
    p.grid_size ||
    p.promotionRule === 'only_sale' ||
    p.promotionRule === 'no_sale'
  );
}

/** The filter set, as parsed (so aliases and spellings of one filter share a total), and whose rows. */
function totalKey(scope: Scope, p: ProductListParams): string {
  const filters = Object.entries(p)
    .filter(([name, value]) => !NOT_FILTERS.has(name) && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `product:${scope.own ?? 'admin'}:${JSON.stringify(filters)}`;
}

/** The one store the total counts (a store user's own, or an admin's single store filter). */
function totalStore(scope: Scope, p: ProductListParams): number | undefined {
  if (scope.own !== undefined) return scope.own;
  const chosen = p.company === undefined ? [] : [p.company].flat();
  return chosen.length === 1 ? chosen[0] : undefined;
}

/** The page's rows by id: one statement text per store and level, the ids its one parameter. */
const productRows = compiledOnce<Scope, Row, { ids: number[] }>(['ids'], (scope, { ids }) =>
  selectRecords(scope, productModel, { lookups: 'subquery' }).where(sql<boolean>`t.id = any(${ids}::int[])`),
);

/**
 * The full rows of the page, in page order: product fields, category and company_name. The page's ids
 * are chosen first, on their own (sorting reads nothing but an index); the rows' names come from
 * lookup subqueries, which PostgreSQL plans far faster than five joins.
 */
async function pageRows(scope: Scope, ids: number[], withImage: boolean): Promise<Row[]> {
  if (!ids.length) return [];
  const rows = await productRows.run(scope, readerKey(scope), { ids });
  const companies = [...new Set(rows.map((r) => r.company_id as number))];
  const images = withImage ? await firstImages(scope, companies, ids) : undefined;
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  // The driver's rows are this call's own: completed in place rather than copied (25 rows a call).
  const page: Row[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    row.category = row.category_name ?? null;
    if (images) row.img_name = images.get(id) ?? null;
    page.push(row);
  }
  return page;
}

/** The most relevant photo of each product (for the card view of the layout relevance screen). */
async function firstImages(scope: Scope, companies: number[], ids: number[]): Promise<Map<number, string>> {
  const rows = await scope.db
    .selectFrom('product_image')
    .distinctOn('product_id')
    .select(['product_id', 'img_name'])
    .where('company_id', 'in', companies)
    .where('product_id', 'in', ids)
    .where('img_name', 'is not', null)
    .orderBy('product_id')
    .orderBy('relevance')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.img_name as string]));
}
