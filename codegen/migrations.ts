// Writes the SQL that takes the database from the last snapshot to the current DbModel: new tables,
// new columns, keys and indexes. Columns that left a schema are never dropped automatically (data
// safety): the migration says so in a comment, and a person writes the drop by hand if wanted.
import { AUDIT_FUNCTION_SQL, auditTriggerSql } from './audit.js';
import { q } from './sql-text.js';
import { COUNT_FUNCTIONS_SQL, countTriggersSql, dropCountTriggersSql } from './counts.js';
import type { Column, DbModel, ForeignKey, Index, Table } from './db-model.js';

function columnSql(c: Column): string {
  return `${q(c.name)} ${c.type}${c.notNull ? ' NOT NULL' : ''}${c.default ? ` DEFAULT ${c.default}` : ''}`;
}
function indexPart(part: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(part) ? q(part) : part;
}
function indexSql(table: string, i: Index): string {
  const using = i.method === 'btree' ? '' : ` USING ${i.method}`;
  // GIN indexes here are trigram indexes, for the ILIKE '%text%' search of `q`.
  const opclass = i.method === 'gin' ? ' gin_trgm_ops' : '';
  const include = i.include?.length ? ` INCLUDE (${i.include.map(q).join(', ')})` : '';
  return `CREATE ${i.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${q(i.name)} ON ${q(table)}${using} (${i.parts.map((p) => indexPart(p) + opclass).join(', ')})${include};`;
}
function fkSql(table: string, fk: ForeignKey): string {
  return (
    `ALTER TABLE ${q(table)} ADD CONSTRAINT ${q(fk.name)} FOREIGN KEY (${fk.columns.map(q).join(', ')}) ` +
    `REFERENCES ${q(fk.refTable)} (${fk.refColumns.map(q).join(', ')}) ON DELETE ${fk.onDelete};`
  );
}
function createTableSql(t: Table): string {
  const lines = [
    ...t.columns.map(columnSql),
    `CONSTRAINT ${q(`pk_${t.name}`)} PRIMARY KEY (${t.primaryKey.map(q).join(', ')})`,
  ];
  return `CREATE TABLE ${q(t.name)} (\n  ${lines.join(',\n  ')}\n);`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface MigrationDiff {
  sql: string[];
  summary: string[];
}

export function diffDbModels(before: DbModel, after: DbModel): MigrationDiff {
  const sql: string[] = [];
  const tail: string[] = [];
  const summary: string[] = [];
  if (Object.keys(before.tables).length === 0) {
    sql.push('CREATE EXTENSION IF NOT EXISTS pg_trgm;', 'CREATE SEQUENCE IF NOT EXISTS global_id_seq;');
  }
  for (const t of Object.values(after.tables)) {
    const old = before.tables[t.name];
    if (!old) {
      summary.push(`create ${t.name}`);
      sql.push(createTableSql(t));
      for (const fk of t.foreignKeys) tail.push(fkSql(t.name, fk));
      for (const i of t.indexes) tail.push(indexSql(t.name, i));
      continue;
    }
    for (const c of t.columns) {
      const was = old.columns.find((o) => o.name === c.name);
      if (!was) {
        if (c.notNull && !c.default)
          throw new Error(`${t.name}.${c.name}: a new required column on an existing table needs a default`);
        summary.push(`add ${t.name}.${c.name}`);
        sql.push(`ALTER TABLE ${q(t.name)} ADD COLUMN ${columnSql(c)};`);
        continue;
      }
      if (was.type !== c.type) {
        summary.push(`retype ${t.name}.${c.name}`);
        sql.push(
          `ALTER TABLE ${q(t.name)} ALTER COLUMN ${q(c.name)} TYPE ${c.type} USING ${q(c.name)}::${c.type};`,
        );
      }
      if (was.default !== c.default)
        sql.push(
          `ALTER TABLE ${q(t.name)} ALTER COLUMN ${q(c.name)} ${c.default ? `SET DEFAULT ${c.default}` : 'DROP DEFAULT'};`,
        );
      // A column that becomes required takes its default where it was empty, first.
      if (!was.notNull && c.notNull && c.default)
        sql.push(`UPDATE ${q(t.name)} SET ${q(c.name)} = ${c.default} WHERE ${q(c.name)} IS NULL;`);
      if (was.notNull !== c.notNull)
        sql.push(
          `ALTER TABLE ${q(t.name)} ALTER COLUMN ${q(c.name)} ${c.notNull ? 'SET' : 'DROP'} NOT NULL;`,
        );
    }
    for (const c of old.columns)
      if (!t.columns.some((n) => n.name === c.name))
        sql.push(
          `-- ${t.name}.${c.name} is no longer in the schema; kept (drop it by hand once its data is not needed).`,
        );
    if (!same(old.primaryKey, t.primaryKey)) {
      // The foreign keys pointing at the old key would have to go first: that one is written by hand.
      if (Object.values(after.tables).some((o) => o.foreignKeys.some((fk) => fk.refTable === t.name)))
        throw new Error(
          `${t.name}: a new primary key on a table other tables point at needs a hand-written migration`,
        );
      summary.push(`rekey ${t.name}`);
      sql.push(
        `ALTER TABLE ${q(t.name)} DROP CONSTRAINT IF EXISTS ${q(`pk_${t.name}`)};`,
        `ALTER TABLE ${q(t.name)} ADD CONSTRAINT ${q(`pk_${t.name}`)} PRIMARY KEY (${t.primaryKey.map(q).join(', ')});`,
      );
    }
    for (const fk of old.foreignKeys) {
      const now = t.foreignKeys.find((f) => f.name === fk.name);
      if (!now || !same(now, fk))
        sql.push(`ALTER TABLE ${q(t.name)} DROP CONSTRAINT IF EXISTS ${q(fk.name)};`);
    }
    for (const fk of t.foreignKeys) {
      const was = old.foreignKeys.find((f) => f.name === fk.name);
      if (!was || !same(was, fk)) tail.push(fkSql(t.name, fk));
    }
    for (const i of old.indexes) {
      const now = t.indexes.find((n) => n.name === i.name);
      if (!now || !same(now, i)) sql.push(`DROP INDEX IF EXISTS ${q(i.name)};`);
    }
    for (const i of t.indexes) {
      const was = old.indexes.find((n) => n.name === i.name);
      if (!was || !same(was, i)) tail.push(indexSql(t.name, i));
    }
  }
  for (const t of Object.values(before.tables))
    if (!after.tables[t.name])
      sql.push(`-- table ${t.name} is no longer in the schemas; kept (drop it by hand).`);
  // The audit trail: the function (when its SQL changed), then each table's trigger.
  if (before.auditFunction !== after.auditFunction && after.auditFunction) {
    summary.push('audit trail');
    sql.push(AUDIT_FUNCTION_SQL);
  }
  for (const t of Object.values(after.tables)) {
    const was = before.tables[t.name]?.audit;
    if (t.audit && !same(was, t.audit)) {
      if (was && !summary.includes('audit columns')) summary.push('audit columns');
      tail.push(auditTriggerSql(t.name, t.audit));
    }
    if (!t.audit && was) tail.push(`DROP TRIGGER IF EXISTS audit ON ${q(t.name)};`);
  }
  // The per-store row counts: the table and functions (when their SQL changed), then each table's
  // triggers and its counts rebuilt from its rows.
  if (before.countFunctions !== after.countFunctions && after.countFunctions) {
    summary.push('row counts');
    sql.push(COUNT_FUNCTIONS_SQL);
  }
  for (const t of Object.values(after.tables)) {
    const was = before.tables[t.name]?.counts;
    if (t.counts && !same(was, t.counts)) tail.push(...countTriggersSql(t.name, t.counts));
    if (!t.counts && was) tail.push(...dropCountTriggersSql(t.name, was.entity));
  }
  const all = [...sql, ...tail];
  if (all.length && !summary.length) summary.push('alter keys and indexes');
  return { sql: all, summary };
}
