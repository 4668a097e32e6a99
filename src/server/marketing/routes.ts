// Hand-written calls of the marketing area (see areas.ts): coupons and their pricing, abandoned
// carts, coupon performance, segments, the birthday coupon (/birthdays/coupon).
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { calls } from '../../shared/calls/index.js';
import type { JsonSchema } from '../../shared/entity.js';
import { errorSchema } from '../crud/docs.js';
import { postCall } from '../http/call-routes.js';
import { registerAbandonedCartRoutes } from './abandoned-carts.js';
import { registerCouponPerformanceRoutes } from './analytics.js';
import { registerBirthdayCouponRoutes } from './birthday-coupons.js';
import { registerCouponRoutes } from './coupons.js';
import { registerBoughtTogetherRoutes } from './bought-together-routes.js';
import { campaignOverrides, registerCampaignRoutes } from './campaigns.js';
import { MAX_CART_LINES, MAX_UNITS_PER_LINE, simulateCoupon } from './pricing.js';
import { registerSegmentRoutes } from './segments.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const marketingOverrides = ['/discount-cupons/save', '/discount-cupons/update', ...campaignOverrides];

const money = (description: string): JsonSchema => ({
  type: 'string',
  pattern: '^\\d+\\.\\d{2}$',
  description,
});

const simulateDocs = {
  tags: [entities.coupon.label.many],
  summary: 'Simular um cupom num carrinho: quais unidades ele pega e o desconto exato',
  description:
    'Preços e promoções vêm do banco (o preço de uma unidade é o do produto menos a promoção em vigor), ' +
    'nunca do pedido. Os produtos precisam ser da loja do cupom (senão 422 em items.N.product_id); ' +
    'cupom de outra loja → 404 para usuário de loja. Regras (segmento, categoria, grupo de produto, ' +
    "'Não aplicar em promoções', 'A partir de' / 'A cada' N, 'Aplicar desconto em') descritas no " +
    'README dos schemas. Taxa: percentual do subtotal das unidades descontadas, arredondado meio para ' +
    'cima uma vez; valor: nunca maior que esse subtotal. Cupom inativo, expirado ou ainda não válido ' +
    '(datas no relógio America/Bahia) ou carrinho sem produtos elegíveis → applies false, reason e ' +
    'discount "0.00".',
  body: {
    type: 'object',
    required: ['coupon_id', 'items'],
    properties: {
      coupon_id: { type: 'integer', minimum: 1, description: 'Cupom' },
      items: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_CART_LINES,
        items: {
          type: 'object',
          required: ['product_id', 'amount'],
          properties: {
            product_id: { type: 'integer', minimum: 1, description: 'Produto da loja do cupom' },
            amount: { type: 'integer', minimum: 1, maximum: MAX_UNITS_PER_LINE, description: 'Quantidade' },
          },
        },
      },
    },
  } satisfies JsonSchema,
  response: {
    200: {
      type: 'object',
      properties: {
        discount: money('Desconto'),
        subtotal: money('Subtotal do carrinho'),
        discounted_subtotal: money('Subtotal das unidades com desconto'),
        eligible: {
          type: 'array',
          description: 'Produtos do carrinho que atendem às regras do cupom',
          items: {
            type: 'object',
            properties: {
              product_id: { type: 'integer' },
              name: { type: 'string' },
              unit_price: money('Preço da unidade agora'),
              units: { type: 'integer', description: 'Unidades no carrinho' },
              discounted_units: { type: 'integer', description: 'Unidades com desconto' },
            },
          },
        },
        applies: { type: 'boolean' },
        reason: { type: ['string', 'null'], description: 'Por que o cupom não se aplica' },
      },
    },
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    422: errorSchema,
  },
};

export function registerMarketingRoutes(app: FastifyInstance): void {
  registerCouponRoutes(app);
  // Reads only: no request transaction.
  postCall(app, calls.couponSimulate, { config: { transaction: false }, schema: simulateDocs }, (r) =>
    simulateCoupon(r.scope, r.body),
  );
  registerAbandonedCartRoutes(app);
  registerCouponPerformanceRoutes(app);
  registerSegmentRoutes(app);
  registerBirthdayCouponRoutes(app);
  registerBoughtTogetherRoutes(app);
  registerCampaignRoutes(app);
}
