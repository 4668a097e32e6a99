// A picture picked or dropped on the storefront screens, as the data URL the API takes (logo,
// favicon, landing image). The server checks and resizes it (media presets); the browser only turns
// HEIC/HEIF into JPEG, as for product photos, since the server takes JPEG, PNG and WebP.
import type { HttpError } from 'react-admin';

/** The server's limit on one picture (src/server/media/images.ts MAX_IMAGE_BYTES). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
export const TOO_HEAVY = 'A imagem deve ter no máximo 10 MB';

/**
 * What the drop areas take (react-dropzone's `accept`): any image, and HEIC/HEIF by extension, as
 * many systems send them with no type.
 */
export const PICTURE_ACCEPT = {
  'image/*': [],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

interface FileLike {
  name: string;
  type: string;
}

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

export function isHeicFile(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  return /^image\/hei[cf]/.test(type) || ['heic', 'heif'].includes(extensionOf(file.name));
}

/** An image by its type, or a HEIC/HEIF photo by its extension. */
export function isPictureFile(file: FileLike): boolean {
  return file.type.toLowerCase().startsWith('image/') || isHeicFile(file);
}

/** A file's name without its extension, as a landing image's name. */
export const baseName = (name: string): string => name.replace(/\.[^.]+$/, '').trim() || name;

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('leitura'));
    reader.readAsDataURL(blob);
  });
}

/** The file as a data URL; HEIC/HEIF become JPEG first (heic2any is loaded only then: it is large). */
export async function readPicture(file: File): Promise<string> {
  let blob: Blob = file;
  if (isHeicFile(file)) {
    const { default: heic2any } = await import('heic2any');
    const converted = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.8 });
    blob = Array.isArray(converted) ? converted[0] : converted;
  }
  if (blob.size > MAX_PICTURE_BYTES) throw new Error(TOO_HEAVY);
  return asDataUrl(blob);
}

/** The server's words about a refused picture: its field messages, else its message. */
export function refusalDetail(error: unknown): string {
  const body = ((error as HttpError | undefined)?.body ?? {}) as {
    message?: string;
    errors?: Record<string, unknown>;
  };
  const fields = Object.values(body.errors ?? {})
    .flatMap((m) => (Array.isArray(m) ? m : [m]))
    .map(String);
  if (fields.length) return fields.join(' ');
  return error instanceof Error ? error.message : '';
}
