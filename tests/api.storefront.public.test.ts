// The storefront's public reads (src/server/http/public-read.ts): no token, one store each,
// only what the shop window shows, ETag with 304, 404 for an unknown or inactive store, 422 for a
// malformed store id, and a per-IP rate limit (429 in pt-BR) that leaves other clients served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_LIMIT, TOO_MANY_REQUESTS } from '../src/server/http/public-read.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

describe.each(backends)('public storefront reads on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let ip = 0;
  // Each test its own client address, so the rate limit of one does not reach another.
  const get = (url: string, headers: Record<string, string> = {}, from = `10.9.0.${++ip}`) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': from, ...headers } });

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    await t.db
      .insertInto('landing_image')
      .values([
        { company_id: w.storeA, name: 'Vitrine', link: 'https://cdn.exemplo.com.br/vitrine.jpg' },
        { company_id: w.storeA, name: 'Coleção', link: '/uploads/1/layout/x-landing.jpg' },
        { company_id: w.storeB, name: 'Outra loja', link: 'https://cdn.exemplo.com.br/b.jpg' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it("answers the store's home images without a token, never another store's", async () => {
    const res = await get(`/api/image-home/images/${w.storeA}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.name)).toEqual(['Vitrine', 'Coleção']);
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'link', 'name']);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 304 to a matching If-None-Match and 200 again once the images change', async () => {
    const first = await get(`/api/image-home/images/${w.storeA}`);
    const etag = first.headers.etag as string;
    const again = await get(`/api/image-home/images/${w.storeA}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.db
      .insertInto('landing_image')
      .values({ company_id: w.storeA, name: 'Nova', link: 'https://cdn.exemplo.com.br/nova.jpg' })
      .execute();
    const changed = await get(`/api/image-home/images/${w.storeA}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 for an unknown or inactive store and 422 for a malformed id', async () => {
    expect((await get('/api/image-home/images/999999')).statusCode).toBe(404);
    await t.db.updateTable('company').set({ active: false }).where('id', '=', w.storeB).execute();
    const inactive = await get(`/api/image-home/images/${w.storeB}`);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe('Registro não encontrado.');
    await t.db.updateTable('company').set({ active: true }).where('id', '=', w.storeB).execute();
    const bad = await get('/api/image-home/images/abc');
    expect(bad.statusCode).toBe(422);
  });

  it('limits each IP to the public read limit per minute, with a pt-BR 429, other IPs still served', async () => {
    const from = '10.9.1.1';
    const codes: number[] = [];
    // In bursts of ten, as a crawler would send them.
    for (let sent = 0; sent < PUBLIC_READ_LIMIT; sent += 10) {
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => get(`/api/image-home/images/${w.storeA}`, {}, from)),
      );
      codes.push(...burst.map((a) => a.statusCode));
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(PUBLIC_READ_LIMIT);
    const answers = [await get(`/api/image-home/images/${w.storeA}`, {}, from)];
    const refused = answers[0]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe(TOO_MANY_REQUESTS);
    expect((await get(`/api/image-home/images/${w.storeA}`, {}, '10.9.1.2')).statusCode).toBe(200);
    expect((await t.post('/users/store-check', {}, w.userA)).statusCode).toBe(200);
  });

  it('serves the first PUBLIC_READ_LIMIT of a burst sent all at once and refuses only the rest', async () => {
    // The package's store handed every request the same counter: such a burst was refused whole.
    const burst = await Promise.all(
      Array.from({ length: PUBLIC_READ_LIMIT + 10 }, () =>
        get(`/api/image-home/images/${w.storeA}`, {}, '10.9.3.1'),
      ),
    );
    const codes = burst.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(PUBLIC_READ_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it('makes uploaded addresses absolute on PUBLIC_URL, whatever Host the client sends', async () => {
    const saved = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = 'https://painel.exemplo.com.br';
    try {
      const res = await get(`/api/image-home/images/${w.storeA}`, { host: 'evil.example' });
      const links = (res.json() as Array<{ link: string }>).map((r) => r.link);
      expect(links).toContain('https://painel.exemplo.com.br/uploads/1/layout/x-landing.jpg');
      expect(links).toContain('https://cdn.exemplo.com.br/vitrine.jpg');
      expect(links.some((l) => l.includes('evil.example'))).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved;
    }
  });
});
