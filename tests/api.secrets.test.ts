// Credentials (x-secret): stored sealed with AES-256-GCM, never answered back (only {set, last4}),
// kept when an update leaves them blank, sealed at start-up when found in plain text, and never
// written to the audit trail.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../src/generated/registry.js';
import { sealPlainSecrets } from '../src/server/security/seal-existing.js';
import { isSealed, loadSecretKey, SecretBox } from '../src/server/security/secret-box.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createUser, createWorld, login, type World } from './helpers/fixtures.js';

const TOKEN = 'tok_live_9f8e7d6c5b4a3210';

describe('the secrets key', () => {
  it('comes from SECRETS_KEY, else is generated once into the data folder, owner-only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    try {
      const first = loadSecretKey({}, dir);
      expect(first.generated).toBe(true);
      expect(first.key).toHaveLength(32);
      expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
      const again = loadSecretKey({}, dir);
      expect(again.generated).toBe(false);
      expect(again.key.equals(first.key)).toBe(true);
      const hex = randomBytes(32).toString('hex');
      expect(loadSecretKey({ SECRETS_KEY: hex }, dir).key.toString('hex')).toBe(hex);
      expect(readFileSync(join(dir, 'secrets.key'), 'utf8').trim()).toBe(first.key.toString('hex'));
      expect(() => loadSecretKey({ SECRETS_KEY: 'curta' }, dir)).toThrow(/32 bytes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens only what it sealed, for the same column', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal(TOKEN, 'integration_key.value');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(TOKEN);
    expect(box.open(sealed, 'integration_key.value')).toBe(TOKEN);
    // The same value twice gives two different texts (random IV).
    expect(box.seal(TOKEN, 'integration_key.value')).not.toBe(sealed);
    expect(() => box.open(sealed, 'receive_data.merchant_key')).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'integration_key.value')).toThrow();
  });
});

describe.each(backends)('credentials on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let joao: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    // A store user without full_permission, of store A.
    await createUser(t, { email: 'joao@teste.dev', password: 'senha123', company_id: w.storeA });
    joao = await login(t, 'joao@teste.dev', 'senha123');
  });
  afterAll(() => t?.close());

  const stored = async (table: 'integration_key' | 'receive_data' | 'delivery_settings', id: number) =>
    (await t.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Record<
      string,
      unknown
    >;

  it('stores an integration token sealed and answers only that it is set, with its last 4', async () => {
    const saved = await t.post(
      '/integration-key-value/save',
      { key_name: 'bling_token', value: TOKEN },
      w.userA,
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json().value).toEqual({ set: true, last4: '3210' });
    expect(saved.body).not.toContain(TOKEN);
    const row = await stored('integration_key', saved.json().id);
    expect(isSealed(row.value)).toBe(true);
    expect(t.secrets.open(row.value as string, 'integration_key.value')).toBe(TOKEN);
    // Every way of reading it, by every user of the store, including one without full_permission.
    for (const token of [w.userA, joao, w.admin]) {
      const body = { key_name: 'bling_token', company_id: w.storeA };
      for (const [path, payload] of [
        ['/integration-key-value/show', body],
        ['/integration-key-value/show', { id: saved.json().id }],
        ['/integration-key-value/index', { company_id: w.storeA }],
      ] as const) {
        const res = await t.post(path, payload, token);
        expect(res.statusCode, path).toBeLessThan(300);
        expect(res.body, path).not.toContain(TOKEN);
        expect(res.body, path).not.toContain(row.value as string);
      }
    }
  });

  it('keeps the stored token when an update sends it blank or sends back the hint, and replaces it when typed', async () => {
    const saved = await t.post(
      '/integration-key-value/save',
      { key_name: 'tiny_token', value: 'tiny-0000-1111-2222' },
      w.userA,
    );
    const id = saved.json().id as number;
    const before = (await stored('integration_key', id)).value;
    for (const value of ['', null, { set: true, last4: '2222' }]) {
      const res = await t.post('/integration-key-value/update', { id, value }, w.userA);
      expect(res.statusCode, JSON.stringify(value)).toBe(201);
      expect(res.json().value).toEqual({ set: true, last4: '2222' });
      expect((await stored('integration_key', id)).value).toBe(before);
    }
    const changed = await t.post(
      '/integration-key-value/update',
      { id, value: 'tiny-3333-4444-5555' },
      w.userA,
    );
    expect(changed.json().value).toEqual({ set: true, last4: '5555' });
    expect(
      t.secrets.open((await stored('integration_key', id)).value as string, 'integration_key.value'),
    ).toBe('tiny-3333-4444-5555');
  });

  it('gives no hint of a short secret', async () => {
    const res = await t.post(
      '/delivery-settings/save',
      { sds_senha_correios: 'abc12', cd_empresa_correios: '123' },
      w.userA,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().sds_senha_correios).toEqual({ set: true, last4: null });
    expect(res.json().cd_empresa_correios).toBe('123');
    const row = await stored('delivery_settings', res.json().id);
    expect(t.secrets.open(row.sds_senha_correios as string, 'delivery_settings.sds_senha_correios')).toBe(
      'abc12',
    );
  });

  it('seals the merchant key of the payment settings, and unset secrets answer null', async () => {
    const res = await t.post(
      '/receive-data/save',
      { intermediary: 'cielo', merchant_id: 'merchant-1', merchant_key: 'MK-abcdefghijkl-9999' },
      w.userA,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      merchant_id: 'merchant-1',
      merchant_key: { set: true, last4: '9999' },
    });
    expect(res.body).not.toContain('MK-abcdefghijkl');
    const other = await t.post('/receive-data/save', { intermediary: 'rede' }, w.userB);
    expect(other.json().merchant_key).toBeNull();
  });

  it('leaves secrets out of the audit trail: it only says that they changed', async () => {
    const saved = await t.post(
      '/integration-key-value/save',
      { key_name: 'progrid_token', value: 'progrid-secret-7777' },
      w.userA,
    );
    const id = saved.json().id as number;
    await t.post('/integration-key-value/update', { id, value: 'progrid-secret-8888' }, w.userA);
    const trail = await t.post('/audit/index', { entity: 'integration_key', id }, w.userA);
    expect(trail.statusCode).toBe(200);
    expect(trail.json().data.map((e: { operation: string }) => e.operation)).toEqual(['update', 'insert']);
    expect(trail.json().data[0].changes).toEqual({ value: { secret: true } });
    const everything = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain('progrid-secret');
    expect(everything).not.toContain('enc:v1');
  });

  it('seals credentials found in plain text (rows from before, or written by hand), once', async () => {
    const row = await t.db
      .insertInto('integration_key')
      .values({ company_id: w.storeB, key_name: 'global_stock_token', value: 'plain-old-token-4321' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await t.post('/integration-key-value/show', { id: row.id }, w.userB);
    // Unsealed: still never answered, and without a hint.
    expect(before.json().value).toEqual({ set: true, last4: null });
    expect(await sealPlainSecrets(t.db, t.secrets)).toBe(1);
    expect(await sealPlainSecrets(t.db, t.secrets)).toBe(0);
    const sealed = (await stored('integration_key', row.id)).value as string;
    expect(t.secrets.open(sealed, 'integration_key.value')).toBe('plain-old-token-4321');
    const after = await t.post('/integration-key-value/show', { id: row.id }, w.userB);
    expect(after.json().value).toEqual({ set: true, last4: '4321' });
  });

  it('documents a secret as its hint in the OpenAPI record shape', async () => {
    const doc = t.app.swagger() as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(doc.components.schemas[entities.integration_key.title].properties.value).toMatchObject({
      type: ['object', 'null'],
      properties: { set: { type: 'boolean' } },
    });
  });
});
