// Hand-written calls of the reports area (see areas.ts): the order report and the Facebook catalogue
// report for the panel, and the catalogue feed Meta fetches — public (no token), read-only and limited to the store
// of its path, answering only what the store's shop window already shows.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { calls } from '../../shared/calls/index.js';
import { errorSchema } from '../crud/docs.js';
import type { Database } from '../db/connect.js';
import { postCall } from '../http/call-routes.js';
import { notFound } from '../http/errors.js';
import { publicOrigin } from '../http/public-url.js';
import { CACHE_CONTROL, matchesEtag, PUBLIC_READ_LIMIT } from '../http/public-read.js';
import { onCommittedWrites } from '../tenancy/committed-writes.js';
import { ReadOnlyPlugin, StoreFilterPlugin } from '../tenancy/store-filter.js';
import { FEED_TABLES, facebookCatalogReport, feedCsv, parseFeedQuery } from './facebook-catalog.js';
import { FeedCache } from './feed-cache.js';
import { orderReport, orderReportFields } from './order-report.js';
import { facebookCatalogAnswer, facebookCatalogQuery, orderReportAnswer } from './route-docs.js';

/** Generic calls this area replaces (none). */
export const reportsOverrides: string[] = [];

const tags = ['Relatórios'];

export function registerReportRoutes(app: FastifyInstance, options: { db: Database }): void {
  // One cache per app; a committed write to what the feed reads drops the store's bodies.
  const feedCache = new FeedCache();
  onCommittedWrites(options.db, ({ tables, store }) => {
    if ([...tables].some((table) => FEED_TABLES.has(table))) feedCache.invalidate(store);
  });

  postCall(
    app,
    calls.facebookCatalogReport,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Catálogo do Facebook de uma loja (linhas do feed, paginadas)',
        body: facebookCatalogQuery,
        response: { 200: facebookCatalogAnswer, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    (r) => facebookCatalogReport(r.scope, r.body, publicOrigin()),
  );

  postCall(
    app,
    calls.orderReport,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Relatório de pedidos de um período (America/Sao_Paulo)',
        description:
          'Pedidos finalizados (status 2, 3, 4) e não finalizados (0, 1, 5, 6, 7): quantidade, itens, ' +
          'valor, produtos, frete e ticket médio; por status, por estado, por grupo de produtos e ' +
          'categoria (show_product_detail), compradores novos e recorrentes (show_people_detail) e as ' +
          'linhas dos pedidos paginadas (100 por página). Valores em dinheiro só para quem tem ' +
          'full_permission (os demais recebem null). company_id só para admin (sem ele: toda a plataforma).',
        body: {
          type: 'object',
          required: ['init_date', 'finish_date'],
          properties: {
            ...Object.fromEntries(
              Object.entries(orderReportFields).map(([n, f]) => [n, { ...f.check, description: f.label }]),
            ),
            init_date: { type: 'string', description: "Início: 'AAAA-MM-DD HH:mm' (horário de São Paulo)" },
            finish_date: {
              type: 'string',
              description:
                "Fim, inclusivo: 'AAAA-MM-DD HH:mm' (horário de São Paulo; 23:59 inclui o minuto todo)",
            },
          },
        },
        response: { 200: orderReportAnswer, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    (r) => orderReport(r.scope, r.body),
  );

  app.get<{ Params: { company_id: string }; Querystring: Record<string, unknown> }>(
    '/api/facebook-integration/show/:company_id',
    {
      // Meta fetches it a few times a day: a per-IP limit and a cached body (feed-cache.ts) keep a
      // flood from starving the panel.
      config: { public: true, rateLimit: { max: PUBLIC_READ_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Feed CSV do catálogo do Facebook (público, sem token; ETag e 304; limite por IP)',
        description:
          'Mantido em cache por FEED_CACHE_SECONDS (padrão 300 s): alterações do catálogo feitas pela API ' +
          'aparecem na hora; as demais, dentro desse tempo. Um feed acima de 16 MB não é guardado nem tem ETag.',
        security: [],
        params: { type: 'object', properties: { company_id: { type: 'integer' } } },
        querystring: {
          type: 'object',
          properties: {
            face_description: { type: 'boolean', description: 'Somente produtos com descrição do catálogo' },
            gender: { type: 'string', enum: ['m', 'f', 'u'] },
          },
        },
        response: {
          200: {
            description: 'CSV no formato do catálogo da Meta',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          304: { description: 'Não mudou desde o ETag enviado em If-None-Match', type: 'null' },
          404: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const filter = parseFeedQuery(request.params.company_id, request.query);
      // Nothing here writes; the feed reads outside any transaction.
      const store = await options.db
        .withPlugin(new ReadOnlyPlugin())
        .selectFrom('company')
        .select('id')
        .where('id', '=', filter.companyId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!store) throw notFound();
      // Every query of the feed only sees the store of its path.
      const db = options.db.withPlugin(new StoreFilterPlugin(filter.companyId, { readOnly: true }));
      const origin = publicOrigin();
      const key = `${filter.gender ?? ''}|${filter.onlyFacebookDescription}|${origin}`;
      const answer = await feedCache.get(filter.companyId, key, () => feedCsv(db, filter, origin));
      if ('etag' in answer) {
        reply.headers({ ETag: answer.etag, 'Cache-Control': CACHE_CONTROL });
        if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      }
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `inline; filename="catalogo-facebook-${filter.companyId}.csv"`);
      return reply.send('etag' in answer ? answer.body : Readable.from(answer.stream));
    },
  );
}
