// npm run db:reset: throws the database away, migrates a fresh one and loads the demo data.
// PGlite (default): removes the database folder (DATA_DIR/pgdata). PostgreSQL (DATABASE_URL): drops
// and recreates the public schema. Uploaded files (DATA_DIR/uploads) go too, in both cases, since
// they belong to the rows that are gone. Only those two folders are removed, so a DATA_DIR pointing
// somewhere unexpected (".", a home folder) loses nothing else.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { readConfig } from '../config.js';
import { uploadsDir } from '../storage/files.js';
import { openStorage } from '../storage/uploads.js';
import { connect, type Database } from './connect.js';
import { migrate } from './migrate.js';
import { seedIfEmpty } from './seed/index.js';

const config = readConfig();
const started = Date.now();
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function remove(path: string, what: string): void {
  if (!existsSync(path)) return;
  rmSync(path, { recursive: true, force: true });
  console.log(`removed ${what}: ${path}`);
}

async function counts(db: Database): Promise<string> {
  const tables = ['company', 'users', 'product', 'grid', 'buy', 'consumer', 'contact', 'coupon'] as const;
  const parts = [];
  for (const table of tables) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    parts.push(`${table} ${n}`);
  }
  return parts.join(', ');
}

let db: Database | undefined;
try {
  if (config.databaseUrl) {
    db = await connect(config);
    await sql`DROP SCHEMA IF EXISTS public CASCADE`.execute(db);
    await sql`CREATE SCHEMA public`.execute(db);
    console.log(`dropped and recreated schema "public" of ${new URL(config.databaseUrl).pathname.slice(1)}`);
  } else {
    remove(join(config.dataDir, 'pgdata'), 'PGlite database');
  }
  remove(uploadsDir(config.dataDir), 'uploaded files');

  let step = Date.now();
  db ??= await connect(config);
  const applied = await migrate(db);
  console.log(
    `database opened and migrated (${applied.length} migration${applied.length === 1 ? '' : 's'} applied) in ${elapsed(step)}`,
  );

  step = Date.now();
  const seeded = await seedIfEmpty(
    db,
    await openStorage(config.dataDir, config.objectStore),
    Fastify({ logger: { level: 'warn' } }).log,
  );
  console.log(
    seeded ? `demo data loaded in ${elapsed(step)}: ${await counts(db)}` : 'demo data skipped: users exist',
  );
  console.log(
    `database reset in ${elapsed(started)} (${config.databaseUrl ? 'PostgreSQL' : `PGlite, ${config.dataDir}`})`,
  );
  console.log(
    'demo accounts: admin@painel.dev / admin123, maria@modaviva.dev / loja1234, joao@casaverde.dev / loja1234',
  );
} catch (error) {
  console.error('db:reset failed:', error);
  process.exitCode = 1;
} finally {
  await db?.destroy();
}
