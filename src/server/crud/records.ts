// Generic, schema-driven data access used by every entity's routes: list, show, create, update,
// delete. Queries start from the request scope's handle, which limits a store user to its store;
// answers leave out the fields the caller's level may not see and never carry a secret.
/* eslint-disable @typescript-eslint/no-explicit-any -- table and column names come from the
   registry at run time, so these queries are built on an untyped Kysely view of the database. */
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { EntityModel, PropertyModel } from '../../shared/entity.js';
import { type AccessKind, type Level, mayAccess, mayUseField } from '../../shared/policy.js';
import { entities } from '../../generated/registry.js';
import type { Database } from '../db/connect.js';
import { hashPassword } from '../auth/passwords.js';
import { forbidden, inUse, invalid, notFound } from '../http/errors.js';
import { ajv, hasUnstorableText, inputSchema, parseInput } from '../http/validation.js';
import { SEALED_PREFIX, secretContext } from '../security/secret-box.js';
import type { Scope } from '../tenancy/scope.js';
import { storedCount } from './row-counts.js';

export type Row = Record<string, unknown>;
export interface Page<T = Row> {
  data: T[];
  total: number;
  last_page: number;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

const untyped = (db: Database | Kysely<any>) => db as unknown as Kysely<any>;

/** What reading records needs: a database handle and the level of who reads (fields it may see). */
export type Reader = Pick<Scope, 'db' | 'level'>;

export function assertAccess(model: EntityModel, scope: Pick<Scope, 'level'>, kind: AccessKind): void {
  if (!mayAccess(model, scope.level, kind)) throw forbidden();
}

const joinAlias = (via: string) => `j_${via}`;
const isNumber = (p: PropertyModel) =>
  !p.money && p.sqlType.startsWith('numeric') && [p.schema.type].flat().includes('number');

/**
 * What a secret column answers: null when unset, else {set: true, last4} — computed in SQL, so
 * neither the plain value nor its ciphertext ever leaves the database through a record.
 */
function secretHint(column: string) {
  const ref = sql.ref(column);
  return sql`case when ${ref} is null or ${ref} = '' then null else json_build_object('set', true, 'last4',
    case when ${ref} like ${SEALED_PREFIX + '%'} then nullif(convert_from(decode(split_part(${ref}, ':', 3), 'hex'), 'UTF8'), '') end) end`;
}

/** The fields of an entity a level may read (write-only and above-level fields left out). */
export function readableProperties(model: EntityModel, level: Level): PropertyModel[] {
  return Object.values(model.properties).filter((p) => !p.writeOnly && mayUseField(p, level, 'read'));
}

/**
 * Hand-written answers (reports, searches) name their columns themselves: each key that comes from
 * an entity field is dropped from the rows when the reader may not see that field.
 */
export function withoutHiddenFields<T extends Row>(
  reader: Pick<Scope, 'level'>,
  rows: T[],
  sources: Record<string, [EntityModel, string]>,
): T[] {
  const hidden = Object.entries(sources)
    .filter(([, [model, field]]) => !mayUseField(model.properties[field], reader.level, 'read'))
    .map(([key]) => key);
  if (!hidden.length) return rows;
  return rows.map((row) => {
    const out = { ...row };
    for (const key of hidden) delete out[key];
    return out;
  });
}

/**
 * How a field read from another table (`x-join`: a category's name) is selected: a LEFT JOIN, which
 * filters and sorts can name, or a scalar subquery per row, for queries of known rows (a page by ids,
 * a record by id). PostgreSQL plans a join of five lookups in ~2 ms, several times the statement's
 * run; subqueries are not in the join search (the product page: 0.9k → 2.2k statements/s).
 */
export interface SelectOptions {
  lookups?: 'join' | 'subquery';
}

/** SELECT of the fields of an entity a reader may see (stored and joined; secrets as hints). */
export function selectRecords(
  reader: Reader,
  model: EntityModel,
  options: SelectOptions = {},
): SelectQueryBuilder<any, any, Row> {
  const t = model.table;
  let query = untyped(reader.db).selectFrom(`${t} as t`) as SelectQueryBuilder<any, any, any>;
  const joined = new Set<string>();
  /** Each field's selection; a function when it needs the expression builder (a lookup subquery). */
  const columns: any[] = [];
  for (const p of readableProperties(model, reader.level)) {
    if (!p.join) {
      // A `number` stored as numeric (rates, percents) goes out as a JSON number, as its schema
      // says; only money stays an exact decimal string.
      columns.push(
        p.secret
          ? secretHint(`t.${p.name}`).as(p.name)
          : isNumber(p)
            ? sql`(t.${sql.ref(p.name)})::float8`.as(p.name)
            : `t.${p.name}`,
      );
      continue;
    }
    const via = model.properties[p.join.via];
    const target = entities[via.ref as keyof typeof entities];
    const alias = joinAlias(via.name);
    const composite = model.tenant && target.tenant;
    if (options.lookups === 'subquery') {
      const { field } = p.join;
      const name = p.name;
      columns.push((eb: ExpressionBuilder<any, any>) =>
        eb
          .selectFrom(`${target.table} as ${alias}`)
          .select(`${alias}.${field}`)
          .whereRef(`${alias}.id`, '=', `t.${via.name}`)
          .$if(!!composite, (q) => q.whereRef(`${alias}.company_id`, '=', 't.company_id'))
          .as(name),
      );
      continue;
    }
    if (!joined.has(alias)) {
      joined.add(alias);
      query = query.leftJoin(`${target.table} as ${alias}`, (j: any) => {
        let on = j.onRef(`${alias}.id`, '=', `t.${via.name}`);
        if (composite) on = on.onRef(`${alias}.company_id`, '=', 't.company_id');
        return on;
      });
    }
    columns.push(`${alias}.${p.join.field} as ${p.name}`);
  }
  if (options.lookups !== 'subquery') return query.select(columns);
  return query.select((eb: ExpressionBuilder<any, any>) =>
    columns.map((c) => (typeof c === 'function' ? c(eb) : c)),
  );
}

function columnRef(model: EntityModel, field: string): string {
  const p = model.properties[field];
  return p.join ? `${joinAlias(p.join.via)}.${p.join.field}` : `t.${field}`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface ListParams {
  page?: number;
  itens_per_page?: number;
  ordenate_field?: string;
  ordenate_type?: 'asc' | 'desc';
  q?: string;
  [filter: string]: unknown;
}

// Text searched in the database cannot hold a NUL character.
const NO_NUL = '^[^\\u0000]*$';
const listValidators = new WeakMap<EntityModel, ReturnType<typeof ajv.compile>>();

/** Paging, sort, search and filter parameters of /index, checked like any other input. */
export function parseListParams(model: EntityModel, body: unknown): ListParams {
  let validate = listValidators.get(model);
  if (!validate) {
    const properties: Record<string, unknown> = {
      page: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      itens_per_page: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      ordenate_field: { type: ['string', 'null'], maxLength: 100 },
      ordenate_type: { type: ['string', 'null'], enum: ['asc', 'desc', 'ASC', 'DESC', null] },
      q: { type: ['string', 'null'], maxLength: 200, pattern: NO_NUL },
    };
    for (const p of filterProperties(model)) {
      const one = inputSchema(p, true);
      properties[p.name] =
        p.filter === 'like'
          ? { type: ['string', 'null'], maxLength: 200, pattern: NO_NUL }
          : { anyOf: [one, { type: 'array', items: one, maxItems: 500 }] };
    }
    validate = ajv.compile({ type: 'object', properties, additionalProperties: true });
    listValidators.set(model, validate);
  }
  const params = { ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row) };
  for (const [k, v] of Object.entries(params)) if (v === '' || v === null) delete params[k];
  const errors: Record<string, string[]> = {};
  // Text the database cannot hold (NUL, lone surrogates) would fail the query: refused as a filter.
  for (const [k, v] of Object.entries(params))
    if ((k === 'q' || model.properties[k]?.filter) && hasUnstorableText(v))
      errors[k] = [`Filtro ${model.properties[k]?.label ?? k} inválido`];
  if (Object.keys(errors).length) throw invalid(errors);
  if (!validate(params)) {
    for (const e of validate.errors ?? []) {
      const field = e.instancePath.split('/')[1] || 'filtro';
      errors[field] = [`Filtro ${model.properties[field]?.label ?? field} inválido`];
    }
    throw invalid(errors);
  }
  return params as ListParams;
}

/** Declared filters, the store for tenant entities, and id (one or many: the panel's getMany). */
function filterProperties(model: EntityModel): PropertyModel[] {
  return Object.values(model.properties).filter(
    (p) => p.filter || p.name === 'id' || (p.name === 'company_id' && model.tenant),
  );
}

/** WHERE for the filters and the text search (the scope's handle already limits the store). */
export function applyFilters(
  query: SelectQueryBuilder<any, any, any>,
  model: EntityModel,
  scope: Pick<Scope, 'own' | 'level'>,
  params: ListParams,
): SelectQueryBuilder<any, any, any> {
  for (const p of filterProperties(model)) {
    const value = params[p.name];
    if (value === undefined || value === null || value === '') continue;
    // A store user's own store is the only one; a field it may not see is no filter either.
    if (p.name === 'company_id' && scope.own !== undefined) continue;
    if (!mayUseField(p, scope.level, 'read')) continue;
    const ref = columnRef(model, p.name);
    if (p.filter === 'like') query = query.where(ref, 'ilike', `%${escapeLike(String(value))}%`);
    else if (Array.isArray(value))
      query = value.length ? query.where(ref, 'in', value) : query.where(sql.lit(false));
    else query = query.where(ref, '=', value);
  }
  const q = typeof params.q === 'string' ? params.q.trim() : '';
  const searched = model.search.filter((f) => mayUseField(model.properties[f], scope.level, 'read'));
  if (q && searched.length) {
    const pattern = `%${escapeLike(q)}%`;
    query = query.where((eb: any) => eb.or(searched.map((f) => eb(columnRef(model, f), 'ilike', pattern))));
  }
  return query;
}

export function orderOf(
  model: EntityModel,
  params: ListParams,
  scope: Pick<Scope, 'level'>,
): { field: string; order: 'asc' | 'desc' } {
  const asked = params.ordenate_field;
  // Sorting by a field the caller may not see would reveal its order: such a sort is ignored.
  const field =
    asked && model.sort.includes(asked) && mayUseField(model.properties[asked], scope.level, 'read')
      ? asked
      : model.defaultSort.field;
  const order = params.ordenate_type
    ? (params.ordenate_type.toLowerCase() as 'asc' | 'desc')
    : field === model.defaultSort.field
      ? model.defaultSort.order
      : 'asc';
  return { field, order };
}

/** Runs a filtered query as one page plus its total. */
export async function paginate(
  query: SelectQueryBuilder<any, any, any>,
  params: ListParams,
  orderBy: Array<{ ref: string; order: 'asc' | 'desc' }>,
  /** The total when already known (the per-store row counts); counted otherwise. */
  knownTotal?: number,
): Promise<Page> {
  const perPage = params.itens_per_page ?? DEFAULT_PAGE_SIZE;
  const page = params.page ?? 1;
  const total =
    knownTotal ??
    Number(
      (
        await query
          .clearSelect()
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirst()
      )?.total ?? 0,
    );
  let paged = query;
  for (const o of orderBy)
    paged = paged.orderBy(sql.ref(o.ref), (ob) => (o.order === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  const data =
    total === 0
      ? []
      : await paged
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute();
  return { data, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export async function listRecords(scope: Scope, model: EntityModel, body: unknown): Promise<Page> {
  assertAccess(model, scope, 'read');
  const params = parseListParams(model, body);
  const query = applyFilters(selectRecords(scope, model), model, scope, params);
  const { field, order } = orderOf(model, params, scope);
  const orderBy = [{ ref: columnRef(model, field), order }];
  if (field !== 'id') orderBy.push({ ref: 't.id', order: 'desc' });
  return paginate(query, params, orderBy, await countedTotal(scope, model, params));
}

/**
 * The list's total from the per-store counts its writes keep (x-counts, row-counts.ts) when it is
 * filtered by no more than the store and the counted field; undefined (count the rows) otherwise.
 */
async function countedTotal(
  scope: Scope,
  model: EntityModel,
  params: ListParams,
): Promise<number | undefined> {
  if (!model.counts) return undefined;
  if (typeof params.q === 'string' && params.q.trim()) return undefined;
  const ids = (value: unknown) => [value].flat().every((v) => typeof v === 'number');
  let stores: number[] | undefined;
  let keys: Array<number | boolean> | undefined;
  for (const p of filterProperties(model)) {
    const value = params[p.name];
    if (value === undefined || value === null || value === '') continue;
    if (p.name === 'company_id' && ids(value)) {
      // A store user's handle reads its own store's counts whatever the filter says.
      if (scope.own === undefined) stores = [value].flat() as number[];
      continue;
    }
    const counted = [value].flat();
    if (
      p.name === model.counts.key &&
      counted.every((v) => typeof v === 'number' || typeof v === 'boolean')
    ) {
      keys = counted as Array<number | boolean>;
      continue;
    }
    return undefined;
  }
  return storedCount(scope.db, model.name, { stores, keys });
}

export function parseId(body: unknown, field = 'id'): number {
  const raw = body && typeof body === 'object' ? (body as Row)[field] : undefined;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw invalid({
      [field]: [
        raw === undefined || raw === null || raw === '' ? `Por favor insira ${field}` : `${field} inválido`,
      ],
    });
  return id;
}

/** A record the reader may see (its handle limits the store), or 404. */
export async function findRecord(reader: Reader, model: EntityModel, id: number): Promise<Row> {
  const row = await selectRecords(reader, model, { lookups: 'subquery' })
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function showRecord(scope: Scope, model: EntityModel, body: unknown): Promise<Row> {
  assertAccess(model, scope, 'read');
  return findRecord(scope, model, parseId(body));
}

export interface WriteOptions {
  /** Last changes to the validated values before they are stored (hash a password, derive a field). */
  prepare?: (values: Row, mode: 'save' | 'update') => Row | Promise<Row>;
}

/**
 * Values as SQL parameters. jsonb goes as JSON text: node-postgres would send a JS array as a
 * PostgreSQL array literal ('{}' for [], an error for [{…}]), while PGlite sends JSON.
 */
export function toColumns(model: EntityModel, values: Row): Row {
  const out: Row = { ...values };
  for (const [k, v] of Object.entries(values))
    if (v !== null && v !== undefined && model.properties[k]?.sqlType === 'jsonb')
      out[k] = sql`${JSON.stringify(v)}::jsonb`;
  return out;
}

/** The body without the fields the caller's level may not set (they are ignored, as unknown ones). */
function settableInput(model: EntityModel, scope: Scope, body: unknown): Row {
  const input = { ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row) };
  for (const p of Object.values(model.properties))
    if (!mayUseField(p, scope.level, 'write')) {
      delete input[p.name];
      for (const alias of p.aliases) delete input[alias];
    }
  return input;
}

/** Passwords (x-hash) are stored as scrypt hashes, credentials (x-secret) sealed: never as typed. */
async function protectSecrets(scope: Scope, model: EntityModel, values: Row): Promise<void> {
  for (const p of Object.values(model.properties)) {
    if (typeof values[p.name] !== 'string') continue;
    if (p.hash) values[p.name] = await hashPassword(values[p.name] as string);
    else if (p.secret)
      values[p.name] = scope.secrets.seal(values[p.name] as string, secretContext(model.table, p.name));
  }
}

/**
 * References from a store's row to a panel user (contact.user_id, consumer.user_id) must name a user
 * of that store. Users are not store-owned rows, so no composite key says it: this check does, with
 * the same answer as an unknown id.
 */
async function checkUserReferences(scope: Scope, model: EntityModel, values: Row, companyId: unknown) {
  for (const p of Object.values(model.properties)) {
    if (p.ref !== 'user' || values[p.name] === undefined || values[p.name] === null) continue;
    const found = await untyped(scope.db)
      .selectFrom('users')
      .select('id')
      .where('id', '=', values[p.name])
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!found) throw invalid({ [p.name]: [`${p.label} não encontrado(a)`] });
  }
}

export async function createRecord(
  scope: Scope,
  model: EntityModel,
  body: unknown,
  options: WriteOptions = {},
): Promise<Row> {
  assertAccess(model, scope, 'write');
  const input = settableInput(model, scope, body);
  // A store user always writes for its own store, whatever the body says.
  if (model.tenant && scope.own !== undefined) input.company_id = scope.own;
  let values = parseInput(model, input, 'save');
  if (options.prepare) values = await options.prepare(values, 'save');
  if (model.tenant) await checkUserReferences(scope, model, values, values.company_id);
  await protectSecrets(scope, model, values);
  const inserted = await untyped(scope.db)
    .insertInto(model.table)
    .values(toColumns(model, values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return findRecord(scope, model, Number(inserted.id));
}

export async function updateRecord(
  scope: Scope,
  model: EntityModel,
  body: unknown,
  options: WriteOptions = {},
): Promise<Row> {
  assertAccess(model, scope, 'write');
  const id = parseId(body);
  let values = parseInput(model, settableInput(model, scope, body), 'update');
  delete values.id;
  if (options.prepare) values = await options.prepare(values, 'update');
  const current = await findRecord(scope, model, id);
  if (model.tenant) await checkUserReferences(scope, model, values, current.company_id);
  await protectSecrets(scope, model, values);
  if (model.timestamps) values.updated_at = sql`now()`;
  if (Object.keys(values).length)
    await untyped(scope.db)
      .updateTable(model.table)
      .set(toColumns(model, values))
      .where('id', '=', id)
      .execute();
  return findRecord(scope, model, id);
}

export async function deleteRecord(scope: Scope, model: EntityModel, body: unknown): Promise<Row> {
  assertAccess(model, scope, 'write');
  const id = parseId(body);
  const result = await untyped(scope.db)
    .deleteFrom(model.table)
    .where('id', '=', id)
    .executeTakeFirst()
    .catch((error: { code?: string }) => {
      // Rows of other tables still point at this one (23001: RESTRICT, reported so by PostgreSQL 18).
      if (error.code === '23503' || error.code === '23001') throw inUse();
      throw error;
    });
  if (!result.numDeletedRows) throw notFound();
  return { id };
}
