// Hand-written routes of each product area. They are registered before the generic CRUD routes, so
// an area may replace a generic call (same URL) with its own behaviour — declared in its overrides
// list, which the generic routes check at start-up. Areas get no database
// handle: their handlers query through request.scope (the request's transaction, store-limited) —
// except the public reads (storefront, catalogue feed), which get a read-only, one-store handle.
import type { FastifyInstance } from 'fastify';
import { registerAuditRoutes } from './audit/routes.js';
import { catalogueOverrides, registerCatalogueRoutes } from './catalogue/routes.js';
import { dashboardOverrides, registerDashboardRoutes } from './dashboard/routes.js';
import { marketingOverrides, registerMarketingRoutes } from './marketing/routes.js';
import { ordersOverrides, registerOrderRoutes } from './orders/routes.js';
import { paymentsOverrides, registerPaymentRoutes } from './payments/routes.js';
import { peopleOverrides, registerPeopleRoutes } from './people/routes.js';
import { registerReportRoutes, reportsOverrides } from './reports/routes.js';
import { registerSearchRoutes } from './search/routes.js';
import { registerSettingsRoutes, settingsOverrides } from './settings/routes.js';
import { registerStorefrontRoutes, storefrontOverrides } from './storefront/routes.js';
import { registerViewRoutes } from './views/routes.js';
import type { Database } from './db/connect.js';
import { watchListTotals } from './crud/list-totals.js';
import type { ObjectStoreSettings } from './storage/object-store.js';
import { installUploads } from './storage/uploads.js';
import { installPublicReadLimiter } from './http/public-read.js';

/** Every generic call an area replaces: '/grid/save', … */
export const genericOverrides = [
  ...catalogueOverrides,
  ...dashboardOverrides,
  ...marketingOverrides,
  ...ordersOverrides,
  ...paymentsOverrides,
  ...peopleOverrides,
  ...reportsOverrides,
  ...settingsOverrides,
  ...storefrontOverrides,
];

export async function registerAreaRoutes(
  app: FastifyInstance,
  options: { dataDir: string; db: Database; sharedRateLimits?: boolean; objectStore?: ObjectStoreSettings },
): Promise<void> {
  const storage = await installUploads(app, options.dataDir, options.objectStore);
  // Before any route: the public reads (storefront, catalogue feed) opt into its per-IP limit.
  await installPublicReadLimiter(app, options.sharedRateLimits ? options.db : undefined);
  // List totals and counts kept between calls until a write could change them (crud/list-totals.ts).
  const kept = watchListTotals(options.db);
  app.addHook('onClose', kept.close);
  registerCatalogueRoutes(app, storage, kept.totals);
  registerOrderRoutes(app, kept.totals);
  registerPaymentRoutes(app);
  registerDashboardRoutes(app);
  registerPeopleRoutes(app);
  registerSettingsRoutes(app);
  registerMarketingRoutes(app);
  registerStorefrontRoutes(app, { db: options.db, storage });
  // The public catalogue feed reads through a read-only, store-limited handle of its own.
  registerReportRoutes(app, { db: options.db });
  registerAuditRoutes(app);
  registerSearchRoutes(app);
  registerViewRoutes(app);
}
