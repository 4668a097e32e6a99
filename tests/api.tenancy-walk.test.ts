// Tenant isolation, walked over every route the app registered (its route table, not a hand list):
// store B's user calls each one with store A's ids and bodies. Every answer is a refusal (403, 404,
// 422) or an answer about store B only, and store A's data is byte for byte what it was.
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, type EntityName } from '../src/generated/registry.js';
import type { EntityModel } from '../src/shared/entity.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createUser, createWorld, login, type World } from './helpers/fixtures.js';
import { buildSample, genericModels, type Row, type SampleContext, saveSample } from './helpers/samples.js';

const tenantModels = Object.values(entities).filter((m) => m.tenant);
/** Field names that point at an entity, over every schema (product_id, buy_id, user_id, …). */
const refFieldsOf = (entity: string) => [
  ...new Set([
    `${entity}_id`,
    ...Object.values(entities).flatMap((m) =>
      Object.values(m.properties)
        .filter((p) => p.ref === entity && p.name !== 'company_id')
        .map((p) => p.name),
    ),
  ]),
];

interface OwnedRow {
  entity: EntityName;
  id: number;
}

describe.each(backends)('tenancy over every route on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let ctxA: SampleContext;
  const rowsA: OwnedRow[] = [];
  const payloadsA = new Map<string, Row>();
  let storeAUser: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    ctxA = { t, admin: w.admin, user: w.userA, company: w.storeA, companyName: 'Loja A' };
    // One record of every entity the generic calls save, in store A (with its parents).
    for (const model of genericModels()) {
      const sample = await buildSample(ctxA, model.name as EntityName);
      await saveSample(ctxA, sample);
      if (model.tenant) payloadsA.set(model.name, sample.payload);
    }
    // And what only hand-written calls make: a photo, a stock movement, a contact tied to a user.
    const product = await t.db
      .selectFrom('product')
      .select('id')
      .where('company_id', '=', w.storeA)
      .executeTakeFirstOrThrow();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const image = await t.post(
      '/product-image/save',
      { product_id: product.id, base64: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
      w.userA,
    );
    expect(image.statusCode, image.body).toBe(201);
    const grid = await t.post(
      '/grid/save',
      { product_id: product.id, size: 'GG', color: 'Azul', balance: 3 },
      w.userA,
    );
    expect(grid.statusCode, grid.body).toBe(201);
    storeAUser = w.userAId;
    const contact = await t.post(
      '/contact-list/save',
      { name: 'Contato Com Usuário', email: 'contato@a.dev', phone: '11987654321', user_id: storeAUser },
      w.userA,
    );
    expect(contact.statusCode, contact.body).toBe(201);
    for (const model of tenantModels) {
      const found = await sql<{
        id: number;
      }>`select id from ${sql.table(model.table)} where company_id = ${w.storeA}`.execute(t.db);
      rowsA.push(...found.rows.map((r) => ({ entity: model.name as EntityName, id: Number(r.id) })));
    }
    rowsA.push({ entity: 'company', id: w.storeA }, { entity: 'user', id: storeAUser });
  });
  afterAll(() => t?.close());

  /** Store A's data, as text: any insert, update or delete of it changes this. */
  const fingerprint = async () => {
    const parts = [
      ...tenantModels.map(
        (m) =>
          sql`(select md5(coalesce(string_agg(x::text, '|' order by x.id), '')) from ${sql.table(m.table)} x where x.company_id = ${w.storeA})`,
      ),
      sql`(select md5(x::text) from company x where x.id = ${w.storeA})`,
      sql`(select md5(coalesce(string_agg(x::text, '|' order by x.id), '')) from users x where x.company_id = ${w.storeA})`,
    ];
    const { rows } = await sql<{ f: string }>`select concat_ws(',', ${sql.join(parts)}) as f`.execute(t.db);
    return rows[0].f;
  };

  /** Whether an answer tells anything of store A: its store, its rows' ids, its name. */
  const mentionsStoreA = (body: string): string | undefined => {
    if (body.includes(`"company_id":${w.storeA}`)) return 'company_id';
    if (body.includes('Loja A')) return 'store name';
    // Ids are unique over all tables, so a row's id under its own name or a reference to it is it.
    for (const row of rowsA) {
      if (row.entity === 'company') continue;
      const names = ['id', ...refFieldsOf(row.entity)].join('|');
      if (new RegExp(`"(?:${names})":${row.id}(?=[,}\\]])`).test(body)) return `${row.entity} ${row.id}`;
    }
    return undefined;
  };

  /** Generic routes of an entity: /api<path>/<op> (an area may have replaced them, same URL). */
  const entityOf = (url: string): EntityModel | undefined =>
    Object.values(entities).find(
      (m) => m.path && url.startsWith(`/api${m.path}/`) && m.operations.length > 0,
    );

  const bodiesFor = (url: string): Row[] => {
    const combined: Row = { company_id: w.storeA };
    for (const row of rowsA) for (const field of refFieldsOf(row.entity)) combined[field] ??= row.id;
    const model = entityOf(url);
    const rows = model ? rowsA.filter((r) => r.entity === model.name) : rowsA;
    return [
      combined,
      ...rows.flatMap((row) => {
        const byId: Row = { ...combined, id: row.id, entity: row.entity };
        for (const field of refFieldsOf(row.entity)) byId[field] = row.id;
        const payload = payloadsA.get(row.entity);
        return payload ? [byId, { ...payload, ...byId }] : [byId];
      }),
    ];
  };

  it('answers store B with refusals or its own data only, and never changes store A', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.public && !r.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(150);
    const before = await fingerprint();
    let requests = 0;
    const refusals: Record<number, number> = {};
    for (const route of routes) {
      for (const body of bodiesFor(route.url)) {
        // Logging out ends the caller's own session only: a throw-away one of store B each time.
        const token = route.url === '/api/users/logout' ? await login(t, 'b@teste.dev', 'senha123') : w.userB;
        const res =
          route.method === 'GET'
            ? await t.app.inject({
                method: 'GET',
                url: `${route.url}?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`,
                headers: { authorization: `Bearer ${token}` },
              })
            : await t.post(route.url.slice('/api'.length), body, token);
        requests++;
        const what = `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        // 502: an outside service (the postal-code lookup) did not answer; never a fault of ours.
        expect(res.statusCode === 502 || res.statusCode < 500, what).toBe(true);
        if ([403, 404, 422, 502].includes(res.statusCode)) {
          refusals[res.statusCode] = (refusals[res.statusCode] ?? 0) + 1;
          continue;
        }
        expect(res.statusCode, what).toBeLessThan(300);
        expect(mentionsStoreA(res.body), what).toBeUndefined();
      }
      expect(await fingerprint(), `${route.method} ${route.url} changed store A`).toBe(before);
    }
    console.log(
      `tenancy walk (${backend.name}): ${routes.length} routes, ${requests} requests as store B, refusals ${JSON.stringify(refusals)}, 0 leaks, store A unchanged`,
    );
  }, 900_000);

  it('gives the same answer for another store’s row as for one that does not exist', async () => {
    // Every reference of every store-owned entity the generic calls save, pointed at store A's row
    // and at an id nobody has: store B cannot tell them apart.
    const ctxB: SampleContext = {
      t,
      admin: w.admin,
      user: w.userB,
      company: w.storeB,
      companyName: 'Loja B',
    };
    let compared = 0;
    for (const model of genericModels().filter((m) => m.tenant)) {
      const sample = await buildSample(ctxB, model.name as EntityName);
      if (sample.token !== w.userB) continue;
      for (const p of Object.values(model.properties)) {
        if (!p.ref || !p.stored || p.name === 'company_id' || p.readOnly) continue;
        const foreign = rowsA.find((r) => r.entity === p.ref);
        if (!foreign) continue;
        const save = (id: number) =>
          t.post(`${model.path}/save`, { ...sample.payload, [p.name]: id }, w.userB);
        const toForeign = await save(foreign.id);
        const toNothing = await save(999_999_999);
        expect(toForeign.statusCode, `${model.name}.${p.name}: ${toForeign.body}`).toBe(422);
        expect(toForeign.json(), `${model.name}.${p.name}`).toEqual(toNothing.json());
        compared++;
      }
    }
    // Users are not store-owned rows: a contact or consumer of store B cannot point at store A's user.
    const contact = (user_id: number) =>
      t.post(
        '/contact-list/save',
        { name: 'Contato B', email: 'b@b.dev', phone: '11987654321', user_id },
        w.userB,
      );
    expect((await contact(storeAUser)).json()).toEqual((await contact(999_999_999)).json());
    expect((await contact(storeAUser)).statusCode).toBe(422);
    const admin = await createUser(t, { email: 'outro-admin@teste.dev', password: 'senha123', admin: true });
    expect((await contact(admin)).statusCode).toBe(422);
    expect(compared).toBeGreaterThan(10);
  });
});
