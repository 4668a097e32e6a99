// GET /report/products?company_id=: every product of a store for the list's CSV export, in pages
// (page, per_page up to 5000) so the panel can show progress on a store with 100,000 products. The
// total comes in the X-Total-Count header; the body is the spec's plain array.
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { assertAccess, type Row, withoutHiddenFields } from '../crud/records.js';
import { invalid } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';
import { type Fields, parseFields } from '../http/params.js';

export const REPORT_MAX_PAGE = 5000;
export const STORE_REQUIRED = 'Selecione uma loja.';

const fields: Fields = {
  company_id: { label: 'Loja', check: { type: 'integer', minimum: 1 } },
  page: { label: 'Página', check: { type: 'integer', minimum: 1 } },
  per_page: { label: 'Itens por página', check: { type: 'integer', minimum: 1, maximum: REPORT_MAX_PAGE } },
};

export async function productReport(scope: Scope, query: unknown): Promise<{ rows: Row[]; total: number }> {
  assertAccess(entities.product, scope, 'read');
  const p = parseFields(fields, query) as { company_id?: number; page?: number; per_page?: number };
  // A store user exports its own store; an admin says which one (spec: no store, no export).
  const company = scope.own ?? p.company_id;
  if (company === undefined) throw invalid({ company_id: [STORE_REQUIRED] });
  const db = scope.forStore(company);
  const perPage = p.per_page ?? REPORT_MAX_PAGE;
  const counted = await db
    .selectFrom('product')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('product as t')
    .leftJoin('definition as d', 'd.id', 't.definition_id')
    .leftJoin('category as c', 'c.id', 't.category_id')
    .leftJoin('sub_category as s', 's.id', 't.subcategory_id')
    .select([
      't.id',
      't.created_at',
      't.updated_at',
      't.name',
      't.ref',
      'd.name as definition_name',
      'c.name as category_name',
      's.name as subcategory_name',
    ])
    .orderBy('t.id')
    .limit(perPage)
    .offset(((p.page ?? 1) - 1) * perPage)
    .execute();
  const { product } = entities;
  const visible = withoutHiddenFields(scope, rows, {
    created_at: [product, 'created_at'],
    updated_at: [product, 'updated_at'],
    name: [product, 'name'],
    ref: [product, 'ref'],
    definition_name: [product, 'definition_id'],
    category_name: [product, 'category_id'],
    subcategory_name: [product, 'subcategory_id'],
  });
  return { rows: visible, total: Number(counted.n) };
}
