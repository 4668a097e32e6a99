// Every call of the panel goes through here. React-admin's generic methods map onto the API's POST
// /index, /show, /save, /update, /delete of each entity (the path of each resource's call comes from
// the panel's directory, which App passes to buildDataProvider); each hand-written call declared in
// src/shared/calls is a named method (dataProvider.cepLookup({cep})), typed by its declaration.
// A 422 becomes field errors shown in red under their inputs; any other failure keeps the message
// api.ts words for it (spec section 8), which react-admin's notification shows.
import type { DataProvider, GetListParams, Identifier, SortPayload } from 'react-admin';
import { HttpError } from 'react-admin';
import {
  type Call as DeclaredCall,
  type CallName,
  calls,
  type Calls,
  type Page as CallPage,
  type RequestOf,
  type ResultOf,
} from '../shared/calls';
import type { Operation } from '../shared/entity';
import { apiPost, sendCall } from './api';

/**
 * A call a screen makes: the generic ones, plus 'options' (the list a dropdown offers; the index
 * unless the spec names another call, e.g. /category/index-with-filter).
 */
export type Call = Operation | 'options';

/** The API path of one call of a resource (the directory's callOf: /brand/index, …). */
export type CallPath = (resource: string, call: Call) => string;

export const MAX_PER_PAGE = 1000;

/** A list's sort with no field: the server's own order (react-admin always keeps a sort). */
export const SERVER_ORDER = { field: '', order: 'ASC' } as const satisfies SortPayload;
/** Every row at once (up to the API's limit), for sections and dropdowns. */
export const ALL_ROWS = { page: 1, perPage: MAX_PER_PAGE } as const;

// Records are typed by each screen, not here: the provider passes them through untouched.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyRecord = any;

interface Page {
  data: AnyRecord[];
  total: number;
  last_page?: number;
}

/** React-admin's list params as the API's: page, itens_per_page, ordenate_field/type, filters. */
export function listBody(params: Partial<GetListParams>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  // An emptied filter input leaves '' or null behind (or spaces): not a filter.
  for (const [key, raw] of Object.entries(params.filter ?? {})) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value !== '' && value !== null && value !== undefined) body[key] = value;
  }
  if (params.pagination) {
    body.page = params.pagination.page;
    body.itens_per_page = Math.min(params.pagination.perPage, MAX_PER_PAGE);
  }
  // An empty sort field means the server's own order.
  if (params.sort?.field) {
    body.ordenate_field = params.sort.field;
    body.ordenate_type = params.sort.order === 'ASC' ? 'asc' : 'desc';
  }
  return body;
}

/**
 * 422 {errors: {field: [msgs]}} as react-admin wants it to show each message under its input:
 * HttpError whose body.errors is {field: 'msg'}. Other failures pass through untouched.
 */
export function toFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 422) return error;
  const body = (error.body ?? {}) as { message?: string; errors?: Record<string, string[] | string> };
  const errors: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
    // Nested fields ("data.name") become nested objects, as react-hook-form names them.
    const path = field.split('.');
    let target = errors;
    path.slice(0, -1).forEach((part) => (target = (target[part] ??= {}) as Record<string, unknown>));
    target[path.at(-1)!] = text;
  }
  if (!Object.keys(errors).length) errors.root = { serverError: body.message ?? error.message };
  return new HttpError(body.message ?? error.message, 422, { errors });
}

async function withFormErrors<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw toFormErrors(error);
  }
}

const post = <T>(path: string, body: unknown) => withFormErrors(apiPost<T>(path, body).then((r) => r.json));

/** One method per declared call: its request in, its answer out. */
export type CallMethods = {
  [K in CallName]: (body: RequestOf<Calls[K]>) => Promise<ResultOf<Calls[K]>>;
};

/** The declared calls that answer a list page: getList goes through one with meta: {call}. */
export type ListCallName = {
  [K in CallName]: ResultOf<Calls[K]> extends CallPage<unknown> ? K : never;
}[CallName];

/** What a screen may put in getList's meta. */
export type ListMeta = {
  /** List through this call instead of the resource's /index ('productList'). */
  call?: ListCallName;
  /** Parameters the call always gets, over the filters ({status: 4} of /buy/get-buys). */
  params?: Record<string, unknown>;
  /** A dropdown's choices: the resource's 'options' call (/category/index-with-filter…). */
  options?: boolean;
};

export type AppDataProvider = DataProvider & CallMethods;

// A call named like a react-admin method would silently replace it (DataProvider's own keys are
// hidden behind its index signature, hence the list).
type GenericMethod = 'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update';
type OtherMethod = 'updateMany' | 'delete' | 'deleteMany' | 'supportAbortSignal';
const _noClash: [Extract<CallName, GenericMethod | OtherMethod>] extends [never] ? true : false = true;

const callMethods = Object.fromEntries(
  Object.entries(calls).map(([name, declared]) => [
    name,
    (body: unknown) => withFormErrors(sendCall(declared as DeclaredCall, body as never)),
  ]),
) as CallMethods;

/** The panel's data provider, over the calls of the resources the directory knows (callOf). */
export function buildDataProvider(callOf: CallPath): AppDataProvider {
  const call = <T>(resource: string, op: Call, body: unknown) => post<T>(callOf(resource, op), body);
  return {
    async getList(resource, params) {
      const meta = (params.meta ?? {}) as ListMeta;
      const body = { ...listBody(params), ...meta.params };
      const page: Page = meta.call
        ? await (callMethods[meta.call] as (body: unknown) => Promise<Page>)(body)
        : // Dropdowns ask with meta.options: some entities list their choices through another call.
          await call<Page>(resource, meta.options ? 'options' : 'index', body);
      return { data: page.data, total: page.total };
    },
    async getOne(resource, params) {
      return { data: await call<AnyRecord>(resource, 'show', { id: params.id }) };
    },
    async getMany(resource, params) {
      if (!params.ids.length) return { data: [] };
      const page = await call<Page>(resource, 'index', { id: params.ids, itens_per_page: MAX_PER_PAGE });
      return { data: page.data };
    },
    async getManyReference(resource, params) {
      const body = listBody(params);
      body[params.target] = params.id;
      const page = await call<Page>(resource, 'index', body);
      return { data: page.data, total: page.total };
    },
    async create(resource, params) {
      return { data: await call<AnyRecord>(resource, 'save', params.data) };
    },
    async update(resource, params) {
      return { data: await call<AnyRecord>(resource, 'update', { ...params.data, id: params.id }) };
    },
    async updateMany(resource, params) {
      const ids: Identifier[] = [];
      for (const id of params.ids) {
        await call(resource, 'update', { ...params.data, id });
        ids.push(id);
      }
      return { data: ids };
    },
    async delete(resource, params) {
      await call(resource, 'delete', { id: params.id });
      return { data: params.previousData ?? ({ id: params.id } as AnyRecord) };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await call(resource, 'delete', { id });
      return { data: params.ids };
    },
    ...callMethods,
  };
}
