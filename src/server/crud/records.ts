// Generic, schema-driven data access used by every entity's routes: list, show, create, update,
// delete, always scoped to the caller's store for store-owned (x-tenant) entities.
/* eslint-disable @typescript-eslint/no-explicit-any -- table and column names come from the
   registry at run time, so these queries are built on an untyped Kysely view of the database. */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { EntityModel, PropertyModel } from '../../shared/entity.js';
import { type AccessKind, mayAccess } from '../../shared/policy.js';
import { entities } from '../../generated/registry.js';
import type { Database } from '../db/connect.js';
import { hashPassword } from '../auth/passwords.js';
import type { SessionUser } from '../auth/sessions.js';
import { forbidden, inUse, invalid, noCompany, notFound } from '../http/errors.js';
import { ajv, hasUnstorableText, inputSchema, parseInput } from '../http/validation.js';

export type Row = Record<string, unknown>;
export interface Page<T = Row> {
  data: T[];
  total: number;
  last_page: number;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

const untyped = (db: Database | Kysely<any>) => db as unknown as Kysely<any>;

/** The store a store user acts for; undefined for an admin (who may act for any). */
export function tenantOf(user: SessionUser): number | undefined {
  if (user.admin) return undefined;
  if (!user.company_id) throw noCompany();
  return user.company_id;
}

export function assertAccess(model: EntityModel, user: SessionUser, kind: AccessKind): void {
  if (!mayAccess(model, user, kind)) throw forbidden();
}

const joinAlias = (via: string) => `j_${via}`;
const isNumber = (p: PropertyModel) =>
  !p.money && p.sqlType.startsWith('numeric') && [p.schema.type].flat().includes('number');

/** SELECT of an entity's readable fields (stored and joined), write-only fields left out. */
export function selectRecords(db: Database, model: EntityModel): SelectQueryBuilder<any, any, Row> {
  const t = model.table;
  let query = untyped(db).selectFrom(`${t} as t`) as SelectQueryBuilder<any, any, any>;
  const joined = new Set<string>();
  const columns: any[] = [];
  for (const p of Object.values(model.properties)) {
    if (p.writeOnly) continue;
    if (!p.join) {
      // A `number` stored as numeric (rates, percents) goes out as a JSON number, as its schema
      // says; only money stays an exact decimal string.
      columns.push(isNumber(p) ? sql`(t.${sql.ref(p.name)})::float8`.as(p.name) : `t.${p.name}`);
      continue;
    }
    const via = model.properties[p.join.via];
    const target = entities[via.ref as keyof typeof entities];
    const alias = joinAlias(via.name);
    if (!joined.has(alias)) {
      joined.add(alias);
      const composite = model.tenant && target.tenant;
      query = query.leftJoin(`${target.table} as ${alias}`, (j: any) => {
        let on = j.onRef(`${alias}.id`, '=', `t.${via.name}`);
        if (composite) on = on.onRef(`${alias}.company_id`, '=', 't.company_id');
        return on;
      });
    }
    columns.push(`${alias}.${p.join.field} as ${p.name}`);
  }
  return query.select(columns);
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

/** WHERE for the caller's store, the filters and the text search. */
export function applyFilters(
  query: SelectQueryBuilder<any, any, any>,
  model: EntityModel,
  user: SessionUser,
  params: ListParams,
): SelectQueryBuilder<any, any, any> {
  const tenant = model.tenant ? tenantOf(user) : undefined;
  if (tenant !== undefined) query = query.where('t.company_id', '=', tenant);
  for (const p of filterProperties(model)) {
    const value = params[p.name];
    if (value === undefined || value === null || value === '') continue;
    if (p.name === 'company_id' && tenant !== undefined) continue;
    const ref = columnRef(model, p.name);
    if (p.filter === 'like') query = query.where(ref, 'ilike', `%${escapeLike(String(value))}%`);
    else if (Array.isArray(value))
      query = value.length ? query.where(ref, 'in', value) : query.where(sql.lit(false));
    else query = query.where(ref, '=', value);
  }
  const q = typeof params.q === 'string' ? params.q.trim() : '';
  if (q && model.search.length) {
    const pattern = `%${escapeLike(q)}%`;
    query = query.where((eb: any) =>
      eb.or(model.search.map((f) => eb(columnRef(model, f), 'ilike', pattern))),
    );
  }
  return query;
}

export function orderOf(model: EntityModel, params: ListParams): { field: string; order: 'asc' | 'desc' } {
  const field =
    params.ordenate_field && model.sort.includes(params.ordenate_field)
      ? params.ordenate_field
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
  db: Database,
  query: SelectQueryBuilder<any, any, any>,
  params: ListParams,
  orderBy: Array<{ ref: string; order: 'asc' | 'desc' }>,
): Promise<Page> {
  const perPage = params.itens_per_page ?? DEFAULT_PAGE_SIZE;
  const page = params.page ?? 1;
  const counted = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
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
  void db;
  return { data, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export async function listRecords(
  db: Database,
  model: EntityModel,
  user: SessionUser,
  body: unknown,
): Promise<Page> {
  assertAccess(model, user, 'read');
  const params = parseListParams(model, body);
  const query = applyFilters(selectRecords(db, model), model, user, params);
  const { field, order } = orderOf(model, params);
  const orderBy = [{ ref: columnRef(model, field), order }];
  if (field !== 'id') orderBy.push({ ref: 't.id', order: 'desc' });
  return paginate(db, query, params, orderBy);
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

export async function findRecord(
  db: Database,
  model: EntityModel,
  user: SessionUser,
  id: number,
): Promise<Row> {
  let query = selectRecords(db, model).where('t.id', '=', id);
  const tenant = model.tenant ? tenantOf(user) : undefined;
  if (tenant !== undefined) query = query.where('t.company_id', '=', tenant);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function showRecord(
  db: Database,
  model: EntityModel,
  user: SessionUser,
  body: unknown,
): Promise<Row> {
  assertAccess(model, user, 'read');
  return findRecord(db, model, user, parseId(body));
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

/** Secrets (x-hash) are stored as scrypt hashes, never as typed. */
async function hashSecrets(model: EntityModel, values: Row): Promise<void> {
  for (const p of Object.values(model.properties))
    if (p.hash && typeof values[p.name] === 'string')
      values[p.name] = await hashPassword(values[p.name] as string);
}

export async function createRecord(
  db: Database,
  model: EntityModel,
  user: SessionUser,
  body: unknown,
  options: WriteOptions = {},
): Promise<Row> {
  assertAccess(model, user, 'write');
  const input = { ...((body && typeof body === 'object' ? body : {}) as Row) };
  // A store user always writes for its own store, whatever the body says.
  const tenant = model.tenant ? tenantOf(user) : undefined;
  if (tenant !== undefined) input.company_id = tenant;
  let values = parseInput(model, input, 'save');
  if (options.prepare) values = await options.prepare(values, 'save');
  await hashSecrets(model, values);
  const inserted = await untyped(db)
    .insertInto(model.table)
    .values(toColumns(model, values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return findRecord(db, model, user, Number(inserted.id));
}

export async function updateRecord(
  db: Database,
  model: EntityModel,
  user: SessionUser,
  body: unknown,
  options: WriteOptions = {},
): Promise<Row> {
  assertAccess(model, user, 'write');
  const id = parseId(body);
  let values = parseInput(model, body, 'update');
  delete values.id;
  if (options.prepare) values = await options.prepare(values, 'update');
  await hashSecrets(model, values);
  await findRecord(db, model, user, id);
  if (model.timestamps) values.updated_at = sql`now()`;
  if (Object.keys(values).length) {
    let query = untyped(db).updateTable(model.table).set(toColumns(model, values)).where('id', '=', id);
    const tenant = model.tenant ? tenantOf(user) : undefined;
    if (tenant !== undefined) query = query.where('company_id', '=', tenant);
    await query.execute();
  }
  return findRecord(db, model, user, id);
}

export async function deleteRecord(
  db: Database,
  model: EntityModel,
  user: SessionUser,
  body: unknown,
): Promise<Row> {
  assertAccess(model, user, 'write');
  const id = parseId(body);
  let query = untyped(db).deleteFrom(model.table).where('id', '=', id);
  const tenant = model.tenant ? tenantOf(user) : undefined;
  if (tenant !== undefined) query = query.where('company_id', '=', tenant);
  const result = await query.executeTakeFirst().catch((error: { code?: string }) => {
    // Rows of other tables still point at this one (23001: RESTRICT, reported so by PostgreSQL 18).
    if (error.code === '23503' || error.code === '23001') throw inUse();
    throw error;
  });
  if (!result.numDeletedRows) throw notFound();
  return { id };
}
