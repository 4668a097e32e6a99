// HTTP hardening (issue 9 item 6): security headers on the API, the panel, the API docs and the
// uploaded files; API answers never cached; HSTS only over TLS; a small body limit for JSON calls
// and a large one only where a photo is uploaded; the panel's files sent precompressed (brotli, gzip) as accepted.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/server/app.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';

// A stand-in for the built panel: panel.ts reads PANEL_DIR when it is first imported.
const panelDir = await vi.hoisted(async () => {
  const fs = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'painel-panel-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Painel Lojista</title>');
  // The page of every address but /login: index.html naming the panel's code (vite.config.ts).
  fs.writeFileSync(
    path.join(dir, 'panel.html'),
    '<!doctype html><title>Painel Lojista</title><link rel="modulepreload" href="/assets/App-9c8d7e.js">',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-3f2a1b.js'), 'export {};');
  // As the build leaves them (vite.config.ts): the asset and the pages also in brotli and gzip.
  const zlib = await import('node:zlib');
  const files = ['assets/index-3f2a1b.js', 'index.html', 'panel.html'].map((f) => path.join(dir, f));
  for (const file of files) {
    const data = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data));
  }
  process.env.PANEL_DIR = dir;
  return dir;
});
afterAll(() => {
  delete process.env.PANEL_DIR;
  rmSync(panelDir, { recursive: true, force: true });
});

const PANEL_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';
const TOO_LARGE = { message: 'O corpo da requisição é grande demais.' };

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(res: LightMyRequestResponse, csp: string) {
  expect(res.headers).toMatchObject({
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  });
}

function expectApiHeaders(res: LightMyRequestResponse) {
  expectBaseHeaders(res, API_CSP);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** A real JPEG of about one byte per pixel: noise does not compress. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe.each(backends)('HTTP headers and body limits on $name', (backend) => {
  // As the other suites: behind a reverse proxy (trustProxy), API only.
  let t: TestApp;
  // The same database served as `npm start` does by default: the panel, no proxy trusted.
  let direct: FastifyInstance;
  let w: World;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    direct = await buildApp({ db: t.db, dataDir: t.dataDir, logLevel: 'silent', servePanel: true });
    await direct.ready();
    w = await createWorld(t);
    // The longest texts a product takes, in two-byte characters: far within the JSON limit.
    productId = (
      await createProduct(t, w.userA, {
        description: 'ç'.repeat(20000),
        optional_description: 'ã'.repeat(20000),
      })
    ).id;
  });
  afterAll(async () => {
    await direct?.close();
    await t?.close();
  });

  it('API answers carry the headers and are never cached, errors too', async () => {
    const list = await t.post('/brand/index', {}, w.userA);
    expect(list.statusCode).toBe(200);
    expectApiHeaders(list);

    const invalid = await t.post('/brand/save', { name: '' }, w.userA);
    expect(invalid.statusCode).toBe(422);
    expectApiHeaders(invalid);

    const anonymous = await t.post('/brand/index', {});
    expect(anonymous.statusCode).toBe(401);
    expectApiHeaders(anonymous);

    const unknown = await t.post('/no-such-call', {}, w.userA);
    expect(unknown.statusCode).toBe(404);
    expectApiHeaders(unknown);

    const login = await t.post('/users/store-login', { email: 'a@teste.dev', password: 'senha123' });
    expect(login.statusCode).toBe(200);
    expectApiHeaders(login);

    const report = await t.app.inject({
      method: 'GET',
      url: '/api/report/products',
      headers: { authorization: `Bearer ${w.userA}` },
    });
    expect(report.statusCode).toBe(200);
    expectApiHeaders(report);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectApiHeaders(health);
  });

  it('the panel: its policy on index.html, the page routes and the hashed assets', async () => {
    const index = await direct.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Painel Lojista');
    expectBaseHeaders(index, PANEL_CSP);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['cross-origin-resource-policy']).toBe('same-origin');

    const route = await direct.inject({ method: 'GET', url: '/form-product/12?tab=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('Painel Lojista');
    expectBaseHeaders(route, PANEL_CSP);
    expect(route.headers['cache-control']).toBe('no-cache');

    // Every address but /login answers the page that names the panel's code; /login, the page
    // that loads the login form's code only.
    expect(index.body).toContain('rel="modulepreload" href="/assets/App-9c8d7e.js"');
    expect(route.body).toContain('rel="modulepreload" href="/assets/App-9c8d7e.js"');
    const login = await direct.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe('<!doctype html><title>Painel Lojista</title>');
    expectBaseHeaders(login, PANEL_CSP);
    expect(login.headers['cache-control']).toBe('no-cache');

    const asset = await direct.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expectBaseHeaders(asset, PANEL_CSP);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The build's compressed copies, as the browser accepts them; the address varies by encoding.
    const accepting = (url: string, encoding?: string) =>
      direct.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    for (const url of ['/assets/index-3f2a1b.js', '/', '/form-product/12', '/login']) {
      const br = await accepting(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/Accept-Encoding/);
      const original = (await accepting(url)).rawPayload;
      expect(brotliDecompressSync(br.rawPayload).equals(original), url).toBe(true);
      const gz = await accepting(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(original), url).toBe(true);
      expect((await accepting(url)).headers['content-encoding'], url).toBeUndefined();
    }
    expect((await accepting('/assets/index-3f2a1b.js')).body).toBe('export {};');

    // Without the built panel (SERVE_PANEL=false) a page route is a 404, with the same policy.
    const apiOnly = await t.app.inject({ method: 'GET', url: '/form-product/12' });
    expect(apiOnly.statusCode).toBe(404);
    expectBaseHeaders(apiOnly, PANEL_CSP);
    expect(apiOnly.headers['cache-control']).toBeUndefined();
  });

  it('uploaded files: sandboxed, never sniffed, shareable with the stores and cached long', async () => {
    const folder = join(t.dataDir, 'uploads', String(w.storeA), 'tests');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'foto-300.jpg'), await noisyJpeg(30, 20));
    // Should anything ever store a page, it still runs no script on the panel's origin.
    writeFileSync(join(folder, 'pagina.html'), '<script>alert(1)</script>');

    for (const name of ['foto-300.jpg', 'pagina.html']) {
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${w.storeA}/tests/${name}` });
      expect(res.statusCode, name).toBe(200);
      expectBaseHeaders(res, UPLOADS_CSP);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const missing = await t.app.inject({ method: 'GET', url: `/uploads/${w.storeA}/tests/nada.jpg` });
    expect(missing.statusCode).toBe(404);
    expectBaseHeaders(missing, UPLOADS_CSP);
  });

  it('the API docs: Swagger UI under its own policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expectBaseHeaders(page, DOCS_CSP);
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');

    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expectBaseHeaders(bundle, DOCS_CSP);

    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().info.title).toBe('Painel Lojas API');
    expectBaseHeaders(json, DOCS_CSP);
  });

  it('HSTS only when the request came over TLS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // Behind the trusted proxy, which says the client used HTTPS.
    for (const url of ['/api/health', '/api/docs', `/uploads/${w.storeA}/none.jpg`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: https });
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
    }
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/brand/index',
      headers: { ...https, 'content-type': 'application/json', authorization: `Bearer ${w.userA}` },
      payload: '{}',
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['strict-transport-security']).toBe(HSTS);

    // Plain HTTP.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    const plainProxy = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plainProxy.headers).not.toHaveProperty('strict-transport-security');
    // No proxy trusted: a client's own X-Forwarded-Proto means nothing.
    for (const url of ['/api/health', '/']) {
      const res = await direct.inject({ method: 'GET', url, headers: https });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers, url).not.toHaveProperty('strict-transport-security');
    }
  });

  it('JSON calls take 1 MiB, refused with 413 past it and nothing stored', async () => {
    const brands = async () =>
      Number(
        (
          await t.db
            .selectFrom('brand')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await brands();
    // Within the limit the body is read and checked: the name is too long.
    const big = await t.post('/brand/save', { name: 'x'.repeat(900 * 1024) }, w.userA);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.name).toEqual(['Nome deve ter no máximo 120 caracteres']);

    const tooBig = await t.post('/brand/save', { name: 'x'.repeat(2 * 1024 * 1024) }, w.userA);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(TOO_LARGE);
    expectApiHeaders(tooBig);
    // Without a valid token the call is refused before its body is read.
    const anonymous = await t.post('/brand/save', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(anonymous.statusCode).toBe(401);
    // Other JSON calls have the same limit, not the photo's.
    const color = await t.post(
      '/product-image/change-color',
      { id: 1, color: 'x'.repeat(2 * 1024 * 1024) },
      w.userA,
    );
    expect(color.statusCode).toBe(413);
    expect(await brands()).toBe(before);
  });

  it('a photo upload takes up to 15 MiB: an 8 MB photo is stored, a bigger body is refused', async () => {
    const photo = await noisyJpeg(3000, 2000);
    const body = { product_id: productId, base64: `data:image/jpeg;base64,${photo.toString('base64')}` };
    expect(JSON.stringify(body).length).toBeGreaterThan(7.5 * 1024 * 1024);
    const saved = await t.post('/product-image/save', body, w.userA);
    expect(saved.statusCode, saved.body).toBe(201);
    expectApiHeaders(saved);
    const thumbnail = await t.app.inject({ method: 'GET', url: `${saved.json().img_name}300.jpg` });
    expect(thumbnail.statusCode).toBe(200);
    expectBaseHeaders(thumbnail, UPLOADS_CSP);

    const tooBig = await t.post(
      '/product-image/save',
      { product_id: productId, base64: 'A'.repeat(16 * 1024 * 1024) },
      w.userA,
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(TOO_LARGE);
  });
});
