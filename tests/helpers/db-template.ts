// Migrated template databases, so an API suite starts from a copy instead of replaying every
// migration. PGlite: a dump of a migrated data folder, cached in .tmp/test-templates/ under a hash of
// what migrate() runs (rebuilt when a migration changes). PostgreSQL: a template database created
// once per test run (tests/helpers/global-setup.ts), copied with CREATE DATABASE … TEMPLATE.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../../src/generated/db.js';
import { connect, openPGlite } from '../../src/server/db/connect.js';
import { migrate, migrationsDir } from '../../src/server/db/migrate.js';

/** What the global setup hands every suite (vitest's provide/inject). */
export interface DbTemplates {
  /** A dump of a migrated PGlite data folder. */
  pglite?: string;
  /** A migrated database on TEST_DATABASE_URL's server. */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE_DIR = join(root, '.tmp/test-templates');
/** Template databases are named `tmpl_<key>_<pid>_<random>`; per-suite copies stay `t_<random>`. */
const TEMPLATE_PREFIX = 'tmpl_';
const COMMENT = 'painel-lojas test template';

/**
 * Changes whenever the migrated state may: the migrations, migrate() itself, how the embedded
 * database is opened (extensions) and PGlite's version (the dump's format).
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(migrationsDir, file)))
      .update('\0');
  }
  for (const file of ['src/server/db/migrate.ts', 'src/server/db/connect.ts', 'tests/helpers/db-template.ts'])
    hash.update(readFileSync(join(root, file)));
  const require = createRequire(import.meta.url);
  const pglite = join(dirname(require.resolve('@electric-sql/pglite')), '../package.json');
  hash.update((JSON.parse(readFileSync(pglite, 'utf8')) as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
}

/** The path of the migrated PGlite dump, built when missing. */
export async function pgliteTemplate(key = templateKey()): Promise<string> {
  const file = join(TEMPLATE_DIR, `pglite-${key}.tar`);
  if (existsSync(file)) return file;
  // 1 MB WAL segments instead of 16: the dump every suite loads shrinks from 46 to 31 MB.
  const pglite = await openPGlite({ initDbStartParams: ['--wal-segsize=1'] });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  await migrate(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  // Written aside and renamed: a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Dumps of other migrations, once no run of this checkout can still be reading them.
  for (const other of readdirSync(TEMPLATE_DIR).map((f) => join(TEMPLATE_DIR, f)))
    if (other !== file && Date.now() - statSync(other).mtimeMs > 3_600_000) rmSync(other, { force: true });
  return file;
}

/** Each dump's bytes, read once per worker. */
const dumps = new Map<string, ArrayBuffer>();

/**
 * The dump as PGlite's loadDataDir takes it. Not a real Blob: Node 20's Blob.arrayBuffer() reads a
 * large blob in chunks and joins them (0.4 s of a suite's 1.3 s start); PGlite only calls
 * arrayBuffer() and reads `type`, and only reads the bytes, so one buffer serves every suite.
 */
export function readPgliteTemplate(file: string): Blob {
  let bytes = dumps.get(file);
  if (!bytes) {
    const read = readFileSync(file);
    bytes = read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength);
    dumps.set(file, bytes);
  }
  const buffer = bytes;
  return { type: 'application/x-tar', size: buffer.byteLength, arrayBuffer: async () => buffer } as Blob;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates this run's template database on the server; returns its name. */
export async function createPostgresTemplate(serverUrl: string, key = templateKey()): Promise<string> {
  await dropStalePostgresTemplates(serverUrl);
  const name = `${TEMPLATE_PREFIX}${key}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, async (c) => {
    await c.query(`CREATE DATABASE ${name}`);
    // Who made it, so a later run can drop it if this one dies before its teardown.
    await c.query(`COMMENT ON DATABASE ${name} IS '${COMMENT} host=${hostname()} pid=${process.pid}'`);
  });
  const db = await connect({ databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await migrate(db);
  } finally {
    // Nobody may stay connected to a template while it is copied.
    await db.destroy();
  }
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Templates left by runs of this machine that died before their teardown. */
async function dropStalePostgresTemplates(serverUrl: string): Promise<void> {
  const stale = await onServer(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string; comment: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname LIKE $1`,
      [`${TEMPLATE_PREFIX}%`],
    );
    return rows.filter(({ comment }) => {
      const m = comment?.match(/ host=(\S+) pid=(\d+)$/);
      return !!m && comment!.startsWith(COMMENT) && m[1] === hostname() && !alive(Number(m[2]));
    });
  });
  for (const { datname } of stale) await dropPostgresDatabase(serverUrl, datname);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
