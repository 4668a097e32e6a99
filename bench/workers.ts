// npm run bench -- --http, on PostgreSQL: the same calls against `npm start` itself (src/server/
// main.ts in its own processes) with WORKERS=1 and WORKERS=2 on the filled database, one after the
// other, to show what a second process adds on this machine. Sessions live in the database, so the
// bench's tokens work in both.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HttpBenchOptions, type HttpCall, load, type LoadFigures } from './http.js';

export interface WorkersRow {
  call: string;
  byWorkers: Record<number, LoadFigures>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function startServer(
  databaseUrl: string,
  workers: number,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-workers-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      SERVE_PANEL: 'false',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  const seen = new Set<number>();
  for (const deadline = Date.now() + 60_000; seen.size < workers;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`WORKERS=${workers}: no start`);
    const health = await fetch(`${base}/api/health`, { headers: { connection: 'close' } })
      .then((r) => r.json() as Promise<{ worker?: number }>)
      .catch(() => undefined);
    if (health) seen.add(health.worker ?? 0);
    else await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base };
}

export async function timeWorkers(
  databaseUrl: string,
  calls: HttpCall[],
  tokens: Record<HttpCall['as'], string>,
  o: HttpBenchOptions,
): Promise<WorkersRow[]> {
  const rows: WorkersRow[] = calls.map((c) => ({ call: c.call, byWorkers: {} }));
  for (const workers of [1, 2]) {
    const { child, base } = await startServer(databaseUrl, workers);
    try {
      for (const [i, c] of calls.entries())
        rows[i].byWorkers[workers] = await load(
          `${base}/api${c.path}`,
          c.body,
          { authorization: `Bearer ${tokens[c.as]}` },
          o,
        );
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  return rows;
}

export function printWorkersRows(rows: WorkersRow[]) {
  console.log('\nnpm start with WORKERS=1 and WORKERS=2 (PostgreSQL, same calls and connections)');
  console.log(
    'call'.padEnd(32),
    '1: req/s'.padStart(9),
    'p95'.padStart(6),
    '2: req/s'.padStart(9),
    'p95'.padStart(6),
    '2 ÷ 1'.padStart(7),
  );
  for (const r of rows) {
    const [one, two] = [r.byWorkers[1], r.byWorkers[2]];
    console.log(
      r.call.padEnd(32),
      one.rps.toFixed(0).padStart(9),
      one.p95.toFixed(1).padStart(6),
      two.rps.toFixed(0).padStart(9),
      two.p95.toFixed(1).padStart(6),
      (two.rps / one.rps).toFixed(2).padStart(7),
      one.non2xx || two.non2xx ? `  (falhas: ${one.non2xx}, ${two.non2xx})` : '',
    );
  }
}
