// Per-store row counts kept by the writes themselves (x-counts): the table row_count holds, for each
// store, entity and key value (the schema's x-counts column, e.g. a product's active flag or an
// order's status), how many rows there are. Triggers change it in the same transaction as the rows,
// so a list's total is read from a few counter rows instead of counting up to 100,000 rows on every
// page (src/server/crud/row-counts.ts), and it is exact whenever it is read.
import { literal, q, versionOf } from './sql-text.js';

/**
 * The table and the two trigger functions. Arguments of both: entity name, the column naming the
 * row's store, the key column ('' for none). Inserts and deletes are counted per statement (one
 * grouped upsert, whatever the number of rows); an update only when it moves a row to another key,
 * per row. Counter rows are upserted in (store, key) order, so two transactions never take the same
 * counter rows in opposite orders.
 */
export const COUNT_FUNCTIONS_SQL = `CREATE TABLE IF NOT EXISTS "row_count" (
  "company_id" bigint NOT NULL,
  "entity" text NOT NULL,
  "key" text NOT NULL,
  "n" bigint NOT NULL,
  CONSTRAINT "pk_row_count" PRIMARY KEY ("company_id", "entity", "key")
);
CREATE OR REPLACE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_sql text := CASE WHEN TG_ARGV[2] = '' THEN '''''' ELSE format('coalesce(%I::text, '''')', TG_ARGV[2]) END;
  deltas text;
BEGIN
  deltas := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS s, %s AS k, 1 AS d FROM new_rows', TG_ARGV[1], key_sql)
    ELSE format('SELECT %I AS s, %s AS k, -1 AS d FROM old_rows', TG_ARGV[1], key_sql)
  END;
  EXECUTE format(
    'INSERT INTO row_count AS c (company_id, entity, key, n) '
    'SELECT s, %L, k, sum(d) FROM (%s) AS x GROUP BY s, k ORDER BY s, k '
    'ON CONFLICT (company_id, entity, key) DO UPDATE SET n = c.n + excluded.n',
    TG_ARGV[0], deltas);
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION count_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
BEGIN
  INSERT INTO row_count AS c (company_id, entity, key, n)
  SELECT s, TG_ARGV[0], k, d FROM (VALUES
    ((old_row ->> TG_ARGV[1])::bigint, CASE WHEN TG_ARGV[2] = '' THEN '' ELSE coalesce(old_row ->> TG_ARGV[2], '') END, -1),
    ((new_row ->> TG_ARGV[1])::bigint, CASE WHEN TG_ARGV[2] = '' THEN '' ELSE coalesce(new_row ->> TG_ARGV[2], '') END, 1)
  ) AS v(s, k, d)
  ORDER BY s, k
  ON CONFLICT (company_id, entity, key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;`;

export const COUNT_FUNCTIONS_VERSION = versionOf(COUNT_FUNCTIONS_SQL);

export interface RowCount {
  entity: string;
  /** The column naming the row's store. */
  store: string;
  /** The column whose values are counted apart ('' for one count per store). */
  key: string;
}

/** The triggers of one table, then its counts rebuilt from the rows already there. */
export function countTriggersSql(table: string, c: RowCount): string[] {
  const args = [c.entity, c.store, c.key].map(literal).join(', ');
  const watched = [c.store, ...(c.key ? [c.key] : [])];
  const keyText = c.key ? `coalesce(${q(c.key)}::text, '')` : `''`;
  return [
    `CREATE OR REPLACE TRIGGER row_count_insert AFTER INSERT ON ${q(table)} REFERENCING NEW TABLE AS new_rows ` +
      `FOR EACH STATEMENT EXECUTE FUNCTION count_rows(${args});`,
    `CREATE OR REPLACE TRIGGER row_count_delete AFTER DELETE ON ${q(table)} REFERENCING OLD TABLE AS old_rows ` +
      `FOR EACH STATEMENT EXECUTE FUNCTION count_rows(${args});`,
    `CREATE OR REPLACE TRIGGER row_count_update AFTER UPDATE OF ${watched.map(q).join(', ')} ON ${q(table)} ` +
      `FOR EACH ROW WHEN (${watched.map((w) => `OLD.${q(w)} IS DISTINCT FROM NEW.${q(w)}`).join(' OR ')}) ` +
      `EXECUTE FUNCTION count_row_change(${args});`,
    `DELETE FROM "row_count" WHERE "entity" = ${literal(c.entity)};`,
    `INSERT INTO "row_count" ("company_id", "entity", "key", "n") SELECT ${q(c.store)}, ${literal(c.entity)}, ` +
      `${keyText}, count(*) FROM ${q(table)} GROUP BY 1, 3;`,
  ];
}

/** Undoes countTriggersSql for a table that no longer has x-counts. */
export function dropCountTriggersSql(table: string, entity: string): string[] {
  return [
    ...['insert', 'delete', 'update'].map((op) => `DROP TRIGGER IF EXISTS row_count_${op} ON ${q(table)};`),
    `DELETE FROM "row_count" WHERE "entity" = ${literal(entity)};`,
  ];
}
