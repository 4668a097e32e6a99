// WORKERS=2: `npm start` serving one port from two processes on one PostgreSQL (src/server/
// workers.ts). The real server runs in its own processes with the demo data; every request below
// opens its own connection, so the cluster hands them to the two workers in turn. Sessions,
// logout, login throttling, uploads, an order's status and the public reads' rate limit must hold
// whichever process answers. On the embedded PGlite (one process's alone) WORKERS > 1 is refused.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_LIMIT } from '../src/server/http/public-read.js';
import { databaseUrl } from './helpers/db-template.js';
import { backends } from './helpers/app.js';

interface Answer {
  status: number;
  body: Buffer;
  /** The body read as JSON, in the shape the call documents. */
  json: <T = Record<string, unknown>>() => T;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts `src/server/main.ts` as npm start does, with these settings. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const chunks: Buffer[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, SERVE_PANEL: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => chunks.push(c));
  child.stderr!.on('data', (c: Buffer) => chunks.push(c));
  return { child, output: () => Buffer.concat(chunks).toString('utf8') };
}

describe.each(backends)('WORKERS=2 on $name', (backend) => {
  describe.skipIf(backend.name !== 'postgres')('two API processes on one PostgreSQL', () => {
    const name = `w_${randomBytes(6).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'painel-workers-'));
    let port = 0;
    let server: ReturnType<typeof startServer> | undefined;

    /** One request on a connection of its own (agent: false), so each may reach the other process. */
    function call(
      method: 'GET' | 'POST',
      path: string,
      options: { body?: unknown; token?: string; ip?: string } = {},
    ): Promise<Answer> {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent: false,
            headers: {
              ...(payload ? { 'content-type': 'application/json' } : {}),
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
              // TRUST_PROXY=true: each simulated client its own address.
              'x-forwarded-for': options.ip ?? '10.0.0.1',
            },
          },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (c: Buffer) => parts.push(c));
            res.on('end', () => {
              const body = Buffer.concat(parts);
              resolve({
                status: res.statusCode ?? 0,
                body,
                json: <T>() => JSON.parse(body.toString('utf8')) as T,
              });
            });
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    }
    const post = (path: string, body: unknown, token?: string, ip?: string) =>
      call('POST', `/api${path}`, { body, token, ip });
    async function login(email: string, password: string, ip?: string) {
      return post('/users/store-login', { email, password }, undefined, ip);
    }

    beforeAll(async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      port = await freePort();
      server = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(serverUrl, name),
        SEED_DEMO: 'true',
        TRUST_PROXY: 'true',
        WORKERS: '2',
      });
      // Migrations and demo data first (in the primary), then both workers.
      const deadline = Date.now() + 110_000;
      const seen = new Set<number>();
      while (seen.size < 2) {
        if (Date.now() > deadline) throw new Error(`os dois processos não subiram:\n${server.output()}`);
        if (server.child.exitCode !== null) throw new Error(`o servidor saiu:\n${server.output()}`);
        const health = await call('GET', '/api/health').catch(() => undefined);
        if (health?.status === 200) seen.add(health.json<{ worker: number }>().worker);
        else await new Promise((r) => setTimeout(r, 250));
      }
    }, 120_000);

    afterAll(async () => {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
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
        const server = startServer({
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          WORKERS: '2',
        });
        const [code] = await once(server.child, 'exit');
        expect(code).toBe(1);
        expect(server.output()).toContain('WORKERS > 1 needs DATABASE_URL (PostgreSQL)');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
});
