// Hand-written routes of each product area. They are registered before the generic CRUD routes, so
// an area may replace a generic call (same URL) with its own behaviour.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import type { Database } from './db/connect.js';
import { registerCatalogueRoutes } from './catalogue/routes.js';
import { registerPeopleRoutes } from './people/routes.js';
import { registerSettingsRoutes } from './settings/routes.js';
import { LocalFileStorage, uploadsDir, type FileStorage } from './storage/files.js';

export interface AreaContext {
  db: Database;
  storage: FileStorage;
}

export async function registerAreaRoutes(
  app: FastifyInstance,
  options: { db: Database; dataDir: string },
): Promise<void> {
  const dir = uploadsDir(options.dataDir);
  mkdirSync(dir, { recursive: true });
  // Uploaded file names are random and never reused, so they may be cached for a year.
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  const ctx: AreaContext = { db: options.db, storage: new LocalFileStorage(dir) };
  registerCatalogueRoutes(app, ctx);
  registerPeopleRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
}
