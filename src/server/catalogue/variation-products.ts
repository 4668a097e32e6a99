// Products of a variation group (e.g. the same model in several fabrics). At most one is the group's
// main product: marking one main unmarks the others in the same transaction.
import { type Kysely, sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { DB } from '../../generated/db.js';
import {
  createRecord,
  findRecord,
  listRecords,
  MAX_PAGE_SIZE,
  type Page,
  parseId,
  type Row,
  updateRecord,
} from '../crud/records.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';

const variationModel = entities.variation_product;

/** Leaves this row as the only main product of its group (rows already right are not touched). */
async function makeOnlyMain(db: Kysely<DB>, row: Row): Promise<void> {
  await db
    .updateTable('variation_product')
    .set({ main: sql<boolean>`(id = ${row.id as number})`, updated_at: sql`now()` })
    .where('company_id', '=', row.company_id as number)
    .where('variation_group_id', '=', row.variation_group_id as number)
    .where(sql<boolean>`main is distinct from (id = ${row.id as number})`)
    .execute();
}

export async function saveVariationProduct(scope: Scope, body: unknown): Promise<Row> {
  const row = await createRecord(scope, variationModel, body);
  if (row.main) await makeOnlyMain(scope.db, row);
  return findRecord(scope, variationModel, row.id as number);
}

export async function updateVariationProduct(scope: Scope, body: unknown): Promise<Row> {
  const row = await updateRecord(scope, variationModel, body);
  if (row.main) await makeOnlyMain(scope.db, row);
  return findRecord(scope, variationModel, row.id as number);
}

/** /become-main {id}: this product becomes the group's main one. */
export async function becomeMain(scope: Scope, body: unknown): Promise<Row> {
  const id = parseId(body);
  const row = await findRecord(scope, variationModel, id);
  await makeOnlyMain(scope.db, row);
  return findRecord(scope, variationModel, id);
}

const byGroupFields: Fields = {
  variation_group_id: {
    label: variationModel.properties.variation_group_id.label,
    check: { type: 'integer', minimum: 1 },
  },
};

/** The products of one group, with their names, in the order they were added. */
export function listByGroup(scope: Scope, body: unknown): Promise<Page> {
  const params = { ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row) };
  parseFields(byGroupFields, params, ['variation_group_id']);
  return listRecords(scope, variationModel, {
    itens_per_page: MAX_PAGE_SIZE,
    ordenate_field: 'id',
    ordenate_type: 'asc',
    ...params,
  });
}
