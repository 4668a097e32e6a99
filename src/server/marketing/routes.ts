// Hand-written calls of the marketing area (see areas.ts): coupons, coupon performance, segments.
import type { FastifyInstance } from 'fastify';
import { registerCouponPerformanceRoutes } from './analytics.js';
import { registerCouponRoutes } from './coupons.js';
import { registerSegmentRoutes } from './segments.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const marketingOverrides = ['/discount-cupons/save', '/discount-cupons/update'];

export function registerMarketingRoutes(app: FastifyInstance): void {
  registerCouponRoutes(app);
  registerCouponPerformanceRoutes(app);
  registerSegmentRoutes(app);
}
