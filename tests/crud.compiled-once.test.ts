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
  compiledOnce<{ db: Database }, { id: number }>(({ db }, ids) => {
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
    await statement.run({ db: store7 }, 'store 7', [1, 2]);
    await statement.run({ db: store7 }, 'store 7', [3]);
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
    await statement.run({ db: store8 }, 'store 8', [4]);
    await statement.run({ db }, 'all', [5]);
    expect(built.count).toBe(3);
    expect(sent.slice(2).map((q) => [q.sql, q.parameters])).toEqual([
      [
        'select "t"."id" from "product" as "t" where (t.id = any($1::int[])) and "t"."company_id" = $2',
        [[4], 8],
      ],
      ['select "t"."id" from "product" as "t" where t.id = any($1::int[])', [[5]]],
    ]);
  });

  it('refuses a statement that does not use its slot', async () => {
    const { db } = database();
    const build = vi.fn(({ db: handle }: { db: Database }) => handle.selectFrom('product').select('id'));
    await expect(compiledOnce(build).run({ db }, 'all', [1])).rejects.toThrow(/does not use its slot/);
  });
});
