// The user calls exactly as the panel's users screens make them (issue 4 item 3): the list's Ativo
// switch sends only {id, active}; the form's edit sends the user's fields without blank passwords;
// the status filter sends active true/false with the search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createUser, createWorld, login, type World } from './helpers/fixtures.js';

describe.each(backends)('users screens calls on $name', (backend) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  it('the Ativo switch turns a user off with {id, active}: listed as inactive, its session and login end', async () => {
    const id = await createUser(t, { email: 'switch@teste.dev', password: 'senha123', company_id: w.storeA });
    const token = await login(t, 'switch@teste.dev', 'senha123');

    const off = await t.post('/users/update-if-admin', { id, active: false }, w.admin);
    expect(off.statusCode, off.body).toBe(201);
    expect(off.json()).toMatchObject({
      id,
      active: false,
      fantasy_name: 'Loja A',
      email: 'switch@teste.dev',
    });

    const inactive = (await t.post('/users/index-store', { active: false, q: 'switch@' }, w.admin)).json();
    expect(inactive.data.map((u: { id: number }) => u.id)).toEqual([id]);
    const active = (await t.post('/users/index-store', { active: true, q: 'switch@' }, w.admin)).json();
    expect(active.data).toEqual([]);

    expect((await t.post('/users/store-check', {}, token)).statusCode).toBe(401);
    expect(
      (await t.post('/users/store-login', { email: 'switch@teste.dev', password: 'senha123' })).statusCode,
    ).toBe(401);

    const on = await t.post('/users/update-if-admin', { id, active: true }, w.admin);
    expect(on.json().active).toBe(true);
    expect(
      (await t.post('/users/store-login', { email: 'switch@teste.dev', password: 'senha123' })).statusCode,
    ).toBe(200);
  });

  it('a store user cannot switch anyone', async () => {
    const res = await t.post('/users/update-if-admin', { id: w.userAId, active: false }, w.userA);
    expect(res.statusCode).toBe(403);
  });

  it('accepts the edit form payload without passwords and keeps the old password', async () => {
    const made = await t.post(
      '/users/save-if-admin',
      {
        company_id: w.storeB,
        name: 'Form Pessoa',
        email: 'form@teste.dev',
        password: 'senha123',
        password_confirmation: 'senha123',
        admin: false,
        full_permission: false,
      },
      w.admin,
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const edited = await t.post(
      '/users/update-if-admin',
      {
        id,
        company_id: w.storeA,
        name: 'Form Pessoa Editada',
        email: 'form@teste.dev',
        admin: false,
        full_permission: true,
        active: true,
      },
      w.admin,
    );
    expect(edited.statusCode, edited.body).toBe(201);
    expect(edited.json()).toMatchObject({
      name: 'Form Pessoa Editada',
      company_id: w.storeA,
      fantasy_name: 'Loja A',
      full_permission: true,
    });
    expect(
      (await t.post('/users/store-login', { email: 'form@teste.dev', password: 'senha123' })).statusCode,
    ).toBe(200);
    // An unknown store is refused and nothing changes; so is no store for a user who is not an admin.
    const unknown = await t.post(
      '/users/update-if-admin',
      { id, company_id: 999999, name: 'Outra' },
      w.admin,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ company_id: ['Cliente inválido'] });
    const none = await t.post('/users/update-if-admin', { id, company_id: null }, w.admin);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ company_id: ['Por favor insira Cliente'] });
    // An admin needs no store.
    const admin = await t.post('/users/update-if-admin', { id, company_id: null, admin: true }, w.admin);
    expect(admin.statusCode, admin.body).toBe(201);
    expect(admin.json()).toMatchObject({ name: 'Form Pessoa Editada', company_id: null, fantasy_name: null });
    const shown = await t.post('/users/show', { id }, w.admin);
    expect(shown.json()).not.toHaveProperty('password');
  });

  it('refuses a password sent as a JSON number (422 in pt-BR, no user stored)', async () => {
    const res = await t.post(
      '/users/save-if-admin',
      { company_id: w.storeA, name: 'Número Senha', email: 'numero@teste.dev', password: 12345678 },
      w.admin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['Senha deve ser um texto']);
    const stored = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'numero@teste.dev')
      .execute();
    expect(stored).toEqual([]);
    const update = await t.post('/users/update-if-admin', { id: w.userAId, password: 87654321 }, w.admin);
    expect(update.statusCode).toBe(422);
  });
});
