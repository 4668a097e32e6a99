// Hand-written calls of the catalogue area (see areas.ts).
import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../areas.js';

export function registerCatalogueRoutes(_app: FastifyInstance, _ctx: AreaContext): void {}
