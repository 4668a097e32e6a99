// The claim the README makes for Citus: every store-owned table (the x-tenant entities, the row
// counts, the per-day order summaries and the audit trail, keyed by store with x-store-key) can be
// distributed by company_id, co-located, and the rest (stores, users, sessions, the shared
// taxonomy) are reference or local tables. Read from the migrated database's own catalogue, so a new index or foreign key that
// breaks it fails here:
// - every store-owned table has company_id NOT NULL, and each of its unique keys (the primary key
//   included) holds company_id;
// - a foreign key between two store-owned tables pairs company_id with company_id;
// - no table outside them points at a store-owned one (a reference table cannot).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../src/generated/registry.js';
import { ORDER_DAY_TABLES } from '../src/server/db/order-days.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';

const STORE_OWNED = [
  ...Object.values(entities)
    .filter((m) => m.tenant || m.storeKeyed)
    .map((m) => m.table),
  'row_count',
  ...ORDER_DAY_TABLES,
].sort();

describe.each(backends)('distribution by store on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('every store-owned table has company_id, not null', async () => {
    const { rows } = await sql<{ table: string; nullable: string }>`
      SELECT table_name AS table, is_nullable AS nullable FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'company_id' AND table_name = ANY(${STORE_OWNED})
      ORDER BY 1`.execute(t.db);
    expect(rows.map((r) => r.table)).toEqual(STORE_OWNED);
    expect(rows.filter((r) => r.nullable !== 'NO')).toEqual([]);
  });

  it('every unique key of a store-owned table holds company_id', async () => {
    const { rows } = await sql<{ table: string; index: string; has_store: boolean }>`
      SELECT t.relname AS table, i.relname AS index,
        EXISTS (SELECT 1 FROM unnest(x.indkey) AS k JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k
                WHERE a.attname = 'company_id') AS has_store
      FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND x.indisunique AND t.relname = ANY(${STORE_OWNED})`.execute(t.db);
    // The check reads real keys: every store-owned table has at least its primary key.
    expect(new Set(rows.map((r) => r.table)).size).toBe(STORE_OWNED.length);
    expect(rows.filter((r) => !r.has_store).map((r) => `${r.table}.${r.index}`)).toEqual([]);
  });

  it("the audit trail's primary key and indexes lead with company_id", async () => {
    expect(STORE_OWNED).toContain('audit_log');
    const { rows } = await sql<{ index: string; first: string }>`
      SELECT i.relname AS index, a.attname AS first
      FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0]
      WHERE t.relname = 'audit_log' ORDER BY 1`.execute(t.db);
    expect(rows.map((r) => r.index)).toEqual([
      'ix_audit_log_company_id_at',
      'ix_audit_log_company_id_entity_record_id',
      'pk_audit_log',
    ]);
    expect(rows.filter((r) => r.first !== 'company_id')).toEqual([]);
  });

  it('foreign keys between store-owned tables pair company_id, and none points into them from outside', async () => {
    const { rows } = await sql<{ name: string; from: string; to: string; paired: boolean }>`
      SELECT c.conname AS name, f.relname AS from, r.relname AS to,
        EXISTS (SELECT 1 FROM unnest(c.conkey, c.confkey) AS k(a, b)
                JOIN pg_attribute fa ON fa.attrelid = c.conrelid AND fa.attnum = k.a
                JOIN pg_attribute ra ON ra.attrelid = c.confrelid AND ra.attnum = k.b
                WHERE fa.attname = 'company_id' AND ra.attname = 'company_id') AS paired
      FROM pg_constraint c JOIN pg_class f ON f.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
      JOIN pg_namespace n ON n.oid = f.relnamespace
      WHERE n.nspname = 'public' AND c.contype = 'f' AND r.relname = ANY(${STORE_OWNED})`.execute(t.db);
    expect(rows.length).toBeGreaterThan(10);
    const owned = new Set(STORE_OWNED);
    expect(rows.filter((r) => !owned.has(r.from)).map((r) => r.name)).toEqual([]);
    expect(rows.filter((r) => !r.paired).map((r) => r.name)).toEqual([]);
  });
});
