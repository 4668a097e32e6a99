// The audit trail in the database: one trigger function, and an AFTER trigger on every audited
// table. Whatever writes a row — the generic calls, an area's own queries, a cascade — the trigger
// records it in audit_log in the same transaction, with the user the request transaction names
// (set_config('app.user_id'), see src/server/tenancy/request-scope.ts). Writes that no user makes
// (migrations, demo data, benchmarks, start-up tasks) are not API writes and leave no trail.
// audit_log is keyed by store (company_id, id); a row with no store (shared taxonomy, an admin user)
// is filed under store 0, which no store has.
import { literal, versionOf } from './sql-text.js';

/**
 * Arguments: entity name, the column naming the row's store ('' for none), secret columns (a,b),
 * columns left out of the changes (a store-owned row's company_id, which never changes).
 */
export const AUDIT_FUNCTION_SQL = `CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  any_row jsonb := coalesce(new_row, old_row);
  secret_columns text[] := string_to_array(TG_ARGV[2], ',');
  quiet_columns text[] := string_to_array(TG_ARGV[3], ',');
  diff jsonb := '{}'::jsonb;
  actor text := nullif(current_setting('app.user_id', true), '');
  k text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  FOR k IN SELECT jsonb_object_keys(any_row) LOOP
    CONTINUE WHEN k IN ('id', 'created_at', 'updated_at') OR k = ANY (quiet_columns);
    CONTINUE WHEN (old_row -> k) IS NOT DISTINCT FROM (new_row -> k);
    CONTINUE WHEN coalesce(new_row -> k, old_row -> k) = 'null'::jsonb AND TG_OP <> 'UPDATE';
    IF k = ANY (secret_columns) THEN
      diff := diff || jsonb_build_object(k, jsonb_build_object('secret', true));
    ELSE
      diff := diff || jsonb_build_object(k, jsonb_build_object('from', old_row -> k, 'to', new_row -> k));
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND diff = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (at, company_id, entity, record_id, operation, user_id, changes)
  VALUES (now(), coalesce(CASE WHEN TG_ARGV[1] <> '' THEN (any_row ->> TG_ARGV[1])::bigint END, 0), TG_ARGV[0],
    (any_row ->> 'id')::bigint, lower(TG_OP), actor::bigint, diff);
  RETURN NULL;
END
$$;`;

export const AUDIT_FUNCTION_VERSION = versionOf(AUDIT_FUNCTION_SQL);

export interface AuditTrigger {
  entity: string;
  /** The column holding the row's store ('' when the rows are shared). */
  store: string;
  /** Columns whose values never enter the trail (x-secret, x-hash). */
  secrets: string[];
  /** Columns left out of the changes. */
  quiet: string[];
}

export function auditTriggerSql(table: string, t: AuditTrigger): string {
  return (
    `CREATE OR REPLACE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW ` +
    `EXECUTE FUNCTION audit_row(${[t.entity, t.store, t.secrets.join(','), t.quiet.join(',')].map(literal).join(', ')});`
  );
}
