// The routes of 'Compre Junto' (bought-together.ts), with their OpenAPI documents.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../shared/calls/index.js';
import type { JsonSchema } from '../../shared/entity.js';
import { errorSchema } from '../crud/docs.js';
import { postCall } from '../http/call-routes.js';
import { boughtTogether, createOffer, DEFAULT_DAYS, TOP_PAIRS } from './bought-together.js';

const TAG = 'Compre Junto';
const day = (description: string): JsonSchema => ({ type: 'string', format: 'date', description });

export function registerBoughtTogetherRoutes(app: FastifyInstance): void {
  // Reads only: no request transaction.
  postCall(
    app,
    calls.boughtTogether,
    {
      config: { transaction: false },
      schema: {
        tags: [TAG],
        summary: `Os ${TOP_PAIRS} pares de produtos mais comprados juntos num período`,
        description:
          'Pares de produtos do mesmo pedido (product_a_id < product_b_id), contados nos pedidos vendidos ' +
          '(status 2, 3 e 4) criados entre init_date e finish_date (dias inteiros, America/Sao_Paulo; ' +
          `padrão: os últimos ${DEFAULT_DAYS} dias). orders: pedidos com os dois; share: percentual dos ` +
          'pedidos vendidos da loja no período (uma casa decimal). Um usuário de loja vê só a própria ' +
          'loja; company_id só para admin (sem ele: todas as lojas).',
        body: {
          type: 'object',
          properties: {
            company_id: { type: 'integer', minimum: 1, description: 'Loja (admin)' },
            init_date: day('Data inicial (YYYY-MM-DD)'),
            finish_date: day('Data final (YYYY-MM-DD)'),
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              init_date: { type: 'string' },
              finish_date: { type: 'string' },
              orders_total: { type: 'integer', description: 'Pedidos vendidos do período' },
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    company_id: { type: 'integer' },
                    company_name: { type: ['string', 'null'] },
                    product_a_id: { type: 'integer' },
                    product_a_name: { type: 'string' },
                    product_b_id: { type: 'integer' },
                    product_b_name: { type: 'string' },
                    orders: { type: 'integer', description: 'Pedidos juntos' },
                    share: { type: 'number', description: '% dos pedidos' },
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
    (r) => boughtTogether(r.scope, r.body),
  );
  postCall(
    app,
    calls.boughtTogetherOffer,
    {
      status: 201,
      schema: {
        tags: [TAG],
        summary: 'Criar grupo e cupom: um grupo de produtos com o par e um cupom só para ele',
        description:
          'Numa transação: o grupo de produtos "Compre Junto CÓDIGO" com os dois produtos (que saem do ' +
          'grupo em que estavam) e o cupom com o código e a taxa informados, product_group_rule 1 ' +
          "('Somente produtos da coleção'). Código já usado na loja, produto de outra loja ou taxa fora " +
          'de (0, 100] → 422, nada gravado. company_id obrigatório para admin.',
        body: {
          type: 'object',
          required: ['product_ids', 'code', 'discount_rate'],
          properties: {
            company_id: { type: 'integer', minimum: 1, description: 'Loja (admin)' },
            product_ids: {
              type: 'array',
              minItems: 2,
              maxItems: 2,
              items: { type: 'integer', minimum: 1 },
              description: 'Os dois produtos',
            },
            code: { type: 'string', minLength: 1, maxLength: 60, description: 'Código do cupom' },
            discount_rate: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Taxa (%)' },
          },
        },
        response: {
          201: {
            type: 'object',
            properties: {
              product_group_id: { type: 'integer' },
              product_group_name: { type: 'string' },
              coupon_id: { type: 'integer' },
              code: { type: 'string' },
            },
          },
          401: errorSchema,
          422: errorSchema,
        },
      },
    },
    (r) => createOffer(r.scope, r.body),
  );
}
