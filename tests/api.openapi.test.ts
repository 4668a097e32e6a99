// The API documentation: an OpenAPI 3.1 document listing every call of the registry and the users
// calls, with references that resolve, and the browsable page at /api/docs. Both need no login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../src/generated/registry.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { SHOW_STATUS } from './helpers/samples.js';

const USER_CALLS = [
  'store-login',
  'store-check',
  'logout',
  'index-store',
  'index-all',
  'save-if-admin',
  'update-if-admin',
  'show',
];

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: unknown[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}
interface Doc {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  security: unknown[];
}

/** Every "$ref" string anywhere in a JSON value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  return out;
}

// The document does not depend on the database: one backend is enough.
describe.each(backends.slice(0, 1))('API documentation', (backend) => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('is an OpenAPI 3.1 document with bearer authentication', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } });
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('lists every generic call of the registry with its success status', () => {
    const missing: string[] = [];
    for (const model of Object.values(entities)) {
      if (!model.path) continue;
      for (const op of model.operations) {
        const url = `/api${model.path}/${op}`;
        const post = doc.paths[url]?.post;
        if (!post) {
          missing.push(url);
          continue;
        }
        expect(post.summary, url).toEqual(expect.any(String));
        expect(post.tags, url).toEqual([expect.any(String)]);
        const status =
          op === 'save' || op === 'update' || op === 'delete'
            ? model.status[op]
            : op === 'show'
              ? (SHOW_STATUS[model.name as keyof typeof SHOW_STATUS] ?? 200)
              : 200;
        expect(Object.keys(post.responses), url).toContain(String(status));
        if (op !== 'index') expect(post.requestBody, url).toBeDefined();
      }
    }
    expect(missing).toEqual([]);
  });

  it('names each record and page shape once and points at them', () => {
    for (const model of Object.values(entities)) {
      if (!model.path || !model.operations.includes('show')) continue;
      expect(doc.components.schemas[model.title], model.title).toBeDefined();
      expect(doc.components.schemas[`${model.title}Page`], model.title).toBeDefined();
    }
    // The brand calls answer with the named shapes.
    const schemaOf = (url: string, status: string) =>
      doc.paths[url].post.responses[status].content?.['application/json'].schema;
    expect(schemaOf('/api/brand/show', '200')).toEqual({ $ref: '#/components/schemas/Brand' });
    expect(schemaOf('/api/brand/index', '200')).toEqual({ $ref: '#/components/schemas/BrandPage' });
    // A write-only field is never part of a record shape.
    expect(JSON.stringify(doc.components.schemas)).not.toMatch(/"password"/);
    // Every reference resolves inside the document.
    const refs = [...new Set(refsIn(doc))];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\/[A-Za-z][\w-]*$/);
      expect(doc.components.schemas[ref.split('/').at(-1)!], ref).toBeDefined();
    }
  });

  it('names every operation once, after its path', () => {
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
        ids.push(operation.operationId!);
      }
    expect(ids.length).toBeGreaterThan(200);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/product/paginate-index'].post.operationId).toBe('productPaginateIndex');
    expect(doc.paths['/api/users/store-login'].post.operationId).toBe('usersStoreLogin');
    expect(doc.paths['/api/buy/getPendingBuys'].post.operationId).toBe('buyGetPendingBuys');
    expect(doc.paths['/api/image-home/images/{companyId}'].get.operationId).toBe(
      'getImageHomeImagesByCompanyId',
    );
  });

  it('gives every operation a success answer with its body, and every error its shape', () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        const statuses = Object.keys(op.responses);
        const success = statuses.filter((s) => /^2\d\d$/.test(s));
        if (!success.length) problems.push(`${where}: no success answer`);
        for (const s of success)
          if (s !== '204' && !op.responses[s].content) problems.push(`${where} ${s}: no body schema`);
        for (const s of statuses) {
          if (op.responses[s].description === 'Default Response')
            problems.push(`${where} ${s}: no description`);
          if (!/^[45]/.test(s)) continue;
          const schema = op.responses[s].content?.['application/json']?.schema as
            { $ref?: string } | undefined;
          const expected = s === '422' ? 'ValidationError' : 'ApiError';
          if (schema?.$ref !== `#/components/schemas/${expected}`)
            problems.push(`${where} ${s}: not ${expected}`);
        }
        const signedIn = !Array.isArray(op.security) || op.security.length > 0;
        const must = [
          ...(signedIn ? ['401', '403'] : []),
          ...(method === 'post' ? ['400', '422'] : []),
          ...(path.endsWith('/delete') ? ['404', '409'] : []),
          ...(path.endsWith('/show') || path.endsWith('/update') ? ['404'] : []),
          ...(op.parameters?.length ? ['422'] : []),
        ];
        for (const s of must) if (!statuses.includes(s)) problems.push(`${where}: ${s} not documented`);
      }
    expect(problems).toEqual([]);
    // The error shapes: a message, and per-field messages on a 422.
    expect(doc.components.schemas.ApiError).toMatchObject({ required: ['message'] });
    expect(doc.components.schemas.ValidationError).toMatchObject({ required: ['message', 'errors'] });
    // The login and the public reads are rate-limited.
    expect(Object.keys(doc.paths['/api/users/store-login'].post.responses)).toContain('429');
    expect(Object.keys(doc.paths['/api/layout/nav-bar/order'].post.responses)).toContain('429');
    expect(Object.keys(doc.paths['/api/facebook-integration/show/{company_id}'].get.responses)).toContain(
      '429',
    );
    // The users calls answer 401 like every signed-in call.
    for (const call of USER_CALLS.filter((c) => c !== 'store-login'))
      expect(Object.keys(doc.paths[`/api/users/${call}`].post.responses), call).toContain('401');
    // The feed is a CSV.
    expect(
      Object.keys(doc.paths['/api/facebook-integration/show/{company_id}'].get.responses['200'].content!),
    ).toEqual(['text/csv']);
  });

  it('documents a CPF/CNPJ field by its format, with what the format accepts', () => {
    type Props = { properties: Record<string, { format?: string; description?: string }> };
    const company = doc.components.schemas.Company as Props;
    expect(company.properties.cpf_cnpj).toMatchObject({
      format: 'cpf-cnpj',
      description: expect.stringMatching(/^CPF\/CNPJ\. CPF \(11 dígitos\) ou CNPJ \(14 caracteres/),
    });
    const save = doc.paths['/api/company/save'].post.requestBody!.content['application/json'].schema as Props;
    expect(save.properties.cpf_cnpj.format).toBe('cpf-cnpj');
  });

  it('lists the users calls, the login without a token', () => {
    for (const call of USER_CALLS) expect(doc.paths[`/api/users/${call}`]?.post, call).toBeDefined();
    const login = doc.paths['/api/users/store-login'].post;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401']));
    // Health checks and the documentation itself are not API calls.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(doc.paths['/api/health']).toBeUndefined();
  });

  it('serves the browsable documentation page without a login', async () => {
    let url = '/api/docs';
    let res = await t.app.inject({ method: 'GET', url });
    for (let hops = 0; hops < 5 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
      url = new URL(String(res.headers.location), `http://localhost${url}`).pathname;
      res = await t.app.inject({ method: 'GET', url });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
    // Its script and style load too.
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const file = await t.app.inject({
        method: 'GET',
        url: new URL(asset, `http://localhost${url}`).pathname,
      });
      expect(file.statusCode, asset).toBe(200);
    }
  });
});
