// 'Logo e Favicon' (/layout/ecommerce-image/logotipo/*): one row per store, uploads of images only
// (422 and nothing stored otherwise), the favicon's square PNGs of exactly 16/32/180/192/512 px on
// disk, the store's logo_url following the logo, delete by type, files gone after replace/delete,
// tenancy, and the public read (shape, 304, 404, nothing private).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_LIMIT, TOO_MANY_REQUESTS } from '../src/server/http/public-read.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createStore, createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
const BASE = '/layout/ecommerce-image/logotipo';
const NOT_AN_IMAGE = { logo: ['O arquivo enviado não é uma imagem válida'] };

describe.each(backends)('logo and favicon on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let logoPng: string;
  let wideJpeg: string;
  let ip = 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const transparent = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 0.6 } },
    })
      .png()
      .toBuffer();
    logoPng = `data:image/png;base64,${transparent.toString('base64')}`;
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3355cc' } })
      .jpeg()
      .toBuffer();
    wideJpeg = `data:image/jpeg;base64,${wide.toString('base64')}`;
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
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': `10.7.0.${++ip}`, ...headers } });
  const companyLogo = async (id: number) =>
    (await t.db.selectFrom('company').select('logo_url').where('id', '=', id).executeTakeFirstOrThrow())
      .logo_url;
  const rowsOf = (companyId: number) =>
    t.db.selectFrom('logo_set').selectAll().where('company_id', '=', companyId).execute();

  let saved: Row;

  it('refuses what is not an image (a PDF, a text file named .png): 422 on the field, nothing stored', async () => {
    const before = uploads();
    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n').toString('base64')}`;
    const text = `data:image/png;base64,${Buffer.from('só um texto com extensão .png').toString('base64')}`;
    for (const logo of [pdf, text]) {
      const res = await t.post(`${BASE}/save`, { logo }, w.userA);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(NOT_AN_IMAGE);
    }
    // An address is no upload: the logo is always a file sent.
    const address = await t.post(`${BASE}/save`, { logo: 'https://exemplo.com/logo.png' }, w.userA);
    expect(address.json().errors).toEqual({ logo: ['Por favor envie uma imagem'] });
    const both = await t.post(`${BASE}/save`, { logo: pdf, favIcon: text }, w.userA);
    expect(both.json().errors).toEqual({
      logo: ['O arquivo enviado não é uma imagem válida'],
      favIcon: ['O arquivo enviado não é uma imagem válida'],
    });
    expect(await rowsOf(w.storeA)).toEqual([]);
    expect(uploads()).toEqual(before);
    expect(await companyLogo(w.storeA)).toBeNull();
  });

  it('saves the logo and favicon: the favicon sizes exist on disk at exactly their px, logo_url follows', async () => {
    const res = await t.post(
      `${BASE}/save`,
      { logo: logoPng, favIcon: wideJpeg, company_id: w.storeB },
      w.userA,
    );
    expect(res.statusCode, res.body).toBe(201);
    saved = res.json();
    // A store user always saves for its own store, whatever company_id says.
    expect(saved.company_id).toBe(w.storeA);
    expect(saved.logo).toMatch(new RegExp(`^/uploads/${w.storeA}/layout/.+-logo\\.png$`));
    expect(saved.fav_icon).toMatch(new RegExp(`^/uploads/${w.storeA}/layout/.+-favicon\\.png$`));
    const favicons = saved.favicons as Record<string, string>;
    expect(Object.keys(favicons)).toEqual(['16', '32', '180', '192', '512']);
    for (const [size, url] of Object.entries(favicons)) {
      expect(url).toBe(String(saved.fav_icon).replace(/favicon\.png$/, `favicon-${size}.png`));
      const meta = await sharp(fileOf(url)).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], size).toEqual([
        'png',
        Number(size),
        Number(size),
        true,
      ]);
      expect((await get(url)).statusCode).toBe(200);
    }
    const logo = await sharp(fileOf(String(saved.logo))).metadata();
    expect([logo.format, logo.width, logo.height, logo.hasAlpha]).toEqual(['png', 600, 200, true]);
    expect(await companyLogo(w.storeA)).toBe(saved.logo);
    expect(await rowsOf(w.storeA)).toHaveLength(1);
  });

  it('keeps one row per store: a second save answers 422 and stores nothing', async () => {
    const before = uploads();
    const res = await t.post(`${BASE}/save`, { logo: logoPng }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ company_id: ['Esta loja já possui logo e favicon'] });
    expect(await rowsOf(w.storeA)).toHaveLength(1);
    expect(uploads()).toEqual(before);
  });

  it('lists the store row with its favicon sizes; another store sees none of it', async () => {
    const mine = await t.post(`${BASE}/index`, {}, w.userA);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ total: 1, data: [{ id: saved.id, favicons: saved.favicons }] });
    const theirs = await t.post(`${BASE}/index`, { company_id: w.storeA }, w.userB);
    expect(theirs.json()).toMatchObject({ total: 0, data: [] });
    const admin = await t.post(`${BASE}/index`, { company_id: w.storeA }, w.admin);
    expect(admin.json()).toMatchObject({ total: 1, data: [{ id: saved.id, company_name: 'Loja A' }] });
  });

  it('other stores can neither update nor delete the row (404), and nothing changes', async () => {
    for (const [path, body] of [
      ['update', { id: saved.id, logo: null }],
      ['delete', { id: saved.id, type: 'logo' }],
    ] as const) {
      const res = await t.post(`${BASE}/${path}`, body, w.userB);
      expect(res.statusCode, path).toBe(404);
    }
    // Without an id, a store user's delete is its own store's (B has none).
    expect((await t.post(`${BASE}/delete`, { type: 'logo', company_id: w.storeA }, w.userB)).statusCode).toBe(
      404,
    );
    expect((await rowsOf(w.storeA))[0]).toMatchObject({ logo: saved.logo, fav_icon: saved.fav_icon });
    expect(existsSync(fileOf(String(saved.logo)))).toBe(true);
  });

  it('replacing the logo stores the new files, removes the old ones after commit and updates logo_url', async () => {
    const res = await t.post(
      `${BASE}/update`,
      { id: saved.id, logo: wideJpeg, favIcon: saved.fav_icon },
      w.userA,
    );
    expect(res.statusCode, res.body).toBe(201);
    const updated = res.json();
    expect(updated.logo).not.toBe(saved.logo);
    expect(updated.fav_icon).toBe(saved.fav_icon);
    expect(existsSync(fileOf(String(saved.logo)))).toBe(false);
    expect(existsSync(fileOf(updated.logo))).toBe(true);
    expect(await companyLogo(w.storeA)).toBe(updated.logo);
    // A bad picture on update: 422, the stored ones untouched.
    const before = uploads();
    const bad = await t.post(`${BASE}/update`, { id: saved.id, favIcon: 'not-an-image' }, w.userA);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.favIcon).toHaveLength(1);
    expect(uploads()).toEqual(before);
    saved = updated;
  });

  it('replacing the favicon removes every size of the old one', async () => {
    const oldFiles = [saved.fav_icon, ...Object.values(saved.favicons as Record<string, string>)] as string[];
    const res = await t.post(`${BASE}/update`, { id: saved.id, favIcon: logoPng }, w.userA);
    expect(res.statusCode, res.body).toBe(201);
    for (const url of oldFiles) expect(existsSync(fileOf(url)), url).toBe(false);
    saved = res.json();
    for (const url of Object.values(saved.favicons as Record<string, string>))
      expect(existsSync(fileOf(url))).toBe(true);
  });

  it('delete by type: the favicon with its sizes, then the logo (logo_url cleared); the row stays', async () => {
    const missingType = await t.post(`${BASE}/delete`, { id: saved.id }, w.userA);
    expect(missingType.statusCode).toBe(422);
    expect(missingType.json().errors).toEqual({ type: ['Informe o tipo da imagem: logo ou favIcon'] });

    const favFiles = [saved.fav_icon, ...Object.values(saved.favicons as Record<string, string>)] as string[];
    const fav = await t.post(`${BASE}/delete`, { id: saved.id, type: 'favIcon' }, w.userA);
    expect(fav.statusCode, fav.body).toBe(200);
    expect(fav.json()).toMatchObject({ fav_icon: null, favicons: null, logo: saved.logo });
    for (const url of favFiles) expect(existsSync(fileOf(url))).toBe(false);
    expect(await companyLogo(w.storeA)).toBe(saved.logo);

    // Without an id: the caller's store's row.
    const logo = await t.post(`${BASE}/delete`, { type: 'logo' }, w.userA);
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json()).toMatchObject({ id: saved.id, logo: null, fav_icon: null });
    expect(existsSync(fileOf(String(saved.logo)))).toBe(false);
    expect(await companyLogo(w.storeA)).toBeNull();
    expect(await rowsOf(w.storeA)).toHaveLength(1);
    expect(uploads().filter((f) => f.includes(`/uploads/${w.storeA}/`))).toEqual([]);
  });

  it('an admin saves for the store it names; without one, 422 Loja', async () => {
    const none = await t.post(`${BASE}/save`, { logo: logoPng }, w.admin);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const res = await t.post(`${BASE}/save`, { favIcon: logoPng, company_id: w.storeB }, w.admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ company_id: w.storeB, logo: null });
    expect(await companyLogo(w.storeB)).toBeNull();
  });

  it('public read: no token, only name/logo/favIcon/favicons, 304 on its ETag, 404 unknown or inactive store', async () => {
    const url = `/api${BASE}/public/${w.storeB}`;
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['favIcon', 'favicons', 'logo', 'name']);
    const storeB = await t.db
      .selectFrom('company')
      .select('fantasy_name')
      .where('id', '=', w.storeB)
      .executeTakeFirstOrThrow();
    expect(body.name).toBe(storeB.fantasy_name);
    expect(body.logo).toBeNull();
    expect(body.favIcon).toMatch(/^\/uploads\/.+-favicon\.png$/);
    expect(Object.keys(body.favicons)).toEqual(['16', '32', '180', '192', '512']);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);

    // A store with no logo set: its name, the rest null.
    const bare = await createStore(t, 'Loja sem logo');
    expect((await get(`/api${BASE}/public/${bare}`)).json()).toEqual({
      name: 'Loja sem logo',
      logo: null,
      favIcon: null,
      favicons: null,
    });
    expect((await get(`/api${BASE}/public/999999`)).statusCode).toBe(404);
    await t.db.updateTable('company').set({ active: false }).where('id', '=', bare).execute();
    expect((await get(`/api${BASE}/public/${bare}`)).statusCode).toBe(404);
  });

  it('public read: absolute addresses only from PUBLIC_URL', async () => {
    process.env.PUBLIC_URL = 'https://painel.exemplo.com.br';
    try {
      const body = (await get(`/api${BASE}/public/${w.storeB}`, { host: 'evil.example' })).json();
      expect(body.favIcon).toMatch(/^https:\/\/painel\.exemplo\.com\.br\/uploads\//);
      for (const u of Object.values(body.favicons as Record<string, string>))
        expect(u).toMatch(/^https:\/\/painel\.exemplo\.com\.br\/uploads\/.+-favicon-\d+\.png$/);
      // The public address sent back on update keeps the stored picture.
      const [row] = (await t.post(`${BASE}/index`, {}, w.userB)).json().data;
      const kept = await t.post(`${BASE}/update`, { id: row.id, favIcon: body.favIcon }, w.userB);
      expect(kept.statusCode, kept.body).toBe(201);
      expect(kept.json().fav_icon).toBe(row.fav_icon);
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });

  it('public read: limited per IP (pt-BR 429), other addresses still served', async () => {
    const url = `/api${BASE}/public/${w.storeA}`;
    const from = { 'x-forwarded-for': '10.7.9.9' };
    for (let sent = 0; sent < PUBLIC_READ_LIMIT; sent += 20) {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url, headers: from })),
      );
      expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    }
    const refused = await t.app.inject({ method: 'GET', url, headers: from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_REQUESTS);
    expect((await get(url)).statusCode).toBe(200);
  });
});
