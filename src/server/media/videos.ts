// Uploaded videos (storefront banners): MP4 or WebM, recognised by their content, never by a name
// or a declared type, and stored as sent (no transcoding on this server), under the store's folder.
import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../storage/files.js';

export type VideoFormat = 'mp4' | 'webm';

// ISO base media files whose brand is a still picture (HEIC, HEIF, AVIF) or QuickTime, not MP4.
const NOT_MP4_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'qt  ',
  'crx ',
]);

/** MP4: an 'ftyp' box first (size, then 'ftyp' at byte 4, then the major brand); WebM: the EBML magic. */
export function sniffVideo(bytes: Buffer): VideoFormat | undefined {
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = bytes.subarray(8, 12).toString('latin1');
    return NOT_MP4_BRANDS.has(brand) ? undefined : 'mp4';
  }
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return bytes.subarray(0, 64).includes('webm', 0, 'latin1') ? 'webm' : undefined;
  return undefined;
}

/** Writes a video under a new random name in the store's folder; answers its public URL path. */
export function storeVideo(
  storage: FileStorage,
  companyId: number,
  folder: string,
  format: VideoFormat,
  data: Buffer,
): Promise<string> {
  return storage.put(`${companyId}/${folder}/${randomBytes(9).toString('base64url')}-banner.${format}`, data);
}
