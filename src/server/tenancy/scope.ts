// The request scope: who calls, at which permission level, for which store, and the database handle
// every query of the call starts from. A store user's handle only ever sees its own store
// (store-filter.ts), so hand-written queries need no `where company_id` of their own.
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/connect.js';
import { invalid, noCompany } from '../http/errors.js';
import type { SecretBox } from '../security/secret-box.js';
import { type Level, levelOf } from '../../shared/policy.js';
import { ReadOnlyPlugin, StoreFilterPlugin } from './store-filter.js';

export interface Scope {
  readonly user: SessionUser;
  readonly level: Level;
  /** A store user's own store; undefined for an admin, who may act for any store. */
  readonly own: number | undefined;
  /** The request's database handle (its transaction), limited to `own` for a store user. */
  readonly db: Database;
  readonly secrets: SecretBox;
  /**
   * The store this call acts for: a store user's own, whatever the body says; for an admin the
   * body's company_id — 422 'Por favor insira Loja' when missing, unless `optional`.
   */
  storeOf(body: unknown): number;
  storeOf(body: unknown, options: { optional: true }): number | undefined;
  /** The handle limited to one store (an admin acting for the store a call names). */
  forStore(companyId: number): Database;
  /** Work for after the commit (removing files whose rows are gone); skipped on rollback. */
  afterCommit(task: () => Promise<void>): void;
  /**
   * Work for when the transaction rolls back, whatever failed and when, the commit included
   * (removing files written for rows that were never stored); skipped on commit.
   */
  afterRollback(task: () => Promise<void>): void;
  /**
   * Runs `work` with a scope that may write, in one transaction: the request's own when it has one,
   * else a short one of its own — so a call that first waits for an outside service (a provider's
   * credential check) holds no transaction while it waits.
   */
  transaction<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
}

const asObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** The store a user acts for, as storeOf above, without a scope (login-free helpers, tests). */
export function actingStore(user: SessionUser, body: unknown, optional = false): number | undefined {
  if (!user.admin) {
    if (!user.company_id) throw noCompany();
    return user.company_id;
  }
  const raw = asObject(body).company_id;
  if (raw === undefined || raw === null || raw === '') {
    if (optional) return undefined;
    throw invalid({ company_id: ['Por favor insira Loja'] });
  }
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw invalid({ company_id: ['Loja inválida'] });
  return id;
}

export function createScope(
  db: Database,
  user: SessionUser,
  secrets: SecretBox,
  options: {
    readOnly?: boolean;
    afterCommit?: Scope['afterCommit'];
    afterRollback?: Scope['afterRollback'];
    /** How a read-only scope opens a transaction of its own (request-scope.ts). */
    transaction?: Scope['transaction'];
  } = {},
): Scope {
  const own = actingStore(user, undefined, true);
  const readOnly = options.readOnly ?? false;
  const limited = (companyId: number) => db.withPlugin(new StoreFilterPlugin(companyId, { readOnly }));
  const base = own !== undefined ? limited(own) : readOnly ? db.withPlugin(new ReadOnlyPlugin()) : db;
  const scope: Scope = {
    user,
    level: levelOf(user),
    own,
    db: base,
    secrets,
    storeOf: ((body: unknown, opts?: { optional: true }) =>
      actingStore(user, body, opts?.optional ?? false)) as Scope['storeOf'],
    forStore: (companyId) => (own !== undefined ? base : limited(companyId)),
    afterCommit:
      options.afterCommit ??
      (() => {
        throw new Error('afterCommit needs the request transaction');
      }),
    afterRollback:
      options.afterRollback ??
      (() => {
        throw new Error('afterRollback needs the request transaction');
      }),
    transaction: (work) => {
      if (!readOnly) return work(scope);
      if (!options.transaction) throw new Error('this scope cannot open a transaction');
      return options.transaction(work);
    },
  };
  return scope;
}

/** The body with company_id set to the caller's store for a store user (admins name it themselves). */
export function withOwnStore(scope: Pick<Scope, 'own'>, body: unknown): Record<string, unknown> {
  const input = { ...asObject(body) };
  if (scope.own !== undefined) input.company_id = scope.own;
  return input;
}
