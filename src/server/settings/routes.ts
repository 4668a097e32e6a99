// Hand-written calls of the settings area (see areas.ts): integration keys, coupons, navbar items.
import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../areas.js';
import { registerCouponRoutes } from './coupons.js';
import { registerIntegrationKeyRoutes } from './integration-keys.js';
import { registerNavbarRoutes } from './navbar.js';

export function registerSettingsRoutes(app: FastifyInstance, _ctx: AreaContext): void {
  registerIntegrationKeyRoutes(app);
  registerCouponRoutes(app);
  registerNavbarRoutes(app);
}
