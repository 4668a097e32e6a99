// Uploads in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2…), for API processes or
// machines that share no disk: every process writes and serves the same files. Keys and public
// addresses stay those of the local folder ('/uploads/12/layout/…-logo.png'); the API answers
// GET /uploads/* from the bucket, so the bucket can stay private and stored addresses never change
// when a store moves from disk to bucket (copy the folder's files under the same keys).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { S3Client } from '@aws-sdk/client-s3';
import { type FileStorage, UPLOADS_URL } from './files.js';

export interface ObjectStoreSettings {
  bucket: string;
  /** Another provider's or a local server's address; AWS's own when unset. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). Never logged. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses as endpoint/bucket/key (MinIO and most S3-compatible servers need it). */
  forcePathStyle: boolean;
}

/** S3_BUCKET turns it on; the other S3_* settings say where and as whom. */
export function readObjectStoreSettings(env: NodeJS.ProcessEnv): ObjectStoreSettings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!endpoint,
  };
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
const typeOf = (key: string) =>
  TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Uploaded names are random and never reused (as on disk): cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export class ObjectStoreStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly sdk: typeof import('@aws-sdk/client-s3'),
  ) {}

  async put(key: string, data: Buffer): Promise<string> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: typeOf(key),
        CacheControl: IMMUTABLE,
      }),
    );
    return UPLOADS_URL + key;
  }

  async remove(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.client.send(
      new this.sdk.DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(UPLOADS_URL) ? url.slice(UPLOADS_URL.length) : undefined;
  }

  /** The stored object, or undefined when there is none under the key. */
  async read(key: string) {
    try {
      const found = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: found.Body as Readable,
        type: found.ContentType ?? typeOf(key),
        length: found.ContentLength,
        etag: found.ETag,
      };
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return undefined;
      throw error;
    }
  }
}

/** The bucket's storage; the SDK is loaded only when a bucket is configured. */
export async function openObjectStore(settings: ObjectStoreSettings): Promise<ObjectStoreStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  return new ObjectStoreStorage(client, settings.bucket, sdk);
}

/** GET /uploads/*: the bucket's object, with the headers the folder's files get. */
export function serveObjectStore(app: FastifyInstance, storage: ObjectStoreStorage): void {
  app.get(`${UPLOADS_URL}*`, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const key = decodeURIComponent((request.params as { '*': string })['*']);
    // The folder's rule: no climbing out of it, no absolute keys.
    if (!key || key.startsWith('/') || key.split('/').includes('..')) return reply.code(404).send();
    const found = await storage.read(key);
    if (!found) return reply.code(404).send();
    if (found.etag && request.headers['if-none-match'] === found.etag) {
      found.body.destroy();
      return reply.code(304).send();
    }
    reply.header('content-type', found.type).header('cache-control', IMMUTABLE);
    if (found.etag) reply.header('etag', found.etag);
    if (found.length !== undefined) reply.header('content-length', found.length);
    return reply.send(found.body);
  });
}
