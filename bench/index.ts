// npm run bench [-- --products 100000 --grids 5 --iterations 30]
// Runs the catalogue benchmark on embedded PGlite and, when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set, on PostgreSQL, and prints latency per call.
import { startTestApp, type Backend } from '../tests/helpers/app.js';
import { fillStore, timeCalls, type BenchOptions } from './catalogue.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const options: BenchOptions = {
  products: arg('products', 100_000),
  gridsPerProduct: arg('grids', 5),
  iterations: arg('iterations', 30),
};
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) process.env.TEST_DATABASE_URL = url;
const backends: Backend[] = [{ name: 'pglite' }, ...(url ? [{ name: 'postgres' as const }] : [])];

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
    const rows = await timeCalls(t, token, options, category.id);
    console.log(`\n${backend.name}: filled in ${fillSeconds.toFixed(1)} s`);
    console.log('call'.padEnd(40), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'rows'.padStart(8));
    for (const r of rows)
      console.log(
        r.call.padEnd(40),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        String(r.rows).padStart(8),
      );
  } finally {
    await t.close();
  }
}
