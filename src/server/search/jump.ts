// /search/index {q}: the jump box's records, a few of each kind the caller may read, newest first,
// in one call. Text matches the entity's search fields (x-search, each with a trigram index) as the
// lists' `q` does; a number also matches an order's number; digits match phones and CPF/CNPJ.
// The store limit is the request's own (a store user's handle sees its store only).
/* eslint-disable @typescript-eslint/no-explicit-any -- each kind's table and columns come from the
   registry at run time, so its query is built on an untyped view, as crud/records.ts does. */
import { type Kysely, sql, type SelectQueryBuilder } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { JumpHit, JumpKind } from '../../shared/calls/search.js';
import type { EntityModel } from '../../shared/entity.js';
import { statusLabel } from '../../shared/order-status.js';
import { mayAccess, mayUseField } from '../../shared/policy.js';
import { escapeLike } from '../crud/records.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';

/** Hits per kind. */
export const JUMP_LIMIT = 5;

const fields: Fields = {
  q: {
    label: 'Busca',
    check: { type: 'string', minLength: 2, maxLength: 100 },
    messages: { minLength: 'Digite ao menos 2 caracteres', maxLength: 'Digite no máximo 100 caracteres' },
  },
};

type Row = Record<string, unknown>;

interface Target {
  kind: JumpKind;
  model: EntityModel;
  /** Columns read for the hit. */
  columns: string[];
  /** Columns whose digits a run of digits may match (phones, CPF/CNPJ). */
  digits?: string[];
  /** A number may be the record's id (an order's number). */
  byId?: boolean;
  title: (r: Row) => string;
  detail: (r: Row) => string | null;
}

const joined = (...parts: unknown[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ') || null;

const TARGETS: Target[] = [
  {
    kind: 'product',
    model: entities.product,
    columns: ['name', 'ref'],
    title: (r) => String(r.name),
    detail: (r) => joined(r.ref, r.company_name),
  },
  {
    kind: 'order',
    model: entities.buy,
    columns: ['people_name', 'status'],
    digits: ['cpf_cnpj', 'phone_number'],
    byId: true,
    title: (r) => `Pedido nº ${r.id}`,
    detail: (r) => joined(r.people_name, statusLabel(r.status as number), r.company_name),
  },
  {
    kind: 'consumer',
    model: entities.consumer,
    columns: ['fantasy_name', 'email'],
    digits: ['phone_number'],
    title: (r) => String(r.fantasy_name ?? r.email),
    detail: (r) => joined(r.email, r.company_name),
  },
  {
    kind: 'contact',
    model: entities.contact,
    columns: ['name', 'email'],
    digits: ['phone'],
    title: (r) => String(r.name),
    detail: (r) => joined(r.email, r.company_name),
  },
  {
    kind: 'coupon',
    model: entities.coupon,
    columns: ['code'],
    title: (r) => String(r.code),
    detail: (r) => joined(r.company_name),
  },
  {
    kind: 'store',
    model: entities.company,
    columns: ['fantasy_name', 'email'],
    digits: ['cpf_cnpj'],
    title: (r) => String(r.fantasy_name),
    detail: (r) => joined(r.email),
  },
];

function hitsOf(scope: Scope, target: Target, q: string): Promise<Row[]> | undefined {
  const { model } = target;
  if (!mayAccess(model, scope.level, 'read')) return undefined;
  const readable = (f: string) =>
    !!model.properties[f] && mayUseField(model.properties[f], scope.level, 'read');
  const searched = model.search.filter(readable);
  const digits = q.replace(/\D/g, '');
  const byDigits = digits.length >= 4 && digits.length >= q.replace(/[\s().+/-]/g, '').length;
  const id = /^\d{1,15}$/.test(q) ? Number(q) : undefined;
  const pattern = `%${escapeLike(q)}%`;
  let query = (scope.db as unknown as Kysely<any>).selectFrom(`${model.table} as t`) as SelectQueryBuilder<
    any,
    any,
    Row
  >;
  query = query.select(['t.id', ...target.columns.filter(readable).map((c) => `t.${c}`)]);
  // An admin reads every store: each hit says which one.
  if (model.tenant && scope.own === undefined)
    query = query
      .leftJoin('company as co', 'co.id', 't.company_id')
      .select('co.fantasy_name as company_name');
  query = query.where((eb: any) =>
    eb.or([
      ...searched.map((f) => eb(`t.${f}`, 'ilike', pattern)),
      ...(target.byId && id !== undefined ? [eb('t.id', '=', id)] : []),
      ...(byDigits
        ? (target.digits ?? [])
            .filter(readable)
            .map((f) => eb(sql`regexp_replace(${sql.ref(`t.${f}`)}, '\\D', '', 'g')`, 'like', `%${digits}%`))
        : []),
    ]),
  );
  return query.orderBy('t.id', 'desc').limit(JUMP_LIMIT).execute();
}

export async function jumpSearch(scope: Scope, body: unknown): Promise<{ data: JumpHit[] }> {
  const { q } = parseFields(fields, body, ['q']) as { q: string };
  const found = await Promise.all(
    TARGETS.map(async (target) => {
      const rows = (await hitsOf(scope, target, q)) ?? [];
      return rows.map((r): JumpHit => ({
        kind: target.kind,
        id: Number(r.id),
        title: target.title(r),
        detail: target.detail(r),
      }));
    }),
  );
  return { data: found.flat() };
}
