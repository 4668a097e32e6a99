// Test harness: a real app on a fresh, migrated database. Every API suite runs on PGlite (in memory)
// and, when TEST_DATABASE_URL is set, again on a throw-away PostgreSQL database created for the
// suite. Both start from the migrated templates of the global setup (db-template.ts); without them
// (a run without tests/helpers/global-setup.ts) the suite migrates its own database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { connect, type ConnectOptions, type Database } from '../../src/server/db/connect.js';
import { migrate } from '../../src/server/db/migrate.js';
import { checkAnswersAgainstDocument } from './openapi-answers.js';
import { databaseUrl as urlOf, readPgliteTemplate } from './db-template.js';
import type { SessionUser } from '../../src/server/auth/sessions.js';
import { SecretBox } from '../../src/server/security/secret-box.js';
import type { ObjectStoreSettings } from '../../src/server/storage/object-store.js';
import { createScope, type Scope } from '../../src/server/tenancy/scope.js';

export interface Backend {
  name: 'pglite' | 'postgres';
}

const allBackends: Backend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : []),
];

/**
 * The databases this run's suites use: in `npm test` one per vitest project (TEST_BACKEND, set by
 * vitest.config.ts), so PGlite and PostgreSQL suites run side by side; both, one after the other,
 * when TEST_BACKEND is unset (a suite run outside those projects).
 */
export const backends: Backend[] = process.env.TEST_BACKEND
  ? allBackends.filter((b) => b.name === process.env.TEST_BACKEND)
  : allBackends;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  secrets: SecretBox;
  /** A request scope for calling area functions directly (outside a request: no transaction). */
  scopeOf: (user: SessionUser) => Scope;
  /** POST JSON to /api<path>, optionally as the holder of a token. */
  post: (path: string, body?: unknown, token?: string) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** The migrated template databases of vitest's global setup; none outside vitest (npm run bench). */
function migratedTemplates(): { postgres?: string; pglite?: string } {
  try {
    return inject('dbTemplates') ?? {};
  } catch {
    return {};
  }
}

export interface TestAppOptions {
  /**
   * Another migrations folder (a registry with tables of its own, tests/synthetic.test.ts): applied
   * over the template, whose migrations it repeats, so only its new ones run.
   */
  migrations?: string;
  /**
   * Check each answer against the OpenAPI document (helpers/openapi-answers.ts). Default: under
   * vitest; not in `npm run bench`, whose timings it would skew.
   */
  checkAnswers?: boolean;
  /** Told about every statement the database runs (the HTTP bench records a call's SQL). */
  log?: ConnectOptions['log'];
  /** Uploads in this S3-compatible bucket instead of the data folder. */
  objectStore?: ObjectStoreSettings;
}

export async function startTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const templates = migratedTemplates();
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let template: string | undefined;
  if (backend.name === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    template = templates.postgres;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `t_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    databaseUrl = urlOf(serverUrl, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else template = templates.pglite;
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-test-'));
  const db = await connect({
    databaseUrl,
    loadDataDir: backend.name === 'pglite' && template ? readPgliteTemplate(template) : undefined,
    log: options.log,
  });
  if (!template) await migrate(db);
  if (options.migrations) await migrate(db, options.migrations);
  // As behind a reverse proxy: tests give each simulated client its own X-Forwarded-For address.
  const secrets = new SecretBox(randomBytes(32));
  const app = await buildApp({
    db,
    logLevel: 'silent',
    dataDir,
    trustProxy: true,
    secrets,
    objectStore: options.objectStore,
  });
  // Each answer must be one the OpenAPI document describes (status and body schema).
  const checkAnswers =
    (options.checkAnswers ?? !!process.env.VITEST) ? checkAnswersAgainstDocument(app) : () => {};
  await app.ready();
  const post = (path: string, body?: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body === undefined ? '{}' : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    app,
    db,
    dataDir,
    secrets,
    scopeOf: (user) => createScope(db, user, secrets),
    post,
    close: async () => {
      await app.close();
      await db.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
      checkAnswers();
    },
  };
}
