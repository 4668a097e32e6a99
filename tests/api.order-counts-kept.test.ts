// The order menu's counts and the unsearched order lists' totals, kept in memory between calls
// (src/server/orders/lists.ts over crud/list-totals.ts), as a client sees them: read once, then
// exact again on the next call after any write that moves them — an order added, removed, moved or
// changing status, through the API or straight to the database (another API process, a script),
// heard through the database's notification (migration 0030). Other order writes tell nobody.
import { type LogEvent, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleNotifications } from '../src/server/db/notifications.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, orderRow, type World } from './helpers/fixtures.js';

describe.each(backends)('order counts kept between calls on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let seq = 0;
  const statements: string[] = [];
  const record = (event: LogEvent) => statements.push(event.query.sql);

  /** The answer, and whether the call read the stored counts (row_count). */
  async function call(path: string, body: Record<string, unknown>, token = w.userA) {
    statements.length = 0;
    const res = await t.post(path, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return { json: res.json(), read: statements.some((s) => /from "row_count"/.test(s)) };
  }
  const counts = (token = w.userA, body: Record<string, unknown> = {}) => call('/buy/counts', body, token);
  const pendingTotal = async (token = w.userA) =>
    (await call('/buy/getPendingBuys', {}, token)).json.total as number;

  /** Orders written straight to the database, as the storefront (another process) writes them. */
  async function insertOrders(companyId: number, ...statuses: number[]): Promise<number[]> {
    const rows = statuses.map((status) => orderRow(companyId, status, ++seq));
    return (await t.db.insertInto('buy').values(rows).returning('id').execute()).map((r) => r.id);
  }

  beforeAll(async () => {
    t = await startTestApp(backend, { log: record });
    w = await createWorld(t);
    await insertOrders(w.storeA, 1, 1, 2, 4);
    await insertOrders(w.storeB, 1);
    await settleNotifications(t.db);
  });
  afterAll(async () => t?.close());

  it('reads the stored counts once, then answers from memory', async () => {
    const first = await counts();
    expect(first.json).toMatchObject({ pending: 2, sortingOut: 1, finished: 1 });
    expect(first.read).toBe(true);
    const second = await counts();
    expect(second.json).toEqual(first.json);
    expect(second.read).toBe(false);
    expect(await pendingTotal()).toBe(2);
    const again = await call('/buy/getPendingBuys', {}, w.userA);
    expect(again.json.total).toBe(2);
    expect(again.read).toBe(false);
  });

  it('is exact again after orders are added, change status or are removed straight in the database', async () => {
    const before = (await counts()).json;
    const [added] = await insertOrders(w.storeA, 1);
    await settleNotifications(t.db);
    const afterInsert = (await counts()).json;
    expect(afterInsert.pending).toBe(before.pending + 1);
    expect(afterInsert.latest_id).toBe(added);
    expect(await pendingTotal()).toBe(before.pending + 1);

    await t.db.updateTable('buy').set({ status: 2 }).where('id', '=', added).execute();
    await settleNotifications(t.db);
    expect((await counts()).json).toMatchObject({
      pending: before.pending,
      sortingOut: before.sortingOut + 1,
    });
    expect(await pendingTotal()).toBe(before.pending);

    await t.db.deleteFrom('buy').where('id', '=', added).execute();
    await settleNotifications(t.db);
    expect((await counts()).json).toEqual(before);
  });

  it('is exact on the next call after a status change through the API', async () => {
    const before = (await counts()).json;
    const [order] = await insertOrders(w.storeA, 2);
    await settleNotifications(t.db);
    expect((await counts()).json.sortingOut).toBe(before.sortingOut + 1);
    const sent = await t.post(
      '/buy/status-change',
      { buy_id: order, status: 3, delivery_code: 'AB123456789BR' },
      w.userA,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    // No waiting: this process drops what it kept as its own write commits.
    expect((await counts()).json).toMatchObject({
      sortingOut: before.sortingOut,
      inTransit: before.inTransit + 1,
    });
  });

  it('an order write that moves no count keeps them: the stored counts are not read again', async () => {
    await counts();
    await t.db
      .updateTable('buy')
      .set({ people_name: 'Outro nome' })
      .where('company_id', '=', w.storeA)
      .execute();
    await settleNotifications(t.db);
    expect((await counts()).read).toBe(false);
    // Skewed straight in row_count (no order written): still the kept answer, until an order moves.
    const skew = (by: number) =>
      sql`UPDATE row_count SET n = n + ${by} WHERE company_id = ${w.storeA} AND entity = 'buy' AND key = '1'`.execute(
        t.db,
      );
    const kept = (await counts()).json.pending;
    await skew(100);
    try {
      expect((await counts()).json.pending).toBe(kept);
    } finally {
      await skew(-100);
    }
  });

  it('each store has its own; an admin’s counts over every store move with any store’s order', async () => {
    const all = (await counts(w.admin)).json;
    const storeB = (await counts(w.admin, { company_id: w.storeB })).json;
    expect(storeB.pending).toBe(1);
    expect((await counts(w.userB)).json.pending).toBe(1);
    await insertOrders(w.storeB, 1);
    await settleNotifications(t.db);
    expect((await counts(w.admin)).json.pending).toBe(all.pending + 1);
    expect((await counts(w.admin, { company_id: w.storeB })).json.pending).toBe(2);
    expect((await counts(w.userB)).json.pending).toBe(2);
    expect(await pendingTotal(w.userB)).toBe(2);
  });
});
