// The media module on its own: every preset's renditions (sizes, formats, EXIF orientation), the
// pixel limit, and every kind of broken upload turned into a pt-BR 422 on the field; files written
// through FileStorage and cleaned up when a write fails.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/server/http/errors.js';
import {
  IMAGE_MESSAGES,
  imageBaseOf,
  MAX_IMAGE_BYTES,
  parseImageData,
  prepareImage,
  removeImage,
  sniffImage,
  storeImage,
  uploadImage,
} from '../src/server/media/images.js';
import {
  bannerImage,
  bannerMobileImage,
  faviconImage,
  IMAGE_PRESETS,
  type ImagePreset,
  logoImage,
  productImage,
} from '../src/server/media/presets.js';
import { UPLOADS_URL, type FileStorage } from '../src/server/storage/files.js';
import {
  animation,
  colourAt,
  dataUrl,
  noisy,
  picture,
  SVG,
  withJpegSize,
  withPngSize,
  withWebpCanvas,
} from './helpers/images.js';

/** The 422 field errors prepareImage answers (fails the test if it resolves). */
async function refusal(value: unknown, preset: ImagePreset = productImage, field?: string) {
  const error = await prepareImage(value, preset, field).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'should be refused').toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(422);
  return (error as HttpError).errors;
}

const sizes = (files: Array<{ width: number; height: number }>) => files.map((f) => [f.width, f.height]);

class MemoryStorage implements FileStorage {
  files = new Map<string, Buffer>();
  failOn?: string;
  async put(key: string, data: Buffer) {
    if (this.failOn && key.endsWith(this.failOn)) throw new Error('disco cheio');
    this.files.set(key, data);
    return UPLOADS_URL + key;
  }
  async remove(keys: string[]) {
    for (const k of keys) this.files.delete(k);
  }
  keyOf(url: string) {
    return url.startsWith(UPLOADS_URL) ? url.slice(UPLOADS_URL.length) : undefined;
  }
}

describe('image presets', () => {
  it('are declared once, each rendition named with the extension of its format', () => {
    expect(Object.keys(IMAGE_PRESETS)).toEqual([
      'product',
      'banner',
      'bannerMobile',
      'logo',
      'favicon',
      'landing',
    ]);
    const extension = { jpeg: '.jpg', png: '.png', webp: '.webp' };
    for (const preset of Object.values(IMAGE_PRESETS)) {
      expect(preset.renditions.length, preset.name).toBeGreaterThan(0);
      expect(preset.maxInputPixels).toBeGreaterThan(0);
      const suffixes = preset.renditions.map((r) => r.suffix);
      expect(new Set(suffixes).size, preset.name).toBe(suffixes.length);
      for (const r of preset.renditions) expect(r.suffix.endsWith(extension[r.format]), r.suffix).toBe(true);
    }
    // The storefront's fixed contract: img_name + '300.jpg' and img_name + '1000.jpg'.
    expect(productImage.renditions.map((r) => r.suffix)).toEqual(['300.jpg', '1000.jpg']);
    expect(productImage.folder).toBe('products');
  });

  it('product: a 300 px thumbnail and a 1000 px JPEG, small photos grown to both sizes', async () => {
    const photo = await prepareImage(dataUrl(await picture(1200, 900)), productImage);
    expect(photo.files.map((f) => f.suffix)).toEqual(['300.jpg', '1000.jpg']);
    expect(sizes(photo.files)).toEqual([
      [300, 225],
      [1000, 750],
    ]);
    for (const f of photo.files) expect((await sharp(f.data).metadata()).format).toBe('jpeg');
    // As before the media module: the 1000 px file is always 1000 px on its longer side.
    const small = await prepareImage(await picture(200, 100, 'png'), productImage);
    expect(sizes(small.files)).toEqual([
      [300, 150],
      [1000, 500],
    ]);
    // PNG and WebP are taken too; JPEG has no transparency, so it becomes white (not black).
    const clear = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    const flattened = await prepareImage(dataUrl(clear, 'image/webp'), productImage);
    expect(await colourAt(flattened.files[0].data, 150, 150)).toBe('white');
  });

  it('product: honours the EXIF orientation of a camera photo', async () => {
    // Stored 200×100 (red left, blue right), tagged "turn 90° clockwise to show".
    const photo = await prepareImage(await picture(200, 100, 'jpeg', { orientation: 6 }), productImage);
    expect(sizes(photo.files)).toEqual([
      [150, 300],
      [500, 1000],
    ]);
    const big = photo.files[1].data;
    expect((await sharp(big).metadata()).orientation ?? 1).toBe(1);
    expect(await colourAt(big, 250, 100)).toBe('red');
    expect(await colourAt(big, 250, 900)).toBe('blue');
  });

  it('banner and mobile banner: at most 1800×1800 and 1000×1000, never enlarged', async () => {
    const wide = await picture(4000, 1500);
    expect(sizes((await prepareImage(wide, bannerImage)).files)).toEqual([[1800, 675]]);
    expect(sizes((await prepareImage(wide, bannerMobileImage)).files)).toEqual([[1000, 375]]);
    const square = await picture(1500, 1500, 'png');
    expect(sizes((await prepareImage(square, bannerImage)).files)).toEqual([[1500, 1500]]);
    expect(sizes((await prepareImage(square, bannerMobileImage)).files)).toEqual([[1000, 1000]]);
    const small = await prepareImage(await picture(800, 300, 'webp'), bannerImage);
    expect(sizes(small.files)).toEqual([[800, 300]]);
    expect(small.files.map((f) => f.suffix)).toEqual(['banner.jpg']);
    expect((await sharp(small.files[0].data).metadata()).format).toBe('jpeg');
  });

  it('logo and favicon: PNG at most 1800×1800, transparency kept', async () => {
    const transparent = await sharp({
      create: { width: 2400, height: 800, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    for (const preset of [logoImage, faviconImage]) {
      const [file] = (await prepareImage(dataUrl(transparent, 'image/png'), preset)).files;
      expect([file.width, file.height], preset.name).toEqual([1800, 600]);
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe('png');
      expect(meta.hasAlpha).toBe(true);
    }
    const icon = await prepareImage(await picture(64, 64, 'png'), faviconImage);
    expect(sizes(icon.files)).toEqual([
      [64, 64],
      [16, 16],
      [32, 32],
      [180, 180],
      [192, 192],
      [512, 512],
    ]);
    expect(icon.files.map((f) => f.suffix)).toEqual([
      'favicon.png',
      'favicon-16.png',
      'favicon-32.png',
      'favicon-180.png',
      'favicon-192.png',
      'favicon-512.png',
    ]);
  });

  it('favicon sizes: a wide JPEG is fitted whole into each square, centred on transparency', async () => {
    const icon = await prepareImage(await picture(300, 100), faviconImage);
    const [, sixteen, , , , big] = icon.files;
    expect(sizes([sixteen, big])).toEqual([
      [16, 16],
      [512, 512],
    ]);
    const meta = await sharp(big.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 512, 512, true]);
    // Above and below the picture (512 wide, about 171 high) the square is transparent.
    const { data, info } = await sharp(big.data).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(256, 5)).toBe(0);
    expect(alphaAt(256, 506)).toBe(0);
    expect(alphaAt(256, 256)).toBe(255);
  });

  it("refuses more pixels than the preset's limit, by the header, before decoding", async () => {
    const limited: ImagePreset = { ...productImage, maxInputPixels: 2_000_000 };
    expect(await refusal(await picture(1500, 1500), limited)).toEqual({
      base64: ['A imagem é grande demais (máximo 2 megapixels)'],
    });
    expect(sizes((await prepareImage(await picture(1400, 1400), limited)).files)).toEqual([
      [300, 300],
      [1000, 1000],
    ]);
    // Headers claiming 16000×16000 (256 megapixels) with a few bytes of data behind them.
    const lies = [
      withJpegSize(await picture(40, 30), 16000, 16000),
      withPngSize(await picture(40, 30, 'png'), 16000, 16000),
      withWebpCanvas(await animation('webp', 3, 40, 30), 16000, 16000),
    ];
    for (const preset of Object.values(IMAGE_PRESETS))
      for (const lie of lies)
        expect(await refusal(lie, preset)).toEqual({
          base64: ['A imagem é grande demais (máximo 25 megapixels)'],
        });
  });
});

describe('broken uploads', () => {
  const invalid = { base64: [IMAGE_MESSAGES.invalid] };
  const unsupported = { base64: ['Formato de imagem não aceito: envie JPEG, PNG ou WebP'] };
  const missing = { base64: ['Por favor envie uma imagem'] };

  it('reads data URLs and bare base64, and refuses what carries no picture', async () => {
    const jpeg = await picture(40, 30);
    expect(parseImageData(dataUrl(jpeg))).toEqual(jpeg);
    expect(parseImageData(jpeg.toString('base64'))).toEqual(jpeg);
    expect(parseImageData(`data:image/jpeg;name=foto.jpg;base64,${jpeg.toString('base64')}`)).toEqual(jpeg);
    for (const value of [
      undefined,
      null,
      '',
      '   ',
      42,
      true,
      {},
      [],
      ['abc'],
      { base64: 'abc' },
      'não é base64!',
    ])
      expect(await refusal(value), JSON.stringify(value)).toEqual(missing);
    expect(await refusal(Buffer.alloc(0))).toEqual(missing);
  });

  it('refuses more than 10 MB without decoding it', async () => {
    const heavy = { base64: ['A imagem deve ter no máximo 10 MB'] };
    // Just over the limit once decoded, and far over it as text.
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 3, 0xff);
    expect(await refusal(dataUrl(over))).toEqual(heavy);
    expect(await refusal(over)).toEqual(heavy);
    expect(await refusal('A'.repeat(40 * 1024 * 1024))).toEqual(heavy);
  });

  it('refuses truncated, corrupt and lying pictures', async () => {
    const jpeg = await noisy(600, 400, 'jpeg');
    const png = await noisy(600, 400, 'png');
    const webp = await noisy(600, 400, 'webp');
    const broken: Array<[string, Buffer]> = [
      ['JPEG cut in half', jpeg.subarray(0, jpeg.length / 2)],
      ['JPEG without its last 10%', jpeg.subarray(0, Math.floor(jpeg.length * 0.9))],
      ['JPEG header only', jpeg.subarray(0, 300)],
      ['PNG cut in half', png.subarray(0, png.length / 2)],
      ['WebP cut in half', webp.subarray(0, webp.length / 2)],
      // Under the pixel limit, but the data behind the header is far too short.
      ['JPEG claiming 4000×3000', withJpegSize(await picture(40, 30), 4000, 3000)],
      ['PNG claiming 4000×3000', withPngSize(await picture(40, 30, 'png'), 4000, 3000)],
      ['PNG of 0×0', withPngSize(await picture(40, 30, 'png'), 0, 0)],
      ['random bytes', Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) & 255))],
      [
        'JPEG signature then garbage',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2000, 7)]),
      ],
      ['text', Buffer.from('isto não é uma foto')],
    ];
    for (const [name, bytes] of broken) {
      expect(await refusal(bytes), name).toEqual(invalid);
      expect(await refusal(dataUrl(bytes)), name).toEqual(invalid);
    }
  });

  it('refuses SVG, GIF and other formats by their signature', async () => {
    expect(await refusal(dataUrl(SVG, 'image/svg+xml'))).toEqual(unsupported);
    expect(await refusal(Buffer.from(`\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"></svg>`))).toEqual(
      unsupported,
    );
    expect(await refusal(await picture(40, 30, 'gif'))).toEqual(unsupported);
    expect(await refusal(await animation('gif', 30))).toEqual(unsupported);
    expect(
      await refusal(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .tiff()
          .toBuffer(),
      ),
    ).toEqual(unsupported);
    expect(sniffImage(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1'))).toBe('unsupported');
    // A JPEG sent with another type in its data URL is still a JPEG.
    expect(
      (await prepareImage(dataUrl(await picture(40, 30), 'image/png'), productImage)).files,
    ).toHaveLength(2);
  });

  it('keeps the first frame of an animated WebP, however many frames it has', async () => {
    const anim = await animation('webp', 60);
    const { files } = await prepareImage(anim, bannerImage);
    expect(sizes(files)).toEqual([[400, 300]]);
    expect(await colourAt(files[0].data, 200, 150)).toBe('blue');
  });

  it('answers on the field it is given', async () => {
    expect(await refusal(dataUrl(SVG), logoImage, 'logo')).toEqual({ logo: [IMAGE_MESSAGES.unsupported] });
    expect(await refusal('', faviconImage, 'favIcon')).toEqual({ favIcon: [IMAGE_MESSAGES.missing] });
  });
});

describe('stored pictures', () => {
  it('writes every rendition under one random base in the store folder, and removes them', async () => {
    const storage = new MemoryStorage();
    const stored = await uploadImage(storage, 12, productImage, dataUrl(await picture(1200, 900)));
    expect(stored.base).toMatch(/^\/uploads\/12\/products\/[\w-]+-$/);
    expect(stored.files.map((f) => f.url)).toEqual([`${stored.base}300.jpg`, `${stored.base}1000.jpg`]);
    expect(sizes(stored.files)).toEqual([
      [300, 225],
      [1000, 750],
    ]);
    expect([...storage.files.keys()]).toEqual(stored.files.map((f) => storage.keyOf(f.url)));
    const banner = await uploadImage(storage, 12, bannerImage, await picture(2000, 750));
    expect(banner.files[0].url).toBe(`${banner.base}banner.jpg`);
    expect(banner.base).toMatch(/^\/uploads\/12\/layout\//);
    expect(imageBaseOf(bannerImage, banner.files[0].url)).toBe(banner.base);
    expect(imageBaseOf(bannerImage, 'https://cdn.exemplo.com/x.png')).toBeUndefined();
    expect(storage.files.size).toBe(3);

    await removeImage(storage, productImage, stored.base);
    await removeImage(storage, bannerImage, banner.base);
    // A URL the storage did not make is not touched.
    await removeImage(storage, productImage, 'https://cdn.exemplo.com/foto-');
    expect(storage.files.size).toBe(0);
  });

  it('removes the files already written when a later one fails', async () => {
    const storage = new MemoryStorage();
    storage.failOn = '1000.jpg';
    const image = await prepareImage(await picture(1200, 900), productImage);
    await expect(storeImage(storage, 7, image)).rejects.toThrow('disco cheio');
    expect(storage.files.size).toBe(0);
  });
});
