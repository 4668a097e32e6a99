// Codegen: the migration diff writes what a database needs to go from one schema state to the next,
// never dropping data, and the schemas' hints are checked. (src/generated matching the schemas is
// npm test's 'codegen' phase.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildDbModel, type DbModel, type Table } from '../codegen/db-model.js';
import { diffDbModels } from '../codegen/migrations.js';
import {
  buildModel,
  buildModels,
  type EntitySchema,
  isBoundedPattern,
  labelAgreementProblem,
  loadSchemas,
} from '../codegen/model.js';
import {
  DISPLAY_FIELDS,
  DISPLAYS,
  FIELD_KINDS,
  type FieldKind,
  fieldKind,
  WIDGET_FIELDS,
  WIDGETS,
} from '../src/shared/panel-hints.js';
import type { JsonSchema } from '../src/shared/entity.js';
import { connect } from '../src/server/db/connect.js';

const brand: Table = {
  name: 'brand',
  columns: [
    { name: 'id', type: 'bigint', notNull: true, default: "nextval('global_id_seq')" },
    { name: 'name', type: 'varchar(120)', notNull: true },
  ],
  primaryKey: ['id'],
  foreignKeys: [],
  indexes: [{ name: 'ix_brand_name_trgm', parts: ['name'], unique: false, method: 'gin' }],
};
const product: Table = {
  name: 'product',
  columns: [
    { name: 'id', type: 'bigint', notNull: true, default: "nextval('global_id_seq')" },
    { name: 'brand_id', type: 'bigint', notNull: true },
    { name: 'price', type: 'numeric(12,2)', notNull: true, default: '0' },
  ],
  primaryKey: ['id'],
  foreignKeys: [
    {
      name: 'fk_product_brand_id',
      columns: ['brand_id'],
      refTable: 'brand',
      refColumns: ['id'],
      onDelete: 'RESTRICT',
    },
  ],
  indexes: [{ name: 'ix_product_brand_id', parts: ['brand_id'], unique: false, method: 'btree' }],
};
const model = (...tables: Table[]): DbModel => ({
  tables: Object.fromEntries(tables.map((t) => [t.name, t])),
});
const withColumns = (t: Table, columns: Table['columns']): Table => ({ ...t, columns });

describe('codegen', () => {
  it('starts a new database with the extension, the id sequence, tables, then keys and indexes', () => {
    const { sql: statements, summary } = diffDbModels({ tables: {} }, model(brand, product));
    expect(summary).toEqual(['create brand', 'create product']);
    expect(statements.slice(0, 2)).toEqual([
      'CREATE EXTENSION IF NOT EXISTS pg_trgm;',
      'CREATE SEQUENCE IF NOT EXISTS global_id_seq;',
    ]);
    const at = (re: RegExp) => statements.findIndex((s) => re.test(s));
    expect(at(/^CREATE TABLE "brand"/)).toBeGreaterThan(1);
    expect(at(/^CREATE TABLE "product"/)).toBeGreaterThan(1);
    // Keys come after every table exists, whatever the order of the tables.
    const fk = at(/ADD CONSTRAINT "fk_product_brand_id"/);
    expect(fk).toBeGreaterThan(at(/^CREATE TABLE "brand"/));
    expect(fk).toBeGreaterThan(at(/^CREATE TABLE "product"/));
    expect(statements[fk]).toBe(
      'ALTER TABLE "product" ADD CONSTRAINT "fk_product_brand_id" FOREIGN KEY ("brand_id") REFERENCES "brand" ("id") ON DELETE RESTRICT;',
    );
    expect(statements).toContain(
      'CREATE INDEX IF NOT EXISTS "ix_brand_name_trgm" ON "brand" USING gin ("name" gin_trgm_ops);',
    );
    expect(statements).toContain(
      'CREATE INDEX IF NOT EXISTS "ix_product_brand_id" ON "product" ("brand_id");',
    );
    const create = statements[at(/^CREATE TABLE "product"/)];
    expect(create).toContain(`"id" bigint NOT NULL DEFAULT nextval('global_id_seq')`);
    expect(create).toContain('"price" numeric(12,2) NOT NULL DEFAULT 0');
    expect(create).toContain('CONSTRAINT "pk_product" PRIMARY KEY ("id")');
  });

  it('writes nothing when nothing changed', () => {
    expect(diffDbModels(model(brand, product), model(brand, product))).toEqual({ sql: [], summary: [] });
  });

  it('adds a column to an existing table with ALTER TABLE ADD COLUMN', () => {
    const after = withColumns(brand, [
      ...brand.columns,
      { name: 'note', type: 'text', notNull: false },
      { name: 'active', type: 'boolean', notNull: true, default: 'true' },
    ]);
    const diff = diffDbModels(model(brand), model(after));
    expect(diff.summary).toEqual(['add brand.note', 'add brand.active']);
    expect(diff.sql).toEqual([
      'ALTER TABLE "brand" ADD COLUMN "note" text;',
      'ALTER TABLE "brand" ADD COLUMN "active" boolean NOT NULL DEFAULT true;',
    ]);
  });

  it('refuses a new required column without a default on an existing table', () => {
    const after = withColumns(brand, [...brand.columns, { name: 'code', type: 'text', notNull: true }]);
    expect(() => diffDbModels(model(brand), model(after))).toThrow(/brand\.code.*default/);
  });

  it('creates a new table with its foreign keys and indexes, next to an existing one', () => {
    const diff = diffDbModels(model(brand), model(brand, product));
    expect(diff.summary).toEqual(['create product']);
    expect(diff.sql).toHaveLength(3);
    expect(diff.sql[0]).toMatch(/^CREATE TABLE "product" \(/);
    expect(diff.sql[1]).toMatch(/^ALTER TABLE "product" ADD CONSTRAINT "fk_product_brand_id" FOREIGN KEY/);
    expect(diff.sql[2]).toBe('CREATE INDEX IF NOT EXISTS "ix_product_brand_id" ON "product" ("brand_id");');
    // Not the first migration: no extension or sequence again.
    expect(diff.sql.join('\n')).not.toMatch(/EXTENSION|SEQUENCE/);
  });

  it('never drops a removed column or table, only says so', () => {
    const after = withColumns(
      product,
      product.columns.filter((c) => c.name !== 'price'),
    );
    const diff = diffDbModels(model(brand, product), model(after));
    const text = diff.sql.join('\n');
    expect(text).not.toMatch(/DROP COLUMN|DROP TABLE/);
    expect(diff.sql.filter((s) => !s.startsWith('--'))).toEqual([]);
    expect(text).toMatch(/-- product\.price is no longer in the schema; kept/);
    expect(text).toMatch(/-- table brand is no longer in the schemas; kept/);
  });

  it('changes a column type, a default, a null rule and an index in place', () => {
    const after: Table = {
      ...withColumns(product, [
        product.columns[0],
        { name: 'brand_id', type: 'bigint', notNull: false },
        { name: 'price', type: 'numeric(14,2)', notNull: true, default: '1' },
      ]),
      indexes: [
        { name: 'ix_product_brand_id', parts: ['brand_id', 'price'], unique: false, method: 'btree' },
      ],
    };
    const diff = diffDbModels(model(brand, product), model(brand, after));
    expect(diff.sql).toEqual([
      'ALTER TABLE "product" ALTER COLUMN "brand_id" DROP NOT NULL;',
      'ALTER TABLE "product" ALTER COLUMN "price" TYPE numeric(14,2) USING "price"::numeric(14,2);',
      'ALTER TABLE "product" ALTER COLUMN "price" SET DEFAULT 1;',
      'DROP INDEX IF EXISTS "ix_product_brand_id";',
      'CREATE INDEX IF NOT EXISTS "ix_product_brand_id" ON "product" ("brand_id", "price");',
    ]);
  });

  it('looks store-owned rows up by id through a hash index, which offers no id order to prefer over (company_id, id)', () => {
    const models = buildModels('schemas');
    const tenant = new Set(models.filter((m) => m.tenant).map((m) => m.table));
    const tables = Object.values(buildDbModel(models).tables);
    // audit_log is keyed (company_id, id) too, and never read by id alone.
    const owned = tables.filter((t) => tenant.has(t.name));
    expect(owned.length).toBeGreaterThan(20);
    for (const t of owned)
      expect(t.indexes.find((i) => i.name === `ix_${t.name}_id`)).toMatchObject({
        parts: ['id'],
        method: 'hash',
      });
    const created = diffDbModels({ tables: {} }, model(owned.find((t) => t.name === 'product')!)).sql;
    expect(created).toContain('CREATE INDEX IF NOT EXISTS "ix_product_id" ON "product" USING hash ("id");');
  });

  it('indexes what the schema asks for, not every x-filter and x-sort field, and no index another leads', () => {
    const tables = buildDbModel(buildModels('schemas')).tables;
    const parts = (table: string) => tables[table].indexes.map((i) => i.parts.join(','));
    // grid's x-sort (size, color, code, balance, active, created_at, updated_at) and x-filter (active).
    for (const f of ['size', 'color', 'code', 'balance', 'active', 'created_at', 'updated_at'])
      expect(parts('grid')).not.toContain(`company_id,${f}`);
    // The foreign key (company_id, product_id) is served by the unique index it leads.
    expect(parts('grid')).not.toContain('company_id,product_id');
    expect(parts('grid')).toContain('company_id,product_id,lower(size),lower(color)');
    expect(tables.grid.foreignKeys.map((k) => k.columns.join(','))).toContain('company_id,product_id');
    // product: its x-indexes, foreign keys and search, never the stock balance the ledger writes.
    expect(parts('product')).toEqual(
      expect.arrayContaining(['company_id,name', 'company_id,price', 'category_id']),
    );
    expect(parts('product')).not.toContain('company_id,balance');
    // An x-indexes entry { on, include } carries columns besides its key (the order report's buyers).
    const period = tables.buy.indexes.find((i) => i.name === 'ix_buy_company_id_created_at')!;
    expect(period).toMatchObject({
      parts: ['company_id', 'created_at'],
      include: expect.arrayContaining(['consumer_id']),
    });
    const created = diffDbModels({ tables: {} }, { tables: { buy: tables.buy } }).sql.join('\n');
    expect(created).toContain(
      'ON "buy" ("company_id", "created_at") INCLUDE ("status", "consumer_id", "products_value", "delivery_price", "discount_value");',
    );
    // Carrying other columns is a change of the index: it is built again.
    const was = { ...tables.buy, indexes: tables.buy.indexes.map(({ include: _, ...i }) => i) };
    expect(diffDbModels({ tables: { buy: was } }, { tables: { buy: tables.buy } }).sql).toEqual(
      expect.arrayContaining(['DROP INDEX IF EXISTS "ix_buy_company_id_created_at";']),
    );
  });

  it('rekeys a table and fills a column that becomes required with its default first', () => {
    const log: Table = {
      name: 'log',
      columns: [
        { name: 'id', type: 'bigint', notNull: true, default: "nextval('global_id_seq')" },
        { name: 'company_id', type: 'bigint', notNull: false },
      ],
      primaryKey: ['id'],
      foreignKeys: [],
      indexes: [],
    };
    const keyed: Table = {
      ...withColumns(log, [
        log.columns[0],
        { name: 'company_id', type: 'bigint', notNull: true, default: '0' },
      ]),
      primaryKey: ['company_id', 'id'],
    };
    const diff = diffDbModels(model(log), model(keyed));
    expect(diff.summary).toEqual(['rekey log']);
    expect(diff.sql).toEqual([
      'ALTER TABLE "log" ALTER COLUMN "company_id" SET DEFAULT 0;',
      'UPDATE "log" SET "company_id" = 0 WHERE "company_id" IS NULL;',
      'ALTER TABLE "log" ALTER COLUMN "company_id" SET NOT NULL;',
      'ALTER TABLE "log" DROP CONSTRAINT IF EXISTS "pk_log";',
      'ALTER TABLE "log" ADD CONSTRAINT "pk_log" PRIMARY KEY ("company_id", "id");',
    ]);
    // Other tables' keys point at brand's: rekeying it is left to a hand-written migration.
    expect(() =>
      diffDbModels(model(brand, product), model({ ...brand, primaryKey: ['name', 'id'] }, product)),
    ).toThrow(/brand: .*hand-written/);
  });

  it('writes SQL that PostgreSQL runs, keeping the rows already there', async () => {
    const db = await connect({});
    try {
      const run = async (statements: string[]) => {
        for (const s of statements.filter((x) => !x.startsWith('--'))) await sql.raw(s).execute(db);
      };
      await run(diffDbModels({ tables: {} }, model(brand)).sql);
      await sql`insert into brand (name) values ('Antiga')`.execute(db);
      const later = withColumns(brand, [
        ...brand.columns,
        { name: 'active', type: 'boolean', notNull: true, default: 'true' },
      ]);
      await run(diffDbModels(model(brand), model(later, product)).sql);
      await sql`insert into product (brand_id) select id from brand`.execute(db);
      const { rows } = await sql<{ name: string; active: boolean; price: string }>`
        select b.name, b.active, p.price from brand b join product p on p.brand_id = b.id`.execute(db);
      expect(rows).toEqual([{ name: 'Antiga', active: true, price: '0.00' }]);
      // The key holds: a product cannot point at a missing brand.
      await expect(sql`insert into product (brand_id) values (-1)`.execute(db)).rejects.toMatchObject({
        code: '23503',
      });
    } finally {
      await db.destroy();
    }
  });
});

describe('size limits in the schemas', () => {
  const entity = (properties: Record<string, JsonSchema>) =>
    ({
      $id: 'thing',
      title: 'Thing',
      'x-label': { one: 'Coisa', many: 'Coisas', gender: 'f' },
      properties,
    }) as EntitySchema;
  const label = { 'x-label': 'Campo' };

  it('refuses a stored string, list or JSON object without a bound, naming each part', () => {
    expect(() =>
      buildModel(
        entity({
          note: { type: 'string', 'x-sql': 'text', ...label },
          data: {
            type: 'object',
            'x-sql': 'jsonb',
            ...label,
            properties: {
              ids: { type: 'array', items: { type: ['integer', 'string'] } },
              name: { type: 'string', maxLength: 50 },
            },
          },
        }),
      ),
    ).toThrow(
      [
        'thing.note: a string needs maxLength (or enum, x-money, a bounded format or pattern)',
        'thing.data: an object needs additionalProperties: false (or a bounded schema)',
        'thing.data.ids: an array needs maxItems',
        'thing.data.ids[]: a string needs maxLength (or enum, x-money, a bounded format or pattern)',
      ].join('\n'),
    );
  });

  it('accepts maxLength, enums, money, fixed-length formats, bounded patterns and closed objects', () => {
    const ok: Record<string, JsonSchema> = {
      note: { type: 'string', 'x-sql': 'text', maxLength: 5000, ...label },
      kind: { type: 'string', enum: ['a', 'b'], ...label },
      price: { type: 'string', 'x-money': true, ...label },
      day: { type: 'string', format: 'date', ...label },
      at: { type: 'string', format: 'date-time', ...label },
      cep: { type: 'string', format: 'cep', ...label },
      color: { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$', ...label },
      data: {
        type: 'object',
        'x-sql': 'jsonb',
        additionalProperties: false,
        properties: { ids: { type: 'array', maxItems: 500, items: { type: 'integer' } } },
        ...label,
      },
      answer: {
        type: 'object',
        'x-sql': 'jsonb',
        maxProperties: 20,
        propertyNames: { maxLength: 50 },
        additionalProperties: { type: ['string', 'number'], maxLength: 100 },
        ...label,
      },
    };
    expect(() => buildModel(entity(ok))).not.toThrow();
    // A big text keeps its column type: the limit is checked on input, not by retyping the column.
    expect(buildModel(entity(ok)).properties.note.sqlType).toBe('text');
  });

  it('takes a CPF or CNPJ format as bounded, and never lets a format change the column', () => {
    const documents = buildModel(
      entity({
        cnpj: { type: 'string', format: 'cnpj', maxLength: 14, ...label },
        cpf: { type: 'string', format: 'cpf', ...label },
        either: { type: 'string', format: 'cpf-cnpj', maxLength: 14, ...label },
      }),
    );
    const plain = buildModel(
      entity({
        cnpj: { type: 'string', maxLength: 14, ...label },
        cpf: { type: 'string', pattern: '^[0-9]{11}$', ...label },
        either: { type: 'string', maxLength: 14, ...label },
      }),
    );
    for (const field of ['cnpj', 'cpf', 'either'])
      expect(documents.properties[field].sqlType, field).toBe(plain.properties[field].sqlType);
    expect(documents.properties.cnpj.sqlType).toBe('varchar(14)');
    expect(documents.properties.cpf.sqlType).toBe('text');
  });

  it('tells bounded patterns from open-ended ones', () => {
    for (const p of ['^[0-9]{10,11}$', '^#[0-9A-Fa-f]{6}$', '^[0-9]{1,4}/[0-9]{1,4}$', '^[+*]{2}$'])
      expect(isBoundedPattern(p), p).toBe(true);
    for (const p of ['^[0-9]+/[0-9]+$', '^a*$', '^a{2,}$', '^a|b$', '[0-9]{3}', '^abc', '^abc\\$'])
      expect(isBoundedPattern(p), p).toBe(false);
  });
});

describe('panel hints in the schemas', () => {
  const schemaWith = (property: JsonSchema, more: Record<string, JsonSchema> = {}) => ({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'thing',
    title: 'Thing',
    type: 'object',
    'x-label': { one: 'Coisa', many: 'Coisas', gender: 'f' },
    properties: { field: { type: 'string', maxLength: 20, 'x-label': 'Campo', ...property }, ...more },
  });
  /** Codegen's reading of a schema folder holding this one schema. */
  const load = (schema: object) => {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    try {
      writeFileSync(join(dir, 'thing.schema.json'), JSON.stringify(schema));
      return loadSchemas(dir).map(buildModel);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  /** A field of each kind (panel-hints.ts fieldKind). */
  const FIELD_OF_KIND: Record<FieldKind, JsonSchema> = {
    secret: { type: 'string', maxLength: 200, 'x-secret': true },
    money: { type: 'string', 'x-money': true },
    reference: { type: 'integer', 'x-ref': 'product' },
    enum: { type: 'string', enum: ['a', 'b'] },
    date: { type: 'string', format: 'date' },
    'date-time': { type: 'string', format: 'date-time' },
    string: { type: 'string', maxLength: 20 },
    integer: { type: 'integer' },
    number: { type: 'number' },
    boolean: { type: 'boolean' },
    json: { type: 'object', additionalProperties: false, properties: {} },
  };
  const flag = { company: { type: 'boolean', 'x-label': 'Empresa' } };
  const withArg = (name: string) =>
    ['mask', 'checkboxes'].includes(name)
      ? `${name}:##`
      : ['document', 'registry'].includes(name)
        ? `${name}:company`
        : name;
  /** A schema whose one field is of this kind (nothing else of the string field above), with a hint. */
  /** Codegen's model of one schema, without the keyword check of a schema file (fast: many of them). */
  const build = (schema: object) => buildModel(schema as EntitySchema);
  const ofKind = (kind: FieldKind, hint: Record<string, string> = {}, more = {}) => ({
    ...schemaWith({}),
    properties: { field: { ...FIELD_OF_KIND[kind], 'x-label': 'Campo', ...hint }, ...more },
  });

  it('tells the kind of a field by its most particular trait', () => {
    for (const kind of FIELD_KINDS) expect(fieldKind(FIELD_OF_KIND[kind]), kind).toBe(kind);
    expect(fieldKind({ type: ['string', 'null'], maxLength: 3 })).toBe('string');
    expect(fieldKind({ type: 'integer', 'x-ref': 'brand' })).toBe('reference');
    expect(fieldKind({ type: 'array', items: { type: 'integer' } })).toBe('json');
  });

  it('accepts every widget and cell on each kind of field it declares, with its argument', () => {
    for (const name of WIDGETS)
      for (const kind of WIDGET_FIELDS[name])
        expect(
          () => load(ofKind(kind, { 'x-widget': withArg(name) }, flag)),
          `${name} on ${kind}`,
        ).not.toThrow();
    for (const name of DISPLAYS)
      for (const kind of DISPLAY_FIELDS[name])
        expect(() => build(ofKind(kind, { 'x-display': name }, flag)), `${name} on ${kind}`).not.toThrow();
  });

  it('refuses a widget or a cell on a kind of field it cannot handle, naming schema, field, hint and kinds', () => {
    for (const name of WIDGETS)
      for (const kind of FIELD_KINDS.filter((k) => !WIDGET_FIELDS[name].includes(k)))
        expect(() => build(ofKind(kind, { 'x-widget': withArg(name) }, flag)), `${name} on ${kind}`).toThrow(
          `thing.field: x-widget "${name}" takes `,
        );
    for (const name of DISPLAYS)
      for (const kind of FIELD_KINDS.filter((k) => !DISPLAY_FIELDS[name].includes(k)))
        expect(() => build(ofKind(kind, { 'x-display': name }, flag)), `${name} on ${kind}`).toThrow(
          `thing.field: x-display "${name}" takes `,
        );
    // What the panel's inputs and cells really handle.
    expect(() => load(schemaWith({ 'x-widget': 'switch' }))).toThrow(
      'thing.field: x-widget "switch" takes boolean fields, not a string field',
    );
    expect(() => load(schemaWith({ 'x-display': 'money' }))).toThrow(
      'thing.field: x-display "money" takes money or number fields, not a string field',
    );
    expect(() => load(ofKind('integer', { 'x-widget': 'phone' }))).toThrow(
      'thing.field: x-widget "phone" takes string fields, not a integer field',
    );
    expect(() => load(ofKind('integer', { 'x-display': 'reference' }))).toThrow(
      'thing.field: x-display "reference" takes reference fields, not a integer field',
    );
    expect(() => load(ofKind('money', { 'x-widget': 'textarea' }))).toThrow(/not a money field/);
    expect(WIDGET_FIELDS.switch).toEqual(['boolean']);
    expect(WIDGET_FIELDS.document).toEqual(['string']);
    expect(DISPLAY_FIELDS.money).toEqual(['money', 'number']);
  });

  it('refuses a document or registry switch that is not a boolean, and a product search of other things', () => {
    const text = { company: { type: 'string', maxLength: 5, 'x-label': 'Empresa' } };
    expect(() => load(schemaWith({ 'x-widget': 'document:company' }, text))).toThrow(
      'thing.field: x-widget document:company: company must be a boolean field, not a string field',
    );
    expect(() => load(ofKind('reference', { 'x-ref': 'brand', 'x-widget': 'product-search' }))).toThrow(
      'thing.field: x-widget product-search finds products; this field refers to brand',
    );
  });

  it('refuses a widget or a cell the panel has no implementation for', () => {
    expect(() => load(schemaWith({ 'x-widget': 'slider' }))).toThrow(/x-widget/);
    expect(() => load(schemaWith({ 'x-display': 'sparkline' }))).toThrow(/x-display/);
    expect(() => load(schemaWith({ 'x-widget': 'mask' }))).toThrow(
      /thing\.field: x-widget mask needs an argument/,
    );
    expect(() => load(schemaWith({ 'x-widget': 'document:nothing' }))).toThrow(/no field nothing/);
  });

  it('names the empty value only of a field that may be empty (x-enum-labels "null")', () => {
    const labels = { 'x-enum-labels': { a: 'A', null: 'Nenhum' }, enum: ['a'] };
    expect(load(schemaWith(labels))[0].properties.field.enumLabels?.null).toBe('Nenhum');
    expect(() => load({ ...schemaWith(labels), required: ['field'] })).toThrow(
      /thing\.field: x-enum-labels "null" on a field that cannot be null/,
    );
    expect(() => load(schemaWith({ ...labels, default: 'a' }))).toThrow(/cannot be null/);
  });

  it('asks a name that reads feminine or plural to say so, for the messages to agree with it', () => {
    const named = (label: object) => ({ ...schemaWith({}), 'x-label': label });
    expect(() => load(named({ one: 'Exceção de pagamento', many: 'Exceções de pagamento' }))).toThrow(
      /thing\.schema\.json: x-label "Exceção de pagamento" reads feminine: declare "gender": "f"/,
    );
    expect(() => load(named({ one: 'Dados de Recebimento', many: 'Dados de Recebimento' }))).toThrow(
      /reads plural: declare "plural": true/,
    );
    expect(() => load(named({ one: 'Coisa', many: 'Coisas', gender: 'x' }))).toThrow(/x-label/);
    expect(load(named({ one: 'Marca', many: 'Marcas', gender: 'f' }))[0].label.gender).toBe('f');
    expect(labelAgreementProblem({ one: 'Sistema', many: 'Sistemas' })).toBeUndefined();
    expect(labelAgreementProblem({ one: 'Grupo de Variação', many: 'Grupos de Variação' })).toBeUndefined();
    expect(labelAgreementProblem({ one: 'Logo e Favicon', many: 'Logos', plural: true })).toBeUndefined();
  });

  it('refuses a condition on a field the entity does not have', () => {
    expect(() => load(schemaWith({ 'x-show-when': { missing: true } }))).toThrow(/unknown field missing/);
    expect(() => load(schemaWith({ 'x-required-when': { other: 1 } }))).toThrow(/unknown field other/);
  });
});
