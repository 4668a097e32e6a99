// Opaque bearer tokens: the client holds 32 random bytes, the database only their SHA-256, so a
// leaked table does not leak sessions. Logout deletes the row.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/connect.js';
import type { SessionCache } from './session-cache.js';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  admin: boolean;
  full_permission: boolean;
  company_id: number | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The column as its unique index holds it (`lower(token_hash)`, from the schema's x-unique): compared
 * bare, the lookup read the whole table. Hashes are lower-case hex, so it is the same value.
 */
const indexedTokenHash = sql<string>`lower(${sql.ref('session.token_hash')})`;

export async function createSession(
  db: Database,
  userId: number,
  ttlHours: number,
  ip?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired sessions of this user are of no use; clearing them at login keeps the table small.
  await db
    .deleteFrom('session')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', new Date())
    .execute();
  await db
    .insertInto('session')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + ttlHours * 3600_000),
      ip: ip ?? null,
    })
    .execute();
  return token;
}

/** cache: users of recent calls (session-cache.ts); a database row read is stored there. */
export async function findSessionUser(
  db: Database,
  token: string,
  cache?: SessionCache<SessionUser>,
): Promise<SessionUser | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const mark = cache?.mark();
  const row = await db
    .selectFrom('session')
    .innerJoin('users', 'users.id', 'session.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.admin',
      'users.full_permission',
      'users.company_id',
      'users.active',
      'session.expires_at',
    ])
    .where(indexedTokenHash, '=', tokenHash)
    .where('session.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row || !row.active) return undefined;
  const { active: _active, expires_at: expiresAt, ...user } = row;
  if (cache && mark !== undefined) cache.store(mark, tokenHash, user, new Date(expiresAt));
  return user;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('session').where(indexedTokenHash, '=', hashToken(token)).execute();
}

/**
 * Ends every session of a user except the one holding keepToken (when it is one of theirs): after
 * a password change, so an old token does not outlive it, and when the user is made inactive.
 * Every change of an existing user's password or active flag goes through here.
 */
export async function revokeOtherSessions(db: Database, userId: number, keepToken?: string): Promise<void> {
  let query = db.deleteFrom('session').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
}
