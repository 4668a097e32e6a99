// WORKERS=2: `npm start` serving one port from two processes on one PostgreSQL (src/server/
// workers.ts). The real server runs in its own processes with the demo data; every request below
// opens its own connection, so the cluster hands them to the two workers in turn. Sessions,
// logout, login throttling, uploads, an order's status and the public reads' rate limit must hold
// whichever process answers. On the embedded PGlite (one process's alone) WORKERS > 1 is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_LIMIT } from '../src/server/http/public-read.js';
import { backends } from './helpers/app.js';
import { type ServerProcess, spawnServer, startServer, throwawayDatabase } from './helpers/server-process.js';

describe.each(backends)('WORKERS=2 on $name', (backend) => {
  describe.skipIf(backend.name !== 'postgres')('two API processes on one PostgreSQL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'painel-workers-'));
    let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
    let server: ServerProcess | undefined;
    const call: ServerProcess['call'] = (...args) => server!.call(...args);
    const post = (path: string, body: unknown, token?: string, ip?: string) =>
      call('POST', `/api${path}`, { body, token, ip });
    async function login(email: string, password: string, ip?: string) {
      return post('/users/store-login', { email, password }, undefined, ip);
    }

    beforeAll(async () => {
      database = await throwawayDatabase('w');
      // Migrations and demo data first (in the primary), then both workers.
      server = await startServer(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          SEED_DEMO: 'true',
          TRUST_PROXY: 'true',
          WORKERS: '2',
        },
        { workers: 2 },
      );
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    it('answers from both processes, in turn', async () => {
      const workers = [];
      for (let n = 0; n < 6; n++)
        workers.push((await call('GET', '/api/health')).json<{ worker: number }>().worker);
      expect(new Set(workers)).toEqual(new Set([0, 1]));
    });

    it('a session opened in one process works in the other, and a logout ends it in both', async () => {
      const res = await login('maria@modaviva.dev', 'loja1234');
      expect(res.status, res.body.toString()).toBe(200);
      const token = res.json().token as string;
      for (let n = 0; n < 4; n++) {
        const page = await post('/product/paginate-index', {}, token);
        expect(page.status, page.body.toString()).toBe(200);
        expect(page.json<{ total: number }>().total).toBeGreaterThan(0);
      }
      expect((await post('/users/logout', {}, token)).status).toBe(200);
      for (let n = 0; n < 4; n++) expect((await post('/product/paginate-index', {}, token)).status).toBe(401);
    });

    it('counts failed logins across both processes', async () => {
      const ip = '10.9.9.9';
      for (let n = 0; n < 5; n++)
        expect((await login('joao@casaverde.dev', 'errada123', ip)).status).toBe(401);
      // The sixth try, even with the right password, is refused whichever process gets it.
      for (let n = 0; n < 2; n++) {
        const blocked = await login('joao@casaverde.dev', 'loja1234', ip);
        expect(blocked.status).toBe(429);
        expect(blocked.json().message).toBe(
          'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.',
        );
      }
      // Another address is not blocked.
      expect((await login('joao@casaverde.dev', 'loja1234', '10.9.9.10')).status).toBe(200);
    });

    it('serves an upload from either process, and an order’s new status is read by both', async () => {
      const token = (await login('maria@modaviva.dev', 'loja1234', '10.1.1.1')).json().token as string;
      const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3355cc' } })
        .png()
        .toBuffer();
      const existing = (await post('/layout/ecommerce-image/logotipo/index', {}, token)).json().data as {
        id: number;
      }[];
      const logo = `data:image/png;base64,${png.toString('base64')}`;
      const saved = existing.length
        ? await post('/layout/ecommerce-image/logotipo/update', { id: existing[0].id, logo }, token)
        : await post('/layout/ecommerce-image/logotipo/save', { logo }, token);
      expect(saved.status, saved.body.toString()).toBeLessThan(300);
      const address = saved.json().logo as string;
      expect(address).toMatch(/^\/uploads\/\d+\/layout\/.+-logo\.png$/);
      const copies = await Promise.all([0, 1, 2, 3].map(() => call('GET', address)));
      for (const copy of copies) {
        expect(copy.status).toBe(200);
        expect((await sharp(copy.body).metadata()).format).toBe('png');
      }

      const separation = await post('/buy/getsortingOutBuys', {}, token);
      expect(separation.status, separation.body.toString()).toBe(200);
      const order = separation.json<{ data: { id: number }[] }>().data[0];
      const sent = await post(
        '/buy/status-change',
        { buy_id: order.id, status: 3, delivery_code: 'AB123456789BR' },
        token,
      );
      expect(sent.status, sent.body.toString()).toBe(201);
      for (let n = 0; n < 4; n++) {
        const detail = await post('/order/getOrdersDetail', { buy_id: order.id }, token);
        expect(detail.status, detail.body.toString()).toBe(200);
        expect(detail.json<{ order: { status: number } }>().order.status).toBe(3);
      }
    });

    it('limits the public reads per address across both processes (counters in the database)', async () => {
      const store = (await login('maria@modaviva.dev', 'loja1234', '10.2.2.2')).json<{
        user: { company_id: number };
      }>().user.company_id as number;
      const path = `/api/layout/ecommerce-image/logotipo/public/${store}`;
      const ip = '10.7.7.7';
      const statuses: number[] = [];
      for (let n = 0; n < PUBLIC_READ_LIMIT + 2; n++) statuses.push((await call('GET', path, { ip })).status);
      expect(statuses.slice(0, PUBLIC_READ_LIMIT).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(PUBLIC_READ_LIMIT)).toEqual([429, 429]);
      // Another address has its own count.
      expect((await call('GET', path, { ip: '10.7.7.8' })).status).toBe(200);
    });
  });

  describe.skipIf(backend.name !== 'pglite')('on the embedded PGlite', () => {
    it('is refused at start, with the reason', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'painel-workers-'));
      try {
        const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '2' });
        const [code] = await once(server.child, 'exit');
        expect(code).toBe(1);
        expect(server.output()).toContain('WORKERS > 1 needs DATABASE_URL (PostgreSQL)');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
});
