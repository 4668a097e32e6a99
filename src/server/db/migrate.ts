// Applies src/generated/migrations/*.sql in order, each once, each in a transaction. An advisory
// lock lets many API processes start against one PostgreSQL without racing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { projectRoot } from '../project-root.js';
import type { Database } from './connect.js';

export const migrationsDir = join(projectRoot, 'src/generated/migrations');
const LOCK_ID = 727_001;

/** Applies the migrations of `dir` (src/generated/migrations unless said) not applied yet, in order. */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${LOCK_ID})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
        conn,
      );
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn)).rows.map(
          (r) => r.name,
        ),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const text = readFileSync(join(dir, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          // One statement at a time: PGlite's extended protocol takes a single statement per query.
          for (const statement of splitStatements(text)) await sql.raw(statement).execute(trx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(trx);
        });
        applied.push(file);
      }
      return applied;
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_ID})`.execute(conn);
    }
  });
}

/**
 * Codegen writes one statement per line group, each ending with ';' at the end of a line; a
 * function body between $$ quotes is one statement whatever it holds.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of text.split('\n')) {
    if (!quoted && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements.filter(Boolean);
}
