// How long the audit trail keeps its entries (AUDIT_RETENTION_DAYS; 0, the default, keeps every
// one). Older entries are deleted at start-up and once a day after, a batch at a time, so pruning a
// long trail never holds the table for long; several API processes may prune side by side. Each
// batch reads the index (company_id, at) for a group of stores, as the trail is keyed by store.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import { auditStores } from './stores.js';

const DAY_MS = 86_400_000;
const BATCH = 10_000;
/** Stores per statement: a bounded list of parameters however many stores the platform has. */
const STORES_PER_BATCH = 500;

/** Deletes the entries older than `days` days; answers how many went. */
export async function pruneAuditLog(
  db: Database,
  days: number,
  now: Date = new Date(),
  batch = BATCH,
): Promise<number> {
  if (days <= 0) return 0;
  const before = new Date(now.getTime() - days * DAY_MS);
  let removed = 0;
  const stores = await auditStores(db);
  for (let i = 0; i < stores.length; i += STORES_PER_BATCH) {
    const some = stores.slice(i, i + STORES_PER_BATCH);
    for (;;) {
      const result = await db
        .deleteFrom('audit_log')
        .where('company_id', 'in', some)
        .where(
          'id',
          'in',
          db
            .selectFrom('audit_log')
            .select('id')
            .where('company_id', 'in', some)
            .where('at', '<', before)
            .limit(batch),
        )
        .executeTakeFirst();
      const n = Number(result.numDeletedRows);
      removed += n;
      if (n < batch) break;
    }
  }
  return removed;
}

/** Prunes now and every day after; answers the function that stops it (at shutdown). */
export function scheduleAuditPruning(db: Database, days: number, log: FastifyBaseLogger): () => void {
  if (days <= 0) return () => {};
  const prune = () =>
    pruneAuditLog(db, days).then(
      (removed) => removed && log.info({ removed, days }, 'audit entries past retention deleted'),
      (error: Error) => log.error({ err: error.message }, 'audit retention failed'),
    );
  void prune();
  const timer = setInterval(prune, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
