// Schemas written to stress the generators (tests/synthetic/schemas/: a unique CNPJ-only document, a
// CPF and a phone, enums with labels, money and bounded numbers, a reference child, a sub-list child)
// go through the whole chain as a real schema would: codegen — on the real schemas and these, into
// a folder of their own under .tmp/ —, tsc on what it wrote, and the generic per-entity suite
// (tests/helpers/generic-suite.ts) against an app built on that registry, over a database migrated
// with the migrations codegen wrote. A sample builder, a message or a generator that only works for
// today's schemas fails here.
//
// How the app runs on another registry: the server modules import src/generated/registry.ts (and the
// error handler db-snapshot.json); vi.mock below hands them the synthetic ones instead, for this file
// only (vitest isolates each test file's modules), and the suite migrates the synthetic migrations
// folder. Nothing imports the app before codegen has written them: the suite is loaded after.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { generate } from '../codegen/index.js';
import type { Registry } from './helpers/samples.js';

vi.mock('../src/generated/registry.js', () => import(process.env.SYNTHETIC_REGISTRY!));
// The database's keys and unique indexes, by name (http/error-handler.ts words their violations).
vi.mock('../src/generated/db-snapshot.json', () => import(process.env.SYNTHETIC_SNAPSHOT!));

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside the checkout (ignored by git), so the generated files find node_modules and src/shared.
const out = join(root, '.tmp/synthetic', `${process.pid}-${Date.now().toString(36)}`);
afterAll(() => rmSync(out, { recursive: true, force: true }));

// The output starts from src/generated's database state, so codegen writes the next migration: the
// synthetic tables alone, applied over the migrated template like any new migration.
// Folders of runs that died before their clean-up, once no run can still be using them.
for (const entry of existsSync(dirname(out)) ? readdirSync(dirname(out)) : []) {
  const folder = join(dirname(out), entry);
  if (Date.now() - statSync(folder).mtimeMs > 3_600_000) rmSync(folder, { recursive: true, force: true });
}
mkdirSync(out, { recursive: true });
cpSync(join(root, 'src/generated/migrations'), join(out, 'migrations'), { recursive: true });
cpSync(join(root, 'src/generated/db-snapshot.json'), join(out, 'db-snapshot.json'));
const generated = await generate({
  schemaDirs: [join(root, 'schemas'), join(root, 'tests/synthetic/schemas')],
  out,
  // Prettier adds nothing tsc or the app needs, and seconds.
  format: false,
});
process.env.SYNTHETIC_REGISTRY = join(out, 'registry.ts');
process.env.SYNTHETIC_SNAPSHOT = join(out, 'db-snapshot.json');

const { entities } = (await import('../src/generated/registry.js')) as unknown as { entities: Registry };
const { genericSuite } = await import('./helpers/generic-suite.js');
const synthetic = Object.values(entities).filter((m) => m.name.startsWith('syn_'));

describe('synthetic schemas through codegen', () => {
  it('are served by the app the registry builds', () => {
    expect(synthetic.map((m) => m.name).sort()).toEqual([
      'syn_branch',
      'syn_courier',
      'syn_fee',
      'syn_plan',
      'syn_supplier',
      'syn_supplier_phone',
    ]);
    // The real entities are there too (the synthetic ones point at the stores).
    expect(entities.company?.path).toBe('/company');
  });

  it('get one new migration that creates their tables alone, columns sized by maxLength, not format', () => {
    expect(generated.migration).toMatch(/^0*\d+_create_syn_/);
    const text = readFileSync(join(out, 'migrations', generated.migration!), 'utf8');
    const statements = text.split('\n').filter((l) => /^(CREATE|ALTER|DROP)/.test(l));
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) expect(s, s).toMatch(/"syn_[a-z_]+"|ON "syn_/);
    // A CNPJ (format cnpj, maxLength 14) is a varchar(14), as it would be without the format; a
    // CPF without maxLength is text.
    expect(text).toMatch(/"document" varchar\(14\) NOT NULL,/);
    expect(text).toMatch(/"cpf" text NOT NULL,/);
    expect(text).toMatch(/"amount" numeric\(12,2\) NOT NULL,/);
    // The reference child's key carries the store; the sub-list child goes with its parent.
    expect(text).toContain(
      'ALTER TABLE "syn_branch" ADD CONSTRAINT "fk_syn_branch_supplier_id" FOREIGN KEY ("company_id", "supplier_id") REFERENCES "syn_supplier" ("company_id", "id") ON DELETE RESTRICT;',
    );
    expect(text).toMatch(/"fk_syn_supplier_phone_supplier_id" .* ON DELETE CASCADE;/);
    expect(text).toContain(
      'CREATE UNIQUE INDEX IF NOT EXISTS "uq_syn_supplier_company_id_lowerdocument" ON "syn_supplier" ("company_id", lower(document));',
    );
  });

  it('document the CNPJ and the CPF in the OpenAPI document by their formats', async () => {
    const { buildApp } = await import('../src/server/app.js');
    const dataDir = mkdtempSync(join(tmpdir(), 'synthetic-openapi-'));
    // The document needs the routes only: no query runs (as codegen/openapi.ts builds it).
    const app = await buildApp({ db: {} as never, logLevel: 'silent', dataDir });
    type Props = { properties: Record<string, { format?: string; description?: string }> };
    let doc: { components: { schemas: Record<string, Props> }; paths: Record<string, { post: unknown }> };
    try {
      await app.ready();
      doc = app.swagger() as typeof doc;
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(doc.components.schemas.SynSupplier.properties.document).toMatchObject({
      format: 'cnpj',
      description: expect.stringMatching(/^CNPJ\. CNPJ: 14 caracteres, numérico ou alfanumérico/),
    });
    expect(doc.components.schemas.SynCourier.properties.cpf).toMatchObject({
      format: 'cpf',
      description: expect.stringMatching(/^CPF\. CPF: 11 dígitos/),
    });
    const save = doc.paths['/api/syn-supplier/save'].post as {
      requestBody: { content: Record<string, { schema: Props }> };
    };
    expect(save.requestBody.content['application/json'].schema.properties.document.format).toBe('cnpj');
  });

  it('typecheck: the types, the database model and the registry codegen wrote', async () => {
    // Facts about the generated types tsc must agree with, beside compiling them at all.
    writeFileSync(
      join(out, 'check.ts'),
      `import type { DB } from './db.js';
import { entities, type EntityName } from './registry.js';
import type { SynFee, SynPlan, SynSupplier } from './types.js';
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <T extends true>(): T | undefined => undefined;
same<Equal<SynSupplier['document'], string>>();
same<Equal<SynSupplier['email'], string | null>>();
same<Equal<SynPlan['tier'], 'b' | 'p' | 'o'>>();
same<Equal<SynPlan['billing'], 1 | 3 | 12 | null>>();
same<Equal<SynFee['amount'], string>>();
same<Equal<DB['syn_supplier']['document']['__select__'], string>>();
same<Equal<DB['syn_fee']['amount']['__select__'], string>>();
const name: EntityName = 'syn_supplier_phone';
export const parent: string | undefined = entities[name].properties.supplier_id.ref;
`,
    );
    writeFileSync(
      join(out, 'tsconfig.json'),
      JSON.stringify({ extends: join(root, 'tsconfig.json'), include: ['*.ts'], exclude: [] }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', out], {
      cwd: root,
    }).then(
      () => ({ code: 0, output: '' }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, output: error.stdout ?? '' }),
    );
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 120_000);
});

genericSuite({
  entities,
  only: (m) => m.name.startsWith('syn_'),
  migrations: join(out, 'migrations'),
});
