// Hand-written routes of each product area. They are registered before the generic CRUD routes, so
// an area may replace a generic call (same URL) with its own behaviour.
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/connect.js';

export interface AreaContext {
  db: Database;
  dataDir: string;
}

export async function registerAreaRoutes(_app: FastifyInstance, _ctx: AreaContext): Promise<void> {}
