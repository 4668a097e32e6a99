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

  it('no answer carries a stored token: save, show, update, index, for the store and the admin', async () => {
    const token = 'segredo-facebook-pixel-0042';
    const newer = 'segredo-facebook-pixel-novo-7788';
    const saved = await t.post(
      '/integration-key-value/save',
      { key_name: 'facebook_pixel_token', value: token },
      w.userB,
    );
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id;
    const answers = [
      saved,
      await t.post('/integration-key-value/show', { key_name: 'facebook_pixel_token' }, w.userB),
      await t.post('/integration-key-value/show', { id }, w.userB),
      await t.post('/integration-key-value/index', {}, w.userB),
      await t.post('/integration-key-value/index', { key_name: 'facebook_pixel_token' }, w.admin),
      await t.post('/integration-key-value/update', { id, value: newer }, w.userB),
      await t.post(
        '/integration-key-value/show',
        { key_name: 'facebook_pixel_token', company_id: w.storeB },
        w.admin,
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(300);
      expect(answer.body).not.toContain(token);
      expect(answer.body).not.toContain(newer);
      // Nor the sealed text stored in the database.
      const stored = (await keysOf(w.storeB)).find((k) => k.id === id)!.value;
      expect(answer.body).not.toContain(stored);
    }
    expect(answers[1].json().value).toEqual(hint('0042'));
    expect(answers.at(-1)!.json().value).toEqual(hint('7788'));
    // The hint sent back unchanged (what a form holds) keeps the stored token.
    const kept = await t.post('/integration-key-value/update', { id, value: hint('7788') }, w.userB);
    expect(kept.statusCode).toBe(201);
    expect(plain((await keysOf(w.storeB)).find((k) => k.id === id)!.value)).toBe(newer);
    // A blank token on save is refused with the field's message.
    const blank = await t.post(
      '/integration-key-value/save',
      { key_name: 'google_analytics_4_token', value: '   ' },
      w.userB,
    );
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['value']);
  });

  it('each stock integrator holds its own key per store', async () => {
    for (const key_name of ['bling_token', 'progrid_token', 'tiny_token', 'global_stock_token']) {
      const other = await t.post(
        '/integration-key-value/save',
        { key_name, value: `${key_name}-valor-1234`, company_id: w.storeB },
        w.admin,
      );
      // Store B already holds its Bling key (saved by its user above): the one-per-service 422.
      if (key_name === 'bling_token') {
        expect(other.statusCode).toBe(422);
        expect(other.json().errors).toEqual({ key_name: ['Serviço já cadastrado'] });
      } else expect(other.statusCode).toBe(201);
    }
    const names = (await keysOf(w.storeB)).map((k) => k.key_name).sort();
    expect(names).toEqual(
      ['bling_token', 'facebook_pixel_token', 'global_stock_token', 'progrid_token', 'tiny_token'].sort(),
    );
    const shown = await t.post('/integration-key-value/show', { key_name: 'tiny_token' }, w.userB);
    expect(shown.statusCode).toBe(201);
    expect(shown.json()).toMatchObject({ key_name: 'tiny_token', value: hint('1234'), company_id: w.storeB });
  });
});
