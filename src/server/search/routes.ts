// The jump box's one call (jump.ts).
import type { FastifyInstance } from 'fastify';
import { errorSchema } from '../crud/docs.js';
import { jumpSearch } from './jump.js';

const KINDS = ['product', 'order', 'consumer', 'contact', 'coupon', 'store'];

export function registerSearchRoutes(app: FastifyInstance): void {
  app.post(
    '/api/search/index',
    {
      // A read: no transaction, so the kinds are looked up side by side.
      config: { transaction: false },
      schema: {
        tags: ['Busca'],
        summary:
          'Busca rápida (Ctrl+K): até 5 registros de cada tipo que o usuário pode abrir — produtos, pedidos, consumidores, contatos, cupons e, para administradores, lojas',
        body: {
          type: 'object',
          properties: { q: { type: 'string', minLength: 2, maxLength: 100, description: 'O que buscar' } },
          required: ['q'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    kind: { type: 'string', enum: KINDS },
                    id: { type: 'integer' },
                    title: { type: 'string' },
                    detail: { type: ['string', 'null'] },
                  },
                },
              },
            },
          },
          401: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => jumpSearch(request.scope, request.body),
  );
}
