// npm run bench -- --http, on PostgreSQL: the same calls against `npm start` itself (src/server/
// main.ts in its own processes) with WORKERS=1 and WORKERS=2 on the filled database, one after the
// other, to show what a second process adds on this machine. Sessions live in the database, so the
// bench's tokens work in both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/helpers/server-process.js';
import { type HttpBenchOptions, type HttpCall, load, type LoadFigures } from './http.js';

export interface WorkersRow {
  call: string;
  byWorkers: Record<number, LoadFigures>;
}

export async function timeWorkers(
  databaseUrl: string,
  calls: HttpCall[],
  tokens: Record<HttpCall['as'], string>,
  o: HttpBenchOptions,
): Promise<WorkersRow[]> {
  const rows: WorkersRow[] = calls.map((c) => ({ call: c.call, byWorkers: {} }));
  for (const workers of [1, 2]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-workers-'));
    const server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', WORKERS: String(workers) },
      { workers, timeoutMs: 60_000 },
    );
    const base = `http://127.0.0.1:${server.port}`;
    try {
      for (const [i, c] of calls.entries())
        rows[i].byWorkers[workers] = await load(
          `${base}/api${c.path}`,
          c.body,
          { authorization: `Bearer ${tokens[c.as]}` },
          o,
        );
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
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
