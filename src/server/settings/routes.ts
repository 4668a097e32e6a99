// Hand-written calls of the settings area (see areas.ts): integration keys, coupons, navbar items.
import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../areas.js';
import { registerCouponRoutes } from '../marketing/coupons.js';
import { deliveryOverrides, registerDeliveryRoutes } from './delivery.js';
import { registerIntegrationKeyRoutes } from './integration-keys.js';
import { registerNavbarRoutes } from '../storefront/navbar.js';
import { registerPaymentCredentialRoutes } from '../payments/credentials.js';
import { receiveDataOverrides, registerReceiveDataRoutes } from './receive-data.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const settingsOverrides = [
  '/discount-cupons/save',
  '/discount-cupons/update',
  '/integration-key-value/show',
  '/layout/nav-bar/save',
  '/layout/nav-bar/update',
  ...deliveryOverrides,
  ...receiveDataOverrides,
];

export function registerSettingsRoutes(app: FastifyInstance, _ctx: AreaContext): void {
  registerIntegrationKeyRoutes(app);
  registerCouponRoutes(app);
  registerNavbarRoutes(app);
  registerDeliveryRoutes(app);
  registerReceiveDataRoutes(app);
  registerPaymentCredentialRoutes(app);
}
