// Comment moderation through the API: a store lists its shoppers' comments
// (/customer-comments/index-panel-store; an admin every store's, with the store's name) and shows or
// hides each one (/customer-comments/active-comment, 201). Store staff moderate only: the generic
// save, update and delete answer 403 to them and change nothing; another store's comment is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;

describe.each(backends)('comment moderation on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let commentA: number;
  let commentB: number;

  const stored = (id: number) =>
    t.db.selectFrom('comment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const insert = async (company_id: number, name: string) =>
      (
        await t.db
          .insertInto('comment')
          .values({ company_id, name, message: `Comentário de ${name}`, address: 'Santos - SP' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    commentA = await insert(w.storeA, 'Alice');
    commentB = await insert(w.storeB, 'Bruno');
  });
  afterAll(() => t.close());

  it("lists only the store's own comments to its staff, every store's with the name to an admin", async () => {
    const mine = await t.post('/customer-comments/index-panel-store', {}, w.userA);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((r: Row) => r.id)).toEqual([commentA]);
    expect(mine.json().data[0]).toMatchObject({ name: 'Alice', show: false });

    const all = await t.post('/customer-comments/index-panel-store', {}, w.admin);
    expect(all.statusCode).toBe(200);
    const rows = all.json().data as Row[];
    expect(rows.map((r) => r.id).sort()).toEqual([commentA, commentB].sort());
    expect(rows.find((r) => r.id === commentB)?.company_name).toBeTruthy();

    const storeB = await t.post('/customer-comments/index-panel-store', { company_id: w.storeB }, w.admin);
    expect(storeB.json().data.map((r: Row) => r.id)).toEqual([commentB]);
  });

  it('shows and hides a comment of the own store with 201', async () => {
    const on = await t.post('/customer-comments/active-comment', { id: commentA, show: true }, w.userA);
    expect(on.statusCode).toBe(201);
    expect(on.json()).toMatchObject({ id: commentA, show: true, name: 'Alice' });
    expect((await stored(commentA)).show).toBe(true);
    const off = await t.post('/customer-comments/active-comment', { id: commentA, show: false }, w.userA);
    expect(off.statusCode).toBe(201);
    expect((await stored(commentA)).show).toBe(false);
  });

  it("answers 404 for another store's comment and changes nothing", async () => {
    const res = await t.post('/customer-comments/active-comment', { id: commentB, show: true }, w.userA);
    expect(res.statusCode).toBe(404);
    expect((await stored(commentB)).show).toBe(false);
  });

  it('an admin moderates any store', async () => {
    const res = await t.post('/customer-comments/active-comment', { id: commentB, show: true }, w.admin);
    expect(res.statusCode).toBe(201);
    expect((await stored(commentB)).show).toBe(true);
  });

  it('refuses bad input with a pt-BR 422 and stores nothing', async () => {
    for (const body of [{}, { id: commentA }, { id: commentA, show: 'sim' }, { id: 'x', show: true }]) {
      const res = await t.post('/customer-comments/active-comment', body, w.userA);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await stored(commentA)).show).toBe(false);
  });

  it("store staff cannot write, rewrite or delete a shopper's comment", async () => {
    const before = await stored(commentA);
    const save = await t.post('/customer-comments/save', { name: 'Falso', message: 'Inventado' }, w.userA);
    expect(save.statusCode).toBe(403);
    const update = await t.post(
      '/customer-comments/update',
      { id: commentA, message: 'Reescrito pela loja' },
      w.userA,
    );
    expect(update.statusCode).toBe(403);
    const remove = await t.post('/customer-comments/delete', { id: commentA }, w.userA);
    expect(remove.statusCode).toBe(403);
    expect(await stored(commentA)).toEqual(before);
    const count = await t.db
      .selectFrom('comment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', w.storeA)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('requires a session', async () => {
    expect((await t.post('/customer-comments/active-comment', { id: commentA, show: true })).statusCode).toBe(
      401,
    );
    expect((await t.post('/customer-comments/index-panel-store', {})).statusCode).toBe(401);
  });
});
