// The stores the audit trail is filed under. audit_log is keyed by store (primary key (company_id,
// id), like the store-owned tables), and rows of no store (shared taxonomy, admin users) carry
// NO_STORE: a distribution key cannot be null, and no store has id 0.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../generated/db.js';

export const NO_STORE = 0;

/**
 * Every store with rows in the trail, NO_STORE included, read by skipping along the primary key from
 * one store to the next: one index probe per store instead of a scan of the trail.
 */
export async function auditStores(db: Kysely<DB>): Promise<number[]> {
  const { rows } = await sql<{ company_id: number | string }>`
    WITH RECURSIVE s (company_id) AS (
      SELECT min(company_id) FROM audit_log
      UNION ALL
      SELECT (SELECT min(a.company_id) FROM audit_log AS a WHERE a.company_id > s.company_id)
      FROM s WHERE s.company_id IS NOT NULL
    )
    SELECT company_id FROM s WHERE company_id IS NOT NULL`.execute(db);
  return rows.map((r) => Number(r.company_id));
}
