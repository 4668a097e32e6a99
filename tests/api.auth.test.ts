// Login, session check, logout, expiry, login throttling, password storage and the admin-only
// user administration calls, as a client sees them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleNotifications } from '../src/server/db/notifications.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createUser, createWorld, type World } from './helpers/fixtures.js';
import { countRows } from './helpers/samples.js';

const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';
const SESSION_INVALID = 'Sessão inválida ou expirada. Faça login novamente.';
const FORBIDDEN = 'Você não tem permissão para realizar esta ação.';
const USER_FIELDS = ['id', 'name', 'email', 'admin', 'full_permission', 'company_id'];

describe.each(backends)('authentication and users on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  /** Each test logs in from its own address, so the per-address limit of one never blocks another. */
  const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/store-login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: JSON.stringify({ email, password }),
    });
  /** No answer ever carries a password or its hash. */
  const noSecrets = <T extends { body: string }>(res: T): T => {
    expect(res.body).not.toMatch(/password|scrypt\$/);
    return res;
  };
  const check = (token?: string) => t.post('/users/store-check', {}, token);

  it('logs in with e-mail and password and returns the token and the user', async () => {
    const res = noSecrets(await login('a@teste.dev', 'senha123', newIp()));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: w.userAId,
      name: 'a',
      email: 'a@teste.dev',
      admin: false,
      full_permission: true,
      company_id: w.storeA,
    });
    // The e-mail is matched whatever its case and surrounding spaces.
    expect((await login('  A@Teste.DEV ', 'senha123', newIp())).statusCode).toBe(200);
    const admin = (await login('admin@teste.dev', 'admin123', newIp())).json();
    expect(admin.user).toMatchObject({ admin: true, full_permission: true, company_id: null });
  });

  it('refuses a wrong password, an unknown e-mail and an inactive user alike', async () => {
    const ip = newIp();
    const wrong = noSecrets(await login('a@teste.dev', 'errada', ip));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: WRONG_CREDENTIALS });
    const unknown = await login('ninguem@teste.dev', 'senha123', ip);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: WRONG_CREDENTIALS });
    await createUser(t, { email: 'inativo@teste.dev', password: 'senha123', company_id: w.storeA });
    await t.db.updateTable('users').set({ active: false }).where('email', '=', 'inativo@teste.dev').execute();
    const inactive = await login('inativo@teste.dev', 'senha123', ip);
    expect(inactive.statusCode).toBe(401);
    expect(inactive.json()).toEqual({ message: WRONG_CREDENTIALS });
    // Missing fields are a form error, in Portuguese.
    const blank = await login('', '', ip);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      email: ['Por favor insira um e-mail'],
      password: ['Por favor insira Senha'],
    });
  });

  it('checks the token and answers 401 without a valid one', async () => {
    const ok = noSecrets(await check(w.userA));
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual([...USER_FIELDS].sort());
    expect(ok.json()).toMatchObject({ id: w.userAId, email: 'a@teste.dev', company_id: w.storeA });

    for (const token of [undefined, 'lixo', 'x'.repeat(500), `${w.userA}x`]) {
      const res = await check(token);
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.json()).toEqual({ message: SESSION_INVALID });
    }
    const otherScheme = await t.app.inject({
      method: 'POST',
      url: '/api/users/store-check',
      headers: { authorization: `Basic ${w.userA}` },
    });
    expect(otherScheme.statusCode).toBe(401);
    // Every other call needs the token too.
    expect((await t.post('/brand/index', {})).statusCode).toBe(401);
  });

  it('logs out: that token stops working, other sessions go on', async () => {
    const first = (await login('b@teste.dev', 'senha123', newIp())).json().token;
    const second = (await login('b@teste.dev', 'senha123', newIp())).json().token;
    const out = await t.post('/users/logout', {}, first);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toEqual(expect.any(String));
    expect((await check(first)).statusCode).toBe(401);
    expect((await t.post('/brand/index', {}, first)).statusCode).toBe(401);
    expect((await t.post('/users/logout', {}, first)).statusCode).toBe(401);
    expect((await check(second)).statusCode).toBe(200);
  });

  it('refuses an expired token and the token of a user made inactive', async () => {
    const id = await createUser(t, { email: 'expira@teste.dev', password: 'senha123', company_id: w.storeB });
    const token = (await login('expira@teste.dev', 'senha123', newIp())).json().token;
    expect((await check(token)).statusCode).toBe(200);
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', id)
      .execute();
    // Written outside the API (as a script would): the API process hears of it through the database's
    // notification (src/server/auth/session-cache.ts), a moment after the commit.
    await settleNotifications(t.db);
    expect((await check(token)).statusCode).toBe(401);

    const again = (await login('expira@teste.dev', 'senha123', newIp())).json().token;
    const off = await t.post('/users/update-if-admin', { id, active: false }, w.admin);
    expect(off.statusCode).toBe(201);
    expect((await check(again)).statusCode).toBe(401);
  });

  it('blocks an e-mail from one address after 5 failed logins there, even with the right password', async () => {
    await createUser(t, { email: 'limite@teste.dev', password: 'senha123', company_id: w.storeA });
    const ip = newIp();
    for (let i = 0; i < 5; i++)
      expect((await login('limite@teste.dev', `errada${i}`, ip)).statusCode).toBe(401);
    const blocked = await login('limite@teste.dev', 'senha123', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/tentativas.*aguarde/i);
    // Only that e-mail from that address: other e-mails there, and that e-mail elsewhere, log in.
    // (More on the limits per (e-mail, IP) and per IP in api.sessions-login.test.ts.)
    expect((await login('a@teste.dev', 'senha123', ip)).statusCode).toBe(200);
    expect((await login('limite@teste.dev', 'senha123', newIp())).statusCode).toBe(200);
  });

  it('forgets the failures of an e-mail at an address once it logs in there', async () => {
    await createUser(t, { email: 'lembrou@teste.dev', password: 'senha123', company_id: w.storeA });
    const ip = newIp();
    for (let i = 0; i < 4; i++) await login('lembrou@teste.dev', 'errada', ip);
    expect((await login('lembrou@teste.dev', 'senha123', ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login('lembrou@teste.dev', 'errada', ip);
    expect((await login('lembrou@teste.dev', 'senha123', ip)).statusCode).toBe(200);
  });

  it('stores only a scrypt hash of the password and never returns it', async () => {
    const saved = noSecrets(
      await t.post(
        '/users/save-if-admin',
        {
          name: 'Nova Pessoa',
          email: 'nova@teste.dev',
          password: 'segredo1',
          password_confirmation: 'segredo1',
          company_id: w.storeA,
        },
        w.admin,
      ),
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Nova Pessoa',
      email: 'nova@teste.dev',
      company_id: w.storeA,
    });
    const row = await t.db
      .selectFrom('users')
      .select('password')
      .where('email', '=', 'nova@teste.dev')
      .executeTakeFirstOrThrow();
    expect(row.password).not.toContain('segredo1');
    expect(row.password).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    // No session token is stored in the clear either.
    const token = (await login('nova@teste.dev', 'segredo1', newIp())).json().token as string;
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from session where token_hash = ${token}`.execute(t.db);
    expect(rows[0].n).toBe(0);

    const id = saved.json().id;
    for (const res of [
      await t.post('/users/show', { id }, w.admin),
      await t.post('/users/index-store', {}, w.admin),
      await t.post('/users/index-all', {}, w.admin),
      await t.post('/users/update-if-admin', { id, name: 'Outro Nome' }, w.admin),
      await check(token),
    ]) {
      expect(res.statusCode).toBeLessThan(300);
      noSecrets(res);
    }
  });

  it('keeps the user administration to admins', async () => {
    const before = await countRows(t, 'users');
    for (const [path, body] of [
      ['/users/index-store', {}],
      ['/users/index-all', {}],
      ['/users/save-if-admin', { name: 'Intrusa', email: 'intrusa@teste.dev', password: 'senha123' }],
      ['/users/update-if-admin', { id: w.userAId, admin: true }],
    ] as const) {
      const res = await t.post(path, body, w.userA);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: FORBIDDEN });
    }
    expect(await countRows(t, 'users')).toBe(before);
    expect((await check(w.userA)).json().admin).toBe(false);

    // A store user sees only itself.
    const self = noSecrets(await t.post('/users/show', { id: w.userAId }, w.userA));
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ id: w.userAId, email: 'a@teste.dev' });
    const adminRow = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@teste.dev')
      .executeTakeFirstOrThrow();
    for (const id of [adminRow.id, w.userAId + 1_000_000]) {
      const res = await t.post('/users/show', { id }, w.userA);
      expect(res.statusCode).toBe(404);
    }
  });

  it('lists users for the admin, paged and filtered', async () => {
    const page = (
      await t.post('/users/index-store', { company_id: w.storeA, itens_per_page: 100 }, w.admin)
    ).json();
    expect(page).toMatchObject({ total: expect.any(Number), last_page: 1 });
    expect(page.data.length).toBe(page.total);
    expect(page.data.every((u: { company_id: number }) => u.company_id === w.storeA)).toBe(true);
    expect(page.data.map((u: { email: string }) => u.email)).toContain('a@teste.dev');
    const found = (await t.post('/users/index-store', { q: 'B@TESTE' }, w.admin)).json();
    expect(found.data.map((u: { email: string }) => u.email)).toEqual(['b@teste.dev']);
    const all = (await t.post('/users/index-all', {}, w.admin)).json();
    expect(all.data.length).toBe(all.total);
    expect(all.total).toBe(await countRows(t, 'users'));
  });

  it('checks the password confirmation and the e-mail on save', async () => {
    const before = await countRows(t, 'users');
    const base = { name: 'Conferir', email: 'conferir@teste.dev', company_id: w.storeB };
    const differ = await t.post(
      '/users/save-if-admin',
      { ...base, password: 'senha123', password_confirmation: 'senha124' },
      w.admin,
    );
    expect(differ.statusCode).toBe(422);
    expect(differ.json().errors).toEqual({ password_confirmation: ['As senhas não conferem'] });
    const short = await t.post(
      '/users/save-if-admin',
      { ...base, password: '123', password_confirmation: '123' },
      w.admin,
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['A senha deve ter no mínimo 6 caracteres']);
    const missing = await t.post(
      '/users/save-if-admin',
      { name: 'Sem Senha', email: 'x@teste.dev' },
      w.admin,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual(['Por favor insira Senha']);
    const duplicate = await t.post(
      '/users/save-if-admin',
      { ...base, email: 'A@teste.dev', password: 'senha123', password_confirmation: 'senha123' },
      w.admin,
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ email: ['E-mail já está em uso'] });
    expect(await countRows(t, 'users')).toBe(before);
  });

  it('keeps the password when an update leaves it blank, and changes it when given', async () => {
    const made = await t.post(
      '/users/save-if-admin',
      {
        name: 'Troca',
        email: 'troca@teste.dev',
        password: 'antiga1',
        password_confirmation: 'antiga1',
        company_id: w.storeA,
      },
      w.admin,
    );
    const id = made.json().id;
    for (const blank of ['', null]) {
      const res = await t.post(
        '/users/update-if-admin',
        { id, name: 'Troca Senha', password: blank, password_confirmation: blank },
        w.admin,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().name).toBe('Troca Senha');
      expect((await login('troca@teste.dev', 'antiga1', newIp())).statusCode).toBe(200);
    }
    const differ = await t.post(
      '/users/update-if-admin',
      { id, password: 'nova123', password_confirmation: 'outra123' },
      w.admin,
    );
    expect(differ.statusCode).toBe(422);
    expect((await login('troca@teste.dev', 'antiga1', newIp())).statusCode).toBe(200);
    const changed = await t.post(
      '/users/update-if-admin',
      { id, password: 'nova123', password_confirmation: 'nova123' },
      w.admin,
    );
    expect(changed.statusCode).toBe(201);
    expect((await login('troca@teste.dev', 'nova123', newIp())).statusCode).toBe(200);
    expect((await login('troca@teste.dev', 'antiga1', newIp())).statusCode).toBe(401);
  });

  it('tells a store user without a store that it cannot act', async () => {
    await createUser(t, { email: 'semloja@teste.dev', password: 'senha123' });
    const token = (await login('semloja@teste.dev', 'senha123', newIp())).json().token;
    const res = await t.post('/brand/index', {}, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Não foi possível capturar o ID da empresa. Verifique suas permissões.',
    });
    expect((await t.post('/brand/save', { name: 'Sem Loja' }, token)).statusCode).toBe(403);
  });
});
