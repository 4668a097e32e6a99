// What every seeding step shares: the open transaction, the seeded faker, the moment the demo data
// is relative to ("now"), file storage, and small helpers for ids, batches and dates.
import type { Faker } from '@faker-js/faker';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { DB } from '../../../generated/db.js';
import type { FileStorage } from '../../storage/files.js';

export type Trx = Transaction<DB>;

export interface Seed {
  trx: Trx;
  faker: Faker;
  now: Date;
  storage: FileStorage;
}

/**
 * Takes n ids from the global sequence up front, so parents and children can be linked in memory
 * and written in a few large INSERTs (ascending, so ids follow the order rows are built in).
 */
export async function reserveIds(s: Seed, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const { rows } = await sql<{
    id: number | string;
  }>`SELECT nextval('global_id_seq') AS id FROM generate_series(1, ${n}::int)`.execute(s.trx);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Gives each item an id from the sequence, in array order. */
export async function withIds<T extends object>(s: Seed, items: T[]): Promise<(T & { id: number })[]> {
  const ids = await reserveIds(s, items.length);
  return items.map((item, i) => Object.assign(item, { id: ids[i] }));
}

// PostgreSQL takes at most 65535 parameters per statement; stay well below.
const MAX_PARAMS = 20_000;

export async function insertRows<T extends keyof DB & string>(
  s: Seed,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Math.max(...rows.slice(0, 20).map((r) => Object.keys(r).length));
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    // The generic table name defeats Kysely's per-table typing; the rows are typed by the caller.
    await s.trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** A moment between `fromDaysAgo` and `toDaysAgo` days before now, at a plausible shop hour. */
export function pastMoment(s: Seed, fromDaysAgo: number, toDaysAgo = 0): Date {
  const ms = s.faker.number.int({ min: Math.round(toDaysAgo * DAY), max: Math.round(fromDaysAgo * DAY) });
  return new Date(s.now.getTime() - ms);
}

/** Lower-case ASCII words joined by `sep`: 'Vestido Midi Floral' → 'vestido-midi-floral'. */
export function slug(text: string, sep = '-'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^\\${sep}+|\\${sep}+$`, 'g'), '');
}

/**
 * Runs fn with Math.random drawn from the seeded faker: @brazilian-utils' generators use
 * Math.random, and the demo data must be the same on every run.
 */
export function seededRandom<T>(s: Seed, fn: () => T): T {
  const original = Math.random;
  Math.random = () => s.faker.number.float({ min: 0, max: 0.999_999 });
  try {
    return fn();
  } finally {
    Math.random = original;
  }
}

/** Runs tasks with at most `limit` in flight (image encoding runs on libuv's thread pool). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
