// Hand-written calls of the storefront area (see areas.ts): the navbar items, the banners, the
// comments' moderation and the public reads a storefront makes (public-routes.ts).
import type { FastifyInstance } from 'fastify';
import { registerBannerRoutes } from './banners.js';
import { registerCommentRoutes } from './comments.js';
import type { Database } from '../db/connect.js';
import type { FileStorage } from '../storage/files.js';
import { registerLandingImageRoutes } from './landing-images.js';
import { registerLogoRoutes } from './logo.js';
import { registerNavbarRoutes } from './navbar.js';
import { registerNavbarTreeRoutes } from './navbar-tree.js';
import { registerPublicStorefrontRoutes } from './public-routes.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const storefrontOverrides = [
  '/layout/nav-bar/save',
  '/layout/nav-bar/update',
  '/layout/ecommerce-image/index',
  '/layout/ecommerce-image/save',
  '/layout/ecommerce-image/update',
  '/layout/ecommerce-image/delete',
  '/layout/ecommerce-image/logotipo/index',
  '/layout/ecommerce-image/logotipo/save',
  '/layout/ecommerce-image/logotipo/update',
  '/layout/ecommerce-image/logotipo/delete',
  '/images/delete',
  '/layout/nav-bar/index',
  '/layout/nav-bar/show',
];

export interface StorefrontDeps {
  /** Public reads run outside any request transaction, read-only and limited to one store. */
  db: Database;
  /** Where uploaded banners, logos, favicons and landing images are kept. */
  storage: FileStorage;
}

export function registerStorefrontRoutes(app: FastifyInstance, deps: StorefrontDeps): void {
  registerNavbarRoutes(app);
  registerNavbarTreeRoutes(app);
  registerCommentRoutes(app);
  registerBannerRoutes(app, deps.storage);
  registerLogoRoutes(app, deps.storage);
  registerLandingImageRoutes(app, deps.storage);
  registerPublicStorefrontRoutes(app, deps.db);
}
