// The transaction helpers every area uses: one transaction (or the caller's, when there already is
// one), the audited transaction a signed-in call writes in, and how a unique-index refusal is told
// apart from other failures. Both helpers mark the work they run (an AsyncLocalStorage flag), so code
// far from any database handle can tell it is inside a transaction: the outbound-call helper
// (http/provider-client.ts) refuses to wait on an outside provider there, since that wait would hold
// the transaction, its row locks and (on PGlite, one connection) every other request with it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../generated/db.js';

const openTransaction = new AsyncLocalStorage<true>();

/** True while the calling code runs inside a transaction opened by these helpers. */
export function insideTransaction(): boolean {
  return openTransaction.getStore() === true;
}

/** Every transaction of the app opens here, so the flag above is never missing. */
function transactionOf<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => openTransaction.run(true, () => fn(trx)));
}

/** Runs fn in a transaction, or in the caller's transaction when there already is one. */
export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : transactionOf(db, fn);
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
  return transactionOf(db, async (trx) => {
    await sql`select set_config('app.user_id', ${String(userId)}, true)`.execute(trx);
    return fn(trx);
  });
}

/** Unique-index violation of the given index prefix (e.g. a concurrent duplicate grid row). */
export function isUniqueViolation(error: unknown, indexPrefix: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && typeof e.constraint === 'string' && e.constraint.startsWith(indexPrefix);
}
