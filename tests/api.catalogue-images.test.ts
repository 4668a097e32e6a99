// Product photos: upload of a real JPEG (two renditions served with a long cache), refusal of what is
// not an image, colour/relevance changes, delete with the files, and other stores kept out.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
const NOT_FOUND = { message: 'Registro não encontrado.' };

describe.each(backends)('product images on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let productA: number;
  let productB: number;
  let jpeg: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    productA = (await createProduct(t, w.userA)).id;
    productB = (await createProduct(t, w.userB)).id;
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#cc3333' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    jpeg = `data:image/jpeg;base64,${photo.toString('base64')}`;
  });
  afterAll(() => t?.close());

  /** Every file under the uploads folder. */
  const uploads = (): string[] => {
    const root = join(t.dataDir, 'uploads');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name));
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const save = async (body: Row, token = w.userA) => {
    const res = await t.post('/product-image/save', { product_id: productA, base64: jpeg, ...body }, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Row;
  };

  it('stores a JPEG as a thumbnail and a full-size rendition served with a long cache', async () => {
    const res = await t.post(
      '/product-image/save',
      {
        product_id: productA,
        base64: jpeg,
        color: 'azul',
        relevance: 3,
        link_video: 'https://video.exemplo.com/v/1',
      },
      w.userA,
    );
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({
      product_id: productA,
      company_id: w.storeA,
      color: 'Azul',
      relevance: 3,
      link_video: 'https://video.exemplo.com/v/1',
    });
    expect(image.img_name).toMatch(/^\/uploads\/.+-$/);
    for (const [suffix, size] of [
      ['300.jpg', 300],
      ['1000.jpg', 1000],
    ] as const) {
      const file = await get(`${image.img_name}${suffix}`);
      expect(file.statusCode, suffix).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['cache-control']).toMatch(/max-age=31536000/);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBe(size);
    }
    expect((await t.post('/product-image/show', { id: image.id }, w.userA)).json()).toEqual(image);
  });

  it('refuses what is not an image, with every field error at once, and stores nothing', async () => {
    const files = uploads().length;
    const text = `data:image/jpeg;base64,${Buffer.from('isto não é uma foto').toString('base64')}`;
    const cases: Array<[Row, Record<string, string[]>]> = [
      [{ base64: text }, { base64: ['O arquivo enviado não é uma imagem válida'] }],
      [{ base64: 'não é base64!' }, { base64: ['Por favor envie uma imagem'] }],
      [{ base64: undefined }, { base64: ['Por favor envie uma imagem'] }],
      [
        { base64: text, relevance: 16 },
        {
          base64: ['O arquivo enviado não é uma imagem válida'],
          relevance: ['Relevância deve ser no máximo 15'],
        },
      ],
      [{ relevance: 0 }, { relevance: ['Relevância deve ser no mínimo 1'] }],
      [{ product_id: undefined }, { product_id: ['Por favor insira Produto'] }],
      [{ link_video: 'não é link' }, { link_video: ['Link do Vídeo deve ser um endereço http(s) válido'] }],
    ];
    for (const [body, errors] of cases) {
      const payload: Row = { product_id: productA, base64: jpeg, ...body };
      for (const k of Object.keys(payload)) if (payload[k] === undefined) delete payload[k];
      const res = await t.post('/product-image/save', payload, w.userA);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(uploads()).toHaveLength(files);
  });

  it("does not attach a photo to another store's product", async () => {
    const files = uploads().length;
    const before = await t.db.selectFrom('product_image').select('id').execute();
    const res = await t.post(
      '/product-image/save',
      { product_id: productB, base64: jpeg, company_id: w.storeB },
      w.userA,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ product_id: ['Produto não encontrado(a)'] });
    expect(await t.db.selectFrom('product_image').select('id').execute()).toHaveLength(before.length);
    expect(uploads()).toHaveLength(files);
  });

  it("lists a product's photos by relevance", async () => {
    const definition = await t.db
      .selectFrom('product')
      .select(['definition_id', 'category_id'])
      .where('id', '=', productA)
      .executeTakeFirstOrThrow();
    const other = (
      await t.post(
        '/product/save',
        { name: 'Outra', ...definition, gender: 'u', price: '1.00', description: 'Outra' },
        w.userA,
      )
    ).json().id;
    const third = await save({ product_id: other, relevance: 9 });
    const second = await save({ product_id: other, relevance: 2 });
    const first = await save({ product_id: other, relevance: 1 });
    const page = (await t.post('/product-image/index', { product_id: other }, w.userA)).json();
    expect(page.data.map((i: Row) => i.id)).toEqual([first.id, second.id, third.id]);
    expect((await t.post('/product-image/index', { product_id: other }, w.userB)).json().total).toBe(0);
  });

  it('changes colour, relevance and video link (201)', async () => {
    const image = await save({ color: 'Azul', relevance: 1 });
    const res = await t.post(
      '/product-image/change-color',
      {
        id: image.id,
        product_id: productA,
        relevance: 5,
        color: 'verde',
        link_video: 'https://video.exemplo.com/v/2',
      },
      w.userA,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: image.id,
      color: 'Verde',
      relevance: 5,
      link_video: 'https://video.exemplo.com/v/2',
      img_name: image.img_name,
    });
    const bad = await t.post(
      '/product-image/change-color',
      { id: image.id, product_id: productA, relevance: 20, color: 'Azul', link_video: null },
      w.userA,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ relevance: ['Relevância deve ser no máximo 15'] });
    // The photo must be the named product's.
    const wrong = await t.post(
      '/product-image/change-color',
      { id: image.id, product_id: productB, relevance: 2, color: 'Rosa' },
      w.userA,
    );
    expect(wrong.statusCode).toBe(404);
    expect((await t.post('/product-image/show', { id: image.id }, w.userA)).json()).toMatchObject({
      color: 'Verde',
      relevance: 5,
    });
  });

  it('deletes a photo and its files', async () => {
    const image = await save({});
    const res = await t.post('/product-image/delete', { id: image.id }, w.userA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: image.id });
    expect((await get(`${image.img_name}300.jpg`)).statusCode).toBe(404);
    expect((await get(`${image.img_name}1000.jpg`)).statusCode).toBe(404);
    expect((await t.post('/product-image/show', { id: image.id }, w.userA)).statusCode).toBe(404);
    expect((await t.post('/product-image/delete', { id: image.id }, w.userA)).statusCode).toBe(404);
  });

  it("keeps other stores away from a store's photos", async () => {
    const image = await save({ color: 'Azul', relevance: 4 });
    for (const [path, body] of [
      ['/product-image/show', { id: image.id }],
      ['/product-image/change-color', { id: image.id, product_id: productA, relevance: 1, color: 'Roubada' }],
      ['/product-image/update', { id: image.id, color: 'Roubada' }],
      ['/product-image/delete', { id: image.id }],
    ] as const) {
      const res = await t.post(path, body, w.userB);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await get(`${image.img_name}1000.jpg`)).statusCode).toBe(200);
    expect((await t.post('/product-image/show', { id: image.id }, w.userA)).json()).toEqual(image);
  });
});
