// The Facebook catalogue: the public feed (GET /api/facebook-integration/show/{company_id}, CSV in
// Meta's format, no token) and the panel's report (/report/facebook-catalog), field by field, with
// their filters, what they leave out (inactive or sold-out products, other stores) and their 422s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_LIMIT, TOO_MANY_REQUESTS } from '../src/server/http/public-read.js';
import { feedCacheStats } from '../src/server/reports/feed-cache.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';

const HEADER = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'gender',
  'sale_price',
  'sale_price_effective_date',
  'product_type',
];

/** RFC 4180: fields split on commas, quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe.each(backends)('Facebook catalogue on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const ids: Record<string, number> = {};

  const feed = (path: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/facebook-integration/show/${path}`,
      // A Host of the client's choosing must not reach the links (they come from PUBLIC_URL).
      headers: { host: 'evil.example', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  /** The feed's rows by product id, each as {column: value}. */
  async function feedRows(path: string): Promise<Map<number, Record<string, string>>> {
    const res = await feed(path);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(HEADER);
    return new Map(
      rows.map((r) => [
        Number(r[0]),
        Object.fromEntries(header.map((h, i) => [h, r[i]])) as Record<string, string>,
      ]),
    );
  }

  const savedPublicUrl = process.env.PUBLIC_URL;
  beforeAll(async () => {
    process.env.PUBLIC_URL = 'https://painel.exemplo.com.br/';
    t = await startTestApp(backend);
    w = await createWorld(t);
    await t.db
      .updateTable('company')
      .set({ page_url: 'https://modaviva.com.br/' })
      .where('id', '=', w.storeA)
      .execute();
    const brand = await t.db
      .insertInto('brand')
      .values({ company_id: w.storeA, name: 'Viva' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const dress = await createProduct(t, w.userA, {
      name: 'Vestido Midi',
      gender: 'f',
      price: '129.90',
      brand_id: brand.id,
      description: 'Descrição da loja',
      facebook_description: 'Vestido leve, com "alças" finas e tecido de viscose fresquinho',
    });
    const sub = await t.db
      .insertInto('sub_category')
      .values({
        name: 'Midi',
        definition_id: dress.definition_id as number,
        category_id: dress.category_id as number,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.dress = dress.id;
    ids.shirt = (
      await createProduct(t, w.userA, {
        name: 'Camisa',
        gender: 'm',
        price: '50',
        description: '<p>Camisa de <b>linho</b></p>',
      })
    ).id;
    ids.inactive = (await createProduct(t, w.userA, { name: 'Inativo', gender: 'm' })).id;
    ids.soldOut = (await createProduct(t, w.userA, { name: 'Esgotado', gender: 'm' })).id;
    ids.expired = (
      await createProduct(t, w.userA, { name: 'Promo vencida', gender: 'u', price: '20.00' })
    ).id;
    ids.other = (await createProduct(t, w.userB, { name: 'Da outra loja', gender: 'm' })).id;

    const set = (id: number, values: Record<string, unknown>) =>
      t.db.updateTable('product').set(values).where('id', '=', id).execute();
    await set(ids.dress, { stock_control: false, subcategory_id: sub.id });
    await set(ids.shirt, { stock_control: true, balance: 3 });
    await set(ids.inactive, { active: false, stock_control: false });
    await set(ids.soldOut, { stock_control: true, balance: 0 });
    await set(ids.expired, { stock_control: false });
    await set(ids.other, { stock_control: false });

    await t.db
      .insertInto('product_image')
      .values([
        {
          company_id: w.storeA,
          product_id: ids.dress,
          img_name: '/uploads/1/products/segunda-',
          relevance: 2,
        },
        {
          company_id: w.storeA,
          product_id: ids.dress,
          img_name: '/uploads/1/products/primeira-',
          relevance: 1,
        },
      ])
      .execute();
    await t.db
      .insertInto('product_promotion')
      .values([
        {
          company_id: w.storeA,
          product_id: ids.dress,
          start_date: '2020-01-01T03:00:00Z',
          end_date: '2099-12-31T12:00:00Z',
          no_period: false,
          discount_value: '30.00',
          discount_percent: 23.09,
          active: true,
        },
        {
          company_id: w.storeA,
          product_id: ids.expired,
          start_date: '2020-01-01T03:00:00Z',
          end_date: '2020-02-01T03:00:00Z',
          no_period: false,
          discount_value: '5.00',
          discount_percent: 25,
          active: true,
        },
      ])
      .execute();
  });
  afterAll(async () => {
    if (savedPublicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = savedPublicUrl;
    await t?.close();
  });

  it('answers the store catalogue as CSV without a token, field by field', async () => {
    const res = await feed(String(w.storeA));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = await feedRows(String(w.storeA));
    expect([...rows.keys()].sort((a, b) => a - b)).toEqual([ids.dress, ids.shirt, ids.expired]);
    expect(rows.get(ids.dress)).toEqual({
      id: String(ids.dress),
      title: 'Vestido Midi',
      description: 'Vestido leve, com "alças" finas e tecido de viscose fresquinho',
      availability: 'in stock',
      condition: 'new',
      price: '129.90 BRL',
      link: `https://modaviva.com.br/produto/${ids.dress}`,
      image_link: 'https://painel.exemplo.com.br/uploads/1/products/primeira-1000.jpg',
      brand: 'Viva',
      gender: 'female',
      sale_price: '99.90 BRL',
      sale_price_effective_date: '2020-01-01T00:00-03:00/2099-12-31T09:00-03:00',
      product_type: 'Camisetas > Midi',
    });
    expect(rows.get(ids.shirt)).toEqual({
      id: String(ids.shirt),
      title: 'Camisa',
      description: 'Camisa de linho',
      availability: 'in stock',
      condition: 'new',
      price: '50.00 BRL',
      link: `https://modaviva.com.br/produto/${ids.shirt}`,
      image_link: '',
      brand: '',
      gender: 'male',
      sale_price: '',
      sale_price_effective_date: '',
      product_type: 'Camisetas',
    });
    // A promotion that ended gives no sale price.
    expect(rows.get(ids.expired)).toMatchObject({ price: '20.00 BRL', sale_price: '', gender: 'unisex' });
  });

  it('quotes fields holding commas and quotes (RFC 4180)', async () => {
    const res = await feed(String(w.storeA));
    expect(res.body).toContain('"Vestido leve, com ""alças"" finas e tecido de viscose fresquinho"');
    expect(res.body.startsWith(`${HEADER.join(',')}\r\n`)).toBe(true);
  });

  it('filters by gender and by the catalogue description', async () => {
    expect([...(await feedRows(`${w.storeA}?gender=m`)).keys()]).toEqual([ids.shirt]);
    expect([...(await feedRows(`${w.storeA}?gender=f`)).keys()]).toEqual([ids.dress]);
    expect([...(await feedRows(`${w.storeA}?face_description=true`)).keys()]).toEqual([ids.dress]);
    expect([...(await feedRows(`${w.storeA}?face_description=true&gender=m`)).keys()]).toEqual([]);
    expect((await feedRows(`${w.storeA}?face_description=false`)).size).toBe(3);
  });

  it("never shows another store's products, and gives no private data", async () => {
    const a = await feed(String(w.storeA));
    expect(a.body).not.toContain('Da outra loja');
    expect(a.body).not.toContain('Inativo');
    expect(a.body).not.toContain('Esgotado');
    const b = await feedRows(String(w.storeB));
    expect([...b.keys()]).toEqual([ids.other]);
    // The store has no page_url: no link rather than a wrong one.
    expect(b.get(ids.other)?.link).toBe('');
  });

  it('404 for an unknown or inactive store; 422 (pt-BR JSON) for a bad query', async () => {
    expect((await feed('999999')).statusCode).toBe(404);
    await t.db.updateTable('company').set({ active: false }).where('id', '=', w.storeB).execute();
    const inactive = await feed(String(w.storeB));
    await t.db.updateTable('company').set({ active: true }).where('id', '=', w.storeB).execute();
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ message: 'Registro não encontrado.' });

    const badGender = await feed(`${w.storeA}?gender=x`);
    expect(badGender.statusCode).toBe(422);
    expect(badGender.headers['content-type']).toMatch(/application\/json/);
    expect(badGender.json().errors.gender).toEqual(['Gênero inválido: use m, f ou u']);
    const badFlag = await feed(`${w.storeA}?face_description=talvez`);
    expect(badFlag.statusCode).toBe(422);
    expect(badFlag.json().errors.face_description).toBeDefined();
    const badStore = await feed('abc');
    expect(badStore.statusCode).toBe(422);
    expect(badStore.json().errors.company_id).toBeDefined();
  });

  it('the report pages the same rows; a store user only ever gets its own store', async () => {
    const own = await t.post(
      '/report/facebook-catalog',
      { company_id: w.storeB, itens_per_page: 2 },
      w.userA,
    );
    expect(own.statusCode, own.body).toBe(200);
    const page = own.json();
    expect(page.total).toBe(3);
    expect(page.last_page).toBe(2);
    expect(page.data.map((r: { id: number }) => r.id)).toEqual([ids.dress, ids.shirt]);
    const rows = await feedRows(String(w.storeA));
    const dress = page.data[0];
    // The same row; the image link is absolute on PUBLIC_URL.
    for (const column of HEADER.filter((c) => c !== 'image_link'))
      expect(String(dress[column]), column).toBe(rows.get(ids.dress)![column]);
    expect(dress.image_link).toBe('https://painel.exemplo.com.br/uploads/1/products/primeira-1000.jpg');

    const filtered = await t.post(
      '/report/facebook-catalog',
      { gender: 'f', only_facebook_description: true },
      w.userA,
    );
    expect(filtered.json().data.map((r: { id: number }) => r.id)).toEqual([ids.dress]);

    const admin = await t.post('/report/facebook-catalog', { company_id: w.storeB }, w.admin);
    expect(admin.json().data.map((r: { id: number }) => r.id)).toEqual([ids.other]);
  });

  it('report: 401 without a token, 422 for an admin without a store or bad filters', async () => {
    expect((await t.post('/report/facebook-catalog', {})).statusCode).toBe(401);
    const noStore = await t.post('/report/facebook-catalog', {}, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors.company_id).toEqual(['Selecione uma loja.']);
    const bad = await t.post('/report/facebook-catalog', { gender: 'o', itens_per_page: 0 }, w.userA);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['gender', 'itens_per_page']);
  });

  it('limits the public feed per IP (pt-BR 429) without touching other clients', async () => {
    const from = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/facebook-integration/show/${w.storeA}`,
        headers: { 'x-forwarded-for': ip },
      });
    const codes: number[] = [];
    for (let sent = 0; sent < PUBLIC_READ_LIMIT; sent += 10)
      codes.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => from('10.8.0.1')))).map((r) => r.statusCode),
      );
    expect(codes.every((c) => c === 200)).toBe(true);
    const refused = await from('10.8.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_REQUESTS);
    expect((await from('10.8.0.2')).statusCode).toBe(200);
  });

  it('writes a product name a spreadsheet would run as a formula as text', async () => {
    // Through the API, as a store renames it (a direct change would wait for the cache's TTL).
    const rename = async (name: string) =>
      expect((await t.post('/product/update', { id: ids.shirt, name }, w.userA)).statusCode).toBe(202);
    await rename('=HYPERLINK("http://x.example";"Camisa")');
    try {
      const rows = await feedRows(String(w.storeA));
      expect(rows.get(ids.shirt)!.title).toBe('\'=HYPERLINK("http://x.example";"Camisa")');
    } finally {
      await rename('Camisa');
    }
  });
  describe('cache', () => {
    const setName = (id: number, name: string) =>
      t.db.updateTable('product').set({ name }).where('id', '=', id).execute();
    const apiRename = async (id: number, name: string, token = w.userA) =>
      expect((await t.post('/product/update', { id, name }, token)).statusCode).toBe(202);

    it("keeps the body until the store's catalogue changes through the API", async () => {
      const before = (await feed(String(w.storeA))).body;
      const otherBefore = (await feed(String(w.storeB))).body;
      // Changes the API does not see reach the feed only when the kept body expires.
      await setName(ids.shirt, 'Camisa Polo');
      await setName(ids.other, 'Outra Loja Renomeada');
      try {
        expect((await feed(String(w.storeA))).body).toBe(before);
        await apiRename(ids.dress, 'Vestido Longo');
        const after = (await feed(String(w.storeA))).body;
        expect(after).toContain('Vestido Longo');
        expect(after).toContain('Camisa Polo');
        // Another store's feed is not dropped by this store's change.
        expect((await feed(String(w.storeB))).body).toBe(otherBefore);
        // An admin's change (any store) drops every store's feeds.
        await apiRename(ids.dress, 'Vestido Midi', w.admin);
        expect((await feed(String(w.storeB))).body).toContain('Outra Loja Renomeada');
        expect((await feed(String(w.storeA))).body).toContain('Vestido Midi');
      } finally {
        await setName(ids.shirt, 'Camisa');
        await setName(ids.other, 'Da outra loja');
        await apiRename(ids.shirt, 'Camisa');
      }
    });

    it('concurrent identical requests share one generation', async () => {
      // Parameters no other test asked for: nothing kept yet.
      const path = `${w.storeA}?gender=u&face_description=false`;
      const started = feedCacheStats.generations;
      const answers = await Promise.all(Array.from({ length: 5 }, () => feed(path)));
      expect(feedCacheStats.generations - started).toBe(1);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(answers[0].body).toContain('Promo vencida');
      // And the next one is answered from the kept body.
      await feed(path);
      expect(feedCacheStats.generations - started).toBe(1);
    });

    it('answers an ETag and 304 when the client already has the body', async () => {
      const first = await feed(String(w.storeA));
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/facebook-integration/show/${w.storeA}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await t.app.inject({
        method: 'GET',
        url: `/api/facebook-integration/show/${w.storeA}`,
        headers: { 'if-none-match': '"outro"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
      // After a change the body and its ETag differ.
      await apiRename(ids.shirt, 'Camisa Nova');
      try {
        const changed = await feed(String(w.storeA));
        expect(changed.headers.etag).not.toBe(etag);
        expect(changed.body).toContain('Camisa Nova');
      } finally {
        await apiRename(ids.shirt, 'Camisa');
      }
    });

    it('FEED_CACHE_SECONDS=0 turns the cache off: every request reads the database', async () => {
      const saved = process.env.FEED_CACHE_SECONDS;
      process.env.FEED_CACHE_SECONDS = '0';
      try {
        await feed(String(w.storeA));
        await setName(ids.shirt, 'Camisa Direta');
        const fresh = await feed(String(w.storeA));
        expect(fresh.statusCode).toBe(200);
        expect(fresh.body).toContain('Camisa Direta');
        expect(fresh.headers.etag).toBeUndefined();
        const started = feedCacheStats.generations;
        await Promise.all([feed(String(w.storeA)), feed(String(w.storeA))]);
        expect(feedCacheStats.generations - started).toBe(2);
      } finally {
        if (saved === undefined) delete process.env.FEED_CACHE_SECONDS;
        else process.env.FEED_CACHE_SECONDS = saved;
        await apiRename(ids.shirt, 'Camisa');
      }
    });
  });
});
