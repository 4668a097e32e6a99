// The catalogue feed's cache (GET /api/facebook-integration/show/{company_id}). Building the CSV of a
// large store takes seconds of database and CPU; Meta, a crawler or a burst of clients asking the
// same feed at once must not each rebuild it, nor starve the panel while they do. So, per store,
// filters and public origin:
// - single flight: concurrent identical requests share one generation;
// - a finished body is kept FEED_CACHE_SECONDS (default 300; 0 turns the cache off) and answered
//   with an ETag (304 on If-None-Match);
// - bounded memory: at most MAX_ENTRIES bodies and MAX_BYTES in all; a body above MAX_BODY is never
//   kept — its generation streams as it goes (the first MAX_BODY bytes were held while finding out),
//   and the next requests for it stream their own until the TTL ends, without holding anything;
// - a store's entries are dropped when a signed-in call commits a write to a table the feed reads
//   (reports/routes.ts); writes the app does not see (raw SQL, scripts) reach it within the TTL.
// The cache lives in the process: with several API processes, each keeps its own.
import { etagOf } from '../http/public-read.js';

export const DEFAULT_FEED_CACHE_SECONDS = 300;
const MAX_BODY = 16 * 1024 * 1024;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 256;

/** FEED_CACHE_SECONDS, read on each request so a change of the setting needs no restart of tests. */
export function feedCacheSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FEED_CACHE_SECONDS?.trim();
  if (!raw) return DEFAULT_FEED_CACHE_SECONDS;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_FEED_CACHE_SECONDS;
}

/** Generations started, for tests that check concurrent requests share one. */
export const feedCacheStats = { generations: 0 };

/** A kept body with its ETag, or a stream of CSV text (too big to keep, or the cache is off). */
export type FeedAnswer = { body: Buffer; etag: string } | { stream: AsyncIterable<string | Buffer> };

interface Entry {
  store: number;
  /** null: the body is too big to keep; requests stream until `expires`. */
  body: Buffer | null;
  etag: string;
  expires: number;
}

export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  /** Generations under way; a follower waits for the leader's entry (undefined: it failed). */
  private readonly pending = new Map<string, Promise<Entry | undefined>>();
  private bytes = 0;
  /** Bumped on invalidation, so a generation that began before a change is served but not kept. */
  private readonly epochs = new Map<number, number>();
  private allEpoch = 0;

  constructor(
    private readonly limits = { maxBody: MAX_BODY, maxBytes: MAX_BYTES, maxEntries: MAX_ENTRIES },
  ) {}

  /** The feed of `store` for `key` (its filters and origin), built by `generate` when needed. */
  async get(store: number, key: string, generate: () => AsyncIterable<string>): Promise<FeedAnswer> {
    const run = () => {
      feedCacheStats.generations++;
      return generate();
    };
    const seconds = feedCacheSeconds();
    if (seconds === 0) return { stream: run() };
    const id = `${store}|${key}`;
    const kept = this.fresh(id);
    if (kept) return kept.body ? { body: kept.body, etag: kept.etag } : { stream: run() };
    const shared = this.pending.get(id);
    if (!shared) return this.lead(store, id, seconds, run);
    const entry = await shared;
    // The leader's body was too big or its generation failed: this request builds its own.
    return entry?.body ? { body: entry.body, etag: entry.etag } : { stream: run() };
  }

  /** Drops a store's entries (undefined: every store's, after a write by an admin). */
  invalidate(store?: number): void {
    if (store === undefined) this.allEpoch++;
    else this.epochs.set(store, (this.epochs.get(store) ?? 0) + 1);
    for (const [id, entry] of this.entries) if (store === undefined || entry.store === store) this.drop(id);
    for (const id of this.pending.keys())
      if (store === undefined || id.startsWith(`${store}|`)) this.pending.delete(id);
  }

  private epochOf(store: number): string {
    return `${this.allEpoch}:${this.epochs.get(store) ?? 0}`;
  }

  private fresh(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry && entry.expires <= Date.now()) {
      this.drop(id);
      return undefined;
    }
    return entry;
  }

  /** Builds the feed, keeping its chunks until it ends (kept and answered whole) or grows too big. */
  private async lead(
    store: number,
    id: string,
    seconds: number,
    generate: () => AsyncIterable<string>,
  ): Promise<FeedAnswer> {
    const epoch = this.epochOf(store);
    let settle!: (entry: Entry | undefined) => void;
    const shared = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    this.pending.set(id, shared);
    const finish = (entry: Entry | undefined) => {
      if (this.pending.get(id) === shared) this.pending.delete(id);
      // Nothing changed in the store since the generation began: keep it.
      if (entry && this.epochOf(store) === epoch) this.put(id, entry);
      settle(entry);
    };
    const chunks: Buffer[] = [];
    let size = 0;
    const rows = generate()[Symbol.asyncIterator]();
    try {
      for (let next = await rows.next(); !next.done; next = await rows.next()) {
        const chunk = Buffer.from(next.value);
        chunks.push(chunk);
        size += chunk.length;
        if (size > this.limits.maxBody) {
          finish({ store, body: null, etag: '', expires: Date.now() + seconds * 1000 });
          return { stream: resume(chunks, rows) };
        }
      }
    } catch (error) {
      finish(undefined);
      throw error;
    }
    const body = Buffer.concat(chunks, size);
    const entry: Entry = { store, body, etag: etagOf(body), expires: Date.now() + seconds * 1000 };
    finish(entry);
    return { body, etag: entry.etag };
  }

  private put(id: string, entry: Entry): void {
    this.drop(id);
    const size = entry.body?.length ?? 0;
    if (size > this.limits.maxBytes) return;
    this.entries.set(id, entry);
    this.bytes += size;
    // Oldest first (a Map keeps insertion order): they are also the first to expire.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.bytes -= entry.body?.length ?? 0;
    this.entries.delete(id);
  }
}

/** The chunks already read, then the rest of the generation; stops it if the client goes away. */
async function* resume(head: Buffer[], rest: AsyncIterator<string>): AsyncGenerator<string | Buffer> {
  try {
    // Handed on one by one, so the kept chunks are freed as they go out.
    for (let chunk = head.shift(); chunk; chunk = head.shift()) yield chunk;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.();
  }
}
