// Pieces of SQL text the migration writers share.
import { createHash } from 'node:crypto';

/** A quoted identifier ("name"). */
export const q = (name: string) => `"${name}"`;

/** A string literal ('text', quotes doubled). */
export const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** A short hash of SQL the database holds (a trigger function): a new one means a migration. */
export const versionOf = (sql: string) => createHash('sha256').update(sql).digest('hex').slice(0, 12);
