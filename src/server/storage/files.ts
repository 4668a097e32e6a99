// Where uploaded files live. Behind an interface so the API stays stateless: today a folder under
// DATA_DIR (served at /uploads), tomorrow an object store shared by many API processes.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

export interface FileStorage {
  /** Stores the bytes under a key like "12/products/abc-300.jpg"; returns its public URL path. */
  put(key: string, data: Buffer): Promise<string>;
  /** Removes the files whose keys are given (missing ones are ignored). */
  remove(keys: string[]): Promise<void>;
  /** The key of a public URL path made by put, or undefined for a foreign URL. */
  keyOf(url: string): string | undefined;
}

export const UPLOADS_URL = '/uploads/';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    if (clean.startsWith('/') || clean.includes('..')) throw new Error('invalid storage key');
    return join(this.root, clean);
  }

  async put(key: string, data: Buffer): Promise<string> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
    return UPLOADS_URL + key;
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => rm(this.path(k), { force: true })));
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(UPLOADS_URL) ? url.slice(UPLOADS_URL.length) : undefined;
  }
}

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
