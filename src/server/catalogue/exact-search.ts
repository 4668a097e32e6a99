// /product/exact-search: one row per grid item of the products found by name, reference or item
// code, with its balance, for adding or removing stock right there.
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { compiledOnce, readerKey, type Slots } from '../crud/compiled-once.js';
import { pagingFields } from '../crud/paging-fields.js';
import { escapeLike, type Page, type Row, withoutHiddenFields } from '../crud/records.js';
import type { Scope } from '../tenancy/scope.js';
import { invalid } from '../http/errors.js';
import { type Fields, integerIds, parseFields } from '../http/params.js';
import type { ExactSearchRow } from '../../shared/calls/index.js';

export const SEARCH_CRITERION_MISSING = 'Informe o nome do produto, a referência ou o código';
const DEFAULT_ROWS = 100;

const fields: Fields = {
  product_name: { label: 'Nome do Produto', check: { type: 'string', maxLength: 200 }, aliases: ['name'] },
  ref: { label: 'Referência', check: { type: 'string', maxLength: 200 } },
  code: { label: 'Código', check: { type: 'string', maxLength: 200 } },
  company: { ...integerIds('Loja'), aliases: ['company_id'] },
  ...pagingFields,
};

export type { ExactSearchRow } from '../../shared/calls/index.js';

/** What the statements' text depends on besides their values: one compiled text per shape. */
interface SearchShape {
  db: Scope['db'];
  /** An admin picked stores (any number: they are one array parameter); else every store. */
  picked: boolean;
  name: boolean;
  ref: boolean;
  code: boolean;
}

type SearchValues = {
  stores: number[];
  name: string;
  ref: string;
  code: string;
  limit: number;
  offset: number;
};

const VALUE_NAMES = ['stores', 'name', 'ref', 'code', 'limit', 'offset'] as const;

function matching(shape: SearchShape, values: Slots<SearchValues>) {
  let query = shape.db
    .selectFrom('grid as g')
    .innerJoin('product as t', (j) =>
      j.onRef('t.company_id', '=', 'g.company_id').onRef('t.id', '=', 'g.product_id'),
    );
  if (shape.picked) query = query.where(sql<boolean>`g.company_id = any(${values.stores}::int[])`);
  if (shape.name) query = query.where('t.name', 'ilike', values.name);
  if (shape.ref) query = query.where('t.ref', 'ilike', values.ref);
  if (shape.code) query = query.where('g.code', 'ilike', values.code);
  return query;
}

const searchCount = compiledOnce<SearchShape, { total: number }, SearchValues>(VALUE_NAMES, (shape, values) =>
  matching(shape, values).select(sql<number>`count(*)::int`.as('total')),
);

/** A found grid item as read (the amount to move is the screen's, 0 to start). */
type FoundRow = Row & Omit<ExactSearchRow, 'amount'>;

const searchRows = compiledOnce<SearchShape, FoundRow, SearchValues>(VALUE_NAMES, (shape, values) =>
  matching(shape, values)
    .leftJoin('company as co', 'co.id', 'g.company_id')
    .select([
      'co.fantasy_name as company_name',
      't.name as product_name',
      't.ref',
      'g.code',
      'g.color',
      'g.size',
      'g.balance',
      'g.id as grid_id',
      'g.product_id',
    ])
    .orderBy('t.name')
    .orderBy('t.id')
    .orderBy('g.id')
    .limit(values.limit)
    .offset(values.offset),
);

export async function exactSearch(scope: Scope, body: unknown): Promise<Page<ExactSearchRow>> {
  const p = parseFields(fields, body) as {
    product_name?: string;
    ref?: string;
    code?: string;
    company?: number | number[];
    page?: number;
    itens_per_page?: number;
  };
  if (!p.product_name && !p.ref && !p.code)
    throw invalid({
      product_name: [SEARCH_CRITERION_MISSING],
      ref: [SEARCH_CRITERION_MISSING],
      code: [SEARCH_CRITERION_MISSING],
    });
  // A store user's handle sees its own store only; an admin may pick stores.
  const company = scope.own === undefined ? p.company : undefined;
  const stores = company === undefined ? undefined : [company].flat();
  const shape: SearchShape = {
    db: scope.db,
    picked: stores !== undefined,
    name: !!p.product_name,
    ref: !!p.ref,
    code: !!p.code,
  };
  const key = readerKey(scope, shape.picked, shape.name, shape.ref, shape.code);
  const perPage = p.itens_per_page ?? DEFAULT_ROWS;
  const page = p.page ?? 1;
  const values: SearchValues = {
    stores: stores?.length ? stores : [0],
    name: `%${escapeLike(p.product_name ?? '')}%`,
    ref: `%${escapeLike(p.ref ?? '')}%`,
    code: `%${escapeLike(p.code ?? '')}%`,
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  const total = Number((await searchCount.run(shape, key, values))[0]?.total ?? 0);
  const rows = total === 0 ? [] : await searchRows.run(shape, key, values);
  const { product, grid } = entities;
  const visible = withoutHiddenFields(scope, rows, {
    product_name: [product, 'name'],
    ref: [product, 'ref'],
    code: [grid, 'code'],
    color: [grid, 'color'],
    size: [grid, 'size'],
    balance: [grid, 'balance'],
  });
  return {
    data: visible.map((r) => ({ ...r, amount: 0 })),
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
