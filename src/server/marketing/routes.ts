// Hand-written calls of the marketing area (see areas.ts): coupons.
import type { FastifyInstance } from 'fastify';
import { registerAbandonedCartRoutes } from './abandoned-carts.js';
import { registerCouponRoutes } from './coupons.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const marketingOverrides = ['/discount-cupons/save', '/discount-cupons/update'];

export function registerMarketingRoutes(app: FastifyInstance): void {
  registerCouponRoutes(app);
  registerAbandonedCartRoutes(app);
}
