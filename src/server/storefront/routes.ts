// Hand-written calls of the storefront area (see areas.ts): the navbar items, the comments'
// moderation and the public reads a storefront makes (public-routes.ts).
import type { FastifyInstance } from 'fastify';
import { registerCommentRoutes } from './comments.js';
import type { Database } from '../db/connect.js';
import type { FileStorage } from '../storage/files.js';
import { registerNavbarRoutes } from './navbar.js';
import { registerNavbarTreeRoutes } from './navbar-tree.js';
import { installPublicReadLimiter } from './public-read.js';
import { registerPublicStorefrontRoutes } from './public-routes.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const storefrontOverrides = [
  '/layout/nav-bar/save',
  '/layout/nav-bar/update',
  '/layout/nav-bar/index',
  '/layout/nav-bar/show',
];

export interface StorefrontDeps {
  /** Public reads run outside any request transaction, read-only and limited to one store. */
  db: Database;
  /** Where uploaded banners, logos, favicons and landing images are kept. */
  storage: FileStorage;
}

export async function registerStorefrontRoutes(app: FastifyInstance, deps: StorefrontDeps): Promise<void> {
  await installPublicReadLimiter(app);
  registerNavbarRoutes(app);
  registerNavbarTreeRoutes(app);
  registerCommentRoutes(app);
  registerPublicStorefrontRoutes(app, deps.db);
}
