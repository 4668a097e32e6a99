// For panel component tests that go through the real dataProvider/apiPost: fetch answered from a
// table of API paths (status and JSON, or a function of the request body), every call recorded.
import type { AuthProvider } from 'react-admin';
import { vi } from 'vitest';

export type Row = Record<string, unknown>;
export type Answer = [number, unknown] | ((body: Row) => [number, unknown]);

/** Stubs fetch; unknown paths answer 404. Undo with vi.unstubAllGlobals() in afterEach. */
export function fakeFetch(answers: Record<string, Answer>): Array<{ path: string; body: Row }> {
  const calls: Array<{ path: string; body: Row }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Row;
      calls.push({ path, body });
      const answer = answers[path];
      const [status, json] =
        typeof answer === 'function' ? answer(body) : (answer ?? [404, { message: 'x' }]);
      return new Response(JSON.stringify(json), { status });
    }),
  );
  return calls;
}

/** A signed-in admin, or a store user of store 7. */
export const authAs = (admin: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ admin, full_permission: true, company_id: admin ? null : 7 }),
});
