// The database as the schemas want it: tables, keys and indexes. Codegen diffs this against the
// snapshot of what earlier migrations created and writes a migration for the difference.
import type { EntityModel } from '../src/shared/entity.js';
import { AUDIT_FUNCTION_VERSION, type AuditTrigger } from './audit.js';
import { COUNT_FUNCTIONS_VERSION, type RowCount } from './counts.js';

export interface Column {
  name: string;
  type: string;
  notNull: boolean;
  default?: string;
}
export interface ForeignKey {
  name: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  onDelete: string;
}
export interface Index {
  name: string;
  /** Column names or SQL expressions, in order. */
  parts: string[];
  unique: boolean;
  method: 'btree' | 'gin' | 'hash';
  /** Columns carried besides the key (INCLUDE): reads of only those need not visit the table. */
  include?: string[];
}
export interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  indexes: Index[];
  /** The audit trigger's arguments (absent: the table is not audited). */
  audit?: AuditTrigger;
  /** The per-store row count its writes keep (absent: none; codegen/counts.ts). */
  counts?: RowCount;
}
export interface DbModel {
  tables: Record<string, Table>;
  /** Version of the audit trigger function (a hash of its SQL). */
  auditFunction?: string;
  /** Version of the row_count table and its trigger functions (a hash of their SQL). */
  countFunctions?: string;
}

function sqlDefault(value: unknown, sqlType: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (sqlType === 'jsonb') return `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return String(value);
}

/** Postgres identifiers are cut at 63 bytes; keep names short and unique. */
function ident(name: string): string {
  return name.length <= 63 ? name : name.slice(0, 54) + '_' + hash(name);
}
function hash(s: string): string {
  let h = 0;
  for (const c of s) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h.toString(36).padStart(8, '0').slice(0, 8);
}

export function buildDbModel(models: EntityModel[]): DbModel {
  const byName = new Map(models.map((m) => [m.name, m]));
  const tables: Record<string, Table> = {};
  for (const m of models) {
    const stored = Object.values(m.properties).filter((p) => p.stored);
    const columns: Column[] = stored.map((p) => ({
      name: p.name,
      type: p.sqlType,
      notNull: p.notNull,
      default:
        p.name === 'id'
          ? "nextval('global_id_seq')"
          : p.name === 'created_at' || p.name === 'updated_at'
            ? 'now()'
            : sqlDefault(p.schema.default, p.sqlType),
    }));
    // Keyed by store (x-tenant, or x-store-key for a table with no foreign key to the store): the
    // store leads the primary key and every index, so the table distributes by company_id.
    const byStore = m.tenant || m.storeKeyed === true;
    const pk = byStore ? ['company_id', 'id'] : ['id'];
    const foreignKeys: ForeignKey[] = [];
    const indexes: Index[] = [];
    const scope = byStore ? ['company_id'] : [];
    const addIndex = (
      parts: string[],
      unique = false,
      method: Index['method'] = 'btree',
      tag = '',
      include?: string[],
    ) => {
      const name = ident(
        `${unique ? 'uq' : 'ix'}_${m.table}_${parts.map((p) => p.replace(/\W+/g, '')).join('_')}${tag}`,
      );
      if (!indexes.some((i) => i.name === name))
        indexes.push({ name, parts, unique, method, ...(include ? { include } : {}) });
    };
    for (const p of stored) {
      if (!p.ref) continue;
      const target = byName.get(p.ref)!;
      // Store-owned to store-owned: the key carries company_id, so a row can only point inside its store.
      const composite = m.tenant && target.tenant && p.name !== 'company_id';
      const cols = composite ? ['company_id', p.name] : [p.name];
      const onDelete = (p.onDelete ?? 'restrict').toUpperCase();
      foreignKeys.push({
        name: ident(`fk_${m.table}_${p.name}`),
        columns: cols,
        refTable: target.table,
        refColumns: composite ? ['company_id', 'id'] : ['id'],
        // SET NULL on a composite key must not null company_id, which is part of the primary key.
        onDelete: composite && onDelete === 'SET NULL' ? `SET NULL (${p.name})` : onDelete,
      });
      if (p.name !== 'company_id') addIndex(cols);
    }
    // Admins address store-owned rows by id alone. A hash index answers that and cannot give id
    // order: with a btree here, PostgreSQL read a big store's newest-first page backwards through
    // every newer store's rows (265 ms for 25 rows among 1,000,000) instead of (company_id, id).
    if (m.tenant) addIndex(['id'], false, 'hash');
    for (const fields of m.unique) {
      const parts = fields.map((f) => (m.properties[f].sqlType.match(/char|text/) ? `lower(${f})` : f));
      // A store-owned entity unique per store ([["company_id"]]: one row per store) names the
      // store column once.
      addIndex([...new Set([...scope, ...parts])], true);
    }
    // x-filter and x-sort imply no index: each one costs every write of the table (and keeps an
    // update from being HOT), so a list's filter or sort gets one only through x-indexes, where a
    // measured query on a big store needs it.
    for (const fields of m.indexes)
      addIndex([...scope, ...fields], false, 'btree', '', m.indexInclude?.[fields.join(',')]);
    for (const fields of m.platformIndexes) addIndex(fields);
    for (const f of m.search) if (m.properties[f].stored) addIndex([f], false, 'gin', '_trgm');
    // An index that leads another (a foreign key's (company_id, product_id) before the unique
    // (company_id, product_id, size, color)) answers nothing the longer one does not: every write
    // would pay for it twice.
    const covered = (i: Index) =>
      !i.unique &&
      i.method === 'btree' &&
      indexes.some(
        (o) =>
          o.method === 'btree' &&
          o.parts.length > i.parts.length &&
          i.parts.every((p, k) => o.parts[k] === p),
      );
    const kept = indexes.filter((i) => !covered(i));
    const audit: AuditTrigger | undefined = m.audit
      ? {
          entity: m.name,
          store: m.tenant || m.properties.company_id ? 'company_id' : m.name === 'company' ? 'id' : '',
          secrets: stored.filter((p) => p.secret || p.hash).map((p) => p.name),
          quiet: [...(m.tenant ? ['company_id'] : []), ...stored.filter((p) => p.quiet).map((p) => p.name)],
        }
      : undefined;
    tables[m.table] = {
      name: m.table,
      columns,
      primaryKey: pk,
      foreignKeys,
      indexes: kept,
      ...(audit ? { audit } : {}),
      ...(m.counts ? { counts: { entity: m.name, store: 'company_id', key: m.counts.key } } : {}),
    };
  }
  return { tables, auditFunction: AUDIT_FUNCTION_VERSION, countFunctions: COUNT_FUNCTIONS_VERSION };
}
