// /product/exact-search: one row per grid item of the products found by name, reference or item
// code, with its balance, for adding or removing stock right there.
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { pagingFields } from '../crud/paging-fields.js';
import { escapeLike, type Page, withoutHiddenFields } from '../crud/records.js';
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
  let query = scope.db
    .selectFrom('grid as g')
    .innerJoin('product as t', (j) =>
      j.onRef('t.company_id', '=', 'g.company_id').onRef('t.id', '=', 'g.product_id'),
    );
  if (company !== undefined)
    query = Array.isArray(company)
      ? query.where('g.company_id', 'in', company.length ? company : [0])
      : query.where('g.company_id', '=', company);
  if (p.product_name) query = query.where('t.name', 'ilike', `%${escapeLike(p.product_name)}%`);
  if (p.ref) query = query.where('t.ref', 'ilike', `%${escapeLike(p.ref)}%`);
  if (p.code) query = query.where('g.code', 'ilike', `%${escapeLike(p.code)}%`);

  const perPage = p.itens_per_page ?? DEFAULT_ROWS;
  const page = p.page ?? 1;
  const counted = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows =
    total === 0
      ? []
      : await query
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
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute();
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
