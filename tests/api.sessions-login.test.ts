// Issue 9, items 5 and 8, as a client sees them: a password change or switching a user off ends
// the user's other sessions; the login throttle counts per (e-mail, IP) and per IP, so nobody
// locks the owner out from elsewhere; unknown e-mails cost the same scrypt work as known ones;
// passwords made only of spaces are refused; a user who is not an admin needs a store; and
// "Somente Entregues" means delivered on or before today in São Paulo.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, today as todayIn } from '../src/shared/time.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createStore, createUser, createWorld, type World } from './helpers/fixtures.js';
import { countRows } from './helpers/samples.js';

// Counts the scrypt runs (password hashing and checking) without changing them, so the test can
// show that every login does the same work whether or not the e-mail exists. No timings.
/**
 * The tests that check 50-odd passwords at scrypt's real cost (this suite counts scrypt runs, so it
 * cannot take the cheap hashes): 10 s alone, over the 30 s default on a loaded 2-core machine.
 */
const SCRYPT_HEAVY = 120_000;
const scryptRuns = vi.hoisted(() => ({ n: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: unknown[]) => {
    scryptRuns.n++;
    return (actual.scrypt as (...a: unknown[]) => void)(...args);
  };
  return { ...actual, scrypt, default: { ...actual, scrypt } };
});

const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';
const TOO_MANY_ATTEMPTS = 'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';
const SESSION_INVALID = 'Sessão inválida ou expirada. Faça login novamente.';
const ONLY_SPACES = 'Senha não pode conter apenas espaços';
const STORE_REQUIRED = 'Por favor insira Cliente';

describe.each(backends)('sessions and login on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  /** A fresh client address per call unless the test names one. */
  const newIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const login = (email: string, password: string, ip = newIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/store-login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: JSON.stringify({ email, password }),
    });
  const tokenOf = async (email: string, password: string) => {
    const res = await login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const check = (token: string) => t.post('/users/store-check', {}, token);

  describe('sessions', () => {
    it("an admin's password change ends every session of that user; the admin's goes on", async () => {
      const id = await createUser(t, {
        email: 'troca@sessao.dev',
        password: 'antiga1',
        company_id: w.storeA,
      });
      const first = await tokenOf('troca@sessao.dev', 'antiga1');
      const second = await tokenOf('troca@sessao.dev', 'antiga1');

      // Edits that keep the password (blank) end nothing.
      const renamed = await t.post(
        '/users/update-if-admin',
        { id, name: 'Troca Nome', password: '', password_confirmation: '' },
        w.admin,
      );
      expect(renamed.statusCode, renamed.body).toBe(201);
      expect((await check(first)).statusCode).toBe(200);

      const changed = await t.post(
        '/users/update-if-admin',
        { id, password: 'nova123', password_confirmation: 'nova123' },
        w.admin,
      );
      expect(changed.statusCode, changed.body).toBe(201);
      for (const token of [first, second]) {
        const res = await check(token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: SESSION_INVALID });
        expect((await t.post('/brand/index', {}, token)).statusCode).toBe(401);
      }
      expect((await check(w.admin)).statusCode).toBe(200);
      expect((await login('troca@sessao.dev', 'antiga1')).statusCode).toBe(401);
      expect((await check(await tokenOf('troca@sessao.dev', 'nova123'))).statusCode).toBe(200);
    });

    it('an admin changing its own password keeps the token it used and ends its other sessions', async () => {
      const id = await createUser(t, {
        email: 'chefe@sessao.dev',
        password: 'chefe123',
        admin: true,
        full_permission: true,
      });
      const here = await tokenOf('chefe@sessao.dev', 'chefe123');
      const elsewhere = await tokenOf('chefe@sessao.dev', 'chefe123');
      const res = await t.post(
        '/users/update-if-admin',
        { id, password: 'chefe456', password_confirmation: 'chefe456' },
        here,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect((await check(here)).statusCode).toBe(200);
      expect((await check(elsewhere)).statusCode).toBe(401);
    });

    it('switching a user off deletes its sessions', async () => {
      const id = await createUser(t, {
        email: 'desliga@sessao.dev',
        password: 'senha123',
        company_id: w.storeB,
      });
      const token = await tokenOf('desliga@sessao.dev', 'senha123');
      await tokenOf('desliga@sessao.dev', 'senha123');
      const off = await t.post('/users/update-if-admin', { id, active: false }, w.admin);
      expect(off.statusCode, off.body).toBe(201);
      expect((await check(token)).statusCode).toBe(401);
      const left = await t.db
        .selectFrom('session')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(0);
      // Switched on again, the old token stays dead; a new login works.
      expect((await t.post('/users/update-if-admin', { id, active: true }, w.admin)).statusCode).toBe(201);
      expect((await check(token)).statusCode).toBe(401);
      expect((await check(await tokenOf('desliga@sessao.dev', 'senha123'))).statusCode).toBe(200);
    });
  });

  describe('login throttle', () => {
    it('5 failures for an e-mail from one address block only that e-mail there', async () => {
      await createUser(t, { email: 'maria@limite.dev', password: 'senha123', company_id: w.storeA });
      const a = newIp();
      for (let i = 0; i < 5; i++) {
        const res = await login('maria@limite.dev', `errada${i}`, a);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: WRONG_CREDENTIALS });
      }
      const blocked = await login('maria@limite.dev', 'senha123', a);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
      // The owner from another address logs in; other e-mails from address A too.
      expect((await login('maria@limite.dev', 'senha123', newIp())).statusCode).toBe(200);
      expect((await login('a@teste.dev', 'senha123', a)).statusCode).toBe(200);
      // Guessing from many other addresses never locks the owner's own address.
      const owner = newIp();
      for (let k = 0; k < 3; k++) {
        const attacker = newIp();
        for (let i = 0; i < 5; i++) await login('maria@limite.dev', 'chute', attacker);
      }
      expect((await login('maria@limite.dev', 'senha123', owner)).statusCode).toBe(200);
      // ...and the owner's success there does not give address A its attempts back.
      expect((await login('maria@limite.dev', 'senha123', a)).statusCode).toBe(429);
    });

    it(
      'counts each attempt before the password is hashed: a parallel burst is held to the limit',
      async () => {
        await createUser(t, { email: 'rajada@limite.dev', password: 'senha123', company_id: w.storeA });
        const e = newIp();
        const burst = await Promise.all(
          Array.from({ length: 40 }, (_, i) => login('rajada@limite.dev', `errada${i}`, e)),
        );
        const checked = burst.filter((r) => r.statusCode === 401).length;
        expect(checked).toBeLessThanOrEqual(5);
        expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(40 - checked);
        // Refused attempts checked nothing and are not kept: guesses go on until five were checked.
        let more = 0;
        while ((await login('rajada@limite.dev', `depois${more}`, e)).statusCode === 401) more++;
        expect(checked + more).toBe(5);
        // Then the right password from that address gets no token.
        const right = await login('rajada@limite.dev', 'senha123', e);
        expect(right.statusCode).toBe(429);
        expect(right.json().token).toBeUndefined();
        // A burst over many e-mails from one address: at most 50 checked.
        const f = newIp();
        const many = await Promise.all(
          Array.from({ length: 80 }, (_, i) => login(`varios${i}@limite.dev`, 'errada', f)),
        );
        expect(many.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(50);
      },
      SCRYPT_HEAVY,
    );

    it(
      '50 failures from one address, whatever the e-mails, block every e-mail there only',
      async () => {
        const c = newIp();
        for (let i = 0; i < 49; i++)
          expect((await login(`ninguem${i}@limite.dev`, 'errada', c)).statusCode).toBe(401);
        // 49 failures: not yet (and a good login does not reset the address's count).
        expect((await login('a@teste.dev', 'senha123', c)).statusCode).toBe(200);
        expect((await login('ninguem49@limite.dev', 'errada', c)).statusCode).toBe(401);
        for (const email of ['a@teste.dev', 'b@teste.dev', 'ninguem0@limite.dev']) {
          const res = await login(email, 'senha123', c);
          expect(res.statusCode, email).toBe(429);
          expect(res.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
        }
        const d = newIp();
        expect((await login('a@teste.dev', 'senha123', d)).statusCode).toBe(200);
        expect((await login('b@teste.dev', 'senha123', d)).statusCode).toBe(200);
      },
      SCRYPT_HEAVY,
    );
  });

  it('does the same scrypt work for unknown e-mails, inactive users and users without a hash', async () => {
    await createUser(t, { email: 'parado@tempo.dev', password: 'senha123', company_id: w.storeA });
    await t.db.updateTable('users').set({ active: false }).where('email', '=', 'parado@tempo.dev').execute();
    await createUser(t, { email: 'semhash@tempo.dev', password: 'senha123', company_id: w.storeA });
    await t.db.updateTable('users').set({ password: '' }).where('email', '=', 'semhash@tempo.dev').execute();
    const runsFor = async (email: string, password: string) => {
      const before = scryptRuns.n;
      const res = await login(email, password);
      return { status: res.statusCode, runs: scryptRuns.n - before };
    };
    expect(await runsFor('a@teste.dev', 'senha123')).toEqual({ status: 200, runs: 1 });
    expect(await runsFor('a@teste.dev', 'errada1')).toEqual({ status: 401, runs: 1 });
    expect(await runsFor('ninguem@tempo.dev', 'senha123')).toEqual({ status: 401, runs: 1 });
    expect(await runsFor('parado@tempo.dev', 'senha123')).toEqual({ status: 401, runs: 1 });
    expect(await runsFor('semhash@tempo.dev', 'senha123')).toEqual({ status: 401, runs: 1 });
  });

  describe('passwords made only of spaces', () => {
    const spaces = '        ';

    it('are refused for panel users on save and on update; blank on update keeps the password', async () => {
      const before = await countRows(t, 'users');
      const saved = await t.post(
        '/users/save-if-admin',
        {
          name: 'Espaço',
          email: 'espaco@senha.dev',
          password: spaces,
          password_confirmation: spaces,
          company_id: w.storeA,
        },
        w.admin,
      );
      expect(saved.statusCode).toBe(422);
      expect(saved.json().errors).toEqual({ password: [ONLY_SPACES] });
      expect(await countRows(t, 'users')).toBe(before);

      const id = await createUser(t, {
        email: 'espaco@senha.dev',
        password: 'senha123',
        company_id: w.storeA,
      });
      const token = await tokenOf('espaco@senha.dev', 'senha123');
      const updated = await t.post(
        '/users/update-if-admin',
        { id, password: spaces, password_confirmation: spaces },
        w.admin,
      );
      expect(updated.statusCode).toBe(422);
      expect(updated.json().errors).toEqual({ password: [ONLY_SPACES] });
      const kept = await t.post(
        '/users/update-if-admin',
        { id, name: 'Espaço Mantido', password: '' },
        w.admin,
      );
      expect(kept.statusCode, kept.body).toBe(201);
      expect((await login('espaco@senha.dev', 'senha123')).statusCode).toBe(200);
      expect((await check(token)).statusCode).toBe(200);
    });

    it('are refused for consumers: generic save and update, and the password reset', async () => {
      const before = await countRows(t, 'consumer');
      const saved = await t.post(
        '/consumer/save',
        { fantasy_name: 'Cliente Espaço', email: 'espaco@consumidor.dev', password: spaces },
        w.userA,
      );
      expect(saved.statusCode).toBe(422);
      expect(saved.json().errors).toEqual({ password: [ONLY_SPACES] });
      expect(await countRows(t, 'consumer')).toBe(before);

      const made = await t.post(
        '/consumer/save',
        { fantasy_name: 'Cliente Espaço', email: 'espaco@consumidor.dev', password: 'senha123' },
        w.userA,
      );
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().id;
      const hash = async () =>
        (await t.db.selectFrom('consumer').select('password').where('id', '=', id).executeTakeFirstOrThrow())
          .password;
      const stored = await hash();
      const updated = await t.post('/consumer/update', { id, password: spaces }, w.userA);
      expect(updated.statusCode).toBe(422);
      expect(updated.json().errors).toEqual({ password: [ONLY_SPACES] });
      const reset = await t.post('/consumer/update-password', { id, password: spaces }, w.userA);
      expect(reset.statusCode).toBe(422);
      expect(reset.json().errors).toEqual({ password: ['Por favor, insira uma nova senha.'] });
      const kept = await t.post(
        '/consumer/update',
        { id, fantasy_name: 'Cliente Mantido', password: '' },
        w.userA,
      );
      expect(kept.statusCode, kept.body).toBeLessThan(300);
      expect(await hash()).toBe(stored);
    });
  });

  describe('a user who is not an admin needs a store', () => {
    const base = (email: string) => ({
      name: 'Sem Loja',
      email,
      password: 'senha123',
      password_confirmation: 'senha123',
    });

    it('is refused on save without Cliente; an admin may have none', async () => {
      const before = await countRows(t, 'users');
      for (const company of [{}, { company_id: null }, { company_id: '' }]) {
        const res = await t.post(
          '/users/save-if-admin',
          { ...base('semloja@regra.dev'), admin: false, ...company },
          w.admin,
        );
        expect(res.statusCode, JSON.stringify(company)).toBe(422);
        expect(res.json().errors).toEqual({ company_id: [STORE_REQUIRED] });
      }
      // Both form errors at once.
      const both = await t.post(
        '/users/save-if-admin',
        { ...base('semloja@regra.dev'), password_confirmation: 'outra123' },
        w.admin,
      );
      expect(both.json().errors).toEqual({
        password_confirmation: ['As senhas não conferem'],
        company_id: [STORE_REQUIRED],
      });
      expect(await countRows(t, 'users')).toBe(before);
      const admin = await t.post(
        '/users/save-if-admin',
        { ...base('admin2@regra.dev'), admin: true },
        w.admin,
      );
      expect(admin.statusCode, admin.body).toBe(201);
      expect(admin.json()).toMatchObject({ admin: true, company_id: null });
    });

    it('is refused on update when a store user loses its store or an admin without one stops being admin', async () => {
      const storeUser = (
        await t.post('/users/save-if-admin', { ...base('comloja@regra.dev'), company_id: w.storeA }, w.admin)
      ).json().id;
      const removed = await t.post('/users/update-if-admin', { id: storeUser, company_id: null }, w.admin);
      expect(removed.statusCode).toBe(422);
      expect(removed.json().errors).toEqual({ company_id: [STORE_REQUIRED] });

      const adminId = (
        await t.post('/users/save-if-admin', { ...base('admin3@regra.dev'), admin: true }, w.admin)
      ).json().id;
      const demoted = await t.post('/users/update-if-admin', { id: adminId, admin: false }, w.admin);
      expect(demoted.statusCode).toBe(422);
      expect(demoted.json().errors).toEqual({ company_id: [STORE_REQUIRED] });
      const shown = (await t.post('/users/show', { id: adminId }, w.admin)).json();
      expect(shown).toMatchObject({ admin: true, company_id: null });
      // Given a store at the same time, it is fine.
      const moved = await t.post(
        '/users/update-if-admin',
        { id: adminId, admin: false, company_id: w.storeB },
        w.admin,
      );
      expect(moved.statusCode, moved.body).toBe(201);
      expect(moved.json()).toMatchObject({ admin: false, company_id: w.storeB, fantasy_name: 'Loja B' });
    });

    it('still lets an admin switch off an old store user that has no store', async () => {
      const id = await createUser(t, { email: 'antigo@regra.dev', password: 'senha123' });
      const off = await t.post('/users/update-if-admin', { id, active: false }, w.admin);
      expect(off.statusCode, off.body).toBe(201);
      expect(off.json()).toMatchObject({ active: false, company_id: null });
    });
  });

  it('"Somente Entregues" lists stores delivered on or before today in São Paulo', async () => {
    const today = todayIn();
    const stores: Record<string, string> = {
      'Entrega Ontem': addDays(today, -1),
      'Entrega Hoje': today,
      'Entrega Amanhã': addDays(today, 1),
    };
    for (const [name, date] of Object.entries(stores)) {
      const id = await createStore(t, name);
      await t.db.updateTable('company').set({ project_delivery: date }).where('id', '=', id).execute();
    }
    await createStore(t, 'Entrega Sem Data');
    const list = async (body: object) => {
      const res = await t.post('/company/index', { q: 'Entrega ', itens_per_page: 100, ...body }, w.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .data.map((c: { fantasy_name: string }) => c.fantasy_name)
        .sort();
    };
    expect(await list({ only_delivered: true })).toEqual(['Entrega Hoje', 'Entrega Ontem']);
    expect(await list({})).toEqual(['Entrega Amanhã', 'Entrega Hoje', 'Entrega Ontem', 'Entrega Sem Data']);
  });
});
