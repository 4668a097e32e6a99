// @fastify/rate-limit's counters in the database (table rate_limit), for several API processes on
// one PostgreSQL (WORKERS > 1, or RATE_LIMIT_STORE=database for several machines behind a proxy):
// with counters in memory each process would let a client through its own limit, N times the
// limit in all. One upsert per request counts it and answers its own count, so a burst over the
// limit still serves the first `max` requests (as SnapshotStore does in memory). A row whose window
// has ended starts again at 1; rows left behind are swept now and then.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Database } from '../db/connect.js';

type Count = { current: number; ttl: number };
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** How often (at most) a process deletes the rows whose window ended more than a window ago. */
const SWEEP_EVERY_MS = 60_000;

class DatabaseStore implements FastifyRateLimitStore {
  private lastSweep = Date.now();

  constructor(
    private readonly db: Database,
    /** The route's part of the key: counts are per route and address, as in memory. */
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow = 60_000) {
    this.count(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  private async count(key: string, windowMs: number): Promise<Count> {
    // The database's clock for both the window and the answer, so processes never disagree.
    const { rows } = await sql<{ hits: number; ttl: number }>`
      INSERT INTO rate_limit AS r (key, hits, reset_at)
      VALUES (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
      ON CONFLICT ((lower(key))) DO UPDATE SET
        hits = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
        reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE r.reset_at END,
        updated_at = clock_timestamp()
      RETURNING hits, greatest(0, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000))::int AS ttl`.execute(
      this.db,
    );
    if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = Date.now();
      await this.db
        .deleteFrom('rate_limit')
        .where('reset_at', '<', sql<Date>`clock_timestamp() - make_interval(secs => ${windowMs / 1000})`)
        .execute();
    }
    return { current: Number(rows[0].hits), ttl: Number(rows[0].ttl) };
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    const route = (routeOptions as RouteOptions & { routeInfo?: { method: string; url: string } }).routeInfo;
    return new DatabaseStore(
      this.db,
      `${this.prefix}${route?.method ?? routeOptions.method}${route?.url ?? routeOptions.url}-`,
    );
  }
}

/** The store's constructor as the plugin takes it (`store:`), bound to the database. */
export function databaseRateLimitStore(db: Database): new () => FastifyRateLimitStore {
  return class extends DatabaseStore {
    constructor() {
      super(db);
    }
  };
}
