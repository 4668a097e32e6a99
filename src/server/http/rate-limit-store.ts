// @fastify/rate-limit's in-memory store hands every request of one address the same counter object,
// and the plugin reads it only after an await: requests arriving together all read the burst's
// final count. A burst larger than the limit was refused whole — 130 feed requests at once from one
// address got 130 × 429, none of the first 120 served. This store gives each request its own count.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';

type Count = { current: number; ttl: number };
interface Store {
  incr(
    key: string,
    callback: (error: Error | null, result?: Count) => void,
    timeWindow?: number,
    max?: number,
  ): void;
  child(routeOptions: unknown): Store;
}

// The package's own store (counting, windows, LRU of addresses), not exported by name.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => Store;

export class SnapshotStore implements FastifyRateLimitStore {
  private readonly inner: Store;

  constructor(options: RateLimitPluginOptions | Store) {
    this.inner =
      'incr' in options
        ? options
        : new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: Count) => void,
    timeWindow?: number,
    max?: number,
  ) {
    this.inner.incr(
      key,
      (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }),
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SnapshotStore(this.inner.child(routeOptions));
  }
}
