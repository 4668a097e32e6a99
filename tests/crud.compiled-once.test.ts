// compiledOnce (crud/compiled-once.ts): a statement built and scoped once per reader key, then run
// with each call's value. Checked on what reaches the driver, without a database.
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/server/db/connect.js';
import { compiledOnce } from '../src/server/crud/compiled-once.js';
import { StoreFilterPlugin } from '../src/server/tenancy/store-filter.js';
import { noDatabase } from './helpers/no-database.js';

function database() {
  const { db, sent } = noDatabase();
  return { db: db as unknown as Database, sent };
}

const byIds = (built: { count: number }) =>
  compiledOnce<{ db: Database }, { id: number }, { ids: number[] }>(['ids'], ({ db }, { ids }) => {
    built.count++;
    return db
      .selectFrom('product as t')
      .select('t.id')
      .where(sql<boolean>`t.id = any(${ids}::int[])`);
  });

describe('compiledOnce', () => {
  it('builds once per key and sends each call its own value, scoped as the first build was', async () => {
    const { db, sent } = database();
    const store7 = db.withPlugin(new StoreFilterPlugin(7));
    const built = { count: 0 };
    const statement = byIds(built);
    await statement.run({ db: store7 }, 'store 7', { ids: [1, 2] });
    await statement.run({ db: store7 }, 'store 7', { ids: [3] });
    expect(built.count).toBe(1);
    expect(sent.map((q) => q.sql)).toEqual([
      'select "t"."id" from "product" as "t" where (t.id = any($1::int[])) and "t"."company_id" = $2',
      'select "t"."id" from "product" as "t" where (t.id = any($1::int[])) and "t"."company_id" = $2',
    ]);
    expect(sent.map((q) => q.parameters)).toEqual([
      [[1, 2], 7],
      [[3], 7],
    ]);

    // Another key is another reader: built again, with its own scope.
    const store8 = db.withPlugin(new StoreFilterPlugin(8));
    await statement.run({ db: store8 }, 'store 8', { ids: [4] });
    await statement.run({ db }, 'all', { ids: [5] });
    expect(built.count).toBe(3);
    expect(sent.slice(2).map((q) => [q.sql, q.parameters])).toEqual([
      [
        'select "t"."id" from "product" as "t" where (t.id = any($1::int[])) and "t"."company_id" = $2',
        [[4], 8],
      ],
      ['select "t"."id" from "product" as "t" where t.id = any($1::int[])', [[5]]],
    ]);
  });

  it('puts each named value wherever its slot is used, and keeps the values baked in', async () => {
    const { db, sent } = database();
    const store7 = db.withPlugin(new StoreFilterPlugin(7));
    type Values = { pattern: string; limit: number; offset: number };
    const page = compiledOnce<{ db: Database }, { id: number }, Values>(
      ['pattern', 'limit', 'offset'],
      ({ db: handle }, { pattern, limit, offset }) =>
        handle
          .selectFrom('buy as t')
          .select('t.id')
          .where('t.status', 'in', [1, 7])
          .where((eb) => eb.or([eb('t.people_name', 'ilike', pattern), eb('t.email', 'ilike', pattern)]))
          .orderBy('t.id', 'desc')
          .limit(limit)
          .offset(offset),
    );
    await page.run({ db: store7 }, 'store 7', { pattern: '%ana%', limit: 25, offset: 0 });
    await page.run({ db: store7 }, 'store 7', { pattern: '%bia%', limit: 10, offset: 30 });
    const text =
      'select "t"."id" from "buy" as "t" where ("t"."status" in ($1, $2) and ("t"."people_name" ilike $3 or ' +
      '"t"."email" ilike $4)) and "t"."company_id" = $5 order by "t"."id" desc limit $6 offset $7';
    expect(sent.map((q) => [q.sql, q.parameters])).toEqual([
      [text, [1, 7, '%ana%', '%ana%', 7, 25, 0]],
      [text, [1, 7, '%bia%', '%bia%', 7, 10, 30]],
    ]);
  });

  it('refuses a statement that uses none of its slots', async () => {
    const { db } = database();
    const build = vi.fn(({ db: handle }: { db: Database }) => handle.selectFrom('product').select('id'));
    await expect(compiledOnce(['ids'], build).run({ db }, 'all', { ids: [1] })).rejects.toThrow(
      /uses none of its slots/,
    );
  });
});
