// Hand-written calls of the settings area (see areas.ts): integration keys, delivery and payment
// settings (the intermediaries' credentials are the payments area's).
import type { FastifyInstance } from 'fastify';
import { deliveryOverrides, registerDeliveryRoutes } from './delivery.js';
import { registerIntegrationKeyRoutes } from './integration-keys.js';
import { receiveDataOverrides, registerReceiveDataRoutes } from './receive-data.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const settingsOverrides = [
  '/integration-key-value/show',
  ...deliveryOverrides,
  ...receiveDataOverrides,
];

export function registerSettingsRoutes(app: FastifyInstance): void {
  registerIntegrationKeyRoutes(app);
  registerDeliveryRoutes(app);
  registerReceiveDataRoutes(app);
}
