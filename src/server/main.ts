// npm start: open the database, migrate, load demo data on first start, serve API (and panel).
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { connect } from './db/connect.js';
import { scheduleAuditPruning } from './audit/retention.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { buildPanel, panelIsStale } from './panel.js';
import { sealPlainSecrets } from './security/seal-existing.js';
import { loadSecretKey, SecretBox } from './security/secret-box.js';

const config = readConfig();
const started = Date.now();
if (config.servePanel && panelIsStale()) {
  console.log('building the panel (dist/panel)…');
  await buildPanel();
}
const db = await connect({
  ...config,
  onIdleError: (error) =>
    console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: error.message })),
});
const applied = await migrate(db);
const secretKey = loadSecretKey(process.env, config.dataDir);
const secrets = new SecretBox(secretKey.key);
const app = await buildApp({
  secrets,
  db,
  logLevel: config.logLevel,
  sessionTtlHours: config.sessionTtlHours,
  dataDir: config.dataDir,
  trustProxy: config.trustProxy,
  servePanel: config.servePanel,
});
if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
if (config.seedDemo) {
  await seedIfEmpty(db, config.dataDir, app.log);
}
// Never the key itself: only where it came from.
if (secretKey.generated) app.log.info({ file: 'secrets.key' }, 'new secrets key written to the data folder');
if (config.databaseUrl && !process.env.SECRETS_KEY)
  app.log.warn('SECRETS_KEY is not set: every API process must share the key in the data folder');
const sealed = await sealPlainSecrets(db, secrets);
if (sealed) app.log.info({ sealed }, 'plain-text credentials sealed');
const stopPruning = scheduleAuditPruning(db, config.auditRetentionDays, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
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
    startupMs: Date.now() - started,
  },
  'ready',
);
