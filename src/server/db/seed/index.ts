import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../connect.js';

export async function seedIfEmpty(
  _db: Database,
  _dataDir: string,
  _log: FastifyBaseLogger,
): Promise<boolean> {
  return false;
}
