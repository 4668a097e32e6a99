// The one way the panel talks to the API: JSON under /api with the bearer token, used by the data
// and auth providers only (eslint.config.js keeps screens off it). It is also
// the one place that words failures for the user (spec section 8), so every notification that
// shows an API error — react-admin's own and our screens' — reads the same.
import { HttpError } from 'react-admin';
import type { RequestOf, ResultOf, SessionUser } from '../shared/calls';
import { type Call, fillPath, isGetPage } from '../shared/calls/define';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export type StoredUser = SessionUser;

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  user: (): StoredUser | null => {
    try {
      return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    } catch {
      return null;
    }
  },
  save(token: string, user: StoredUser) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  saveUser(user: StoredUser) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  },
};

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

export const GENERIC_FAILURE = 'Algo deu errado tente novamente!!! ';
export const NETWORK_FAILURE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
const FORBIDDEN = 'Você não tem permissão para realizar esta ação.';

/**
 * What the user reads when a call fails. 422 (shown under the fields), 401 (the session ends),
 * 403 and 429 carry the server's own words; anything else is the spec's generic alert with the
 * server's message as its detail.
 */
export function failureMessage(status: number, body?: ApiErrorBody): string {
  const detail = body?.message?.trim();
  if (status === 0) return NETWORK_FAILURE;
  if (status === 403) return detail || FORBIDDEN;
  if (status === 401 || status === 422 || status === 429) return detail || GENERIC_FAILURE + `Erro ${status}`;
  return GENERIC_FAILURE + (detail || `Erro ${status}`);
}

/** The text to show for any thrown value, for screens that catch a failure themselves. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return GENERIC_FAILURE.trim();
}

/**
 * The server's words for a refused call, for screens that report it themselves (a bulk action's
 * rows, a product's delete): its field messages (422), else its reason or message.
 */
export function reasonOf(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as
      { errors?: Record<string, unknown>; message?: string; reason?: string } | undefined;
    const fields = Object.values(body?.errors ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v]));
    const texts = [...new Set(fields.filter((v): v is string => typeof v === 'string' && !!v))];
    if (texts.length) return texts.join(' ');
    return body?.reason || body?.message || error.message;
  }
  return errorText(error);
}

/** fetch with the bearer token; a failure becomes react-admin's HttpError with the user's words. */
async function send<T>(
  url: string,
  init: RequestInit,
): Promise<{ json: T; status: number; headers: Headers }> {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new HttpError(NETWORK_FAILURE, 0, { message: NETWORK_FAILURE });
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const error = (json && typeof json === 'object' ? json : {}) as ApiErrorBody;
    // body.message stays the bare detail (a stand-in when the server sent none), for callers that
    // word the failure their own way.
    const detail = error.message?.trim() || `Erro ${response.status}`;
    throw new HttpError(failureMessage(response.status, error), response.status, {
      ...error,
      message: detail,
    });
  }
  return { json: json as T, status: response.status, headers: response.headers };
}

/**
 * POST /api<path>. Resolves with the JSON body and status; rejects with react-admin's HttpError
 * (status, the user-facing message, the server's body) so forms can show 422 field errors and the
 * auth provider can see a 401. Screens never call it: they go through the data provider.
 */
export async function apiPost<T = unknown>(
  path: string,
  body: unknown = {},
): Promise<{ json: T; status: number }> {
  const { json, status } = await send<T>(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return { json, status };
}

/** GET /api<path>?query (empty values left out), for the few calls the spec makes GET. */
export function apiGet<T = unknown>(
  path: string,
  query: object = {},
): Promise<{ json: T; status: number; headers: Headers }> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return send<T>(`/api${path}${qs ? `?${qs}` : ''}`, { method: 'GET' });
}

/**
 * One declared call (src/shared/calls): its JSON answer, or {data, total} for a GET page. A plain GET
 * (a public read) still carries the token: the API ignores it there.
 */
export async function sendCall<C extends Call>(call: C, body: RequestOf<C>): Promise<ResultOf<C>> {
  if (call.method === 'POST') return (await apiPost<ResultOf<C>>(call.path, body)).json;
  if (!isGetPage(call)) {
    const { path, query } = fillPath(call.path, (body ?? {}) as object);
    return (await apiGet<ResultOf<C>>(path, query)).json;
  }
  const { json, headers } = await apiGet<unknown>(call.path, (body ?? {}) as object);
  const data = Array.isArray(json) ? json : [];
  const total = Number(headers.get(call.totalHeader));
  return {
    data,
    total: headers.has(call.totalHeader) && Number.isFinite(total) ? total : data.length,
  } as ResultOf<C>;
}
