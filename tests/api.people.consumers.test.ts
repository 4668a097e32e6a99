import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/server/auth/passwords.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createUser, createWorld, type World } from './helpers/fixtures.js';
import { addDays, today as todayInSaoPaulo } from '../src/shared/time.js';

describe.each(backends)('consumers (/consumer) on $name', (backend) => {
  let t: TestApp;
  let w: World;
  /** The storefront account of the consumer 'today' (a user of store A). */
  let account: number;
  const today = todayInSaoPaulo();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    account = await createUser(t, {
      email: 'today@loja-virtual.dev',
      password: 'senha123',
      company_id: w.storeA,
    });
    // created_at on São Paulo's clock (-03:00): the filter's days are that city's days.
    const rows = [
      { key: 'lateNight', store: w.storeA, at: '2025-03-10T23:30:00-03:00', state: 'SP', gender: 'f' },
      { key: 'earlyMorning', store: w.storeA, at: '2025-03-11T00:10:00-03:00', state: 'RJ', gender: 'm' },
      { key: 'today', store: w.storeA, at: `${today}T12:00:00-03:00`, state: 'SP', gender: 'm' },
      {
        key: 'tomorrow',
        store: w.storeA,
        at: `${addDays(today, 1)}T12:00:00-03:00`,
        state: 'SP',
        gender: 'o',
      },
      { key: 'otherStore', store: w.storeB, at: `${today}T12:00:00-03:00`, state: 'SP', gender: 'f' },
    ];
    for (const r of rows) {
      const row = await t.db
        .insertInto('consumer')
        .values({
          company_id: r.store,
          fantasy_name: `Consumidor ${r.key}`,
          email: `${r.key.toLowerCase()}@consumidor.dev`,
          state: r.state,
          gender: r.gender,
          created_at: new Date(r.at),
          user_id: r.key === 'today' ? account : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[r.key] = row.id;
    }
  });
  afterAll(() => t?.close());

  const keys = async (body: object, token: string) => {
    const res = await t.post('/consumer/index', body, token);
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    return res
      .json()
      .data.map((c: { id: number }) => byId[c.id])
      .sort();
  };

  it('lists the store consumers created up to today by default', async () => {
    expect(await keys({}, w.userA)).toEqual(['earlyMorning', 'lateNight', 'today']);
    const res = (await t.post('/consumer/index', {}, w.userA)).json();
    expect(res).toMatchObject({ total: 3, last_page: 1 });
    expect(res.data[0]).not.toHaveProperty('password');
  });

  it('filters by creation days (inclusive, São Paulo time), state, gender and text', async () => {
    expect(await keys({ init_date: '2025-03-10', finish_date: '2025-03-10' }, w.userA)).toEqual([
      'lateNight',
    ]);
    expect(await keys({ init_date: '2025-03-11', finish_date: '2025-03-11' }, w.userA)).toEqual([
      'earlyMorning',
    ]);
    expect(await keys({ init_date: '2025-03-11' }, w.userA)).toEqual(['earlyMorning', 'today']);
    expect(await keys({ init_date: today, finish_date: addDays(today, 1) }, w.userA)).toEqual([
      'today',
      'tomorrow',
    ]);
    expect(await keys({ state: 'SP' }, w.userA)).toEqual(['lateNight', 'today']);
    expect(await keys({ gender: 'm' }, w.userA)).toEqual(['earlyMorning', 'today']);
    expect(await keys({ q: 'latenight@' }, w.userA)).toEqual(['lateNight']);
    const bad = await t.post('/consumer/index', { init_date: '2025-02-30', finish_date: 'ontem' }, w.userA);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      init_date: ['Data inicial deve ser uma data válida'],
      finish_date: ['Data final deve ser uma data válida'],
    });
  });

  it('keeps stores apart; the admin sees all or one store', async () => {
    expect(await keys({ company_id: w.storeA }, w.userB)).toEqual(['otherStore']);
    expect(await keys({ company_id: w.storeB }, w.admin)).toEqual(['otherStore']);
    expect(await keys({}, w.admin)).toEqual(['earlyMorning', 'lateNight', 'otherStore', 'today']);
    expect((await t.post('/consumer/show', { id: ids.today }, w.userB)).statusCode).toBe(404);
  });

  const storedPassword = async (id: number) =>
    (await t.db.selectFrom('consumer').select('password').where('id', '=', id).executeTakeFirstOrThrow())
      .password;

  it('resets a password: stored as a hash, with the spec messages', async () => {
    const ok = await t.post('/consumer/update-password', { id: ids.lateNight, password: 'nova123' }, w.userA);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Senha atualizada com sucesso!' });
    const hash = await storedPassword(ids.lateNight);
    expect(hash).not.toContain('nova123');
    expect(await verifyPassword('nova123', hash)).toBe(true);

    const byUser = await t.post(
      '/consumer/update-password',
      { user_id: account, email: 'TODAY@consumidor.dev', password: 'outra456' },
      w.userA,
    );
    expect(byUser.statusCode).toBe(200);
    expect(await verifyPassword('outra456', await storedPassword(ids.today))).toBe(true);

    for (const password of ['', undefined, '   '] as const) {
      const empty = await t.post('/consumer/update-password', { id: ids.lateNight, password }, w.userA);
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ password: ['Por favor, insira uma nova senha.'] });
    }
    const short = await t.post(
      '/consumer/update-password',
      { id: ids.lateNight, password: '12345' },
      w.userA,
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['Por favor insira Senha válido'] });
    const nobody = await t.post('/consumer/update-password', { password: 'nova123' }, w.userA);
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toHaveProperty('user_id');
    // None of the rejected calls changed the password.
    expect(await verifyPassword('nova123', await storedPassword(ids.lateNight))).toBe(true);
  });

  it("never resets another store's consumer, nor one whose e-mail differs", async () => {
    const before = await storedPassword(ids.otherStore);
    const res = await t.post(
      '/consumer/update-password',
      { id: ids.otherStore, password: 'invasor1' },
      w.userA,
    );
    expect(res.statusCode).toBe(404);
    const wrongMail = await t.post(
      '/consumer/update-password',
      { id: ids.lateNight, email: 'outro@consumidor.dev', password: 'invasor1' },
      w.userA,
    );
    expect(wrongMail.statusCode).toBe(404);
    expect(await storedPassword(ids.otherStore)).toBe(before);
    expect(await verifyPassword('nova123', await storedPassword(ids.lateNight))).toBe(true);
    const admin = await t.post(
      '/consumer/update-password',
      { id: ids.otherStore, password: 'admin789' },
      w.admin,
    );
    expect(admin.statusCode).toBe(200);
    expect(await verifyPassword('admin789', await storedPassword(ids.otherStore))).toBe(true);
  });

  it('hashes a password sent with save or update, and keeps it on a blank update', async () => {
    const saved = await t.post(
      '/consumer/save',
      {
        fantasy_name: 'Novo Cliente',
        email: 'novo@consumidor.dev',
        password: 'segredo1',
        phone_number: '(11) 91234-5678',
      },
      w.userA,
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ company_id: w.storeA, phone_number: '11912345678' });
    expect(saved.json()).not.toHaveProperty('password');
    const id = saved.json().id;
    expect(await verifyPassword('segredo1', await storedPassword(id))).toBe(true);
    expect((await t.post('/consumer/update', { id, password: '', state: 'MG' }, w.userA)).statusCode).toBe(
      201,
    );
    expect(await verifyPassword('segredo1', await storedPassword(id))).toBe(true);
    expect((await t.post('/consumer/update', { id, password: 'segredo2' }, w.userA)).statusCode).toBe(201);
    expect(await verifyPassword('segredo2', await storedPassword(id))).toBe(true);
    expect((await t.post('/consumer/update', { id, password: 'x' }, w.userA)).statusCode).toBe(422);
  });
});
