// Products of a variation group (e.g. the same model in several fabrics). At most one is the group's
// main product: marking one main unmarks the others in the same transaction.
import { type Kysely, sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { DB } from '../../generated/db.js';
import type { SessionUser } from '../auth/sessions.js';
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
import type { Database } from '../db/connect.js';
import { type Fields, parseFields } from '../http/params.js';

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

export function saveVariationProduct(db: Database, user: SessionUser, body: unknown): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const row = await createRecord(trx, variationModel, user, body);
    if (row.main) await makeOnlyMain(trx, row);
    return findRecord(trx, variationModel, user, row.id as number);
  });
}

export function updateVariationProduct(db: Database, user: SessionUser, body: unknown): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const row = await updateRecord(trx, variationModel, user, body);
    if (row.main) await makeOnlyMain(trx, row);
    return findRecord(trx, variationModel, user, row.id as number);
  });
}

/** /become-main {id}: this product becomes the group's main one. */
export function becomeMain(db: Database, user: SessionUser, body: unknown): Promise<Row> {
  const id = parseId(body);
  return db.transaction().execute(async (trx) => {
    const row = await findRecord(trx, variationModel, user, id);
    await makeOnlyMain(trx, row);
    return findRecord(trx, variationModel, user, id);
  });
}

const byGroupFields: Fields = {
  variation_group_id: {
    label: variationModel.properties.variation_group_id.label,
    check: { type: 'integer', minimum: 1 },
  },
};

/** The products of one group, with their names, in the order they were added. */
export function listByGroup(db: Database, user: SessionUser, body: unknown): Promise<Page> {
  const params = { ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row) };
  parseFields(byGroupFields, params, ['variation_group_id']);
  return listRecords(db, variationModel, user, {
    itens_per_page: MAX_PAGE_SIZE,
    ordenate_field: 'id',
    ordenate_type: 'asc',
    ...params,
  });
}
