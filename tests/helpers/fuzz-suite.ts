// Hostile input on every route, generated from the OpenAPI document the app builds (app.swagger()):
// bodies that are not objects, and for each body property (nested ones too) wrong types, null,
// unicode oddities, out-of-range numbers, huge values and corrupt images. Whatever arrives, the API
// never answers 5xx, and a refused request (4xx) stores nothing: a fingerprint of every table
// (row counts and row versions) is the same before and after it. The routes the app registers must
// all be in the document, so a new route is fuzzed without new test code. One suite file per area of
// routes (FUZZ_AREAS), so the areas run side by side.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, type EntityName } from '../../src/generated/registry.js';
import type { EntityModel } from '../../src/shared/entity.js';
import { backends, startTestApp, type TestApp } from './app.js';
import { createUser, createWorld, login, type World } from './fixtures.js';
import { buildSample, genericModels, type Row, saveSample, type SampleContext } from './samples.js';

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

interface Route {
  method: 'GET' | 'POST';
  path: string;
  body?: Schema;
  query: Array<{ name: string; schema: Schema }>;
}

/** One request: a JSON body (or raw text), or a query string for GET. */
interface Case {
  name: string;
  payload?: string;
  query?: string;
  /** A value far past any limit: it must be refused. */
  huge?: boolean;
  /** Must be refused exactly so (status). */
  expect?: number;
}

const NOT_OBJECTS = ['null', '123', '"x"', 'true', '[1,2]'];
const UNICODE: Array<[string, string]> = [
  ['emoji, RTL e acentos combinados', '👩🏽‍💻 مرحبا \u202Eabc\u202C e\u0301\ufeff\u200b'],
  ['surrogate solto', '\ud800x\udfff'],
  ['NUL', 'a\u0000b'],
];
/** One grapheme of 5000 code points (a letter and its accents): once a route, on its first text. */
const LONG_GRAPHEME = 'e' + '\u0301'.repeat(5000);
const NUMBERS: Array<[string, unknown]> = [
  ['1e308', 1e308],
  ['-1', -1],
  ['2^63', 2 ** 63],
  ['"1e400"', '1e400'],
];
const HUGE_TEXT = 'x'.repeat(1_500_000);
const LONG_TEXT = 'x'.repeat(100_000);
const HUGE_LIST = Array.from({ length: 100_000 }, (_, i) => i + 1);

const typesOf = (s: Schema): string[] => [
  ...[s.type ?? []].flat().filter((t) => t !== 'null'),
  ...(s.anyOf ?? s.oneOf ?? []).flatMap(typesOf),
];

/**
 * Values of the wrong type, null and oddities for one property schema (fewer for nested members).
 * Values a text field coerces into a valid one (true → "true") are left out: they only succeed.
 */
function badValues(s: Schema, name: string, deep: boolean): Array<[string, unknown]> {
  const types = typesOf(s);
  const numeric = types.includes('integer') || types.includes('number');
  const text = types.includes('string') || types.length === 0;
  const out: Array<[string, unknown]> = [['null', null]];
  if (!text) out.push(['texto', 'texto']);
  if (!types.includes('object')) out.push(['objeto', { $gt: '' }]);
  if (!types.includes('array')) out.push(['lista', [1, 'a']]);
  if (!deep && !text && !types.includes('boolean')) out.push(['booleano', true]);
  if (!deep && !text && !numeric) out.push(['número', 12345]);
  if (numeric) out.push(...(deep ? NUMBERS.slice(0, 2) : NUMBERS));
  if (text) out.push(...(deep ? UNICODE.slice(1) : UNICODE));
  if (name === 'base64') out.push(...CORRUPT_IMAGES);
  return out;
}

let CORRUPT_IMAGES: Array<[string, string]> = [];
let VALID_IMAGE = '';

/** Every (path, value) to try for a body: top-level properties, then members of objects and items. */
function propertyCases(
  s: Schema,
  path: Array<string | number> = [],
): Array<[Array<string | number>, string, unknown]> {
  const out: Array<[Array<string | number>, string, unknown]> = [];
  const deep = path.length > 0;
  for (const [name, member] of Object.entries(s.properties ?? {})) {
    const at = [...path, name];
    for (const [label, value] of badValues(member, name, deep)) out.push([at, label, value]);
    if (at.length < 4) {
      if (member.properties) out.push(...propertyCases(member, at));
      if (member.items) {
        for (const [label, value] of badValues(member.items, name, true))
          out.push([[...at, 0], label, value]);
        if (member.items.properties) out.push(...propertyCases(member.items, [...at, 0]));
      }
    }
  }
  return out;
}

/** A copy of `base` with `value` at `path` (objects and one-item lists made on the way). */
function setAt(base: unknown, path: Array<string | number>, value: unknown): unknown {
  if (!path.length) return value;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(base) && base.length ? [...base] : [{}];
    list[0] = setAt(list[0], rest, value);
    return list;
  }
  const obj = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Row) } : {};
  obj[key] = setAt(obj[key], rest, value);
  return obj;
}

const label = (path: Array<string | number>) => path.map((p) => (typeof p === 'number' ? '[]' : p)).join('.');

/**
 * Routes the document leaves out on purpose: the health probe, the docs page, the uploaded files
 * and the panel's own files (fastify-static's wildcards).
 */
// OPTIONS: the CORS preflight of a public POST read (http/public-read.ts), not an operation of its own.
const UNDOCUMENTED =
  /^(GET \/api\/health|GET \/api\/docs.*|GET \/uploads\/.*|GET \/\*|GET \/|OPTIONS \/api\/.*)$/;

/**
 * The fuzz's areas, by the first segment of the route's path (/api/<segment>/…): each area is a
 * suite file of its own (tests/api.fuzz.*.test.ts), on a database of its own, so the areas run in
 * parallel. A route of no listed area goes to the one with `rest` (so a new route is still fuzzed).
 */
export interface FuzzArea {
  name: string;
  segments: string[];
  /** Also the routes of no other area, and the check that the document lists every route. */
  rest?: boolean;
}

export const FUZZ_AREAS: FuzzArea[] = [
  {
    name: 'catalogue',
    segments: [
      'category',
      'sub-category',
      'atribute',
      'atribute-group',
      'brand',
      'definition',
      'product-group',
      'variation-group',
    ],
  },
  {
    name: 'products',
    segments: [
      'product',
      'grid',
      'variation-group-product',
      'product-image',
      'product-atribute',
      'product-promotion',
      'size',
      'stock-movement',
      'product-discount-by-payment-method',
      'images',
    ],
  },
  {
    name: 'orders and settings',
    segments: [
      'buy',
      'order',
      'payment',
      'receive-data',
      'receive-data-rule',
      'delivery-settings',
      'delivery-restriction',
      'discount-cupons',
      'integration-key-value',
      'integration-keys-name',
      'facebook-integration',
      'report',
      'dashboard',
      'audit',
    ],
  },
  // users, company, cep, contact-list, consumer, adress, phone, layout, customer-comments, …
  { name: 'people, layout and the rest', segments: [], rest: true },
];

const segmentOf = (path: string) => path.split('/')[2] ?? '';

/** Does the route (an OpenAPI path, /api/…) belong to the area? */
function inArea(area: FuzzArea, path: string): boolean {
  const segment = segmentOf(path);
  if (area.segments.includes(segment)) return true;
  return !!area.rest && !FUZZ_AREAS.some((a) => a.segments.includes(segment));
}

export function fuzzSuite(areaName: string) {
  const area = FUZZ_AREAS.find((a) => a.name === areaName);
  if (!area) throw new Error(`no fuzz area ${areaName}`);
  describe.each(backends)(`fuzz from the OpenAPI document on $name: ${area.name}`, (backend) => {
    let t: TestApp;
    let w: World;
    let doc: Doc;
    const ids = new Map<string, number>();
    const samples = new Map<string, Row>();
    /** Field name → the entity it points at (product_id → product), from the registry. */
    const refOf = new Map<string, string>();
    let fingerprintSql = '';

    beforeAll(async () => {
      t = await startTestApp(backend);
      w = await createWorld(t);
      doc = t.app.swagger() as unknown as Doc;
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
        .jpeg()
        .toBuffer();
      VALID_IMAGE = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      // Big enough that its header is whole when cut in half: the size is readable, the pixels are not.
      const photo = await sharp({
        create: {
          width: 600,
          height: 400,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .jpeg()
        .toBuffer();
      CORRUPT_IMAGES = [
        [
          'imagem truncada',
          `data:image/jpeg;base64,${photo.subarray(0, Math.floor(photo.length / 2)).toString('base64')}`,
        ],
        ['imagem só cabeçalho', `data:image/jpeg;base64,${jpeg.subarray(0, 200).toString('base64')}`],
        ['imagem não base64', 'data:image/jpeg;base64,!!!não é base64!!!'],
        ['imagem de bytes aleatórios', `data:image/jpeg;base64,${Buffer.alloc(4096, 7).toString('base64')}`],
      ];
      const ctx: SampleContext = {
        t,
        admin: w.admin,
        user: w.userA,
        company: w.storeA,
        companyName: 'Loja A',
      };
      for (const m of genericModels()) {
        const sample = await buildSample(ctx, m.name as EntityName);
        await saveSample(ctx, sample);
        samples.set(m.name, sample.payload);
      }
      const product = (await t.post('/product/index', {}, w.userA)).json().data[0].id;
      const grid = (await t.post('/grid/index', {}, w.userA)).json().data[0].id;
      for (const [path, body] of [
        ['/product-image/save', { product_id: product, base64: VALID_IMAGE }],
        ['/grid/stock-change', { grid_id: grid, type: 'i', amount: 3, reason: 'ch' }],
      ] as const) {
        const res = await t.post(path, body, w.userA);
        expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(300);
      }
      // A row of each entity for the calls that take an id: the latest of the store (or of all).
      for (const m of Object.values(entities) as EntityModel[]) {
        for (const p of Object.values(m.properties))
          if (p.ref && !refOf.has(p.name)) refOf.set(p.name, p.ref);
        if (!m.path) continue;
        const { rows: latest } = await sql<{ id: number }>`
        select id from ${sql.table(m.table)}
        where ${m.tenant ? sql`company_id = ${w.storeA}` : sql`true`} order by id desc limit 1`.execute(t.db);
        if (latest.length) ids.set(m.name, Number(latest[0].id));
      }
      // A user of store A of its own for the user calls: the fuzz may change its password or switch
      // it off, which ends its sessions, and the calls go on as user A.
      ids.set(
        'user',
        await createUser(t, { email: 'alvo@teste.dev', password: 'senha123', company_id: w.storeA }),
      );
      const { rows } = await sql<{ name: string }>`
      select tablename as name from pg_tables
      where schemaname = 'public' and tablename not in ('session', 'login_attempt', 'schema_migrations')
      order by 1`.execute(t.db);
      fingerprintSql = `select sum(n)::text || '/' || sum(v)::text as fp from (${rows
        .map((r) => `select count(*) as n, coalesce(sum(xmin::text::bigint), 0) as v from "${r.name}"`)
        .join(' union all ')}) s`;
    }, 120_000);
    afterAll(() => t?.close());

    /**
     * Changes on any insert, update or delete in a table (sessions and login attempts aside), or a new
     * file. Row changes need a transaction id: while the next one is unassigned, no row changed and the
     * tables need not be read again.
     */
    let last = { xid: '', files: -1, fp: '' };
    async function fingerprint(): Promise<string> {
      const { rows: xid } = await sql<{ next: string }>`
      select pg_snapshot_xmax(pg_current_snapshot())::text as next`.execute(t.db);
      const files = readdirSync(join(t.dataDir, 'uploads'), { recursive: true }).length;
      if (xid[0].next === last.xid && files === last.files) return last.fp;
      const { rows } = await sql<{ fp: string }>`${sql.raw(fingerprintSql)}`.execute(t.db);
      last = { xid: xid[0].next, files, fp: `${rows[0].fp}/${files}` };
      return last.fp;
    }

    function routes(): Route[] {
      const out: Route[] = [];
      for (const [path, ops] of Object.entries(doc.paths))
        for (const [method, op] of Object.entries(ops)) {
          let body = op.requestBody?.content['application/json']?.schema;
          if (body?.$ref) body = doc.components.schemas[body.$ref.split('/').pop()!];
          out.push({
            method: method.toUpperCase() as Route['method'],
            path,
            body,
            query: (op.parameters ?? []).filter((p) => p.in === 'query'),
          });
        }
      // Deletions last, so the records other routes point at are still there.
      return out.sort((a, b) => Number(a.path.endsWith('/delete')) - Number(b.path.endsWith('/delete')));
    }

    /** The entity a route belongs to: the one with the longest x-path the URL starts with. */
    function ownModel(path: string): EntityModel | undefined {
      return (Object.values(entities) as EntityModel[])
        .filter(
          (m) => m.path && path.startsWith(`/api${m.path}/`) && !path.slice(m.path.length + 5).includes('/'),
        )
        .sort((a, b) => b.path!.length - a.path!.length)[0];
    }

    /** A body the route could accept: the entity's sample for a generic save, else ids and required fields. */
    function baseBody(route: Route, asAdmin: boolean): Row {
      const own = ownModel(route.path);
      if (own && route.path === `/api${own.path}/save` && samples.has(own.name))
        return { ...samples.get(own.name)!, ...(asAdmin && own.tenant ? { company_id: w.storeA } : {}) };
      const base: Row = {};
      const required = new Set(route.body?.required ?? []);
      for (const [name, s] of Object.entries(route.body?.properties ?? {})) {
        const ref = name === 'id' ? own?.name : name === 'company_id' ? 'company' : refOf.get(name);
        if (name === 'company_id') {
          if (asAdmin) base[name] = w.storeA;
        } else if (ref && ids.has(ref)) base[name] = ids.get(ref);
        else if (name === 'base64') base[name] = VALID_IMAGE;
        else if (required.has(name)) base[name] = plausible(s);
      }
      return base;
    }

    function plausible(s: Schema): unknown {
      if (s.enum) return s.enum.find((v) => v !== null);
      const type = typesOf(s)[0];
      if (type === 'integer' || type === 'number') return Math.max(s.minimum ?? 1, 1);
      if (type === 'boolean') return true;
      if (type === 'array') return [];
      if (type === 'object') return {};
      if (s.format === 'email') return 'fuzz@teste.dev';
      if (s.format === 'date') return '2024-05-01';
      if (s.format === 'date-time') return '2024-05-01T12:00:00Z';
      if (s.format === 'web-address') return 'https://exemplo.com.br/fuzz';
      if (s.format === 'site-path') return '/fuzz';
      return 'Amostra Fuzz';
    }

    let serial = 0;
    /**
     * A generic save's body with new values in its unique fields (those the case leaves as in the
     * base), so a case the API accepts is not refused for a duplicate instead.
     */
    function freshen(route: Route, base: Row, body: unknown): unknown {
      const own = ownModel(route.path);
      if (
        !own ||
        route.path !== `/api${own.path}/save` ||
        !body ||
        typeof body !== 'object' ||
        Array.isArray(body)
      )
        return body;
      const out = { ...(body as Row) };
      // (An entity of one row per store, x-unique [[]], has no field to vary: its second save is a 422.)
      for (const field of own.unique.filter((u) => u.length).map((u) => u.at(-1)!)) {
        const value = out[field];
        if (own.properties[field].ref) continue;
        if (value === undefined || value !== base[field]) continue;
        const n = String(++serial);
        const s = own.properties[field].schema;
        if (typeof value === 'number') out[field] = value + serial;
        else if (typeof value === 'string')
          out[field] =
            s.format === 'email' ? `f${n}${value}` : value.slice(0, (s.maxLength ?? 100) - n.length) + n;
      }
      return out;
    }

    function casesFor(route: Route, base: Row): Case[] {
      const json = (name: string, body: unknown, extra: Partial<Case> = {}): Case => ({
        name,
        payload: JSON.stringify(freshen(route, base, body)),
        ...extra,
      });
      if (route.method === 'GET') {
        const out: Case[] = [{ name: 'sem parâmetros', query: '' }];
        for (const { name } of route.query) {
          for (const [l, v] of [
            ['texto', 'abc'],
            ['vazio', ''],
            ['-1', '-1'],
            ['1e308', '1e308'],
            ['dígitos demais', '9'.repeat(40)],
            ['1.5', '1.5'],
            ['unicode', UNICODE[0][1]],
            ['NUL', 'a\u0000b'],
          ])
            out.push({ name: `${name} = ${l}`, query: `${name}=${encodeURIComponent(v)}` });
          out.push({ name: `${name} repetido`, query: `${name}=1&${name}=2` });
          out.push({ name: `${name} enorme`, query: `${name}=${'9'.repeat(20_000)}`, huge: true });
        }
        return out;
      }
      const out: Case[] = NOT_OBJECTS.map((raw) => ({ name: `corpo ${raw}`, payload: raw, expect: 422 }));
      out.push(json('corpo {}', {}), json('corpo de exemplo', base));
      for (const [path, l, value] of propertyCases(route.body ?? {}))
        out.push(json(`${label(path)} = ${l}`, setAt(base, path, value)));
      // Past any limit: every text gets 100 000 characters (the first two of a route megabytes), every
      // list 100 000 items. company_id aside: a store user's is replaced by its own store.
      const props = Object.entries(route.body?.properties ?? {}).filter(([name]) => name !== 'company_id');
      const texts = props.filter(([, s]) => typesOf(s).includes('string') || !typesOf(s).length);
      for (const [i, [name]] of texts.entries())
        out.push(
          json(`${name} = texto enorme`, { ...base, [name]: i < 2 ? HUGE_TEXT : LONG_TEXT }, { huge: true }),
        );
      for (const [name, s] of props)
        if (typesOf(s).includes('array'))
          out.push(json(`${name} = lista enorme`, { ...base, [name]: HUGE_LIST }, { huge: true }));
      if (!texts.length && props.length)
        out.push(
          json(`${props[0][0]} = texto enorme`, { ...base, [props[0][0]]: HUGE_TEXT }, { huge: true }),
        );
      if (texts.length)
        out.push(json(`${texts[0][0]} = grafema longo`, { ...base, [texts[0][0]]: LONG_GRAPHEME }));
      return out;
    }

    it.runIf(area.rest)('documents every route the app registers', () => {
      // The app's own route table (src/server/http/route-table.ts), as registered.
      const registered = t.app.routeTable
        .map((r) => `${r.method} ${r.url}`)
        .filter((r) => !UNDOCUMENTED.test(r));
      // OpenAPI writes a path parameter {company_id}, Fastify :company_id.
      const documented = routes().map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`);
      expect(new Set(documented).size).toBe(documented.length);
      expect([...registered].sort()).toEqual([...documented].sort());
      expect(t.app.hasRoute({ method: 'GET', url: '/uploads/*' })).toBe(true);
    });

    it('never answers 5xx and stores nothing when it refuses', async () => {
      const failures: string[] = [];
      let requests = 0;
      let cases = 0;
      let serverErrors = 0;
      const all = routes().filter((route) => inArea(area, route.path));
      expect(all.length, `routes of ${area.name}`).toBeGreaterThan(0);
      let before = await fingerprint();

      const run = async (route: Route, c: Case, token: string) => {
        const res =
          route.method === 'GET'
            ? await t.app.inject({
                method: 'GET',
                url: `${route.path}${c.query ? `?${c.query}` : ''}`,
                headers: { authorization: `Bearer ${token}` },
              })
            : await t.app.inject({
                method: 'POST',
                url: route.path,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                payload: c.payload,
              });
        requests++;
        if (res.statusCode >= 500) serverErrors++;
        const what = `${route.method} ${route.path}: ${c.name} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        const after = await fingerprint();
        const problems: string[] = [];
        if (res.statusCode >= 500) problems.push(what);
        else if (c.expect && res.statusCode !== c.expect) problems.push(`expected ${c.expect}: ${what}`);
        else if (c.huge && res.statusCode < 400) problems.push(`huge value accepted: ${what}`);
        // Bad input is answered on the field it concerns, not by a database error caught late.
        else if (res.statusCode === 422 && !c.expect && !Object.keys(res.json().errors ?? {}).length)
          problems.push(`422 naming no field: ${what}`);
        if (res.statusCode >= 400 && after !== before) problems.push(`stored on a refusal: ${what}`);
        before = after;
        failures.push(...problems);
      };

      for (const route of all) {
        const logout = route.path === '/api/users/logout';
        // A throw-away session for logout, which ends the session it is called with.
        const fresh = () => login(t, 'a@teste.dev', 'senha123');
        let token = logout ? await fresh() : w.userA;
        const probe = await t.app.inject({
          method: route.method,
          url: route.path,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(route.method === 'POST' ? { payload: '{}' } : {}),
        });
        requests++;
        before = await fingerprint();
        const adminOnly = probe.statusCode === 403;
        if (adminOnly) token = w.admin;
        const routeCases = casesFor(route, baseBody(route, adminOnly));
        cases += routeCases.length;
        for (const c of routeCases) {
          if (logout) token = await fresh();
          await run(route, c, token);
        }
        // Some of the same from an admin, who may name any store: bodies and members of the wrong shape.
        if (!adminOnly && !logout) {
          const asAdmin = casesFor(route, baseBody(route, true)).filter(
            (c) => !c.huge && /^[^.]+ = objeto$|^corpo /.test(c.name),
          );
          cases += asAdmin.length;
          for (const c of asAdmin) await run(route, c, w.admin);
        }
      }
      console.log(
        `fuzz on ${backend.name}, ${area.name}: ${all.length} routes, ${cases} cases, ${requests} requests, ` +
          `${serverErrors} answered 5xx, ${failures.length} failures`,
      );
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
