// The signed-in users of recent calls, by token hash, so a call does not go to the database to
// learn who is calling: on the cheap lists that lookup was half of the API's round trips (issue 26).
// An entry is dropped in this process as a change commits (a request's writes to `session` or
// `users`, watchSessions below), and in every process when the database's notification of the commit
// reaches it, whatever wrote it (migration 0028's triggers, db/notifications.ts): a moment after the
// commit, and a logout answers only once its own notification is back. While the listener is down
// nothing is served from here, and no entry is older than 15 s.
import type { Database } from '../db/connect.js';
import { listen, type Subscription } from '../db/notifications.js';
import { onCommittedWrites } from '../tenancy/committed-writes.js';

interface Entry<User> {
  user: User;
  /** The session's own end (epoch ms). */
  expiresAt: number;
  /** When it was read from the database (epoch ms). */
  readAt: number;
}

/** The notification channel of migration 0028: the id of a user whose sessions or row changed. */
export const SESSION_CHANNEL = 'painel_session_changes';
/** Even with every notification heard, an entry is read again after this long. */
const MAX_AGE_MS = 15_000;
const MAX_ENTRIES = 10_000;

/** User: the signed-in user as sessions.ts reads it (only its id is looked at here). */
export class SessionCache<User extends { id: number }> {
  private readonly entries = new Map<string, Entry<User>>();
  /** Moves on every drop: a lookup that began before a drop must not store what it read. */
  private generation = 0;

  constructor(private readonly usable: () => boolean = () => true) {}

  get(tokenHash: string, now = Date.now()): User | undefined {
    if (!this.usable()) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now >= entry.expiresAt || now - entry.readAt >= MAX_AGE_MS) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** Taken before reading the database; store() keeps the row only if nothing was dropped since. */
  mark(): number {
    return this.generation;
  }

  store(mark: number, tokenHash: string, user: User, expiresAt: Date, now = Date.now()): void {
    if (mark !== this.generation || !this.usable()) return;
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, expiresAt: expiresAt.getTime(), readAt: now });
  }

  dropUser(userId: number): void {
    this.generation++;
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The session cache of an app on `db`, kept up to date by this process's commits and the database's
 * notifications; `close` ends the listening.
 */
export function watchSessions<User extends { id: number }>(
  db: Database,
): { cache: SessionCache<User>; close: () => Promise<void> } {
  const cache = new SessionCache<User>(() => subscription?.live ?? false);
  const subscription: Subscription | undefined = listen(db, SESSION_CHANNEL, {
    message: (payload) => {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) cache.dropUser(userId);
      else cache.clear();
    },
    reset: () => cache.clear(),
  });
  // This process's own writes, at once: the notification of a commit arrives a moment later.
  onCommittedWrites(db, ({ tables }) => {
    if (tables.has('session') || tables.has('users')) cache.clear();
  });
  return { cache, close: async () => subscription?.close() };
}
