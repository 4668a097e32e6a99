// Bad pictures never give a 500: whatever is sent as a product photo (truncated, lying about its size,
// not a picture, not a string, too heavy), /product-image/save answers 422 with a pt-BR message on
// `base64`, and neither a product_image row nor a file is left behind.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';
import { animation, dataUrl, noisy, picture, SVG, withJpegSize, withPngSize } from './helpers/images.js';

type Row = Record<string, unknown>;

const INVALID = 'O arquivo enviado não é uma imagem válida';
const UNSUPPORTED = 'Formato de imagem não aceito: envie JPEG, PNG ou WebP';
const MISSING = 'Por favor envie uma imagem';
const TOO_HEAVY = 'A imagem deve ter no máximo 10 MB';
const TOO_LARGE = 'A imagem é grande demais (máximo 25 megapixels)';

describe.each(backends)('product photo uploads on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let product: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    product = (await createProduct(t, w.userA)).id;
  });
  afterAll(() => t?.close());

  const uploads = (): string[] => {
    const root = join(t.dataDir, 'uploads');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name));
  };
  const rows = async () => (await t.db.selectFrom('product_image').select('id').execute()).length;

  /** Sends each value as the photo; every one must be a 422 with its message and store nothing. */
  async function expectRefused(cases: Array<[string, unknown, string]>) {
    const files = uploads();
    const before = await rows();
    for (const [name, base64, message] of cases) {
      const res = await t.post('/product-image/save', { product_id: product, base64 }, w.userA);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(422);
      expect(res.json(), name).toEqual({
        message: 'Os dados informados são inválidos.',
        errors: { base64: [message] },
      });
    }
    expect(await rows()).toBe(before);
    expect(uploads()).toEqual(files);
  }

  it('refuses truncated and corrupt pictures', async () => {
    const jpeg = await noisy(800, 600, 'jpeg');
    const png = await noisy(600, 400, 'png');
    const webp = await noisy(600, 400, 'webp');
    await expectRefused([
      ['JPEG cut in half', dataUrl(jpeg.subarray(0, jpeg.length / 2)), INVALID],
      ['JPEG cut in half, bare base64', jpeg.subarray(0, jpeg.length / 2).toString('base64'), INVALID],
      ['JPEG header only', dataUrl(jpeg.subarray(0, 400)), INVALID],
      ['PNG cut in half', dataUrl(png.subarray(0, png.length / 2), 'image/png'), INVALID],
      ['WebP cut in half', dataUrl(webp.subarray(0, webp.length / 2), 'image/webp'), INVALID],
      ['JPEG claiming 4000×3000', dataUrl(withJpegSize(await picture(40, 30), 4000, 3000)), INVALID],
      ['PNG of 0×0', dataUrl(withPngSize(await picture(40, 30, 'png'), 0, 0), 'image/png'), INVALID],
      [
        'random bytes',
        dataUrl(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) & 255))),
        INVALID,
      ],
      ['text', dataUrl(Buffer.from('isto não é uma foto')), INVALID],
    ]);
  });

  it('refuses a header claiming 16000×16000 before decoding it', async () => {
    await expectRefused([
      ['JPEG 16000×16000', dataUrl(withJpegSize(await picture(40, 30), 16000, 16000)), TOO_LARGE],
      [
        'PNG 16000×16000',
        dataUrl(withPngSize(await picture(40, 30, 'png'), 16000, 16000), 'image/png'),
        TOO_LARGE,
      ],
    ]);
  });

  it('refuses SVG (scripts included), GIF and animated GIF', async () => {
    await expectRefused([
      ['SVG', dataUrl(SVG, 'image/svg+xml'), UNSUPPORTED],
      ['SVG as JPEG', dataUrl(SVG), UNSUPPORTED],
      ['GIF', dataUrl(await picture(40, 30, 'gif'), 'image/gif'), UNSUPPORTED],
      ['animated GIF', dataUrl(await animation('gif', 30), 'image/gif'), UNSUPPORTED],
    ]);
  });

  it('refuses empty, non-string and too heavy values', async () => {
    await expectRefused([
      ['empty string', '', MISSING],
      ['empty data URL', 'data:image/jpeg;base64,', MISSING],
      ['number', 42, MISSING],
      ['boolean', true, MISSING],
      ['null', null, MISSING],
      ['object', { data: dataUrl(await picture(40, 30)) }, MISSING],
      ['array', [dataUrl(await picture(40, 30))], MISSING],
      ['not base64', 'não é base64!', MISSING],
      // 11 MB once decoded, within the 15 MB request limit.
      ['11 MB', dataUrl(Buffer.alloc(11 * 1024 * 1024, 0xff)), TOO_HEAVY],
    ]);
  });

  it('answers the photo and the other fields together', async () => {
    const lie = dataUrl(withJpegSize(await picture(40, 30), 16000, 16000));
    const res = await t.post(
      '/product-image/save',
      { product_id: product, base64: lie, relevance: 16 },
      w.userA,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      base64: [TOO_LARGE],
      relevance: ['Relevância deve ser no máximo 15'],
    });
  });

  it('takes PNG and WebP as well as JPEG, always stored as the two JPEG renditions', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const res = await t.post(
        '/product-image/save',
        { product_id: product, base64: dataUrl(await picture(900, 1200, format), type) },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      const image = res.json() as Row;
      for (const [suffix, width, height] of [
        ['300.jpg', 225, 300],
        ['1000.jpg', 750, 1000],
      ] as const) {
        const file = await t.app.inject({ method: 'GET', url: `${image.img_name as string}${suffix}` });
        expect(file.statusCode, `${format} ${suffix}`).toBe(200);
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
      }
    }
  });
});
