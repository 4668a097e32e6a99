// Every signed-in /api call runs in one database transaction, with its scope on `request.scope`:
// all its writes land together or not at all, and the audit trigger of each table reads who made
// them from the transaction (app.user_id). Routes that only read (lists, shows: three round trips
// saved) or must not hold a transaction (streams, calls to outside services) say
// `config: { transaction: false }` and get a scope whose handle refuses writes; such a call writes
// through `scope.transaction(work)`, a short transaction of its own, once the wait is over.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/connect.js';
import { auditedTransaction } from '../db/transaction.js';
import type { SecretBox } from '../security/secret-box.js';
import { notifyCommittedWrites, WrittenTables } from './committed-writes.js';
import { createScope, type Scope } from './scope.js';

declare module 'fastify' {
  interface FastifyRequest {
    scope: Scope;
  }
  interface FastifyContextConfig {
    /** false: no request transaction; the scope's handle refuses writes. */
    transaction?: boolean;
  }
}

/** Calls that need a signed-in user (and so get a scope): /api, except public ones and the docs. */
export function isScopedRoute(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  const config = route.config as { public?: boolean } | undefined;
  return route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !config?.public;
}

export function installRequestScope(app: FastifyInstance, db: Database, secrets: SecretBox): void {
  app.decorateRequest('scope', null as unknown as Scope);
  app.addHook('onRoute', (route) => {
    if (!isScopedRoute(route)) return;
    const handler = route.handler;
    const transactional = (route.config as { transaction?: boolean } | undefined)?.transaction !== false;
    route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      /** One transaction with the caller's scope in it: the audit trail knows who wrote. */
      const inTransaction = async <T>(work: (scope: Scope) => Promise<T>): Promise<T> => {
        const afterCommit: Array<() => Promise<void>> = [];
        const afterRollback: Array<() => Promise<void>> = [];
        const runAll = async (tasks: Array<() => Promise<void>>, what: string) => {
          for (const task of tasks)
            await task().catch((error) => request.log.error({ err: error }, `${what} task failed`));
        };
        // Which tables the call wrote, told once committed (caches drop what went stale).
        const written = new WrittenTables();
        let store: number | undefined;
        let result: T;
        try {
          result = await auditedTransaction(db, request.user.id, (trx) => {
            const scope = createScope(trx.withPlugin(written), request.user, secrets, {
              afterCommit: (t) => afterCommit.push(t),
              afterRollback: (t) => afterRollback.push(t),
            });
            store = scope.own;
            return work(scope);
          });
        } catch (error) {
          await runAll(afterRollback, 'after-rollback');
          throw error;
        }
        notifyCommittedWrites(db, { tables: written.tables, store });
        await runAll(afterCommit, 'after-commit');
        return result;
      };
      if (!transactional) {
        request.scope = createScope(db, request.user, secrets, {
          readOnly: true,
          transaction: inTransaction,
        });
        return handler.call(this, request, reply);
      }
      return inTransaction(async (scope) => {
        request.scope = scope;
        const value = await handler.call(this, request, reply);
        // An answer sent before the commit could tell the client of a write that then fails.
        if (reply.sent) throw new Error(`${route.url}: the answer was sent inside the transaction`);
        return value;
      });
    };
  });
}
