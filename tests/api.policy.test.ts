// Permission levels (src/shared/policy.ts): user < full_permission < admin, at the entity level
// (x-access) and at the field level (x-access on a property: a field a level may not see is dropped
// from every answer, and one it may not set is ignored). The schemas declare levels; these tests
// raise a few on the registry itself, as a schema would, and call the real routes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../src/generated/registry.js';
import { hiddenFields, levelOf, mayAccess, mayUseField, reaches } from '../src/shared/policy.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createUser, createWorld, login, type World } from './helpers/fixtures.js';

describe('the policy', () => {
  const user = { admin: false, full_permission: false };
  const full = { admin: false, full_permission: true };
  const admin = { admin: true, full_permission: false };

  it('orders the levels user < full_permission < admin', () => {
    expect([user, full, admin].map(levelOf)).toEqual(['user', 'full_permission', 'admin']);
    expect(reaches(user, 'full_permission')).toBe(false);
    expect(reaches(full, 'full_permission')).toBe(true);
    expect(reaches(admin, 'full_permission')).toBe(true);
    expect(reaches(full, 'admin')).toBe(false);
    expect(reaches(undefined, 'user')).toBe(true);
    expect(reaches(null, 'full_permission')).toBe(false);
  });

  it('answers for entities and fields from their declared levels', () => {
    const model = {
      access: { read: 'user', write: 'full_permission' },
      properties: {
        name: { name: 'name', access: undefined },
        cost: { name: 'cost', access: { read: 'full_permission' } },
        secret_note: { name: 'secret_note', access: { read: 'admin', write: 'admin' } },
      },
    } as never;
    expect(mayAccess(model, user, 'read')).toBe(true);
    expect(mayAccess(model, user, 'write')).toBe(false);
    expect(mayAccess(model, 'full_permission', 'write')).toBe(true);
    expect(hiddenFields(model, user)).toEqual(['cost', 'secret_note']);
    expect(hiddenFields(model, full)).toEqual(['secret_note']);
    expect(hiddenFields(model, admin)).toEqual([]);
    expect(mayUseField({ access: { write: 'admin' } }, full, 'write')).toBe(false);
    expect(mayUseField({ access: { write: 'admin' } }, full, 'read')).toBe(true);
  });
});

describe.each(backends)('permission levels on the API, $name', (backend) => {
  let t: TestApp;
  let w: World;
  let joao: string;
  let product: Record<string, unknown>;
  const brandAccess = { ...entities.brand.access };
  const price = entities.product.properties.price;
  const relevance = entities.product.properties.relevance;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    await createUser(t, { email: 'joao@teste.dev', password: 'senha123', company_id: w.storeA });
    joao = await login(t, 'joao@teste.dev', 'senha123');
    product = await createProduct(t, w.userA, { name: 'Produto Caro', price: '99.90', relevance: 5 });
  });
  afterEach(() => {
    entities.brand.access = { ...brandAccess };
    delete price.access;
    delete relevance.access;
  });
  afterAll(() => t?.close());

  it('refuses an entity write below its level with 403, and lets full_permission and admins through', async () => {
    entities.brand.access = { read: 'user', write: 'full_permission' };
    const denied = await t.post('/brand/save', { name: 'Marca Restrita' }, joao);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Você não tem permissão para realizar esta ação.');
    expect((await t.post('/brand/save', { name: 'Marca Restrita' }, w.userA)).statusCode).toBe(201);
    expect(
      (await t.post('/brand/save', { name: 'Marca Do Admin', company_id: w.storeA }, w.admin)).statusCode,
    ).toBe(201);
    // Reading stays at the user level.
    expect((await t.post('/brand/index', {}, joao)).statusCode).toBe(200);
  });

  it('drops a field from every answer below its read level', async () => {
    price.access = { read: 'full_permission' };
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/product/show', { id: product.id }],
      ['/product/index', {}],
      ['/product/paginate-index', {}],
      ['/layout/relevance/set-list', {}],
      ['/product/update', { id: product.id, name: 'Produto Caro' }],
    ];
    for (const [path, body] of calls) {
      const below = await t.post(path, body, joao);
      expect(below.statusCode, path).toBeLessThan(300);
      const json = below.json();
      const record = 'data' in json ? json.data[0] : json;
      expect(record, path).not.toHaveProperty('price');
      expect(record.name, path).toBe('Produto Caro');
      const above = (await t.post(path, body, w.userA)).json();
      expect('data' in above ? above.data[0].price : above.price, path).toBe('99.90');
    }
    // Sorting by a field one may not see is ignored (its order would tell the values).
    const sorted = await t.post('/product/index', { ordenate_field: 'price', ordenate_type: 'asc' }, joao);
    expect(sorted.statusCode).toBe(200);
  });

  it('drops such a field from hand-written answers and reports too', async () => {
    entities.product.properties.ref.access = { read: 'full_permission' };
    await t.post('/product/update', { id: product.id, ref: 'REF-SIGILO' }, w.userA);
    await t.post('/grid/save', { product_id: product.id, size: 'P', color: 'Preto' }, w.userA);
    const search = (token: string) =>
      t.post('/product/exact-search', { product_name: 'Produto Caro' }, token);
    const report = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/report/products',
        headers: { authorization: `Bearer ${token}` },
      });
    try {
      expect((await search(joao)).json().data[0]).not.toHaveProperty('ref');
      expect((await search(w.userA)).json().data[0].ref).toBe('REF-SIGILO');
      expect((await report(joao)).body).not.toContain('REF-SIGILO');
      expect((await report(joao)).json()[0].name).toBe('Produto Caro');
      expect((await report(w.userA)).json()[0].ref).toBe('REF-SIGILO');
    } finally {
      delete entities.product.properties.ref.access;
    }
  });

  it('ignores a field below its write level', async () => {
    relevance.access = { write: 'admin' };
    const res = await t.post('/product/update', { id: product.id, relevance: 900 }, w.userA);
    expect(res.statusCode).toBe(202);
    expect(res.json().relevance).toBe(5);
    const byAdmin = await t.post('/product/update', { id: product.id, relevance: 900 }, w.admin);
    expect(byAdmin.json().relevance).toBe(900);
  });
});
