// The signed-in users of recent calls are kept in memory (src/server/auth/session-cache.ts), so a
// call does not ask the database who is calling; and a session that ends, or a user who changes,
// holds on the very next call, whoever made the change: a request of this process (logout, an
// admin's edit) or a write the process never saw (another API process, a script), which reaches it
// through the database's notification (migration 0028, src/server/db/notifications.ts).
import { CompiledQuery, type LogEvent, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHANNEL } from '../src/server/auth/session-cache.js';
import { listenerName } from '../src/server/db/notifications.js';
import { settleNotifications } from '../src/server/db/notifications.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createUser, createWorld, login, type World } from './helpers/fixtures.js';

const SESSION_INVALID = 'Sessão inválida ou expirada. Faça login novamente.';

describe.each(backends)('the session cache on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const statements: LogEvent['query'][] = [];
  const record = (event: LogEvent) => statements.push(event.query);
  /** Statements that read or write the session table while `work` runs. */
  async function sessionQueriesDuring(work: () => Promise<unknown>): Promise<number> {
    statements.length = 0;
    await work();
    return statements.filter((s) => /"session"/.test(s.sql)).length;
  }
  const check = (token: string) => t.post('/users/store-check', {}, token);

  beforeAll(async () => {
    t = await startTestApp(backend, { log: record });
    w = await createWorld(t);
  });
  afterAll(async () => t?.close());

  it('a repeated call does not ask the database who is calling', async () => {
    expect((await check(w.userA)).statusCode).toBe(200);
    const queries = await sessionQueriesDuring(async () => {
      for (let n = 0; n < 3; n++) {
        const res = await t.post('/brand/index', {}, w.userA);
        expect(res.statusCode, res.body).toBe(200);
      }
    });
    expect(queries).toBe(0);
  });

  it('a logout ends the token on the next call, though it was served from memory', async () => {
    const token = await login(t, 'a@teste.dev', 'senha123');
    expect((await check(token)).statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(200);
    expect((await t.post('/users/logout', {}, token)).statusCode).toBe(200);
    const after = await check(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_INVALID);
    // The other sessions of the same user go on.
    expect((await check(w.userA)).statusCode).toBe(200);
  });

  it('an admin’s edit of a user is seen on that user’s next call', async () => {
    const id = await createUser(t, { email: 'muda@teste.dev', password: 'senha123', company_id: w.storeA });
    const token = await login(t, 'muda@teste.dev', 'senha123');
    expect((await check(token)).json()).toMatchObject({ id, company_id: w.storeA, full_permission: false });
    const saved = await t.post(
      '/users/update-if-admin',
      { id, name: 'Muda de Nome', full_permission: true },
      w.admin,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await check(token)).json()).toMatchObject({ id, name: 'Muda de Nome', full_permission: true });
  });

  it('a change written straight to the database, outside any call, holds on the next call', async () => {
    const id = await createUser(t, { email: 'fora@teste.dev', password: 'senha123', company_id: w.storeA });
    const token = await login(t, 'fora@teste.dev', 'senha123');
    const other = await login(t, 'fora@teste.dev', 'senha123');
    expect((await check(token)).statusCode).toBe(200);
    expect((await check(other)).statusCode).toBe(200);

    // As another API process or a script would: the database tells every listener at commit.
    await t.db.updateTable('users').set({ name: 'Nome Novo' }).where('id', '=', id).execute();
    await settleNotifications(t.db);
    expect((await check(token)).json().name).toBe('Nome Novo');

    await t.db.updateTable('users').set({ company_id: w.storeB }).where('id', '=', id).execute();
    await settleNotifications(t.db);
    expect((await check(token)).json().company_id).toBe(w.storeB);
    // The store it now acts for is the new one: its lists are store B's.
    const brands = await t.post('/brand/index', {}, token);
    expect(brands.statusCode, brands.body).toBe(200);

    await t.db.deleteFrom('session').where('user_id', '=', id).execute();
    await settleNotifications(t.db);
    expect((await check(token)).statusCode).toBe(401);
    expect((await check(other)).statusCode).toBe(401);

    const again = await login(t, 'fora@teste.dev', 'senha123');
    expect((await check(again)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ active: false }).where('id', '=', id).execute();
    await settleNotifications(t.db);
    expect((await check(again)).statusCode).toBe(401);
  });

  it.skipIf(backend.name !== 'postgres')(
    'a lost listening connection comes back, and changes made meanwhile are not served stale',
    async () => {
      const id = await createUser(t, {
        email: 'perde@teste.dev',
        password: 'senha123',
        company_id: w.storeA,
      });
      const token = await login(t, 'perde@teste.dev', 'senha123');
      expect((await check(token)).json().name).toBeTruthy();
      const listeners = async () =>
        (
          await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = ${listenerName(SESSION_CHANNEL)}`.execute(
            t.db,
          )
        ).rows.map((r) => r.pid);
      const [before] = await listeners();
      expect(before).toBeGreaterThan(0);
      // The listener's backend ends (a server restart, an operator) and a write lands meanwhile.
      // (Waits up to 5 s for the backend to be gone.)
      await sql`SELECT pg_terminate_backend(${before}, 5000)`.execute(t.db);
      await t.db.updateTable('users').set({ name: 'Durante a Queda' }).where('id', '=', id).execute();
      expect((await check(token)).json().name).toBe('Durante a Queda');

      // It listens again on a new connection, and what is written after is heard.
      let after: number | undefined;
      for (let n = 0; n < 100 && !after; n++) {
        after = (await listeners()).find((pid) => pid !== before);
        if (!after) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(after).toBeGreaterThan(0);
      expect((await check(token)).statusCode).toBe(200);
      await t.db.updateTable('users').set({ name: 'Depois da Volta' }).where('id', '=', id).execute();
      await settleNotifications(t.db);
      expect((await check(token)).json().name).toBe('Depois da Volta');
    },
    30_000,
  );

  it.skipIf(backend.name !== 'postgres')('the lookup of a token reads the unique index', async () => {
    statements.length = 0;
    const token = await login(t, 'b@teste.dev', 'senha123');
    const index = statements.length;
    expect((await check(token)).statusCode).toBe(200);
    const lookup = statements.slice(index).find((s) => /from "session"/.test(s.sql));
    expect(lookup).toBeDefined();
    // The statement as the API ran it, planned on this database with table scans priced out: the
    // unique index on lower(token_hash) is the only way to it.
    const plan = await t.db.connection().execute(async (conn) => {
      await sql`SET enable_seqscan = off`.execute(conn);
      try {
        return await conn.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN ${lookup!.sql}`, [...lookup!.parameters]),
        );
      } finally {
        await sql`RESET enable_seqscan`.execute(conn);
      }
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('uq_session_lowertoken_hash');
  });
});
