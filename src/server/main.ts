// npm start: open the database, migrate, load demo data on first start, serve API (and panel).
// WORKERS=N (PostgreSQL only): this process prepares once (panel build, migrations, secrets key,
// demo data, sealing) and then N worker processes serve the port (workers.ts); each opens its own
// pool (DATABASE_POOL_SIZE connections each).
import cluster from 'node:cluster';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { connect, type Database } from './db/connect.js';
import { scheduleAuditPruning } from './audit/retention.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { buildPanel, panelIsStale } from './panel.js';
import { sealPlainSecrets } from './security/seal-existing.js';
import { loadSecretKey, SecretBox } from './security/secret-box.js';
import { openStorage } from './storage/uploads.js';
import { superviseWorkers } from './workers.js';

const config = readConfig();
const started = Date.now();

const open = () =>
  connect({
    ...config,
    onIdleError: (error) =>
      console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: error.message })),
  });

/** Once per start, before any request is served. */
async function prepare(log: FastifyBaseLogger): Promise<Database> {
  if (config.servePanel && panelIsStale()) {
    console.log('building the panel (dist/panel)…');
    await buildPanel();
  }
  const db = await open();
  const applied = await migrate(db);
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');
  // Written here, before any worker starts, so that they all read the same key.
  const secretKey = loadSecretKey(process.env, config.dataDir);
  // Never the key itself: only where it came from.
  if (secretKey.generated) log.info({ file: 'secrets.key' }, 'new secrets key written to the data folder');
  if (config.databaseUrl && !process.env.SECRETS_KEY)
    log.warn('SECRETS_KEY is not set: every API process must share the key in the data folder');
  if (config.seedDemo) await seedIfEmpty(db, await openStorage(config.dataDir, config.objectStore), log);
  const sealed = await sealPlainSecrets(db, new SecretBox(secretKey.key));
  if (sealed) log.info({ sealed }, 'plain-text credentials sealed');
  return db;
}

/** Serves the port from this process; `worker`: its index when several do. */
async function serve(db: Database, worker?: number) {
  const app = await buildApp({
    secrets: new SecretBox(loadSecretKey(process.env, config.dataDir).key),
    db,
    logLevel: config.logLevel,
    sessionTtlHours: config.sessionTtlHours,
    dataDir: config.dataDir,
    trustProxy: config.trustProxy,
    servePanel: config.servePanel,
    sharedRateLimits: config.sharedRateLimits,
    objectStore: config.objectStore,
    worker,
  });
  // One process sweeps the audit trail: the only one, or the first worker.
  const stopPruning = worker ? () => {} : scheduleAuditPruning(db, config.auditRetentionDays, app.log);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal, worker }, 'shutting down');
    stopPruning();
    await app.close();
    await db.destroy();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `http://localhost:${config.port}`,
      database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}`,
      worker,
      startupMs: Date.now() - started,
    },
    'ready',
  );
}

if (cluster.isWorker) {
  await serve(await open(), Number(process.env.WORKER_INDEX ?? 0));
} else {
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  if (config.workers > 1 && !config.databaseUrl) {
    log.error('WORKERS > 1 needs DATABASE_URL (PostgreSQL): the embedded PGlite belongs to one process');
    process.exit(1);
  }
  const db = await prepare(log);
  if (config.workers > 1) {
    await db.destroy();
    superviseWorkers(config.workers, log);
  } else await serve(db);
}
