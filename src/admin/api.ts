// The one way the panel talks to the API: POST JSON under /api with the bearer token.
import { HttpError } from 'react-admin';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface StoredUser {
  id: number;
  name: string;
  email: string;
  admin: boolean;
  full_permission: boolean;
  company_id: number | null;
}

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

/**
 * POST /api<path>. Resolves with the JSON body and status; rejects with react-admin's HttpError
 * (status, message, body) so forms can show 422 field errors and the auth provider can see a 401.
 */
export async function apiPost<T = unknown>(
  path: string,
  body: unknown = {},
): Promise<{ json: T; status: number }> {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new HttpError('Não foi possível falar com o servidor. Verifique sua conexão.', 0);
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const error = (json ?? {}) as ApiErrorBody;
    throw new HttpError(error.message ?? `Erro ${response.status}`, response.status, error);
  }
  return { json: json as T, status: response.status };
}
