// The decisions of a product photo upload that need no browser (spec section 5): which files are
// photos, which need the HEIC/HEIF conversion, the size a photo is reduced to, how an EXIF
// orientation is drawn on a canvas, and the progress text. images/prepare.ts does the drawing.

/** Product photos fit inside 800×1000 px, as JPEG quality 0.5; HEIC/HEIF first become JPEG 0.8. */
export const MAX_WIDTH = 800;
export const MAX_HEIGHT = 1000;
export const JPEG_QUALITY = 0.5;
export const HEIC_QUALITY = 0.8;

/**
 * What the drop area takes (react-dropzone's `accept`): any image, and HEIC/HEIF by extension too,
 * as many systems send them with no type. The extensions sit under their own types: listed under
 * 'image/*' they would make react-dropzone drop the wildcard from the input's accept.
 */
export const ACCEPT = {
  'image/*': [],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

interface FileLike {
  name: string;
  type: string;
}

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** HEIC/HEIF by type or, as many systems send them with no type, by extension. */
export function isHeic(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if (
    type === 'image/heic' ||
    type === 'image/heif' ||
    type.startsWith('image/heic-') ||
    type.startsWith('image/heif-')
  )
    return true;
  return ['heic', 'heif'].includes(extensionOf(file.name));
}

/** A photo the upload takes: an image type, or a HEIC/HEIF file. */
export function isImageFile(file: FileLike): boolean {
  return file.type.toLowerCase().startsWith('image/') || isHeic(file);
}

/**
 * The size a photo of width × height is drawn at: the largest that fits inside max, keeping the
 * aspect ratio; never enlarged.
 */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = MAX_WIDTH,
  maxHeight = MAX_HEIGHT,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(height * scale))),
  };
}

/** EXIF orientations 5–8 turn the photo a quarter: its width and height swap. */
export const swapsSides = (orientation: number) => orientation >= 5 && orientation <= 8;

/**
 * The canvas transform drawing a stored w × h picture upright for an EXIF orientation (1–8):
 * [a, b, c, d, e, f] for ctx.transform. 3 is half a turn, 6 a quarter clockwise, 8 anticlockwise.
 */
export function orientationTransform(
  orientation: number,
  w: number,
  h: number,
): [number, number, number, number, number, number] {
  switch (orientation) {
    case 2:
      return [-1, 0, 0, 1, w, 0];
    case 3:
      return [-1, 0, 0, -1, w, h];
    case 4:
      return [1, 0, 0, -1, 0, h];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, 1, -1, 0, h, 0];
    case 7:
      return [0, -1, -1, 0, h, w];
    case 8:
      return [0, -1, 1, 0, 0, w];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}

/**
 * The EXIF orientation (1–8) of a JPEG, read from its APP1 segment; 1 when there is none (not a
 * JPEG, no EXIF, no orientation tag).
 */
export function jpegOrientation(buffer: ArrayBuffer): number {
  const view = new DataView(buffer);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return 1; // start of the picture data
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966) {
      const tiff = offset + 10; // after "Exif\0\0"
      if (tiff + 8 > view.byteLength) return 1;
      const little = view.getUint16(tiff) === 0x4949;
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > view.byteLength) return 1;
      const entries = view.getUint16(ifd, little);
      for (let i = 0; i < entries; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > view.byteLength) return 1;
        if (view.getUint16(entry, little) === 0x0112) {
          const value = view.getUint16(entry + 8, little);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    offset += 2 + length;
  }
  return 1;
}

/** 'Enviando 2 de 5…' while the second of five photos is being prepared and sent. */
export const progressText = (current: number, total: number) => `Enviando ${current} de ${total}…`;

/** The relevance of the index-th new photo: after the highest already used, within 1–15. */
export const nextRelevance = (highest: number, index: number) =>
  Math.min(15, Math.max(1, highest + index + 1));
