import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('integration keys on $name', (backend) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  const keysOf = (company: number) =>
    t.db.selectFrom('integration_key').selectAll().where('company_id', '=', company).execute();
  /** Keys are stored sealed (x-secret): what was typed, opened with the app's key. */
  const plain = (sealed: string) => t.secrets.open(sealed, 'integration_key.value');
  /** What answers carry instead of a key: short keys give no hint at all. */
  const hint = (last4: string | null) => ({ set: true, last4 });

  it('saves one key per service and store, taking value or token', async () => {
    const saved = await t.post(
      '/integration-key-value/save',
      { key_name: 'bling_token', token: 'abc123' },
      w.userA,
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      id: expect.any(Number),
      key_name: 'bling_token',
      value: hint(null),
      company_id: w.storeA,
    });
    const again = await t.post(
      '/integration-key-value/save',
      { key_name: 'bling_token', value: 'outro' },
      w.userA,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ key_name: ['Serviço já cadastrado'] });
    // Another store may hold a key for the same service; a body naming store A is ignored.
    const b = await t.post(
      '/integration-key-value/save',
      { key_name: 'bling_token', value: 'b-key', company_id: w.storeA },
      w.userB,
    );
    expect(b.statusCode).toBe(201);
    expect(b.json().company_id).toBe(w.storeB);
    expect((await keysOf(w.storeA)).map((k) => plain(k.value))).toEqual(['abc123']);
    const missing = await t.post('/integration-key-value/save', { key_name: 'tiny_token' }, w.userA);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ value: ['Por favor insira Token'] });
  });

  it('the admin saves for a store it names', async () => {
    const none = await t.post('/integration-key-value/save', { key_name: 'tiny_token', value: 'x' }, w.admin);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const res = await t.post(
      '/integration-key-value/save',
      { key_name: 'tiny_token', value: 'tiny-a', company_id: w.storeA },
      w.admin,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().company_id).toBe(w.storeA);
  });

  it('shows a key by service with 201, or 404', async () => {
    const mine = await t.post(
      '/integration-key-value/show',
      { key_name: 'bling_token', company_id: w.storeB },
      w.userA,
    );
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      key_name: 'bling_token',
      value: hint(null),
      company_id: w.storeA,
      id: expect.any(Number),
    });
    expect(
      (await t.post('/integration-key-value/show', { key_name: 'tiny_token' }, w.userB)).statusCode,
    ).toBe(404);
    const admin = await t.post(
      '/integration-key-value/show',
      { key_name: 'bling_token', company_id: w.storeB },
      w.admin,
    );
    expect(admin.statusCode).toBe(201);
    expect(admin.json().value).toEqual(hint(null));
    const noStore = await t.post('/integration-key-value/show', { key_name: 'bling_token' }, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const noName = await t.post('/integration-key-value/show', {}, w.userA);
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toEqual({ key_name: ['Por favor insira Serviço'] });
  });

  it("updates and deletes by id, never another store's key", async () => {
    const [a] = (await keysOf(w.storeA)).filter((k) => k.key_name === 'bling_token');
    expect(
      (await t.post('/integration-key-value/update', { id: a.id, value: 'roubado' }, w.userB)).statusCode,
    ).toBe(404);
    expect((await t.post('/integration-key-value/delete', { id: a.id }, w.userB)).statusCode).toBe(404);
    expect((await t.post('/integration-key-value/show', { id: a.id }, w.userB)).statusCode).toBe(404);
    const updated = await t.post(
      '/integration-key-value/update',
      { id: a.id, value: 'novo-token-1234' },
      w.userA,
    );
    expect(updated.statusCode).toBe(201);
    expect(updated.json()).toMatchObject({ id: a.id, value: hint('1234'), key_name: 'bling_token' });
    expect(plain((await keysOf(w.storeA)).find((k) => k.id === a.id)!.value)).toBe('novo-token-1234');
    const deleted = await t.post('/integration-key-value/delete', { id: a.id }, w.userA);
    expect(deleted.statusCode).toBe(200);
    expect((await keysOf(w.storeA)).map((k) => k.key_name)).toEqual(['tiny_token']);
    expect((await keysOf(w.storeB)).map((k) => plain(k.value))).toEqual(['b-key']);
    expect(
      (await t.post('/integration-key-value/show', { key_name: 'bling_token' }, w.userA)).statusCode,
    ).toBe(404);
    // Once deleted, the service may be registered again.
    expect(
      (await t.post('/integration-key-value/save', { key_name: 'bling_token', value: 'de novo' }, w.userA))
        .statusCode,
    ).toBe(201);
  });

  it('integration names are created by admins only', async () => {
    const denied = await t.post('/integration-keys-name/save', { key_name: 'progrid_token' }, w.userA);
    expect(denied.statusCode).toBe(403);
    const created = await t.post('/integration-keys-name/save', { key_name: 'progrid_token' }, w.admin);
    expect(created.statusCode).toBe(201);
    const dup = await t.post('/integration-keys-name/save', { key_name: 'PROGRID_TOKEN' }, w.admin);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ key_name: ['Nome já está em uso'] });
    const names = (await t.post('/integration-keys-name/index', {}, w.userA)).json();
    expect(names.data.map((n: { key_name: string }) => n.key_name)).toEqual(['progrid_token']);
  });
});
