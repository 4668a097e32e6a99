// One Kysely instance over embedded PGlite (default, data in a folder) or PostgreSQL (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, type LogEvent, PGliteDialect, PostgresDialect } from 'kysely';
import type { DB } from '../../generated/db.js';
import { registerNotificationSource } from './notifications.js';

export type Database = Kysely<DB>;

// Wire shapes: ids (bigint) as numbers, dates as 'YYYY-MM-DD', numeric kept as exact strings.
const INT8 = 20;
const DATE = 1082;

/** dataDir undefined: an in-memory PGlite (tests). */
export interface ConnectOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite: start from this dump of a data folder (PGlite's dumpDataDir), e.g. a migrated template. */
  loadDataDir?: Blob;
  /** PostgreSQL: the pool's size (default 10). */
  dbPoolSize?: number;
  /** PostgreSQL: idle_in_transaction_session_timeout of every connection, in ms (0 off; default 60 s). */
  dbIdleInTransactionTimeoutMs?: number;
  /** Told about errors of idle pooled connections (server restart, terminated backend). */
  onIdleError?: (error: Error) => void;
  /** Told about every statement run (npm run bench -- --http records a call's SQL with it). */
  log?: (event: LogEvent) => void;
}

export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pg = await import('pg');
    pg.default.types.setTypeParser(INT8, (v: string) => Number(v));
    pg.default.types.setTypeParser(DATE, (v: string) => v);
    const pool = new pg.default.Pool({
      connectionString: options.databaseUrl,
      max: options.dbPoolSize ?? 10,
      // A session the server ends rather than a transaction (and its locks) held for ever by a stuck
      // request; no transaction waits on an outside provider (http/provider-client.ts).
      idle_in_transaction_session_timeout: options.dbIdleInTransactionTimeoutMs ?? 60_000,
    });
    // Without a listener an idle connection dropped by the server (restart, admin shutdown) would
    // crash the process; the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: options.log });
    registerNotificationSource(db, { databaseUrl: options.databaseUrl });
    return db;
  }
  const pglite = await openPGlite(options);
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), log: options.log });
  registerNotificationSource(db, { pglite });
  return db;
}

/** The embedded database as connect() opens it (extensions, wire parsers). */
export async function openPGlite(
  options: Pick<ConnectOptions, 'dataDir' | 'loadDataDir'> & {
    /** Extra initdb arguments for a new data folder (the test template's smaller WAL segments). */
    initDbStartParams?: string[];
  },
): Promise<PGlite> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create(options.dataDir ? join(options.dataDir, 'pgdata') : 'memory://', {
    extensions: { pg_trgm },
    parsers: { [types.INT8]: (v: string) => Number(v), [types.DATE]: (v: string) => v },
    loadDataDir: options.loadDataDir,
    initDbStartParams: options.initDbStartParams,
  });
}
