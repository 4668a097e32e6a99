// The audit trail: every write through the API — generic calls, an area's own queries, cascades —
// leaves who, when, which record, the operation and the changed fields, in the same transaction;
// /audit/index shows a record's history to whoever may read the record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

interface Entry {
  at: string;
  user_id: number | null;
  user_name: string | null;
  operation: string;
  changes: Record<string, unknown>;
}

describe.each(backends)('audit trail on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let adminId: number;
  let userBId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const ids = await t.db.selectFrom('users').select(['id', 'email']).execute();
    adminId = ids.find((u) => u.email === 'admin@teste.dev')!.id;
    userBId = ids.find((u) => u.email === 'b@teste.dev')!.id;
  });
  afterAll(() => t?.close());

  const trail = async (entity: string, id: number, token: string) => {
    const res = await t.post('/audit/index', { entity, id }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Entry[];
  };
  const auditRows = () =>
    t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

  it('records who created, changed and deleted a record, and which fields, newest first', async () => {
    const saved = await t.post('/brand/save', { name: 'Marca Auditada' }, w.userA);
    const id = saved.json().id as number;
    await t.post('/brand/update', { id, name: 'Marca Renomeada' }, w.userA);
    // An update that changes nothing leaves no entry.
    await t.post('/brand/update', { id, name: 'Marca Renomeada' }, w.userA);
    await t.post('/brand/update', { id, name: 'Marca Do Admin', company_id: w.storeA }, w.admin);
    expect((await t.post('/brand/delete', { id }, w.userA)).statusCode).toBe(200);
    const entries = await trail('brand', id, w.userA);
    expect(entries.map((e) => e.operation)).toEqual(['delete', 'update', 'update', 'insert']);
    expect(entries.map((e) => e.user_id)).toEqual([w.userAId, adminId, w.userAId, w.userAId]);
    expect(entries[3]).toMatchObject({
      user_name: 'a',
      changes: { name: { from: null, to: 'Marca Auditada' } },
    });
    expect(entries[2].changes).toEqual({ name: { from: 'Marca Auditada', to: 'Marca Renomeada' } });
    expect(entries[1]).toMatchObject({ user_name: 'admin', changes: { name: { to: 'Marca Do Admin' } } });
    expect(entries[0].changes).toEqual({ name: { from: 'Marca Do Admin', to: null } });
    expect(new Date(entries[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes nothing when the write fails', async () => {
    const before = await auditRows();
    expect((await t.post('/brand/save', { name: 'x' }, w.userA)).statusCode).toBe(422);
    expect((await t.post('/brand/save', { name: 'Dupla' }, w.userA)).statusCode).toBe(201);
    // The second one breaks a unique index inside the database: its row and its entry go together.
    expect((await t.post('/brand/save', { name: 'Dupla' }, w.userA)).statusCode).toBe(422);
    const after = await auditRows();
    expect(Number(after.n) - Number(before.n)).toBe(1);
  });

  it("records an area's own writes and their knock-on changes with the caller", async () => {
    const definition = (await t.post('/definition/save', { name: 'Segmento Auditado' }, w.admin)).json();
    const category = (
      await t.post('/category/save', { name: 'Categoria Auditada', definition_id: definition.id }, w.admin)
    ).json();
    const product = (
      await t.post(
        '/product/save',
        {
          name: 'Produto Auditado',
          definition_id: definition.id,
          category_id: category.id,
          gender: 'u',
          price: '10.00',
          description: 'Descrição',
        },
        w.userA,
      )
    ).json();
    const grid = (
      await t.post('/grid/save', { product_id: product.id, size: 'M', color: 'Preto', balance: 4 }, w.userA)
    ).json();
    const trailSize = async () => Number((await auditRows()).n);
    const before = await trailSize();
    const moved = await t.post(
      '/grid/stock-change',
      { grid_id: grid.id, type: 'o', amount: 1, reason: 'se' },
      w.userA,
    );
    expect(moved.statusCode).toBe(201);
    // The ledger row is the movement's one entry: the balances it changes (the grid's, the
    // product's) are totals of the ledger, left out of the trail (x-audit: false).
    expect(await trailSize()).toBe(before + 1);
    const movement = moved.json().movement.id as number;
    expect((await trail('stock_movement', movement, w.userA))[0]).toMatchObject({
      operation: 'insert',
      user_id: w.userAId,
      changes: { amount: { to: 1 }, reason: { to: 'se' }, type: { to: 'o' }, balance_after: { to: 3 } },
    });
    expect((await trail('grid', grid.id, w.userA)).map((e) => e.operation)).toEqual(['insert']);
    expect((await trail('product', product.id, w.userA)).map((e) => e.operation)).toEqual(['insert']);
    // A change of a grid item's own fields is still recorded.
    const renamed = await t.post('/grid/update', { id: grid.id, code: 'SKU-M' }, w.userA);
    expect(renamed.statusCode, renamed.body).toBeLessThan(300);
    expect((await trail('grid', grid.id, w.userA))[0]).toMatchObject({
      operation: 'update',
      changes: { code: { from: null, to: 'SKU-M' } },
    });
    // Deleting the product takes its grid item with it (a cascade): recorded too.
    expect((await t.post('/product/delete', { id: product.id }, w.userA)).statusCode).toBe(200);
    expect((await trail('grid', grid.id, w.userA))[0]).toMatchObject({
      operation: 'delete',
      user_id: w.userAId,
    });
    // The shared taxonomy's history is readable by store users, who may read it.
    expect((await trail('category', category.id, w.userB)).map((e) => e.user_id)).toEqual([adminId]);
  });

  it("shows a store's history only to who may read it", async () => {
    const saved = (await t.post('/brand/save', { name: 'Marca da Loja A' }, w.userA)).json();
    // Store B asking for store A's record gets what it gets for an id that does not exist.
    expect(await trail('brand', saved.id, w.userB)).toEqual([]);
    expect(await trail('brand', 999_999_999, w.userB)).toEqual([]);
    expect((await trail('brand', saved.id, w.admin)).length).toBe(1);
    // Users are administered by admins: their history too.
    expect((await t.post('/audit/index', { entity: 'user', id: userBId }, w.userB)).statusCode).toBe(403);
    // A store user may read its own store's history, not another's.
    await t.post('/company/update', { id: w.storeA, fantasy_name: 'Loja A Renomeada' }, w.admin);
    expect((await trail('company', w.storeA, w.userA))[0].changes).toMatchObject({
      fantasy_name: { from: 'Loja A', to: 'Loja A Renomeada' },
    });
    expect((await t.post('/audit/index', { entity: 'company', id: w.storeA }, w.userB)).statusCode).toBe(403);
  });

  it("files each entry under its row's store (0 for shared rows); an admin still finds a deleted row's", async () => {
    const brand = (await t.post('/brand/save', { name: 'Marca Arquivada' }, w.userA)).json();
    const definition = (await t.post('/definition/save', { name: 'Segmento Arquivado' }, w.admin)).json();
    const filed = await t.db
      .selectFrom('audit_log')
      .select(['entity', 'company_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'brand'), eb('record_id', '=', brand.id)]),
          eb.and([eb('entity', '=', 'definition'), eb('record_id', '=', definition.id)]),
        ]),
      )
      .orderBy('entity')
      .execute();
    expect(filed.map((r) => [r.entity, Number(r.company_id)])).toEqual([
      ['brand', w.storeA],
      ['definition', 0],
    ]);
    expect((await trail('definition', definition.id, w.userB)).map((e) => e.operation)).toEqual(['insert']);
    expect((await t.post('/brand/delete', { id: brand.id }, w.userA)).statusCode).toBe(200);
    expect((await trail('brand', brand.id, w.admin)).map((e) => e.operation)).toEqual(['delete', 'insert']);
  });

  it('answers bad requests with 422 in Portuguese', async () => {
    const missing = await t.post('/audit/index', {}, w.userA);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      entity: ['Por favor insira Entidade'],
      id: ['Por favor insira Registro'],
    });
    const unknown = await t.post('/audit/index', { entity: 'session', id: 1 }, w.userA);
    expect(unknown.json().errors).toEqual({ entity: ['Entidade inválida'] });
  });

  it('records password changes without the password', async () => {
    const res = await t.post('/users/update-if-admin', { id: w.userAId, password: 'nova-senha-1' }, w.admin);
    expect(res.statusCode).toBe(201);
    const [last] = await trail('user', w.userAId, w.admin);
    expect(last.changes).toEqual({ password: { secret: true } });
    expect(JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute())).not.toContain('scrypt$');
  });
});
