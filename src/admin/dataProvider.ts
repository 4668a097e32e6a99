// React-admin's data calls mapped onto the API's POST /index, /show, /save, /update, /delete.
// A 422 becomes field errors shown in red under their inputs; any other failure keeps the message
// api.ts words for it (spec section 8), which react-admin's notification shows.
import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { apiPost } from './api';
import { actionOf, type Call, callOf } from './registry';

export const MAX_PER_PAGE = 1000;

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
  // An emptied filter input leaves '' or null behind: not a filter.
  for (const [key, value] of Object.entries(params.filter ?? {}))
    if (value !== '' && value !== null && value !== undefined) body[key] = value;
  if (params.pagination) {
    body.page = params.pagination.page;
    body.itens_per_page = Math.min(params.pagination.perPage, MAX_PER_PAGE);
  }
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

async function post<T>(path: string, body: unknown): Promise<T> {
  try {
    return (await apiPost<T>(path, body)).json;
  } catch (error) {
    throw toFormErrors(error);
  }
}

const call = <T>(resource: string, op: Call, body: unknown) => post<T>(callOf(resource, op), body);

export interface AppDataProvider extends DataProvider {
  /** A call beside the generic five: ('variation-group-product', 'become-main', {id}). */
  action<T = AnyRecord>(resource: string, action: string, body: unknown): Promise<T>;
  cepLookup(body: {
    cep: string;
  }): Promise<{ state: string; city: string; street: string; neighborhood: string }>;
  variationBecomeMain(body: { id: number }): Promise<unknown>;
}

export const dataProvider: AppDataProvider = {
  async getList(resource, params) {
    // Dropdowns ask with meta.options: some entities list their choices through another call.
    const page = await call<Page>(resource, params.meta?.options ? 'options' : 'index', listBody(params));
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
  action(resource, action, body) {
    return post(actionOf(resource, action), body);
  },
  cepLookup: (body) => post('/cep/lookup', body),
  variationBecomeMain: (body) => post('/variation-group-product/become-main', body),
};
