// Product photos: the panel sends a JPEG (already resized in the browser) as a data URL; the server
// checks it really is an image and keeps two renditions, img_name + '300.jpg' and img_name + '1000.jpg'.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { invalid } from '../http/errors.js';
import type { FileStorage } from '../storage/files.js';

export const IMAGE_SIZES = [300, 1000] as const;
const MAX_BYTES = 10 * 1024 * 1024;

/** Decodes "data:image/...;base64,..." (or bare base64); 422 on anything that is not an image. */
export async function decodeImage(base64: unknown, field = 'base64'): Promise<Buffer> {
  const text = typeof base64 === 'string' ? base64.replace(/^data:[\w/+.-]+;base64,/, '') : '';
  const bytes = text && /^[A-Za-z0-9+/=\s]+$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (!bytes.length) throw invalid({ [field]: ['Por favor envie uma imagem'] });
  if (bytes.length > MAX_BYTES) throw invalid({ [field]: ['A imagem deve ter no máximo 10 MB'] });
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch {
    throw invalid({ [field]: ['O arquivo enviado não é uma imagem válida'] });
  }
  return bytes;
}

/** Writes the 300 px and 1000 px JPEG renditions; returns img_name (the URL prefix of both). */
export async function storeProductImage(
  storage: FileStorage,
  companyId: number,
  image: Buffer,
): Promise<string> {
  const prefix = `${companyId}/products/${randomBytes(9).toString('base64url')}-`;
  let url = '';
  for (const size of IMAGE_SIZES) {
    const jpeg = await sharp(image)
      .rotate() // honours EXIF orientation
      .resize(size, size, { fit: 'inside', withoutEnlargement: false })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    url = await storage.put(`${prefix}${size}.jpg`, jpeg);
  }
  return url.slice(0, -'1000.jpg'.length);
}

export async function removeProductImage(storage: FileStorage, imgName: string): Promise<void> {
  const key = storage.keyOf(imgName);
  if (key) await storage.remove(IMAGE_SIZES.map((s) => `${key}${s}.jpg`));
}
