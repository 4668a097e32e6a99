// Start-up as `npm start` runs it (node src/server/start.mjs: the bundled server, rebuilt first when stale): the time from launching the process to
// the first answer of /api/health, on a new data folder (migrations and the demo data) and again
// on the same folder (a restart). The panel is built once before the timings (a fresh clone's one
// build step, timed apart); PostgreSQL in a throwaway database when a server is named.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface StartupRow {
  call: string;
  seconds: number;
}

const PORT = 3390;

/** Launches the server and waits for /api/health: the seconds to the first answer, and a stop. */
export async function launchServer(
  env: Record<string, string>,
): Promise<{ seconds: number; url: string; stop: () => Promise<void> }> {
  // A server left on the port (a run killed half-way) would answer the health check in this one's
  // place, and the bench would time and measure that server's code without a word.
  const taken = await fetch(`http://127.0.0.1:${PORT}/api/health`)
    .then(() => true)
    .catch(() => false);
  if (taken) throw new Error(`port ${PORT} is already taken: stop the server listening on it first`);
  const started = performance.now();
  const child = spawn(process.execPath, ['src/server/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${PORT}/api/health`)
        .then((r) => r.status)
        .catch(() => 0);
      if (status === 200)
        return { seconds: (performance.now() - started) / 1000, url: `http://127.0.0.1:${PORT}`, stop };
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** npm start on PGlite in `dir` with the demo data and the panel: what a user first meets. */
export const launchDemoServer = (dir: string) =>
  launchServer({
    SERVE_PANEL: 'true',
    PANEL_DIR: join(dir, 'panel'),
    DATA_DIR: join(dir, 'data'),
    SEED_DEMO: 'true',
    DATABASE_URL: '',
  });

async function timeStart(env: Record<string, string>): Promise<number> {
  const { seconds, stop } = await launchServer(env);
  await stop();
  return seconds;
}

/** A restart on the same folder, `times` times: the median (one start varied ±0.4 s here). */
async function medianRestart(env: Record<string, string>, times = 5): Promise<number> {
  const seconds: number[] = [];
  for (let i = 0; i < times; i++) seconds.push(await timeStart(env));
  return seconds.sort((a, b) => a - b)[Math.floor(times / 2)];
}

export async function timeStartup(postgresUrl: string | undefined): Promise<StartupRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'painel-startup-'));
  const panel = { SERVE_PANEL: 'true', PANEL_DIR: join(dir, 'panel') };
  const rows: StartupRow[] = [];
  try {
    // The build (when the panel is missing), then a start of an empty folder with no demo data.
    rows.push({
      call: 'panel build + start (empty, no demo)',
      seconds: await timeStart({
        ...panel,
        DATA_DIR: join(dir, 'build'),
        SEED_DEMO: 'false',
        DATABASE_URL: '',
      }),
    });
    const pglite = { ...panel, DATA_DIR: join(dir, 'pglite'), SEED_DEMO: 'true', DATABASE_URL: '' };
    rows.push({ call: 'pglite: first start with demo data', seconds: await timeStart(pglite) });
    rows.push({
      call: 'pglite: start on the existing folder (median of 5)',
      seconds: await medianRestart(pglite),
    });
    if (postgresUrl) {
      const name = `bench_startup_${process.pid}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href;
        const postgres = { ...panel, DATA_DIR: join(dir, 'postgres'), SEED_DEMO: 'true', DATABASE_URL: url };
        rows.push({ call: 'postgres: first start with demo data', seconds: await timeStart(postgres) });
        rows.push({
          call: 'postgres: start on the existing database (median of 5)',
          seconds: await medianRestart(postgres),
        });
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
