// Public reads (no token) of one store: the storefront's navbar, banners, logo/favicon and home
// images (storefront/public-routes.ts); the catalogue feed shares the rate limit. Each one answers
// only what the shop window shows, for an active store (else 404), with an ETag so a storefront
// revalidates for free (304), and under a per-IP rate limit so a crawler or a burst of shoppers
// cannot starve the panel. Queries run read-only and limited to the store of the
// request, outside any transaction.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { DB } from '../../generated/db.js';
import { errorSchema } from '../crud/docs.js';
import type { Database } from '../db/connect.js';
import { HttpError, invalid, notFound } from './errors.js';
import { publicOrigin } from './public-url.js';
import { databaseRateLimitStore } from './rate-limit-db-store.js';
import { SnapshotStore } from './rate-limit-store.js';
import { ReadOnlyPlugin, StoreFilterPlugin } from '../tenancy/store-filter.js';

/** Requests per minute and IP, for each public read. A storefront page asks each read once. */
export const PUBLIC_READ_LIMIT = 120;
export const TOO_MANY_REQUESTS = 'Muitas requisições. Tente novamente em instantes.';

/** Browsers and CDNs may keep the answer but ask again each time (a 304 costs nothing). */
export const CACHE_CONTROL = 'public, no-cache';

export interface PublicRead<T> {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  /** The store the request asks for: a path parameter or a body field. */
  companyIdOf: (request: FastifyRequest) => unknown;
  /** Where the store id comes from, for the OpenAPI document. */
  input: 'params' | 'body';
  /** OpenAPI schema of a 200 answer. */
  response: Record<string, unknown>;
  /** Reads the answer; every query is limited to the store and refused if it writes. */
  load: (db: Kysely<DB>, companyId: number) => Promise<T>;
}

/** Absolute addresses come from PUBLIC_URL, never from the request's Host header. */
export function publicAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  // Without PUBLIC_URL the address stays relative: right for the panel's own preview.
  if (!process.env.PUBLIC_URL || !url.startsWith('/')) return url;
  return publicOrigin() + url;
}

/**
 * Installs the rate limiter the public reads opt into (global: false, so other routes are untouched).
 * `shared`: the counters live in that database, for several API processes (rate-limit-db-store.ts).
 */
export async function installPublicReadLimiter(app: FastifyInstance, shared?: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: PUBLIC_READ_LIMIT,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
    // Each request its own count: a burst over the limit serves the first PUBLIC_READ_LIMIT.
    store: shared ? databaseRateLimitStore(shared) : SnapshotStore,
  });
}

function parseCompanyId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw invalid({ company_id: ['Informe o código da loja'] });
  return id;
}

/** Any store's site may read these (they hold nothing private); it may revalidate with the ETag. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
};

/** A strong ETag: the hash of the answer's body. */
export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names `etag` (or `*`): the client has the answer already. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export function registerPublicRead<T>(app: FastifyInstance, db: Database, read: PublicRead<T>): void {
  const storeId = { company_id: { type: 'integer', minimum: 1, description: 'Loja' } };
  // A JSON POST from another origin is preflighted: say it may come.
  if (read.method === 'POST')
    app.options(read.url, { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
      reply
        .headers({
          ...CORS,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
          'Access-Control-Max-Age': '86400',
        })
        .code(204)
        .send(),
    );
  app.route({
    method: read.method,
    url: read.url,
    config: { public: true, rateLimit: { max: PUBLIC_READ_LIMIT, timeWindow: '1 minute' } },
    schema: {
      tags: ['Loja virtual (público)'],
      summary: read.summary + ' (público, sem token; ETag e 304; limite por IP)',
      security: [],
      ...(read.input === 'params'
        ? { params: { type: 'object', properties: { companyId: storeId.company_id } } }
        : { body: { type: 'object', required: ['company_id'], properties: storeId } }),
      response: {
        200: read.response,
        304: { description: 'Não mudou desde o ETag enviado em If-None-Match', type: 'null' },
        404: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const companyId = parseCompanyId(read.companyIdOf(request));
      const store = await db
        .withPlugin(new ReadOnlyPlugin())
        .selectFrom('company')
        .select('id')
        .where('id', '=', companyId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!store) throw notFound();
      const scoped = db.withPlugin(new StoreFilterPlugin(companyId, { readOnly: true }));
      const body = JSON.stringify(await read.load(scoped, companyId));
      const etag = etagOf(body);
      reply.headers({ ...CORS, ETag: etag, 'Cache-Control': CACHE_CONTROL, Vary: 'Accept-Encoding' });
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}
