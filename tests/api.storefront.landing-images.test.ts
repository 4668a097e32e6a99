// Landing images (/Images): add by address ({name, link, company_id}; 'URL inválida. Insira um URL
// válido.'), add by upload (stored at most 1800 px JPEG, its address the link; images only), fetch
// per store, delete with the store's own file, tenancy, and the public read's shape.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

const BAD_URL = { link: ['URL inválida. Insira um URL válido.'] };

describe.each(backends)('landing images on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let bigPng: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const picture = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#aa5500' } })
      .png()
      .toBuffer();
    bigPng = `data:image/png;base64,${picture.toString('base64')}`;
  });
  afterAll(() => t?.close());

  const uploads = (): string[] => {
    const root = join(t.dataDir, 'uploads');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name))
      .sort();
  };
  const fileOf = (url: string) => join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
  const rowsOf = (companyId: number) =>
    t.db.selectFrom('landing_image').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

  it('adds by address; a bad one answers 422 with the spec words and stores nothing', async () => {
    for (const link of ['not a url', 'javascript:alert(1)', 'ftp://exemplo.com/x.jpg', '']) {
      const res = await t.post('/images/save', { name: 'x', link }, w.userA);
      expect(res.statusCode, link).toBe(422);
      expect(res.json().errors, link).toEqual(
        link === '' ? { link: ['Por favor insira URL da imagem'] } : BAD_URL,
      );
    }
    expect(await rowsOf(w.storeA)).toEqual([]);
    const res = await t.post(
      '/images/save',
      { name: 'Vitrine', link: 'https://cdn.exemplo.com.br/vitrine.jpg', company_id: w.storeB },
      w.userA,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      company_id: w.storeA,
      name: 'Vitrine',
      link: 'https://cdn.exemplo.com.br/vitrine.jpg',
    });
  });

  it('adds by upload: a JPEG of at most 1800 px whose stored address is the link', async () => {
    const res = await t.post('/images/upload', { name: 'Coleção', base64: bigPng }, w.userA);
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({ company_id: w.storeA, name: 'Coleção' });
    expect(row.link).toMatch(new RegExp(`^/uploads/${w.storeA}/layout/.+-landing\\.jpg$`));
    const meta = await sharp(fileOf(row.link)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1800, 900]);
    expect((await t.app.inject({ method: 'GET', url: row.link })).statusCode).toBe(200);
  });

  it('refuses an upload that is not an image (PDF, renamed text): 422, no row, no file', async () => {
    const before = uploads();
    const rows = (await rowsOf(w.storeA)).length;
    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n%âãÏÓ\n').toString('base64')}`;
    const text = `data:image/jpeg;base64,${Buffer.from('texto renomeado para .jpg').toString('base64')}`;
    for (const base64 of [pdf, text]) {
      const res = await t.post('/images/upload', { name: 'x', base64 }, w.userA);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ base64: ['O arquivo enviado não é uma imagem válida'] });
    }
    const none = await t.post('/images/upload', { name: 'x' }, w.userA);
    expect(none.json().errors).toEqual({ base64: ['Por favor envie uma imagem'] });
    expect(await rowsOf(w.storeA)).toHaveLength(rows);
    expect(uploads()).toEqual(before);
  });

  it("fetches only the caller's store; an admin names the store and must name one to add", async () => {
    const mine = await t.post('/images/index', {}, w.userA);
    expect(mine.json().total).toBe(2);
    expect((await t.post('/images/index', { company_id: w.storeA }, w.userB)).json().total).toBe(0);
    expect((await t.post('/images/index', { company_id: w.storeA }, w.admin)).json().total).toBe(2);
    const missing = await t.post('/images/upload', { base64: bigPng }, w.admin);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const forB = await t.post('/images/upload', { base64: bigPng, company_id: w.storeB }, w.admin);
    expect(forB.statusCode, forB.body).toBe(201);
    expect(forB.json().link).toMatch(new RegExp(`^/uploads/${w.storeB}/layout/`));
  });

  it("deletes a row with its uploaded file; another store's delete is a 404", async () => {
    const [byUrl, uploaded] = await rowsOf(w.storeA);
    expect((await t.post('/images/delete', { id: uploaded.id }, w.userB)).statusCode).toBe(404);
    expect(existsSync(fileOf(uploaded.link))).toBe(true);
    const res = await t.post('/images/delete', { id: uploaded.id }, w.userA);
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(fileOf(uploaded.link))).toBe(false);
    // An outside address has no file here: the row goes, nothing else.
    expect((await t.post('/images/delete', { id: byUrl.id }, w.userA)).statusCode).toBe(200);
    expect(await rowsOf(w.storeA)).toEqual([]);
  });

  it("never removes another store's file, nor one another row of the store still shows", async () => {
    const [ofB] = await rowsOf(w.storeB);
    // Store A points at store B's uploaded picture, then deletes its row: B's file stays.
    const pointer = await t.post('/images/save', { name: 'Cópia', link: ofB.link }, w.userA);
    expect(pointer.statusCode, pointer.body).toBe(201);
    await t.post('/images/delete', { id: pointer.json().id }, w.userA);
    expect(existsSync(fileOf(ofB.link))).toBe(true);
    // The same address twice in store B: the file stays until the last row goes.
    const twin = await t.post('/images/save', { link: ofB.link, company_id: w.storeB }, w.admin);
    await t.post('/images/delete', { id: ofB.id }, w.admin);
    expect(existsSync(fileOf(ofB.link))).toBe(true);
    await t.post('/images/delete', { id: twin.json().id }, w.admin);
    expect(existsSync(fileOf(ofB.link))).toBe(false);
  });

  it('public read keeps its shape [{id, name, link}], no private field', async () => {
    await t.post('/images/save', { name: 'Pública', link: 'https://cdn.exemplo.com.br/p.jpg' }, w.userA);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/image-home/images/${w.storeA}`,
      headers: { 'x-forwarded-for': '10.8.0.1' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = res.json();
    expect(Object.keys(row).sort()).toEqual(['id', 'link', 'name']);
    expect(row).toMatchObject({ name: 'Pública', link: 'https://cdn.exemplo.com.br/p.jpg' });
  });
});
