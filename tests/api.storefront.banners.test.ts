// The store's banner set (/layout/ecommerce-image/*) and its public read: uploads of images
// (resized with the banner presets) and videos (MP4/WebM, known by content), 7 per list at most, one
// set per store, one-banner delete, files replaced or deleted leaving the disk after the commit, bad
// files refused with nothing stored, tenancy, and GET /api/layout/ecommerce-image/public/{id}.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_MESSAGES, MAX_BANNER_VIDEO_BYTES } from '../src/shared/banners.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
interface Item {
  img_id: number;
  src: string;
  link: string | null;
  kind: string;
}
interface SetView {
  id: number | null;
  company_id: number;
  items: Item[];
  items_mobile: Item[];
  interval: number;
  frame_rate: string;
}
const NOT_FOUND = { message: 'Registro não encontrado.' };

/** A JPEG of that size as a data URL. */
const jpegOf = async (width: number, height: number, background = '#3366cc') =>
  `data:image/jpeg;base64,${(
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer()
  ).toString('base64')}`;
/** The start of an MP4 (ftyp box, brand isom) followed by filler: enough for the content check. */
const mp4Bytes = (size = 4096, brand = 'isom') => {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41', 'latin1'),
  ]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
};
const webmBytes = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.alloc(2000, 3),
  ]);

describe.each(backends)('banners on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let wide: string;
  let square: string;
  let ip = 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    wide = await jpegOf(2400, 900);
    square = await jpegOf(1200, 1200, '#cc3333');
  });
  afterAll(() => t?.close());

  /** Every file under the uploads folder, as URL paths ('/uploads/…'). */
  const uploads = (): string[] => {
    const root = join(t.dataDir, 'uploads');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => '/uploads/' + join(d.parentPath, d.name).slice(root.length + 1));
  };
  const onDisk = (src: string) => uploads().includes(src);
  const fileOf = (src: string) => join(t.dataDir, 'uploads', src.slice('/uploads/'.length));
  const index = async (token: string, body: Row = {}) => {
    const res = await t.post('/layout/ecommerce-image/index', body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SetView;
  };
  const publicGet = (companyId: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/layout/ecommerce-image/public/${companyId}`,
      headers: { 'x-forwarded-for': `10.8.0.${++ip}`, ...headers },
    });
  /** Removes a store's set (and forgets its files) so each test starts from no set. */
  const reset = async (companyId: number) => {
    await t.db.deleteFrom('banner_set').where('company_id', '=', companyId).execute();
  };

  it('answers the defaults while a store has no set, to the panel and to the storefront', async () => {
    await reset(w.storeA);
    expect(await index(w.userA)).toEqual({
      id: null,
      company_id: w.storeA,
      items: [],
      items_mobile: [],
      interval: 5000,
      frame_rate: '3/8',
    });
    const res = await publicGet(w.storeA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], itemsMobile: [], interval: 5000, frameRate: '3/8' });
  });

  it('saves images resized to the desktop and mobile presets, with links, interval and ratio', async () => {
    await reset(w.storeA);
    const res = await t.post(
      '/layout/ecommerce-image/save',
      {
        items: [{ base64: wide, link: 'https://loja.exemplo.com.br/verao' }, { base64: square }],
        itemsMobile: [{ base64: wide, link: '/promocoes' }],
        interval: 7000,
        frameRate: '2/5',
      },
      w.userA,
    );
    expect(res.statusCode, res.body).toBe(201);
    const set = res.json() as SetView;
    expect(set.id).toEqual(expect.any(Number));
    expect(set.interval).toBe(7000);
    expect(set.frame_rate).toBe('2/5');
    expect(set.items.map((i) => [i.link, i.kind])).toEqual([
      ['https://loja.exemplo.com.br/verao', 'image'],
      [null, 'image'],
    ]);
    expect(set.items_mobile.map((i) => i.link)).toEqual(['/promocoes']);
    for (const item of [...set.items, ...set.items_mobile]) {
      expect(item.src).toMatch(new RegExp(`^/uploads/${w.storeA}/layout/`));
      expect(onDisk(item.src)).toBe(true);
    }
    const size = async (src: string) => {
      const meta = await sharp(fileOf(src)).metadata();
      return [meta.width, meta.height];
    };
    expect(await size(set.items[0]!.src)).toEqual([1800, 675]);
    expect(await size(set.items[1]!.src)).toEqual([1200, 1200]);
    expect(await size(set.items_mobile[0]!.src)).toEqual([1000, 375]);
    // Ids of the banners are distinct: the one-banner delete names them.
    const ids = [...set.items, ...set.items_mobile].map((i) => i.img_id);
    expect(new Set(ids).size).toBe(3);
    expect(await index(w.userA)).toEqual(set);
  });

  it('keeps one set per store: a second save is a 422 and the database refuses a second row', async () => {
    await reset(w.storeA);
    expect((await t.post('/layout/ecommerce-image/save', { items: [] }, w.userA)).statusCode).toBe(201);
    const again = await t.post('/layout/ecommerce-image/save', { items: [{ base64: wide }] }, w.userA);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ company_id: ['Esta loja já possui um conjunto de banners'] });
    await expect(
      t.db
        .insertInto('banner_set')
        .values({ company_id: w.storeA, items: '[]', items_mobile: '[]' })
        .execute(),
    ).rejects.toThrow();
    const rows = await t.db
      .selectFrom('banner_set')
      .select('id')
      .where('company_id', '=', w.storeA)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts videos by their content, whatever name or type they claim, stored as sent', async () => {
    await reset(w.storeA);
    const mp4 = mp4Bytes();
    const res = await t.post(
      '/layout/ecommerce-image/save',
      {
        // A data URL that claims a JPEG: the bytes say MP4.
        items: [{ base64: `data:image/jpeg;base64,${mp4.toString('base64')}`, link: '/video' }],
        items_mobile: [{ base64: webmBytes().toString('base64') }],
      },
      w.userA,
    );
    expect(res.statusCode, res.body).toBe(201);
    const set = res.json() as SetView;
    expect(set.items[0]).toMatchObject({ kind: 'video', link: '/video' });
    expect(set.items[0]!.src).toMatch(/\.mp4$/);
    expect(set.items_mobile[0]!.src).toMatch(/\.webm$/);
    expect(set.items_mobile[0]!.kind).toBe('video');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(fileOf(set.items[0]!.src)).equals(mp4)).toBe(true);
  });

  it('refuses bad files, too-large videos and an 8th banner with pt-BR 422s, storing nothing', async () => {
    await reset(w.storeA);
    const before = uploads();
    const cases: Array<[Row, Record<string, string[]>]> = [
      [
        { items: [{ base64: wide }, { base64: Buffer.from('%PDF-1.4 não é imagem').toString('base64') }] },
        { items: [`Banner 2: ${BANNER_MESSAGES.badFile}`] },
      ],
      [
        // An MP4 name and type on a text file.
        {
          items_mobile: [{ base64: 'data:video/mp4;base64,' + Buffer.from('olá mundo').toString('base64') }],
        },
        { items_mobile: [`Banner mobile 1: ${BANNER_MESSAGES.badFile}`] },
      ],
      [
        // HEIC shares the MP4 box layout; its brand says picture.
        { items: [{ base64: mp4Bytes(4096, 'heic').toString('base64') }] },
        { items: [`Banner 1: ${BANNER_MESSAGES.badFile}`] },
      ],
      [
        { items: [{ base64: mp4Bytes(MAX_BANNER_VIDEO_BYTES + 1024).toString('base64') }] },
        { items: [`Banner 1: ${BANNER_MESSAGES.videoTooHeavy}`] },
      ],
      [{ items: Array.from({ length: 8 }, () => ({ base64: wide })) }, { items: ['No máximo 7 banners'] }],
      [
        { items: [{ base64: wide, link: 'javascript:alert(1)' }] },
        { items: ['Banner 1: Link inválido. Insira um URL válido.'] },
      ],
      [{ items: [{ img_id: 123456 }] }, { items: ['Banner 1: banner não encontrado'] }],
      [
        { interval: 500, frame_rate: '61/8', items: [] },
        { interval: expect.any(Array), frame_rate: expect.any(Array) },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await t.post('/layout/ecommerce-image/save', body, w.userA);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(uploads()).toEqual(before);
    expect(
      await t.db.selectFrom('banner_set').select('id').where('company_id', '=', w.storeA).execute(),
    ).toEqual([]);
    const bad = await t.post('/layout/ecommerce-image/save', { frame_rate: '0/8' }, w.userA);
    expect(bad.json().errors.frame_rate).toEqual([
      'Proporção inválida: altura e largura de 1 a 60 (ex.: 3/8)',
    ]);
    expect(BANNER_MESSAGES.videoTooHeavy).toBe('O vídeo deve ter no máximo 15 MB');
  });

  it('update reorders kept banners, changes links, and removes replaced files only after the commit', async () => {
    await reset(w.storeA);
    const saved = (
      await t.post(
        '/layout/ecommerce-image/save',
        { items: [{ base64: wide }, { base64: square }, { base64: wide }] },
        w.userA,
      )
    ).json() as SetView;
    const [a, b, c] = saved.items as [Item, Item, Item];
    const res = await t.post(
      '/layout/ecommerce-image/update',
      {
        id: saved.id,
        // c first, then a with a link; b replaced by a new upload.
        items: [{ img_id: c.img_id }, { img_id: a.img_id, link: '/novo' }, { base64: square, link: '/b2' }],
        interval: 3000,
      },
      w.userA,
    );
    expect(res.statusCode, res.body).toBe(201);
    const set = res.json() as SetView;
    expect(set.items.map((i) => i.img_id).slice(0, 2)).toEqual([c.img_id, a.img_id]);
    expect(set.items.map((i) => i.link)).toEqual([null, '/novo', '/b2']);
    expect(set.interval).toBe(3000);
    expect(set.frame_rate).toBe('3/8');
    expect(onDisk(a.src) && onDisk(c.src) && onDisk(set.items[2]!.src)).toBe(true);
    expect(onDisk(b.src)).toBe(false);

    // A failing update (a bad file beside a good one) keeps the stored set and every file.
    const files = uploads();
    const failed = await t.post(
      '/layout/ecommerce-image/update',
      { id: saved.id, items: [{ base64: wide }, { base64: 'bm90IGEgZmlsZQ==' }] },
      w.userA,
    );
    expect(failed.statusCode).toBe(422);
    expect(uploads()).toEqual(files);
    expect(await index(w.userA)).toEqual(set);
  });

  it('a write that fails at the commit removes no file of the set it leaves in place, and the files it wrote', async () => {
    await reset(w.storeA);
    const saved = (
      await t.post('/layout/ecommerce-image/save', { items: [{ base64: wide }, { base64: square }] }, w.userA)
    ).json() as SetView;
    // A check the database makes only at the commit, after the handler has finished.
    await sql`create or replace function banner_test_fail() returns trigger language plpgsql as $$
      begin
        if new.interval = 4242 then raise exception 'interval 4242' using errcode = '23514'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create constraint trigger banner_test_fail after update on banner_set
      deferrable initially deferred for each row execute function banner_test_fail()`.execute(t.db);
    try {
      const before = uploads();
      const failed = await t.post(
        '/layout/ecommerce-image/update',
        { id: saved.id, items: [{ img_id: saved.items[1]!.img_id }, { base64: square }], interval: 4242 },
        w.userA,
      );
      expect(failed.statusCode).toBe(422);
      // The banner it dropped is still on disk: its removal waited for a commit that never came.
      expect(onDisk(saved.items[0]!.src)).toBe(true);
      // The picture it uploaded for the row that was never stored is gone with the rollback.
      expect(uploads().sort()).toEqual(before.sort());
      expect(await index(w.userA)).toEqual(saved);
      const deleted = await t.post('/layout/ecommerce-image/delete', { id: saved.items[0]!.img_id }, w.userA);
      expect(deleted.statusCode).toBe(200);
    } finally {
      await sql`drop trigger banner_test_fail on banner_set`.execute(t.db);
      await sql`drop function banner_test_fail()`.execute(t.db);
    }
    // The committed delete did remove its banner's file.
    expect(onDisk(saved.items[1]!.src)).toBe(true);
    expect(onDisk(saved.items[0]!.src)).toBe(false);
    expect((await index(w.userA)).items).toEqual([saved.items[1]]);
  });

  it('delete {id, mobile?} removes ONE banner from one list and its file, leaving the rest', async () => {
    await reset(w.storeA);
    const saved = (
      await t.post(
        '/layout/ecommerce-image/save',
        {
          items: [{ base64: wide }, { base64: square }],
          items_mobile: [{ base64: wide }, { base64: square }],
        },
        w.userA,
      )
    ).json() as SetView;
    const [d1, d2] = saved.items as [Item, Item];
    const [m1, m2] = saved.items_mobile as [Item, Item];
    const res = await t.post('/layout/ecommerce-image/delete', { id: d1.img_id }, w.userA);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SetView).items).toEqual([d2]);
    expect((res.json() as SetView).items_mobile).toEqual([m1, m2]);
    expect(onDisk(d1.src)).toBe(false);
    expect(onDisk(d2.src)).toBe(true);
    // A desktop id is not found in the mobile list, and the other way round.
    expect(
      (await t.post('/layout/ecommerce-image/delete', { id: d2.img_id, mobile: true }, w.userA)).json(),
    ).toEqual(NOT_FOUND);
    const mobile = await t.post('/layout/ecommerce-image/delete', { id: m2.img_id, mobile: true }, w.userA);
    expect(mobile.statusCode).toBe(200);
    expect(await index(w.userA)).toMatchObject({ items: [d2], items_mobile: [m1] });
    expect(onDisk(m2.src)).toBe(false);
    expect(onDisk(m1.src)).toBe(true);
    expect(
      (await t.post('/layout/ecommerce-image/delete', { id: m2.img_id, mobile: true }, w.userA)).statusCode,
    ).toBe(404);
    expect((await t.post('/layout/ecommerce-image/delete', {}, w.userA)).statusCode).toBe(422);
  });

  it('keeps each store to its own set; an admin names the store', async () => {
    await reset(w.storeA);
    await reset(w.storeB);
    const a = (
      await t.post('/layout/ecommerce-image/save', { items: [{ base64: wide }] }, w.userA)
    ).json() as SetView;
    // B's user sees its own (empty) set, whatever company_id it sends.
    expect(await index(w.userB, { company_id: w.storeA })).toMatchObject({ id: null, company_id: w.storeB });
    const update = await t.post('/layout/ecommerce-image/update', { id: a.id, items: [] }, w.userB);
    expect(update.statusCode).toBe(404);
    const del = await t.post(
      '/layout/ecommerce-image/delete',
      { id: a.items[0]!.img_id, company_id: w.storeA },
      w.userB,
    );
    expect(del.statusCode).toBe(404);
    // A's banner cannot be borrowed into B's set by its id or its address.
    const borrow = await t.post(
      '/layout/ecommerce-image/save',
      { company_id: w.storeA, items: [{ img_id: a.items[0]!.img_id }, { src: a.items[0]!.src }] },
      w.userB,
    );
    expect(borrow.statusCode).toBe(422);
    expect(onDisk(a.items[0]!.src)).toBe(true);
    expect(await index(w.userA)).toEqual(a);

    const noStore = await t.post('/layout/ecommerce-image/index', {}, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    expect(await index(w.admin, { company_id: w.storeA })).toEqual(a);
    const byAdmin = await t.post(
      '/layout/ecommerce-image/save',
      { company_id: w.storeB, items_mobile: [{ base64: square }] },
      w.admin,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect((byAdmin.json() as SetView).items_mobile[0]!.src).toMatch(
      new RegExp(`^/uploads/${w.storeB}/layout/`),
    );
    expect(await index(w.userB)).toEqual(byAdmin.json());
    expect((await t.post('/layout/ecommerce-image/index', {})).statusCode).toBe(401);
  });

  it('public read: no token, only src/link/kind, ETag with 304, 404 for unknown or inactive stores', async () => {
    await reset(w.storeA);
    const saved = (
      await t.post(
        '/layout/ecommerce-image/save',
        {
          items: [{ base64: wide, link: '/verao' }, { base64: webmBytes().toString('base64') }],
          frame_rate: '1/3',
        },
        w.userA,
      )
    ).json() as SetView;
    const res = await publicGet(w.storeA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { src: saved.items[0]!.src, link: '/verao', kind: 'image' },
        { src: saved.items[1]!.src, link: null, kind: 'video' },
      ],
      itemsMobile: [],
      interval: 5000,
      frameRate: '1/3',
    });
    expect(res.body).not.toMatch(/img_id|company_id|"id"/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = res.headers.etag as string;
    expect((await publicGet(w.storeA, { 'if-none-match': etag })).statusCode).toBe(304);
    await t.post('/layout/ecommerce-image/update', { id: saved.id, interval: 9000 }, w.userA);
    const changed = await publicGet(w.storeA, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().interval).toBe(9000);

    expect((await publicGet(999999)).statusCode).toBe(404);
    await t.db.updateTable('company').set({ active: false }).where('id', '=', w.storeA).execute();
    try {
      expect((await publicGet(w.storeA)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('company').set({ active: true }).where('id', '=', w.storeA).execute();
    }

    const previous = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = 'https://loja.exemplo.com.br';
    try {
      const absolute = (await publicGet(w.storeA)).json();
      expect(absolute.items[0].src).toBe(`https://loja.exemplo.com.br${saved.items[0]!.src}`);
    } finally {
      if (previous === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = previous;
    }
  });
});
