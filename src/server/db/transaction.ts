// The transaction helpers every area uses: one transaction (or the caller's, when there already is
// one), the audited transaction a signed-in call writes in, and how a unique-index refusal is told
// apart from other failures.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../generated/db.js';

/** Runs fn in a transaction, or in the caller's transaction when there already is one. */
export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/**
 * One transaction whose writes the audit trail attributes to `userId`: the audit trigger of each
 * table reads who wrote from the transaction's app.user_id.
 */
export function auditedTransaction<T>(
  db: Kysely<DB>,
  userId: number,
  fn: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.user_id', ${String(userId)}, true)`.execute(trx);
    return fn(trx);
  });
}

/** Unique-index violation of the given index prefix (e.g. a concurrent duplicate grid row). */
export function isUniqueViolation(error: unknown, indexPrefix: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && typeof e.constraint === 'string' && e.constraint.startsWith(indexPrefix);
}
