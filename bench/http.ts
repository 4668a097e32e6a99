// npm run bench -- --http: the main calls over real HTTP, side by side with a minimal server running
// the very same SQL. The real server (Fastify, sessions, validation, tenant scope, a transaction
// per call) listens on a port; each call is made once while its statements are recorded (Kysely's
// log), then a bare node:http server answers the same path by running those statements with their
// parameters on a plain pg pool (PGlite: the same embedded database) — no framework, no auth, no
// transaction. autocannon, in a process of its own, drives each at the same connections.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CompiledQuery, type LogEvent, sql } from 'kysely';
import pg from 'pg';
import type { TestApp } from '../tests/helpers/app.js';
import { addDays, today } from '../src/shared/time.js';

export interface HttpBenchOptions {
  connections: number;
  /** Seconds of load per call and server. */
  seconds: number;
  /** Print each call's recorded statements (--show-sql), to read them or EXPLAIN them. */
  showSql?: boolean;
}

export interface HttpCall {
  call: string;
  path: string;
  body: Record<string, unknown>;
  /** Whose token: the big catalogue store's user or the big order store's. */
  as: 'catalogue' | 'orders';
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  seconds: number;
  /** Each response's time (ms), sorted. */
  times: number[];
}

export interface HttpRow {
  call: string;
  api: LoadFigures;
  raw: LoadFigures;
  statements: number;
}

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** Records the statements run while armed: give `log` to startTestApp. */
export class SqlRecorder {
  private armed: Statement[] | undefined;
  readonly log = (event: LogEvent) => {
    if (this.armed && event.level === 'query')
      this.armed.push({ sql: event.query.sql, parameters: event.query.parameters });
  };
  async during(work: () => Promise<void>): Promise<Statement[]> {
    this.armed = [];
    try {
      await work();
      return this.armed;
    } finally {
      this.armed = undefined;
    }
  }
}

/**
 * The statements that answer the call: not the transaction's frame, the session lookup that
 * authenticates it, or the audit user setting — the raw server does none of that.
 */
const answers = (s: Statement) =>
  !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(s.sql) &&
  !/set_config\(/i.test(s.sql) &&
  !/\bfrom "session"/i.test(s.sql);

const thisMonth = () => {
  const [y, m] = today().split('-').map(Number);
  return { startMonth: m, startYear: y, endMonth: m, endYear: y };
};
const twelveMonths = () => {
  const [y, m] = today().split('-').map(Number);
  const start = new Date(Date.UTC(y, m - 12, 1));
  return { startMonth: start.getUTCMonth() + 1, startYear: start.getUTCFullYear(), endMonth: m, endYear: y };
};

export const httpCalls = (categoryId: number, buyId: number): HttpCall[] => [
  { call: 'paginate-index (default)', path: '/product/paginate-index', body: {}, as: 'catalogue' },
  {
    call: 'paginate-index name contains',
    path: '/product/paginate-index',
    body: { product_name: 'Camiseta' },
    as: 'catalogue',
  },
  {
    call: 'paginate-index category',
    path: '/product/paginate-index',
    body: { category: [categoryId] },
    as: 'catalogue',
  },
  {
    call: 'paginate-index sort by stock',
    path: '/product/paginate-index',
    body: { ordenate_field: 'stock', ordenate_type: 'desc' },
    as: 'catalogue',
  },
  { call: 'exact-search ref', path: '/product/exact-search', body: { ref: 'REF-004242' }, as: 'catalogue' },
  { call: 'getPendingBuys (1, 7)', path: '/buy/getPendingBuys', body: {}, as: 'orders' },
  { call: 'getsortingOutBuys (2)', path: '/buy/getsortingOutBuys', body: {}, as: 'orders' },
  { call: 'getInTransitBuys (3)', path: '/buy/getInTransitBuys', body: {}, as: 'orders' },
  { call: 'get-buys status 4 (finished)', path: '/buy/get-buys', body: { status: 4 }, as: 'orders' },
  { call: 'get-buys status 0', path: '/buy/get-buys', body: { status: 0 }, as: 'orders' },
  { call: 'get-buys-canceled (5, 6)', path: '/buy/get-buys-canceled', body: {}, as: 'orders' },
  { call: 'buy/counts (menu)', path: '/buy/counts', body: {}, as: 'orders' },
  { call: 'order/getOrdersDetail', path: '/order/getOrdersDetail', body: { buy_id: buyId }, as: 'orders' },
  { call: 'dashboard: month', path: '/dashboard/home', body: thisMonth(), as: 'orders' },
  { call: 'dashboard: 12 months', path: '/dashboard/home', body: twelveMonths(), as: 'orders' },
  {
    call: 'report/order 30 days',
    path: '/report/order',
    body: { init_date: `${addDays(today(), -29)} 00:00`, finish_date: `${today()} 23:59` },
    as: 'orders',
  },
];

/** Products in many more stores beside the big one (one statement each for products and grids). */
export async function fillOtherStores(
  t: TestApp,
  stores: number,
  products: number,
  gridsPerProduct: number,
): Promise<void> {
  if (stores < 1 || products < 1) return;
  const first = await sql<{ id: number }>`
    INSERT INTO company (fantasy_name, cpf_cnpj, email, company)
    SELECT 'Loja ' || n, '11222333000181', 'loja' || n || '@outras.dev', true FROM generate_series(1, ${stores}) AS n
    RETURNING id`.execute(t.db);
  const ids = first.rows.map((r) => r.id);
  const category = await t.db
    .selectFrom('category')
    .select(['id', 'definition_id'])
    .limit(1)
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO product (company_id, name, ref, definition_id, category_id, gender, price, description, active)
    SELECT (${sql.val(ids)}::bigint[])[1 + g % ${ids.length}], 'Produto ' || g, 'OUT-' || g, ${category.definition_id},
           ${category.id}, 'u', 19.90, 'Descrição ' || g, g % 10 <> 0
    FROM generate_series(1, ${products}) AS g`.execute(t.db);
  await sql`
    INSERT INTO grid (company_id, product_id, size, color, code, code_color, balance)
    SELECT p.company_id, p.id, (ARRAY['PP','P','M','G','GG','XG'])[1 + s], 'Preto', 'OUT-' || p.id || '-' || s, '#000000', s
    FROM product p CROSS JOIN generate_series(0, ${gridsPerProduct - 1}) AS s
    WHERE p.company_id = ANY(${sql.val(ids)}::bigint[])`.execute(t.db);
  await sql`VACUUM ANALYZE`.execute(t.db);
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** The bare server: each path runs its recorded statements in order and answers the last rows. */
function rawServer(routes: Map<string, Statement[]>, run: (s: Statement) => Promise<unknown[]>): Server {
  return createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      try {
        let rows: unknown[] = [];
        for (const s of routes.get(req.url ?? '') ?? []) rows = await run(s);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: rows }));
      } catch (error) {
        res.writeHead(500);
        res.end(String(error));
      }
    });
  });
}

/** autocannon on one POST, in a process of its own (bench/http-load.ts). */
export function load(url: string, body: unknown, headers: Record<string, string>, o: HttpBenchOptions) {
  const spec = JSON.stringify({
    url,
    body: JSON.stringify(body),
    headers,
    connections: o.connections,
    seconds: o.seconds,
  });
  return new Promise<LoadFigures>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/http-load.ts', spec], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`load: ${code}`)),
    );
  });
}

export async function timeHttpCalls(
  t: TestApp,
  recorder: SqlRecorder,
  calls: HttpCall[],
  tokens: Record<HttpCall['as'], string>,
  postgresUrl: string | undefined,
  o: HttpBenchOptions,
): Promise<HttpRow[]> {
  const apiBase = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const routes = new Map<string, Statement[]>();
  const headersOf = (c: HttpCall) => ({ authorization: `Bearer ${tokens[c.as]}` });
  /** How long each call took once, alone (ms): a slow one is not cut in halves (below). */
  const once: number[] = [];
  for (const [i, c] of calls.entries()) {
    const began = performance.now();
    const statements = await recorder.during(async () => {
      const res = await fetch(`${apiBase}/api${c.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersOf(c) },
        body: JSON.stringify(c.body),
      });
      if (!res.ok) throw new Error(`${c.call}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      await res.arrayBuffer();
    });
    once[i] = performance.now() - began;
    routes.set(`/${i}`, statements.filter(answers));
    if (o.showSql)
      for (const st of routes.get(`/${i}`)!)
        console.log(`-- ${c.call}\n${st.sql}\n-- ${JSON.stringify(st.parameters)}`);
  }
  // PostgreSQL: a pool of its own on the same database; PGlite: the one embedded database.
  const pool = postgresUrl ? new pg.Pool({ connectionString: postgresUrl, max: o.connections }) : undefined;
  const run = pool
    ? async (s: Statement) => (await pool.query(s.sql, s.parameters as unknown[])).rows
    : async (s: Statement) => (await t.db.executeQuery(CompiledQuery.raw(s.sql, [...s.parameters]))).rows;
  const raw = rawServer(routes, run);
  const rawBase = await listen(raw);
  const rows: HttpRow[] = [];
  try {
    for (const [i, c] of calls.entries()) {
      // Both servers warm first, untimed: the first call of a run paid the API's JIT compilation
      // (its ratio came out 0.2–0.3 lower than the same call later in the run).
      const warm = { ...o, seconds: Math.min(1, o.seconds / 5) };
      await load(`${apiBase}/api${c.path}`, c.body, headersOf(c), warm);
      await load(`${rawBase}/${i}`, {}, {}, warm);
      // Interleaved, API-raw-raw-API, each half the time: a machine that slows down or speeds up
      // during the pair weighs on both sides alike (one after the other, ratios moved by ±0.3).
      // A call that takes more than an eighth of the time alone would hardly finish in a half: that
      // one runs API then raw, the whole time each.
      if (once[i] > (o.seconds * 1000) / 8) {
        const api = await load(`${apiBase}/api${c.path}`, c.body, headersOf(c), o);
        const bare = await load(`${rawBase}/${i}`, {}, {}, o);
        rows.push({ call: c.call, api, raw: bare, statements: routes.get(`/${i}`)!.length });
        continue;
      }
      const half = { ...o, seconds: o.seconds / 2 };
      const api = [await load(`${apiBase}/api${c.path}`, c.body, headersOf(c), half)];
      const bare = [await load(`${rawBase}/${i}`, {}, {}, half)];
      bare.push(await load(`${rawBase}/${i}`, {}, {}, half));
      api.push(await load(`${apiBase}/api${c.path}`, c.body, headersOf(c), half));
      rows.push({
        call: c.call,
        api: merged(api),
        raw: merged(bare),
        statements: routes.get(`/${i}`)!.length,
      });
    }
  } finally {
    raw.close();
    await pool?.end();
  }
  return rows;
}

/** Runs of one server as one: requests over the whole time, percentiles over every response. */
export function merged(runs: LoadFigures[]): LoadFigures {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN;
  return {
    rps: runs.reduce((sum, r) => sum + r.rps * r.seconds, 0) / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    seconds,
    times,
  };
}

/** The database of the app's connection, as a URL on the server TEST_DATABASE_URL names. */
export async function databaseUrlOf(t: TestApp): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
  return Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${rows[0].name}` }).href;
}

export function printHttpRows(title: string, rows: HttpRow[], postgres?: HttpRow[]) {
  console.log(`\n${title}`);
  const n = (v: number, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '—');
  console.log(
    'call'.padEnd(32),
    'API req/s'.padStart(9),
    'p50'.padStart(6),
    'p95'.padStart(6),
    'p99'.padStart(6),
    ' raw req/s'.padStart(10),
    'p50'.padStart(6),
    'p95'.padStart(6),
    'p99'.padStart(6),
    'API÷raw'.padStart(8),
    postgres ? '÷ PG'.padStart(6) : '',
  );
  for (const r of rows) {
    const pgRow = postgres?.find((p) => p.call === r.call);
    const failed = r.api.non2xx || r.raw.non2xx ? `  (falhas: API ${r.api.non2xx}, raw ${r.raw.non2xx})` : '';
    console.log(
      r.call.padEnd(32),
      n(r.api.rps, 0).padStart(9),
      n(r.api.p50).padStart(6),
      n(r.api.p95).padStart(6),
      n(r.api.p99).padStart(6),
      n(r.raw.rps, 0).padStart(10),
      n(r.raw.p50).padStart(6),
      n(r.raw.p95).padStart(6),
      n(r.raw.p99).padStart(6),
      n(r.api.rps / r.raw.rps, 2).padStart(8),
      pgRow ? n(r.api.rps / pgRow.api.rps, 2).padStart(6) : '',
      failed,
    );
  }
}
