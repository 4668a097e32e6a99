// npm run bench [-- --only catalogue|orders|reports|import|feed|startup|screens|lighthouse --lighthouse-runs 3 --feed-products 1540 --feed-concurrency 50 --backend pglite|postgres --products 100000 --grids 5
//                  --orders 200000 --stores 4 --report-orders 1000000 --report-stores 50 --match dashboard --keep --iterations 30]
//   --keep (orders, reports): leaves the filled PostgreSQL database for EXPLAIN.
// npm run bench -- --http [--connections 10 --seconds 5 --other-stores 999 --other-products 900000 --show-sql]:
//   the main calls over HTTP beside a bare server running the same SQL (bench/http.ts), alone.
// npm run bench -- --all: every benchmark above in one run, the HTTP one included. --match (with
//   --http too) keeps the calls whose name holds the text.
// Runs the catalogue and orders benchmarks on embedded PGlite and, when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set, on PostgreSQL, and prints latency per call. The reports benchmark
// (1,000,000 orders) runs on PostgreSQL only, unless --backend pglite asks for it. Figures, never
// assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { startTestApp, type Backend } from '../tests/helpers/app.js';
import { fillStore, timeCalls, timeWrites, type BenchOptions, type BenchRow } from './catalogue.js';
import { printFeedRows, timeFeedBeside } from './feed.js';
import { scoreScreens } from './lighthouse.js';
import { timeScreens } from './screens.js';
import { timeStartup } from './startup.js';
import { fillOrderStores, timeOrderCalls, type OrderBenchOptions } from './orders.js';
import {
  databaseUrlOf,
  fillOtherStores,
  httpCalls,
  type HttpRow,
  printHttpRows,
  SqlRecorder,
  timeHttpCalls,
} from './http.js';
import { printWorkersRows, timeWorkers } from './workers.js';
import { fillReportStores, timeOrderWrites, timeReportCalls, type ReportBenchOptions } from './reports.js';
import { printImportRows, timeProductImport } from './product-import.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
const http = process.argv.includes('--http');
// --http runs the HTTP bench alone (its own fill); the others run unless --only names one; --all
// runs every one, the HTTP bench first (each fills a database of its own: hours, not minutes).
const all = process.argv.includes('--all');
const runs = (name: string) => all || (http ? name === 'http' : !only || only === name);
const keep = process.argv.includes('--keep');

/** --keep leaves a filled PostgreSQL database for EXPLAIN (its name is printed; drop it when done). */
async function closeOrKeep(t: Awaited<ReturnType<typeof startTestApp>>, backend: string): Promise<void> {
  if (!keep || backend !== 'postgres') return t.close();
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
  console.log(`kept database ${rows[0].name}`);
  await t.app.close();
  await t.db.destroy();
}
const matchIndex = process.argv.indexOf('--match');
const match = matchIndex > 0 ? process.argv[matchIndex + 1] : '';

const options: BenchOptions = {
  products: arg('products', 100_000),
  gridsPerProduct: arg('grids', 5),
  iterations: arg('iterations', 30),
};
const orderOptions: OrderBenchOptions = {
  orders: arg('orders', 200_000),
  otherStores: arg('stores', 4),
  iterations: arg('iterations', 30),
};
const reportOptions: ReportBenchOptions = {
  orders: arg('report-orders', 1_000_000),
  bigStore: arg('report-big-store', 200_000),
  stores: arg('report-stores', 50),
  iterations: arg('iterations', 30),
};
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) process.env.TEST_DATABASE_URL = url;
const backendIndex = process.argv.indexOf('--backend');
const backends: Backend[] = [
  { name: 'pglite' as const },
  ...(url ? [{ name: 'postgres' as const }] : []),
].filter((b) => backendIndex < 0 || b.name === process.argv[backendIndex + 1]);

function print(title: string, rows: BenchRow[], baseline?: BenchRow) {
  console.log(`\n${title}`);
  console.log(
    'call'.padEnd(40),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'rows'.padStart(8),
    baseline ? '× base p50'.padStart(11) : '',
  );
  for (const r of rows)
    console.log(
      r.call.padEnd(40),
      r.p50.toFixed(1).padStart(8),
      r.p95.toFixed(1).padStart(8),
      String(r.rows).padStart(8),
      baseline ? (r.p50 / baseline.p50).toFixed(1).padStart(11) : '',
    );
}

if (runs('http')) {
  const otherStores = arg('other-stores', 999);
  const otherProducts = arg('other-products', 900_000);
  const httpOptions = {
    connections: arg('connections', 10),
    seconds: arg('seconds', 5),
    showSql: process.argv.includes('--show-sql'),
  };
  console.log(
    `HTTP bench: ${httpOptions.connections} connections, ${httpOptions.seconds} s per call and server; ` +
      `${options.products.toLocaleString('pt-BR')} products (${(options.products * options.gridsPerProduct).toLocaleString('pt-BR')} grid rows) in one store, ` +
      `${otherProducts.toLocaleString('pt-BR')} more in ${otherStores} stores, ` +
      `${orderOptions.orders.toLocaleString('pt-BR')} orders in one store and ${orderOptions.otherStores} with ${Math.round(orderOptions.orders / 20).toLocaleString('pt-BR')} each`,
  );
  let postgresRows: HttpRow[] | undefined;
  // PostgreSQL first, so the embedded database's figures can be read as a ratio to it.
  for (const backend of [...backends].sort((a) => (a.name === 'postgres' ? -1 : 1))) {
    const recorder = new SqlRecorder();
    const t = await startTestApp(backend, { log: recorder.log });
    try {
      const started = performance.now();
      const catalogue = await fillStore(t, options);
      await fillOtherStores(t, otherStores, otherProducts, options.gridsPerProduct);
      const orders = await fillOrderStores(t, orderOptions);
      // The second category, as the catalogue bench: every product of the first is inactive, so its
      // active list would be empty.
      const category = await t.db
        .selectFrom('category')
        .select('id')
        .orderBy('id')
        .offset(1)
        .limit(1)
        .executeTakeFirstOrThrow();
      const fillSeconds = (performance.now() - started) / 1000;
      const rows = await timeHttpCalls(
        t,
        recorder,
        httpCalls(category.id, orders.buyId).filter((c) => c.call.includes(match)),
        { catalogue: catalogue.token, orders: orders.token },
        backend.name === 'postgres' ? await databaseUrlOf(t) : undefined,
        httpOptions,
      );
      printHttpRows(
        `${backend.name}: filled in ${fillSeconds.toFixed(1)} s (latency in ms)`,
        rows,
        postgresRows,
      );
      if (backend.name === 'postgres') {
        postgresRows = rows;
        // npm start itself with one and two processes, on a few of the same calls.
        const some = [
          'paginate-index (default)',
          'exact-search ref',
          'buy/counts (menu)',
          'order/getOrdersDetail',
        ];
        printWorkersRows(
          await timeWorkers(
            await databaseUrlOf(t),
            httpCalls(category.id, orders.buyId).filter((c) => some.includes(c.call)),
            { catalogue: catalogue.token, orders: orders.token },
            httpOptions,
          ),
        );
      }
    } finally {
      await t.close();
    }
  }
}

if (runs('catalogue')) {
  console.log(
    `catalogue bench: ${options.products.toLocaleString('pt-BR')} products, ` +
      `${(options.products * options.gridsPerProduct).toLocaleString('pt-BR')} grid rows, ${options.iterations} timed calls each`,
  );
  for (const backend of backends) {
    const t = await startTestApp(backend);
    try {
      const { token, fillSeconds } = await fillStore(t, options);
      // The second category: every product of the first is inactive (g % 20 = 0 implies g % 10 = 0).
      const category = await t.db
        .selectFrom('category')
        .select('id')
        .orderBy('id')
        .offset(1)
        .limit(1)
        .executeTakeFirstOrThrow();
      print(
        `${backend.name}: filled in ${fillSeconds.toFixed(1)} s`,
        await timeCalls(t, token, options, category.id),
      );
      print(`${backend.name}: writes`, await timeWrites(t, token, options));
    } finally {
      await t.close();
    }
  }
}

if (runs('orders')) {
  console.log(
    `\norders bench: ${orderOptions.orders.toLocaleString('pt-BR')} orders in one store, ` +
      `${orderOptions.otherStores} other stores with ${Math.round(orderOptions.orders / 20).toLocaleString('pt-BR')} each, ` +
      `${orderOptions.iterations} timed calls each`,
  );
  for (const backend of backends) {
    const t = await startTestApp(backend);
    try {
      const { token, buyId, fillSeconds } = await fillOrderStores(t, orderOptions);
      const rows = await timeOrderCalls(t, token, buyId, orderOptions.iterations);
      print(`${backend.name}: filled in ${fillSeconds.toFixed(1)} s`, rows, rows[0]);
    } finally {
      await closeOrKeep(t, backend.name);
    }
  }
}

if (runs('reports')) {
  console.log(
    `\nreports bench: ${reportOptions.orders.toLocaleString('pt-BR')} orders over ${reportOptions.stores} stores, ` +
      `${reportOptions.bigStore.toLocaleString('pt-BR')} in the big one, ${reportOptions.iterations} timed calls each`,
  );
  for (const backend of backends.filter((b) => b.name === 'postgres' || backendIndex > 0)) {
    const t = await startTestApp(backend);
    try {
      const setup = await fillReportStores(t, reportOptions);
      const rows = await timeReportCalls(t, setup, reportOptions.iterations, match);
      if (!match || 'write'.includes(match))
        rows.push(...(await timeOrderWrites(t, setup, reportOptions.iterations)));
      print(`${backend.name}: filled in ${setup.fillSeconds.toFixed(1)} s`, rows, rows[0]);
    } finally {
      await closeOrKeep(t, backend.name);
    }
  }
}

if (runs('import')) {
  const importRows = arg('import-rows', 10_000);
  console.log(
    `\nimport bench: ${importRows.toLocaleString('pt-BR')} CSV lines (${(importRows / 2).toLocaleString('pt-BR')} products, 2 grid items each) through /product-import/*, 200 lines a call`,
  );
  for (const backend of backends) {
    const t = await startTestApp(backend);
    try {
      printImportRows(backend.name, await timeProductImport(t, importRows));
    } finally {
      await t.close();
    }
  }
}

if (runs('startup')) {
  console.log('\nstart-up: launch of node src/server/start.mjs (npm start) → first answer of /api/health');
  for (const r of await timeStartup(url))
    console.log(r.call.padEnd(56), `${r.seconds.toFixed(2)} s`.padStart(9));
}

if (runs('screens')) {
  console.log(
    '\nfirst screens (Chromium, 1366 px, Maria, demo data): ms from navigation to the first row of data',
  );
  console.log('screen'.padEnd(32), 'page load'.padStart(10), 'in the panel'.padStart(13));
  for (const r of await timeScreens())
    console.log(r.call.padEnd(32), r.load.toFixed(0).padStart(10), r.inApp.toFixed(0).padStart(13));
}

if (runs('lighthouse')) {
  const rounds = arg('lighthouse-runs', 3);
  console.log(
    `\nLighthouse, mobile (its default: a mid-range phone on slow 4G), Maria, demo data: medians of ${rounds} runs`,
  );
  console.log(
    'page'.padEnd(12),
    'score'.padStart(6),
    'runs'.padStart(14),
    'FCP ms'.padStart(8),
    'LCP ms'.padStart(8),
    'TBT ms'.padStart(8),
    'CLS'.padStart(7),
  );
  for (const r of await scoreScreens(rounds))
    console.log(
      r.page.padEnd(12),
      String(r.score).padStart(6),
      r.scores.join(' ').padStart(14),
      r.fcp.toFixed(0).padStart(8),
      r.lcp.toFixed(0).padStart(8),
      r.tbt.toFixed(0).padStart(8),
      r.cls.toFixed(3).padStart(7),
    );
}

if (runs('feed')) {
  const products = arg('feed-products', 1540);
  const concurrency = arg('feed-concurrency', 50);
  console.log(
    `\nfeed bench: /api/health beside ${concurrency} public feed requests of a ${products}-product store`,
  );
  for (const backend of backends) {
    const t = await startTestApp(backend);
    try {
      const { fillSeconds } = await fillStore(t, { ...options, products, gridsPerProduct: 2 });
      const store = await t.db
        .selectFrom('company')
        .select('id')
        .where('fantasy_name', '=', 'Loja Bench')
        .executeTakeFirstOrThrow();
      printFeedRows(
        `${backend.name}: filled in ${fillSeconds.toFixed(1)} s`,
        await timeFeedBeside(t, store.id, concurrency),
      );
    } finally {
      await t.close();
    }
  }
}
