// The column mapping a store used in its last product import, offered again on the next one: one
// row per store (schemas/product_import_mapping.schema.json), read and written only here.
import { sql } from 'kysely';
import { entities } from '../../../generated/registry.js';
import { IMPORT_FIELD_KEYS, type ImportMapping } from '../../../shared/product-import.js';
import { assertAccess } from '../../crud/records.js';
import { type FieldErrors, invalid } from '../../http/errors.js';
import type { Scope } from '../../tenancy/scope.js';

const MAX_COLUMNS = 200;

function storeOf(scope: Scope, body: unknown): number {
  assertAccess(entities.product, scope, 'write');
  return scope.storeOf(body);
}

export async function importMapping(scope: Scope, body: unknown): Promise<{ columns: ImportMapping | null }> {
  const companyId = storeOf(scope, body);
  const row = await scope
    .forStore(companyId)
    .selectFrom('product_import_mapping')
    .select('columns')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { columns: (row?.columns as ImportMapping | undefined) ?? null };
}

/** Checks the mapping: plain header → a field key or '' (ignored); 422 when anything else. */
function parseColumns(body: unknown): ImportMapping {
  const columns = (body as { columns?: unknown }).columns;
  if (!columns || typeof columns !== 'object' || Array.isArray(columns))
    throw invalid({ columns: ['Por favor insira Colunas'] });
  const entries = Object.entries(columns as Record<string, unknown>);
  const errors: FieldErrors = {};
  if (entries.length > MAX_COLUMNS) errors.columns = [`Colunas deve ter no máximo ${MAX_COLUMNS} itens`];
  for (const [header, field] of entries) {
    if (header.length > 100) errors.columns = ['Nome de coluna com mais de 100 caracteres'];
    else if (typeof field !== 'string' || (field !== '' && !IMPORT_FIELD_KEYS.includes(field as never)))
      errors[`columns.${header}`] = ['Campo de produto inválido'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return columns as ImportMapping;
}

export async function saveImportMapping(scope: Scope, body: unknown): Promise<{ columns: ImportMapping }> {
  const companyId = storeOf(scope, body);
  const columns = parseColumns(body);
  const json = sql<ImportMapping>`${JSON.stringify(columns)}::jsonb`;
  await scope
    .forStore(companyId)
    .insertInto('product_import_mapping')
    .values({ company_id: companyId, columns: json })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ columns: json, updated_at: sql`now()` }))
    .execute();
  return { columns };
}
