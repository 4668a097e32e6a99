// LISTEN on a database handle opened by connect(): PostgreSQL's NOTIFY reaches every API process
// (several workers, several nodes) at commit, so an in-memory cache can drop what another process
// changed. On PostgreSQL a connection of its own listens and comes back after a loss; the embedded
// PGlite (one process only) tells its listeners while the committing statement returns.
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';

type Source = { databaseUrl: string } | { pglite: PGlite };

const sources = new WeakMap<Kysely<never>, Source>();
/** The open subscriptions on each handle, for settleNotifications. */
const open = new WeakMap<Kysely<never>, Set<Subscription>>();

export function registerNotificationSource<T>(db: Kysely<T>, source: Source): void {
  sources.set(db as unknown as Kysely<never>, source);
}

export interface NotificationHandler {
  message(payload: string): void;
  /** Notifications may have been missed (the connection was lost, or is back): forget what they guard. */
  reset(): void;
}

export interface Subscription {
  /** Every notification reaches the handler: false until the first LISTEN, and while reconnecting. */
  readonly live: boolean;
  /**
   * Resolves true once this listener has received every notification committed before the call (a
   * notification of its own, sent after them, has come back); false after timeoutMs.
   */
  settle(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;
/**
 * A connection lost without a word (a network cut) is found by a notification of its own every
 * HEARTBEAT_MS that must come back within HEARTBEAT_WAIT_MS; until then the subscription looks live.
 */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_WAIT_MS = 2_000;
const SETTLE_PREFIX = '~settle:';
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const listenerName = (channel: string) => `painel ${channel}`;

/** undefined: the handle was not opened by connect() (no way to listen). */
export function listen<T>(
  db: Kysely<T>,
  channel: string,
  handler: NotificationHandler,
): Subscription | undefined {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const key = db as unknown as Kysely<never>;
  const source = sources.get(key);
  if (!source) return undefined;
  const subscription =
    'pglite' in source
      ? listenOnPGlite(source.pglite, channel, handler)
      : listenOnPostgres(source.databaseUrl, channel, handler);
  const set = open.get(key) ?? new Set<Subscription>();
  set.add(subscription);
  open.set(key, set);
  const close = subscription.close;
  return Object.assign(subscription, {
    close: async () => {
      set.delete(subscription);
      await close();
    },
  });
}

/**
 * Resolves once every listener on `db` has heard what was committed before the call (each one's own
 * notification came back): a logout answers only then, so it holds in every API process, and a test
 * that writes around the API waits for it before reading through the API.
 */
export async function settleNotifications<T>(db: Kysely<T>): Promise<void> {
  await Promise.all([...(open.get(db as unknown as Kysely<never>) ?? [])].map((s) => s.settle()));
}

function listenOnPGlite(pglite: PGlite, channel: string, handler: NotificationHandler): Subscription {
  let live = false;
  let closed = false;
  const unsubscribe = pglite
    .listen(channel, (payload) => handler.message(payload))
    .then((stop) => {
      live = !closed;
      return stop;
    });
  return {
    get live() {
      return live;
    },
    // PGlite delivers a commit's notifications before the commit returns.
    settle: async () => live,
    async close() {
      closed = true;
      live = false;
      // The database may be closed already (its listeners went with it).
      await unsubscribe.then((stop) => stop()).catch(() => {});
    },
  };
}

function listenOnPostgres(databaseUrl: string, channel: string, handler: NotificationHandler): Subscription {
  type Client = import('pg').Client;
  let live = false;
  let closed = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let settles = 0;
  // Every process hears every process's own notifications: this one's carry its own mark.
  const self = `${SETTLE_PREFIX}${randomBytes(6).toString('hex')}:`;
  const waiting = new Map<string, () => void>();
  /** A notification of its own, sent on `through`, has come back within timeoutMs. */
  async function echo(through: Client, timeoutMs: number): Promise<boolean> {
    const payload = `${self}${++settles}`;
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<boolean>((resolve) => {
      waiting.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await through.query('SELECT pg_notify($1, $2)', [channel, payload]);
      return await echoed;
    } catch {
      // A lost connection resets the handler; nothing to wait for.
      return false;
    } finally {
      clearTimeout(timer);
      waiting.delete(payload);
    }
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (live && current)
      void subscription.settle(HEARTBEAT_WAIT_MS).then((heard) => {
        if (!heard) lost(current);
      });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const lost = (lostClient: Client) => {
    if (client !== lostClient) return;
    client = undefined;
    live = false;
    handler.reset();
    lostClient.end().catch(() => {});
    if (!closed) {
      retry = setTimeout(start, RECONNECT_MS);
      retry.unref();
    }
  };

  async function start() {
    const { default: pg } = await import('pg');
    if (closed) return;
    // Named, so an operator sees it in pg_stat_activity.
    const next: Client = new pg.Client({
      connectionString: databaseUrl,
      application_name: listenerName(channel),
    });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', ({ channel: from, payload = '' }) => {
      if (from !== channel) return;
      if (payload.startsWith(SETTLE_PREFIX)) waiting.get(payload)?.();
      else handler.message(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      lost(next);
      return;
    }
    // Notifications must really come back (a pooler in transaction mode takes the LISTEN and
    // never delivers): until one of its own does, nothing is served from the cache.
    if (!(await echo(next, HEARTBEAT_WAIT_MS))) {
      lost(next);
      return;
    }
    if (client !== next) return;
    // Whatever was committed while nobody listened is unknown: start clean.
    handler.reset();
    live = true;
  }
  void start();

  const subscription: Subscription = {
    get live() {
      return live;
    },
    async settle(timeoutMs = 250) {
      const current = client;
      return live && current ? echo(current, timeoutMs) : false;
    },
    async close() {
      closed = true;
      live = false;
      clearInterval(heartbeat);
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
  return subscription;
}
