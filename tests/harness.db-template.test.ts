// The API suites start from a copy of a migrated template (tests/helpers/db-template.ts): that copy
// must be exactly what migrating a fresh database gives, on PGlite and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { databaseUrl, dropPostgresDatabase } from './helpers/db-template.js';

/** Everything migrate() leaves behind that a suite could notice. */
async function snapshot(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  const tables = (await rows(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  )) as { tablename: string }[];
  const counts: Record<string, unknown> = {};
  for (const { tablename } of tables)
    counts[tablename] = (await rows(sql`SELECT count(*)::int AS n FROM ${sql.table(tablename)}`))[0];
  return {
    extensions: await rows(sql`SELECT extname FROM pg_extension ORDER BY 1`),
    columns: await rows(sql`
      SELECT table_name, column_name, data_type, column_default, is_nullable
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`),
    indexes: await rows(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`,
    ),
    constraints: await rows(sql`
      SELECT c.conrelid::regclass::text AS rel, c.conname, pg_get_constraintdef(c.oid) AS def
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public' ORDER BY 1, 2, 3`),
    triggers: await rows(sql`
      SELECT tgrelid::regclass::text AS rel, tgname, pg_get_triggerdef(oid) AS def
      FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`),
    functions: await rows(sql`
      SELECT p.proname, md5(p.prosrc) AS src FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' ORDER BY 1, 2`),
    sequences: await rows(sql`
      SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`),
    migrations: await rows(sql`SELECT name FROM schema_migrations ORDER BY 1`),
    counts,
  };
}

describe('the global setup', () => {
  it('provides a PGlite template, and a PostgreSQL one when TEST_DATABASE_URL is set', () => {
    // Each vitest project (TEST_BACKEND, vitest.config.ts) gets its own database's template.
    const templates = inject('dbTemplates');
    const only = process.env.TEST_BACKEND;
    if (only !== 'postgres') expect(templates.pglite).toMatch(/pglite-[0-9a-f]{16}\.tar$/);
    if (process.env.TEST_DATABASE_URL && only !== 'pglite')
      expect(templates.postgres).toMatch(/^tmpl_[0-9a-f]{16}_/);
  });
});

describe.each(backends)('a suite database on $name', (backend) => {
  let t: TestApp;
  let fresh: Database;
  let dropFresh = async () => {};

  beforeAll(async () => {
    t = await startTestApp(backend);
    if (backend.name === 'pglite') fresh = await connect({});
    else {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      fresh = await connect({ databaseUrl: databaseUrl(serverUrl, name) });
      dropFresh = () => dropPostgresDatabase(serverUrl, name);
    }
    await migrate(fresh);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fresh?.destroy();
    await dropFresh();
  });

  it('is what migrating a fresh database gives', async () => {
    const [copy, migrated] = await Promise.all([snapshot(t.db), snapshot(fresh)]);
    expect(copy.migrations.length).toBeGreaterThan(0);
    expect(copy).toEqual(migrated);
  });

  it('has nothing left to migrate', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });
});
