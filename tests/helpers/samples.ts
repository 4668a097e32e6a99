// Sample rows for every entity served by the generic CRUD calls, derived from the registry (types,
// formats, enums, limits, normalizers, x-ref), so a new schema is covered without new test code.
// Parents a row needs are created through the API first. Hand-written overrides only where the
// schema cannot say what a valid value is.
import { sql } from 'kysely';
import { entities, type EntityName } from '../../src/generated/registry.js';
import { isOnePerStore, type EntityModel, type PropertyModel } from '../../src/shared/entity.js';
import type { TestApp } from './app.js';
import { HINT_MIN_LENGTH } from '../../src/server/security/secret-box.js';

export type Row = Record<string, unknown>;

/** Entities with an x-path and a save call that the generic suite leaves to their own suites. */
export const NOT_GENERIC: Partial<Record<EntityName, string>> = {
  user: 'saved through /users/save-if-admin and /users/update-if-admin (password and confirmation)',
  product_image: 'saved with the photo in base64',
};

/** Fields whose value depends on other fields through area rules: left out of the samples. */
const LEFT_OUT: Partial<Record<EntityName, string[]>> = {
  // The promotion's percent follows its value and the product price.
  product_promotion: ['discount_percent'],
  // A background image clears the colour codes.
  grid: ['bg_color_img'],
  // JSON text with its own structure.
  receive_data: ['extra_receive_info'],
};

/** Calls whose success status the spec sets apart from the registry's x-status. */
export const SHOW_STATUS: Partial<Record<EntityName, number>> = {
  integration_key: 201,
};

/** Duplicates the spec answers with another status than 422 (a grid's size and colour: 406). */
export const DUPLICATE_STATUS: Partial<Record<EntityName, number>> = {
  grid: 406,
};

/** Values the schema cannot guess: the promotion must stay below the product price. */
const OVERRIDES: Partial<Record<EntityName, Row>> = {
  product_promotion: { discount_value: '5.00' },
  // social_name only means something for a company (CNPJ).
  company: { company: true },
};

export function genericModels(): EntityModel[] {
  return Object.values(entities).filter(
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
}

export interface InvalidCase {
  field: string;
  /** undefined: the field is left out. */
  value: unknown;
  message: string | RegExp;
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

let seq = 0;

/** What a record answers for a credential typed as `plain`. */
export function secretHintOf(plain: string): { set: true; last4: string | null } {
  const chars = [...plain];
  return { set: true, last4: chars.length >= HINT_MIN_LENGTH ? chars.slice(-4).join('') : null };
}
const next = () => ++seq;

const writable = (m: EntityModel, mode: 'save' | 'update') =>
  Object.values(m.properties).filter(
    (p) =>
      p.stored &&
      !p.readOnly &&
      p.name !== 'id' &&
      p.name !== 'company_id' &&
      !(mode === 'update' && p.immutable) &&
      !LEFT_OUT[m.name as EntityName]?.includes(p.name),
  );

const typeOf = (p: PropertyModel) => {
  const t = p.schema.type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
};

/** Text already in the shape the field's normalizer leaves it, so the stored value equals it. */
function plainText(p: PropertyModel, base: string): string {
  let text: string;
  switch (p.normalize) {
    case 'digits':
      text = String(10_000_000 + next());
      break;
    case 'alnum':
    case 'upper':
      text = base.toUpperCase().replace(/\s+/g, '');
      break;
    case 'lower':
      text = base.toLowerCase().replace(/\s+/g, '');
      break;
    default:
      text = base;
  }
  const max = p.schema.maxLength ?? 1000;
  const min = p.schema.minLength ?? 0;
  text = text.slice(0, max).trim();
  while (text.length < min) text += 'x';
  return text;
}

const FORMATS: Record<string, (n: number) => string> = {
  email: (n) => `amostra${n}@teste.dev`,
  // Later samples get later dates and higher CEPs, so start/end and from/to pairs stay in order.
  date: (n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10),
  'date-time': (n) => new Date(Date.UTC(2024, 0, 1, 12) + n * 3_600_000).toISOString(),
  uri: (n) => `https://exemplo.com.br/amostra/${n}`,
  'uri-reference': (n) => `https://exemplo.com.br/amostra/${n}`,
  'web-address': (n) => (n % 2 ? `https://exemplo.com.br/amostra/${n}` : `/uploads/amostra-${n}.jpg`),
  'site-path': (n) => `/amostra/${n}`,
  time: (n) => `${String(n % 24).padStart(2, '0')}:30:00Z`,
  uuid: (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  'cpf-cnpj': (n) => (n % 2 ? '11222333000181' : '52998224725'),
  cep: (n) => String(10_000_000 + n),
  phone: (n) => (n % 2 ? '11987654321' : '1133334444'),
  'catalogue-text': (n) => `Camiseta de algodão penteado número ${n}, macia e fresca para o dia a dia.`,
};

// Tried in order against a property's pattern.
const PATTERN_CANDIDATES = ['11987654321', '1133334444', '123', '#1A2B3C', '#FFAA00', '3/8', '1/2'];

/** A valid value for a plain (non-reference) property; `variant` gives a different one. */
function valueFor(m: EntityModel, p: PropertyModel, variant = 0): unknown {
  const s = p.schema;
  const n = next();
  if (s.enum) return s.enum[variant % s.enum.length];
  if (p.money) return variant ? '7.50' : '12.34';
  switch (typeOf(p)) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 0;
      const max = s.maximum ?? min + 1_000_000;
      // A field that must be unique (an ordering, say) gets a fresh number each time.
      const unique = m.unique.some((u) => u.includes(p.name));
      const wanted = unique ? min + n : (typeOf(p) === 'number' ? 2.5 : 1) + variant;
      return Math.min(Math.max(wanted, min), max);
    }
    case 'boolean':
      return variant % 2 === 0;
    case 'array':
      // One item with every member, so the JSON goes in and comes back whole.
      return s.items ? [jsonValue(s.items, true)] : [];
    case 'object':
      return jsonValue(s, false);
    case 'string': {
      if (s.format) {
        const make = FORMATS[s.format];
        if (!make) throw new Error(`samples: no value for format ${s.format} (${m.name}.${p.name})`);
        return make(n);
      }
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const fits = PATTERN_CANDIDATES.filter(
          (c) => re.test(c) && c.length <= (s.maxLength ?? c.length) && c.length >= (s.minLength ?? 0),
        );
        const found = fits[variant % 2] ?? fits[0];
        if (!found) throw new Error(`samples: no value for pattern ${s.pattern} (${m.name}.${p.name})`);
        return found;
      }
      return plainText(p, `${variant ? 'Alterado' : 'Amostra'} ${n}`);
    }
    default:
      throw new Error(`samples: no value for ${m.name}.${p.name}`);
  }
}

/** A value for a JSON member schema: objects get their required members, or all when `full`. */
function jsonValue(schema: PropertyModel['schema'], full: boolean): unknown {
  const type = [schema.type].flat().find((x) => x !== 'null');
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    const out: Row = {};
    const names = full ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
    for (const name of names) out[name] = jsonValue(schema.properties?.[name] ?? {}, full);
    return out;
  }
  if (schema.format) return FORMATS[schema.format](next());
  return `Amostra ${next()}`.slice(0, schema.maxLength ?? 100);
}

const requiredMessage = (p: PropertyModel) =>
  p.messages?.required ??
  (p.schema.format === 'email' ? 'Por favor insira um e-mail' : `Por favor insira ${p.label}`);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Bad values and the pt-BR message each must answer: up to three with the spec's own texts, two more. */
function invalidCases(m: EntityModel): InvalidCase[] {
  // The spec's own messages first (required, minimum length, e-mail, x-messages), then the rest.
  const first: InvalidCase[] = [];
  const rest: InvalidCase[] = [];
  const props = writable(m, 'save');
  const required = props.find((p) => p.required && typeOf(p) === 'string') ?? props.find((p) => p.required);
  if (required) first.push({ field: required.name, value: undefined, message: requiredMessage(required) });
  for (const p of props) {
    const s = p.schema;
    const label = new RegExp(escapeRe(p.label));
    if (p.ref) continue;
    if (s.enum)
      (p.messages?.enum ? first : rest).push({
        field: p.name,
        value: typeof s.enum[0] === 'number' ? 99 : 'zz',
        message: p.messages?.enum ?? label,
      });
    if (s.format === 'email')
      first.push({ field: p.name, value: 'nao-e-um-email', message: 'E-mail deve ser valido' });
    if (typeOf(p) === 'string' && (s.minLength ?? 0) >= 2 && !p.money)
      first.push({
        field: p.name,
        value: p.normalize === 'digits' ? '1' : 'x',
        message: p.messages?.minLength ?? `Por favor insira ${p.label} válido`,
      });
    if (s.format === 'cpf-cnpj') rest.push({ field: p.name, value: '11111111111', message: /CPF\/CNPJ/ });
    else if (s.format === 'web-address' || s.format === 'site-path')
      rest.push({ field: p.name, value: 'javascript:alert(1)', message: p.messages?.format ?? label });
    else if (s.format === 'catalogue-text')
      rest.push({ field: p.name, value: 'curta', message: /entre 30 e 5000 caracteres/ });
    else if (typeof s.maximum === 'number')
      rest.push({ field: p.name, value: s.maximum + 1, message: label });
    else if (p.money) rest.push({ field: p.name, value: '12,345', message: label });
    else if (typeOf(p) === 'integer' && !s.enum) rest.push({ field: p.name, value: 'abc', message: label });
    else if (typeOf(p) === 'string' && s.maxLength && !s.format && !s.pattern && !s.enum)
      rest.push({ field: p.name, value: 'a'.repeat(s.maxLength + 1), message: label });
  }
  return [...first.slice(0, 3), ...rest.slice(0, 2)];
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
  let value = valueFor(m, pick, 1);
  if (value === payload[pick.name]) value = valueFor(m, pick, 2);
  return { [pick.name]: value };
}

type Cache = Map<string, { record: Row; token: string }>;

async function createParent(ctx: SampleContext, name: string, cache: Cache, visiting: Set<string>) {
  const cached = cache.get(name);
  if (cached) return cached;
  const sample = await buildSampleWith(ctx, name as EntityName, cache, visiting);
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
  name: EntityName,
  cache: Cache,
  visiting: Set<string>,
): Promise<Sample> {
  const m = entities[name];
  const token = m.access.write === 'admin' ? ctx.admin : ctx.user;
  const payload: Row = {};
  const expected: Row = {};
  const parents: Sample['parents'] = {};
  const creatable = new Set(genericModels().map((g) => g.name));
  visiting.add(name);
  for (const p of writable(m, 'save')) {
    if (p.ref) {
      // Optional references are filled in too when the parent is simple to create, so joins show.
      if (!creatable.has(p.ref) || visiting.has(p.ref)) {
        if (p.required) throw new Error(`samples: ${name}.${p.name} needs a ${p.ref}; add an override`);
        continue;
      }
      const parent = await createParent(ctx, p.ref, cache, visiting);
      parents[p.name] = { model: entities[p.ref as EntityName], ...parent };
      payload[p.name] = parent.record.id;
    } else if (p.schema.default !== undefined && !p.required && p.sqlType !== 'jsonb') {
      // Left to its default, which the stored record must show (JSON is sent: it must round-trip).
      expected[p.name] = p.schema.default;
    } else {
      payload[p.name] = valueFor(m, p);
    }
  }
  visiting.delete(name);
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
export async function buildSample(ctx: SampleContext, name: EntityName): Promise<Sample> {
  const m = entities[name];
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
