// Uploaded pictures, for every kind of upload (product photos, banners, logo, favicon; see
// presets.ts). A client sends a data URL or bare base64; the picture is decoded once, fully and with
// a pixel limit, and every rendition is made in that same guarded step, so a truncated file, a
// header lying about its size, a disguised SVG or plain garbage is a 422 on the field, never a 500.
// Only JPEG, PNG and WebP reach the decoder (the panel turns HEIC into JPEG in the browser).
import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { invalid } from '../http/errors.js';
import type { FileStorage } from '../storage/files.js';
import type { ImagePreset, Rendition } from './presets.js';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  missing: 'Por favor envie uma imagem',
  tooHeavy: `A imagem deve ter no máximo ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  invalid: 'O arquivo enviado não é uma imagem válida',
  unsupported: 'Formato de imagem não aceito: envie JPEG, PNG ou WebP',
  tooLarge: (maxPixels: number) =>
    `A imagem é grande demais (máximo ${Math.floor(maxPixels / 1_000_000)} megapixels)`,
} as const;

/** A picture checked and rendered in memory, ready for storeImage. */
export interface PreparedImage {
  preset: ImagePreset;
  files: Array<{ suffix: string; data: Buffer; width: number; height: number }>;
}

/** Where a stored picture's files are: base + suffix of each rendition. */
export interface StoredImage {
  /** URL prefix shared by the renditions (a product photo's img_name). */
  base: string;
  files: Array<{ suffix: string; url: string; width: number; height: number }>;
}

// Base64 as browsers and most clients write it; whitespace (line breaks) is tolerated.
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;
const DATA_URL = /^data:[\w/+.-]*(?:;[\w.+-]+=[\w.+-]+)*;base64,/;

/** The bytes of a data URL ("data:image/jpeg;base64,…") or bare base64; 422 when empty or too big. */
export function parseImageData(value: unknown, field = 'base64'): Buffer {
  const text = typeof value === 'string' ? value.replace(DATA_URL, '') : '';
  // Checked on the text first, so an oversized upload is never decoded.
  if (text.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1024 * 1024)
    throw invalid({ [field]: [IMAGE_MESSAGES.tooHeavy] });
  const bytes = text && BASE64.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (!bytes.length) throw invalid({ [field]: [IMAGE_MESSAGES.missing] });
  if (bytes.length > MAX_IMAGE_BYTES) throw invalid({ [field]: [IMAGE_MESSAGES.tooHeavy] });
  return bytes;
}

type Sniffed = 'jpeg' | 'png' | 'webp' | 'unsupported' | 'unknown';

/** The format by its magic bytes, so other decoders (SVG, TIFF, HEIF, …) are never reached. */
export function sniffImage(bytes: Buffer): Sniffed {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // Pictures, but not ones we take: a clearer message than "not an image".
  if (/^GIF8[79]a/.test(ascii(0, 6))) return 'unsupported';
  if (['II*\0', 'MM\0*', '\0\0\x01\0'].includes(ascii(0, 4)) || ascii(0, 2) === 'BM') return 'unsupported';
  if (ascii(4, 8) === 'ftyp') return 'unsupported'; // HEIC, HEIF, AVIF
  const head = ascii(0, 2048);
  if (/^(\uFEFF|\xEF\xBB\xBF)?\s*</.test(head) && /<svg[\s>]/i.test(head)) return 'unsupported';
  return 'unknown';
}

/**
 * Checks and renders a picture for a preset: the value is a data URL, bare base64 or the bytes
 * themselves. Every problem is a 422 on `field` with a pt-BR message; nothing is written.
 */
export async function prepareImage(
  value: unknown,
  preset: ImagePreset,
  field = 'base64',
): Promise<PreparedImage> {
  const bytes = Buffer.isBuffer(value) ? value : parseImageData(value, field);
  if (!bytes.length) throw invalid({ [field]: [IMAGE_MESSAGES.missing] });
  if (bytes.length > MAX_IMAGE_BYTES) throw invalid({ [field]: [IMAGE_MESSAGES.tooHeavy] });
  const kind = sniffImage(bytes);
  if (kind === 'unsupported') throw invalid({ [field]: [IMAGE_MESSAGES.unsupported] });
  if (kind === 'unknown') throw invalid({ [field]: [IMAGE_MESSAGES.invalid] });

  // The header alone (no pixels decoded yet) says how large the picture claims to be.
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== kind) throw new Error(`format ${meta.format} is not ${kind}`);
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw invalid({ [field]: [IMAGE_MESSAGES.invalid] });
  }
  if (width < 1 || height < 1) throw invalid({ [field]: [IMAGE_MESSAGES.invalid] });
  if (width * height > preset.maxInputPixels)
    throw invalid({ [field]: [IMAGE_MESSAGES.tooLarge(preset.maxInputPixels)] });

  try {
    return { preset, files: await render(bytes, preset) };
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw invalid({
      [field]: [tooLarge ? IMAGE_MESSAGES.tooLarge(preset.maxInputPixels) : IMAGE_MESSAGES.invalid],
    });
  }
}

/** The one decode (to the size of the largest rendition), then each rendition from those pixels. */
async function render(bytes: Buffer, preset: ImagePreset): Promise<PreparedImage['files']> {
  const boxWidth = Math.max(...preset.renditions.map((r) => r.width));
  const boxHeight = Math.max(...preset.renditions.map((r) => r.height));
  const { data, info } = await sharp(bytes, {
    limitInputPixels: preset.maxInputPixels,
    // Truncated or corrupt data fails here instead of being padded with grey. 'warning' (sharp's
    // strictest) because a header claiming more pixels than the data holds is only a warning.
    failOn: 'warning',
    // An animation keeps its first frame only: no decompression bomb out of many frames.
    animated: false,
  })
    .autoOrient() // honours EXIF orientation
    .resize(boxWidth, boxHeight, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const files: PreparedImage['files'] = [];
  for (const rendition of preset.renditions) {
    const contain = rendition.fit === 'contain';
    // A contained picture needs an alpha channel for its transparent margins (a JPEG has none).
    const source = contain ? sharp(data, { raw }).ensureAlpha() : sharp(data, { raw });
    const image = source.resize(rendition.width, rendition.height, {
      fit: contain ? 'contain' : 'inside',
      withoutEnlargement: !rendition.enlarge,
      ...(contain ? { background: { r: 0, g: 0, b: 0, alpha: 0 } } : {}),
    });
    const out = await encode(image, rendition).toBuffer({ resolveWithObject: true });
    files.push({ suffix: rendition.suffix, data: out.data, width: out.info.width, height: out.info.height });
  }
  return files;
}

function encode(image: Sharp, rendition: Rendition): Sharp {
  switch (rendition.format) {
    case 'jpeg':
      // JPEG has no transparency: transparent areas become white, not black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: rendition.quality, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: rendition.quality });
  }
}

/**
 * Writes a prepared picture's files under a new random name in the store's folder. If a write
 * fails, the files already written are removed before the error goes on.
 */
export async function storeImage(
  storage: FileStorage,
  companyId: number,
  image: PreparedImage,
): Promise<StoredImage> {
  const prefix = `${companyId}/${image.preset.folder}/${randomBytes(9).toString('base64url')}-`;
  const files: StoredImage['files'] = [];
  try {
    for (const file of image.files) {
      const url = await storage.put(prefix + file.suffix, file.data);
      files.push({ suffix: file.suffix, url, width: file.width, height: file.height });
    }
  } catch (error) {
    await storage.remove(image.files.map((f) => prefix + f.suffix)).catch(() => {});
    throw error;
  }
  return { base: files[0].url.slice(0, -files[0].suffix.length), files };
}

/** prepareImage and storeImage in one go, for uploads with nothing to check in between. */
export async function uploadImage(
  storage: FileStorage,
  companyId: number,
  preset: ImagePreset,
  value: unknown,
  field = 'base64',
): Promise<StoredImage> {
  return storeImage(storage, companyId, await prepareImage(value, preset, field));
}

/** The base of a stored picture from the URL of any of its files (undefined if not this preset's). */
export function imageBaseOf(preset: ImagePreset, url: string): string | undefined {
  const rendition = preset.renditions.find((r) => url.endsWith(r.suffix));
  return rendition ? url.slice(0, -rendition.suffix.length) : undefined;
}

/** Removes every rendition of a stored picture; a URL that storage did not make is left alone. */
export async function removeImage(storage: FileStorage, preset: ImagePreset, base: string): Promise<void> {
  const key = storage.keyOf(base);
  if (key) await storage.remove(preset.renditions.map((r) => key + r.suffix));
}
