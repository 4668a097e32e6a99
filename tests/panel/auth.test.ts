// @vitest-environment jsdom
// The auth rules of spec section 6, against a mocked API: what is stored, what is shown, who is
// sent back to /login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost, session } from '../../src/admin/api';
import { authProvider, LOGIN_FAILED, resetAuthCheck } from '../../src/admin/authProvider';
import { maria } from './stored-users';

type Reply = { status: number; body?: unknown } | Error;

/** fetch answering each call with the next reply, recording what was asked. */
function mockApi(...replies: Reply[]) {
  const calls: { path: string; body: unknown; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({
      path: url,
      body: JSON.parse(String(init.body)),
      authorization: headers.get('Authorization'),
    });
    const reply = replies.shift() ?? { status: 500 };
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const admin = {
  id: 1,
  name: 'Administrador',
  email: 'admin@painel.dev',
  admin: true,
  full_permission: true,
  company_id: null,
};

beforeEach(() => {
  localStorage.clear();
  resetAuthCheck();
});
afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('posts the e-mail and password and stores the token and the user', async () => {
    const calls = mockApi({ status: 200, body: { token: 'tok-123', user: maria } });
    await authProvider.login({ email: ' maria@modaviva.dev ', password: 'loja1234' });
    expect(calls).toEqual([
      {
        path: '/api/users/store-login',
        body: { email: 'maria@modaviva.dev', password: 'loja1234' },
        authorization: null,
      },
    ]);
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(session.user()).toEqual(maria);
  });

  it('wrong credentials show the spec message and store nothing', async () => {
    mockApi({ status: 401, body: { message: 'E-mail ou senha inválidos.' } });
    await expect(authProvider.login({ email: 'maria@modaviva.dev', password: 'x' })).rejects.toThrow(
      LOGIN_FAILED,
    );
    expect(LOGIN_FAILED).toBe('Algo deu errado, confira seus dados !!');
    expect(session.token()).toBeNull();
  });

  it('an answer without a token is a failed login too', async () => {
    mockApi({ status: 200, body: { user: maria } });
    await expect(authProvider.login({ email: 'maria@modaviva.dev', password: 'loja1234' })).rejects.toThrow(
      LOGIN_FAILED,
    );
    expect(session.token()).toBeNull();
  });

  it('too many attempts show the server’s own message', async () => {
    mockApi({ status: 429, body: { message: 'Muitas tentativas. Tente novamente em alguns minutos.' } });
    await expect(authProvider.login({ email: 'maria@modaviva.dev', password: 'x' })).rejects.toThrow(
      'Muitas tentativas. Tente novamente em alguns minutos.',
    );
  });
});

describe('check on load', () => {
  it('without a token goes to /login without asking the server', async () => {
    const calls = mockApi();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(calls).toHaveLength(0);
  });

  it('sends the bearer token once per page load and refreshes the stored user', async () => {
    session.save('tok-123', { ...maria, name: 'Nome antigo' });
    const calls = mockApi({ status: 200, body: maria });
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    expect(calls).toEqual([{ path: '/api/users/store-check', body: {}, authorization: 'Bearer tok-123' }]);
    expect(session.user()?.name).toBe('Maria Oliveira');
  });

  it('a user with neither company_id nor admin drops the token', async () => {
    session.save('tok-123', maria);
    mockApi({ status: 200, body: { ...maria, company_id: null, admin: false } });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(session.token()).toBeNull();
    expect(session.user()).toBeNull();
  });

  it('an admin without a company is fine', async () => {
    session.save('tok-9', admin);
    mockApi({ status: 200, body: admin });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(session.token()).toBe('tok-9');
  });

  it('a check without an answer (offline, or dropped as the page was left) keeps the session and asks again', async () => {
    session.save('tok-123', maria);
    const calls = mockApi(new TypeError('Failed to fetch'), { status: 200, body: maria });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(session.token()).toBe('tok-123');
    expect(session.user()).toEqual(maria);
    // The next screen checks again, and a server that answers is believed.
    await authProvider.checkAuth({});
    expect(calls).toHaveLength(2);
  });

  it('a server error on the check still removes the token (spec section 6)', async () => {
    session.save('tok-123', maria);
    mockApi({ status: 500, body: { message: 'Erro interno.' } });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(session.token()).toBeNull();
  });

  it('a failed check removes the token and goes to /login', async () => {
    session.save('tok-expired', maria);
    mockApi({ status: 401, body: { message: 'Sessão expirada.' } });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(session.token()).toBeNull();
  });
});

describe('data calls', () => {
  it('a 401 on a data call ends the session and sends the user to /login', async () => {
    session.save('tok-123', maria);
    mockApi({ status: 401, body: { message: 'Token inválido.' } });
    const failure = await apiPost('/brand/index', {}).catch((e: unknown) => e);
    await expect(authProvider.checkError(failure)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(session.token()).toBeNull();
  });

  it('a 403 refuses one action but keeps the session', async () => {
    session.save('tok-123', maria);
    mockApi({ status: 403, body: { message: 'Você não tem permissão para realizar esta ação.' } });
    const failure = await apiPost('/company/update', { id: 1 }).catch((e: unknown) => e);
    await expect(authProvider.checkError(failure)).resolves.toBeUndefined();
    expect(session.token()).toBe('tok-123');
  });
});

describe('logout and permissions', () => {
  it('logout calls /users/logout with the token and forgets the session', async () => {
    session.save('tok-123', maria);
    const calls = mockApi({ status: 200, body: { message: 'ok' } });
    await authProvider.logout({});
    expect(calls).toEqual([{ path: '/api/users/logout', body: {}, authorization: 'Bearer tok-123' }]);
    expect(session.token()).toBeNull();
    expect(session.user()).toBeNull();
  });

  it('permissions and identity come from the stored user', async () => {
    session.save('tok-123', maria);
    await expect(authProvider.getPermissions!({})).resolves.toEqual({
      admin: false,
      full_permission: true,
      company_id: 1,
    });
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 2, fullName: 'Maria Oliveira' });
    session.save('tok-9', admin);
    await expect(authProvider.getPermissions!({})).resolves.toEqual({
      admin: true,
      full_permission: true,
      company_id: null,
    });
  });
});
