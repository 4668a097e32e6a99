// The real server (`src/server/start.mjs`, as npm start runs it: main.ts bundled) in a process of its own, for the
// tests and benches of several API processes: a free port, the start, requests on connections of
// their own, and a throwaway PostgreSQL database for it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request } from 'node:http';
import { createServer } from 'node:net';
import pg from 'pg';
import { databaseUrl } from './db-template.js';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body read as JSON, in the shape the call documents. */
  json: <T = Record<string, unknown>>() => T;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed, for a failure's message. */
  output: () => string;
  /** One request on a connection of its own (agent: false): with WORKERS > 1 any process may answer. */
  call: (
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> },
  ) => Promise<Answer>;
  /** SIGTERM, and its exit. */
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

function call(port: number): ServerProcess['call'] {
  return (method, path, options = {}) => {
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
            // With TRUST_PROXY=true, each simulated client its own address.
            'x-forwarded-for': options.ip ?? '10.0.0.1',
            ...options.headers,
          },
        },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => {
            const body = Buffer.concat(parts);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
}

/** Starts the server with these settings (no panel, warnings only unless said), without waiting. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const chunks: Buffer[] = [];
  const child = spawn(process.execPath, ['src/server/start.mjs'], {
    env: {
      ...process.env,
      SERVE_PANEL: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => chunks.push(c));
  child.stderr!.on('data', (c: Buffer) => chunks.push(c));
  return {
    child,
    port,
    output: () => Buffer.concat(chunks).toString('utf8'),
    call: call(port),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** spawnServer, then waits until `workers` processes answer /api/health (each names itself). */
export async function startServer(
  env: Record<string, string>,
  { workers = 1, timeoutMs = 110_000 } = {},
): Promise<ServerProcess> {
  const server = await spawnServer(env);
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<number>();
  while (seen.size < workers) {
    if (Date.now() > deadline || server.child.exitCode !== null) {
      await server.stop();
      throw new Error(`o servidor não subiu:\n${server.output()}`);
    }
    const health = await server.call('GET', '/api/health').catch(() => undefined);
    if (health?.status === 200) seen.add(health.json<{ worker?: number }>().worker ?? 0);
    else await new Promise((r) => setTimeout(r, 250));
  }
  return server;
}

/** An empty database on TEST_DATABASE_URL's server, and how to drop it. */
export async function throwawayDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
