// Sample rows for every entity served by the generic CRUD calls, derived from a registry (the
// generated one, or the synthetic schemas' of tests/synthetic.test.ts): each value is built from its
// field's constraints (sample-values.ts: type, format, pattern, enum, bounds, multipleOf, lengths,
// normalizer; unique CPFs and CNPJs from @brazilian-utils; a new value each time, so unique fields
// and sets stay unique), fields shown only beside others (x-show-when) come with them, and parents a
// row needs (x-ref) are created through the API first. The bad values of each entity come with the
// message the API must answer, spelled from the field's label (expected-messages.ts). Hand-written
// entries remain only for what a schema cannot say: area rules and the spec's own statuses.
import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import { sql } from 'kysely';
import { entities as generatedEntities } from '../../src/generated/registry.js';
import { isOnePerStore, type EntityModel, type PropertyModel } from '../../src/shared/entity.js';
import { normalizers } from '../../src/shared/validation-rules.js';
import { HINT_MIN_LENGTH } from '../../src/server/security/secret-box.js';
import type { TestApp } from './app.js';
import { expectedMessage, type Rule } from './expected-messages.js';
import { fitProblem, plainText, valueFor } from './sample-values.js';

export type Row = Record<string, unknown>;
/** Entities by name, as src/generated/registry.ts lists them. */
export type Registry = Record<string, EntityModel>;
/** The registry codegen wrote in src/generated. */
const generated: Registry = generatedEntities;

/** Entities with an x-path and a save call that the generic suite leaves to their own suites. */
export const NOT_GENERIC: Record<string, string> = {
  user: 'saved through /users/save-if-admin and /users/update-if-admin (password and confirmation)',
  product_image: 'saved with the photo in base64',
  banner_set:
    'saved with its files in base64 by storefront/banners.ts (tests/api.storefront.banners.test.ts)',
  logo_set: 'uploads only (logo and favIcon in base64); delete by type (tests/api.storefront.logo.test.ts)',
};

/** Fields whose value depends on other fields through area rules: left out of the samples. */
const LEFT_OUT: Record<string, string[]> = {
  // The promotion's percent follows its value and the product price.
  product_promotion: ['discount_percent'],
  // A background image clears the colour codes.
  grid: ['bg_color_img'],
  // JSON text with its own structure.
  receive_data: ['extra_receive_info'],
};

/** Calls whose success status the spec sets apart from the registry's x-status. */
export const SHOW_STATUS: Record<string, number> = {
  integration_key: 201,
};

/** Duplicates the spec answers with another status than 422 (a grid's size and colour: 406). */
export const DUPLICATE_STATUS: Record<string, number> = {
  grid: 406,
};

/** Values an area rule asks for: the promotion must stay below the product price. */
const OVERRIDES: Record<string, Row> = {
  product_promotion: { discount_value: '5.00' },
};

/** The entities the generic suite covers: served by the generic calls, saved by them. */
export function genericModels(registry: Registry = generated): EntityModel[] {
  return Object.values(registry).filter(
    (m) => m.path && m.operations.includes('save') && !(m.name in NOT_GENERIC),
  );
}

export interface SampleContext {
  t: TestApp;
  admin: string;
  /** The store user who owns the rows of store-owned entities. */
  user: string;
  company: number;
  companyName: string;
  /** The entities the app serves; the generated registry when not said. */
  entities?: Registry;
}

export interface InvalidCase {
  field: string;
  /** undefined: the field is left out. */
  value: unknown;
  /** The broken rule, and the message the API must answer on the field. */
  rule: Rule;
  message: string;
}

export interface Sample {
  model: EntityModel;
  /** Token of who saves it: the admin for admin-only writes, else the store user. */
  token: string;
  payload: Row;
  /** What the stored record must show: the payload (write-only fields left out), defaults, joins. */
  expected: Row;
  change: Row;
  invalid: InvalidCase[];
  /** Parent rows created for it, by field. */
  parents: Record<string, { model: EntityModel; record: Row; token: string }>;
}

/** What a record answers for a credential typed as `plain`. */
export function secretHintOf(plain: string): { set: true; last4: string | null } {
  const chars = [...plain];
  return { set: true, last4: chars.length >= HINT_MIN_LENGTH ? chars.slice(-4).join('') : null };
}

const writable = (m: EntityModel, mode: 'save' | 'update') =>
  Object.values(m.properties).filter(
    (p) =>
      p.stored &&
      !p.readOnly &&
      p.name !== 'id' &&
      p.name !== 'company_id' &&
      !(mode === 'update' && p.immutable) &&
      !LEFT_OUT[m.name]?.includes(p.name),
  );

const typeOf = (p: PropertyModel) => {
  const t = p.schema.type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
};

/** Part of a unique field set (x-unique): it gets a value no sample had. */
const isUnique = (m: EntityModel, p: PropertyModel) => m.unique.some((fields) => fields.includes(p.name));

/** A valid value of a plain (non-reference) field; `variant` asks for another kind of value. */
const sampleValue = (m: EntityModel, p: PropertyModel, variant = 0) => valueFor(p, variant, isUnique(m, p));

/** A value as the API keeps it once its normalizer ran. */
const normalized = (p: PropertyModel, value: unknown) =>
  typeof value === 'string' && p.normalize ? normalizers[p.normalize](value) : value;

/** The character a text of this normalizer is made of (kept as it is). */
const fillerOf = (p: PropertyModel) =>
  p.normalize === 'digits' ? '1' : p.normalize === 'alnum' || p.normalize === 'upper' ? 'X' : 'x';

/** A bad text for a pattern: after the normalizer, not empty, within the lengths, not matching. */
function offPattern(p: PropertyModel): string | undefined {
  const s = p.schema;
  const re = new RegExp(s.pattern!, 'u');
  return ['@', '123', 'x', '0', 'abc-123', '9'.repeat(20)].find((c) => {
    const v = normalized(p, c) as string;
    return v !== '' && !re.test(v) && v.length <= (s.maxLength ?? Infinity) && v.length >= (s.minLength ?? 0);
  });
}

/** Bad documents for each document format: wrong check digits, and the other kind of document. */
const BAD_DOCUMENTS: Record<string, string[]> = {
  cpf: ['52998224724', '11222333000181'],
  cnpj: ['11222333000182', '52998224725'],
  'cpf-cnpj': ['11111111111', '12ABC34501DE36'],
};

/** Bad text of other formats. */
const BAD_FORMATS: Record<string, string> = {
  cep: '123',
  phone: '123',
  date: 'ontem',
  'date-time': 'ontem',
  'web-address': 'javascript:alert(1)',
  'site-path': 'javascript:alert(1)',
  'catalogue-text': 'curta',
};

/**
 * Bad values and the pt-BR message each must answer: up to three with the spec's own texts
 * (required, x-messages, minimum length, e-mail), two bad documents (CPF/CNPJ), three of the rest.
 */
function invalidCases(m: EntityModel): InvalidCase[] {
  const first: InvalidCase[] = [];
  const documents: InvalidCase[] = [];
  const rest: InvalidCase[] = [];
  const props = writable(m, 'save');
  const bad = (p: PropertyModel, value: unknown, rule: Rule, limit?: number): InvalidCase => ({
    field: p.name,
    value,
    rule,
    message: expectedMessage(p, rule, limit),
  });
  /** The field's own words (x-messages) go first, with the spec's. */
  const tier = (p: PropertyModel, rule: Rule) => (p.messages?.[rule] ? first : rest);
  const required = props.find((p) => p.required && typeOf(p) === 'string') ?? props.find((p) => p.required);
  if (required) first.push(bad(required, undefined, 'required'));
  for (const p of props) {
    const s = p.schema;
    const type = typeOf(p);
    if (p.ref) continue;
    if (s.enum) {
      const numeric = typeof s.enum[0] === 'number';
      const off = numeric ? Math.max(...(s.enum as number[])) + 1 : 'zz';
      tier(p, 'enum').push(bad(p, off, 'enum'));
      continue;
    }
    if (type === 'string' && (s.minLength ?? 0) >= 2 && !p.money)
      first.push(bad(p, fillerOf(p), 'minLength'));
    const format = s.format ?? '';
    if (format === 'email') first.push(bad(p, 'nao-e-um-email', 'format'));
    else if (BAD_DOCUMENTS[format]) {
      // Only values that break nothing but the format (lengths, once normalized).
      for (const value of BAD_DOCUMENTS[format])
        if (!fitProblem(p, normalized(p, value))) documents.push(bad(p, value, 'format'));
    } else if (BAD_FORMATS[format]) {
      // Not when it is also too short (that case is the minimum length's, above).
      if (!fitProblem(p, normalized(p, BAD_FORMATS[format])))
        tier(p, 'format').push(bad(p, BAD_FORMATS[format], 'format'));
    } else if (p.money) tier(p, 'pattern').push(bad(p, '12,345', 'pattern'));
    else if (type === 'string' && s.pattern) {
      const off = offPattern(p);
      if (off) tier(p, 'pattern').push(bad(p, off, 'pattern'));
    } else if (type === 'integer' || type === 'number') {
      const step = typeof s.multipleOf === 'number' ? s.multipleOf : 1;
      if (typeof s.maximum === 'number')
        tier(p, 'maximum').push(bad(p, s.maximum + step, 'maximum', s.maximum));
      else if (typeof s.minimum === 'number' && s.minimum > 0)
        tier(p, 'minimum').push(bad(p, s.minimum - step, 'minimum', s.minimum));
      else rest.push(bad(p, 'abc', 'type'));
      // Off the step, still a number of its type and within its bounds.
      const off = type === 'integer' ? 1 : step / 2;
      if (typeof s.multipleOf === 'number' && off < step)
        tier(p, 'multipleOf').push(bad(p, (sampleValue(m, p) as number) + off, 'multipleOf'));
    } else if (type === 'string' && s.maxLength && !format)
      tier(p, 'maxLength').push(bad(p, fillerOf(p).repeat(s.maxLength + 1), 'maxLength', s.maxLength));
  }
  // Every text has a maximum length: the other rules first.
  const maxLengthLast = (a: InvalidCase, b: InvalidCase) =>
    Number(a.rule === 'maxLength') - Number(b.rule === 'maxLength');
  return [...first.slice(0, 3), ...documents.slice(0, 2), ...rest.sort(maxLengthLast).slice(0, 3)];
}

/** One field to change on update, with a new valid value. */
function changeFor(m: EntityModel, payload: Row): Row {
  const props = writable(m, 'update').filter((p) => !p.ref && !p.secret);
  const text = props.find(
    (p) => typeOf(p) === 'string' && !p.schema.format && !p.schema.pattern && !p.schema.enum && !p.money,
  );
  const pick =
    text ??
    props.find((p) => p.name === 'active') ??
    props.find((p) => typeOf(p) === 'boolean') ??
    props.find((p) => p.schema.enum && p.schema.enum.length > 1) ??
    props.find((p) => typeOf(p) === 'integer' || typeOf(p) === 'number' || p.money) ??
    props.find((p) => typeOf(p) === 'string');
  // Only references (a link row): an update with nothing to change must still answer.
  if (!pick) return {};
  if (typeOf(pick) === 'boolean')
    return { [pick.name]: !(payload[pick.name] ?? pick.schema.default ?? false) };
  let value = sampleValue(m, pick, 1);
  if (value === payload[pick.name]) value = sampleValue(m, pick, 2);
  return { [pick.name]: value };
}

/**
 * The same value written another way the API must take as the same: text in other letter case; a
 * CPF or CNPJ with its punctuation (lower-case letters too, for a kept-as-letters CNPJ).
 */
export function respelled(p: PropertyModel, value: unknown): unknown {
  if (typeof value !== 'string' || p.schema.enum) return value;
  const format = p.schema.format;
  let other: string | undefined;
  if (!format) other = value.toUpperCase() === value ? value.toLowerCase() : value.toUpperCase();
  else if (['cpf', 'cnpj', 'cpf-cnpj'].includes(format) && p.normalize)
    other = (value.length === 11 ? formatCpf(value) : formatCnpj(value, { version: 2 })).toLowerCase();
  // Only a spelling the field takes (its normalizer may not undo it: a pattern of lower-case letters).
  const kept = other === undefined ? undefined : normalized(p, other);
  if (kept === undefined || fitProblem(p, kept)) return value;
  return format && kept !== value ? value : other;
}

/** The values a field can take when they are few (an enum, a bounded integer, a yes/no). */
function fewValues(p: PropertyModel): unknown[] | undefined {
  const s = p.schema;
  if (s.enum) return s.enum;
  if (typeOf(p) === 'boolean') return [true, false];
  if (typeOf(p) !== 'integer' || typeof s.minimum !== 'number' || typeof s.maximum !== 'number') return;
  const step = typeof s.multipleOf === 'number' ? s.multipleOf : 1;
  const first = Math.ceil(s.minimum / step) * step;
  const count = Math.floor((s.maximum - first) / step) + 1;
  return count > 0 && count <= 1000 ? Array.from({ length: count }, (_, i) => first + i * step) : undefined;
}

let combinations = 0;

/**
 * A unique set made only of fields with few values (a payment exception's type, installments and
 * rule) has few combinations, and the counter that makes other values new would repeat them: the
 * sample takes the next combination instead, walking all of them before one comes back.
 */
function newCombination(m: EntityModel, payload: Row): void {
  for (const fields of m.unique) {
    const own = fields.map((f) => m.properties[f]).filter((p) => !p.ref && payload[p.name] !== undefined);
    const domains = own.map(fewValues);
    if (!own.length || domains.some((d) => !d)) continue;
    let k = combinations++;
    for (const [i, p] of own.entries()) {
      const values = domains[i]!;
      payload[p.name] = values[k % values.length];
      k = Math.floor(k / values.length);
    }
  }
}

type Cache = Map<string, { record: Row; token: string }>;

async function createParent(ctx: SampleContext, name: string, cache: Cache, visiting: Set<string>) {
  const cached = cache.get(name);
  if (cached) return cached;
  const sample = await buildSampleWith(ctx, name, cache, visiting);
  // A row the store has only one of (x-unique [[]]: its payment or delivery settings): the one it
  // already has, when a suite saved it before.
  if (isOnePerStore(sample.model)) {
    const own = await ctx.t.post(`${sample.model.path}/index`, {}, sample.token);
    const first = (own.json() as { data?: Row[] }).data?.[0];
    if (first) {
      const made = { record: first, token: sample.token };
      cache.set(name, made);
      return made;
    }
  }
  const res = await ctx.t.post(`${sample.model.path}/save`, sample.payload, sample.token);
  if (res.statusCode !== sample.model.status.save)
    throw new Error(`samples: saving parent ${name}: ${res.statusCode} ${res.body}`);
  const made = { record: res.json() as Row, token: sample.token };
  cache.set(name, made);
  return made;
}

async function buildSampleWith(
  ctx: SampleContext,
  name: string,
  cache: Cache,
  visiting: Set<string>,
): Promise<Sample> {
  const registry = ctx.entities ?? generated;
  const m = registry[name];
  if (!m) throw new Error(`samples: no entity ${name}`);
  const token = m.access.write === 'admin' ? ctx.admin : ctx.user;
  const payload: Row = {};
  const expected: Row = {};
  const parents: Sample['parents'] = {};
  const creatable = new Set(genericModels(registry).map((g) => g.name));
  visiting.add(name);
  for (const p of writable(m, 'save')) {
    if (p.ref) {
      // Optional references are filled in too when the parent is simple to create, so joins show.
      if (!creatable.has(p.ref) || visiting.has(p.ref)) {
        if (p.required) throw new Error(`samples: ${name}.${p.name} needs a ${p.ref}; add an override`);
        continue;
      }
      const parent = await createParent(ctx, p.ref, cache, visiting);
      parents[p.name] = { model: registry[p.ref], ...parent };
      payload[p.name] = parent.record.id;
    } else if (p.schema.default !== undefined && !p.required && p.sqlType !== 'jsonb') {
      // Left to its default, which the stored record must show (JSON is sent: it must round-trip).
      expected[p.name] = p.schema.default;
    } else {
      payload[p.name] = sampleValue(m, p);
    }
  }
  visiting.delete(name);
  // A field shown only while others hold some values (x-show-when: a store's Razão Social while it
  // is a company) comes with those values.
  for (const p of writable(m, 'save'))
    if (p.showWhen && payload[p.name] !== undefined)
      for (const [field, wanted] of Object.entries(p.showWhen))
        payload[field] = Array.isArray(wanted) ? wanted[0] : wanted;
  newCombination(m, payload);
  // A store's record that only the admin writes (a shopper's comment) names its store.
  if (m.tenant && token === ctx.admin) payload.company_id = ctx.company;
  Object.assign(payload, OVERRIDES[name]);
  for (const [k, v] of Object.entries(payload)) if (!m.properties[k].writeOnly) expected[k] = v;
  // A credential (x-secret) is never answered back: only whether it is set, and its last 4.
  for (const p of Object.values(m.properties))
    if (p.secret && typeof expected[p.name] === 'string')
      expected[p.name] = secretHintOf(expected[p.name] as string);
  if (m.tenant) expected.company_id = ctx.company;
  for (const p of Object.values(m.properties)) {
    if (!p.join) continue;
    if (p.join.via === 'company_id')
      expected[p.name] = p.join.field === 'fantasy_name' ? ctx.companyName : undefined;
    else if (parents[p.join.via]) expected[p.name] = parents[p.join.via].record[p.join.field];
    if (expected[p.name] === undefined) delete expected[p.name];
  }
  return {
    model: m,
    token,
    payload,
    expected,
    change: changeFor(m, payload),
    invalid: invalidCases(m),
    parents,
  };
}

/** A valid save body for the entity, its parents created through the API, and what to expect back. */
export async function buildSample(ctx: SampleContext, name: string): Promise<Sample> {
  const m = (ctx.entities ?? generated)[name];
  // A store has one row of it at most: a sample stands for the store's only row, so the one a
  // suite saved before goes (its children with it).
  if (isOnePerStore(m))
    await sql`DELETE FROM ${sql.table(m.table)} WHERE company_id = ${ctx.company}`.execute(ctx.t.db);
  return buildSampleWith(ctx, name, new Map(), new Set());
}

/** Saves a sample as its owner and returns the stored record. */
export async function saveSample(ctx: SampleContext, sample: Sample): Promise<Row> {
  const res = await ctx.t.post(`${sample.model.path}/save`, sample.payload, sample.token);
  if (res.statusCode !== sample.model.status.save)
    throw new Error(`saving ${sample.model.name}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Text for a field in the shape its normalizer keeps (for searches and sorts on known values). */
export function textFor(model: EntityModel, field: string, base: string): string {
  return plainText(model.properties[field], base);
}

/** Rows in a table, straight from the database. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db);
  return Number(rows[0].n);
}

/** One stored row by id, straight from the database. */
export async function storedRow(t: TestApp, table: string, id: number): Promise<Row | undefined> {
  const { rows } = await sql<Row>`select * from ${sql.table(table)} where id = ${id}`.execute(t.db);
  return rows[0];
}
