// The in-memory table of signed-in users (src/server/auth/session-cache.ts) on its own: what it
// serves, for how long, and that a lookup racing a drop never stores what it read.
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/server/auth/session-cache.js';
import type { SessionUser } from '../src/server/auth/sessions.js';

const maria: SessionUser = {
  id: 7,
  name: 'Maria',
  email: 'maria@teste.dev',
  admin: false,
  full_permission: true,
  company_id: 3,
};
const joao: SessionUser = { ...maria, id: 8, name: 'João', email: 'joao@teste.dev' };
const now = Date.UTC(2026, 10, 28, 12);
const inAnHour = new Date(now + 3_600_000);

describe('SessionCache', () => {
  it('serves what it stored, until the session ends or 15 s have passed since the read', () => {
    const cache = new SessionCache<SessionUser>();
    cache.store(cache.mark(), 'a', maria, new Date(now + 10_000), now);
    cache.store(cache.mark(), 'b', joao, inAnHour, now);
    expect(cache.get('a', now + 9_999)).toEqual(maria);
    expect(cache.get('a', now + 10_000)).toBeUndefined();
    expect(cache.get('b', now + 14_999)).toEqual(joao);
    expect(cache.get('b', now + 15_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops every token of a user, and only theirs', () => {
    const cache = new SessionCache<SessionUser>();
    cache.store(cache.mark(), 'a1', maria, inAnHour, now);
    cache.store(cache.mark(), 'a2', maria, inAnHour, now);
    cache.store(cache.mark(), 'b', joao, inAnHour, now);
    cache.dropUser(maria.id);
    expect(cache.get('a1', now)).toBeUndefined();
    expect(cache.get('a2', now)).toBeUndefined();
    expect(cache.get('b', now)).toEqual(joao);
  });

  it('does not store a row read before a drop (a logout that raced the lookup)', () => {
    const cache = new SessionCache<SessionUser>();
    const before = cache.mark();
    cache.dropUser(99);
    cache.store(before, 'a', maria, inAnHour, now);
    expect(cache.get('a', now)).toBeUndefined();
    const cleared = cache.mark();
    cache.clear();
    cache.store(cleared, 'a', maria, inAnHour, now);
    expect(cache.get('a', now)).toBeUndefined();
    cache.store(cache.mark(), 'a', maria, inAnHour, now);
    expect(cache.get('a', now)).toEqual(maria);
  });

  it('serves and stores nothing while the change feed is down', () => {
    let listening = false;
    const cache = new SessionCache<SessionUser>(() => listening);
    cache.store(cache.mark(), 'a', maria, inAnHour, now);
    listening = true;
    expect(cache.get('a', now)).toBeUndefined();
    cache.store(cache.mark(), 'a', maria, inAnHour, now);
    expect(cache.get('a', now)).toEqual(maria);
    listening = false;
    expect(cache.get('a', now)).toBeUndefined();
  });

  it('holds at most 10,000 tokens, the oldest going first', () => {
    const cache = new SessionCache<SessionUser>();
    for (let n = 0; n <= 10_000; n++) cache.store(cache.mark(), `t${n}`, maria, inAnHour, now);
    expect(cache.size).toBe(10_000);
    expect(cache.get('t0', now)).toBeUndefined();
    expect(cache.get('t1', now)).toEqual(maria);
    expect(cache.get('t10000', now)).toEqual(maria);
  });
});
