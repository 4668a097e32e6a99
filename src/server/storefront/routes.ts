// Hand-written calls of the storefront area (see areas.ts): the navbar items and the comments'
// moderation.
import type { FastifyInstance } from 'fastify';
import { registerCommentRoutes } from './comments.js';
import { registerNavbarRoutes } from './navbar.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const storefrontOverrides = ['/layout/nav-bar/save', '/layout/nav-bar/update'];

export function registerStorefrontRoutes(app: FastifyInstance): void {
  registerNavbarRoutes(app);
  registerCommentRoutes(app);
}
