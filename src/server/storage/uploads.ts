// Where this process keeps uploads and how it serves them at /uploads/: an S3-compatible bucket when
// S3_BUCKET is set (object-store.ts), else the folder DATA_DIR/uploads through @fastify/static.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type FileStorage, LocalFileStorage, uploadsDir } from './files.js';
import { type ObjectStoreSettings, openObjectStore, serveObjectStore } from './object-store.js';

/** The uploads' storage (the demo data writes through it too). */
export async function openStorage(dataDir: string, objectStore?: ObjectStoreSettings): Promise<FileStorage> {
  return objectStore ? openObjectStore(objectStore) : new LocalFileStorage(uploadsDir(dataDir));
}

/** Opens the storage and answers GET /uploads/* from it. */
export async function installUploads(
  app: FastifyInstance,
  dataDir: string,
  objectStore?: ObjectStoreSettings,
): Promise<FileStorage> {
  if (objectStore) {
    const storage = await openObjectStore(objectStore);
    serveObjectStore(app, storage);
    return storage;
  }
  const dir = uploadsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  // Uploaded file names are random and never reused, so they may be cached for a year.
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  return new LocalFileStorage(dir);
}
