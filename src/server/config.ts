// Process configuration, read once from the environment.
import { resolve } from 'node:path';
import { type ObjectStoreSettings, readObjectStoreSettings } from './storage/object-store.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: connections this process keeps at most (pg's pool `max`). */
  dbPoolSize: number;
  /**
   * PostgreSQL only: a session left idle inside a transaction this long (ms) is ended by the server
   * (`idle_in_transaction_session_timeout`), so a stuck request cannot hold row locks and a connection
   * for ever; 0 turns it off.
   */
  dbIdleInTransactionTimeoutMs: number;
  /** Days the audit trail keeps an entry (0: every entry, for ever). */
  auditRetentionDays: number;
  /** How long a login token lives without use. */
  sessionTtlHours: number;
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean | string;
  servePanel: boolean;
  /** WORKERS: processes serving the port (node:cluster; PostgreSQL only); 1 serves from this one. */
  workers: number;
  /**
   * Rate-limit counters in the database (RATE_LIMIT_STORE=database), shared by every API process;
   * the default when WORKERS > 1. In memory otherwise (RATE_LIMIT_STORE=memory).
   */
  sharedRateLimits: boolean;
  /** Uploads in an S3-compatible bucket (S3_BUCKET and the other S3_* settings). */
  objectStore?: ObjectStoreSettings;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const workers = wholeNumber(env.WORKERS, 1, 1);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: wholeNumber(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE, 1),
    dbIdleInTransactionTimeoutMs: wholeNumber(
      env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      0,
    ),
    auditRetentionDays: wholeNumber(env.AUDIT_RETENTION_DAYS, 0, 0),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    servePanel: env.SERVE_PANEL !== 'false',
    workers,
    sharedRateLimits: env.RATE_LIMIT_STORE ? env.RATE_LIMIT_STORE === 'database' : workers > 1,
    objectStore: readObjectStoreSettings(env),
  };
}

export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/** A whole number from the environment, at least `min`; the default when unset or not one. */
function wholeNumber(value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
