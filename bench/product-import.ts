// npm run bench -- --only import [--import-rows 10000]: a spreadsheet of products with grids (two
// sizes per reference) through the API's import calls, in batches of 200 lines as the panel sends
// them — the dry run, the first import (every product new) and the same file again (every product
// updated). Seconds and lines per second on each database; the target is ≤ 60 s for 10,000 lines on
// PostgreSQL.
import { performance } from 'node:perf_hooks';
import type { ImportRow } from '../src/shared/calls/index.js';
import { IMPORT_BATCH } from '../src/shared/product-import.js';
import { hashPassword } from '../src/server/auth/passwords.js';
import type { TestApp } from '../tests/helpers/app.js';

export interface ImportBenchRow {
  call: string;
  seconds: number;
  rows: number;
  failed: number;
}

async function prepare(t: TestApp): Promise<string> {
  const company = await t.db
    .insertInto('company')
    .values({
      fantasy_name: 'Loja Importação',
      cpf_cnpj: '11222333000181',
      email: 'import@loja.dev',
      company: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('users')
    .values({
      name: 'Importação',
      email: 'import@loja.dev',
      password: await hashPassword('bench123'),
      company_id: company.id,
      full_permission: true,
    })
    .execute();
  const definition = await t.db
    .insertInto('definition')
    .values({ name: 'Moda Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('category')
    .values(
      Array.from({ length: 5 }, (_, i) => ({ definition_id: definition.id, name: `Categoria ${i + 1}` })),
    )
    .execute();
  await t.db.insertInto('brand').values({ company_id: company.id, name: 'Marca Bench' }).execute();
  const login = await t.post('/users/store-login', { email: 'import@loja.dev', password: 'bench123' });
  return login.json().token;
}

/** The file's lines: two sizes of one colour per reference. */
function lines(count: number, stock: number): ImportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const product = Math.floor(i / 2);
    const ref = `IMP-${String(product).padStart(6, '0')}`;
    return {
      line: i + 2,
      ref,
      name: `Produto importado ${product}`,
      description: `Descrição do produto ${product}`,
      price: `${10 + (product % 490)},90`,
      gender: ['Feminino', 'Masculino', 'Unissex'][product % 3],
      definition: 'Moda Bench',
      category: `Categoria ${1 + (product % 5)}`,
      brand: 'Marca Bench',
      size: i % 2 ? 'M' : 'P',
      color: 'Azul',
      stock: String(stock + (i % 7)),
      code: `${ref}-${i % 2 ? 'M' : 'P'}`,
    };
  });
}

async function timeImport(t: TestApp, token: string, call: string, path: string, rows: ImportRow[]) {
  const started = performance.now();
  let failed = 0;
  for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
    const res = await t.post(path, { rows: rows.slice(i, i + IMPORT_BATCH) }, token);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    failed += (res.json() as { failed: number }).failed;
  }
  return { call, seconds: (performance.now() - started) / 1000, rows: rows.length, failed };
}

export async function timeProductImport(t: TestApp, count: number): Promise<ImportBenchRow[]> {
  const token = await prepare(t);
  return [
    await timeImport(t, token, 'dry run (validate)', '/product-import/validate', lines(count, 5)),
    await timeImport(t, token, 'import: all new', '/product-import/run', lines(count, 5)),
    await timeImport(t, token, 'import again: all updates', '/product-import/run', lines(count, 8)),
  ];
}

export function printImportRows(title: string, rows: ImportBenchRow[]) {
  console.log(`\n${title}`);
  console.log(
    'call'.padEnd(30),
    'seconds'.padStart(8),
    'lines'.padStart(8),
    'lines/s'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of rows)
    console.log(
      r.call.padEnd(30),
      r.seconds.toFixed(1).padStart(8),
      String(r.rows).padStart(8),
      (r.rows / r.seconds).toFixed(0).padStart(8),
      String(r.failed).padStart(7),
    );
}
