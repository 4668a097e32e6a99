// A local S3-compatible server (s3rver, files in a temporary folder) with one bucket, and the
// settings that point the app at it, for the tests of uploads in an object store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { ObjectStoreSettings } from '../../src/server/storage/object-store.js';

export interface LocalObjectStore {
  settings: ObjectStoreSettings;
  /** The same settings as S3_* variables, for a server process. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startObjectStore(bucket = 'painel-uploads'): Promise<LocalObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'painel-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any signature made with its well-known pair.
  const settings: ObjectStoreSettings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
