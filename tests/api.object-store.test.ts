// Uploads in an S3-compatible bucket (S3_BUCKET…, src/server/storage/object-store.ts), against a
// local s3rver: a logo saved through one app is served by another with a data folder of its own
// (same address, same bytes, a year of cache, 304 on its ETag), nothing lands in the folders, a
// removed logo is gone for both, and keys outside the uploads are refused. On PostgreSQL, the same
// with two real server processes on one database, each with its own DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../src/server/storage/files.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';
import { type LocalObjectStore, startObjectStore } from './helpers/object-store.js';
import { type ServerProcess, startServer, throwawayDatabase } from './helpers/server-process.js';

const BASE = '/layout/ecommerce-image/logotipo';

async function logoPng(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3355cc' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Files under a folder, recursively (none when it does not exist). */
const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describe.each(backends)('uploads in an S3-compatible bucket on $name', (backend) => {
  let store: LocalObjectStore;
  let one: TestApp;
  let other: TestApp;
  let w: World;

  beforeAll(async () => {
    store = await startObjectStore();
    one = await startTestApp(backend, { objectStore: store.settings });
    other = await startTestApp(backend, { objectStore: store.settings });
    w = await createWorld(one);
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await store?.close();
  });

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a logo saved through one app from another with its own data folder', async () => {
    const saved = await one.post(`${BASE}/save`, { logo: await logoPng() }, w.userA);
    expect(saved.statusCode, saved.body).toBe(201);
    const address = saved.json().logo as string;
    expect(address).toMatch(new RegExp(`^/uploads/${w.storeA}/layout/.+-logo\\.png$`));
    expect(filesIn(uploadsDir(one.dataDir))).toEqual([]);

    const here = await get(one, address);
    const there = await get(other, address);
    for (const res of [here, there]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    expect((await sharp(there.rawPayload).metadata()).format).toBe('png');

    const etag = String(there.headers.etag);
    expect((await get(other, address, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('a removed logo is gone for every app; keys outside the uploads are refused', async () => {
    const index = await one.post(`${BASE}/index`, {}, w.userA);
    const row = index.json().data[0] as { id: number; logo: string };
    expect((await get(other, row.logo)).statusCode).toBe(200);
    const removed = await one.post(`${BASE}/delete`, { id: row.id, type: 'logo' }, w.userA);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(other, row.logo)).statusCode).toBe(404);
    expect((await get(one, row.logo)).statusCode).toBe(404);

    expect((await get(other, '/uploads/nada/aqui.png')).statusCode).toBe(404);
    expect((await get(other, '/uploads/%2e%2e/segredo.png')).statusCode).toBe(404);
    expect((await get(other, '/uploads/')).statusCode).toBe(404);
  });

  describe.skipIf(backend.name !== 'postgres')('two server processes, each with its own DATA_DIR', () => {
    const folders = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'painel-s3-node-')));
    let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
    const servers: ServerProcess[] = [];

    // Every process the same credentials key (README: several processes).
    const key = randomBytes(32).toString('hex');

    beforeAll(async () => {
      database = await throwawayDatabase('s3');
      // The first loads the demo data (its pictures into the bucket); the second finds it there.
      for (const dataDir of folders)
        servers.push(
          await startServer({
            ...store.env,
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
            SEED_DEMO: 'true',
            SECRETS_KEY: key,
          }),
        );
    }, 150_000);
    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.drop();
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    }, 30_000);

    it('serve each other’s uploads, the demo pictures included', async () => {
      const [a, b] = servers;
      const login = await a.call('POST', '/api/users/store-login', {
        body: { email: 'maria@modaviva.dev', password: 'loja1234' },
      });
      expect(login.status, login.body.toString()).toBe(200);
      const token = login.json<{ token: string }>().token;
      const index = await a.call('POST', `/api${BASE}/index`, { body: {}, token });
      const existing = index.json<{ data: { id: number }[] }>().data;
      const logo = await logoPng();
      const saved = existing.length
        ? await a.call('POST', `/api${BASE}/update`, { body: { id: existing[0].id, logo }, token })
        : await a.call('POST', `/api${BASE}/save`, { body: { logo }, token });
      expect(saved.status, saved.body.toString()).toBeLessThan(300);
      const address = saved.json<{ logo: string }>().logo;
      const fromB = await b.call('GET', address);
      expect(fromB.status).toBe(200);
      expect((await sharp(fromB.body).metadata()).format).toBe('png');

      // A product picture of the demo data, written by the first process's seed, read from the second.
      const products = await b.call('POST', '/api/product/paginate-index', {
        body: { show_img: true },
        token,
      });
      const pictured = products
        .json<{ data: { img_name?: string | null }[] }>()
        .data.map((p) => p.img_name)
        .find((url) => url?.startsWith('/uploads/'));
      expect(pictured).toBeDefined();
      // img_name is the picture's base ('…/abc-'); its renditions add '300.jpg' and '1000.jpg'.
      const thumbnail = await b.call('GET', `${pictured}300.jpg`);
      expect(thumbnail.status).toBe(200);
      expect((await sharp(thumbnail.body).metadata()).format).toBe('jpeg');
      for (const dir of folders) expect(filesIn(uploadsDir(dir))).toEqual([]);
    });
  });
});
